//! `turnup-credit`: the turned card's credit to the dealer's side, and whether the deal
//! may then be stopped.

use super::{checked, non_negative, table_fields};
use crate::fields::Fields;
use crate::fields::MapReader;
use crate::rules::answer::Answer;
use crate::rules::answer::{AnswerForm, Field, Verdict};
use crate::rules::kind::Kind;
use crate::rules::marglia::{read, turnup, Query, Rules};
use crate::rules::position_reader::PositionReader;
use crate::rules::problem::Problem;

pub struct TurnupCredit;

impl Kind<Query, Rules> for TurnupCredit {
    fn name(&self) -> &'static str {
        "turnup-credit"
    }

    fn read(&self, r: &mut dyn PositionReader, m: &mut MapReader, rules: Rules) -> Option<Query> {
        let deck = rules.deck();
        let turned = m.req(r, "turned").and_then(|n| r.card(n, deck));
        let before = m
            .req(r, "dealer_side_score_before")
            .and_then(|n| read::int(r, n));
        let table = read::table(r, m, rules, None);
        Some(Query::TurnupCredit {
            table: table?,
            turned: turned?,
            before: before?,
        })
    }

    fn problems(&self, q: &Query) -> Option<Vec<Problem>> {
        let Query::TurnupCredit {
            table,
            turned,
            before,
        } = q
        else {
            return None;
        };
        let mut out = match checked(q) {
            Ok(mut pack) => pack.card("turned", *turned).finish(),
            Err(p) => return Some(p),
        };
        if !out.is_empty() {
            return Some(out);
        }
        out.extend(non_negative("dealer_side_score_before", *before));
        if out.is_empty() && turnup(*table, *turned, *before).is_none() {
            out.push(Problem::answer_too_large("dealer_side_score_before"));
        }
        Some(out)
    }

    fn form(&self, q: &Query) -> Option<AnswerForm> {
        let Query::TurnupCredit { .. } = q else {
            return None;
        };
        Some(AnswerForm::Record(vec![
            ("dealer_side_score", AnswerForm::Int),
            ("may_end_deal", AnswerForm::Bool),
        ]))
    }

    fn verdict(&self, q: &Query) -> Option<Verdict> {
        let Query::TurnupCredit {
            table,
            turned,
            before,
        } = q
        else {
            return None;
        };
        let (after, may_end, reasons) = turnup(*table, *turned, *before)
            .expect("problems() refuses a score whose credit does not fit");
        Some(Verdict {
            answer: Answer::Record(vec![
                ("dealer_side_score", Answer::Int(after)),
                ("may_end_deal", Answer::Bool(may_end)),
            ]),
            reasons,
            cards: Vec::new(),
        })
    }

    fn fields(&self, q: &Query) -> Option<Vec<(&'static str, Field)>> {
        let Query::TurnupCredit { turned, before, .. } = q else {
            return None;
        };
        let mut out = table_fields(q.table());
        out.push(("turned", Field::Cards(vec![*turned])));
        out.push(("dealer_side_score_before", Field::Int(*before)));
        Some(out)
    }
}
