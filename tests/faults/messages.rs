//! Messages a user can act on: suggestions for misspelt names, an unknown language named
//! as such, control bytes in what the learner typed shown inert.

use super::support::tutor;
use predicates::prelude::*;

#[test]
fn a_misspelt_game_lesson_or_topic_gets_a_suggestion() {
    let data = tempfile::tempdir().unwrap();
    tutor(data.path())
        .args(["list", "gaigle"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains(r#"did you mean "gaigel"?"#));
    tutor(data.path())
        .args(["learn", "perlagen/pack"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains(r#"did you mean "perlaggen"?"#));
    tutor(data.path())
        .args(["--lang", "ja", "learn", "gaigel/pakc"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("「pack」のことですか？"));
    tutor(data.path())
        .args(["quiz", "gaigel", "--topic", "must-bet"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains(r#"did you mean "must-beat"?"#));
    // Nothing close: no suggestion, only the list.
    tutor(data.path())
        .args(["rules", "chess"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("did you mean").not())
        .stderr(predicate::str::contains("gaigel, rikken"));
}

#[test]
fn an_unknown_language_is_an_error_listing_the_languages() {
    let data = tempfile::tempdir().unwrap();
    tutor(data.path())
        .args(["--lang", "jp", "list"])
        .assert()
        .code(2)
        .stdout(predicate::str::is_empty())
        .stderr(predicate::str::contains(r#"Unknown language "jp""#))
        .stderr(predicate::str::contains("en (English), ja (日本語)"))
        .stderr(predicate::str::contains(r#"did you mean "ja"?"#));
    // Full locale names still choose a language.
    tutor(data.path())
        .args(["--lang", "ja_JP.UTF-8", "list", "gaigel"])
        .assert()
        .success()
        .stdout(predicate::str::contains("ガイゲル"));
    // A locale variable naming a language the tutor lacks is a preference, not an error.
    tutor(data.path())
        .env("LANG", "de_DE.UTF-8")
        .args(["list", "gaigel"])
        .assert()
        .success()
        .stdout(predicate::str::contains("Gaigel"));
}

#[test]
fn control_bytes_typed_by_the_learner_are_echoed_inert() {
    let data = tempfile::tempdir().unwrap();
    let out = tutor(data.path())
        .args(["learn", "gaigel/pack"])
        .write_stdin("2\u{1b}[31m1\nhearts-\u{7}A\nq\n")
        .assert()
        .success()
        .get_output()
        .stdout
        .clone();
    let out = String::from_utf8(out).unwrap();
    assert!(!out.contains('\u{1b}') && !out.contains('\u{7}'), "{out:?}");
    assert!(out.contains("2␛[31m1"), "{out}");
    assert!(out.contains("hearts-␇A"), "{out}");
}

/// Keys in the progress file are text anyone may have edited: shown inert.
#[test]
fn control_bytes_in_the_progress_file_are_shown_inert() {
    let data = tempfile::tempdir().unwrap();
    std::fs::write(
        data.path().join("progress.json"),
        r#"{"version": 2, "lessons": {},
            "topics": {"ev\u001b[2Jil/top\u0007ic": {"due": 1, "stability": 1.0,
                "difficulty": 5.0, "elapsed_days": 0, "scheduled_days": 0, "reps": 1,
                "lapses": 0, "state": 1, "last_review": 1}},
            "log": []}"#,
    )
    .unwrap();
    let out = tutor(data.path())
        .args(["progress", "show"])
        .assert()
        .success()
        .get_output()
        .stdout
        .clone();
    let out = String::from_utf8(out).unwrap();
    assert!(!out.contains('\u{1b}') && !out.contains('\u{7}'), "{out:?}");
    assert!(out.contains("ev␛[2Jil") && out.contains("top␇ic"), "{out}");
}
