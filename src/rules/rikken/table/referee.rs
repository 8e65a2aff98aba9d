//! The referee: whether an action is allowed now, and if not, the rule that excludes it,
//! with the reason the game's question kind gives for the same rule (`bid-allowed` for a
//! call in the auction, the per-card verdict of `legal-plays` for a card, the reasons of
//! `call-legal` for a called card), or a reason of the table's own where no kind asks it.

use super::super::auction::{self, BidRule};
use super::super::bids::Bid;
use super::super::call::legal_calls;
use super::super::cards::{self as rc, card};
use super::super::Query;
use super::{call_card, call_trump, suit_of, suit_token, Phase, RikkenTable};
use crate::rules::answer::{Answer, Arg, Reason};
use crate::rules::playout::Playout;
use crate::rules::table::{Act, Table};
use crate::rules::table::{ActArg, NOT_NOW};

/// The trumps a Rik or Rik beter declarer may name with the call (7.1): any suit for Rik
/// (hearts included, 11.20), hearts for Rik beter.
pub(super) fn call_trumps(bid: Bid) -> Vec<u8> {
    if bid.fixed_trump_hearts() {
        vec![1]
    } else {
        vec![0, 1, 2, 3]
    }
}

/// The trumps that may be named after the auction, for the contract and its called card:
/// in Troela any suit but the fourth ace's (7.4, 11.21), in a solo any suit (7.1).
pub(super) fn trumps_open(contract: Option<(Bid, Option<u8>)>) -> Vec<u8> {
    match contract {
        Some((Bid::Troela, Some(ace))) => (0..4).filter(|&s| s != ace / 13).collect(),
        _ => vec![0, 1, 2, 3],
    }
}

/// `Ok` when `act` (of the seat to act) is allowed now; otherwise the reason it is not.
pub(super) fn judge(t: &RikkenTable, act: &Act) -> Result<(), Reason> {
    match (t.phase, act.verb) {
        (Phase::Auction, "bid") => bid(t, act),
        (Phase::Call, "call") => call(t, act),
        (Phase::Trump(_), "trump") => trump(t, act),
        (Phase::Play, "play" | "face-down") => play(t, act),
        _ => Err(Reason::new(NOT_NOW)),
    }
}

/// A call in the auction: the ladder and the aces' rules (7.2), as `bid-allowed` says.
fn bid(t: &RikkenTable, act: &Act) -> Result<(), Reason> {
    let ActArg::Token(token) = act.arg else {
        return Err(Reason::new(NOT_NOW));
    };
    let bid = Bid::parse(token);
    if bid.is_none() && token != "pass" {
        return Err(Reason::new(NOT_NOW));
    }
    let aces = t.aces(act.seat);
    let allowed = match bid {
        None => !auction::must_bid(&t.auction, act.seat, aces),
        Some(b) => auction::bid_rule(&t.auction, aces, b) == BidRule::Allowed,
    };
    if allowed {
        return Ok(());
    }
    // Refused: the reason of the `bid-allowed` question on this very call.
    let question = Query::BidAllowed {
        hand: t.hand(act.seat),
        auction: t.calls.clone(),
        to_act: act.seat,
        bid,
    }
    .check();
    match question {
        Ok(q) => {
            let v = q.verdict();
            debug_assert_eq!(v.answer, Answer::Bool(false));
            Err(v.reasons.into_iter().next().unwrap_or(Reason::new(NOT_NOW)))
        }
        Err(_) => Err(Reason::new(NOT_NOW)),
    }
}

/// The announcement of Rik and Rik beter: trumps and the called card (7.3).
fn call(t: &RikkenTable, act: &Act) -> Result<(), Reason> {
    let (Some(trump), Some(called)) = (call_trump(&act.arg), call_card(&act.arg)) else {
        return Err(Reason::new(NOT_NOW));
    };
    let bid = t.settled.as_ref().map_or(Bid::Rik, |s| s.bid());
    if !call_trumps(bid).contains(&trump) {
        return Err(Reason::new("rikken.rik-beter-hearts").with("suit", Arg::Suit(suit_of(trump))));
    }
    let calls = legal_calls(t.dealt[act.seat as usize], suit_of(trump));
    let c = rc::index(called);
    if calls.legal.contains(c) {
        return Ok(());
    }
    let legal = rc::cards_of(calls.legal);
    // The clause of 7.3 that excludes the card, with the ids `call-legal` gives for it.
    Err(if rc::suit_of(c) == trump {
        let rule = if bid == Bid::RikBeter {
            "rikken.call-not-hearts"
        } else {
            "rikken.call-not-trump"
        };
        Reason::new(rule).with("suit", Arg::Suit(suit_of(trump)))
    } else if calls.candidates.contains(c) {
        Reason::new("rikken.call-not-void").with("cards", Arg::Cards(vec![called]))
    } else {
        Reason::new("rikken.call-not-candidate")
            .with("card", Arg::Card(called))
            .with("cards", Arg::Cards(legal))
    })
}

/// Trumps named by Troela's partner (not the fourth ace's suit) or a solo's declarer.
fn trump(t: &RikkenTable, act: &Act) -> Result<(), Reason> {
    let ActArg::Token(token) = act.arg else {
        return Err(Reason::new(NOT_NOW));
    };
    let Some(suit) = suit_token(token) else {
        return Err(Reason::new(NOT_NOW));
    };
    let contract = t.settled.as_ref().map(|s| (s.bid(), s.called));
    if trumps_open(contract).contains(&suit) {
        return Ok(());
    }
    let ace = contract.and_then(|(_, c)| c).map_or(suit, |a| a);
    Err(Reason::new("rikken.troela-trump")
        .with("suit", Arg::Suit(suit_of(suit)))
        .with("card", Arg::Card(card(ace))))
}

/// A card played, face up or face down (6.3, 6.4).
fn play(t: &RikkenTable, act: &Act) -> Result<(), Reason> {
    let ActArg::Card(c) = act.arg else {
        return Err(Reason::new(NOT_NOW));
    };
    let Some(deal) = &t.play else {
        return Err(Reason::new(NOT_NOW));
    };
    let ix = rc::index(c);
    let hand = deal.hand_set(act.seat as usize);
    if !hand.contains(ix) {
        return Err(Reason::new("rikken.not-in-hand").with("card", Arg::Card(c)));
    }
    if act.verb == "face-down" {
        return if deal.may_lead_face_down() {
            Ok(())
        } else {
            Err(face_down_refusal(t))
        };
    }
    if deal.legal_set().contains(ix) {
        return Ok(());
    }
    // Refused: the card's own verdict in the `legal-plays` question of this moment.
    deal.question()
        .and_then(|q| q.verdict().cards.into_iter().find(|v| v.card == c))
        .map_or(Err(Reason::new(NOT_NOW)), |v| Err(v.reason))
}

/// Why no face-down lead is possible now (6.4): only the declarer who called blind, on
/// lead, while the called card is still out.
fn face_down_refusal(t: &RikkenTable) -> Reason {
    let Some(s) = &t.settled else {
        return Reason::new(NOT_NOW);
    };
    let deal = t.play.as_ref();
    let rule = if !s.blind {
        "rikken.face-down-not-blind"
    } else if deal.is_some_and(|d| d.called_out()) {
        "rikken.face-down-called-out"
    } else {
        "rikken.face-down-declarer-leads"
    };
    match s.called.filter(|_| s.blind) {
        Some(c) => Reason::new(rule).with("called", Arg::Card(card(c))),
        None => Reason::new(rule),
    }
}
