//! Progress is never lost or misreported: merged saves, newer files kept, failed saves said.

use super::support::{process, texts, tutor};
use std::fs;
use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::time::Duration;
use tricktutor::lesson::library::Library;
use tricktutor::rules::Game;

fn progress_json(data: &Path) -> serde_json::Value {
    let text = fs::read_to_string(data.join("progress.json")).unwrap();
    serde_json::from_str(&text).unwrap()
}

/// The names in a folder, sorted.
fn names(dir: &Path) -> Vec<String> {
    let mut v: Vec<String> = fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    v.sort();
    v
}

/// How many questions a lesson asks.
fn questions(game: Game, lesson: &str) -> usize {
    let lib = Library::load(&[], true, tricktutor::practice::topics::ids).unwrap();
    let folder = lib.game(game).unwrap();
    let lesson = folder.lesson(lesson).unwrap().unwrap();
    lesson.questions().count()
}

/// A tutor running in line mode, driven answer by answer.
struct Live {
    child: Child,
    stdin: Option<ChildStdin>,
    output: Receiver<String>,
    seen: String,
    ended: bool,
}

impl Live {
    fn start(data: &Path, target: &str, stderr: &Path) -> Live {
        let mut child = process(data)
            .args(["learn", target])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(fs::File::create(stderr).unwrap())
            .spawn()
            .unwrap();
        let mut stdout = child.stdout.take().unwrap();
        let (tx, output) = mpsc::channel();
        std::thread::spawn(move || {
            let mut buf = [0u8; 4096];
            while let Ok(n) = stdout.read(&mut buf) {
                if n == 0
                    || tx
                        .send(String::from_utf8_lossy(&buf[..n]).into_owned())
                        .is_err()
                {
                    break;
                }
            }
        });
        Live {
            stdin: child.stdin.take(),
            child,
            output,
            seen: String::new(),
            ended: false,
        }
    }

    /// Waits until the tutor asks for an answer (true) or ends (false). Everything before
    /// a question, including the save of the previous answer, is done by then.
    fn asks(&mut self) -> bool {
        loop {
            if self.seen.ends_with("> ") {
                return true;
            }
            if self.ended {
                return false;
            }
            match self.output.recv_timeout(Duration::from_secs(60)) {
                Ok(chunk) => self.seen.push_str(&chunk),
                Err(RecvTimeoutError::Disconnected) => self.ended = true,
                Err(RecvTimeoutError::Timeout) => {
                    panic!("no question within a minute: {}", self.seen)
                }
            }
        }
    }

    fn answer(&mut self, line: &str) {
        self.seen.clear();
        let stdin = self.stdin.as_mut().unwrap();
        writeln!(stdin, "{line}").unwrap();
        stdin.flush().unwrap();
    }

    fn status(mut self) -> i32 {
        drop(self.stdin.take());
        self.child.wait().unwrap().code().unwrap_or(-1)
    }
}

#[test]
fn two_tutors_side_by_side_keep_both_lessons() {
    let data = tempfile::tempdir().unwrap();
    let logs = tempfile::tempdir().unwrap();
    let mut a = Live::start(data.path(), "gaigel/stock", &logs.path().join("a"));
    let mut b = Live::start(data.path(), "rikken/pack", &logs.path().join("b"));
    // One right answer each in turn, each saved before the other answers (a revealed
    // answer would come back at the end: a lesson is complete only when mastered).
    let (a_right, _) = crate::cli::right_answers(Game::Gaigel, "stock");
    let (b_right, _) = crate::cli::right_answers(Game::Rikken, "pack");
    let (mut a_right, mut b_right) = (a_right.lines(), b_right.lines());
    let mut turns = 0;
    loop {
        let a_asks = a.asks();
        if a_asks {
            a.answer(a_right.next().unwrap_or("!"));
        }
        let b_asks = b.asks();
        if b_asks {
            b.answer(b_right.next().unwrap_or("!"));
        }
        if !a_asks && !b_asks {
            break;
        }
        turns += 1;
        assert!(turns < 200, "the lessons do not end");
    }
    assert_eq!(a.status(), 0);
    assert_eq!(b.status(), 0);
    let v = progress_json(data.path());
    for (game, lesson) in [(Game::Gaigel, "stock"), (Game::Rikken, "pack")] {
        let key = format!("{}/{lesson}", game.token());
        let entry = &v["lessons"][&key];
        assert_eq!(entry["done"], true, "{key}: {v:#}");
        let answered = entry["questions"].as_object().map_or(0, |q| q.len());
        assert_eq!(answered, questions(game, lesson), "{key}: {v:#}");
        assert!(answered > 1, "{key} has too few questions to alternate");
    }
    for log in ["a", "b"] {
        let errors = fs::read_to_string(logs.path().join(log)).unwrap();
        assert!(errors.is_empty(), "{errors}");
    }
    assert!(names(data.path())
        .iter()
        .all(|n| n == "progress.json" || n == "progress.json.lock"));
}

#[test]
fn a_newer_progress_file_is_left_untouched() {
    let data = tempfile::tempdir().unwrap();
    let file = data.path().join("progress.json");
    let text = r#"{"version": 99, "lessons": {"gaigel/pack": {"step": 3, "done": true}},
        "medals": ["gold"]}"#;
    fs::write(&file, text).unwrap();

    let out = tutor(data.path())
        .args(["progress", "show"])
        .output()
        .unwrap();
    let (stdout, stderr) = texts(&out);
    assert!(out.status.success(), "{stderr}");
    // What this version understands is shown.
    assert!(stdout.contains("gaigel/pack"), "{stdout}");
    assert!(stderr.contains("newer version") && stderr.contains("update tricktutor"));
    assert!(!stderr.contains("moved"), "{stderr}");

    let out = tutor(data.path())
        .args(["learn", "gaigel/pack"])
        .write_stdin("!\n!\nq\n")
        .output()
        .unwrap();
    let (stdout, stderr) = texts(&out);
    assert!(stderr.contains("will not save your progress"), "{stderr}");
    assert!(
        stdout.contains("Stopped. Your progress was not saved."),
        "{stdout}"
    );
    assert!(!stdout.contains("progress is saved"), "{stdout}");

    let out = tutor(data.path())
        .args(["progress", "reset", "--all"])
        .output()
        .unwrap();
    let (stdout, stderr) = texts(&out);
    assert_eq!(out.status.code(), Some(1), "{stdout}{stderr}");
    assert!(stderr.contains("Nothing was reset."), "{stderr}");

    assert_eq!(fs::read_to_string(&file).unwrap(), text);
    assert_eq!(names(data.path()), ["progress.json"]);
}

#[test]
fn one_bad_entry_costs_only_that_entry() {
    let data = tempfile::tempdir().unwrap();
    let file = data.path().join("progress.json");
    let text = r#"{"version": 2, "lessons": {
        "gaigel/pack": {"step": -4, "done": false},
        "gaigel/stock": {"step": 0, "done": true, "questions": {}}}}"#;
    fs::write(&file, text).unwrap();
    let out = tutor(data.path())
        .args(["progress", "show"])
        .output()
        .unwrap();
    let (stdout, stderr) = texts(&out);
    assert!(out.status.success(), "{stderr}");
    assert!(stdout.contains("gaigel/stock"), "{stdout}");
    assert!(!stdout.contains("gaigel/pack"), "{stdout}");
    // Named, with what was wrong.
    assert!(stderr.contains("lessons.gaigel/pack"), "{stderr}");
    assert!(stderr.contains("-4"), "{stderr}");
    let copies: Vec<String> = names(data.path())
        .into_iter()
        .filter(|n| n.starts_with("progress.json.corrupt-"))
        .collect();
    assert_eq!(copies.len(), 1, "{:?}", names(data.path()));
    assert!(stderr.contains(&copies[0]), "{stderr}");
    assert_eq!(
        fs::read_to_string(data.path().join(&copies[0])).unwrap(),
        text
    );
    let v = progress_json(data.path());
    assert_eq!(v["lessons"]["gaigel/stock"]["done"], true);
    assert!(v["lessons"].get("gaigel/pack").is_none(), "{v}");

    // Said once: the file is clean now.
    let out = tutor(data.path())
        .args(["progress", "show"])
        .output()
        .unwrap();
    assert_eq!(texts(&out).1, "");
}

/// No temporary file anywhere under `dir`.
fn no_temporary_files(dir: &Path) {
    for name in names(dir) {
        assert!(!name.contains(".tmp"), "left behind: {name}");
        let path = dir.join(&name);
        if path.is_dir() {
            no_temporary_files(&path);
        }
    }
}

#[test]
fn a_data_dir_that_is_a_file_is_reported_and_the_learner_may_stop() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("data");
    fs::write(&file, "mine").unwrap();
    let out = tutor(&file)
        .args(["learn", "gaigel/pack"])
        .write_stdin("n\n")
        .output()
        .unwrap();
    let (stdout, stderr) = texts(&out);
    assert_eq!(out.status.code(), Some(74), "{stdout}{stderr}");
    assert_eq!(
        stderr.matches("Could not save progress").count(),
        1,
        "{stderr}"
    );
    assert!(stderr.contains("is a file, not a folder"), "{stderr}");
    assert!(!stderr.contains("moved"), "{stderr}");
    assert!(
        stdout.contains("Go on without saving? [y/n]> n"),
        "{stdout}"
    );
    assert!(stdout.contains("Stopped. Your progress was not saved."));
    assert!(!stdout.contains("progress is saved"), "{stdout}");
    // Stopped at once: no question was asked.
    assert!(!stdout.contains("Your answer"), "{stdout}");
    assert_eq!(fs::read_to_string(&file).unwrap(), "mine");
    assert_eq!(names(dir.path()), ["data"]);
}

#[test]
fn going_on_unsaved_is_said_once_and_ends_with_a_failure() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("data");
    fs::write(&file, "mine").unwrap();
    // A data directory under a file: no permission bits involved, so root is refused too.
    let (right, _) = crate::cli::right_answers(Game::Gaigel, "pack");
    let input = format!("y\n{right}");
    let out = tutor(&file.join("sub"))
        .args(["learn", "gaigel/pack"])
        .write_stdin(input)
        .output()
        .unwrap();
    let (stdout, stderr) = texts(&out);
    assert_eq!(out.status.code(), Some(74), "{stdout}{stderr}");
    assert_eq!(stderr.matches("Could not save").count(), 1, "{stderr}");
    assert_eq!(stdout.matches("Go on without saving?").count(), 1);
    assert!(stdout.contains("Lesson complete"), "{stdout}");
    assert!(!stdout.contains("progress is saved"), "{stdout}");
    assert_eq!(names(dir.path()), ["data"]);
}

#[test]
fn no_more_input_at_the_question_stops() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("data");
    fs::write(&file, "").unwrap();
    let out = tutor(&file)
        .args(["quiz", "gaigel", "--seed", "3"])
        .write_stdin("")
        .output()
        .unwrap();
    let (stdout, stderr) = texts(&out);
    // The quiz saves nothing before its first answer: it ends at once, nothing to save.
    assert_eq!(out.status.code(), Some(0), "{stdout}{stderr}");
    let out = tutor(&file)
        .args(["quiz", "gaigel", "--seed", "3"])
        .write_stdin("!\n")
        .output()
        .unwrap();
    let (stdout, stderr) = texts(&out);
    assert_eq!(out.status.code(), Some(74), "{stdout}{stderr}");
    assert_eq!(stderr.matches("Could not save").count(), 1, "{stderr}");
    assert!(
        stdout.contains("Go on without saving? [y/n]> \n"),
        "{stdout}"
    );
}

/// A data directory that cannot be written: read-only for a normal user; for root, whom
/// permission bits do not stop, one under a regular file.
fn unwritable(dir: &Path) -> PathBuf {
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        // SAFETY: geteuid only reads the process's effective user id.
        #[allow(unsafe_code)]
        let euid = unsafe { libc::geteuid() };
        if euid != 0 {
            let data = dir.join("data");
            fs::create_dir(&data).unwrap();
            fs::write(
                data.join("progress.json"),
                r#"{"version": 2, "last": "gaigel/pack"}"#,
            )
            .unwrap();
            fs::set_permissions(&data, fs::Permissions::from_mode(0o555)).unwrap();
            return data;
        }
    }
    let file = dir.join("file");
    fs::write(&file, "").unwrap();
    file.join("data")
}

#[test]
fn a_read_only_data_dir_is_not_claimed_saved() {
    let dir = tempfile::tempdir().unwrap();
    let data = unwritable(dir.path());
    let before = fs::read_to_string(data.join("progress.json")).ok();
    let out = tutor(&data)
        .args(["learn", "gaigel/pack"])
        .write_stdin("y\n!\nq\n")
        .output()
        .unwrap();
    let (stdout, stderr) = texts(&out);
    assert_eq!(out.status.code(), Some(74), "{stdout}{stderr}");
    assert_eq!(stderr.matches("Could not save").count(), 1, "{stderr}");
    assert!(stdout.contains("Stopped. Your progress was not saved."));
    assert!(!stdout.contains("progress is saved"), "{stdout}");
    assert_eq!(fs::read_to_string(data.join("progress.json")).ok(), before);
    no_temporary_files(dir.path());
    let out = tutor(&data)
        .args(["progress", "reset", "--all"])
        .output()
        .unwrap();
    let (stdout, stderr) = texts(&out);
    assert!(!stdout.contains("Progress reset"), "{stdout}");
    if before.is_some() {
        assert_eq!(out.status.code(), Some(74), "{stdout}{stderr}");
        assert!(stderr.contains("Nothing was reset."), "{stderr}");
    } else {
        // Under a file there is no progress to forget, and it says so.
        assert!(stdout.contains("no progress to reset"), "{stdout}");
    }
    #[cfg(unix)]
    if data.is_dir() {
        use std::os::unix::fs::PermissionsExt;
        fs::set_permissions(&data, fs::Permissions::from_mode(0o755)).unwrap();
    }
}

#[test]
fn without_home_nothing_is_written_to_the_current_folder() {
    let cwd = tempfile::tempdir().unwrap();
    let out = tutor(Path::new(""))
        .env_remove("TRICKTUTOR_DATA_DIR")
        .env_remove("HOME")
        .env_remove("XDG_DATA_HOME")
        .current_dir(cwd.path())
        .args(["learn", "gaigel/pack"])
        .write_stdin("!\nq\n")
        .output()
        .unwrap();
    let (stdout, stderr) = texts(&out);
    assert!(out.status.success(), "{stdout}{stderr}");
    assert!(stderr.contains("HOME is not set"), "{stderr}");
    assert!(stderr.contains("will not save"), "{stderr}");
    assert!(stdout.contains("Stopped. Your progress was not saved."));
    assert_eq!(names(cwd.path()), Vec::<String>::new());
}

#[test]
fn a_relative_xdg_data_home_or_home_is_ignored() {
    let cwd = tempfile::tempdir().unwrap();
    let home = tempfile::tempdir().unwrap();
    let out = tutor(Path::new(""))
        .env_remove("TRICKTUTOR_DATA_DIR")
        .env("HOME", home.path())
        .env("XDG_DATA_HOME", "relative/share")
        .current_dir(cwd.path())
        .args(["learn", "gaigel/pack"])
        .write_stdin("!\nq\n")
        .output()
        .unwrap();
    let (stdout, stderr) = texts(&out);
    assert!(out.status.success(), "{stdout}{stderr}");
    assert!(home
        .path()
        .join(".local/share/tricktutor/progress.json")
        .exists());
    assert_eq!(names(cwd.path()), Vec::<String>::new());

    let out = tutor(Path::new(""))
        .env_remove("TRICKTUTOR_DATA_DIR")
        .env_remove("XDG_DATA_HOME")
        .env("HOME", "relative-home")
        .current_dir(cwd.path())
        .args(["learn", "gaigel/pack"])
        .write_stdin("!\nq\n")
        .output()
        .unwrap();
    assert!(texts(&out).1.contains("HOME is not set"));
    assert_eq!(names(cwd.path()), Vec::<String>::new());
}

/// Answers the first question of gaigel/pack, so that there is progress to reset.
fn some_progress(data: &Path) -> String {
    tutor(data)
        .args(["learn", "gaigel/pack"])
        .write_stdin("!\nq\n")
        .assert()
        .success();
    fs::read_to_string(data.join("progress.json")).unwrap()
}

#[test]
fn resetting_a_misspelt_game_or_lesson_is_an_error_with_a_suggestion() {
    let data = tempfile::tempdir().unwrap();
    let before = some_progress(data.path());
    for (target, suggestion) in [
        ("gaigle/pack", "\"gaigel/pack\""),
        ("gaigel/pak", "\"gaigel/pack\""),
        ("gaigle", "\"gaigel\""),
        ("chess", ""),
    ] {
        let out = tutor(data.path())
            .args(["progress", "reset", target])
            .output()
            .unwrap();
        let (stdout, stderr) = texts(&out);
        assert_eq!(out.status.code(), Some(2), "{target}: {stdout}{stderr}");
        assert!(!stdout.contains("Progress reset"), "{stdout}");
        if suggestion.is_empty() {
            assert!(!stderr.contains("did you mean"), "{stderr}");
        } else {
            assert!(
                stderr.contains(&format!("did you mean {suggestion}?")),
                "{target}: {stderr}"
            );
        }
    }
    assert_eq!(
        fs::read_to_string(data.path().join("progress.json")).unwrap(),
        before
    );
}

#[test]
fn forgetting_everything_takes_the_all_flag_in_line_mode() {
    let data = tempfile::tempdir().unwrap();
    let before = some_progress(data.path());
    let out = tutor(data.path())
        .args(["progress", "reset"])
        .output()
        .unwrap();
    let (stdout, stderr) = texts(&out);
    assert_eq!(out.status.code(), Some(2), "{stdout}{stderr}");
    assert!(stderr.contains("progress reset --all"), "{stderr}");
    assert_eq!(
        fs::read_to_string(data.path().join("progress.json")).unwrap(),
        before
    );
    let out = tutor(data.path())
        .args(["progress", "reset", "--all"])
        .output()
        .unwrap();
    let (stdout, _) = texts(&out);
    assert!(out.status.success());
    assert!(stdout.contains("Progress reset: everything."), "{stdout}");
    let v = progress_json(data.path());
    assert_eq!(v["lessons"], serde_json::json!({}));
    // Nothing left: said so, not "reset".
    let out = tutor(data.path())
        .args(["progress", "reset", "gaigel/pack"])
        .output()
        .unwrap();
    let (stdout, _) = texts(&out);
    assert!(out.status.success());
    assert!(stdout.contains("no progress to reset"), "{stdout}");
}

#[test]
fn resetting_a_game_forgets_its_topics_too() {
    let data = tempfile::tempdir().unwrap();
    tutor(data.path())
        .args(["quiz", "gaigel", "--count", "2", "--seed", "5"])
        .write_stdin("!\n!\n")
        .assert()
        .success();
    tutor(data.path())
        .args(["quiz", "rikken", "--count", "1", "--seed", "5"])
        .write_stdin("!\n")
        .assert()
        .success();
    let v = progress_json(data.path());
    assert!(v["topics"]
        .as_object()
        .unwrap()
        .keys()
        .any(|k| k.starts_with("gaigel/")));
    tutor(data.path())
        .args(["progress", "reset", "gaigel"])
        .assert()
        .success();
    let v = progress_json(data.path());
    let topics: Vec<&String> = v["topics"].as_object().unwrap().keys().collect();
    assert!(
        !topics.is_empty() && topics.iter().all(|k| k.starts_with("rikken/")),
        "{v}"
    );
    let log = v["log"].as_array().unwrap();
    assert!(
        log.iter()
            .all(|e| e["topic"].as_str().unwrap().starts_with("rikken/")),
        "{v}"
    );
}

#[cfg(unix)]
#[test]
fn forgetting_everything_in_a_terminal_asks_first() {
    use rexpect::session::spawn_command;
    let data = tempfile::tempdir().unwrap();
    let before = some_progress(data.path());
    let run = |answer: &str| {
        let mut cmd = std::process::Command::new(super::support::binary());
        cmd.args(["--lang", "en", "progress", "reset"])
            .env("TRICKTUTOR_DATA_DIR", data.path())
            .env("TERM", "xterm-256color")
            .env("NO_COLOR", "1")
            .env_remove("LC_ALL");
        let mut p = spawn_command(cmd, Some(15_000)).unwrap();
        p.exp_string("Forget all your progress").unwrap();
        p.send(answer).unwrap();
        p.flush().unwrap();
        p.exp_eof().unwrap()
    };
    let said = run("n");
    assert!(said.contains("Nothing was reset."), "{said}");
    assert_eq!(
        fs::read_to_string(data.path().join("progress.json")).unwrap(),
        before
    );
    let said = run("y");
    assert!(said.contains("Progress reset: everything."), "{said}");
    assert_eq!(progress_json(data.path())["lessons"], serde_json::json!({}));
}
