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

use super::play::{self, card};
use super::playout::Deal as Play;
use super::settle::Deal as Scored;
use super::{Ask, Query, Rules, MAX_PLAYERS, MIN_PLAYERS};
use crate::cards::{Card, CardSet};
use crate::rules::playout::{Playout, Taken};
use crate::rules::rng::Rng;
use crate::rules::table::{
    turn_refusal, Act, ActArg, ArgShape, Outcome, Table, TableOptions, Verb, NOT_NOW,
};
use crate::rules::{Arg, Checked, Field, Game, Problem, Reason, TrickCard};
pub use setup::Setup;
use std::sync::Arc;

/// The verbs of a Vier-Anderle deal: saying in or out, and playing a card.
pub const VERBS: &[Verb] = &[
    Verb {
        name: "declare",
        arg: ArgShape::Token(&["in", "out"]),
    },
    Verb {
        name: "play",
        arg: ArgShape::Card,
    },
];

/// The table size when none is asked for: the sources find 5 to 8 best (section 1).
pub const USUAL_PLAYERS: u8 = 5;

/// The refusals no question kind gives, one per procedure rule.
pub mod refusal {
    /// A declaration in an all-play deal (Whole deals 2, section 6).
    pub const NO_DECLARING_ALL_PLAY: &str = "vier-anderle.no-declaring-all-play";
    /// A second declaration: each player declares once, finally (Whole deals 3).
    pub const DECLARATION_FINAL: &str = "vier-anderle.declaration-final";
    /// A card played before every player has declared (6, 12.14, Whole deals 3).
    pub const DECLARE_FIRST: &str = "vier-anderle.declare-first";
    /// A card the player does not hold.
    pub const NOT_IN_HAND: &str = "vier-anderle.not-in-hand";
}

/// A deal at the table.
#[derive(Clone, Debug)]
pub struct VierAnderleTable {
    rules: Rules,
    /// Shared between copies of the table (the tutor's undo, the tests' trials).
    setup: Arc<Setup>,
    /// The hands as dealt, by seat.
    dealt: [CardSet; MAX_PLAYERS as usize],
    /// The rest of the pack, face down and out of play (5.4).
    undealt: CardSet,
    /// The declarations so far, in the order they were made (in/out deals only).
    declarations: Vec<(u8, bool)>,
    /// The seats in the order they declare (empty in an all-play deal).
    declaring_order: Vec<u8>,
    /// Japanisch's side pot: the drop fees paid so far (6.2).
    side_pot: i64,
    /// The card play, once the seats that play are known.
    play: Option<Play>,
    /// Every card played so far (public; the computer players remember them).
    seen: CardSet,
    actions: Vec<Act>,
}

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

impl VierAnderleTable {
    /// A deal from a checked setup (a record's starting position).
    pub fn from_setup(rules: Rules, setup: Setup) -> VierAnderleTable {
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

    /// A freshly shuffled deal (5.4): four cards to each seat from seat 0 on.
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
        let mut pack = super::playout::pack(super::extra_pips_for(players));
        rng.shuffle(&mut pack);
        let mut hands = [CardSet::EMPTY; MAX_PLAYERS as usize];
        for (i, &c) in pack.iter().take(4 * players as usize).enumerate() {
            hands[i / 4].insert(c);
        }
        let setup = Setup::from_compact(players, pot_before, &hands, chips_before);
        Ok(VierAnderleTable::from_setup(rules, setup))
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
    fn declared(&self) -> bool {
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

    fn declaration_of(&self, seat: u8) -> Option<bool> {
        self.declarations
            .iter()
            .find(|(s, _)| *s == seat)
            .map(|(_, d)| *d)
    }

    /// The compact hand of `seat` now: as dealt until the seat says out (the hand goes
    /// face down), then what the play has left.
    fn hand_set(&self, seat: u8) -> CardSet {
        match &self.play {
            Some(play) => play.hand_set(seat as usize),
            None if self.declaration_of(seat) == Some(false) || self.is_over() => CardSet::EMPTY,
            None => self.dealt[seat as usize],
        }
    }

    fn is_over(&self) -> bool {
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
    fn tricks_per_seat(&self) -> Option<Vec<Option<u8>>> {
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
    fn scored(&self) -> Scored {
        Scored {
            players: self.setup.players,
            pot_before: self.setup.pot_before,
            in_seats: (!self.setup.all_play()).then(|| self.in_seats()),
            tricks: self.tricks_per_seat(),
        }
    }

    /// The game's own scoring question on this deal, once it is over.
    pub fn scoring(&self) -> Option<Checked> {
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
    fn ending(&self) -> Reason {
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
    fn declare(&mut self, seat: u8, is_in: bool) {
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
    fn card_refusal(&self, play: &Play, seat: u8, c: Card) -> Option<Reason> {
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
    fn trick_seats(&self) -> Vec<(u8, TrickCard)> {
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
        if pot > setup::MAX_POT || chips.iter().any(|c| c.abs() > setup::MAX_CHIPS) {
            return None;
        }
        let n = chips.len();
        let rotated: Vec<i64> = (0..n).map(|s| chips[(s + 1) % n]).collect();
        let options = TableOptions { players: Some(n) };
        VierAnderleTable::shuffled(self.rules, &options, pot, Some(rotated), rng).ok()
    }

    /// The standing between deals: each seat's chips from the deals before and the pot
    /// carried into this deal; with this deal's result once it is over.
    fn running_chips(&self) -> (Vec<i64>, i64) {
        let mut chips = self.setup.chips_before();
        let mut pot = self.setup.pot_before;
        if let Some(outcome) = self.outcome() {
            if let crate::rules::Answer::Record(parts) = &outcome.answer {
                for (name, value) in parts {
                    match (*name, value) {
                        ("chips", crate::rules::Answer::IntList(net)) => {
                            for (c, d) in chips.iter_mut().zip(net) {
                                *c = c.saturating_add(*d);
                            }
                        }
                        ("pot_after", crate::rules::Answer::Int(p)) => pot = *p,
                        _ => {}
                    }
                }
            }
        }
        (chips, pot)
    }
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

    fn question(&self) -> Option<Checked> {
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
            scoring: Some(scoring),
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

    fn standing(&self) -> Vec<(&'static str, Field)> {
        let (chips, pot) = self.running_chips();
        vec![
            (
                "chips",
                Field::PerSeat(chips.into_iter().map(Some).collect()),
            ),
            ("pot", Field::Int(pot)),
        ]
    }

    fn boxed_clone(&self) -> Box<dyn Table> {
        Box::new(self.clone())
    }
}

#[cfg(test)]
mod tests;
