//! Vier-Anderle and Japanisch Vier-Anderle positions: the fields of "Position fields", kind
//! by kind. Cards are read against the largest pack; the engine then checks them against
//! the position's `extra_pips_per_suit`.

use crate::cards::Card;
use crate::fields::yaml::{Node, Value};
use crate::fields::{Fields, MapReader};
use crate::rules::read::lift;
use crate::rules::read::PositionReader;
use crate::rules::vier_anderle::table::{setup, Setup, VERBS};
use crate::rules::vier_anderle::{Ask, Deal, Query, Rules, FULL_PACK};

const DECK: crate::cards::Deck = FULL_PACK;

fn extra_pips(r: &mut dyn PositionReader, m: &mut MapReader, default: u8) -> Option<u8> {
    match m.opt("extra_pips_per_suit") {
        Some(n) => r.int(n, 0, 4).map(|k| k as u8),
        None => Some(default),
    }
}

fn players(r: &mut dyn PositionReader, m: &mut MapReader) -> Option<u8> {
    // The range 2–13 is the engine's to check; here only a sane integer.
    m.req(r, "players")
        .and_then(|n| r.int(n, 0, 255))
        .map(|n| n as u8)
}

fn pot(r: &mut dyn PositionReader, m: &mut MapReader) -> Option<i64> {
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
fn deal(r: &mut dyn PositionReader, m: &mut MapReader, with_tricks: bool) -> Option<Deal> {
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

/// The hands of a deal record, by seat: `{0: [...], 1: [...], ...}`. Which seats there
/// must be, and how many cards each, is the engine's to check.
fn hands(r: &mut dyn PositionReader, n: &Node) -> Option<Vec<(u8, Vec<Card>)>> {
    let Some(entries) = n.as_map() else {
        r.map(n)?;
        return None;
    };
    let mut out = Vec::with_capacity(entries.len());
    let mut ok = true;
    for (key, value) in entries {
        let seat = r.int(key, 0, 255).map(|s| s as u8);
        let cards = r.cards(value, DECK);
        match (seat, cards) {
            (Some(s), Some(c)) => out.push((s, c)),
            _ => ok = false,
        }
    }
    ok.then_some(out)
}

/// A deal record: its setup (`players`, `pot_before_deal`, `hands`, optionally
/// `chips_before_deal`) and its `actions`.
fn whole_deal(r: &mut dyn PositionReader, m: &mut MapReader) -> Option<Ask> {
    let players = players(r, m);
    let pot = pot(r, m);
    let hands = m.req(r, "hands").and_then(|n| hands(r, n));
    let chips = m
        .opt("chips_before_deal")
        .map(|n| r.list(n, |r, c| r.int(c, -setup::MAX_CHIPS, setup::MAX_CHIPS)));
    // Seats are read against the table size when it is sane; the engine reports a bad one.
    let seats = players.map_or(13, |p| p.clamp(1, 13)) as usize;
    let actions = m
        .req(r, "actions")
        .and_then(|n| crate::rules::read::actions::read(r, n, DECK, VERBS, seats));
    Some(Ask::WholeDeal {
        setup: Setup {
            players: players?,
            pot_before: pot?,
            hands: hands?,
            chips_before: lift(chips)?,
        },
        actions: actions?,
    })
}

/// Reads the fields of `kind`; every field is read before anything is returned, so that
/// `finish` reports the others as unknown.
pub fn read(
    r: &mut dyn PositionReader,
    kind: &str,
    m: &mut MapReader,
    rules: Rules,
) -> Option<Query> {
    let ask = match kind {
        "legal-plays" => {
            let trick = m.req(r, "trick").and_then(|n| r.cards(n, DECK));
            let hand = m.req(r, "hand").and_then(|n| r.cards(n, DECK));
            let k = extra_pips(r, m, 0);
            Ask::LegalPlays {
                extra_pips: k?,
                trick: trick?,
                hand: hand?,
            }
        }
        "trick-winner" => {
            let trick = m.req(r, "trick").and_then(|n| r.cards(n, DECK));
            let k = extra_pips(r, m, 4);
            Ask::TrickWinner {
                extra_pips: k?,
                trick: trick?,
            }
        }
        "deal-score" => Ask::DealScore(deal(r, m, true)?),
        "opening-leader" => Ask::OpeningLeader(deal(r, m, false)?),
        "deal-type" => Ask::DealType {
            pot_before: pot(r, m)?,
        },
        "declaration-order" => Ask::DeclarationOrder {
            players: players(r, m)?,
        },
        "deal" => whole_deal(r, m)?,
        _ => return None,
    };
    Some(Query { rules, ask })
}
