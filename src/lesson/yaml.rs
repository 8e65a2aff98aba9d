//! All YAML handling lives here, so the YAML library can be swapped: the text is parsed
//! (with serde-saphyr, under its budgets against alias bombs and deep nesting) into a plain
//! tree of [`Node`]s, each carrying its line and column. Everything above reads that tree
//! and reports located errors of its own.

use serde::de::{self, Deserialize, Deserializer, MapAccess, SeqAccess, Visitor};
use serde_saphyr::{Options, Spanned};
use std::fmt;

/// A position in a source text, 1-based (0 = unknown).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord)]
pub struct Loc {
    pub line: u32,
    pub col: u32,
}

/// A YAML value with where it was written.
#[derive(Clone, Debug, PartialEq)]
pub struct Node {
    pub loc: Loc,
    pub value: Value,
}

#[derive(Clone, Debug, PartialEq)]
pub enum Value {
    Null,
    Bool(bool),
    Int(i64),
    Float(f64),
    Str(String),
    List(Vec<Node>),
    /// Keys in the order written (duplicate keys are a YAML error already).
    Map(Vec<(Node, Node)>),
}

impl Value {
    /// A short name of the value's type, for "expected X, found Y" errors.
    pub fn type_name(&self) -> &'static str {
        match self {
            Value::Null => "null",
            Value::Bool(_) => "boolean",
            Value::Int(_) => "integer",
            Value::Float(_) => "number",
            Value::Str(_) => "string",
            Value::List(_) => "list",
            Value::Map(_) => "mapping",
        }
    }
}

impl Node {
    pub fn as_str(&self) -> Option<&str> {
        match &self.value {
            Value::Str(s) => Some(s),
            _ => None,
        }
    }

    /// A scalar written as text in the YAML: strings, and numbers/booleans as written
    /// (so a key `A:` or `0:` reads the same way).
    pub fn scalar_text(&self) -> Option<String> {
        match &self.value {
            Value::Str(s) => Some(s.clone()),
            Value::Int(i) => Some(i.to_string()),
            Value::Bool(b) => Some(b.to_string()),
            _ => None,
        }
    }

    pub fn as_map(&self) -> Option<&[(Node, Node)]> {
        match &self.value {
            Value::Map(m) => Some(m),
            _ => None,
        }
    }

    pub fn as_list(&self) -> Option<&[Node]> {
        match &self.value {
            Value::List(l) => Some(l),
            _ => None,
        }
    }

    /// The value under `key` in a mapping.
    pub fn get(&self, key: &str) -> Option<&Node> {
        self.as_map()?
            .iter()
            .find(|(k, _)| k.scalar_text().as_deref() == Some(key))
            .map(|(_, v)| v)
    }
}

/// A YAML syntax (or budget) error, located.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SyntaxError {
    pub loc: Loc,
    pub message: String,
}

/// Parses a YAML document. An empty document is `Null`.
pub fn parse(text: &str) -> Result<Node, SyntaxError> {
    let mut options = Options::default();
    options.with_snippet = false;
    // YAML 1.2 booleans only: `n`, `no`, `off` are strings (a field `n:` stays a key).
    options.strict_booleans = true;
    if let Some(budget) = options.budget.as_mut() {
        // Lessons are small: a tight budget keeps a hostile file cheap to reject.
        budget.max_events = 200_000;
        budget.max_depth = 64;
        budget.max_aliases = 1_000;
        budget.max_anchors = 1_000;
    }
    if text.trim().is_empty() {
        return Ok(Node {
            loc: Loc { line: 1, col: 1 },
            value: Value::Null,
        });
    }
    serde_saphyr::from_str_with_options::<Node>(text, options).map_err(|e| {
        let loc = e
            .location()
            .map(|l| Loc {
                line: l.line() as u32,
                col: l.column() as u32,
            })
            .unwrap_or_default();
        SyntaxError {
            loc,
            message: plain_message(&e.to_string()),
        }
    })
}

/// serde-saphyr's message without its own location suffix (we print ours).
fn plain_message(full: &str) -> String {
    let first = full.lines().next().unwrap_or(full).trim();
    match first.rfind(" at line ") {
        Some(i) => first[..i].to_string(),
        None => first.to_string(),
    }
}

impl<'de> Deserialize<'de> for Node {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Node, D::Error> {
        let spanned = Spanned::<Value>::deserialize(d)?;
        Ok(Node {
            loc: Loc {
                line: spanned.referenced.line() as u32,
                col: spanned.referenced.column() as u32,
            },
            value: spanned.value,
        })
    }
}

impl<'de> Deserialize<'de> for Value {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Value, D::Error> {
        d.deserialize_any(ValueVisitor)
    }
}

struct ValueVisitor;

impl<'de> Visitor<'de> for ValueVisitor {
    type Value = Value;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("any YAML value")
    }
    fn visit_bool<E>(self, v: bool) -> Result<Value, E> {
        Ok(Value::Bool(v))
    }
    fn visit_i64<E>(self, v: i64) -> Result<Value, E> {
        Ok(Value::Int(v))
    }
    fn visit_u64<E: de::Error>(self, v: u64) -> Result<Value, E> {
        i64::try_from(v)
            .map(Value::Int)
            .map_err(|_| E::custom("integer too large"))
    }
    fn visit_f64<E>(self, v: f64) -> Result<Value, E> {
        Ok(Value::Float(v))
    }
    fn visit_str<E>(self, v: &str) -> Result<Value, E> {
        Ok(Value::Str(v.to_string()))
    }
    fn visit_string<E>(self, v: String) -> Result<Value, E> {
        Ok(Value::Str(v))
    }
    fn visit_unit<E>(self) -> Result<Value, E> {
        Ok(Value::Null)
    }
    fn visit_none<E>(self) -> Result<Value, E> {
        Ok(Value::Null)
    }
    fn visit_some<D: Deserializer<'de>>(self, d: D) -> Result<Value, D::Error> {
        Value::deserialize(d)
    }
    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Value, A::Error> {
        let mut items = Vec::new();
        while let Some(node) = seq.next_element::<Node>()? {
            items.push(node);
        }
        Ok(Value::List(items))
    }
    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Value, A::Error> {
        let mut entries = Vec::new();
        while let Some(key) = map.next_key::<Node>()? {
            let value = map.next_value::<Node>()?;
            entries.push((key, value));
        }
        Ok(Value::Map(entries))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nodes_know_where_they_are() {
        let text = "game: gaigel\ncases:\n  - id: x\n    hand: [hearts-A, bells-10]\n    n: 3\n";
        let root = parse(text).unwrap();
        let cases = root.get("cases").unwrap().as_list().unwrap();
        let hand = cases[0].get("hand").unwrap().as_list().unwrap();
        assert_eq!(hand[1].as_str(), Some("bells-10"));
        assert_eq!(hand[1].loc, Loc { line: 4, col: 22 });
        assert_eq!(cases[0].get("n").unwrap().value, Value::Int(3));
    }

    #[test]
    fn syntax_errors_are_located() {
        let err = parse("a: [1, 2\nb: 3\n").unwrap_err();
        assert!(err.loc.line >= 1, "{err:?}");
        assert!(!err.message.is_empty());
    }

    #[test]
    fn alias_bombs_are_refused() {
        let mut bomb = String::from("a: &a [x, x, x, x, x, x, x, x, x, x]\n");
        for i in 0..12 {
            let prev = if i == 0 {
                "a".to_string()
            } else {
                format!("b{}", i - 1)
            };
            bomb.push_str(&format!(
                "b{i}: &b{i} [*{prev}, *{prev}, *{prev}, *{prev}, *{prev}, *{prev}, *{prev}, *{prev}, *{prev}, *{prev}]\n"
            ));
        }
        assert!(parse(&bomb).is_err());
    }
}
