//! `bet-actions`: which betting actions may this player take now? (the tutor's own kind,
//! built from the rules of `bet-legal`).

use super::{bet_check, bet_fields, simple};
use crate::fields::MapReader;
use crate::rules::answer::Verdict;
use crate::rules::answer::{Answer, AnswerForm, Arg, Field, Reason};
use crate::rules::kind::Kind;
use crate::rules::perlaggen::betting::{self, Action};
use crate::rules::perlaggen::{read, Query};
use crate::rules::position_reader::PositionReader;
use crate::rules::problem::Problem;

pub struct BetActions;

impl Kind<Query> for BetActions {
    fn name(&self) -> &'static str {
        "bet-actions"
    }

    fn read(&self, r: &mut dyn PositionReader, m: &mut MapReader, (): ()) -> Option<Query> {
        Some(Query::BetActions(read::bet(r, m, false)?))
    }

    fn problems(&self, q: &Query) -> Option<Vec<Problem>> {
        let Query::BetActions(b) = q else {
            return None;
        };
        Some(bet_check(b))
    }

    fn form(&self, q: &Query) -> Option<AnswerForm> {
        let Query::BetActions(_) = q else {
            return None;
        };
        Some(AnswerForm::SubsetOfTokens(
            Action::ALL.iter().map(|a| a.token()).collect(),
        ))
    }

    fn verdict(&self, q: &Query) -> Option<Verdict> {
        let Query::BetActions(b) = q else {
            return None;
        };
        let s = b.situation();
        let mut legal = Vec::new();
        // Each reason with the actions it decides: raise and hold share their
        // refusals, said once for both.
        let mut grouped: Vec<(Reason, Vec<&'static str>)> = Vec::new();
        for a in Action::ALL {
            let (ok, r) = betting::judge(a, &b.state, &s);
            if ok {
                legal.push(a.token());
            }
            match grouped.iter_mut().find(|(g, _)| *g == r) {
                Some((_, actions)) => actions.push(a.token()),
                None => grouped.push((r, vec![a.token()])),
            }
        }
        let reasons = grouped
            .into_iter()
            .map(|(r, actions)| {
                actions
                    .into_iter()
                    .fold(r, |r, a| r.with("subject", Arg::Token(a)))
            })
            .collect();
        Some(simple(Answer::Tokens(legal), reasons))
    }

    fn fields(&self, q: &Query) -> Option<Vec<(&'static str, Field)>> {
        let Query::BetActions(b) = q else {
            return None;
        };
        Some(bet_fields(b))
    }
}
