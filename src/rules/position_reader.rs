//! The interface a reader of files gives the engine, apart from the dispatch over games
//! that reads a position into a game's query ([`super::read::query`]), so that a game's
//! own readers may name it.

use super::problem::Problem;
use crate::fields::{Loc, Report};

/// What the engine needs from whoever reads a position: typed fields with located errors
/// ([`crate::fields::Fields`]), and a way to point out where a field makes the position impossible.
pub trait PositionReader: Report {
    fn impossible(&mut self, loc: Loc, problem: Problem);
}

/// An optional field that was present but bad makes the whole read fail.
pub fn lift<T>(v: Option<Option<T>>) -> Option<Option<T>> {
    match v {
        None => Some(None),
        Some(None) => None,
        Some(Some(t)) => Some(Some(t)),
    }
}
