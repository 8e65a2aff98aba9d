//! Reading a progress file entry by entry: one bad entry (a negative step, an unknown
//! outcome) costs that entry, not the whole file. The entries left out are named by their
//! place in the file (`lessons.gaigel/pack`, `log[3]`), with what was wrong.

use super::record::{Progress, VERSION};
use serde::de::DeserializeOwned;
use serde_json::Value;
use std::collections::BTreeMap;

/// What a progress file holds.
#[derive(Debug)]
pub enum Read {
    /// Not a progress file at all (not JSON, not an object, no version): why.
    Unreadable(String),
    /// Written by a newer tricktutor: what this version understands of it.
    Newer { version: u32, data: Progress },
    /// A file of this version or an older one (`from`), without the entries left out.
    Good {
        data: Progress,
        from: u32,
        dropped: Vec<String>,
    },
}

pub fn read(text: &str) -> Read {
    let value: Value = match serde_json::from_str(text) {
        Ok(v) => v,
        Err(e) => return Read::Unreadable(e.to_string()),
    };
    let Value::Object(top) = value else {
        return Read::Unreadable("not a JSON object".into());
    };
    let Some(version) = top
        .get("version")
        .and_then(Value::as_u64)
        .and_then(|v| u32::try_from(v).ok())
    else {
        return Read::Unreadable("no \"version\" number".into());
    };
    let mut dropped = Vec::new();
    let last = match top.get("last") {
        None | Some(Value::Null) => None,
        Some(Value::String(s)) => Some(s.clone()),
        Some(other) => {
            dropped.push(format!("last (not a text: {other})"));
            None
        }
    };
    let data = Progress {
        version: VERSION,
        last,
        lessons: map(top.get("lessons"), "lessons", &mut dropped),
        topics: map(top.get("topics"), "topics", &mut dropped),
        log: list(top.get("log"), "log", &mut dropped),
        deals: map(top.get("deals"), "deals", &mut dropped),
    };
    if version > VERSION {
        return Read::Newer { version, data };
    }
    Read::Good {
        data,
        from: version,
        dropped,
    }
}

/// An object of entries; each that does not fit is left out and named.
fn map<T: DeserializeOwned>(
    value: Option<&Value>,
    name: &str,
    dropped: &mut Vec<String>,
) -> BTreeMap<String, T> {
    let mut out = BTreeMap::new();
    match value {
        None | Some(Value::Null) => {}
        Some(Value::Object(entries)) => {
            for (key, v) in entries {
                match T::deserialize(v) {
                    Ok(t) => {
                        out.insert(key.clone(), t);
                    }
                    Err(e) => dropped.push(format!("{name}.{key} ({e})")),
                }
            }
        }
        Some(_) => dropped.push(format!("{name} (not an object)")),
    }
    out
}

/// A list of entries; each that does not fit is left out and named by its index.
fn list<T: DeserializeOwned>(
    value: Option<&Value>,
    name: &str,
    dropped: &mut Vec<String>,
) -> Vec<T> {
    let mut out = Vec::new();
    match value {
        None | Some(Value::Null) => {}
        Some(Value::Array(items)) => {
            for (i, v) in items.iter().enumerate() {
                match T::deserialize(v) {
                    Ok(t) => out.push(t),
                    Err(e) => dropped.push(format!("{name}[{i}] ({e})")),
                }
            }
        }
        Some(_) => dropped.push(format!("{name} (not a list)")),
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_bad_entry_costs_only_that_entry() {
        let text = r#"{"version": 2, "last": "gaigel/pack",
            "lessons": {"gaigel/pack": {"step": -1}, "gaigel/stock": {"step": 2}},
            "topics": {"gaigel/must-beat": {"due": "soon"}},
            "log": [{"at": 1, "topic": "t", "question": "q", "outcome": "first-try"},
                    {"at": 2, "topic": "t", "question": "q", "outcome": "maybe"}]}"#;
        let Read::Good {
            data,
            from,
            dropped,
        } = read(text)
        else {
            panic!("not read")
        };
        assert_eq!(from, 2);
        assert_eq!(data.last.as_deref(), Some("gaigel/pack"));
        assert_eq!(data.lessons.keys().collect::<Vec<_>>(), ["gaigel/stock"]);
        assert_eq!(data.lessons["gaigel/stock"].step, 2);
        assert!(data.topics.is_empty());
        assert_eq!(data.log.len(), 1);
        assert_eq!(dropped.len(), 3, "{dropped:?}");
        assert!(
            dropped[0].starts_with("lessons.gaigel/pack ("),
            "{dropped:?}"
        );
        assert!(dropped[0].contains("-1"), "{dropped:?}");
        assert!(dropped[1].starts_with("topics.gaigel/must-beat ("));
        assert!(dropped[2].starts_with("log[1] ("));
    }

    #[test]
    fn not_a_progress_file() {
        for text in [
            "{ not json",
            "[1, 2]",
            r#"{"lessons": {}}"#,
            r#"{"version": -2}"#,
        ] {
            assert!(matches!(read(text), Read::Unreadable(_)), "{text}");
        }
    }

    #[test]
    fn a_newer_file_shows_what_it_can() {
        let text = r#"{"version": 99, "lessons": {"gaigel/pack": {"step": 1, "colour": "red"}},
            "badges": ["x"]}"#;
        let Read::Newer { version, data } = read(text) else {
            panic!("not newer")
        };
        assert_eq!(version, 99);
        assert_eq!(data.lessons["gaigel/pack"].step, 1);
    }
}
