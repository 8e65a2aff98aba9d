//! The cards of a deal before the first call (section 5, "Whole deals" point 1): the first
//! deal of a session shuffled, later deals gathered, cut by the dealer's right and dealt in
//! the packets of section 5; and the setup as a record writes it.

use super::super::cards::{card, index};
use super::super::playout::deal_packets;
use crate::cards::{Card, CardSet};
use crate::rules::game::Game;
use crate::rules::problem::PackCheck;
use crate::rules::problem::Problem;
use crate::rules::rng::Rng;

/// The four hands as dealt, by seat (seat 0 = the dealer's left, seat 3 = the dealer).
pub type Hands = [CardSet; 4];

/// A fresh session's first deal: the pack shuffled (Whole deals point 1), cut by the
/// dealer's right and dealt in packets.
pub fn shuffled(rng: &mut Rng) -> Hands {
    let mut pack: [u8; 52] = std::array::from_fn(|i| i as u8);
    rng.shuffle(&mut pack);
    cut_and_deal(pack, rng)
}

/// A later deal (section 5): the cards are not shuffled; the played cards are gathered in
/// `gathered` order, the player at the dealer's right cuts, and the dealer deals.
pub fn gathered(gathered: &[u8], rng: &mut Rng) -> Hands {
    let mut pack = [0u8; 52];
    pack.copy_from_slice(gathered);
    cut_and_deal(pack, rng)
}

/// The cut lifts between 1 and 51 cards from the top and puts them under the rest (a cut
/// of the whole pack or of nothing would be no cut); then six rounds of two cards and one
/// of one, from the dealer's left.
fn cut_and_deal(mut pack: [u8; 52], rng: &mut Rng) -> Hands {
    let lifted = 1 + rng.below(51) as usize;
    pack.rotate_left(lifted);
    deal_packets(&pack)
}

/// The hands as cards, by seat, in the pack's order.
pub fn hands_cards(hands: &Hands) -> [Vec<Card>; 4] {
    std::array::from_fn(|s| hands[s].iter().map(card).collect())
}

/// The setup fields of a deal record: one line, `hands: {0: [...], ...}`.
pub fn yaml(hands: &Hands) -> String {
    let cards = hands_cards(hands);
    let seats: Vec<String> = cards
        .iter()
        .enumerate()
        .map(|(s, h)| format!("{s}: [{}]", crate::cards::tokens(h)))
        .collect();
    format!("hands: {{{}}}\n", seats.join(", "))
}

/// Why written hands cannot be a deal: a card of another pack, a seat missing or given
/// twice, a hand that is not 13 cards, a card twice (with 4 × 13 distinct cards of the
/// pack, none is missing). `hands` is as written: seat and cards.
pub fn problems(hands: &[(u8, Vec<Card>)]) -> Vec<Problem> {
    let mut pack = PackCheck::new(Game::Rikken);
    for (seat, h) in hands {
        pack.element("hands", *seat as usize, h.iter().copied());
    }
    let mut out = pack.finish();
    if !out.is_empty() {
        return out;
    }
    let mut seats = [false; 4];
    for (seat, _) in hands {
        if std::mem::replace(&mut seats[*seat as usize], true) {
            out.push(Problem::new("hands", "repeated").at_index(*seat as usize));
        }
    }
    if hands.len() != 4 || seats.contains(&false) {
        out.push(Problem::one_per_seat("hands", 4, hands.len() as i64));
    }
    let mut seen = CardSet::EMPTY;
    for (seat, h) in hands {
        if let Some(p) = Problem::length("hands", h.len(), 13, 13) {
            out.push(p.at_index(*seat as usize));
        }
        for &c in h {
            if seen.contains(index(c)) {
                out.push(Problem::too_many_copies("hands", *seat as usize, c, 1));
            }
            seen.insert(index(c));
        }
    }
    out
}

/// Written hands that passed [`problems`], by seat.
pub fn from_written(hands: &[(u8, Vec<Card>)]) -> Hands {
    let mut out = [CardSet::EMPTY; 4];
    for (seat, h) in hands {
        for &c in h {
            out[*seat as usize].insert(index(c));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_later_deal_is_the_gathered_pack_cut_and_dealt_in_packets() {
        // Gathered in index order; whatever the cut, each hand is made of two-card packets
        // of consecutive cards (modulo the cut point) and all 52 are dealt.
        let order: Vec<u8> = (0..52).collect();
        let hands = gathered(&order, &mut Rng::new(7));
        let all = hands.iter().fold(CardSet::EMPTY, |a, &h| a.or(h));
        assert_eq!(all.len(), 52);
        assert!(hands.iter().all(|h| h.len() == 13));
        // Seat 0's first packet: two consecutive cards of the cut pack.
        let first: Vec<u8> = hands[0].iter().collect();
        assert!(first
            .windows(2)
            .any(|w| w[1] == w[0] + 1 || (w[0] == 0 && w[1] == 51)));
    }

    #[test]
    fn written_hands_are_checked_seat_by_seat() {
        let pack: Vec<Card> = (0..52).map(card).collect();
        let mut hands: Vec<(u8, Vec<Card>)> = (0..4u8)
            .map(|s| (s, pack[s as usize * 13..s as usize * 13 + 13].to_vec()))
            .collect();
        assert!(problems(&hands).is_empty());
        hands[1].1[0] = hands[0].1[0];
        let found = problems(&hands);
        assert_eq!(found.len(), 1);
        assert_eq!((found[0].id, found[0].index), ("too-many-copies", Some(1)));
        hands.pop();
        assert!(problems(&hands).iter().any(|p| p.id == "one-per-seat"));
    }
}
