//! `play-legal`: is this one play, with its baptism, legal? (the tutor's own kind, built
//! from the rules of `legal-plays`).

use super::{
    baptism_problems, baptism_token, check_played, legal_plays, legal_sets, pack, play_problems,
    played_field, simple, suit,
};
use crate::fields::MapReader;
use crate::rules::answer::Verdict;
use crate::rules::answer::{Answer, AnswerForm, Arg, Field, Reason};
use crate::rules::kind::Kind;
use crate::rules::perlaggen::cards::{index, is_perlagg, suit_ix};
use crate::rules::perlaggen::play::Baptism;
use crate::rules::perlaggen::{read, Query};
use crate::rules::position_reader::PositionReader;
use crate::rules::problem::Problem;

pub struct PlayLegal;

impl Kind<Query> for PlayLegal {
    fn name(&self) -> &'static str {
        "play-legal"
    }

    fn read(&self, r: &mut dyn PositionReader, m: &mut MapReader, (): ()) -> Option<Query> {
        let t = read::trump(r, m);
        let trick = m.req(r, "trick").and_then(|n| read::played_list(r, n));
        let hand = read::cards(r, m, "hand");
        let play = m.req(r, "play").and_then(|n| read::played(r, n));
        Some(Query::PlayLegal {
            trump: t?,
            trick: trick?,
            hand: hand?,
            play: play?,
        })
    }

    fn problems(&self, q: &Query) -> Option<Vec<Problem>> {
        let Query::PlayLegal {
            trump,
            trick,
            hand,
            play,
        } = q
        else {
            return None;
        };
        let mut pack = pack();
        check_played(pack.suit("trump", *trump), "trick", trick);
        pack.cards("hand", hand);
        for c in play.cards() {
            pack.card("play", c);
        }
        let mut out = pack.finish();
        if !out.is_empty() {
            return Some(out);
        }
        out.extend(play_problems(*trump, trick, hand));
        out.extend(baptism_problems("play", &[*play], *trump));
        if !hand.contains(&play.card) {
            out.push(Problem::new("play", "not-in-hand").with("card", Arg::Card(play.card)));
        }
        Some(out)
    }

    fn form(&self, q: &Query) -> Option<AnswerForm> {
        let Query::PlayLegal { .. } = q else {
            return None;
        };
        Some(AnswerForm::Bool)
    }

    fn verdict(&self, q: &Query) -> Option<Verdict> {
        let Query::PlayLegal {
            trump,
            trick,
            hand,
            play,
        } = q
        else {
            return None;
        };
        let v = legal_plays(*trump, trick, hand);
        let t = suit_ix(*trump);
        let (ok, reason) = if is_perlagg(index(play.card), t) {
            let (_, baptism, _) = legal_sets(t, trick, hand);
            let ok = baptism.allows(index(play.identity));
            // Played without a name, the card counts as its own face (3.2).
            let r = Reason::new(match (ok, play.baptised()) {
                (true, true) => "perlaggen.baptism-allowed",
                (false, true) => "perlaggen.baptism-not-allowed",
                (true, false) => "perlaggen.face-allowed",
                (false, false) => "perlaggen.face-not-allowed",
            })
            .with("card", Arg::Card(play.card))
            .with("identity", Arg::Card(play.identity))
            .with("allowed", Arg::Token(baptism_token(baptism)));
            let r = match baptism {
                Baptism::LedOrTrump { led, trump } => r
                    .with("suit", Arg::Suit(suit(led)))
                    .with("trump", Arg::Suit(suit(trump))),
                Baptism::TrumpOnly { trump } => r
                    .with("suit", Arg::Suit(suit(trump)))
                    .with("trump", Arg::Suit(suit(trump))),
                Baptism::Any => r,
            };
            (ok, r)
        } else {
            let cv = v.cards.iter().find(|c| c.card == play.card);
            (
                cv.is_some_and(|c| c.legal),
                cv.map(|c| c.reason.clone())
                    .unwrap_or_else(|| Reason::new("perlaggen.lead-free")),
            )
        };
        Some(simple(Answer::Bool(ok), vec![reason]))
    }

    fn fields(&self, q: &Query) -> Option<Vec<(&'static str, Field)>> {
        let Query::PlayLegal {
            trump,
            trick,
            hand,
            play,
        } = q
        else {
            return None;
        };
        Some(vec![
            ("trump", Field::Suit(*trump)),
            ("trick", played_field(trick)),
            ("hand", Field::Cards(hand.clone())),
            ("play", played_field(&[*play])),
        ])
    }
}
