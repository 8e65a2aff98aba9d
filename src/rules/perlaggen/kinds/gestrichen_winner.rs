//! `gestrichen-winner`: who wins a struck (gestrichen) deal: the longer figure, else the
//! Spiel's winner.

use super::{best_per_team, figure_hands_fields, figure_hands_problems, rank_arg, simple};
use crate::fields::MapReader;
use crate::rules::answer::{Answer, AnswerForm, Arg, Field, Reason};
use crate::rules::answer::{Team, Verdict};
use crate::rules::kind::Kind;
use crate::rules::perlaggen::{figures, read, Query};
use crate::rules::position_reader::PositionReader;
use crate::rules::problem::Problem;

pub struct GestrichenWinner;

impl Kind<Query> for GestrichenWinner {
    fn name(&self) -> &'static str {
        "gestrichen-winner"
    }

    fn read(&self, r: &mut dyn PositionReader, m: &mut MapReader, (): ()) -> Option<Query> {
        let t = read::trump(r, m);
        let h = read::hands(r, m);
        let w = m.req(r, "spiel_winner").and_then(|n| read::team(r, n));
        Some(Query::GestrichenWinner {
            trump: t?,
            hands: h?,
            spiel_winner: w?,
        })
    }

    fn problems(&self, q: &Query) -> Option<Vec<Problem>> {
        let Query::GestrichenWinner { trump, hands, .. } = q else {
            return None;
        };
        Some(figure_hands_problems(*trump, hands))
    }

    fn form(&self, q: &Query) -> Option<AnswerForm> {
        let Query::GestrichenWinner { .. } = q else {
            return None;
        };
        Some(AnswerForm::OneOf(vec!["A", "B"]))
    }

    fn verdict(&self, q: &Query) -> Option<Verdict> {
        let Query::GestrichenWinner {
            hands,
            spiel_winner,
            ..
        } = q
        else {
            return None;
        };
        let best = best_per_team(hands, figures::best_long_figure);
        let (a, b) = (best[0].map(|x| x.0), best[1].map(|x| x.0));
        let (winner, reason) = match (a, b) {
            (None, None) => (*spiel_winner, Reason::new("perlaggen.no-long-figure")),
            (a, b) if a == b => (*spiel_winner, Reason::new("perlaggen.long-figures-equal")),
            (a, b) => {
                let (team, key, seat) = if a > b {
                    (
                        Team::A,
                        a.unwrap_or_default(),
                        best[0].map(|x| x.1).unwrap_or(0),
                    )
                } else {
                    (
                        Team::B,
                        b.unwrap_or_default(),
                        best[1].map(|x| x.1).unwrap_or(1),
                    )
                };
                (
                    team,
                    Reason::new("perlaggen.long-figure-wins")
                        .with("team", Arg::Team(team))
                        .with("seat", Arg::Int(seat as i64))
                        .with("count", Arg::Int(key.0 as i64))
                        .with(
                            "figure",
                            Arg::Token(if key.1 == 1 { "gleich" } else { "hanger" }),
                        )
                        .with("rank", rank_arg(key.2)),
                )
            }
        };
        let reason = if reason.rule == "perlaggen.long-figure-wins" {
            reason
        } else {
            reason.with("team", Arg::Team(*spiel_winner))
        };
        Some(simple(Answer::Choice(winner.token()), vec![reason]))
    }

    fn fields(&self, q: &Query) -> Option<Vec<(&'static str, Field)>> {
        let Query::GestrichenWinner {
            trump,
            hands,
            spiel_winner,
        } = q
        else {
            return None;
        };
        let mut out = figure_hands_fields(*trump, hands);
        out.push(("spiel_winner", Field::Team(*spiel_winner)));
        Some(out)
    }
}
