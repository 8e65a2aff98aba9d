//! The command line as a user meets it: whole lessons through a pipe in both languages,
//! the referee, the linter, broken input, progress that survives.

use assert_cmd::Command;
use predicates::prelude::*;
use std::fs;
use tricktutor::lesson::library::Library;
use tricktutor::lesson::Step;
use tricktutor::rules::{Answer, AnswerForm};

pub(crate) fn tutor(data: &std::path::Path) -> Command {
    let mut cmd = Command::cargo_bin("tricktutor").unwrap();
    cmd.env("TRICKTUTOR_DATA_DIR", data)
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env_remove("TRICKTUTOR_LANG")
        .env("LANG", "C")
        .env("NO_COLOR", "1")
        .env("COLUMNS", "80");
    cmd
}

/// What a successful run printed.
pub(crate) fn stdout_of(cmd: &mut Command) -> String {
    let out = cmd.assert().success().get_output().stdout.clone();
    String::from_utf8(out).unwrap()
}

/// The line a learner types for the engine's answer.
pub(crate) fn typed(answer: &Answer, form: &AnswerForm) -> String {
    match (answer, form) {
        (Answer::Cards(cs), _) if cs.is_empty() => "-".into(),
        (Answer::Cards(cs), _) => cs
            .iter()
            .map(|c| c.to_string())
            .collect::<Vec<_>>()
            .join(" "),
        (Answer::Index(i), _) => (i + 1).to_string(),
        (Answer::Int(n), _) => n.to_string(),
        (Answer::Bool(b), _) => if *b { "y" } else { "n" }.to_string(),
        (Answer::Choice(c), _) => c.to_string(),
        (Answer::Ints(kv), _) => kv
            .iter()
            .map(|(_, v)| v.to_string())
            .collect::<Vec<_>>()
            .join(" "),
        (Answer::Tokens(ts), _) if ts.is_empty() => "-".into(),
        (Answer::Tokens(ts), _) => ts.join(" "),
        (Answer::Seated { items, .. }, _) if items.is_empty() => "-".into(),
        (Answer::Seated { items, .. }, _) => items
            .iter()
            .map(|(s, t)| format!("{s}:{t}"))
            .collect::<Vec<_>>()
            .join(" "),
        // A record is asked part by part: one line each.
        // Parts with nothing to choose from are not asked.
        (Answer::Record(parts), AnswerForm::Record(forms)) => parts
            .iter()
            .zip(forms)
            .filter(|(_, (_, f))| match f {
                AnswerForm::SubsetOf(cs) => !cs.is_empty(),
                AnswerForm::CardPatterns { cards, .. } => !cards.is_empty(),
                _ => true,
            })
            .map(|((_, a), (_, f))| typed(a, f))
            .collect::<Vec<_>>()
            .join("\n"),
        (Answer::Record(_), _) => unreachable!("a record answer has a record form"),
        (Answer::IntList(v), _) => v
            .iter()
            .map(|n| n.to_string())
            .collect::<Vec<_>>()
            .join(" "),
        // Seats are typed by their number; nobody as "-".
        (Answer::Seat(Some(s)), _) => s.to_string(),
        (Answer::Seat(None), _) => "-".into(),
        (Answer::CardSequence(cs), _) => cs
            .iter()
            .map(|c| c.to_string())
            .collect::<Vec<_>>()
            .join(" "),
        // One menu per wild card: the number of the right choice.
        (Answer::CardPatterns(items), AnswerForm::CardPatterns { options, .. }) => items
            .iter()
            .map(|(_, p)| {
                let mut p = p.clone();
                p.sort();
                let i = options
                    .iter()
                    .position(|o| {
                        let mut o = o.clone();
                        o.sort();
                        o == p
                    })
                    .expect("the right choice is offered");
                (i + 1).to_string()
            })
            .collect::<Vec<_>>()
            .join("\n"),
        (Answer::CardPatterns(_), _) => unreachable!("patterns have a patterns form"),
    }
}

/// Right answers (from the engine) for every question of a lesson, one per line.
pub(crate) fn right_answers(game: tricktutor::rules::Game, id: &str) -> (String, usize) {
    let lib = Library::load(&[], true, tricktutor::practice::topics::ids).unwrap();
    let lesson = lib.game(game).unwrap().lesson(id).unwrap().unwrap();
    let mut input = String::new();
    let mut n = 0;
    for step in &lesson.steps {
        match step {
            Step::Question(q) => {
                let query = q.query.as_ref().unwrap();
                input.push_str(&typed(&query.verdict().answer, &query.form()));
                input.push('\n');
                n += 1;
            }
            // A scripted deal asks only its graded decisions: the record's action, typed.
            Step::Deal(d) => {
                let (_, actions) = d.start();
                for decision in &d.decisions {
                    let act = &actions[decision.at];
                    input.push_str(&tricktutor::tutor::table::typed_forms(act)[0]);
                    input.push('\n');
                    n += 1;
                }
            }
            Step::Page { .. } => {}
        }
    }
    (input, n)
}

#[test]
fn every_lesson_runs_through_a_pipe_in_both_languages() {
    let lib = Library::load(&[], true, tricktutor::practice::topics::ids).unwrap();
    for folder in &lib.games {
        for l in &folder.manifest.lessons {
            let (input, n) = right_answers(folder.game, &l.id);
            assert!(n >= 6, "{} has only {n} questions", l.id);
            for (lang, finished) in [
                (
                    "en",
                    format!("Lesson complete: {n} of {n} questions right at the first try."),
                ),
                ("ja", format!("{n}問中{n}問を一度で正解しました。")),
            ] {
                let dir = tempfile::tempdir().unwrap();
                let target = format!("{}/{}", folder.game.token(), l.id);
                let out = stdout_of(
                    tutor(dir.path())
                        .args(["--lang", lang, "learn", &target])
                        .write_stdin(input.clone()),
                );
                assert!(out.contains(&finished), "{target} in {lang}:\n{out}");
                assert!(
                    !out.contains('⟨'),
                    "missing message in {target} ({lang}):\n{out}"
                );
                let progress = fs::read_to_string(dir.path().join("progress.json")).unwrap();
                let v: serde_json::Value = serde_json::from_str(&progress).unwrap();
                assert_eq!(v["lessons"][&target]["done"], true, "{progress}");
            }
        }
    }
}

#[test]
fn a_wrong_answer_can_be_retried_and_hints_come_in_order() {
    let dir = tempfile::tempdir().unwrap();
    // First question of the pack lesson: ♣A + ♠10 = 21.
    let out = stdout_of(
        tutor(dir.path())
            .args(["learn", "gaigel/pack"])
            .write_stdin("20\n?\n?\n?\n21\n"),
    );
    let wrong = out.find("✗ Not right yet.").expect(&out);
    let hint1 = out.find("Hint 1/").expect(&out);
    let hint2 = out.find("Hint 2/").expect(&out);
    let none = out.find("No more hints").expect(&out);
    let right = out.find("✓ Right!").expect(&out);
    assert!(wrong < hint1 && hint1 < hint2 && hint2 < none && none < right);
    // Stopped after the input ran out: resumes at the next step.
    assert!(out.contains("Stopped. Your progress is saved"));
    let progress = fs::read_to_string(dir.path().join("progress.json")).unwrap();
    assert!(progress.contains("\"retried\""), "{progress}");
    let again = tutor(dir.path())
        .args(["learn", "gaigel/pack"])
        .write_stdin("")
        .assert()
        .success()
        .get_output()
        .stdout
        .clone();
    assert!(String::from_utf8(again)
        .unwrap()
        .contains("Continuing where you stopped."));
}

#[test]
fn legal_plays_are_graded_card_by_card() {
    let dir = tempfile::tempdir().unwrap();
    let (input, _) = right_answers(tricktutor::rules::Game::Gaigel, "follow");
    let out = stdout_of(
        tutor(dir.path())
            .args(["learn", "gaigel/follow"])
            .write_stdin(input),
    );
    assert!(out.contains("may not be played: you must beat"), "{out}");
    assert!(
        out.contains("may be played: it follows suit and beats"),
        "{out}"
    );
}

#[test]
fn judge_from_flags_answers_and_explains() {
    let dir = tempfile::tempdir().unwrap();
    tutor(dir.path())
        .args([
            "--ascii", "judge", "gaigel", "legal-plays", "--trump", "acorns", "--stock-empty", "--trick",
            "hearts-K", "--hand", "hearts-A,hearts-U,bells-10",
        ])
        .assert()
        .success()
        .stdout(predicate::str::contains("legal: hearts-A"))
        .stdout(predicate::str::contains(
            "hearts-U may not be played: you must beat hearts-K when you can, and you can with hearts-A.",
        ))
        .stdout(predicate::str::contains("bells-10 may not be played: you hold Hearts and must follow suit."));
}

#[test]
fn judge_exit_codes_and_summary() {
    let dir = tempfile::tempdir().unwrap();
    let good = "game: gaigel\ncases:\n  - id: a\n    kind: card-points\n    position: {cards: [hearts-A, hearts-10]}\n    answer: 21\n";
    tutor(dir.path())
        .args(["judge", "-"])
        .write_stdin(good)
        .assert()
        .code(0)
        .stdout(predicate::str::ends_with("1 passed, 0 failed\n"));
    let bad = good.replace("answer: 21", "answer: 20");
    tutor(dir.path())
        .args(["judge", "-"])
        .write_stdin(bad)
        .assert()
        .code(1)
        .stdout(predicate::str::contains("0 passed, 1 failed"));
    let invalid = good.replace("hearts-10]", "hearts-9]");
    tutor(dir.path())
        .args(["judge", "-"])
        .write_stdin(invalid)
        .assert()
        .code(2)
        .stderr(predicate::str::contains("<stdin>:5:"))
        .stderr(predicate::str::contains(
            "\"hearts-9\" is not a card of the gaigel pack",
        ));
    let json = tutor(dir.path())
        .args(["judge", "--json", "-"])
        .write_stdin(good)
        .assert()
        .code(0)
        .get_output()
        .stdout
        .clone();
    let v: serde_json::Value = serde_json::from_slice(&json).unwrap();
    assert_eq!(v["passed"], 1);
    assert_eq!(v["cases"][0]["answer"], 21);
    assert_eq!(v["cases"][0]["status"], "agrees");
    assert_eq!(v["cases"][0]["reasons"][0]["rule"], "gaigel.card-points");
}

#[test]
fn judge_runs_the_rule_tables() {
    let dir = tempfile::tempdir().unwrap();
    let files: Vec<String> =
        fs::read_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/cases/gaigel"))
            .unwrap()
            .map(|e| e.unwrap().path().display().to_string())
            .collect();
    tutor(dir.path())
        .arg("judge")
        .args(&files)
        .assert()
        .code(0)
        .stdout(predicate::str::is_match(r"\n\d{3} passed, 0 failed\n$").unwrap());
}

#[test]
fn check_passes_on_the_bundled_lessons() {
    let dir = tempfile::tempdir().unwrap();
    tutor(dir.path())
        .arg("check")
        .assert()
        .success()
        .stdout(predicate::str::contains("no problems"));
}

/// A small lesson folder on disk, with its own locales.
pub(crate) fn disk_lesson(root: &std::path::Path, lesson: &str, en_text: &str) {
    let g = root.join("gaigel");
    fs::create_dir_all(&g).unwrap();
    fs::write(
        g.join("game.yaml"),
        "game: gaigel\nlessons:\n  - {id: mine, file: 01-mine.yaml, title: gaigel-mine-title}\nrules: []\n",
    )
    .unwrap();
    fs::write(g.join("01-mine.yaml"), lesson).unwrap();
    for (lang, text) in [("en", en_text), ("ja", "ja-text")] {
        let d = root.join("locales").join(lang);
        fs::create_dir_all(&d).unwrap();
        fs::write(
            d.join("gaigel-mine.ftl"),
            format!("gaigel-mine-title = Mine\ngaigel-mine-page = {text}\n"),
        )
        .unwrap();
    }
}

#[test]
fn check_locates_errors_in_a_broken_lesson() {
    let dir = tempfile::tempdir().unwrap();
    let lesson = "steps:\n  - page: gaigel-mine-page\n  - question:\n      id: q\n      kind: legal-plays\n      position:\n        trump: acorns\n        stock_empty: true\n        trick: [hearts-K]\n        hand: [hearts-A, hearts-Q]\n        extra: 1\n      answer: [hearts-A]\n  - question:\n      id: r\n      kind: card-points\n      position: {cards: [hearts-A]}\n      answer: 10\n      hints: [gaigel-mine-nope]\n";
    disk_lesson(dir.path(), lesson, "hello");
    let en = dir.path().join("locales/en/gaigel-mine.ftl");
    let mut text = fs::read_to_string(&en).unwrap();
    text.push_str("gaigel-mine-extra = only in English\n");
    fs::write(&en, text).unwrap();
    let out = tutor(dir.path())
        .args(["check"])
        .arg(dir.path().join("gaigel"))
        .assert()
        .code(1)
        .get_output()
        .stdout
        .clone();
    let out = String::from_utf8(out).unwrap();
    // Unknown card, with the file, line and column and a caret under it.
    assert!(
        out.contains("01-mine.yaml:10:26: \"hearts-Q\" is not a card of the gaigel pack"),
        "{out}"
    );
    assert!(
        out.contains("  10 |         hand: [hearts-A, hearts-Q]"),
        "{out}"
    );
    assert!(
        out.contains("01-mine.yaml:11:9: unknown field \"extra\""),
        "{out}"
    );
    assert!(
        out.contains("01-mine.yaml:17:15: the written answer 10 is wrong; the engine says 11"),
        "{out}"
    );
    assert!(
        out.contains("message \"gaigel-mine-nope\" is missing in en"),
        "{out}"
    );
    // A message in one language only, shown where it is defined.
    assert!(
        out.contains("gaigel-mine.ftl:3:1: message \"gaigel-mine-extra\" exists only in en"),
        "{out}"
    );
    assert!(
        out.contains("   3 | gaigel-mine-extra = only in English"),
        "{out}"
    );
}

#[test]
fn lesson_text_cannot_drive_the_terminal() {
    let dir = tempfile::tempdir().unwrap();
    let lesson = "steps:\n  - page: gaigel-mine-page\n  - question:\n      id: q\n      kind: card-points\n      position: {cards: [hearts-A]}\n";
    disk_lesson(dir.path(), lesson, "clear\u{1b}[2Jscreen\u{7}bell");
    let out = stdout_of(
        tutor(dir.path())
            .args(["--no-embedded", "--lessons"])
            .arg(dir.path())
            .args(["learn", "gaigel/mine"])
            .write_stdin("11\n"),
    );
    assert!(!out.contains('\u{1b}') && !out.contains('\u{7}'), "{out:?}");
    assert!(out.contains("clear␛[2Jscreen␇bell"), "{out}");
}

#[test]
fn a_corrupt_progress_file_is_moved_aside() {
    let dir = tempfile::tempdir().unwrap();
    fs::write(dir.path().join("progress.json"), "{ this is not json").unwrap();
    tutor(dir.path())
        .args(["progress", "show"])
        .assert()
        .success()
        .stderr(predicate::str::contains("could not be read"))
        .stdout(predicate::str::contains("No progress yet."));
    let aside = fs::read_dir(dir.path())
        .unwrap()
        .filter(|e| {
            e.as_ref()
                .unwrap()
                .file_name()
                .to_string_lossy()
                .contains("corrupt")
        })
        .count();
    assert_eq!(aside, 1);
}

#[test]
fn progress_reset_forgets_one_lesson() {
    let dir = tempfile::tempdir().unwrap();
    let (input, _) = right_answers(tricktutor::rules::Game::Gaigel, "pack");
    tutor(dir.path())
        .args(["learn", "gaigel/pack"])
        .write_stdin(input)
        .assert()
        .success();
    tutor(dir.path())
        .args(["progress", "show"])
        .assert()
        .stdout(predicate::str::contains("gaigel/pack"));
    tutor(dir.path())
        .args(["progress", "reset", "gaigel/pack"])
        .assert()
        .success();
    tutor(dir.path())
        .args(["progress", "show"])
        .assert()
        .stdout(predicate::str::contains("No progress yet."));
}

#[test]
fn rules_side_by_side_pairs_the_languages() {
    let dir = tempfile::tempdir().unwrap();
    tutor(dir.path())
        .args(["rules", "gaigel", "--section", "strict", "--side-by-side"])
        .assert()
        .success()
        .stdout(predicate::str::contains("切札"))
        .stdout(predicate::str::contains("trump"));
    tutor(dir.path())
        .args(["rules", "gaigel", "--section", "nonsense"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("No section \"nonsense\""));
}

#[test]
fn language_comes_from_the_environment() {
    let dir = tempfile::tempdir().unwrap();
    tutor(dir.path())
        .env("LANG", "ja_JP.UTF-8")
        .arg("list")
        .assert()
        .success()
        .stdout(predicate::str::contains("ガイゲル"));
    tutor(dir.path())
        .env("LANG", "ja_JP.UTF-8")
        .env("LC_ALL", "C")
        .arg("list")
        .assert()
        .success()
        .stdout(predicate::str::contains("Gaigel"));
}

#[test]
fn completions_and_man_page_come_from_the_same_definition() {
    let dir = tempfile::tempdir().unwrap();
    tutor(dir.path())
        .args(["completions", "bash"])
        .assert()
        .success()
        .stdout(predicate::str::contains("judge"));
    tutor(dir.path())
        .arg("man")
        .assert()
        .success()
        .stdout(predicate::str::contains(".TH tricktutor"));
    tutor(dir.path())
        .args(["learn", "--help"])
        .assert()
        .success()
        .stdout(predicate::str::contains("GAME/LESSON"));
}

#[test]
fn unknown_game_and_lesson_are_clear_errors() {
    let dir = tempfile::tempdir().unwrap();
    tutor(dir.path())
        .args(["learn", "skat"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains(
            "Unknown game \"skat\". Games: gaigel",
        ));
    tutor(dir.path())
        .args(["learn", "gaigel/nope"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("has no lesson \"nope\""));
}

/// The engine's answers to the first `n` questions a seeded quiz asks.
fn quiz_answers(game: tricktutor::rules::Game, seed: u64, n: usize) -> String {
    let mut rng = tricktutor::rules::rng::Rng::new(seed);
    let mut input = String::new();
    for _ in 0..n {
        let g = tricktutor::practice::generate::generate(game, None, &mut rng).unwrap();
        input.push_str(&typed(&g.query.verdict().answer, &g.query.form()));
        input.push('\n');
    }
    input
}

#[test]
fn a_whole_quiz_runs_through_a_pipe_in_both_languages() {
    use tricktutor::rules::Game;
    for game in [
        Game::Gaigel,
        Game::Rikken,
        Game::Marglia,
        Game::VierAnderle,
        Game::JapanischVierAnderle,
        Game::Perlaggen,
    ] {
        let input = quiz_answers(game, 42, 4);
        for (lang, summary) in [
            ("en", "4 questions answered, 4 right at the first try."),
            ("ja", "4問に答え、4問を1回目で正解しました。"),
        ] {
            let dir = tempfile::tempdir().unwrap();
            let out = stdout_of(
                tutor(dir.path())
                    .args([
                        "--lang",
                        lang,
                        "quiz",
                        game.token(),
                        "--seed",
                        "42",
                        "--count",
                        "4",
                    ])
                    .write_stdin(input.clone()),
            );
            assert!(out.contains(summary), "{} in {lang}:\n{out}", game.token());
            assert!(!out.contains('⟨'), "missing message ({lang}):\n{out}");
        }
    }
}

#[test]
fn a_seeded_quiz_asks_the_same_questions_twice() {
    let run = || {
        let dir = tempfile::tempdir().unwrap();
        let out = tutor(dir.path())
            .args(["quiz", "marglia", "--seed", "9", "--count", "3"])
            .write_stdin("!\n!\n!\n")
            .assert()
            .success()
            .get_output()
            .stdout
            .clone();
        String::from_utf8(out).unwrap()
    };
    let first = run();
    assert!(first.contains("Question 3"), "{first}");
    assert_eq!(first, run());
}

#[test]
fn quiz_lists_its_topics_and_rejects_an_unknown_one() {
    let dir = tempfile::tempdir().unwrap();
    tutor(dir.path())
        .args(["quiz", "gaigel", "--topic"])
        .assert()
        .success()
        .stdout(predicate::str::contains("must-beat"))
        // Each topic names the wrong beliefs its questions are tested against.
        .stdout(predicate::str::contains(
            "common mistake: \"a marriage is worth 20, trumps or not\"",
        ));
    tutor(dir.path())
        .args(["--lang", "ja", "quiz", "rikken", "--topic"])
        .assert()
        .success()
        .stdout(predicate::str::contains(
            "よくある誤解：「トロエラはエース3枚以上でできる」",
        ));
    tutor(dir.path())
        .args(["quiz", "gaigel", "--topic", "nonsense"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("must-beat"));
}

#[test]
fn a_quiz_feeds_review_and_progress_shows_the_topics() {
    let dir = tempfile::tempdir().unwrap();
    let now: i64 = 1_800_000_000;
    // Three drills, each revealed: every topic is due again within minutes.
    tutor(dir.path())
        .env("TRICKTUTOR_NOW", now.to_string())
        .args(["quiz", "gaigel", "--seed", "4", "--count", "3"])
        .write_stdin("!\n!\n!\n")
        .assert()
        .success();
    let progress = fs::read_to_string(dir.path().join("progress.json")).unwrap();
    let v: serde_json::Value = serde_json::from_str(&progress).unwrap();
    assert_eq!(v["version"], 2);
    assert_eq!(v["log"].as_array().unwrap().len(), 3, "{progress}");
    tutor(dir.path())
        .env("TRICKTUTOR_NOW", now.to_string())
        .args(["progress", "show"])
        .assert()
        .success()
        .stdout(predicate::str::contains("Topics"))
        .stdout(predicate::str::contains("█"));
    // An hour later they are due: review asks them again.
    let later = (now + 3600).to_string();
    tutor(dir.path())
        .env("TRICKTUTOR_NOW", &later)
        .args(["review", "gaigel", "--seed", "1"])
        .write_stdin("!\n!\n!\n")
        .assert()
        .success()
        .stdout(predicate::str::contains("due for review"));
    // Revealed again in the review, the topics stay due soon: a day later they are back.
    tutor(dir.path())
        .env("TRICKTUTOR_NOW", (now + 86_400).to_string())
        .args(["--lang", "ja", "review"])
        .write_stdin("q\n")
        .assert()
        .success()
        .stdout(predicate::str::contains("復習するトピック"));
}

#[test]
fn review_adds_a_fresh_position_for_a_topic_the_learner_keeps_missing() {
    let dir = tempfile::tempdir().unwrap();
    let now: i64 = 1_800_000_000;
    let memory = |due: i64, lapses: i32| {
        serde_json::json!({"due": due, "stability": 2.0, "difficulty": 7.0, "elapsed_days": 1,
            "scheduled_days": 1, "reps": 6, "lapses": lapses, "state": 2, "last_review": due - 86_400})
    };
    // must-beat is due; over-trump is not due but missed three times; free-play is neither.
    let progress = serde_json::json!({"version": 2, "lessons": {}, "log": [], "topics": {
        "gaigel/must-beat": memory(now - 60, 0),
        "gaigel/over-trump": memory(now + 5 * 86_400, 3),
        "gaigel/free-play": memory(now + 5 * 86_400, 0)}});
    fs::write(dir.path().join("progress.json"), progress.to_string()).unwrap();
    let out = stdout_of(
        tutor(dir.path())
            .env("TRICKTUTOR_NOW", now.to_string())
            .args(["review", "--seed", "3"])
            .write_stdin("!\n!\n!\n"),
    );
    assert!(out.contains("1 topic is due for review."), "{out}");
    assert!(out.contains("Question 2"), "{out}");
    assert!(!out.contains("Question 3"), "{out}");
    assert!(out.contains("after the stock: overtrump"), "{out}");
}

#[test]
fn betting_reasons_name_the_actions_they_decide() {
    // The first question of the betting lesson: nothing is pending on an open Spiel, so
    // raise and hold are refused for one reason, said once for both.
    for (lang, bet, shared) in [
        (
            "en",
            "• bet: every condition holds",
            "• raise, hold: no bet on the Spiel",
        ),
        ("ja", "• ベット：", "• レイズ、ホールド：シュピールには"),
    ] {
        let dir = tempfile::tempdir().unwrap();
        let out = stdout_of(
            tutor(dir.path())
                .args(["--lang", lang, "learn", "perlaggen/betting"])
                .write_stdin("\n!\n"),
        );
        assert!(out.contains(bet), "{out}");
        assert!(out.contains(shared), "{out}");
    }
}

#[test]
fn a_drill_names_the_mistake_behind_a_wrong_answer() {
    use tricktutor::practice::{generate::generate, topics::find};
    use tricktutor::rules::{rng::Rng, Game};
    // The quiz's first question for this seed, and the answer its mistake gives.
    let topic = find(Game::Gaigel, "royal-marriage").unwrap();
    let g = generate(Game::Gaigel, Some(&topic), &mut Rng::new(2)).unwrap();
    let Some((_, Answer::Int(wrong))) = g.mistakes.first() else {
        panic!("a royal marriage drill has a wrong value: {:?}", g.mistakes)
    };
    for (lang, said) in [
        ("en", "common mistake: \"a marriage is worth 20, trumps or"),
        ("ja", "よくある誤解のとおりの答えです：「マリッジは切札でも"),
    ] {
        let dir = tempfile::tempdir().unwrap();
        let out = stdout_of(
            tutor(dir.path())
                .args([
                    "--lang",
                    lang,
                    "quiz",
                    "gaigel",
                    "--topic",
                    "royal-marriage",
                ])
                .args(["--seed", "2", "--count", "1"])
                .write_stdin(format!("{wrong}\n!\n")),
        );
        assert!(out.contains(said), "{out}");
    }
}

#[test]
fn check_refuses_a_lesson_outside_a_game_folder() {
    // Outside a folder with game.yaml a lesson would never load: no false "no problems".
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("stray.yaml");
    fs::write(&file, "steps: []\n").unwrap();
    tutor(dir.path())
        .args(["check", file.to_str().unwrap()])
        .assert()
        .code(1)
        .stdout(predicate::str::contains(
            "stray.yaml is not in a game folder",
        ));
}

/// The one-page manual describes every command itself; the set of pages written with
/// `--out-dir` holds every page that any of them names.
#[test]
fn man_pages_name_only_pages_that_exist() {
    let data = tempfile::tempdir().unwrap();
    let page = stdout_of(tutor(data.path()).arg("man"));
    assert!(!page.contains("(1)"), "the one page names another page");
    for sub in [
        "tricktutor list",
        "tricktutor judge",
        "tricktutor progress reset",
    ] {
        assert!(page.contains(&format!(".SS \"{sub}\"")), "{sub} missing");
    }
    let dir = tempfile::tempdir().unwrap();
    tutor(data.path())
        .args(["man", "--out-dir"])
        .arg(dir.path())
        .assert()
        .success();
    let mut named = std::collections::BTreeSet::new();
    for entry in fs::read_dir(dir.path()).unwrap() {
        let text = fs::read_to_string(entry.unwrap().path()).unwrap();
        for (i, _) in text.match_indices("(1)") {
            let start = text[..i]
                .rfind(|c: char| c.is_whitespace())
                .map_or(0, |s| s + 1);
            named.insert(text[start..i].replace("\\-", "-"));
        }
    }
    assert!(named.contains("tricktutor-learn"), "{named:?}");
    for name in named {
        assert!(
            dir.path().join(format!("{name}.1")).exists(),
            "{name}(1) is named but not written"
        );
    }
}

#[test]
fn learn_without_a_game_lists_the_games_with_how_to_start_one() {
    let dir = tempfile::tempdir().unwrap();
    let out = tutor(dir.path())
        .args(["--lang", "en", "learn"])
        .write_stdin("")
        .assert()
        .code(2)
        .get_output()
        .stdout
        .clone();
    let out = String::from_utf8(out).unwrap();
    assert!(out.contains("tricktutor learn GAME"), "{out}");
    for game in ["gaigel", "rikken", "marglia", "vier-anderle", "perlaggen"] {
        assert!(
            out.lines().any(|l| l.trim_start().starts_with(game)),
            "{out}"
        );
    }
}

#[test]
fn the_home_screen_names_the_game_of_the_lesson_to_continue() {
    let dir = tempfile::tempdir().unwrap();
    // Stopped at the first question of Rikken's first lesson.
    tutor(dir.path())
        .args(["--lang", "en", "learn", "rikken/pack"])
        .write_stdin("q\n")
        .assert()
        .success();
    for (lang, continues) in [("en", "Continue Rikken: "), ("ja", "続きから：リッケン「")]
    {
        let out = stdout_of(tutor(dir.path()).args(["--lang", lang]).write_stdin("q\n"));
        assert!(out.contains(continues), "{out}");
    }
}

/// `--ascii`: no suit symbol in prose, no arrow, dot, pointer, tick or bulb, in lessons
/// (hints and revealed answers included) and in the rules, in both languages.
#[test]
fn ascii_output_has_no_symbols() {
    let symbols: Vec<char> = tricktutor::out::ASCII_SYMBOLS
        .iter()
        .map(|(c, _)| *c)
        .collect();
    let dir = tempfile::tempdir().unwrap();
    let lib = Library::load(&[], true, tricktutor::practice::topics::ids).unwrap();
    for folder in &lib.games {
        let game = folder.game.token();
        let first = format!("{game}/{}", folder.manifest.lessons[0].id);
        let last = format!("{game}/{}", folder.manifest.lessons.last().unwrap().id);
        for lang in ["en", "ja"] {
            for args in [
                vec!["--ascii", "--lang", lang, "learn", &first],
                vec!["--ascii", "--lang", lang, "learn", &last],
                vec!["--ascii", "--lang", lang, "rules", game],
            ] {
                let out = stdout_of(
                    tutor(dir.path())
                        .args(&args)
                        .write_stdin("?\n!\n".repeat(40)),
                );
                assert!(out.lines().count() > 10, "{args:?}:\n{out}");
                let found: Vec<&str> = out.lines().filter(|l| l.contains(&symbols[..])).collect();
                assert!(found.is_empty(), "{args:?}:\n{}", found.join("\n"));
            }
        }
    }
}

/// Text without its white space: what wrapped lines say, wherever they break.
pub(crate) fn squeezed(text: &str) -> String {
    text.split_whitespace().collect()
}

/// The Vier-Anderle capstone's deal step, worked out by hand: at action 1 the learner (seat 1)
/// goes in; at action 5, void in clubs, he must trump (trump-10); at action 11 he must head
/// seat 0's ♥C with the ♥Q.
#[test]
fn a_scripted_deal_grades_its_decisions_through_a_pipe_in_both_languages() {
    // The deal-type question first, then: out (legal, not the lesson's move), in; spades-K
    // (forbidden: must trump), trump-18 (legal, not the lesson's), trump-10; trump-18, the
    // lead of the trick's winner; hearts-Q; then the opening leader and the settlement; the
    // next deal (all-play, the learner at seat 0): hearts-K, trump-2, and its settlement.
    // The two decisions missed at the first try come back at the end: in, trump-10.
    let input =
        "in-out\nout\nin\nspades-K\ntrump-18\ntrump-10\ntrump-18\nhearts-Q\n0\n6 3 0 -1\n0\nhearts-K\ntrump-2\n0 -4 0 -8\n12\nin\ntrump-10\n";
    for (lang, not_this, hint, refused, explained, finished) in [
        (
            "en",
            "not the move this lesson shows",
            "Hint 1/2: How many tricks",
            "you must trump, not discard",
            "Trump 10. Void in clubs",
            "Lesson complete: 8 of 10 questions right at the first try.",
        ),
        (
            "ja",
            "このレッスンが示す手ではありません",
            "18を含む切札2枚で",
            "切札",
            "切札10です。クラブがないので",
            "10問中8問を一度で正解しました。",
        ),
    ] {
        let dir = tempfile::tempdir().unwrap();
        let out = stdout_of(
            tutor(dir.path())
                .args(["--lang", lang, "learn", "vier-anderle/whole-deal"])
                .write_stdin(input),
        );
        // Lines wrap at the terminal's width: compare without the white space.
        let out = squeezed(&out);
        let wrong = out.find(&squeezed(not_this)).expect(&out);
        let first_hint = out.find(&squeezed(hint)).expect(&out);
        let refusal = out[first_hint..].find(&squeezed(refused)).expect(&out) + first_hint;
        let explanation = out.find(&squeezed(explained)).expect(&out);
        assert!(
            wrong < first_hint && first_hint < refusal && refusal < explanation,
            "{out}"
        );
        assert!(out.contains(&squeezed(finished)), "{lang}:\n{out}");
        assert!(!out.contains('⟨'), "missing message ({lang}):\n{out}");
        let progress = fs::read_to_string(dir.path().join("progress.json")).unwrap();
        let v: serde_json::Value = serde_json::from_str(&progress).unwrap();
        let lesson = &v["lessons"]["vier-anderle/whole-deal"];
        assert_eq!(lesson["done"], true, "{progress}");
        assert_eq!(lesson["questions"]["deal-1"]["attempts"], 2, "{progress}");
        assert_eq!(lesson["questions"]["deal-5"]["attempts"], 3, "{progress}");
        assert_eq!(lesson["questions"]["deal-11"]["attempts"], 1, "{progress}");
        assert_eq!(lesson["questions"]["next-10"]["attempts"], 1, "{progress}");
    }
}

/// A broken deal step: an illegal action in the record, and a decision at another seat's
/// action, each located at its line and column.
#[test]
fn check_locates_a_broken_deal_step() {
    let dir = tempfile::tempdir().unwrap();
    let game = dir.path().join("vier-anderle");
    fs::create_dir_all(&game).unwrap();
    fs::write(
        game.join("game.yaml"),
        "game: vier-anderle\nlessons:\n  - {id: broken, file: 01-broken.yaml, title: vier-anderle-pack-title}\n",
    )
    .unwrap();
    let deal = |second: &str, at: u32| {
        format!(
            "steps:\n  - deal:\n      id: d\n      seat: 1\n      from: 0\n      position:\n        players: 2\n        pot_before_deal: 0\n        hands: {{0: [trump-1, trump-2, trump-3, trump-4], 1: [hearts-K, hearts-Q, trump-5, spades-K]}}\n        actions:\n          - {{seat: 0, play: trump-1}}\n          - {second}\n      decisions:\n        - {{at: {at}, prompt: vier-anderle-pack-intro, explain: vier-anderle-pack-intro}}\n"
        )
    };
    // Trump led, seat 1 holds trump-5, which beats it: hearts-K is refused (line 12).
    fs::write(
        game.join("01-broken.yaml"),
        deal("{seat: 1, play: hearts-K}", 1),
    )
    .unwrap();
    let out = tutor(dir.path())
        .args(["check", game.to_str().unwrap()])
        .assert()
        .code(1)
        .get_output()
        .stdout
        .clone();
    let out = String::from_utf8(out).unwrap();
    assert!(out.contains("01-broken.yaml:12:13"), "{out}");
    assert!(out.contains("action 1 of the record is illegal"), "{out}");
    // A legal record, but the decision points at seat 0's action (line 14, the `at`).
    fs::write(
        game.join("01-broken.yaml"),
        deal("{seat: 1, play: trump-5}", 0),
    )
    .unwrap();
    let out = tutor(dir.path())
        .args(["check", game.to_str().unwrap()])
        .assert()
        .code(1)
        .get_output()
        .stdout
        .clone();
    let out = String::from_utf8(out).unwrap();
    assert!(out.contains("01-broken.yaml:14:16"), "{out}");
    assert!(
        out.contains("action 0 is played by seat 0, not by the learner's seat 1"),
        "{out}"
    );
    // `from` past the record's last action (line 5, its value).
    let text = deal("{seat: 1, play: trump-5}", 1).replace("from: 0", "from: 2");
    fs::write(game.join("01-broken.yaml"), text).unwrap();
    let out = tutor(dir.path())
        .args(["check", game.to_str().unwrap()])
        .assert()
        .code(1)
        .get_output()
        .stdout
        .clone();
    let out = String::from_utf8(out).unwrap();
    assert!(out.contains("01-broken.yaml:5:13"), "{out}");
    assert!(out.contains("2 is out of range (0 to 1)"), "{out}");
}

/// The Rikken capstone's deal step, worked out by hand: the learner (seat 1) holds the ace
/// seat 0's Troela lacks. Bidding 13 alleen over Troela is legal but not the lesson's pass;
/// clubs are a legal trump but not the lesson's hearts; when spades are led, the ♥K is
/// refused because the missing ace must fall (6.3 step 3).
#[test]
fn the_rikken_capstone_refuses_a_card_while_the_missing_ace_must_fall() {
    // The second deal (a blind Rik, tests/capstone_rikken.rs) is played right; the three
    // decisions of the first missed at the first try come back at the end.
    let input =
        "no\n13-alleen\npass\nclubs\nhearts\nhearts-K\nspades-A\nhearts-K\n8 8 -8 -8\nrik\n1\nface-down hearts-2\nspades-A\nhearts-6\n5 -5 5 -5\npass\nhearts\nspades-A\n";
    for (lang, refused, explained, finished) in [
        (
            "en",
            "Not allowed: Spades was led and you hold the called card ♠A",
            "♠A. In Troela the ace the declarer lacks",
            "Lesson complete: 9 of 12 questions right at the first try.",
        ),
        (
            "ja",
            "指定されたカード（♠A）を",
            "♠Aです。トロエラでは",
            "12問中9問を一度で正解しました。",
        ),
    ] {
        let dir = tempfile::tempdir().unwrap();
        let out = stdout_of(
            tutor(dir.path())
                .args(["--lang", lang, "learn", "rikken/whole-deal"])
                .write_stdin(input),
        );
        let out = squeezed(&out);
        let refusal = out.find(&squeezed(refused)).expect(&out);
        let explanation = out.find(&squeezed(explained)).expect(&out);
        assert!(refusal < explanation, "{out}");
        assert!(out.contains(&squeezed(finished)), "{lang}:\n{out}");
        assert!(!out.contains('⟨'), "missing message ({lang}):\n{out}");
        let progress = fs::read_to_string(dir.path().join("progress.json")).unwrap();
        let v: serde_json::Value = serde_json::from_str(&progress).unwrap();
        let lesson = &v["lessons"]["rikken/whole-deal"];
        assert_eq!(lesson["done"], true, "{progress}");
        assert_eq!(lesson["questions"]["deal-1"]["attempts"], 2, "{progress}");
        assert_eq!(lesson["questions"]["deal-4"]["attempts"], 2, "{progress}");
        assert_eq!(lesson["questions"]["deal-6"]["attempts"], 2, "{progress}");
        assert_eq!(lesson["questions"]["deal-9"]["attempts"], 1, "{progress}");
    }
}

/// A word that names an action of the menu is that action, even where it is also a word
/// for stopping: "stop" is the Marglia dealer's "stop the deal", and "play on" is typed
/// with a space.
#[test]
fn typing_stop_at_the_table_names_the_stop_action() {
    let dir = tempfile::tempdir().unwrap();
    let out = stdout_of(
        tutor(dir.path())
            .args(["--lang", "en", "learn", "marglia/whole-deal"])
            .write_stdin("35\ny\nstop\nplay on\n"),
    );
    let out = squeezed(&out);
    let tried = out
        .find("Yourmove>stop✗Alegalmove,butnotthemovethislessonshows")
        .expect(&out);
    let taken = out
        .find("Yourmove>playonyou(seat3):playthedeal✓Right!")
        .expect(&out);
    assert!(tried < taken, "{out}");
}

/// A variant's lessons are its base game's: `list maniglia` lists Marglia's, not nothing.
#[test]
fn list_of_a_variant_lists_its_base_games_lessons() {
    let dir = tempfile::tempdir().unwrap();
    for (variant, base) in [
        ("maniglia", "Marglia"),
        ("japanisch-vier-anderle", "Vier-Anderle"),
    ] {
        let out = stdout_of(tutor(dir.path()).args(["--lang", "en", "list", variant]));
        assert!(out.starts_with(base), "{variant}:\n{out}");
        assert!(out.lines().count() > 5, "{variant}:\n{out}");
    }
}
