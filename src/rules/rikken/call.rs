//! Calling the partner after Rik or Rik beter (section 7.3).

use super::cards::{rank_of_strength, suit_ix, suit_mask, ACE};
use crate::cards::{CardSet, Rank, Suit};

/// The cards a declarer may call, and how the rank and the choice were found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Calls {
    /// The called rank (an ace normally; a king with four aces; lower only in 11.11).
    pub rank: Rank,
    /// Every missing card of that rank outside the trump suit (rule 2).
    pub candidates: CardSet,
    /// The legal calls (rule 3 or 4); never empty.
    pub legal: CardSet,
    /// Rule 4: every candidate lies in a suit the declarer is void in.
    pub blind: bool,
    /// Whether the trump suit's card of the called rank is missing too (and so excluded
    /// only because it is trumps).
    pub trump_card_excluded: bool,
}

/// Rule 1–4 of 7.3 for a 13-card hand and the trump suit.
pub fn legal_calls(hand: CardSet, trump: Suit) -> Calls {
    let t = suit_ix(trump);
    let non_trump: Vec<u8> = (0..4).filter(|&s| s != t).collect();
    // Rule 1: the highest rank with a missing card outside trumps. One always exists: the
    // hand holds 13 of the 39 non-trump cards.
    let strength = (0..=ACE)
        .rev()
        .find(|&r| non_trump.iter().any(|&s| !hand.contains(s * 13 + r)))
        .unwrap_or(ACE);
    let mut candidates = CardSet::default();
    let mut held = CardSet::default();
    for &s in &non_trump {
        let c = s * 13 + strength;
        if !hand.contains(c) {
            candidates.insert(c);
            if !hand.and(suit_mask(s)).is_empty() {
                held.insert(c);
            }
        }
    }
    let blind = held.is_empty();
    Calls {
        rank: rank_of_strength(strength),
        candidates,
        legal: if blind { candidates } else { held },
        blind,
        trump_card_excluded: !hand.contains(t * 13 + strength),
    }
}
