//! `declaration-order`: the order in which the seats declare in or out.

use super::{players_problem, rules_fields};
use crate::fields::MapReader;
use crate::rules::answer::{Answer, Arg, ListShape, Reason};
use crate::rules::answer::{AnswerForm, Field, Verdict};
use crate::rules::kind::Kind;
use crate::rules::position_reader::PositionReader;
use crate::rules::problem::Problem;
use crate::rules::vier_anderle::{read, Ask, DeclaringOrder, Query, Rules};

pub struct DeclarationOrder;

impl Kind<Query, Rules> for DeclarationOrder {
    fn name(&self) -> &'static str {
        "declaration-order"
    }

    fn read(&self, r: &mut dyn PositionReader, m: &mut MapReader, rules: Rules) -> Option<Query> {
        Some(Query {
            rules,
            ask: Ask::DeclarationOrder {
                players: read::players(r, m)?,
            },
        })
    }

    fn problems(&self, q: &Query) -> Option<Vec<Problem>> {
        let Ask::DeclarationOrder { players } = &q.ask else {
            return None;
        };
        Some(players_problem(*players).into_iter().collect())
    }

    fn form(&self, q: &Query) -> Option<AnswerForm> {
        let Ask::DeclarationOrder { players } = &q.ask else {
            return None;
        };
        Some(AnswerForm::IntList {
            len: *players as usize,
            min: 0,
            max: *players as i64 - 1,
            shape: ListShape::SeatOrder,
        })
    }

    fn verdict(&self, q: &Query) -> Option<Verdict> {
        let Ask::DeclarationOrder { players } = &q.ask else {
            return None;
        };
        let order = q.rules.declaring_order();
        let rule = match order {
            DeclaringOrder::FromDealersLeft => "vier-anderle.declare-order",
            DeclaringOrder::FromDealersRight => "vier-anderle.japanisch-declare-order",
        };
        let seats = order.seats(*players).into_iter().map(i64::from).collect();
        Some(Verdict {
            answer: Answer::IntList(seats),
            reasons: vec![Reason::new(rule).with("dealer", Arg::Int(*players as i64 - 1))],
            cards: Vec::new(),
        })
    }

    fn fields(&self, q: &Query) -> Option<Vec<(&'static str, Field)>> {
        let Ask::DeclarationOrder { players } = &q.ask else {
            return None;
        };
        let mut out = rules_fields(q.rules);
        out.push(("players", Field::Int(*players as i64)));
        out.push(("dealer", Field::Seat(players - 1)));
        Some(out)
    }
}
