//! `card-points`: what a set of cards counts, with the last trick's bonus.

use super::{copies_problems, pack, simple};
use crate::cards::Deck;
use crate::fields::Fields;
use crate::fields::MapReader;
use crate::rules::answer::Verdict;
use crate::rules::answer::{Answer, AnswerForm, Arg, Field, Reason};
use crate::rules::gaigel::read::flag;
use crate::rules::gaigel::{score, Query};
use crate::rules::kind::Kind;
use crate::rules::position_reader::PositionReader;
use crate::rules::problem::Problem;

pub struct CardPoints;

impl Kind<Query> for CardPoints {
    fn name(&self) -> &'static str {
        "card-points"
    }

    fn read(&self, r: &mut dyn PositionReader, m: &mut MapReader, (): ()) -> Option<Query> {
        let cards = m.req(r, "cards").and_then(|n| r.cards(n, Deck::Gaigel));
        let last_trick = flag(r, m, "last_trick", false);
        Some(Query::CardPoints {
            cards: cards?,
            last_trick: last_trick?,
        })
    }

    fn problems(&self, q: &Query) -> Option<Vec<Problem>> {
        let Query::CardPoints { cards, .. } = q else {
            return None;
        };
        let mut out = pack().cards("cards", cards).finish();
        if out.is_empty() {
            out.extend(copies_problems(&[("cards", cards)]));
        }
        Some(out)
    }

    fn form(&self, q: &Query) -> Option<AnswerForm> {
        matches!(q, Query::CardPoints { .. }).then_some(AnswerForm::Int)
    }

    fn verdict(&self, q: &Query) -> Option<Verdict> {
        let Query::CardPoints { cards, last_trick } = q else {
            return None;
        };
        let pts = score::card_points(cards);
        let mut reasons = vec![Reason::new("gaigel.card-points")
            .with("cards", Arg::Cards(cards.clone()))
            .with("points", Arg::Int(pts as i64))];
        let total = if *last_trick {
            reasons.push(Reason::new("gaigel.last-trick-bonus"));
            pts + 10
        } else {
            pts
        };
        Some(simple(Answer::Int(total as i64), reasons))
    }

    fn fields(&self, q: &Query) -> Option<Vec<(&'static str, Field)>> {
        let Query::CardPoints { cards, last_trick } = q else {
            return None;
        };
        Some(vec![
            ("cards", Field::Cards(cards.clone())),
            ("last_trick", Field::Bool(*last_trick)),
        ])
    }
}
