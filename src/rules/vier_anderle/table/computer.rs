//! Computer players: how a plain club player decides, from the own hand and what is public
//! (the declarations, the trick on the table, the cards played before). Everything is on
//! compact cards and bit sets, so that thousands of whole deals run in a second.
//!
//! - In or out (section 6): count the tricks the hand is likely to take; go in with about
//!   one trick or more, a little more for every player already in. Dropping in Japanisch costs 4 while a trickless player pays only 8,
//!   so a weaker hand goes in there. The last to speak always goes in when nobody else is
//!   in: alone, the pot is theirs without play (6.1).
//! - Leading: a card nobody can beat yet (the highest trump still out), else the cheapest
//!   card, a suit card before a trump (trumps are kept for winning).
//! - Following: win the trick with the cheapest card that heads it; when no card can, or
//!   when an all-play deal is safe already (one trick is all it asks, 8.1), throw the
//!   cheapest legal card.

use super::super::play::{self, is_trump, TRUMPS};
use super::super::Rules;
use crate::cards::CardSet;
use crate::rules::rng::Rng;

/// What a card costs to give up: suit cards by their strength, trumps above every suit card.
fn cost(c: u8) -> u32 {
    if is_trump(c) {
        100 + c as u32
    } else {
        (c as u32 - 22) % 8
    }
}

/// The cheapest card of a non-empty set.
fn cheapest(set: CardSet) -> u8 {
    set.iter().min_by_key(|&c| cost(c)).unwrap_or(0)
}

/// The likely tricks of a hand, in hundredths: the Sküs and the top trumps nearly always
/// win, middle trumps sometimes, a King now and then.
fn hand_strength(hand: CardSet) -> u32 {
    hand.iter()
        .map(|c| match c {
            21 => 100,
            20 => 90,
            19 => 75,
            18 => 60,
            14..=17 => 40,
            7..=13 => 22,
            0..=6 => 10,
            _ if (c - 22) % 8 == 7 => 30,
            _ if (c - 22) % 8 == 6 => 12,
            _ => 0,
        })
        .sum()
}

/// Whether the seat goes in. `others_in`: how many have said "in" so far; `last`: whether
/// this seat speaks last.
pub fn goes_in(rules: Rules, hand: CardSet, others_in: usize, last: bool, rng: &mut Rng) -> bool {
    if last && others_in == 0 {
        return true;
    }
    // Each player already in takes tricks away: a little more is needed for each.
    let threshold = match rules.drop_fee() {
        Some(_) => 70,
        None => 95,
    } + 8 * others_in as u32;
    // A little spread, so that two equal hands need not decide alike.
    hand_strength(hand) + rng.below(21) >= threshold + 10
}

/// Whether `c` would head the trick `trick` (it would win if no card came after it).
fn heads(trick: &[u8], c: u8) -> bool {
    let mut t = [0u8; 14];
    t[..trick.len()].copy_from_slice(trick);
    t[trick.len()] = c;
    play::winner(&t[..=trick.len()]) == trick.len()
}

/// The card to play. `seen`: every card already played in this deal (public); `safe`:
/// whether another trick wins the seat nothing more (an all-play deal with a trick taken).
pub fn card_to_play(trick: &[u8], hand: CardSet, legal: CardSet, seen: CardSet, safe: bool) -> u8 {
    if trick.is_empty() {
        if !safe {
            // The highest trump still out of sight is sure to win when led.
            let out = CardSet(TRUMPS.0 & !seen.0 & !hand.0);
            if let Some(top) = hand.and(TRUMPS).iter().max() {
                if out.iter().all(|t| t < top) {
                    return top;
                }
            }
        }
        let suits = CardSet(legal.0 & !TRUMPS.0);
        return cheapest(if suits.is_empty() { legal } else { suits });
    }
    if !safe {
        let mut winners = CardSet::EMPTY;
        for c in legal.iter() {
            if heads(trick, c) {
                winners.insert(c);
            }
        }
        if !winners.is_empty() {
            return cheapest(winners);
        }
    }
    cheapest(legal)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::Deck;

    fn ix(t: &str) -> u8 {
        play::index(Deck::VierAnderle { extra_pips: 4 }.parse_card(t).unwrap())
    }
    fn set(ts: &[&str]) -> CardSet {
        let mut s = CardSet::EMPTY;
        for t in ts {
            s.insert(ix(t));
        }
        s
    }

    #[test]
    fn wins_with_the_cheapest_card_that_heads_the_trick() {
        // ♥J led; ♥Q and ♥K both head it: the Queen is enough.
        let hand = set(&["hearts-K", "hearts-Q", "trump-3"]);
        let legal = set(&["hearts-K", "hearts-Q"]);
        let c = card_to_play(&[ix("hearts-J")], hand, legal, CardSet::EMPTY, false);
        assert_eq!(c, ix("hearts-Q"));
    }

    #[test]
    fn throws_the_cheapest_card_when_it_cannot_win_or_need_not() {
        // Trump 21 is in the trick; any trump of ours loses: throw the smallest.
        let hand = set(&["trump-2", "trump-20"]);
        let c = card_to_play(&[ix("trump-21")], hand, hand, CardSet::EMPTY, false);
        assert_eq!(c, ix("trump-2"));
        // Safe in an all-play deal: no need to win with the ♥K.
        let hand = set(&["hearts-K", "hearts-4"]);
        let c = card_to_play(
            &[ix("hearts-J")],
            hand,
            set(&["hearts-K"]),
            CardSet::EMPTY,
            true,
        );
        assert_eq!(c, ix("hearts-K"));
    }

    #[test]
    fn leads_the_top_trump_left_else_a_small_suit_card() {
        let hand = set(&["excuse", "spades-7", "trump-4"]);
        assert_eq!(
            card_to_play(&[], hand, hand, CardSet::EMPTY, false),
            ix("excuse")
        );
        // Trump 20 is the top once the Sküs and trump 21 have been played.
        let hand = set(&["trump-20", "clubs-J"]);
        let seen = set(&["excuse", "trump-21"]);
        assert_eq!(card_to_play(&[], hand, hand, seen, false), ix("trump-20"));
        assert_eq!(
            card_to_play(&[], hand, hand, CardSet::EMPTY, false),
            ix("clubs-J")
        );
    }

    #[test]
    fn the_last_to_speak_takes_a_pot_nobody_else_wants() {
        let weak = set(&["spades-J", "hearts-J", "clubs-J", "diamonds-J"]);
        let mut rng = Rng::new(1);
        assert!(goes_in(Rules::Original, weak, 0, true, &mut rng));
        assert!(!goes_in(Rules::Original, weak, 1, true, &mut rng));
        let strong = set(&["excuse", "trump-21", "trump-20", "hearts-K"]);
        assert!(goes_in(Rules::Original, strong, 3, false, &mut rng));
    }
}
