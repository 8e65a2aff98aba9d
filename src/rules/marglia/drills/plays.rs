//! The positions met in the play of a random Marglia or Maniglia deal at a table of the
//! rule set's own: each play to a trick (which cards may be played), each trick (who wins
//! it, and its card points with the frillo point) and, with two sides, the deal's score.

use super::turnup::table;
use crate::cards::{Card, CardSet};
use crate::rules::drill::Candidate;
use crate::rules::marglia::{deal, Query, Rules, SideTake, Table};
use crate::rules::rng::Rng;
use crate::rules::trick_beliefs::{Seen, View};

/// A card as the beliefs about trick play see it: its suit and its strength.
fn seen(i: u8) -> Seen {
    Seen {
        group: i / 10,
        strength: i % 10,
    }
}

/// The positions of one random deal.
pub fn candidates(rules: Rules, rng: &mut Rng) -> Vec<Candidate<Query>> {
    let mut out = Vec::new();
    // A table of the rule set's own (its pack, its players); the compact cards of the deal
    // are the same in both packs.
    let table = table(rng, rules);
    let summary = deal::random_deal(
        rng,
        table.players as usize,
        table.partnerships,
        &mut Positions(&mut out, table),
    );
    // The deal, counted per side (seats 0 and 2 are side A): only two sides have a deal
    // score (section 9).
    if !table.partnerships {
        return out;
    }
    let side = |a: usize, b: usize| SideTake::Counts {
        card_points: (summary.points[a] + summary.points[b]) as i64,
        frillo_tricks: (summary.frillo_tricks[a] + summary.frillo_tricks[b]) as i64,
    };
    out.push(Candidate::plain(Query::DealScore {
        table,
        sides: vec![side(0, 2), side(1, 3)],
        both_given: false,
        deduction: 35,
    }));
    out
}

/// Collects the positions at one table.
struct Positions<'a>(&'a mut Vec<Candidate<Query>>, Table);

impl deal::Observer for Positions<'_> {
    fn play(&mut self, trump: u8, trick: &[u8], hand: CardSet, _: CardSet, _: u8) {
        if trick.is_empty() {
            return;
        }
        let table = self.1;
        let hand_cards: Vec<Card> = hand.iter().map(|i| table.card(i)).collect();
        self.0.push(Candidate::new(
            Query::LegalPlays {
                table,
                trump: table.suits()[trump as usize],
                trick: trick.iter().map(|&i| table.card(i)).collect(),
                hand: hand_cards.clone(),
            },
            View {
                hand: hand.iter().map(seen).collect(),
                trick: trick.iter().map(|&i| seen(i)).collect(),
                trump: Some(trump),
            },
            hand_cards,
        ));
    }

    fn trick(&mut self, trump: u8, trick: &[u8], _: usize) {
        let table = self.1;
        self.0.push(Candidate::trick(
            Query::TrickWinner {
                table,
                trump: table.suits()[trump as usize],
                trick: trick.iter().map(|&i| table.card(i)).collect(),
            },
            View::trick(trick.iter().map(|&i| seen(i)).collect(), Some(trump)),
        ));
        // The same trick, counted: its card points and the frillo point.
        self.0.push(Candidate::plain(Query::CardPoints {
            table,
            cards: None,
            tricks: Some(vec![trick.iter().map(|&i| table.card(i)).collect()]),
        }));
    }
}
