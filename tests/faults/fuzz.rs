//! Fuzzing the readers of untrusted files: lessons, manifests, question sets and progress
//! files. Inputs are real files of the project, mutated (bytes cut, lines repeated or
//! swapped, YAML punctuation, anchors and aliases, control bytes, huge numbers and wide
//! text spliced in), plus arbitrary text. Every input must give a value or located errors,
//! never a panic, and every error must render.
//!
//! The counts are printed (`cargo test --test faults fuzz -- --nocapture`); proptest shrinks
//! a failing input to a small one. `FUZZ_SCALE=N` runs N times as many inputs.

use proptest::prelude::*;
use proptest::test_runner::{Config, TestRunner};
use std::sync::atomic::{AtomicUsize, Ordering};
use tricktutor::i18n::{CardStyle, Lang, Renderer, Texts};
use tricktutor::lesson::error::LoadError;
use tricktutor::lesson::error_text::ErrorText;
use tricktutor::lesson::script::{parse_lesson, parse_manifest, LessonRef};
use tricktutor::lesson::yaml::Loc;
use tricktutor::practice::topics::ids;
use tricktutor::rules::Game;

/// Fragments a mutation splices in: what breaks YAML readers and naive renderers.
const FRAGMENTS: &[&str] = &[
    "{",
    "}",
    "[",
    "]",
    ": ",
    "- ",
    "? ",
    "&a ",
    "*a",
    "*b",
    "!!binary ",
    "!!map ",
    "|\n",
    ">-\n",
    "\"",
    "'",
    "#",
    "\t",
    "\r",
    "\n  ",
    "\n- ",
    "~",
    "null",
    "true",
    "-1",
    "0x10",
    "99999999999999999999999",
    "-9223372036854775808",
    "9223372036854775807",
    "1e400",
    ".nan",
    "\u{0}",
    "\u{7}",
    "\u{1b}[31m",
    "\u{202e}",
    "\u{feff}",
    "ハートのエース",
    "　",
    "𝄞",
    "hearts-A",
    "face-down",
    "bells-6@leaves-A",
    "question:",
    "page:",
    "kind: ",
    "position:",
    "answer: ",
    "steps:",
    "cases:",
    "id: x",
    "<<: *a",
    "&a [*a]",
];

/// One way to change a text.
#[derive(Clone, Debug)]
enum Mutation {
    Cut { at: usize, len: usize },
    Splice { at: usize, fragment: usize },
    RepeatLine { line: usize },
    SwapLines { a: usize, b: usize },
    Truncate { at: usize },
    Indent { line: usize, by: usize },
}

fn mutation() -> impl Strategy<Value = Mutation> {
    prop_oneof![
        (any::<usize>(), 1..40usize).prop_map(|(at, len)| Mutation::Cut { at, len }),
        (any::<usize>(), 0..FRAGMENTS.len())
            .prop_map(|(at, fragment)| Mutation::Splice { at, fragment }),
        any::<usize>().prop_map(|line| Mutation::RepeatLine { line }),
        (any::<usize>(), any::<usize>()).prop_map(|(a, b)| Mutation::SwapLines { a, b }),
        any::<usize>().prop_map(|at| Mutation::Truncate { at }),
        (any::<usize>(), 1..6usize).prop_map(|(line, by)| Mutation::Indent { line, by }),
    ]
}

/// The nearest char boundary at or below `at % (len + 1)`.
fn boundary(text: &str, at: usize) -> usize {
    let mut i = at % (text.len() + 1);
    while !text.is_char_boundary(i) {
        i -= 1;
    }
    i
}

fn apply(text: &str, m: &Mutation) -> String {
    let mut lines: Vec<&str> = text.split('\n').collect();
    let n = lines.len();
    match *m {
        Mutation::Cut { at, len } => {
            let a = boundary(text, at);
            let b = boundary(text, a + len);
            let b = b.max(a);
            format!("{}{}", &text[..a], &text[b..])
        }
        Mutation::Splice { at, fragment } => {
            let a = boundary(text, at);
            format!("{}{}{}", &text[..a], FRAGMENTS[fragment], &text[a..])
        }
        Mutation::RepeatLine { line } => {
            let l = lines[line % n];
            lines.insert(line % n, l);
            lines.join("\n")
        }
        Mutation::SwapLines { a, b } => {
            lines.swap(a % n, b % n);
            lines.join("\n")
        }
        Mutation::Truncate { at } => text[..boundary(text, at)].to_string(),
        Mutation::Indent { line, by } => {
            let mut owned: Vec<String> = lines.iter().map(|s| s.to_string()).collect();
            owned[line % n] = format!("{}{}", " ".repeat(by), owned[line % n]);
            owned.join("\n")
        }
    }
}

/// A mutated copy of one of `seeds` with the seed's index, or (one time in eight)
/// arbitrary text with index 0.
fn input(seeds: &'static [&'static str]) -> impl Strategy<Value = (usize, String)> {
    prop_oneof![
        7 => (0..seeds.len(), prop::collection::vec(mutation(), 1..6)).prop_map(move |(i, ms)| {
            (i, ms.iter().fold(seeds[i].to_string(), |t, m| apply(&t, m)))
        }),
        1 => ".{0,200}".prop_map(|t| (0, t)),
    ]
}

fn renderer() -> Renderer {
    Renderer::new(Texts::load(Lang::EN, |_| true, &[]), CardStyle::Ascii)
}

/// Every error points into the text (or at no place) and renders to a bounded message.
fn errors_are_located(text: &str, errors: &[LoadError], r: &Renderer) {
    // YAML breaks lines at CR LF, CR and LF alike.
    let lines = text.replace("\r\n", "\n").split(['\n', '\r']).count() as u32;
    for e in errors {
        let Loc { line, .. } = e.loc;
        assert!(line <= lines + 1, "line {line} of {lines}: {e:?}");
        let shown = r.load_error(e);
        assert!(!shown.is_empty());
        assert!(!shown.contains('\u{1b}'), "control byte shown: {shown:?}");
    }
}

/// Runs `check` on `cases` inputs and prints how many ran.
fn fuzz(
    name: &str,
    cases: u32,
    strategy: impl Strategy<Value = (usize, String)>,
    check: impl Fn(usize, &str),
) {
    let ran = AtomicUsize::new(0);
    // `FUZZ_SCALE=100 cargo test --release --test faults fuzz` runs a longer campaign.
    let scale: u32 = std::env::var("FUZZ_SCALE")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(1);
    let config = Config {
        cases: cases * scale,
        failure_persistence: None,
        ..Config::default()
    };
    // The test suite's run is the same every time (its "every branch reached" checks must
    // not depend on luck); a longer campaign draws fresh inputs.
    let mut runner = if scale == 1 {
        let rng = proptest::test_runner::TestRng::deterministic_rng(config.rng_algorithm);
        TestRunner::new_with_rng(config, rng)
    } else {
        TestRunner::new(config)
    };
    runner
        .run(&strategy, |(seed, text)| {
            ran.fetch_add(1, Ordering::Relaxed);
            check(seed, &text);
            Ok(())
        })
        .unwrap();
    println!(
        "fuzz {name}: {} inputs, no panic",
        ran.load(Ordering::Relaxed)
    );
}

const LESSONS: &[&str] = &[
    include_str!("../../lessons/gaigel/01-pack.yaml"),
    include_str!("../../lessons/rikken/03-auction.yaml"),
    include_str!("../../lessons/perlaggen/05-following.yaml"),
    include_str!("../../lessons/vier-anderle/07-settling.yaml"),
    include_str!("../../lessons/marglia/04-following.yaml"),
    include_str!("../../lessons/rikken/04-calling.yaml"),
];

/// The game of each of [`LESSONS`].
const LESSON_GAMES: &[Game] = &[
    Game::Gaigel,
    Game::Rikken,
    Game::Perlaggen,
    Game::VierAnderle,
    Game::Marglia,
    Game::Rikken,
];

const MANIFESTS: &[&str] = &[
    include_str!("../../lessons/gaigel/game.yaml"),
    include_str!("../../lessons/perlaggen/game.yaml"),
];

#[test]
fn lessons_and_manifests_never_panic() {
    let r = renderer();
    let entry = LessonRef {
        id: "fuzz".into(),
        file: "fuzz.yaml".into(),
        title: "lesson-fuzz".into(),
        loc: Loc { line: 1, col: 1 },
        title_loc: Loc { line: 1, col: 1 },
    };
    // Each seed is read as a lesson of its own game, so that mutations reach the
    // positions and answers, not only the YAML.
    fuzz("lessons", 1500, input(LESSONS), |seed, text| {
        if let Err(errors) = parse_lesson("fuzz.yaml", text, LESSON_GAMES[seed], &entry, ids) {
            errors_are_located(text, &errors, &r);
        }
    });
    fuzz("manifests", 500, input(MANIFESTS), |_, text| {
        if let Err(errors) = parse_manifest("game.yaml", text) {
            errors_are_located(text, &errors, &r);
        }
    });
}

const QUESTION_SETS: &[&str] = &[
    include_str!("../cases/gaigel/legal-plays.yaml"),
    include_str!("../cases/gaigel/declarations.yaml"),
    include_str!("../cases/rikken/auction-result.yaml"),
    include_str!("../cases/rikken/call-legal.yaml"),
    include_str!("../cases/marglia/deal-score.yaml"),
    include_str!("../cases/vier-anderle/deal-score.yaml"),
    include_str!("../cases/perlaggen/bet-legal.yaml"),
    include_str!("../cases/perlaggen/wild.yaml"),
];

/// Question sets read as `judge` reads them, streamed case by case; every case that reads
/// has a verdict and a form, and its written answer compares with the engine's.
#[test]
fn question_sets_never_panic() {
    use tricktutor::lesson::question::Expected;
    use tricktutor::lesson::set::{stream, Item};
    let r = renderer();
    let judged = AtomicUsize::new(0);
    fuzz("question sets", 500, input(QUESTION_SETS), |_, text| {
        let mut errors = Vec::new();
        stream("fuzz.yaml", text.as_bytes(), &mut |item| match item {
            Item::Error(e) => errors.push(e),
            Item::Case(case) => {
                errors.extend(case.errors.iter().cloned());
                let Some(q) = &case.question else { return };
                let Some(query) = &q.query else { return };
                let verdict = query.verdict();
                let _ = query.form();
                let _ = query.fields();
                if let Some(Expected::Answer(a)) = &q.expected {
                    let _ = a.agrees_with(&verdict.answer);
                }
                let _ = tricktutor::tutor::show::answer(&r, q.game, &verdict.answer, &query.form());
                for reason in &verdict.reasons {
                    let _ = r.reason(reason);
                }
                judged.fetch_add(1, Ordering::Relaxed);
            }
        });
        errors_are_located(text, &errors, &r);
    });
    println!("  {} cases judged", judged.load(Ordering::Relaxed));
}

/// A version 2 progress file as the tutor writes it (a lesson, a topic, the review log),
/// and the same in version 1's shape.
const PROGRESS: &[&str] = &[
    include_str!("progress-v2.json"),
    r#"{"version": 1, "last": "rikken/pack", "lessons": {"rikken/pack": {"step": 3,
        "done": true, "questions": {"q1": {"outcome": "retried", "attempts": 2}}}}}"#,
];

/// Progress files changed as text (JSON punctuation spliced in, parts cut) or as values
/// (an entry's value replaced by another type or an out-of-range number, an entry
/// removed, the version changed), so that inputs reach every branch of the reader.
fn json_input() -> impl Strategy<Value = (usize, String)> {
    let splice = prop_oneof![
        Just("{"),
        Just("}"),
        Just("["),
        Just("]"),
        Just(","),
        Just(":"),
        Just("\""),
        Just("-1"),
        Just("1e999"),
        Just("99999999999999999999"),
        Just("null"),
        Just("\\u0000"),
        Just("\u{feff}"),
        Just("\u{0}"),
        Just("{}"),
    ];
    let textual = (
        0..PROGRESS.len(),
        prop::collection::vec((any::<usize>(), splice, 0..8usize, 1..12usize), 1..4),
    )
        .prop_map(|(i, edits)| {
            let mut text = PROGRESS[i].to_string();
            for (at, fragment, how, len) in edits {
                let a = boundary(&text, at);
                text = match how {
                    // Cutting the end breaks any JSON: kept rare.
                    7 => text[..a].to_string(),
                    0..=3 => format!("{}{}{}", &text[..a], fragment, &text[a..]),
                    _ => format!("{}{}", &text[..a], &text[boundary(&text, a + len).max(a)..]),
                };
            }
            (i, text)
        });
    let value = prop_oneof![
        Just(serde_json::json!(-4)),
        Just(serde_json::json!(99)),
        Just(serde_json::json!(1e300)),
        Just(serde_json::json!(u64::MAX)),
        Just(serde_json::json!(i64::MIN)),
        Just(serde_json::json!("maybe")),
        Just(serde_json::json!(null)),
        Just(serde_json::json!([])),
        Just(serde_json::json!({})),
        Just(serde_json::json!(true)),
        Just(serde_json::json!("\u{1b}[2J")),
    ];
    let structural = (
        0..PROGRESS.len(),
        prop::collection::vec((any::<usize>(), value, any::<bool>()), 1..4),
    )
        .prop_map(|(i, edits)| {
            let mut v: serde_json::Value = serde_json::from_str(PROGRESS[i]).unwrap();
            for (at, new, remove) in edits {
                mutate_value(&mut v, at, new, remove);
            }
            (i, serde_json::to_string_pretty(&v).unwrap())
        });
    prop_oneof![textual, structural]
}

/// Replaces (or removes) the `at`-th value of `v` in a walk of the whole tree.
fn mutate_value(v: &mut serde_json::Value, at: usize, new: serde_json::Value, remove: bool) {
    fn count(v: &serde_json::Value) -> usize {
        1 + match v {
            serde_json::Value::Object(m) => m.values().map(count).sum(),
            serde_json::Value::Array(a) => a.iter().map(count).sum(),
            _ => 0,
        }
    }
    fn walk(v: &mut serde_json::Value, mut at: usize, new: serde_json::Value, remove: bool) {
        match v {
            serde_json::Value::Object(m) => {
                let keys: Vec<String> = m.keys().cloned().collect();
                for k in keys {
                    let n = count(&m[&k]);
                    if at == 0 {
                        if remove {
                            m.remove(&k);
                        } else {
                            m[&k] = new;
                        }
                        return;
                    }
                    if at <= n {
                        return walk(&mut m[&k], at - 1, new, remove);
                    }
                    at -= n;
                }
            }
            serde_json::Value::Array(a) => {
                for item in a.iter_mut() {
                    let n = count(item);
                    if at == 0 {
                        *item = new;
                        return;
                    }
                    if at <= n {
                        return walk(item, at - 1, new, remove);
                    }
                    at -= n;
                }
            }
            _ => *v = new,
        }
    }
    let n = count(v);
    walk(v, at % n, new, remove);
}

/// Damaged progress files are read, salvaged, moved aside or left untouched, never a
/// panic; and a store that loaded can save again.
#[test]
fn progress_files_never_panic() {
    use tricktutor::progress::{Loaded, Store};
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("progress.json");
    let seen = std::cell::RefCell::new([0usize; 4]);
    fuzz("progress files", 600, json_input(), |_, text| {
        // Leave only this input in the folder: earlier ones may have been set aside.
        for e in std::fs::read_dir(dir.path()).unwrap() {
            std::fs::remove_file(e.unwrap().path()).unwrap();
        }
        std::fs::write(&path, text).unwrap();
        let (mut store, loaded) = Store::load(&path);
        let what = match loaded {
            Loaded::Read | Loaded::Migrated { .. } | Loaded::Fresh => 0,
            Loaded::Salvaged { .. } => 1,
            Loaded::MovedAside { .. } => 2,
            _ => 3,
        };
        seen.borrow_mut()[what] += 1;
        if what == 3 {
            // A newer (or untouchable) file is never changed.
            assert_eq!(std::fs::read_to_string(&path).unwrap(), text);
        } else {
            store.save().unwrap();
            let again = std::fs::read_to_string(&path).unwrap();
            let (_, reloaded) = Store::load(&path);
            assert!(
                matches!(reloaded, Loaded::Read),
                "a saved file reads back whole: {reloaded:?}\n{again}"
            );
        }
    });
    let seen = seen.into_inner();
    println!(
        "  read {}, salvaged {}, moved aside {}, left untouched {}",
        seen[0], seen[1], seen[2], seen[3]
    );
    // The mutations reach every branch of the reader.
    assert!(seen.iter().all(|&n| n > 0), "{seen:?}");
}
