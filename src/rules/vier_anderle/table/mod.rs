//! A whole Vier-Anderle or Japanisch Vier-Anderle deal at the table, with the engine as
//! referee (`../shared/rules/vier-anderle.md`, sections 5 to 8 and "Whole deals"):
//!
//! 1. the dealer's ante and the kind of deal follow from the pot (5.2, 5.3), and the cards
//!    are dealt (5.4, with `k = max(0, n − 9)` extra pips per suit): nobody acts;
//! 2. in an in/out deal every player says `in` or `out` exactly once, in the order of the
//!    rule set (6.1, 6.2), the dealer last, publicly and finally; in Japanisch the drop fee
//!    goes into the side pot the moment a player says out. An all-play deal has no
//!    declarations;
//! 3. with two or more in, the four tricks among those who are in ([`super::playout`]),
//!    seats that are out skipped; with one in, that player takes the pot at once; with
//!    nobody in, the pot carries over (Whole deals 4);
//! 4. the settlement is the game's own `deal-score` question on the deal (8.6).

mod computer;
pub mod setup;
mod state;
mod verbs;

use super::play::{self, card};
use super::Rules;
use crate::cards::Card;
use crate::rules::answer::{Arg, Field, Reason, TrickCard};
use crate::rules::game::Game;
use crate::rules::playout::{Playout, Taken};
use crate::rules::problem::Problem;
use crate::rules::question::Question;
use crate::rules::rng::Rng;
use crate::rules::table::{turn_refusal, Act, ActArg, Outcome, Table, TableOptions, Verb, NOT_NOW};
pub use setup::Setup;
pub use state::VierAnderleTable;
pub use verbs::{refusal, USUAL_PLAYERS, VERBS};

/// A freshly shuffled deal for `options.players` (2 to 13; 5 when not given), in an empty
/// pot: the first deal of a session is an all-play deal (5.3).
pub fn new_table(
    rules: Rules,
    options: &TableOptions,
    rng: &mut Rng,
) -> Result<Box<dyn Table>, Problem> {
    Ok(Box::new(VierAnderleTable::shuffled(
        rules, options, 0, None, rng,
    )?))
}

impl Table for VierAnderleTable {
    fn game(&self) -> Game {
        self.rules.game()
    }

    fn players(&self) -> usize {
        self.setup.players as usize
    }

    fn verbs(&self) -> &'static [Verb] {
        VERBS
    }

    fn to_act(&self) -> Option<u8> {
        if !self.declared() {
            return Some(self.declaring_order[self.declarations.len()]);
        }
        self.play.as_ref()?.to_play().map(|s| s as u8)
    }

    fn legal(&self) -> Vec<Act> {
        let Some(seat) = self.to_act() else {
            return Vec::new();
        };
        match &self.play {
            Some(play) if self.declared() => play
                .legal_set()
                .iter()
                .map(|c| Act::play(seat, card(c)))
                .collect(),
            _ => ["in", "out"]
                .into_iter()
                .map(|t| Act::new(seat, "declare", ActArg::Token(t)))
                .collect(),
        }
    }

    fn act(&mut self, act: &Act) -> Result<(), Reason> {
        if let Some(reason) = turn_refusal(self, act) {
            return Err(reason);
        }
        // Whose turn it is was settled above; what remains is what the moment allows: the
        // declarations (in/out deals only, each once) come before the first card.
        let declaring = !self.declared();
        match (act.verb, &act.arg) {
            ("declare", _) if self.setup.all_play() => {
                return Err(Reason::new(refusal::NO_DECLARING_ALL_PLAY))
            }
            ("declare", _) if !declaring => {
                let said = self.declaration_of(act.seat).unwrap_or(true);
                return Err(Reason::new(refusal::DECLARATION_FINAL)
                    .with("said", Arg::Token(if said { "in" } else { "out" })));
            }
            ("declare", ActArg::Token(t @ ("in" | "out"))) => self.declare(act.seat, *t == "in"),
            ("play", _) if declaring => return Err(Reason::new(refusal::DECLARE_FIRST)),
            ("play", ActArg::Card(c)) => {
                // Not held, or held but excluded: the legal-plays verdict's own reason.
                let play = self.play.as_ref().ok_or_else(|| Reason::new(NOT_NOW))?;
                if let Some(reason) = self.card_refusal(play, act.seat, *c) {
                    return Err(reason);
                }
                let ix = play::index(*c);
                self.seen.insert(ix);
                self.play
                    .as_mut()
                    .ok_or_else(|| Reason::new(NOT_NOW))?
                    .apply(ix);
            }
            _ => return Err(Reason::new(NOT_NOW)),
        }
        self.actions.push(act.clone());
        Ok(())
    }

    fn actions(&self) -> &[Act] {
        &self.actions
    }

    fn hand(&self, seat: u8) -> Vec<Card> {
        self.hand_set(seat).iter().map(card).collect()
    }

    fn trick(&self) -> Vec<(u8, TrickCard)> {
        self.trick_seats()
    }

    fn taken(&self) -> &[Taken] {
        match &self.play {
            Some(play) => play.taken(),
            None => &[],
        }
    }

    fn situation(&self, seat: u8) -> Vec<(&'static str, Field)> {
        let mut out = Vec::new();
        if self.rules == Rules::Japanisch {
            out.push(("rules", Field::Token("japanisch")));
        }
        out.push(("players", Field::Int(self.setup.players as i64)));
        out.push(("dealer", Field::Seat(self.setup.dealer())));
        if self.setup.extra_pips() > 0 {
            out.push((
                "extra_pips_per_suit",
                Field::Int(self.setup.extra_pips() as i64),
            ));
        }
        out.push(("pot_before_deal", Field::Int(self.setup.pot_before)));
        // The standing of the deals before, where the record gives one (a later deal).
        if self.setup.chips_before.is_some() {
            let chips = self.setup.chips_before().into_iter().map(Some).collect();
            out.push(("chips_before_deal", Field::PerSeat(chips)));
        }
        out.push(("pot", Field::Int(self.pot())));
        let kind = if self.setup.all_play() {
            "all-play"
        } else {
            "in-out"
        };
        out.push(("deal_type", Field::Token(kind)));
        if !self.setup.all_play() {
            let calls = self
                .declarations
                .iter()
                .map(|&(s, d)| (s, if d { "in" } else { "out" }))
                .collect();
            out.push(("declarations", Field::Auction(calls)));
            if self.rules.drop_fee().is_some() {
                out.push(("side_pot", Field::Int(self.side_pot)));
            }
            if self.declared() {
                out.push(("in", Field::Seats(self.in_seats())));
            }
        }
        if let Some(tricks) = self.tricks_per_seat() {
            out.push((
                "tricks",
                Field::PerSeat(tricks.iter().map(|t| t.map(i64::from)).collect()),
            ));
        }
        if self.play.is_some() {
            let trick: Vec<TrickCard> = self.trick_seats().into_iter().map(|(_, c)| c).collect();
            out.push(("trick", Field::Trick(trick)));
        }
        out.push(("hand", Field::Cards(self.hand(seat))));
        out
    }

    fn question(&self) -> Option<Box<dyn Question>> {
        // Saying in or out has no question kind of its own; the card play has legal-plays.
        if !self.declared() {
            return None;
        }
        self.play.as_ref()?.question()
    }

    fn outcome(&self) -> Option<Outcome> {
        let scoring = self.scoring()?;
        let answer = scoring.verdict().answer;
        Some(Outcome {
            answer,
            scoring: Some(scoring.into()),
            result_form: None,
            reasons: vec![self.ending()],
        })
    }

    fn setup_yaml(&self) -> String {
        self.setup.yaml()
    }

    fn computer(&self, rng: &mut Rng) -> Option<Act> {
        let seat = self.to_act()?;
        if !self.declared() {
            let others_in = self.declarations.iter().filter(|(_, d)| *d).count();
            let last = self.declarations.len() + 1 == self.declaring_order.len();
            let is_in =
                computer::goes_in(self.rules, self.dealt[seat as usize], others_in, last, rng);
            return Some(Act::new(
                seat,
                "declare",
                ActArg::Token(if is_in { "in" } else { "out" }),
            ));
        }
        let play = self.play.as_ref()?;
        let hand = play.hand_set(seat as usize);
        let safe = self.setup.all_play() && play.taken().iter().any(|t| t.winner == seat as usize);
        let c = computer::card_to_play(
            play.trick_indices(),
            hand,
            play.legal_set(),
            self.seen,
            safe,
        );
        Some(Act::play(seat, card(c)))
    }

    fn next_deal(&self, rng: &mut Rng) -> Option<Box<dyn Table>> {
        self.next(rng).map(|t| Box::new(t) as Box<dyn Table>)
    }

    fn deal_number(&self) -> Option<usize> {
        Some(self.setup().deal_number as usize)
    }

    /// The old seat 0 deals next: every player moves down one seat number.
    fn seat_in_next_deal(&self, seat: u8) -> u8 {
        let n = self.players() as u8;
        (seat + n - 1) % n
    }

    fn standing(&self) -> Vec<(&'static str, Field)> {
        let (chips, pot) = self.running_chips();
        // Between deals the pot is the one carried into the deal, before its ante (the
        // situation's `pot` is after it); once a deal is over, the pot it leaves.
        let pot_name = match self.is_over() {
            true => "pot_after",
            false => "pot_before_deal",
        };
        vec![
            (
                "chips",
                Field::PerSeat(chips.into_iter().map(Some).collect()),
            ),
            (pot_name, Field::Int(pot)),
        ]
    }

    fn boxed_clone(&self) -> Box<dyn Table> {
        Box::new(self.clone())
    }
}

#[cfg(test)]
mod tests;
