//! The Marglia capstone (`marglia/whole-deal`) driven through a pipe in both languages: its
//! three scripted deals, with wrong tries refused with the engine's reason, legal moves that
//! are not the lesson's, and every decision graded in the progress file. Worked out by hand
//! from the Marglia specification (sections 5, 6.1, 8.2, 9 and "Whole deals").

use crate::cli::{squeezed, stdout_of, tutor};
use std::fs;

/// The lines typed, each with what it does (section numbers of the specification).
const INPUT: &[&str] = &[
    // The turned ♠A: 31 + 4 = 35, and a credit at 35 or more gives the option (5.6-5.7).
    "35",
    "y",
    // deal-0: 1 = stop, legal but not the lesson's move (behind 35-40); 2 = play on.
    "1",
    "2",
    // deal-4: ♦J ♦A ♦5 led and followed; the ♣7 is refused (the learner holds diamonds,
    // 6.1 step 2); the ♦2 is legal but not the lesson's; the ♦Q is.
    "clubs-7",
    "diamonds-2",
    "diamonds-Q",
    // deal-15: ♥K ♥7, void in hearts, no trump yet: any trump, the lesson's ♠2 (step 6).
    "spades-2",
    // deal-24: ♥5 ♥J ♥Q, the partner's ♥J is winning: exemption (a), the ♣7 (step 4).
    "clubs-7",
    // deal-27: ♣2 ♠K, the ♠4 is refused (the ♠A beats the ♠K: step 5); the ♠A.
    "spades-4",
    "spades-A",
    // deal-36: ♦K ♠6 ♠7, nothing beats the ♠7: exemption (c), the ♠4.
    "spades-4",
    // last-0: 1 = stop, legal (the credit gives 38) but not the lesson's: it would end the
    // game at 38-38, a draw (8.2); 2 = play on.
    "1",
    "2",
    // maniglia-0: on the dealer's right, the learner leads first: the 7 of cups.
    "cups-7",
    // maniglia-8: 7 and 3 of coins led and followed: the K of coins.
    "coins-K",
    // maniglia-20: J and 6 of coins, void, no partner: the Q of cups is refused (must trump,
    // step 6, swords being the turned card's suit); the 3 of swords.
    "cups-Q",
    "swords-3",
    // The decisions missed at the first try come back, deal by deal: deal-0, deal-4,
    // deal-27, then last-0, then maniglia-20.
    "2",
    "diamonds-Q",
    "spades-A",
    "2",
    "swords-3",
];

#[test]
fn the_marglia_capstone_grades_three_deals_through_a_pipe_in_both_languages() {
    let input = INPUT.join("\n") + "\n";
    for (lang, follow, overtrump, must_trump, not_this, draw, finished) in [
        (
            "en",
            "you hold Diamonds, the suit led, so you must follow suit",
            "hold a trump that beats ♠K: you must overtrump",
            "you must trump, not discard",
            "not the move this lesson shows",
            "Stopping would end the game at 38 to 38: a draw",
            "Lesson complete: 6 of 11 questions right at the first try.",
        ),
        (
            "ja",
            "リードされたダイヤを持っているので、フォローしなければなりません",
            "♠Kに勝てる切札を持っているので、上の切札を出さなければなりません",
            "切札を出さなければならず、捨て札はできません",
            "このレッスンが示す手ではありません",
            "打ち切ればゲームは38対38で終わり、引き分けです",
            "11問中6問を一度で正解しました。",
        ),
    ] {
        let dir = tempfile::tempdir().unwrap();
        let out = stdout_of(
            tutor(dir.path())
                .args(["--lang", lang, "learn", "marglia/whole-deal"])
                .write_stdin(input.clone()),
        );
        // Lines wrap at the terminal's width: compare without the white space.
        let out = squeezed(&out);
        let at = |text: &str, from: usize| {
            out[from..]
                .find(&squeezed(text))
                .map(|i| i + from)
                .unwrap_or_else(|| panic!("{lang}: {text:?} not found after {from}:\n{out}"))
        };
        // In order: the stop that is not the lesson's move, the ♣7 refused, the ♠4
        // refused, the draw that stopping the last deal would give, the Q of cups
        // refused, the end.
        let stop_wrong = at(not_this, 0);
        let follow_refused = at(follow, stop_wrong);
        let overtrump_refused = at(overtrump, follow_refused);
        let trump_refused = at(must_trump, overtrump_refused);
        let drawn = at(draw, overtrump_refused);
        assert!(drawn < trump_refused, "{lang}:\n{out}");
        at(finished, trump_refused);
        assert!(!out.contains('⟨'), "missing message ({lang}):\n{out}");

        let progress = fs::read_to_string(dir.path().join("progress.json")).unwrap();
        let v: serde_json::Value = serde_json::from_str(&progress).unwrap();
        let lesson = &v["lessons"]["marglia/whole-deal"];
        assert_eq!(lesson["done"], true, "{progress}");
        for (id, attempts, outcome) in [
            ("credit", 1, "first-try"),
            ("deal-0", 2, "retried"),
            ("deal-4", 3, "retried"),
            ("deal-15", 1, "first-try"),
            ("deal-24", 1, "first-try"),
            ("deal-27", 2, "retried"),
            ("deal-36", 1, "first-try"),
            ("last-0", 2, "retried"),
            ("maniglia-0", 1, "first-try"),
            ("maniglia-8", 1, "first-try"),
            ("maniglia-20", 2, "retried"),
        ] {
            let q = &lesson["questions"][id];
            assert_eq!(q["attempts"], attempts, "{id}: {progress}");
            assert_eq!(q["outcome"], outcome, "{id}: {progress}");
            assert_eq!(q["mastered"], true, "{id}: {progress}");
        }
    }
}
