//! Perlaggen, Innsbruck style (`../shared/rules/perlaggen.md`): the checked positions of
//! every question kind of the "Position fields" section, and their verdicts, each kind a
//! unit of its own (`kinds/`). Two kinds are
//! the tutor's own, built from the same rules: `play-legal` (is this one play, with its
//! baptism, legal?) and `bet-actions` (which betting actions may this player take now?).

pub mod betting;
pub mod cards;
pub mod deal;
pub mod drills;
mod endgame;
pub mod figures;
pub mod kinds;
pub mod play;
pub mod playout;
pub mod read;
pub mod score;
pub mod table;

use crate::cards::{Card, Suit};
use crate::rules::answer::{Field, Team};
use crate::rules::game::Game;
use crate::rules::kind::{Kind, Registered};
use crate::rules::problem::Problem;
use crate::rules::question::Checked;
use betting::{Action, FigureState, Situation, AUS};
use cards::{index, is_perlagg, suit_ix, Played};
use figures::Figure;
use score::FigureRecord;

pub use kinds::KINDS;

/// The problems of Perlaggen's own rules (the shared ones are in [`crate::rules::problem`]).
pub const PROBLEMS: &[&str] = &[
    "perlaggen.not-wild",
    "perlaggen.unplayed-baptised",
    "perlaggen.five-cards",
    "perlaggen.beyond-bet-limit",
    "perlaggen.scored-at-seventeen-all",
];

/// Every identity pattern a written `legal-plays` answer may use.
pub const PATTERNS: &[&str] = &["*", "hearts-*", "bells-*", "leaves-*", "acorns-*"];

/// A betting question: the fields of `bet-legal` (`action` is absent for `bet-actions`).
#[derive(Clone, Debug, PartialEq)]
pub struct Bet {
    pub figure: Figure,
    pub action: Option<Action>,
    /// The show phase, with the team whose turn it is to show; `None` in the play phase.
    pub showing: Option<Team>,
    pub seat: u8,
    pub trump: Suit,
    pub scores: [i64; 2],
    pub state: FigureState,
    /// Play phase: the trick being played and the cards already in it.
    pub trick_no: Option<u8>,
    pub trick: Option<Vec<Played>>,
    pub held: Vec<Card>,
    pub played: Vec<Played>,
    /// Which fields were given for the phase, to reject the wrong ones.
    pub show_phase: bool,
}

impl Bet {
    pub fn team(&self) -> Team {
        if self.seat.is_multiple_of(2) {
            Team::A
        } else {
            Team::B
        }
    }

    pub fn situation(&self) -> Situation {
        let t = suit_ix(self.trump);
        let mut fixed: Vec<u8> = self.played.iter().map(|p| index(p.identity)).collect();
        let mut wild = 0;
        for &c in &self.held {
            let ix = index(c);
            if is_perlagg(ix, t) {
                wild += 1;
            } else {
                fixed.push(ix);
            }
        }
        let team = self.team();
        // 9.2.6: starting a Spiel bet after the fifth lead needs the last card to be a
        // natural of the led suit, a natural trump or a wild card: a card that may win the
        // fifth trick, since the follow rules always let a trump be played (D-6).
        let fifth_trick = match (&self.trick, self.trick_no) {
            (Some(trick), Some(5)) if !trick.is_empty() && self.figure == Figure::Spiel => {
                let led = cards::suit_of(index(trick[0].identity));
                Some(
                    self.held.len() == 1 && {
                        let ix = index(self.held[0]);
                        let suit = cards::suit_of(ix);
                        is_perlagg(ix, t) || suit == led || suit == t
                    },
                )
            }
            _ => None,
        };
        Situation {
            figure: self.figure,
            team,
            score: self.scores[(team == Team::B) as usize],
            showing: if self.show_phase { self.showing } else { None },
            has_example: figures::has_example(self.figure, &fixed, wild),
            fifth_trick,
        }
    }
}

/// A checked Perlaggen question: one variant per kind, with the spec's fields.
#[derive(Clone, Debug, PartialEq)]
pub enum Query {
    Perlaggen {
        trump: Suit,
    },
    IsPerlagg {
        trump: Suit,
        card: Card,
    },
    CutKeep {
        seen: Vec<Card>,
    },
    DealPackets {
        took: i64,
    },
    TrumpSuit {
        indicator: Card,
    },
    ExchangeOptions {
        indicator: Card,
        dealer: Vec<Card>,
        partner: Vec<Card>,
    },
    LegalPlays {
        trump: Suit,
        trick: Vec<Played>,
        hand: Vec<Card>,
    },
    PlayLegal {
        trump: Suit,
        trick: Vec<Played>,
        hand: Vec<Card>,
        play: Played,
    },
    TrickWinner {
        trump: Suit,
        trick: Vec<Played>,
    },
    GleichWinner {
        trump: Suit,
        hands: Vec<(u8, Vec<Played>)>,
    },
    HangerWinner {
        trump: Suit,
        hands: Vec<(u8, Vec<Played>)>,
    },
    BetLegal(Bet),
    BetActions(Bet),
    DealScore {
        records: Vec<FigureRecord>,
    },
    GameWinner {
        before: [i64; 2],
        records: Vec<FigureRecord>,
    },
    GestrichenWinner {
        trump: Suit,
        hands: Vec<(u8, Vec<Played>)>,
        spiel_winner: Team,
    },
    /// A deal record: the pack before the cut (top first), the totals before the deal,
    /// and every action in order (`lessons/DEALS.md`).
    Deal {
        pack: Vec<Card>,
        before: [i64; 2],
        /// Which deal of the game (from 1), when the record says: its heading only.
        deal_number: Option<u32>,
        actions: Vec<crate::rules::table::Act>,
    },
}

/// Each question is answered by the kind it is of.
impl Registered for Query {
    type Options = ();

    fn of_game(&self) -> Game {
        Game::Perlaggen
    }

    fn unit(&self) -> &'static dyn Kind<Query, Self::Options> {
        match self {
            Query::Perlaggen { .. } => &kinds::Perlaggen,
            Query::IsPerlagg { .. } => &kinds::IsPerlagg,
            Query::CutKeep { .. } => &kinds::CutKeep,
            Query::DealPackets { .. } => &kinds::DealPackets,
            Query::TrumpSuit { .. } => &kinds::TrumpSuit,
            Query::ExchangeOptions { .. } => &kinds::ExchangeOptions,
            Query::LegalPlays { .. } => &kinds::LegalPlays,
            Query::PlayLegal { .. } => &kinds::PlayLegal,
            Query::TrickWinner { .. } => &kinds::TrickWinner,
            Query::GleichWinner { .. } => &kinds::GleichWinner,
            Query::HangerWinner { .. } => &kinds::HangerWinner,
            Query::BetLegal(_) => &kinds::BetLegal,
            Query::BetActions(_) => &kinds::BetActions,
            Query::DealScore { .. } => &kinds::DealScore,
            Query::GameWinner { .. } => &kinds::GameWinner,
            Query::GestrichenWinner { .. } => &kinds::GestrichenWinner,
            Query::Deal { .. } => &kinds::Deal,
        }
    }
}

impl Query {
    /// The position checked: every problem it has, or the question the engine can answer.
    pub fn check(self) -> Result<Checked<Query>, Vec<Problem>> {
        Checked::check(self)
    }
}

fn value_field(v: u8) -> Field {
    if v == AUS {
        Field::Token("aus")
    } else {
        Field::Int(v as i64)
    }
}

fn state_field(st: &FigureState) -> Field {
    let mut parts = vec![("value", value_field(st.value))];
    parts.push((
        "last_holder",
        st.last_holder
            .map(Field::Team)
            .unwrap_or(Field::Token("nobody")),
    ));
    if let Some((by, to)) = st.pending {
        parts.push(("pending_by", Field::Team(by)));
        parts.push(("pending_to", value_field(to)));
    }
    if st.decided {
        parts.push(("decided", Field::Bool(true)));
    }
    Field::Parts(parts)
}

fn record_field(r: &FigureRecord) -> Field {
    let mut parts = vec![
        (
            "winner",
            r.winner.map(Field::Team).unwrap_or(Field::Token("tie")),
        ),
        ("value", value_field(r.value)),
        ("how", Field::Token(r.how.token())),
    ];
    if r.proof == Some(false) {
        parts.push(("proof", Field::Bool(false)));
    }
    if let Some(o) = r.order {
        parts.push(("order", Field::Int(o as i64)));
    }
    Field::Parts(parts)
}
