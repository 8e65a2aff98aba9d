//! `deal`: a deal record (`lessons/DEALS.md`), replayed at the table: the deal's result,
//! the first illegal action with the rule that refuses it, or a deal not yet over.

use super::deal_score;
use super::simple;
use crate::cards::Deck;
use crate::fields::{Fields, MapReader};
use crate::rules::answer::Verdict;
use crate::rules::answer::{AnswerForm, Arg, Field, PerTeam, Reason};
use crate::rules::gaigel::read::{hands, per_team};
use crate::rules::gaigel::{table, DealRecord, Query};
use crate::rules::kind::Kind;
use crate::rules::position_reader::PositionReader;
use crate::rules::problem::Problem;
use crate::rules::table::{deal_form, replay, replayed_answer, Replayed};

pub struct Deal;

impl Kind<Query> for Deal {
    fn name(&self) -> &'static str {
        "deal"
    }

    fn read(&self, r: &mut dyn PositionReader, m: &mut MapReader, (): ()) -> Option<Query> {
        let hands = m.req(r, "hands").and_then(|n| hands(r, n));
        let turned = m.req(r, "turned").and_then(|n| r.card(n, Deck::Gaigel));
        let stock = m.req(r, "stock").and_then(|n| r.cards(n, Deck::Gaigel));
        let carry = match m.opt("carry") {
            Some(n) => r.int(n, 0, 1_000).map(|c| c as u32),
            None => Some(0),
        };
        let game_points = match m.opt("game_points") {
            Some(n) => per_team(r, n, table::setup::MAX_GAME_POINTS as i64),
            None => Some(PerTeam::default()),
        };
        // Which deal of the game (optional): a first one when absent.
        let deal_number = match m.opt("deal_number") {
            Some(n) => r.int(n, 1, 100_000).map(|n| n as u32),
            None => Some(1),
        };
        let actions = m
            .req(r, "actions")
            .and_then(|n| crate::rules::actions_reader::read(r, n, Deck::Gaigel, table::VERBS, 4));
        Some(Query::Deal(Box::new(DealRecord {
            setup: table::Setup {
                hands: hands?,
                turned: turned?,
                stock: stock?,
                carry: carry?,
                game_points: game_points?,
                deal_number: deal_number?,
            },
            actions: actions?,
        })))
    }

    /// A deal's setup checks its own cards against the pack.
    fn problems(&self, q: &Query) -> Option<Vec<Problem>> {
        let Query::Deal(record) = q else {
            return None;
        };
        Some(record.setup.problems())
    }

    fn form(&self, q: &Query) -> Option<AnswerForm> {
        matches!(q, Query::Deal(_)).then(|| deal_form(deal_score::form()))
    }

    fn verdict(&self, q: &Query) -> Option<Verdict> {
        let Query::Deal(record) = q else {
            return None;
        };
        let mut t = table::GaigelTable::dealt(record.setup.clone());
        let replayed = replay(&mut t, &record.actions);
        let reasons = match &replayed {
            Replayed::Illegal { reason, .. } => vec![reason.clone()],
            Replayed::Finished(outcome) => {
                let mut reasons = outcome.reasons.clone();
                if let Some(scoring) = &outcome.scoring {
                    reasons.extend(scoring.verdict().reasons);
                }
                reasons
            }
            Replayed::Unfinished { to_act } => {
                vec![Reason::new("gaigel.deal-unfinished").with("seat", Arg::Seats(vec![*to_act]))]
            }
        };
        Some(simple(replayed_answer(&replayed), reasons))
    }

    fn fields(&self, q: &Query) -> Option<Vec<(&'static str, Field)>> {
        let Query::Deal(record) = q else {
            return None;
        };
        let s = &record.setup;
        let mut v: Vec<(&'static str, Field)> = (0..4u8)
            .map(|seat| {
                let hand = Field::Cards(s.hands[seat as usize].clone());
                ("hands", Field::AtSeat(seat, Box::new(hand)))
            })
            .collect();
        v.push(("turned", Field::Cards(vec![s.turned])));
        v.push(("stock", Field::Cards(s.stock.clone())));
        v.push(("carry", Field::Int(s.carry as i64)));
        v.push(("game_points", Field::PerTeam(s.game_points)));
        v.push(("actions", Field::Int(record.actions.len() as i64)));
        Some(v)
    }
}
