//! `deal-packets`: the two packets the hands are dealt in, from what the cutter took.

use super::simple;
use crate::fields::{Fields, MapReader};
use crate::rules::answer::Verdict;
use crate::rules::answer::{Answer, AnswerForm, Arg, Field, Reason};
use crate::rules::kind::Kind;
use crate::rules::perlaggen::{deal, Query};
use crate::rules::position_reader::PositionReader;
use crate::rules::problem::Problem;

pub struct DealPackets;

impl Kind<Query> for DealPackets {
    fn name(&self) -> &'static str {
        "deal-packets"
    }

    fn read(&self, r: &mut dyn PositionReader, m: &mut MapReader, (): ()) -> Option<Query> {
        Some(Query::DealPackets {
            took: m.req(r, "cutter_took").and_then(|n| r.int(n, -99, 99))?,
        })
    }

    fn problems(&self, q: &Query) -> Option<Vec<Problem>> {
        let Query::DealPackets { took } = q else {
            return None;
        };
        Some(
            Problem::range("cutter_took", *took, 0, 4)
                .into_iter()
                .collect(),
        )
    }

    fn form(&self, q: &Query) -> Option<AnswerForm> {
        let Query::DealPackets { .. } = q else {
            return None;
        };
        Some(AnswerForm::IntList {
            len: 2,
            min: 0,
            max: 3,
            shape: crate::rules::answer::ListShape::Plain,
        })
    }

    fn verdict(&self, q: &Query) -> Option<Verdict> {
        let Query::DealPackets { took } = q else {
            return None;
        };
        let p = deal::packets(*took as u8);
        Some(simple(
            Answer::IntList(vec![p[0] as i64, p[1] as i64]),
            vec![Reason::new("perlaggen.packets")
                .with("took", Arg::Int(*took))
                .with("first", Arg::Int(p[0] as i64))
                .with("second", Arg::Int(p[1] as i64))],
        ))
    }

    fn fields(&self, q: &Query) -> Option<Vec<(&'static str, Field)>> {
        let Query::DealPackets { took } = q else {
            return None;
        };
        Some(vec![("cutter_took", Field::Int(*took))])
    }
}
