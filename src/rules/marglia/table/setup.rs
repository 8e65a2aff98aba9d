//! The starting position of a whole deal (a deal record's fields, everything but the
//! actions): the table, the hands as dealt, the card set aside and turned, the 2 taken out
//! for three players, the running scores before the deal, the deduction and where the deal
//! stands in the game. Its problems say what no real deal could be.

use super::super::play;
use super::super::Table;
use crate::cards::{Card, CardSet, Rank};
use crate::rules::answer::Field;
use crate::rules::problem::PackCheck;
use crate::rules::problem::Problem;

/// The deduction of section 8.1 and the variant's (8.1 step 4, Whole deals point 5).
pub const DEDUCTIONS: [i64; 2] = [35, 45];

/// The keys of `hands`: the seats, as a record writes them.
pub const SEAT_KEYS: [&str; 5] = ["0", "1", "2", "3", "4"];

/// The highest running score a record may give: far above any real game, low enough that
/// no sum of scores overflows.
pub const MAX_SCORE: i64 = 1_000_000;

/// The most deals a game may be agreed to last (section 8.2 fixes the number by agreement).
pub const MAX_DEALS: i64 = 1_000;

/// Cards each of `players` holds for the play: 13, 10 or 8 (section 9; one 2 is out with
/// three).
pub fn hand_size(players: usize) -> usize {
    let cards = if players == 3 { 39 } else { 40 };
    cards / players.max(1)
}

/// The cards `seat` is dealt: the dealer one short, the card set aside (section 5 step 4).
pub fn dealt_size(players: usize, seat: usize) -> usize {
    hand_size(players) - (seat + 1 == players) as usize
}

/// A deal's starting position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setup {
    pub table: Table,
    /// By seat (seat 0 the dealer's right, seat `n − 1` the dealer); the dealer's hand
    /// without the card set aside, which is `turned`.
    pub hands: Vec<Vec<Card>>,
    pub turned: Card,
    /// The 2 taken out of the pack for three players (section 9, Whole deals point 4).
    pub removed: Option<Card>,
    /// The running score of the dealer's side (in solo Maniglia, of the dealer) before the
    /// turn (section 5 step 6).
    pub dealer_side_score_before: i64,
    /// The other side's running score; partnerships only (absent = 0).
    pub other_side_score_before: Option<i64>,
    /// 35 or 45 (section 8.1); partnerships only (absent = 35).
    pub deduction: Option<i64>,
    /// Which deal of the game this is, from 1 (section 8.2).
    pub deal_number: i64,
    /// How many deals the game lasts (absent = as many as there are players, 8.2).
    pub deals_in_game: Option<i64>,
}

impl Setup {
    pub fn players(&self) -> usize {
        self.table.players as usize
    }
    pub fn dealer(&self) -> u8 {
        self.table.players - 1
    }
    pub fn other_score(&self) -> i64 {
        self.other_side_score_before.unwrap_or(0)
    }
    pub fn deduction(&self) -> i64 {
        self.deduction.unwrap_or(DEDUCTIONS[0])
    }
    pub fn deals_in_game(&self) -> i64 {
        self.deals_in_game.unwrap_or(self.table.players as i64)
    }
    /// Cards each player holds for the play (13, 10 or 8; section 9).
    pub fn hand_size(&self) -> usize {
        hand_size(self.players())
    }
    fn dealt_size(&self, seat: usize) -> usize {
        dealt_size(self.players(), seat)
    }

    /// The hands as compact card sets (the setup must be checked).
    pub fn hand_sets(&self) -> [CardSet; super::super::playout::MAX_PLAYERS] {
        let mut sets = [CardSet::EMPTY; super::super::playout::MAX_PLAYERS];
        for (set, hand) in sets.iter_mut().zip(&self.hands) {
            for &c in hand {
                set.insert(self.index(c));
            }
        }
        sets
    }

    pub fn index(&self, c: Card) -> u8 {
        play::index(&self.table.suits(), c)
    }

    /// Every reason the setup is no real deal.
    pub fn problems(&self) -> Vec<Problem> {
        let t = self.table;
        let mut pack = PackCheck::new(t.rules.game());
        for (seat, hand) in self.hands.iter().enumerate() {
            pack.element("hands", seat, hand.iter().copied());
        }
        pack.card("turned", self.turned);
        if let Some(r) = self.removed {
            pack.card("removed", r);
        }
        let mut out = pack.finish();
        if !out.is_empty() {
            return out;
        }
        let n = self.players();
        if self.hands.len() != n {
            out.push(Problem::one_per_seat(
                "hands",
                n as i64,
                self.hands.len() as i64,
            ));
        }
        for (seat, hand) in self.hands.iter().enumerate().take(n) {
            let size = self.dealt_size(seat);
            out.extend(Problem::length("hands", hand.len(), size, size).map(|p| p.at_index(seat)));
        }
        match (n, self.removed) {
            (3, None) => out.push(Problem::required_with("removed", "players", "3")),
            (3, Some(c)) if c.rank != Rank::Num(2) => out.push(
                Problem::new("removed", "marglia.removed-not-a-two")
                    .with("card", crate::rules::answer::Arg::Card(c)),
            ),
            (3, Some(_)) => {}
            (_, Some(_)) => out.push(Problem::contradicts("removed", "players")),
            (_, None) => {}
        }
        let mut lists: Vec<(&'static str, Vec<Card>)> =
            self.hands.iter().map(|h| ("hands", h.clone())).collect();
        lists.push(("turned", vec![self.turned]));
        lists.extend(self.removed.map(|r| ("removed", vec![r])));
        out.extend(Problem::single_copies(&lists, |c| self.index(c)));
        out.extend(Problem::range(
            "dealer_side_score_before",
            self.dealer_side_score_before,
            0,
            MAX_SCORE,
        ));
        if t.partnerships {
            out.extend(
                self.other_side_score_before
                    .and_then(|s| Problem::range("other_side_score_before", s, 0, MAX_SCORE)),
            );
            if let Some(d) = self.deduction.filter(|d| !DEDUCTIONS.contains(d)) {
                out.push(
                    Problem::new("deduction", "marglia.deduction-35-or-45")
                        .with("actual", crate::rules::answer::Arg::Int(d)),
                );
            }
        } else {
            // Solo Maniglia has no sides and no deal score (section 9, 13.11): a field of
            // either is a mistake in the record.
            if self.other_side_score_before.is_some() {
                out.push(Problem::contradicts(
                    "other_side_score_before",
                    "partnerships",
                ));
            }
            if self.deduction.is_some() {
                out.push(Problem::contradicts("deduction", "partnerships"));
            }
        }
        if let Some(d) = self.deals_in_game {
            out.extend(Problem::range("deals_in_game", d, 1, MAX_DEALS));
        }
        out.extend(Problem::range(
            "deal_number",
            self.deal_number,
            1,
            self.deals_in_game().clamp(1, MAX_DEALS),
        ));
        out
    }

    /// The setup as position fields, for display (`players` and `partnerships` are shown
    /// by the query, as for every kind).
    pub fn fields(&self) -> Vec<(&'static str, Field)> {
        let mut out = Vec::new();
        let t = self.table;
        for (seat, hand) in self.hands.iter().enumerate() {
            out.push((
                "hands",
                Field::AtSeat(seat as u8, Box::new(Field::Cards(hand.clone()))),
            ));
        }
        out.push(("turned", Field::Cards(vec![self.turned])));
        if let Some(r) = self.removed {
            out.push(("removed", Field::Cards(vec![r])));
        }
        out.push((
            "dealer_side_score_before",
            Field::Int(self.dealer_side_score_before),
        ));
        if t.partnerships {
            out.push(("other_side_score_before", Field::Int(self.other_score())));
            out.push(("deduction", Field::Int(self.deduction())));
        }
        out.push(("deal_number", Field::Int(self.deal_number)));
        out.push(("deals_in_game", Field::Int(self.deals_in_game())));
        out
    }

    /// The record's fields, one `key: value` a line in YAML flow style (everything but
    /// the actions), so that reading them back gives the same deal.
    pub fn yaml(&self) -> String {
        let t = self.table;
        let mut out = String::new();
        let mut line = |k: &str, v: String| {
            out.push_str(k);
            out.push_str(": ");
            out.push_str(&v);
            out.push('\n');
        };
        line("players", t.players.to_string());
        if !t.rules.partnerships_required() {
            line("partnerships", t.partnerships.to_string());
        }
        let hands: Vec<String> = self
            .hands
            .iter()
            .enumerate()
            .map(|(seat, h)| format!("{seat}: [{}]", crate::cards::tokens(h)))
            .collect();
        line("hands", format!("{{{}}}", hands.join(", ")));
        line("turned", self.turned.to_string());
        if let Some(r) = self.removed {
            line("removed", r.to_string());
        }
        line(
            "dealer_side_score_before",
            self.dealer_side_score_before.to_string(),
        );
        if t.partnerships {
            line("other_side_score_before", self.other_score().to_string());
            line("deduction", self.deduction().to_string());
        }
        line("deal_number", self.deal_number.to_string());
        line("deals_in_game", self.deals_in_game().to_string());
        out
    }
}
