//! The positions met in the play of a random Rikken deal: each play to a trick (which cards
//! may be played), each trick (who wins it) and the deal settled.

use crate::cards::{Card, CardSet};
use crate::rules::drill::Candidate;
use crate::rules::rikken::bids::Bid;
use crate::rules::rikken::cards::{card, SUITS};
use crate::rules::rikken::play::FACE_DOWN;
use crate::rules::rikken::{deal, Query, Trick};
use crate::rules::rng::Rng;
use crate::rules::trick_beliefs::{Seen, View};

/// A card as the beliefs about trick play see it: its suit and its strength.
fn seen(i: u8) -> Seen {
    Seen {
        group: i / 13,
        strength: i % 13,
    }
}

fn suit(t: u8) -> crate::cards::Suit {
    SUITS[t as usize]
}

/// The positions of one random deal.
pub fn candidates(rng: &mut Rng) -> Vec<Candidate<Query>> {
    let mut out = Vec::new();
    let summary = deal::random_deal(
        rng,
        &mut Positions {
            out: &mut out,
            contract: Bid::Rik,
            trump: None,
            called: None,
            blind: false,
        },
    );
    // The deal, settled.
    out.push(Candidate::plain(Query::DealScore {
        contract: Some(summary.contract),
        declarer: Some(summary.declarer),
        partner: summary.partner.filter(|_| summary.contract.with_partner()),
        tricks: Some(summary.tricks.iter().map(|&t| t as i64).collect()),
    }));
    out
}

/// Collects the positions, under the contract the auction made.
struct Positions<'a> {
    out: &'a mut Vec<Candidate<Query>>,
    contract: Bid,
    trump: Option<u8>,
    called: Option<u8>,
    blind: bool,
}

impl deal::Observer for Positions<'_> {
    fn start(&mut self, contract: Bid, trump: Option<u8>, called: Option<u8>, blind: bool) {
        self.contract = contract;
        self.trump = trump;
        self.called = called;
        self.blind = blind;
    }

    fn play(&mut self, trick: &[u8], hand: CardSet, _: CardSet, _: u8) {
        if trick.is_empty() {
            return;
        }
        let face_down = trick[0] == FACE_DOWN;
        let shown: Vec<u8> = trick.iter().copied().filter(|&c| c != FACE_DOWN).collect();
        let hand_cards: Vec<Card> = hand.iter().map(card).collect();
        self.out.push(Candidate::new(
            Query::LegalPlays {
                contract: self.contract,
                trump: Some(self.trump.map(suit)),
                called: self.called.map(card),
                blind: self.blind,
                trick: Trick {
                    face_down,
                    cards: shown.iter().map(|&i| card(i)).collect(),
                },
                hand: hand_cards.clone(),
            },
            // A face-down lead hides the suit led: the beliefs skip it.
            View {
                hand: hand.iter().map(seen).collect(),
                trick: if face_down {
                    Vec::new()
                } else {
                    trick.iter().map(|&i| seen(i)).collect()
                },
                trump: self.trump,
            },
            hand_cards,
        ));
    }

    fn trick(&mut self, trick: &[u8; 4], _: Option<u8>, _: Option<u8>, _: usize) {
        // A blind deal's first trick is led face down: the card is not shown, and the
        // beliefs about open tricks skip it.
        let face_down = trick[0] == FACE_DOWN;
        let shown = &trick[face_down as usize..];
        self.out.push(Candidate::trick(
            Query::TrickWinner {
                contract: self.contract,
                trump: self.trump.map(suit),
                called: self.called.map(card),
                blind: self.blind,
                trick: Trick {
                    face_down,
                    cards: shown.iter().map(|&i| card(i)).collect(),
                },
            },
            if face_down {
                View::trick(Vec::new(), self.trump)
            } else {
                View::trick(trick.iter().map(|&i| seen(i)).collect(), self.trump)
            },
        ));
    }
}
