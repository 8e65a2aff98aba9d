//! `judge --json`: answers and verdicts as JSON values, and the one JSON document of a run,
//! written case by case as the cases are judged (a set of a million cases is never held).

use crate::i18n::Renderer;
use crate::rules::{Answer, Verdict};
use serde_json::{json, Value};

pub fn answer(a: &Answer) -> Value {
    match a {
        Answer::Cards(cs) | Answer::CardSequence(cs) => {
            json!(cs.iter().map(|c| c.to_string()).collect::<Vec<_>>())
        }
        Answer::Index(i) => json!(i),
        Answer::Int(n) => json!(n),
        Answer::Bool(b) => json!(b),
        Answer::Choice(c) => json!(c),
        Answer::Ints(kv) => {
            let mut m = serde_json::Map::new();
            for (k, v) in kv {
                m.insert(k.to_string(), json!(v));
            }
            Value::Object(m)
        }
        Answer::Tokens(ts) => json!(ts),
        Answer::Seated { key, items } => Value::Array(
            items
                .iter()
                .map(|(s, t)| {
                    let mut m = serde_json::Map::new();
                    m.insert("seat".into(), json!(s));
                    m.insert(key.to_string(), json!(t));
                    Value::Object(m)
                })
                .collect(),
        ),
        Answer::Record(parts) => {
            let mut m = serde_json::Map::new();
            for (k, v) in parts {
                m.insert(k.to_string(), answer(v));
            }
            Value::Object(m)
        }
        Answer::IntList(v) => json!(v),
        Answer::CardPatterns(items) => {
            let mut m = serde_json::Map::new();
            for (c, p) in items {
                m.insert(c.to_string(), json!(p));
            }
            Value::Object(m)
        }
        Answer::Seat(s) => json!(s),
    }
}

/// The reasons of a verdict, and its per-card verdicts, in words.
pub fn verdict(r: &Renderer, v: &Verdict) -> (Value, Value) {
    let reasons: Vec<Value> = v
        .reasons
        .iter()
        .map(|x| json!({"rule": x.rule, "text": r.reason(x)}))
        .collect();
    let cards: Vec<Value> = v
        .cards
        .iter()
        .map(|c| {
            json!({"card": c.card.to_string(), "legal": c.legal, "rule": c.reason.rule,
                   "text": r.reason(&c.reason)})
        })
        .collect();
    (json!(reasons), json!(cards))
}

/// The document `{"cases": [...], "failed": n, "invalid": b, "passed": n}`, printed as it
/// grows, byte for byte as `serde_json::to_string_pretty` prints it whole.
#[derive(Default)]
pub struct Document {
    cases: usize,
}

impl Document {
    /// The text that adds one case record (printed with a line break after it).
    pub fn case(&mut self, record: &Value) -> String {
        let text = serde_json::to_string_pretty(record).unwrap_or_default();
        let mut out = String::with_capacity(text.len() + 64);
        out.push_str(if self.cases == 0 {
            "{\n  \"cases\": [\n"
        } else {
            ",\n"
        });
        for (i, line) in text.lines().enumerate() {
            if i > 0 {
                out.push('\n');
            }
            out.push_str("    ");
            out.push_str(line);
        }
        self.cases += 1;
        out
    }

    /// The text that ends the document.
    pub fn end(self, passed: usize, failed: usize, invalid: bool) -> String {
        let head = if self.cases == 0 {
            "{\n  \"cases\": [],\n"
        } else {
            "\n  ],\n"
        };
        format!(
            "{head}  \"failed\": {failed},\n  \"invalid\": {invalid},\n  \"passed\": {passed}\n}}"
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The streamed document is the one `to_string_pretty` would print whole.
    #[test]
    fn streamed_like_whole() {
        let records = [
            json!({"id": "a", "answer": [1, 2], "reasons": [], "nested": {"x": {"y": []}}}),
            json!({"id": "b\u{1b}", "status": "invalid", "errors": ["e:1:1: bad"]}),
        ];
        let whole = serde_json::to_string_pretty(
            &json!({"cases": records, "passed": 1, "failed": 2, "invalid": true}),
        )
        .unwrap();
        let mut doc = Document::default();
        let mut streamed = String::new();
        for r in &records {
            // Each piece is printed with a line break after it, except the case records,
            // whose separator starts the next piece.
            streamed.push_str(&doc.case(r));
        }
        streamed.push_str(&doc.end(1, 2, true));
        assert_eq!(streamed, whole);
        let empty = serde_json::to_string_pretty(
            &json!({"cases": [], "passed": 0, "failed": 0, "invalid": false}),
        )
        .unwrap();
        assert_eq!(Document::default().end(0, 0, false), empty);
    }
}
