//! Rikken (`../shared/rules/rikken.md`): the checked positions of every question kind of
//! the spec's "Position fields" section, and their verdicts, each kind a unit of its own
//! (`kinds/`).

pub mod auction;
pub mod bids;
pub mod call;
pub mod cards;
pub mod deal;
pub mod drills;
pub mod kinds;
pub mod play;
pub mod playout;
pub mod read;
pub mod score;
pub mod table;

pub use auction::{Call, State};
pub use bids::Bid;

pub use kinds::KINDS;

use crate::cards::{Card, Suit};
use crate::rules::answer::TrickCard;
use crate::rules::game::Game;
use crate::rules::kind::{Kind, Registered};
use crate::rules::problem::Problem;
use crate::rules::question::Checked;
use play::FACE_DOWN;

/// The problems of Rikken's own rules (the shared ones are in [`crate::rules::problem`]).
pub const PROBLEMS: &[&str] = &[
    "rikken.must-contain",
    "rikken.face-down-not-first",
    "rikken.must-be-ace",
    "rikken.three-aces",
    "rikken.out-of-turn",
    "rikken.after-auction-end",
    "rikken.bid-too-low",
    "rikken.auction-over",
    "rikken.auction-not-over",
    "rikken.not-to-act",
];

/// The seats' keys of a chips answer.
pub const SEATS: &[&str] = &["0", "1", "2", "3"];

/// The trump suit of a position: a suit, or none (the misère/piek family).
pub type Trump = Option<Suit>;

/// The cards of a trick: an optional blind face-down lead, then the face-up cards.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Trick {
    pub face_down: bool,
    pub cards: Vec<Card>,
}

impl Trick {
    pub fn len(&self) -> usize {
        self.cards.len() + self.face_down as usize
    }
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
    /// The compact cards in play order, the face-down lead as [`FACE_DOWN`].
    pub fn compact(&self) -> Vec<u8> {
        let mut out = Vec::with_capacity(self.len());
        if self.face_down {
            out.push(FACE_DOWN);
        }
        out.extend(self.cards.iter().map(|&c| cards::index(c)));
        out
    }
    /// The trick for display and for choosing a card: `None` is the face-down card.
    pub fn shown(&self) -> Vec<TrickCard> {
        let mut out = Vec::with_capacity(self.len());
        if self.face_down {
            out.push(TrickCard::FaceDown);
        }
        out.extend(TrickCard::faces(&self.cards));
        out
    }
}

/// A checked Rikken question: one variant per kind, with the spec's fields.
#[derive(Clone, Debug, PartialEq)]
pub enum Query {
    LegalPlays {
        contract: Bid,
        /// `None` when the position does not give it (it never changes the answer).
        trump: Option<Trump>,
        called: Option<Card>,
        blind: bool,
        trick: Trick,
        hand: Vec<Card>,
    },
    TrickWinner {
        contract: Bid,
        trump: Trump,
        called: Option<Card>,
        blind: bool,
        trick: Trick,
    },
    BidLegal {
        hand: Vec<Card>,
        auction: Vec<Call>,
        to_act: u8,
    },
    BidAllowed {
        hand: Vec<Card>,
        auction: Vec<Call>,
        to_act: u8,
        /// `None` asks about passing.
        bid: Option<Bid>,
    },
    AuctionResult {
        auction: Vec<Call>,
    },
    CallLegal {
        contract: Bid,
        trump: Suit,
        hand: Vec<Card>,
    },
    DealScore {
        /// `None` = the deal was passed out.
        contract: Option<Bid>,
        declarer: Option<u8>,
        partner: Option<u8>,
        tricks: Option<Vec<i64>>,
    },
    /// A whole deal (a deal record): the hands as dealt, by seat as written, and every
    /// action in order ("Whole deals").
    Deal {
        hands: Vec<(u8, Vec<Card>)>,
        /// Which deal of the session it is (from 1), and each seat's chips from the deals
        /// before it: shown in the standing, the deal's result is the same.
        deal_number: i64,
        chips_before: [i64; 4],
        actions: Vec<crate::rules::table::Act>,
    },
}

/// Each question is answered by the kind it is of.
impl Registered for Query {
    type Options = ();

    fn of_game(&self) -> Game {
        Game::Rikken
    }

    fn unit(&self) -> &'static dyn Kind<Query, Self::Options> {
        match self {
            Query::LegalPlays { .. } => &kinds::LegalPlays,
            Query::TrickWinner { .. } => &kinds::TrickWinner,
            Query::BidLegal { .. } => &kinds::BidLegal,
            Query::BidAllowed { .. } => &kinds::BidAllowed,
            Query::AuctionResult { .. } => &kinds::AuctionResult,
            Query::CallLegal { .. } => &kinds::CallLegal,
            Query::DealScore { .. } => &kinds::DealScore,
            Query::Deal { .. } => &kinds::Deal,
        }
    }
}

impl Query {
    /// The position checked: every problem it has, or the question the engine can answer.
    pub fn check(self) -> Result<Checked<Query>, Vec<Problem>> {
        Checked::check(self)
    }
}
