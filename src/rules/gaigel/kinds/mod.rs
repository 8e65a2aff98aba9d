//! Gaigel's question kinds, one file each, and the one list that registers them: the kind
//! names, the reading of a position and every dispatch over kinds come from [`KINDS`].

mod card_points;
mod deal;
mod deal_points;
pub(super) mod deal_score;
mod declaration_allowed;
mod draw_order;
mod game_winner;
mod legal_plays;
mod meld_points;
mod trick_winner;

pub use card_points::CardPoints;
pub use deal::Deal;
pub use deal_points::DealPoints;
pub use deal_score::DealScore;
pub use declaration_allowed::DeclarationAllowed;
pub use draw_order::{DrawAfter, DrawOrder};
pub use game_winner::GameWinner;
pub use legal_plays::LegalPlays;
pub use meld_points::MeldPoints;
pub use trick_winner::TrickWinner;

use super::{play, Query};
use crate::cards::Card;
use crate::rules::answer::{Answer, Reason, Verdict};
use crate::rules::game::Game;
use crate::rules::kind::Kind;
use crate::rules::problem::PackCheck;
use crate::rules::problem::Problem;

/// The kinds of the spec's "Position fields" section, in its order, then the others.
pub const KINDS: &[&dyn Kind<Query>] = &[
    &LegalPlays,
    &TrickWinner,
    &CardPoints,
    &MeldPoints,
    &DealPoints,
    &DeclarationAllowed,
    &DealScore,
    &GameWinner,
    &Deal,
    &DrawOrder,
];

/// Every card and suit of a position must be of the Gaigel pack: a kind names its cards
/// and suits to this check, and a card from another pack is reported alone (the rest of
/// the check indexes cards, which only the pack's cards can be).
fn pack() -> PackCheck {
    PackCheck::new(Game::Gaigel)
}

/// Counts copies across lists and reports the first card over the pack's two copies.
fn copies_problems(lists: &[(&'static str, &[Card])]) -> Vec<Problem> {
    let mut counts = [0u8; 24];
    let mut out = Vec::new();
    for (field, cards) in lists {
        for (i, &c) in cards.iter().enumerate() {
            let ix = play::index(c) as usize;
            counts[ix] += 1;
            if counts[ix] == 3 {
                out.push(Problem::too_many_copies(field, i, c, 2));
            }
        }
    }
    out
}

fn range_problem(field: &'static str, v: u32, min: u32, max: u32) -> Option<Problem> {
    Problem::range(field, v as i64, min as i64, max as i64)
}

fn simple(answer: Answer, reasons: Vec<Reason>) -> Verdict {
    Verdict {
        answer,
        reasons,
        cards: Vec::new(),
    }
}
