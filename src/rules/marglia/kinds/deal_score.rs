//! `deal-score`: each side's score for a deal, its card points and frilli less the
//! deduction.

use super::{checked, empty_trick, non_negative, table_fields};
use crate::fields::{Fields, MapReader};
use crate::rules::answer::{Answer, Arg, Reason, Team, TrickCard};
use crate::rules::answer::{AnswerForm, Field, Verdict};
use crate::rules::kind::Kind;
use crate::rules::marglia::{play, read, Query, Rules, SideTake};
use crate::rules::position_reader::lift;
use crate::rules::position_reader::PositionReader;
use crate::rules::problem::Problem;

pub struct DealScore;

impl Kind<Query, Rules> for DealScore {
    fn name(&self) -> &'static str {
        "deal-score"
    }

    fn read(&self, r: &mut dyn PositionReader, m: &mut MapReader, rules: Rules) -> Option<Query> {
        let deck = rules.deck();
        let won = m.opt("tricks_won").map(|n| {
            let mut mm = r.map(n)?;
            let a = mm.req(r, "A").and_then(|n| read::tricks(r, n, deck));
            let b = mm.req(r, "B").and_then(|n| read::tricks(r, n, deck));
            mm.finish(r);
            Some(vec![SideTake::Tricks(a?), SideTake::Tricks(b?)])
        });
        let counts = m.opt("counts").map(|n| {
            let mut mm = r.map(n)?;
            let mut side = |r: &mut dyn PositionReader, key: &'static str| {
                let node = mm.req(r, key)?;
                let mut sm = r.map(node)?;
                let p = sm.req(r, "card_points").and_then(|n| read::int(r, n));
                let f = sm.req(r, "frillo_tricks").and_then(|n| read::int(r, n));
                sm.finish(r);
                Some(SideTake::Counts {
                    card_points: p?,
                    frillo_tricks: f?,
                })
            };
            let a = side(r, "A");
            let b = side(r, "B");
            mm.finish(r);
            Some(vec![a?, b?])
        });
        let deduction = match m.opt("deduction") {
            Some(n) => read::int(r, n),
            None => Some(35),
        };
        let table = read::table(r, m, rules, None);
        let won = lift(won)?;
        let counts = lift(counts)?;
        let both_given = won.is_some() && counts.is_some();
        let sides = if both_given {
            Vec::new()
        } else {
            won.or(counts).unwrap_or_default()
        };
        Some(Query::DealScore {
            table: table?,
            sides,
            both_given,
            deduction: deduction?,
        })
    }

    fn problems(&self, q: &Query) -> Option<Vec<Problem>> {
        let Query::DealScore {
            table,
            sides,
            both_given,
            deduction,
        } = q
        else {
            return None;
        };
        let mut out = match checked(q) {
            Ok(mut pack) => {
                // The tricks of both sides, numbered as one list (as the copies are).
                let tricks = sides.iter().flat_map(|s| match s {
                    SideTake::Tricks(ts) => ts.as_slice(),
                    SideTake::Counts { .. } => &[],
                });
                for (i, t) in tricks.enumerate() {
                    pack.element("tricks_won", i, t.iter().copied());
                }
                pack.finish()
            }
            Err(p) => return Some(p),
        };
        if !out.is_empty() {
            return Some(out);
        }
        if !table.has_deal_score() {
            out.push(Problem::new("partnerships", "marglia.no-deal-score-alone"));
        }
        if *both_given {
            out.push(Problem::contradicts("counts", "tricks_won"));
        } else if sides.is_empty() {
            out.push(Problem::required_with("tricks_won", "counts", "absent"));
        }
        out.extend(non_negative("deduction", *deduction));
        let mut all = Vec::new();
        for s in sides {
            match s {
                SideTake::Tricks(ts) => {
                    for (i, t) in ts.iter().enumerate() {
                        if t.is_empty() {
                            out.push(empty_trick("tricks_won", i));
                        }
                    }
                    all.extend(ts.concat());
                }
                SideTake::Counts {
                    card_points,
                    frillo_tricks,
                } => {
                    out.extend(non_negative("counts", *card_points));
                    out.extend(non_negative("counts", *frillo_tricks));
                }
            }
        }
        out.extend(Problem::single_copies(&[("tricks_won", all)], |c| {
            table.index(c)
        }));
        if out.is_empty() && deal_scores(sides, *deduction).is_none() {
            out.push(Problem::answer_too_large("counts"));
        }
        Some(out)
    }

    fn form(&self, q: &Query) -> Option<AnswerForm> {
        let Query::DealScore { .. } = q else {
            return None;
        };
        Some(AnswerForm::Ints(vec!["A", "B"]))
    }

    fn verdict(&self, q: &Query) -> Option<Verdict> {
        let Query::DealScore {
            sides, deduction, ..
        } = q
        else {
            return None;
        };
        let (scores, reasons) = deal_scores(sides, *deduction)
            .expect("problems() refuses counts whose score does not fit");
        Some(Verdict {
            answer: Answer::Ints(vec![("A", scores[0]), ("B", scores[1])]),
            reasons,
            cards: Vec::new(),
        })
    }

    fn fields(&self, q: &Query) -> Option<Vec<(&'static str, Field)>> {
        let Query::DealScore {
            sides, deduction, ..
        } = q
        else {
            return None;
        };
        let mut out = table_fields(q.table());
        for (i, side) in sides.iter().enumerate().take(2) {
            let key = if i == 0 { "side_a" } else { "side_b" };
            match side {
                SideTake::Tricks(ts) if ts.is_empty() => out.push((key, Field::Cards(Vec::new()))),
                SideTake::Tricks(ts) => {
                    for t in ts {
                        out.push((key, Field::Trick(TrickCard::faces(t))));
                    }
                }
                SideTake::Counts {
                    card_points,
                    frillo_tricks,
                } => out.push((
                    key,
                    Field::Counts(vec![
                        ("card_points", *card_points),
                        ("frillo_tricks", *frillo_tricks),
                    ]),
                )),
            }
        }
        out.push(("deduction", Field::Int(*deduction)));
        Some(out)
    }
}

/// Both sides' deal scores (8.1) with their reasons; `None` when a side's counts are too
/// large for its raw total to fit an answer's integers (counts are the position's numbers,
/// not bounded by a pack).
fn deal_scores(sides: &[SideTake], deduction: i64) -> Option<([i64; 2], Vec<Reason>)> {
    let mut scores = [0i64; 2];
    let mut reasons = Vec::new();
    for (i, side) in sides.iter().enumerate().take(2) {
        let (points, frilli) = match side {
            SideTake::Tricks(ts) => ts.iter().fold((0i64, 0i64), |(p, f), t| {
                let (tp, tf) = play::trick_points(t);
                (p + tp as i64, f + tf as i64)
            }),
            SideTake::Counts {
                card_points,
                frillo_tricks,
            } => (*card_points, *frillo_tricks),
        };
        let raw = points.checked_add(frilli)?;
        scores[i] = raw.checked_sub(deduction)?.max(0);
        let team = if i == 0 { Team::A } else { Team::B };
        reasons.push(
            Reason::new(if raw > deduction {
                "marglia.deal-score"
            } else {
                "marglia.deal-score-zero"
            })
            .with("team", Arg::Team(team))
            .with("points", Arg::Int(points))
            .with("frilli", Arg::Int(frilli))
            .with("raw", Arg::Int(raw))
            .with("deduction", Arg::Int(deduction))
            .with("score", Arg::Int(scores[i])),
        );
    }
    Some((scores, reasons))
}
