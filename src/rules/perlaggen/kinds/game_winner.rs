//! `game-winner`: which team, if any, wins the game with this deal's figures.

use super::{record_problems, records_fields, scores_before_field, simple, team_answer};
use crate::fields::MapReader;
use crate::rules::answer::{AnswerForm, Field, Verdict};
use crate::rules::kind::Kind;
use crate::rules::perlaggen::{endgame, read, score, Query};
use crate::rules::position_reader::PositionReader;
use crate::rules::problem::Problem;

pub struct GameWinner;

impl Kind<Query> for GameWinner {
    fn name(&self) -> &'static str {
        "game-winner"
    }

    fn read(&self, r: &mut dyn PositionReader, m: &mut MapReader, (): ()) -> Option<Query> {
        let before = m.req(r, "scores_before").and_then(|n| read::scores(r, n));
        let recs = read::records(r, m);
        Some(Query::GameWinner {
            before: before?,
            records: recs?,
        })
    }

    fn problems(&self, q: &Query) -> Option<Vec<Problem>> {
        let Query::GameWinner { before, records } = q else {
            return None;
        };
        let mut out = Vec::new();
        // 18 wins the game (11.3): a deal starts below it, as in a `deal`.
        for t in before {
            out.extend(Problem::range("scores_before", *t, -999, 17));
        }
        out.extend(record_problems(records, true));
        // Within these bounds every running total fits (the verdict relies on it).
        if out.is_empty() {
            out.extend(endgame::problems(*before, records));
        }
        Some(out)
    }

    fn form(&self, q: &Query) -> Option<AnswerForm> {
        let Query::GameWinner { .. } = q else {
            return None;
        };
        Some(AnswerForm::OneOf(vec!["A", "B", "none"]))
    }

    fn verdict(&self, q: &Query) -> Option<Verdict> {
        let Query::GameWinner { before, records } = q else {
            return None;
        };
        let (w, reasons) = score::game_winner(*before, records)
            .expect("problems() refuses scores whose totals do not fit");
        Some(simple(team_answer(w, "none"), reasons))
    }

    fn fields(&self, q: &Query) -> Option<Vec<(&'static str, Field)>> {
        let Query::GameWinner { before, records } = q else {
            return None;
        };
        let mut out = vec![("scores_before", scores_before_field(*before))];
        out.extend(records_fields(records));
        Some(out)
    }
}
