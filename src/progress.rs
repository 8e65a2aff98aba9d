//! What the learner has done: a small, versioned JSON file in the user's data directory
//! (`$TRICKTUTOR_DATA_DIR`, else `$XDG_DATA_HOME/tricktutor`, else
//! `$HOME/.local/share/tricktutor`; `%APPDATA%\tricktutor` on Windows). A relative
//! `XDG_DATA_HOME` or `HOME` is ignored, as the XDG base directory rules say; with no data
//! directory at all nothing is saved, and the commands say so.
//!
//! Saving happens after every step. Tutors may run side by side on one file: a save takes
//! an OS lock on `progress.json.lock` beside the file (waiting at most ten seconds for
//! another tutor's save), re-reads the file, merges this run's changes into it entry by
//! entry (see [`merge`]) and writes it atomically (a temporary file in the same folder,
//! then a rename; the temporary file is removed if anything fails). A failed save is an
//! error the tutor reports; it never claims progress it could not write.
//!
//! Reading is forgiving: an entry that does not fit (a negative step, an unknown outcome) is
//! left out and named, the original file is copied to `progress.json.corrupt-<time>` and
//! the rest is kept. A file that is not a progress file at all is moved to that name and
//! the learner starts fresh. A file of a newer version is never changed: this version
//! shows what it understands of it and does not save. A version 1 file (no topics, no log)
//! is read and migrated at the next save.
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
//! `step` is the index of the next step to show (the number of steps: the questions still
//! to master are being asked again); `outcome` is `first-try`, `retried` or `revealed`, for
//! the first asking in a run; `mastered` (absent: false) that the question was answered
//! right at the first try of an asking; `stars` (absent in older files) the best completed
//! run's; a topic's `missed` (absent: false) that its latest answer was a miss. Keys are `game/lesson id` and `game/topic id`, stable across versions of
//! the lessons. `topics` is the memory model of each topic (FSRS; times in Unix seconds),
//! `log` every answered question that practised a topic.

mod disk;
pub mod merge;
mod record;
mod salvage;

pub use disk::wait_for_writes;
use disk::{aside_path, write_atomically, Lock, LockError};
pub use record::{
    stars, DealCounts, LessonProgress, Outcome, Progress, QuestionRecord, ReviewEntry, TopicMemory,
    VERSION,
};
use salvage::Read;
use std::fs;
use std::io;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};

/// Progress bound to its file.
pub struct Store {
    /// The file; `None` when there is no data directory to keep it in.
    pub path: Option<PathBuf>,
    pub data: Progress,
    /// The file as this run last read or wrote it: what the next save merges against.
    base: Progress,
    saving: Saving,
}

/// Whether this run's progress reaches the disk.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Saving {
    /// Every save so far was written.
    On,
    /// The last save failed.
    Failed,
    /// This run does not save, and was told so when the file was read.
    Off(Off),
}

/// Why a run does not save.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Off {
    /// There is no data directory (no `HOME`).
    NoDataDir,
    /// The file is of a newer format; it must not be overwritten.
    Newer { version: u32 },
    /// The file cannot be read, or is damaged and could not be set aside: writing over it
    /// could lose what it holds.
    Untouchable,
}

/// What happened while loading (or, for `MovedAside` and `Salvaged`, while a save read the
/// file again).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Loaded {
    Fresh,
    Read,
    /// An older version was read and brought up to date (saved at the next answer).
    Migrated {
        from: u32,
    },
    /// The file was not a progress file; it was moved to `backup`. `error` says why.
    MovedAside {
        backup: PathBuf,
        error: String,
    },
    /// Some entries did not fit and were left out (named in `dropped`); the original file
    /// was copied to `backup` and the file now holds the rest.
    Salvaged {
        backup: PathBuf,
        dropped: Vec<String>,
    },
    /// A newer version's file: left untouched, shown as far as understood, not saved.
    Newer {
        version: u32,
    },
    /// The file could not be read (permissions, a folder in its place): left untouched.
    Unreadable {
        error: String,
    },
    /// The file is damaged (`cause`) and could not be set aside (`error`): left untouched.
    NotSetAside {
        cause: String,
        error: String,
    },
    /// No data directory: nothing is read or saved.
    NoDataDir,
}

/// Why a save did not write.
#[derive(Debug)]
pub enum SaveError {
    /// This run does not save (see [`Off`]); it was said when the file was read.
    Off,
    /// The file on disk became a newer version's; it is left untouched.
    Newer {
        version: u32,
    },
    /// Another tutor held the lock for the whole wait.
    Busy,
    /// The data directory's place is taken by this file (or something under a file).
    NotAFolder {
        file: PathBuf,
    },
    Io(io::Error),
}

/// The developer's view; the tutor words these for the learner (`tutor::saving`).
impl std::fmt::Display for SaveError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SaveError::Off => f.write_str("this run does not save"),
            SaveError::Newer { version } => {
                write!(f, "the progress file is of a newer version ({version})")
            }
            SaveError::Busy => f.write_str("another tricktutor held the progress file's lock"),
            SaveError::NotAFolder { file } => {
                write!(f, "{} is a file, not a folder", file.display())
            }
            SaveError::Io(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for SaveError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            SaveError::Io(e) => Some(e),
            _ => None,
        }
    }
}

/// False once a save failed or saving is off; Ctrl-C's message reads it (the handler has
/// no access to the store).
static ALL_SAVED: AtomicBool = AtomicBool::new(true);

/// Whether every save of this process so far was written.
pub fn all_saved() -> bool {
    ALL_SAVED.load(Ordering::SeqCst)
}

/// The progress file's path from the environment; `None` when there is no data directory
/// (no `HOME`, or only relative ones, which the XDG rules say to ignore).
pub fn default_path(get: impl Fn(&str) -> Option<String>) -> Option<PathBuf> {
    let absolute = |k: &str| get(k).map(PathBuf::from).filter(|p| p.is_absolute());
    // Given explicitly for tricktutor: taken as it is.
    let dir = if let Some(d) = get("TRICKTUTOR_DATA_DIR").filter(|d| !d.is_empty()) {
        PathBuf::from(d)
    } else if cfg!(windows) {
        absolute("APPDATA")?.join("tricktutor")
    } else if let Some(x) = absolute("XDG_DATA_HOME") {
        x.join("tricktutor")
    } else {
        absolute("HOME")?.join(".local/share/tricktutor")
    };
    Some(dir.join("progress.json"))
}

pub fn key(game: &str, lesson: &str) -> String {
    // Not `format!`: `list` makes one for each lesson at every start.
    [game, "/", lesson].concat()
}

/// What is on disk at a path.
enum OnDisk {
    Missing,
    Failed(io::Error),
    Is(Read),
}

fn on_disk(path: &Path) -> OnDisk {
    match fs::read_to_string(path) {
        Ok(text) => OnDisk::Is(salvage::read(&text)),
        // No file, or no folder yet (the data directory is a file: the save will say).
        Err(e)
            if matches!(
                e.kind(),
                io::ErrorKind::NotFound | io::ErrorKind::NotADirectory
            ) =>
        {
            OnDisk::Missing
        }
        Err(e) => OnDisk::Failed(e),
    }
}

/// Moves a file that is not a progress file out of the way.
fn move_aside(path: &Path) -> io::Result<PathBuf> {
    let backup = aside_path(path);
    fs::rename(path, &backup)?;
    Ok(backup)
}

/// Copies a file with bad entries before it is rewritten without them.
fn copy_aside(path: &Path) -> io::Result<PathBuf> {
    let backup = aside_path(path);
    fs::copy(path, &backup)?;
    Ok(backup)
}

fn to_json(p: &Progress) -> String {
    // Plain data: serializing it cannot fail.
    let mut text = serde_json::to_string_pretty(p).unwrap_or_default();
    text.push('\n');
    text
}

impl Store {
    fn new(path: Option<PathBuf>) -> Store {
        Store {
            path,
            data: Progress::default(),
            base: Progress::default(),
            saving: Saving::On,
        }
    }

    /// A store for a run with no data directory: it holds the run's progress in memory.
    pub fn nowhere() -> (Store, Loaded) {
        let mut store = Store::new(None);
        store.set_saving(Saving::Off(Off::NoDataDir));
        (store, Loaded::NoDataDir)
    }

    /// Reads the file. A missing file is a fresh start; bad entries are left out (the
    /// original copied aside); a file that is not a progress file is moved aside; a newer
    /// or unreadable file is left as it is and the store does not save.
    pub fn load(path: &Path) -> (Store, Loaded) {
        let mut store = Store::new(Some(path.to_path_buf()));
        let loaded = match on_disk(path) {
            OnDisk::Missing => Loaded::Fresh,
            OnDisk::Is(Read::Good {
                data,
                from,
                dropped,
            }) if dropped.is_empty() => store.take(data, from),
            OnDisk::Is(Read::Newer { version, data }) => store.newer(data, version),
            OnDisk::Failed(e) => store.untouchable(Loaded::Unreadable {
                error: e.to_string(),
            }),
            OnDisk::Is(_) => store.repair(path),
        };
        (store, loaded)
    }

    fn take(&mut self, data: Progress, from: u32) -> Loaded {
        self.base = data.clone();
        self.data = data;
        if from < VERSION {
            Loaded::Migrated { from }
        } else {
            Loaded::Read
        }
    }

    fn newer(&mut self, data: Progress, version: u32) -> Loaded {
        self.data = data;
        self.set_saving(Saving::Off(Off::Newer { version }));
        Loaded::Newer { version }
    }

    fn untouchable(&mut self, loaded: Loaded) -> Loaded {
        self.set_saving(Saving::Off(Off::Untouchable));
        loaded
    }

    /// Sets a damaged file aside under the lock (another tutor may be doing the same, or
    /// may have done it already: the file is read again first).
    fn repair(&mut self, path: &Path) -> Loaded {
        let _lock = match Lock::take(path) {
            Ok(l) => l,
            Err(e) => {
                let cause = match on_disk(path) {
                    OnDisk::Is(Read::Unreadable(cause)) => cause,
                    OnDisk::Is(Read::Good { dropped, .. }) => dropped.join("; "),
                    _ => String::new(),
                };
                return self.untouchable(Loaded::NotSetAside {
                    cause,
                    error: lock_message(&e),
                });
            }
        };
        match on_disk(path) {
            OnDisk::Missing => Loaded::Fresh,
            OnDisk::Failed(e) => self.untouchable(Loaded::Unreadable {
                error: e.to_string(),
            }),
            OnDisk::Is(Read::Newer { version, data }) => self.newer(data, version),
            OnDisk::Is(Read::Unreadable(cause)) => match move_aside(path) {
                Ok(backup) => Loaded::MovedAside {
                    backup,
                    error: cause,
                },
                Err(e) => self.untouchable(Loaded::NotSetAside {
                    cause,
                    error: e.to_string(),
                }),
            },
            OnDisk::Is(Read::Good {
                data,
                from,
                dropped,
            }) => {
                if dropped.is_empty() {
                    return self.take(data, from);
                }
                match copy_aside(path) {
                    Ok(backup) => {
                        // The copy keeps the original: the file may now hold only the rest.
                        // Should this write fail, the next save writes it.
                        let _ = write_atomically(path, &to_json(&data));
                        self.take(data, from);
                        Loaded::Salvaged { backup, dropped }
                    }
                    Err(e) => {
                        self.data = data;
                        self.untouchable(Loaded::NotSetAside {
                            cause: dropped.join("; "),
                            error: e.to_string(),
                        })
                    }
                }
            }
        }
    }

    fn set_saving(&mut self, saving: Saving) {
        ALL_SAVED.store(saving == Saving::On, Ordering::SeqCst);
        self.saving = saving;
    }

    pub fn saving(&self) -> &Saving {
        &self.saving
    }

    /// Whether everything this run did is on disk.
    pub fn is_saved(&self) -> bool {
        self.saving == Saving::On && self.data == self.base
    }

    /// Saves: under the lock, reads the file again, merges this run's changes into it and
    /// writes the result atomically; the store then holds the merged progress (with what
    /// other tutors saved meanwhile). Returns what had to be done to a damaged file found
    /// on the way, if anything.
    pub fn save(&mut self) -> Result<Option<Loaded>, SaveError> {
        if let Saving::Off(_) = self.saving {
            return Err(SaveError::Off);
        }
        let Some(path) = self.path.clone() else {
            return Err(SaveError::Off);
        };
        let result = self.save_to(&path);
        match &result {
            Ok(_) => self.set_saving(Saving::On),
            Err(SaveError::Newer { version }) => {
                self.set_saving(Saving::Off(Off::Newer { version: *version }))
            }
            Err(_) => self.set_saving(Saving::Failed),
        }
        result
    }

    fn save_to(&mut self, path: &Path) -> Result<Option<Loaded>, SaveError> {
        if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
            if let Some(file) = file_in_the_way(dir) {
                return Err(SaveError::NotAFolder { file });
            }
            fs::create_dir_all(dir).map_err(SaveError::Io)?;
        }
        let _lock = Lock::take(path).map_err(|e| match e {
            LockError::Busy => SaveError::Busy,
            LockError::Io(e) => SaveError::Io(e),
        })?;
        let mut notice = None;
        let disk = match on_disk(path) {
            OnDisk::Missing => Progress::default(),
            OnDisk::Failed(e) => return Err(SaveError::Io(e)),
            OnDisk::Is(Read::Newer { version, .. }) => return Err(SaveError::Newer { version }),
            OnDisk::Is(Read::Unreadable(cause)) => {
                let backup = move_aside(path).map_err(SaveError::Io)?;
                notice = Some(Loaded::MovedAside {
                    backup,
                    error: cause,
                });
                Progress::default()
            }
            OnDisk::Is(Read::Good { data, dropped, .. }) => {
                if !dropped.is_empty() {
                    let backup = copy_aside(path).map_err(SaveError::Io)?;
                    notice = Some(Loaded::Salvaged { backup, dropped });
                }
                data
            }
        };
        let merged = merge::three_way(&self.base, &self.data, &disk);
        write_atomically(path, &to_json(&merged)).map_err(SaveError::Io)?;
        self.base = merged.clone();
        self.data = merged;
        Ok(notice)
    }

    pub fn lesson(&self, key: &str) -> Option<&LessonProgress> {
        self.data.lessons.get(key)
    }

    pub fn lesson_mut(&mut self, key: &str) -> &mut LessonProgress {
        self.data.lessons.entry(key.to_string()).or_default()
    }
}

/// The file that stands where a folder of `dir` should be, if any: the data directory is
/// a file, or lies under one.
fn file_in_the_way(dir: &Path) -> Option<PathBuf> {
    dir.ancestors()
        .filter(|a| !a.as_os_str().is_empty())
        .find(|a| a.exists())
        .filter(|a| !a.is_dir())
        .map(Path::to_path_buf)
}

fn lock_message(e: &LockError) -> String {
    match e {
        LockError::Busy => format!(
            "another tricktutor held {} for {} seconds",
            "progress.json.lock",
            disk::LOCK_WAIT.as_secs()
        ),
        LockError::Io(e) => e.to_string(),
    }
}

/// How long a save waits for another tutor's save, in seconds (for messages).
pub fn lock_wait_seconds() -> u64 {
    disk::LOCK_WAIT.as_secs()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn answered(store: &mut Store, lesson: &str, question: &str) {
        store.lesson_mut(lesson).questions.insert(
            question.into(),
            QuestionRecord {
                outcome: Outcome::FirstTry,
                attempts: 1,
                mastered: true,
            },
        );
    }

    fn names(dir: &Path) -> Vec<String> {
        let mut v: Vec<String> = fs::read_dir(dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        v.sort();
        v
    }

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
        let (mut store, loaded) = Store::load(&path);
        assert_eq!(loaded, Loaded::Migrated { from: 1 });
        assert_eq!(store.data.version, VERSION);
        assert_eq!(store.lesson("gaigel/pack").unwrap().step, 3);
        assert!(store.data.topics.is_empty());
        store.save().unwrap();
        let again = Store::load(&path);
        assert_eq!(again.1, Loaded::Read);
        assert_eq!(again.0.data, store.data);
    }

    #[test]
    fn a_newer_version_is_left_untouched_and_not_saved() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("progress.json");
        let text = r#"{"version": 99, "lessons": {"gaigel/pack": {"step": 2}}, "new": 1}"#;
        fs::write(&path, text).unwrap();
        let (mut store, loaded) = Store::load(&path);
        assert_eq!(loaded, Loaded::Newer { version: 99 });
        // What this version understands is there to show.
        assert_eq!(store.lesson("gaigel/pack").unwrap().step, 2);
        answered(&mut store, "gaigel/pack", "q1");
        assert!(matches!(store.save(), Err(SaveError::Off)));
        assert!(!store.is_saved());
        assert_eq!(fs::read_to_string(&path).unwrap(), text);
        assert_eq!(names(dir.path()), ["progress.json"]);
    }

    #[test]
    fn a_file_that_turns_newer_during_a_run_is_not_overwritten() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("progress.json");
        let (mut store, _) = Store::load(&path);
        answered(&mut store, "gaigel/pack", "q1");
        store.save().unwrap();
        let newer = r#"{"version": 3, "lessons": {}}"#;
        fs::write(&path, newer).unwrap();
        answered(&mut store, "gaigel/pack", "q2");
        assert!(matches!(store.save(), Err(SaveError::Newer { version: 3 })));
        assert_eq!(fs::read_to_string(&path).unwrap(), newer);
        assert_eq!(store.saving(), &Saving::Off(Off::Newer { version: 3 }));
    }

    #[test]
    fn a_bad_entry_is_left_out_and_the_original_copied() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("progress.json");
        let text = r#"{"version": 2, "lessons": {"gaigel/pack": {"step": -1},
            "gaigel/stock": {"step": 2, "done": true}}}"#;
        fs::write(&path, text).unwrap();
        let (store, loaded) = Store::load(&path);
        let Loaded::Salvaged { backup, dropped } = loaded else {
            panic!("not salvaged: {loaded:?}")
        };
        assert_eq!(fs::read_to_string(&backup).unwrap(), text);
        assert_eq!(dropped.len(), 1);
        assert!(dropped[0].starts_with("lessons.gaigel/pack"), "{dropped:?}");
        assert!(store.lesson("gaigel/stock").is_some_and(|l| l.done));
        assert!(store.lesson("gaigel/pack").is_none());
        // The file now holds the rest: read again, nothing more is dropped or copied.
        let (again, loaded) = Store::load(&path);
        assert_eq!(loaded, Loaded::Read);
        assert_eq!(again.data, store.data);
        assert_eq!(names(dir.path()).len(), 3, "{:?}", names(dir.path()));
    }

    #[test]
    fn round_trip_and_corrupt_files() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("sub/progress.json");
        let (mut store, loaded) = Store::load(&path);
        assert_eq!(loaded, Loaded::Fresh);
        answered(&mut store, "gaigel/pack", "q1");
        store.data.last = Some("gaigel/pack".into());
        store.save().unwrap();
        assert!(store.is_saved());
        let (again, loaded) = Store::load(&path);
        assert_eq!(loaded, Loaded::Read);
        assert_eq!(again.data, store.data);

        fs::write(&path, "{ not json").unwrap();
        let (fresh, loaded) = Store::load(&path);
        assert_eq!(fresh.data, Progress::default());
        match loaded {
            Loaded::MovedAside { backup, .. } => {
                assert_eq!(fs::read_to_string(backup).unwrap(), "{ not json")
            }
            _ => panic!("corrupt file not moved aside"),
        }
        assert!(!path.exists());
    }

    #[test]
    fn two_stores_on_one_file_keep_each_others_answers() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("progress.json");
        let (mut a, _) = Store::load(&path);
        let (mut b, _) = Store::load(&path);
        for i in 0..3 {
            answered(&mut a, "gaigel/stock", &format!("a{i}"));
            a.save().unwrap();
            answered(&mut b, "rikken/pack", &format!("b{i}"));
            b.save().unwrap();
        }
        let (file, _) = Store::load(&path);
        assert_eq!(file.lesson("gaigel/stock").unwrap().questions.len(), 3);
        assert_eq!(file.lesson("rikken/pack").unwrap().questions.len(), 3);
        // Each store sees the other's answers after its own save.
        assert_eq!(b.data, file.data);
    }

    #[test]
    fn a_data_directory_that_is_a_file_fails_and_writes_nothing() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("data");
        fs::write(&file, "not a folder").unwrap();
        for path in [file.join("progress.json"), file.join("sub/progress.json")] {
            let (mut store, loaded) = Store::load(&path);
            assert_eq!(loaded, Loaded::Fresh);
            answered(&mut store, "gaigel/pack", "q1");
            match store.save() {
                Err(SaveError::NotAFolder { file: f }) => assert_eq!(f, file),
                other => panic!("{other:?}"),
            }
            assert_eq!(store.saving(), &Saving::Failed);
            assert!(!store.is_saved());
        }
        assert_eq!(fs::read_to_string(&file).unwrap(), "not a folder");
        assert_eq!(names(dir.path()), ["data"]);
    }

    #[test]
    fn data_dir_from_the_environment() {
        fn env<'a>(vars: &'a [(&'a str, &'a str)]) -> impl Fn(&str) -> Option<String> + 'a {
            move |k| {
                vars.iter()
                    .find(|(name, _)| *name == k)
                    .map(|(_, v)| v.to_string())
            }
        }
        assert_eq!(
            default_path(env(&[("TRICKTUTOR_DATA_DIR", "/tmp/tt"), ("HOME", "/h")])),
            Some(PathBuf::from("/tmp/tt/progress.json"))
        );
        if cfg!(windows) {
            return;
        }
        assert_eq!(
            default_path(env(&[("HOME", "/home/x")])),
            Some(PathBuf::from(
                "/home/x/.local/share/tricktutor/progress.json"
            ))
        );
        assert_eq!(
            default_path(env(&[("HOME", "/home/x"), ("XDG_DATA_HOME", "/data")])),
            Some(PathBuf::from("/data/tricktutor/progress.json"))
        );
        // Relative values are ignored, as the XDG rules say.
        assert_eq!(
            default_path(env(&[("HOME", "/home/x"), ("XDG_DATA_HOME", "data")])),
            Some(PathBuf::from(
                "/home/x/.local/share/tricktutor/progress.json"
            ))
        );
        assert_eq!(default_path(env(&[("HOME", "home/x")])), None);
        assert_eq!(default_path(env(&[("XDG_DATA_HOME", "rel")])), None);
        assert_eq!(default_path(env(&[])), None);
    }
}
