//! `check`: it checks what it is given, and never reports files it did not read.
//! `--lessons`: a folder on disk is merged with the embedded lessons lesson by lesson.

use super::support::{texts, tutor};
use std::fs;
use std::path::Path;

fn write(path: &Path, text: &str) {
    fs::create_dir_all(path.parent().unwrap()).unwrap();
    fs::write(path, text).unwrap();
}

/// Runs the tutor with `args`; returns its status, stdout and stderr.
fn run(data: &Path, args: &[&str]) -> (i32, String, String) {
    let out = tutor(data).args(args).output().unwrap();
    let (o, e) = texts(&out);
    (out.status.code().unwrap_or(-1), o, e)
}

fn s(p: &Path) -> &str {
    p.to_str().unwrap()
}

/// A lesson tree like the project's: `lessons/gaigel/` with one lesson, and
/// `locales/{en,ja}/` beside `lessons/`. The ja texts lack `ja_missing` when given.
fn tree(root: &Path, ja_missing: Option<&str>) {
    write(
        &root.join("lessons/gaigel/game.yaml"),
        "game: gaigel\nlessons:\n  - {id: mine, file: 01-mine.yaml, title: gaigel-mine-title}\n",
    );
    write(
        &root.join("lessons/gaigel/01-mine.yaml"),
        "steps:\n  - page: gaigel-mine-page\n  - page: gaigel-mine-more\n",
    );
    for lang in ["en", "ja"] {
        let mut text = String::new();
        for id in ["gaigel-mine-title", "gaigel-mine-page", "gaigel-mine-more"] {
            if lang == "ja" && ja_missing == Some(id) {
                continue;
            }
            text.push_str(&format!("{id} = {lang} text\n"));
        }
        write(&root.join(format!("locales/{lang}/gaigel-mine.ftl")), &text);
    }
}

#[test]
fn a_folder_of_broken_files_is_checked_not_the_embedded_lessons() {
    // It used to say "124 files checked: no problems" and exit 0: it had checked the
    // embedded texts, not one file of the folder.
    let dir = tempfile::tempdir().unwrap();
    let broken = dir.path().join("broken");
    write(&broken.join("a.yaml"), "foo: [\n");
    write(&broken.join("b.yml"), "hello\n");
    write(&broken.join("c.ftl"), "not fluent {{\n");
    write(&broken.join("d.yaml"), "colour: red\nsize: 3\n");
    write(&broken.join("notes.txt"), "game: gaigel\ncases: []\n");
    let (code, out, _) = run(dir.path(), &["check", s(&broken)]);
    assert_eq!(code, 1, "{out}");
    assert!(!out.contains("no problems"), "{out}");
    assert!(out.contains("a.yaml:1:6: not valid YAML"), "{out}");
    assert!(
        out.contains("b.yml:1:1: not a game manifest, a lesson, a question set or a locale file: expected a YAML mapping or Fluent messages, found a string"),
        "{out}"
    );
    assert!(
        out.contains("c.ftl:1:5: not a locale file: no Fluent message in it"),
        "{out}"
    );
    assert!(
        out.contains("d.yaml:1:1: not a game manifest, a lesson or a question set")
            && out.contains("this file has \"colour\", \"size\""),
        "{out}"
    );
    // A file of another kind in a folder is named, not read (even if it holds a question
    // set: in a folder, only .yaml, .yml and .ftl files are read).
    assert!(
        out.contains(
            "notes.txt: not checked: in a folder only .yaml, .yml and .ftl files are read"
        ),
        "{out}"
    );
    assert!(
        out.ends_with("Nothing checked: no file could be read as a game manifest, a lesson, a question set or a locale file (4 problems).\n"),
        "{out}"
    );
}

#[test]
fn an_empty_folder_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let empty = dir.path().join("empty");
    fs::create_dir(&empty).unwrap();
    let (code, out, _) = run(dir.path(), &["check", s(&empty)]);
    assert_eq!(code, 1, "{out}");
    assert!(
        out.contains("empty: nothing to check: no .yaml, .yml or .ftl file in this folder"),
        "{out}"
    );
}

#[test]
fn a_folder_of_question_sets_is_checked_as_judge_reads_them() {
    let dir = tempfile::tempdir().unwrap();
    let sets = dir.path().join("sets");
    // The ace takes the trick over the ten of the led suit: seat 1 wins, not seat 0.
    write(
        &sets.join("good.yaml"),
        "game: gaigel\ncases:\n  - id: a\n    kind: trick-winner\n    position: {trump: bells, trick: [hearts-10, hearts-A, hearts-K, hearts-7]}\n    answer: 1\n",
    );
    write(
        &sets.join("sub/bad.yml"),
        "game: gaigel\ncases:\n  - id: wrong\n    kind: trick-winner\n    position: {trump: bells, trick: [hearts-10, hearts-A, hearts-K, hearts-7]}\n    answer: 0\n  - id: bad-card\n    kind: card-points\n    position: {cards: [hearts-Q]}\n",
    );
    let (code, out, _) = run(dir.path(), &["check", s(&sets)]);
    assert_eq!(code, 1, "{out}");
    assert!(
        out.contains("bad.yml:6:13: the written answer 0 is wrong; the engine says 1"),
        "{out}"
    );
    assert!(
        out.contains("bad.yml:9:24: \"hearts-Q\" is not a card of the gaigel pack"),
        "{out}"
    );
    // No verdicts, as judge would print them.
    assert!(!out.contains("agrees") && !out.contains("passed"), "{out}");
    assert!(
        out.ends_with("2 problems in 2 files checked (2 question sets).\n"),
        "{out}"
    );
}

#[test]
fn files_are_told_apart_by_their_content_and_counted_by_kind() {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path();
    tree(root, None);
    // A question set in a file whose name says nothing, given by name.
    write(
        &root.join("cases.txt"),
        "game: gaigel\ncases:\n  - id: a\n    kind: card-points\n    position: {cards: [hearts-A]}\n    answer: 11\n",
    );
    let lesson = root.join("lessons/gaigel/01-mine.yaml");
    let (code, out, _) = run(
        root,
        &["check", "-v", s(&lesson), s(&root.join("cases.txt"))],
    );
    assert_eq!(code, 0, "{out}");
    // The lesson, its game's manifest (read for its entry), the texts of its tree, and
    // the question set: no embedded file is counted.
    assert!(
        out.ends_with("5 files checked (one game manifest, one lesson, one question set, 2 locale files): no problems.\n"),
        "{out}"
    );
    assert!(out.contains("01-mine.yaml: lesson\n"), "{out}");
    assert!(out.contains("game.yaml: game manifest\n"), "{out}");
    assert!(out.contains("cases.txt: question set\n"), "{out}");
    assert!(out.contains("ja/gaigel-mine.ftl: locale file\n"), "{out}");
}

#[test]
fn a_lesson_given_alone_is_checked_against_the_texts_of_its_tree() {
    // The texts are in `locales/` beside `lessons/`, as with `--lessons lessons`; they
    // used to be looked for beside the game folder only, so every id was "missing".
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path();
    tree(root, Some("gaigel-mine-more"));
    let lesson = root.join("lessons/gaigel/01-mine.yaml");
    let (code, out, _) = run(root, &["check", s(&lesson)]);
    assert_eq!(code, 1, "{out}");
    assert!(
        out.contains("01-mine.yaml:3:11: message \"gaigel-mine-more\" is missing in ja"),
        "{out}"
    );
    assert!(
        out.contains("en/gaigel-mine.ftl:3:1: message \"gaigel-mine-more\" exists only in en"),
        "{out}"
    );
    assert!(!out.contains("gaigel-mine-page\" is missing"), "{out}");
    assert!(
        out.ends_with(
            "2 problems in 4 files checked (one game manifest, one lesson, 2 locale files).\n"
        ),
        "{out}"
    );
}

#[test]
fn a_lesson_folder_is_checked_whole_with_its_texts() {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path();
    tree(root, None);
    // A file the manifest does not list would never be taught.
    write(&root.join("lessons/gaigel/02-stray.yaml"), "steps: []\n");
    let (code, out, _) = run(root, &["check", s(&root.join("lessons"))]);
    assert_eq!(code, 1, "{out}");
    assert!(
        out.contains("02-stray.yaml: 02-stray.yaml is not listed in the game's manifest"),
        "{out}"
    );
    assert!(
        out.ends_with(
            "One problem in 4 files checked (one game manifest, one lesson, 2 locale files).\n"
        ),
        "{out}"
    );
}

#[test]
fn a_listed_lesson_that_is_not_yaml_is_still_checked_as_a_lesson() {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path();
    tree(root, None);
    let lesson = root.join("lessons/gaigel/01-mine.yaml");
    write(&lesson, "steps:\n  - page: [gaigel-mine-page\n");
    let (code, out, _) = run(root, &["check", s(&lesson)]);
    assert_eq!(code, 1, "{out}");
    assert!(
        out.contains("01-mine.yaml:2:11: not valid YAML: unclosed bracket"),
        "{out}"
    );
    assert!(
        out.ends_with(
            "One problem in 4 files checked (one game manifest, one lesson, 2 locale files).\n"
        ),
        "{out}"
    );
}

#[test]
fn a_file_reached_twice_is_read_once() {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path();
    tree(root, None);
    let game = root.join("lessons/gaigel");
    let again = root.join("lessons/gaigel/../gaigel");
    let lesson = game.join("01-mine.yaml");
    let (code, out, _) = run(root, &["check", s(&game), s(&lesson), s(&again)]);
    assert_eq!(code, 0, "{out}");
    assert!(
        out.ends_with(
            "4 files checked (one game manifest, one lesson, 2 locale files): no problems.\n"
        ),
        "{out}"
    );
}

#[test]
fn a_locale_file_given_alone_is_checked_against_the_other_language() {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path();
    tree(root, Some("gaigel-mine-page"));
    let en = root.join("locales/en/gaigel-mine.ftl");
    let (code, out, _) = run(root, &["check", s(&en)]);
    assert_eq!(code, 1, "{out}");
    assert!(
        out.contains("gaigel-mine.ftl:2:1: message \"gaigel-mine-page\" exists only in en"),
        "{out}"
    );
    assert!(
        out.ends_with("One problem in one file checked (one locale file).\n"),
        "{out}"
    );
    // The Japanese file has no message the English one lacks.
    let ja = root.join("locales/ja/gaigel-mine.ftl");
    let (code, out, _) = run(root, &["check", s(&ja)]);
    assert_eq!(code, 0, "{out}");
}

#[test]
fn a_file_of_no_known_kind_is_refused_in_both_languages() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("notes.txt");
    write(&file, "just some words\n");
    let (code, out, _) = run(dir.path(), &["check", s(&file)]);
    assert_eq!(code, 1, "{out}");
    assert!(
        out.contains(
            "notes.txt:1:1: not a game manifest, a lesson, a question set or a locale file"
        ),
        "{out}"
    );
    let (code, out, _) = run(dir.path(), &["--lang", "ja", "check", s(&file)]);
    assert_eq!(code, 1, "{out}");
    assert!(
        out.contains(
            "notes.txt:1:1: ゲームの目録・レッスン・問題集・ロケールファイルのどれでもありません"
        ),
        "{out}"
    );
    assert!(out.contains("何も検査していません"), "{out}");
}

#[test]
fn a_manifest_not_named_game_yaml_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("gaigel.yaml");
    write(&file, "game: gaigel\nlessons: []\n");
    let (code, out, _) = run(dir.path(), &["check", s(&file)]);
    assert_eq!(code, 1, "{out}");
    assert!(
        out.contains("gaigel.yaml: this is a game manifest, but a manifest is read only from a file named game.yaml"),
        "{out}"
    );
}

#[test]
fn check_without_a_path_counts_what_the_tutor_loads() {
    let dir = tempfile::tempdir().unwrap();
    let (code, out, _) = run(dir.path(), &["check"]);
    assert_eq!(code, 0, "{out}");
    let embedded_lessons: usize =
        fs::read_dir(Path::new(env!("CARGO_MANIFEST_DIR")).join("lessons"))
            .unwrap()
            .filter_map(|e| e.ok())
            .filter(|e| e.path().join("game.yaml").is_file())
            .map(|e| fs::read_dir(e.path()).unwrap().count() - 1)
            .sum();
    assert!(
        out.contains(&format!("{embedded_lessons} lessons,")),
        "{embedded_lessons}: {out}"
    );
    // With --lessons, the disk lesson is read too.
    let root = dir.path();
    tree(root, None);
    let (code, out, _) = run(root, &["--lessons", s(&root.join("lessons")), "check"]);
    assert_eq!(code, 0, "{out}");
    assert!(
        out.contains(&format!("{} lessons,", embedded_lessons + 1)),
        "{out}"
    );
}

/// A disk folder for `--lessons`: a Gaigel manifest that replaces `tricks` and adds
/// `mine` after it, with the texts they use.
fn overlay(root: &Path) {
    write(
        &root.join("lessons/gaigel/game.yaml"),
        "game: gaigel\nlessons:\n  - {id: tricks, file: 02-tricks.yaml, title: gaigel-tricks-title}\n  - {id: mine, file: 20-mine.yaml, title: gaigel-mine-title}\n",
    );
    write(
        &root.join("lessons/gaigel/02-tricks.yaml"),
        "steps:\n  - page: gaigel-tricks-mine\n",
    );
    write(
        &root.join("lessons/gaigel/20-mine.yaml"),
        "steps:\n  - page: gaigel-mine-page\n",
    );
    for lang in ["en", "ja"] {
        // Titles go in the game's index file, beside the embedded one of that name.
        write(
            &root.join(format!("locales/{lang}/gaigel.ftl")),
            &format!("gaigel-mine-title = My lesson ({lang})\n"),
        );
        write(
            &root.join(format!("locales/{lang}/gaigel-mine.ftl")),
            &format!(
                "gaigel-mine-page = A page of mine ({lang})\ngaigel-tricks-mine = Tricks my way ({lang})\n"
            ),
        );
    }
}

#[test]
fn lessons_from_disk_replace_and_join_the_embedded_ones_by_id() {
    // A gaigel/game.yaml on disk used to drop every embedded Gaigel lesson.
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path();
    overlay(root);
    let lessons = root.join("lessons");
    let (code, out, err) = run(root, &["--lessons", s(&lessons), "list", "gaigel"]);
    assert_eq!(code, 0, "{err}");
    let ids: Vec<&str> = out
        .lines()
        .skip(1)
        .filter_map(|l| l.rsplit_once('(').map(|(_, id)| id.trim_end_matches(')')))
        .collect();
    assert_eq!(
        ids,
        [
            "pack",
            "tricks",
            "mine",
            "stock",
            "follow",
            "trumping",
            "marriages",
            "sevens",
            "counting",
            "knocking",
            "game",
            "whole-deal"
        ],
        "{out}"
    );
    assert!(out.contains("My lesson (en)"), "{out}");
    // The replaced lesson is the one from disk.
    let out = tutor(root)
        .args(["--lessons", s(&lessons), "learn", "gaigel/tricks"])
        .write_stdin("")
        .output()
        .unwrap();
    let (o, e) = texts(&out);
    assert!(o.contains("Tricks my way (en)"), "{o}{e}");
    // And everything the tutor now loads checks clean.
    let (code, out, _) = run(root, &["--lessons", s(&lessons), "check"]);
    assert_eq!(code, 0, "{out}");
}

#[test]
fn no_embedded_keeps_only_the_disk_lessons() {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path();
    overlay(root);
    let (code, out, err) = run(
        root,
        &[
            "--no-embedded",
            "--lessons",
            s(&root.join("lessons")),
            "list",
        ],
    );
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("(tricks)") && out.contains("(mine)"), "{out}");
    assert!(!out.contains("(pack)") && !out.contains("Rikken"), "{out}");
}

#[test]
fn disk_texts_override_embedded_messages_by_id_in_check_too() {
    // A disk file named like an embedded one, with one message: the tutor overrides that
    // message only; check used to drop the whole embedded file and find ids "missing".
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path();
    write(
        &root.join("lessons/gaigel/game.yaml"),
        "game: gaigel\nlessons:\n  - {id: pack, file: 01-pack.yaml, title: gaigel-pack-title}\n",
    );
    fs::copy(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("lessons/gaigel/01-pack.yaml"),
        root.join("lessons/gaigel/01-pack.yaml"),
    )
    .unwrap();
    for (lang, title) in [("en", "The pack, my way"), ("ja", "わたしのパック")] {
        write(
            &root.join(format!("locales/{lang}/gaigel.ftl")),
            &format!("gaigel-pack-title = {title}\n"),
        );
    }
    let lessons = root.join("lessons");
    let (code, out, _) = run(root, &["--lessons", s(&lessons), "check"]);
    assert_eq!(code, 0, "{out}");
    let (_, out, _) = run(root, &["--lessons", s(&lessons), "list", "gaigel"]);
    assert!(out.contains("The pack, my way"), "{out}");
    assert!(out.contains("(tricks)"), "{out}");
    let (code, out, _) = run(root, &["check", s(&lessons)]);
    assert_eq!(code, 0, "{out}");
}

#[test]
fn a_lessons_folder_without_a_game_folder_is_warned_about() {
    let dir = tempfile::tempdir().unwrap();
    let empty = dir.path().join("empty");
    fs::create_dir(&empty).unwrap();
    let (code, out, err) = run(dir.path(), &["--lessons", s(&empty), "list"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("(pack)"), "{out}");
    assert!(
        err.contains("warning: --lessons")
            && err.contains("there is no game folder in it (a folder with a game.yaml), so no lessons come from it"),
        "{err}"
    );
    let (_, _, err) = run(
        dir.path(),
        &["--lang", "ja", "--lessons", s(&empty), "list"],
    );
    assert!(
        err.contains("警告") && err.contains("ゲームのフォルダー"),
        "{err}"
    );
}

#[test]
fn a_lessons_folder_that_does_not_exist_is_an_error() {
    let dir = tempfile::tempdir().unwrap();
    let missing = dir.path().join("nowhere");
    let (code, out, err) = run(dir.path(), &["--lessons", s(&missing), "list"]);
    assert_eq!(code, 2, "{out}");
    assert!(out.is_empty(), "{out}");
    assert!(err.contains("nowhere: cannot read"), "{err}");
}
