//! Gaigel's verbs at the table, and the moves they stand for. The names are the tokens the
//! game's question kinds use (`marriage`, `trump-seven-exchange`, `five-sevens`) and the
//! words players use (`play`, `pass`, `knock`, `claim`, `dispute`).

use crate::cards::Card;
use crate::rules::table::{Act, ActArg, ArgShape, Verb};

pub const VERBS: &[Verb] = &[
    Verb {
        name: "play",
        arg: ArgShape::Card,
    },
    Verb {
        name: "pass",
        arg: ArgShape::None,
    },
    Verb {
        name: "marriage",
        arg: ArgShape::Cards,
    },
    Verb {
        name: "trump-seven-exchange",
        arg: ArgShape::None,
    },
    Verb {
        name: "five-sevens",
        arg: ArgShape::None,
    },
    Verb {
        name: "knock",
        arg: ArgShape::None,
    },
    Verb {
        name: "claim",
        arg: ArgShape::None,
    },
    Verb {
        name: "dispute",
        arg: ArgShape::None,
    },
];

/// One decision at the table, as the procedure handles it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Move {
    /// A card played to the trick (6.1, 6.2).
    Play(Card),
    /// Ends the player's place in a round (6.3), passes in the end-of-play step (8.5 rule 6)
    /// or lets a knock stand (8.2).
    Pass,
    /// The cards of a marriage: K + O, or K, K, O, O of one suit (7.2).
    Marriage(Vec<Card>),
    /// The trump 7 for the turned card (7.3).
    Exchange,
    /// Five 7s, which is also the team's knock (7.4).
    FiveSevens,
    /// Declaring 101 (8.1).
    Knock,
    /// Claiming that the opponents missed their declaration (8.5).
    Claim,
    /// Disputing the opponents' knock (8.2).
    Dispute,
}

impl Move {
    /// The move an action stands for; `None` for a verb Gaigel does not have or an argument
    /// of the wrong shape.
    pub fn of(act: &Act) -> Option<Move> {
        Some(match (act.verb, &act.arg) {
            ("play", ActArg::Card(c)) => Move::Play(*c),
            ("pass", ActArg::None) => Move::Pass,
            ("marriage", ActArg::Cards(cards)) => Move::Marriage(cards.clone()),
            ("trump-seven-exchange", ActArg::None) => Move::Exchange,
            ("five-sevens", ActArg::None) => Move::FiveSevens,
            ("knock", ActArg::None) => Move::Knock,
            ("claim", ActArg::None) => Move::Claim,
            ("dispute", ActArg::None) => Move::Dispute,
            _ => return None,
        })
    }

    /// The action of `seat` making this move.
    pub fn act(&self, seat: u8) -> Act {
        match self {
            Move::Play(c) => Act::play(seat, *c),
            Move::Pass => Act::bare(seat, "pass"),
            Move::Marriage(cards) => Act::new(seat, "marriage", ActArg::Cards(cards.clone())),
            Move::Exchange => Act::bare(seat, "trump-seven-exchange"),
            Move::FiveSevens => Act::bare(seat, "five-sevens"),
            Move::Knock => Act::bare(seat, "knock"),
            Move::Claim => Act::bare(seat, "claim"),
            Move::Dispute => Act::bare(seat, "dispute"),
        }
    }
}
