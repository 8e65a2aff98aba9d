//! Perlaggen's cards (sections 2, 3 and 4.1): compact indices, the wild cards of each trump
//! suit, and played cards as a physical card with the identity it was baptised as.
//!
//! A compact card is `8·suit + (8 − rank)` for the 32 suit cards (suits hearts, bells,
//! leaves, acorns; ranks A = 8 down to 7 = 1) and 32 for the Weli (`bells-6`, rank 0).

use crate::cards::{Card, Rank, Suit};

pub const SUITS: [Suit; 4] = [Suit::Hearts, Suit::Bells, Suit::Leaves, Suit::Acorns];
pub const WELI: u8 = 32;
pub const MARTL: u8 = 1;
pub const SCHELL_SPITZ: u8 = 15;
pub const EICHEL_SPITZ: u8 = 31;
/// The permanent Perlaggen, strongest first (3.1).
pub const PERMANENT: [u8; 4] = [MARTL, WELI, SCHELL_SPITZ, EICHEL_SPITZ];

/// The suit (0–3) of a compact card.
#[inline]
pub fn suit_of(ix: u8) -> u8 {
    if ix == WELI {
        1
    } else {
        ix / 8
    }
}

/// The rank of a compact card, higher is stronger: A 8, K 7, O 6, U 5, 10 4 … 7 1, 6 0.
#[inline]
pub fn rank_of(ix: u8) -> u8 {
    if ix == WELI {
        0
    } else {
        8 - ix % 8
    }
}

/// Why the index functions may expect a card or suit of the pack.
const OF_THE_PACK: &str = "a card or suit of the Perlaggen pack: positions are checked \
                           against the pack before anything is indexed";

/// The compact index of a card of the pack; every position is checked against the pack
/// first.
pub fn index(card: Card) -> u8 {
    if card == Card::new(Suit::Bells, Rank::Num(6)) {
        return WELI;
    }
    let s = suit_ix(card.suit);
    let r = match card.rank {
        Rank::Ace => 8,
        Rank::King => 7,
        Rank::Ober => 6,
        Rank::Unter => 5,
        Rank::Num(n @ 7..=10) => n - 6,
        _ => panic!("{OF_THE_PACK}"),
    };
    8 * s + 8 - r
}

pub fn card(ix: u8) -> Card {
    if ix == WELI {
        return Card::new(Suit::Bells, Rank::Num(6));
    }
    let rank = match rank_of(ix) {
        8 => Rank::Ace,
        7 => Rank::King,
        6 => Rank::Ober,
        5 => Rank::Unter,
        r => Rank::Num(r + 6),
    };
    Card::new(SUITS[suit_of(ix) as usize], rank)
}

/// The compact trump suit of one of the pack's suits.
pub fn suit_ix(suit: Suit) -> u8 {
    SUITS.iter().position(|&x| x == suit).expect(OF_THE_PACK) as u8
}

/// The Perlaggen under trump suit `t` (compact), strongest first, with their strength in
/// the table of 3.1 (1 = the Martl … 7 = the trump Ober).
pub fn perlaggen(t: u8) -> Vec<(u8, u8)> {
    let mut out = vec![(MARTL, 1), (WELI, 2), (SCHELL_SPITZ, 3), (EICHEL_SPITZ, 4)];
    // The trump seven is wild only with hearts or leaves: with bells or acorns it is the
    // Schell-Spitz or Eichel-Spitz already.
    if t == 0 || t == 2 {
        out.push((8 * t + 7, 5));
    }
    out.push((8 * t + 3, 6));
    out.push((8 * t + 2, 7));
    out
}

/// The strength of a wild card under trump `t`, or `None` for a natural card.
#[inline]
pub fn strength(ix: u8, t: u8) -> Option<u8> {
    match ix {
        MARTL => Some(1),
        WELI => Some(2),
        SCHELL_SPITZ => Some(3),
        EICHEL_SPITZ => Some(4),
        _ if suit_of(ix) == t => match ix % 8 {
            7 if t == 0 || t == 2 => Some(5),
            3 => Some(6),
            2 => Some(7),
            _ => None,
        },
        _ => None,
    }
}

#[inline]
pub fn is_perlagg(ix: u8, t: u8) -> bool {
    strength(ix, t).is_some()
}

pub fn is_permanent(ix: u8) -> bool {
    PERMANENT.contains(&ix)
}

/// A played (or revealed) card: the physical card and what it stands for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Played {
    pub card: Card,
    pub identity: Card,
}

impl Played {
    pub fn face(card: Card) -> Played {
        Played {
            card,
            identity: card,
        }
    }
    /// A wild card standing for another card (3.2): never a real card.
    pub fn baptised(self) -> bool {
        self.card != self.identity
    }
    /// The cards a play names: the physical card, and the one it stands for if another.
    pub fn cards(self) -> impl Iterator<Item = Card> {
        std::iter::once(self.card).chain(self.baptised().then_some(self.identity))
    }
    pub fn trick_card(self) -> crate::rules::answer::TrickCard {
        if self.baptised() {
            crate::rules::answer::TrickCard::Baptised {
                card: self.card,
                identity: self.identity,
            }
        } else {
            crate::rules::answer::TrickCard::Face(self.card)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::Deck;

    #[test]
    fn compact_cards_round_trip() {
        for c in Deck::Perlaggen.cards() {
            assert_eq!(card(index(c)), c);
        }
        assert_eq!(card(MARTL).to_string(), "hearts-K");
        assert_eq!(card(SCHELL_SPITZ).to_string(), "bells-7");
        assert_eq!(card(EICHEL_SPITZ).to_string(), "acorns-7");
        assert!(rank_of(index(Deck::Perlaggen.parse_card("leaves-U").unwrap())) > 4);
    }

    #[test]
    fn wild_sets_of_3_1() {
        assert_eq!(perlaggen(0).len(), 7);
        assert_eq!(perlaggen(1).len(), 6);
        assert_eq!(perlaggen(2).len(), 7);
        assert_eq!(perlaggen(3).len(), 6);
        // hearts-7 is wild with hearts trumps, natural with bells trumps.
        let h7 = index(Deck::Perlaggen.parse_card("hearts-7").unwrap());
        assert!(is_perlagg(h7, 0));
        assert!(!is_perlagg(h7, 1));
    }
}
