//! Gaigel card play: the compact card index, the winner of a trick (section 3) and the
//! legal-play algorithm (section 6.2), as mask operations on a 24-bit set of distinct cards.

use crate::cards::{Card, Rank, Suit};
use crate::rules::answer::{Arg, CardVerdict, Reason};
use crate::rules::trick::winner_by_key;

/// Suits in index order (the order of the spec's card list).
pub const SUITS: [Suit; 4] = [Suit::Acorns, Suit::Leaves, Suit::Hearts, Suit::Bells];
/// Ranks in index order, strongest first: A > 10 > K > O > U > 7.
pub const RANKS: [Rank; 6] = [
    Rank::Ace,
    Rank::Num(10),
    Rank::King,
    Rank::Ober,
    Rank::Unter,
    Rank::Num(7),
];
/// Card points by rank index (section 4).
pub const POINTS: [u32; 6] = [11, 10, 4, 3, 2, 0];

/// Why the index functions may expect a card or suit of the pack.
const OF_THE_PACK: &str = "a card or suit of the Gaigel pack: positions are checked against \
                           the pack before anything is indexed";

/// The compact index of a Gaigel card, `suit * 6 + rank`, 0..24. Only the pack's cards have
/// one; every position is checked against the pack first.
#[inline]
pub fn index(card: Card) -> u8 {
    let s = suit_index(card.suit);
    let r = RANKS
        .iter()
        .position(|&r| r == card.rank)
        .expect(OF_THE_PACK) as u8;
    s * 6 + r
}

#[inline]
pub fn card(index: u8) -> Card {
    Card::new(SUITS[index as usize / 6], RANKS[index as usize % 6])
}

/// The index of one of the pack's suits, 0..4.
#[inline]
pub fn suit_index(suit: Suit) -> u8 {
    SUITS.iter().position(|&s| s == suit).expect(OF_THE_PACK) as u8
}

#[inline]
pub fn suit_of(i: u8) -> u8 {
    i / 6
}

/// 0 = ace (strongest) … 5 = seven.
#[inline]
pub fn rank_of(i: u8) -> u8 {
    i % 6
}

#[inline]
pub fn points_of(i: u8) -> u32 {
    POINTS[rank_of(i) as usize]
}

#[inline]
pub fn suit_mask(suit: u8) -> u32 {
    0x3f << (6 * suit)
}

/// The cards of the same suit strictly stronger than card `i` (its twin is not among them).
#[inline]
fn stronger_in_suit(i: u8) -> u32 {
    ((1u32 << rank_of(i)) - 1) << (6 * suit_of(i) as u32)
}

/// Section 3: the highest trump, else the highest card of the suit led; of two identical
/// cards the one played first (a later card must be strictly stronger).
#[inline]
pub fn winner(trump: u8, trick: &[u8]) -> usize {
    let led = suit_of(trick[0]);
    winner_by_key(trick, |c| {
        let strength = 6 - rank_of(c) as u32;
        if suit_of(c) == trump {
            16 + strength
        } else if suit_of(c) == led {
            strength
        } else {
            0
        }
    })
}

/// Which step of the algorithm in 6.2 decided the legal set.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    /// Step 1: the player leads.
    Lead,
    /// Step 2: the stock is not exhausted (tricks 1–7).
    FreePlay,
    /// Step 3a: holds the led suit and can beat the winning card.
    FollowBeat,
    /// Step 3a: holds the led suit but cannot beat the winning card.
    FollowCannotBeat,
    /// Step 3a, G8: a plain suit was led and a trump is winning: any card of the led suit.
    FollowTrumped,
    /// Step 3b: void in the led suit, the winning card is not a trump.
    Trump,
    /// Step 3b: void in the led suit, can over-trump the winning trump.
    Overtrump,
    /// Step 3b: void in the led suit, cannot over-trump: any trump.
    CannotOvertrump,
    /// Step 3c: neither the led suit nor a trump.
    Anything,
}

/// The legal set as a mask over distinct cards, the deciding step and the winning card's
/// position in the trick (meaningless when leading).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Legal {
    pub mask: u32,
    pub step: Step,
    pub winner: usize,
}

/// Section 6.2. `hand` is the set of distinct cards held (holding both copies changes
/// nothing); `trick` the cards played so far, in play order.
#[inline]
pub fn legal(trump: u8, stock_empty: bool, trick: &[u8], hand: u32) -> Legal {
    if trick.is_empty() {
        return Legal {
            mask: hand,
            step: Step::Lead,
            winner: 0,
        };
    }
    let w = winner(trump, trick);
    let done = |mask, step| Legal {
        mask,
        step,
        winner: w,
    };
    if !stock_empty {
        return done(hand, Step::FreePlay);
    }
    let led = suit_of(trick[0]);
    let wc = trick[w];
    let w_trump = suit_of(wc) == trump;
    let follow = hand & suit_mask(led);
    if follow != 0 {
        if led != trump && w_trump {
            // No card of a plain suit beats a trump: the duty to beat lapses (G8).
            return done(follow, Step::FollowTrumped);
        }
        // Here the winning card is of the led suit.
        let beat = follow & stronger_in_suit(wc);
        return if beat != 0 {
            done(beat, Step::FollowBeat)
        } else {
            done(follow, Step::FollowCannotBeat)
        };
    }
    let trumps = hand & suit_mask(trump);
    if trumps != 0 {
        if w_trump {
            let over = trumps & stronger_in_suit(wc);
            return if over != 0 {
                done(over, Step::Overtrump)
            } else {
                done(trumps, Step::CannotOvertrump)
            };
        }
        return done(trumps, Step::Trump);
    }
    done(hand, Step::Anything)
}

fn cards_of(mask: u32) -> Vec<Card> {
    (0..24u8)
        .filter(|&i| mask >> i & 1 == 1)
        .map(card)
        .collect()
}

/// A verdict with its reason for every distinct card of the hand, in hand order.
pub fn card_verdicts(trump: u8, stock_empty: bool, trick: &[u8], hand: &[u8]) -> Vec<CardVerdict> {
    let hand_mask = hand.iter().fold(0u32, |m, &c| m | 1 << c);
    let legal = legal(trump, stock_empty, trick, hand_mask);
    let led = trick.first().map(|&c| SUITS[suit_of(c) as usize]);
    let winner = trick.get(legal.winner).map(|&c| card(c));
    let mut seen = 0u32;
    let mut out = Vec::new();
    for &c in hand {
        if seen >> c & 1 == 1 {
            continue;
        }
        seen |= 1 << c;
        let is_legal = legal.mask >> c & 1 == 1;
        let reason = play_reason(legal, is_legal, c, trump, led, winner);
        out.push(CardVerdict {
            card: card(c),
            legal: is_legal,
            reason,
        });
    }
    out
}

/// The reason for one card, given the step that decided the legal set.
fn play_reason(
    legal: Legal,
    is_legal: bool,
    c: u8,
    trump: u8,
    led: Option<Suit>,
    winner: Option<Card>,
) -> Reason {
    let with_led = |r: Reason| match led {
        Some(s) => r.with("led", Arg::Suit(s)),
        None => r,
    };
    let with_winner = |r: Reason| match winner {
        Some(w) => r.with("winner", Arg::Card(w)),
        None => r,
    };
    let allowed = Arg::Cards(cards_of(legal.mask));
    if is_legal {
        return match legal.step {
            Step::Lead => Reason::new("gaigel.lead"),
            Step::FreePlay => Reason::new("gaigel.free-play"),
            Step::FollowBeat => with_winner(Reason::new("gaigel.follows-and-beats")),
            Step::FollowCannotBeat => {
                with_led(with_winner(Reason::new("gaigel.follows-cannot-beat")))
            }
            Step::FollowTrumped => {
                with_led(with_winner(Reason::new("gaigel.follows-trumped-trick")))
            }
            Step::Trump => with_led(Reason::new("gaigel.trumps")),
            Step::Overtrump => with_winner(Reason::new("gaigel.overtrumps")),
            Step::CannotOvertrump => with_winner(Reason::new("gaigel.cannot-overtrump")),
            Step::Anything => with_led(Reason::new("gaigel.no-led-suit-no-trump")),
        };
    }
    let card_is_trump = suit_of(c) == trump;
    let card_follows = led.is_some_and(|l| SUITS[suit_of(c) as usize] == l);
    match legal.step {
        Step::FollowBeat if card_follows => {
            with_winner(Reason::new("gaigel.must-beat")).with("allowed", allowed)
        }
        Step::FollowTrumped if card_is_trump => {
            with_led(with_winner(Reason::new("gaigel.must-follow-not-trump")))
        }
        Step::FollowBeat | Step::FollowCannotBeat | Step::FollowTrumped => {
            with_led(Reason::new("gaigel.must-follow-suit"))
        }
        Step::Overtrump if card_is_trump => {
            with_winner(Reason::new("gaigel.must-overtrump")).with("allowed", allowed)
        }
        Step::Trump | Step::Overtrump | Step::CannotOvertrump => {
            with_led(Reason::new("gaigel.must-trump")).with("allowed", allowed)
        }
        // Leading, free play and "anything" allow every card.
        Step::Lead | Step::FreePlay | Step::Anything => Reason::new("gaigel.free-play"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::Deck;

    fn ix(token: &str) -> u8 {
        index(Deck::Gaigel.parse_card(token).unwrap())
    }

    #[test]
    fn index_matches_the_deck_order() {
        for (i, c) in Deck::Gaigel.cards().into_iter().enumerate() {
            assert_eq!(index(c) as usize, i);
            assert_eq!(card(i as u8), c);
        }
    }

    #[test]
    fn ten_ranks_between_ace_and_king() {
        // hearts trump; leaves led: leaves-10 beats leaves-K, loses to leaves-A.
        let t = suit_index(Suit::Hearts);
        let trick = [
            ix("leaves-K"),
            ix("leaves-10"),
            ix("bells-A"),
            ix("leaves-U"),
        ];
        assert_eq!(winner(t, &trick), 1);
    }
}
