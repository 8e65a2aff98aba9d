//! The positions met in the play of a random Perlaggen deal: each play to a trick (which
//! cards may be played; the beliefs judge the natural cards, wild cards are always
//! playable), each trick (who wins it) and the figures of the cards as played.

use super::bets::{played, record_deal};
use crate::rules::drill::Candidate;
use crate::rules::perlaggen::cards::{card, is_perlagg, rank_of, suit_of, Played, SUITS};
use crate::rules::perlaggen::Query;
use crate::rules::rng::Rng;
use crate::rules::trick_beliefs::{Seen, View};

/// A card as the beliefs about trick play see it: its suit and its strength.
fn seen(i: u8) -> Seen {
    Seen {
        group: suit_of(i),
        strength: rank_of(i),
    }
}

/// The positions of one random deal.
pub fn candidates(rng: &mut Rng) -> Vec<Candidate<Query>> {
    let mut out = Vec::new();
    let deal = record_deal(rng);
    let trump = deal.trump;
    for m in deal.moments.iter().filter(|m| !m.trick.is_empty()) {
        let naturals: Vec<u8> = m.held.iter().filter(|&c| !is_perlagg(c, trump)).collect();
        out.push(Candidate::new(
            Query::LegalPlays {
                trump: SUITS[trump as usize],
                trick: played(&m.trick),
                hand: m.held.iter().map(card).collect(),
            },
            View {
                hand: naturals.iter().map(|&i| seen(i)).collect(),
                trick: m.trick.iter().map(|&(_, id)| seen(id)).collect(),
                trump: Some(trump),
            },
            naturals.iter().map(|&i| card(i)).collect(),
        ));
    }
    for trick in &deal.tricks {
        out.push(Candidate::trick(
            Query::TrickWinner {
                trump: SUITS[trump as usize],
                trick: played(trick),
            },
            View::trick(trick.iter().map(|&(_, id)| seen(id)).collect(), Some(trump)),
        ));
    }
    // Each player's five cards as played: the figures of the deal.
    let hands: Vec<(u8, Vec<Played>)> = deal
        .plays
        .iter()
        .enumerate()
        .map(|(s, cards)| (s as u8, played(cards)))
        .collect();
    let trump = SUITS[trump as usize];
    out.push(Candidate::plain(Query::GleichWinner {
        trump,
        hands: hands.clone(),
    }));
    out.push(Candidate::plain(Query::HangerWinner { trump, hands }));
    out
}
