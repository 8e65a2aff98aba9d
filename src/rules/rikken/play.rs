//! Playing a trick (sections 3, 6.3 and 6.4): which cards may be played, and which card
//! wins. Works on compact cards; a blind face-down lead is the marker [`FACE_DOWN`].

use super::cards::{card, suit_mask, suit_of};
use crate::cards::{Card, CardSet};
use crate::rules::answer::{Arg, CardVerdict, Reason};

/// A face-down card led under the blind rule: its identity never matters.
pub const FACE_DOWN: u8 = 255;

/// Which clause of 6.3 decided the legal cards.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    /// 6.3 step 1: on lead, the whole hand.
    Lead,
    /// 6.3 step 3: the called card, whose suit was led, must be played.
    CalledMustFall,
    /// 6.3 step 4: follow the led suit.
    Follow,
    /// 6.3 step 5: void in the led suit, any card.
    Void,
}

/// The effective led suit: the suit of the first card, or of the called card under a
/// face-down lead (6.3 step 2). `None` on lead.
#[inline]
pub fn led_suit(trick: &[u8], called: Option<u8>) -> Option<u8> {
    match trick.first() {
        None => None,
        Some(&FACE_DOWN) => called.map(suit_of),
        Some(&c) => Some(suit_of(c)),
    }
}

/// The legal cards of `hand` (6.3). `called` is the called card in Rik, Rik beter and
/// Troela (the obligation of step 3), `None` in every other contract.
#[inline]
pub fn legal(hand: CardSet, trick: &[u8], called: Option<u8>) -> (CardSet, Step) {
    let Some(led) = led_suit(trick, called) else {
        return (hand, Step::Lead);
    };
    if let Some(c) = called {
        if hand.contains(c) && suit_of(c) == led {
            return (CardSet::single(c), Step::CalledMustFall);
        }
    }
    let follow = hand.and(suit_mask(led));
    if follow.is_empty() {
        (hand, Step::Void)
    } else {
        (follow, Step::Follow)
    }
}

/// The play-order index of the winning card (section 3). A face-down lead never wins; a
/// face-up trump beats every card of the led suit; other suits never win.
#[inline]
pub fn winner(trick: &[u8], trump: Option<u8>, called: Option<u8>) -> usize {
    let led = led_suit(trick, called);
    crate::rules::trick::winner_by_key(trick, |c| {
        if c == FACE_DOWN {
            0
        } else if Some(suit_of(c)) == trump {
            200 + (c % 13) as u32
        } else if Some(suit_of(c)) == led {
            100 + (c % 13) as u32
        } else {
            0
        }
    })
}

/// A verdict with its reason for every card of the hand.
pub fn card_verdicts(
    hand: &[Card],
    legal_set: CardSet,
    step: Step,
    led: Option<u8>,
    called: Option<u8>,
) -> Vec<CardVerdict> {
    hand.iter()
        .map(|&c| {
            let ix = super::cards::index(c);
            let legal = legal_set.contains(ix);
            let suit = led.map(|s| Arg::Suit(card(s * 13).suit));
            let reason = match step {
                Step::Lead => Reason::new("rikken.lead-free"),
                Step::CalledMustFall => {
                    let called = Arg::Card(card(called.unwrap_or(ix)));
                    if legal {
                        Reason::new("rikken.called-must-fall").with("called", called)
                    } else {
                        Reason::new("rikken.called-must-fall-other").with("called", called)
                    }
                }
                Step::Follow if legal => Reason::new("rikken.follows"),
                Step::Follow => Reason::new("rikken.must-follow"),
                Step::Void => Reason::new("rikken.void-any"),
            };
            let reason = match suit {
                Some(s) => reason.with("suit", s),
                None => reason,
            };
            CardVerdict {
                card: c,
                legal,
                reason,
            }
        })
        .collect()
}
