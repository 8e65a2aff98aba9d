//! A whole Marglia or Maniglia deal at the table, with the engine as referee (the spec's
//! sections 5, 6, 8 and 9 and its "Whole deals"): the deal as dealt, the turned card
//! credited to the dealer's side's running score (section 5 step 6, Maniglia's 29-point
//! rule), the dealer's choice to stop or play on where section 5 step 7 gives it, the
//! tricks with the follow rules of 6.1, and the deal's score (8.1) or, in solo Maniglia,
//! each player's card points; then the next deal of the game (8.2).
//!
//! Legality comes from the rule functions the question kinds use: the stop option from the
//! `turnup-credit` computation, the cards from [`play::legal`] through the deal state of
//! [`super::playout`], the result from the `deal-score` and `card-points` verdicts.

mod computer;
mod ending;
mod game;
mod record;
pub mod setup;
#[cfg(test)]
mod tests;

pub use record::{judge, result_form};
pub use setup::{Setup, DEDUCTIONS, SEAT_KEYS};

use super::playout::Deal;
use super::{play, Query, Rules, Table as Seating};
use crate::cards::{Card, CardSet};
use crate::rules::answer::{Arg, Field, PerTeam, Reason, TrickCard};
use crate::rules::game::Game;
use crate::rules::playout::{Playout, Taken};
use crate::rules::problem::Problem;
use crate::rules::question::{Checked, Question};
use crate::rules::rng::Rng;
use crate::rules::table::{
    self as shared, Act, ActArg, ArgShape, Outcome, Table, TableOptions, Verb,
};
use crate::rules::trick::seat_after;

/// The dealer stops the deal after the turn-up credit (section 5 steps 7 and 8).
pub const STOP: &str = "stop";
/// The dealer declines to stop: the deal is played (section 5 step 9).
pub const PLAY_ON: &str = "play_on";
/// A card played to the trick (section 6).
pub const PLAY: &str = "play";

/// Every verb of the game.
pub const VERBS: &[Verb] = &[
    Verb {
        name: STOP,
        arg: ArgShape::None,
    },
    Verb {
        name: PLAY_ON,
        arg: ArgShape::None,
    },
    Verb {
        name: PLAY,
        arg: ArgShape::Card,
    },
];

/// The rule id of a card the player does not hold.
pub const NOT_IN_HAND: &str = "marglia.not-in-hand";

/// Where the deal stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Phase {
    /// The turned card gave the dealer's side the option to stop: the dealer decides.
    Deciding,
    /// The tricks are being played (or all are played).
    Playing,
    /// The dealer stopped the deal: no card is played (section 5 step 8).
    Stopped,
}

/// One deal being played.
#[derive(Clone, Debug)]
pub struct DealTable {
    setup: Setup,
    deal: Deal,
    phase: Phase,
    /// The dealer's side's running score after the turn-up credit (section 5 step 6).
    after: i64,
    /// Whether the turned card gave the option to stop (section 5 step 7).
    may_stop: bool,
    /// Every card played so far, the current trick's included: public knowledge.
    played: CardSet,
    actions: Vec<Act>,
}

/// A fresh deal for `rules`, shuffled and dealt as the spec deals it, the first of a game
/// with the running scores at 0. `options.players`: Maniglia 3 to 5, Marglia 4; `None` is
/// four, in partnerships.
pub fn new_table(
    rules: Rules,
    options: &TableOptions,
    rng: &mut Rng,
) -> Result<Box<dyn Table>, Problem> {
    let range = rules.players();
    let players = options.players.unwrap_or(4);
    let (min, max) = (*range.start() as i64, *range.end() as i64);
    if let Some(p) = Problem::range("players", players as i64, min, max) {
        return Err(p);
    }
    let seating = Seating {
        rules,
        players: players as u8,
        partnerships: rules.partnerships_possible(players as u8),
    };
    Ok(Box::new(DealTable::shuffled(
        seating, rng, 0, None, None, 1, None,
    )))
}

impl DealTable {
    /// The first deal of a game at `seating` (any table the rule set allows, four playing
    /// alone in Maniglia included), freshly shuffled, the running scores at 0.
    pub fn first_deal(seating: Seating, rng: &mut Rng) -> DealTable {
        DealTable::shuffled(seating, rng, 0, None, None, 1, None)
    }

    /// A deal from a checked setup (a record's, or one just dealt).
    pub fn from_setup(setup: Setup) -> DealTable {
        let turned = setup.index(setup.turned);
        let removed = setup.removed.map(|c| setup.index(c));
        let deal = Deal::dealt(setup.table, setup.hand_sets(), turned, removed);
        let (after, may_stop, _) =
            super::turnup(setup.table, setup.turned, setup.dealer_side_score_before)
                .expect("a checked setup's scores are bounded");
        DealTable {
            deal,
            phase: if may_stop {
                Phase::Deciding
            } else {
                Phase::Playing
            },
            after,
            may_stop,
            played: CardSet::EMPTY,
            actions: Vec::new(),
            setup,
        }
    }

    /// A freshly shuffled deal at `seating` (5.2 to 5.5 through [`Deal::random`]).
    fn shuffled(
        seating: Seating,
        rng: &mut Rng,
        dealer_side_score_before: i64,
        other_side_score_before: Option<i64>,
        deduction: Option<i64>,
        deal_number: i64,
        deals_in_game: Option<i64>,
    ) -> DealTable {
        let deal = Deal::random(rng, seating);
        let turned = deal.turned();
        let dealer = seating.players as usize - 1;
        let hands = (0..seating.players as usize)
            .map(|seat| {
                let mut hand = deal.hand(seat);
                if seat == dealer {
                    hand.retain(|&c| c != turned);
                }
                hand
            })
            .collect();
        DealTable::from_setup(Setup {
            table: seating,
            hands,
            turned,
            removed: deal.removed(),
            dealer_side_score_before,
            other_side_score_before,
            deduction,
            deal_number,
            deals_in_game,
        })
    }

    pub fn setup(&self) -> &Setup {
        &self.setup
    }

    fn seating(&self) -> Seating {
        self.setup.table
    }

    fn dealer(&self) -> u8 {
        self.setup.dealer()
    }

    fn trump(&self) -> crate::cards::Suit {
        self.deal.turned().suit
    }

    /// Whether no card has been played yet.
    fn before_play(&self) -> bool {
        self.deal.taken().is_empty() && self.deal.trick_indices().is_empty()
    }

    /// Whether the deal is over: stopped, or every trick played.
    pub fn is_over(&self) -> bool {
        match self.phase {
            Phase::Deciding => false,
            Phase::Playing => self.deal.to_play().is_none(),
            Phase::Stopped => true,
        }
    }

    /// Whether the dealer stopped the deal.
    pub fn stopped(&self) -> bool {
        self.phase == Phase::Stopped
    }

    /// The dealer's side's running score after the turn-up credit.
    pub fn score_after_turn(&self) -> i64 {
        self.after
    }

    /// The `turnup-credit` question of this deal: the turned card, the score before.
    fn turnup_question(&self) -> Option<Checked<Query>> {
        Query::TurnupCredit {
            table: self.seating(),
            turned: self.setup.turned,
            before: self.setup.dealer_side_score_before,
        }
        .check()
        .ok()
    }

    /// Why the dealer's side may not stop (or decline to stop) this deal: the reason of the
    /// `turnup-credit` verdict about the option (section 5 step 7).
    fn no_option_reason(&self) -> Reason {
        let (_, _, reasons) = super::turnup(
            self.seating(),
            self.setup.turned,
            self.setup.dealer_side_score_before,
        )
        .expect("a checked setup's scores are bounded");
        reasons
            .into_iter()
            .last()
            .unwrap_or_else(|| Reason::new(shared::NOT_NOW))
    }

    /// The compact index of a card of the table's pack; `None` for a card of another pack.
    fn compact(&self, card: Card) -> Option<u8> {
        let suits = self.seating().suits();
        suits
            .contains(&card.suit)
            .then(|| play::index(&suits, card))
    }

    /// Plays `card` for `seat` (the seat to play), or the rule of 6.1 that excludes it: the
    /// reason the `legal-plays` verdict gives that card.
    fn play_card(&mut self, seat: u8, card: Card) -> Result<(), Reason> {
        let hand = self.deal.hand_set(seat as usize);
        let ix = match self.compact(card) {
            Some(ix) if hand.contains(ix) => ix,
            _ => return Err(Reason::new(NOT_IN_HAND).with("card", Arg::Card(card))),
        };
        let trick = self.deal.trick_indices();
        let (legal, step) = play::legal(
            self.deal.trump_index(),
            trick,
            hand,
            self.seating().partnerships,
        );
        if !legal.contains(ix) {
            let t = self.seating();
            let led = trick.first().map(|&c| t.card(c).suit);
            let verdicts =
                play::card_verdicts(&[(card, ix)], legal, step, led, self.trump(), |i| t.card(i));
            return Err(verdicts[0].reason.clone());
        }
        self.deal.apply(ix);
        self.played.insert(ix);
        Ok(())
    }

    /// The seat that leads the trick being played.
    fn leader(&self) -> usize {
        self.deal.taken().last().map_or(0, |t| t.winner)
    }

    /// The deal score of sides A and B, once a partnership deal is over.
    pub fn deal_scores(&self) -> Option<PerTeam<i64>> {
        ending::deal_scores(self)
    }
}

impl Table for DealTable {
    fn game(&self) -> Game {
        self.seating().rules.game()
    }

    fn players(&self) -> usize {
        self.setup.players()
    }

    fn verbs(&self) -> &'static [Verb] {
        VERBS
    }

    fn to_act(&self) -> Option<u8> {
        match self.phase {
            Phase::Deciding => Some(self.dealer()),
            Phase::Playing => self.deal.to_play().map(|s| s as u8),
            Phase::Stopped => None,
        }
    }

    fn legal(&self) -> Vec<Act> {
        match (self.phase, self.deal.to_play()) {
            (Phase::Deciding, _) => vec![
                Act::bare(self.dealer(), STOP),
                Act::bare(self.dealer(), PLAY_ON),
            ],
            (Phase::Playing, Some(seat)) => {
                let t = self.seating();
                self.deal
                    .legal_set()
                    .iter()
                    .map(|c| Act::play(seat as u8, t.card(c)))
                    .collect()
            }
            _ => Vec::new(),
        }
    }

    fn act(&mut self, act: &Act) -> Result<(), Reason> {
        if let Some(reason) = shared::turn_refusal(self, act) {
            return Err(reason);
        }
        match (self.phase, act.verb, &act.arg) {
            (Phase::Deciding, STOP, ActArg::None) => self.phase = Phase::Stopped,
            (Phase::Deciding, PLAY_ON, ActArg::None) => self.phase = Phase::Playing,
            // Before the first card, stopping (or declining to) is refused by the rule that
            // gave no option; once the option was taken up or play began, it has no place.
            (Phase::Playing, STOP | PLAY_ON, ActArg::None)
                if !self.may_stop && self.before_play() =>
            {
                return Err(self.no_option_reason())
            }
            (Phase::Playing, PLAY, ActArg::Card(card)) => self.play_card(act.seat, *card)?,
            _ => return Err(Reason::new(shared::NOT_NOW)),
        }
        self.actions.push(act.clone());
        Ok(())
    }

    fn actions(&self) -> &[Act] {
        &self.actions
    }

    fn hand(&self, seat: u8) -> Vec<Card> {
        let mut hand = self.deal.hand(seat as usize);
        // The turned card lies face up apart until the deal is played on (5.5, 5.9).
        if self.phase != Phase::Playing && seat == self.dealer() {
            hand.retain(|&c| c != self.setup.turned);
        }
        hand
    }

    fn trick(&self) -> Vec<(u8, TrickCard)> {
        let n = self.players();
        let t = self.seating();
        self.deal
            .trick_indices()
            .iter()
            .enumerate()
            .map(|(i, &c)| {
                (
                    seat_after(self.leader(), i, n) as u8,
                    TrickCard::Face(t.card(c)),
                )
            })
            .collect()
    }

    fn taken(&self) -> &[Taken] {
        self.deal.taken()
    }

    fn situation(&self, seat: u8) -> Vec<(&'static str, Field)> {
        game::situation(self, seat)
    }

    fn question(&self) -> Option<Box<dyn Question>> {
        match self.phase {
            Phase::Deciding => self.turnup_question().map(Into::into),
            Phase::Playing => self.deal.question(),
            Phase::Stopped => None,
        }
    }

    fn outcome(&self) -> Option<Outcome> {
        ending::outcome(self)
    }

    fn setup_yaml(&self) -> String {
        self.setup.yaml()
    }

    fn computer(&self, rng: &mut Rng) -> Option<Act> {
        computer::choose(self, rng)
    }

    fn next_deal(&self, rng: &mut Rng) -> Option<Box<dyn Table>> {
        game::next_deal(self, rng)
    }

    fn standing(&self) -> Vec<(&'static str, Field)> {
        game::standing(self)
    }

    fn keeps_game(&self) -> bool {
        self.seating().partnerships
    }

    /// Seat 0 (the dealer's right) deals next: every player moves one seat down the
    /// order of play, the old seat 0 becoming the dealer.
    fn deal_number(&self) -> Option<usize> {
        Some(self.setup.deal_number.max(1) as usize)
    }

    fn seat_in_next_deal(&self, seat: u8) -> u8 {
        let n = self.players() as u8;
        (seat + n - 1) % n
    }

    fn boxed_clone(&self) -> Box<dyn Table> {
        Box::new(self.clone())
    }
}
