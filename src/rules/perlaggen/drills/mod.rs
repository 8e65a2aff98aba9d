//! Perlaggen's drills: its topics, its wrong beliefs, and the positions that drill them,
//! made from random deals or, for the betting, the wild cards, the cut, the exchange and the
//! end of a deal and of the game, from random fields. What picks a game and keeps a
//! position that fits a topic is `practice`.

mod beliefs;
mod bets;
mod deal;
mod plays;
mod topics;

pub use beliefs::Belief;
pub use topics::{Topic, TOPICS};

use crate::rules::answer::Answer;
use crate::rules::drill::{self, Candidate, Sight};
use crate::rules::perlaggen::Query;
use crate::rules::rng::Rng;

/// The candidate positions for `topic` from one draw: made directly for the betting, the
/// deal's cards and its end, else every position of one random deal.
pub fn candidates<B>(topic: &drill::Topic<B>, rng: &mut Rng) -> Vec<Candidate<Query>> {
    let kind = topic.kind;
    let queries = match kind {
        "bet-legal" | "deal-score" => bets::candidates(kind, rng),
        "is-perlagg" | "cut-keep" | "exchange-options" | "game-winner" | "gestrichen-winner" => {
            deal::candidates(kind, rng)
        }
        _ => return plays::candidates(rng),
    };
    queries.into_iter().map(Candidate::plain).collect()
}

/// The answer `belief` gives to a position whose true answer is `truth`; `None` when it
/// does not speak to it.
pub fn believed(belief: Belief, query: &Query, sight: &Sight, truth: &Answer) -> Option<Answer> {
    bets::believed(belief, query)
        .or_else(|| deal::believed(belief, query))
        .or_else(|| match truth {
            Answer::Choice(_) => belief.figure_winner(query).map(Answer::Choice),
            _ => drill::seen_answer(belief, sight, truth),
        })
}
