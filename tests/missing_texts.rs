//! Every screen finds its texts: the Fluent files are parsed as their messages are first
//! shown, so a screen that showed a message of a file nobody parsed would print `⟨id⟩`.
//! The screens of learn, quiz, review, play, list, the home screen and rules, in both
//! languages, with hints, wrong answers and revealed answers, show none.

use crate::cli::tutor;
use tricktutor::rules::Game;

/// What a run printed on both streams, whatever its status.
fn printed(data: &std::path::Path, lang: &str, args: &[&str], input: &str) -> String {
    let out = tutor(data)
        .args(["--lang", lang])
        .args(args)
        .write_stdin(input.to_string())
        .output()
        .unwrap();
    format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    )
}

fn assert_all_texts(out: &str, what: &str) {
    assert!(!out.contains('⟨'), "missing message in {what}:\n{out}");
    assert!(!out.trim().is_empty(), "{what} printed nothing");
}

#[test]
fn no_screen_of_learn_quiz_review_or_play_misses_a_text() {
    for lang in ["en", "ja"] {
        let dir = tempfile::tempdir().unwrap();
        let data = dir.path();
        for game in Game::ALL {
            let g = game.token();
            // The first screen, then a wrong answer, the hints, the answer shown.
            for input in ["q\n", "0\n?\n?\n?\n!\nq\n"] {
                let out = printed(data, lang, &["learn", g], input);
                assert_all_texts(&out, &format!("learn {g} ({lang}, {input:?})"));
            }
            let out = printed(
                data,
                lang,
                &["quiz", g, "--count", "2", "--seed", "7"],
                "0\n?\n?\n!\n-\n!\n",
            );
            assert_all_texts(&out, &format!("quiz {g} ({lang})"));
            let out = printed(data, lang, &["quiz", g, "--topic"], "");
            assert_all_texts(&out, &format!("quiz {g} --topic ({lang})"));
            let out = printed(data, lang, &["play", g, "--seed", "3"], "?\n!\nzz\nq\n");
            assert_all_texts(&out, &format!("play {g} ({lang})"));
            // A variant's lessons are listed under its family's name.
            let out = printed(data, lang, &["list", game.family()], "");
            assert_all_texts(&out, &format!("list {g} ({lang})"));
        }
        // The quizzes' misses are due now: review asks them again.
        let out = printed(data, lang, &["review"], "0\n?\n!\n-\n!\nq\n");
        assert_all_texts(&out, &format!("review ({lang})"));
        for args in [&["list"][..], &[], &["progress", "show"]] {
            let out = printed(data, lang, args, "q\n");
            assert_all_texts(&out, &format!("{args:?} ({lang})"));
        }
    }
}
