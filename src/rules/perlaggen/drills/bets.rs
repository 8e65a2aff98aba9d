//! Perlaggen's betting and deal score as drills: `bet-legal` positions taken from the
//! moments of a random deal (the player to move, his cards played and held), with a random
//! state of the figure and random scores; `deal-score` from random figure records; and the
//! answers the wrong beliefs about them give.

use super::beliefs::Belief;
use crate::cards::CardSet;
use crate::rules::answer::{Answer, Team};
use crate::rules::perlaggen::betting::{judge, next, Action, FigureState, AUS};
use crate::rules::perlaggen::cards::{card, index, is_perlagg, suit_ix, suit_of, Played, SUITS};
use crate::rules::perlaggen::figures::{has_example, Figure};
use crate::rules::perlaggen::score::{FigureRecord, How};
use crate::rules::perlaggen::{play::Baptism, playout, Bet, Query as P};
use crate::rules::rng::Rng;

const TEAMS: [Team; 2] = [Team::A, Team::B];

/// Compact `(physical, identity)` pairs as played cards.
pub fn played(list: &[(u8, u8)]) -> Vec<Played> {
    list.iter()
        .map(|&(c, id)| Played {
            card: card(c),
            identity: card(id),
        })
        .collect()
}

/// A figure's betting state: mostly low values, a holder once it has been raised, now
/// and then a bet waiting, rarely decided already.
fn figure_state(rng: &mut Rng) -> FigureState {
    let value = match rng.below(10) {
        0..=3 => 1,
        9 => AUS,
        n => n as u8 - 2,
    };
    let decided = rng.chance(8);
    FigureState {
        value,
        last_holder: (value > 1).then(|| TEAMS[rng.below(2) as usize]),
        pending: (!decided && value != AUS && rng.chance(45))
            .then(|| (TEAMS[rng.below(2) as usize], next(value))),
        decided,
    }
}

/// A running score: half the time near the end of the game, where the limits bite.
fn score(rng: &mut Rng) -> i64 {
    if rng.chance(50) {
        17 - rng.below(6) as i64
    } else {
        rng.below(12) as i64
    }
}

/// One betting question at a moment of the deal.
fn bet_at(rng: &mut Rng, moment: &Moment) -> P {
    let show = rng.chance(25);
    let figure = Figure::ALL[rng.below(3) as usize];
    let action = [Action::Bet, Action::Bet, Action::Raise, Action::Hold][rng.below(4) as usize];
    let mut state = figure_state(rng);
    // The show comes once the Spiel is decided.
    if show && figure == Figure::Spiel {
        state.decided = true;
        state.pending = None;
    }
    // Raises and holds answer a bet of the other team: make one wait, most of the time.
    let team = TEAMS[moment.seat as usize % 2];
    if action != Action::Bet && state.value != AUS && !state.decided && rng.chance(80) {
        state.pending = Some((team.other(), next(state.value)));
    }
    P::BetLegal(Bet {
        figure,
        action: Some(action),
        showing: show.then(|| TEAMS[rng.below(2) as usize]),
        seat: moment.seat,
        trump: SUITS[moment.trump as usize],
        scores: [score(rng), score(rng)],
        state,
        trick_no: (!show).then_some(moment.played.len() as u8 + 1),
        trick: (!show).then(|| played(&moment.trick)),
        held: moment.held.iter().map(card).collect(),
        played: played(&moment.played),
        show_phase: show,
    })
}

/// The player to move at one moment of a deal: his seat, the trick so far, and his cards.
pub struct Moment {
    pub trump: u8,
    pub seat: u8,
    pub trick: Vec<(u8, u8)>,
    pub held: CardSet,
    pub played: Vec<(u8, u8)>,
}

/// One random deal as the drills use it: every moment a player was to move, every trick
/// as it was completed, and each seat's five cards as played.
pub struct DealRecord {
    pub trump: u8,
    pub moments: Vec<Moment>,
    pub tricks: Vec<Vec<(u8, u8)>>,
    pub plays: [Vec<(u8, u8)>; 4],
    /// The seat leading the current trick, while the deal is played.
    leader: usize,
}

impl playout::Observer for DealRecord {
    fn play(
        &mut self,
        trump: u8,
        trick: &[(u8, u8)],
        hand: CardSet,
        _: CardSet,
        _: Baptism,
        _: (u8, u8),
    ) {
        let seat = (self.leader + trick.len()) % 4;
        self.moments.push(Moment {
            trump,
            seat: seat as u8,
            trick: trick.to_vec(),
            held: hand,
            played: self.plays[seat].clone(),
        });
    }
    fn trick(&mut self, _: u8, trick: &[(u8, u8)], winner: usize) {
        for (k, &p) in trick.iter().enumerate() {
            self.plays[(self.leader + k) % 4].push(p);
        }
        self.tricks.push(trick.to_vec());
        self.leader = (self.leader + winner) % 4;
    }
}

/// Deals and plays one random deal, recording it.
pub fn record_deal(rng: &mut Rng) -> DealRecord {
    let mut r = DealRecord {
        trump: 0,
        moments: Vec::new(),
        tricks: Vec::new(),
        plays: Default::default(),
        leader: 0,
    };
    r.trump = playout::random_deal(rng, &mut r).0;
    r
}

/// Random figure records of a deal: every figure won, standing or conceded, with now and
/// then a conceded Gleich or Hanger its winner cannot prove.
fn records(rng: &mut Rng) -> Vec<FigureRecord> {
    Figure::ALL
        .into_iter()
        .map(|figure| {
            let how = [How::Conceded, How::Held, How::Unbet][rng.below(3) as usize];
            let value = match how {
                How::Unbet => 1,
                How::Conceded => 1 + rng.below(7) as u8,
                How::Held => 2 + rng.below(7) as u8,
            };
            let stands = figure != Figure::Spiel && how != How::Conceded && rng.chance(20);
            let winner = (!stands).then(|| TEAMS[rng.below(2) as usize]);
            FigureRecord {
                figure,
                value,
                winner,
                how,
                proof: (how == How::Conceded && figure != Figure::Spiel).then(|| !rng.chance(40)),
                order: None,
            }
        })
        .collect()
}

/// Random positions of one of the kinds drilled here.
pub fn candidates(kind: &str, rng: &mut Rng) -> Vec<P> {
    match kind {
        "bet-legal" => {
            let deal = record_deal(rng);
            deal.moments.iter().map(|m| bet_at(rng, m)).collect()
        }
        "deal-score" => (0..8)
            .map(|_| P::DealScore {
                records: records(rng),
            })
            .collect(),
        _ => Vec::new(),
    }
}

/// The points per team a belief gives: "a team that cannot show a conceded figure loses
/// only that figure" (no −2, its other figures still count).
fn fail_loses_figure_only(records: &[FigureRecord]) -> Answer {
    let mut score = [0i64; 2];
    for r in records {
        let to = match r.failed() {
            Some(t) => Some(t.other()),
            None => r.winner,
        };
        if let Some(t) = to.filter(|_| r.value != AUS) {
            score[(t == Team::B) as usize] += r.value as i64;
        }
    }
    Answer::Ints(vec![("A", score[0]), ("B", score[1])])
}

/// The answer a wrong belief about betting or scoring gives, when it speaks to the position.
pub fn believed(belief: Belief, q: &P) -> Option<Answer> {
    let b = match q {
        P::DealScore { records } if belief == Belief::FailLosesFigureOnly => {
            return Some(fail_loses_figure_only(records))
        }
        P::BetLegal(b) => b,
        _ => return None,
    };
    let action = b.action?;
    let mut st = b.state;
    let mut s = b.situation();
    let t = suit_ix(b.trump);
    match belief {
        // The reverse of 9.2.2: the team that held must wait, the other may bet.
        Belief::HolderWaits => st.last_holder = st.last_holder.map(Team::other),
        // Only a team on 17 is barred from betting and raising.
        Belief::OnlyGestrichenBarred => {
            if s.score < 17 {
                s.score = 0;
            }
        }
        // "A team that may not bet may not hold either."
        Belief::LimitAppliesToHold => {
            let (ok, _) = judge(action, &st, &s);
            let limit = st.pending.is_some_and(|(_, to)| s.score >= 18 - to as i64);
            return Some(Answer::Bool(ok && !(action == Action::Hold && limit)));
        }
        Belief::NoExampleNeeded => s.has_example = true,
        // "A Perlagg in hand makes no example": only fixed cards count.
        Belief::WildCardsDontCount => {
            let naturals = b
                .held
                .iter()
                .map(|&c| index(c))
                .filter(|&ix| !is_perlagg(ix, t));
            let fixed: Vec<u8> = b
                .played
                .iter()
                .map(|p| index(p.identity))
                .chain(naturals)
                .collect();
            s.has_example = has_example(b.figure, &fixed, 0);
        }
        Belief::AnyCardForSpiel => s.fifth_trick = None,
        // The seed's list: a natural trump qualifies only when trumps were led.
        Belief::TrumpMustBeLed => {
            let led = b
                .trick
                .as_ref()
                .and_then(|trick| trick.first())
                .map(|p| suit_of(index(p.identity)));
            let off_suit_trump = b
                .held
                .first()
                .map(|&c| index(c))
                .is_some_and(|ix| !is_perlagg(ix, t) && suit_of(ix) == t && Some(t) != led);
            if s.fifth_trick == Some(true) && off_suit_trump {
                s.fifth_trick = Some(false);
            }
        }
        // "In the show, betting works as during the play."
        Belief::ShowLikePlay => s.showing = None,
        _ => return None,
    }
    Some(Answer::Bool(judge(action, &st, &s).0))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::{Card, Deck, Suit};

    fn c(t: &str) -> Card {
        Deck::Perlaggen.parse_card(t).unwrap()
    }

    /// Seat 0 (team A), Leaves trumps, leading trick 1 with a pair of 9s and no wild card.
    fn bet(figure: Figure, action: Action, state: FigureState, scores: [i64; 2]) -> Bet {
        Bet {
            figure,
            action: Some(action),
            showing: None,
            seat: 0,
            trump: Suit::Leaves,
            scores,
            state,
            trick_no: Some(1),
            trick: Some(Vec::new()),
            held: ["hearts-9", "bells-9", "leaves-10", "acorns-8", "hearts-O"]
                .map(c)
                .to_vec(),
            played: Vec::new(),
            show_phase: false,
        }
    }

    fn state(value: u8, last_holder: Option<Team>, pending: Option<(Team, u8)>) -> FigureState {
        FigureState {
            value,
            last_holder,
            pending,
            decided: false,
        }
    }

    fn says(belief: Belief, b: Bet) -> (Answer, Answer) {
        let q = P::BetLegal(b).check().unwrap();
        (q.verdict().answer, believed(belief, q.query()).unwrap())
    }

    #[test]
    fn the_beliefs_about_betting_turn_the_answer() {
        // Team A held the last bet on the Gleich: it may bet; "the holder waits" says no.
        let b = bet(
            Figure::Gleich,
            Action::Bet,
            state(2, Some(Team::A), None),
            [0, 0],
        );
        assert_eq!(
            says(Belief::HolderWaits, b),
            (Answer::Bool(true), Answer::Bool(false))
        );
        // 15 + 3 = 18: no bet; "only 17 is barred" allows it.
        let b = bet(
            Figure::Gleich,
            Action::Bet,
            state(3, Some(Team::A), None),
            [15, 0],
        );
        assert_eq!(
            says(Belief::OnlyGestrichenBarred, b),
            (Answer::Bool(false), Answer::Bool(true))
        );
        // B bet 4 on a Gleich at 3; A on 15 may hold; the belief says not.
        let b = bet(
            Figure::Gleich,
            Action::Hold,
            state(3, Some(Team::A), Some((Team::B, 4))),
            [15, 0],
        );
        assert_eq!(
            says(Belief::LimitAppliesToHold, b),
            (Answer::Bool(true), Answer::Bool(false))
        );
    }

    /// Seat 0 (Leaves trumps) to play to trick 5 after the ♥A lead, holding `last`.
    fn fifth_lead(last: &str) -> Bet {
        let mut b = bet(Figure::Spiel, Action::Bet, state(1, None, None), [0, 0]);
        b.trick_no = Some(5);
        b.trick = Some(vec![Played::face(c("hearts-A"))]);
        b.held = vec![c(last)];
        b.played = ["hearts-9", "bells-9", "acorns-8", "hearts-O"]
            .map(|t| Played::face(c(t)))
            .to_vec();
        b
    }

    #[test]
    fn the_beliefs_about_the_fifth_lead_misjudge_the_last_card() {
        // The natural ♠10 is a trump (Leaves): it qualifies though hearts were led (9.2.6);
        // the seed's list refuses it.
        assert_eq!(
            says(Belief::TrumpMustBeLed, fifth_lead("leaves-10")),
            (Answer::Bool(true), Answer::Bool(false))
        );
        // The ♣10 is neither a heart nor a trump nor a Perlagg: no Spiel bet, though "any
        // card" allows one.
        assert_eq!(
            says(Belief::AnyCardForSpiel, fifth_lead("acorns-10")),
            (Answer::Bool(false), Answer::Bool(true))
        );
        // A heart qualifies under both readings.
        assert_eq!(
            says(Belief::TrumpMustBeLed, fifth_lead("hearts-10")),
            (Answer::Bool(true), Answer::Bool(true))
        );
    }

    #[test]
    fn a_failed_proof_costs_the_failing_team_everything_but_the_belief_keeps_its_figures() {
        let rec = |figure, value, winner, how, proof| FigureRecord {
            figure,
            value,
            winner: Some(winner),
            how,
            proof: (how == How::Conceded).then_some(proof),
            order: None,
        };
        let records = vec![
            rec(Figure::Gleich, 5, Team::B, How::Conceded, false),
            rec(Figure::Hanger, 1, Team::A, How::Conceded, true),
            rec(Figure::Spiel, 1, Team::B, How::Unbet, true),
        ];
        let q = P::DealScore { records }.check().unwrap();
        // B fails: −2; A scores its Hanger (1) and B's failed Gleich (5).
        assert_eq!(q.verdict().answer, Answer::Ints(vec![("A", 6), ("B", -2)]));
        assert_eq!(
            believed(Belief::FailLosesFigureOnly, q.query()),
            Some(Answer::Ints(vec![("A", 6), ("B", 1)]))
        );
    }
}
