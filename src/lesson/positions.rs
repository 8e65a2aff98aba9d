//! Turning a raw YAML position into a checked engine query: the game's own reader reads
//! the fields of its spec's "Position fields" section through this file's reader, with
//! located errors, then the engine's own problems (impossible positions) are located at the
//! field they name.

use super::error::ErrorKind;
use super::fields::Reader;
use crate::fields::Fields;
use crate::fields::{Loc, MapReader, Node};
use crate::rules::{read::query, Checked, Game, Problem};

/// Reads the `position` of a question of `kind` for `game` and checks it. `None` when
/// anything is wrong (the errors, the engine's problems among them, are in the reader).
pub fn read(r: &mut Reader, game: Game, kind: &str, position: &Node) -> Option<Checked> {
    let before = r.errors.len();
    let mut map = r.map(position)?;
    let query = query(r, game, kind, &mut map);
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
fn locate(map: &MapReader, problem: &Problem) -> Loc {
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
