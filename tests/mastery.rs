//! Mastery: a lesson is complete only when every question was answered right without
//! revealing; missed ones come back at the end; stars count the first tries.

use crate::cli::{right_answers, stdout_of, tutor};
use std::fs;
use tricktutor::rules::Game;

/// The progress file's entry for a lesson.
fn entry(dir: &std::path::Path, key: &str) -> serde_json::Value {
    let text = fs::read_to_string(dir.join("progress.json")).unwrap();
    let v: serde_json::Value = serde_json::from_str(&text).unwrap();
    v["lessons"][key].clone()
}

#[test]
fn a_learner_who_reveals_every_answer_does_not_complete_the_lesson() {
    let (_, n) = right_answers(Game::Gaigel, "pack");
    for lang in ["en", "ja"] {
        let dir = tempfile::tempdir().unwrap();
        // Three rounds of revealing everything, then the input ends.
        let input = "!\n".repeat(3 * n);
        let out = tutor(dir.path())
            .args(["--lang", lang, "learn", "gaigel/pack"])
            .write_stdin(input)
            .output()
            .unwrap();
        let out = String::from_utf8(out.stdout).unwrap();
        let (again, finished) = match lang {
            "en" => (
                format!("Not complete yet: {n} questions come back"),
                "Lesson complete",
            ),
            _ => (format!("{n}問をもう一度出題します"), "レッスン完了"),
        };
        assert!(out.contains(&again), "{lang}:\n{out}");
        assert!(!out.contains(finished), "{lang}:\n{out}");
        let e = entry(dir.path(), "gaigel/pack");
        assert_eq!(e["done"], false, "{e}");
        // `list` shows it started, without stars.
        let list = stdout_of(tutor(dir.path()).args(["--lang", lang, "list", "gaigel"]));
        assert!(!list.contains('★') && !list.contains('☆'), "{list}");
        assert!(list.contains('▸'), "{list}");
    }
}

#[test]
fn a_learner_who_answers_right_completes_the_lesson_with_three_stars() {
    let (input, n) = right_answers(Game::Gaigel, "pack");
    for (lang, stars) in [("en", "Stars: ★★★"), ("ja", "星：★★★")] {
        let dir = tempfile::tempdir().unwrap();
        let out = stdout_of(
            tutor(dir.path())
                .args(["--lang", lang, "learn", "gaigel/pack"])
                .write_stdin(input.clone()),
        );
        assert!(out.contains(stars), "{lang}:\n{out}");
        assert!(!out.contains("Not complete yet"), "{out}");
        let e = entry(dir.path(), "gaigel/pack");
        assert_eq!(e["done"], true, "{e}");
        assert_eq!(e["stars"], 3, "{e}");
        assert_eq!(e["questions"].as_object().unwrap().len(), n, "{e}");
        let list = stdout_of(tutor(dir.path()).args(["--lang", lang, "list", "gaigel"]));
        let line = list.lines().find(|l| l.contains("(pack)")).unwrap();
        assert!(line.contains('✓') && line.contains("★★★"), "{list}");
    }
}

#[test]
fn a_revealed_question_comes_back_until_right_and_costs_a_star() {
    // The first question revealed, the rest right; at the end the first comes back alone
    // and is answered right: complete, with n-1 of n first tries.
    let (right, n) = right_answers(Game::Gaigel, "pack");
    let first = right.lines().next().unwrap();
    let input = format!("!\n{}{first}\n", right.split_once('\n').unwrap().1);
    let dir = tempfile::tempdir().unwrap();
    let out = stdout_of(
        tutor(dir.path())
            .args(["learn", "gaigel/pack"])
            .write_stdin(input),
    );
    assert!(
        out.contains("Not complete yet: one question comes back"),
        "{out}"
    );
    let finished = format!("Lesson complete: {} of {n} questions right", n - 1);
    assert!(out.contains(&finished), "{out}");
    // n ≥ 6, so n-1 first tries are at least three in four: two stars.
    assert!(n >= 6);
    assert!(out.contains("Stars: ★★☆"), "{out}");
    assert_eq!(entry(dir.path(), "gaigel/pack")["stars"], 2);
}

#[test]
fn a_lesson_done_under_the_old_rule_stays_done_with_stars_from_its_records() {
    let dir = tempfile::tempdir().unwrap();
    // A version 2 file from before mastery: no `mastered`, no `stars`; two of four right
    // at the first try is below three in four: one star.
    fs::write(
        dir.path().join("progress.json"),
        r#"{"version": 2, "lessons": {"gaigel/pack": {"step": 0, "done": true,
            "questions": {"a": {"outcome": "first-try", "attempts": 1},
                          "b": {"outcome": "first-try", "attempts": 1},
                          "c": {"outcome": "revealed", "attempts": 0},
                          "d": {"outcome": "retried", "attempts": 2}}}}}"#,
    )
    .unwrap();
    let list = stdout_of(tutor(dir.path()).args(["list", "gaigel"]));
    let line = list.lines().find(|l| l.contains("(pack)")).unwrap();
    assert!(line.contains('✓') && line.contains("★☆☆"), "{list}");
}

#[test]
fn a_topic_just_missed_is_not_shown_as_known() {
    // Every question of the following lesson revealed, twice: its topics were just missed.
    let (_, n) = right_answers(Game::Gaigel, "follow");
    let dir = tempfile::tempdir().unwrap();
    let now = "1800000000";
    tutor(dir.path())
        .env("TRICKTUTOR_NOW", now)
        .args(["learn", "gaigel/follow"])
        .write_stdin("!\n".repeat(2 * n))
        .output()
        .unwrap();
    let out = stdout_of(
        tutor(dir.path())
            .env("TRICKTUTOR_NOW", now)
            .args(["progress", "show"]),
    );
    let bars: Vec<&str> = out.lines().filter(|l| l.contains('░')).collect();
    assert!(!bars.is_empty(), "{out}");
    for line in bars {
        // At most 40%: four blocks of ten.
        assert!(line.matches('█').count() <= 4, "{out}");
        assert!(!line.contains("100"), "{out}");
    }
}
