//! Fresh questions, game-neutral: a topic's game draws candidate positions (from a random
//! deal, or made directly for the kinds no card play leads to); a candidate is kept for the
//! topic when the topic's clause decided it (the engine's reasons say so) and at least one
//! of the topic's wrong beliefs answers it differently. Each game's candidates and the
//! answers its beliefs give are its own (`rules/<game>/drills/`).

use super::beliefs::{Belief, Beliefs};
use super::topics::{topics, Topic};
use crate::rules::drill::{Candidate, Sight};
use crate::rules::rng::Rng;
use crate::rules::{
    gaigel, marglia, perlaggen, rikken, vier_anderle, Answer, Checked, Game, Position, Query,
    RuleSet,
};

/// A generated question: the checked position, its topic, and the wrong answers.
#[derive(Clone, Debug)]
pub struct Generated {
    pub topic: Topic,
    pub query: Checked,
    /// The wrong answers the topic's beliefs give, each with its belief: a learner who
    /// answers one of them is told which mistake it is.
    pub mistakes: Vec<(Belief, Answer)>,
}

/// The candidate positions for `topic` from one draw, in its game's own way.
fn drawn(topic: &Topic, rng: &mut Rng) -> Vec<Candidate<Query>> {
    fn wrap<Q>(list: Vec<Candidate<Q>>, game: fn(Q) -> Query) -> Vec<Candidate<Query>> {
        list.into_iter().map(|c| c.map(game)).collect()
    }
    match topic.game.rules() {
        RuleSet::Gaigel => wrap(gaigel::drills::candidates(topic, rng), Query::Gaigel),
        RuleSet::Rikken => wrap(rikken::drills::candidates(topic, rng), Query::Rikken),
        RuleSet::Marglia(rules) => wrap(
            marglia::drills::candidates(rules, topic, rng),
            Query::Marglia,
        ),
        RuleSet::VierAnderle(rules) => wrap(
            vier_anderle::drills::candidates(rules, topic, rng),
            Query::VierAnderle,
        ),
        RuleSet::Perlaggen => wrap(perlaggen::drills::candidates(topic, rng), Query::Perlaggen),
    }
}

/// The wrong answers the topic's beliefs give to a position whose true answer is `truth`,
/// each with its belief: a belief that does not speak to the position gives none, and one
/// that agrees with the truth is no mistake.
fn mistakes(topic: &Topic, query: &Query, sight: &Sight, truth: &Answer) -> Vec<(Belief, Answer)> {
    fn each<B: Copy>(
        beliefs: &[B],
        wrap: fn(B) -> Belief,
        answer: impl Fn(B) -> Option<Answer>,
    ) -> Vec<(Belief, Answer)> {
        beliefs
            .iter()
            .filter_map(|&b| answer(b).map(|a| (wrap(b), a)))
            .collect()
    }
    let believed = match (topic.beliefs, query) {
        (Beliefs::Gaigel(list), Query::Gaigel(q)) => each(list, Belief::Gaigel, |b| {
            gaigel::drills::believed(b, q, sight, truth)
        }),
        (Beliefs::Rikken(list), Query::Rikken(q)) => each(list, Belief::Rikken, |b| {
            rikken::drills::believed(b, q, sight, truth)
        }),
        (Beliefs::Marglia(list), Query::Marglia(q)) => each(list, Belief::Marglia, |b| {
            marglia::drills::believed(b, q, sight, truth)
        }),
        (Beliefs::VierAnderle(list), Query::VierAnderle(q)) => {
            each(list, Belief::VierAnderle, |b| {
                vier_anderle::drills::believed(b, q, sight, truth)
            })
        }
        (Beliefs::Perlaggen(list), Query::Perlaggen(q)) => each(list, Belief::Perlaggen, |b| {
            perlaggen::drills::believed(b, q, sight, truth)
        }),
        // A topic's game draws its positions: another game's have nothing to say to it.
        _ => Vec::new(),
    };
    believed
        .into_iter()
        .filter(|(_, a)| !a.agrees_with(truth))
        .collect()
}

/// Whether the position drills the topic: the engine accepts it, one of the topic's rules
/// decided it, and a wrong belief answers it differently. Returns the checked position and
/// those wrong answers.
fn fits(topic: &Topic, c: Candidate<Query>) -> Option<(Checked, Vec<(Belief, Answer)>)> {
    if c.query.kind() != topic.kind || !topic.seats(&c.query) {
        return None;
    }
    // A random deal makes only possible positions; one the engine refused would be skipped.
    let query = c.query.check().ok()?;
    let v = query.verdict();
    if !topic.decides(&v) {
        return None;
    }
    let wrong = mistakes(topic, query.query(), &c.sight, &v.answer);
    (!wrong.is_empty()).then_some((query, wrong))
}

/// How many random deals to try before giving up on a topic.
const MAX_DEALS: usize = 2000;

/// A fresh question on `topic` (or on a random topic of the game), or `None` when the game
/// has no generated topics.
pub fn generate(game: Game, topic: Option<&Topic>, rng: &mut Rng) -> Option<Generated> {
    let all = topics(game);
    let topic = match topic {
        Some(t) => *t,
        None => *all.get(rng.below(all.len().max(1) as u32) as usize)?,
    };
    for _ in 0..MAX_DEALS {
        let mut cands = drawn(&topic, rng);
        rng.shuffle(&mut cands);
        if let Some((query, mistakes)) = cands.into_iter().find_map(|c| fits(&topic, c)) {
            return Some(Generated {
                topic,
                query,
                mistakes,
            });
        }
    }
    None
}
