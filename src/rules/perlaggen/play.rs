//! Playing to a trick (sections 4.2 and 7.2): the legal natural cards and what each wild
//! card may be baptised as, and the winner of a trick by identities.

use super::cards::{index, is_perlagg, rank_of, strength, suit_of, Played};
use crate::cards::CardSet;

/// What a wild card may be played as (7.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Baptism {
    /// Any card of the pack (leading, or no natural card of the led suit).
    Any,
    /// A card of the led suit or a trump (compact suits `led`, `trump`).
    LedOrTrump { led: u8, trump: u8 },
    /// Only a trump: trumps were led and the player holds a natural trump.
    TrumpOnly { trump: u8 },
}

impl Baptism {
    /// Whether a compact identity is allowed.
    pub fn allows(self, identity: u8) -> bool {
        match self {
            Baptism::Any => true,
            Baptism::LedOrTrump { led, trump } => {
                suit_of(identity) == led || suit_of(identity) == trump
            }
            Baptism::TrumpOnly { trump } => suit_of(identity) == trump,
        }
    }
}

/// Which step of 7.2 decided.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    Lead,
    /// 3a: the player holds a natural card of the led suit: follow or trump.
    FollowOrTrump {
        led: u8,
    },
    /// 3b: no natural card of the led suit: anything.
    Free {
        led: u8,
    },
}

/// The natural cards of `hand` (compact) that may be played, what every wild card may be
/// played as, and the step (7.2). `trick` holds the compact identities already played.
#[inline]
pub fn legal(trump: u8, led: Option<u8>, hand: CardSet) -> (CardSet, Baptism, Step) {
    let Some(led_ix) = led else {
        return (naturals(hand, trump), Baptism::Any, Step::Lead);
    };
    let l = suit_of(led_ix);
    let nat = naturals(hand, trump);
    let of = |s: u8| {
        CardSet(
            nat.iter()
                .filter(|&c| suit_of(c) == s)
                .fold(0, |a, c| a | 1 << c),
        )
    };
    let follow = of(l);
    if follow.is_empty() {
        return (nat, Baptism::Any, Step::Free { led: l });
    }
    let baptism = if l == trump {
        Baptism::TrumpOnly { trump }
    } else {
        Baptism::LedOrTrump { led: l, trump }
    };
    (
        follow.or(of(trump)),
        baptism,
        Step::FollowOrTrump { led: l },
    )
}

/// The natural (non-wild) cards of a hand.
#[inline]
pub fn naturals(hand: CardSet, trump: u8) -> CardSet {
    CardSet(
        hand.iter()
            .filter(|&c| !is_perlagg(c, trump))
            .fold(0, |a, c| a | 1 << c),
    )
}

/// The sort key of 4.2 (higher wins): identity trump, identity of the led suit, identity
/// rank, then 0 for a real card or 8 − strength for a baptised wild card.
#[inline]
pub fn key(card: u8, identity: u8, trump: u8, led: u8) -> u32 {
    let s = suit_of(identity);
    let tiebreak = match strength(card, trump) {
        Some(st) if card != identity => 8 - st as u32,
        _ => 0,
    };
    ((s == trump) as u32) << 12
        | ((s == led) as u32) << 8
        | (rank_of(identity) as u32) << 4
        | tiebreak
}

/// The index of the winning card of a complete trick of `(physical, identity)` pairs.
pub fn winner(trick: &[(u8, u8)], trump: u8) -> usize {
    let led = suit_of(trick[0].1);
    let mut best = 0;
    let mut best_key = 0;
    for (i, &(c, id)) in trick.iter().enumerate() {
        let k = key(c, id, trump, led);
        if k > best_key {
            best = i;
            best_key = k;
        }
    }
    best
}

/// Compact pairs of played cards.
pub fn compact(trick: &[Played]) -> Vec<(u8, u8)> {
    trick
        .iter()
        .map(|p| (index(p.card), index(p.identity)))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::Deck;

    fn played(t: &str) -> (u8, u8) {
        let d = Deck::Perlaggen;
        match t.split_once('@') {
            Some((a, b)) => (
                index(d.parse_card(a).unwrap()),
                index(d.parse_card(b).unwrap()),
            ),
            None => {
                let i = index(d.parse_card(t).unwrap());
                (i, i)
            }
        }
    }

    #[test]
    fn the_example_of_4_2() {
        // Leaves trumps: leaves-10, leaves-A, leaves-U@leaves-A, bells-7@leaves-A.
        let t: Vec<(u8, u8)> = [
            "leaves-10",
            "leaves-A",
            "leaves-U@leaves-A",
            "bells-7@leaves-A",
        ]
        .iter()
        .map(|s| played(s))
        .collect();
        assert_eq!(winner(&t, 2), 3);
        assert_eq!(winner(&t[..3], 2), 2);
    }
}
