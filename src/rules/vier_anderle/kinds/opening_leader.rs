//! `opening-leader`: which seat leads to the first trick (none when nobody plays).

use super::{deal_fields, deal_problems, rules_fields};
use crate::fields::MapReader;
use crate::rules::answer::{Answer, Arg, Reason};
use crate::rules::answer::{AnswerForm, Field, Verdict};
use crate::rules::kind::Kind;
use crate::rules::position_reader::PositionReader;
use crate::rules::problem::Problem;
use crate::rules::vier_anderle::{read, Ask, Query, Rules};

pub struct OpeningLeader;

impl Kind<Query, Rules> for OpeningLeader {
    fn name(&self) -> &'static str {
        "opening-leader"
    }

    fn read(&self, r: &mut dyn PositionReader, m: &mut MapReader, rules: Rules) -> Option<Query> {
        Some(Query {
            rules,
            ask: Ask::OpeningLeader(read::deal(r, m, false)?),
        })
    }

    fn problems(&self, q: &Query) -> Option<Vec<Problem>> {
        let Ask::OpeningLeader(deal) = &q.ask else {
            return None;
        };
        Some(deal_problems(deal))
    }

    fn form(&self, q: &Query) -> Option<AnswerForm> {
        let Ask::OpeningLeader(deal) = &q.ask else {
            return None;
        };
        Some(AnswerForm::Seat {
            players: deal.players,
            none: true,
        })
    }

    fn verdict(&self, q: &Query) -> Option<Verdict> {
        let Ask::OpeningLeader(deal) = &q.ask else {
            return None;
        };
        let (answer, reason) = match &deal.in_seats {
            None => (Some(0), Reason::new("vier-anderle.all-play-lead")),
            Some(_) => match deal.participants().as_slice() {
                [] => (None, Reason::new("vier-anderle.nobody-leads")),
                [lone] => (
                    Some(*lone),
                    Reason::new("vier-anderle.lone-named").with("seat", Arg::Int(*lone as i64)),
                ),
                [first, ..] => (
                    Some(*first),
                    Reason::new("vier-anderle.first-in-leads")
                        .with("seat", Arg::Int(*first as i64)),
                ),
            },
        };
        Some(Verdict {
            answer: Answer::Seat(answer),
            reasons: vec![reason],
            cards: Vec::new(),
        })
    }

    fn fields(&self, q: &Query) -> Option<Vec<(&'static str, Field)>> {
        let Ask::OpeningLeader(deal) = &q.ask else {
            return None;
        };
        let mut out = rules_fields(q.rules);
        deal_fields(deal, &mut out);
        Some(out)
    }
}
