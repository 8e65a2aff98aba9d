//! Marglia and its variant Maniglia (`../shared/rules/marglia.md`): the checked positions of
//! every question kind of section 10, and their verdicts, each kind a unit of its own
//! (`kinds/`). Maniglia is a set of options on the same rules ([`Rules`]): Latin suits, 3
//! to 5 players, partnerships only with four and not required, the 29-point rule for the
//! turned card.

pub mod deal;
pub mod drills;
pub mod kinds;
pub mod play;
pub mod playout;
pub mod read;
pub mod rule_set;
pub mod table;

use crate::cards::{Card, Suit};
use crate::rules::answer::{Arg, Reason};
use crate::rules::game::Game;
use crate::rules::kind::{Kind, Registered};
use crate::rules::problem::Problem;
use crate::rules::question::Checked;
pub use rule_set::{Rules, STOP_AT};

pub use kinds::KINDS;

/// The problems of Marglia's and Maniglia's own rules (the shared ones are in
/// [`crate::rules::problem`]).
pub const PROBLEMS: &[&str] = &[
    "marglia.no-deal-score-alone",
    "marglia.removed-not-a-two",
    "marglia.deduction-35-or-45",
];

/// The table of a question: the rule set, and who plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Table {
    pub rules: Rules,
    pub players: u8,
    pub partnerships: bool,
}

impl Table {
    /// Four players in two partnerships: the table both rule sets have.
    pub fn new(rules: Rules) -> Table {
        Table {
            rules,
            players: 4,
            partnerships: true,
        }
    }
    pub fn suits(self) -> [Suit; 4] {
        self.rules.suits()
    }
    /// A table the rule set does not have (the loader refuses these fields first; a
    /// position built in code meets the same rules here).
    fn problem(self) -> Option<Problem> {
        let players = self.rules.players();
        let (min, max) = (*players.start() as i64, *players.end() as i64);
        if let Some(p) = Problem::range("players", self.players as i64, min, max) {
            return Some(p);
        }
        match self.partnerships {
            true if !self.rules.partnerships_possible(self.players) => {
                Some(Problem::contradicts("partnerships", "players"))
            }
            false if self.rules.partnerships_required() => {
                Some(Problem::contradicts("partnerships", "game"))
            }
            _ => None,
        }
    }
    /// Whether a deal has a score at this table: only two sides have one (section 8.1); a
    /// table of players alone has none (section 9, 13.11).
    fn has_deal_score(self) -> bool {
        self.partnerships
    }
    fn index(self, c: Card) -> u8 {
        play::index(&self.suits(), c)
    }
    pub fn card(self, ix: u8) -> Card {
        let suit = self.suits()[play::suit_of(ix) as usize];
        let rank = match ix % 10 {
            9 => crate::cards::Rank::Num(7),
            8 => crate::cards::Rank::Ace,
            7 => crate::cards::Rank::King,
            6 => crate::cards::Rank::Jack,
            5 => crate::cards::Rank::Queen,
            n => crate::cards::Rank::Num(n + 2),
        };
        Card::new(suit, rank)
    }
}

/// One side's cards for a deal: its tricks, or its counts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SideTake {
    Tricks(Vec<Vec<Card>>),
    Counts {
        card_points: i64,
        frillo_tricks: i64,
    },
}

/// A checked Marglia or Maniglia question: one variant per kind, with the spec's fields.
#[derive(Clone, Debug, PartialEq)]
pub enum Query {
    LegalPlays {
        table: Table,
        trump: Suit,
        trick: Vec<Card>,
        hand: Vec<Card>,
    },
    TrickWinner {
        table: Table,
        trump: Suit,
        trick: Vec<Card>,
    },
    CardPoints {
        table: Table,
        cards: Option<Vec<Card>>,
        tricks: Option<Vec<Vec<Card>>>,
    },
    DealScore {
        table: Table,
        /// Sides A and B; empty when neither or both of `tricks_won` and `counts` were given.
        sides: Vec<SideTake>,
        both_given: bool,
        deduction: i64,
    },
    TurnupCredit {
        table: Table,
        turned: Card,
        before: i64,
    },
    /// A deal record: the deal's starting position and every action taken.
    Deal {
        setup: table::Setup,
        actions: Vec<crate::rules::table::Act>,
    },
}

/// The turned card's credit (5.6, with Maniglia's 29-point rule), the score after it and
/// whether the deal may be stopped, with reasons; `None` when the score after does not fit.
fn turnup(table: Table, turned: Card, before: i64) -> Option<(i64, bool, Vec<Reason>)> {
    let value = play::value(turned.rank) as i64;
    let mut reasons = Vec::new();
    let limit = table.rules.no_turnup_credit_from();
    let credit = if limit.is_some_and(|limit| before >= limit) {
        reasons.push(Reason::new("marglia.maniglia-29").with("before", Arg::Int(before)));
        0
    } else {
        reasons.push(
            Reason::new("marglia.turnup-value")
                .with("card", Arg::Card(turned))
                .with("credit", Arg::Int(value)),
        );
        value
    };
    let after = before.checked_add(credit)?;
    // The option belongs to the moment of a credit (13.5): a turn that credits nothing, a
    // frillo or any card under Maniglia's 29-point rule, gives none, whatever the score.
    // So in Maniglia the option never arises (`Rules::deal_may_be_stopped`).
    let may_end = credit > 0 && after >= STOP_AT;
    let rule = if credit == 0 {
        "marglia.no-credit-no-stop"
    } else if may_end {
        "marglia.may-stop"
    } else {
        "marglia.may-not-stop"
    };
    reasons.push(Reason::new(rule).with("after", Arg::Int(after)));
    Some((after, may_end, reasons))
}

/// Each question is answered by the kind it is of.
impl Registered for Query {
    type Options = Rules;

    fn of_game(&self) -> Game {
        self.table().rules.game()
    }

    fn unit(&self) -> &'static dyn Kind<Query, Self::Options> {
        match self {
            Query::LegalPlays { .. } => &kinds::LegalPlays,
            Query::TrickWinner { .. } => &kinds::TrickWinner,
            Query::CardPoints { .. } => &kinds::CardPoints,
            Query::DealScore { .. } => &kinds::DealScore,
            Query::TurnupCredit { .. } => &kinds::TurnupCredit,
            Query::Deal { .. } => &kinds::Deal,
        }
    }
}

impl Query {
    pub fn table(&self) -> Table {
        match self {
            Query::LegalPlays { table, .. }
            | Query::TrickWinner { table, .. }
            | Query::CardPoints { table, .. }
            | Query::DealScore { table, .. }
            | Query::TurnupCredit { table, .. } => *table,
            Query::Deal { setup, .. } => setup.table,
        }
    }

    /// The position checked: every problem it has, or the question the engine can answer.
    pub fn check(self) -> Result<Checked<Query>, Vec<Problem>> {
        Checked::check(self)
    }
}
