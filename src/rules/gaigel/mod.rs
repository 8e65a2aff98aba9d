//! Gaigel (`../shared/rules/gaigel.md`): the checked positions of every question kind of the
//! spec's "Position fields" section, and their verdicts, each kind a unit of its own
//! (`kinds/`).

pub mod deal;
pub mod drills;
pub mod kinds;
pub mod play;
pub mod playout;
pub mod read;
pub mod score;
pub mod table;

pub use score::{DealEnd, Declaration, DeclarationContext, Event, Meld, Role};

pub use kinds::KINDS;

use crate::cards::{Card, Suit};
use crate::rules::answer::PerTeam;
use crate::rules::game::Game;
use crate::rules::kind::{Kind, Registered};
use crate::rules::problem::Problem;
use crate::rules::question::Checked;

/// The problems of Gaigel's own rules (the shared ones are in [`crate::rules::problem`]).
pub const PROBLEMS: &[&str] = &["gaigel.both-teams-score"];

/// A checked Gaigel question: one variant per kind, with the spec's fields.
#[derive(Clone, Debug, PartialEq)]
pub enum Query {
    LegalPlays {
        trump: Suit,
        stock_empty: bool,
        trick: Vec<Card>,
        hand: Vec<Card>,
    },
    TrickWinner {
        trump: Suit,
        trick: Vec<Card>,
    },
    CardPoints {
        cards: Vec<Card>,
        last_trick: bool,
    },
    MeldPoints {
        trump: Suit,
        declaration: Declaration,
        cards: Vec<Card>,
    },
    DealPoints {
        trump: Suit,
        captured: Vec<Card>,
        melds: Vec<(Declaration, Vec<Card>)>,
        last_trick: bool,
    },
    DeclarationAllowed {
        trump: Suit,
        declaration: Declaration,
        cards: Vec<Card>,
        context: DeclarationContext,
    },
    DealScore(DealEnd),
    /// Who draws in which order after a trick (6.1).
    DrawOrder(kinds::DrawAfter),
    GameWinner {
        game_points: PerTeam<u32>,
        awarded: PerTeam<u32>,
    },
    /// A deal record: the deal as dealt and every action, replayed at the table.
    Deal(Box<DealRecord>),
}

/// The position of a `deal` question (`lessons/DEALS.md`).
#[derive(Clone, Debug, PartialEq)]
pub struct DealRecord {
    pub setup: table::Setup,
    pub actions: Vec<crate::rules::table::Act>,
}

/// Each question is answered by the kind it is of.
impl Registered for Query {
    type Options = ();

    fn of_game(&self) -> Game {
        Game::Gaigel
    }

    fn unit(&self) -> &'static dyn Kind<Query, Self::Options> {
        match self {
            Query::LegalPlays { .. } => &kinds::LegalPlays,
            Query::TrickWinner { .. } => &kinds::TrickWinner,
            Query::CardPoints { .. } => &kinds::CardPoints,
            Query::MeldPoints { .. } => &kinds::MeldPoints,
            Query::DealPoints { .. } => &kinds::DealPoints,
            Query::DeclarationAllowed { .. } => &kinds::DeclarationAllowed,
            Query::DealScore(_) => &kinds::DealScore,
            Query::GameWinner { .. } => &kinds::GameWinner,
            Query::Deal(_) => &kinds::Deal,
            Query::DrawOrder(_) => &kinds::DrawOrder,
        }
    }
}

impl Query {
    /// The position checked: every problem it has, or the question the engine can answer.
    pub fn check(self) -> Result<Checked<Query>, Vec<Problem>> {
        Checked::check(self)
    }
}
