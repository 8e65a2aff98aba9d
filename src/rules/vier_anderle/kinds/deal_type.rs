//! `deal-type`: whether everyone plays the deal or each player declares in or out.

use super::{pot_problems, rules_fields};
use crate::fields::MapReader;
use crate::rules::answer::{Answer, Arg, Reason};
use crate::rules::answer::{AnswerForm, Field, Verdict};
use crate::rules::kind::Kind;
use crate::rules::position_reader::PositionReader;
use crate::rules::problem::Problem;
use crate::rules::vier_anderle::{read, Ask, Query, Rules};

pub struct DealType;

impl Kind<Query, Rules> for DealType {
    fn name(&self) -> &'static str {
        "deal-type"
    }

    fn read(&self, r: &mut dyn PositionReader, m: &mut MapReader, rules: Rules) -> Option<Query> {
        Some(Query {
            rules,
            ask: Ask::DealType {
                pot_before: read::pot(r, m)?,
            },
        })
    }

    fn problems(&self, q: &Query) -> Option<Vec<Problem>> {
        let Ask::DealType { pot_before } = &q.ask else {
            return None;
        };
        Some(pot_problems(*pot_before))
    }

    fn form(&self, q: &Query) -> Option<AnswerForm> {
        let Ask::DealType { .. } = &q.ask else {
            return None;
        };
        Some(AnswerForm::OneOf(vec!["all-play", "in-out"]))
    }

    fn verdict(&self, q: &Query) -> Option<Verdict> {
        let Ask::DealType { pot_before } = &q.ask else {
            return None;
        };
        let (answer, rule) = if *pot_before == 0 {
            ("all-play", "vier-anderle.pot-empty")
        } else {
            ("in-out", "vier-anderle.pot-holds-chips")
        };
        Some(Verdict {
            answer: Answer::Choice(answer),
            reasons: vec![Reason::new(rule).with("pot", Arg::Int(*pot_before))],
            cards: Vec::new(),
        })
    }

    fn fields(&self, q: &Query) -> Option<Vec<(&'static str, Field)>> {
        let Ask::DealType { pot_before } = &q.ask else {
            return None;
        };
        let mut out = rules_fields(q.rules);
        out.push(("pot_before_deal", Field::Int(*pot_before)));
        Some(out)
    }
}
