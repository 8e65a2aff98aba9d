//! One question on the command line: `GAME KIND --field value ...`, read straight into the
//! question structure a set's case has, every value marked with the flag it came from, so
//! that an error names the flag (`--hand: "hearts-Z" is not a card ...`) rather than a
//! place in a document nobody wrote.

use crate::cards::DeckError;
use crate::fields::yaml::{self, Loc, Node, Value};
use crate::fields::FieldError;
use crate::i18n::{join_list, Renderer};
use crate::lesson::error_text::ErrorText;
use crate::lesson::{ErrorKind, LoadError};
use fluent::FluentArgs;

/// Fields whose flag value is a list (comma-separated).
const LIST_FIELDS: &[&str] = &[
    "trick",
    "hand",
    "cards",
    "captured",
    "declared_suits",
    "melds",
    "tricks",
    "in",
    "seen",
    "dealer_hand",
    "partner_hand",
    "held",
    "played",
];

/// Where a value of the question came from. A value's `Loc` holds the number of its
/// origin in its line (`col` 0): 1 for the kind, 2 and on for the flags in order, 0 for
/// what no argument wrote (the question as a whole).
#[derive(Debug)]
pub struct Origins {
    /// The flags as written (`--hand`), in order.
    pub flags: Vec<String>,
    /// The field each flag names (`hand`).
    pub fields: Vec<String>,
    /// Which flags were given without a value.
    pub bare: Vec<bool>,
}

const KIND_LINE: u32 = 1;
const FIRST_FLAG_LINE: u32 = 2;

impl Origins {
    /// The flag a value came from, with its field and whether it had no value.
    pub fn flag(&self, loc: Loc) -> Option<(&str, &str, bool)> {
        let i = loc.line.checked_sub(FIRST_FLAG_LINE)? as usize;
        Some((self.flags.get(i)?, self.fields.get(i)?, self.bare[i]))
    }
}

fn at(line: u32, value: Value) -> Node {
    Node {
        loc: Loc { line, col: 0 },
        value,
    }
}

/// A scalar as YAML would read it, for the few forms a flag's value takes: integers,
/// `true`/`false`, `null`, and text.
fn scalar(line: u32, text: &str) -> Node {
    let text = text.trim();
    let value = if let Ok(n) = text.parse::<i64>() {
        Value::Int(n)
    } else {
        match text {
            "true" => Value::Bool(true),
            "false" => Value::Bool(false),
            "null" | "~" => Value::Null,
            _ => Value::Str(text.to_string()),
        }
    };
    at(line, value)
}

/// Marks every value of a tree with the flag it came from.
fn relocate(node: &mut Node, line: u32) {
    node.loc = Loc { line, col: 0 };
    match &mut node.value {
        Value::List(items) => items.iter_mut().for_each(|n| relocate(n, line)),
        Value::Map(entries) => entries.iter_mut().for_each(|(k, v)| {
            relocate(k, line);
            relocate(v, line);
        }),
        _ => {}
    }
}

/// Why the arguments are not a question.
#[derive(Debug, PartialEq, Eq)]
pub enum FlagError {
    /// A word where `--FIELD` was expected.
    NotAFlag(String),
    /// A value in YAML syntax (`[...]`, `{...}`) that is not valid YAML.
    Syntax { flag: String, message: String },
}

/// The value of one flag, as a YAML value.
fn value(line: u32, field: &str, text: &str) -> Result<Node, String> {
    let split = |text: &str| {
        text.split(',')
            .map(str::trim)
            .filter(|s| !s.is_empty())
            .map(str::to_string)
            .collect::<Vec<_>>()
    };
    let trimmed = text.trim_start();
    Ok(if trimmed.starts_with('[') || trimmed.starts_with('{') {
        let mut node = yaml::parse(text).map_err(|e| e.message)?;
        relocate(&mut node, line);
        node
    } else if field == "auction" {
        // An auction: `0:misere,1:pass` (seat:call, in order).
        let calls = split(text)
            .iter()
            .map(|c| match c.split_once(':') {
                Some((seat, call)) => at(
                    line,
                    Value::Map(vec![
                        (scalar(line, "seat"), scalar(line, seat)),
                        (scalar(line, "call"), scalar(line, call)),
                    ]),
                ),
                None => scalar(line, c),
            })
            .collect();
        at(line, Value::List(calls))
    } else if text.contains('=') {
        // Per team or per seat: `A=5,B=6`.
        let pairs = split(text)
            .iter()
            .filter_map(|p| p.split_once('='))
            .map(|(k, v)| (at(line, Value::Str(k.trim().into())), scalar(line, v)))
            .collect();
        at(line, Value::Map(pairs))
    } else if LIST_FIELDS.contains(&field) {
        at(
            line,
            Value::List(split(text).iter().map(|s| scalar(line, s)).collect()),
        )
    } else {
        scalar(line, text)
    })
}

/// Reads `--field value ...` into the case `{id: question, kind, position: {...}}`.
/// A flag without a value is `true`; the reader of a field that is not a yes/no field
/// turns that into "--flag needs a value" (see [`Origins::bare`]).
pub fn read(kind: &str, rest: &[String]) -> Result<(Node, Origins), FlagError> {
    let mut origins = Origins {
        flags: Vec::new(),
        fields: Vec::new(),
        bare: Vec::new(),
    };
    let mut position = Vec::new();
    let mut i = 0;
    while i < rest.len() {
        let Some(name) = rest[i].strip_prefix("--").filter(|n| !n.is_empty()) else {
            return Err(FlagError::NotAFlag(rest[i].clone()));
        };
        let field = name.replace('-', "_");
        let line = FIRST_FLAG_LINE + origins.flags.len() as u32;
        let given = rest.get(i + 1).filter(|v| !v.starts_with("--"));
        i += if given.is_some() { 2 } else { 1 };
        let node = match given {
            None => at(line, Value::Bool(true)),
            Some(text) => value(line, &field, text).map_err(|message| FlagError::Syntax {
                flag: rest[i - 2].clone(),
                message,
            })?,
        };
        position.push((at(line, Value::Str(field.clone())), node));
        origins.flags.push(format!("--{name}"));
        origins.fields.push(field);
        origins.bare.push(given.is_none());
    }
    let case = at(
        0,
        Value::Map(vec![
            (scalar(0, "id"), scalar(0, "question")),
            (
                scalar(0, "kind"),
                at(KIND_LINE, Value::Str(kind.to_string())),
            ),
            (scalar(0, "position"), at(0, Value::Map(position))),
        ]),
    );
    Ok((case, origins))
}

/// A field as its flag: `stock_empty` is `--stock-empty`.
fn flag_of(field: &str) -> String {
    format!("--{}", field.replace('_', "-"))
}

/// An error in a question given as flags, in words, naming the flag it is about.
pub fn describe(r: &Renderer, origins: &Origins, e: &LoadError) -> String {
    let Some((flag, _, bare)) = origins.flag(e.loc) else {
        return match &e.kind {
            // A field the kind needs and no flag gave.
            ErrorKind::Field(FieldError::MissingField { field }) => {
                let mut args = FluentArgs::new();
                args.set("flag", flag_of(field));
                r.get("judge-flag-missing", &args)
            }
            kind => r.error_message(kind),
        };
    };
    let text = match &e.kind {
        ErrorKind::Field(FieldError::UnknownField { field, allowed }) => {
            let flags: Vec<String> = allowed.iter().map(|f| flag_of(f)).collect();
            let mut args = FluentArgs::new();
            args.set("flags", flags.join(" "));
            match crate::suggest::closest(field, allowed.iter().copied()) {
                Some(near) => {
                    args.set("suggestion", flag_of(near));
                    r.get("judge-flag-unknown-suggest", &args)
                }
                None => r.get("judge-flag-unknown", &args),
            }
        }
        // A flag written without a value reads as "true", which only a yes/no field
        // takes: for any other field, say what the value should have been.
        kind if bare => match expected(r, kind) {
            Some(what) => {
                let mut args = FluentArgs::new();
                args.set("expected", what);
                r.get("judge-flag-needs-value", &args)
            }
            None => r.error_message(kind),
        },
        kind => r.error_message(kind),
    };
    format!("{flag}: {text}")
}

/// What a field expected, from the error its reader gave for a value it could not take.
fn expected(r: &Renderer, kind: &ErrorKind) -> Option<String> {
    Some(match kind {
        ErrorKind::Field(FieldError::ExpectedType { expected, .. }) => {
            r.t(&format!("type-{expected}"))
        }
        ErrorKind::Field(FieldError::OutOfRange { min, max, .. }) => format!("{min}–{max}"),
        ErrorKind::Field(FieldError::UnknownValue { allowed, .. }) => {
            let mut args = FluentArgs::new();
            args.set("values", join_list(r, allowed));
            r.get("judge-expects-one-of", &args)
        }
        ErrorKind::Field(FieldError::BadCard {
            error: DeckError::UnknownSuit { suits, .. },
            ..
        }) => {
            let mut args = FluentArgs::new();
            args.set("suits", crate::i18n::join_list(r, suits));
            r.get("judge-expects-suit", &args)
        }
        ErrorKind::Field(FieldError::BadCard { .. }) => r.t("judge-expects-card"),
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(s: &str) -> Vec<String> {
        s.split(' ').map(String::from).collect()
    }

    #[test]
    fn flags_become_a_question() {
        let (case, origins) = read(
            "legal-plays",
            &args(
                "--trump acorns --stock-empty --trick hearts-K --hand hearts-A,hearts-U,bells-10",
            ),
        )
        .unwrap();
        let position = case.get("position").unwrap();
        assert_eq!(
            position.get("stock_empty").unwrap().value,
            Value::Bool(true)
        );
        assert_eq!(position.get("trump").unwrap().as_str(), Some("acorns"));
        let hand = position.get("hand").unwrap().as_list().unwrap();
        assert_eq!(hand.len(), 3);
        assert_eq!(hand[2].as_str(), Some("bells-10"));
        // Each value knows its flag.
        assert_eq!(origins.flag(hand[2].loc), Some(("--hand", "hand", false)));
        let bare = position.get("stock_empty").unwrap().loc;
        assert_eq!(
            origins.flag(bare),
            Some(("--stock-empty", "stock_empty", true))
        );
        assert_eq!(origins.flag(case.get("kind").unwrap().loc), None);
    }

    #[test]
    fn values_take_the_shape_of_their_field() {
        let mut given = args("--game-points A=5,B=6 --auction 0:misere,1:pass --tricks 3,null,1 --players 5 --figures");
        given.push("{gleich: {value: 1}}".into());
        let (case, _) = read("x", &given).unwrap();
        let p = case.get("position").unwrap();
        assert_eq!(
            p.get("game_points").unwrap().get("B").unwrap().value,
            Value::Int(6)
        );
        let auction = p.get("auction").unwrap().as_list().unwrap();
        assert_eq!(auction[1].get("call").unwrap().as_str(), Some("pass"));
        assert_eq!(auction[1].get("seat").unwrap().value, Value::Int(1));
        let tricks = p.get("tricks").unwrap().as_list().unwrap();
        assert_eq!(tricks[1].value, Value::Null);
        assert_eq!(p.get("players").unwrap().value, Value::Int(5));
        let figures = p.get("figures").unwrap();
        assert_eq!(figures.get("gleich").unwrap().loc, Loc { line: 6, col: 0 });
    }

    #[test]
    fn a_word_where_a_flag_belongs_is_refused() {
        assert_eq!(
            read("x", &args("--hand a b")).unwrap_err(),
            FlagError::NotAFlag("b".into())
        );
        assert!(matches!(
            read("x", &args("--hand [a,")).unwrap_err(),
            FlagError::Syntax { flag, .. } if flag == "--hand"
        ));
    }
}
