//! The positions met in the play of a random Gaigel deal: each play to a trick (which cards
//! may be played), each trick (who wins it) and each trick counted (its card points).

use crate::cards::Card;
use crate::rules::drill::Candidate;
use crate::rules::gaigel::{deal, play, Query};
use crate::rules::rng::Rng;
use crate::rules::trick_beliefs::{Seen, View};

/// A card as the beliefs about trick play see it: its suit and its strength.
fn seen(i: u8) -> Seen {
    Seen {
        group: play::suit_of(i),
        strength: 5 - play::rank_of(i),
    }
}

/// The positions of one random deal.
pub fn candidates(rng: &mut Rng) -> Vec<Candidate<Query>> {
    let mut out = Vec::new();
    deal::random_deal(rng, &mut Positions(&mut out, 0));
    out
}

/// Collects the positions, counting the tricks: the twelfth is the last of the deal.
struct Positions<'a>(&'a mut Vec<Candidate<Query>>, u8);

impl deal::Observer for Positions<'_> {
    fn play(&mut self, trump: u8, stock_empty: bool, trick: &[u8], hand: &[u8], _: u32, _: u8) {
        if trick.is_empty() {
            return;
        }
        let hand_cards: Vec<Card> = hand.iter().map(|&i| play::card(i)).collect();
        self.0.push(Candidate::new(
            Query::LegalPlays {
                trump: play::SUITS[trump as usize],
                stock_empty,
                trick: trick.iter().map(|&i| play::card(i)).collect(),
                hand: hand_cards.clone(),
            },
            View {
                hand: hand.iter().map(|&i| seen(i)).collect(),
                trick: trick.iter().map(|&i| seen(i)).collect(),
                trump: Some(trump),
            },
            hand_cards,
        ));
    }

    fn trick(&mut self, trump: u8, trick: &[u8; 4], _: usize) {
        self.0.push(Candidate::trick(
            Query::TrickWinner {
                trump: play::SUITS[trump as usize],
                trick: trick.iter().map(|&i| play::card(i)).collect(),
            },
            View::trick(trick.iter().map(|&i| seen(i)).collect(), Some(trump)),
        ));
        // The same trick, counted; the twelfth is the last of the deal.
        self.1 += 1;
        self.0.push(Candidate::plain(Query::CardPoints {
            cards: trick.iter().map(|&i| play::card(i)).collect(),
            last_trick: self.1 == 12,
        }));
    }
}
