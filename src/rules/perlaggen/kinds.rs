//! Perlaggen's question kinds, registered behind [`Kind`]: the kind names, the reading of a
//! position and the dispatch come from [`KINDS`]. Each is still answered by the matches over
//! [`Query`] in `mod.rs` (through [`ByMatch`]); a kind that moves into a unit of its own
//! (one file, as Gaigel's `kinds/`) takes its entry's place here.

use super::Query;
use crate::fields::MapReader;
use crate::rules::kind::{ByMatch, Kind, Matched};
use crate::rules::{AnswerForm, Field, PositionReader, Problem, Verdict};

/// The kinds of the spec's "Position fields" section, in its order.
pub const KINDS: &[&dyn Kind<Query>] = &[
    &ByMatch::new("perlaggen"),
    &ByMatch::new("is-perlagg"),
    &ByMatch::new("cut-keep"),
    &ByMatch::new("deal-packets"),
    &ByMatch::new("trump-suit"),
    &ByMatch::new("exchange-options"),
    &ByMatch::new("legal-plays"),
    &ByMatch::new("play-legal"),
    &ByMatch::new("trick-winner"),
    &ByMatch::new("gleich-winner"),
    &ByMatch::new("hanger-winner"),
    &ByMatch::new("bet-legal"),
    &ByMatch::new("bet-actions"),
    &ByMatch::new("deal-score"),
    &ByMatch::new("game-winner"),
    &ByMatch::new("gestrichen-winner"),
    &ByMatch::new("deal"),
];

impl Matched for Query {
    type Options = ();

    fn read(r: &mut dyn PositionReader, kind: &str, m: &mut MapReader, (): ()) -> Option<Query> {
        super::read::read(r, kind, m)
    }

    fn kind(&self) -> &'static str {
        Query::kind(self)
    }

    fn problems(&self) -> Vec<Problem> {
        Query::problems(self)
    }

    fn form(&self) -> AnswerForm {
        Query::form(self)
    }

    fn verdict(&self) -> Verdict {
        Query::verdict(self)
    }

    fn fields(&self) -> Vec<(&'static str, Field)> {
        Query::fields(self)
    }
}

#[cfg(test)]
mod tests {
    /// While the names are also listed in `mod.rs`, the two lists agree.
    #[test]
    fn the_registered_kinds_are_the_listed_ones() {
        assert_eq!(crate::rules::kind::names(super::KINDS), super::super::KINDS);
    }
}
