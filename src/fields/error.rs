//! What can be wrong with one field of a tree, as data: the reader of a file turns it into
//! its own located error.

use crate::cards::DeckError;

#[derive(Clone, Debug, PartialEq)]
pub enum FieldError {
    /// A value of the wrong type.
    ExpectedType {
        expected: &'static str,
        found: &'static str,
    },
    /// A mapping key that the format does not know.
    UnknownField {
        field: String,
        allowed: Vec<&'static str>,
    },
    MissingField {
        field: &'static str,
    },
    /// A value outside a fixed list (kinds, declarations, teams, ...).
    UnknownValue {
        value: String,
        allowed: Vec<String>,
    },
    /// A token that is not a card or suit of the game's pack.
    BadCard {
        error: DeckError,
        game: &'static str,
    },
    /// An integer outside its range.
    OutOfRange {
        min: i64,
        max: i64,
        actual: i64,
    },
}
