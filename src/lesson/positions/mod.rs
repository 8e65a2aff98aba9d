//! Turning a raw YAML position into a checked engine query, game by game: the fields of
//! each spec's "Position fields" section, with located errors, then the engine's own
//! problems (impossible positions) located at the field they name.

mod actions;
mod gaigel;
mod marglia;
mod perlaggen;
mod rikken;
mod vier_anderle;

use super::error::ErrorKind;
use super::fields::{MapReader, Reader};
use super::yaml::Node;
use crate::rules::{Checked, Game, Problem, Query, RuleSet};

/// Reads the `position` of a question of `kind` for `game` and checks it. `None` when
/// anything is wrong (the errors, the engine's problems among them, are in the reader).
pub fn read(r: &mut Reader, game: Game, kind: &str, position: &Node) -> Option<Checked> {
    let before = r.errors.len();
    let mut map = r.map(position)?;
    let query = match game.rules() {
        RuleSet::Gaigel => gaigel::read(r, kind, &mut map).map(Query::Gaigel),
        RuleSet::Rikken => rikken::read(r, kind, &mut map).map(Query::Rikken),
        RuleSet::Marglia(rules) => marglia::read(r, kind, &mut map, rules).map(Query::Marglia),
        RuleSet::VierAnderle(rules) => {
            vier_anderle::read(r, kind, &mut map, rules).map(Query::VierAnderle)
        }
        RuleSet::Perlaggen => perlaggen::read(r, kind, &mut map).map(Query::Perlaggen),
    };
    map.finish(r);
    if r.errors.len() > before {
        return None;
    }
    let problems = match query?.check() {
        Ok(checked) => return Some(checked),
        Err(problems) => problems,
    };
    let map = r.map(position)?;
    for problem in problems {
        let loc = locate(&map, &problem);
        r.err(loc, ErrorKind::Impossible { problem });
    }
    None
}

/// Where in the position a problem lies: the field's value, or its list element.
fn locate(map: &MapReader, problem: &Problem) -> super::yaml::Loc {
    let field_loc = map.loc_of(problem.field);
    let Some(index) = problem.index else {
        return field_loc;
    };
    map.node
        .get(problem.field)
        .and_then(|n| n.as_list())
        .and_then(|l| l.get(index))
        .map(|n| n.loc)
        .unwrap_or(field_loc)
}

/// An optional field that was present but bad makes the whole read fail.
fn lift<T>(v: Option<Option<T>>) -> Option<Option<T>> {
    match v {
        None => Some(None),
        Some(None) => None,
        Some(Some(t)) => Some(Some(t)),
    }
}
