//! The real terminal UI under a pseudo-terminal: a page waits for Enter, a question is
//! answered, Ctrl-C leaves with status 130 and keeps the progress made so far.
#![cfg(unix)]

use rexpect::process::WaitStatus;
use rexpect::session::spawn_command;
use std::process::Command;

#[test]
fn terminal_lesson_answers_and_ctrl_c() {
    let dir = tempfile::tempdir().unwrap();
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_tricktutor"));
    cmd.args(["--lang", "en", "learn", "gaigel/pack"])
        .env("TRICKTUTOR_DATA_DIR", dir.path())
        .env("TERM", "xterm-256color")
        .env("NO_COLOR", "1")
        .env_remove("LC_ALL");
    let mut p = spawn_command(cmd, Some(15_000)).unwrap();
    p.exp_string("lesson 1/10").unwrap();
    p.exp_string("Press Enter to continue").unwrap();
    p.send("\r").unwrap();
    p.flush().unwrap();
    p.exp_string("Press Enter to continue").unwrap();
    p.send("\r").unwrap();
    p.flush().unwrap();
    // The first question asks for a number: ♣A + ♠10.
    p.exp_string("How many points").unwrap();
    p.exp_string("Your answer").unwrap();
    p.send("21\r").unwrap();
    p.flush().unwrap();
    p.exp_string("Right!").unwrap();
    p.exp_string("Your answer").unwrap();
    p.send_control('c').unwrap();
    let status = p.process().wait().unwrap();
    assert!(matches!(status, WaitStatus::Exited(_, 130)), "{status:?}");
    let progress = std::fs::read_to_string(dir.path().join("progress.json")).unwrap();
    assert!(progress.contains("first-try"), "{progress}");
}

/// A terminal that cannot move its cursor (`TERM=dumb`) gets line mode: plain numbered
/// prompts, no cursor controls.
#[test]
fn a_dumb_terminal_gets_line_mode() {
    let dir = tempfile::tempdir().unwrap();
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_tricktutor"));
    cmd.args(["--lang", "en", "learn", "gaigel/pack"])
        .env("TRICKTUTOR_DATA_DIR", dir.path())
        .env("TERM", "dumb")
        .env("NO_COLOR", "1")
        .env_remove("LC_ALL");
    let mut p = spawn_command(cmd, Some(15_000)).unwrap();
    // Line mode does not wait at pages: the first question comes at once, with the
    // line-mode help under it.
    let before = p.exp_string("Your answer> ").unwrap();
    assert!(before.contains("Type a number"), "{before}");
    assert!(
        !before.contains('\u{1b}'),
        "cursor controls sent: {before:?}"
    );
    p.send_line("q").unwrap();
    let status = p.process().wait().unwrap();
    assert!(matches!(status, WaitStatus::Exited(_, 0)), "{status:?}");
}

fn terminal(args: &[&str], dir: &std::path::Path) -> rexpect::session::PtySession {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_tricktutor"));
    cmd.args(args)
        .env("TRICKTUTOR_DATA_DIR", dir)
        .env("TERM", "xterm-256color")
        .env("NO_COLOR", "1")
        .env_remove("LC_ALL");
    spawn_command(cmd, Some(15_000)).unwrap()
}

/// Ctrl-D stops like `q`: at a page, and at a question typed as text.
#[test]
fn ctrl_d_stops_at_a_page_and_at_a_prompt() {
    let dir = tempfile::tempdir().unwrap();
    let mut p = terminal(&["--lang", "en", "learn", "gaigel/pack"], dir.path());
    p.exp_string("Press Enter to continue").unwrap();
    p.send_control('d').unwrap();
    p.exp_string("Stopped").unwrap();
    let status = p.process().wait().unwrap();
    assert!(matches!(status, WaitStatus::Exited(_, 0)), "{status:?}");

    let mut p = terminal(&["--lang", "en", "learn", "gaigel/pack"], dir.path());
    for _ in 0..2 {
        p.exp_string("Press Enter to continue").unwrap();
        p.send("\r").unwrap();
        p.flush().unwrap();
    }
    p.exp_string("Your answer").unwrap();
    p.send("2").unwrap();
    p.send_control('d').unwrap();
    p.exp_string("Stopped").unwrap();
    let status = p.process().wait().unwrap();
    assert!(matches!(status, WaitStatus::Exited(_, 0)), "{status:?}");
}

/// In a card pick, typing a card's rank or token jumps to it: `O`, Space, `7`, Space,
/// Enter ticks ♥O and ♥7 of ♥7 ♥O ♣A ♠K, the right answer (trumps, out of bells).
#[test]
fn typing_a_rank_jumps_to_the_card() {
    let dir = tempfile::tempdir().unwrap();
    let mut p = terminal(&["--lang", "en", "learn", "gaigel/trumping"], dir.path());
    p.exp_string("Press Enter to continue").unwrap();
    p.send("\r").unwrap();
    p.flush().unwrap();
    p.exp_string("Which cards").unwrap();
    for keys in ["O", " ", "7", " ", "\r"] {
        p.send(keys).unwrap();
        p.flush().unwrap();
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
    p.exp_string("Right!").unwrap();
    p.send_control('c').unwrap();
    let _ = p.process().wait();
}

/// `learn` with no game offers the games: Enter on the first starts its first lesson.
#[test]
fn learn_without_a_game_offers_the_games() {
    let dir = tempfile::tempdir().unwrap();
    let mut p = terminal(&["--lang", "en", "learn"], dir.path());
    p.exp_string("Choose a game").unwrap();
    p.exp_string("Rikken").unwrap();
    p.send("\r").unwrap();
    p.flush().unwrap();
    p.exp_string("lesson 1/10: The pack").unwrap();
    p.exp_string("Press Enter to continue").unwrap();
    // A key sent before the page reads keys waits in the terminal's line buffer.
    std::thread::sleep(std::time::Duration::from_millis(300));
    p.send("q").unwrap();
    p.flush().unwrap();
    let status = p.process().wait().unwrap();
    assert!(matches!(status, WaitStatus::Exited(_, 0)), "{status:?}");
}
