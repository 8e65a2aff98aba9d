//! Languages are data: a locale folder added at run time is a language the tutor speaks,
//! with no code change. The pseudo-locale `qps` below has only a few messages; the rest
//! falls back to English, and `check` reports what it lacks.

use crate::cli::{stdout_of, tutor};
use std::fs;
use std::path::Path;

/// A `--lessons` folder holding only texts: `locales/qps/common.ftl` with three messages.
fn pseudo_locale(dir: &Path) {
    let qps = dir.join("locales").join("qps");
    fs::create_dir_all(&qps).unwrap();
    fs::write(
        qps.join("common.ftl"),
        "language-name = Pseudo\n\
         lesson-header = [[{ $game } { $number }/{ $count }: { $title }]]\n\
         lesson-step = [[{ $step } of { $steps }]]\n",
    )
    .unwrap();
}

#[test]
fn a_locale_folder_added_at_run_time_is_spoken_with_english_beneath() {
    let dir = tempfile::tempdir().unwrap();
    pseudo_locale(dir.path());
    let lessons = dir.path().to_str().unwrap();
    let out = stdout_of(
        tutor(dir.path())
            .args(["--lessons", lessons, "--lang", "qps", "learn", "gaigel/pack"])
            .write_stdin("q\n"),
    );
    // Its own messages where it has them ...
    assert!(
        out.contains("[[Gaigel 1/10: The pack and the card points]]"),
        "{out}"
    );
    assert!(out.contains("[[1 of "), "{out}");
    // ... English where it has none, and never a missing-message mark.
    assert!(out.contains("Gaigel is a trick-taking game"), "{out}");
    assert!(!out.contains('⟨'), "{out}");

    // The locale variables choose it too.
    let fresh = tempfile::tempdir().unwrap();
    let out = stdout_of(
        tutor(fresh.path())
            .env("LANG", "qps")
            .args(["--lessons", lessons, "learn", "gaigel/pack"])
            .write_stdin("q\n"),
    );
    assert!(out.contains("[[1 of "), "{out}");
}

#[test]
fn an_unknown_language_lists_those_there_are_texts_for() {
    let dir = tempfile::tempdir().unwrap();
    let out = tutor(dir.path())
        .args(["--lang", "xx", "list"])
        .assert()
        .code(2)
        .get_output()
        .stderr
        .clone();
    let out = String::from_utf8(out).unwrap();
    assert!(out.contains("en (English), ja (日本語)"), "{out}");
    assert!(!out.contains("qps"), "{out}");

    pseudo_locale(dir.path());
    let out = tutor(dir.path())
        .args(["--lessons", dir.path().to_str().unwrap(), "--lang", "xx", "list"])
        .assert()
        .code(2)
        .get_output()
        .stderr
        .clone();
    let out = String::from_utf8(out).unwrap();
    assert!(out.contains("en (English), ja (日本語), qps (Pseudo)"), "{out}");
}

#[test]
fn check_compares_every_language_with_english() {
    let dir = tempfile::tempdir().unwrap();
    pseudo_locale(dir.path());
    let file = dir.path().join("locales/qps/common.ftl");
    // Everything the tutor would load: the embedded texts and those of `--lessons`.
    let out = tutor(dir.path())
        .args(["--lessons", dir.path().to_str().unwrap(), "check"])
        .assert()
        .code(1)
        .get_output()
        .stdout
        .clone();
    let out = String::from_utf8(out).unwrap();
    // A message English has and the pseudo-locale lacks (it falls back to English).
    assert!(
        out.contains("message \"lesson-finished\" exists only in en, not in qps"),
        "{out}"
    );
    // Given alone: a variable the translation does not have, at the translation's line.
    fs::write(&file, "lesson-header = { $game }\n").unwrap();
    let out = tutor(dir.path())
        .args(["check", file.to_str().unwrap()])
        .assert()
        .code(1)
        .get_output()
        .stdout
        .clone();
    let out = String::from_utf8(out).unwrap();
    assert!(
        out.contains("common.ftl:1:1: message \"lesson-header\" has different variables in en (count, game, number, title) and qps (game)"),
        "{out}"
    );
}

#[test]
fn side_by_side_pairs_any_two_languages() {
    let dir = tempfile::tempdir().unwrap();
    // Default: English beside Japanese.
    let out = stdout_of(tutor(dir.path()).args([
        "--lang",
        "ja",
        "rules",
        "gaigel",
        "--section",
        "1",
        "--side-by-side",
    ]));
    let both = |out: &str| {
        out.lines().any(|l| l.contains(" / ") && l.contains('人') && l.contains("layers"))
    };
    assert!(both(&out), "{out}");
    // Named: Japanese beside English.
    let out = stdout_of(tutor(dir.path()).args([
        "--lang",
        "en",
        "rules",
        "gaigel",
        "--section",
        "1",
        "--side-by-side",
        "ja",
    ]));
    assert!(both(&out), "{out}");
    // One without texts is an error listing those there are.
    let err = tutor(dir.path())
        .args(["rules", "gaigel", "--side-by-side", "fr"])
        .assert()
        .code(2)
        .get_output()
        .stderr
        .clone();
    let err = String::from_utf8(err).unwrap();
    assert!(err.contains("\"fr\"") && err.contains("ja (日本語)"), "{err}");
}
