//! A whole Perlaggen deal at the table (`rules::table::Table`), with the engine as referee:
//! the cut (6.2), the deal in packets (6.3), the turned trump (6.4) and its exchange (6.5),
//! the claims at 17–17 (11.4), the betting (9), the tricks (7), the show (10), the proofs
//! (10.1) and the deal's score with the running score (11).
//!
//! The state is split by job: [`referee`] judges and takes each action, [`show`] keeps the
//! show's turns, [`ending`] proves and scores the finished deal, [`computer`] plays a seat;
//! [`example`] finds the best example of a figure a hand can show, which all of them ask.
//! Every rule comes from the functions the question kinds use (`play`, `betting`,
//! `figures`, `deal`, `score`): the table only says when each applies.
//!
//! How the spec's "at any time" is taken at a table where one seat acts at a time
//! (decisions of this module, also in `lessons/DEALS.md`):
//! - during the trick play the seat whose turn it is to play holds the floor: before his
//!   card he may bet on any figure and concede any figure, as often as the rules allow;
//! - a bet or raise is answered at once, by the next seat clockwise (always of the other
//!   team), who may `pass` the answer to his partner once;
//! - in the show one seat speaks for its team (seat 0 for A, seat 1 for B), who may `pass`
//!   the word to his partner once per decision; each player reveals only his own cards.

mod computer;
mod ending;
mod example;
mod referee;
mod show;

use super::betting::FigureState;
use super::cards::{card, index, Played, SUITS};
use super::figures::Figure;
use super::playout::Deal;
use super::score::FigureRecord;
use crate::cards::{Card, CardSet};
use crate::rules::answer::{Field, Team, TrickCard};
use crate::rules::game::Game;
use crate::rules::playout::{Playout, Taken};
use crate::rules::problem::Problem;
use crate::rules::question::Question;
use crate::rules::rng::Rng;
use crate::rules::table::{Act, ArgShape, Outcome, Table, TableOptions, Verb};
use show::Show;

pub use ending::End;

/// The figures as verb arguments.
const FIGURES: &[&str] = &["gleich", "hanger", "spiel"];

/// Perlaggen's verbs (see `lessons/DEALS.md`, "Perlaggen").
pub static VERBS: &[Verb] = &[
    Verb {
        name: "cut",
        arg: ArgShape::Int { min: 1, max: 32 },
    },
    Verb {
        name: "exchange",
        arg: ArgShape::Card,
    },
    Verb {
        name: "decline",
        arg: ArgShape::Token(&["exchange"]),
    },
    Verb {
        name: "bet",
        arg: ArgShape::Token(FIGURES),
    },
    Verb {
        name: "raise",
        arg: ArgShape::Token(FIGURES),
    },
    Verb {
        name: "hold",
        arg: ArgShape::Token(FIGURES),
    },
    Verb {
        name: "concede",
        arg: ArgShape::Token(FIGURES),
    },
    Verb {
        name: "pass",
        arg: ArgShape::None,
    },
    Verb {
        name: "play",
        arg: ArgShape::Play,
    },
    Verb {
        name: "reveal",
        arg: ArgShape::Play,
    },
    Verb {
        name: "contest",
        arg: ArgShape::Token(&["gleich", "hanger"]),
    },
];

/// Seat 2 cuts, seat 3 deals, seat 1 is the dealer's partner (section 1).
const CUTTER: u8 = 2;
const DEALER: u8 = 3;
const PARTNER: u8 = 1;
/// The pack: 33 cards.
pub const PACK: usize = 33;

pub fn team_of(seat: u8) -> Team {
    if seat.is_multiple_of(2) {
        Team::A
    } else {
        Team::B
    }
}

pub fn tix(team: Team) -> usize {
    match team {
        Team::A => 0,
        Team::B => 1,
    }
}

pub(super) fn figure_of(token: &str) -> Option<Figure> {
    Figure::ALL.into_iter().find(|f| f.token() == token)
}

fn fix(f: Figure) -> usize {
    f as usize
}

/// Where the deal stands: whose decision it is and of what kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phase {
    /// The cutter lifts part of the pack (6.2).
    Cut,
    /// The player entitled to the exchange decides (6.5).
    Exchange {
        seat: u8,
    },
    /// The trick play: the seat to play holds the floor (bet, concede, play).
    Floor,
    /// A pending bet on `fig` is answered by `seat`; `passed` once his partner gave it him.
    Answer {
        fig: usize,
        seat: u8,
        passed: bool,
    },
    /// The show (10): the showing team's speaker acts.
    Show {
        speaker: u8,
        passed: bool,
    },
    Over,
}

/// How an undecided figure was decided.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Decision {
    /// `None`: the figure stood, or nobody had it.
    pub winner: Option<Team>,
    pub value: u8,
    /// The order of a concession (11.3 group 1); `None` when decided by show or tricks.
    pub conceded: Option<u32>,
}

/// One Perlaggen deal being played at the table.
#[derive(Clone, Debug)]
pub struct PerlaggenTable {
    /// The setup: the pack before the cut (top first) and the totals before the deal.
    pack: Vec<Card>,
    before: [i64; 2],
    /// Which deal of the game this is, from 1: the table heads the deal with it; it
    /// changes nothing in the deal. `None` for a record's deal: its `scores_before` may
    /// be a later deal's, unless the record gives its `deal_number`.
    deal_number: Option<u32>,
    actions: Vec<Act>,
    /// The pack as it stands during the cut (compact, top first), and the cards kept.
    cutting: Vec<u8>,
    kept: Vec<u8>,
    /// The cut, dealt and turned deal: hands, stock, trump, tricks.
    deal: Option<Deal>,
    /// The card turned up at first (6.4), and the exchange made (seat, card laid).
    turned: Option<u8>,
    exchange: Option<(u8, u8)>,
    phase: Phase,
    figs: [FigureState; 3],
    /// The seat that made the pending bet or raise on each figure.
    bettor: [u8; 3],
    decided: [Option<Decision>; 3],
    /// Points of conceded figures, credited at once (11.2).
    credit: [i64; 2],
    concessions: u32,
    bets: u32,
    /// The order in which each figure was first bet on (11.3 group 2).
    first_bet: [Option<u32>; 3],
    /// Seats that bet, raised or held on Gleich or Hanger (10.1.1).
    committed: [[bool; 2]; 4],
    /// Each seat's cards played to tricks, and revealed in the show, with identities.
    played: [Vec<(u8, u8)>; 4],
    revealed: [Vec<(u8, u8)>; 4],
    tricks: [u8; 2],
    show: Option<Show>,
    /// Both teams began the deal on 17 (11.4).
    gestrichen: bool,
    end: Option<End>,
}

impl PerlaggenTable {
    /// A deal from its setup: the pack before the cut (33 cards, top first) and the totals
    /// before it. The caller has checked the pack (see `Query::Deal`).
    pub fn new(pack: Vec<Card>, before: [i64; 2]) -> PerlaggenTable {
        let cutting = pack.iter().map(|&c| index(c)).collect();
        let gestrichen = before == [17, 17];
        PerlaggenTable {
            pack,
            before,
            deal_number: None,
            actions: Vec::new(),
            cutting,
            kept: Vec::new(),
            deal: None,
            turned: None,
            exchange: None,
            phase: Phase::Cut,
            figs: [FigureState {
                value: 1,
                last_holder: None,
                pending: None,
                decided: false,
            }; 3],
            bettor: [0; 3],
            decided: [None; 3],
            credit: [0; 2],
            concessions: 0,
            bets: 0,
            first_bet: [None; 3],
            committed: [[false; 2]; 4],
            played: Default::default(),
            revealed: Default::default(),
            tricks: [0; 2],
            show: None,
            gestrichen,
            end: None,
        }
    }

    /// The same deal as the `number`th of its game (a record's `deal_number`).
    pub fn numbered(mut self, number: u32) -> PerlaggenTable {
        self.deal_number = Some(number);
        self
    }

    /// A freshly shuffled deal.
    pub fn shuffled(rng: &mut Rng, before: [i64; 2]) -> PerlaggenTable {
        let mut pack = crate::cards::Deck::Perlaggen.cards();
        rng.shuffle(&mut pack);
        PerlaggenTable::new(pack, before)
    }

    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// The compact trump suit, once the card is turned.
    pub fn trump(&self) -> Option<u8> {
        self.deal.as_ref().map(|d| d.trump_index())
    }

    /// The running totals including the points credited in this deal (9.1, 11.2).
    pub fn scores(&self) -> [i64; 2] {
        [
            self.before[0] + self.credit[0],
            self.before[1] + self.credit[1],
        ]
    }

    pub fn figure_states(&self) -> [FigureState; 3] {
        self.figs
    }

    /// The compact cards `seat` still holds unrevealed.
    pub(super) fn held(&self, seat: u8) -> CardSet {
        let mut h = self.hand_set(seat);
        for &(c, _) in &self.revealed[seat as usize] {
            h.remove(c);
        }
        h
    }

    fn hand_set(&self, seat: u8) -> CardSet {
        match &self.deal {
            Some(d) => d.hand_set(seat as usize),
            None if seat == CUTTER => self.kept.iter().fold(CardSet::EMPTY, |mut s, &c| {
                s.insert(c);
                s
            }),
            None => CardSet::EMPTY,
        }
    }

    /// The identities `seat` has fixed: cards played and cards revealed.
    pub(super) fn fixed(&self, seat: u8) -> impl Iterator<Item = (u8, u8)> + '_ {
        self.played[seat as usize]
            .iter()
            .chain(&self.revealed[seat as usize])
            .copied()
    }

    /// Every card of the deal wherever it is (pack, hands, stock, trick, tricks taken): the
    /// same 33 cards at every step.
    pub fn cards_everywhere(&self) -> Vec<Card> {
        let mut out: Vec<Card> = Vec::with_capacity(PACK);
        match &self.deal {
            Some(d) => out.extend(d.all_cards()),
            None => {
                out.extend(self.cutting.iter().map(|&c| card(c)));
                out.extend(self.kept.iter().map(|&c| card(c)));
            }
        }
        out
    }

    /// The records of the three figures, once the deal is over (see [`ending`]).
    pub fn records(&self) -> Option<Vec<FigureRecord>> {
        self.end.as_ref().and_then(|e| e.records.clone())
    }

    /// The team that won the game with this deal, once it is over.
    pub fn game_winner(&self) -> Option<Team> {
        self.end.as_ref().and_then(|e| e.game_winner())
    }

    /// The totals after the deal (before the next one renumbers the seats).
    pub fn totals_after(&self) -> Option<[i64; 2]> {
        self.end.as_ref().map(|e| e.totals())
    }

    fn shown_list(&self, seat: u8) -> Vec<TrickCard> {
        self.fixed(seat)
            .map(|(c, id)| {
                Played {
                    card: card(c),
                    identity: card(id),
                }
                .trick_card()
            })
            .collect()
    }
}

/// The action in the form `legal()` lists it: a Perlagg named as its own face is played
/// (or revealed) as that card, a real card (3.2), so `card@card` is written `card`.
pub fn normalised(act: &Act) -> Act {
    match act.arg {
        crate::rules::table::ActArg::Baptised { card, identity } if card == identity => {
            Act::new(act.seat, act.verb, crate::rules::table::ActArg::Card(card))
        }
        _ => act.clone(),
    }
}

/// A new Perlaggen deal at the table: four players only (section 1: the engine covers
/// four; the other counts of section 12 are not part of it).
pub fn new_table(options: &TableOptions, rng: &mut Rng) -> Result<Box<dyn Table>, Problem> {
    if let Some(n) = options.players {
        if n != 4 {
            return Err(Problem::out_of_range("players", n as i64, 4, 4));
        }
    }
    Ok(Box::new(PerlaggenTable::shuffled(rng, [0, 0]).numbered(1)))
}

fn state_field(st: &FigureState) -> Field {
    super::state_field(st)
}

impl Table for PerlaggenTable {
    fn game(&self) -> Game {
        Game::Perlaggen
    }
    fn players(&self) -> usize {
        4
    }
    fn verbs(&self) -> &'static [Verb] {
        VERBS
    }
    fn to_act(&self) -> Option<u8> {
        match self.phase {
            Phase::Cut => Some(CUTTER),
            Phase::Exchange { seat } => Some(seat),
            Phase::Floor => self
                .deal
                .as_ref()
                .and_then(|d| d.to_play())
                .map(|s| s as u8),
            Phase::Answer { seat, .. } => Some(seat),
            Phase::Show { speaker, .. } => Some(speaker),
            Phase::Over => None,
        }
    }
    fn legal(&self) -> Vec<Act> {
        referee::legal(self)
    }
    fn act(&mut self, act: &Act) -> Result<(), crate::rules::answer::Reason> {
        if let Some(r) = crate::rules::table::turn_refusal(self, act) {
            return Err(r);
        }
        let act = normalised(act);
        referee::judge(self, &act)?;
        referee::apply(self, &act);
        self.actions.push(act);
        Ok(())
    }
    fn actions(&self) -> &[Act] {
        &self.actions
    }
    fn hand(&self, seat: u8) -> Vec<Card> {
        self.hand_set(seat).iter().map(card).collect()
    }
    fn trick(&self) -> Vec<(u8, TrickCard)> {
        let Some(d) = &self.deal else {
            return Vec::new();
        };
        let leader = d.leader() as u8;
        d.trick()
            .into_iter()
            .enumerate()
            .map(|(i, c)| ((leader + i as u8) % 4, c))
            .collect()
    }
    fn taken(&self) -> &[Taken] {
        match &self.deal {
            Some(d) => d.taken(),
            None => &[],
        }
    }
    fn situation(&self, seat: u8) -> Vec<(&'static str, Field)> {
        let mut out = Vec::new();
        let s = self.scores();
        out.push(("scores", Field::Counts(vec![("A", s[0]), ("B", s[1])])));
        out.push(("own_team", Field::Team(team_of(seat))));
        if !self.kept.is_empty() {
            out.push((
                "cutter_kept",
                Field::Cards(self.kept.iter().map(|&c| card(c)).collect()),
            ));
        }
        if let (Some(d), Some(turned)) = (&self.deal, self.turned) {
            out.push(("trump", Field::Suit(SUITS[d.trump_index() as usize])));
            out.push(("turned", Field::Cards(vec![card(turned)])));
            if let Some((by, laid)) = self.exchange {
                out.push(("exchanged_by", Field::Seat(by)));
                out.push(("laid_on_stock", Field::Cards(vec![card(laid)])));
            }
        }
        for f in Figure::ALL {
            out.push((f.token(), state_field(&self.figs[fix(f)])));
        }
        out.push((
            "tricks",
            Field::Counts(vec![
                ("A", self.tricks[0] as i64),
                ("B", self.tricks[1] as i64),
            ]),
        ));
        if let Some(show) = &self.show {
            out.push(("showing", Field::Team(show.team)));
        }
        for s in 0..4u8 {
            let shown = self.shown_list(s);
            if !shown.is_empty() {
                out.push(("played", Field::AtSeat(s, Box::new(Field::Shown(shown)))));
            }
        }
        out.push((
            "hand",
            Field::AtSeat(
                seat,
                Box::new(Field::Cards(self.held(seat).iter().map(card).collect())),
            ),
        ));
        out
    }
    fn question(&self) -> Option<Box<dyn Question>> {
        referee::question(self)
    }
    fn outcome(&self) -> Option<Outcome> {
        self.end.as_ref().map(|e| e.outcome())
    }
    fn setup_yaml(&self) -> String {
        // A first deal is the default: only a later one says which it is.
        let number = match self.deal_number {
            Some(n) if n > 1 => format!("deal_number: {n}\n"),
            _ => String::new(),
        };
        format!(
            "pack: [{}]\nscores_before: {{A: {}, B: {}}}\n{number}",
            crate::cards::tokens(&self.pack),
            self.before[0],
            self.before[1]
        )
    }
    fn deal_number(&self) -> Option<usize> {
        self.deal_number.map(|n| n as usize)
    }
    fn computer(&self, rng: &mut Rng) -> Option<Act> {
        computer::choose(self, rng)
    }
    fn next_deal(&self, rng: &mut Rng) -> Option<Box<dyn Table>> {
        let end = self.end.as_ref()?;
        if end.game_winner().is_some() {
            return None;
        }
        // The deal passes clockwise (6.1): the old seat 0 deals, so the dealer's side
        // becomes the old team A and the letters of the two teams change places.
        let t = end.totals();
        let number = self.deal_number.unwrap_or(1) + 1;
        let next = PerlaggenTable::shuffled(rng, [t[1], t[0]]).numbered(number);
        Some(Box::new(next))
    }
    /// The old seat 0 deals next: the player at seat s sits at seat s + 3.
    fn seat_in_next_deal(&self, seat: u8) -> u8 {
        (seat + 3) % 4
    }
    fn standing(&self) -> Vec<(&'static str, Field)> {
        let t = self
            .end
            .as_ref()
            .map(|e| e.totals())
            .unwrap_or(self.scores());
        let mut out = vec![
            ("scores", Field::Counts(vec![("A", t[0]), ("B", t[1])])),
            ("target", Field::Int(super::betting::TARGET)),
        ];
        if let Some(w) = self.game_winner() {
            out.push(("winner", Field::Team(w)));
        }
        out
    }
    fn boxed_clone(&self) -> Box<dyn Table> {
        Box::new(self.clone())
    }
}

/// The verdict of a `deal` question: the record replayed from its setup.
pub fn judge_record(
    pack: &[Card],
    before: [i64; 2],
    actions: &[Act],
) -> crate::rules::answer::Verdict {
    use crate::rules::table::{replay, replayed_answer, Replayed};
    let mut table = PerlaggenTable::new(pack.to_vec(), before);
    let replayed = replay(&mut table, actions);
    let reasons = match &replayed {
        Replayed::Finished(outcome) => outcome.reasons.clone(),
        Replayed::Illegal { reason, .. } => vec![reason.clone()],
        Replayed::Unfinished { to_act } => {
            vec![
                crate::rules::answer::Reason::new("perlaggen.deal-unfinished")
                    .with("seat", crate::rules::answer::Arg::Seats(vec![*to_act])),
            ]
        }
    };
    crate::rules::answer::Verdict {
        answer: replayed_answer(&replayed),
        reasons,
        cards: Vec::new(),
    }
}

#[cfg(test)]
mod tests;
