//! A whole deal of Gaigel at the table (`rules::table::Table`), with the engine as referee:
//! the deal (section 5), the announcement rounds (6.3), the play with its draws (6.1, 6.2),
//! the declarations (7), the knock, its dispute, claims and the end-of-play step (8.5), and
//! the deal's game points (8.2, 8.3) as the `deal-score` kind gives them.
//!
//! Seats are those of the spec (section 1): seat 0 is on the dealer's left and leads first,
//! seat 3 deals; team A is seats 0 and 2. When the deal passes to the left, the next deal's
//! seat 0 is this deal's seat 1, so the partnership called A in the next deal is the one
//! called B in this one: [`GaigelTable::next_deal`] swaps the game points accordingly.

pub mod computer;
pub mod outcome;
pub mod procedure;
pub mod setup;
pub mod situation;
pub mod verbs;

pub use procedure::{End, Phase, Round};
pub use setup::Setup;
pub use verbs::VERBS;

use super::play::{card, SUITS};
use super::score::Declaration;
use super::Query;
use crate::cards::Card;
use crate::rules::answer::{Field, PerTeam, Reason, TrickCard};
use crate::rules::game::Game;
use crate::rules::playout::{Playout, Taken};
use crate::rules::problem::Problem;
use crate::rules::question::{Checked, Question};
use crate::rules::rng::Rng;
use crate::rules::table::{self, Act, Outcome, Table, TableOptions, Verb};
use crate::rules::trick::seat_after;
use procedure::{team_of, Procedure};
use verbs::Move;

/// One Gaigel deal being played.
#[derive(Clone, Debug)]
pub struct GaigelTable {
    setup: Setup,
    procedure: Procedure,
    actions: Vec<Act>,
}

/// A freshly shuffled deal at a table of four (the only size the spec has, section 1).
pub fn new_table(options: &TableOptions, rng: &mut Rng) -> Result<Box<dyn Table>, Problem> {
    if let Some(n) = options.players.filter(|&n| n != 4) {
        return Err(Problem::out_of_range("players", n as i64, 4, 4));
    }
    let setup = Setup::shuffled(rng, 0, PerTeam::default());
    Ok(Box::new(GaigelTable::dealt(setup)))
}

impl GaigelTable {
    /// The deal of a setup, which must be free of problems ([`Setup::problems`]).
    pub fn dealt(setup: Setup) -> GaigelTable {
        GaigelTable {
            procedure: Procedure::new(&setup),
            setup,
            actions: Vec::with_capacity(320),
        }
    }

    /// The deal of a setup, or its problems.
    pub fn new(setup: Setup) -> Result<GaigelTable, Vec<Problem>> {
        let problems = setup.problems();
        if problems.is_empty() {
            Ok(GaigelTable::dealt(setup))
        } else {
            Err(problems)
        }
    }

    pub fn setup(&self) -> &Setup {
        &self.setup
    }

    /// Every card of the deal, wherever it is now (hands, stock, trick, tricks taken).
    pub fn all_cards(&self) -> Vec<Card> {
        self.procedure.all_cards()
    }

    /// Each team's true total (8.1), team A first.
    pub fn totals(&self) -> [u32; 2] {
        self.procedure.totals
    }

    /// A team's declarations so far (0 = A), as `deal-points` lists them.
    pub fn melds(&self, team: usize) -> &[(Declaration, Vec<Card>)] {
        &self.procedure.melds[team]
    }

    pub fn phase(&self) -> Phase {
        self.procedure.phase
    }

    pub fn end(&self) -> Option<&End> {
        self.procedure.end.as_ref()
    }

    /// The `deal-points` question of a team (0 = A): its tricks' cards, its declarations
    /// and the last trick, as they stand.
    pub fn deal_points_question(&self, team: usize) -> Option<Checked<Query>> {
        let taken = self.procedure.deal.taken();
        let captured = taken
            .iter()
            .filter(|t| t.winner % 2 == team)
            .flat_map(|t| t.cards.iter())
            .filter_map(|c| match c {
                TrickCard::Face(c) => Some(*c),
                _ => None,
            })
            .collect();
        Query::DealPoints {
            trump: SUITS[self.procedure.trump() as usize],
            captured,
            melds: self.procedure.melds[team].clone(),
            last_trick: taken.len() == 12 && taken[11].winner % 2 == team,
        }
        .check()
        .ok()
    }
}

impl Table for GaigelTable {
    fn game(&self) -> Game {
        Game::Gaigel
    }

    fn players(&self) -> usize {
        4
    }

    fn verbs(&self) -> &'static [Verb] {
        VERBS
    }

    fn to_act(&self) -> Option<u8> {
        self.procedure.to_act()
    }

    fn legal(&self) -> Vec<Act> {
        match self.to_act() {
            Some(seat) => self
                .procedure
                .legal_moves(seat)
                .iter()
                .map(|m| m.act(seat))
                .collect(),
            None => Vec::new(),
        }
    }

    fn act(&mut self, act: &Act) -> Result<(), Reason> {
        if let Some(reason) = table::turn_refusal(self, act) {
            return Err(reason);
        }
        let mv = Move::of(act).ok_or_else(|| Reason::new(table::NOT_NOW))?;
        if let Some(reason) = self.procedure.refusal(act.seat, &mv) {
            return Err(reason);
        }
        self.procedure.apply(act.seat, &mv);
        self.actions.push(act.clone());
        Ok(())
    }

    fn actions(&self) -> &[Act] {
        &self.actions
    }

    fn hand(&self, seat: u8) -> Vec<Card> {
        self.procedure.deal.hand(seat as usize)
    }

    fn trick(&self) -> Vec<(u8, TrickCard)> {
        let leader = self.procedure.deal.leader();
        self.procedure
            .deal
            .trick_indices()
            .iter()
            .enumerate()
            .map(|(i, &c)| (seat_after(leader, i, 4) as u8, TrickCard::Face(card(c))))
            .collect()
    }

    fn taken(&self) -> &[Taken] {
        self.procedure.deal.taken()
    }

    fn situation(&self, seat: u8) -> Vec<(&'static str, Field)> {
        situation::situation(self, &self.procedure, seat)
    }

    fn question(&self) -> Option<Box<dyn Question>> {
        let p = &self.procedure;
        let seat = p.to_act()?;
        match p.phase {
            Phase::Play => p.deal.question(),
            Phase::Round { round, .. } => {
                // The declaration this seat could think of: the exchange when it holds the
                // trump 7, else a marriage it holds (in the round where marriages belong).
                let trump = SUITS[p.trump() as usize];
                let (declaration, cards) = if p
                    .deal
                    .hand_indices(seat as usize)
                    .contains(&p.trump_seven())
                {
                    (Declaration::TrumpSevenExchange, vec![card(p.trump_seven())])
                } else {
                    (
                        Declaration::Marriage,
                        p.marriages_held(seat).into_iter().next()?,
                    )
                };
                Query::DeclarationAllowed {
                    trump,
                    declaration,
                    cards,
                    context: p.context(seat, round),
                }
                .check()
                .ok()
                .map(Into::into)
            }
            // Whether to dispute: is the knocking team's total 101 or more (8.2)?
            Phase::Dispute { knocker, .. } => {
                self.deal_points_question(team_of(knocker)).map(Into::into)
            }
            // Whether to knock at the end: has the own team 101 or more (8.5 rule 6)?
            Phase::EndStep { .. } => self.deal_points_question(team_of(seat)).map(Into::into),
            Phase::Over => None,
        }
    }

    fn outcome(&self) -> Option<Outcome> {
        outcome::outcome(&self.procedure, self.setup.carry)
    }

    fn setup_yaml(&self) -> String {
        self.setup.yaml()
    }

    fn computer(&self, rng: &mut Rng) -> Option<Act> {
        let seat = self.to_act()?;
        Some(computer::choose(&self.procedure, seat, rng).act(seat))
    }

    fn next_deal(&self, rng: &mut Rng) -> Option<Box<dyn Table>> {
        let (game_points, carry) = outcome::after_deal(self)?;
        // The deal passes to the left: this deal's team B sits at the next deal's seats 0
        // and 2, and is called A there (section 1).
        let swapped = PerTeam {
            a: game_points.b,
            b: game_points.a,
        };
        let mut setup = Setup::shuffled(rng, carry, swapped);
        setup.deal_number = self.setup.deal_number + 1;
        Some(Box::new(GaigelTable::dealt(setup)))
    }

    /// In an announcement round (6.3) a knock is judged on the knocker's team's total (a
    /// dispute counts it, 8.2) and a claim on the accused team's total (8.5 rule 5). The
    /// undisputed knock's 2 for "Gaigel by tricks" can only be lost later, never won, so
    /// the total alone says whether a knock now would do what the one declined before would
    /// have done. The end-of-play step and the dispute are each asked once: no stakes.
    fn stakes(&self, act: &Act) -> Option<i64> {
        let Phase::Round { .. } = self.procedure.phase else {
            return None;
        };
        let team = team_of(act.seat);
        match act.verb {
            "knock" => Some(self.procedure.totals[team] as i64),
            "claim" => Some(self.procedure.totals[1 - team] as i64),
            _ => None,
        }
    }

    fn deal_number(&self) -> Option<usize> {
        Some(self.setup.deal_number as usize)
    }

    /// The deal passes to the left: the player at seat s sits at seat s + 3.
    fn seat_in_next_deal(&self, seat: u8) -> u8 {
        (seat + 3) % 4
    }

    fn standing(&self) -> Vec<(&'static str, Field)> {
        vec![
            ("game_points", Field::PerTeam(self.setup.game_points)),
            ("carry", Field::Int(self.setup.carry as i64)),
        ]
    }

    fn boxed_clone(&self) -> Box<dyn Table> {
        Box::new(self.clone())
    }
}

/// The team (0 = A) of a seat, for the tests and the tutor.
pub fn team_index(seat: u8) -> usize {
    team_of(seat)
}

#[cfg(test)]
mod tests;
