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

/// A question set of `n` one-line cards-points cases, each right.
fn card_points_set(n: usize) -> String {
    let mut text = String::from("game: gaigel\ncases:\n");
    for i in 0..n {
        text.push_str(&format!(
            "  - {{id: c{i}, kind: card-points, position: {{cards: [hearts-A, bells-10]}}, answer: 21, why: w}}\n"
        ));
    }
    text
}

/// A set far beyond the old limit of one parse of the whole file (200,000 YAML events,
/// about 11,000 of these cases): every case judged, in order. (The sizes that matter for speed and memory, 100,000
/// cases and more, are measured by `cargo bench --bench judge_scale`.)
#[test]
fn a_large_set_is_judged_in_full() {
    let dir = tempfile::tempdir().unwrap();
    let n = 12_000;
    let (code, out, err) = judge_text(dir.path(), "big.yaml", &card_points_set(n), &[]);
    assert_eq!(code, 0, "{err}");
    assert!(err.is_empty(), "{err}");
    assert!(
        out.ends_with(&format!("\n{n} passed, 0 failed\n")),
        "{}",
        &out[out.len() - 200..]
    );
    let verdicts: Vec<&str> = out.lines().filter(|l| l.contains("✓ agrees")).collect();
    assert_eq!(verdicts.len(), n);
    assert_eq!(verdicts[0], "c0: 21  ✓ agrees");
    assert_eq!(verdicts[n - 1], format!("c{}: 21  ✓ agrees", n - 1));
}

/// Each verdict is printed as soon as its case is read, before the rest of the set has
/// even been written: `judge` streams (and so never holds a large set in memory).
#[test]
fn verdicts_come_while_the_set_is_still_being_written() {
    use std::io::{BufRead, BufReader, Write};
    use std::process::Stdio;
    use std::sync::mpsc;
    use std::time::Duration;
    for json in [false, true] {
        let data = tempfile::tempdir().unwrap();
        let mut cmd = super::support::process(data.path());
        cmd.arg("judge");
        if json {
            cmd.arg("--json");
        }
        let mut child = cmd
            .arg("-")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        let mut stdin = child.stdin.take().unwrap();
        let stdout = child.stdout.take().unwrap();
        let (tx, rx) = mpsc::channel();
        let reader = std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                if tx.send(line.unwrap()).is_err() {
                    break;
                }
            }
        });
        // The first cases, and the start of one more: YAML needs to see where a case ends.
        let text = card_points_set(3);
        stdin.write_all(text.as_bytes()).unwrap();
        stdin
            .write_all(b"  - id: last\n    kind: card-points\n")
            .unwrap();
        stdin.flush().unwrap();
        let wanted = if json {
            "\"id\": \"c0\","
        } else {
            "c0: 21  ✓ agrees"
        };
        let mut seen = Vec::new();
        loop {
            match rx.recv_timeout(Duration::from_secs(30)) {
                Ok(line) if line.trim() == wanted => break,
                Ok(line) => seen.push(line),
                Err(_) => panic!("json {json}: no verdict while the set is open; saw {seen:?}"),
            }
        }
        stdin
            .write_all(b"    position: {cards: [hearts-A]}\n    answer: 11\n")
            .unwrap();
        drop(stdin);
        let rest: Vec<String> = rx.iter().collect();
        reader.join().unwrap();
        assert_eq!(child.wait().unwrap().code(), Some(0));
        if json {
            let whole = format!("{}\n{wanted}\n{}", seen.join("\n"), rest.join("\n"));
            let v: serde_json::Value = serde_json::from_str(&whole).unwrap();
            assert_eq!(v["passed"], 4);
            assert_eq!(v["cases"][3]["id"], "last");
        } else {
            assert_eq!(rest.last().map(String::as_str), Some("4 passed, 0 failed"));
        }
    }
}

/// Hostile sets stay cheap to refuse, each with a message in plain words (not the YAML
/// library's "budget breached: ..."): an alias bomb inside one case, nesting hundreds deep.
#[test]
fn alias_bombs_and_deep_nesting_are_refused_in_plain_words() {
    let dir = tempfile::tempdir().unwrap();
    let mut bomb = String::from(
        "game: gaigel\ncases:\n  - id: ok\n    kind: card-points\n    position: {cards: [hearts-A]}\n    answer: 11\n  - id: bomb\n    kind: card-points\n    position: {cards: [hearts-A]}\n    why: &a [x, x, x, x, x, x, x, x, x, x]\n",
    );
    let mut prev = "a".to_string();
    for i in 0..12 {
        let refs = vec![format!("*{prev}"); 10].join(", ");
        bomb.push_str(&format!("    b{i}: &b{i} [{refs}]\n"));
        prev = format!("b{i}");
    }
    let deep = format!(
        "game: gaigel\ncases:\n  - id: deep\n    kind: card-points\n    position: {{cards: {}{}}}\n",
        "[".repeat(500),
        "]".repeat(500)
    );
    for (text, plain) in [
        (bomb.as_str(), "too large to read safely"),
        (deep.as_str(), "nested more than 64 levels deep"),
    ] {
        let start = std::time::Instant::now();
        let (code, out, err) = judge_text(dir.path(), "hostile.yaml", text, &[]);
        assert_eq!(code, 2, "{out}{err}");
        assert!(err.contains(plain), "{err}");
        assert!(!err.contains("budget"), "{err}");
        assert!(start.elapsed().as_secs() < 20, "{:?}", start.elapsed());
    }
}

/// Duplicate ids are still found in a long set, each at its own line, with the line shown.
#[test]
fn duplicate_ids_are_found_with_their_lines() {
    let dir = tempfile::tempdir().unwrap();
    let mut text = card_points_set(3_000);
    // Line 1 is `game:`, line 2 `cases:`, case i on line i + 3.
    text.push_str("  - {id: c7, kind: card-points, position: {cards: [hearts-A]}, answer: 11}\n");
    text.push_str(
        "  - {id: c2999, kind: card-points, position: {cards: [hearts-A]}, answer: 11}\n",
    );
    let (code, out, err) = judge_text(dir.path(), "dup.yaml", &text, &[]);
    assert_eq!(code, 2, "{err}");
    assert!(
        out.ends_with("\n3000 passed, 0 failed\n"),
        "{}",
        &out[out.len() - 100..]
    );
    assert!(
        err.contains("dup.yaml:3003:5: the id \"c7\" is used twice"),
        "{err}"
    );
    assert!(
        err.contains("3003 |   - {id: c7, kind: card-points"),
        "{err}"
    );
    assert!(
        err.contains("dup.yaml:3004:5: the id \"c2999\" is used twice"),
        "{err}"
    );
}

/// An error on a line of megabytes shows a window of it around the column, as wide as the
/// terminal (80 columns here), with `…` where it is cut and the caret under the column,
/// counted in display columns (a Japanese character takes two).
#[test]
fn error_snippets_are_a_window_around_the_column() {
    let dir = tempfile::tempdir().unwrap();
    let note = "長い説明".repeat(100_000); // 1.2 MB of wide characters
    let text = format!(
        "game: gaigel\ncases:\n  - {{id: c1, kind: card-points, why: \"{note}\", position: {{cards: [hearts-Z]}}, answer: 2}}\n"
    );
    let (code, _, err) = judge_text(dir.path(), "long.yaml", &text, &[]);
    assert_eq!(code, 2);
    assert!(err.len() < 2_000, "{} bytes on stderr", err.len());
    let col = 2
        + "- {id: c1, kind: card-points, why: \"".chars().count()
        + note.chars().count()
        + "\", position: {cards: [".chars().count()
        + 1;
    assert!(err.contains(&format!("long.yaml:3:{col}: ")), "{err}");
    let lines: Vec<&str> = err.lines().collect();
    let (shown, caret) = (lines[1], lines[2]);
    for l in [shown, caret] {
        assert!(unicode_width::UnicodeWidthStr::width(l) <= 80, "{l}");
    }
    assert!(
        shown.starts_with("   3 | …") && shown.ends_with("}"),
        "{shown}"
    );
    // What stands above the caret is the card the error is about.
    let at = unicode_width::UnicodeWidthStr::width(&caret[..caret.len() - 1]);
    let mut width = 0;
    let under: String = shown
        .chars()
        .skip_while(|c| {
            width += unicode_width::UnicodeWidthChar::width(*c).unwrap_or(0);
            width <= at
        })
        .take(8)
        .collect();
    assert_eq!(under, "hearts-Z", "{shown}\n{caret}");
}

/// Runs `judge` with arguments only; returns (status, stdout, stderr).
fn judge_args(args: &[&str]) -> (i32, String, String) {
    let data = tempfile::tempdir().unwrap();
    let out = tutor(data.path()).arg("judge").args(args).output().unwrap();
    let (o, e) = texts(&out);
    (out.status.code().unwrap_or(-1), o, e)
}

/// A misspelt game or kind in a question from flags is named, with the likely meaning;
/// the flags are not taken for files.
#[test]
fn a_misspelt_game_or_kind_gets_a_suggestion() {
    let (code, out, err) = judge_args(&[
        "gaigl",
        "legal-plays",
        "--trump",
        "acorns",
        "--hand",
        "hearts-A",
    ]);
    assert_eq!(code, 2, "{out}");
    assert!(
        err.contains("Unknown game \"gaigl\": did you mean gaigel?"),
        "{err}"
    );
    assert!(!err.contains("cannot read"), "{err}");
    assert_eq!(err.lines().count(), 1, "{err}");
    let (code, _, err) = judge_args(&["gaigel", "legal-play", "--trump", "acorns"]);
    assert_eq!(code, 2);
    assert!(
        err.contains("no question kind \"legal-play\": did you mean legal-plays?"),
        "{err}"
    );
    // The same help in a question set.
    let dir = tempfile::tempdir().unwrap();
    let text = "game: gaigel\ncases:\n  - id: c1\n    kind: card-point\n    position: {cards: [hearts-A]}\n";
    let (code, _, err) = judge_text(dir.path(), "set.yaml", text, &[]);
    assert_eq!(code, 2);
    assert!(
        err.contains("set.yaml:4:11: unknown value \"card-point\": did you mean \"card-points\"?"),
        "{err}"
    );
}

/// An error in a question from flags names the flag, not a line and column of a document
/// the user never wrote; a flag without a value is "true" only for a yes/no field.
#[test]
fn errors_in_flags_name_the_flag() {
    let (code, _, err) = judge_args(&[
        "gaigel",
        "legal-plays",
        "--trump",
        "acorns",
        "--stock-empty",
        "--trick",
        "hearts-K",
        "--hand",
        "hearts-A,hearts-Z",
    ]);
    assert_eq!(code, 2);
    assert!(
        err.contains("error: --hand: \"hearts-Z\" is not a card of the gaigel pack"),
        "{err}"
    );
    assert!(!err.contains("<arguments>"), "{err}");
    // A bare --trump is not the suit "true".
    let (code, _, err) = judge_args(&[
        "gaigel",
        "legal-plays",
        "--trump",
        "--stock-empty",
        "--trick",
        "hearts-K",
        "--hand",
        "hearts-A",
    ]);
    assert_eq!(code, 2);
    assert!(
        err.contains("--trump: a value is needed: a suit (acorns, leaves, hearts, bells)"),
        "{err}"
    );
    assert!(!err.contains("\"true\""), "{err}");
    // A misspelt flag, and a missing one.
    let (code, _, err) = judge_args(&[
        "gaigel",
        "legal-plays",
        "--trump",
        "acorns",
        "--stock-empty",
        "--hnad",
        "hearts-A",
    ]);
    assert_eq!(code, 2);
    assert!(
        err.contains("--hnad: unknown flag: did you mean --hand?"),
        "{err}"
    );
    assert!(err.contains("--trick is required for this kind"), "{err}");
    // Japanese too.
    let data = tempfile::tempdir().unwrap();
    let out = tutor(data.path())
        .args(["--lang", "ja", "judge", "gaigel", "card-points", "--cards"])
        .output()
        .unwrap();
    let (_, err) = texts(&out);
    assert!(err.contains("--cards: 値が必要です"), "{err}");
}

/// Ids and written answers come from the file: control characters in them are shown as
/// visible symbols, in text and in JSON, never sent to the terminal.
#[test]
fn ids_from_files_are_shown_inert() {
    let dir = tempfile::tempdir().unwrap();
    let text = "game: gaigel\ncases:\n  - id: \"evil\\e[2J\\u202Eid\"\n    kind: card-points\n    position: {cards: [hearts-A]}\n    answer: 11\n";
    for json in [false, true] {
        let extra: &[&str] = if json { &["--json"] } else { &[] };
        let (code, out, err) = judge_text(dir.path(), "set.yaml", text, extra);
        assert_eq!(code, 0, "{err}");
        let shown = if json {
            let v: serde_json::Value = serde_json::from_str(&out).unwrap();
            v["cases"][0]["id"].as_str().unwrap().to_string()
        } else {
            out.clone()
        };
        assert!(shown.contains("evil␛[2J"), "{shown}");
        assert!(
            !shown.contains('\x1b') && !shown.contains('\u{202e}'),
            "{shown:?}"
        );
    }
}
