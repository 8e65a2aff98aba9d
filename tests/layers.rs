//! The layers of `src/lib.rs` hold: no module imports one above it, and `lesson` and
//! `practice`, side by side, do not import each other; every module has its place; and
//! inside `rules`, a game's folder uses no other game's.

use std::fs;
use std::path::Path;

/// Rank of each top-level module: a module may use only lower ranks (and its own).
const LAYERS: &[(&str, u8)] = &[
    ("cards", 0),
    ("fields", 1),
    ("rules", 2),
    ("progress", 3),
    ("i18n", 4),
    ("practice", 5),
    ("lesson", 5),
    ("tutor", 6),
    ("commands", 8),
    ("cli", 7),
];

/// The macros of `out`, named through the crate root.
const MACROS: &[&str] = &["outln", "errln"];

/// The games' folders under `src/rules/`.
const GAMES: &[&str] = &["gaigel", "marglia", "perlaggen", "rikken", "vier_anderle"];

/// Modules every layer may use.
const LEAVES: &[&str] = &["out", "suggest"];

fn rank(module: &str) -> Option<u8> {
    LAYERS.iter().find(|(m, _)| *m == module).map(|(_, r)| *r)
}

fn rust_files(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
    for entry in fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

#[test]
fn no_module_imports_a_layer_above_it() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    let mut upward = Vec::new();
    let mut seen = 0;
    for file in &files {
        let rel = file.strip_prefix(&src).unwrap();
        let first = rel
            .components()
            .next()
            .unwrap()
            .as_os_str()
            .to_string_lossy();
        let module = first.trim_end_matches(".rs");
        let Some(own) = rank(module) else { continue };
        seen += 1;
        let text = fs::read_to_string(file).unwrap();
        for (n, line) in text.lines().enumerate() {
            let code = line.split("//").next().unwrap_or("");
            for (i, _) in code.match_indices("crate::") {
                let used: String = code[i + 7..]
                    .chars()
                    .take_while(|c| c.is_alphanumeric() || *c == '_')
                    .collect();
                if used == module || LEAVES.contains(&used.as_str()) {
                    continue;
                }
                if MACROS.contains(&used.as_str()) {
                    continue;
                }
                let Some(theirs) = rank(&used) else {
                    upward.push(format!(
                        "{}:{}: {module} uses {used}, a module with no layer",
                        rel.display(),
                        n + 1
                    ));
                    continue;
                };
                // Side by side is as forbidden as above: lesson and practice are apart.
                if theirs >= own {
                    upward.push(format!("{}:{}: {module} uses {used}", rel.display(), n + 1));
                }
            }
        }
    }
    assert!(seen > 50, "only {seen} files read");
    assert!(
        upward.is_empty(),
        "imports that run upward:\n{}",
        upward.join("\n")
    );
}

#[test]
fn every_module_of_the_crate_has_a_layer() {
    let lib = fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("src/lib.rs")).unwrap();
    let modules: Vec<&str> = lib
        .lines()
        .filter_map(|l| l.strip_prefix("pub mod "))
        .map(|m| m.trim_end_matches(';'))
        .collect();
    assert!(modules.len() > 8, "only {modules:?} read");
    let unplaced: Vec<_> = modules
        .iter()
        .filter(|m| rank(m).is_none() && !LEAVES.contains(m))
        .collect();
    assert!(unplaced.is_empty(), "modules with no layer: {unplaced:?}");
}

/// A game is one folder: what two games share lives in `rules` itself, never in a game.
#[test]
fn no_game_uses_another_game() {
    let rules = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/rules");
    let mut crossing = Vec::new();
    for game in GAMES {
        let mut files = Vec::new();
        rust_files(&rules.join(game), &mut files);
        assert!(!files.is_empty(), "no files in rules/{game}");
        for file in &files {
            let text = fs::read_to_string(file).unwrap();
            for (n, line) in text.lines().enumerate() {
                let code = line.split("//").next().unwrap_or("");
                for other in GAMES.iter().filter(|g| *g != game) {
                    let crosses = [format!("rules::{other}"), format!("super::{other}")]
                        .iter()
                        .any(|p| code.contains(p.as_str()));
                    if crosses {
                        crossing.push(format!("{}:{}: uses {other}", file.display(), n + 1));
                    }
                }
            }
        }
    }
    assert!(
        crossing.is_empty(),
        "games that use another game:\n{}",
        crossing.join("\n")
    );
}

/// The files of `rules` that every game imports: the shared vocabulary. They name no game,
/// so a game that imports them is not importing what dispatches over the games.
/// (`problem.rs` is not among them: `Problem::new` checks in debug builds that its id is
/// listed by some game, so it gathers every game's list.)
const VOCABULARY: &[&str] = &[
    "answer.rs",
    "drill.rs",
    "kind.rs",
    "position_reader.rs",
    "rng.rs",
    "trick.rs",
    "trick_beliefs.rs",
];

/// The vocabulary names no game: the dispatch over the games (`rules/mod.rs`,
/// `new_table.rs`, `read/mod.rs`) lives apart from it.
#[test]
fn the_shared_vocabulary_names_no_game() {
    let rules = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/rules");
    let mut naming = Vec::new();
    for name in VOCABULARY {
        let text = fs::read_to_string(rules.join(name)).unwrap();
        for (n, line) in text.lines().enumerate() {
            let code = line.split("//").next().unwrap_or("");
            for game in GAMES {
                let names = [format!("rules::{game}"), format!("super::{game}")]
                    .iter()
                    .any(|p| code.contains(p.as_str()));
                if names {
                    naming.push(format!("rules/{name}:{}: names {game}", n + 1));
                }
            }
        }
    }
    assert!(
        naming.is_empty(),
        "vocabulary that names a game:\n{}",
        naming.join("\n")
    );
}
