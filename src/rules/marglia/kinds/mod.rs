//! Marglia's question kinds, one file each, and the one list that registers them: the kind
//! names, the reading of a position and every dispatch over kinds come from [`KINDS`].
//! Each kind reads and answers under the family's rule set ([`Rules`]: Marglia or
//! Maniglia), at the question's table.

mod card_points;
mod deal;
mod deal_score;
mod legal_plays;
mod trick_winner;
mod turnup_credit;

pub use card_points::CardPoints;
pub use deal::Deal;
pub use deal_score::DealScore;
pub use legal_plays::LegalPlays;
pub use trick_winner::TrickWinner;
pub use turnup_credit::TurnupCredit;

use super::{Query, Rules, Table};
use crate::rules::answer::Field;
use crate::rules::kind::Kind;
use crate::rules::problem::PackCheck;
use crate::rules::problem::Problem;

/// The kinds of section 10, in its order.
pub const KINDS: &[&dyn Kind<Query, Rules>] = &[
    &LegalPlays,
    &TrickWinner,
    &CardPoints,
    &DealScore,
    &TurnupCredit,
    &Deal,
];

/// The check every position starts with: a table the rule set does not have is reported
/// alone; else the check of the position's cards and suits against the table's pack
/// (French for Marglia, Latin for Maniglia), to which a kind names its cards. A card or
/// suit from another pack is reported alone: the rest of the check indexes cards, which
/// only the pack's cards can be.
fn checked(q: &Query) -> Result<PackCheck, Vec<Problem>> {
    match q.table().problem() {
        Some(p) => Err(vec![p]),
        None => Ok(PackCheck::new(q.table().rules.game())),
    }
}

/// The table, shown where the rule set leaves it open; the kind's own fields follow.
fn table_fields(t: Table) -> Vec<(&'static str, Field)> {
    let mut out = Vec::new();
    if t.rules.players().len() > 1 {
        out.push(("players", Field::Int(t.players as i64)));
    }
    if !t.rules.partnerships_required() {
        out.push(("partnerships", Field::Bool(t.partnerships)));
    }
    out
}

fn non_negative(field: &'static str, v: i64) -> Option<Problem> {
    Problem::negative(field, v)
}

/// An empty trick in a list of tricks (a trick has one card at least).
fn empty_trick(field: &'static str, i: usize) -> Problem {
    Problem::wrong_length(field, 0, 1, 40).at_index(i)
}
