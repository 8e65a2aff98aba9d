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
    p.exp_string("lesson 1/11").unwrap();
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

/// The seat 0 learner's menu at the table: the cards of the hand in the pack's order (an
/// all-play deal of Vier-Anderle offers nothing else).
fn menu(table: &dyn tricktutor::rules::table::Table) -> Vec<tricktutor::cards::Card> {
    let deck = table.game().deck();
    let mut hand = table.hand(0);
    hand.sort_by_key(|&c| deck.index(c).unwrap_or(u8::MAX));
    hand
}

/// A deal at the table in a real terminal: the learner picks a card from the menu, then
/// picks one the rules forbid and is refused with the reason; Ctrl-C then leaves with
/// status 130 and the refusal is in the progress file.
#[test]
fn terminal_table_refuses_a_card_and_ctrl_c_keeps_the_count() {
    use tricktutor::rules::new_table::new_table;
    use tricktutor::rules::rng::Rng;
    use tricktutor::rules::table::{Act, TableOptions};
    use tricktutor::rules::Game;
    let options = TableOptions { players: Some(4) };
    // A seed whose second decision for seat 0 has a card the rules forbid: play the deal
    // here as the command will (the first menu item, then the computer players).
    let (seed, forbidden_at) = (1..200u64)
        .find_map(|seed| {
            let mut rng = Rng::new(seed);
            let mut table = new_table(Game::VierAnderle, &options, &mut rng).unwrap();
            let mut decisions = 0;
            while let Some(seat) = table.to_act() {
                if seat != 0 {
                    let act = table.computer(&mut rng).unwrap();
                    table.act(&act).unwrap();
                    continue;
                }
                let cards = menu(table.as_ref());
                decisions += 1;
                if decisions == 2 {
                    let legal = table.legal();
                    return cards
                        .iter()
                        .position(|&c| !legal.contains(&Act::play(0, c)))
                        .map(|i| (seed, i));
                }
                table.act(&Act::play(0, cards[0])).unwrap();
            }
            None
        })
        .expect("a seed with a forbidden card at the second decision");
    let dir = tempfile::tempdir().unwrap();
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_tricktutor"));
    cmd.args(["--lang", "en", "play", "vier-anderle", "--players", "4"])
        .args(["--seed", &seed.to_string()])
        .env("TRICKTUTOR_DATA_DIR", dir.path())
        .env("TERM", "xterm-256color")
        .env("NO_COLOR", "1")
        .env_remove("LC_ALL");
    let mut p = spawn_command(cmd, Some(15_000)).unwrap();
    p.exp_string("Your hand").unwrap();
    p.exp_string("Your move").unwrap();
    p.send("\r").unwrap();
    p.flush().unwrap();
    p.exp_string("Your move").unwrap();
    for _ in 0..forbidden_at {
        p.send("\x1b[B").unwrap();
    }
    p.send("\r").unwrap();
    p.flush().unwrap();
    p.exp_string("Not allowed").unwrap();
    p.exp_string("Your move").unwrap();
    p.send_control('c').unwrap();
    let status = p.process().wait().unwrap();
    assert!(matches!(status, WaitStatus::Exited(_, 130)), "{status:?}");
    let progress = std::fs::read_to_string(dir.path().join("progress.json")).unwrap();
    assert!(progress.contains("\"refused\""), "{progress}");
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
    p.exp_string("lesson 1/11: The pack").unwrap();
    p.exp_string("Press Enter to continue").unwrap();
    // A key sent before the page reads keys waits in the terminal's line buffer.
    std::thread::sleep(std::time::Duration::from_millis(300));
    p.send("q").unwrap();
    p.flush().unwrap();
    let status = p.process().wait().unwrap();
    assert!(matches!(status, WaitStatus::Exited(_, 0)), "{status:?}");
}

/// Enter pressed twice on a page (a double press, a held key) turns the page once: the
/// second Enter does not pick the first item of the next question's menu.
#[test]
fn a_second_enter_on_a_page_does_not_answer_the_next_question() {
    let dir = tempfile::tempdir().unwrap();
    // A page, then a yes/no question (an opponent won the trick: no marriage; "yes" is the
    // menu's first item, so an Enter that reached it would be a wrong answer).
    let lesson = "topics: []\nsteps:\n  - page: gaigel-mine-page\n  - question:\n      id: q\n      kind: declaration-allowed\n      position:\n        trump: acorns\n        declaration: marriage\n        cards: [leaves-K, leaves-O]\n        role: opponent\n      answer: false\n";
    crate::cli::disk_lesson(dir.path(), lesson, "A page.");
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_tricktutor"));
    cmd.args(["--lang", "en", "--no-embedded", "--lessons"])
        .arg(dir.path())
        .args(["learn", "gaigel/mine"])
        .env("TRICKTUTOR_DATA_DIR", dir.path())
        .env("TERM", "xterm-256color")
        .env("NO_COLOR", "1")
        .env_remove("LC_ALL");
    let mut p = spawn_command(cmd, Some(15_000)).unwrap();
    p.exp_string("Press Enter to continue").unwrap();
    p.send("\r\r").unwrap();
    p.flush().unwrap();
    p.exp_string("Question").unwrap();
    // Time for a stray Enter to be read, were it kept.
    std::thread::sleep(std::time::Duration::from_millis(700));
    p.send_control('c').unwrap();
    let rest = p.exp_eof().unwrap();
    assert!(
        !rest.contains("Not right yet") && !rest.contains("Right!"),
        "the second Enter answered: {rest:?}"
    );
    let status = p.process().wait().unwrap();
    assert!(matches!(status, WaitStatus::Exited(_, 130)), "{status:?}");
}

/// Spawns `play GAME --seed SEED` in English in a real terminal, cards in ASCII.
fn terminal_table(game: &str, seed: u64, dir: &std::path::Path) -> rexpect::session::PtySession {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_tricktutor"));
    cmd.args([
        "--lang",
        "en",
        "--ascii",
        "play",
        game,
        "--seed",
        &seed.to_string(),
    ])
    .env("TRICKTUTOR_DATA_DIR", dir)
    .env("TERM", "xterm-256color")
    .env("NO_COLOR", "1")
    .env_remove("LC_ALL");
    spawn_command(cmd, Some(15_000)).unwrap()
}

/// In the terminal's menu an action typed in full is the answer: a wild card as
/// `card@identity` is played at once (Perlaggen, seed 2: seat 0 leads and holds the wild
/// acorns-7), and an action not on the menu goes to the referee (Gaigel, seed 1: a claim
/// before any card is played, refused by 8.5 rule 4); `?` asks for the legal actions.
#[test]
fn terminal_table_takes_an_action_typed_in_full() {
    let dir = tempfile::tempdir().unwrap();
    let mut p = terminal_table("perlaggen", 2, dir.path());
    p.exp_string("Your move").unwrap();
    p.send("acorns-7@hearts-A\r").unwrap();
    p.flush().unwrap();
    p.exp_string("you (seat 0): acorns-7 as hearts-A").unwrap();
    p.send_control('c').unwrap();
    p.process().wait().unwrap();

    let mut p = terminal_table("gaigel", 1, dir.path());
    p.exp_string("Your move").unwrap();
    p.send("claim\r").unwrap();
    p.flush().unwrap();
    p.exp_string("Not allowed: a claim against team B").unwrap();
    // `?` lists the legal actions at once, as in line mode.
    p.exp_string("Your move").unwrap();
    p.send("?").unwrap();
    p.flush().unwrap();
    p.exp_string("Legal now:").unwrap();
    p.send_control('c').unwrap();
    p.process().wait().unwrap();
}
