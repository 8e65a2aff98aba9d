//! The shared vocabulary of the rules engine's answers: the answer and its form, the reasons
//! and verdicts that decide it, the fields that show a position, and the teams they name.
//! Every game speaks it and none is named here, so any game may import it.

use crate::cards::{Card, Suit};

/// A partnership. Gaigel (and the other four-player games) call seats 0 and 2 team A.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Team {
    A,
    B,
}

impl Team {
    pub fn other(self) -> Team {
        match self {
            Team::A => Team::B,
            Team::B => Team::A,
        }
    }
    pub fn token(self) -> &'static str {
        match self {
            Team::A => "A",
            Team::B => "B",
        }
    }
}

/// A value per team.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PerTeam<T> {
    pub a: T,
    pub b: T,
}

impl<T: Copy> PerTeam<T> {
    pub fn get(&self, team: Team) -> T {
        match team {
            Team::A => self.a,
            Team::B => self.b,
        }
    }
}

/// The engine's answer to a question, in the form the spec gives for its kind.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Answer {
    /// A set of distinct cards (order carries no meaning).
    Cards(Vec<Card>),
    /// An index into the position's trick (play order).
    Index(usize),
    Int(i64),
    Bool(bool),
    /// One token out of a fixed list (`A`, `B`, `none`, ...).
    Choice(&'static str),
    /// Named integers, in a fixed order (`{A, B, carry_next}`).
    Ints(Vec<(&'static str, i64)>),
    /// A set of tokens (the bids a player may make).
    Tokens(Vec<&'static str>),
    /// A set of `{seat, <key>: token}` entries (the declarers of an auction).
    Seated {
        key: &'static str,
        items: Vec<(u8, &'static str)>,
    },
    /// Named parts, each an answer of its own (`{cards: [...], blind: true}`).
    Record(Vec<(&'static str, Answer)>),
    /// Integers in a meaningful order (chips per seat, seats in declaring order).
    IntList(Vec<i64>),
    /// A seat, or nobody (`null`).
    Seat(Option<u8>),
    /// Cards in a meaningful order (strongest first).
    CardSequence(Vec<Card>),
    /// For each wild card, the identity patterns it may take (`hearts-*`, `*`); each
    /// pattern list compares as a set.
    CardPatterns(Vec<(Card, Vec<&'static str>)>),
}

impl Answer {
    /// Equality as the spec defines it for answers: card lists compare as sets.
    pub fn agrees_with(&self, other: &Answer) -> bool {
        match (self, other) {
            (Answer::Cards(a), Answer::Cards(b)) => {
                let mut a = a.clone();
                let mut b = b.clone();
                a.sort();
                a.dedup();
                b.sort();
                b.dedup();
                a == b
            }
            (Answer::Ints(a), Answer::Ints(b)) => {
                a.len() == b.len() && a.iter().all(|kv| b.contains(kv))
            }
            (Answer::Tokens(a), Answer::Tokens(b)) => sorted_set(a) == sorted_set(b),
            (Answer::Seated { key: ka, items: a }, Answer::Seated { key: kb, items: b }) => {
                ka == kb && sorted_set(a) == sorted_set(b)
            }
            (Answer::CardPatterns(a), Answer::CardPatterns(b)) => {
                a.len() == b.len()
                    && a.iter().all(|(c, p)| {
                        b.iter()
                            .any(|(cb, pb)| cb == c && sorted_set(p) == sorted_set(pb))
                    })
            }
            (Answer::Record(a), Answer::Record(b)) => {
                a.len() == b.len()
                    && a.iter()
                        .all(|(k, v)| b.iter().any(|(kb, vb)| kb == k && v.agrees_with(vb)))
            }
            _ => self == other,
        }
    }
}

fn sorted_set<T: Ord + Clone>(items: &[T]) -> Vec<T> {
    let mut v = items.to_vec();
    v.sort();
    v.dedup();
    v
}

/// What shape an answer has, and what a learner chooses from. The tutor picks its input
/// widget from this; the engine still decides what is right.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AnswerForm {
    /// Tick any number of these cards (legal plays).
    SubsetOf(Vec<Card>),
    /// Pick one card of the trick; the answer is its index.
    OneCardOf(Vec<TrickCard>),
    Int,
    Bool,
    OneOf(Vec<&'static str>),
    Ints(Vec<&'static str>),
    /// Tick any number of these tokens (bids).
    SubsetOfTokens(Vec<&'static str>),
    /// Tick any number of these `(seat, token)` options; written `[{seat: n, <key>: token}]`.
    SeatedSubset {
        key: &'static str,
        /// Every token the key may take in a written answer.
        tokens: &'static [&'static str],
        options: Vec<(u8, &'static str)>,
    },
    /// Several parts, asked one after the other; written as a mapping.
    Record(Vec<(&'static str, AnswerForm)>),
    /// Exactly `len` integers in order, each in `min..=max`; written as a list.
    IntList {
        len: usize,
        min: i64,
        max: i64,
        shape: ListShape,
    },
    /// Cards typed in order, from these.
    CardSequence(Vec<Card>),
    /// For each of `cards`, one of the `options` (each a set of identity patterns); written
    /// as a mapping from card to pattern list.
    CardPatterns {
        cards: Vec<Card>,
        options: Vec<Vec<&'static str>>,
        /// Every pattern a written answer may use.
        vocabulary: &'static [&'static str],
    },
    /// One seat of `players`, or nobody when `none`; written as an integer or `null`.
    Seat {
        players: u8,
        none: bool,
    },
    /// The answer of a `deal` question (a deal record replayed): the deal's result in this
    /// form, `{illegal: N}` (the index of the first illegal action), or `unfinished`.
    Deal(Box<AnswerForm>),
}

/// A card on the table as the players see it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TrickCard {
    Face(Card),
    /// A card led face down (Rikken's blind lead).
    FaceDown,
    /// A wild card played as another card (Perlaggen): the physical card and its identity.
    Baptised {
        card: Card,
        identity: Card,
    },
}

impl TrickCard {
    /// Cards shown by their faces.
    pub fn faces(cards: &[Card]) -> Vec<TrickCard> {
        cards.iter().map(|&c| TrickCard::Face(c)).collect()
    }
}

/// What the integers of an ordered list stand for, so that the tutor can label them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ListShape {
    /// One amount per seat, seat 0 first (chips won or lost).
    PerSeat,
    /// One count per seat, seat 0 first, none below 0 (card points): no sign.
    PointsPerSeat,
    /// Seats, in the order something happens (who declares first).
    SeatOrder,
    /// Plain numbers.
    Plain,
}

/// An argument of a reason: data the tutor renders (a card by its localized name, ...).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Arg {
    Card(Card),
    Cards(Vec<Card>),
    Suit(Suit),
    Int(i64),
    Team(Team),
    /// A fixed token from the spec (`marriage`, `declare`, ...), rendered through its own
    /// message when one exists.
    Token(&'static str),
    /// Seats at the table, by number.
    Seats(Vec<u8>),
    /// A name as the question format writes it (a position field, a value of one), shown
    /// verbatim in every language.
    Name(&'static str),
}

/// The rule clause that decided a verdict, as data: a stable id (`gaigel.must-beat`) and
/// named arguments. Rendered by the tutor as the message `reason-<id with . as ->`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reason {
    pub rule: &'static str,
    pub args: Vec<(&'static str, Arg)>,
}

impl Reason {
    pub fn new(rule: &'static str) -> Reason {
        Reason {
            rule,
            args: Vec::new(),
        }
    }
    pub fn with(mut self, name: &'static str, arg: Arg) -> Reason {
        self.args.push((name, arg));
        self
    }
    pub fn arg(&self, name: &str) -> Option<&Arg> {
        self.args.iter().find(|(n, _)| *n == name).map(|(_, a)| a)
    }
}

/// The verdict on one card of the hand in a "which cards may you play" question.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CardVerdict {
    pub card: Card,
    pub legal: bool,
    pub reason: Reason,
}

/// The engine's full answer to a question: the answer itself, the reasons that decided it,
/// and, for legal plays, a verdict per card of the hand.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Verdict {
    pub answer: Answer,
    pub reasons: Vec<Reason>,
    pub cards: Vec<CardVerdict>,
}

impl std::fmt::Display for Answer {
    /// The answer in the notation of the question files (YAML flow style).
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Answer::Cards(cards) => write!(f, "[{}]", crate::cards::tokens(cards)),
            Answer::Index(i) => write!(f, "{i}"),
            Answer::Int(n) => write!(f, "{n}"),
            Answer::Bool(b) => write!(f, "{b}"),
            Answer::Choice(c) => f.write_str(c),
            Answer::Ints(kv) => {
                let parts: Vec<String> = kv.iter().map(|(k, v)| format!("{k}: {v}")).collect();
                write!(f, "{{{}}}", parts.join(", "))
            }
            Answer::Tokens(ts) => write!(f, "[{}]", ts.join(", ")),
            Answer::Seated { key, items } => {
                let parts: Vec<String> = items
                    .iter()
                    .map(|(s, t)| format!("{{seat: {s}, {key}: {t}}}"))
                    .collect();
                write!(f, "[{}]", parts.join(", "))
            }
            Answer::Record(parts) => {
                let parts: Vec<String> = parts.iter().map(|(k, v)| format!("{k}: {v}")).collect();
                write!(f, "{{{}}}", parts.join(", "))
            }
            Answer::IntList(v) => {
                let parts: Vec<String> = v.iter().map(|n| n.to_string()).collect();
                write!(f, "[{}]", parts.join(", "))
            }
            Answer::CardSequence(cards) => write!(f, "[{}]", crate::cards::tokens(cards)),
            Answer::CardPatterns(items) => {
                let parts: Vec<String> = items
                    .iter()
                    .map(|(c, p)| {
                        let quoted: Vec<String> = p.iter().map(|x| format!("\"{x}\"")).collect();
                        format!("{c}: [{}]", quoted.join(", "))
                    })
                    .collect();
                write!(f, "{{{}}}", parts.join(", "))
            }
            Answer::Seat(Some(s)) => write!(f, "{s}"),
            Answer::Seat(None) => f.write_str("null"),
        }
    }
}

/// A position field as data, for showing the situation of a question to a learner.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Field {
    Cards(Vec<Card>),
    /// Cards in play order (a trick).
    Trick(Vec<TrickCard>),
    /// A player's cards as shown on the table, wild cards with what they stand for.
    Shown(Vec<TrickCard>),
    Suit(Suit),
    Suits(Vec<Suit>),
    Bool(bool),
    Int(i64),
    Token(&'static str),
    Team(Team),
    PerTeam(PerTeam<u32>),
    /// Declarations: kind token and cards.
    Melds(Vec<(&'static str, Vec<Card>)>),
    /// A seat at the table (0 = the dealer's left).
    Seat(u8),
    /// A number per seat, by seat; `None` for a seat that takes no part.
    PerSeat(Vec<Option<i64>>),
    /// Some seats at the table (the players who are in).
    Seats(Vec<u8>),
    /// Named sub-fields shown on one line (a betting state, a figure's record).
    Parts(Vec<(&'static str, Field)>),
    /// A field that belongs to one seat (a player's cards).
    AtSeat(u8, Box<Field>),
    /// The calls of an auction: seat and bid token (or `pass`), in order.
    Auction(Vec<(u8, &'static str)>),
    /// Named counts (`card_points 23 · frillo_tricks 4`).
    Counts(Vec<(&'static str, i64)>),
}
