//! Playing to a trick (sections 3 and 7.2) on compact cards.
//!
//! A compact card is one byte: trumps are `0..22` (trump-1 = 0 … trump-21 = 20, the Sküs
//! = 21), suit cards are `22 + 8·suit + strength − 1` with strength 8 for the King down to
//! 1 for the lowest pip (black 7, red 4). So within a group a higher index is a stronger
//! card, and every set of cards fits a `CardSet` (54 cards).

use super::Rules;
use crate::cards::{Card, CardSet, Rank, Suit};
use crate::rules::answer::{Arg, CardVerdict, Reason};
use crate::rules::trick::winner_by_key;

/// The suits in compact order.
pub const SUITS: [Suit; 4] = [Suit::Hearts, Suit::Diamonds, Suit::Spades, Suit::Clubs];
pub const TRUMPS: CardSet = CardSet((1 << 22) - 1);

#[inline]
pub fn is_trump(ix: u8) -> bool {
    ix < 22
}

/// The suit (0–3) of a suit card.
#[inline]
pub fn suit_of(ix: u8) -> u8 {
    (ix - 22) / 8
}

#[inline]
pub fn suit_mask(suit: u8) -> CardSet {
    CardSet(0xFF << (22 + 8 * suit as u32))
}

fn is_red(suit: Suit) -> bool {
    matches!(suit, Suit::Hearts | Suit::Diamonds)
}

/// A card's strength in its suit (section 3.2): K 8, Q 7, C 6, J 5, then the pips; the
/// red pips run upside down (1 highest).
fn strength(suit: Suit, rank: Rank) -> Option<u8> {
    Some(match rank {
        Rank::King => 8,
        Rank::Queen => 7,
        Rank::Cavalier => 6,
        Rank::Jack => 5,
        Rank::Num(n) if is_red(suit) && (1..=4).contains(&n) => 5 - n,
        Rank::Num(n) if !is_red(suit) && (7..=10).contains(&n) => n - 6,
        _ => return None,
    })
}

/// Why the index functions may expect a card of the pack.
const OF_THE_PACK: &str = "a card of the tarot pack: positions are checked against the pack \
                           before anything is indexed";

/// The compact index of a card of the Vier-Anderle pack; every position is checked against
/// the pack first.
pub fn index(card: Card) -> u8 {
    match (card.suit, card.rank) {
        (Suit::Trump, Rank::Excuse) => 21,
        (Suit::Trump, Rank::Num(n @ 1..=21)) => n - 1,
        (suit, rank) => {
            let s = SUITS.iter().position(|&x| x == suit).expect(OF_THE_PACK) as u8;
            22 + 8 * s + strength(suit, rank).expect(OF_THE_PACK) - 1
        }
    }
}

/// The card of a compact index.
pub fn card(ix: u8) -> Card {
    if ix == 21 {
        return Card::new(Suit::Trump, Rank::Excuse);
    }
    if is_trump(ix) {
        return Card::new(Suit::Trump, Rank::Num(ix + 1));
    }
    let suit = SUITS[suit_of(ix) as usize];
    let rank = match (ix - 22) % 8 + 1 {
        8 => Rank::King,
        7 => Rank::Queen,
        6 => Rank::Cavalier,
        5 => Rank::Jack,
        s if is_red(suit) => Rank::Num(5 - s),
        s => Rank::Num(s + 6),
    };
    Card::new(suit, rank)
}

/// Which duty of section 7.2 decided the legal cards.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    /// Step 1: the leader plays anything.
    Lead,
    /// 3a: a trump was led and the player holds none.
    NoTrumpToFollow,
    /// 3c: a trump was led; must beat the highest trump `top`.
    MustBeatTrump { top: u8 },
    /// 3d: a trump was led; no trump beats `top`, so any trump.
    CannotBeatTrump { top: u8 },
    /// 4a-i: no duty to head the trick (Japanisch): any card of the suit led.
    FollowAny,
    /// 4a-ii: the trick holds a trump already, so any card of the suit led.
    FollowTrumped { top: u8 },
    /// 4a-ii: must head the trick with a card of the suit above `top`.
    MustHead { top: u8 },
    /// 4a-ii: no card of the suit beats `top`: any card of the suit.
    CannotHead { top: u8 },
    /// 4b: void in the suit led, no trump in the trick: any trump.
    MustTrump,
    /// 4b: void; must beat the highest trump `top`.
    MustOvertrump { top: u8 },
    /// 4b: void; no trump beats `top`, but a trump must still be played.
    TrumpUnder { top: u8 },
    /// 4c: neither the suit led nor a trump: any card.
    Discard,
}

/// The cards of `hand` above the compact card `top` (same group).
#[inline]
fn above(set: CardSet, top: u8) -> CardSet {
    CardSet(set.0 & !((2u64 << top) - 1))
}

/// The legal cards of `hand` after the cards `trick` under `rules` (section 7.2), whose
/// options say whether a player following suit must head the trick (7.3).
#[inline]
pub fn legal(rules: Rules, trick: &[u8], hand: CardSet) -> (CardSet, Step) {
    let Some(&led) = trick.first() else {
        return (hand, Step::Lead);
    };
    let top_trump = trick.iter().copied().filter(|&c| is_trump(c)).max();
    let trumps = hand.and(TRUMPS);
    if is_trump(led) {
        let top = top_trump.unwrap_or(led);
        if trumps.is_empty() {
            return (hand, Step::NoTrumpToFollow);
        }
        let up = above(trumps, top);
        return if up.is_empty() {
            (trumps, Step::CannotBeatTrump { top })
        } else {
            (up, Step::MustBeatTrump { top })
        };
    }
    let suit = suit_of(led);
    let follow = hand.and(suit_mask(suit));
    if !follow.is_empty() {
        if !rules.must_head_in_suit() {
            return (follow, Step::FollowAny);
        }
        if let Some(top) = top_trump {
            return (follow, Step::FollowTrumped { top });
        }
        // Only cards of the suit led count: a discard of another suit never heads it.
        let top = trick
            .iter()
            .copied()
            .filter(|&c| !is_trump(c) && suit_of(c) == suit)
            .max()
            .unwrap_or(led);
        let up = above(follow, top);
        return if up.is_empty() {
            (follow, Step::CannotHead { top })
        } else {
            (up, Step::MustHead { top })
        };
    }
    if trumps.is_empty() {
        return (hand, Step::Discard);
    }
    match top_trump {
        None => (trumps, Step::MustTrump),
        Some(top) => {
            let up = above(trumps, top);
            if up.is_empty() {
                (trumps, Step::TrumpUnder { top })
            } else {
                (up, Step::MustOvertrump { top })
            }
        }
    }
}

/// The play-order index of the card that wins a complete trick (section 3.3).
#[inline]
pub fn winner(trick: &[u8]) -> usize {
    let led = trick[0];
    let led_suit = (!is_trump(led)).then(|| suit_of(led));
    winner_by_key(trick, |c| {
        if is_trump(c) {
            100 + c as u32
        } else if Some(suit_of(c)) == led_suit {
            c as u32
        } else {
            0
        }
    })
}

/// A verdict with its reason for every card of the hand.
pub fn card_verdicts(
    hand: &[Card],
    trick: &[Card],
    legal: CardSet,
    step: Step,
) -> Vec<CardVerdict> {
    let led_suit = trick.first().map(|c| c.suit);
    hand.iter()
        .map(|&c| {
            let ok = legal.contains(index(c));
            let same_suit = Some(c.suit) == led_suit;
            let top = |t: u8| Arg::Card(card(t));
            let reason = match step {
                Step::Lead => Reason::new("vier-anderle.lead-free"),
                Step::NoTrumpToFollow => Reason::new("vier-anderle.no-trump-to-follow"),
                Step::MustBeatTrump { top: t } if ok => {
                    Reason::new("vier-anderle.beats-trump").with("top", top(t))
                }
                Step::MustBeatTrump { top: t } => {
                    Reason::new("vier-anderle.must-beat-trump").with("top", top(t))
                }
                Step::CannotBeatTrump { top: t } if ok => {
                    Reason::new("vier-anderle.cannot-beat-trump").with("top", top(t))
                }
                Step::CannotBeatTrump { .. } => Reason::new("vier-anderle.must-play-trump"),
                Step::FollowAny if ok => Reason::new("vier-anderle.japanisch-follow-any"),
                Step::FollowTrumped { top: t } if ok => {
                    Reason::new("vier-anderle.follow-trumped").with("top", top(t))
                }
                Step::MustHead { top: t } if ok => {
                    Reason::new("vier-anderle.heads").with("top", top(t))
                }
                Step::MustHead { top: t } if same_suit => {
                    Reason::new("vier-anderle.must-head").with("top", top(t))
                }
                Step::CannotHead { top: t } if ok => {
                    Reason::new("vier-anderle.cannot-head").with("top", top(t))
                }
                Step::FollowAny
                | Step::FollowTrumped { .. }
                | Step::MustHead { .. }
                | Step::CannotHead { .. } => Reason::new("vier-anderle.must-follow"),
                Step::MustTrump if ok => Reason::new("vier-anderle.trumps"),
                Step::MustTrump => Reason::new("vier-anderle.must-trump"),
                Step::MustOvertrump { top: t } if ok => {
                    Reason::new("vier-anderle.overtrumps").with("top", top(t))
                }
                Step::MustOvertrump { top: t } => {
                    Reason::new("vier-anderle.must-overtrump").with("top", top(t))
                }
                Step::TrumpUnder { top: t } if ok => {
                    Reason::new("vier-anderle.trump-under").with("top", top(t))
                }
                Step::TrumpUnder { top: t } => {
                    Reason::new("vier-anderle.must-trump-under").with("top", top(t))
                }
                Step::Discard => Reason::new("vier-anderle.discard"),
            };
            let reason = match led_suit {
                Some(s) if s != Suit::Trump => reason.with("suit", Arg::Suit(s)),
                _ => reason,
            };
            CardVerdict {
                card: c,
                legal: ok,
                reason,
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::Deck;

    fn ix(t: &str) -> u8 {
        index(Deck::VierAnderle { extra_pips: 4 }.parse_card(t).unwrap())
    }
    fn set(ts: &[&str]) -> CardSet {
        let mut s = CardSet::default();
        for t in ts {
            s.insert(ix(t));
        }
        s
    }

    #[test]
    fn compact_cards_round_trip_and_rank_as_section_3() {
        for c in (Deck::VierAnderle { extra_pips: 4 }).cards() {
            assert_eq!(card(index(c)), c);
        }
        assert!(ix("excuse") > ix("trump-21"));
        assert!(ix("hearts-1") > ix("hearts-2"));
        assert!(ix("hearts-J") > ix("hearts-1"));
        assert!(ix("spades-10") > ix("spades-9"));
        assert!(ix("clubs-7") < ix("clubs-8"));
    }

    #[test]
    fn pagats_example_trump_18_led() {
        let hand = set(&["trump-21", "trump-3", "trump-2", "trump-1"]);
        let (l, _) = legal(Rules::Original, &[ix("trump-18")], hand);
        assert_eq!(l, set(&["trump-21"]));
    }

    #[test]
    fn heading_counts_only_the_suit_led() {
        // ♥J led, ♠K discarded: ♥Q heads the trick, the ♠K does not count.
        let hand = set(&["hearts-Q", "hearts-1"]);
        let trick = [ix("hearts-J"), ix("spades-K")];
        assert_eq!(legal(Rules::Original, &trick, hand).0, set(&["hearts-Q"]));
        assert_eq!(legal(Rules::Japanisch, &trick, hand).0, hand);
    }

    #[test]
    fn winner_is_highest_trump_else_highest_of_suit_led() {
        let t = [ix("hearts-4"), ix("spades-K"), ix("hearts-1")];
        assert_eq!(winner(&t), 2);
        let t = [ix("hearts-K"), ix("trump-1"), ix("excuse"), ix("trump-21")];
        assert_eq!(winner(&t), 2);
    }
}
