//! The Perlaggen capstone (`perlaggen/whole-deal`) driven through a pipe in both languages.
//!
//! Worked out by hand from the specification, not from the program's output: the learner
//! sits at seat 1. The ♦7 (a permanent Perlagg) is turned and the dealer's only bell is the
//! Weli, so the exchange is seat 1's (6.5): declining is legal but not the lesson's move,
//! laying the ♦9 is. In trick 1 the ♥9 is led and seat 1 holds the ♥10, a natural heart:
//! before his card, the ♠A is refused (7.2 step 3a: follow suit or trump) and the bet on
//! the Gleich is the lesson's move; then only the ♥10 may be played of his natural cards,
//! and each Perlagg only as a heart or a bell. The show and the two scoring questions
//! follow: team A 3, team B 2; with a failed proof of a conceded Gleich, team A 4 and
//! team B −2 (10.1.3).

use crate::cli::{squeezed, stdout_of, tutor};
use std::fs;

#[test]
fn the_perlaggen_capstone_grades_its_decisions_through_a_pipe_in_both_languages() {
    // First pass: decline (legal, not the lesson's move), then the exchange; hold;
    // leaves-A (refused), then the bet; the legal plays (the ♥10, then "a heart or a bell"
    // for each Perlagg, the second choice of the menu); contest, concede, reveal; the two
    // scores. The two decisions missed at the first try come back at the end, in the
    // first deal step: the exchange, then the bet.
    let input = "decline exchange\nexchange bells-9\nhold spiel\nleaves-A\nbet gleich\n\
                 hearts-10\n2\n2\ncontest gleich\nconcede hanger\nreveal bells-7@bells-A\n\
                 3 2\n4 -2\nexchange bells-9\nbet gleich\n";
    for (lang, not_this, hint, refused, explained, finished) in [
        (
            "en",
            "not the move this lesson shows",
            "Hint 1/2: The dealer holds no bell he may lay down",
            "so you must follow suit or play a trump",
            "Bet the Gleich. Your own five cards hold an example",
            "Lesson complete: 7 of 9 questions right at the first try.",
        ),
        (
            "ja",
            "このレッスンが示す手ではありません",
            "ディーラーは出せるベルを持っていません",
            "フォローするか切札",
            "グライヒにベットします。",
            "9問中7問を一度で正解しました。",
        ),
    ] {
        let dir = tempfile::tempdir().unwrap();
        let out = stdout_of(
            tutor(dir.path())
                .args(["--lang", lang, "learn", "perlaggen/whole-deal"])
                .write_stdin(input),
        );
        // Lines wrap at the terminal's width: compare without the white space.
        let out = squeezed(&out);
        let wrong = out.find(&squeezed(not_this)).expect(&out);
        let first_hint = out.find(&squeezed(hint)).expect(&out);
        let refusal = out[first_hint..].find(&squeezed(refused)).expect(&out) + first_hint;
        let explanation = out[refusal..].find(&squeezed(explained)).expect(&out) + refusal;
        assert!(
            wrong < first_hint && first_hint < refusal && refusal < explanation,
            "{out}"
        );
        assert!(out.contains(&squeezed(finished)), "{lang}:\n{out}");
        assert!(!out.contains('⟨'), "missing message ({lang}):\n{out}");
        let progress = fs::read_to_string(dir.path().join("progress.json")).unwrap();
        let v: serde_json::Value = serde_json::from_str(&progress).unwrap();
        let lesson = &v["lessons"]["perlaggen/whole-deal"];
        assert_eq!(lesson["done"], true, "{progress}");
        let attempts = |id: &str| lesson["questions"][id]["attempts"].clone();
        // Seat 1's graded decisions: the record's actions 2 (exchange), 4 (hold) and 6
        // (bet) in the first deal step, 26 (contest), 27 (concede) and 31 (reveal) in the
        // second.
        assert_eq!(attempts("deal-2"), 2, "{progress}");
        assert_eq!(attempts("deal-6"), 2, "{progress}");
        for id in [
            "deal-4", "baptise", "show-26", "show-27", "show-31", "score", "proof",
        ] {
            assert_eq!(attempts(id), 1, "{id}: {progress}");
        }
    }
}
