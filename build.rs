//! Embedding support: lessons and locales are embedded in the binary as generated tables
//! (written here, into OUT_DIR), so cargo must rebuild when they change. Start-up cost is
//! what these tables are shaped by:
//! - the lesson manifests are read here, once, so that listing lessons costs no YAML
//!   parsing at run time (a manifest that does not parse is left out: the program then
//!   parses it at run time and reports a located error);
//! - the texts are `include_str!`ed, so the program never checks them to be UTF-8;
//! - every Fluent entry is indexed with where its text is, so a screen parses only the
//!   messages it shows, not the files that hold them.

use serde::Deserialize;
use std::fmt::Write;
use std::path::{Path, PathBuf};

#[path = "build/fluent_index.rs"]
mod fluent_index;

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
    let out_dir = PathBuf::from(std::env::var("OUT_DIR").expect("OUT_DIR"));
    manifests(&out_dir);
    embedded_lessons(&out_dir);
    embedded_locales(&out_dir);
}

/// The entries of a folder, sorted by path (as a directory listing is not).
fn sorted_entries(dir: &Path) -> Vec<PathBuf> {
    let mut paths: Vec<PathBuf> = std::fs::read_dir(dir)
        .map(|d| d.filter_map(|e| e.ok().map(|e| e.path())).collect())
        .unwrap_or_default();
    paths.sort();
    paths
}

fn name_of(p: &Path) -> String {
    p.file_name()
        .unwrap_or_default()
        .to_string_lossy()
        .into_owned()
}

/// A file's text as a Rust expression: `include_str!` of it, or `""` for a file that is not
/// UTF-8 (which the program then sees as empty, and `check` of the file on disk reports).
fn text_expr(p: &Path) -> String {
    let abs = std::fs::canonicalize(p).unwrap_or_else(|_| p.to_path_buf());
    match std::fs::read(p).map(String::from_utf8) {
        Ok(Ok(_)) => format!("include_str!({:?})", abs.display().to_string()),
        _ => "\"\"".to_string(),
    }
}

/// `manifests.rs`: each embedded manifest's game, lessons and rules sections.
fn manifests(out_dir: &Path) {
    let mut out = String::from(
        "/// A lesson entry read at build time: (id, file, title).\n\
         pub type PrebuiltLesson = (&'static str, &'static str, &'static str);\n\
         /// An embedded manifest read at build time: (folder, game, lessons, rules).\n\
         pub type PrebuiltManifest = (&'static str, &'static str, &'static [PrebuiltLesson], &'static [&'static str]);\n\
         pub static PREBUILT_MANIFESTS: &[PrebuiltManifest] = &[\n",
    );
    for dir in sorted_entries(Path::new("lessons")) {
        let Ok(text) = std::fs::read_to_string(dir.join("game.yaml")) else {
            continue;
        };
        let Ok(m) = serde_saphyr::from_str::<Manifest>(&text) else {
            continue;
        };
        let lessons: Vec<String> = m
            .lessons
            .iter()
            .map(|l| format!("({:?}, {:?}, {:?})", l.id, l.file, l.title))
            .collect();
        let rules: Vec<String> = m.rules.iter().map(|r| format!("{r:?}")).collect();
        let _ = writeln!(
            out,
            "    ({:?}, {:?}, &[{}], &[{}]),",
            name_of(&dir),
            m.game,
            lessons.join(", "),
            rules.join(", ")
        );
    }
    out.push_str("];\n");
    std::fs::write(out_dir.join("manifests.rs"), out).expect("write manifests.rs");
}

/// `lessons.rs`: the YAML files of every embedded game folder (a folder of `lessons/` with
/// a `game.yaml`), in path order: (folder, file name, text).
fn embedded_lessons(out_dir: &Path) {
    let mut out = String::from(
        "/// The embedded lesson folders' YAML files: (folder, file name, text), by path.\n\
         pub static EMBEDDED_LESSON_FILES: &[(&str, &str, &str)] = &[\n",
    );
    for dir in sorted_entries(Path::new("lessons")) {
        if !dir.join("game.yaml").is_file() {
            continue;
        }
        for file in sorted_entries(&dir)
            .iter()
            .filter(|f| f.is_file() && f.extension().is_some_and(|e| e == "yaml"))
        {
            let _ = writeln!(
                out,
                "    ({:?}, {:?}, {}),",
                name_of(&dir),
                name_of(file),
                text_expr(file)
            );
        }
    }
    out.push_str("];\n");
    std::fs::write(out_dir.join("lessons.rs"), out).expect("write lessons.rs");
}

/// One Fluent entry (message or term) of an embedded file.
struct Entry {
    lang: usize,
    /// `id` for a message, `-id` for a term.
    id: String,
    file: usize,
    /// Where its text is in the concatenated text: start and length.
    start: usize,
    len: usize,
    /// Its value, when the program may show it without Fluent: plain text (1), or plain
    /// text once the embedded terms it names are in their places (2).
    shown: Option<(String, u8)>,
}

/// `locales.rs` and `locales.txt`: every file of every `locales/<lang>/` folder, one after
/// the other in one text (one `include_str!`, and no pointer per file for the loader to
/// relocate at each start: the tables hold integers), with an index of the Fluent entries.
fn embedded_locales(out_dir: &Path) {
    let langs: Vec<PathBuf> = sorted_entries(Path::new("locales"))
        .into_iter()
        .filter(|d| d.is_dir())
        .collect();
    let mut text = String::new();
    let mut names = String::new();
    let mut files = String::new();
    let mut entries: Vec<Entry> = Vec::new();
    let mut file_count = 0;
    for (lang, dir) in langs.iter().enumerate() {
        for path in sorted_entries(dir).iter().filter(|f| f.is_file()) {
            // A file that is not UTF-8 is embedded empty (`check` on disk reports it).
            let body = std::fs::read_to_string(path).unwrap_or_default();
            let name = name_of(path);
            let _ = writeln!(
                files,
                "    ({lang}, {}, {}, {}, {}),",
                names.len(),
                name.len(),
                text.len(),
                body.len()
            );
            names.push_str(&name);
            if name.ends_with(".ftl") {
                for (id, start, len) in fluent_index::entries(&body) {
                    entries.push(Entry {
                        lang,
                        id: id.to_string(),
                        file: file_count,
                        start: text.len() + start,
                        len,
                        shown: None,
                    });
                }
            }
            text.push_str(&body);
            file_count += 1;
        }
    }
    // By language and id; an id defined twice keeps its first definition (the first file
    // by name, then the first in the file), as a bundle that adds the files in name order
    // does; `check` reports the second.
    entries.sort_by(|a, b| (a.lang, &a.id).cmp(&(b.lang, &b.id)));
    entries.dedup_by(|b, a| a.lang == b.lang && a.id == b.id);
    shown_values(&mut entries, &text);
    // The ids and the plain values have texts of their own, in the order of the index:
    // a look-up, and the labels and titles of a screen, touch a few pages of the binary,
    // not one page of the files' text for each message.
    let mut ids = String::new();
    let mut plain = String::new();
    let mut rows = String::new();
    for e in &entries {
        let (value, kind) = e.shown.as_ref().map_or(("", 0), |(v, k)| (v.as_str(), *k));
        let _ = writeln!(
            rows,
            "    ({}, {}, {}, {}, {}, {}, {}, {}, {kind}),",
            e.lang,
            e.file,
            ids.len(),
            e.id.len(),
            e.start,
            e.len,
            plain.len(),
            value.len()
        );
        ids.push_str(&e.id);
        plain.push_str(value);
    }
    let lang_names: Vec<String> = langs.iter().map(|d| name_of(d)).collect();
    let mut out = String::new();
    let _ = writeln!(
        out,
        "/// The embedded languages: the folders of `locales/`, by name.\n\
         pub static LANGS: &[&str] = &{lang_names:?};\n\
         /// Every embedded file's text, one after the other.\n\
         pub static TEXT: &str = include_str!(concat!(env!(\"OUT_DIR\"), \"/locales.txt\"));\n\
         /// Every embedded file's name, one after the other.\n\
         pub static NAMES: &str = {names:?};\n\
         /// Each embedded file: (language, start and length of its name in NAMES, start and\n\
         /// length of its text in TEXT), by language and name.\n\
         pub static FILES: &[(u8, u32, u16, u32, u32)] = &[\n{files}];\n\
         /// Every entry's id (`-id` for a term), in the order of ENTRIES.\n\
         pub static IDS: &str = include_str!(concat!(env!(\"OUT_DIR\"), \"/locale_ids.txt\"));\n\
         /// The value of every entry shown without Fluent, in the order of ENTRIES.\n\
         pub static PLAIN: &str = include_str!(concat!(env!(\"OUT_DIR\"), \"/locale_plain.txt\"));\n\
         /// Each Fluent entry: (language, file, start and length of its id in IDS, start and\n\
         /// length of its text in TEXT, start and length of its value in PLAIN, and how that\n\
         /// value may be shown: 0 not without Fluent, 1 plain text, 2 plain text once the\n\
         /// embedded terms it names are in their places).\n\
         pub type Entry = (u8, u16, u32, u16, u32, u32, u32, u16, u8);\n\
         /// Every Fluent entry, by language and id.\n\
         pub static ENTRIES: &[Entry] = &[\n{rows}];"
    );
    let (slots, lang_slots) = id_slots(&entries, langs.len());
    let _ = writeln!(
        out,
        "/// Each language's open-addressing table of its entries by id (see `id_slots` in\n\
         /// `build.rs`): (start, length) in SLOTS.\n\
         pub static LANG_SLOTS: &[(u32, u32)] = &{lang_slots:?};\n\
         /// The index in ENTRIES plus one of the entry whose id hashes there, 0 for none.\n\
         pub static SLOTS: &[u32] = &{slots:?};"
    );
    std::fs::write(out_dir.join("locale_ids.txt"), ids).expect("write locale_ids.txt");
    std::fs::write(out_dir.join("locale_plain.txt"), plain).expect("write locale_plain.txt");
    std::fs::write(out_dir.join("locales.txt"), text).expect("write locales.txt");
    std::fs::write(out_dir.join("locales.rs"), out).expect("write locales.rs");
}

/// The values of the messages the program may show without Fluent (see `fluent_index`):
/// plain text, or plain text once the plain terms of the same language are in place.
fn shown_values(entries: &mut [Entry], text: &str) {
    let entry_text = |e: &Entry| &text[e.start..e.start + e.len];
    let terms: Vec<std::collections::HashMap<String, String>> =
        (0..=entries.iter().map(|e| e.lang).max().unwrap_or(0))
            .map(|lang| {
                entries
                    .iter()
                    .filter(|e| e.lang == lang)
                    .filter_map(|e| {
                        Some((
                            e.id.clone(),
                            fluent_index::term_value(entry_text(e), e.id.len())?,
                        ))
                    })
                    .collect()
            })
            .collect();
    for e in entries.iter_mut() {
        let body = &text[e.start..e.start + e.len];
        e.shown = fluent_index::plain_value(body, e.id.len())
            .map(|v| (v, 1))
            .or_else(|| fluent_index::with_terms(body, e.id.len(), &terms[e.lang]).map(|v| (v, 2)));
    }
}

/// The FNV-1a hash of an id: the program hashes the same way (`i18n/bundle.rs`).
fn fnv1a(bytes: &[u8]) -> u32 {
    bytes.iter().fold(0x811c_9dc5, |h: u32, &b| {
        (h ^ u32::from(b)).wrapping_mul(0x0100_0193)
    })
}

/// Each language's table of its entries by id: a power of two at least twice as long as
/// its entries (so a look-up meets an empty slot soon), an entry at the hash of its id or
/// at the first free slot after it. One look-up reads a slot or two and compares one id,
/// where a binary search compares a dozen.
fn id_slots(entries: &[Entry], langs: usize) -> (Vec<u32>, Vec<(u32, u32)>) {
    let mut slots = Vec::new();
    let mut ranges = Vec::new();
    for lang in 0..langs {
        let of_lang: Vec<usize> = (0..entries.len())
            .filter(|&i| entries[i].lang == lang)
            .collect();
        let len = (of_lang.len() * 2).next_power_of_two().max(2);
        let mut table = vec![0u32; len];
        for &i in &of_lang {
            let mut at = fnv1a(entries[i].id.as_bytes()) as usize & (len - 1);
            while table[at] != 0 {
                at = (at + 1) & (len - 1);
            }
            table[at] = i as u32 + 1;
        }
        ranges.push((slots.len() as u32, len as u32));
        slots.extend(table);
    }
    (slots, ranges)
}
