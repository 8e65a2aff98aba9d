//! The typed reading of fields, with the errors reported where the value was written.

use super::error::FieldError;
use super::yaml::{Loc, Node, Value};
use crate::cards::{Card, Deck, Suit};

/// A reader of one file's tree: where its errors go and which game's cards it reads. The
/// typed fields ([`Fields`]) come with every one, also behind a `dyn`.
pub trait Report {
    /// Reports what is wrong with the value written at `loc`.
    fn error(&mut self, loc: Loc, error: FieldError);

    /// The game whose cards are read, named in card errors.
    fn game(&self) -> &'static str;
}

impl<R: Report + ?Sized> Fields for R {}

/// The typed fields of a tree. Each method returns `None` after reporting the error, so
/// that a reader goes on and reports every error of a file in one run.
pub trait Fields: Report {
    /// Reports a value of the wrong type.
    fn expected(&mut self, node: &Node, expected: &'static str) {
        self.error(
            node.loc,
            FieldError::ExpectedType {
                expected,
                found: node.value.type_name(),
            },
        );
    }

    fn bool(&mut self, node: &Node) -> Option<bool> {
        match node.value {
            Value::Bool(b) => Some(b),
            _ => {
                self.expected(node, "boolean");
                None
            }
        }
    }

    fn int(&mut self, node: &Node, min: i64, max: i64) -> Option<i64> {
        match node.value {
            Value::Int(n) if (min..=max).contains(&n) => Some(n),
            Value::Int(n) => {
                self.error(
                    node.loc,
                    FieldError::OutOfRange {
                        min,
                        max,
                        actual: n,
                    },
                );
                None
            }
            _ => {
                self.expected(node, "integer");
                None
            }
        }
    }

    fn string(&mut self, node: &Node) -> Option<String> {
        match &node.value {
            Value::Str(s) => Some(s.clone()),
            _ => {
                self.expected(node, "string");
                None
            }
        }
    }

    /// A string from a fixed list; returns the list's own `&'static str`.
    fn token(&mut self, node: &Node, allowed: &[&'static str]) -> Option<&'static str> {
        let text = match node.scalar_text() {
            Some(t) => t,
            None => {
                self.expected(node, "string");
                return None;
            }
        };
        match allowed.iter().find(|a| **a == text) {
            Some(a) => Some(a),
            None => {
                self.error(
                    node.loc,
                    FieldError::UnknownValue {
                        value: text,
                        allowed: allowed.iter().map(|s| s.to_string()).collect(),
                    },
                );
                None
            }
        }
    }

    fn card(&mut self, node: &Node, deck: Deck) -> Option<Card> {
        let text = match node.scalar_text() {
            Some(t) => t,
            None => {
                self.expected(node, "card");
                return None;
            }
        };
        match deck.parse_card(&text) {
            Ok(c) => Some(c),
            Err(error) => {
                let game = self.game();
                self.error(node.loc, FieldError::BadCard { error, game });
                None
            }
        }
    }

    fn suit(&mut self, node: &Node, deck: Deck) -> Option<Suit> {
        let text = match node.scalar_text() {
            Some(t) => t,
            None => {
                self.expected(node, "suit");
                return None;
            }
        };
        match deck.parse_suit(&text) {
            Ok(s) => Some(s),
            Err(error) => {
                let game = self.game();
                self.error(node.loc, FieldError::BadCard { error, game });
                None
            }
        }
    }

    /// A list, each element read by `item`; `None` if the node or any element is bad.
    fn list<T>(
        &mut self,
        node: &Node,
        mut item: impl FnMut(&mut Self, &Node) -> Option<T>,
    ) -> Option<Vec<T>> {
        let Some(items) = node.as_list() else {
            self.expected(node, "list");
            return None;
        };
        let mut out = Vec::with_capacity(items.len());
        let mut ok = true;
        for n in items {
            match item(self, n) {
                Some(v) => out.push(v),
                None => ok = false,
            }
        }
        ok.then_some(out)
    }

    fn cards(&mut self, node: &Node, deck: Deck) -> Option<Vec<Card>> {
        self.list(node, |r, n| r.card(n, deck))
    }

    fn suits(&mut self, node: &Node, deck: Deck) -> Option<Vec<Suit>> {
        self.list(node, |r, n| r.suit(n, deck))
    }

    fn strings(&mut self, node: &Node) -> Option<Vec<String>> {
        self.list(node, |r, n| r.string(n))
    }

    /// Starts reading a mapping; reports an error when the node is not one.
    fn map<'n>(&mut self, node: &'n Node) -> Option<MapReader<'n>> {
        match node.as_map() {
            Some(entries) => Some(MapReader {
                node,
                entries,
                seen: Vec::new(),
            }),
            None => {
                self.expected(node, "mapping");
                None
            }
        }
    }
}

/// Reads the fields of one mapping and, at the end, reports the fields nobody asked for.
pub struct MapReader<'n> {
    pub node: &'n Node,
    entries: &'n [(Node, Node)],
    seen: Vec<&'static str>,
}

impl<'n> MapReader<'n> {
    /// The field's value, if present.
    pub fn opt(&mut self, key: &'static str) -> Option<&'n Node> {
        self.seen.push(key);
        self.entries
            .iter()
            .find(|(k, _)| k.scalar_text().as_deref() == Some(key))
            .map(|(_, v)| v)
    }

    /// The field's value; a located error when it is missing.
    pub fn req(&mut self, r: &mut (impl Fields + ?Sized), key: &'static str) -> Option<&'n Node> {
        let v = self.opt(key);
        if v.is_none() {
            r.error(self.node.loc, FieldError::MissingField { field: key });
        }
        v
    }

    /// Whether the field is written at all (without marking it read).
    pub fn has(&self, key: &str) -> bool {
        self.entries
            .iter()
            .any(|(k, _)| k.scalar_text().as_deref() == Some(key))
    }

    /// The location of a field's value, or of the mapping.
    pub fn loc_of(&self, key: &str) -> Loc {
        self.entries
            .iter()
            .find(|(k, _)| k.scalar_text().as_deref() == Some(key))
            .map(|(_, v)| v.loc)
            .unwrap_or(self.node.loc)
    }

    /// Reports every field that was not read; `allowed` lists them for the message.
    pub fn finish(self, r: &mut (impl Fields + ?Sized)) {
        let mut allowed = self.seen.clone();
        allowed.dedup();
        for (k, _) in self.entries {
            let name = k.scalar_text().unwrap_or_default();
            if !self.seen.iter().any(|s| *s == name) {
                r.error(
                    k.loc,
                    FieldError::UnknownField {
                        field: name,
                        allowed: allowed.clone(),
                    },
                );
            }
        }
    }
}
