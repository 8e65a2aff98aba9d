//! `deal-score`: the game points a deal awards each team, and the carry to the next deal.

use super::{range_problem, simple};
use crate::fields::{Fields, MapReader};
use crate::rules::answer::Verdict;
use crate::rules::answer::{Answer, AnswerForm, Arg, Field, Team};
use crate::rules::gaigel::read::{flag, per_team, team};
use crate::rules::gaigel::{score, DealEnd, Event, Query};
use crate::rules::kind::Kind;
use crate::rules::position_reader::lift;
use crate::rules::position_reader::PositionReader;
use crate::rules::problem::Problem;

pub struct DealScore;

impl Kind<Query> for DealScore {
    fn name(&self) -> &'static str {
        "deal-score"
    }

    fn read(&self, r: &mut dyn PositionReader, m: &mut MapReader, (): ()) -> Option<Query> {
        let event = m
            .req(r, "event")
            .and_then(|n| r.token(n, Event::TOKENS))
            .and_then(Event::parse);
        let declarer = m.opt("declarer").map(|n| team(r, n));
        let disputed = flag(r, m, "disputed", false);
        let accused = m.opt("accused").map(|n| team(r, n));
        let claimant = m.opt("claimant").map(|n| team(r, n));
        let points = m.opt("points").map(|n| per_team(r, n, 100_000));
        let tricks = m.opt("tricks").map(|n| per_team(r, n, 12));
        let carry = match m.opt("carry") {
            Some(n) => r.int(n, 0, 1_000).map(|c| c as u32),
            None => Some(0),
        };
        let declarer = lift(declarer)?;
        let accused = lift(accused)?;
        let claimant = lift(claimant)?;
        Some(Query::DealScore(DealEnd {
            event: event?,
            declarer,
            disputed: disputed?,
            accused,
            // The claimant defaults to the team other than the accused.
            claimant: claimant.or(accused.map(Team::other)),
            points: lift(points)?,
            tricks: lift(tricks)?,
            carry: carry?,
        }))
    }

    fn problems(&self, q: &Query) -> Option<Vec<Problem>> {
        let Query::DealScore(end) = q else {
            return None;
        };
        Some(problems(end))
    }

    fn form(&self, q: &Query) -> Option<AnswerForm> {
        matches!(q, Query::DealScore(_)).then(form)
    }

    fn verdict(&self, q: &Query) -> Option<Verdict> {
        let Query::DealScore(end) = q else {
            return None;
        };
        let (award, carry_next, reasons) = score::deal_score(end);
        Some(simple(
            Answer::Ints(vec![
                ("A", award.a),
                ("B", award.b),
                ("carry_next", carry_next),
            ]),
            reasons,
        ))
    }

    fn fields(&self, q: &Query) -> Option<Vec<(&'static str, Field)>> {
        let Query::DealScore(e) = q else {
            return None;
        };
        let mut v = vec![("event", Field::Token(Event::TOKENS[e.event as usize]))];
        match e.event {
            Event::Declare => {
                if let Some(t) = e.declarer {
                    v.push(("declarer", Field::Team(t)));
                }
                v.push(("disputed", Field::Bool(e.disputed)));
                if e.disputed {
                    if let Some(p) = e.points {
                        v.push(("points", Field::PerTeam(p)));
                    }
                } else if let Some(t) = e.tricks {
                    v.push(("tricks", Field::PerTeam(t)));
                }
            }
            Event::MissedDeclarationClaim => {
                if let Some(t) = e.accused {
                    v.push(("accused", Field::Team(t)));
                }
                if let Some(t) = e.claimant {
                    v.push(("claimant", Field::Team(t)));
                }
                if let Some(p) = e.points {
                    v.push(("points", Field::PerTeam(p)));
                }
            }
            Event::NoDeclaration => {}
        }
        v.push(("carry", Field::Int(e.carry as i64)));
        Some(v)
    }
}

/// The form of the `deal-score` answer, which is also a whole deal's result.
pub(super) fn form() -> AnswerForm {
    AnswerForm::Ints(vec!["A", "B", "carry_next"])
}

fn problems(end: &DealEnd) -> Vec<Problem> {
    let mut out = Vec::new();
    let required = |field, value| Problem::required_with(field, "event", value);
    match end.event {
        Event::Declare => {
            if end.declarer.is_none() {
                out.push(required("declarer", "declare"));
            }
            if end.disputed && end.points.is_none() {
                out.push(required("points", "declare"));
            }
            if !end.disputed && end.tricks.is_none() {
                out.push(required("tricks", "declare"));
            }
        }
        Event::MissedDeclarationClaim => {
            if end.accused.is_none() {
                out.push(required("accused", "missed-declaration-claim"));
            }
            if end.points.is_none() {
                out.push(required("points", "missed-declaration-claim"));
            }
            if end.accused.is_some() && end.claimant == end.accused {
                out.push(Problem::must_differ("claimant", "accused"));
            }
        }
        Event::NoDeclaration => {}
    }
    if let Some(t) = end.tricks {
        out.extend(range_problem("tricks", t.a, 0, 12));
        out.extend(range_problem("tricks", t.b, 0, 12));
        // In i64: two u32 never overflow there.
        let sum = t.a as i64 + t.b as i64;
        if sum > 12 {
            out.push(
                Problem::new("tricks", "sum-too-large")
                    .with("max", Arg::Int(12))
                    .with("actual", Arg::Int(sum)),
            );
        }
    }
    out
}
