//! Typed reading of YAML nodes with located errors: mappings with known fields, cards,
//! suits, tokens from a fixed list, integers in a range. Errors are collected, not thrown,
//! so that one run of `check` reports every problem of a file.

use super::error::{ErrorKind, LoadError, Source};
use super::yaml::{Loc, Node, Value};
use crate::cards::{Card, Deck, Suit};

/// Collects errors while reading one file.
pub struct Reader<'s> {
    pub src: Source<'s>,
    pub errors: Vec<LoadError>,
    /// The game name used in card errors.
    pub game: &'static str,
    /// Where the lines of a file read as a stream come from (its text is not kept whole).
    lines: Option<&'s dyn Fn(u32) -> Option<String>>,
}

impl<'s> Reader<'s> {
    pub fn new(name: &'s str, text: &'s str) -> Reader<'s> {
        Reader {
            src: Source { name, text },
            errors: Vec::new(),
            game: "",
            lines: None,
        }
    }

    /// A reader for a file read as a stream: `lines` gives the text of a line for the
    /// error snippets, while the line is still at hand.
    pub fn streamed(name: &'s str, lines: &'s dyn Fn(u32) -> Option<String>) -> Reader<'s> {
        Reader {
            lines: Some(lines),
            ..Reader::new(name, "")
        }
    }

    pub fn err(&mut self, loc: Loc, kind: ErrorKind) {
        let error = match self.lines {
            Some(lines) => LoadError {
                file: self.src.name.to_string(),
                loc,
                line_text: (loc.line > 0)
                    .then(|| lines(loc.line))
                    .flatten()
                    .map(|l| super::error::snippet_text(&l, loc.col)),
                kind,
            },
            None => self.src.error(loc, kind),
        };
        self.errors.push(error);
    }

    fn expected(&mut self, node: &Node, expected: &'static str) {
        self.err(
            node.loc,
            ErrorKind::ExpectedType {
                expected,
                found: node.value.type_name(),
            },
        );
    }

    pub fn bool(&mut self, node: &Node) -> Option<bool> {
        match node.value {
            Value::Bool(b) => Some(b),
            _ => {
                self.expected(node, "boolean");
                None
            }
        }
    }

    pub fn int(&mut self, node: &Node, min: i64, max: i64) -> Option<i64> {
        match node.value {
            Value::Int(n) if (min..=max).contains(&n) => Some(n),
            Value::Int(n) => {
                self.err(
                    node.loc,
                    ErrorKind::OutOfRange {
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

    pub fn string(&mut self, node: &Node) -> Option<String> {
        match &node.value {
            Value::Str(s) => Some(s.clone()),
            _ => {
                self.expected(node, "string");
                None
            }
        }
    }

    /// A string from a fixed list; returns the list's own `&'static str`.
    pub fn token(&mut self, node: &Node, allowed: &[&'static str]) -> Option<&'static str> {
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
                self.err(
                    node.loc,
                    ErrorKind::UnknownValue {
                        value: text,
                        allowed: allowed.iter().map(|s| s.to_string()).collect(),
                    },
                );
                None
            }
        }
    }

    pub fn card(&mut self, node: &Node, deck: Deck) -> Option<Card> {
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
                let game = self.game;
                self.err(node.loc, ErrorKind::BadCard { error, game });
                None
            }
        }
    }

    pub fn suit(&mut self, node: &Node, deck: Deck) -> Option<Suit> {
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
                let game = self.game;
                self.err(node.loc, ErrorKind::BadCard { error, game });
                None
            }
        }
    }

    /// A list, each element read by `item`; `None` if the node or any element is bad.
    pub fn list<T>(
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

    pub fn cards(&mut self, node: &Node, deck: Deck) -> Option<Vec<Card>> {
        self.list(node, |r, n| r.card(n, deck))
    }

    pub fn suits(&mut self, node: &Node, deck: Deck) -> Option<Vec<Suit>> {
        self.list(node, |r, n| r.suit(n, deck))
    }

    pub fn strings(&mut self, node: &Node) -> Option<Vec<String>> {
        self.list(node, |r, n| r.string(n))
    }

    /// Starts reading a mapping; reports an error when the node is not one.
    pub fn map<'n>(&mut self, node: &'n Node) -> Option<MapReader<'n>> {
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
    pub fn req(&mut self, r: &mut Reader, key: &'static str) -> Option<&'n Node> {
        let v = self.opt(key);
        if v.is_none() {
            r.err(self.node.loc, ErrorKind::MissingField { field: key });
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
    pub fn finish(self, r: &mut Reader) {
        let mut allowed = self.seen.clone();
        allowed.dedup();
        for (k, _) in self.entries {
            let name = k.scalar_text().unwrap_or_default();
            if !self.seen.iter().any(|s| *s == name) {
                r.err(
                    k.loc,
                    ErrorKind::UnknownField {
                        field: name,
                        allowed: allowed.clone(),
                    },
                );
            }
        }
    }
}
