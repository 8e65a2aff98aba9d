//! Coverage maps (`coverage:` in a game's `game.yaml`): `check` finds every wrong entry,
//! located, in both languages; the README's tables are the maps as `check --coverage`
//! prints them; and, once every map is complete, every embedded game has one.

use assert_cmd::Command;
use std::collections::BTreeMap;
use std::fs;
use std::path::Path;
use tricktutor::i18n::{CardStyle, Lang, Renderer, Texts};
use tricktutor::lesson::check::coverage::{check, Required, Steps};
use tricktutor::lesson::check::lesson_steps;
use tricktutor::lesson::coverage::sections::sections;
use tricktutor::lesson::error_text::ErrorText;
use tricktutor::lesson::fields::Reader;
use tricktutor::lesson::library::Library;
use tricktutor::lesson::script::parse_manifest;
use tricktutor::rules::Game;

/// The tutor in `lang`, plain, with its data in `data`.
fn tutor(data: &Path, lang: &str) -> Command {
    let mut cmd = Command::cargo_bin("tricktutor").unwrap();
    cmd.env("TRICKTUTOR_DATA_DIR", data)
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env_remove("XDG_DATA_HOME")
        .env("TRICKTUTOR_LANG", lang)
        .env("LANG", "C")
        .env("NO_COLOR", "1")
        .env("COLUMNS", "200");
    cmd
}

/// Runs `args` in `lang`; returns the exit status and stdout.
fn run(data: &Path, lang: &str, args: &[&str]) -> (i32, String) {
    let out = tutor(data, lang).args(args).output().unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
    )
}

fn write(path: &Path, text: &str) {
    fs::create_dir_all(path.parent().unwrap()).unwrap();
    fs::write(path, text).unwrap();
}

/// Lesson `one`: a page and a question. Lesson `two`: a page and a scripted deal whose
/// decision is at action 1 (seat 1 must beat trump 1 with its only trump), so its progress
/// key is `d-1`; action 0 is seat 0's and is no decision.
const ONE: &str = "steps:\n  - page: vier-anderle-one-intro\n  - question:\n      id: q1\n      kind: trick-winner\n      position: {trick: [hearts-K, trump-1]}\n      answer: 1\n# No drill topic: the map, not review, is what this fixture exercises.\ntopics: []\n";
const TWO: &str = "steps:\n  - page: vier-anderle-two-intro\n  - deal:\n      id: d\n      seat: 1\n      from: 0\n      position:\n        players: 2\n        pot_before_deal: 0\n        hands: {0: [trump-1, trump-2, trump-3, trump-4], 1: [hearts-K, hearts-Q, trump-5, spades-K]}\n        actions:\n          - {seat: 0, play: trump-1}\n          - {seat: 1, play: trump-5}\n      decisions:\n        - {at: 1, prompt: vier-anderle-two-intro, explain: vier-anderle-two-intro}\n";

/// The manifest's first five lines; the map's entries follow, four lines each, so the
/// entry `i` (from 0) starts on line `6 + 4 i`: its `section` on that line (value at
/// column 14), `teach` on the third (list at column 12, first item at 13), `test` on the
/// fourth (list at column 11, first item at 12).
const HEAD: &str = "game: vier-anderle\nlessons:\n  - {id: one, file: 01-one.yaml, title: vier-anderle-one-title}\n  - {id: two, file: 02-two.yaml, title: vier-anderle-two-title}\ncoverage:\n";

/// One entry of a map: section, teach list, test list, as written.
type Entry = (String, String, String);

/// A map of every Vier-Anderle section, each taught by lesson one's page and tested by its
/// question, "deals" by the deal's decision.
fn full_map() -> Vec<Entry> {
    sections(Game::VierAnderle)
        .iter()
        .map(|(n, _)| {
            let test = if *n == "deals" {
                "[two/d-1]"
            } else {
                "[one/q1]"
            };
            (
                n.to_string(),
                "[one/vier-anderle-one-intro]".to_string(),
                test.to_string(),
            )
        })
        .collect()
}

/// Writes the lesson tree with `map` as the manifest's coverage; returns the game folder.
fn tree(root: &Path, map: &[Entry]) -> std::path::PathBuf {
    let game = root.join("lessons/vier-anderle");
    let mut manifest = HEAD.to_string();
    for (section, teach, test) in map {
        manifest.push_str(&format!(
            "  - section: \"{section}\"\n    title: T\n    teach: {teach}\n    test: {test}\n"
        ));
    }
    write(&game.join("game.yaml"), &manifest);
    write(&game.join("01-one.yaml"), ONE);
    write(&game.join("02-two.yaml"), TWO);
    for lang in ["en", "ja"] {
        let mut text = String::new();
        for id in [
            "vier-anderle-one-title",
            "vier-anderle-two-title",
            "vier-anderle-one-intro",
            "vier-anderle-two-intro",
        ] {
            text.push_str(&format!("{id} = {lang} text\n"));
        }
        write(
            &root.join(format!("locales/{lang}/vier-anderle-mine.ftl")),
            &text,
        );
    }
    game
}

/// `check GAME_FOLDER` on a tree with `map`, in English and in Japanese: the outputs (both
/// must fail).
fn check_both(map: &[Entry]) -> (String, String) {
    let dir = tempfile::tempdir().unwrap();
    let game = tree(dir.path(), map);
    let game = game.to_str().unwrap();
    let (code, en) = run(dir.path(), "en", &["check", game]);
    assert_eq!(code, 1, "{en}");
    let (code, ja) = run(dir.path(), "ja", &["check", game]);
    assert_eq!(code, 1, "{ja}");
    (en, ja)
}

/// Replaces entry `i` of a full map.
fn with(i: usize, teach: &str, test: &str) -> Vec<Entry> {
    let mut map = full_map();
    map[i].1 = teach.to_string();
    map[i].2 = test.to_string();
    map
}

#[test]
fn a_map_of_real_pages_questions_and_decisions_passes_and_prints_as_a_table() {
    let dir = tempfile::tempdir().unwrap();
    let game = tree(dir.path(), &full_map());
    let (code, out) = run(dir.path(), "en", &["check", game.to_str().unwrap()]);
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("no problems"), "{out}");
    // Laid over the embedded lessons, the disk folder's map is the one printed.
    let lessons = dir.path().join("lessons");
    let (code, out) = run(
        dir.path(),
        "en",
        &[
            "--lessons",
            lessons.to_str().unwrap(),
            "check",
            "--coverage",
            "japanisch-vier-anderle",
        ],
    );
    assert_eq!(code, 0, "{out}");
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 2 + 24, "{out}");
    assert_eq!(lines[0], "| Section | Rule | Taught by | Tested by |");
    assert_eq!(lines[1], "| --- | --- | --- | --- |");
    assert_eq!(
        lines[2],
        "| 1 | T | `one/vier-anderle-one-intro` | `one/q1` |"
    );
    assert_eq!(
        lines[25],
        "| deals | T | `one/vier-anderle-one-intro` | `two/d-1` |"
    );
}

#[test]
fn a_lesson_the_manifest_does_not_list_is_located() {
    // Entry 0 (section 1), its teach list on line 8.
    let (en, ja) = check_both(&with(0, "[three/vier-anderle-one-intro]", "[one/q1]"));
    assert!(
        en.contains(
            "game.yaml:8:13: the manifest lists no lesson \"three\" (its lessons: one, two)"
        ),
        "{en}"
    );
    assert!(
        ja.contains(
            "game.yaml:8:13: 目録に「three」というレッスンはありません（目録のレッスン：one、two）"
        ),
        "{ja}"
    );
}

#[test]
fn a_teach_entry_that_is_not_a_page_is_located() {
    // Entry 1 (section 2.1): line 6 + 4 = 10, teach on line 12; the second item of the
    // list starts at column 13 + "one/vier-anderle-one-intro, ".len() = 41.
    let (en, ja) = check_both(&with(1, "[one/vier-anderle-one-intro, one/q1]", "[one/q1]"));
    assert!(
        en.contains("game.yaml:12:41: \"q1\" is not a page of lesson \"one\" (its pages: vier-anderle-one-intro)"),
        "{en}"
    );
    assert!(
        ja.contains("game.yaml:12:41: 「q1」はレッスン「one」の説明ページではありません（説明ページ：vier-anderle-one-intro）"),
        "{ja}"
    );
}

#[test]
fn a_test_entry_that_is_no_question_nor_graded_decision_is_located() {
    // Entry 2 (section 2.2): test on line 6 + 8 + 3 = 17. A page is not a question; the
    // deal's action 0 is seat 0's, so `d-0` is no decision; `d` alone names no decision.
    let (en, ja) = check_both(&with(
        2,
        "[one/vier-anderle-one-intro]",
        "[one/vier-anderle-one-intro, two/d-0, two/d]",
    ));
    assert!(
        en.contains("game.yaml:17:12: \"vier-anderle-one-intro\" is neither a question of lesson \"one\" nor a graded decision <deal id>-<at> of one of its deal steps (its questions and decisions: q1)"),
        "{en}"
    );
    // 12 + "one/vier-anderle-one-intro, ".len() = 40; then 40 + "two/d-0, ".len() = 49.
    assert!(
        en.contains("game.yaml:17:40: \"d-0\" is neither a question of lesson \"two\" nor a graded decision <deal id>-<at> of one of its deal steps (its questions and decisions: d-1)"),
        "{en}"
    );
    assert!(en.contains("game.yaml:17:49: \"d\" is neither"), "{en}");
    assert!(
        ja.contains("game.yaml:17:40: 「d-0」はレッスン「two」の問題でも、そのディールのステップで採点される手（<ディールid>-<at>）でもありません（問題と採点される手：d-1）"),
        "{ja}"
    );
}

#[test]
fn a_section_listed_twice_is_located_at_the_second() {
    let mut map = full_map();
    // Section 6.1 (entry 10, line 46) again after the last entry (23): line 6 + 4 * 24 = 102.
    map.push((
        "6.1".into(),
        "[one/vier-anderle-one-intro]".into(),
        "[one/q1]".into(),
    ));
    let (en, ja) = check_both(&map);
    assert!(
        en.contains("game.yaml:102:14: section 6.1 is listed twice (first on line 46)"),
        "{en}"
    );
    assert!(
        ja.contains("game.yaml:102:14: 節 6.1 が二度書かれています（最初は 46 行目）"),
        "{ja}"
    );
}

#[test]
fn a_section_no_page_teaches_or_no_question_tests_is_located() {
    // Entry 20 (section 8.5): line 86; teach on 88, test on 89.
    let (en, ja) = check_both(&with(20, "[]", "[]"));
    assert!(
        en.contains("game.yaml:88:12: section 8.5 is taught by no page: \"teach\" is empty"),
        "{en}"
    );
    assert!(
        en.contains(
            "game.yaml:89:11: section 8.5 is tested by no question or decision: \"test\" is empty"
        ),
        "{en}"
    );
    assert!(
        ja.contains("game.yaml:88:12: 節 8.5 を教える説明ページがありません（\"teach\" が空です）"),
        "{ja}"
    );
    assert!(
        ja.contains(
            "game.yaml:89:11: 節 8.5 を確かめる問題も採点される手もありません（\"test\" が空です）"
        ),
        "{ja}"
    );
}

#[test]
fn a_map_that_drifts_from_the_specification_is_located() {
    // Section 8.5 left out (entry 20), and a section 10 the specification does not have
    // put in its place (line 86).
    let mut map = full_map();
    map[20].0 = "10".into();
    let (en, ja) = check_both(&map);
    assert!(
        en.contains("game.yaml:86:14: \"10\" is not a rule section of the vier-anderle specification (its sections: 1, 2.1, 2.2, 2.3, 3.1,"),
        "{en}"
    );
    // The missing section is located at the map (its first entry, line 6).
    assert!(
        en.contains("game.yaml:6:3: the map leaves out section 8.5 of the vier-anderle specification (End of the game)"),
        "{en}"
    );
    assert!(
        ja.contains("game.yaml:86:14: 「10」は vier-anderle の仕様書のルールの節ではありません"),
        "{ja}"
    );
    assert!(
        ja.contains(
            "game.yaml:6:3: 対応表に vier-anderle の仕様書の節 8.5（End of the game）がありません"
        ),
        "{ja}"
    );
    // Exactly these two problems.
    assert!(en.contains("2 problems"), "{en}");
}

#[test]
fn an_entry_that_names_no_step_and_an_unquoted_decimal_section_are_located() {
    let mut map = with(3, "[vier-anderle-one-intro]", "[one/q1]");
    // Entry 3 (section 2.3): teach on line 6 + 12 + 2 = 20.
    map[4].0 = "3.1".into();
    let dir = tempfile::tempdir().unwrap();
    let game = tree(dir.path(), &map);
    // Entry 4 (line 22) written without quotes: YAML reads 3.1 as a number.
    let path = game.join("game.yaml");
    let text = fs::read_to_string(&path)
        .unwrap()
        .replace("section: \"3.1\"", "section: 3.1");
    fs::write(&path, text).unwrap();
    let game = game.to_str().unwrap();
    let (code, en) = run(dir.path(), "en", &["check", game]);
    assert_eq!(code, 1, "{en}");
    let (_, ja) = run(dir.path(), "ja", &["check", game]);
    assert!(
        en.contains("game.yaml:20:13: \"vier-anderle-one-intro\" does not name a page: expected <lesson id>/<page message id>"),
        "{en}"
    );
    assert!(
        en.contains("game.yaml:22:14: expected a string, found a number"),
        "{en}"
    );
    assert!(
        ja.contains("game.yaml:20:13: 「vier-anderle-one-intro」は説明ページを指していません。<レッスンid>/<ページのメッセージid>"),
        "{ja}"
    );
    assert!(
        ja.contains("game.yaml:22:14: 文字列が必要ですが、数が書かれています"),
        "{ja}"
    );
}

#[test]
fn a_manifest_given_alone_has_its_map_checked_against_its_lessons() {
    let dir = tempfile::tempdir().unwrap();
    let game = tree(dir.path(), &with(0, "[one/nope]", "[one/q1]"));
    let manifest = game.join("game.yaml");
    let (code, out) = run(dir.path(), "en", &["check", manifest.to_str().unwrap()]);
    assert_eq!(code, 1, "{out}");
    assert!(
        out.contains("game.yaml:8:13: \"nope\" is not a page of lesson \"one\""),
        "{out}"
    );
}

/// A manifest without a map, checked as an embedded one is once every map is complete: the
/// missing map is located at the manifest's first line, in both languages. (From disk a
/// map is optional: the lesson trees of the other tests without one pass.)
#[test]
fn a_missing_map_is_an_error_where_a_map_is_required() {
    let text = "game: rikken\nlessons: []\n";
    let manifest = parse_manifest("lessons/rikken/game.yaml", text).unwrap();
    let mut none = Reader::new("lessons/rikken/game.yaml", text);
    check(&mut none, &manifest, &BTreeMap::new(), Required::DISK);
    assert!(none.errors.is_empty(), "{:?}", none.errors);
    let mut r = Reader::new("lessons/rikken/game.yaml", text);
    check(&mut r, &manifest, &BTreeMap::new(), Required::COMPLETE);
    assert_eq!(r.errors.len(), 1, "{:?}", r.errors);
    let said = |lang| {
        Renderer::new(Texts::load(lang, |_| true, &[]), CardStyle::Ascii)
            .load_error_within(&r.errors[0], 200)
    };
    assert!(
        said(Lang::EN).starts_with("lessons/rikken/game.yaml:1:1: the manifest has no \"coverage\" map: every rule section of the rikken specification must be listed"),
        "{}",
        said(Lang::EN)
    );
    assert!(
        said(Lang::JA).starts_with("lessons/rikken/game.yaml:1:1: 目録に \"coverage\" の対応表がありません。rikken の仕様書のルールの節をすべて"),
        "{}",
        said(Lang::JA)
    );
}

/// The games, by the folder that teaches each.
const FOLDERS: [&str; 5] = ["gaigel", "rikken", "marglia", "vier-anderle", "perlaggen"];

#[test]
fn the_readme_shows_each_games_map_as_check_prints_it() {
    let readme =
        fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("README.md")).unwrap();
    let dir = tempfile::tempdir().unwrap();
    for game in FOLDERS {
        let (start, end) = (
            format!("<!-- coverage:{game} -->\n"),
            format!("<!-- /coverage:{game} -->"),
        );
        let from = readme
            .find(&start)
            .unwrap_or_else(|| panic!("README.md has no {start}"))
            + start.len();
        let to = from
            + readme[from..]
                .find(&end)
                .unwrap_or_else(|| panic!("README.md has no {end}"));
        let (code, table) = run(dir.path(), "en", &["check", "--coverage", game]);
        assert_eq!(code, 0, "{table}");
        assert_eq!(
            readme[from..to],
            table,
            "README.md's table for {game} is not its map: paste the output of \
             `cargo run -- check --coverage {game}` between its markers"
        );
    }
}

/// Every embedded game has a coverage map, and every section of it has a page and a
/// question or decision. Fails with the list of games still lacking a complete map.
#[test]
fn every_embedded_game_has_a_complete_map() {
    let lib = Library::load(&[], true, tricktutor::practice::topics::ids).unwrap();
    let r = Renderer::new(Texts::load(Lang::EN, |_| true, &[]), CardStyle::Ascii);
    let mut lacking = Vec::new();
    for game in &lib.games {
        let folder = &game.sources[0];
        let mf = &folder.manifest_file;
        let manifest = parse_manifest(&mf.path, &mf.text).unwrap();
        let steps: BTreeMap<String, Option<Steps>> = manifest
            .lessons
            .iter()
            .map(|l| {
                let file = folder.file(&l.file);
                let steps = file.and_then(|f| lesson_steps(f, manifest.game, l, lib.topic_ids));
                (l.id.clone(), steps)
            })
            .collect();
        let mut reader = Reader::new(&mf.path, &mf.text);
        check(&mut reader, &manifest, &steps, Required::COMPLETE);
        if !reader.errors.is_empty() {
            let said: Vec<String> = reader.errors.iter().map(|e| r.load_error(e)).collect();
            lacking.push(format!("{}:\n{}", game.game.token(), said.join("\n")));
        }
    }
    assert!(
        lacking.is_empty(),
        "games without a complete coverage map:\n\n{}",
        lacking.join("\n\n")
    );
}
