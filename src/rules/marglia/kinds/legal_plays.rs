//! `legal-plays`: which cards of the hand may be played to the trick.

use super::{checked, table_fields};
use crate::cards::{Card, CardSet};
use crate::fields::Fields;
use crate::fields::MapReader;
use crate::rules::answer::{Answer, Reason, TrickCard};
use crate::rules::answer::{AnswerForm, Field, Verdict};
use crate::rules::kind::Kind;
use crate::rules::marglia::{play, read, Query, Rules};
use crate::rules::position_reader::PositionReader;
use crate::rules::problem::Problem;

pub struct LegalPlays;

impl Kind<Query, Rules> for LegalPlays {
    fn name(&self) -> &'static str {
        "legal-plays"
    }

    fn read(&self, r: &mut dyn PositionReader, m: &mut MapReader, rules: Rules) -> Option<Query> {
        let deck = rules.deck();
        let trump = m.req(r, "trump").and_then(|n| r.suit(n, deck));
        let trick = match m.opt("trick") {
            Some(n) => r.cards(n, deck),
            None => Some(Vec::new()),
        };
        let hand = m.req(r, "hand").and_then(|n| r.cards(n, deck));
        let table = read::table(r, m, rules, None);
        Some(Query::LegalPlays {
            table: table?,
            trump: trump?,
            trick: trick?,
            hand: hand?,
        })
    }

    fn problems(&self, q: &Query) -> Option<Vec<Problem>> {
        let Query::LegalPlays {
            table,
            trump,
            trick,
            hand,
        } = q
        else {
            return None;
        };
        let mut out = match checked(q) {
            Ok(mut pack) => pack
                .suit("trump", *trump)
                .cards("trick", trick)
                .cards("hand", hand)
                .finish(),
            Err(p) => return Some(p),
        };
        if !out.is_empty() {
            return Some(out);
        }
        out.extend(Problem::length(
            "trick",
            trick.len(),
            0,
            table.players as usize - 1,
        ));
        out.extend(Problem::length("hand", hand.len(), 1, 40));
        out.extend(Problem::single_copies(
            &[("trick", trick.as_slice()), ("hand", hand.as_slice())],
            |c| table.index(c),
        ));
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
            table,
            trump,
            trick,
            hand,
        } = q
        else {
            return None;
        };
        let t = *table;
        let trump_ix = play::suit_of(t.index(Card::new(*trump, crate::cards::Rank::Ace)));
        let compact: Vec<u8> = trick.iter().map(|&c| t.index(c)).collect();
        let hand_ix: Vec<(Card, u8)> = hand.iter().map(|&c| (c, t.index(c))).collect();
        let mut set = CardSet::default();
        for &(_, ix) in &hand_ix {
            set.insert(ix);
        }
        let (legal, step) = play::legal(trump_ix, &compact, set, t.partnerships);
        let verdicts = play::card_verdicts(
            &hand_ix,
            legal,
            step,
            trick.first().map(|c| c.suit),
            *trump,
            |ix| t.card(ix),
        );
        let answer: Vec<Card> = verdicts
            .iter()
            .filter(|v| v.legal)
            .map(|v| v.card)
            .collect();
        let mut reasons: Vec<Reason> = verdicts
            .iter()
            .find(|v| v.legal)
            .map(|v| v.reason.clone())
            .into_iter()
            .collect();
        if !t.partnerships && !trick.is_empty() {
            reasons.push(Reason::new("marglia.no-partnerships"));
        }
        Some(Verdict {
            answer: Answer::Cards(answer),
            reasons,
            cards: verdicts,
        })
    }

    fn fields(&self, q: &Query) -> Option<Vec<(&'static str, Field)>> {
        let Query::LegalPlays {
            trump, trick, hand, ..
        } = q
        else {
            return None;
        };
        let mut out = table_fields(q.table());
        out.push(("trump", Field::Suit(*trump)));
        out.push(("trick", Field::Trick(TrickCard::faces(trick))));
        out.push(("hand", Field::Cards(hand.clone())));
        Some(out)
    }
}
