//! `deal-score`: each team's points for a deal, from the record of its three figures.

use super::{record_problems, records_fields, simple};
use crate::fields::MapReader;
use crate::rules::answer::{Answer, AnswerForm, Field, Verdict};
use crate::rules::kind::Kind;
use crate::rules::perlaggen::{read, score, Query};
use crate::rules::position_reader::PositionReader;
use crate::rules::problem::Problem;

pub struct DealScore;

impl Kind<Query> for DealScore {
    fn name(&self) -> &'static str {
        "deal-score"
    }

    fn read(&self, r: &mut dyn PositionReader, m: &mut MapReader, (): ()) -> Option<Query> {
        Some(Query::DealScore {
            records: read::records(r, m)?,
        })
    }

    fn problems(&self, q: &Query) -> Option<Vec<Problem>> {
        let Query::DealScore { records } = q else {
            return None;
        };
        Some(record_problems(records, false))
    }

    fn form(&self, q: &Query) -> Option<AnswerForm> {
        let Query::DealScore { .. } = q else {
            return None;
        };
        Some(AnswerForm::Ints(vec!["A", "B"]))
    }

    fn verdict(&self, q: &Query) -> Option<Verdict> {
        let Query::DealScore { records } = q else {
            return None;
        };
        let (s, reasons) = score::deal_score(records);
        Some(simple(
            Answer::Ints(vec![("A", s[0]), ("B", s[1])]),
            reasons,
        ))
    }

    fn fields(&self, q: &Query) -> Option<Vec<(&'static str, Field)>> {
        let Query::DealScore { records } = q else {
            return None;
        };
        Some(records_fields(records))
    }
}
