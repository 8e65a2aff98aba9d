//! The values of Gaigel positions that several kinds read (teams, per-team numbers, flags,
//! declarations, the hands of a deal); each kind reads its own fields (`kinds/`).

use crate::cards::Deck;
use crate::fields::yaml::Node;
use crate::fields::{Fields, MapReader};
use crate::rules::answer::{PerTeam, Team};
use crate::rules::gaigel::{table, Declaration};
use crate::rules::position_reader::PositionReader;
use crate::rules::problem::Problem;

const DECK: Deck = Deck::Gaigel;
const TEAMS: &[&str] = &["A", "B"];

pub(super) fn team(r: &mut dyn PositionReader, node: &Node) -> Option<Team> {
    r.token(node, TEAMS)
        .map(|t| if t == "A" { Team::A } else { Team::B })
}

/// `{A: n, B: n}` with each value in `0..=max`.
pub(super) fn per_team(r: &mut dyn PositionReader, node: &Node, max: i64) -> Option<PerTeam<u32>> {
    let mut m = r.map(node)?;
    let a = m.req(r, "A").and_then(|n| r.int(n, 0, max));
    let b = m.req(r, "B").and_then(|n| r.int(n, 0, max));
    m.finish(r);
    Some(PerTeam {
        a: a? as u32,
        b: b? as u32,
    })
}

pub(super) fn flag(
    r: &mut dyn PositionReader,
    m: &mut MapReader,
    key: &'static str,
    default: bool,
) -> Option<bool> {
    match m.opt(key) {
        Some(n) => r.bool(n),
        None => Some(default),
    }
}

pub(super) fn declaration(r: &mut dyn PositionReader, node: &Node) -> Option<Declaration> {
    r.token(node, Declaration::TOKENS)
        .and_then(Declaration::parse)
}

/// `hands: {0: [...], 1: [...], 2: [...], 3: [...]}`: every seat's hand as dealt.
pub(super) fn hands(
    r: &mut dyn PositionReader,
    node: &Node,
) -> Option<[Vec<crate::cards::Card>; 4]> {
    let mut m = r.map(node)?;
    let read: Vec<_> = ["0", "1", "2", "3"]
        .into_iter()
        .map(|seat| {
            let node = m.req(r, seat)?;
            let hand = r.cards(node, DECK)?;
            // A hand of the wrong size is pointed at where it is written, not only at
            // `hands` as the engine's problem would be.
            let size = table::setup::HAND;
            if let Some(problem) = Problem::length("hands", hand.len(), size, size) {
                r.impossible(node.loc, problem);
                return None;
            }
            Some(hand)
        })
        .collect();
    m.finish(r);
    let mut it = read.into_iter();
    Some([it.next()??, it.next()??, it.next()??, it.next()??])
}
