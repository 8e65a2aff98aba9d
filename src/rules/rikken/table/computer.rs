//! Computer players: plain, legal, sensible play decided only from the seat's own hand and
//! what is public (the auction, the contract, the called card, the cards played, the hands
//! laid open). They bid what their hand is worth, name their longest suit as trumps, call
//! an ace in a suit they hold, win tricks cheaply, keep high cards and trumps, let a
//! partner's winning card stand, and in a misère try to lose every trick. Cheap: a few bit
//! operations per decision.

use super::super::auction;
use super::super::bids::Bid;
use super::super::call::legal_calls;
use super::super::cards::{self as rc, card, suit_mask, ACE, KING};
use super::super::play::{self, FACE_DOWN};
use super::{call_act, Phase, RikkenTable, SUIT_TOKENS};
use crate::cards::CardSet;

use crate::rules::rng::Rng;
use crate::rules::table::{Act, ActArg, Table};

pub(super) fn choose(t: &RikkenTable, rng: &mut Rng) -> Option<Act> {
    let seat = t.to_act()?;
    Some(match t.phase {
        Phase::Auction => Act::new(seat, "bid", ActArg::Token(bid(t, seat))),
        Phase::Call => {
            let hand = t.dealt[seat as usize];
            let bid = t.settled.as_ref().map_or(Bid::Rik, |s| s.bid());
            let trump = if bid.fixed_trump_hearts() {
                1
            } else {
                best_suit(hand, None)
            };
            let calls = legal_calls(hand, rc::SUITS[trump as usize]);
            // The ace of the suit the declarer holds most of: he can lead to it.
            let mut best = None;
            let mut best_len = -1i32;
            for c in calls.legal.iter() {
                let len = hand.and(suit_mask(c / 13)).len() as i32 * 4 + rng.below(4) as i32;
                if len > best_len {
                    best_len = len;
                    best = Some(c);
                }
            }
            call_act(seat, trump, card(best.unwrap_or(ACE)))
        }
        Phase::Trump(_) => {
            let except = t.settled.as_ref().and_then(|s| s.called).map(|c| c / 13);
            let suit = best_suit(t.dealt[seat as usize], except);
            Act::new(seat, "trump", ActArg::Token(SUIT_TOKENS[suit as usize]))
        }
        Phase::Play => play_card(t, seat),
        Phase::Over => return None,
    })
}

/// The suit with the most cards (ties: the stronger cards), other than `except`.
fn best_suit(hand: CardSet, except: Option<u8>) -> u8 {
    (0..4u8)
        .filter(|&s| Some(s) != except)
        .max_by_key(|&s| {
            let cards = hand.and(suit_mask(s));
            let top: u32 = cards.iter().map(|c| (c % 13) as u32).sum();
            cards.len() * 1000 + top
        })
        .unwrap_or(0)
}

/// Tricks the hand should take with `trump` as trumps, in half tricks: aces, guarded kings,
/// the trump honours and the trumps beyond the third.
fn half_tricks(hand: CardSet, trump: u8) -> u32 {
    let mut half = 0;
    for s in 0..4u8 {
        let cards = hand.and(suit_mask(s));
        let len = cards.len();
        let ace = cards.contains(s * 13 + ACE);
        let king = cards.contains(s * 13 + KING);
        let queen = cards.contains(s * 13 + KING - 1);
        if s == trump {
            let honours = ace as u32 + (king && len >= 2) as u32 + (queen && len >= 3) as u32;
            half += 2 * honours + 2 * len.saturating_sub(3);
        } else {
            half += 2 * ace as u32;
            if king && len >= 2 {
                half += if ace { 2 } else { 1 };
            }
        }
    }
    half
}

/// Honour points: J 1, Q 2, K 3, A 4 (how far a hand is from a misère).
fn honours(hand: CardSet) -> u32 {
    hand.iter().map(|c| (c % 13).saturating_sub(8) as u32).sum()
}

/// The contracts this hand could play, lowest first.
fn supported(hand: CardSet) -> Vec<Bid> {
    let aces = rc::aces(hand);
    if aces == 3 {
        // 7.2 rules 5 and 6: Troela, with the fourth ace's holder as partner.
        return vec![Bid::Troela];
    }
    let trump = best_suit(hand, None);
    let half = half_tricks(hand, trump);
    let mut out = Vec::new();
    if half >= 10 {
        out.push(Bid::Rik);
        if half_tricks(hand, 1) >= 10 {
            out.push(Bid::RikBeter);
        }
    }
    let hp = honours(hand);
    let highest = hand.iter().map(|c| c % 13).max().unwrap_or(0);
    if hp <= 1 && highest <= 9 {
        out.push(Bid::Misere);
    }
    if aces == 1 && hp <= 4 {
        out.push(Bid::Piek);
    }
    for (need, b) in [
        (8, Bid::Alleen8),
        (9, Bid::Alleen9),
        (10, Bid::Alleen10),
        (11, Bid::Alleen11),
        (12, Bid::Alleen12),
        (13, Bid::Alleen13),
    ] {
        if half >= 2 * need {
            out.push(b);
        }
    }
    if hp == 0 && highest <= 7 {
        out.push(Bid::OpenMisere);
    }
    out.sort_by_key(|b| b.rank());
    out
}

/// The call in the auction: the lowest contract the hand supports that may be bid now, or a
/// pass; the three-ace player who must bid bids the lowest he may.
fn bid(t: &RikkenTable, seat: u8) -> &'static str {
    let hand = t.dealt[seat as usize];
    let aces = rc::aces(hand);
    let legal = auction::legal_bids(&t.auction, aces);
    if let Some(b) = supported(hand).into_iter().find(|b| legal.contains(b)) {
        return b.token();
    }
    if auction::must_bid(&t.auction, seat, aces) {
        return legal.first().map_or("pass", |b| b.token());
    }
    "pass"
}

/// The order a player sheds cards in: low cards of plain suits first, trumps last.
fn cheapness(c: u8, trump: Option<u8>) -> u32 {
    (c % 13) as u32 + if Some(c / 13) == trump { 100 } else { 0 }
}

fn lowest(set: CardSet, trump: Option<u8>) -> u8 {
    set.iter().min_by_key(|&c| cheapness(c, trump)).unwrap_or(0)
}

/// Who a seat plays with in this deal, as far as it may know.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Side {
    With,
    Against,
    Unknown,
}

fn play_card(t: &RikkenTable, seat: u8) -> Act {
    let deal = t.play.as_ref().expect("a deal in play");
    let settled = t.settled.as_ref().expect("a contract in play");
    let c = deal.contract();
    let trick = deal.trick_indices();
    let legal = deal.legal_set();
    let hand = deal.hand_set(seat as usize);
    let leader = deal.leader();
    if trick.is_empty() && deal.may_lead_face_down() {
        // 6.4: the blind lead hands the lead to the partner through the called ace; give
        // up the cheapest card for it.
        return Act::new(seat, "face-down", ActArg::Card(card(lowest(hand, c.trump))));
    }
    let my_bid = settled
        .declarers
        .iter()
        .find(|&&(s, _)| s == seat)
        .map(|&(_, b)| b);
    let chosen = if c.bid.no_trumps() {
        misere_play(t, seat, my_bid, trick, legal)
    } else {
        let side = |other: u8| -> Side {
            let declarer = settled.declarers[0].0;
            let partner = t.partner_known_to(seat);
            let on_declarer_side = |x: u8| x == declarer || Some(x) == partner;
            let me = on_declarer_side(seat) || settled.partner == Some(seat);
            if other == seat {
                Side::With
            } else if other == declarer || Some(other) == partner {
                if me {
                    Side::With
                } else {
                    Side::Against
                }
            } else if me && (partner.is_some() || !c.bid.with_partner()) {
                Side::Against
            } else if !me && partner.is_some() {
                Side::With
            } else {
                Side::Unknown
            }
        };
        trick_play(t, seat, side, trick, legal, leader)
    };
    Act::play(seat, card(chosen))
}

/// The card that would win the trick if `c` were added, and whether it is `c`.
fn wins_with(trick: &[u8], c: u8, trump: Option<u8>, called: Option<u8>) -> bool {
    let mut cards = [0u8; 4];
    cards[..trick.len()].copy_from_slice(trick);
    cards[trick.len()] = c;
    play::winner(&cards[..=trick.len()], trump, called) == trick.len()
}

/// A trick contract: take tricks cheaply for one's side, let a partner's winner stand.
fn trick_play(
    t: &RikkenTable,
    seat: u8,
    side: impl Fn(u8) -> Side,
    trick: &[u8],
    legal: CardSet,
    leader: u8,
) -> u8 {
    let deal = t.play.as_ref().expect("a deal in play");
    let c = deal.contract();
    let trump = c.trump;
    if trick.is_empty() {
        return lead(t, seat, legal, trump, &side);
    }
    let w = play::winner(trick, trump, c.called);
    let winner_seat = (leader + w as u8) % 4;
    let last = trick.len() == 3;
    let winning = trick[w];
    let friend_wins = side(winner_seat) == Side::With
        && (last
            || winning == FACE_DOWN
            || winning % 13 >= KING - 1
            || Some(winning / 13) == trump);
    if friend_wins && winning != FACE_DOWN {
        return lowest(legal, trump);
    }
    let winners: Vec<u8> = legal
        .iter()
        .filter(|&x| wins_with(trick, x, trump, c.called))
        .collect();
    let cheapest = winners.iter().copied().min_by_key(|&x| cheapness(x, trump));
    match cheapest {
        Some(x) if last || x % 13 >= KING || Some(x / 13) == trump => x,
        _ => lowest(legal, trump),
    }
}

/// Leading in a trick contract: an ace of a plain suit, the declarer's side drawing trumps
/// with the top trump, else a low card of the longest plain suit.
fn lead(
    t: &RikkenTable,
    seat: u8,
    legal: CardSet,
    trump: Option<u8>,
    side: &impl Fn(u8) -> Side,
) -> u8 {
    let deal = t.play.as_ref().expect("a deal in play");
    let c = deal.contract();
    let plain = |s: u8| Some(s) != trump;
    for s in (0..4u8).filter(|&s| plain(s)) {
        let ace = s * 13 + ACE;
        if legal.contains(ace) {
            return ace;
        }
    }
    let declaring = side(c.declarer) == Side::With;
    if let Some(tr) = trump {
        let trumps = legal.and(suit_mask(tr));
        let top = highest_out(t, tr);
        if declaring && trumps.len() >= 3 && top.is_some_and(|x| trumps.contains(x)) {
            return top.unwrap_or(0);
        }
    }
    // The Rik declarer leads towards the called ace while it is out.
    if seat == c.declarer && !deal.called_out() {
        if let Some(called) = c.called {
            let in_suit = legal.and(suit_mask(called / 13));
            if !in_suit.is_empty() {
                return lowest(in_suit, trump);
            }
        }
    }
    let longest = (0..4u8)
        .filter(|&s| plain(s) && !legal.and(suit_mask(s)).is_empty())
        .max_by_key(|&s| legal.and(suit_mask(s)).len());
    match longest {
        Some(s) => lowest(legal.and(suit_mask(s)), trump),
        None => lowest(legal, trump),
    }
}

/// The highest card of `suit` still in play (not yet played), as far as the table shows.
fn highest_out(t: &RikkenTable, suit: u8) -> Option<u8> {
    let mut gone = CardSet::EMPTY;
    for &p in &t.played {
        gone.insert(p);
    }
    (0..13u8)
        .rev()
        .map(|r| suit * 13 + r)
        .find(|&c| !gone.contains(c))
}

/// The misère/piek family: a declarer who must lose every trick (or has his one trick)
/// ducks; a piek declarer without a trick takes one when he safely can; the others play low.
fn misere_play(t: &RikkenTable, seat: u8, my_bid: Option<Bid>, trick: &[u8], legal: CardSet) -> u8 {
    let won = t.tricks()[seat as usize];
    let wants_trick = matches!(
        my_bid,
        Some(Bid::Piek | Bid::OpenPiek | Bid::OpenPiekPraatje)
    ) && won == 0;
    let ducks = my_bid.is_some() && !wants_trick;
    if trick.is_empty() {
        if wants_trick {
            let aces = legal.iter().filter(|c| c % 13 == ACE).collect::<Vec<_>>();
            if let Some(&a) = aces.first() {
                return a;
            }
        }
        return lowest(legal, None);
    }
    let winners: Vec<u8> = legal
        .iter()
        .filter(|&x| wins_with(trick, x, None, None))
        .collect();
    if ducks {
        // The highest card that does not take the trick; none: the lowest winner.
        let losers = legal.iter().filter(|x| !winners.contains(x));
        return losers
            .max_by_key(|&x| x % 13)
            .unwrap_or_else(|| lowest(legal, None));
    }
    if wants_trick && trick.len() == 3 {
        if let Some(&x) = winners.iter().min_by_key(|&&x| x % 13) {
            return x;
        }
    }
    lowest(legal, None)
}
