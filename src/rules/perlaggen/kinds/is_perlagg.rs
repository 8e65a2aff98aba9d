//! `is-perlagg`: is this card a wild card (Perlagg) under this trump, and which kind?

use super::{pack, simple};
use crate::fields::{Fields, MapReader};
use crate::rules::answer::Verdict;
use crate::rules::answer::{Answer, AnswerForm, Arg, Field, Reason};
use crate::rules::kind::Kind;
use crate::rules::perlaggen::cards::{self, index, is_perlagg, suit_ix};
use crate::rules::perlaggen::{read, Query};
use crate::rules::position_reader::PositionReader;
use crate::rules::problem::Problem;

pub struct IsPerlagg;

impl Kind<Query> for IsPerlagg {
    fn name(&self) -> &'static str {
        "is-perlagg"
    }

    fn read(&self, r: &mut dyn PositionReader, m: &mut MapReader, (): ()) -> Option<Query> {
        let t = read::trump(r, m);
        let c = m.req(r, "card").and_then(|n| r.card(n, read::DECK));
        Some(Query::IsPerlagg {
            trump: t?,
            card: c?,
        })
    }

    fn problems(&self, q: &Query) -> Option<Vec<Problem>> {
        let Query::IsPerlagg { trump, card } = q else {
            return None;
        };
        let mut pack = pack();
        pack.suit("trump", *trump).card("card", *card);
        Some(pack.finish())
    }

    fn form(&self, q: &Query) -> Option<AnswerForm> {
        let Query::IsPerlagg { .. } = q else {
            return None;
        };
        Some(AnswerForm::Bool)
    }

    fn verdict(&self, q: &Query) -> Option<Verdict> {
        let Query::IsPerlagg { trump, card } = q else {
            return None;
        };
        let t = suit_ix(*trump);
        let ix = index(*card);
        let reason = match cards::strength(ix, t) {
            Some(s) if s <= 4 => Reason::new("perlaggen.permanent-wild"),
            Some(_) => Reason::new("perlaggen.trump-wild"),
            None => Reason::new("perlaggen.natural"),
        }
        .with("card", Arg::Card(*card))
        .with("trump", Arg::Suit(*trump));
        Some(simple(Answer::Bool(is_perlagg(ix, t)), vec![reason]))
    }

    fn fields(&self, q: &Query) -> Option<Vec<(&'static str, Field)>> {
        let Query::IsPerlagg { trump, card } = q else {
            return None;
        };
        Some(vec![
            ("trump", Field::Suit(*trump)),
            ("card", Field::Cards(vec![*card])),
        ])
    }
}
