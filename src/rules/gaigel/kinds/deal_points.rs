//! `deal-points`: what a team's captured cards and declarations count at the end of a deal.

use super::{copies_problems, pack, simple};
use crate::cards::Deck;
use crate::fields::{Fields, MapReader};
use crate::rules::answer::Verdict;
use crate::rules::answer::{Answer, AnswerForm, Arg, Field, Reason};
use crate::rules::gaigel::read::{declaration, flag};
use crate::rules::gaigel::{score, Query};
use crate::rules::kind::Kind;
use crate::rules::position_reader::PositionReader;
use crate::rules::problem::Problem;

pub struct DealPoints;

impl Kind<Query> for DealPoints {
    fn name(&self) -> &'static str {
        "deal-points"
    }

    fn read(&self, r: &mut dyn PositionReader, m: &mut MapReader, (): ()) -> Option<Query> {
        let trump = m.req(r, "trump").and_then(|n| r.suit(n, Deck::Gaigel));
        let captured = m.req(r, "captured").and_then(|n| r.cards(n, Deck::Gaigel));
        let melds = match m.opt("melds") {
            Some(n) => r.list(n, |r, item| {
                let mut mm = r.map(item)?;
                let d = mm.req(r, "declaration").and_then(|n| declaration(r, n));
                let c = mm.req(r, "cards").and_then(|n| r.cards(n, Deck::Gaigel));
                mm.finish(r);
                Some((d?, c?))
            }),
            None => Some(Vec::new()),
        };
        let last_trick = flag(r, m, "last_trick", false);
        Some(Query::DealPoints {
            trump: trump?,
            captured: captured?,
            melds: melds?,
            last_trick: last_trick?,
        })
    }

    fn problems(&self, q: &Query) -> Option<Vec<Problem>> {
        let Query::DealPoints {
            trump,
            captured,
            melds,
            ..
        } = q
        else {
            return None;
        };
        let mut pack = pack();
        pack.suit("trump", *trump).cards("captured", captured);
        for (i, (_, cards)) in melds.iter().enumerate() {
            pack.element("melds", i, cards.iter().copied());
        }
        let mut out = pack.finish();
        if out.is_empty() {
            out.extend(copies_problems(&[("captured", captured)]));
            for (_, cards) in melds {
                out.extend(copies_problems(&[("melds", cards)]));
            }
        }
        Some(out)
    }

    fn form(&self, q: &Query) -> Option<AnswerForm> {
        matches!(q, Query::DealPoints { .. }).then_some(AnswerForm::Int)
    }

    fn verdict(&self, q: &Query) -> Option<Verdict> {
        let Query::DealPoints {
            trump,
            captured,
            melds,
            last_trick,
        } = q
        else {
            return None;
        };
        let (cards, rest, meld_reasons) = score::deal_points(*trump, captured, melds, *last_trick);
        let mut reasons = vec![Reason::new("gaigel.card-points")
            .with("cards", Arg::Cards(captured.clone()))
            .with("points", Arg::Int(cards as i64))];
        reasons.extend(meld_reasons);
        if *last_trick {
            reasons.push(Reason::new("gaigel.last-trick-bonus"));
        }
        reasons
            .push(Reason::new("gaigel.deal-total").with("points", Arg::Int((cards + rest) as i64)));
        Some(simple(Answer::Int((cards + rest) as i64), reasons))
    }

    fn fields(&self, q: &Query) -> Option<Vec<(&'static str, Field)>> {
        let Query::DealPoints {
            trump,
            captured,
            melds,
            last_trick,
        } = q
        else {
            return None;
        };
        Some(vec![
            ("trump", Field::Suit(*trump)),
            ("captured", Field::Cards(captured.clone())),
            (
                "melds",
                Field::Melds(melds.iter().map(|(d, c)| (d.token(), c.clone())).collect()),
            ),
            ("last_trick", Field::Bool(*last_trick)),
        ])
    }
}
