//! The vocabulary of drills, game-neutral: a topic (a rule clause and the wrong beliefs a
//! position must refute), a game's beliefs, and a candidate position with what the beliefs
//! about trick play (`trick_beliefs`, which every game's plays can be held to) see of it.
//! Each game's folder holds its own topics, its own beliefs and the positions that drill
//! them (`drills/`); what picks a game and keeps a candidate that fits a topic is
//! `practice`.

use std::fmt::Debug;

use super::answer::{Answer, Verdict};
use super::game::Game;
use super::trick_beliefs::{TrickBelief, View};
use crate::cards::Card;

/// A topic: a rule clause that generated questions drill. Its beliefs are the game's own
/// list (`&'static [B]` of the game's belief enum), or that list wrapped game-neutrally.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Topic<Beliefs> {
    /// The rules that apply (a variant has topics of its own).
    pub game: Game,
    /// The topic's id: its name is the message `topic-<game>-<id>`.
    pub id: &'static str,
    pub kind: &'static str,
    /// Reason rules: the clause decided the position when one of them is in the verdict.
    pub rules: &'static [&'static str],
    /// At least one of these must answer the position differently from the rules.
    pub beliefs: Beliefs,
    /// The table sizes the topic is about (Maniglia's three and five players); empty: any.
    pub players: &'static [u8],
}

impl<Beliefs> Topic<Beliefs> {
    /// Whether one of the topic's rules is among the verdict's reasons.
    pub fn decides(&self, v: &Verdict) -> bool {
        v.reasons
            .iter()
            .chain(v.cards.iter().map(|c| &c.reason))
            .any(|r| self.rules.contains(&r.rule))
    }

    /// The same topic with its beliefs as `wrap` gives them.
    pub fn map_beliefs<Other>(self, wrap: impl FnOnce(Beliefs) -> Other) -> Topic<Other> {
        Topic {
            game: self.game,
            id: self.id,
            kind: self.kind,
            rules: self.rules,
            beliefs: wrap(self.beliefs),
            players: self.players,
        }
    }
}

/// A topic about a question of `kind`.
pub const fn topic<B>(
    kind: &'static str,
    game: Game,
    id: &'static str,
    rules: &'static [&'static str],
    beliefs: &'static [B],
) -> Topic<&'static [B]> {
    Topic {
        game,
        id,
        kind,
        rules,
        beliefs,
        players: &[],
    }
}

/// A topic only about tables of `players`.
pub const fn at<B>(players: &'static [u8], t: Topic<&'static [B]>) -> Topic<&'static [B]> {
    Topic { players, ..t }
}

/// A topic about which cards may be played.
pub const fn legal_plays<B>(
    game: Game,
    id: &'static str,
    rules: &'static [&'static str],
    beliefs: &'static [B],
) -> Topic<&'static [B]> {
    topic("legal-plays", game, id, rules, beliefs)
}

/// A topic about who wins a trick.
pub const fn trick_winner<B>(
    game: Game,
    id: &'static str,
    rules: &'static [&'static str],
    beliefs: &'static [B],
) -> Topic<&'static [B]> {
    topic("trick-winner", game, id, rules, beliefs)
}

/// A topic about card points.
pub const fn card_points<B>(
    game: Game,
    id: &'static str,
    rules: &'static [&'static str],
    beliefs: &'static [B],
) -> Topic<&'static [B]> {
    topic("card-points", game, id, rules, beliefs)
}

/// A topic about settling a deal.
pub const fn deal_score<B>(
    game: Game,
    id: &'static str,
    rules: &'static [&'static str],
    beliefs: &'static [B],
) -> Topic<&'static [B]> {
    topic("deal-score", game, id, rules, beliefs)
}

/// A game's wrong beliefs: an enum of its own, one value of which stands for the beliefs
/// about trick play that every game shares.
pub trait Belief: Copy + Debug + PartialEq {
    /// The shared belief about trick play this is, if it is one.
    fn trick(self) -> Option<TrickBelief>;

    /// The belief's id, as its message `belief-<id>` names it: `AnythingGoes` →
    /// `anything-goes`.
    fn id(self) -> String {
        match self.trick() {
            Some(t) => kebab(&format!("{t:?}")),
            None => kebab(&format!("{self:?}")),
        }
    }
}

/// `AnythingGoes` → `anything-goes`.
fn kebab(name: &str) -> String {
    let mut out = String::new();
    for (i, c) in name.chars().enumerate() {
        if c.is_ascii_uppercase() && i > 0 {
            out.push('-');
        }
        out.push(c.to_ascii_lowercase());
    }
    out
}

/// What the beliefs about trick play see of a position: the play reduced to suit groups and
/// strengths, and the cards they judge, in the view's hand order (for Perlaggen the natural
/// cards only: wild cards are always playable).
#[derive(Clone, Debug)]
pub struct Sight {
    pub view: View,
    pub judged: Vec<Card>,
}

/// A candidate position of a game whose questions are `Q`, with what the beliefs see of it.
#[derive(Clone, Debug)]
pub struct Candidate<Q> {
    pub query: Q,
    pub sight: Sight,
}

impl<Q> Candidate<Q> {
    pub fn new(query: Q, view: View, judged: Vec<Card>) -> Candidate<Q> {
        Candidate {
            query,
            sight: Sight { view, judged },
        }
    }

    /// A position the beliefs about trick play do not look at.
    pub fn plain(query: Q) -> Candidate<Q> {
        Candidate::new(query, View::none(), Vec::new())
    }

    /// A trick to win, with nothing to play.
    pub fn trick(query: Q, view: View) -> Candidate<Q> {
        Candidate::new(query, view, Vec::new())
    }

    /// The same candidate with its position as `wrap` gives it.
    pub fn map<R>(self, wrap: impl FnOnce(Q) -> R) -> Candidate<R> {
        Candidate {
            query: wrap(self.query),
            sight: self.sight,
        }
    }
}

/// The answer a belief gives from what it sees of the play, once the game's own answers
/// have had their say: who wins the trick, or which of the judged cards may be played (a
/// belief about something else allows them all), alone or in the record of a Perlaggen
/// play, whose wild cards stay as they are. `None` for the answers of other shapes.
pub fn seen_answer<B: Belief>(belief: B, sight: &Sight, truth: &Answer) -> Option<Answer> {
    let trick = belief.trick();
    let cards = || {
        let allowed = match trick {
            Some(t) => t.allows(&sight.view),
            None => (0..sight.view.hand.len()).collect(),
        };
        allowed.into_iter().map(|i| sight.judged[i]).collect()
    };
    match truth {
        Answer::Index(_) => trick?.winner(&sight.view).map(Answer::Index),
        Answer::Cards(_) => Some(Answer::Cards(cards())),
        Answer::Record(parts) => Some(Answer::Record(
            parts
                .iter()
                .map(|(k, a)| match (*k, a) {
                    ("cards", Answer::Cards(_)) => (*k, Answer::Cards(cards())),
                    _ => (*k, a.clone()),
                })
                .collect(),
        )),
        _ => None,
    }
}

/// Values per key (sides, seats) as an answer in the truth's own keys; `None` when the truth
/// has other keys.
pub fn keyed(truth: &Answer, values: &[i64]) -> Option<Answer> {
    match truth {
        Answer::Ints(keys) if keys.len() == values.len() => Some(Answer::Ints(
            keys.iter()
                .zip(values)
                .map(|(&(k, _), &v)| (k, v))
                .collect(),
        )),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_belief_is_named_by_its_words() {
        assert_eq!(kebab("AnythingGoes"), "anything-goes");
        assert_eq!(kebab("WinAtSix"), "win-at-six");
    }
}
