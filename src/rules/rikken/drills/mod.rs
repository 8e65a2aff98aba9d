//! Rikken's drills: its topics, its wrong beliefs, and the positions that drill them, made
//! from random deals or, for the auction, the call and the kinds random deals rarely make
//! telling, from random fields. What picks a game and keeps a position that fits a topic
//! is `practice`.

mod beliefs;
mod bids;
mod contracts;
mod plays;
mod topics;

pub use beliefs::Belief;
pub use topics::{Topic, TOPICS};

use crate::rules::answer::Answer;
use crate::rules::drill::{self, Candidate, Sight};
use crate::rules::rikken::Query;
use crate::rules::rng::Rng;

/// The candidate positions for `topic` from one draw: made directly for the auction, the
/// call, the blind trick and the fixed contracts, else every position of one random deal.
pub fn candidates<B>(topic: &drill::Topic<B>, rng: &mut Rng) -> Vec<Candidate<Query>> {
    let kind = topic.kind;
    let queries = match (kind, topic.id) {
        ("bid-legal" | "bid-allowed" | "call-legal", _) => bids::candidates(kind, rng),
        ("auction-result", _)
        | ("trick-winner", "blind-trick")
        | ("deal-score", "fixed-values") => contracts::candidates(kind, rng),
        _ => return plays::candidates(rng),
    };
    queries.into_iter().map(Candidate::plain).collect()
}

/// The answer `belief` gives to a position whose true answer is `truth`; `None` when it
/// does not speak to it.
pub fn believed(belief: Belief, query: &Query, sight: &Sight, truth: &Answer) -> Option<Answer> {
    bids::believed(belief, query)
        .or_else(|| contracts::believed(belief, query))
        .or_else(|| match truth {
            Answer::Ints(_) => belief.chips(query).and_then(|s| drill::keyed(truth, &s)),
            _ => drill::seen_answer(belief, sight, truth),
        })
}
