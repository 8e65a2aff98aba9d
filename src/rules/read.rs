//! Reading a position into a game's query, from a tree of fields: the interface a reader
//! of files gives the engine ([`PositionReader`]), and the dispatch to the kind the game
//! registers under that name, which reads its own fields (in the game's folder). Whether the position
//! is possible is the query's `check`, asked by the caller once every field is read.

use super::kind::named;
use super::position_reader::PositionReader;
use super::{gaigel, marglia, perlaggen, rikken, vier_anderle};
use super::{Game, Query, RuleSet};
use crate::fields::MapReader;

/// Reads the fields of a question of `kind` for `game` from the position's mapping; every
/// field of the kind is read (so that the caller's `finish` can report the others as
/// unknown) before anything is returned. `None` when a field is wrong (reported) or the
/// game has no such kind.
pub fn query(
    r: &mut dyn PositionReader,
    game: Game,
    kind: &str,
    map: &mut MapReader,
) -> Option<Query> {
    match game.rules() {
        RuleSet::Gaigel => named(gaigel::KINDS, kind)?
            .read(r, map, ())
            .map(Query::Gaigel),
        RuleSet::Rikken => named(rikken::kinds::KINDS, kind)?
            .read(r, map, ())
            .map(Query::Rikken),
        RuleSet::Marglia(rules) => named(marglia::kinds::KINDS, kind)?
            .read(r, map, rules)
            .map(Query::Marglia),
        RuleSet::VierAnderle(rules) => named(vier_anderle::kinds::KINDS, kind)?
            .read(r, map, rules)
            .map(Query::VierAnderle),
        RuleSet::Perlaggen => named(perlaggen::kinds::KINDS, kind)?
            .read(r, map, ())
            .map(Query::Perlaggen),
    }
}
