//! `check` refuses each drill topic a lesson declares that none of its questions practises
//! and none of its graded decisions names: `review` would never bring that topic back from
//! the lesson. Each is located at the topic in the `topics:` list, in both languages.

use crate::cli::{disk_lesson, tutor};
use std::fs;
use std::path::Path;

/// `check` of the game folder `root/gaigel` in `lang`: its output and status.
fn check(root: &Path, lang: &str) -> (String, Option<i32>) {
    let out = tutor(root)
        .args(["--lang", lang, "check"])
        .arg(root.join("gaigel"))
        .output()
        .unwrap();
    (String::from_utf8(out.stdout).unwrap(), out.status.code())
}

/// A Gaigel lesson with one question: ♥K led, the stock empty, the hand ♥A and ♦7. The
/// strict rules (6.2) make the learner follow suit, so `follow-suit` is practised; nothing
/// in it counts cards, so `last-trick` (the 10 for the last trick, section 4) is not.
const FOLLOW_QUESTION: &str = "steps:\n  - page: gaigel-mine-page\n  - question:\n      id: q\n      kind: legal-plays\n      position:\n        trump: acorns\n        stock_empty: true\n        trick: [hearts-K]\n        hand: [hearts-A, bells-7]\n";

#[test]
fn each_declared_topic_no_question_practises_is_refused_at_the_topic() {
    let dir = tempfile::tempdir().unwrap();
    // Column 23 is the `l` of `last-trick`: `topics: [` is 9 characters, `follow-suit, ` 13.
    disk_lesson(
        dir.path(),
        &format!("topics: [follow-suit, last-trick]\n{FOLLOW_QUESTION}"),
        "hello",
    );
    let (out, code) = check(dir.path(), "en");
    assert_eq!(code, Some(1), "{out}");
    assert!(
        out.contains("01-mine.yaml:1:23: the lesson declares the topic \"last-trick\", but none of its questions practises it and none of its graded decisions names it"),
        "{out}"
    );
    // Only the unpractised topic is refused: one problem, and not about `follow-suit`.
    assert!(out.contains("One problem"), "{out}");
    assert!(!out.contains("\"follow-suit\""), "{out}");
    let (out, code) = check(dir.path(), "ja");
    assert_eq!(code, Some(1), "{out}");
    assert!(
        out.contains("01-mine.yaml:1:23: このレッスンはトピック「last-trick」を宣言していますが"),
        "{out}"
    );
}

#[test]
fn two_unpractised_topics_give_two_problems_each_at_its_place() {
    let dir = tempfile::tempdir().unwrap();
    // `topics: [` 9, `last-trick, ` 12, `follow-suit, ` 13: columns 10 and 35.
    disk_lesson(
        dir.path(),
        &format!("topics: [last-trick, follow-suit, royal-marriage]\n{FOLLOW_QUESTION}"),
        "hello",
    );
    let (out, code) = check(dir.path(), "en");
    assert_eq!(code, Some(1), "{out}");
    assert!(
        out.contains("01-mine.yaml:1:10: the lesson declares the topic \"last-trick\""),
        "{out}"
    );
    assert!(
        out.contains("01-mine.yaml:1:35: the lesson declares the topic \"royal-marriage\""),
        "{out}"
    );
    assert!(out.contains("2 problems"), "{out}");
}

#[test]
fn every_declared_topic_practised_passes() {
    let dir = tempfile::tempdir().unwrap();
    disk_lesson(
        dir.path(),
        &format!("topics: [follow-suit]\n{FOLLOW_QUESTION}"),
        "hello",
    );
    let (out, code) = check(dir.path(), "en");
    assert_eq!(code, Some(0), "{out}");
}

/// The shipped Gaigel capstone in a game folder of its own: its texts are the embedded
/// ones. Its two questions count the deal's points and score the knock; `must-trump` is
/// practised only by a decision of its scripted deal.
fn capstone_folder(root: &Path, lesson: &str) {
    let g = root.join("gaigel");
    fs::create_dir_all(&g).unwrap();
    fs::write(
        g.join("game.yaml"),
        "game: gaigel\nlessons:\n  - {id: whole-deal, file: 11-whole-deal.yaml, title: gaigel-whole-deal-title}\nrules: []\n",
    )
    .unwrap();
    fs::write(g.join("11-whole-deal.yaml"), lesson).unwrap();
}

fn shipped_capstone() -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("lessons/gaigel/11-whole-deal.yaml");
    fs::read_to_string(path).unwrap()
}

#[test]
fn a_graded_decision_naming_a_topic_practises_it() {
    let dir = tempfile::tempdir().unwrap();
    let lesson = shipped_capstone();
    assert!(lesson.contains(
        "\ntopics: [who-marries, when-to-marry, trump-seven, must-trump, declarations-count]\n"
    ));
    capstone_folder(dir.path(), &lesson);
    let (out, code) = check(dir.path(), "en");
    assert_eq!(code, Some(0), "{out}");

    // Without the decision that names `must-trump` (trick 8: void in Bells, the learner
    // must trump), nothing in the lesson practises it.
    let without = lesson.replacen("          topics: [must-trump]\n", "", 1);
    assert_ne!(without, lesson);
    capstone_folder(dir.path(), &without);
    let (out, code) = check(dir.path(), "en");
    assert_eq!(code, Some(1), "{out}");
    assert!(
        out.contains("11-whole-deal.yaml:15:51: the lesson declares the topic \"must-trump\""),
        "{out}"
    );
    assert!(out.contains("One problem"), "{out}");
}
