//! Fresh questions from random deals: every play of a random deal is a candidate position;
//! a candidate is kept for a topic when the topic's clause decided it (the engine's reasons
//! say so) and at least one of the topic's wrong beliefs answers it differently.

use super::beliefs::{Belief, Beliefs, Legacy};
use super::topics::{topics, Topic};
use super::{bets, perlaggen_deal};
use crate::cards::Card;
use crate::rules::drill::{self, Seen, Sight, View};
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

/// A candidate position with the cards the beliefs judge (for Perlaggen, the natural cards
/// only: wild cards are always playable).
struct Candidate {
    query: Query,
    view: View,
    judged: Vec<Card>,
}

fn pg_seen(i: u8) -> Seen {
    Seen {
        group: perlaggen::cards::suit_of(i),
        strength: perlaggen::cards::rank_of(i),
    }
}

/// A complete trick as the beliefs about winning see it.
fn trick_view(trick: Vec<Seen>, trump: Option<u8>) -> View {
    View {
        hand: Vec::new(),
        trick,
        trump,
    }
}

/// Positions made directly from random fields, for the kinds no card play leads to (and
/// for the topics of a kind whose telling positions random deals rarely make).
fn direct(topic: &Topic, rng: &mut Rng) -> Option<Vec<Candidate>> {
    let (game, kind) = (topic.game, topic.kind);
    let queries = match (game.rules(), kind) {
        (RuleSet::Perlaggen, "bet-legal" | "deal-score") => bets::candidates(kind, rng),
        (
            RuleSet::Perlaggen,
            "is-perlagg" | "cut-keep" | "exchange-options" | "game-winner" | "gestrichen-winner",
        ) => perlaggen_deal::candidates(kind, rng),
        _ => return None,
    };
    Some(
        queries
            .into_iter()
            .map(|query| Candidate {
                query,
                view: trick_view(Vec::new(), None),
                judged: Vec::new(),
            })
            .collect(),
    )
}

/// The positions of one random deal of the game.
fn candidates(game: Game, rng: &mut Rng) -> Vec<Candidate> {
    let mut out = Vec::new();
    match game.rules() {
        RuleSet::Gaigel => unreachable!("Gaigel's drills are its own"),
        RuleSet::Marglia(_) => unreachable!("Marglia's drills are its own"),
        RuleSet::VierAnderle(_) => unreachable!("Vier-Anderle's drills are its own"),
        RuleSet::Perlaggen => {
            use perlaggen::cards::{card, is_perlagg, SUITS};
            let deal = bets::record_deal(rng);
            let trump = deal.trump;
            for m in deal.moments.iter().filter(|m| !m.trick.is_empty()) {
                let naturals: Vec<u8> = m.held.iter().filter(|&c| !is_perlagg(c, trump)).collect();
                out.push(Candidate {
                    query: Query::Perlaggen(perlaggen::Query::LegalPlays {
                        trump: SUITS[trump as usize],
                        trick: bets::played(&m.trick),
                        hand: m.held.iter().map(card).collect(),
                    }),
                    view: View {
                        hand: naturals.iter().map(|&i| pg_seen(i)).collect(),
                        trick: m.trick.iter().map(|&(_, id)| pg_seen(id)).collect(),
                        trump: Some(trump),
                    },
                    judged: naturals.iter().map(|&i| card(i)).collect(),
                });
            }
            for trick in &deal.tricks {
                out.push(Candidate {
                    query: Query::Perlaggen(perlaggen::Query::TrickWinner {
                        trump: SUITS[trump as usize],
                        trick: bets::played(trick),
                    }),
                    view: trick_view(
                        trick.iter().map(|&(_, id)| pg_seen(id)).collect(),
                        Some(trump),
                    ),
                    judged: Vec::new(),
                });
            }
            // Each player's five cards as played: the figures of the deal.
            let hands: Vec<(u8, Vec<perlaggen::cards::Played>)> = deal
                .plays
                .iter()
                .enumerate()
                .map(|(s, cards)| (s as u8, bets::played(cards)))
                .collect();
            let trump = SUITS[trump as usize];
            for gleich in [true, false] {
                out.push(Candidate {
                    query: Query::Perlaggen(if gleich {
                        perlaggen::Query::GleichWinner {
                            trump,
                            hands: hands.clone(),
                        }
                    } else {
                        perlaggen::Query::HangerWinner {
                            trump,
                            hands: hands.clone(),
                        }
                    }),
                    view: trick_view(Vec::new(), None),
                    judged: Vec::new(),
                });
            }
        }
        RuleSet::Rikken => unreachable!("Rikken's drills are its own"),
    }
    out
}

/// A candidate whose position passed the engine's check.
struct Judged<'a> {
    query: &'a Query,
    view: &'a View,
    judged: &'a [Card],
}

/// The answers the topic's wrong beliefs give to the position, each with its belief;
/// a belief that does not speak to the position gives none.
fn believed(beliefs: &[Legacy], c: &Judged, truth: &Answer) -> Vec<(Legacy, Answer)> {
    beliefs
        .iter()
        .filter_map(|&b| {
            let answer = if let Some(a) = belief_answer(b, c.query) {
                Some(a)
            } else {
                match (truth, c.query) {
                    (Answer::Ints(_), _) => None,
                    (Answer::Choice(_), _) => b.figure_winner(c.query).map(Answer::Choice),
                    (Answer::Int(_), _) => None,
                    (Answer::Index(_), _) => b.winner(c.view).map(Answer::Index),
                    (Answer::Cards(_), _) => Some(Answer::Cards(believed_cards(b, c))),
                    // Perlaggen: the natural cards as the belief has them, the wild
                    // cards as they are.
                    (Answer::Record(parts), _) => Some(Answer::Record(
                        parts
                            .iter()
                            .map(|(k, a)| match (*k, a) {
                                ("cards", Answer::Cards(_)) => {
                                    (*k, Answer::Cards(believed_cards(b, c)))
                                }
                                _ => (*k, a.clone()),
                            })
                            .collect(),
                    )),
                    _ => None,
                }
            };
            answer.map(|a| (b, a))
        })
        .collect()
}

/// The cards a belief about following allows, of the cards it judges.
fn believed_cards(b: Legacy, c: &Judged) -> Vec<Card> {
    b.allows(c.view).into_iter().map(|i| c.judged[i]).collect()
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
        (Beliefs::Legacy(list), _) => {
            let judged = Judged {
                query,
                view: &sight.view,
                judged: &sight.judged,
            };
            believed(list, &judged, truth)
                .into_iter()
                .map(|(b, a)| (Belief::Legacy(b), a))
                .collect()
        }
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
fn fits(topic: &Topic, c: drill::Candidate<Query>) -> Option<(Checked, Vec<(Belief, Answer)>)> {
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

/// The candidate positions for `topic` from one draw, in its game's own way.
fn drawn(topic: &Topic, rng: &mut Rng) -> Vec<drill::Candidate<Query>> {
    fn wrap<Q>(
        list: Vec<drill::Candidate<Q>>,
        game: fn(Q) -> Query,
    ) -> Vec<drill::Candidate<Query>> {
        list.into_iter().map(|c| c.map(game)).collect()
    }
    match topic.game.rules() {
        RuleSet::Gaigel => wrap(gaigel::drills::candidates(topic, rng), Query::Gaigel),
        RuleSet::Rikken => wrap(rikken::drills::candidates(topic, rng), Query::Rikken),
        RuleSet::VierAnderle(rules) => wrap(
            vier_anderle::drills::candidates(rules, topic, rng),
            Query::VierAnderle,
        ),
        RuleSet::Marglia(rules) => wrap(
            marglia::drills::candidates(rules, topic, rng),
            Query::Marglia,
        ),
        _ => direct(topic, rng)
            .unwrap_or_else(|| candidates(topic.game, rng))
            .into_iter()
            .map(|c| drill::Candidate::new(c.query, c.view, c.judged))
            .collect(),
    }
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

/// The answer a belief gives to a position of a kind drilled with random positions of its
/// own (declarations, bids, bets); `None` when it does not speak to it. The families of
/// those kinds know their beliefs; the beliefs do not know the families.
fn belief_answer(belief: Legacy, query: &crate::rules::Query) -> Option<crate::rules::Answer> {
    bets::believed(belief, query).or_else(|| perlaggen_deal::believed(belief, query))
}
