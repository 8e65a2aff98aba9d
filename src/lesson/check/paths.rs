//! `check PATH...`: checks what it is given. A folder is walked, and every `.yaml`, `.yml`
//! and `.ftl` file in it is told apart by its content; a game folder (one with `game.yaml`)
//! is checked whole, with the texts of its lesson tree (found as `--lessons` finds them);
//! a lesson file given alone is checked under its game's manifest, with the same texts.
//! Files of another kind met in a folder are named as not checked.

use super::catalog::{self, Catalogs, Layer};
use super::classify::{classify, Classified};
use super::coverage::Required;
use super::{
    check_coverage, check_folder, check_lesson, check_manifest, check_question_set, lesson_steps,
    unlisted_entry, FileKind, ManifestScope, NotChecked, Refused, Report,
};
use crate::fields::yaml::Loc;
use crate::i18n::{embedded_locale_files, FtlFile, Lang};
use crate::lesson::error::{ErrorKind, LoadError};
use crate::lesson::library::{
    is_game_folder, is_yaml, locales_dir, read_folder_files, read_locales, SourceFile,
};
use crate::lesson::script::{self, LessonRef};
use crate::lesson::topics::{Practises, TopicIds};
use std::borrow::Cow;
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

fn io_error(p: &Path, e: std::io::Error) -> LoadError {
    LoadError {
        file: p.display().to_string(),
        loc: Loc::default(),
        line_text: None,
        kind: ErrorKind::Io {
            message: e.to_string(),
        },
    }
}

/// The same file reached by two paths is read once.
fn key(p: &Path) -> PathBuf {
    std::fs::canonicalize(p).unwrap_or_else(|_| p.to_path_buf())
}

fn name_of(p: &Path) -> String {
    p.file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default()
}

/// What of a game folder to check.
#[derive(Debug)]
enum Part {
    /// The folder was given or walked: everything in it.
    Whole,
    /// Single files of it were given: the manifest itself, and/or lessons (file names).
    Files {
        manifest: bool,
        lessons: BTreeSet<String>,
    },
}

/// What the paths given come to.
#[derive(Default)]
struct Plan {
    /// Game folders, by canonical path: the path to show, and what to check.
    folders: BTreeMap<PathBuf, (PathBuf, Part)>,
    /// Question sets: path and text.
    sets: Vec<(PathBuf, String)>,
    /// Locale files, by canonical path (those of a lesson tree's texts are read with it).
    locales: BTreeMap<PathBuf, (PathBuf, String)>,
    /// Files already planned, by canonical path.
    seen: BTreeSet<PathBuf>,
    /// Folders already walked, by canonical path (a link back up is not walked again).
    walked: BTreeSet<PathBuf>,
}

impl Plan {
    fn folder(&mut self, dir: &Path) -> &mut Part {
        &mut self
            .folders
            .entry(key(dir))
            .or_insert_with(|| {
                (
                    dir.to_path_buf(),
                    Part::Files {
                        manifest: false,
                        lessons: BTreeSet::new(),
                    },
                )
            })
            .1
    }

    fn whole(&mut self, dir: &Path) {
        *self.folder(dir) = Part::Whole;
    }

    /// A file read: what it is decides where it goes.
    fn file(&mut self, path: &Path, text: String, report: &mut Report) {
        if !self.seen.insert(key(path)) {
            return;
        }
        let shown = path.display().to_string();
        // A file its game's manifest lists is a lesson, whatever is wrong inside it.
        let kind = match classify(path, &text) {
            Classified::Is(kind) => Classified::Is(kind),
            _ if listed_as_lesson(path) => Classified::Is(FileKind::Lesson),
            other => other,
        };
        match kind {
            Classified::Is(FileKind::QuestionSet) => self.sets.push((path.to_path_buf(), text)),
            Classified::Is(FileKind::Locale) => {
                self.locales.insert(key(path), (path.to_path_buf(), text));
            }
            Classified::Is(FileKind::Manifest) => {
                let dir = parent(path);
                if name_of(path) == "game.yaml" {
                    if let Part::Files { manifest, .. } = self.folder(&dir) {
                        *manifest = true;
                    }
                } else {
                    report.refuse(&shown, None, Loc::default(), Refused::ManifestName);
                }
            }
            Classified::Is(FileKind::Lesson) => {
                let dir = parent(path);
                if is_game_folder(&dir) {
                    if let Part::Files { lessons, .. } = self.folder(&dir) {
                        lessons.insert(name_of(path));
                    }
                } else {
                    // Outside a game folder a lesson would never load: no false "no problems".
                    report.read(&shown, FileKind::Lesson);
                    report.error(LoadError {
                        file: shown,
                        loc: Loc::default(),
                        line_text: None,
                        kind: ErrorKind::NoGameFolder {
                            file: name_of(path),
                        },
                    });
                }
            }
            Classified::Refused(loc, why) => report.refuse(&shown, Some(&text), loc, why),
            Classified::BadYaml(e) => report.error(e),
        }
    }

    /// A path given on the command line.
    fn given(&mut self, path: &Path, report: &mut Report) {
        match std::fs::metadata(path) {
            Err(e) => report.error(io_error(path, e)),
            Ok(m) if m.is_dir() => {
                let found = self.walk(path, report);
                if !found {
                    report.refuse(
                        &path.display().to_string(),
                        None,
                        Loc::default(),
                        Refused::NothingToCheck,
                    );
                }
            }
            Ok(_) => match std::fs::read_to_string(path) {
                Ok(text) => self.file(path, text, report),
                Err(e) => report.error(io_error(path, e)),
            },
        }
    }

    /// Walks a folder (hidden entries left out); returns whether anything in it is
    /// checked. A folder inside with nothing to check is named once, not file by file.
    fn walk(&mut self, dir: &Path, report: &mut Report) -> bool {
        if !self.walked.insert(key(dir)) {
            // Already walked, by another path given or a link: nothing more to say here.
            return true;
        }
        let entries = match std::fs::read_dir(dir) {
            Ok(e) => e,
            Err(e) => {
                report.error(io_error(dir, e));
                return true;
            }
        };
        let mut paths: Vec<PathBuf> = entries
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| !name_of(p).starts_with('.'))
            .collect();
        paths.sort();
        let game_folder = is_game_folder(dir);
        let mut found = game_folder;
        if game_folder {
            self.whole(dir);
        }
        for p in paths {
            if p.is_dir() {
                let before = report.not_checked.len();
                if !self.walk(&p, report) {
                    let files = report.not_checked.drain(before..).map(|n| match n {
                        NotChecked::File(_) => 1,
                        NotChecked::Folder { files, .. } => files,
                    });
                    let files = files.sum();
                    report.not_checked.push(NotChecked::Folder {
                        dir: p.display().to_string(),
                        files,
                    });
                } else {
                    found = true;
                }
                continue;
            }
            let ftl = p.extension().is_some_and(|e| e == "ftl");
            if !(ftl || is_yaml(&p)) {
                report
                    .not_checked
                    .push(NotChecked::File(p.display().to_string()));
                continue;
            }
            found = true;
            // A game folder's YAML files are read with it.
            if game_folder && is_yaml(&p) {
                continue;
            }
            match std::fs::read_to_string(&p) {
                Ok(text) => self.file(&p, text, report),
                Err(e) => report.error(io_error(&p, e)),
            }
        }
        found
    }
}

/// Whether the `game.yaml` beside a file lists it as a lesson.
fn listed_as_lesson(path: &Path) -> bool {
    let manifest = parent(path).join("game.yaml");
    let Ok(text) = std::fs::read_to_string(&manifest) else {
        return false;
    };
    let name = name_of(path);
    script::parse_manifest(&manifest.display().to_string(), &text)
        .is_ok_and(|m| m.lessons.iter().any(|l| l.file == name))
}

/// The folder a file is in (`.` for a bare file name).
fn parent(p: &Path) -> PathBuf {
    p.parent()
        .filter(|d| !d.as_os_str().is_empty())
        .map(Path::to_path_buf)
        .unwrap_or_else(|| PathBuf::from("."))
}

/// The language a locale file is of, from the folder it is in (`locales/en/x.ftl`).
fn lang_of(p: &Path) -> Option<Lang> {
    let dir = name_of(&parent(p));
    // An embedded language's folder anywhere; any other language's inside `locales/`.
    Lang::from_code(&dir)
        .filter(|l| Lang::embedded().contains(l) || name_of(&parent(&parent(p))) == "locales")
}

fn embedded_texts() -> Vec<FtlFile> {
    Lang::embedded()
        .into_iter()
        .flat_map(embedded_locale_files)
        .collect()
}

/// Checks the game folders that share one `locales/` folder (or none: then the embedded
/// texts alone), reading and checking that folder's files first.
fn check_tree(
    loc_dir: Option<&Path>,
    folders: &[&(PathBuf, Part)],
    topics: (TopicIds, Practises),
    report: &mut Report,
) {
    let disk = match loc_dir {
        Some(d) => {
            let (files, errors) = read_locales(d);
            report.extend_errors(errors);
            files
        }
        None => Vec::new(),
    };
    let cats = Catalogs::build(&embedded_texts(), false, &disk, report);
    let cats = cats.all();
    for (dir, part) in folders {
        match part {
            Part::Whole => match read_folder_files(dir) {
                Ok((mf, files)) => check_folder(
                    &mf,
                    &files,
                    &|_| true,
                    &cats,
                    topics,
                    Required::DISK,
                    report,
                ),
                Err(errors) => report.extend_errors(errors),
            },
            Part::Files { manifest, lessons } => {
                let path = dir.join("game.yaml");
                let mf = match std::fs::read_to_string(&path) {
                    Ok(text) => SourceFile {
                        path: path.display().to_string(),
                        name: "game.yaml".into(),
                        text: Cow::Owned(text),
                    },
                    Err(e) => {
                        report.error(io_error(&path, e));
                        continue;
                    }
                };
                let scope = ManifestScope {
                    lessons: &|l| *manifest || lessons.contains(&l.file),
                    exists: &|name| dir.join(name).is_file(),
                    rules: *manifest,
                };
                // Without a manifest that reads, the lessons' game is unknown: its errors
                // are what there is to say.
                let Some(m) = check_manifest(&mf, &scope, &cats, report) else {
                    continue;
                };
                // The manifest given: its map too, with its lessons read to find the steps
                // it names (their own problems are for a check of the lessons).
                if *manifest {
                    let read = |entry: &LessonRef| {
                        let path = dir.join(&entry.file);
                        let text = std::fs::read_to_string(&path).ok()?;
                        let file = SourceFile {
                            path: path.display().to_string(),
                            name: entry.file.clone(),
                            text: Cow::Owned(text),
                        };
                        lesson_steps(&file, m.game, entry, topics.0)
                    };
                    check_coverage(&mf, &m, BTreeMap::new(), &read, Required::DISK, report);
                }
                for name in lessons {
                    let path = dir.join(name);
                    let text = match std::fs::read_to_string(&path) {
                        Ok(t) => t,
                        Err(e) => {
                            report.error(io_error(&path, e));
                            continue;
                        }
                    };
                    let file = SourceFile {
                        path: path.display().to_string(),
                        name: name.clone(),
                        text: Cow::Owned(text),
                    };
                    let entry = match m.lessons.iter().find(|l| &l.file == name) {
                        Some(entry) => entry.clone(),
                        None => {
                            report.error(LoadError {
                                file: file.path.clone(),
                                loc: Loc::default(),
                                line_text: None,
                                kind: ErrorKind::UnlistedFile { file: name.clone() },
                            });
                            unlisted_entry(name)
                        }
                    };
                    check_lesson(&file, m.game, &entry, &cats, topics, report);
                }
            }
        }
    }
}

/// Checks locale files given on their own, a `locales/` folder at a time: Fluent syntax,
/// ids defined twice, and each message against the other language (the embedded texts
/// with the other files of that folder, which are looked in, not checked).
fn check_locales(files: &[(PathBuf, String)], report: &mut Report) {
    let mut by_dir: BTreeMap<Option<PathBuf>, Vec<(Option<Lang>, FtlFile)>> = BTreeMap::new();
    for (path, text) in files {
        let lang = lang_of(path);
        let dir = lang.map(|_| key(&parent(&parent(path))));
        let file = FtlFile {
            lang: lang.unwrap_or(Lang::EN),
            name: name_of(path),
            path: path.display().to_string(),
            text: Cow::Owned(text.clone()),
        };
        by_dir.entry(dir).or_default().push((lang, file));
    }
    let embedded = embedded_texts();
    for (dir, files) in by_dir {
        let Some(dir) = dir else {
            // Of no known language: each file on its own.
            for (_, f) in files {
                catalog::catalog(
                    &[Layer {
                        files: std::slice::from_ref(&f),
                        checked: true,
                    }],
                    report,
                );
            }
            continue;
        };
        let given: BTreeSet<String> = files.iter().map(|(_, f)| f.path.clone()).collect();
        let (beside, _) = read_locales(&dir);
        let beside: Vec<FtlFile> = beside
            .into_iter()
            .filter(|f| !given.contains(&f.path) && !given.iter().any(|g| same(g, &f.path)))
            .collect();
        let mut langs: Vec<Lang> = Lang::embedded();
        langs.extend(files.iter().filter_map(|(l, _)| *l));
        langs.extend(beside.iter().map(|f| f.lang));
        langs.sort_by_key(|l| (*l != Lang::EN, *l));
        langs.dedup();
        let mut cats = Vec::new();
        for lang in langs {
            let of = |fs: &[FtlFile]| -> Vec<FtlFile> {
                fs.iter().filter(|f| f.lang == lang).cloned().collect()
            };
            let mine: Vec<FtlFile> = files
                .iter()
                .filter(|(l, _)| *l == Some(lang))
                .map(|(_, f)| f.clone())
                .collect();
            let (e, b) = (of(&embedded), of(&beside));
            cats.push((
                lang,
                catalog::catalog(
                    &[
                        Layer {
                            files: &e,
                            checked: false,
                        },
                        Layer {
                            files: &b,
                            checked: false,
                        },
                        Layer {
                            files: &mine,
                            checked: true,
                        },
                    ],
                    report,
                ),
            ));
        }
        for (lang, cat) in &cats[1..] {
            catalog::parity(&cats[0].1, cat, *lang, report);
        }
    }
}

/// Whether two paths name the same file.
fn same(a: &str, b: &str) -> bool {
    key(Path::new(a)) == key(Path::new(b))
}

/// Checks the files and folders given.
pub fn check_paths(paths: &[PathBuf], topics: (TopicIds, Practises)) -> Report {
    let mut report = Report::default();
    let mut plan = Plan::default();
    for p in paths {
        plan.given(p, &mut report);
    }
    // Game folders by the texts they are read with (the same `locales/` folder reached by
    // two spellings is read once): canonical path → (path to show, folders).
    type Tree<'p> = (Option<PathBuf>, Vec<&'p (PathBuf, Part)>);
    let mut trees: BTreeMap<Option<PathBuf>, Tree> = BTreeMap::new();
    for folder in plan.folders.values() {
        let dir = locales_dir(&folder.0);
        trees
            .entry(dir.as_deref().map(key))
            .or_insert_with(|| (dir.clone(), Vec::new()))
            .1
            .push(folder);
    }
    // A locale file of a tree's texts is read with the tree.
    let text_dirs: BTreeSet<&PathBuf> = trees.keys().flatten().collect();
    let standalone: Vec<(PathBuf, String)> = plan
        .locales
        .values()
        .filter(|(p, _)| {
            let in_tree = lang_of(p).is_some() && text_dirs.contains(&key(&parent(&parent(p))));
            !in_tree
        })
        .cloned()
        .collect();
    for (loc_dir, folders) in trees.values() {
        check_tree(loc_dir.as_deref(), folders, topics, &mut report);
    }
    for (path, text) in &plan.sets {
        check_question_set(&path.display().to_string(), text, &mut report);
    }
    check_locales(&standalone, &mut report);
    report
}
