//! `trick-winner`: which card of a full trick wins it, by the cards' identities.

use super::{baptism_problems, check_played, pack, physical, played_field, simple, suit};
use crate::fields::MapReader;
use crate::rules::answer::Verdict;
use crate::rules::answer::{Answer, AnswerForm, Arg, Field, Reason};
use crate::rules::kind::Kind;
use crate::rules::perlaggen::cards::{self, index, suit_ix};
use crate::rules::perlaggen::{play, read, Query};
use crate::rules::position_reader::PositionReader;
use crate::rules::problem::Problem;

pub struct TrickWinner;

impl Kind<Query> for TrickWinner {
    fn name(&self) -> &'static str {
        "trick-winner"
    }

    fn read(&self, r: &mut dyn PositionReader, m: &mut MapReader, (): ()) -> Option<Query> {
        let t = read::trump(r, m);
        let trick = m.req(r, "trick").and_then(|n| read::played_list(r, n));
        Some(Query::TrickWinner {
            trump: t?,
            trick: trick?,
        })
    }

    fn problems(&self, q: &Query) -> Option<Vec<Problem>> {
        let Query::TrickWinner { trump, trick } = q else {
            return None;
        };
        let mut pack = pack();
        check_played(pack.suit("trump", *trump), "trick", trick);
        let mut out = pack.finish();
        if !out.is_empty() {
            return Some(out);
        }
        out.extend(Problem::length("trick", trick.len(), 4, 4));
        out.extend(baptism_problems("trick", trick, *trump));
        out.extend(Problem::single_copies(&[("trick", physical(trick))], index));
        Some(out)
    }

    fn form(&self, q: &Query) -> Option<AnswerForm> {
        let Query::TrickWinner { trick, .. } = q else {
            return None;
        };
        Some(AnswerForm::OneCardOf(
            trick.iter().map(|p| p.trick_card()).collect(),
        ))
    }

    fn verdict(&self, q: &Query) -> Option<Verdict> {
        let Query::TrickWinner { trump, trick } = q else {
            return None;
        };
        let t = suit_ix(*trump);
        let compact = play::compact(trick);
        let w = play::winner(&compact, t);
        let win = trick[w];
        let idsuit = cards::suit_of(index(win.identity));
        let mut reasons = vec![if idsuit == t {
            Reason::new("perlaggen.highest-trump")
        } else {
            Reason::new("perlaggen.highest-of-led")
        }
        .with("card", Arg::Card(win.identity))
        .with("suit", Arg::Suit(suit(idsuit)))];
        let equal = trick
            .iter()
            .enumerate()
            .any(|(i, p)| i != w && p.identity == win.identity);
        if equal {
            reasons.push(
                Reason::new("perlaggen.equal-identities")
                    .with("card", Arg::Card(win.card))
                    .with("identity", Arg::Card(win.identity)),
            );
        }
        if trick.iter().any(|p| p.baptised()) {
            reasons.push(Reason::new("perlaggen.identity-decides"));
        }
        Some(simple(Answer::Index(w), reasons))
    }

    fn fields(&self, q: &Query) -> Option<Vec<(&'static str, Field)>> {
        let Query::TrickWinner { trump, trick } = q else {
            return None;
        };
        Some(vec![
            ("trump", Field::Suit(*trump)),
            ("trick", played_field(trick)),
        ])
    }
}
