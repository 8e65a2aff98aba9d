//! The verbs of a Vier-Anderle deal and the refusals that no question kind gives.

use crate::rules::table::{ArgShape, Verb};

/// The verbs of a Vier-Anderle deal: saying in or out, and playing a card.
pub const VERBS: &[Verb] = &[
    Verb {
        name: "declare",
        arg: ArgShape::Token(&["in", "out"]),
    },
    Verb {
        name: "play",
        arg: ArgShape::Card,
    },
];

/// The table size when none is asked for: the sources find 5 to 8 best (section 1).
pub const USUAL_PLAYERS: u8 = 5;

/// The refusals no question kind gives, one per procedure rule.
pub mod refusal {
    /// A declaration in an all-play deal (Whole deals 2, section 6).
    pub const NO_DECLARING_ALL_PLAY: &str = "vier-anderle.no-declaring-all-play";
    /// A second declaration: each player declares once, finally (Whole deals 3).
    pub const DECLARATION_FINAL: &str = "vier-anderle.declaration-final";
    /// A card played before every player has declared (6, 12.14, Whole deals 3).
    pub const DECLARE_FIRST: &str = "vier-anderle.declare-first";
    /// A card the player does not hold.
    pub const NOT_IN_HAND: &str = "vier-anderle.not-in-hand";
}
