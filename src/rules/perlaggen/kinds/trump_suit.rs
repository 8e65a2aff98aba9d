//! `trump-suit`: the trump suit an indicator card names (its printed suit).

use super::{pack, simple};
use crate::fields::{Fields, MapReader};
use crate::rules::answer::Verdict;
use crate::rules::answer::{Answer, AnswerForm, Arg, Field, Reason};
use crate::rules::kind::Kind;
use crate::rules::perlaggen::{read, Query};
use crate::rules::position_reader::PositionReader;
use crate::rules::problem::Problem;

pub struct TrumpSuit;

impl Kind<Query> for TrumpSuit {
    fn name(&self) -> &'static str {
        "trump-suit"
    }

    fn read(&self, r: &mut dyn PositionReader, m: &mut MapReader, (): ()) -> Option<Query> {
        Some(Query::TrumpSuit {
            indicator: m.req(r, "indicator").and_then(|n| r.card(n, read::DECK))?,
        })
    }

    fn problems(&self, q: &Query) -> Option<Vec<Problem>> {
        let Query::TrumpSuit { indicator } = q else {
            return None;
        };
        let mut pack = pack();
        pack.card("indicator", *indicator);
        Some(pack.finish())
    }

    fn form(&self, q: &Query) -> Option<AnswerForm> {
        let Query::TrumpSuit { .. } = q else {
            return None;
        };
        Some(AnswerForm::OneOf(vec![
            "hearts", "bells", "leaves", "acorns",
        ]))
    }

    fn verdict(&self, q: &Query) -> Option<Verdict> {
        let Query::TrumpSuit { indicator } = q else {
            return None;
        };
        Some(simple(
            Answer::Choice(indicator.suit.token()),
            vec![Reason::new("perlaggen.printed-suit")
                .with("card", Arg::Card(*indicator))
                .with("trump", Arg::Suit(indicator.suit))],
        ))
    }

    fn fields(&self, q: &Query) -> Option<Vec<(&'static str, Field)>> {
        let Query::TrumpSuit { indicator } = q else {
            return None;
        };
        Some(vec![("indicator", Field::Cards(vec![*indicator]))])
    }
}
