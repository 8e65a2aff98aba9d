//! Reading a position into a game's query, from a tree of fields: the interface a reader
//! of files gives the engine ([`PositionReader`]), and the dispatch to the game's own
//! reader, which lives in the game's folder (`rules/<game>/read.rs`). Whether the position
//! is possible is the query's `check`, asked by the caller once every field is read.

pub mod actions;

use super::{gaigel, marglia, perlaggen, rikken, vier_anderle};
use super::{Game, Problem, Query, RuleSet};
use crate::fields::{Fields, Loc, MapReader};

/// What the engine needs from whoever reads a position: typed fields with located errors
/// ([`Fields`]), and a way to point out where a field makes the position impossible.
pub trait PositionReader: Fields {
    fn impossible(&mut self, loc: Loc, problem: Problem);
}

/// Reads the fields of a question of `kind` for `game` from the position's mapping; every
/// field of the kind is read (so that the caller's `finish` can report the others as
/// unknown) before anything is returned. `None` when a field is wrong (reported) or the
/// game has no such kind.
pub fn query(
    r: &mut impl PositionReader,
    game: Game,
    kind: &str,
    map: &mut MapReader,
) -> Option<Query> {
    match game.rules() {
        RuleSet::Gaigel => gaigel::read::read(r, kind, map).map(Query::Gaigel),
        RuleSet::Rikken => rikken::read::read(r, kind, map).map(Query::Rikken),
        RuleSet::Marglia(rules) => marglia::read::read(r, kind, map, rules).map(Query::Marglia),
        RuleSet::VierAnderle(rules) => {
            vier_anderle::read::read(r, kind, map, rules).map(Query::VierAnderle)
        }
        RuleSet::Perlaggen => perlaggen::read::read(r, kind, map).map(Query::Perlaggen),
    }
}

/// An optional field that was present but bad makes the whole read fail.
pub fn lift<T>(v: Option<Option<T>>) -> Option<Option<T>> {
    match v {
        None => Some(None),
        Some(None) => None,
        Some(Some(t)) => Some(Some(t)),
    }
}
