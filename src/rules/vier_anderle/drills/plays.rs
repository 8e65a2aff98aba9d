//! The positions met in the play of a random Vier-Anderle deal: each play to a trick (which
//! cards may be played) and each trick (who wins it); and deals to settle, played among the
//! players in.

use crate::cards::{Card, CardSet};
use crate::rules::drill::Candidate;
use crate::rules::rng::Rng;
use crate::rules::trick_beliefs::{Seen, View};
use crate::rules::vier_anderle::play::{card, is_trump, suit_of};
use crate::rules::vier_anderle::{deal, extra_pips_for, Ask, Deal, Query, Rules};

/// The tarot trumps' group: the beliefs about trick play see them as a suit of their own.
const TRUMPS: u8 = 4;

/// A card as the beliefs about trick play see it: its suit (the trumps a group of their
/// own) and its strength.
fn seen(i: u8) -> Seen {
    if is_trump(i) {
        Seen {
            group: TRUMPS,
            strength: i,
        }
    } else {
        Seen {
            group: suit_of(i),
            strength: (i - 22) % 8,
        }
    }
}

/// The positions of one random deal played by all, 3 to 7 players.
pub fn candidates(rules: Rules, rng: &mut Rng) -> Vec<Candidate<Query>> {
    let mut out = Vec::new();
    let players = 3 + rng.below(5) as u8;
    let seats: Vec<u8> = (0..players).collect();
    let extra_pips = extra_pips_for(players);
    let mut positions = Positions {
        out: &mut out,
        rules,
        extra_pips,
    };
    deal::random_deal(rng, rules, players, &seats, &mut positions);
    // Settlements are made on their own (see `settlement`): a deal among the players in.
    out
}

/// A random deal to settle: 2 to 9 players, a random pot (empty: all play), a random set
/// of players in, and the tricks of a random play among them.
pub fn settlement(rules: Rules, rng: &mut Rng) -> Candidate<Query> {
    let players = 2 + rng.below(8) as u8;
    let pot_before = 4 * rng.below(8) as i64;
    let in_seats: Option<Vec<u8>> = (pot_before > 0).then(|| {
        let mask = rng.below(1 << players);
        (0..players).filter(|s| mask >> s & 1 == 1).collect()
    });
    let playing: Vec<u8> = in_seats.clone().unwrap_or_else(|| (0..players).collect());
    let tricks = (playing.len() >= 2).then(|| {
        let won = deal::random_deal(rng, rules, players, &playing, &mut ());
        let mut per_seat = vec![None; players as usize];
        for (i, &s) in playing.iter().enumerate() {
            per_seat[s as usize] = Some(won[i]);
        }
        per_seat
    });
    Candidate::plain(Query {
        rules,
        ask: Ask::DealScore(Deal {
            players,
            pot_before,
            in_seats,
            tricks,
        }),
    })
}

/// Collects the positions of a deal under one rule set, in a pack of `extra_pips`.
struct Positions<'a> {
    out: &'a mut Vec<Candidate<Query>>,
    rules: Rules,
    extra_pips: u8,
}

impl deal::Observer for Positions<'_> {
    fn play(&mut self, trick: &[u8], hand: CardSet, _: CardSet, _: u8) {
        if trick.is_empty() {
            return;
        }
        let hand_cards: Vec<Card> = hand.iter().map(card).collect();
        self.out.push(Candidate::new(
            Query {
                rules: self.rules,
                ask: Ask::LegalPlays {
                    extra_pips: self.extra_pips,
                    trick: trick.iter().map(|&i| card(i)).collect(),
                    hand: hand_cards.clone(),
                },
            },
            View {
                hand: hand.iter().map(seen).collect(),
                trick: trick.iter().map(|&i| seen(i)).collect(),
                trump: Some(TRUMPS),
            },
            hand_cards,
        ));
    }

    fn trick(&mut self, trick: &[u8], _: usize) {
        // The trick asked in the full pack: every pip card it may hold is in it.
        self.out.push(Candidate::trick(
            Query {
                rules: self.rules,
                ask: Ask::TrickWinner {
                    extra_pips: 4,
                    trick: trick.iter().map(|&i| card(i)).collect(),
                },
            },
            View::trick(trick.iter().map(|&i| seen(i)).collect(), Some(TRUMPS)),
        ));
    }
}
