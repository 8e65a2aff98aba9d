//! The topics of practice: the rule clauses of each game that generated questions drill.
//! A topic names the engine's reason rules that show the clause decided a position, and the
//! wrong beliefs a position must refute. Their names are messages `topic-<game>-<id>`.

use super::beliefs::{Beliefs, Legacy as Belief};
use crate::rules::{drill, gaigel, marglia, rikken, vier_anderle};
use crate::rules::{Game, RuleSet};
use Belief::*;

/// A topic of any game, with its game's beliefs.
pub type Topic = drill::Topic<Beliefs>;

/// A topic not yet in its game's folder.
type Old = drill::Topic<&'static [Belief]>;

impl Topic {
    /// Whether the topic's clause decided this position: one of its rules is among the
    /// engine's reasons.
    pub fn decided(&self, query: &crate::rules::Checked) -> bool {
        if query.kind() != self.kind || !self.seats(query.query()) {
            return false;
        }
        self.decides(&query.verdict())
    }

    /// Whether the position is at a table the topic is about.
    pub fn seats(&self, query: &crate::rules::Query) -> bool {
        use crate::rules::Query;
        match query {
            Query::Marglia(q) => marglia::drills::seated(self.players, q),
            _ => true,
        }
    }
}

/// A topic about a question of `kind`.
const fn topic(
    kind: &'static str,
    game: Game,
    id: &'static str,
    rules: &'static [&'static str],
    beliefs: &'static [Belief],
) -> Old {
    Old {
        game,
        id,
        kind,
        rules,
        beliefs,
        players: &[],
    }
}

/// A topic about which cards may be played.
const fn t(
    game: Game,
    id: &'static str,
    rules: &'static [&'static str],
    beliefs: &'static [Belief],
) -> Old {
    topic("legal-plays", game, id, rules, beliefs)
}

/// A topic about which team wins a figure.
const fn f(
    kind: &'static str,
    id: &'static str,
    rules: &'static [&'static str],
    beliefs: &'static [Belief],
) -> Old {
    topic(kind, Game::Perlaggen, id, rules, beliefs)
}

/// A topic about who wins a trick.
const fn w(
    game: Game,
    id: &'static str,
    rules: &'static [&'static str],
    beliefs: &'static [Belief],
) -> Old {
    topic("trick-winner", game, id, rules, beliefs)
}

/// A topic about Perlaggen's betting.
const fn bet(id: &'static str, rules: &'static [&'static str], beliefs: &'static [Belief]) -> Old {
    topic("bet-legal", Game::Perlaggen, id, rules, beliefs)
}

const PERLAGGEN: &[Old] = &[
    w(
        Game::Perlaggen,
        "other-suits-never-win",
        &["perlaggen.highest-of-led"],
        &[HighestAnySuit],
    ),
    bet(
        "bet-alternate",
        &["perlaggen.bet-alternate", "perlaggen.may-bet"],
        &[HolderWaits],
    ),
    bet(
        "endgame-limit",
        &["perlaggen.endgame-limit", "perlaggen.raise-limit"],
        &[OnlyGestrichenBarred],
    ),
    bet(
        "hold-any-score",
        &["perlaggen.may-hold"],
        &[LimitAppliesToHold],
    ),
    bet(
        "own-example",
        &[
            "perlaggen.no-example",
            "perlaggen.may-bet",
            "perlaggen.may-raise",
            "perlaggen.may-hold",
        ],
        &[NoExampleNeeded, WildCardsDontCount],
    ),
    bet(
        "fifth-trick",
        &[
            "perlaggen.fifth-trick-card",
            "perlaggen.fifth-trick-qualifies",
        ],
        &[AnyCardForSpiel, TrumpMustBeLed],
    ),
    bet(
        "show-turn",
        &["perlaggen.show-not-your-turn"],
        &[ShowLikePlay],
    ),
    topic(
        "deal-score",
        Game::Perlaggen,
        "failed-proof",
        &["perlaggen.team-fails"],
        &[FailLosesFigureOnly],
    ),
    f(
        "gleich-winner",
        "gleich-one-player",
        &["perlaggen.best-gleich", "perlaggen.gleich-stands-equal"],
        &[PartnersCombine],
    ),
    f(
        "hanger-winner",
        "hanger-one-player",
        &["perlaggen.best-hanger", "perlaggen.hanger-stands-equal"],
        &[PartnersCombine],
    ),
    w(
        Game::Perlaggen,
        "equal-identities",
        &["perlaggen.equal-identities"],
        &[LaterEqualWins],
    ),
    t(
        Game::Perlaggen,
        "follow-or-trump",
        &["perlaggen.trumps-instead"],
        &[FollowOnly],
    ),
    t(
        Game::Perlaggen,
        "must-follow-or-trump",
        &["perlaggen.must-follow-or-trump"],
        &[AnythingGoes],
    ),
    t(
        Game::Perlaggen,
        "void-is-free",
        &["perlaggen.no-natural-of-led"],
        &[TrumpWhenVoid],
    ),
    topic(
        "is-perlagg",
        Game::Perlaggen,
        "which-wild",
        &[
            "perlaggen.permanent-wild",
            "perlaggen.trump-wild",
            "perlaggen.natural",
        ],
        &[
            TrumpSevenNotWild,
            OnlyPermanentWild,
            OnlyTrumpCardsWild,
            AllUntersObersWild,
        ],
    ),
    topic(
        "cut-keep",
        Game::Perlaggen,
        "the-cut",
        &["perlaggen.cut-ends"],
        &[KeepAllPermanent],
    ),
    topic(
        "exchange-options",
        Game::Perlaggen,
        "exchange",
        &["perlaggen.partner-exchanges", "perlaggen.indicator-natural"],
        &[DealerOnlyExchanges, AnyIndicatorExchanged],
    ),
    topic(
        "game-winner",
        Game::Perlaggen,
        "game-winner-order",
        &["perlaggen.reaches-target"],
        &[PlainFigureOrder],
    ),
    topic(
        "gestrichen-winner",
        Game::Perlaggen,
        "seventeen-all",
        &["perlaggen.long-figure-wins", "perlaggen.no-long-figure"],
        &[SpielAlwaysDecides, AnyFigureDecides],
    ),
];

/// The ids of the topics of `game`: the topics its lessons may declare.
pub fn ids(game: Game) -> Vec<&'static str> {
    topics(game).iter().map(|t| t.id).collect()
}

/// The topics of a game (a rule set of a family has the topics of the clauses it has: the
/// shared ones and its own), each asked in that game's own pack and table.
pub fn topics(game: Game) -> Vec<Topic> {
    match game.rules() {
        RuleSet::Gaigel => gaigel::drills::TOPICS
            .iter()
            .map(|t| t.map_beliefs(Beliefs::Gaigel))
            .collect(),
        RuleSet::Marglia(rules) => marglia::drills::topics(rules)
            .into_iter()
            .map(|t| t.map_beliefs(Beliefs::Marglia))
            .collect(),
        RuleSet::VierAnderle(rules) => vier_anderle::drills::topics(rules)
            .into_iter()
            .map(|t| t.map_beliefs(Beliefs::VierAnderle))
            .collect(),
        RuleSet::Perlaggen => legacy(PERLAGGEN),
        RuleSet::Rikken => rikken::drills::TOPICS
            .iter()
            .map(|t| t.map_beliefs(Beliefs::Rikken))
            .collect(),
    }
}

fn legacy(list: &[Old]) -> Vec<Topic> {
    list.iter()
        .map(|t| t.map_beliefs(Beliefs::Legacy))
        .collect()
}

/// Whether the question practises the topic `id` of `game` (for `check`).
pub fn practises(game: Game, id: &str, query: &crate::rules::Checked) -> bool {
    find(game, id).is_some_and(|t| t.decided(query))
}

pub fn find(game: Game, id: &str) -> Option<Topic> {
    topics(game).into_iter().find(|t| t.id == id)
}
