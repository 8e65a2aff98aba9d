//! What the learner has done: a small, versioned JSON file in the user's data directory
//! (`$TRICKTUTOR_DATA_DIR`, else `$XDG_DATA_HOME/tricktutor`, else
//! `~/.local/share/tricktutor`; `%APPDATA%\tricktutor` on Windows). It is written
//! atomically (temporary file + rename) after every question, so an interrupted run loses
//! nothing. A file that cannot be read is moved aside and the learner starts fresh.
//!
//! Format (version 2):
//! ```json
//! {"version": 2, "last": "gaigel/pack",
//!  "lessons": {"gaigel/pack": {"step": 4, "done": false,
//!     "questions": {"ace-points": {"outcome": "first-try", "attempts": 1}}}},
//!  "topics": {"gaigel/must-beat": {"due": 1790000000, "stability": 3.1, "difficulty": 5.2,
//!     "elapsed_days": 0, "scheduled_days": 3, "reps": 2, "lapses": 1, "state": 2,
//!     "last_review": 1789700000}},
//!  "log": [{"at": 1789700000, "topic": "gaigel/must-beat", "question": "must-beat-3",
//!     "outcome": "retried"}]}
//! ```
//! `step` is the index of the next step to show; `outcome` is `first-try`, `retried` or
//! `revealed`. Keys are `game/lesson id` and `game/topic id`, stable across versions of
//! the lessons. `topics` is the memory model of each topic (FSRS; times in Unix seconds),
//! `log` every answered question that practised a topic. A version 1 file (no topics, no
//! log) is read and migrated; a file of a newer version is moved aside, not overwritten.

use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};

pub const VERSION: u32 = 2;

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

/// The memory model of one topic (FSRS card state; times in Unix seconds).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct TopicMemory {
    pub due: i64,
    pub stability: f64,
    pub difficulty: f64,
    pub elapsed_days: i64,
    pub scheduled_days: i64,
    pub reps: i32,
    pub lapses: i32,
    /// 0 new, 1 learning, 2 review, 3 relearning.
    pub state: u8,
    pub last_review: i64,
}

/// One answered question that practised a topic.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ReviewEntry {
    pub at: i64,
    pub topic: String,
    pub question: String,
    pub outcome: Outcome,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Progress {
    pub version: u32,
    #[serde(default)]
    pub last: Option<String>,
    #[serde(default)]
    pub lessons: BTreeMap<String, LessonProgress>,
    #[serde(default)]
    pub topics: BTreeMap<String, TopicMemory>,
    #[serde(default)]
    pub log: Vec<ReviewEntry>,
}

impl Default for Progress {
    fn default() -> Self {
        Progress {
            version: VERSION,
            last: None,
            lessons: BTreeMap::new(),
            topics: BTreeMap::new(),
            log: Vec::new(),
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
    /// An older version was read and brought up to date (saved at the next answer).
    Migrated {
        from: u32,
    },
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
            // Older files only lack what newer versions added: keep everything.
            Ok(mut p) if p.version < VERSION => {
                let from = p.version;
                p.version = VERSION;
                (
                    Store {
                        path: path.to_path_buf(),
                        data: p,
                    },
                    Loaded::Migrated { from },
                )
            }
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
    fn a_version_1_file_is_migrated_and_keeps_everything() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("progress.json");
        fs::write(
            &path,
            r#"{"version": 1, "last": "gaigel/pack", "lessons": {"gaigel/pack": {"step": 3,
                "done": false, "questions": {"q1": {"outcome": "retried", "attempts": 2}}}}}"#,
        )
        .unwrap();
        let (store, loaded) = Store::load(&path);
        assert!(matches!(loaded, Loaded::Migrated { from: 1 }));
        assert_eq!(store.data.version, VERSION);
        assert_eq!(store.lesson("gaigel/pack").unwrap().step, 3);
        assert!(store.data.topics.is_empty());
        store.save().unwrap();
        let again = Store::load(&path);
        assert!(matches!(again.1, Loaded::Read));
        assert_eq!(again.0.data, store.data);
    }

    #[test]
    fn a_newer_version_is_moved_aside_not_overwritten() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("progress.json");
        fs::write(&path, r#"{"version": 99, "lessons": {}}"#).unwrap();
        let (_, loaded) = Store::load(&path);
        let Loaded::MovedAside { backup, .. } = loaded else {
            panic!("not moved aside")
        };
        assert!(fs::read_to_string(backup).unwrap().contains("99"));
    }

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
