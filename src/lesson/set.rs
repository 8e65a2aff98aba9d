//! Question sets: `game` + `cases: [{id, kind, position, answer?, why?, game?}]`, the input
//! of `tricktutor judge` and of the project's own rule tables.

use super::error::{ErrorKind, LoadError};
use super::fields::Reader;
use super::question::{self, Question};
use super::yaml;
use crate::rules::Game;

/// One case: the question, or the errors that made it unreadable.
#[derive(Debug)]
pub struct Case {
    pub id: String,
    pub question: Option<Question>,
    /// The case says `answer: invalid`: the engine must reject it.
    pub expects_invalid: bool,
    /// Errors in this case's position (expected when the case says `answer: invalid`).
    pub errors: Vec<LoadError>,
}

#[derive(Debug)]
pub struct QuestionSet {
    pub game: Game,
    pub cases: Vec<Case>,
}

/// Parses a question set. File-level errors (bad YAML, no `game`, a malformed case list,
/// duplicate ids) are returned as `Err`; per-case position errors are kept in the case.
pub fn parse(name: &str, text: &str) -> Result<QuestionSet, Vec<LoadError>> {
    let mut r = Reader::new(name, text);
    let root = match yaml::parse(text) {
        Ok(n) => n,
        Err(e) => {
            r.err(e.loc, ErrorKind::Syntax { message: e.message });
            return Err(r.errors);
        }
    };
    let Some(mut m) = r.map(&root) else {
        return Err(r.errors);
    };
    let game = m
        .req(&mut r, "game")
        .and_then(|n| question::read_game(&mut r, n));
    let cases_node = m.req(&mut r, "cases");
    m.finish(&mut r);
    let (Some(game), Some(cases_node)) = (game, cases_node) else {
        return Err(r.errors);
    };
    let Some(items) = cases_node.as_list() else {
        r.err(
            cases_node.loc,
            ErrorKind::ExpectedType {
                expected: "list",
                found: cases_node.value.type_name(),
            },
        );
        return Err(r.errors);
    };
    let mut cases = Vec::new();
    let mut ids: Vec<String> = Vec::new();
    for item in items {
        let file_errors = r.errors.len();
        let Some(mut cm) = r.map(item) else { continue };
        let id = question::read_id(&mut r, &mut cm);
        let case_game = match cm.opt("game") {
            Some(n) => question::read_game(&mut r, n),
            None => Some(game),
        };
        if r.errors.len() > file_errors {
            cm.finish(&mut r);
            continue;
        }
        let (Some(id), Some(case_game)) = (id, case_game) else {
            continue;
        };
        if ids.contains(&id) {
            r.err(item.loc, ErrorKind::DuplicateId { id: id.clone() });
            continue;
        }
        ids.push(id.clone());
        let before = r.errors.len();
        let q = question::read(&mut r, &mut cm, id.clone(), case_game, false);
        cm.finish(&mut r);
        let errors = r.errors.split_off(before);
        let expects_invalid = item.get("answer").and_then(|n| n.as_str()) == Some("invalid");
        cases.push(Case {
            expects_invalid,
            id,
            question: q,
            errors,
        });
    }
    if r.errors.is_empty() {
        Ok(QuestionSet { game, cases })
    } else {
        Err(r.errors)
    }
}
