//! The layers of `src/lib.rs` hold: no module imports one above it, and `lesson` and
//! `practice`, side by side, do not import each other.

use std::fs;
use std::path::Path;

/// Rank of each top-level module: a module may use only lower ranks (and its own).
const LAYERS: &[(&str, u8)] = &[
    ("cards", 0),
    ("rules", 1),
    ("progress", 2),
    ("i18n", 3),
    ("practice", 4),
    ("lesson", 4),
    ("tutor", 5),
    ("commands", 7),
    ("cli", 6),
];

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
                let Some(theirs) = rank(&used) else { continue };
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
