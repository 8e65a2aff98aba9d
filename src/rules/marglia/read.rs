//! The values of Marglia and Maniglia positions that several kinds read: the table
//! (`players` and `partnerships`, allowed in every question), integers and tricks; each
//! kind reads its own fields (`kinds/`).

use crate::cards::{Card, Deck};
use crate::fields::yaml::Node;
use crate::fields::{Fields, MapReader};
use crate::rules::marglia::{Rules, Table};
use crate::rules::position_reader::PositionReader;
use crate::rules::problem::Problem;

fn impossible(r: &mut dyn PositionReader, m: &MapReader, problem: Problem) {
    let loc = m.loc_of(problem.field);
    r.impossible(loc, problem);
}

/// `players` and `partnerships`, checked against the rule set; `trick_len` gives the
/// default player count of trick-winner questions where the rule set allows several.
pub(super) fn table(
    r: &mut dyn PositionReader,
    m: &mut MapReader,
    rules: Rules,
    trick_len: Option<usize>,
) -> Option<Table> {
    let allowed = rules.players();
    let (min, max) = (*allowed.start(), *allowed.end());
    let players = match m.opt("players") {
        Some(n) => r.int(n, min as i64, max as i64).map(Some)?,
        None => None,
    };
    let partnerships = match m.opt("partnerships") {
        Some(n) => Some(r.bool(n)?),
        None => None,
    };
    let players = match (players, trick_len) {
        (Some(p), _) => p as u8,
        // A complete trick holds a card from every player.
        (None, Some(len)) if min < max => {
            let (min, max) = (min as usize, max as usize);
            if !(min..=max).contains(&len) {
                impossible(r, m, Problem::wrong_length("trick", len, min, max));
                return None;
            }
            len as u8
        }
        (None, _) => Table::new(rules).players,
    };
    let partnerships = match partnerships {
        Some(true) if !rules.partnerships_possible(players) => {
            impossible(r, m, Problem::contradicts("partnerships", "players"));
            return None;
        }
        Some(false) if rules.partnerships_required() => {
            impossible(r, m, Problem::contradicts("partnerships", "game"));
            return None;
        }
        Some(p) => p,
        None => rules.partnerships_possible(players),
    };
    Some(Table {
        rules,
        players,
        partnerships,
    })
}

pub(super) fn int(r: &mut dyn PositionReader, n: &Node) -> Option<i64> {
    r.int(n, i64::MIN, i64::MAX)
}

pub(super) fn tricks(r: &mut dyn PositionReader, n: &Node, deck: Deck) -> Option<Vec<Vec<Card>>> {
    r.list(n, |r, t| r.cards(t, deck))
}
