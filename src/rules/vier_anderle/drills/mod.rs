//! Vier-Anderle's and Japanisch's drills: their topics per rule set, their wrong beliefs,
//! and the positions that drill them, made from random deals or, for the start of a deal
//! and its settlement, from random fields. What picks a game and keeps a position that fits
//! a topic is `practice`.

mod beliefs;
mod plays;
mod setup;
mod topics;

pub use beliefs::Belief;
pub use topics::{topics, Topic};

use crate::rules::answer::Answer;
use crate::rules::drill::{self, Candidate, Sight};
use crate::rules::rng::Rng;
use crate::rules::vier_anderle::{Ask, Query, Rules};

/// The candidate positions for `topic` of the rule set `rules` from one draw: made directly
/// for the start of a deal and for one or no player in, a deal to settle played among the
/// players in, else every position of one random deal.
pub fn candidates<B>(
    rules: Rules,
    topic: &drill::Topic<B>,
    rng: &mut Rng,
) -> Vec<Candidate<Query>> {
    let kind = topic.kind;
    match (kind, topic.id) {
        ("deal-type" | "opening-leader" | "declaration-order", _)
        | ("deal-score", "one-or-none-in") => setup::candidates(rules, kind, rng)
            .into_iter()
            .map(Candidate::plain)
            .collect(),
        // A settlement needs only the tricks of a deal among the players in, not the
        // positions of a whole deal for everyone.
        ("deal-score", _) => vec![plays::settlement(rules, rng)],
        _ => plays::candidates(rules, rng),
    }
}

/// The answer `belief` gives to a position whose true answer is `truth`; `None` when it
/// does not speak to it.
pub fn believed(belief: Belief, query: &Query, sight: &Sight, truth: &Answer) -> Option<Answer> {
    setup::believed(belief, query).or_else(|| match (truth, &query.ask) {
        (Answer::Ints(_) | Answer::Choice(_) | Answer::Int(_) | Answer::Index(_), _) => {
            drill::seen_answer(belief, sight, truth)
        }
        (_, Ask::DealScore(deal)) => belief.settle(query.rules, deal).map(|(chips, pot)| {
            Answer::Record(vec![
                ("chips", Answer::IntList(chips)),
                ("pot_after", Answer::Int(pot)),
            ])
        }),
        _ => drill::seen_answer(belief, sight, truth),
    })
}
