//! `trick-winner`: which card of a full trick wins it.

use super::{checked, table_fields};
use crate::cards::Card;
use crate::fields::Fields;
use crate::fields::MapReader;
use crate::rules::answer::{Answer, Arg, Reason, TrickCard};
use crate::rules::answer::{AnswerForm, Field, Verdict};
use crate::rules::kind::Kind;
use crate::rules::marglia::{play, read, Query, Rules};
use crate::rules::position_reader::PositionReader;
use crate::rules::problem::Problem;

pub struct TrickWinner;

impl Kind<Query, Rules> for TrickWinner {
    fn name(&self) -> &'static str {
        "trick-winner"
    }

    fn read(&self, r: &mut dyn PositionReader, m: &mut MapReader, rules: Rules) -> Option<Query> {
        let deck = rules.deck();
        let trump = m.req(r, "trump").and_then(|n| r.suit(n, deck));
        let trick = m.req(r, "trick").and_then(|n| r.cards(n, deck));
        let table = read::table(r, m, rules, Some(trick.as_ref().map_or(4, Vec::len)));
        Some(Query::TrickWinner {
            table: table?,
            trump: trump?,
            trick: trick?,
        })
    }

    fn problems(&self, q: &Query) -> Option<Vec<Problem>> {
        let Query::TrickWinner {
            table,
            trump,
            trick,
        } = q
        else {
            return None;
        };
        let mut out = match checked(q) {
            Ok(mut pack) => pack.suit("trump", *trump).cards("trick", trick).finish(),
            Err(p) => return Some(p),
        };
        if !out.is_empty() {
            return Some(out);
        }
        let n = table.players as usize;
        out.extend(Problem::length("trick", trick.len(), n, n));
        out.extend(Problem::single_copies(&[("trick", trick)], |c| {
            table.index(c)
        }));
        Some(out)
    }

    fn form(&self, q: &Query) -> Option<AnswerForm> {
        let Query::TrickWinner { trick, .. } = q else {
            return None;
        };
        Some(AnswerForm::OneCardOf(TrickCard::faces(trick)))
    }

    fn verdict(&self, q: &Query) -> Option<Verdict> {
        let Query::TrickWinner {
            table,
            trump,
            trick,
        } = q
        else {
            return None;
        };
        let t = *table;
        let trump_ix = play::suit_of(t.index(Card::new(*trump, crate::cards::Rank::Ace)));
        let compact: Vec<u8> = trick.iter().map(|&c| t.index(c)).collect();
        let w = play::winner(&compact, trump_ix);
        let card = trick[w];
        let mut reasons = vec![if card.suit == *trump {
            Reason::new("marglia.highest-trump")
        } else {
            Reason::new("marglia.highest-of-led")
        }
        .with("card", Arg::Card(card))
        .with("suit", Arg::Suit(card.suit))];
        let led = trick[0].suit;
        if trick.iter().any(|c| c.suit != led && c.suit != *trump) {
            reasons.push(Reason::new("marglia.discards-never-win"));
        }
        Some(Verdict {
            answer: Answer::Index(w),
            reasons,
            cards: Vec::new(),
        })
    }

    fn fields(&self, q: &Query) -> Option<Vec<(&'static str, Field)>> {
        let Query::TrickWinner { trump, trick, .. } = q else {
            return None;
        };
        let mut out = table_fields(q.table());
        out.push(("trump", Field::Suit(*trump)));
        out.push(("trick", Field::Trick(TrickCard::faces(trick))));
        Some(out)
    }
}
