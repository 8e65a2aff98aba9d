//! The Rikken capstone's second deal through a pipe, in both languages: a blind Rik, the
//! learner the declarer at seat 0 (the deal has passed to the left since the first deal).
//!
//! Worked out by hand from the specification (rules/rikken.md), not from the program:
//! - action 0, the bid: seat 0 holds ♠A 9 8 7 6 5 3 2 and ♥A 8 6 4 2; Rik is the lesson's bid.
//! - action 4, the call: trumps and the called card in one announcement (7.3). The hand holds
//!   no diamond and no club, so with spades as trumps both ♦A and ♣A are legal calls, blind
//!   (7.3 rule 4): ♣A is legal but not the lesson's ♦A. The menu lists the calls by trump
//!   suit and card: 1) spades ♦A, 2) spades ♣A.
//! - action 5: the called ♦A is out, so the declarer may lead face down (6.4): ♥2.
//! - action 13: seat 0 on lead again after the ♦A fell on trick 1; the face-down lead is gone
//!   (6.4, at most once a deal): ♠A.
//! - action 32: seat 1 led ♥Q; seat 0 holds ♥8 ♥6 and spades, so a spade is refused (6.3
//!   step 4: must follow suit), ♥8 is legal but not the lesson's ♥6.
//! - the score: declarer 0 and partner 2 take 7 + 5 = 12 tricks: 1 + 4 overtricks = 5 chips,
//!   {0: 5, 1: -5, 2: 5, 3: -5} (8).
//!
//! The first deal (the Troela of tests/cli.rs) is played right here.

use crate::cli::{squeezed, stdout_of, tutor};
use std::fs;

#[test]
fn the_rikken_capstone_grades_a_blind_call_a_face_down_lead_and_a_refused_card() {
    // The first deal, right: no (the three-ace player may not pass), pass, hearts,
    // spades-A, hearts-K, the score. The second deal: rik; 2 (♣A: legal, not the lesson's),
    // 1; face-down hearts-2; spades-A; spades-3 (refused), hearts-8 (legal, not the
    // lesson's), hearts-6; the score. Then the two decisions missed at the first try come
    // back: the call (1) and the heart (hearts-6).
    let input = "no\npass\nhearts\nspades-A\nhearts-K\n8 8 -8 -8\n\
                 rik\n2\n1\nface-down hearts-2\nspades-A\nspades-3\nhearts-8\nhearts-6\n5 -5 5 -5\n\
                 1\nhearts-6\n";
    for (lang, not_this, call_hint, face_down, refused, finished) in [
        (
            "en",
            "A legal move, but not the move this lesson shows.",
            "Hint 1/2: Which suit do you hold most of?",
            "♥2, face down. The others play as if diamonds were led",
            "Not allowed: you hold Hearts, the suit led, so you must follow suit",
            "Lesson complete: 10 of 12 questions right at the first try.",
        ),
        (
            "ja",
            "ルール上は出せますが、このレッスンが示す手ではありません。",
            "ヒント 1/2：一番多く持っているスートは？",
            "♥2を伏せて出します。",
            "リードされたハートを持っているので、フォローしなければなりません",
            "12問中10問を一度で正解しました。",
        ),
    ] {
        let dir = tempfile::tempdir().unwrap();
        let out = stdout_of(
            tutor(dir.path())
                .args(["--lang", lang, "learn", "rikken/whole-deal"])
                .write_stdin(input),
        );
        let out = squeezed(&out);
        // The second deal starts after the first deal's score.
        let second = out.find(&squeezed(not_this)).expect(&out);
        let hint = out.find(&squeezed(call_hint)).expect(&out);
        let lead = out.find(&squeezed(face_down)).expect(&out);
        let refusal = out.find(&squeezed(refused)).expect(&out);
        let heart_miss = out[refusal..].find(&squeezed(not_this)).expect(&out) + refusal;
        assert!(
            second < hint && hint < lead && lead < refusal && refusal < heart_miss,
            "{lang}:\n{out}"
        );
        assert!(out.contains(&squeezed(finished)), "{lang}:\n{out}");
        assert!(!out.contains('⟨'), "missing message ({lang}):\n{out}");
        let progress = fs::read_to_string(dir.path().join("progress.json")).unwrap();
        let v: serde_json::Value = serde_json::from_str(&progress).unwrap();
        let lesson = &v["lessons"]["rikken/whole-deal"];
        assert_eq!(lesson["done"], true, "{progress}");
        let q = &lesson["questions"];
        for (id, attempts, outcome) in [
            ("rik-0", 1, "first-try"),
            ("rik-4", 2, "retried"),
            ("rik-5", 1, "first-try"),
            ("rik-13", 1, "first-try"),
            ("rik-32", 3, "retried"),
            ("rik-score", 1, "first-try"),
        ] {
            assert_eq!(q[id]["attempts"], attempts, "{id}: {progress}");
            assert_eq!(q[id]["outcome"], outcome, "{id}: {progress}");
            assert_eq!(q[id]["mastered"], true, "{id}: {progress}");
        }
    }
}
