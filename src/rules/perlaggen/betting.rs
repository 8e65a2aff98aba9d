//! Betting on the three figures (section 9, with the show of section 10): whether one
//! player may bet, raise, hold or concede now, with the rule that decides.

use super::figures::Figure;
use crate::rules::answer::{Arg, Reason, Team};

/// A figure's value: 1 to 7, or `AUS` ("Spiel aus", stored as 8).
pub const AUS: u8 = 8;
pub const TARGET: i64 = 18;

/// The betting state of one figure (the `state` field).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FigureState {
    pub value: u8,
    pub last_holder: Option<Team>,
    /// The pending bet: the bettor's team and the value it proposes.
    pub pending: Option<(Team, u8)>,
    pub decided: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    Bet,
    Raise,
    Hold,
    Concede,
}

impl Action {
    pub const ALL: [Action; 4] = [Action::Bet, Action::Raise, Action::Hold, Action::Concede];
    pub fn token(self) -> &'static str {
        match self {
            Action::Bet => "bet",
            Action::Raise => "raise",
            Action::Hold => "hold",
            Action::Concede => "concede",
        }
    }
}

/// What the rules look at besides the state: the acting team, the scores, the phase, and
/// the player's cards as far as they matter.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Situation {
    pub figure: Figure,
    pub team: Team,
    /// The acting team's score and its opponents' (including conceded points, 11.2).
    pub score: i64,
    /// `Some(team)` in the show phase: the team whose turn it is to show.
    pub showing: Option<Team>,
    /// The acting player has an example of the figure (9.2.5).
    pub has_example: bool,
    /// Play phase, fifth trick led: `Some(qualifies)` — whether the player's last card is a
    /// natural card of the led suit, a natural trump or a wild card (9.2.6). `None` when the
    /// rule does not apply.
    pub fifth_trick: Option<bool>,
}

fn value_arg(v: u8) -> Arg {
    if v == AUS {
        Arg::Token("aus")
    } else {
        Arg::Int(v as i64)
    }
}

/// Whether the action is legal, and the reason that decides.
pub fn judge(action: Action, st: &FigureState, s: &Situation) -> (bool, Reason) {
    let fig = Arg::Token(s.figure.token());
    let no = |rule: &'static str| (false, Reason::new(rule).with("figure", fig.clone()));
    let needs_example = s.figure != Figure::Spiel;
    match action {
        Action::Concede => {
            if st.decided {
                no("perlaggen.already-decided")
            } else {
                (
                    true,
                    Reason::new("perlaggen.may-concede").with("figure", fig.clone()),
                )
            }
        }
        Action::Bet => {
            if st.decided {
                return no("perlaggen.already-decided");
            }
            if st.pending.is_some() {
                return no("perlaggen.bet-pending");
            }
            if let Some(showing) = s.showing {
                if s.figure == Figure::Spiel {
                    return no("perlaggen.show-no-spiel-bet");
                }
                if showing != s.team {
                    return no("perlaggen.show-not-your-turn");
                }
            }
            if st.last_holder.is_some_and(|t| t != s.team) {
                return no("perlaggen.bet-alternate");
            }
            if st.value == AUS {
                return no("perlaggen.bet-above-aus");
            }
            // `score + value >= 18`, written so that no score can overflow it.
            if s.score >= TARGET - st.value as i64 {
                return (
                    false,
                    Reason::new("perlaggen.endgame-limit")
                        .with("figure", fig.clone())
                        .with("score", Arg::Int(s.score))
                        .with("value", Arg::Int(st.value as i64)),
                );
            }
            if needs_example && !s.has_example {
                return no("perlaggen.no-example");
            }
            // After the fifth lead the last card decides, both ways: the learner is told
            // that it qualified, not only that "every condition holds".
            let rule = match s.fifth_trick {
                Some(false) => return no("perlaggen.fifth-trick-card"),
                Some(true) => "perlaggen.fifth-trick-qualifies",
                None => "perlaggen.may-bet",
            };
            (
                true,
                Reason::new(rule)
                    .with("figure", fig.clone())
                    .with("value", value_arg(next(st.value))),
            )
        }
        Action::Raise | Action::Hold => {
            let Some((by, to)) = st.pending else {
                return no("perlaggen.nothing-pending");
            };
            if by == s.team {
                return no("perlaggen.own-bet");
            }
            if action == Action::Raise {
                if to == AUS {
                    return no("perlaggen.bet-above-aus");
                }
                if s.score >= TARGET - to as i64 {
                    return (
                        false,
                        Reason::new("perlaggen.raise-limit")
                            .with("figure", fig.clone())
                            .with("score", Arg::Int(s.score))
                            .with("value", Arg::Int(to as i64)),
                    );
                }
            }
            if needs_example && !s.has_example {
                return no("perlaggen.no-example");
            }
            if action == Action::Raise {
                (
                    true,
                    Reason::new("perlaggen.may-raise")
                        .with("figure", fig.clone())
                        .with("value", value_arg(next(to))),
                )
            } else {
                (
                    true,
                    Reason::new("perlaggen.may-hold")
                        .with("figure", fig.clone())
                        .with("value", value_arg(to)),
                )
            }
        }
    }
}

/// The value one step above `v` (7 → AUS).
pub fn next(v: u8) -> u8 {
    (v + 1).min(AUS)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn spiel(team: Team, score: i64) -> Situation {
        Situation {
            figure: Figure::Spiel,
            team,
            score,
            showing: None,
            has_example: true,
            fifth_trick: None,
        }
    }

    #[test]
    fn the_endgame_limit_holds_for_any_score_without_overflow() {
        let open = FigureState {
            value: 7,
            last_holder: None,
            pending: None,
            decided: false,
        };
        // 9.2.4: score + value < 18. At 10 + 7 = 17 Spiel aus may be bet, at 11 not.
        assert!(judge(Action::Bet, &open, &spiel(Team::A, 10)).0);
        assert_eq!(
            judge(Action::Bet, &open, &spiel(Team::A, 11)).1.rule,
            "perlaggen.endgame-limit"
        );
        // The largest score a position can give is far past the limit, not wrapped round.
        assert!(!judge(Action::Bet, &open, &spiel(Team::A, i64::MAX)).0);
        assert!(judge(Action::Bet, &open, &spiel(Team::A, i64::MIN)).0);
        // 9.3.3: B bet the Spiel up to 6; team A on the largest score may not raise, but
        // may hold (nothing limits a hold).
        let pending = FigureState {
            value: 5,
            last_holder: None,
            pending: Some((Team::B, 6)),
            decided: false,
        };
        assert_eq!(
            judge(Action::Raise, &pending, &spiel(Team::A, i64::MAX))
                .1
                .rule,
            "perlaggen.raise-limit"
        );
        assert!(judge(Action::Hold, &pending, &spiel(Team::A, i64::MAX)).0);
    }
}
