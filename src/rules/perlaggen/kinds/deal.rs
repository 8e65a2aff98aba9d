//! `deal`: a whole deal record, judged action by action (`lessons/DEALS.md`).

use super::{pack, scores_before_field};
use crate::fields::{Fields, MapReader};
use crate::rules::answer::{AnswerForm, Field, Verdict};
use crate::rules::kind::Kind;
use crate::rules::perlaggen::cards::index;
use crate::rules::perlaggen::{read, table, Query};
use crate::rules::position_reader::PositionReader;
use crate::rules::problem::Problem;

pub struct Deal;

impl Kind<Query> for Deal {
    fn name(&self) -> &'static str {
        "deal"
    }

    fn read(&self, r: &mut dyn PositionReader, m: &mut MapReader, (): ()) -> Option<Query> {
        let pack = read::cards(r, m, "pack");
        let before = m.req(r, "scores_before").and_then(|n| read::scores(r, n));
        // Which deal of the game (optional, from 1), as `play --record` writes it for a
        // later deal. Without it a record's deal is headed without a number (never as a
        // first deal it may not be: `scores_before` may be a later deal's).
        let number = match m.opt("deal_number") {
            Some(n) => r.int(n, 1, 100_000).map(|n| Some(n as u32)),
            None => Some(None),
        };
        let actions = m
            .req(r, "actions")
            .and_then(|n| crate::rules::actions_reader::read(r, n, read::DECK, table::VERBS, 4));
        Some(Query::Deal {
            pack: pack?,
            before: before?,
            deal_number: number?,
            actions: actions?,
        })
    }

    fn problems(&self, q: &Query) -> Option<Vec<Problem>> {
        let Query::Deal {
            pack: cards,
            before,
            ..
        } = q
        else {
            return None;
        };
        let mut pack = pack();
        pack.cards("pack", cards);
        let mut out = pack.finish();
        if !out.is_empty() {
            return Some(out);
        }
        // 33 distinct cards of a 33-card pack: every card once, none missing.
        out.extend(Problem::length(
            "pack",
            cards.len(),
            table::PACK,
            table::PACK,
        ));
        out.extend(Problem::single_copies(&[("pack", cards)], index));
        // 18 wins the game (11.3): a deal starts below it.
        for t in before {
            out.extend(Problem::range("scores_before", *t, -999, 17));
        }
        Some(out)
    }

    fn form(&self, q: &Query) -> Option<AnswerForm> {
        let Query::Deal { .. } = q else {
            return None;
        };
        Some(crate::rules::table::deal_form(AnswerForm::Ints(vec![
            "A", "B",
        ])))
    }

    fn verdict(&self, q: &Query) -> Option<Verdict> {
        let Query::Deal {
            pack,
            before,
            actions,
            ..
        } = q
        else {
            return None;
        };
        Some(table::judge_record(pack, *before, actions))
    }

    fn fields(&self, q: &Query) -> Option<Vec<(&'static str, Field)>> {
        let Query::Deal {
            pack,
            before,
            deal_number,
            actions,
        } = q
        else {
            return None;
        };
        let mut out = vec![
            ("pack", Field::Cards(pack.clone())),
            ("scores_before", scores_before_field(*before)),
        ];
        if let Some(n) = deal_number {
            out.push(("deal_number", Field::Int(*n as i64)));
        }
        out.push(("actions", Field::Int(actions.len() as i64)));
        Some(out)
    }
}
