//! The file system side of progress: the lock that lets tutors save one at a time, the
//! atomic write, and the copies of damaged files.

use std::fs::{self, File, OpenOptions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// How long a save waits for another tutor's save before it gives up. A save holds the lock
/// for a few milliseconds; a much longer wait means a stuck process.
pub const LOCK_WAIT: Duration = Duration::from_secs(10);

/// Held while this process writes the file, so that Ctrl-C can wait for the write to end
/// (and leave no temporary file) before the process exits.
static WRITING: Mutex<()> = Mutex::new(());

/// Waits until no save of this process is writing.
pub fn wait_for_writes() {
    drop(WRITING.lock());
}

/// An exclusive lock on `progress.json.lock`, beside the file (an OS lock: `flock` on
/// Unix, `LockFileEx` on Windows), released when dropped or when the process ends.
pub struct Lock {
    _file: File,
}

/// Why the lock could not be taken.
#[derive(Debug)]
pub enum LockError {
    /// Another process held it for all of [`LOCK_WAIT`].
    Busy,
    Io(io::Error),
}

impl std::fmt::Display for LockError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            LockError::Busy => f.write_str("another tricktutor is saving to the same file"),
            LockError::Io(e) => write!(f, "cannot lock the progress file: {e}"),
        }
    }
}

impl std::error::Error for LockError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            LockError::Io(e) => Some(e),
            LockError::Busy => None,
        }
    }
}

pub fn lock_path(path: &Path) -> PathBuf {
    path.with_extension("json.lock")
}

impl Lock {
    pub fn take(path: &Path) -> Result<Lock, LockError> {
        let file = OpenOptions::new()
            .create(true)
            .truncate(false)
            .write(true)
            .open(lock_path(path))
            .map_err(LockError::Io)?;
        let start = Instant::now();
        loop {
            match file.try_lock() {
                Ok(()) => return Ok(Lock { _file: file }),
                Err(fs::TryLockError::WouldBlock) if start.elapsed() < LOCK_WAIT => {
                    std::thread::sleep(Duration::from_millis(10));
                }
                Err(fs::TryLockError::WouldBlock) => return Err(LockError::Busy),
                // A file system without locks (some network mounts): saving unlocked
                // still beats not saving.
                Err(fs::TryLockError::Error(e)) if e.kind() == io::ErrorKind::Unsupported => {
                    return Ok(Lock { _file: file })
                }
                Err(fs::TryLockError::Error(e)) => return Err(LockError::Io(e)),
            }
        }
    }
}

/// Writes `text` to `path` atomically: a temporary file in the same folder, synced, then
/// renamed over the old one. On any error the temporary file is removed and the old file
/// is untouched.
pub fn write_atomically(path: &Path, text: &str) -> io::Result<()> {
    let _writing = WRITING.lock();
    let tmp = path.with_extension(format!("json.tmp{}", std::process::id()));
    let written = File::create(&tmp).and_then(|mut f| {
        f.write_all(text.as_bytes())?;
        f.sync_all()?;
        fs::rename(&tmp, path)
    });
    if written.is_err() {
        let _ = fs::remove_file(&tmp);
    }
    written
}

/// A name beside `path` for a copy of a damaged file, not taken yet:
/// `progress.json.corrupt-<unix seconds>`, then `-2`, `-3`, ...
pub fn aside_path(path: &Path) -> PathBuf {
    let stamp = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or(0);
    let first = path.with_extension(format!("json.corrupt-{stamp}"));
    let mut candidate = first.clone();
    let mut n = 2;
    while candidate.exists() {
        candidate = path.with_extension(format!("json.corrupt-{stamp}-{n}"));
        n += 1;
    }
    candidate
}

#[cfg(test)]
mod tests {
    use super::*;

    fn leftovers(dir: &Path) -> Vec<String> {
        fs::read_dir(dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .filter(|n| n.contains(".tmp"))
            .collect()
    }

    #[test]
    fn a_failed_write_leaves_no_temporary_file_and_the_old_file_intact() {
        let dir = tempfile::tempdir().unwrap();
        // The target is a folder with something in it: the temporary file is written, the
        // rename fails (as root too).
        let path = dir.path().join("progress.json");
        fs::create_dir(&path).unwrap();
        fs::write(path.join("keep"), "x").unwrap();
        assert!(write_atomically(&path, "{}").is_err());
        assert_eq!(leftovers(dir.path()), Vec::<String>::new());
        assert!(path.join("keep").exists());
    }

    #[test]
    fn a_write_replaces_the_file() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("progress.json");
        fs::write(&path, "old").unwrap();
        write_atomically(&path, "new").unwrap();
        assert_eq!(fs::read_to_string(&path).unwrap(), "new");
        assert!(leftovers(dir.path()).is_empty());
    }

    #[test]
    fn the_lock_is_exclusive_between_open_files() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("progress.json");
        let held = Lock::take(&path).unwrap();
        // A second open file description conflicts like another process would.
        let other = OpenOptions::new()
            .write(true)
            .open(lock_path(&path))
            .unwrap();
        assert!(matches!(
            other.try_lock(),
            Err(fs::TryLockError::WouldBlock)
        ));
        drop(held);
        assert!(other.try_lock().is_ok());
    }

    #[test]
    fn aside_names_are_not_reused() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("progress.json");
        let first = aside_path(&path);
        fs::write(&first, "x").unwrap();
        let second = aside_path(&path);
        assert_ne!(first, second);
        assert!(second.to_string_lossy().contains(".json.corrupt-"));
    }
}
