//! A whole deal at the table, in one shape for every game: every phase the spec gives (the
//! deal, auctions and calls, declarations, knocks and claims, exchanges, bets and the show,
//! the tricks, the scoring), moved on only by legal actions, with the engine as referee.
//!
//! A game's deal state implements [`Table`]. Actions are data in one vocabulary for all
//! games ([`Act`]: a seat, a verb and its argument), so that the tutor's table, the deal
//! records and `judge` handle every game the same way; each game lists its verbs with the
//! shape of their argument ([`Verb`]). Legality is decided by the same rule functions that
//! answer the game's questions (one copy of each rule); a refused action comes back with the
//! [`Reason`] that excludes it, the same reason the lessons explain.
//!
//! A deal record is the deal's starting position (the game's own fields: hands, stock,
//! turned card, options) plus the list of actions; [`replay`] judges one: the result, the
//! first illegal action with its reason, or a deal not yet finished.

use super::answer::{Answer, AnswerForm, Field, Reason, TrickCard};
use super::game::Game;
use super::playout::Taken;
use super::question::Question;
use super::rng::Rng;
use crate::cards::Card;

/// What a player does at the table: one seat, one verb, its argument. Written in a deal
/// record as `{seat: 2, <verb>: <argument>}`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Act {
    pub seat: u8,
    pub verb: &'static str,
    pub arg: ActArg,
}

impl Act {
    pub fn new(seat: u8, verb: &'static str, arg: ActArg) -> Act {
        Act { seat, verb, arg }
    }
    /// A verb with no argument (`{seat: 1, knock: true}`).
    pub fn bare(seat: u8, verb: &'static str) -> Act {
        Act::new(seat, verb, ActArg::None)
    }
    /// A card played (face up, or a wild card as `card@identity`).
    pub fn play(seat: u8, card: Card) -> Act {
        Act::new(seat, "play", ActArg::Card(card))
    }
}

/// The argument of an action.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ActArg {
    /// Written `true`.
    None,
    Card(Card),
    /// A wild card played as another card, written `card@identity` (Perlaggen).
    Baptised {
        card: Card,
        identity: Card,
    },
    Cards(Vec<Card>),
    /// A fixed token: a bid, a suit, a figure, a declaration's name, `in` / `out`, ...
    Token(&'static str),
    Int(i64),
    /// Named parts, written as a mapping (`{trump: spades, card: hearts-A}`).
    Parts(Vec<(&'static str, ActArg)>),
}

impl ActArg {
    pub fn part(&self, name: &str) -> Option<&ActArg> {
        match self {
            ActArg::Parts(parts) => parts.iter().find(|(n, _)| *n == name).map(|(_, a)| a),
            _ => None,
        }
    }
}

/// The shape of a verb's argument, for reading records and for the tutor's input.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ArgShape {
    None,
    Card,
    /// A card, or `card@identity` for a wild card played as another card.
    Play,
    Cards,
    Token(&'static [&'static str]),
    Int {
        min: i64,
        max: i64,
    },
    Parts(&'static [(&'static str, ArgShape)]),
}

/// One verb of a game: its name (the key in a record, `act-<name>` in the texts) and the
/// shape of its argument.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Verb {
    pub name: &'static str,
    pub arg: ArgShape,
}

/// The end of a deal: its result in the answer form of the game's `deal-score` kind (for
/// a deal with no deal score, e.g. solo Maniglia, the form the game's spec gives), and the
/// scoring question that result answers, so that the tutor can explain it line by line.
#[derive(Clone, Debug, PartialEq)]
pub struct Outcome {
    pub answer: Answer,
    /// The game's own scoring question built from the deal (its `deal-score`, ...), whose
    /// verdict gave `answer`; `None` only when the game has no such kind for this deal.
    pub scoring: Option<Box<dyn Question>>,
    /// The form of `answer` when no scoring question gives it (solo Maniglia: each seat's
    /// card points), so that the result is shown labelled; `None` with `scoring`.
    pub result_form: Option<AnswerForm>,
    /// How the deal ended, as data (`gaigel.knock-undisputed`, `vier-anderle.lone-player`,
    /// ...), in order.
    pub reasons: Vec<Reason>,
}

/// One deal of one game, being played.
pub trait Table {
    fn game(&self) -> Game;
    /// The number of seats at the table.
    fn players(&self) -> usize;
    /// Every verb of the game, with its argument's shape.
    fn verbs(&self) -> &'static [Verb];
    /// The seat whose decision it is now, or `None` once the deal is over.
    fn to_act(&self) -> Option<u8>;
    /// Every action the seat to act may take now, each once; empty only when the deal is
    /// over. Finite and small enough to list (a menu, the `?` of the table).
    fn legal(&self) -> Vec<Act>;
    /// Takes `act` when the rules allow it now; otherwise changes nothing and gives the rule
    /// that excludes it (not the seat's turn, not among the legal actions: why).
    fn act(&mut self, act: &Act) -> Result<(), Reason>;
    /// The actions taken so far, in order (the record's `actions`).
    fn actions(&self) -> &[Act];
    /// The cards in the hand of `seat`.
    fn hand(&self, seat: u8) -> Vec<Card>;
    /// The cards of the trick being played, with the seat that played each.
    fn trick(&self) -> Vec<(u8, TrickCard)>;
    /// The tricks taken so far, in order.
    fn taken(&self) -> &[Taken];
    /// The situation as `seat` sees it, as position fields to show: the trump, the turned
    /// card, the auction or the bets so far, the scores, the pot, whose deal, ... Nothing
    /// another player holds hidden. Fields named `hand` and `trick` are left out by the
    /// table, which shows the seat's hand and the trick being played itself.
    fn situation(&self, seat: u8) -> Vec<(&'static str, Field)>;
    /// The decision the seat to act faces, as the game's own checked question when it has
    /// one (`legal-plays`, `bid-legal`, `bet-actions`, `declaration-allowed`, ...): its
    /// verdict says why each excluded option is excluded.
    fn question(&self) -> Option<Box<dyn Question>>;
    /// The result, once the deal is over.
    fn outcome(&self) -> Option<Outcome>;
    /// The deal's starting position as the record's fields (everything but `actions`), in
    /// the notation of the question files: one `key: value` per line, values in YAML flow
    /// style, so that reading it back gives the same deal.
    fn setup_yaml(&self) -> String;
    /// The action a computer player takes for the seat to act: always legal, sensible, and
    /// decided only by what that seat may know (its hand and what is public). `None` once
    /// the deal is over.
    fn computer(&self, rng: &mut Rng) -> Option<Act>;
    /// The next deal of a game (the dealer moved on, scores, carries and pots brought
    /// forward, new cards from `rng`), or `None` when this deal ended the game or the game
    /// has no end that the spec fixes and none is kept.
    fn next_deal(&self, rng: &mut Rng) -> Option<Box<dyn Table>>;
    /// Whether the deals at this table make up a game, which ends when `next_deal` gives
    /// none; `false` where each deal stands alone (solo Maniglia: the spec keeps no
    /// running score and no game for players alone, section 9).
    fn keeps_game(&self) -> bool {
        true
    }
    /// The running score or standing of the game between deals, as fields to show.
    fn standing(&self) -> Vec<(&'static str, Field)>;
    /// Which deal of its game this is (1 for the first), where the deal knows it: a
    /// record's `deal_number`, or the count a session keeps. `None` where the game does not
    /// number its deals; the table then counts them itself from 1.
    fn deal_number(&self) -> Option<usize> {
        None
    }
    /// What the effect of `act`, one of the legal actions now, depends on, where the same
    /// action may be taken at many places of a deal: Gaigel's knock (the knocking team's
    /// total, 8.1) and claim (the accused team's total, 8.5) may be made in every
    /// announcement round, and one made at the same total as before has the effect the one
    /// declined then would have had. The table does not ask a player again to pass or take
    /// actions whose stakes are those he declined at his previous place. `None`: a decision
    /// of its own every time.
    fn stakes(&self, _act: &Act) -> Option<i64> {
        None
    }
    /// The seat that the player at `seat` of this deal holds in the deal `next_deal`
    /// gives: where seats are numbered from the dealer (seat 0 the dealer's left), they
    /// move when the deal passes on. The same seat where the numbering stays.
    fn seat_in_next_deal(&self, seat: u8) -> u8 {
        seat
    }
    fn boxed_clone(&self) -> Box<dyn Table>;
}

impl Clone for Box<dyn Table> {
    fn clone(&self) -> Box<dyn Table> {
        self.boxed_clone()
    }
}

/// The rule id of an action taken out of turn.
pub const NOT_YOUR_TURN: &str = "table.not-your-turn";
/// The rule id of any action once the deal is over.
pub const DEAL_OVER: &str = "table.deal-over";
/// The rule id of a verb the game has no use for at this moment (a bid during play, ...).
pub const NOT_NOW: &str = "table.not-now";

/// The refusal every game gives before its own rules: the deal is over, or it is another
/// seat's turn. `None` when the action's seat is the one to act.
pub fn turn_refusal(table: &dyn Table, act: &Act) -> Option<Reason> {
    match table.to_act() {
        None => Some(Reason::new(DEAL_OVER)),
        Some(seat) if seat != act.seat => Some(
            Reason::new(NOT_YOUR_TURN)
                .with("seat", super::answer::Arg::Seats(vec![seat]))
                .with("actor", super::answer::Arg::Seats(vec![act.seat])),
        ),
        Some(_) => None,
    }
}

/// What replaying a record's actions gives.
#[derive(Clone, Debug, PartialEq)]
pub enum Replayed {
    /// Every action was legal and the deal is over.
    Finished(Outcome),
    /// The action at `index` (0-based, in the record's order) was refused, for `reason`.
    Illegal { index: usize, reason: Reason },
    /// Every action was legal, but the deal is not over.
    Unfinished { to_act: u8 },
}

/// Plays `actions` on `table` in order, stopping at the first refused one.
pub fn replay(table: &mut dyn Table, actions: &[Act]) -> Replayed {
    for (index, act) in actions.iter().enumerate() {
        if let Err(reason) = table.act(act) {
            return Replayed::Illegal { index, reason };
        }
    }
    match table.outcome() {
        Some(outcome) => Replayed::Finished(outcome),
        None => Replayed::Unfinished {
            to_act: table.to_act().unwrap_or(0),
        },
    }
}

/// The answer of a `deal` question: the result, `{illegal: N}`, or `unfinished`.
pub fn replayed_answer(replayed: &Replayed) -> Answer {
    match replayed {
        Replayed::Finished(outcome) => outcome.answer.clone(),
        Replayed::Illegal { index, .. } => {
            Answer::Record(vec![("illegal", Answer::Int(*index as i64))])
        }
        Replayed::Unfinished { .. } => Answer::Choice("unfinished"),
    }
}

/// The form of a `deal` question's answer, given the form of the game's result.
pub fn deal_form(result: AnswerForm) -> AnswerForm {
    AnswerForm::Deal(Box::new(result))
}

/// Plays a deal to its end with computer players at every seat. Returns the number of
/// actions taken; a computer action the referee refuses is a bug and panics, naming it.
pub fn self_play(table: &mut dyn Table, rng: &mut Rng) -> usize {
    let mut taken = 0;
    while let Some(act) = table.computer(rng) {
        if let Err(reason) = table.act(&act) {
            panic!(
                "{:?}: the referee refused a computer action {act:?}: {reason:?}",
                table.game()
            );
        }
        taken += 1;
        assert!(
            taken < 10_000,
            "{:?}: a deal that does not end",
            table.game()
        );
    }
    taken
}

/// Options for a new deal at the table, from the command line.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TableOptions {
    /// The number of players, where the game allows several; `None` = the game's usual.
    pub players: Option<usize>,
}

impl std::fmt::Display for ActArg {
    /// The argument in the notation of deal records (YAML flow style).
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ActArg::None => f.write_str("true"),
            ActArg::Card(card) => write!(f, "{card}"),
            ActArg::Baptised { card, identity } => write!(f, "{card}@{identity}"),
            ActArg::Cards(cards) => write!(f, "[{}]", crate::cards::tokens(cards)),
            ActArg::Token(token) => f.write_str(token),
            ActArg::Int(n) => write!(f, "{n}"),
            ActArg::Parts(parts) => {
                let parts: Vec<String> = parts.iter().map(|(k, v)| format!("{k}: {v}")).collect();
                write!(f, "{{{}}}", parts.join(", "))
            }
        }
    }
}

impl std::fmt::Display for Act {
    /// The action as a deal record writes it: `{seat: 2, play: hearts-A}`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{{seat: {}, {}: {}}}", self.seat, self.verb, self.arg)
    }
}

/// The actions a line typed at the table may mean, in the notation of deal records
/// without the seat: `verb argument` (`knock`, `bid rik`, `cut 3`, `play hearts-A`,
/// `declare hearts-K hearts-O`, `call spades hearts-A`), a card alone for a play
/// (`hearts-A`, `bells-O@hearts-A`), or a token alone for the verb that takes it (`rik`,
/// `gleich`). Several when a token alone fits several verbs (a figure bet, held, raised);
/// empty when the text names no action of the game. Whether the action is legal now is
/// not decided here: that is for [`Table::act`].
pub fn typed_acts(game: Game, verbs: &[Verb], seat: u8, text: &str) -> Vec<Act> {
    let text = text.trim();
    let words: Vec<&str> = text
        .split(|c: char| c.is_whitespace() || c == ',')
        .filter(|w| !w.is_empty())
        .collect();
    let Some((first, rest)) = words.split_first() else {
        return Vec::new();
    };
    if let Some(verb) = verbs.iter().find(|v| v.name.eq_ignore_ascii_case(first)) {
        return typed_arg(game, verb.arg, rest)
            .map(|arg| vec![Act::new(seat, verb.name, arg)])
            .unwrap_or_default();
    }
    // A number alone chooses from a menu by its place; a verb's number is written after it.
    verbs
        .iter()
        .filter(|v| v.arg != ArgShape::None && !matches!(v.arg, ArgShape::Int { .. }))
        .filter_map(|v| typed_arg(game, v.arg, &words).map(|arg| Act::new(seat, v.name, arg)))
        .filter(|act| act.verb == "play" || !matches!(act.arg, ActArg::Card(_)))
        .collect()
}

/// A verb's argument from the words typed after it (brackets and `name:` labels of the
/// record's flow style are allowed and ignored).
fn typed_arg(game: Game, shape: ArgShape, words: &[&str]) -> Option<ActArg> {
    let words: Vec<&str> = words
        .iter()
        .map(|w| w.trim_matches(|c| matches!(c, '[' | ']' | '{' | '}')))
        .filter(|w| !w.is_empty() && !w.ends_with(':'))
        .collect();
    let deck = game.deck();
    // A card as typed, or with its suit in lower case and its rank in upper (`hearts-a`).
    let card = |w: &str| {
        deck.parse_card(w).ok().or_else(|| {
            let (suit, rank) = w.rsplit_once('-')?;
            let w = format!("{}-{}", suit.to_lowercase(), rank.to_uppercase());
            deck.parse_card(&w).ok()
        })
    };
    let one = |words: &[&str]| match words {
        [w] => Some(w.to_string()),
        _ => None,
    };
    match shape {
        ArgShape::None => matches!(words.as_slice(), [] | ["true"]).then_some(ActArg::None),
        ArgShape::Card => card(&one(&words)?).map(ActArg::Card),
        ArgShape::Play => {
            let word = one(&words)?;
            match word.split_once('@') {
                Some((physical, identity)) => Some(ActArg::Baptised {
                    card: card(physical)?,
                    identity: card(identity)?,
                }),
                None => card(&word).map(ActArg::Card),
            }
        }
        ArgShape::Cards => {
            let cards: Option<Vec<Card>> = words.iter().map(|w| card(w)).collect();
            cards.filter(|c| !c.is_empty()).map(ActArg::Cards)
        }
        ArgShape::Token(allowed) => {
            let word = one(&words)?;
            allowed
                .iter()
                .find(|t| t.eq_ignore_ascii_case(&word))
                .map(|t| ActArg::Token(t))
        }
        ArgShape::Int { min, max } => {
            let n: i64 = one(&words)?.parse().ok()?;
            (min..=max).contains(&n).then_some(ActArg::Int(n))
        }
        // One word a part, in the verb's order (`call spades hearts-A`).
        ArgShape::Parts(parts) => {
            if words.len() != parts.len() {
                return None;
            }
            let mut out = Vec::new();
            for ((name, shape), word) in parts.iter().zip(&words) {
                out.push((*name, typed_arg(game, *shape, &[word])?));
            }
            Some(ActArg::Parts(out))
        }
    }
}
