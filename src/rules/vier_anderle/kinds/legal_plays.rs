//! `legal-plays`: which cards of the hand may be played to the trick (in Japanisch, with
//! no duty to head it).

use super::{rules_fields, tarot};
use crate::cards::{Card, CardSet};
use crate::fields::{Fields, MapReader};
use crate::rules::answer::{Answer, Arg, Reason, TrickCard};
use crate::rules::answer::{AnswerForm, Field, Verdict};
use crate::rules::kind::Kind;
use crate::rules::position_reader::PositionReader;
use crate::rules::problem::Problem;
use crate::rules::vier_anderle::pack_problems;
use crate::rules::vier_anderle::read::DECK;
use crate::rules::vier_anderle::{play, read, Ask, Query, Rules};

pub struct LegalPlays;

impl Kind<Query, Rules> for LegalPlays {
    fn name(&self) -> &'static str {
        "legal-plays"
    }

    fn read(&self, r: &mut dyn PositionReader, m: &mut MapReader, rules: Rules) -> Option<Query> {
        let trick = m.req(r, "trick").and_then(|n| r.cards(n, DECK));
        let hand = m.req(r, "hand").and_then(|n| r.cards(n, DECK));
        let k = read::extra_pips(r, m, 0);
        Some(Query {
            rules,
            ask: Ask::LegalPlays {
                extra_pips: k?,
                trick: trick?,
                hand: hand?,
            },
        })
    }

    fn problems(&self, q: &Query) -> Option<Vec<Problem>> {
        let Ask::LegalPlays {
            extra_pips,
            trick,
            hand,
        } = &q.ask
        else {
            return None;
        };
        let mut out = tarot(q.rules)
            .cards("trick", trick)
            .cards("hand", hand)
            .finish();
        if !out.is_empty() {
            return Some(out);
        }
        out.extend(pack_problems(
            *extra_pips,
            &[("trick", trick), ("hand", hand)],
        ));
        out.extend(Problem::length("trick", trick.len(), 0, 12));
        out.extend(Problem::length("hand", hand.len(), 1, 4));
        out.extend(Problem::single_copies(
            &[("trick", trick), ("hand", hand)],
            play::index,
        ));
        Some(out)
    }

    fn form(&self, q: &Query) -> Option<AnswerForm> {
        let Ask::LegalPlays { hand, .. } = &q.ask else {
            return None;
        };
        Some(AnswerForm::SubsetOf(hand.clone()))
    }

    fn verdict(&self, q: &Query) -> Option<Verdict> {
        let Ask::LegalPlays { trick, hand, .. } = &q.ask else {
            return None;
        };
        let compact: Vec<u8> = trick.iter().map(|&c| play::index(c)).collect();
        let mut set = CardSet::default();
        for &c in hand {
            set.insert(play::index(c));
        }
        let (legal, step) = play::legal(q.rules, &compact, set);
        let cards = play::card_verdicts(hand, trick, legal, step);
        let answer: Vec<Card> = cards.iter().filter(|v| v.legal).map(|v| v.card).collect();
        let mut reasons: Vec<Reason> = cards
            .iter()
            .find(|v| v.legal)
            .map(|v| v.reason.clone())
            .into_iter()
            .collect();
        // Without the heading duty, say so where the original's duty (7.3) would
        // have narrowed the choice.
        if step == play::Step::FollowAny {
            let (strict, _) = play::legal(Rules::Original, &compact, set);
            if strict != legal {
                reasons.push(
                    Reason::new("vier-anderle.japanisch-no-heading")
                        .with("suit", Arg::Suit(trick[0].suit)),
                );
            }
        }
        Some(Verdict {
            answer: Answer::Cards(answer),
            reasons,
            cards,
        })
    }

    fn fields(&self, q: &Query) -> Option<Vec<(&'static str, Field)>> {
        let Ask::LegalPlays {
            extra_pips,
            trick,
            hand,
        } = &q.ask
        else {
            return None;
        };
        let mut out = rules_fields(q.rules);
        if *extra_pips > 0 {
            out.push(("extra_pips_per_suit", Field::Int(*extra_pips as i64)));
        }
        out.push(("trick", Field::Trick(TrickCard::faces(trick))));
        out.push(("hand", Field::Cards(hand.clone())));
        Some(out)
    }
}
