//! `trick-winner`: which card of a full trick wins it.

use super::{copies_problems, pack, simple};
use crate::cards::{Card, Deck, Suit};
use crate::fields::{Fields, MapReader};
use crate::rules::answer::{Answer, AnswerForm, Arg, Field, Reason};
use crate::rules::answer::{TrickCard, Verdict};
use crate::rules::gaigel::{play, Query};
use crate::rules::kind::Kind;
use crate::rules::position_reader::PositionReader;
use crate::rules::problem::Problem;

pub struct TrickWinner;

impl Kind<Query> for TrickWinner {
    fn name(&self) -> &'static str {
        "trick-winner"
    }

    fn read(&self, r: &mut dyn PositionReader, m: &mut MapReader, (): ()) -> Option<Query> {
        let trump = m.req(r, "trump").and_then(|n| r.suit(n, Deck::Gaigel));
        let trick = m.req(r, "trick").and_then(|n| r.cards(n, Deck::Gaigel));
        Some(Query::TrickWinner {
            trump: trump?,
            trick: trick?,
        })
    }

    fn problems(&self, q: &Query) -> Option<Vec<Problem>> {
        let Query::TrickWinner { trump, trick } = q else {
            return None;
        };
        let mut out = pack().suit("trump", *trump).cards("trick", trick).finish();
        if out.is_empty() {
            out.extend(Problem::length("trick", trick.len(), 4, 4));
            out.extend(copies_problems(&[("trick", trick)]));
        }
        Some(out)
    }

    fn form(&self, q: &Query) -> Option<AnswerForm> {
        let Query::TrickWinner { trick, .. } = q else {
            return None;
        };
        Some(AnswerForm::OneCardOf(TrickCard::faces(trick)))
    }

    fn verdict(&self, q: &Query) -> Option<Verdict> {
        let Query::TrickWinner { trump, trick } = q else {
            return None;
        };
        Some(verdict(*trump, trick))
    }

    fn fields(&self, q: &Query) -> Option<Vec<(&'static str, Field)>> {
        let Query::TrickWinner { trump, trick } = q else {
            return None;
        };
        Some(vec![
            ("trump", Field::Suit(*trump)),
            ("trick", Field::Trick(TrickCard::faces(trick))),
        ])
    }
}

fn verdict(trump: Suit, trick: &[Card]) -> Verdict {
    let t = play::suit_index(trump);
    let ix: Vec<u8> = trick.iter().map(|&c| play::index(c)).collect();
    let w = play::winner(t, &ix);
    let wc = trick[w];
    let mut reasons = vec![if wc.suit == trump {
        Reason::new("gaigel.highest-trump").with("card", Arg::Card(wc))
    } else {
        Reason::new("gaigel.highest-of-led-suit")
            .with("card", Arg::Card(wc))
            .with("led", Arg::Suit(trick[0].suit))
    }];
    if trick[w + 1..].contains(&wc) {
        reasons.push(Reason::new("gaigel.twin-played-first").with("card", Arg::Card(wc)));
    }
    simple(Answer::Index(w), reasons)
}
