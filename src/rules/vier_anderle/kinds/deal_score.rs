//! `deal-score`: the chips each seat wins or pays for a deal, and the pot after it.

use super::{deal_fields, deal_problems, rules_fields, score_form};
use crate::fields::MapReader;
use crate::rules::answer::Answer;
use crate::rules::answer::{AnswerForm, Field, Verdict};
use crate::rules::kind::Kind;
use crate::rules::position_reader::PositionReader;
use crate::rules::problem::Problem;
use crate::rules::vier_anderle::{read, settle, Ask, Deal, Query, Rules};

pub struct DealScore;

impl Kind<Query, Rules> for DealScore {
    fn name(&self) -> &'static str {
        "deal-score"
    }

    fn read(&self, r: &mut dyn PositionReader, m: &mut MapReader, rules: Rules) -> Option<Query> {
        Some(Query {
            rules,
            ask: Ask::DealScore(read::deal(r, m, true)?),
        })
    }

    fn problems(&self, q: &Query) -> Option<Vec<Problem>> {
        let Ask::DealScore(deal) = &q.ask else {
            return None;
        };
        let mut out = Vec::new();
        out.extend(deal_problems(deal));
        if out.is_empty() {
            out.extend(tricks_problems(deal));
        }
        if out.is_empty() && settle::settle(q.rules, deal).is_none() {
            out.push(Problem::answer_too_large("pot_before_deal"));
        }
        Some(out)
    }

    fn form(&self, q: &Query) -> Option<AnswerForm> {
        let Ask::DealScore(deal) = &q.ask else {
            return None;
        };
        Some(score_form(deal.players))
    }

    fn verdict(&self, q: &Query) -> Option<Verdict> {
        let Ask::DealScore(deal) = &q.ask else {
            return None;
        };
        let s = settle::settle(q.rules, deal)
            .expect("problems() refuses a deal whose settlement does not fit");
        Some(Verdict {
            answer: Answer::Record(vec![
                ("chips", Answer::IntList(s.chips)),
                ("pot_after", Answer::Int(s.pot_after)),
            ]),
            reasons: s.reasons,
            cards: Vec::new(),
        })
    }

    fn fields(&self, q: &Query) -> Option<Vec<(&'static str, Field)>> {
        let Ask::DealScore(deal) = &q.ask else {
            return None;
        };
        let mut out = rules_fields(q.rules);
        deal_fields(deal, &mut out);
        Some(out)
    }
}

/// The `tricks` list of a deal-score position: present exactly when cards are played, one
/// entry per seat, a number for each participant and null for the others, 4 in all.
fn tricks_problems(deal: &Deal) -> Vec<Problem> {
    let mut out = Vec::new();
    let Some(tricks) = &deal.tricks else {
        if deal.has_play() {
            out.push(Problem::required_with("tricks", "in", "two or more seats"));
        }
        return out;
    };
    if !deal.has_play() {
        out.push(Problem::contradicts("tricks", "in"));
        return out;
    }
    if tricks.len() != deal.players as usize {
        out.push(Problem::one_per_seat(
            "tricks",
            deal.players as i64,
            tricks.len() as i64,
        ));
        return out;
    }
    let participants = deal.participants();
    for (s, t) in tricks.iter().enumerate() {
        let playing = participants.contains(&(s as u8));
        match (playing, t) {
            (true, None) => out.push(
                Problem::new("tricks", "vier-anderle.participant-without-tricks").at_index(s),
            ),
            (false, Some(_)) => out.push(
                Problem::new("tricks", "vier-anderle.non-participant-with-tricks").at_index(s),
            ),
            _ => {}
        }
    }
    let sum: i64 = tricks.iter().flatten().map(|&t| t as i64).sum();
    if out.is_empty() && sum != 4 {
        out.push(Problem::sum_must_be("tricks", 4, sum));
    }
    out
}
