//! The one question structure shared by lessons, question sets and tests:
//! `kind` + `position` (+ `answer`, `why`; lessons add `id`, `prompt`, `hints`, `explain`).

use super::error::ErrorKind;
use super::fields::Reader;
use super::positions;
use crate::cards::Deck;
use crate::fields::yaml::{Loc, Node, Value};
use crate::fields::FieldError;
use crate::fields::{Fields, MapReader};
use crate::rules::{Answer, AnswerForm, Checked, Game, Problem};

/// What a question file says the answer is.
#[derive(Clone, Debug, PartialEq)]
pub enum Expected {
    Answer(Answer),
    /// `answer: invalid`: the engine must reject the position.
    Invalid,
}

/// A question as written, with its checked query when the position is valid.
#[derive(Clone, Debug, PartialEq)]
pub struct Question {
    pub id: String,
    pub game: Game,
    pub kind: String,
    /// `None` when the position was rejected (the errors went to the reader).
    pub query: Option<Checked>,
    pub expected: Option<Expected>,
    pub expected_loc: Loc,
    pub why: Option<String>,
    pub prompt: Option<String>,
    pub hints: Vec<String>,
    pub explain: Option<String>,
    /// Where the question starts, and where each message id was written (for `check`).
    pub loc: Loc,
    pub message_locs: Vec<(String, Loc)>,
    /// Drills: wrong answers a common mistake gives, with the message naming the mistake.
    pub mistakes: Vec<(Answer, String)>,
}

impl Question {
    /// A question made by the engine (a drill): no lesson text, the kind's own prompt.
    pub fn generated(id: String, game: Game, query: Checked) -> Question {
        Question {
            id,
            game,
            kind: query.kind().to_string(),
            query: Some(query),
            expected: None,
            expected_loc: Loc::default(),
            why: None,
            prompt: None,
            hints: Vec::new(),
            explain: None,
            loc: Loc::default(),
            message_locs: Vec::new(),
            mistakes: Vec::new(),
        }
    }
}

/// Reads the common fields of a question (`kind`, `position`, `answer`, `why`, and with
/// `lesson` also `prompt`, `hints`, `explain`). The caller has read `id` and `game`.
pub fn read(
    r: &mut Reader,
    m: &mut MapReader,
    id: String,
    game: Game,
    lesson: bool,
) -> Option<Question> {
    r.game = game.token();
    let kind_node = m.req(r, "kind");
    let position = m.req(r, "position");
    let answer = m.opt("answer");
    let why = m.opt("why").and_then(|n| r.string(n));
    let mut message_locs = Vec::new();
    let mut msg = |r: &mut Reader, n: &Node| {
        let s = r.string(n)?;
        message_locs.push((s.clone(), n.loc));
        Some(s)
    };
    let (prompt, hints, explain) = if lesson {
        let prompt = m.opt("prompt").and_then(|n| msg(r, n));
        let hints = match m.opt("hints") {
            Some(n) => r.list(n, &mut msg).unwrap_or_default(),
            None => Vec::new(),
        };
        let explain = m.opt("explain").and_then(|n| msg(r, n));
        (prompt, hints, explain)
    } else {
        (None, Vec::new(), None)
    };
    let kind = r.token(kind_node?, game.kinds())?;
    let query = positions::read(r, game, kind, position?);
    let (expected, expected_loc) = match answer {
        None => (None, Loc::default()),
        Some(n) if n.as_str() == Some("invalid") => (Some(Expected::Invalid), n.loc),
        Some(n) => match &query {
            Some(q) => (
                read_answer(r, &q.form(), n, game.deck()).map(Expected::Answer),
                n.loc,
            ),
            None => (None, n.loc),
        },
    };
    Some(Question {
        id,
        game,
        kind: kind.to_string(),
        query,
        expected,
        expected_loc,
        why,
        prompt,
        hints,
        explain,
        loc: m.node.loc,
        message_locs,
        mistakes: Vec::new(),
    })
}

/// Reads a written answer in the form the kind gives.
pub fn read_answer(r: &mut Reader, form: &AnswerForm, node: &Node, deck: Deck) -> Option<Answer> {
    match form {
        AnswerForm::Deal(result) => read_deal_answer(r, result, node, deck),
        AnswerForm::SubsetOf(_) => r
            .cards(node, deck)
            .filter(|cs| listed_once(r, node, cs, |&c| ErrorKind::RepeatedCard { card: c }))
            .map(Answer::Cards),
        AnswerForm::OneCardOf(cards) => r
            .int(node, 0, cards.len() as i64 - 1)
            .map(|i| Answer::Index(i as usize)),
        AnswerForm::Int => r.int(node, i64::MIN, i64::MAX).map(Answer::Int),
        AnswerForm::Bool => r.bool(node).map(Answer::Bool),
        AnswerForm::OneOf(options) => r.token(node, options).map(Answer::Choice),
        AnswerForm::Ints(keys) => {
            let mut m = r.map(node)?;
            let mut out = Vec::new();
            let mut ok = true;
            for key in keys {
                match m.req(r, key).and_then(|n| r.int(n, i64::MIN, i64::MAX)) {
                    Some(v) => out.push((*key, v)),
                    None => ok = false,
                }
            }
            m.finish(r);
            ok.then_some(Answer::Ints(out))
        }
        AnswerForm::SubsetOfTokens(options) => r
            .list(node, |r, n| r.token(n, options))
            .filter(|ts| listed_once(r, node, ts, |t| repeated(t)))
            .map(Answer::Tokens),
        AnswerForm::SeatedSubset { key, tokens, .. } => r
            .list(node, |r, item| {
                let mut m = r.map(item)?;
                let seat = m.req(r, "seat").and_then(|n| r.int(n, 0, 12));
                // Any token the game knows for this key; the engine's answer decides.
                let token = m.req(r, key).and_then(|n| r.token(n, tokens));
                m.finish(r);
                Some((seat? as u8, token?))
            })
            .filter(|items| {
                listed_once(r, node, items, |(s, t)| {
                    repeated(&format!("{{seat: {s}, {key}: {t}}}"))
                })
            })
            .map(|items| Answer::Seated { key, items }),
        AnswerForm::IntList { len, min, max, .. } => {
            let v = r.list(node, |r, n| r.int(n, *min, *max))?;
            if v.len() != *len {
                r.err(
                    node.loc,
                    ErrorKind::Impossible {
                        problem: Problem::one_per_seat("answer", *len as i64, v.len() as i64),
                    },
                );
                return None;
            }
            Some(Answer::IntList(v))
        }
        AnswerForm::Seat { players, none } => match node.value {
            Value::Null if *none => Some(Answer::Seat(None)),
            _ => r
                .int(node, 0, *players as i64 - 1)
                .map(|s| Answer::Seat(Some(s as u8))),
        },
        AnswerForm::CardSequence(_) => r
            .cards(node, deck)
            .filter(|cs| listed_once(r, node, cs, |&c| ErrorKind::RepeatedCard { card: c }))
            .map(Answer::CardSequence),
        AnswerForm::CardPatterns { vocabulary, .. } => {
            let Some(entries) = node.as_map() else {
                r.map(node)?;
                return None;
            };
            let mut out = Vec::new();
            let mut ok = true;
            for (k, v) in entries {
                let card = r.card(k, deck);
                let patterns = r
                    .list(v, |r, n| r.token(n, vocabulary))
                    .filter(|ps| listed_once(r, v, ps, |p| repeated(p)));
                match (card, patterns) {
                    (Some(c), Some(p)) => out.push((c, p)),
                    _ => ok = false,
                }
            }
            ok.then_some(Answer::CardPatterns(out))
        }
        AnswerForm::Record(parts) => {
            let mut m = r.map(node)?;
            let mut out = Vec::new();
            let mut ok = true;
            for (key, form) in parts {
                match m.req(r, key).and_then(|n| read_answer(r, form, n, deck)) {
                    Some(a) => out.push((*key, a)),
                    None => ok = false,
                }
            }
            m.finish(r);
            ok.then_some(Answer::Record(out))
        }
    }
}

/// A replayed deal's written answer: `unfinished`, `{illegal: N}`, or the result in the
/// game's form.
fn read_deal_answer(
    r: &mut Reader,
    result: &AnswerForm,
    node: &Node,
    deck: Deck,
) -> Option<Answer> {
    if node.scalar_text().as_deref() == Some("unfinished") {
        return Some(Answer::Choice("unfinished"));
    }
    if let Some(entries) = node.as_map() {
        if entries
            .iter()
            .any(|(k, _)| k.scalar_text().as_deref() == Some("illegal"))
        {
            let mut m = r.map(node)?;
            let index = m.req(r, "illegal").and_then(|n| r.int(n, 0, i64::MAX));
            m.finish(r);
            return Some(Answer::Record(vec![("illegal", Answer::Int(index?))]));
        }
    }
    read_answer(r, result, node, deck)
}

/// Whether a written list names each member once; reports the second mention of one at
/// its own place. `items` were read from `node`'s elements, one each, in order.
fn listed_once<T: PartialEq>(
    r: &mut Reader,
    node: &Node,
    items: &[T],
    error: impl Fn(&T) -> ErrorKind,
) -> bool {
    let nodes = node.as_list().unwrap_or_default();
    let mut once = true;
    for (i, item) in items.iter().enumerate() {
        if items[..i].contains(item) {
            let loc = nodes.get(i).map_or(node.loc, |n| n.loc);
            r.err(loc, error(item));
            once = false;
        }
    }
    once
}

fn repeated(value: &str) -> ErrorKind {
    ErrorKind::RepeatedValue {
        value: value.to_string(),
    }
}

/// Reads a `game:` override (or the enclosing game).
pub fn read_game(r: &mut Reader, node: &Node) -> Option<Game> {
    let text = node.scalar_text();
    match text.as_deref().and_then(Game::parse) {
        Some(g) => Some(g),
        None => {
            r.err(
                node.loc,
                ErrorKind::Field(FieldError::UnknownValue {
                    value: text.unwrap_or_else(|| node.value.type_name().to_string()),
                    allowed: Game::ALL.iter().map(|g| g.token().to_string()).collect(),
                }),
            );
            None
        }
    }
}

/// Reads an `id` field: a non-empty string (numbers are accepted as written).
pub fn read_id(r: &mut Reader, m: &mut MapReader) -> Option<String> {
    let node = m.req(r, "id")?;
    match &node.value {
        Value::Str(s) if !s.is_empty() => Some(s.clone()),
        Value::Int(i) => Some(i.to_string()),
        _ => {
            r.err(
                node.loc,
                ErrorKind::Field(FieldError::ExpectedType {
                    expected: "string",
                    found: node.value.type_name(),
                }),
            );
            None
        }
    }
}
