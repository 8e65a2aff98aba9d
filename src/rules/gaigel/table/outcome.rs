//! The end of a deal as the game's own scoring questions see it: the `deal-score` position
//! of the moment the deal ended (8.2, 8.3), whose verdict is the result, then `game-winner`
//! for the game (8.4).

use super::procedure::{team, team_of, End, Procedure};
use super::GaigelTable;
use crate::rules::answer::{Answer, Arg, PerTeam, Reason};
use crate::rules::gaigel::{DealEnd, Event, Query};
use crate::rules::table::{Outcome, Table};

pub fn per_team(v: [u32; 2]) -> PerTeam<u32> {
    PerTeam { a: v[0], b: v[1] }
}

/// The `deal-score` position of an ended deal.
pub fn deal_end(end: &End, carry: u32) -> DealEnd {
    let none = DealEnd {
        event: Event::NoDeclaration,
        declarer: None,
        disputed: false,
        accused: None,
        claimant: None,
        points: None,
        tricks: None,
        carry,
    };
    match end {
        End::Knock {
            seat,
            disputer,
            tricks,
            totals,
            ..
        } => DealEnd {
            event: Event::Declare,
            declarer: Some(team(team_of(*seat))),
            disputed: disputer.is_some(),
            points: Some(per_team(*totals)),
            tricks: Some(per_team(*tricks)),
            ..none
        },
        End::Claim { seat, totals } => DealEnd {
            event: Event::MissedDeclarationClaim,
            accused: Some(team(1 - team_of(*seat))),
            claimant: Some(team(team_of(*seat))),
            points: Some(per_team(*totals)),
            ..none
        },
        End::Void => none,
    }
}

/// How the deal ended, as reasons.
fn end_reasons(end: &End) -> Vec<Reason> {
    let seat = |s: u8| Arg::Seats(vec![s]);
    match end {
        End::Knock {
            seat: s,
            five_sevens: true,
            ..
        } => vec![Reason::new("gaigel.ended-five-sevens")
            .with("seat", seat(*s))
            .with("team", Arg::Team(team(team_of(*s))))],
        End::Knock {
            seat: s, disputer, ..
        } => {
            let knock = Reason::new("gaigel.ended-knock")
                .with("seat", seat(*s))
                .with("team", Arg::Team(team(team_of(*s))));
            let answer = match disputer {
                Some(d) => Reason::new("gaigel.knock-disputed").with("seat", seat(*d)),
                None => Reason::new("gaigel.knock-stands")
                    .with("team", Arg::Team(team(1 - team_of(*s)))),
            };
            vec![knock, answer]
        }
        End::Claim { seat: s, .. } => vec![Reason::new("gaigel.ended-claim")
            .with("seat", seat(*s))
            .with("team", Arg::Team(team(1 - team_of(*s))))],
        End::Void => vec![Reason::new("gaigel.ended-void")],
    }
}

/// The result of an ended deal: the `deal-score` verdict on the moment it ended.
pub fn outcome(p: &Procedure, carry: u32) -> Option<Outcome> {
    let end = p.end.as_ref()?;
    let scoring = Query::DealScore(deal_end(end, carry)).check().ok()?;
    Some(Outcome {
        answer: scoring.verdict().answer,
        scoring: Some(scoring.into()),
        result_form: None,
        reasons: end_reasons(end),
    })
}

/// The game points after an ended deal and the carry into the next one, or `None` when
/// the deal is not over or the `game-winner` kind says it won the game (8.4).
pub fn after_deal(t: &GaigelTable) -> Option<(PerTeam<u32>, u32)> {
    let outcome = t.outcome()?;
    let Answer::Ints(values) = outcome.answer else {
        return None;
    };
    let get = |k: &str| values.iter().find(|(n, _)| *n == k).map_or(0, |(_, v)| *v);
    let clamp = |v: i64| u32::try_from(v).unwrap_or(u32::MAX);
    let awarded = PerTeam {
        a: clamp(get("A")),
        b: clamp(get("B")),
    };
    let before = t.setup().game_points;
    let winner = Query::GameWinner {
        game_points: before,
        awarded,
    }
    .check()
    .ok()?
    .verdict()
    .answer;
    if winner != Answer::Choice("none") {
        return None;
    }
    Some((
        PerTeam {
            a: before.a + awarded.a,
            b: before.b + awarded.b,
        },
        clamp(get("carry_next")),
    ))
}
