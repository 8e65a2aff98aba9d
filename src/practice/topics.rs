//! The topics of practice, game-neutral: which game's topics a game has (each game lists
//! its own in `rules/<game>/drills/`), found by id, and whether a question practises one.
//! A topic names the engine's reason rules that show its clause decided a position, and
//! the wrong beliefs a position must refute. Their names are messages `topic-<game>-<id>`.

use super::beliefs::Beliefs;
use crate::rules::{drill, gaigel, marglia, perlaggen, rikken, vier_anderle};
use crate::rules::{Checked, Game, Query, RuleSet};

/// A topic of any game, with its game's beliefs.
pub type Topic = drill::Topic<Beliefs>;

impl Topic {
    /// Whether the topic's clause decided this position: one of its rules is among the
    /// engine's reasons.
    pub fn decided(&self, query: &Checked) -> bool {
        if query.kind() != self.kind || !self.seats(query.query()) {
            return false;
        }
        self.decides(&query.verdict())
    }

    /// Whether the position is at a table the topic is about.
    pub fn seats(&self, query: &Query) -> bool {
        match query {
            Query::Marglia(q) => marglia::drills::seated(self.players, q),
            _ => true,
        }
    }
}

/// The ids of the topics of `game`: the topics its lessons may declare.
pub fn ids(game: Game) -> Vec<&'static str> {
    topics(game).iter().map(|t| t.id).collect()
}

/// The topics of a game (a rule set of a family has the topics of the clauses it has: the
/// shared ones and its own), each asked in that game's own pack and table.
pub fn topics(game: Game) -> Vec<Topic> {
    fn wrap<T: Copy>(
        list: impl IntoIterator<Item = drill::Topic<T>>,
        game: fn(T) -> Beliefs,
    ) -> Vec<Topic> {
        list.into_iter().map(|t| t.map_beliefs(game)).collect()
    }
    match game.rules() {
        RuleSet::Gaigel => wrap(gaigel::drills::TOPICS.iter().copied(), Beliefs::Gaigel),
        RuleSet::Rikken => wrap(rikken::drills::TOPICS.iter().copied(), Beliefs::Rikken),
        RuleSet::Marglia(rules) => wrap(marglia::drills::topics(rules), Beliefs::Marglia),
        RuleSet::VierAnderle(rules) => {
            wrap(vier_anderle::drills::topics(rules), Beliefs::VierAnderle)
        }
        RuleSet::Perlaggen => wrap(
            perlaggen::drills::TOPICS.iter().copied(),
            Beliefs::Perlaggen,
        ),
    }
}

/// Whether the question practises the topic `id` of `game` (for `check`).
pub fn practises(game: Game, id: &str, query: &Checked) -> bool {
    find(game, id).is_some_and(|t| t.decided(query))
}

pub fn find(game: Game, id: &str) -> Option<Topic> {
    topics(game).into_iter().find(|t| t.id == id)
}
