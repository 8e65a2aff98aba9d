//! What the learner has done: a small, versioned JSON file in the user's data directory
//! (`$TRICKTUTOR_DATA_DIR`, else `$XDG_DATA_HOME/tricktutor`, else
//! `~/.local/share/tricktutor`; `%APPDATA%\tricktutor` on Windows). It is written
//! atomically (temporary file + rename) after every question, so an interrupted run loses
//! nothing. A file that cannot be read is moved aside and the learner starts fresh.
//!
//! Format (version 1):
//! ```json
//! {"version": 1, "last": "gaigel/pack",
//!  "lessons": {"gaigel/pack": {"step": 4, "done": false,
//!     "questions": {"ace-points": {"outcome": "first-try", "attempts": 1}}}}}
//! ```
//! `step` is the index of the next step to show; `outcome` is `first-try`, `retried` or
//! `revealed`. Keys are `game/lesson id`, stable across versions of the lessons.

use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};

pub const VERSION: u32 = 1;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Outcome {
    FirstTry,
    Retried,
    Revealed,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct QuestionRecord {
    pub outcome: Outcome,
    pub attempts: u32,
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct LessonProgress {
    #[serde(default)]
    pub step: usize,
    #[serde(default)]
    pub done: bool,
    #[serde(default)]
    pub questions: BTreeMap<String, QuestionRecord>,
}

impl LessonProgress {
    pub fn first_try(&self) -> usize {
        self.questions
            .values()
            .filter(|q| q.outcome == Outcome::FirstTry)
            .count()
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Progress {
    pub version: u32,
    #[serde(default)]
    pub last: Option<String>,
    #[serde(default)]
    pub lessons: BTreeMap<String, LessonProgress>,
}

impl Default for Progress {
    fn default() -> Self {
        Progress {
            version: VERSION,
            last: None,
            lessons: BTreeMap::new(),
        }
    }
}

/// Progress bound to its file.
pub struct Store {
    pub path: PathBuf,
    pub data: Progress,
}

/// What happened while loading.
pub enum Loaded {
    Fresh,
    Read,
    /// The file was unreadable and moved to the backup path; the error says why.
    MovedAside {
        backup: PathBuf,
        error: String,
    },
}

/// The progress file's path from the environment.
pub fn default_path(get: impl Fn(&str) -> Option<String>) -> PathBuf {
    let dir = if let Some(d) = get("TRICKTUTOR_DATA_DIR").filter(|d| !d.is_empty()) {
        PathBuf::from(d)
    } else if cfg!(windows) {
        PathBuf::from(get("APPDATA").unwrap_or_else(|| ".".into())).join("tricktutor")
    } else if let Some(x) = get("XDG_DATA_HOME").filter(|d| !d.is_empty()) {
        PathBuf::from(x).join("tricktutor")
    } else {
        PathBuf::from(get("HOME").unwrap_or_else(|| ".".into())).join(".local/share/tricktutor")
    };
    dir.join("progress.json")
}

pub fn key(game: &str, lesson: &str) -> String {
    format!("{game}/{lesson}")
}

impl Store {
    /// Reads the file; a missing file is a fresh start, a bad one is moved aside.
    pub fn load(path: &Path) -> (Store, Loaded) {
        let fresh = |loaded| {
            (
                Store {
                    path: path.to_path_buf(),
                    data: Progress::default(),
                },
                loaded,
            )
        };
        let text = match fs::read_to_string(path) {
            Ok(t) => t,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return fresh(Loaded::Fresh),
            Err(e) => return move_aside(path, e.to_string(), fresh),
        };
        match serde_json::from_str::<Progress>(&text) {
            Ok(p) if p.version == VERSION => (
                Store {
                    path: path.to_path_buf(),
                    data: p,
                },
                Loaded::Read,
            ),
            Ok(p) => move_aside(path, format!("unknown version {}", p.version), fresh),
            Err(e) => move_aside(path, e.to_string(), fresh),
        }
    }

    /// Writes the file atomically: a temporary file in the same folder, then a rename.
    pub fn save(&self) -> std::io::Result<()> {
        if let Some(dir) = self.path.parent() {
            fs::create_dir_all(dir)?;
        }
        let tmp = self
            .path
            .with_extension(format!("json.tmp{}", std::process::id()));
        {
            let mut f = fs::File::create(&tmp)?;
            let text = serde_json::to_string_pretty(&self.data).map_err(std::io::Error::other)?;
            f.write_all(text.as_bytes())?;
            f.write_all(b"\n")?;
            f.sync_all()?;
        }
        fs::rename(&tmp, &self.path)
    }

    pub fn lesson(&self, key: &str) -> Option<&LessonProgress> {
        self.data.lessons.get(key)
    }

    pub fn lesson_mut(&mut self, key: &str) -> &mut LessonProgress {
        self.data.lessons.entry(key.to_string()).or_default()
    }
}

fn move_aside(
    path: &Path,
    error: String,
    fresh: impl Fn(Loaded) -> (Store, Loaded),
) -> (Store, Loaded) {
    let stamp = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or(0);
    let backup = path.with_extension(format!("json.corrupt-{stamp}"));
    let _ = fs::rename(path, &backup);
    fresh(Loaded::MovedAside { backup, error })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trip_and_corrupt_files() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("sub/progress.json");
        let (mut store, loaded) = Store::load(&path);
        assert!(matches!(loaded, Loaded::Fresh));
        store.lesson_mut("gaigel/pack").questions.insert(
            "q1".into(),
            QuestionRecord {
                outcome: Outcome::FirstTry,
                attempts: 1,
            },
        );
        store.data.last = Some("gaigel/pack".into());
        store.save().unwrap();
        let (again, loaded) = Store::load(&path);
        assert!(matches!(loaded, Loaded::Read));
        assert_eq!(again.data, store.data);

        fs::write(&path, "{ not json").unwrap();
        let (fresh, loaded) = Store::load(&path);
        assert_eq!(fresh.data, Progress::default());
        match loaded {
            Loaded::MovedAside { backup, .. } => assert!(backup.exists()),
            _ => panic!("corrupt file not moved aside"),
        }
        assert!(!path.exists());
    }

    #[test]
    fn data_dir_from_the_environment() {
        let get = |k: &str| (k == "TRICKTUTOR_DATA_DIR").then(|| "/tmp/tt".to_string());
        assert_eq!(default_path(get), PathBuf::from("/tmp/tt/progress.json"));
        let get = |k: &str| (k == "HOME").then(|| "/home/x".to_string());
        if !cfg!(windows) {
            assert_eq!(
                default_path(get),
                PathBuf::from("/home/x/.local/share/tricktutor/progress.json")
            );
        }
    }
}
