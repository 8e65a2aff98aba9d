//! The values of Perlaggen positions that several kinds read (trumps, hands, played cards,
//! bets, figure records); each kind reads its own fields (`kinds/`). Played cards are
//! written `PHYSICAL@IDENTITY` (a wild card standing for another card) or as a plain card.

use crate::cards::{Card, Deck};
use crate::fields::yaml::{Node, Value};
use crate::fields::{FieldError, Fields, MapReader};
use crate::rules::answer::Team;
use crate::rules::perlaggen::betting::{Action, FigureState, AUS};
use crate::rules::perlaggen::cards::Played;
use crate::rules::perlaggen::figures::Figure;
use crate::rules::perlaggen::score::{FigureRecord, How};
use crate::rules::perlaggen::Bet;
use crate::rules::position_reader::lift;
use crate::rules::position_reader::PositionReader;

pub(super) const DECK: Deck = Deck::Perlaggen;

fn card_text(r: &mut dyn PositionReader, node: &Node, token: &str) -> Option<Card> {
    match DECK.parse_card(token) {
        Ok(c) => Some(c),
        Err(error) => {
            let game = r.game();
            r.error(node.loc, FieldError::BadCard { error, game });
            None
        }
    }
}

/// One played card: `bells-6@leaves-A`, or a card by its face.
pub(super) fn played(r: &mut (dyn PositionReader + '_), node: &Node) -> Option<Played> {
    let Some(text) = node.scalar_text() else {
        return r.card(node, DECK).map(Played::face);
    };
    match text.split_once('@') {
        Some((a, b)) => {
            let card = card_text(r, node, a);
            let identity = card_text(r, node, b);
            Some(Played {
                card: card?,
                identity: identity?,
            })
        }
        None => r.card(node, DECK).map(Played::face),
    }
}

pub(super) fn played_list(r: &mut dyn PositionReader, node: &Node) -> Option<Vec<Played>> {
    r.list(node, played)
}

pub(super) fn trump(r: &mut dyn PositionReader, m: &mut MapReader) -> Option<crate::cards::Suit> {
    m.req(r, "trump").and_then(|n| r.suit(n, DECK))
}

/// Unplayed cards: a card in a hand has no identity yet, so `@` is an error of its own.
pub(super) fn cards(
    r: &mut dyn PositionReader,
    m: &mut MapReader,
    key: &'static str,
) -> Option<Vec<Card>> {
    let node = m.req(r, key)?;
    let baptised: Vec<_> = node
        .as_list()
        .unwrap_or_default()
        .iter()
        .filter(|n| n.scalar_text().is_some_and(|t| t.contains('@')))
        .map(|n| n.loc)
        .collect();
    for loc in &baptised {
        r.impossible(
            *loc,
            crate::rules::problem::Problem::new(key, "perlaggen.unplayed-baptised"),
        );
    }
    if !baptised.is_empty() {
        return None;
    }
    r.cards(node, DECK)
}

pub(super) fn team(r: &mut dyn PositionReader, n: &Node) -> Option<Team> {
    r.token(n, &["A", "B"])
        .map(|t| if t == "A" { Team::A } else { Team::B })
}

/// `{A: n, B: n}`.
pub(super) fn scores(r: &mut dyn PositionReader, n: &Node) -> Option<[i64; 2]> {
    let mut m = r.map(n)?;
    let a = m.req(r, "A").and_then(|n| r.int(n, -1000, 1000));
    let b = m.req(r, "B").and_then(|n| r.int(n, -1000, 1000));
    m.finish(r);
    Some([a?, b?])
}

/// A figure's value: 1–7 or `AUS`.
fn value(r: &mut dyn PositionReader, n: &Node, min: i64) -> Option<u8> {
    match &n.value {
        Value::Str(s) if s == "AUS" => Some(AUS),
        _ => r.int(n, min, 7).map(|v| v as u8),
    }
}

/// `hands`: seat → five played cards.
pub(super) fn hands(
    r: &mut dyn PositionReader,
    m: &mut MapReader,
) -> Option<Vec<(u8, Vec<Played>)>> {
    let node = m.req(r, "hands")?;
    let Some(entries) = node.as_map() else {
        r.map(node)?;
        return None;
    };
    let mut out = Vec::new();
    let mut ok = true;
    for (k, v) in entries {
        let seat = r.int(k, 0, 3);
        let cards = played_list(r, v);
        match (seat, cards) {
            (Some(s), Some(c)) => out.push((s as u8, c)),
            _ => ok = false,
        }
    }
    ok.then_some(out)
}

fn state(r: &mut dyn PositionReader, n: &Node) -> Option<FigureState> {
    let mut m = r.map(n)?;
    let v = m.req(r, "value").and_then(|n| value(r, n, 1));
    let last = m.req(r, "last_holder").map(|n| match n.value {
        Value::Null => Some(None),
        _ => team(r, n).map(Some),
    });
    let pending = m.req(r, "pending").map(|n| match n.value {
        Value::Null => Some(None),
        _ => {
            let mut pm = r.map(n)?;
            let by = pm.req(r, "by").and_then(|n| team(r, n));
            let to = pm.req(r, "to").and_then(|n| value(r, n, 2));
            pm.finish(r);
            Some(Some((by?, to?)))
        }
    });
    let decided = m.req(r, "decided").and_then(|n| r.bool(n));
    m.finish(r);
    Some(FigureState {
        value: v?,
        last_holder: last??,
        pending: pending??,
        decided: decided?,
    })
}

pub(super) fn bet(r: &mut dyn PositionReader, m: &mut MapReader, with_action: bool) -> Option<Bet> {
    let figure = m
        .req(r, "figure")
        .and_then(|n| r.token(n, &["gleich", "hanger", "spiel"]))
        .map(|t| match t {
            "gleich" => Figure::Gleich,
            "hanger" => Figure::Hanger,
            _ => Figure::Spiel,
        });
    let action = if with_action {
        m.req(r, "action")
            .and_then(|n| r.token(n, &["bet", "raise", "hold", "concede"]))
            .map(|t| Action::ALL.into_iter().find(|a| a.token() == t))
    } else {
        Some(None)
    };
    let phase = match m.opt("phase") {
        Some(n) => r.token(n, &["play", "show"]),
        None => Some("play"),
    };
    let showing = lift(m.opt("showing").map(|n| team(r, n)));
    let seat = m.req(r, "seat").and_then(|n| r.int(n, 0, 3));
    let trump = trump(r, m);
    let scores = m.req(r, "scores").and_then(|n| scores(r, n));
    let st = m.req(r, "state").and_then(|n| state(r, n));
    let trick_no = lift(m.opt("trick_no").map(|n| r.int(n, 1, 5).map(|v| v as u8)));
    let trick = lift(m.opt("trick").map(|n| played_list(r, n)));
    let held = cards(r, m, "held");
    let played = m.req(r, "played").and_then(|n| played_list(r, n));
    Some(Bet {
        figure: figure?,
        action: action?,
        showing: showing?,
        seat: seat? as u8,
        trump: trump?,
        scores: scores?,
        state: st?,
        trick_no: trick_no?,
        trick: trick?,
        held: held?,
        played: played?,
        show_phase: phase? == "show",
    })
}

pub(super) fn records(r: &mut dyn PositionReader, m: &mut MapReader) -> Option<Vec<FigureRecord>> {
    let node = m.req(r, "figures")?;
    let mut fm = r.map(node)?;
    let mut out = Vec::new();
    let mut ok = true;
    for figure in Figure::ALL {
        let rec = fm.req(r, figure.token()).and_then(|n| {
            let mut rm = r.map(n)?;
            let v = rm.req(r, "value").and_then(|n| value(r, n, 1));
            let winner = rm
                .req(r, "winner")
                .and_then(|n| r.token(n, &["A", "B", "tie"]))
                .map(|t| match t {
                    "A" => Some(Team::A),
                    "B" => Some(Team::B),
                    _ => None,
                });
            let how = rm
                .req(r, "how")
                .and_then(|n| r.token(n, &["conceded", "held", "unbet"]))
                .map(|t| match t {
                    "conceded" => How::Conceded,
                    "held" => How::Held,
                    _ => How::Unbet,
                });
            let proof = lift(rm.opt("proof").map(|n| r.bool(n)));
            let order = lift(rm.opt("order").map(|n| r.int(n, 1, 99).map(|v| v as u32)));
            rm.finish(r);
            Some(FigureRecord {
                figure,
                value: v?,
                winner: winner?,
                how: how?,
                proof: proof?,
                order: order?,
            })
        });
        match rec {
            Some(x) => out.push(x),
            None => ok = false,
        }
    }
    fm.finish(r);
    ok.then_some(out)
}
