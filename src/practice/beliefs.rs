//! The wrong beliefs of every game, game-neutral: each game's own belief wrapped in one
//! value, and a topic's list of them. A generated position is worth asking only when the
//! true rule and at least one of its topic's beliefs answer it differently: then the learner
//! who holds the belief gets it wrong. The beliefs themselves are each game's
//! (`rules/<game>/drills/`).

use crate::rules::drill::Belief as _;
use crate::rules::{gaigel, marglia, perlaggen, rikken, vier_anderle};

/// A wrong belief of some game: the learner is told it by its id.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Belief {
    Gaigel(gaigel::drills::Belief),
    Rikken(rikken::drills::Belief),
    /// Marglia's and Maniglia's.
    Marglia(marglia::drills::Belief),
    /// Vier-Anderle's and Japanisch's.
    VierAnderle(vier_anderle::drills::Belief),
    Perlaggen(perlaggen::drills::Belief),
}

impl Belief {
    /// The belief's id, as its message `belief-<id>` names it (`anything-goes`).
    pub fn id(self) -> String {
        match self {
            Belief::Gaigel(b) => b.id(),
            Belief::Rikken(b) => b.id(),
            Belief::Marglia(b) => b.id(),
            Belief::VierAnderle(b) => b.id(),
            Belief::Perlaggen(b) => b.id(),
        }
    }
}

/// A topic's wrong beliefs: its game's own list.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Beliefs {
    Gaigel(&'static [gaigel::drills::Belief]),
    Rikken(&'static [rikken::drills::Belief]),
    Marglia(&'static [marglia::drills::Belief]),
    VierAnderle(&'static [vier_anderle::drills::Belief]),
    Perlaggen(&'static [perlaggen::drills::Belief]),
}

impl Beliefs {
    /// The beliefs in their order, each wrapped game-neutrally.
    pub fn to_vec(self) -> Vec<Belief> {
        fn wrap<B: Copy>(list: &[B], game: fn(B) -> Belief) -> Vec<Belief> {
            list.iter().map(|&b| game(b)).collect()
        }
        match self {
            Beliefs::Gaigel(list) => wrap(list, Belief::Gaigel),
            Beliefs::Rikken(list) => wrap(list, Belief::Rikken),
            Beliefs::Marglia(list) => wrap(list, Belief::Marglia),
            Beliefs::VierAnderle(list) => wrap(list, Belief::VierAnderle),
            Beliefs::Perlaggen(list) => wrap(list, Belief::Perlaggen),
        }
    }

    pub fn contains(&self, belief: &Belief) -> bool {
        self.to_vec().contains(belief)
    }
}

impl IntoIterator for Beliefs {
    type Item = Belief;
    type IntoIter = std::vec::IntoIter<Belief>;
    fn into_iter(self) -> Self::IntoIter {
        self.to_vec().into_iter()
    }
}
