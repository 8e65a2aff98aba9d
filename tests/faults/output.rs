//! Output never panics: a full disk or a closed stdout is reported, a closed pipe ends
//! quietly.

use super::support::{binary, process, texts};
use std::process::{Command, Stdio};

/// Every command that prints, with stdout on /dev/full: one line on stderr, a non-zero
/// status, and no panic (a panic would print a backtrace or end with status 134).
#[cfg(target_os = "linux")]
#[test]
fn a_full_disk_is_one_line_on_stderr_and_a_failure() {
    let data = tempfile::tempdir().unwrap();
    let commands: &[&[&str]] = &[
        &["list"],
        &["rules", "gaigel"],
        &["check"],
        &["judge", "tests/cases/gaigel/legal-plays.yaml"],
        &["judge", "gaigel", "card-points", "--cards", "acorns-A"],
        &["quiz", "gaigel", "--topic"],
        &["completions", "bash"],
        &["man"],
        &["progress", "show"],
        &["--help"],
        &["--version"],
    ];
    for args in commands {
        let full = std::fs::OpenOptions::new()
            .write(true)
            .open("/dev/full")
            .unwrap();
        let out = process(data.path())
            .args(*args)
            .stdout(full)
            .output()
            .unwrap();
        let (_, err) = texts(&out);
        let code = out.status.code();
        assert!(
            code.is_some_and(|c| c != 0 && c != 134 && c != 101),
            "{args:?}: status {code:?}, stderr {err}"
        );
        assert!(!err.contains("panicked"), "{args:?}: {err}");
        assert_eq!(err.trim_end().lines().count(), 1, "{args:?}: {err}");
        assert!(err.contains("No space left"), "{args:?}: {err}");
    }
}

/// A closed stdout is not success: nothing could be shown.
#[cfg(unix)]
#[test]
fn a_closed_stdout_is_a_failure() {
    let out = Command::new("sh")
        .arg("-c")
        .arg(format!("'{}' list >&-", binary().display()))
        .env("TRICKTUTOR_DATA_DIR", tempfile::tempdir().unwrap().path())
        .output()
        .unwrap();
    let (_, err) = texts(&out);
    assert_ne!(out.status.code(), Some(0), "{err}");
    assert!(err.contains("standard output is closed"), "{err}");
}

/// A reader that leaves early (`| head -1`) ends the tutor quietly: no message, no panic.
#[cfg(unix)]
#[test]
fn a_closed_pipe_ends_quietly() {
    let data = tempfile::tempdir().unwrap();
    let mut child = process(data.path())
        .args(["rules", "perlaggen"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // Close our end at once, before the tutor has written its many lines.
    drop(child.stdout.take());
    let out = child.wait_with_output().unwrap();
    let (_, err) = texts(&out);
    assert!(err.is_empty(), "stderr: {err}");
}
