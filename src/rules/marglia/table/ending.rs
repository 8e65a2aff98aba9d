//! The end of a deal: its result is the verdict of the game's own scoring question built
//! from the deal, so it is by construction what that kind says. With partners, the
//! `deal-score` of the tricks each side won (8.1), or of no tricks at all when the deal was
//! stopped (5.8: both sides 0). In solo Maniglia, which has no deal score (section 9,
//! 13.11), each player's `card-points` over the tricks they won (Whole deals point 4).

use super::super::{Query, SideTake};
use super::DealTable;
use crate::cards::Card;
use crate::rules::answer::{Answer, Arg, PerTeam, Reason, TrickCard};
use crate::rules::playout::Taken;
use crate::rules::question::Checked;
use crate::rules::table::{Outcome, Table};

/// The result once the deal is over.
pub fn outcome(t: &DealTable) -> Option<Outcome> {
    if !t.is_over() {
        return None;
    }
    let tricks = t.taken().len() as i64;
    if !t.setup.table.partnerships {
        return Some(solo(t));
    }
    let scoring = deal_score_question(t);
    let ended = if t.stopped() {
        Reason::new("marglia.deal-stopped").with("after", Arg::Int(t.after))
    } else {
        Reason::new("marglia.all-tricks-played").with("tricks", Arg::Int(tricks))
    };
    Some(Outcome {
        answer: scoring.verdict().answer,
        scoring: Some(scoring.into()),
        result_form: None,
        reasons: vec![ended],
    })
}

/// Sides A and B's deal scores, once a partnership deal is over.
pub fn deal_scores(t: &DealTable) -> Option<PerTeam<i64>> {
    if !t.is_over() || !t.setup.table.partnerships {
        return None;
    }
    match deal_score_question(t).verdict().answer {
        Answer::Ints(kv) => {
            let get = |k: &str| kv.iter().find(|(n, _)| *n == k).map_or(0, |(_, v)| *v);
            Some(PerTeam {
                a: get("A"),
                b: get("B"),
            })
        }
        _ => None,
    }
}

/// The `deal-score` question of the deal: each side's tricks (seats 0 and 2 are A, 1 and 3
/// B), with the setup's deduction.
fn deal_score_question(t: &DealTable) -> Checked<Query> {
    let mut sides = [Vec::new(), Vec::new()];
    for taken in t.taken() {
        sides[taken.winner % 2].push(faces(taken));
    }
    let [a, b] = sides;
    Query::DealScore {
        table: t.setup.table,
        sides: vec![SideTake::Tricks(a), SideTake::Tricks(b)],
        both_given: false,
        deduction: t.setup.deduction(),
    }
    .check()
    .expect("the tricks of a deal are each card once, of the pack")
}

/// Solo play: each seat's `card-points` over the tricks it won, in seat order.
fn solo(t: &DealTable) -> Outcome {
    let n = t.players();
    let mut points = Vec::with_capacity(n);
    for seat in 0..n {
        let tricks: Vec<Vec<Card>> = t
            .taken()
            .iter()
            .filter(|taken| taken.winner == seat)
            .map(faces)
            .collect();
        let question = Query::CardPoints {
            table: t.setup.table,
            cards: None,
            tricks: Some(tricks),
        }
        .check()
        .expect("the tricks of a deal are each card once, of the pack");
        match question.verdict().answer {
            Answer::Int(p) => points.push(p),
            _ => points.push(0),
        }
    }
    Outcome {
        answer: Answer::IntList(points),
        // One card-points question per player: no single question gives the result.
        scoring: None,
        result_form: Some(super::result_form(&t.setup)),
        reasons: vec![Reason::new("marglia.solo-card-points")
            .with("tricks", Arg::Int(t.taken().len() as i64))],
    }
}

fn faces(taken: &Taken) -> Vec<Card> {
    taken
        .cards
        .iter()
        .filter_map(|c| match c {
            TrickCard::Face(c) => Some(*c),
            _ => None,
        })
        .collect()
}
