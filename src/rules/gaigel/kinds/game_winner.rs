//! `game-winner`: which team has won the game, once the deal's game points are awarded.

use super::{range_problem, simple};
use crate::fields::MapReader;
use crate::rules::answer::{Answer, AnswerForm, Field, Verdict};
use crate::rules::gaigel::read::per_team;
use crate::rules::gaigel::{score, Query};
use crate::rules::kind::Kind;
use crate::rules::position_reader::PositionReader;
use crate::rules::problem::Problem;

pub struct GameWinner;

impl Kind<Query> for GameWinner {
    fn name(&self) -> &'static str {
        "game-winner"
    }

    fn read(&self, r: &mut dyn PositionReader, m: &mut MapReader, (): ()) -> Option<Query> {
        let game_points = m.req(r, "game_points").and_then(|n| per_team(r, n, 6));
        let awarded = m.req(r, "awarded").and_then(|n| per_team(r, n, 1_000));
        Some(Query::GameWinner {
            game_points: game_points?,
            awarded: awarded?,
        })
    }

    fn problems(&self, q: &Query) -> Option<Vec<Problem>> {
        let Query::GameWinner {
            game_points,
            awarded,
        } = q
        else {
            return None;
        };
        let mut out = Vec::new();
        out.extend(range_problem("game_points", game_points.a, 0, 6));
        out.extend(range_problem("game_points", game_points.b, 0, 6));
        if awarded.a > 0 && awarded.b > 0 {
            out.push(Problem::new("awarded", "gaigel.both-teams-score"));
        }
        Some(out)
    }

    fn form(&self, q: &Query) -> Option<AnswerForm> {
        matches!(q, Query::GameWinner { .. }).then(|| AnswerForm::OneOf(vec!["A", "B", "none"]))
    }

    fn verdict(&self, q: &Query) -> Option<Verdict> {
        let Query::GameWinner {
            game_points,
            awarded,
        } = q
        else {
            return None;
        };
        let (winner, reason) = score::game_winner(*game_points, *awarded);
        let token = winner.map(|t| t.token()).unwrap_or("none");
        Some(simple(Answer::Choice(token), vec![reason]))
    }

    fn fields(&self, q: &Query) -> Option<Vec<(&'static str, Field)>> {
        let Query::GameWinner {
            game_points,
            awarded,
        } = q
        else {
            return None;
        };
        Some(vec![
            ("game_points", Field::PerTeam(*game_points)),
            ("awarded", Field::PerTeam(*awarded)),
        ])
    }
}
