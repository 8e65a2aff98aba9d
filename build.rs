//! Embedding support: lessons and locales are embedded with include_dir, so cargo must
//! rebuild when they change; and the lesson manifests are read here, once, so that
//! listing lessons costs no YAML parsing at run time. A manifest that does not parse is
//! left out: the program then parses it at run time and reports a located error.

use serde::Deserialize;
use std::fmt::Write;
use std::path::Path;

#[derive(Deserialize)]
struct LessonEntry {
    id: String,
    file: String,
    title: String,
}

#[derive(Deserialize)]
struct Manifest {
    game: String,
    lessons: Vec<LessonEntry>,
    #[serde(default)]
    rules: Vec<String>,
}

fn main() {
    println!("cargo:rerun-if-changed=lessons");
    println!("cargo:rerun-if-changed=locales");
    let mut out = String::from(
        "/// A lesson entry read at build time: (id, file, title).\n\
         pub type PrebuiltLesson = (&'static str, &'static str, &'static str);\n\
         /// An embedded manifest read at build time: (folder, game, lessons, rules).\n\
         pub type PrebuiltManifest = (&'static str, &'static str, &'static [PrebuiltLesson], &'static [&'static str]);\n\
         pub static PREBUILT_MANIFESTS: &[PrebuiltManifest] = &[\n",
    );
    let mut dirs: Vec<_> = std::fs::read_dir("lessons")
        .map(|d| d.filter_map(|e| e.ok().map(|e| e.path())).collect())
        .unwrap_or_default();
    dirs.sort();
    for dir in dirs {
        let Ok(text) = std::fs::read_to_string(dir.join("game.yaml")) else {
            continue;
        };
        let Ok(m) = serde_saphyr::from_str::<Manifest>(&text) else {
            continue;
        };
        let folder = dir
            .file_name()
            .unwrap_or_default()
            .to_string_lossy()
            .into_owned();
        let lessons: Vec<String> = m
            .lessons
            .iter()
            .map(|l| format!("({:?}, {:?}, {:?})", l.id, l.file, l.title))
            .collect();
        let rules: Vec<String> = m.rules.iter().map(|r| format!("{r:?}")).collect();
        let _ = writeln!(
            out,
            "    ({folder:?}, {:?}, &[{}], &[{}]),",
            m.game,
            lessons.join(", "),
            rules.join(", ")
        );
    }
    out.push_str("];\n");
    let dest = Path::new(&std::env::var("OUT_DIR").expect("OUT_DIR")).join("manifests.rs");
    std::fs::write(dest, out).expect("write manifests.rs");
    locale_index();
}

/// Which embedded Fluent file defines each message, so that the program parses only the
/// files holding the messages it shows: `(lang, id, file)`, sorted for a binary search.
/// A message is a line that starts with an identifier followed by `=` (Fluent syntax:
/// continuation lines are indented, comments start with `#`, terms with `-`).
fn locale_index() {
    let mut entries: Vec<(String, String, String)> = Vec::new();
    let mut langs: Vec<_> = std::fs::read_dir("locales")
        .map(|d| d.filter_map(|e| e.ok().map(|e| e.path())).collect())
        .unwrap_or_default();
    langs.sort();
    for dir in langs.iter().filter(|d| d.is_dir()) {
        let lang = dir
            .file_name()
            .unwrap_or_default()
            .to_string_lossy()
            .into_owned();
        let mut files: Vec<_> = std::fs::read_dir(dir)
            .map(|d| d.filter_map(|e| e.ok().map(|e| e.path())).collect())
            .unwrap_or_default();
        files.sort();
        for file in files
            .iter()
            .filter(|f| f.extension().is_some_and(|e| e == "ftl"))
        {
            let name = file
                .file_name()
                .unwrap_or_default()
                .to_string_lossy()
                .into_owned();
            let text = std::fs::read_to_string(file).unwrap_or_default();
            for line in text.lines() {
                if let Some(id) = message_id(line) {
                    entries.push((lang.clone(), id.to_string(), name.clone()));
                }
            }
        }
    }
    entries.sort();
    // A message defined twice keeps its first file; `check` reports the second.
    entries.dedup_by(|b, a| a.0 == b.0 && a.1 == b.1);
    // Integers and one text rather than a table of strings: each string in a static
    // table is a pointer the loader relocates at every start.
    let mut langs: Vec<String> = entries.iter().map(|e| e.0.clone()).collect();
    langs.dedup();
    let mut files: Vec<String> = entries.iter().map(|e| e.2.clone()).collect();
    files.sort();
    files.dedup();
    let mut ids = String::new();
    let mut rows = String::new();
    for (lang, id, file) in &entries {
        let l = langs.iter().position(|x| x == lang).unwrap_or(0);
        let f = files.iter().position(|x| x == file).unwrap_or(0);
        let _ = writeln!(rows, "    ({l}, {}, {}, {f}),", ids.len(), id.len());
        ids.push_str(id);
    }
    let mut out = String::new();
    let _ = writeln!(
        out,
        "/// The languages of the index.\npub static LANGS: &[&str] = &{langs:?};"
    );
    let _ = writeln!(
        out,
        "/// The embedded Fluent files' names.\npub static FILES: &[&str] = &{files:?};"
    );
    let _ = writeln!(
        out,
        "/// Every message id, one after the other.\npub static IDS: &str = {ids:?};"
    );
    let _ = writeln!(
        out,
        "/// Where each embedded message is defined: (language, start and length of its id\n\
         /// in IDS, file), sorted by language and id.\n\
         pub static LOCALE_INDEX: &[(u8, u32, u16, u16)] = &[\n{rows}];"
    );
    let dest = Path::new(&std::env::var("OUT_DIR").expect("OUT_DIR")).join("locale_index.rs");
    std::fs::write(dest, out).expect("write locale_index.rs");
}

/// The id of the message a Fluent line starts, if it starts one.
fn message_id(line: &str) -> Option<&str> {
    let end = line
        .find(|c: char| !(c.is_ascii_alphanumeric() || c == '-' || c == '_'))
        .unwrap_or(line.len());
    let id = &line[..end];
    let first = id.chars().next()?;
    let rest = line[end..].trim_start_matches([' ', '\t']);
    (first.is_ascii_alphabetic() && rest.starts_with('=')).then_some(id)
}
