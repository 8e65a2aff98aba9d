//! Marglia's and Maniglia's drills: their topics, their wrong beliefs, and the positions that
//! drill them, made from random deals at the rule set's own tables or, for the turned card,
//! from random fields. What picks a game and keeps a position that fits a topic is
//! `practice`.

mod beliefs;
mod plays;
mod topics;
mod turnup;

pub use beliefs::Belief;
pub use topics::{topics, Topic};

use crate::rules::answer::Answer;
use crate::rules::drill::{self, Candidate, Sight};
use crate::rules::marglia::{Query, Rules};
use crate::rules::rng::Rng;

/// The candidate positions for `topic` of the rule set `rules` from one draw: made directly
/// for the turned card, else every position of one random deal.
pub fn candidates<B>(
    rules: Rules,
    topic: &drill::Topic<B>,
    rng: &mut Rng,
) -> Vec<Candidate<Query>> {
    match topic.kind {
        "turnup-credit" => turnup::candidates(rules, topic.kind, rng)
            .into_iter()
            .map(Candidate::plain)
            .collect(),
        _ => plays::candidates(rules, rng),
    }
}

/// Whether the position is at a table of the sizes a topic is about (`players`; empty:
/// any).
pub fn seated(players: &[u8], query: &Query) -> bool {
    players.is_empty() || players.contains(&query.table().players)
}

/// The answer `belief` gives to a position whose true answer is `truth`; `None` when it
/// does not speak to it.
pub fn believed(belief: Belief, query: &Query, sight: &Sight, truth: &Answer) -> Option<Answer> {
    turnup::believed(belief, query).or_else(|| match truth {
        Answer::Ints(_) => belief.scores(query).and_then(|s| drill::keyed(truth, &s)),
        Answer::Int(_) => belief.points(query).map(Answer::Int),
        Answer::Cards(_) if belief == Belief::DiscardLowest => {
            let allowed = beliefs::discard_lowest(&sight.view);
            Some(Answer::Cards(
                allowed.into_iter().map(|i| sight.judged[i]).collect(),
            ))
        }
        _ => drill::seen_answer(belief, sight, truth),
    })
}
