//! The end of a deal: the claims at 17–17 (11.4), the proofs (10.1, Whole deals point 7),
//! the figures' records and the scoring questions built from them (`deal-score`,
//! `game-winner`, `gestrichen-winner`), whose verdicts are the deal's result.

use super::super::betting::AUS;
use super::super::cards::{card, is_perlagg, Played};
use super::super::figures::{best_gleich, best_hanger, Figure};
use super::super::score::{FigureRecord, How};
use super::super::Query;
use super::example::{best_example, Key};
use super::{tix, PerlaggenTable, Phase};
use crate::cards::CardSet;
use crate::rules::answer::{Answer, Arg, Reason, Team};
use crate::rules::question::Checked;
use crate::rules::table::Outcome;

/// How a finished deal ended, with its scoring question and result.
#[derive(Clone, Debug)]
pub struct End {
    /// How the deal ended, and what the proofs found.
    pub reasons: Vec<Reason>,
    /// The scoring question whose verdict is the result.
    pub scoring: Checked<Query>,
    pub answer: Answer,
    pub records: Option<Vec<FigureRecord>>,
    pub winner: Option<Team>,
    /// The totals after the deal.
    pub totals: [i64; 2],
}

impl End {
    pub fn game_winner(&self) -> Option<Team> {
        self.winner
    }
    pub fn totals(&self) -> [i64; 2] {
        self.totals
    }
    pub fn outcome(&self) -> Outcome {
        let mut reasons = self.reasons.clone();
        reasons.extend(self.scoring.verdict().reasons);
        Outcome {
            answer: self.answer.clone(),
            scoring: Some(self.scoring.clone().into()),
            result_form: None,
            reasons,
        }
    }
}

/// What one player can still show: his fixed identities (played or revealed cards, and the
/// natural cards in his hand) and the number of Perlaggen in his hand, wild for a showing.
fn material(t: &PerlaggenTable, seat: u8) -> (Vec<u8>, CardSet, usize) {
    let trump = t.trump().unwrap_or(0);
    let fixed: Vec<u8> = t.fixed(seat).map(|(_, id)| id).collect();
    let held = t.held(seat);
    let mut naturals = CardSet::EMPTY;
    let mut wild = 0;
    for c in held.iter() {
        if is_perlagg(c, trump) {
            wild += 1;
        } else {
            naturals.insert(c);
        }
    }
    (fixed, naturals, wild)
}

/// Point 7: the player gives each Perlagg in his hand one identity; can he then show an
/// example of every figure in `need` (Gleich, Hanger) at once?
fn can_show(t: &PerlaggenTable, seat: u8, need: [bool; 2]) -> bool {
    if !need[0] && !need[1] {
        return true;
    }
    let (mut ids, naturals, wild) = material(t, seat);
    ids.extend(naturals.iter());
    let ok = |ids: &[u8]| {
        (!need[0] || best_gleich(ids).is_some()) && (!need[1] || best_hanger(ids).is_some())
    };
    match wild {
        0 => ok(&ids),
        1 => (0..=super::super::cards::WELI).any(|x| {
            ids.push(x);
            let r = ok(&ids);
            ids.pop();
            r
        }),
        // Two wild cards make both: one pairs with any card, the other extends it into a
        // sequence (or, with no other card, five wild cards make anything).
        _ => true,
    }
}

/// Whether team `team` can make every showing of 10.1.1 and 10.1.2 asked for the figures in
/// `considered`: each of its players his own bets, raises and holds, and one of them each
/// figure conceded to the team.
fn team_can_show(t: &PerlaggenTable, team: Team, considered: [bool; 2]) -> bool {
    let seats = [tix(team) as u8, tix(team) as u8 + 2];
    let conceded: Vec<usize> = (0..2)
        .filter(|&f| {
            considered[f]
                && t.decided[f].is_some_and(|d| d.conceded.is_some() && d.winner == Some(team))
        })
        .collect();
    (0..1u32 << conceded.len()).any(|assign| {
        seats.iter().enumerate().all(|(i, &seat)| {
            let mut need = [0, 1].map(|f| considered[f] && t.committed[seat as usize][f]);
            for (k, &f) in conceded.iter().enumerate() {
                if (assign >> k & 1) as usize == i {
                    need[f] = true;
                }
            }
            can_show(t, seat, need)
        })
    })
}

/// The figures a team fails (10.1.3). When its players cannot show both figures together,
/// the Gleich is shown and the Hanger fails (a decision: the spec leaves the holder the
/// choice of identities, and the Gleich comes first in every list of the spec).
fn failures(t: &PerlaggenTable, team: Team) -> Vec<usize> {
    let mut considered = [false; 2];
    let mut failed = Vec::new();
    for f in 0..2 {
        considered[f] = true;
        if !team_can_show(t, team, considered) {
            considered[f] = false;
            failed.push(f);
        }
    }
    failed
}

/// The final record of each figure, with the failed figures of 10.1.3 written as the
/// `deal-score` kind reads them: a figure conceded to the failing team without proof.
fn records(t: &PerlaggenTable, reasons: &mut Vec<Reason>) -> Vec<FigureRecord> {
    let mut out = Vec::with_capacity(3);
    let mut next_order = t.concessions;
    for figure in Figure::ALL {
        let f = figure as usize;
        let st = t.figs[f];
        let d = t.decided[f];
        let value = d.map(|d| d.value).unwrap_or(st.value);
        let winner = d.and_then(|d| d.winner);
        let held = || (How::Held, t.first_bet[f]);
        let (how, order) = match d.and_then(|d| d.conceded) {
            // A held "Spiel aus" conceded later is won at AUS: a held figure's record.
            Some(_) if value == AUS => held(),
            Some(o) => (How::Conceded, Some(o)),
            None if st.last_holder.is_some() => held(),
            None => (How::Unbet, None),
        };
        out.push(FigureRecord {
            figure,
            value,
            winner,
            how,
            proof: None,
            order,
        });
    }
    if t.show.is_some() || t.decided[0].is_some() || t.decided[1].is_some() {
        let failed = [failures(t, Team::A), failures(t, Team::B)];
        if !failed[0].is_empty() && !failed[1].is_empty() {
            // 10.1.3 d: both teams fail; each scores -2 and no figure is awarded. The
            // `deal-score` records say so with one unproved figure per team.
            for (team, fs) in [Team::A, Team::B].into_iter().zip(&failed) {
                for &f in fs {
                    reasons.push(
                        Reason::new("perlaggen.proof-fails")
                            .with("team", Arg::Team(team))
                            .with("figure", Arg::Token(Figure::ALL[f].token())),
                    );
                }
            }
            for (f, team) in [(0, Team::A), (1, Team::B)] {
                let r = &mut out[f];
                if r.how != How::Conceded {
                    next_order += 1;
                    r.order = Some(next_order);
                }
                r.value = r.value.min(7);
                r.winner = Some(team);
                r.how = How::Conceded;
                r.proof = Some(false);
            }
            return out;
        }
        for team in [Team::A, Team::B] {
            for f in failed[tix(team)].clone() {
                reasons.push(
                    Reason::new("perlaggen.proof-fails")
                        .with("team", Arg::Team(team))
                        .with("figure", Arg::Token(Figure::ALL[f].token())),
                );
                let r = &mut out[f];
                if r.value == AUS {
                    // A failed figure held at AUS wins the game for the other team.
                    r.winner = Some(team.other());
                    continue;
                }
                if r.how != How::Conceded {
                    next_order += 1;
                    r.order = Some(next_order);
                }
                r.winner = Some(team);
                r.how = How::Conceded;
                r.proof = Some(false);
            }
        }
    }
    out
}

fn scored(t: &mut PerlaggenTable, mut reasons: Vec<Reason>, records: Vec<FigureRecord>) {
    let scoring = Query::DealScore {
        records: records.clone(),
    }
    .check()
    .expect("the records of a deal played by the rules are consistent");
    let answer = scoring.verdict().answer;
    let points = match &answer {
        Answer::Ints(kv) => [kv[0].1, kv[1].1],
        _ => [0, 0],
    };
    let winner = Query::GameWinner {
        before: t.before,
        records: records.clone(),
    }
    .check()
    .ok()
    .map(|q| q.verdict())
    .and_then(|v| {
        reasons.extend(v.reasons);
        match v.answer {
            Answer::Choice("A") => Some(Team::A),
            Answer::Choice("B") => Some(Team::B),
            _ => None,
        }
    });
    t.end = Some(End {
        reasons,
        scoring,
        answer,
        records: Some(records),
        winner,
        totals: [t.before[0] + points[0], t.before[1] + points[1]],
    });
    t.phase = Phase::Over;
}

/// The deal is over (the Spiel decided, and the show over or not needed).
pub(super) fn finish(t: &mut PerlaggenTable, how: Reason) {
    let mut reasons = vec![how];
    let records = records(t, &mut reasons);
    scored(t, reasons, records);
}

/// The show is over: every figure decided.
pub(super) fn finish_show(t: &mut PerlaggenTable) {
    let w = t.show.as_ref().map(|s| s.spiel_winner).unwrap_or(Team::A);
    let spiel = spiel_reason(t, w);
    finish(t, spiel);
    if let Some(end) = t.end.as_mut() {
        end.reasons.insert(1, Reason::new("perlaggen.deal-shown"));
    }
}

/// The best figure of three or more cards a player can claim (11.4, D-21): the key of
/// `best_long_figure` and the identities his Perlaggen take for it.
fn claim_of(t: &PerlaggenTable, seat: u8) -> Option<((u8, u8, u8), Vec<u8>)> {
    let (fixed, naturals, wild) = material(t, seat);
    let long = |f: usize, kind: u8| {
        best_example(f, &fixed, naturals, wild)
            .filter(|((n, _), _)| *n >= 3)
            .map(|((n, r), names): (Key, Vec<u8>)| ((n, kind, r), names))
    };
    let g = long(0, 1);
    let h = long(1, 0);
    match (g, h) {
        (Some(g), Some(h)) => Some(if g.0 >= h.0 { g } else { h }),
        (g, h) => g.or(h),
    }
}

/// 11.4 rule 2, once the exchange is settled at 17–17: the `gestrichen-winner` question
/// with every player's best claim; the team that wins by a claim, if one does.
pub(super) fn claims(t: &PerlaggenTable) -> Option<(Team, Checked<Query>)> {
    let trump = t.trump()?;
    let hands: Vec<(u8, Vec<Played>)> = (0..4u8)
        .map(|seat| {
            let names = claim_of(t, seat).map(|(_, n)| n).unwrap_or_default();
            let mut names = names.into_iter();
            let cards = t
                .held(seat)
                .iter()
                .map(|c| {
                    let identity = if is_perlagg(c, trump) {
                        names.next().unwrap_or(c)
                    } else {
                        c
                    };
                    Played {
                        card: card(c),
                        identity: card(identity),
                    }
                })
                .collect();
            (seat, cards)
        })
        .collect();
    let q = Query::GestrichenWinner {
        trump: super::super::cards::SUITS[trump as usize],
        hands,
        spiel_winner: Team::A,
    }
    .check()
    .ok()?;
    let v = q.verdict();
    if v.reasons.first().map(|r| r.rule) != Some("perlaggen.long-figure-wins") {
        return None;
    }
    let team = match v.answer {
        Answer::Choice("B") => Team::B,
        _ => Team::A,
    };
    Some((team, q))
}

/// A claim at 17–17 wins the game: the deal ends there, nobody scores points.
pub(super) fn finish_claim(t: &mut PerlaggenTable, team: Team, query: Checked<Query>) {
    t.end = Some(End {
        reasons: vec![Reason::new("perlaggen.deal-claim").with("team", Arg::Team(team))],
        scoring: query,
        answer: Answer::Ints(vec![("A", 0), ("B", 0)]),
        records: None,
        winner: Some(team),
        totals: t.before,
    });
    t.phase = Phase::Over;
}

pub(super) fn spiel_reason(t: &PerlaggenTable, winner: Team) -> Reason {
    let rule = if t.decided[2].is_some_and(|d| d.conceded.is_some()) {
        "perlaggen.deal-spiel-conceded"
    } else {
        "perlaggen.deal-spiel-tricks"
    };
    Reason::new(rule).with("team", Arg::Team(winner))
}
