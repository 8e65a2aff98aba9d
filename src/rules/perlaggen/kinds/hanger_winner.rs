//! `hanger-winner`: which team holds the best Hanger (a run in one suit), or a tie, or none.

use super::{best_per_team, figure_hands_fields, figure_hands_problems, figure_verdict, rank_arg};
use crate::fields::MapReader;
use crate::rules::answer::{AnswerForm, Arg, Field, Verdict};
use crate::rules::kind::Kind;
use crate::rules::perlaggen::{figures, read, Query};
use crate::rules::position_reader::PositionReader;
use crate::rules::problem::Problem;

pub struct HangerWinner;

impl Kind<Query> for HangerWinner {
    fn name(&self) -> &'static str {
        "hanger-winner"
    }

    fn read(&self, r: &mut dyn PositionReader, m: &mut MapReader, (): ()) -> Option<Query> {
        let t = read::trump(r, m);
        let h = read::hands(r, m);
        Some(Query::HangerWinner {
            trump: t?,
            hands: h?,
        })
    }

    fn problems(&self, q: &Query) -> Option<Vec<Problem>> {
        let Query::HangerWinner { trump, hands } = q else {
            return None;
        };
        Some(figure_hands_problems(*trump, hands))
    }

    fn form(&self, q: &Query) -> Option<AnswerForm> {
        let Query::HangerWinner { .. } = q else {
            return None;
        };
        Some(AnswerForm::OneOf(vec!["A", "B", "tie", "none"]))
    }

    fn verdict(&self, q: &Query) -> Option<Verdict> {
        let Query::HangerWinner { hands, .. } = q else {
            return None;
        };
        let best = best_per_team(hands, figures::best_hanger);
        Some(figure_verdict("hanger", best, |(n, r)| {
            vec![("count", Arg::Int(n as i64)), ("rank", rank_arg(r))]
        }))
    }

    fn fields(&self, q: &Query) -> Option<Vec<(&'static str, Field)>> {
        let Query::HangerWinner { trump, hands } = q else {
            return None;
        };
        Some(figure_hands_fields(*trump, hands))
    }
}
