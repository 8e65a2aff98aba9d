//! Vier-Anderle's question kinds, one file each, and the one list that registers them: the
//! kind names, the reading of a position and every dispatch over kinds come from [`KINDS`].
//! Each kind reads and answers under the family's rule set ([`Rules`]: the original or
//! Japanisch).

mod deal_score;
mod deal_type;
mod declaration_order;
mod legal_plays;
mod opening_leader;
mod trick_winner;
mod whole_deal;

pub use deal_score::DealScore;
pub use deal_type::DealType;
pub use declaration_order::DeclarationOrder;
pub use legal_plays::LegalPlays;
pub use opening_leader::OpeningLeader;
pub use trick_winner::TrickWinner;
pub use whole_deal::WholeDeal;

use super::{players_problem, pot_problems, Deal, Query, Rules};
use crate::rules::answer::{AnswerForm, Field, ListShape};
use crate::rules::kind::Kind;
use crate::rules::problem::PackCheck;
use crate::rules::problem::Problem;

/// The kinds of the spec's "Position fields" section, in its order.
pub const KINDS: &[&dyn Kind<Query, Rules>] = &[
    &LegalPlays,
    &TrickWinner,
    &DealScore,
    &OpeningLeader,
    &DealType,
    &DeclarationOrder,
    &WholeDeal,
];

/// Every card must be of the tarot pack with every pip card a position may name (the
/// pack of the position's `extra_pips` is checked next, in the kind's own problems): a
/// kind names its cards to this check, and a card from another pack is reported alone.
fn tarot(rules: Rules) -> PackCheck {
    PackCheck::new(rules.game())
}

/// The rule set, named on screen for Japanisch, so that positions compared side by side
/// say which rules apply; the kind's own fields follow.
fn rules_fields(rules: Rules) -> Vec<(&'static str, Field)> {
    let mut out = Vec::new();
    if rules == Rules::Japanisch {
        out.push(("rules", Field::Token("japanisch")));
    }
    out
}

/// The fields of the deal that deal-score and opening-leader share.
fn deal_fields(deal: &Deal, out: &mut Vec<(&'static str, Field)>) {
    out.push(("players", Field::Int(deal.players as i64)));
    out.push(("dealer", Field::Seat(deal.dealer())));
    out.push(("pot_before_deal", Field::Int(deal.pot_before)));
    if let Some(seats) = &deal.in_seats {
        let mut v = seats.clone();
        v.sort_unstable();
        out.push(("in", Field::Seats(v)));
    }
    if let Some(tricks) = &deal.tricks {
        out.push((
            "tricks",
            Field::PerSeat(tricks.iter().map(|t| t.map(|n| n as i64)).collect()),
        ));
    }
}

/// The players, the pot and the `in` list (the fields shared by deal-score and
/// opening-leader).
fn deal_problems(deal: &Deal) -> Vec<Problem> {
    let mut out = Vec::new();
    out.extend(players_problem(deal.players));
    out.extend(pot_problems(deal.pot_before));
    match (&deal.in_seats, deal.pot_before) {
        (Some(_), 0) => out.push(Problem::contradicts("in", "pot_before_deal")),
        (None, x) if x != 0 => out.push(Problem::required_with(
            "in",
            "pot_before_deal",
            "more than 0",
        )),
        _ => {}
    }
    if let Some(seats) = &deal.in_seats {
        for (i, &s) in seats.iter().enumerate() {
            if s >= deal.players {
                out.push(
                    Problem::out_of_range("in", s as i64, 0, deal.players as i64 - 1).at_index(i),
                );
            } else if seats[..i].contains(&s) {
                out.push(Problem::new("in", "repeated").at_index(i));
            }
        }
    }
    out
}

/// The answer form of `deal-score` for `players` seats: chips per seat and the pot after.
fn score_form(players: u8) -> AnswerForm {
    AnswerForm::Record(vec![
        (
            "chips",
            AnswerForm::IntList {
                len: players as usize,
                min: i64::MIN,
                max: i64::MAX,
                shape: ListShape::PerSeat,
            },
        ),
        ("pot_after", AnswerForm::Int),
    ])
}
