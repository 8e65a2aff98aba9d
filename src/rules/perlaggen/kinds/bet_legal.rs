//! `bet-legal`: may this player take this betting action now?

use super::{bet_check, bet_fields, simple};
use crate::fields::MapReader;
use crate::rules::answer::{Answer, AnswerForm, Field, Verdict};
use crate::rules::kind::Kind;
use crate::rules::perlaggen::betting::{self, Action};
use crate::rules::perlaggen::{read, Query};
use crate::rules::position_reader::PositionReader;
use crate::rules::problem::Problem;

pub struct BetLegal;

impl Kind<Query> for BetLegal {
    fn name(&self) -> &'static str {
        "bet-legal"
    }

    fn read(&self, r: &mut dyn PositionReader, m: &mut MapReader, (): ()) -> Option<Query> {
        Some(Query::BetLegal(read::bet(r, m, true)?))
    }

    fn problems(&self, q: &Query) -> Option<Vec<Problem>> {
        let Query::BetLegal(b) = q else {
            return None;
        };
        Some(bet_check(b))
    }

    fn form(&self, q: &Query) -> Option<AnswerForm> {
        let Query::BetLegal(_) = q else {
            return None;
        };
        Some(AnswerForm::Bool)
    }

    fn verdict(&self, q: &Query) -> Option<Verdict> {
        let Query::BetLegal(b) = q else {
            return None;
        };
        let action = b.action.unwrap_or(Action::Bet);
        let (ok, reason) = betting::judge(action, &b.state, &b.situation());
        Some(simple(Answer::Bool(ok), vec![reason]))
    }

    fn fields(&self, q: &Query) -> Option<Vec<(&'static str, Field)>> {
        let Query::BetLegal(b) = q else {
            return None;
        };
        Some(bet_fields(b))
    }
}
