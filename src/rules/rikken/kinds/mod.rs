//! Rikken's question kinds, one file each, and the one list that registers them: the kind
//! names, the reading of a position and every dispatch over kinds come from [`KINDS`].

mod auction_result;
mod bid_allowed;
mod bid_legal;
mod call_legal;
mod deal;
mod deal_score;
mod legal_plays;
mod trick_winner;

pub use auction_result::AuctionResult;
pub use bid_allowed::BidAllowed;
pub use bid_legal::BidLegal;
pub use call_legal::CallLegal;
pub use deal::Deal;
pub use deal_score::DealScore;
pub use legal_plays::LegalPlays;
pub use trick_winner::TrickWinner;

use super::{auction, cards, Bid, Call, Query, State, Trick, Trump};
use crate::cards::{Card, Rank, Suit};
use crate::rules::answer::{Arg, Field};
use crate::rules::game::Game;
use crate::rules::kind::Kind;
use crate::rules::problem::PackCheck;
use crate::rules::problem::Problem;

/// The kinds of the spec's "Position fields" section, in its order.
pub const KINDS: &[&dyn Kind<Query>] = &[
    &LegalPlays,
    &TrickWinner,
    &BidLegal,
    &BidAllowed,
    &AuctionResult,
    &CallLegal,
    &DealScore,
    &Deal,
];

/// Every card and suit of a position must be of the French pack: a kind names its cards
/// and suits to this check, and a card from another pack is reported alone (the rest of
/// the check indexes cards, which only the pack's cards can be).
fn pack() -> PackCheck {
    PackCheck::new(Game::Rikken)
}

/// A card twice across the listed fields (the pack has one of each).
fn duplicate_problems(lists: &[(&'static str, &[Card], usize)]) -> Vec<Problem> {
    let mut seen = crate::cards::CardSet::default();
    let mut out = Vec::new();
    for (field, list, offset) in lists {
        for (i, &c) in list.iter().enumerate() {
            let ix = cards::index(c);
            if seen.contains(ix) {
                out.push(Problem::too_many_copies(field, i + offset, c, 1));
            }
            seen.insert(ix);
        }
    }
    out
}

/// The trump rules of 7.1 for a contract: Rik beter is hearts, the misère/piek family has
/// none, every other contract has a suit.
fn trump_problems(contract: Bid, trump: Trump) -> Option<Problem> {
    let bad = if contract.fixed_trump_hearts() {
        trump != Some(Suit::Hearts)
    } else if contract.no_trumps() {
        trump.is_some()
    } else {
        trump.is_none()
    };
    bad.then(|| Problem::contradicts("trump", "contract"))
}

/// The called card: never in the trump suit (7.3); in Troela the fourth ace (7.4).
fn called_problems(contract: Bid, trump: Option<Trump>, called: Option<Card>) -> Vec<Problem> {
    let mut out = Vec::new();
    let Some(c) = called else {
        return out;
    };
    if contract.has_called_card() && trump.flatten() == Some(c.suit) {
        out.push(Problem::contradicts("called", "trump"));
    }
    if contract == Bid::Troela && c.rank != Rank::Ace {
        out.push(Problem::new("called", "rikken.must-be-ace"));
    }
    out
}

/// A face-down lead exists only in Rik and Rik beter after a blind call, with the called
/// card known; and the called card is always played to that trick (6.4).
fn face_down_problems(
    contract: Bid,
    called: Option<Card>,
    trick: &Trick,
    full: bool,
) -> Vec<Problem> {
    let mut out = Vec::new();
    if !trick.face_down {
        return out;
    }
    if !matches!(contract, Bid::Rik | Bid::RikBeter) {
        out.push(Problem::contradicts("trick", "contract").at_index(0));
    }
    match called {
        None => out.push(Problem::required_with("trick", "called", "face-down")),
        Some(c) if full && !trick.cards.contains(&c) => out.push(called_missing("trick", c)),
        _ => {}
    }
    out
}

/// The fourth player to a face-down trick: the called card is not among the three cards
/// played, so it must be his to play, or the trick would be completed without it (the
/// problem `trick-winner` finds in the whole trick). Earlier in the trick a later player
/// may hold it.
fn last_to_face_down_problems(called: Option<Card>, trick: &Trick, hand: &[Card]) -> Vec<Problem> {
    match called {
        Some(c)
            if trick.face_down
                && trick.len() == 3
                && !trick.cards.contains(&c)
                && !hand.contains(&c) =>
        {
            vec![called_missing("hand", c)]
        }
        _ => Vec::new(),
    }
}

/// The called card is missing where a face-down trick needs it (6.4).
fn called_missing(field: &'static str, called: Card) -> Problem {
    Problem::new(field, "rikken.must-contain").with("card", Arg::Card(called))
}

fn auction_problems(auction: &[Call]) -> Result<State, Problem> {
    State::replay(auction).map_err(|(i, e)| {
        let problem = match e {
            auction::AuctionError::OutOfTurn { expected } => {
                Problem::new("auction", "rikken.out-of-turn")
                    .with("expected", Arg::Int(expected as i64))
            }
            auction::AuctionError::AfterEnd => Problem::new("auction", "rikken.after-auction-end"),
            auction::AuctionError::TooLow { highest } => {
                Problem::new("auction", "rikken.bid-too-low")
                    .with("highest", Arg::Name(highest.token()))
            }
        };
        problem.at_index(i)
    })
}

/// The auction must still be running, and `to_act` must be the seat whose turn it is.
/// What makes a bidder's position impossible (`bid-legal`, `bid-allowed`): a hand that is
/// not 13 cards of the pack, or an auction the seat to act cannot be at.
fn bidder_problems(hand: &[Card], auction: &[Call], to_act: u8) -> Vec<Problem> {
    let mut out = pack().cards("hand", hand).finish();
    if !out.is_empty() {
        return out;
    }
    out.extend(Problem::length("hand", hand.len(), 13, 13));
    out.extend(duplicate_problems(&[("hand", hand, 0)]));
    out.extend(to_act_problems(auction, to_act));
    out
}

fn to_act_problems(auction: &[Call], to_act: u8) -> Vec<Problem> {
    match auction_problems(auction) {
        Err(p) => vec![p],
        Ok(st) => {
            match st.next {
                None => vec![Problem::new("auction", "rikken.auction-over")],
                Some(s) if s != to_act => vec![Problem::new("to_act", "rikken.not-to-act")
                    .with("expected", Arg::Int(s as i64))],
                Some(_) => Vec::new(),
            }
        }
    }
}

/// The called card of a position, if any, for the pack check.
fn check_called(pack: &mut PackCheck, called: Option<Card>) -> &mut PackCheck {
    match called {
        Some(c) => pack.card("called", c),
        None => pack,
    }
}

/// The face-up cards of a trick, for the pack check: a problem names the card's place in
/// the written trick (after a face-down lead).
fn check_trick(pack: &mut PackCheck, trick: &Trick) {
    let offset = trick.face_down as usize;
    for (i, &c) in trick.cards.iter().enumerate() {
        pack.element("trick", i + offset, [c]);
    }
}

/// The trump of a position, if it has one, for the pack check.
fn check_trump(pack: &mut PackCheck, trump: Trump) -> &mut PackCheck {
    match trump {
        Some(s) => pack.suit("trump", s),
        None => pack,
    }
}

fn hand_aces(hand: &[Card]) -> u32 {
    hand.iter().filter(|c| c.rank == Rank::Ace).count() as u32
}

fn bid_arg(bid: Option<Bid>) -> Arg {
    Arg::Token(bid.map_or("pass", Bid::token))
}

/// The called card and, when it was called blind, that fact.
fn called_fields(called: Option<Card>, blind: bool) -> Vec<(&'static str, Field)> {
    let mut out = Vec::new();
    if let Some(c) = called {
        out.push(("called", Field::Cards(vec![c])));
    }
    if blind {
        out.push(("blind", Field::Bool(true)));
    }
    out
}

/// A hand in a readable order: by suit, high cards first.
fn sorted(hand: &[Card]) -> Vec<Card> {
    let mut h = hand.to_vec();
    h.sort_by_key(|&c| {
        (
            cards::suit_ix(c.suit),
            std::cmp::Reverse(cards::strength(c.rank)),
        )
    });
    h
}

fn rank_token(rank: Rank) -> &'static str {
    match rank {
        Rank::Ace => "A",
        Rank::King => "K",
        Rank::Queen => "Q",
        Rank::Jack => "J",
        Rank::Num(10) => "10",
        Rank::Num(9) => "9",
        Rank::Num(8) => "8",
        Rank::Num(7) => "7",
        Rank::Num(6) => "6",
        Rank::Num(5) => "5",
        Rank::Num(4) => "4",
        Rank::Num(3) => "3",
        _ => "2",
    }
}

/// A trump field: a suit, or `none`.
fn trump_field(t: Trump) -> Field {
    match t {
        Some(s) => Field::Suit(s),
        None => Field::Token("none"),
    }
}

/// An auction field: each call by its seat, a pass as `pass`.
fn auction_field(a: &[Call]) -> Field {
    Field::Auction(
        a.iter()
            .map(|c| (c.seat, c.bid.map_or("pass", Bid::token)))
            .collect(),
    )
}
