//! `cut-keep`: which of the cards seen at the cut the cutter keeps.

use super::{pack, simple};
use crate::fields::MapReader;
use crate::rules::answer::{Answer, AnswerForm, Arg, Field, Reason};
use crate::rules::answer::{TrickCard, Verdict};
use crate::rules::kind::Kind;
use crate::rules::perlaggen::cards::index;
use crate::rules::perlaggen::{deal, read, Query};
use crate::rules::position_reader::PositionReader;
use crate::rules::problem::Problem;

pub struct CutKeep;

impl Kind<Query> for CutKeep {
    fn name(&self) -> &'static str {
        "cut-keep"
    }

    fn read(&self, r: &mut dyn PositionReader, m: &mut MapReader, (): ()) -> Option<Query> {
        Some(Query::CutKeep {
            seen: read::cards(r, m, "seen")?,
        })
    }

    fn problems(&self, q: &Query) -> Option<Vec<Problem>> {
        let Query::CutKeep { seen } = q else {
            return None;
        };
        let mut pack = pack();
        pack.cards("seen", seen);
        let mut out = pack.finish();
        if !out.is_empty() {
            return Some(out);
        }
        out.extend(Problem::length("seen", seen.len(), 1, 33));
        out.extend(Problem::single_copies(&[("seen", seen)], index));
        Some(out)
    }

    fn form(&self, q: &Query) -> Option<AnswerForm> {
        let Query::CutKeep { seen } = q else {
            return None;
        };
        // In the order of `seen` (Position fields): a list, not a set.
        Some(AnswerForm::CardSequence(seen.clone()))
    }

    fn verdict(&self, q: &Query) -> Option<Verdict> {
        let Query::CutKeep { seen } = q else {
            return None;
        };
        let kept = deal::cut_keep(seen);
        let mut reasons = Vec::new();
        if !kept.is_empty() {
            reasons
                .push(Reason::new("perlaggen.cut-keeps").with("cards", Arg::Cards(kept.clone())));
        }
        if let Some(&stop) = seen.get(kept.len()) {
            reasons.push(Reason::new("perlaggen.cut-ends").with("card", Arg::Card(stop)));
        }
        Some(simple(Answer::CardSequence(kept), reasons))
    }

    fn fields(&self, q: &Query) -> Option<Vec<(&'static str, Field)>> {
        let Query::CutKeep { seen } = q else {
            return None;
        };
        Some(vec![("seen", Field::Trick(TrickCard::faces(seen)))])
    }
}
