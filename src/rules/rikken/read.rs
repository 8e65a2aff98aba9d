//! The values of Rikken positions that several kinds read (bids, trumps, seats, tricks,
//! auctions, the fields of a played trick); each kind reads its own fields (`kinds/`).

use crate::cards::{Card, Deck, Suit};
use crate::fields::yaml::Node;
use crate::fields::{FieldError, Fields, MapReader};
use crate::rules::position_reader::lift;
use crate::rules::position_reader::PositionReader;
use crate::rules::problem::Problem;
use crate::rules::rikken::{Bid, Call, Trick, Trump};

const DECK: Deck = Deck::Rikken;
const TRUMPS: &[&str] = &["spades", "hearts", "diamonds", "clubs", "none"];
const FACE_DOWN: &str = "face-down";

/// A bid token or `pass` (`None`).
pub(super) fn call(r: &mut dyn PositionReader, node: &Node) -> Option<Option<Bid>> {
    let mut allowed: Vec<&'static str> = Bid::TOKENS.to_vec();
    allowed.push("pass");
    r.token(node, &allowed).map(Bid::parse)
}

/// The contract: a bid token, and `none` where the kind allows it.
pub(super) fn contract(
    r: &mut dyn PositionReader,
    node: &Node,
    allowed: &[&'static str],
) -> Option<Option<Bid>> {
    r.token(node, allowed).map(Bid::parse)
}

pub(super) fn trump(r: &mut dyn PositionReader, node: &Node) -> Option<Trump> {
    let t = r.token(node, TRUMPS)?;
    Some(match t {
        "none" => None,
        s => DECK.parse_suit(s).ok(),
    })
}

pub(super) fn seat(r: &mut dyn PositionReader, node: &Node) -> Option<u8> {
    r.int(node, 0, 3).map(|s| s as u8)
}

pub(super) fn flag(
    r: &mut dyn PositionReader,
    m: &mut MapReader,
    key: &'static str,
) -> Option<bool> {
    match m.opt(key) {
        Some(n) => r.bool(n),
        None => Some(false),
    }
}

/// A trick: cards in play order, `face-down` allowed only as the first.
pub(super) fn trick(r: &mut dyn PositionReader, node: &Node) -> Option<Trick> {
    let mut face_down = false;
    let items = r.list(node, |r, n| {
        if n.scalar_text().as_deref() == Some(FACE_DOWN) {
            return Some(None);
        }
        r.card(n, DECK).map(Some)
    })?;
    let list = node.as_list()?;
    let mut cards = Vec::with_capacity(items.len());
    let mut ok = true;
    for (i, item) in items.into_iter().enumerate() {
        match item {
            Some(c) => cards.push(c),
            None if i == 0 => face_down = true,
            None => {
                r.impossible(
                    list[i].loc,
                    Problem::new("trick", "rikken.face-down-not-first").at_index(i),
                );
                ok = false;
            }
        }
    }
    ok.then_some(Trick { face_down, cards })
}

pub(super) fn auction(r: &mut dyn PositionReader, node: &Node) -> Option<Vec<Call>> {
    r.list(node, |r, item| {
        let mut m = r.map(item)?;
        let s = m.req(r, "seat").and_then(|n| seat(r, n));
        let c = m.req(r, "call").and_then(|n| call(r, n));
        m.finish(r);
        Some(Call { seat: s?, bid: c? })
    })
}

/// Tricks by seat: a list of four integers, or a mapping seat → integer.
pub(super) fn tricks(r: &mut dyn PositionReader, node: &Node) -> Option<Vec<i64>> {
    if node.as_list().is_some() {
        return r.list(node, |r, n| r.int(n, i64::MIN, i64::MAX));
    }
    let mut m = r.map(node)?;
    let mut out = Vec::new();
    for key in ["0", "1", "2", "3"] {
        out.push(m.req(r, key).and_then(|n| r.int(n, i64::MIN, i64::MAX)));
    }
    m.finish(r);
    out.into_iter().collect()
}

/// The trump of a contract when the position leaves it out: hearts for Rik beter, none
/// for the misère/piek family; the other contracts must give it (`None`).
pub(super) fn default_trump(contract: Bid) -> Option<Trump> {
    if contract.fixed_trump_hearts() {
        Some(Some(Suit::Hearts))
    } else if contract.no_trumps() {
        Some(None)
    } else {
        None
    }
}

/// Reads the trump field, or its default; a missing trump that has no default is an error
/// when `required`.
pub(super) fn trump_or_default(
    r: &mut dyn PositionReader,
    m: &mut MapReader,
    contract: Option<Bid>,
    required: bool,
) -> Option<Option<Trump>> {
    match m.opt("trump") {
        Some(n) => trump(r, n).map(Some),
        None => {
            let d = contract.and_then(default_trump);
            if d.is_none() && required && contract.is_some() {
                r.error(m.node.loc, FieldError::MissingField { field: "trump" });
                return None;
            }
            Some(d)
        }
    }
}

pub(super) fn hand(r: &mut dyn PositionReader, m: &mut MapReader) -> Option<Vec<Card>> {
    m.req(r, "hand").and_then(|n| r.cards(n, DECK))
}

/// The fields of a played trick that `legal-plays` and `trick-winner` share, each as read
/// (`None` where it is wrong); the trump is `None` inside when the position leaves it out
/// and the contract has no default.
pub(super) struct Played {
    pub contract: Option<Bid>,
    pub trump: Option<Option<Trump>>,
    pub called: Option<Card>,
    pub blind: Option<bool>,
    pub trick: Option<Trick>,
}

/// Reads the fields of a played trick; the trick and the trump are required for a trick
/// to be won (`winner`). `None` when the called card is wrong.
pub(super) fn played(
    r: &mut dyn PositionReader,
    m: &mut MapReader,
    winner: bool,
) -> Option<Played> {
    let contract = m
        .req(r, "contract")
        .and_then(|n| contract(r, n, &Bid::TOKENS))
        .flatten();
    let trump = trump_or_default(r, m, contract, winner);
    let called = m.opt("called").map(|n| r.card(n, DECK));
    let blind = flag(r, m, "blind");
    let trick = match m.opt("trick") {
        Some(n) => trick(r, n),
        None if winner => {
            r.error(m.node.loc, FieldError::MissingField { field: "trick" });
            None
        }
        None => Some(Trick {
            face_down: false,
            cards: Vec::new(),
        }),
    };
    let called = lift(called)?;
    Some(Played {
        contract,
        trump,
        called,
        blind,
        trick,
    })
}

/// The hand, the auction so far (none when left out) and the seat to act, which
/// `bid-legal` and `bid-allowed` share.
pub(super) type Bidding = (Option<Vec<Card>>, Option<Vec<Call>>, Option<u8>);

pub(super) fn bidding(r: &mut dyn PositionReader, m: &mut MapReader) -> Bidding {
    let hand = hand(r, m);
    let auction = match m.opt("auction") {
        Some(n) => auction(r, n),
        None => Some(Vec::new()),
    };
    let to_act = m.req(r, "to_act").and_then(|n| seat(r, n));
    (hand, auction, to_act)
}
