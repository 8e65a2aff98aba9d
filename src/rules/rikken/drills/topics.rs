//! Rikken's drill topics: the rule clauses that generated questions drill, each with the
//! engine's reason rules that show the clause decided a position and the wrong beliefs a
//! position must refute. Their names are messages `topic-rikken-<id>`.

use super::beliefs::Belief;
use crate::rules::drill::{self, deal_score, legal_plays, topic, trick_winner};
use crate::rules::game::Game;
use crate::rules::trick_beliefs::TrickBelief;
use Belief::*;
use TrickBelief::*;

/// A topic of Rikken, with its own beliefs.
pub type Topic = drill::Topic<&'static [Belief]>;

/// The topics, in the order they are listed and drawn from.
pub const TOPICS: &[Topic] = &[
    trick_winner(
        Game::Rikken,
        "other-suits-never-win",
        &["rikken.highest-of-led"],
        &[Trick(HighestAnySuit)],
    ),
    topic(
        "bid-legal",
        Game::Rikken,
        "three-aces",
        &["rikken.three-aces-floor"],
        &[ThreeAcesBidFreely],
    ),
    topic(
        "bid-allowed",
        Game::Rikken,
        "three-aces-pass",
        &["rikken.three-aces-must-bid", "rikken.pass-allowed"],
        &[PassAlways, ThreeAcesNeverPass],
    ),
    topic(
        "bid-allowed",
        Game::Rikken,
        "join-pair",
        &["rikken.bid-joins", "rikken.bid-same-rank"],
        &[NoJoining, SameRankJoins],
    ),
    topic(
        "bid-allowed",
        Game::Rikken,
        "troela",
        &["rikken.troela-needs-three-aces"],
        &[TroelaWithFourAces],
    ),
    topic(
        "call-legal",
        Game::Rikken,
        "call-held-suit",
        &["rikken.call-not-void", "rikken.call-blind"],
        &[CallAnyMissingAce],
    ),
    topic(
        "call-legal",
        Game::Rikken,
        "call-not-trump",
        &["rikken.call-not-trump", "rikken.call-not-hearts"],
        &[TrumpAceCallable],
    ),
    deal_score(
        Game::Rikken,
        "overtricks",
        &["rikken.score-overtricks"],
        &[NoOvertricks],
    ),
    deal_score(
        Game::Rikken,
        "undertricks",
        &["rikken.score-undertricks"],
        &[UndertricksOnly],
    ),
    legal_plays(
        Game::Rikken,
        "follow-suit",
        &["rikken.follows", "rikken.must-follow"],
        &[Trick(BeatInSuit), Trick(AnythingGoes)],
    ),
    legal_plays(
        Game::Rikken,
        "void-is-free",
        &["rikken.void-any"],
        &[Trick(TrumpWhenVoid)],
    ),
    legal_plays(
        Game::Rikken,
        "called-ace",
        &["rikken.called-must-fall", "rikken.called-must-fall-other"],
        &[Trick(FollowOnly)],
    ),
    topic(
        "auction-result",
        Game::Rikken,
        "simultaneous",
        &["rikken.simultaneous"],
        &[LastBidderPlays],
    ),
    trick_winner(
        Game::Rikken,
        "blind-trick",
        &["rikken.face-down-never-wins"],
        &[CalledAceWins, FirstShownLeads],
    ),
    deal_score(
        Game::Rikken,
        "fixed-values",
        &["rikken.score-fixed-made", "rikken.score-fixed-failed"],
        &[OpenPaysLikeClosed, FixedPaysPerTrick],
    ),
];
