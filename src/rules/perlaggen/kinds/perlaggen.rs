//! `perlaggen`: the wild cards (Perlaggen) for a trump suit, strongest first.

use super::{pack, simple};
use crate::cards::Card;
use crate::fields::MapReader;
use crate::rules::answer::Verdict;
use crate::rules::answer::{Answer, AnswerForm, Arg, Field, Reason};
use crate::rules::kind::Kind;
use crate::rules::perlaggen::cards::{self, suit_ix};
use crate::rules::perlaggen::{read, Query};
use crate::rules::position_reader::PositionReader;
use crate::rules::problem::Problem;

pub struct Perlaggen;

impl Kind<Query> for Perlaggen {
    fn name(&self) -> &'static str {
        "perlaggen"
    }

    fn read(&self, r: &mut dyn PositionReader, m: &mut MapReader, (): ()) -> Option<Query> {
        Some(Query::Perlaggen {
            trump: read::trump(r, m)?,
        })
    }

    fn problems(&self, q: &Query) -> Option<Vec<Problem>> {
        let Query::Perlaggen { trump } = q else {
            return None;
        };
        let mut pack = pack();
        pack.suit("trump", *trump);
        Some(pack.finish())
    }

    fn form(&self, q: &Query) -> Option<AnswerForm> {
        let Query::Perlaggen { .. } = q else {
            return None;
        };
        Some(AnswerForm::CardSequence(
            crate::cards::Deck::Perlaggen.cards(),
        ))
    }

    fn verdict(&self, q: &Query) -> Option<Verdict> {
        let Query::Perlaggen { trump } = q else {
            return None;
        };
        let t = suit_ix(*trump);
        let list: Vec<Card> = cards::perlaggen(t)
            .iter()
            .map(|&(c, _)| cards::card(c))
            .collect();
        let rule = if t == 0 || t == 2 {
            "perlaggen.wild-set-seven"
        } else {
            "perlaggen.wild-set"
        };
        Some(simple(
            Answer::CardSequence(list),
            vec![Reason::new(rule).with("trump", Arg::Suit(*trump))],
        ))
    }

    fn fields(&self, q: &Query) -> Option<Vec<(&'static str, Field)>> {
        let Query::Perlaggen { trump } = q else {
            return None;
        };
        Some(vec![("trump", Field::Suit(*trump))])
    }
}
