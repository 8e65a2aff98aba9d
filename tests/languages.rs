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
            .args([
                "--lessons",
                lessons,
                "--lang",
                "qps",
                "learn",
                "gaigel/pack",
            ])
            .write_stdin("q\n"),
    );
    // Its own messages where it has them ...
    assert!(
        out.contains("[[Gaigel 1/") && out.contains(": The pack and the card points]]"),
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
        .args([
            "--lessons",
            dir.path().to_str().unwrap(),
            "--lang",
            "xx",
            "list",
        ])
        .assert()
        .code(2)
        .get_output()
        .stderr
        .clone();
    let out = String::from_utf8(out).unwrap();
    assert!(
        out.contains("en (English), ja (日本語), qps (Pseudo)"),
        "{out}"
    );
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
        out.lines()
            .any(|l| l.contains(" / ") && l.contains('人') && l.contains("layers"))
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
    assert!(
        err.contains("\"fr\"") && err.contains("ja (日本語)"),
        "{err}"
    );
}

/// `--help` of every command in Japanese: no English help text left, Japanese headings.
#[test]
fn help_of_every_command_is_in_japanese() {
    use clap::CommandFactory;
    let dir = tempfile::tempdir().unwrap();
    let english: Vec<String> =
        tricktutor::commands::help::derive_texts(&tricktutor::cli::Cli::command())
            .into_iter()
            .map(|(_, text)| text.lines().next().unwrap_or("").to_string())
            // The examples are commands, the same in every language.
            .filter(|l| !l.trim_start().starts_with("tricktutor"))
            .collect();
    let cmd = tricktutor::cli::Cli::command();
    let mut paths: Vec<Vec<String>> = vec![vec![]];
    for sub in cmd.get_subcommands() {
        paths.push(vec![sub.get_name().to_string()]);
        for inner in sub.get_subcommands() {
            paths.push(vec![
                sub.get_name().to_string(),
                inner.get_name().to_string(),
            ]);
        }
    }
    for path in paths {
        let mut args = vec!["--lang".to_string(), "ja".to_string()];
        args.extend(path.iter().cloned());
        args.push("--help".into());
        let out = stdout_of(tutor(dir.path()).args(&args));
        assert!(out.contains("使い方：tricktutor"), "{path:?}:\n{out}");
        assert!(out.contains("オプション："), "{path:?}:\n{out}");
        for line in &english {
            // Short texts ("e.g. gaigel") may sit inside a Japanese one; whole sentences not.
            if line.len() > 20 {
                assert!(
                    !out.contains(line.as_str()),
                    "{path:?}: English left: {line}\n{out}"
                );
            }
        }
        assert!(
            !out.contains("Print help") && !out.contains("Usage:"),
            "{out}"
        );
        // `help COMMAND` gives the same page.
        let mut args = vec!["--lang".to_string(), "ja".to_string(), "help".to_string()];
        args.extend(path.iter().cloned());
        let same = stdout_of(tutor(dir.path()).args(&args));
        assert_eq!(same, out, "{path:?}");
    }
}

#[test]
fn usage_errors_speak_the_learners_language() {
    let dir = tempfile::tempdir().unwrap();
    let err = |args: &[&str], code: i32| {
        let out = tutor(dir.path())
            .args(args)
            .assert()
            .code(code)
            .get_output()
            .stderr
            .clone();
        String::from_utf8(out).unwrap()
    };
    let out = err(&["--lang", "ja", "lern"], 2);
    assert!(
        out.contains("エラー：「lern」というコマンドはありません"),
        "{out}"
    );
    assert!(
        out.contains("'learn'") && out.contains("使い方：tricktutor"),
        "{out}"
    );
    let out = err(&["--lang", "ja", "completions", "tcsh"], 2);
    assert!(
        out.contains("「tcsh」は使えません") || out.contains("に「tcsh」は使えません"),
        "{out}"
    );
    assert!(out.contains("bash、elvish、fish、powershell、zsh"), "{out}");
    let out = err(&["--lang=ja", "play"], 2);
    assert!(out.contains("次の引数が必要です：<GAME>"), "{out}");
    let out = err(&["--lang", "ja", "help", "nope"], 2);
    assert!(out.contains("「nope」というコマンドはありません"), "{out}");
    // The locale variables choose the language of the help too.
    let out = stdout_of(tutor(dir.path()).env("LANG", "ja_JP.UTF-8").arg("--help"));
    assert!(out.contains("使い方："), "{out}");
    // English stays clap's own.
    let out = err(&["--lang", "en", "lern"], 2);
    assert!(
        out.contains("error: unrecognized subcommand 'lern'"),
        "{out}"
    );
    let out = stdout_of(tutor(dir.path()).args(["--lang", "en", "--help"]));
    assert!(
        out.contains("Usage: tricktutor") && out.contains("Print help"),
        "{out}"
    );
}

/// `judge`'s closing line: the fixed form in English (scripts read it), the learner's words
/// in Japanese, and `--json` for programs in any language.
#[test]
fn judge_says_its_summary_in_the_learners_language() {
    let dir = tempfile::tempdir().unwrap();
    let set = dir.path().join("set.yaml");
    fs::write(
        &set,
        "game: gaigel\ncases:\n  - id: right\n    kind: card-points\n    position: {cards: [hearts-A, hearts-10]}\n    answer: 21\n  - id: wrong\n    kind: card-points\n    position: {cards: [hearts-K]}\n    answer: 5\n",
    )
    .unwrap();
    let run = |lang: &str, json: bool| {
        let mut args = vec!["--lang", lang, "judge"];
        if json {
            args.push("--json");
        }
        args.push(set.to_str().unwrap());
        let out = tutor(dir.path())
            .args(&args)
            .assert()
            .code(1)
            .get_output()
            .stdout
            .clone();
        String::from_utf8(out).unwrap()
    };
    assert_eq!(run("en", false).lines().last(), Some("1 passed, 1 failed"));
    assert_eq!(
        run("ja", false).lines().last(),
        Some("合格 1 件、不合格 1 件")
    );
    let json: serde_json::Value = serde_json::from_str(&run("ja", true)).unwrap();
    assert_eq!(
        (json["passed"].as_u64(), json["failed"].as_u64()),
        (Some(1), Some(1))
    );
}
