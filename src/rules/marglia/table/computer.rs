//! Computer players: simple habits of a club player, decided only from what the seat may
//! know (its own hand, the turned card, the cards played so far, the running scores).
//! Every card comes from the legal set, so a computer action is always legal.
//!
//! - Stop or play on (5.7): a side that leads the game or is level locks the lead in by
//!   stopping (a stopped deal scores 0 for both), unless the dealer's hand is strong; a
//!   side behind plays on, since only play can bring it points.
//! - Lead: a card no one can beat in its suit (the top card left, counting what has been
//!   played) when it is worth points; otherwise a low card of the longest plain suit,
//!   keeping trumps.
//! - Follow: with the partner's card winning, give it points when the trick is safe (last
//!   to play, or the partner holds the best trump left), else play low; otherwise win the
//!   trick as cheaply as possible when it is worth it, or throw the least valuable card.

use super::super::play::{self, suit_mask, suit_of};
use super::{Act, DealTable, PLAY_ON, STOP};
use crate::cards::CardSet;
use crate::rules::marglia::deal::points;
use crate::rules::rng::Rng;
use crate::rules::table::Table;

/// The computer's action for the seat to act.
pub fn choose(t: &DealTable, _rng: &mut Rng) -> Option<Act> {
    let seat = t.to_act()?;
    if t.phase == super::Phase::Deciding {
        let verb = if stop_is_good(t) { STOP } else { PLAY_ON };
        return Some(Act::bare(seat, verb));
    }
    let c = card(t, seat as usize)?;
    Some(Act::play(seat, t.seating().card(c)))
}

/// Whether the dealer's side does better to stop: it leads the game or is level, and the
/// dealer's own hand does not promise a deal score.
fn stop_is_good(t: &DealTable) -> bool {
    let other = t.setup.other_score();
    let hand = t.deal.hand_set(t.dealer() as usize);
    let trump = t.deal.trump_index();
    let hand_points: u32 = hand.iter().map(points).sum();
    let trumps = hand.and(suit_mask(trump)).len();
    let strong = hand_points >= 24 && trumps >= 4;
    t.after >= other && !strong
}

/// Is `c` worth nothing, or a trump: the order in which cards are given away.
fn cost(c: u8, trump: u8) -> (bool, u32, u8) {
    (suit_of(c) == trump, points(c), c % 10)
}

/// Whether no card left outside `hand` beats `c` in its suit.
fn is_master(c: u8, hand: CardSet, played: CardSet) -> bool {
    let above = suit_mask(suit_of(c)).0 & !((2u64 << c) - 1);
    above & !hand.0 & !played.0 == 0
}

/// The card to play for `seat`, from the legal set.
fn card(t: &DealTable, seat: usize) -> Option<u8> {
    let legal = t.deal.legal_set();
    let hand = t.deal.hand_set(seat);
    let trump = t.deal.trump_index();
    let trick = t.deal.trick_indices();
    let played = t.played;
    let lowest = || legal.iter().min_by_key(|&c| cost(c, trump));
    if trick.is_empty() {
        return Some(lead(legal, hand, played, trump));
    }
    let k = trick.len();
    let n = t.players();
    let last = k == n - 1;
    let w = play::winner(trick, trump);
    let partner_winning = t.seating().partnerships && k >= 2 && w == k - 2;
    if partner_winning {
        let best = trick[w];
        let safe = last || (suit_of(best) == trump && is_master(best, hand, played));
        if safe {
            // Give the partner points: the most valuable plain card that does not take
            // the trick from them; a trump only when nothing else is allowed.
            return legal
                .iter()
                .filter(|&c| !wins(trick, c, trump))
                .max_by_key(|&c| (suit_of(c) != trump, points(c), u8::MAX - c % 10))
                .or_else(lowest);
        }
        return lowest();
    }
    let cheapest = legal
        .iter()
        .filter(|&c| wins(trick, c, trump))
        .min_by_key(|&c| (suit_of(c) == trump, c % 10));
    let value: u32 = trick.iter().map(|&c| points(c)).sum();
    match cheapest {
        Some(c) if last || value + points(c) >= 2 || is_master(c, hand, played) => Some(c),
        _ => lowest(),
    }
}

/// Whether `c` would win the trick over the cards already in it.
fn wins(trick: &[u8], c: u8, trump: u8) -> bool {
    let mut with = [0u8; 5];
    with[..trick.len()].copy_from_slice(trick);
    with[trick.len()] = c;
    play::winner(&with[..=trick.len()], trump) == trick.len()
}

/// The card to lead: the most valuable plain master card, else a low card of the
/// longest plain suit, else (only trumps left) the best trump if it is master, or the
/// lowest.
fn lead(legal: CardSet, hand: CardSet, played: CardSet, trump: u8) -> u8 {
    let plain = CardSet(legal.0 & !suit_mask(trump).0);
    let master = plain
        .iter()
        .filter(|&c| points(c) >= 2 && is_master(c, hand, played))
        .max_by_key(|&c| points(c));
    if let Some(c) = master {
        return c;
    }
    if !plain.is_empty() {
        let longest = (0..4u8)
            .filter(|&s| s != trump)
            .max_by_key(|&s| (plain.and(suit_mask(s)).len(), s))
            .unwrap_or(0);
        let suit = plain.and(suit_mask(longest));
        let pool = if suit.is_empty() { plain } else { suit };
        return pool
            .iter()
            .min_by_key(|&c| (points(c), c % 10))
            .unwrap_or(0);
    }
    let top = legal.iter().max().unwrap_or(0);
    if is_master(top, hand, played) {
        top
    } else {
        legal.iter().min().unwrap_or(0)
    }
}
