//! Writing deal records: a question set whose cases are of kind `deal` (the format is in
//! `lessons/DEALS.md`). What is written reads back as the same deals.

use crate::rules::table::Table;
use crate::rules::Game;
use std::fmt::Write;

/// One deal of a record.
pub struct RecordedDeal {
    pub id: String,
    /// A comment line above the case (how the deal was made: seed, seats).
    pub note: String,
    /// The game's starting fields, one `key: value` a line (from `Table::setup_yaml`).
    pub setup: String,
    /// The actions, one flow mapping each (`{seat: 0, play: hearts-A}`).
    pub actions: Vec<String>,
    /// The written answer: the result, or `unfinished`.
    pub answer: String,
}

impl RecordedDeal {
    /// A deal as the table holds it now: finished or not.
    pub fn of(table: &dyn Table, id: String, note: String) -> RecordedDeal {
        let answer = match table.outcome() {
            Some(outcome) => outcome.answer.to_string(),
            None => "unfinished".to_string(),
        };
        RecordedDeal {
            id,
            note,
            setup: table.setup_yaml(),
            actions: table.actions().iter().map(|a| a.to_string()).collect(),
            answer,
        }
    }
}

/// The text of a record holding `deals` of `game`.
pub fn write(game: Game, deals: &[RecordedDeal]) -> String {
    let mut out = String::new();
    let _ = writeln!(
        out,
        "# A deal record of tricktutor (format: lessons/DEALS.md)."
    );
    let _ = writeln!(out, "game: {}", game.token());
    let _ = writeln!(out, "cases:");
    for deal in deals {
        for line in deal.note.lines() {
            let _ = writeln!(out, "  # {line}");
        }
        let _ = writeln!(out, "  - id: {}", deal.id);
        let _ = writeln!(out, "    kind: deal");
        let _ = writeln!(out, "    position:");
        for line in deal.setup.lines().filter(|l| !l.trim().is_empty()) {
            let _ = writeln!(out, "      {line}");
        }
        if deal.actions.is_empty() {
            let _ = writeln!(out, "      actions: []");
        } else {
            let _ = writeln!(out, "      actions:");
            for action in &deal.actions {
                let _ = writeln!(out, "        - {action}");
            }
        }
        let _ = writeln!(out, "    answer: {}", deal.answer);
    }
    out
}
