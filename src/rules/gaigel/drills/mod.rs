//! Gaigel's drills: its topics, its wrong beliefs, and the positions that drill them, made
//! from random deals or, for the kinds no card play leads to, from random fields. What
//! picks a game and keeps a position that fits a topic is `practice`.

mod beliefs;
mod declarations;
mod draws;
mod plays;
mod scores;
mod topics;

pub use beliefs::Belief;
pub use topics::{Topic, TOPICS};

use crate::rules::answer::Answer;
use crate::rules::drill::{self, Candidate, Sight};
use crate::rules::gaigel::Query;
use crate::rules::rng::Rng;

/// The candidate positions for `topic` from one draw: made directly for the kinds no card
/// play leads to, else every position of one random deal.
pub fn candidates<B>(topic: &drill::Topic<B>, rng: &mut Rng) -> Vec<Candidate<Query>> {
    let kind = topic.kind;
    match kind {
        "meld-points" | "deal-points" | "declaration-allowed" => {
            plain(declarations::candidates(kind, rng))
        }
        "deal-score" | "game-winner" => plain(scores::candidates(kind, rng)),
        "draw-order" => plain(draws::candidates(rng)),
        _ => plays::candidates(rng),
    }
}

fn plain(queries: Vec<Query>) -> Vec<Candidate<Query>> {
    queries.into_iter().map(Candidate::plain).collect()
}

/// The answer `belief` gives to a position whose true answer is `truth`; `None` when it
/// does not speak to it.
pub fn believed(belief: Belief, query: &Query, sight: &Sight, truth: &Answer) -> Option<Answer> {
    declarations::believed(belief, query)
        .or_else(|| scores::believed(belief, query))
        .or_else(|| draws::believed(belief, query))
        .or_else(|| match truth {
            Answer::Int(_) => belief.points(query).map(Answer::Int),
            _ => drill::seen_answer(belief, sight, truth),
        })
}
