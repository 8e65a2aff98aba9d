//! Perlaggen's drill topics: the rule clauses that generated questions drill, each with the
//! engine's reason rules that show the clause decided a position and the wrong beliefs a
//! position must refute. Their names are messages `topic-perlaggen-<id>`.

use super::beliefs::Belief;
use crate::rules::drill::{self, legal_plays, topic, trick_winner};
use crate::rules::game::Game;
use crate::rules::trick_beliefs::TrickBelief;
use Belief::*;
use TrickBelief::*;

/// A topic of Perlaggen, with its own beliefs.
pub type Topic = drill::Topic<&'static [Belief]>;

/// A topic about which team wins a figure.
const fn figure(
    kind: &'static str,
    id: &'static str,
    rules: &'static [&'static str],
    beliefs: &'static [Belief],
) -> Topic {
    topic(kind, Game::Perlaggen, id, rules, beliefs)
}

/// A topic about the betting.
const fn bet(
    id: &'static str,
    rules: &'static [&'static str],
    beliefs: &'static [Belief],
) -> Topic {
    topic("bet-legal", Game::Perlaggen, id, rules, beliefs)
}

/// The topics, in the order they are listed and drawn from.
pub const TOPICS: &[Topic] = &[
    trick_winner(
        Game::Perlaggen,
        "other-suits-never-win",
        &["perlaggen.highest-of-led"],
        &[Trick(HighestAnySuit)],
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
    figure(
        "gleich-winner",
        "gleich-one-player",
        &["perlaggen.best-gleich", "perlaggen.gleich-stands-equal"],
        &[PartnersCombine],
    ),
    figure(
        "hanger-winner",
        "hanger-one-player",
        &["perlaggen.best-hanger", "perlaggen.hanger-stands-equal"],
        &[PartnersCombine],
    ),
    trick_winner(
        Game::Perlaggen,
        "equal-identities",
        &["perlaggen.equal-identities"],
        &[Trick(LaterEqualWins)],
    ),
    legal_plays(
        Game::Perlaggen,
        "follow-or-trump",
        &["perlaggen.trumps-instead"],
        &[Trick(FollowOnly)],
    ),
    legal_plays(
        Game::Perlaggen,
        "must-follow-or-trump",
        &["perlaggen.must-follow-or-trump"],
        &[Trick(AnythingGoes)],
    ),
    legal_plays(
        Game::Perlaggen,
        "void-is-free",
        &["perlaggen.no-natural-of-led"],
        &[Trick(TrumpWhenVoid)],
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
