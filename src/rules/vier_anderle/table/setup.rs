//! The starting position of a whole deal, as a deal record writes it: the number of
//! players, the pot before the dealer's ante, the four cards of each seat, and the chips
//! each seat has won or lost in the deals before (for the running standing). Its problems
//! are what makes such a deal impossible under sections 1, 2.3, 5 and 8.4.

use super::super::play::{self, card};
use super::super::{extra_pips_for, pack_problems, players_problem, pot_problems, MAX_PLAYERS};
use crate::cards::{Card, CardSet};
use crate::rules::answer::Arg;
use crate::rules::problem::Problem;

/// Cards dealt to each player (5.4).
pub const HAND: usize = 4;

/// The largest pot before the deal that a record may state. Settling multiplies the pot by
/// at most the number of players (each trickless participant pays it, 8.2); below this
/// bound every amount of the deal and of the running chips fits an answer's integers.
pub const MAX_POT: i64 = i64::MAX / 64;
/// The largest running chip count (either way) a record may state, for the same reason.
pub const MAX_CHIPS: i64 = i64::MAX / 64;

/// A deal as it stands after the ante and the deal, before anyone has decided anything.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setup {
    pub players: u8,
    /// `X`: the chips in the pot before the dealer's ante (section 5).
    pub pot_before: i64,
    /// The hands by seat, as written (seat, cards); a checked setup has one per seat.
    pub hands: Vec<(u8, Vec<Card>)>,
    /// Each seat's chips won (+) or lost (−) in the deals before this one; `None` = all 0.
    pub chips_before: Option<Vec<i64>>,
    /// Which deal of the session this is, from 1 (a record's `deal_number`): the table
    /// heads the deal with it; it changes nothing in the deal.
    pub deal_number: u32,
}

impl Setup {
    /// `k`: the extra pip cards per suit of the pack this deal is dealt from (Whole deals 1).
    pub fn extra_pips(&self) -> u8 {
        extra_pips_for(self.players)
    }

    /// The dealer: the last seat (section 1).
    pub fn dealer(&self) -> u8 {
        self.players - 1
    }

    /// Whether the pot was empty before the ante: an all-play deal (5.3).
    pub fn all_play(&self) -> bool {
        self.pot_before == 0
    }

    /// The running chips before the deal, one per seat.
    pub fn chips_before(&self) -> Vec<i64> {
        self.chips_before
            .clone()
            .unwrap_or_else(|| vec![0; self.players as usize])
    }

    /// The hands of a possible setup (one without problems) as compact sets by seat, and
    /// the undealt rest of the pack (out of play, 5.4).
    pub(super) fn compact(&self) -> ([CardSet; MAX_PLAYERS as usize], CardSet) {
        let mut hands = [CardSet::EMPTY; MAX_PLAYERS as usize];
        let mut dealt = CardSet::EMPTY;
        for (seat, cards) in &self.hands {
            for &c in cards {
                hands[*seat as usize].insert(play::index(c));
                dealt.insert(play::index(c));
            }
        }
        let mut undealt = CardSet::EMPTY;
        for c in super::super::playout::pack(self.extra_pips()) {
            if !dealt.contains(c) {
                undealt.insert(c);
            }
        }
        (hands, undealt)
    }

    /// A setup from compact hands by seat (a deal dealt by the table itself).
    pub fn from_compact(
        players: u8,
        pot_before: i64,
        hands: &[CardSet],
        chips_before: Option<Vec<i64>>,
    ) -> Setup {
        Setup {
            players,
            pot_before,
            hands: (0..players)
                .map(|s| (s, hands[s as usize].iter().map(card).collect()))
                .collect(),
            chips_before,
            deal_number: 1,
        }
    }

    /// Every reason the deal cannot be: the player count, the pot, a missing or doubled
    /// seat, a hand not of four cards, a card not in the pack of this table size or dealt
    /// twice, running chips not one per seat. The cards are known to be of the tarot pack.
    pub fn problems(&self) -> Vec<Problem> {
        let mut out = self.amount_problems();
        if !out.is_empty() {
            // The seats and the pack depend on the player count.
            return out;
        }
        out.extend(self.hand_problems());
        out
    }

    /// The table size, the pot and the running chips: all a shuffled deal needs checked.
    pub fn amount_problems(&self) -> Vec<Problem> {
        let mut out = Vec::new();
        out.extend(players_problem(self.players));
        out.extend(pot_problems(self.pot_before));
        if self.pot_before > MAX_POT {
            out.push(Problem::answer_too_large("pot_before_deal"));
        }
        if let Some(chips) = &self.chips_before {
            if chips.len() != self.players as usize {
                out.push(Problem::one_per_seat(
                    "chips_before_deal",
                    self.players as i64,
                    chips.len() as i64,
                ));
            }
            for (i, &c) in chips.iter().enumerate() {
                if !(-MAX_CHIPS..=MAX_CHIPS).contains(&c) {
                    out.push(Problem::answer_too_large("chips_before_deal").at_index(i));
                }
            }
        }
        out
    }

    /// One hand of four per seat, from the pack of this table size, no card twice.
    fn hand_problems(&self) -> Vec<Problem> {
        let mut out = Vec::new();
        let n = self.players;
        for (i, (seat, cards)) in self.hands.iter().enumerate() {
            if *seat >= n {
                out.push(Problem::out_of_range(
                    "hands",
                    *seat as i64,
                    0,
                    n as i64 - 1,
                ));
            } else if self.hands[..i].iter().any(|(s, _)| s == seat) {
                out.push(Problem::new("hands", "repeated"));
            }
            if cards.len() != HAND {
                out.push(
                    Problem::new("hands", "vier-anderle.hand-size")
                        .with("seat", Arg::Int(*seat as i64))
                        .with("actual", Arg::Int(cards.len() as i64)),
                );
            }
        }
        for seat in 0..n {
            if !self.hands.iter().any(|(s, _)| *s == seat) {
                out.push(
                    Problem::new("hands", "vier-anderle.hand-missing")
                        .with("seat", Arg::Int(seat as i64)),
                );
            }
        }
        let all: Vec<Card> = self.hands.iter().flat_map(|(_, h)| h.clone()).collect();
        out.extend(pack_problems(self.extra_pips(), &[("hands", &all)]));
        out.extend(Problem::single_copies(&[("hands", &all)], play::index));
        out
    }

    /// The setup in the notation of the question files, one `key: value` a line.
    pub fn yaml(&self) -> String {
        let mut out = format!(
            "players: {}\npot_before_deal: {}\n",
            self.players, self.pot_before
        );
        if let Some(chips) = &self.chips_before {
            let chips: Vec<String> = chips.iter().map(i64::to_string).collect();
            out.push_str(&format!("chips_before_deal: [{}]\n", chips.join(", ")));
        }
        let hands: Vec<String> = self
            .hands
            .iter()
            .map(|(s, h)| format!("{s}: [{}]", crate::cards::tokens(h)))
            .collect();
        out.push_str(&format!("hands: {{{}}}\n", hands.join(", ")));
        // A first deal is the default: only a later one says which it is.
        if self.deal_number > 1 {
            out.push_str(&format!("deal_number: {}\n", self.deal_number));
        }
        out
    }
}
