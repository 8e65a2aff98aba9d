//! The values of Vier-Anderle and Japanisch Vier-Anderle positions that several kinds read
//! (the pack's size, the players, the pot, a deal's seats and tricks); each kind reads its
//! own fields (`kinds/`). Cards are read against the largest pack; the engine then checks
//! them against the position's `extra_pips_per_suit`.

use crate::fields::yaml::{Node, Value};
use crate::fields::{Fields, MapReader};
use crate::rules::position_reader::lift;
use crate::rules::position_reader::PositionReader;
use crate::rules::vier_anderle::{Deal, FULL_PACK};

pub(super) const DECK: crate::cards::Deck = FULL_PACK;

pub(super) fn extra_pips(r: &mut dyn PositionReader, m: &mut MapReader, default: u8) -> Option<u8> {
    match m.opt("extra_pips_per_suit") {
        Some(n) => r.int(n, 0, 4).map(|k| k as u8),
        None => Some(default),
    }
}

pub(super) fn players(r: &mut dyn PositionReader, m: &mut MapReader) -> Option<u8> {
    // The range 2–13 is the engine's to check; here only a sane integer.
    m.req(r, "players")
        .and_then(|n| r.int(n, 0, 255))
        .map(|n| n as u8)
}

pub(super) fn pot(r: &mut dyn PositionReader, m: &mut MapReader) -> Option<i64> {
    m.req(r, "pot_before_deal")
        .and_then(|n| r.int(n, i64::MIN / 4, i64::MAX / 4))
}

fn seats(r: &mut dyn PositionReader, n: &Node) -> Option<Vec<u8>> {
    r.list(n, |r, s| r.int(s, 0, 255).map(|s| s as u8))
}

/// Tricks per seat: an integer 0–4, or `null` for a seat that is out.
fn tricks(r: &mut dyn PositionReader, n: &Node) -> Option<Vec<Option<u8>>> {
    r.list(n, |r, t| match t.value {
        Value::Null => Some(None),
        _ => r.int(t, 0, 4).map(|k| Some(k as u8)),
    })
}

/// `players`, `pot_before_deal` and `in`: the deal of deal-score and opening-leader.
pub(super) fn deal(
    r: &mut dyn PositionReader,
    m: &mut MapReader,
    with_tricks: bool,
) -> Option<Deal> {
    let players = players(r, m);
    let pot = pot(r, m);
    let in_seats = m.opt("in").map(|n| seats(r, n));
    let tricks = if with_tricks {
        m.opt("tricks").map(|n| tricks(r, n))
    } else {
        None
    };
    Some(Deal {
        players: players?,
        pot_before: pot?,
        in_seats: lift(in_seats)?,
        tricks: lift(tricks)?,
    })
}
