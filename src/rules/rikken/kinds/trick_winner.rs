//! `trick-winner`: which card of a full trick wins it (the face-down lead never does).

use super::{
    called_fields, called_problems, check_called, check_trick, check_trump, duplicate_problems,
    face_down_problems, pack, trump_field, trump_problems,
};
use crate::fields::MapReader;
use crate::rules::answer::Verdict;
use crate::rules::answer::{Answer, AnswerForm, Arg, Field, Reason};
use crate::rules::kind::Kind;
use crate::rules::position_reader::PositionReader;
use crate::rules::problem::Problem;
use crate::rules::rikken::{cards, play, read, Query};

pub struct TrickWinner;

impl Kind<Query> for TrickWinner {
    fn name(&self) -> &'static str {
        "trick-winner"
    }

    fn read(&self, r: &mut dyn PositionReader, m: &mut MapReader, (): ()) -> Option<Query> {
        let p = read::played(r, m, true)?;
        Some(Query::TrickWinner {
            contract: p.contract?,
            trump: p.trump??,
            called: p.called,
            blind: p.blind?,
            trick: p.trick?,
        })
    }

    fn problems(&self, q: &Query) -> Option<Vec<Problem>> {
        let Query::TrickWinner {
            contract,
            trump,
            called,
            trick,
            ..
        } = q
        else {
            return None;
        };
        let mut pack = pack();
        check_trump(&mut pack, *trump);
        check_called(&mut pack, *called);
        check_trick(&mut pack, trick);
        let mut out = pack.finish();
        if !out.is_empty() {
            return Some(out);
        }
        out.extend(Problem::length("trick", trick.len(), 4, 4));
        let off = trick.face_down as usize;
        out.extend(duplicate_problems(&[("trick", &trick.cards, off)]));
        out.extend(trump_problems(*contract, *trump));
        out.extend(called_problems(*contract, Some(*trump), *called));
        out.extend(face_down_problems(
            *contract,
            *called,
            trick,
            trick.len() == 4,
        ));
        Some(out)
    }

    fn form(&self, q: &Query) -> Option<AnswerForm> {
        let Query::TrickWinner { trick, .. } = q else {
            return None;
        };
        Some(AnswerForm::OneCardOf(trick.shown()))
    }

    fn verdict(&self, q: &Query) -> Option<Verdict> {
        let Query::TrickWinner {
            contract,
            trump,
            called,
            trick,
            ..
        } = q
        else {
            return None;
        };
        let called_ix = called.map(cards::index);
        let compact = trick.compact();
        let trump_ix = trump.map(cards::suit_ix);
        let w = play::winner(&compact, trump_ix, called_ix);
        let winning = cards::card(compact[w]);
        let led = play::led_suit(&compact, called_ix).map(|s| cards::card(s * 13).suit);
        let mut reasons = Vec::new();
        if trick.face_down {
            reasons.push(
                Reason::new("rikken.face-down-never-wins")
                    .with("suit", Arg::Suit(led.unwrap_or(winning.suit))),
            );
        }
        let winner_reason = if Some(winning.suit) == *trump {
            Reason::new("rikken.highest-trump")
        } else {
            Reason::new("rikken.highest-of-led")
        };
        reasons.push(
            winner_reason
                .with("card", Arg::Card(winning))
                .with("suit", Arg::Suit(winning.suit)),
        );
        let off_suit = trick
            .cards
            .iter()
            .any(|c| Some(c.suit) != led && Some(c.suit) != *trump);
        if trump.is_none() && off_suit {
            reasons.push(Reason::new("rikken.no-trumps").with("bid", Arg::Token(contract.token())));
        }
        Some(Verdict {
            answer: Answer::Index(w),
            reasons,
            cards: Vec::new(),
        })
    }

    fn fields(&self, q: &Query) -> Option<Vec<(&'static str, Field)>> {
        let Query::TrickWinner {
            contract,
            trump,
            called,
            blind,
            trick,
        } = q
        else {
            return None;
        };
        let mut out = Vec::new();
        out.push(("contract", Field::Token(contract.token())));
        out.push(("trump", trump_field(*trump)));
        out.extend(called_fields(*called, *blind));
        out.push(("trick", Field::Trick(trick.shown())));
        Some(out)
    }
}
