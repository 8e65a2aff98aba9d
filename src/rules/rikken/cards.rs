//! Rikken's compact cards: index `suit * 13 + strength`, strength 0 = the 2 … 12 = the Ace,
//! so a higher index within a suit is a stronger card (section 3: A K Q J 10 … 2 in every
//! suit). Suits in the order spades, hearts, diamonds, clubs.

use crate::cards::{Card, CardSet, Rank, Suit};

pub const SUITS: [Suit; 4] = [Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs];
pub const ACE: u8 = 12;
pub const KING: u8 = 11;

/// The strength of a rank within its suit (0 = the 2, 12 = the Ace).
pub fn strength(rank: Rank) -> u8 {
    match rank {
        Rank::Ace => 12,
        Rank::King => 11,
        Rank::Queen => 10,
        Rank::Jack => 9,
        Rank::Num(n @ 2..=10) => n - 2,
        _ => panic!("{OF_THE_PACK}"),
    }
}

pub fn rank_of_strength(s: u8) -> Rank {
    match s {
        12 => Rank::Ace,
        11 => Rank::King,
        10 => Rank::Queen,
        9 => Rank::Jack,
        n => Rank::Num(n + 2),
    }
}

/// Why the index functions may expect a card or suit of the pack.
const OF_THE_PACK: &str = "a card or suit of the French pack: positions are checked against \
                           the pack before anything is indexed";

/// The index of one of the pack's suits, 0..4.
pub fn suit_ix(suit: Suit) -> u8 {
    SUITS.iter().position(|&s| s == suit).expect(OF_THE_PACK) as u8
}

/// The compact index of a card of the pack, `13·suit + strength`; every position is
/// checked against the pack first.
pub fn index(c: Card) -> u8 {
    suit_ix(c.suit) * 13 + strength(c.rank)
}

pub fn card(ix: u8) -> Card {
    Card::new(SUITS[(ix / 13) as usize], rank_of_strength(ix % 13))
}

#[inline]
pub fn suit_of(ix: u8) -> u8 {
    ix / 13
}

/// All 13 cards of a suit as a set.
#[inline]
pub fn suit_mask(suit: u8) -> CardSet {
    CardSet(0x1FFFu64 << (suit as u64 * 13))
}

pub fn set_of(cards: &[Card]) -> CardSet {
    let mut s = CardSet::default();
    for &c in cards {
        s.insert(index(c));
    }
    s
}

pub fn cards_of(set: CardSet) -> Vec<Card> {
    set.iter().map(card).collect()
}

/// The number of aces in a set.
pub fn aces(set: CardSet) -> u32 {
    (0..4).filter(|s| set.contains(s * 13 + ACE)).count() as u32
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::Deck;

    #[test]
    fn every_card_round_trips_and_ranks_in_order() {
        let all = Deck::Rikken.cards();
        assert_eq!(all.len(), 52);
        let mut seen = CardSet::default();
        for c in all {
            let ix = index(c);
            assert!(ix < 52 && !seen.contains(ix));
            seen.insert(ix);
            assert_eq!(card(ix), c);
        }
        assert!(
            index(Card::new(Suit::Hearts, Rank::Ace)) > index(Card::new(Suit::Hearts, Rank::King))
        );
        assert!(
            index(Card::new(Suit::Hearts, Rank::Num(10)))
                > index(Card::new(Suit::Hearts, Rank::Num(9)))
        );
        assert!(
            index(Card::new(Suit::Hearts, Rank::Jack))
                > index(Card::new(Suit::Hearts, Rank::Num(10)))
        );
    }
}
