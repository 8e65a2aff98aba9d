//! The show (section 10, Whole deals points 5 and 6): the teams take turns, the Spiel's
//! winners first; in its turn a team acts on every open figure (concede, contest, bet)
//! before the opponents answer its bets; a figure is decided by a concession.
//!
//! Decisions where the spec leaves the table's procedure open:
//! - a contest shows the speaker's own five cards as they lie on the table (played cards
//!   and the cards he has revealed); it must at least equal the opponents' best example
//!   shown so far and beat his own team's, so that the show always moves on;
//! - Gleich and Hanger may be acted on in either order within a turn.

use super::super::figures::{best_gleich, best_hanger};
use super::example::Key;
use super::{ending, team_of, tix, Decision, PerlaggenTable, Phase};
use crate::rules::answer::{Arg, Reason, Team};

#[derive(Clone, Debug)]
pub struct Show {
    /// The team whose turn it is.
    pub team: Team,
    pub spiel_winner: Team,
    /// Gleich and Hanger: still to be acted on by `team` in this turn.
    pub todo: [bool; 2],
    /// Bet on by `team` in this turn (its bets are answered once it has acted on all).
    pub bet_now: [bool; 2],
    /// The best example each team has shown, per figure: `shown[figure][team]`.
    pub shown: [[Option<Key>; 2]; 2],
    /// A team said "nothing better" (a concession without a pending bet, point 6).
    pub out: [[bool; 2]; 2],
    /// 10.6: the Spiel's winners left the figure standing at the end of one of their turns.
    pub stood: [bool; 2],
}

/// The speaker of a team (seat 0 for A, seat 1 for B).
fn speaker(team: Team) -> u8 {
    tix(team) as u8
}

fn open(t: &PerlaggenTable, f: usize) -> bool {
    t.decided[f].is_none()
}

/// The best example of figure `f` in identities (compact).
pub fn key_of(f: usize, ids: &[u8]) -> Option<Key> {
    if f == 0 {
        best_gleich(ids)
    } else {
        best_hanger(ids)
    }
}

/// The example `seat` shows now: his played and revealed cards.
pub fn shown_key(t: &PerlaggenTable, seat: u8, f: usize) -> Option<Key> {
    let ids: Vec<u8> = t.fixed(seat).map(|(_, id)| id).collect();
    key_of(f, &ids)
}

pub(super) fn start(t: &mut PerlaggenTable, winner: Team) {
    t.show = Some(Show {
        team: winner,
        spiel_winner: winner,
        todo: [false; 2],
        bet_now: [false; 2],
        shown: [[None; 2]; 2],
        out: [[false; 2]; 2],
        stood: [false; 2],
    });
    begin_turn(t, winner);
}

fn begin_turn(t: &mut PerlaggenTable, team: Team) {
    let todo = [0, 1].map(|f| open(t, f) && !show(t).out[f][tix(team)]);
    let s = show_mut(t);
    s.team = team;
    s.todo = todo;
    t.phase = Phase::Show {
        speaker: speaker(team),
        passed: false,
    };
}

fn show(t: &PerlaggenTable) -> &Show {
    t.show.as_ref().expect("in the show")
}

fn show_mut(t: &mut PerlaggenTable) -> &mut Show {
    t.show.as_mut().expect("in the show")
}

/// The first figure the showing team must still act on.
pub(super) fn first_to_act(t: &PerlaggenTable) -> Option<usize> {
    let s = t.show.as_ref()?;
    (0..2).find(|&f| s.todo[f])
}

/// The figure is one the showing team must still act on in this turn.
pub(super) fn in_turn(t: &PerlaggenTable, f: usize) -> Result<(), Reason> {
    if show(t).todo[f] {
        Ok(())
    } else {
        Err(Reason::new("perlaggen.show-figure-done").with("figure", Arg::Token(fig_token(f))))
    }
}

fn fig_token(f: usize) -> &'static str {
    ["gleich", "hanger", "spiel"][f]
}

pub(super) fn judge_contest(t: &PerlaggenTable, seat: u8, f: usize) -> Result<(), Reason> {
    in_turn(t, f)?;
    let s = show(t);
    let team = team_of(seat);
    let fig = Arg::Token(fig_token(f));
    if team == s.spiel_winner && s.stood[f] {
        return Err(Reason::new("perlaggen.show-stood").with("figure", fig));
    }
    let Some(key) = shown_key(t, seat, f) else {
        return Err(Reason::new("perlaggen.contest-no-example").with("figure", fig));
    };
    let theirs = s.shown[f][tix(team.other())];
    let ours = s.shown[f][tix(team)];
    if Some(key) < theirs || Some(key) <= ours {
        return Err(Reason::new("perlaggen.contest-too-weak").with("figure", fig));
    }
    Ok(())
}

/// Decides a figure by what the teams have shown (point 6): the better example wins; equal
/// examples, or none, leave it standing.
fn settle(t: &mut PerlaggenTable, f: usize) {
    let s = show(t);
    let (a, b) = (s.shown[f][0], s.shown[f][1]);
    let winner = match a.cmp(&b) {
        std::cmp::Ordering::Greater => Some(Team::A),
        std::cmp::Ordering::Less => Some(Team::B),
        std::cmp::Ordering::Equal => None,
    };
    t.decided[f] = Some(Decision {
        winner,
        value: t.figs[f].value,
        conceded: None,
    });
    t.figs[f].decided = true;
    show_mut(t).todo[f] = false;
}

pub(super) fn contest(t: &mut PerlaggenTable, seat: u8, f: usize) {
    let key = shown_key(t, seat, f);
    let team = team_of(seat);
    let s = show_mut(t);
    s.shown[f][tix(team)] = key;
    s.todo[f] = false;
    let other_out = s.out[f][tix(team.other())];
    if other_out {
        settle(t, f);
    }
    step(t);
}

/// A concession in the show without a pending bet: "we show nothing better" (point 6).
pub(super) fn concede(t: &mut PerlaggenTable, seat: u8, f: usize) {
    let team = team_of(seat);
    let s = show_mut(t);
    s.out[f][tix(team)] = true;
    s.todo[f] = false;
    let anything_shown = s.shown[f][0].is_some() || s.shown[f][1].is_some();
    if anything_shown || s.out[f][tix(team.other())] {
        settle(t, f);
    }
    step(t);
}

pub(super) fn after_bet(t: &mut PerlaggenTable, f: usize) {
    let s = show_mut(t);
    s.todo[f] = false;
    s.bet_now[f] = true;
    step(t);
}

/// The first pending bet, in the order Gleich, Hanger.
fn pending(t: &PerlaggenTable) -> Option<usize> {
    (0..2).find(|&f| t.figs[f].pending.is_some())
}

/// After an action of the showing team: its next decision, the answers to its bets, or
/// the other team's turn.
fn step(t: &mut PerlaggenTable) {
    if !open(t, 0) && !open(t, 1) && pending(t).is_none() {
        ending::finish_show(t);
        return;
    }
    if show(t).todo.iter().any(|&x| x) {
        if let Phase::Show { speaker, .. } = t.phase {
            t.phase = Phase::Show {
                speaker,
                passed: false,
            };
        }
        return;
    }
    if let Some(f) = pending(t) {
        t.phase = Phase::Answer {
            fig: f,
            seat: (t.bettor[f] + 1) % 4,
            passed: false,
        };
        return;
    }
    end_turn(t);
}

/// Every bet of the showing team answered: it acts again on the figures whose bet was
/// held (concede or contest), or whose raise it held (all three choices) (10.4).
pub(super) fn after_answers(t: &mut PerlaggenTable) {
    if !open(t, 0) && !open(t, 1) && pending(t).is_none() {
        ending::finish_show(t);
        return;
    }
    if let Some(f) = pending(t) {
        t.phase = Phase::Answer {
            fig: f,
            seat: (t.bettor[f] + 1) % 4,
            passed: false,
        };
        return;
    }
    let again = [0, 1].map(|f| show(t).bet_now[f] && open(t, f));
    let team = show(t).team;
    let s = show_mut(t);
    s.bet_now = [false; 2];
    if again.iter().any(|&x| x) {
        s.todo = again;
        t.phase = Phase::Show {
            speaker: speaker(team),
            passed: false,
        };
    } else {
        end_turn(t);
    }
}

fn end_turn(t: &mut PerlaggenTable) {
    let s = show_mut(t);
    let team = s.team;
    if team == s.spiel_winner {
        for f in 0..2 {
            let (a, b) = (s.shown[f][0], s.shown[f][1]);
            if a.is_some() && a == b {
                s.stood[f] = true;
            }
        }
    }
    if !open(t, 0) && !open(t, 1) {
        ending::finish_show(t);
        return;
    }
    let other = team.other();
    let waiting =
        |t: &PerlaggenTable, team: Team| (0..2).any(|f| open(t, f) && !show(t).out[f][tix(team)]);
    if waiting(t, other) {
        begin_turn(t, other);
    } else {
        begin_turn(t, team);
    }
}
