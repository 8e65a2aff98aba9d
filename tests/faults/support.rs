//! What the fault tests share: the tutor as a process, in English, with its data directory.

use assert_cmd::Command;
use std::path::Path;

/// The tutor in English, plain, with `data` as its data directory.
#[allow(dead_code)]
pub fn tutor(data: &Path) -> Command {
    Command::from_std(process(data))
}

/// The tutor's path, for tests that build their own process (shells, two at once).
#[allow(dead_code)]
pub fn binary() -> std::path::PathBuf {
    assert_cmd::cargo::cargo_bin("tricktutor")
}

/// A run's stdout and stderr as text.
#[allow(dead_code)]
pub fn texts(out: &std::process::Output) -> (String, String) {
    (
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// The same tutor as a plain process, for tests that set its standard streams themselves.
#[allow(dead_code)]
pub fn process(data: &Path) -> std::process::Command {
    let mut cmd = std::process::Command::new(binary());
    cmd.env("TRICKTUTOR_DATA_DIR", data)
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env_remove("TRICKTUTOR_LANG")
        .env_remove("XDG_DATA_HOME")
        .env("LANG", "C")
        .env("NO_COLOR", "1")
        .env("COLUMNS", "80");
    cmd
}
