//! Fuzzing the readers of untrusted files: lessons, manifests, question sets and progress
//! files. Inputs are real files of the project, mutated (bytes cut, lines repeated or
//! swapped, YAML punctuation, anchors and aliases, control bytes, huge numbers and wide
//! text spliced in), plus arbitrary text. Every input must give a value or located errors,
//! never a panic, and every error must render.
//!
//! The counts are printed (`cargo test --test faults fuzz -- --nocapture`); proptest shrinks
//! a failing input to a small one.

use proptest::prelude::*;
use proptest::test_runner::{Config, TestRunner};
use std::sync::atomic::{AtomicUsize, Ordering};
use tricktutor::i18n::{CardStyle, Lang, Renderer, Texts};
use tricktutor::lesson::error::LoadError;
use tricktutor::lesson::script::{parse_lesson, parse_manifest, LessonRef};
use tricktutor::lesson::yaml::Loc;
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
    Renderer::new(Texts::load(Lang::En, |_| true, &[]), CardStyle::Ascii)
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
    let mut runner = TestRunner::new(Config {
        cases,
        failure_persistence: None,
        ..Config::default()
    });
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
        if let Err(errors) = parse_lesson("fuzz.yaml", text, LESSON_GAMES[seed], &entry) {
            errors_are_located(text, &errors, &r);
        }
    });
    fuzz("manifests", 500, input(MANIFESTS), |_, text| {
        if let Err(errors) = parse_manifest("game.yaml", text) {
            errors_are_located(text, &errors, &r);
        }
    });
}
