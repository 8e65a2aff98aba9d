//! Question sets: `game` + `cases: [{id, kind, position, answer?, why?, game?}]`, the input
//! of `tricktutor judge` and of the project's own rule tables.
//!
//! A set is a file its users grow, so it is read as a stream: each case is read, checked and
//! handed on before the next one is read, and memory stays that of one case however long
//! the file is. Only a set that names its `game` after its cases waits for the end.

use super::error::{ErrorKind, LoadError};
use super::fields::Reader;
use super::question::{self, Question};
use super::recent::Tee;
use crate::fields::yaml::{self, Loc, Node, Piece};
use crate::fields::FieldError;
use crate::fields::Fields;
use crate::rules::Game;
use std::collections::HashSet;
use std::io::Read;

/// One case: the question, or the errors that made it unreadable.
#[derive(Debug)]
pub struct Case {
    pub id: String,
    pub question: Option<Question>,
    /// The case says `answer: invalid`: the engine must reject it.
    pub expects_invalid: bool,
    /// Errors in this case's position (expected when the case says `answer: invalid`).
    pub errors: Vec<LoadError>,
}

#[derive(Debug)]
pub struct QuestionSet {
    pub game: Game,
    pub cases: Vec<Case>,
}

/// What reading a set yields, in the order of the file.
#[derive(Debug)]
pub enum Item {
    /// A case, read and checked (its own errors inside).
    Case(Box<Case>),
    /// An error of the file rather than of one case: bad YAML, no `game`, an entry that is
    /// not a case, a duplicate id. The cases around it are still read where possible.
    Error(LoadError),
}

/// Parses a question set held in memory. File-level errors (bad YAML, no `game`, a
/// malformed case list, duplicate ids) are returned as `Err`; per-case position errors are
/// kept in the case.
pub fn parse(name: &str, text: &str) -> Result<QuestionSet, Vec<LoadError>> {
    let mut cases = Vec::new();
    let mut errors = Vec::new();
    let game = stream(name, text.as_bytes(), &mut |item| match item {
        Item::Case(c) => cases.push(*c),
        Item::Error(e) => errors.push(e),
    });
    match game {
        Some(game) if errors.is_empty() => Ok(QuestionSet { game, cases }),
        _ => Err(errors),
    }
}

/// Reads a question set from `input`, handing each case (or file error) to `sink` as soon
/// as it is read. Returns the set's game when it could be read.
pub fn stream(name: &str, input: impl Read, sink: &mut dyn FnMut(Item)) -> Option<Game> {
    let (tee, recent) = Tee::new(input);
    let lines = |n: u32| recent.borrow().line(n);
    let mut set = SetReader {
        lines: &lines,
        root_text: None,
        r: Reader::streamed(name, &lines),
        game: None,
        game_written: false,
        cases_written: false,
        root: None,
        waiting: Vec::new(),
        last_case_line: 0,
        ids: IdSet::default(),
    };
    let read = yaml::stream(tee, "cases", &mut |piece| {
        set.piece(piece, sink);
        // Errors from here on point at this line or later ones.
        if let Some(line) = set.last_line() {
            recent.borrow_mut().forget_before(line);
        }
    });
    match read {
        Err(e) => set.r.err(e.loc, (&e).into()),
        Ok(()) => set.finish(sink),
    }
    set.flush_errors(sink);
    set.game
}

/// Reads one case given whole rather than in a file (a question on the command line),
/// handing it (or what makes it no case) to `sink`. Its values' places are the caller's.
pub fn single(name: &str, game: Game, item: &Node, sink: &mut dyn FnMut(Item)) {
    let no_lines = |_: u32| None;
    let mut set = SetReader {
        lines: &no_lines,
        root_text: None,
        r: Reader::streamed(name, &no_lines),
        game: Some(game),
        game_written: true,
        cases_written: true,
        root: None,
        waiting: Vec::new(),
        last_case_line: 0,
        ids: IdSet::default(),
    };
    set.case(item, sink);
    set.flush_errors(sink);
}

/// The state of one set being read.
struct SetReader<'s> {
    lines: &'s dyn Fn(u32) -> Option<String>,
    /// The line of the top-level mapping's first key, kept for errors found at the end.
    root_text: Option<String>,
    r: Reader<'s>,
    game: Option<Game>,
    /// Whether `game:` and `cases:` were written at all (a bad value counts).
    game_written: bool,
    cases_written: bool,
    /// Where the top-level mapping starts (its first key), for "missing field" errors.
    root: Option<Loc>,
    /// Cases read before the `game:` that comes after them.
    waiting: Vec<Node>,
    /// Where the case read last starts.
    last_case_line: u32,
    ids: IdSet,
}

impl SetReader<'_> {
    fn piece(&mut self, piece: Piece, sink: &mut dyn FnMut(Item)) {
        match piece {
            Piece::Field(key, value) => {
                self.root_at(&key);
                if key.scalar_text().as_deref() == Some("game") {
                    self.game_written = true;
                    self.game = question::read_game(&mut self.r, &value);
                    if self.game.is_some() {
                        for item in std::mem::take(&mut self.waiting) {
                            self.case(&item, sink);
                        }
                    }
                } else {
                    self.r.err(
                        key.loc,
                        ErrorKind::Field(FieldError::UnknownField {
                            field: key.scalar_text().unwrap_or_default(),
                            allowed: vec!["game", "cases"],
                        }),
                    );
                }
            }
            Piece::ListStart(key) => {
                self.root_at(&key);
                self.cases_written = true;
            }
            Piece::Item(item) => match self.game {
                Some(_) => self.case(&item, sink),
                // A bad `game:` was reported already; its cases cannot be read.
                None if self.game_written => {}
                None => self.waiting.push(item),
            },
            Piece::NotAList(key, found) => {
                self.root_at(&key);
                self.cases_written = true;
                let at = self.value_loc(&key);
                self.r.err(
                    at,
                    ErrorKind::Field(FieldError::ExpectedType {
                        expected: "list",
                        found,
                    }),
                );
            }
            Piece::NotAMapping(found) => {
                self.game_written = true;
                self.cases_written = true;
                self.r.err(
                    Loc { line: 1, col: 1 },
                    ErrorKind::Field(FieldError::ExpectedType {
                        expected: "mapping",
                        found,
                    }),
                );
            }
        }
        self.flush_errors(sink);
    }

    /// Notes where the top-level mapping starts, at its first key.
    fn root_at(&mut self, key: &Node) {
        if self.root.is_none() {
            self.root = Some(key.loc);
            self.root_text = (self.lines)(key.loc.line);
        }
    }

    /// Where the value of `key: value` starts, when only the key's place is known (the
    /// value was read as a stream, without its own): after the colon on the key's line, or
    /// at the colon when nothing follows it there.
    fn value_loc(&self, key: &Node) -> Loc {
        let Some(line) = (self.lines)(key.loc.line) else {
            return key.loc;
        };
        let from_key: String = line
            .chars()
            .skip(key.loc.col.saturating_sub(1) as usize)
            .collect();
        let Some(colon) = from_key.find(':') else {
            return key.loc;
        };
        let colon_col = key.loc.col + from_key[..colon].chars().count() as u32;
        let after = &from_key[colon + 1..];
        let spaces = after
            .chars()
            .take_while(|c| *c == ' ' || *c == '\t')
            .count();
        match after.chars().nth(spaces) {
            Some(c) if c != '#' => Loc {
                line: key.loc.line,
                col: colon_col + 1 + spaces as u32,
            },
            _ => Loc {
                line: key.loc.line,
                col: colon_col,
            },
        }
    }

    /// The first line that errors may still point at: the first case waiting for the
    /// game, or else anything from the case just read on.
    fn last_line(&self) -> Option<u32> {
        let line = match self.waiting.first() {
            Some(first) => first.loc.line,
            None => self.last_case_line,
        };
        (line > 0).then_some(line)
    }

    /// Reads one case. Errors that make it no case at all (not a mapping, no id, a bad
    /// `game`, an id used before) are the file's; the others stay with the case.
    fn case(&mut self, item: &Node, sink: &mut dyn FnMut(Item)) {
        self.last_case_line = item.loc.line;
        let r = &mut self.r;
        let game = self.game.expect("cases are read once the game is known");
        let file_errors = r.errors.len();
        let Some(mut cm) = r.map(item) else { return };
        let id = question::read_id(r, &mut cm);
        let case_game = match cm.opt("game") {
            Some(n) => question::read_game(r, n),
            None => Some(game),
        };
        if r.errors.len() > file_errors {
            cm.finish(r);
            return;
        }
        let (Some(id), Some(case_game)) = (id, case_game) else {
            return;
        };
        if !self.ids.insert(&id) {
            r.err(item.loc, ErrorKind::DuplicateId { id });
            return;
        }
        let before = r.errors.len();
        let q = question::read(r, &mut cm, id.clone(), case_game, false);
        cm.finish(r);
        let errors = r.errors.split_off(before);
        let expects_invalid = item.get("answer").and_then(|n| n.as_str()) == Some("invalid");
        sink(Item::Case(Box::new(Case {
            expects_invalid,
            id,
            question: q,
            errors,
        })));
    }

    /// At the end of a file read without a syntax error: what it lacks.
    fn finish(&mut self, sink: &mut dyn FnMut(Item)) {
        let root = self.root.unwrap_or(Loc { line: 1, col: 1 });
        for (written, field) in [(self.game_written, "game"), (self.cases_written, "cases")] {
            if !written {
                // The first line is long gone from the stream: its text was kept.
                sink(Item::Error(LoadError {
                    file: self.r.src.name.to_string(),
                    loc: root,
                    line_text: self.root_text.clone(),
                    kind: ErrorKind::Field(FieldError::MissingField { field }),
                }));
            }
        }
    }

    fn flush_errors(&mut self, sink: &mut dyn FnMut(Item)) {
        for e in self.r.errors.drain(..) {
            sink(Item::Error(e));
        }
    }
}

/// The ids of the cases read so far, to find one used twice. A set of millions of cases
/// must not keep them all: each is kept as a 128-bit fingerprint, 16 bytes, the recent ones
/// in a small hash set and the older ones in one sorted list that batches are merged into
/// (no hash table's spare room, no doubling).
#[derive(Default)]
struct IdSet {
    recent: HashSet<u128>,
    sorted: Vec<u128>,
}

/// How many ids wait in the hash set before they are merged into the sorted list.
const ID_BATCH: usize = 1 << 16;

impl IdSet {
    /// Adds an id; false when it was there already.
    fn insert(&mut self, id: &str) -> bool {
        let fp = fingerprint(id);
        if self.sorted.binary_search(&fp).is_ok() || !self.recent.insert(fp) {
            return false;
        }
        if self.recent.len() >= ID_BATCH {
            self.merge();
        }
        true
    }

    /// Merges the recent ids into the sorted list, in place, from the back.
    fn merge(&mut self) {
        let mut batch: Vec<u128> = self.recent.drain().collect();
        batch.sort_unstable();
        let old = self.sorted.len();
        self.sorted.reserve_exact(batch.len());
        self.sorted.resize(old + batch.len(), 0);
        let (mut i, mut j) = (old, batch.len());
        for k in (0..old + batch.len()).rev() {
            if j == 0 {
                break;
            }
            if i > 0 && self.sorted[i - 1] > batch[j - 1] {
                self.sorted[k] = self.sorted[i - 1];
                i -= 1;
            } else {
                self.sorted[k] = batch[j - 1];
                j -= 1;
            }
        }
    }
}

/// A 128-bit fingerprint of an id: two 64-bit hashes with fixed keys. Two different ids
/// share one with a chance of about 2^-128 per pair, which no set will ever meet.
fn fingerprint(id: &str) -> u128 {
    use std::hash::{DefaultHasher, Hash, Hasher};
    let half = |salt: u8| {
        let mut h = DefaultHasher::new();
        salt.hash(&mut h);
        id.hash(&mut h);
        h.finish()
    };
    (u128::from(half(0)) << 64) | u128::from(half(1))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_used_twice_are_found_across_batches() {
        let mut ids = IdSet::default();
        let n = 3 * ID_BATCH + 17;
        for i in 0..n {
            assert!(ids.insert(&format!("case-{i}")), "{i}");
        }
        assert!(ids.sorted.windows(2).all(|w| w[0] < w[1]));
        for i in [0, 1, ID_BATCH, 2 * ID_BATCH + 5, n - 1] {
            assert!(!ids.insert(&format!("case-{i}")), "{i}");
        }
        assert!(ids.insert("case-new"));
    }

    #[test]
    fn a_set_in_memory_is_read_whole() {
        let text = "game: gaigel\ncases:\n  - id: a\n    kind: card-points\n    position: {cards: [hearts-A]}\n    answer: 11\n";
        let qs = parse("t.yaml", text).unwrap();
        assert_eq!(qs.cases.len(), 1);
        let errors = parse("t.yaml", &text.replace("game: gaigel\n", "")).unwrap_err();
        assert_eq!(
            errors[0].kind,
            ErrorKind::Field(FieldError::MissingField { field: "game" })
        );
        assert_eq!(errors[0].line_text.as_deref(), Some("cases:"));
    }
}
