//! `card-points`: the card points of some cards, or of tricks with their frillo bonus.

use super::{checked, empty_trick, table_fields};
use crate::fields::Fields;
use crate::fields::MapReader;
use crate::rules::answer::{Answer, Arg, Reason, TrickCard};
use crate::rules::answer::{AnswerForm, Field, Verdict};
use crate::rules::kind::Kind;
use crate::rules::marglia::{play, read, Query, Rules};
use crate::rules::position_reader::lift;
use crate::rules::position_reader::PositionReader;
use crate::rules::problem::Problem;

pub struct CardPoints;

impl Kind<Query, Rules> for CardPoints {
    fn name(&self) -> &'static str {
        "card-points"
    }

    fn read(&self, r: &mut dyn PositionReader, m: &mut MapReader, rules: Rules) -> Option<Query> {
        let deck = rules.deck();
        let cards = m.opt("cards").map(|n| r.cards(n, deck));
        let tricks = m.opt("tricks").map(|n| read::tricks(r, n, deck));
        let table = read::table(r, m, rules, None);
        Some(Query::CardPoints {
            table: table?,
            cards: lift(cards)?,
            tricks: lift(tricks)?,
        })
    }

    fn problems(&self, q: &Query) -> Option<Vec<Problem>> {
        let Query::CardPoints {
            table,
            cards,
            tricks,
        } = q
        else {
            return None;
        };
        let mut out = match checked(q) {
            Ok(mut pack) => {
                pack.cards("cards", cards.as_deref().unwrap_or_default());
                for (i, t) in tricks.iter().flatten().enumerate() {
                    pack.element("tricks", i, t.iter().copied());
                }
                pack.finish()
            }
            Err(p) => return Some(p),
        };
        if !out.is_empty() {
            return Some(out);
        }
        match (cards, tricks) {
            (Some(_), Some(_)) => out.push(Problem::contradicts("tricks", "cards")),
            (None, None) => out.push(Problem::required_with("cards", "tricks", "absent")),
            (Some(cs), None) => {
                out.extend(Problem::single_copies(&[("cards", cs)], |c| table.index(c)))
            }
            (None, Some(ts)) => {
                for (i, t) in ts.iter().enumerate() {
                    if t.is_empty() {
                        out.push(empty_trick("tricks", i));
                    }
                }
                out.extend(Problem::single_copies(&[("tricks", ts.concat())], |c| {
                    table.index(c)
                }));
            }
        }
        Some(out)
    }

    fn form(&self, q: &Query) -> Option<AnswerForm> {
        let Query::CardPoints { .. } = q else {
            return None;
        };
        Some(AnswerForm::Int)
    }

    fn verdict(&self, q: &Query) -> Option<Verdict> {
        let Query::CardPoints { cards, tricks, .. } = q else {
            return None;
        };
        let (total, reasons) = match (cards, tricks) {
            (Some(cs), _) => {
                let p: u32 = cs.iter().map(|c| play::value(c.rank)).sum();
                (
                    p as i64,
                    vec![Reason::new("marglia.card-values").with("points", Arg::Int(p as i64))],
                )
            }
            (None, Some(ts)) => {
                let mut points = 0;
                let mut bonus = 0;
                for t in ts {
                    let (p, f) = play::trick_points(t);
                    points += p as i64;
                    bonus += f as i64;
                }
                (
                    points + bonus,
                    vec![
                        Reason::new("marglia.card-values").with("points", Arg::Int(points)),
                        Reason::new("marglia.frillo-bonus")
                            .with("count", Arg::Int(bonus))
                            .with("tricks", Arg::Int(ts.len() as i64)),
                    ],
                )
            }
            (None, None) => (0, Vec::new()),
        };
        Some(Verdict {
            answer: Answer::Int(total),
            reasons,
            cards: Vec::new(),
        })
    }

    fn fields(&self, q: &Query) -> Option<Vec<(&'static str, Field)>> {
        let Query::CardPoints { cards, tricks, .. } = q else {
            return None;
        };
        let mut out = table_fields(q.table());
        if let Some(cs) = cards {
            out.push(("cards", Field::Cards(cs.clone())));
        }
        if let Some(ts) = tricks {
            for t in ts {
                out.push(("tricks", Field::Trick(TrickCard::faces(t))));
            }
        }
        Some(out)
    }
}
