//! `judge`: unreadable answers are invalid cases, located errors, and large sets at flat memory.

use super::support::{texts, tutor};
use std::path::Path;

/// Runs `judge` on one question set written to a file; returns (status, stdout, stderr).
fn judge_text(dir: &Path, name: &str, text: &str, extra: &[&str]) -> (i32, String, String) {
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    let out = tutor(dir)
        .arg("judge")
        .args(extra)
        .arg(&path)
        .output()
        .unwrap();
    let (o, e) = texts(&out);
    (out.status.code().unwrap_or(-1), o, e)
}

/// A written answer that cannot be read in the kind's form is an invalid case, located at
/// the answer; it is never reported as "no written answer" with a clean exit.
#[test]
fn an_unreadable_answer_is_an_invalid_case_with_its_location() {
    let dir = tempfile::tempdir().unwrap();
    // (kind and position, answer, line:col of the error, words of the message)
    let cases: &[(&str, &str, &str, &str)] = &[
        (
            "kind: card-points\n    position: {cards: [hearts-A]}",
            "\"eleven\"",
            ":6:13:",
            "expected an integer, found a string",
        ),
        (
            "kind: trick-winner\n    position: {trump: bells, trick: [hearts-K, hearts-K, bells-7, bells-7]}",
            "7",
            ":6:13:",
            "7 is out of range (0 to 3)",
        ),
        (
            "kind: deal-score\n    position: {event: no-declaration}",
            "{A: 0, B: 0}",
            ":6:13:",
            "missing field \"carry_next\"",
        ),
        (
            "kind: legal-plays\n    position: {trump: acorns, stock_empty: false, trick: [], hand: [hearts-A]}",
            "[hearts-9]",
            ":6:14:",
            "\"hearts-9\" is not a card of the gaigel pack",
        ),
    ];
    for (question, answer, at, message) in cases {
        let text =
            format!("game: gaigel\ncases:\n  - id: c1\n    {question}\n    answer: {answer}\n");
        let (code, out, err) = judge_text(dir.path(), "set.yaml", &text, &[]);
        assert_eq!(code, 2, "{answer}: {out}{err}");
        assert!(!out.contains("no written answer"), "{answer}: {out}");
        assert!(out.contains("0 passed, 1 failed"), "{answer}: {out}");
        assert!(err.contains(&format!("set.yaml{at}")), "{answer}: {err}");
        assert!(err.contains(message), "{answer}: {err}");
        let (code, out, _) = judge_text(dir.path(), "set.yaml", &text, &["--json"]);
        assert_eq!(code, 2);
        let v: serde_json::Value = serde_json::from_str(&out).unwrap();
        assert_eq!(v["cases"][0]["status"], "invalid", "{out}");
        assert_eq!(v["invalid"], true);
    }
}

/// A set answer lists each card once: a repeated card is an error, not quietly merged.
#[test]
fn a_set_answer_that_repeats_a_card_is_invalid() {
    let dir = tempfile::tempdir().unwrap();
    let text = "game: gaigel\ncases:\n  - id: twice\n    kind: legal-plays\n    position: {trump: acorns, stock_empty: false, trick: [], hand: [hearts-A, hearts-A]}\n    answer: [hearts-A, hearts-A]\n";
    let (code, out, err) = judge_text(dir.path(), "set.yaml", text, &[]);
    assert_eq!(code, 2, "{out}{err}");
    assert!(err.contains("set.yaml:6:24:"), "{err}");
    assert!(err.contains("hearts-A appears more than once"), "{err}");
}

/// A case field the format does not know (a misspelt `answer`) makes the case invalid
/// instead of leaving it silently unchecked.
#[test]
fn a_misspelt_case_field_is_not_a_silent_pass() {
    let dir = tempfile::tempdir().unwrap();
    let text = "game: gaigel\ncases:\n  - id: c1\n    kind: card-points\n    position: {cards: [hearts-A]}\n    answr: 12\n";
    let (code, out, err) = judge_text(dir.path(), "set.yaml", text, &[]);
    assert_eq!(code, 2, "{out}{err}");
    assert!(
        err.contains("set.yaml:6:5: unknown field \"answr\""),
        "{err}"
    );
}

/// Perlaggen's cut-keep answer is a list in the order of `seen` (spec, Position fields):
/// the right cards in the wrong order disagree; only the lists the spec names as sets
/// (legal plays, exchange cards, patterns) ignore order.
#[test]
fn lists_compare_in_the_form_the_spec_gives() {
    let dir = tempfile::tempdir().unwrap();
    let set = |answer: &str| {
        format!(
            "game: perlaggen\ncases:\n  - id: ck\n    kind: cut-keep\n    position: {{seen: [acorns-7, bells-6, hearts-9]}}\n    answer: {answer}\n"
        )
    };
    let (code, out, _) = judge_text(dir.path(), "ck.yaml", &set("[acorns-7, bells-6]"), &[]);
    assert_eq!(code, 0, "{out}");
    let (code, out, _) = judge_text(dir.path(), "ck.yaml", &set("[bells-6, acorns-7]"), &[]);
    assert_eq!(code, 1, "{out}");
    assert!(out.contains("0 passed, 1 failed"), "{out}");
    // A set stays a set: the legal naturals of a Perlaggen hand in any order.
    let legal = |cards: &str| {
        format!(
            "game: perlaggen\ncases:\n  - id: lp\n    kind: legal-plays\n    position: {{trump: leaves, trick: [], hand: [hearts-A, acorns-9]}}\n    answer: {{cards: {cards}, perlaggen: {{}}}}\n"
        )
    };
    for cards in ["[hearts-A, acorns-9]", "[acorns-9, hearts-A]"] {
        let (code, out, err) = judge_text(dir.path(), "lp.yaml", &legal(cards), &[]);
        assert_eq!(code, 0, "{cards}: {out}{err}");
    }
}
