//! Gaigel's drill topics: the rule clauses that generated questions drill, each with the
//! engine's reason rules that show the clause decided a position and the wrong beliefs a
//! position must refute. Their names are messages `topic-gaigel-<id>`.

use super::beliefs::Belief;
use crate::rules::drill::{self, card_points, deal_score, legal_plays, topic, trick_winner};
use crate::rules::game::Game;
use crate::rules::trick_beliefs::TrickBelief;
use Belief::*;
use TrickBelief::*;

/// A topic of Gaigel, with its own beliefs.
pub type Topic = drill::Topic<&'static [Belief]>;

/// The topics, in the order they are listed and drawn from.
pub const TOPICS: &[Topic] = &[
    topic(
        "meld-points",
        Game::Gaigel,
        "royal-marriage",
        &[
            "gaigel.meld-royal-marriage",
            "gaigel.meld-double-royal-marriage",
        ],
        &[AllMarriagesTwenty],
    ),
    topic(
        "meld-points",
        Game::Gaigel,
        "double-marriage",
        &[
            "gaigel.meld-double-marriage",
            "gaigel.meld-double-royal-marriage",
        ],
        &[DoubleCountsOnce],
    ),
    topic(
        "deal-points",
        Game::Gaigel,
        "declarations-count",
        &[
            "gaigel.meld-marriage",
            "gaigel.meld-double-marriage",
            "gaigel.meld-royal-marriage",
            "gaigel.meld-double-royal-marriage",
            "gaigel.meld-trump-seven-exchange",
        ],
        &[MeldsNotCounted],
    ),
    topic(
        "declaration-allowed",
        Game::Gaigel,
        "who-marries",
        &[
            "gaigel.opponent-cannot-marry",
            "gaigel.one-marriage-per-trick",
            "gaigel.marriage-allowed",
        ],
        &[MarryAnytime, WinnerOnlyMarries],
    ),
    topic(
        "declaration-allowed",
        Game::Gaigel,
        "when-to-marry",
        &[
            "gaigel.no-trick-just-won",
            "gaigel.marriage-after-draw",
            "gaigel.no-marriage-after-stock",
        ],
        &[MarryAnytime],
    ),
    topic(
        "declaration-allowed",
        Game::Gaigel,
        "trump-seven",
        &["gaigel.partner-trick-not-enough", "gaigel.exchange-allowed"],
        &[PartnerTrickCounts, ExchangeOnlyAfterWinning],
    ),
    card_points(
        Game::Gaigel,
        "last-trick",
        &["gaigel.last-trick-bonus"],
        &[NoLastTrickBonus],
    ),
    trick_winner(
        Game::Gaigel,
        "identical-cards",
        &["gaigel.twin-played-first"],
        &[Trick(LaterEqualWins)],
    ),
    legal_plays(
        Game::Gaigel,
        "free-play",
        &["gaigel.free-play"],
        &[Trick(FollowOnly)],
    ),
    legal_plays(
        Game::Gaigel,
        "follow-suit",
        &["gaigel.must-follow-suit", "gaigel.must-follow-not-trump"],
        &[Trick(AnythingGoes)],
    ),
    legal_plays(
        Game::Gaigel,
        "must-beat",
        &["gaigel.follows-and-beats", "gaigel.must-beat"],
        &[Trick(FollowOnly)],
    ),
    legal_plays(
        Game::Gaigel,
        "must-trump",
        &["gaigel.trumps", "gaigel.must-trump"],
        &[Trick(FollowOnly)],
    ),
    legal_plays(
        Game::Gaigel,
        "over-trump",
        &["gaigel.overtrumps", "gaigel.must-overtrump"],
        &[Trick(TrumpWhenVoid)],
    ),
    card_points(
        Game::Gaigel,
        "card-values",
        &["gaigel.card-points"],
        &[OberUnterSwapped, SevenAtFaceValue],
    ),
    topic(
        "declaration-allowed",
        Game::Gaigel,
        "five-sevens",
        &[
            "gaigel.five-sevens-allowed",
            "gaigel.five-sevens-four-cards",
        ],
        &[FiveSevensNeedTrick, FiveSevensAnytime],
    ),
    deal_score(
        Game::Gaigel,
        "knock-dispute-claim",
        &[
            "gaigel.knock",
            "gaigel.knock-gaigel",
            "gaigel.dispute-lost",
            "gaigel.dispute-won",
            "gaigel.claim-right",
            "gaigel.claim-wrong",
        ],
        &[KnockAlwaysTwo, EveryWinOnePoint],
    ),
    deal_score(
        Game::Gaigel,
        "carry",
        &["gaigel.void-deal", "gaigel.carry-added"],
        &[VoidDealForgotten, CarryNotAdded],
    ),
    topic(
        "game-winner",
        Game::Gaigel,
        "game-winner",
        &["gaigel.game-won", "gaigel.game-goes-on"],
        &[WinAtSix, WinAtEight],
    ),
    topic(
        "draw-order",
        Game::Gaigel,
        "draw-order",
        &["gaigel.draw-from-winner"],
        &[DrawFromDealersLeft, DrawAnticlockwise],
    ),
];
