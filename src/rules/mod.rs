//! The rules engine: pure functions from positions to verdicts. No I/O, no text, no locale.
//!
//! Every game module has the same shape: position types per question kind, a `Query` enum
//! over those kinds, its problems, and verdicts whose reasons are data ([`Reason`]): a
//! stable rule id plus typed arguments, which the tutor renders in the learner's language.
//! Each game registers its kinds behind one trait ([`Kind`]) in one list, `KINDS`: a kind's
//! name, how its position is read and checked, its verdict and its answer form; the kind
//! names and the reading of a position come from that list.
//! Problems are data the same way ([`Problem`]). A position is checked before it is judged:
//! [`Query::check`] gives either every problem or a [`Checked`] question, and only a
//! checked question has a verdict.
//!
//! Variants are named options on a game's rules, not copies of a module: a family with
//! variants lists its rule sets in an enum (`marglia::Rules`, `vier_anderle::Rules`) whose
//! methods are the options that differ between them (the pack, the players, the heading
//! duty, the settlement, ...), and the rules ask those options. [`Game::rules`] is the one
//! place that says which family and rule set a game is.

pub mod gaigel;
pub mod kind;
pub mod marglia;
pub mod perlaggen;
pub mod playout;
pub mod problem;
pub mod read;
pub mod rikken;
pub mod rng;
pub mod table;
pub mod trick;
pub mod vier_anderle;

use crate::cards::{Card, Deck, Suit};
pub use kind::Kind;
pub use problem::Problem;
pub use read::PositionReader;

/// The games (and variants) the engine knows. A variant is its own value here because
/// question sets name it as their `game`; its module is shared with the base game, and
/// [`Game::rules`] says which family and which of the family's rule sets it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Game {
    Gaigel,
    Rikken,
    Marglia,
    /// Marglia's cousin with Latin suits: options on the same rules.
    Maniglia,
    VierAnderle,
    Perlaggen,
    /// The home-made variant of Vier-Anderle: options on the same rules.
    JapanischVierAnderle,
}

impl Game {
    pub const ALL: &'static [Game] = &[
        Game::Gaigel,
        Game::Rikken,
        Game::Marglia,
        Game::Maniglia,
        Game::VierAnderle,
        Game::JapanischVierAnderle,
        Game::Perlaggen,
    ];

    pub fn token(self) -> &'static str {
        match self {
            Game::Gaigel => "gaigel",
            Game::Rikken => "rikken",
            Game::Marglia => "marglia",
            Game::Maniglia => "maniglia",
            Game::VierAnderle => "vier-anderle",
            Game::JapanischVierAnderle => "japanisch-vier-anderle",
            Game::Perlaggen => "perlaggen",
        }
    }

    pub fn parse(token: &str) -> Option<Game> {
        Game::ALL.iter().copied().find(|g| g.token() == token)
    }

    /// The family of games this one belongs to, with the rule set it plays by: the one
    /// place where a variant's game is tied to its rules.
    pub fn rules(self) -> RuleSet {
        match self {
            Game::Gaigel => RuleSet::Gaigel,
            Game::Rikken => RuleSet::Rikken,
            Game::Marglia => RuleSet::Marglia(marglia::Rules::Marglia),
            Game::Maniglia => RuleSet::Marglia(marglia::Rules::Maniglia),
            Game::VierAnderle => RuleSet::VierAnderle(vier_anderle::Rules::Original),
            Game::JapanischVierAnderle => RuleSet::VierAnderle(vier_anderle::Rules::Japanisch),
            Game::Perlaggen => RuleSet::Perlaggen,
        }
    }

    /// The folder under `lessons/` that holds this game's lessons: its family's.
    pub fn family(self) -> &'static str {
        self.rules().family().token()
    }

    pub fn deck(self) -> Deck {
        match self.rules() {
            RuleSet::Gaigel => Deck::Gaigel,
            RuleSet::Rikken => Deck::Rikken,
            RuleSet::Marglia(rules) => rules.deck(),
            // The pack with every pip a position may name; positions narrow it.
            RuleSet::VierAnderle(_) => vier_anderle::FULL_PACK,
            RuleSet::Perlaggen => Deck::Perlaggen,
        }
    }

    /// The question kinds of the game's "Position fields" section: the names of the kinds
    /// it registers.
    pub fn kinds(self) -> &'static [&'static str] {
        match self.rules() {
            RuleSet::Gaigel => names::GAIGEL.as_slice(),
            RuleSet::Rikken => names::RIKKEN.as_slice(),
            RuleSet::Marglia(_) => names::MARGLIA.as_slice(),
            RuleSet::VierAnderle(_) => names::VIER_ANDERLE.as_slice(),
            RuleSet::Perlaggen => names::PERLAGGEN.as_slice(),
        }
    }
}

/// The names of the kinds each game registers, read off its registered kinds once.
mod names {
    use super::kind::names;
    use super::{gaigel, marglia, perlaggen, rikken, vier_anderle};
    use std::sync::LazyLock;

    type Names = LazyLock<Vec<&'static str>>;
    pub static GAIGEL: Names = LazyLock::new(|| names(gaigel::KINDS));
    pub static RIKKEN: Names = LazyLock::new(|| names(rikken::kinds::KINDS));
    pub static MARGLIA: Names = LazyLock::new(|| names(marglia::kinds::KINDS));
    pub static VIER_ANDERLE: Names = LazyLock::new(|| names(vier_anderle::kinds::KINDS));
    pub static PERLAGGEN: Names = LazyLock::new(|| names(perlaggen::kinds::KINDS));
}

/// A family of games sharing one engine module, with the rule set a game plays by. The
/// families with variants carry their own enum of rule sets, whose named options are what
/// the rules consult; the others have one rule set each. (Gaigel's spec names a variant,
/// 9s instead of 7s, that the engine does not play: it would become a rule set here.)
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RuleSet {
    Gaigel,
    Rikken,
    Marglia(marglia::Rules),
    VierAnderle(vier_anderle::Rules),
    Perlaggen,
}

impl RuleSet {
    /// The game played by these rules.
    pub fn game(self) -> Game {
        match self {
            RuleSet::Gaigel => Game::Gaigel,
            RuleSet::Rikken => Game::Rikken,
            RuleSet::Marglia(rules) => rules.game(),
            RuleSet::VierAnderle(rules) => rules.game(),
            RuleSet::Perlaggen => Game::Perlaggen,
        }
    }

    /// The family's base game (whose token names the family's lesson folder).
    pub fn family(self) -> Game {
        match self {
            RuleSet::Marglia(_) => marglia::Rules::Marglia.game(),
            RuleSet::VierAnderle(_) => vier_anderle::Rules::Original.game(),
            other => other.game(),
        }
    }
}

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

/// A question for any game, as read or built: not yet known to be possible. Only
/// [`Query::check`] turns it into a [`Checked`] one, which alone has a verdict.
#[derive(Clone, Debug, PartialEq)]
pub enum Query {
    Gaigel(gaigel::Query),
    Rikken(rikken::Query),
    /// Marglia and Maniglia (the query's table names its rule set).
    Marglia(marglia::Query),
    /// Vier-Anderle and Japanisch Vier-Anderle (the query names its rule set).
    VierAnderle(vier_anderle::Query),
    Perlaggen(perlaggen::Query),
}

impl Query {
    pub fn game(&self) -> Game {
        match self {
            Query::Gaigel(_) => Game::Gaigel,
            Query::Rikken(_) => Game::Rikken,
            Query::Marglia(q) => q.table().rules.game(),
            Query::VierAnderle(q) => q.rules.game(),
            Query::Perlaggen(_) => Game::Perlaggen,
        }
    }
    pub fn kind(&self) -> &'static str {
        match self {
            Query::Gaigel(q) => q.kind(),
            Query::Rikken(q) => q.kind(),
            Query::Marglia(q) => q.kind(),
            Query::VierAnderle(q) => q.kind(),
            Query::Perlaggen(q) => q.kind(),
        }
    }
    /// Problems that make the position impossible; empty when it is valid. A card or suit
    /// from another pack is reported alone (nothing else is checked with it).
    pub fn problems(&self) -> Vec<Problem> {
        match self {
            Query::Gaigel(q) => q.problems(),
            Query::Rikken(q) => q.problems(),
            Query::Marglia(q) => q.problems(),
            Query::VierAnderle(q) => q.problems(),
            Query::Perlaggen(q) => q.problems(),
        }
    }
    /// The position checked: every problem it has, or the question the engine can answer.
    pub fn check(self) -> Result<Checked, Vec<Problem>> {
        let problems = self.problems();
        if problems.is_empty() {
            Ok(Checked(self))
        } else {
            Err(problems)
        }
    }
}

/// A question whose position passed [`Query::check`]: the engine's verdict, the answer's
/// form and the fields to show. There is no other way to make one, so a verdict is never
/// asked of an impossible position (an empty trick has no winner to find).
#[derive(Clone, Debug, PartialEq)]
pub struct Checked(Query);

impl Checked {
    /// The position as given (read-only: changing it would need another check).
    pub fn query(&self) -> &Query {
        &self.0
    }
    pub fn into_query(self) -> Query {
        self.0
    }
    pub fn game(&self) -> Game {
        self.0.game()
    }
    pub fn kind(&self) -> &'static str {
        self.0.kind()
    }
    /// The engine's verdict: the answer and the reasons that decided it.
    pub fn verdict(&self) -> Verdict {
        match &self.0 {
            Query::Gaigel(q) => q.verdict(),
            Query::Rikken(q) => q.verdict(),
            Query::Marglia(q) => q.verdict(),
            Query::VierAnderle(q) => q.verdict(),
            Query::Perlaggen(q) => q.verdict(),
        }
    }
    pub fn form(&self) -> AnswerForm {
        match &self.0 {
            Query::Gaigel(q) => q.form(),
            Query::Rikken(q) => q.form(),
            Query::Marglia(q) => q.form(),
            Query::VierAnderle(q) => q.form(),
            Query::Perlaggen(q) => q.form(),
        }
    }
    /// A deal record's deal, at its start, and its actions: `None` for any other kind.
    pub fn deal(&self) -> Option<(Box<dyn table::Table>, Vec<table::Act>)> {
        match &self.0 {
            Query::Gaigel(gaigel::Query::Deal(record)) => {
                // A checked record's setup is a possible deal.
                let table = gaigel::table::GaigelTable::new(record.setup.clone()).ok()?;
                Some((Box::new(table), record.actions.clone()))
            }
            Query::Rikken(rikken::Query::Deal {
                hands,
                deal_number,
                chips_before,
                actions,
            }) => Some((
                Box::new(rikken::table::RikkenTable::from_written_in_session(
                    hands,
                    *deal_number,
                    *chips_before,
                )),
                actions.clone(),
            )),
            Query::Marglia(marglia::Query::Deal { setup, actions }) => Some((
                Box::new(marglia::table::DealTable::from_setup(setup.clone())),
                actions.clone(),
            )),
            Query::Perlaggen(perlaggen::Query::Deal {
                pack,
                before,
                actions,
            }) => Some((
                Box::new(perlaggen::table::PerlaggenTable::new(pack.clone(), *before)),
                actions.clone(),
            )),
            Query::VierAnderle(vier_anderle::Query {
                rules,
                ask: vier_anderle::Ask::WholeDeal { setup, actions },
            }) => Some((
                // A checked record's setup is a possible deal.
                Box::new(
                    vier_anderle::table::VierAnderleTable::from_setup(*rules, setup.clone())
                        .ok()?,
                ),
                actions.clone(),
            )),
            _ => None,
        }
    }

    /// The position's fields in the spec's order, for display.
    pub fn fields(&self) -> Vec<(&'static str, Field)> {
        match &self.0 {
            Query::Gaigel(q) => q.fields(),
            Query::Rikken(q) => q.fields(),
            Query::Marglia(q) => q.fields(),
            Query::VierAnderle(q) => q.fields(),
            Query::Perlaggen(q) => q.fields(),
        }
    }
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_game_is_the_game_of_its_rule_set_in_its_family() {
        for &game in Game::ALL {
            assert_eq!(game.rules().game(), game, "{game:?}");
        }
        // The variants share their base game's folder, module and kinds.
        let family = |g: Game| (g.family(), g.kinds());
        assert_eq!(
            family(Game::Maniglia),
            ("marglia", kind::names(marglia::KINDS).as_slice())
        );
        assert_eq!(
            family(Game::JapanischVierAnderle),
            ("vier-anderle", kind::names(vier_anderle::KINDS).as_slice())
        );
        for game in [Game::Gaigel, Game::Rikken, Game::Perlaggen] {
            assert_eq!(game.family(), game.token());
        }
        assert_eq!(Game::Maniglia.deck(), crate::cards::Deck::Maniglia);
        assert_eq!(Game::JapanischVierAnderle.deck(), Game::VierAnderle.deck());
    }
}
