//! `legal-plays`: which cards of a hand may be played to a trick, and what each wild card
//! may be named.

use super::{check_played, legal_plays, pack, pattern, play_problems, played_field};
use crate::cards::Card;
use crate::fields::MapReader;
use crate::rules::answer::{AnswerForm, Field, Verdict};
use crate::rules::kind::Kind;
use crate::rules::perlaggen::cards::{self, index, is_perlagg, suit_ix};
use crate::rules::perlaggen::{read, Query, PATTERNS};
use crate::rules::position_reader::PositionReader;
use crate::rules::problem::Problem;

pub struct LegalPlays;

impl Kind<Query> for LegalPlays {
    fn name(&self) -> &'static str {
        "legal-plays"
    }

    fn read(&self, r: &mut dyn PositionReader, m: &mut MapReader, (): ()) -> Option<Query> {
        let t = read::trump(r, m);
        let trick = m.req(r, "trick").and_then(|n| read::played_list(r, n));
        let hand = read::cards(r, m, "hand");
        Some(Query::LegalPlays {
            trump: t?,
            trick: trick?,
            hand: hand?,
        })
    }

    fn problems(&self, q: &Query) -> Option<Vec<Problem>> {
        let Query::LegalPlays { trump, trick, hand } = q else {
            return None;
        };
        let mut pack = pack();
        check_played(pack.suit("trump", *trump), "trick", trick);
        pack.cards("hand", hand);
        let mut out = pack.finish();
        if !out.is_empty() {
            return Some(out);
        }
        out.extend(play_problems(*trump, trick, hand));
        Some(out)
    }

    fn form(&self, q: &Query) -> Option<AnswerForm> {
        let Query::LegalPlays { trump, trick, hand } = q else {
            return None;
        };
        let t = suit_ix(*trump);
        let naturals: Vec<Card> = hand
            .iter()
            .copied()
            .filter(|&c| !is_perlagg(index(c), t))
            .collect();
        let wild: Vec<Card> = hand
            .iter()
            .copied()
            .filter(|&c| is_perlagg(index(c), t))
            .collect();
        // The choices the rules can give: any card, the led suit or trumps (when a
        // card of another suit was led), trumps only.
        let mut options = vec![vec!["*"]];
        if let Some(p) = trick.first() {
            let l = cards::suit_of(index(p.identity));
            if l != t {
                options.push(vec![pattern(l), pattern(t)]);
            }
        }
        options.push(vec![pattern(t)]);
        Some(AnswerForm::Record(vec![
            ("cards", AnswerForm::SubsetOf(naturals)),
            (
                "perlaggen",
                AnswerForm::CardPatterns {
                    cards: wild,
                    options,
                    vocabulary: PATTERNS,
                },
            ),
        ]))
    }

    fn verdict(&self, q: &Query) -> Option<Verdict> {
        let Query::LegalPlays { trump, trick, hand } = q else {
            return None;
        };
        Some(legal_plays(*trump, trick, hand))
    }

    fn fields(&self, q: &Query) -> Option<Vec<(&'static str, Field)>> {
        let Query::LegalPlays { trump, trick, hand } = q else {
            return None;
        };
        Some(vec![
            ("trump", Field::Suit(*trump)),
            ("trick", played_field(trick)),
            ("hand", Field::Cards(hand.clone())),
        ])
    }
}
