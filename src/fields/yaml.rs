//! All YAML handling lives here, so the YAML library can be swapped: the text is parsed
//! (with serde-saphyr, under its budgets against alias bombs and deep nesting) into a plain
//! tree of [`Node`]s, each carrying its line and column. Everything above reads that tree
//! and reports located errors of its own.

use serde::de::{self, Deserialize, DeserializeSeed, Deserializer, MapAccess, SeqAccess, Visitor};
use serde_saphyr::budget::BudgetBreach;
use serde_saphyr::{Options, Spanned};
use std::cell::Cell;
use std::fmt;
use std::io::Read;

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

/// A YAML syntax error, or a document beyond one of the reader's limits, located.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SyntaxError {
    pub loc: Loc,
    /// The parser's message; for a limit, the same thing in plain English.
    pub message: String,
    /// Which limit the document went beyond, if that is what went wrong.
    pub limit: Option<Limit>,
}

/// A limit of the YAML reader. They keep a hostile file (an alias bomb, a document nested
/// thousands deep) cheap to refuse; a file a person writes never comes near them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Limit {
    /// Lists and mappings nested deeper than this.
    Depth(usize),
    /// More aliases (`*name`) than this.
    Aliases(usize),
    /// More anchors (`&name`) than this.
    Anchors(usize),
    /// Aliases that expand to far more than was written (a "billion laughs").
    Expansion,
    /// More values (scalars, lists, mappings) than this in one document, or in one case
    /// of a question set.
    Values(usize),
    /// More text than the reader takes.
    Size,
}

impl Limit {
    /// The limit in plain English (the tutor shows its own translated text).
    pub fn describe(self) -> String {
        match self {
            Limit::Depth(n) => format!("nested more than {n} levels deep"),
            Limit::Aliases(n) => format!("more than {n} aliases (*name)"),
            Limit::Anchors(n) => format!("more than {n} anchors (&name)"),
            Limit::Expansion => "aliases that expand to far more than was written".into(),
            Limit::Values(n) => format!("more than {n} values in one piece"),
            Limit::Size => "too much text".into(),
        }
    }
}

/// Events in one document read whole (a lesson, a manifest).
const MAX_EVENTS: usize = 200_000;
const MAX_DEPTH: usize = 64;
const MAX_ALIASES: usize = 1_000;
const MAX_ANCHORS: usize = 1_000;
/// Values in one item of a streamed list (one case of a question set). A case holds a few
/// dozen; the bound is what keeps an alias that expands inside one case cheap to refuse.
pub const MAX_ITEM_VALUES: usize = 50_000;

fn options() -> Options {
    let mut options = Options::default();
    options.with_snippet = false;
    // YAML 1.2 booleans only: `n`, `no`, `off` are strings (a field `n:` stays a key).
    options.strict_booleans = true;
    if let Some(budget) = options.budget.as_mut() {
        // Lessons are small: a tight budget keeps a hostile file cheap to reject.
        budget.max_events = MAX_EVENTS;
        budget.max_depth = MAX_DEPTH;
        budget.max_aliases = MAX_ALIASES;
        budget.max_anchors = MAX_ANCHORS;
    }
    options
}

/// Parses a YAML document. An empty document is `Null`.
pub fn parse(text: &str) -> Result<Node, SyntaxError> {
    if text.trim().is_empty() {
        return Ok(Node {
            loc: Loc { line: 1, col: 1 },
            value: Value::Null,
        });
    }
    serde_saphyr::from_str_with_options::<Node>(text, options()).map_err(|e| syntax_error(&e))
}

fn syntax_error(e: &serde_saphyr::Error) -> SyntaxError {
    let loc = e
        .location()
        .map(|l| Loc {
            line: l.line() as u32,
            col: l.column() as u32,
        })
        .unwrap_or_default();
    let limit = ITEM_BUDGET
        .with(|b| b.breached.get())
        .then_some(Limit::Values(MAX_ITEM_VALUES))
        .or_else(|| breach(e).map(limit_of))
        .or_else(|| too_deep_to_scan(e).then_some(Limit::Depth(MAX_DEPTH)));
    SyntaxError {
        loc,
        message: match limit {
            Some(l) => l.describe(),
            None => plain_message(&e.to_string()),
        },
        limit,
    }
}

/// The budget breach behind an error, through the wrappers the parser adds.
fn breach(e: &serde_saphyr::Error) -> Option<&BudgetBreach> {
    let mut e = e;
    loop {
        match e {
            serde_saphyr::Error::Budget { breach, .. } => return Some(breach),
            serde_saphyr::Error::WithSnippet { error, .. }
            | serde_saphyr::Error::AliasError { error, .. } => e = error,
            _ => return None,
        }
    }
}

/// Flow collections nested so deep that the scanner stops before the depth budget sees
/// them (`[[[[...` hundreds deep): the same limit, met earlier.
fn too_deep_to_scan(e: &serde_saphyr::Error) -> bool {
    use serde_saphyr::granit_parser::ErrorKind as ScanKind;
    let mut e = e;
    loop {
        match e {
            serde_saphyr::Error::ExternalMessage { source, .. } => {
                return matches!(
                    source.as_ref(),
                    serde_saphyr::ExternalMessageSource::Parser(scan)
                        if matches!(scan.kind(), ScanKind::RecursionLimitExceeded)
                )
            }
            serde_saphyr::Error::WithSnippet { error, .. }
            | serde_saphyr::Error::AliasError { error, .. } => e = error,
            _ => return false,
        }
    }
}

fn limit_of(b: &BudgetBreach) -> Limit {
    match b {
        BudgetBreach::Depth { .. } | BudgetBreach::InclusionDepth { .. } => Limit::Depth(MAX_DEPTH),
        BudgetBreach::Aliases { .. } => Limit::Aliases(MAX_ALIASES),
        BudgetBreach::Anchors { .. } => Limit::Anchors(MAX_ANCHORS),
        BudgetBreach::AliasAnchorRatio { .. }
        | BudgetBreach::RecordedAnchorEvents { .. }
        | BudgetBreach::RecordedAnchorBytes { .. }
        | BudgetBreach::MergeKeys { .. } => Limit::Expansion,
        BudgetBreach::Events { .. } | BudgetBreach::Nodes { .. } => Limit::Values(MAX_EVENTS),
        _ => Limit::Size,
    }
}

/// serde-saphyr's message without its own location suffix (we print ours).
fn plain_message(full: &str) -> String {
    let first = full.lines().next().unwrap_or(full).trim();
    match first.rfind(" at line ") {
        Some(i) => first[..i].to_string(),
        None => first.to_string(),
    }
}

/// One piece of a document read as a stream by [`stream`], in the order written.
#[derive(Debug)]
pub enum Piece {
    /// A top-level field other than the streamed one, whole: key and value.
    Field(Node, Node),
    /// The streamed field's key; its items follow one by one.
    ListStart(Node),
    /// One item of the streamed list, whole.
    Item(Node),
    /// The streamed field's key, when its value is not a list (the value's type).
    NotAList(Node, &'static str),
    /// The document is not a mapping (its type).
    NotAMapping(&'static str),
}

/// Reads a document whose top level is a mapping, handing each item of the list under
/// `list_key` to `sink` as soon as it is read, so that a list of a million items takes
/// the memory of one. The limits on depth, anchors and aliases hold for the whole
/// document; the limit on values holds for each item (and each other field) on its own.
pub fn stream(
    input: impl Read,
    list_key: &str,
    sink: &mut dyn FnMut(Piece),
) -> Result<(), SyntaxError> {
    let mut options = options();
    if let Some(budget) = options.budget.as_mut() {
        // The file may be as long as it likes: the cost is per item, checked below.
        budget.max_events = usize::MAX;
        budget.max_nodes = usize::MAX;
        budget.max_total_scalar_bytes = usize::MAX;
        budget.max_reader_input_bytes = None;
        // What anchors may keep for later aliases stays small, whatever the length.
        budget.max_recorded_anchor_events = 100_000;
        budget.max_recorded_anchor_bytes = 16 << 20;
    }
    let _guard = ItemBudgetGuard::new();
    let root = RootSeed { list_key, sink };
    serde_saphyr::with_deserializer_from_reader_with_options(input, options, |d| {
        root.deserialize(d)
    })
    .map_err(|e| syntax_error(&e))
}

/// The values left to the item being read (`None`: no limit, a document read whole).
/// Thread-local because serde builds each [`Node`] without a way to pass state in.
struct ItemBudget {
    left: Cell<Option<usize>>,
    breached: Cell<bool>,
}

thread_local! {
    static ITEM_BUDGET: ItemBudget = const {
        ItemBudget { left: Cell::new(None), breached: Cell::new(false) }
    };
}

/// Starts a fresh budget for the next item.
fn refill_item_budget() {
    ITEM_BUDGET.with(|b| b.left.set(Some(MAX_ITEM_VALUES)));
}

/// Takes one value from the budget; false when it is spent.
fn spend_item_budget() -> bool {
    ITEM_BUDGET.with(|b| match b.left.get() {
        None => true,
        Some(0) => {
            b.breached.set(true);
            false
        }
        Some(n) => {
            b.left.set(Some(n - 1));
            true
        }
    })
}

/// Clears the item budget when a stream ends, however it ends.
struct ItemBudgetGuard;

impl ItemBudgetGuard {
    fn new() -> ItemBudgetGuard {
        ITEM_BUDGET.with(|b| {
            b.left.set(None);
            b.breached.set(false);
        });
        ItemBudgetGuard
    }
}

impl Drop for ItemBudgetGuard {
    fn drop(&mut self) {
        ITEM_BUDGET.with(|b| {
            b.left.set(None);
            b.breached.set(false);
        });
    }
}

struct RootSeed<'a, 'k> {
    list_key: &'k str,
    sink: &'a mut dyn FnMut(Piece),
}

impl<'de> DeserializeSeed<'de> for RootSeed<'_, '_> {
    type Value = ();
    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<(), D::Error> {
        d.deserialize_any(self)
    }
}

/// The scalar visits of a visitor that expects a collection: each reports the type it
/// found through the visitor's own `other`.
macro_rules! other_types {
    () => {
        fn visit_bool<E: de::Error>(self, _: bool) -> Result<(), E> {
            self.other("boolean")
        }
        fn visit_i64<E: de::Error>(self, _: i64) -> Result<(), E> {
            self.other("integer")
        }
        fn visit_u64<E: de::Error>(self, _: u64) -> Result<(), E> {
            self.other("integer")
        }
        fn visit_f64<E: de::Error>(self, _: f64) -> Result<(), E> {
            self.other("number")
        }
        fn visit_str<E: de::Error>(self, _: &str) -> Result<(), E> {
            self.other("string")
        }
        fn visit_unit<E: de::Error>(self) -> Result<(), E> {
            self.other("null")
        }
        fn visit_none<E: de::Error>(self) -> Result<(), E> {
            self.other("null")
        }
        fn visit_some<D: Deserializer<'de>>(self, d: D) -> Result<(), D::Error> {
            let found = Value::deserialize(d)?.type_name();
            self.other(found)
        }
    };
}

impl<'de> Visitor<'de> for RootSeed<'_, '_> {
    type Value = ();

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("a mapping")
    }

    other_types!();

    fn visit_seq<A: SeqAccess<'de>>(self, seq: A) -> Result<(), A::Error> {
        let found = ValueVisitor.visit_seq(seq)?.type_name();
        self.other(found)
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<(), A::Error> {
        loop {
            refill_item_budget();
            let Some(key) = map.next_key::<Node>()? else {
                break;
            };
            if key.scalar_text().as_deref() == Some(self.list_key) {
                map.next_value_seed(ListSeed {
                    key,
                    sink: &mut *self.sink,
                })?;
            } else {
                refill_item_budget();
                let value = map.next_value::<Node>()?;
                (self.sink)(Piece::Field(key, value));
            }
        }
        Ok(())
    }
}

impl RootSeed<'_, '_> {
    fn other<E>(self, found: &'static str) -> Result<(), E> {
        (self.sink)(Piece::NotAMapping(found));
        Ok(())
    }
}

struct ListSeed<'a> {
    key: Node,
    sink: &'a mut dyn FnMut(Piece),
}

impl<'de> DeserializeSeed<'de> for ListSeed<'_> {
    type Value = ();
    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<(), D::Error> {
        d.deserialize_any(self)
    }
}

impl<'de> Visitor<'de> for ListSeed<'_> {
    type Value = ();

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("a list")
    }

    other_types!();

    fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<(), A::Error> {
        let found = ValueVisitor.visit_map(map)?.type_name();
        self.other(found)
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<(), A::Error> {
        (self.sink)(Piece::ListStart(self.key));
        loop {
            refill_item_budget();
            let Some(item) = seq.next_element::<Node>()? else {
                break;
            };
            (self.sink)(Piece::Item(item));
        }
        Ok(())
    }
}

impl ListSeed<'_> {
    fn other<E>(self, found: &'static str) -> Result<(), E> {
        (self.sink)(Piece::NotAList(self.key, found));
        Ok(())
    }
}

impl<'de> Deserialize<'de> for Node {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Node, D::Error> {
        if !spend_item_budget() {
            return Err(de::Error::custom(Limit::Values(MAX_ITEM_VALUES).describe()));
        }
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

    #[test]
    fn limits_are_named_in_plain_words() {
        // Reading 64 levels deep takes more stack than a test thread has in a debug build
        // (the commands run on the main thread, which has enough).
        let deep = format!("a: {}{}\n", "[".repeat(100), "]".repeat(100));
        let err = std::thread::Builder::new()
            .stack_size(64 << 20)
            .spawn(move || parse(&deep))
            .unwrap()
            .join()
            .unwrap()
            .unwrap_err();
        assert_eq!(err.limit, Some(Limit::Depth(MAX_DEPTH)));
        assert_eq!(err.message, "nested more than 64 levels deep");
        let big = format!("a: [{}]\n", "1, ".repeat(MAX_EVENTS));
        let err = parse(&big).unwrap_err();
        assert_eq!(err.limit, Some(Limit::Values(MAX_EVENTS)));
        assert!(!err.message.contains("budget"), "{}", err.message);
    }

    /// Streams the list under `cases`, recording what arrives.
    fn pieces(text: &str) -> (Vec<String>, Result<(), SyntaxError>) {
        let mut seen = Vec::new();
        let result = stream(text.as_bytes(), "cases", &mut |p| {
            seen.push(match p {
                Piece::Field(k, v) => format!("field {} {:?}", k.as_str().unwrap(), v.loc),
                Piece::ListStart(k) => format!("list {:?}", k.loc),
                Piece::Item(n) => format!("item {:?} {:?}", n.get("id").map(|i| &i.value), n.loc),
                Piece::NotAList(k, found) => format!("not a list {:?} {found}", k.loc),
                Piece::NotAMapping(found) => format!("not a mapping {found}"),
            })
        });
        (seen, result)
    }

    #[test]
    fn a_list_is_streamed_item_by_item_with_places() {
        let (seen, result) = pieces("game: g\ncases:\n  - id: a\n  - {id: b}\nafter: 1\n");
        assert_eq!(result, Ok(()));
        assert_eq!(
            seen,
            [
                "field game Loc { line: 1, col: 7 }",
                "list Loc { line: 2, col: 1 }",
                "item Some(Str(\"a\")) Loc { line: 3, col: 5 }",
                "item Some(Str(\"b\")) Loc { line: 4, col: 5 }",
                "field after Loc { line: 5, col: 8 }",
            ]
        );
        assert_eq!(
            pieces("cases: 3\n").0,
            ["not a list Loc { line: 1, col: 1 } integer"]
        );
        assert_eq!(pieces("[1, 2]\n").0, ["not a mapping list"]);
    }

    #[test]
    fn each_item_has_its_own_budget_of_values() {
        // Many items of a few values each pass, however many there are ...
        let mut text = String::from("cases:\n");
        for _ in 0..(MAX_ITEM_VALUES / 2) {
            text.push_str("  - [1, 2, 3]\n");
        }
        let (seen, result) = pieces(&text);
        assert_eq!(result, Ok(()));
        assert_eq!(seen.len(), MAX_ITEM_VALUES / 2 + 1);
        // ... one item beyond the budget does not.
        let text = format!("cases:\n  - [{}]\n", "1, ".repeat(MAX_ITEM_VALUES));
        let err = pieces(&text).1.unwrap_err();
        assert_eq!(err.limit, Some(Limit::Values(MAX_ITEM_VALUES)));
        // A document read whole afterwards has no item budget left over.
        assert!(parse("a: [1, 2]\n").is_ok());
    }
}
