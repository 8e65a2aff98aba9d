//! `meld-points`: what a declaration (a marriage, a Gaigel, ...) scores.

use super::{copies_problems, pack, simple};
use crate::cards::Deck;
use crate::fields::{Fields, MapReader};
use crate::rules::answer::{Answer, AnswerForm, Arg, Field, Verdict};
use crate::rules::gaigel::read::declaration;
use crate::rules::gaigel::{score, Query};
use crate::rules::kind::Kind;
use crate::rules::position_reader::PositionReader;
use crate::rules::problem::Problem;

pub struct MeldPoints;

impl Kind<Query> for MeldPoints {
    fn name(&self) -> &'static str {
        "meld-points"
    }

    fn read(&self, r: &mut dyn PositionReader, m: &mut MapReader, (): ()) -> Option<Query> {
        let trump = m.req(r, "trump").and_then(|n| r.suit(n, Deck::Gaigel));
        let decl = m.req(r, "declaration").and_then(|n| declaration(r, n));
        let cards = m.req(r, "cards").and_then(|n| r.cards(n, Deck::Gaigel));
        Some(Query::MeldPoints {
            trump: trump?,
            declaration: decl?,
            cards: cards?,
        })
    }

    fn problems(&self, q: &Query) -> Option<Vec<Problem>> {
        let Query::MeldPoints { trump, cards, .. } = q else {
            return None;
        };
        let mut out = pack().suit("trump", *trump).cards("cards", cards).finish();
        if out.is_empty() {
            out.extend(copies_problems(&[("cards", cards)]));
        }
        Some(out)
    }

    fn form(&self, q: &Query) -> Option<AnswerForm> {
        matches!(q, Query::MeldPoints { .. }).then_some(AnswerForm::Int)
    }

    fn verdict(&self, q: &Query) -> Option<Verdict> {
        let Query::MeldPoints {
            trump,
            declaration,
            cards,
        } = q
        else {
            return None;
        };
        Some(match score::classify(*trump, *declaration, cards) {
            Ok(m) => simple(Answer::Int(m.points() as i64), vec![m.reason()]),
            Err(r) => simple(Answer::Int(0), vec![r.with("points", Arg::Int(0))]),
        })
    }

    fn fields(&self, q: &Query) -> Option<Vec<(&'static str, Field)>> {
        let Query::MeldPoints {
            trump,
            declaration,
            cards,
        } = q
        else {
            return None;
        };
        Some(vec![
            ("trump", Field::Suit(*trump)),
            ("declaration", Field::Token(declaration.token())),
            ("cards", Field::Cards(cards.clone())),
        ])
    }
}
