//! `trick-winner`: which card of the trick wins it.

use super::{rules_fields, tarot};
use crate::fields::{Fields, MapReader};
use crate::rules::answer::{Answer, Arg, Reason, TrickCard};
use crate::rules::answer::{AnswerForm, Field, Verdict};
use crate::rules::kind::Kind;
use crate::rules::position_reader::PositionReader;
use crate::rules::problem::Problem;
use crate::rules::vier_anderle::pack_problems;
use crate::rules::vier_anderle::read::DECK;
use crate::rules::vier_anderle::{play, read, Ask, Query, Rules};

pub struct TrickWinner;

impl Kind<Query, Rules> for TrickWinner {
    fn name(&self) -> &'static str {
        "trick-winner"
    }

    fn read(&self, r: &mut dyn PositionReader, m: &mut MapReader, rules: Rules) -> Option<Query> {
        let trick = m.req(r, "trick").and_then(|n| r.cards(n, DECK));
        let k = read::extra_pips(r, m, 4);
        Some(Query {
            rules,
            ask: Ask::TrickWinner {
                extra_pips: k?,
                trick: trick?,
            },
        })
    }

    fn problems(&self, q: &Query) -> Option<Vec<Problem>> {
        let Ask::TrickWinner { trick, extra_pips } = &q.ask else {
            return None;
        };
        let mut out = tarot(q.rules).cards("trick", trick).finish();
        if !out.is_empty() {
            return Some(out);
        }
        out.extend(pack_problems(*extra_pips, &[("trick", trick)]));
        out.extend(Problem::length("trick", trick.len(), 2, 13));
        out.extend(Problem::single_copies(&[("trick", trick)], play::index));
        Some(out)
    }

    fn form(&self, q: &Query) -> Option<AnswerForm> {
        let Ask::TrickWinner { trick, .. } = &q.ask else {
            return None;
        };
        Some(AnswerForm::OneCardOf(TrickCard::faces(trick)))
    }

    fn verdict(&self, q: &Query) -> Option<Verdict> {
        let Ask::TrickWinner { trick, .. } = &q.ask else {
            return None;
        };
        let compact: Vec<u8> = trick.iter().map(|&c| play::index(c)).collect();
        let w = play::winner(&compact);
        let card = trick[w];
        let led = trick[0];
        let mut reasons = vec![if play::is_trump(compact[w]) {
            Reason::new("vier-anderle.highest-trump").with("card", Arg::Card(card))
        } else {
            Reason::new("vier-anderle.highest-of-led")
                .with("card", Arg::Card(card))
                .with("suit", Arg::Suit(led.suit))
        }];
        let off_suit = !play::is_trump(compact[0])
            && compact
                .iter()
                .any(|&c| !play::is_trump(c) && play::suit_of(c) != play::suit_of(compact[0]));
        if off_suit && !play::is_trump(compact[w]) {
            reasons.push(Reason::new("vier-anderle.other-suits-never-win"));
        }
        Some(Verdict {
            answer: Answer::Index(w),
            reasons,
            cards: Vec::new(),
        })
    }

    fn fields(&self, q: &Query) -> Option<Vec<(&'static str, Field)>> {
        let Ask::TrickWinner { trick, extra_pips } = &q.ask else {
            return None;
        };
        let mut out = rules_fields(q.rules);
        // The default pack holds every pip; a smaller one is worth showing.
        if *extra_pips < 4 {
            out.push(("extra_pips_per_suit", Field::Int(*extra_pips as i64)));
        }
        out.push(("trick", Field::Trick(TrickCard::faces(trick))));
        Some(out)
    }
}
