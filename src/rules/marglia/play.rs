//! Marglia's cards and tricks (sections 2, 3, 4 and 6.1): compact cards
//! `suit * 10 + strength` (strength 9 = the 7, 8 = the ace, 7 = K, 6 = J, 5 = Q, 4..0 = the
//! frilli 6..2), the winner of a trick, the legal plays with their three exemptions.

use crate::cards::{Card, CardSet, Rank, Suit};
use crate::rules::answer::{Arg, CardVerdict, Reason};

/// Strength within a suit: 7 A K J Q 6 5 4 3 2 from high to low.
pub fn strength(rank: Rank) -> u8 {
    match rank {
        Rank::Num(7) => 9,
        Rank::Ace => 8,
        Rank::King => 7,
        Rank::Jack => 6,
        Rank::Queen => 5,
        Rank::Num(n @ 2..=6) => n - 2,
        _ => panic!("{OF_THE_PACK}"),
    }
}

/// Why the index functions may expect a card or suit of the pack.
const OF_THE_PACK: &str = "a card or suit of the game's pack: positions are checked against \
                           the pack before anything is indexed";

/// Section 4: 7 = 5, A = 4, K = 3, J = 2, Q = 1, the frilli 0.
pub fn value(rank: Rank) -> u32 {
    match rank {
        Rank::Num(7) => 5,
        Rank::Ace => 4,
        Rank::King => 3,
        Rank::Jack => 2,
        Rank::Queen => 1,
        _ => 0,
    }
}

/// A frillo: a 6, 5, 4, 3 or 2 of any suit.
pub fn is_frillo(rank: Rank) -> bool {
    matches!(rank, Rank::Num(n) if (2..=6).contains(&n))
}

/// The compact index of a card of the pack whose suits are `suits` (in pack order); every
/// position is checked against its pack first.
pub fn index(suits: &[Suit; 4], c: Card) -> u8 {
    let s = suits.iter().position(|&x| x == c.suit).expect(OF_THE_PACK) as u8;
    s * 10 + strength(c.rank)
}

#[inline]
pub fn suit_of(ix: u8) -> u8 {
    ix / 10
}

#[inline]
pub fn suit_mask(suit: u8) -> CardSet {
    CardSet(0x3FFu64 << (suit as u64 * 10))
}

/// The play-order index of the card winning a (possibly incomplete) trick: the highest trump,
/// else the highest card of the suit led (section 3).
#[inline]
pub fn winner(trick: &[u8], trump: u8) -> usize {
    let led = suit_of(trick[0]);
    crate::rules::trick::winner_by_key(trick, |c| {
        if suit_of(c) == trump {
            20 + (c % 10) as u32
        } else if suit_of(c) == led {
            10 + (c % 10) as u32
        } else {
            0
        }
    })
}

/// Which step of 6.1 decided the legal cards.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    /// Step 1: leading, any card.
    Lead,
    /// Step 2: follow suit with any card of the suit.
    Follow,
    /// Step 3, exemption (b): void in the led suit and no trumps.
    NoTrumps,
    /// Step 4, exemption (a): the partner's card is winning the trick now.
    PartnerWinning { partner_card: u8 },
    /// Step 5, exemption (c): no trump higher than the highest trump in the trick.
    CannotOvertrump { highest: u8 },
    /// Step 5: must beat the highest trump in the trick.
    MustOvertrump { highest: u8 },
    /// Step 6: must trump, any trump.
    MustTrump,
}

/// The legal cards of `hand` for the player at position `trick.len()` (6.1).
#[inline]
pub fn legal(trump: u8, trick: &[u8], hand: CardSet, partnerships: bool) -> (CardSet, Step) {
    let k = trick.len();
    if k == 0 {
        return (hand, Step::Lead);
    }
    let led = suit_of(trick[0]);
    let follow = hand.and(suit_mask(led));
    if !follow.is_empty() {
        return (follow, Step::Follow);
    }
    let trumps = hand.and(suit_mask(trump));
    if trumps.is_empty() {
        return (hand, Step::NoTrumps);
    }
    let w = winner(trick, trump);
    if partnerships && k >= 2 && w == k - 2 {
        return (
            hand,
            Step::PartnerWinning {
                partner_card: trick[w],
            },
        );
    }
    let highest = trick.iter().copied().filter(|&c| suit_of(c) == trump).max();
    match highest {
        Some(t) => {
            let above = CardSet(trumps.0 & !((2u64 << t) - 1));
            if above.is_empty() {
                (hand, Step::CannotOvertrump { highest: t })
            } else {
                (above, Step::MustOvertrump { highest: t })
            }
        }
        None => (trumps, Step::MustTrump),
    }
}

/// A verdict with its reason for every card of the hand. `card` turns a compact index back
/// into a card of the game's pack.
pub fn card_verdicts(
    hand: &[(Card, u8)],
    legal: CardSet,
    step: Step,
    led: Option<Suit>,
    trump: Suit,
    card: impl Fn(u8) -> Card,
) -> Vec<CardVerdict> {
    hand.iter()
        .map(|&(c, ix)| {
            let ok = legal.contains(ix);
            let reason = match step {
                Step::Lead => Reason::new("marglia.lead-free"),
                Step::Follow if ok => Reason::new("marglia.follows"),
                Step::Follow => Reason::new("marglia.must-follow"),
                Step::NoTrumps => Reason::new("marglia.no-trumps"),
                Step::PartnerWinning { partner_card } => Reason::new("marglia.partner-winning")
                    .with("winning", Arg::Card(card(partner_card))),
                Step::CannotOvertrump { highest } => Reason::new("marglia.cannot-overtrump")
                    .with("highest", Arg::Card(card(highest))),
                Step::MustOvertrump { highest } if ok => {
                    Reason::new("marglia.overtrumps").with("highest", Arg::Card(card(highest)))
                }
                Step::MustOvertrump { highest } => {
                    Reason::new("marglia.must-overtrump").with("highest", Arg::Card(card(highest)))
                }
                Step::MustTrump if ok => Reason::new("marglia.trumps"),
                Step::MustTrump => Reason::new("marglia.must-trump"),
            };
            let reason = match led {
                Some(s) => reason.with("suit", Arg::Suit(s)),
                None => reason,
            };
            CardVerdict {
                card: c,
                legal: ok,
                reason: reason.with("trump", Arg::Suit(trump)),
            }
        })
        .collect()
}

/// The points of one trick: card values plus 1 when it holds a frillo (section 4).
pub fn trick_points(cards: &[Card]) -> (u32, bool) {
    let points = cards.iter().map(|c| value(c.rank)).sum();
    (points, cards.iter().any(|c| is_frillo(c.rank)))
}

#[cfg(test)]
mod tests {
    use super::*;

    const F: [Suit; 4] = [Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs];

    fn ix(t: &str) -> u8 {
        index(&F, crate::cards::Deck::Marglia.parse_card(t).unwrap())
    }
    fn set(ts: &[&str]) -> CardSet {
        let mut s = CardSet::default();
        for t in ts {
            s.insert(ix(t));
        }
        s
    }

    #[test]
    fn the_three_worked_examples_of_6_1() {
        let h = 1; // hearts
        let (l, _) = legal(
            h,
            &[ix("spades-A"), ix("hearts-4"), ix("hearts-K")],
            set(&["hearts-7", "hearts-2", "diamonds-3"]),
            true,
        );
        assert_eq!(l, set(&["hearts-7"]));
        let hand = set(&["hearts-6", "clubs-3"]);
        let (l, _) = legal(
            h,
            &[ix("spades-K"), ix("hearts-5"), ix("hearts-J")],
            hand,
            true,
        );
        assert_eq!(l, hand);
        let hand = set(&["hearts-2", "diamonds-K"]);
        let (l, _) = legal(h, &[ix("clubs-A"), ix("clubs-3")], hand, true);
        assert_eq!(l, hand);
    }

    #[test]
    fn pack_points_are_sixty() {
        let total: u32 = crate::cards::Deck::Marglia
            .cards()
            .iter()
            .map(|c| value(c.rank))
            .sum();
        assert_eq!(total, 60);
    }
}
