//! The Gaigel capstone (`gaigel/whole-deal`) driven through a pipe in both languages: its
//! scripted deal grades the learner's four decisions, refuses a forbidden card with the
//! engine's reason, and records each decision in the lesson's progress.

use crate::cli::{squeezed, stdout_of, tutor};
use std::fs;

/// Worked out by hand from the Gaigel specification, for the learner at seat 1 (team B):
/// - action 22, after his partner's trick 1, before the draw: the partner declared nothing,
///   so the learner may declare his Acorns marriage in his place (7.2 rule 2). A pass is
///   legal but not the lesson's move: a hint follows, and the decision counts 2 tries.
/// - action 70, after his own trick 3: he holds the 7 of Leaves (trump), has now won a trick
///   himself and the turned King lies under the stock, so he exchanges (7.3): 1 try.
/// - action 180, trick 8 (the stock is gone), seat 0 leads the Ace of Bells: the learner
///   holds no Bell, so he must trump (6.2 step 3b). The Ace of Hearts is refused with the
///   must-trump reason naming both his trumps; the King of Leaves is legal but not the
///   lesson's Ober: 3 tries.
/// - action 191, after trick 8: team B has 17 + 17 + 25 + 27 = 86 card points, 20 for the
///   marriage and 10 for the exchange, 116: he knocks (8.1): 1 try.
///
/// Then the total (116) and the score of an undisputed knock while team A has 4 tricks
/// (B 1, 8.2). The two decisions missed at the first try come back at the end: 4 of 6
/// questions right at the first try.
#[test]
fn the_gaigel_capstone_grades_its_decisions_through_a_pipe_in_both_languages() {
    let marriage = "marriage [acorns-K, acorns-O]";
    let input = format!(
        "pass\n{marriage}\ntrump-seven-exchange\nhearts-A\nleaves-K\nleaves-O\nknock\n116\n0 1 0\n{marriage}\nleaves-O\n"
    );
    for (lang, not_this, hint, refused, explained, finished) in [
        (
            "en",
            "A legal move, but not the move this lesson shows.",
            "Hint 1/2: Look at your hand: which King and Ober",
            "Not allowed: you have no Bells, so you must play a trump (♠K, ♠O).",
            "The Ober of Leaves. You hold no Bell, so you must trump",
            "Lesson complete: 4 of 6 questions right at the first try.",
        ),
        (
            "ja",
            "このレッスンが示す手ではありません",
            "ヒント 1/2：手札を見ましょう。同じスートのKとO",
            "ベルがないので、切札（♠K、♠O）を出さなければなりません。",
            "リーフのOです。ベルがないので切札を出さなければならず",
            "6問中4問を一度で正解しました。",
        ),
    ] {
        let dir = tempfile::tempdir().unwrap();
        let out = stdout_of(
            tutor(dir.path())
                .args(["--lang", lang, "learn", "gaigel/whole-deal"])
                .write_stdin(input.clone()),
        );
        // Lines wrap at the terminal's width: compare without the white space.
        let out = squeezed(&out);
        let wrong = out.find(&squeezed(not_this)).expect(&out);
        let first_hint = out.find(&squeezed(hint)).expect(&out);
        let refusal = out.find(&squeezed(refused)).expect(&out);
        let explanation = out.find(&squeezed(explained)).expect(&out);
        assert!(
            wrong < first_hint && first_hint < refusal && refusal < explanation,
            "{out}"
        );
        assert!(out.contains(&squeezed(finished)), "{lang}:\n{out}");
        assert!(!out.contains('⟨'), "missing message ({lang}):\n{out}");
        let progress = fs::read_to_string(dir.path().join("progress.json")).unwrap();
        let v: serde_json::Value = serde_json::from_str(&progress).unwrap();
        let lesson = &v["lessons"]["gaigel/whole-deal"];
        assert_eq!(lesson["done"], true, "{progress}");
        let questions = &lesson["questions"];
        for (id, attempts, outcome) in [
            ("deal-22", 2, "retried"),
            ("deal-70", 1, "first-try"),
            ("deal-180", 3, "retried"),
            ("deal-191", 1, "first-try"),
            ("total", 1, "first-try"),
            ("score", 1, "first-try"),
        ] {
            assert_eq!(questions[id]["attempts"], attempts, "{id}: {progress}");
            assert_eq!(questions[id]["outcome"], outcome, "{id}: {progress}");
            assert_eq!(questions[id]["mastered"], true, "{id}: {progress}");
        }
    }
}
