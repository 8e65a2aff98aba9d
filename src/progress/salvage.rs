//! Reading a progress file entry by entry: one bad entry (a negative step, an unknown
//! outcome) costs that entry, not the whole file. The entries left out are named by their
//! place in the file (`lessons.gaigel/pack`, `log[3]`), with what was wrong.

use super::record::{DealCounts, LessonProgress, Progress, ReviewEntry, TopicMemory, VERSION};
use serde::de::DeserializeOwned;
use serde::Deserialize;
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
    whole(text).unwrap_or_else(|| by_entry(text))
}

/// A file every entry of which fits, as a tutor writes it.
#[derive(Deserialize)]
struct Whole {
    version: u32,
    #[serde(default)]
    last: Option<String>,
    #[serde(default)]
    lessons: BTreeMap<String, LessonProgress>,
    #[serde(default)]
    topics: BTreeMap<String, TopicMemory>,
    #[serde(default)]
    log: Vec<ReviewEntry>,
    #[serde(default)]
    deals: BTreeMap<String, DealCounts>,
}

/// The file read in one pass, when every entry fits: what [`by_entry`] would read of it,
/// without building the whole document first (it is read at every start). `None` when
/// anything does not fit, to be read entry by entry.
fn whole(text: &str) -> Option<Read> {
    let w: Whole = serde_json::from_str(text).ok()?;
    let data = Progress {
        version: VERSION,
        last: w.last,
        lessons: w.lessons,
        topics: w.topics,
        log: w.log,
        deals: w.deals,
    };
    Some(if w.version > VERSION {
        Read::Newer {
            version: w.version,
            data,
        }
    } else {
        Read::Good {
            data,
            from: w.version,
            dropped: Vec::new(),
        }
    })
}

/// The file read as a JSON document, then entry by entry.
fn by_entry(text: &str) -> Read {
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
    fn a_file_that_fits_reads_the_same_in_one_pass_as_entry_by_entry() {
        let text = r#"{"version": 1, "last": null, "extra": [1, {"x": 2}],
            "lessons": {"gaigel/pack": {"step": 3, "done": true, "stars": 2,
                "questions": {"q1": {"outcome": "retried", "attempts": 2}}},
                "gaigel/pack": {"step": 4}},
            "topics": {"gaigel/must-beat": {"due": 5, "stability": 3.1, "difficulty": 5.2,
                "elapsed_days": 0, "scheduled_days": 3, "reps": 2, "lapses": 1, "state": 2,
                "last_review": 1}},
            "log": [{"at": 1, "topic": "t", "question": "q", "outcome": "revealed"}],
            "deals": {"rikken": {"played": 2, "refused": {"must-follow": 1}}}}"#;
        let Some(Read::Good {
            data,
            from: 1,
            dropped,
        }) = whole(text)
        else {
            panic!("not read in one pass")
        };
        assert!(dropped.is_empty());
        // A key given twice keeps its last value, as a JSON object read whole does.
        assert_eq!(data.lessons["gaigel/pack"].step, 4);
        assert_eq!(data.topics["gaigel/must-beat"].stability, 3.1);
        assert_eq!(data.deals["rikken"].refused["must-follow"], 1);
        let Read::Good { data: slow, .. } = by_entry(text) else {
            panic!("not read entry by entry")
        };
        assert_eq!(data, slow);
        // One bad entry: the one-pass reading gives way to the entry-by-entry one.
        assert!(whole(&text.replace("\"revealed\"", "\"maybe\"")).is_none());
        assert!(whole(r#"{"version": 2, "last": 7}"#).is_none());
        assert!(whole(r#"{"version": 2.0}"#).is_none());
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
