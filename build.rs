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
}
