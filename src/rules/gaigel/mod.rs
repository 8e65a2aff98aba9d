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
use crate::rules::answer::{AnswerForm, Field, PerTeam, Verdict};
use crate::rules::game::Game;
use crate::rules::kind::{own, Kind};
use crate::rules::problem::Problem;
use crate::rules::question::{Checked, Position};

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

impl Query {
    /// The kind this question is of, the unit that answers for it. The one match over
    /// Gaigel's questions: a new variant names its kind here (the compiler asks for it).
    fn unit(&self) -> &'static dyn Kind<Query> {
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

    /// The position checked: every problem it has, or the question the engine can answer.
    pub fn check(self) -> Result<Checked<Query>, Vec<Problem>> {
        Checked::check(self)
    }
}

/// What each kind answers, handed to the question's own kind.
impl Position for Query {
    fn game(&self) -> Game {
        Game::Gaigel
    }

    fn kind(&self) -> &'static str {
        self.unit().name()
    }

    /// Every reason the position is impossible (the fields' types were checked by the
    /// loader). A card or suit from another pack is reported alone: the rest of the check
    /// indexes cards, which only the pack's cards can be.
    fn problems(&self) -> Vec<Problem> {
        own(self.unit().problems(self))
    }

    /// The answer's form, for a checked position.
    fn form(&self) -> AnswerForm {
        own(self.unit().form(self))
    }

    /// The verdict on a checked position.
    fn verdict(&self) -> Verdict {
        own(self.unit().verdict(self))
    }

    /// The position's fields as data, in the order of the spec's field tables.
    fn fields(&self) -> Vec<(&'static str, Field)> {
        own(self.unit().fields(self))
    }
}
