//! The score of a deal and the end of the game (sections 10.1, 11.1–11.4): failed
//! validations, the order of crediting at 18, "Spiel aus".

use super::betting::{AUS, TARGET};
use super::figures::Figure;
use crate::rules::answer::{Arg, Reason, Team};

/// How a figure was decided.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum How {
    Conceded,
    Held,
    Unbet,
}

impl How {
    pub fn token(self) -> &'static str {
        match self {
            How::Conceded => "conceded",
            How::Held => "held",
            How::Unbet => "unbet",
        }
    }
}

/// The final record of one figure of a deal.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FigureRecord {
    pub figure: Figure,
    /// 1 to 7, or `AUS` for a held "Spiel aus".
    pub value: u8,
    /// `None` when the figure stood (or nobody had it).
    pub winner: Option<Team>,
    pub how: How,
    /// A conceded Gleich or Hanger: whether the winner shows the minimum example (10.1.2).
    /// `None` when the position does not say: a proof then succeeds, and only those
    /// records may say it at all (the others need no proof).
    pub proof: Option<bool>,
    /// Conceded and held records: their place in the order of 11.3.
    pub order: Option<u32>,
}

impl FigureRecord {
    /// A failed figure: conceded to a team that cannot prove it (10.1.3).
    pub fn failed(&self) -> Option<Team> {
        (self.proof == Some(false)).then_some(self.winner).flatten()
    }
    fn points(&self) -> i64 {
        if self.value == AUS {
            0
        } else {
            self.value as i64
        }
    }
}

fn team_index(t: Team) -> usize {
    match t {
        Team::A => 0,
        Team::B => 1,
    }
}

/// Which teams fail a validation this deal.
fn failing(records: &[FigureRecord]) -> [bool; 2] {
    let mut f = [false; 2];
    for r in records {
        if let Some(t) = r.failed() {
            f[team_index(t)] = true;
        }
    }
    f
}

/// Who is credited with a record: its winner, or for a failed figure the other team;
/// nobody for a standing figure or a figure won by a failing team.
fn credited(r: &FigureRecord, fails: [bool; 2]) -> Option<Team> {
    if let Some(t) = r.failed() {
        return Some(t.other());
    }
    r.winner.filter(|&t| !fails[team_index(t)])
}

/// The points of a deal per team (10.1.3, 11.1), with reasons.
pub fn deal_score(records: &[FigureRecord]) -> ([i64; 2], Vec<Reason>) {
    let fails = failing(records);
    let mut reasons = Vec::new();
    if fails[0] && fails[1] {
        reasons.push(Reason::new("perlaggen.both-fail"));
        return ([-2, -2], reasons);
    }
    let mut score = [0i64; 2];
    for (i, f) in fails.iter().enumerate() {
        if *f {
            let team = if i == 0 { Team::A } else { Team::B };
            score[i] = -2;
            reasons.push(Reason::new("perlaggen.team-fails").with("team", Arg::Team(team)));
        }
    }
    for r in records {
        let fig = Arg::Token(r.figure.token());
        match credited(r, fails) {
            Some(t) if r.failed().is_some() => {
                score[team_index(t)] += r.points();
                reasons.push(
                    Reason::new("perlaggen.failed-figure-passes")
                        .with("figure", fig)
                        .with("team", Arg::Team(t))
                        .with("points", Arg::Int(r.points())),
                );
            }
            Some(t) if r.value == AUS => reasons.push(
                Reason::new("perlaggen.aus-no-points")
                    .with("figure", fig)
                    .with("team", Arg::Team(t)),
            ),
            Some(t) => {
                score[team_index(t)] += r.points();
                reasons.push(
                    Reason::new("perlaggen.figure-scores")
                        .with("figure", fig)
                        .with("team", Arg::Team(t))
                        .with("points", Arg::Int(r.points()))
                        .with("how", Arg::Token(r.how.token())),
                );
            }
            None if r.winner.is_none() => {
                reasons.push(Reason::new("perlaggen.figure-stands").with("figure", fig))
            }
            None => {}
        }
    }
    (score, reasons)
}

/// The records in the order of 11.3: conceded by order, held by order, then the unbet
/// ones as Gleich, Hanger, Spiel.
pub fn crediting_order(records: &[FigureRecord]) -> Vec<FigureRecord> {
    let mut out = Vec::with_capacity(records.len());
    for how in [How::Conceded, How::Held] {
        let mut group: Vec<FigureRecord> =
            records.iter().copied().filter(|r| r.how == how).collect();
        group.sort_by_key(|r| r.order.unwrap_or(0));
        out.extend(group);
    }
    for f in Figure::ALL {
        out.extend(
            records
                .iter()
                .copied()
                .filter(|r| r.how == How::Unbet && r.figure == f),
        );
    }
    out
}

/// Whether a team wins the game with this deal (11.3), with reasons; `None` when a running
/// total leaves an answer's integers (the scores before are the position's numbers).
pub fn game_winner(
    before: [i64; 2],
    records: &[FigureRecord],
) -> Option<(Option<Team>, Vec<Reason>)> {
    let fails = failing(records);
    if fails[0] && fails[1] {
        return Some((None, vec![Reason::new("perlaggen.both-fail")]));
    }
    let mut reasons = Vec::new();
    for (i, f) in fails.iter().enumerate() {
        if *f {
            let team = if i == 0 { Team::A } else { Team::B };
            reasons.push(Reason::new("perlaggen.failing-cannot-win").with("team", Arg::Team(team)));
        }
    }
    // A failing team is credited nothing but its −2 (11.3).
    let mut total = before;
    for (i, f) in fails.iter().enumerate() {
        if *f {
            total[i] = total[i].checked_sub(2)?;
        }
    }
    for r in crediting_order(records) {
        let fig = Arg::Token(r.figure.token());
        let Some(t) = credited(&r, fails) else {
            continue;
        };
        if r.value == AUS {
            reasons.push(
                Reason::new("perlaggen.aus-wins-game")
                    .with("figure", fig)
                    .with("team", Arg::Team(t)),
            );
            return Some((Some(t), reasons));
        }
        total[team_index(t)] = total[team_index(t)].checked_add(r.points())?;
        if total[team_index(t)] >= TARGET {
            reasons.push(
                Reason::new("perlaggen.reaches-target")
                    .with("figure", fig)
                    .with("team", Arg::Team(t))
                    .with("total", Arg::Int(total[team_index(t)])),
            );
            return Some((Some(t), reasons));
        }
    }
    reasons.push(
        Reason::new("perlaggen.nobody-reaches-target")
            .with("a", Arg::Int(total[0]))
            .with("b", Arg::Int(total[1])),
    );
    Some((None, reasons))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Position;

    fn held(figure: Figure, value: u8, winner: Team, order: u32) -> FigureRecord {
        FigureRecord {
            figure,
            value,
            winner: Some(winner),
            how: How::Held,
            proof: None,
            order: Some(order),
        }
    }

    #[test]
    fn a_running_total_that_does_not_fit_is_no_answer() {
        let records = [
            held(Figure::Gleich, 3, Team::A, 1),
            held(Figure::Spiel, 2, Team::B, 2),
            FigureRecord {
                figure: Figure::Hanger,
                value: 1,
                winner: None,
                how: How::Unbet,
                proof: None,
                order: None,
            },
        ];
        // Team A's Gleich (3) on top of i64::MAX - 2 would pass i64::MAX.
        assert_eq!(game_winner([i64::MAX - 2, 0], &records), None);
        // One less and it fits exactly, far above 18: team A wins with the Gleich.
        let (winner, reasons) = game_winner([i64::MAX - 3, 0], &records).unwrap();
        assert_eq!(winner, Some(Team::A));
        assert_eq!(reasons[0].arg("total"), Some(&Arg::Int(i64::MAX)));
        // The query never gets there: a deal starts below 18 (11.3), so it refuses the
        // scores with the field.
        let q = super::super::Query::GameWinner {
            before: [i64::MAX - 2, 0],
            records: records.to_vec(),
        };
        assert_eq!(
            q.problems(),
            vec![crate::rules::problem::Problem::out_of_range(
                "scores_before",
                i64::MAX - 2,
                -999,
                17
            )]
        );
    }
}
