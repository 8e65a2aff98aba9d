//! The topics of practice: the rule clauses of each game that generated questions drill.
//! A topic names the engine's reason rules that show the clause decided a position, and the
//! wrong beliefs a position must refute. Their names are messages `topic-<game>-<id>`.

use super::beliefs::{Beliefs, Legacy as Belief};
use crate::rules::vier_anderle::rule_set::DeclaringOrder;
use crate::rules::vier_anderle::{Rules as VierAnderleRules, TricklessPay};
use crate::rules::{drill, gaigel, marglia, rikken};
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

/// A topic about settling a deal.
const fn s(
    game: Game,
    id: &'static str,
    rules: &'static [&'static str],
    beliefs: &'static [Belief],
) -> Old {
    topic("deal-score", game, id, rules, beliefs)
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

const VIER_ANDERLE: &[Old] = &[
    s(
        Game::VierAnderle,
        "ante",
        &["vier-anderle.ante"],
        &[AnteNotCounted],
    ),
    s(
        Game::VierAnderle,
        "trickless-pays-pot",
        &["vier-anderle.trickless-pay"],
        &[TricklessPaysFour],
    ),
    w(
        Game::VierAnderle,
        "other-suits-never-win",
        // The lead's highest card winning is the same clause seen from the winner's side.
        &[
            "vier-anderle.other-suits-never-win",
            "vier-anderle.highest-of-led",
        ],
        &[HighestAnySuit],
    ),
    t(
        Game::VierAnderle,
        "head-the-trick",
        &["vier-anderle.heads", "vier-anderle.must-head"],
        &[FollowOnly],
    ),
    t(
        Game::VierAnderle,
        "trick-trumped",
        &["vier-anderle.follow-trumped"],
        &[BeatInSuit],
    ),
    t(
        Game::VierAnderle,
        "trump-led",
        &["vier-anderle.beats-trump", "vier-anderle.must-beat-trump"],
        &[FollowOnly],
    ),
    t(
        Game::VierAnderle,
        "must-trump",
        &["vier-anderle.trumps", "vier-anderle.must-trump"],
        &[FollowOnly],
    ),
    t(
        Game::VierAnderle,
        "over-trump",
        &["vier-anderle.overtrumps", "vier-anderle.must-overtrump"],
        &[TrumpWhenVoid],
    ),
    t(
        Game::VierAnderle,
        "losing-trump",
        &["vier-anderle.trump-under", "vier-anderle.must-trump-under"],
        &[FollowOnly],
    ),
    topic(
        "deal-type",
        Game::VierAnderle,
        "deal-type",
        &["vier-anderle.pot-empty", "vier-anderle.pot-holds-chips"],
        &[EveryDealInOut, SmallPotAllPlay],
    ),
    topic(
        "opening-leader",
        Game::VierAnderle,
        "opening-leader",
        &["vier-anderle.all-play-lead", "vier-anderle.first-in-leads"],
        &[DealerLeads, SeatZeroLeads],
    ),
    topic(
        "declaration-order",
        Game::VierAnderle,
        "declaration-order",
        &["vier-anderle.declare-order"],
        &[DealerDeclaresFirst],
    ),
    s(
        Game::VierAnderle,
        "one-or-none-in",
        &["vier-anderle.nobody-in", "vier-anderle.lone-takes-pot"],
        &[AnteNotCounted, LoneWithoutAnte],
    ),
];

/// The topics of Japanisch's options: no heading duty, the drop fee, the fixed payment.
/// Listed before the shared ones when they apply (see [`applies`]).
const JAPANISCH: &[Old] = &[
    t(
        Game::JapanischVierAnderle,
        "japanisch-follow",
        &["vier-anderle.japanisch-follow-any"],
        &[BeatInSuit],
    ),
    s(
        Game::JapanischVierAnderle,
        "drop-fees",
        &["vier-anderle.drop-fees"],
        &[NoDropFee],
    ),
    s(
        Game::JapanischVierAnderle,
        "fixed-eight",
        &["vier-anderle.japanisch-trickless-pay"],
        &[TricklessPaysPot],
    ),
    topic(
        "declaration-order",
        Game::JapanischVierAnderle,
        "japanisch-declaration-order",
        &["vier-anderle.japanisch-declare-order"],
        &[DeclareFromLeft],
    ),
];

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
        RuleSet::VierAnderle(rules) => JAPANISCH
            .iter()
            .chain(VIER_ANDERLE)
            .filter(|t| applies(t.id, rules))
            .map(|t| Old { game, ..*t }.map_beliefs(Beliefs::Legacy))
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

/// Whether a rule set has an option (a named option of [`VierAnderleRules`]).
type HasOption = fn(VierAnderleRules) -> bool;

/// The Vier-Anderle topics whose clause only some rule sets have, each with the option that
/// gives it; every other topic applies to both.
const OPTIONAL: &[(&str, HasOption)] = &[
    ("head-the-trick", |r| r.must_head_in_suit()),
    ("trick-trumped", |r| r.must_head_in_suit()),
    ("japanisch-follow", |r| !r.must_head_in_suit()),
    ("drop-fees", |r| r.drop_fee().is_some()),
    ("trickless-pays-pot", |r| {
        r.trickless_pays() == TricklessPay::Pot
    }),
    ("fixed-eight", |r| {
        matches!(r.trickless_pays(), TricklessPay::Fixed(_))
    }),
    ("declaration-order", |r| {
        r.declaring_order() == DeclaringOrder::FromDealersLeft
    }),
    ("japanisch-declaration-order", |r| {
        r.declaring_order() == DeclaringOrder::FromDealersRight
    }),
];

/// Whether the Vier-Anderle topic `id` drills a clause that `rules` have.
fn applies(id: &str, rules: VierAnderleRules) -> bool {
    OPTIONAL
        .iter()
        .find(|(topic, _)| *topic == id)
        .is_none_or(|(_, has)| has(rules))
}

/// Whether the question practises the topic `id` of `game` (for `check`).
pub fn practises(game: Game, id: &str, query: &crate::rules::Checked) -> bool {
    find(game, id).is_some_and(|t| t.decided(query))
}

pub fn find(game: Game, id: &str) -> Option<Topic> {
    topics(game).into_iter().find(|t| t.id == id)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_optional_vier_anderle_topic_exists_and_belongs_to_one_rule_set() {
        for (id, _) in OPTIONAL {
            let holders: Vec<Game> = [Game::VierAnderle, Game::JapanischVierAnderle]
                .into_iter()
                .filter(|&g| find(g, id).is_some())
                .collect();
            assert_eq!(holders.len(), 1, "{id}: {holders:?}");
        }
    }

    #[test]
    fn the_heading_duty_and_the_payments_pick_the_topics() {
        // 7.3: the original heads the trick in suit; Japanisch follows with any card of the
        // suit. 8.2 / 8.3: the pot, or a fixed 8; 6.2: a drop fee in Japanisch only.
        let original = ids(Game::VierAnderle);
        let japanisch = ids(Game::JapanischVierAnderle);
        for id in ["head-the-trick", "trick-trumped", "trickless-pays-pot"] {
            assert!(original.contains(&id) && !japanisch.contains(&id), "{id}");
        }
        for id in ["japanisch-follow", "drop-fees", "fixed-eight"] {
            assert!(japanisch.contains(&id) && !original.contains(&id), "{id}");
        }
        for id in ["ante", "trump-led", "over-trump", "losing-trump"] {
            assert!(original.contains(&id) && japanisch.contains(&id), "{id}");
        }
        assert!(topics(Game::JapanischVierAnderle)
            .iter()
            .all(|t| t.game == Game::JapanischVierAnderle));
    }
}
