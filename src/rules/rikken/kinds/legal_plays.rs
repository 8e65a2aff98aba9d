//! `legal-plays`: which cards of the hand may be played to the trick (the called ace's
//! suit and the blind face-down lead included).

use super::{
    called_fields, called_problems, check_called, check_trick, check_trump, duplicate_problems,
    face_down_problems, last_to_face_down_problems, pack, trump_field, trump_problems,
};
use crate::cards::Card;
use crate::fields::MapReader;
use crate::rules::answer::Verdict;
use crate::rules::answer::{Answer, AnswerForm, Arg, Field, Reason};
use crate::rules::kind::Kind;
use crate::rules::position_reader::PositionReader;
use crate::rules::problem::Problem;
use crate::rules::rikken::{cards, play, read, Query};

pub struct LegalPlays;

impl Kind<Query> for LegalPlays {
    fn name(&self) -> &'static str {
        "legal-plays"
    }

    fn read(&self, r: &mut dyn PositionReader, m: &mut MapReader, (): ()) -> Option<Query> {
        let p = read::played(r, m, false)?;
        let hand = read::hand(r, m);
        Some(Query::LegalPlays {
            contract: p.contract?,
            trump: p.trump?,
            called: p.called,
            blind: p.blind?,
            trick: p.trick?,
            hand: hand?,
        })
    }

    fn problems(&self, q: &Query) -> Option<Vec<Problem>> {
        let Query::LegalPlays {
            contract,
            trump,
            called,
            trick,
            hand,
            ..
        } = q
        else {
            return None;
        };
        let mut pack = pack();
        check_trump(&mut pack, trump.flatten());
        check_called(&mut pack, *called);
        check_trick(&mut pack, trick);
        pack.cards("hand", hand);
        let mut out = pack.finish();
        if !out.is_empty() {
            return Some(out);
        }
        out.extend(Problem::length("trick", trick.len(), 0, 3));
        out.extend(Problem::length("hand", hand.len(), 1, 13));
        let off = trick.face_down as usize;
        out.extend(duplicate_problems(&[
            ("trick", &trick.cards, off),
            ("hand", hand, 0),
        ]));
        if let Some(t) = trump {
            out.extend(trump_problems(*contract, *t));
        }
        if contract.has_called_card() && called.is_none() {
            out.push(Problem::required_with(
                "called",
                "contract",
                contract.token(),
            ));
        }
        out.extend(called_problems(*contract, *trump, *called));
        out.extend(face_down_problems(*contract, *called, trick, false));
        out.extend(last_to_face_down_problems(*called, trick, hand));
        Some(out)
    }

    fn form(&self, q: &Query) -> Option<AnswerForm> {
        let Query::LegalPlays { hand, .. } = q else {
            return None;
        };
        Some(AnswerForm::SubsetOf(hand.clone()))
    }

    fn verdict(&self, q: &Query) -> Option<Verdict> {
        let Query::LegalPlays {
            contract,
            called,
            trick,
            hand,
            ..
        } = q
        else {
            return None;
        };
        let called_ix = called
            .filter(|_| contract.has_called_card())
            .map(cards::index);
        let compact = trick.compact();
        let (legal, step) = play::legal(cards::set_of(hand), &compact, called_ix);
        let led = play::led_suit(&compact, called_ix);
        let mut reasons = Vec::new();
        if trick.face_down {
            if let Some(c) = called {
                reasons.push(
                    Reason::new("rikken.face-down-led-suit")
                        .with("called", Arg::Card(*c))
                        .with("suit", Arg::Suit(c.suit)),
                );
            }
        }
        let verdicts = play::card_verdicts(hand, legal, step, led, called_ix);
        let answer: Vec<Card> = verdicts
            .iter()
            .filter(|v| v.legal)
            .map(|v| v.card)
            .collect();
        if let Some(v) = verdicts.iter().find(|v| v.legal) {
            reasons.push(v.reason.clone());
        }
        Some(Verdict {
            answer: Answer::Cards(answer),
            reasons,
            cards: verdicts,
        })
    }

    fn fields(&self, q: &Query) -> Option<Vec<(&'static str, Field)>> {
        let Query::LegalPlays {
            contract,
            trump,
            called,
            blind,
            trick,
            hand,
        } = q
        else {
            return None;
        };
        let mut out = Vec::new();
        out.push(("contract", Field::Token(contract.token())));
        if let Some(t) = trump {
            out.push(("trump", trump_field(*t)));
        }
        out.extend(called_fields(*called, *blind));
        out.push(("trick", Field::Trick(trick.shown())));
        out.push(("hand", Field::Cards(hand.clone())));
        Some(out)
    }
}
