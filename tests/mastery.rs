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
        // Lines wrap at the terminal's width: compare without the white space.
        let squeezed = crate::cli::squeezed(&out);
        assert!(
            squeezed.contains(&crate::cli::squeezed(&again)),
            "{lang}:\n{out}"
        );
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

/// `check` on a one-lesson folder whose lesson starts with `head`; its output and status.
fn check_with_topics(lang: &str, head: &str) -> (String, Option<i32>) {
    let dir = tempfile::tempdir().unwrap();
    let lesson = format!(
        "{head}steps:\n  - page: gaigel-mine-page\n  - question:\n      id: q\n      kind: legal-plays\n      position:\n        trump: acorns\n        stock_empty: true\n        trick: [hearts-K]\n        hand: [hearts-A, bells-7]\n"
    );
    crate::cli::disk_lesson(dir.path(), &lesson, "hello");
    let out = tutor(dir.path())
        .args(["--lang", lang, "check"])
        .arg(dir.path().join("gaigel"))
        .output()
        .unwrap();
    (String::from_utf8(out.stdout).unwrap(), out.status.code())
}

#[test]
fn check_refuses_a_lesson_whose_questions_practise_no_topic() {
    // No `topics:` at all: located at the top of the file, in both languages.
    let (out, code) = check_with_topics("en", "");
    assert_eq!(code, Some(1), "{out}");
    assert!(
        out.contains("01-mine.yaml:1:1: this lesson declares no `topics:`"),
        "{out}"
    );
    let (out, code) = check_with_topics("ja", "");
    assert_eq!(code, Some(1), "{out}");
    assert!(
        out.contains("01-mine.yaml:1:1: このレッスンには`topics:`がない"),
        "{out}"
    );
    // A topic that a legal-plays question cannot practise (the last trick's bonus is a
    // card-points clause): located at the topic in the list.
    let (out, code) = check_with_topics("en", "topics: [last-trick]\n");
    assert_eq!(code, Some(1), "{out}");
    assert!(
        out.contains("01-mine.yaml:1:10: the lesson declares the topic \"last-trick\", but none of its questions practises it"),
        "{out}"
    );
    // Following suit is what the question asks (the Seven of Bells may not be played on ♥K while
    // ♥A is held): accepted.
    let (out, code) = check_with_topics("en", "topics: [follow-suit, must-beat]\n");
    assert_eq!(code, Some(0), "{out}");
    // Written out empty: a lesson no drill topic covers yet, let through.
    let (out, code) = check_with_topics("en", "topics: []\n");
    assert_eq!(code, Some(0), "{out}");
}
