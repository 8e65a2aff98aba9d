//! What the endgame rules make impossible in a `game-winner` position (9.2.4, 9.3.3,
//! 11.4): values no bet could reach from the scores before the deal, and Gleich or Hanger
//! scored while 17–17 is in force.

use super::betting::{AUS, TARGET};
use super::figures::Figure;
use super::score::{FigureRecord, How};
use crate::rules::answer::Arg;
use crate::rules::problem::Problem;

const FIELD: &str = "figures";

/// The highest value a figure can reach by bets when the teams start the deal with
/// `before`. Each step up is proposed by a bet or a raise from value `v` by a team whose
/// score `s` has `s + v < 18` (9.2.4, 9.3.3), and the proposers alternate: a bet is made
/// only by the team that held the last one (9.2.2), a raise by the team answering. Scores
/// only grow during a deal (11.2), so the scores before are the most generous; a figure
/// worth more than this value is impossible.
pub fn highest_value(before: [i64; 2]) -> u8 {
    let may_propose_from = |s: i64, v: u8| s + (v as i64) < TARGET;
    let reachable = |value: u8| match value {
        1 => true,
        2 => before.iter().any(|&s| may_propose_from(s, 1)),
        // The last proposal (from value − 1) by one team, the one before it by the other.
        _ => [(0, 1), (1, 0)].iter().any(|&(last, other)| {
            may_propose_from(before[last], value - 1) && may_propose_from(before[other], value - 2)
        }),
    };
    (1..=AUS).take_while(|&v| reachable(v)).last().unwrap_or(1)
}

/// Every reason the endgame rules make the records impossible from `before`.
pub fn problems(before: [i64; 2], records: &[FigureRecord]) -> Vec<Problem> {
    let mut out = Vec::new();
    let max = highest_value(before);
    for r in records {
        // An unbet figure is worth 1; a held or conceded one reached its value by bets
        // (a conceded "Spiel aus" is recorded as 7, the value it was conceded at).
        if r.how != How::Unbet && r.value > max {
            let value = if r.value == AUS {
                Arg::Name("AUS")
            } else {
                Arg::Int(r.value as i64)
            };
            out.push(
                Problem::new(FIELD, "perlaggen.beyond-bet-limit")
                    .with("figure", Arg::Name(r.figure.token()))
                    .with("value", value)
                    .with("max", Arg::Int(max as i64))
                    .with("a", Arg::Int(before[0]))
                    .with("b", Arg::Int(before[1])),
            );
        }
    }
    if seventeen_all(before, records) {
        for r in records.iter().filter(|r| r.figure != Figure::Spiel) {
            if let Some(team) = r.winner {
                out.push(
                    Problem::new(FIELD, "perlaggen.scored-at-seventeen-all")
                        .with("figure", Arg::Name(r.figure.token()))
                        .with("team", Arg::Name(team.token())),
                );
            }
        }
    }
    out
}

/// Whether the rules of both teams gestrichen (11.4) came into force in the deal: the
/// teams stood at 17–17 when it began, or a conceded Spiel made it 17–17 (the only credit
/// during a deal is a concession, 11.2), and neither Gleich nor Hanger had been conceded.
///
/// Decision (the spec says "neither Gleich nor Hanger has been conceded in the deal"):
/// for a deal that starts at 17–17 a concession of Gleich or Hanger at any time lifts the
/// rules, and the remaining figures are scored in the normal order (11.4, last point), as
/// the table plays it; when a conceded Spiel makes it 17–17, what counts is what had been
/// conceded before it, since that concession ends the deal (11.4 rule 3).
fn seventeen_all(before: [i64; 2], records: &[FigureRecord]) -> bool {
    let gestrichen = |t: [i64; 2]| t == [TARGET - 1, TARGET - 1];
    let mut conceded: Vec<&FigureRecord> =
        records.iter().filter(|r| r.how == How::Conceded).collect();
    conceded.sort_by_key(|r| r.order);
    let gleich_or_hanger = |r: &&FigureRecord| r.figure != Figure::Spiel;
    if gestrichen(before) {
        return !conceded.iter().any(gleich_or_hanger);
    }
    let mut total = before;
    for r in conceded {
        if gleich_or_hanger(&r) {
            return false;
        }
        if let Some(t) = r.winner {
            let i = match t {
                crate::rules::answer::Team::A => 0,
                crate::rules::answer::Team::B => 1,
            };
            total[i] += r.value.min(7) as i64;
        }
        if gestrichen(total) {
            return true;
        }
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_highest_value_follows_the_endgame_limit_and_the_turns() {
        // Nobody near 18: every step up to "Spiel aus" (from 7, each team below 11).
        assert_eq!(highest_value([0, 0]), AUS);
        assert_eq!(highest_value([10, 11]), AUS);
        // 11 and 11: the proposal from 7 needs a team on 10 at most: 7 is the top.
        assert_eq!(highest_value([11, 11]), 7);
        // A team on 17 (gestrichen) proposes nothing; the other proposes from 1 only, and
        // after the hold only the gestrichen team could bet again: 2 at most.
        assert_eq!(highest_value([17, 0]), 2);
        assert_eq!(highest_value([16, 17]), 2);
        // 16 and 16: A bets 1 → 2, B holds, B bets 2 → 3? 16 + 2 = 18: no. 2.
        assert_eq!(highest_value([16, 16]), 2);
        // 16 and 15: 15 proposes from 2 (17 < 18), 16 from 1: 3.
        assert_eq!(highest_value([16, 15]), 3);
        // 17–17: nobody may bet (11.4 rule 1).
        assert_eq!(highest_value([17, 17]), 1);
    }
}
