//! Located reading of a tree of values, the vocabulary every reader of positions, lessons
//! and question sets shares: the YAML tree with its parser ([`yaml`]), and typed fields
//! read from it (cards, suits, tokens from a fixed list, integers in a range, mappings with
//! known fields) whose errors say where and what was expected.
//!
//! It stands below `rules` so that a game's own position reader, in the game's folder, can
//! use it; whoever reads a file decides where its errors go ([`Report::error`]).

mod error;
mod read;
pub mod yaml;

pub use error::FieldError;
pub use read::{Fields, MapReader, Report};
pub use yaml::{Loc, Node, Value};
