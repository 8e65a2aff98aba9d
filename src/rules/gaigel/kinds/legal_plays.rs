//! `legal-plays`: which cards of the hand may be played to the trick (the strict rules once
//! the stock is empty).

use super::{copies_problems, pack};
use crate::cards::{Card, Deck};
use crate::fields::{Fields, MapReader};
use crate::rules::answer::{Answer, Verdict};
use crate::rules::answer::{AnswerForm, Field, Reason, TrickCard};
use crate::rules::gaigel::{play, Query};
use crate::rules::kind::Kind;
use crate::rules::position_reader::PositionReader;
use crate::rules::problem::Problem;

pub struct LegalPlays;

impl Kind<Query> for LegalPlays {
    fn name(&self) -> &'static str {
        "legal-plays"
    }

    fn read(&self, r: &mut dyn PositionReader, m: &mut MapReader, (): ()) -> Option<Query> {
        let trump = m.req(r, "trump").and_then(|n| r.suit(n, Deck::Gaigel));
        let stock_empty = m.req(r, "stock_empty").and_then(|n| r.bool(n));
        let trick = m.req(r, "trick").and_then(|n| r.cards(n, Deck::Gaigel));
        let hand = m.req(r, "hand").and_then(|n| r.cards(n, Deck::Gaigel));
        Some(Query::LegalPlays {
            trump: trump?,
            stock_empty: stock_empty?,
            trick: trick?,
            hand: hand?,
        })
    }

    fn problems(&self, q: &Query) -> Option<Vec<Problem>> {
        let Query::LegalPlays {
            trump, trick, hand, ..
        } = q
        else {
            return None;
        };
        let mut out = pack()
            .suit("trump", *trump)
            .cards("trick", trick)
            .cards("hand", hand)
            .finish();
        if out.is_empty() {
            out.extend(Problem::length("trick", trick.len(), 0, 3));
            out.extend(Problem::length("hand", hand.len(), 1, 5));
            out.extend(copies_problems(&[("trick", trick), ("hand", hand)]));
        }
        Some(out)
    }

    fn form(&self, q: &Query) -> Option<AnswerForm> {
        let Query::LegalPlays { hand, .. } = q else {
            return None;
        };
        let mut distinct = hand.clone();
        dedup_in_order(&mut distinct);
        Some(AnswerForm::SubsetOf(distinct))
    }

    fn verdict(&self, q: &Query) -> Option<Verdict> {
        let Query::LegalPlays {
            trump,
            stock_empty,
            trick,
            hand,
        } = q
        else {
            return None;
        };
        let t = play::suit_index(*trump);
        let trick_ix: Vec<u8> = trick.iter().map(|&c| play::index(c)).collect();
        let hand_ix: Vec<u8> = hand.iter().map(|&c| play::index(c)).collect();
        let cards = play::card_verdicts(t, *stock_empty, &trick_ix, &hand_ix);
        let legal: Vec<Card> = cards.iter().filter(|v| v.legal).map(|v| v.card).collect();
        let mut reasons: Vec<Reason> = Vec::new();
        for v in cards.iter().filter(|v| v.legal) {
            if !reasons.iter().any(|r| r.rule == v.reason.rule) {
                reasons.push(v.reason.clone());
            }
        }
        Some(Verdict {
            answer: Answer::Cards(legal),
            reasons,
            cards,
        })
    }

    fn fields(&self, q: &Query) -> Option<Vec<(&'static str, Field)>> {
        let Query::LegalPlays {
            trump,
            stock_empty,
            trick,
            hand,
        } = q
        else {
            return None;
        };
        Some(vec![
            ("trump", Field::Suit(*trump)),
            ("stock_empty", Field::Bool(*stock_empty)),
            ("trick", Field::Trick(TrickCard::faces(trick))),
            ("hand", Field::Cards(hand.clone())),
        ])
    }
}

fn dedup_in_order(cards: &mut Vec<Card>) {
    let mut seen = Vec::new();
    cards.retain(|c| {
        if seen.contains(c) {
            false
        } else {
            seen.push(*c);
            true
        }
    });
}
