//! The state of one deal at the table: the hands as dealt, the declarations so far with
//! Japanisch's side pot, the card play once the players who are in are known, the actions.
//! Its methods answer what the referee and the computer players ask of it.

use super::super::play::card;
use super::super::playout::Deal as Play;
use super::super::settle::Deal as Scored;
use super::super::{Ask, Query, Rules, MAX_PLAYERS, MIN_PLAYERS};
use super::{refusal, Setup, USUAL_PLAYERS};
use crate::cards::{Card, CardSet};
use crate::rules::answer::{Arg, Reason, TrickCard};
use crate::rules::playout::Playout;
use crate::rules::problem::Problem;
use crate::rules::question::Checked;
use crate::rules::rng::Rng;
use crate::rules::table::{Act, Table, TableOptions};
use std::sync::Arc;

/// A deal at the table.
#[derive(Clone, Debug)]
pub struct VierAnderleTable {
    pub(super) rules: Rules,
    /// Shared between copies of the table (the tutor's undo, the tests' trials).
    pub(super) setup: Arc<Setup>,
    /// The hands as dealt, by seat.
    pub(super) dealt: [CardSet; MAX_PLAYERS as usize],
    /// The rest of the pack, face down and out of play (5.4).
    pub(super) undealt: CardSet,
    /// The declarations so far, in the order they were made (in/out deals only).
    pub(super) declarations: Vec<(u8, bool)>,
    /// The seats in the order they declare (empty in an all-play deal).
    pub(super) declaring_order: Vec<u8>,
    /// Japanisch's side pot: the drop fees paid so far (6.2).
    pub(super) side_pot: i64,
    /// The card play, once the seats that play are known.
    pub(super) play: Option<Play>,
    /// Every card played so far (public; the computer players remember them).
    pub(super) seen: CardSet,
    pub(super) actions: Vec<Act>,
}

impl VierAnderleTable {
    /// A deal from a record's starting position, or every reason it cannot be.
    pub fn from_setup(rules: Rules, setup: Setup) -> Result<VierAnderleTable, Vec<Problem>> {
        let problems = setup.problems();
        if problems.is_empty() {
            Ok(VierAnderleTable::dealt(rules, setup))
        } else {
            Err(problems)
        }
    }

    /// A deal from a setup known to be possible (checked, or dealt by the table itself).
    fn dealt(rules: Rules, setup: Setup) -> VierAnderleTable {
        let (dealt, undealt) = setup.compact();
        let declaring_order = if setup.all_play() {
            Vec::new()
        } else {
            rules.declaring_order().seats(setup.players)
        };
        let play = setup.all_play().then(|| {
            let everybody: Vec<u8> = (0..setup.players).collect();
            Play::dealt(
                rules,
                setup.players,
                setup.extra_pips(),
                &dealt,
                undealt,
                &everybody,
            )
        });
        VierAnderleTable {
            rules,
            dealt,
            undealt,
            declarations: Vec::with_capacity(declaring_order.len()),
            declaring_order,
            side_pot: 0,
            play,
            seen: CardSet::EMPTY,
            actions: Vec::with_capacity(4 * setup.players as usize + setup.players as usize),
            setup: Arc::new(setup),
        }
    }

    /// A freshly shuffled deal (5.4): four cards to each seat from seat 0 on, after a pot of
    /// `pot_before` and the running chips; the first problem when they cannot be.
    pub fn shuffled(
        rules: Rules,
        options: &TableOptions,
        pot_before: i64,
        chips_before: Option<Vec<i64>>,
        rng: &mut Rng,
    ) -> Result<VierAnderleTable, Problem> {
        let players = options.players.unwrap_or(USUAL_PLAYERS as usize);
        if !(MIN_PLAYERS as usize..=MAX_PLAYERS as usize).contains(&players) {
            return Err(Problem::out_of_range(
                "players",
                players as i64,
                MIN_PLAYERS as i64,
                MAX_PLAYERS as i64,
            ));
        }
        let players = players as u8;
        let mut pack = super::super::playout::pack(super::super::extra_pips_for(players));
        rng.shuffle(&mut pack);
        let mut hands = [CardSet::EMPTY; MAX_PLAYERS as usize];
        for (i, &c) in pack.iter().take(4 * players as usize).enumerate() {
            hands[i / 4].insert(c);
        }
        let setup = Setup::from_compact(players, pot_before, &hands, chips_before);
        // The cards are right by construction; the pot and the chips come from the caller.
        match setup.amount_problems().into_iter().next() {
            Some(problem) => Err(problem),
            None => Ok(VierAnderleTable::dealt(rules, setup)),
        }
    }

    pub fn rules(&self) -> Rules {
        self.rules
    }

    pub fn setup(&self) -> &Setup {
        &self.setup
    }

    /// `P`: the pot after the ante, the pot played for (section 5).
    pub fn pot(&self) -> i64 {
        self.setup.pot_before + 4
    }

    /// Whether every declaration has been made (always, in an all-play deal).
    pub(super) fn declared(&self) -> bool {
        self.declarations.len() == self.declaring_order.len()
    }

    /// The seats that are in, in seat order: everybody in an all-play deal.
    pub fn in_seats(&self) -> Vec<u8> {
        if self.setup.all_play() {
            return (0..self.setup.players).collect();
        }
        let mut v: Vec<u8> = self
            .declarations
            .iter()
            .filter(|(_, is_in)| *is_in)
            .map(|(s, _)| *s)
            .collect();
        v.sort_unstable();
        v
    }

    pub(super) fn declaration_of(&self, seat: u8) -> Option<bool> {
        self.declarations
            .iter()
            .find(|(s, _)| *s == seat)
            .map(|(_, d)| *d)
    }

    /// The compact hand of `seat` now: as dealt until the seat says out (the hand goes
    /// face down), then what the play has left.
    pub(super) fn hand_set(&self, seat: u8) -> CardSet {
        match &self.play {
            Some(play) => play.hand_set(seat as usize),
            None if self.declaration_of(seat) == Some(false) || self.is_over() => CardSet::EMPTY,
            None => self.dealt[seat as usize],
        }
    }

    pub(super) fn is_over(&self) -> bool {
        self.declared() && self.play.as_ref().is_none_or(|p| p.to_play().is_none())
    }

    /// Every card of the deal wherever it is now: hands, the cards out of play (undealt,
    /// laid down), the trick on the table and the tricks taken. The same 38 + 4k cards
    /// from the deal to the end.
    pub fn all_cards(&self) -> Vec<Card> {
        if let Some(play) = &self.play {
            return play.all_cards();
        }
        let mut out: Vec<Card> = self.undealt.iter().map(card).collect();
        for seat in 0..self.setup.players {
            out.extend(self.dealt[seat as usize].iter().map(card));
        }
        out
    }

    /// Where every card of the deal is now, as compact sets: each seat's hand, the cards
    /// out of play (undealt, or laid down by a player who is out), and the cards played.
    /// A deal conserves its cards when these sets never overlap and always make up the
    /// same pack: cheap enough to check at every step of thousands of deals.
    pub fn card_places(&self) -> Vec<CardSet> {
        let n = self.setup.players;
        let mut out: Vec<CardSet> = Vec::with_capacity(n as usize + 2);
        match &self.play {
            Some(play) => {
                out.extend((0..n).map(|s| play.hand_set(s as usize)));
                out.push(play.out_of_play());
                out.push(play.played());
            }
            None => {
                let mut down = self.undealt;
                for s in 0..n {
                    let hand = self.hand_set(s);
                    down = down.or(CardSet(self.dealt[s as usize].0 & !hand.0));
                    out.push(hand);
                }
                out.push(down);
            }
        }
        out
    }

    /// The tricks each seat took, `None` for a seat that did not play.
    pub(super) fn tricks_per_seat(&self) -> Option<Vec<Option<u8>>> {
        let play = self.play.as_ref()?;
        let ins = play.in_seats();
        if ins.len() < 2 {
            return None;
        }
        let mut v: Vec<Option<u8>> = (0..self.setup.players)
            .map(|s| ins.contains(&s).then_some(0))
            .collect();
        for t in play.taken() {
            if let Some(Some(n)) = v.get_mut(t.winner) {
                *n += 1;
            }
        }
        Some(v)
    }

    /// The deal as the `deal-score` question gives it.
    pub(super) fn scored(&self) -> Scored {
        Scored {
            players: self.setup.players,
            pot_before: self.setup.pot_before,
            in_seats: (!self.setup.all_play()).then(|| self.in_seats()),
            tricks: self.tricks_per_seat(),
        }
    }

    /// The game's own scoring question on this deal, once it is over.
    pub fn scoring(&self) -> Option<Checked<Query>> {
        if !self.is_over() {
            return None;
        }
        Query {
            rules: self.rules,
            ask: Ask::DealScore(self.scored()),
        }
        .check()
        .ok()
    }

    /// How the deal ended (in the order of the procedure).
    pub(super) fn ending(&self) -> Reason {
        let ins = self.in_seats();
        if self.setup.all_play() {
            return Reason::new("vier-anderle.ended-all-play");
        }
        match ins.as_slice() {
            [] => Reason::new("vier-anderle.ended-nobody-in"),
            [lone] => {
                Reason::new("vier-anderle.ended-lone-player").with("seat", Arg::Int(*lone as i64))
            }
            _ => Reason::new("vier-anderle.ended-in-out").with("seats", Arg::Seats(ins)),
        }
    }

    /// Takes a declaration of the seat to declare; the play starts after the last one.
    pub(super) fn declare(&mut self, seat: u8, is_in: bool) {
        self.declarations.push((seat, is_in));
        if !is_in {
            // 6.2: the fee is paid the moment the player says out.
            self.side_pot += self.rules.drop_fee().unwrap_or(0);
        }
        if self.declared() {
            let ins = self.in_seats();
            if ins.len() >= 2 {
                self.play = Some(Play::dealt(
                    self.rules,
                    self.setup.players,
                    self.setup.extra_pips(),
                    &self.dealt,
                    self.undealt,
                    &ins,
                ));
            }
        }
    }

    /// Why the seat to play may not play `c`: not in the hand, or the reason the
    /// `legal-plays` verdict gives for that card.
    pub(super) fn card_refusal(&self, play: &Play, seat: u8, c: Card) -> Option<Reason> {
        let hand = play.hand_set(seat as usize);
        let held = hand.iter().find(|&h| card(h) == c);
        let Some(ix) = held else {
            return Some(Reason::new(refusal::NOT_IN_HAND).with("card", Arg::Card(c)));
        };
        if play.legal_set().contains(ix) {
            return None;
        }
        let verdict = play.question()?.verdict();
        verdict
            .cards
            .into_iter()
            .find(|v| v.card == c)
            .map(|v| v.reason)
    }

    /// Every card of the deal's trick so far, with the seat that played it.
    pub(super) fn trick_seats(&self) -> Vec<(u8, TrickCard)> {
        let Some(play) = &self.play else {
            return Vec::new();
        };
        play.trick_indices()
            .iter()
            .enumerate()
            .map(|(i, &c)| (play.seat_in_trick(i), TrickCard::Face(card(c))))
            .collect()
    }

    /// The next deal, once this one is over: new cards from `rng`, the pot and the chips
    /// carried. The deal passes to the left (5.1), so the old seat 0 deals and every player
    /// moves one seat down in the numbering of section 1 (seat s becomes s − 1, seat 0 the
    /// new dealer). The spec sets no end to the game (8.5): there is a next deal as long
    /// as the chips fit the integers of an answer.
    pub fn next(&self, rng: &mut Rng) -> Option<VierAnderleTable> {
        if !self.is_over() {
            return None;
        }
        let (chips, pot) = self.running_chips();
        // A pot that grows deal after deal (each trickless player pays the whole pot, 8.2)
        // could in the end leave the integers of an answer: the game stops there.
        if pot > super::setup::MAX_POT || chips.iter().any(|c| c.abs() > super::setup::MAX_CHIPS) {
            return None;
        }
        let n = chips.len();
        let rotated: Vec<i64> = (0..n).map(|s| chips[(s + 1) % n]).collect();
        let options = TableOptions { players: Some(n) };
        let mut next =
            VierAnderleTable::shuffled(self.rules, &options, pot, Some(rotated), rng).ok()?;
        std::sync::Arc::make_mut(&mut next.setup).deal_number = self.setup.deal_number + 1;
        Some(next)
    }

    /// The standing between deals: each seat's chips from the deals before and the pot
    /// carried into this deal; with this deal's result once it is over.
    pub(super) fn running_chips(&self) -> (Vec<i64>, i64) {
        let mut chips = self.setup.chips_before();
        let mut pot = self.setup.pot_before;
        if let Some(outcome) = self.outcome() {
            if let crate::rules::answer::Answer::Record(parts) = &outcome.answer {
                for (name, value) in parts {
                    match (*name, value) {
                        ("chips", crate::rules::answer::Answer::IntList(net)) => {
                            for (c, d) in chips.iter_mut().zip(net) {
                                *c = c.saturating_add(*d);
                            }
                        }
                        ("pot_after", crate::rules::answer::Answer::Int(p)) => pot = *p,
                        _ => {}
                    }
                }
            }
        }
        (chips, pot)
    }
}
