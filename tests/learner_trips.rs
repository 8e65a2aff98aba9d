//! What a learner tripped on: words that contradicted the question.

use crate::cli::{right_answers, stdout_of, tutor};
use tricktutor::rules::Game;

#[test]
fn the_game_winners_none_reads_as_nobody_having_won_yet() {
    let (input, _) = right_answers(Game::Gaigel, "game");
    for (lang, right, wrong) in [
        (
            "en",
            "no team yet: the game goes on",
            "no trick just completed",
        ),
        (
            "ja",
            "まだどちらのチームでもない（ゲームは続く）",
            "トリックが終わった直後ではない",
        ),
    ] {
        let dir = tempfile::tempdir().unwrap();
        let out = stdout_of(
            tutor(dir.path())
                .args(["--lang", lang, "learn", "gaigel/game"])
                .write_stdin(input.clone()),
        );
        assert!(out.contains(right), "{lang}:\n{out}");
        assert!(!out.contains(wrong), "{lang}:\n{out}");
    }
}

#[test]
fn a_learner_who_just_won_the_trick_has_won_a_trick() {
    let (input, _) = right_answers(Game::Gaigel, "marriages");
    let dir = tempfile::tempdir().unwrap();
    let out = stdout_of(
        tutor(dir.path())
            .args(["learn", "gaigel/marriages"])
            .write_stdin(input),
    );
    let mut seen = 0;
    for block in out.split("Question").skip(1) {
        let field = |label: &str| {
            block
                .lines()
                .find(|l| l.trim_start().starts_with(label))
                .map(|l| l.rsplit("  ").next().unwrap_or("").trim().to_string())
        };
        match field("Your relation to the trick just won:").as_deref() {
            Some("you won the trick") => {
                seen += 1;
                assert_eq!(
                    field("You have won a trick:").as_deref(),
                    Some("yes"),
                    "{block}"
                );
                assert_eq!(
                    field("Your team has won a trick:").as_deref(),
                    Some("yes"),
                    "{block}"
                );
            }
            Some("your partner won the trick") => {
                assert_eq!(
                    field("Your team has won a trick:").as_deref(),
                    Some("yes"),
                    "{block}"
                );
            }
            _ => {}
        }
    }
    // before-draw, after-draw, double-at-once, closed-suit, after-trick-eight.
    assert_eq!(seen, 5, "{out}");
}
