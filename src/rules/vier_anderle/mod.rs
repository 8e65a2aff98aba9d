//! Vier-Anderle and its home-made variant Japanisch Vier-Anderle
//! (`../shared/rules/vier-anderle.md`): the checked positions of every question kind of the
//! "Position fields" section, and their verdicts, each kind a unit of its own (`kinds/`).
//! Japanisch is a set of options on the same rules (section 9, [`Rules`]): no duty to head
//! the trick in the suit led, declarations from the dealer's right, drop fees into a side
//! pot, a fixed 8 for a trickless participant.

pub mod deal;
pub mod drills;
pub mod kinds;
pub mod play;
pub mod playout;
pub mod read;
pub mod rule_set;
pub mod settle;
pub mod table;

use crate::cards::{Card, Deck};
use crate::rules::answer::Arg;
use crate::rules::game::Game;
use crate::rules::kind::{Kind, Registered};
use crate::rules::problem::Problem;
use crate::rules::question::Checked;
pub use rule_set::{DeclaringOrder, Rules, TricklessPay};
pub use settle::Deal;

pub use kinds::KINDS;

/// The problems of Vier-Anderle's own rules (the shared ones are in
/// [`crate::rules::problem`]).
pub const PROBLEMS: &[&str] = &[
    "vier-anderle.not-in-pack-with",
    "vier-anderle.participant-without-tricks",
    "vier-anderle.non-participant-with-tricks",
    "vier-anderle.hand-missing",
    "vier-anderle.hand-size",
];

/// The tarot pack with every pip card a position may name (section 2.3, `k = 4`).
pub const FULL_PACK: Deck = Deck::VierAnderle { extra_pips: 4 };

pub const MIN_PLAYERS: u8 = 2;
pub const MAX_PLAYERS: u8 = 13;

/// The fewest extra pip cards per suit that deal four cards to `players` (section 2.3).
pub fn extra_pips_for(players: u8) -> u8 {
    players.saturating_sub(9).min(4)
}

/// One question, under one of the family's rule sets.
#[derive(Clone, Debug, PartialEq)]
pub struct Query {
    pub rules: Rules,
    pub ask: Ask,
}

/// The kinds of question, with the spec's fields.
#[derive(Clone, Debug, PartialEq)]
pub enum Ask {
    LegalPlays {
        extra_pips: u8,
        trick: Vec<Card>,
        hand: Vec<Card>,
    },
    TrickWinner {
        extra_pips: u8,
        trick: Vec<Card>,
    },
    DealScore(Deal),
    OpeningLeader(Deal),
    DealType {
        pot_before: i64,
    },
    DeclarationOrder {
        players: u8,
    },
    /// A whole deal: its starting position and the actions taken (a deal record).
    WholeDeal {
        setup: table::Setup,
        actions: Vec<crate::rules::table::Act>,
    },
}

/// Cards of the tarot pack that are not in the pack with `extra_pips` pip cards per suit
/// (section 2.3).
fn pack_problems(extra_pips: u8, lists: &[(&'static str, &[Card])]) -> Vec<Problem> {
    let pack = crate::rules::problem::Pack::of(crate::cards::Deck::VierAnderle { extra_pips });
    let mut out = Vec::new();
    for (field, list) in lists {
        for (i, &c) in list.iter().enumerate() {
            if !pack.contains(c) {
                out.push(
                    Problem::new(field, "vier-anderle.not-in-pack-with")
                        .with("card", Arg::Card(c))
                        .with("extra", Arg::Int(extra_pips as i64))
                        .at_index(i),
                );
            }
        }
    }
    out
}

fn players_problem(players: u8) -> Option<Problem> {
    Problem::range(
        "players",
        players as i64,
        MIN_PLAYERS as i64,
        MAX_PLAYERS as i64,
    )
}

/// The pot before the ante: never negative, always a multiple of 4 (section 8.4).
fn pot_problems(pot: i64) -> Vec<Problem> {
    let mut out = Vec::new();
    if pot < 0 {
        out.extend(Problem::negative("pot_before_deal", pot));
    } else if pot % 4 != 0 {
        out.push(
            Problem::new("pot_before_deal", "not-multiple")
                .with("of", Arg::Int(4))
                .with("actual", Arg::Int(pot)),
        );
    }
    out
}

/// Each question is answered by the kind it is of.
impl Registered for Query {
    type Options = Rules;

    fn of_game(&self) -> Game {
        self.rules.game()
    }

    fn unit(&self) -> &'static dyn Kind<Query, Self::Options> {
        match self.ask {
            Ask::LegalPlays { .. } => &kinds::LegalPlays,
            Ask::TrickWinner { .. } => &kinds::TrickWinner,
            Ask::DealScore(_) => &kinds::DealScore,
            Ask::OpeningLeader(_) => &kinds::OpeningLeader,
            Ask::DealType { .. } => &kinds::DealType,
            Ask::DeclarationOrder { .. } => &kinds::DeclarationOrder,
            Ask::WholeDeal { .. } => &kinds::WholeDeal,
        }
    }
}

impl Query {
    /// The position checked: every problem it has, or the question the engine can answer.
    pub fn check(self) -> Result<Checked<Query>, Vec<Problem>> {
        Checked::check(self)
    }
}
