//! The lessons a run can use: the ones embedded in the binary, and folders on disk
//! (`--lessons DIR`) laid out the same way. Folders of the same game are merged lesson by
//! lesson (see [`merge_lessons`]); lesson files are parsed only when needed.

use super::error::{ErrorKind, LoadError, Source};
use super::script::{self, Lesson, LessonRef, Manifest};
use super::topics::TopicIds;
use crate::i18n::{FtlFile, Lang};
use crate::rules::Game;
use std::borrow::Cow;
use std::path::{Component, Path, PathBuf};

include!(concat!(env!("OUT_DIR"), "/manifests.rs"));
// The embedded game folders' files, as text (see `build.rs`).
include!(concat!(env!("OUT_DIR"), "/lessons.rs"));

/// The embedded manifest of a folder as read at build time, if it parsed then.
fn prebuilt(folder: &str) -> Option<Manifest> {
    let (_, game, lessons, rules) = PREBUILT_MANIFESTS.iter().find(|m| m.0 == folder)?;
    Some(Manifest {
        game: Game::parse(game)?,
        lessons: lessons
            .iter()
            .map(|(id, file, title)| LessonRef {
                id: id.to_string(),
                file: file.to_string(),
                title: title.to_string(),
                loc: Default::default(),
                title_loc: Default::default(),
            })
            .collect(),
        rules: rules.iter().map(|r| r.to_string()).collect(),
        // Not read at build time: the tutor does not use it, and `check` reads every
        // manifest's text again.
        coverage: None,
    })
}

/// A source text with the path to show in errors.
#[derive(Clone, Debug)]
pub struct SourceFile {
    pub path: String,
    /// The file name inside its game folder.
    pub name: String,
    pub text: Cow<'static, str>,
}

/// One folder of one game as found, embedded or on disk: its manifest and its lesson files.
#[derive(Clone, Debug)]
pub struct LessonFolder {
    pub manifest: Manifest,
    pub manifest_file: SourceFile,
    /// Every YAML file of the folder except the manifest.
    pub files: Vec<SourceFile>,
    pub embedded: bool,
}

impl LessonFolder {
    pub fn file(&self, name: &str) -> Option<&SourceFile> {
        self.files.iter().find(|f| f.name == name)
    }

    /// Parses the lesson the manifest lists as `entry`.
    fn lesson(&self, entry: &LessonRef, topic_ids: TopicIds) -> Result<Lesson, Vec<LoadError>> {
        match self.file(&entry.file) {
            Some(f) => script::parse_lesson(&f.path, &f.text, self.manifest.game, entry, topic_ids),
            None => Err(vec![Source {
                name: &self.manifest_file.path,
                text: &self.manifest_file.text,
            }
            .error(
                entry.loc,
                ErrorKind::MissingFile {
                    file: entry.file.clone(),
                },
            )]),
        }
    }
}

/// One game as the tutor teaches it: the lessons of every folder of that game, merged.
#[derive(Clone, Debug)]
pub struct GameFolder {
    pub game: Game,
    /// The merged manifest: every lesson in teaching order, and the rules sections.
    pub manifest: Manifest,
    /// The folders the lessons come from, in the order they were laid on each other
    /// (the embedded one first, when there is one).
    pub sources: Vec<LessonFolder>,
    /// For each lesson of `manifest`, the index in `sources` of the folder it comes from.
    origin: Vec<usize>,
    /// The drill topics its lessons may declare.
    topic_ids: TopicIds,
}

impl GameFolder {
    fn new(folder: LessonFolder, topic_ids: TopicIds) -> GameFolder {
        GameFolder {
            topic_ids,
            game: folder.manifest.game,
            manifest: folder.manifest.clone(),
            origin: vec![0; folder.manifest.lessons.len()],
            sources: vec![folder],
        }
    }

    /// Parses one lesson of this game by id.
    pub fn lesson(&self, id: &str) -> Option<Result<Lesson, Vec<LoadError>>> {
        let i = self.manifest.lessons.iter().position(|l| l.id == id)?;
        Some(self.sources[self.origin[i]].lesson(&self.manifest.lessons[i], self.topic_ids))
    }

    /// Whether the lesson `id` of `sources[source]` is the one taught, that is, not
    /// replaced by a folder laid on top of it.
    pub fn teaches(&self, source: usize, id: &str) -> bool {
        self.manifest
            .lessons
            .iter()
            .zip(&self.origin)
            .any(|(l, &o)| o == source && l.id == id)
    }

    /// Lays `folder` on top: its lessons replace those with the same id and the others are
    /// added; a rules list it gives replaces the one there was.
    fn lay(&mut self, folder: LessonFolder) {
        let source = self.sources.len();
        let base: Vec<(LessonRef, usize)> = self
            .manifest
            .lessons
            .iter()
            .cloned()
            .zip(self.origin.iter().copied())
            .collect();
        let merged = merge_lessons(base, &folder.manifest.lessons, source);
        (self.manifest.lessons, self.origin) = merged.into_iter().unzip();
        if !folder.manifest.rules.is_empty() {
            self.manifest.rules = folder.manifest.rules.clone();
        }
        self.sources.push(folder);
    }
}

/// Merges the lessons of a manifest laid on top (`top`, from folder `source`) into `base`
/// (each lesson with the folder it comes from). A lesson whose id is already there takes
/// its place in the teaching order; a new lesson goes right after the one listed before it
/// in `top`, and a new lesson listed before any other goes after all of `base`. So `top`'s
/// order is kept among its own lessons, and `base`'s order among the rest.
pub fn merge_lessons<T: Copy>(
    base: Vec<(LessonRef, T)>,
    top: &[LessonRef],
    source: T,
) -> Vec<(LessonRef, T)> {
    let mut out = base;
    // Where the lesson listed before the current one in `top` now stands.
    let mut previous: Option<usize> = None;
    for lesson in top {
        let at = match out.iter().position(|(l, _)| l.id == lesson.id) {
            Some(i) => {
                out[i] = (lesson.clone(), source);
                i
            }
            None => {
                let i = previous.map_or(out.len(), |p| p + 1);
                out.insert(i, (lesson.clone(), source));
                i
            }
        };
        previous = Some(at);
    }
    out
}

/// Something about a `--lessons` folder worth a warning, though the run goes on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LibraryNote {
    /// The folder holds no game folder (no `game.yaml` in it or in a folder inside it), so
    /// no lesson comes from it.
    NoGameFolder { dir: String },
}

#[derive(Clone, Debug)]
pub struct Library {
    pub games: Vec<GameFolder>,
    /// Fluent files found with lessons on disk; their messages win over embedded ones.
    pub extra_locales: Vec<FtlFile>,
    /// Warnings about the folders given.
    pub notes: Vec<LibraryNote>,
    /// The drill topics lessons may declare, per game.
    pub topic_ids: TopicIds,
    /// Whether a question practises a topic, for `check` (all do until it is set).
    pub practises: super::topics::Practises,
}

fn io_error(p: &Path, e: std::io::Error) -> LoadError {
    LoadError {
        file: p.display().to_string(),
        loc: Default::default(),
        line_text: None,
        kind: ErrorKind::Io {
            message: e.to_string(),
        },
    }
}

/// The folder above `p`, written without `..` when `p` ends in a plain name.
fn up(p: &Path) -> PathBuf {
    match p.components().next_back() {
        Some(Component::Normal(_)) => match p.parent() {
            Some(parent) if !parent.as_os_str().is_empty() => parent.to_path_buf(),
            _ => PathBuf::new(),
        },
        _ => p.join(".."),
    }
}

/// Whether `dir` is a game folder: it holds a `game.yaml`.
pub fn is_game_folder(dir: &Path) -> bool {
    dir.join("game.yaml").is_file()
}

/// The game folders a folder given on the command line stands for: itself when it is one,
/// else the game folders directly inside it, in name order.
pub fn game_folders(dir: &Path) -> Result<Vec<PathBuf>, Vec<LoadError>> {
    if is_game_folder(dir) {
        return Ok(vec![dir.to_path_buf()]);
    }
    let entries = std::fs::read_dir(dir).map_err(|e| vec![io_error(dir, e)])?;
    let mut subs: Vec<PathBuf> = entries
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| is_game_folder(p))
        .collect();
    subs.sort();
    Ok(subs)
}

/// The texts that go with lessons on disk: the first `locales/` folder found inside the
/// folder given, beside it, or, for a game folder, beside the folder that holds it (so
/// `lessons/gaigel` and `lessons` both find the `locales/` next to `lessons/`).
pub fn locales_dir(dir: &Path) -> Option<PathBuf> {
    let mut candidates = vec![dir.join("locales"), up(dir).join("locales")];
    if is_game_folder(dir) {
        candidates.push(up(&up(dir)).join("locales"));
    }
    candidates.into_iter().find(|p| p.is_dir())
}

/// The languages of a `locales/` folder: its subfolders named by a language tag.
pub fn locale_langs(loc_dir: &Path) -> Vec<Lang> {
    let Ok(entries) = std::fs::read_dir(loc_dir) else {
        return Vec::new();
    };
    let mut langs: Vec<Lang> = entries
        .filter_map(|e| e.ok())
        .filter(|e| e.path().is_dir())
        .filter_map(|e| Lang::from_code(&e.file_name().to_string_lossy()))
        .collect();
    langs.sort();
    langs
}

/// The languages the texts of `--lessons` folders add to the embedded ones.
pub fn disk_langs(dirs: &[PathBuf]) -> Vec<Lang> {
    let mut langs: Vec<Lang> = dirs
        .iter()
        .filter_map(|d| locales_dir(d))
        .flat_map(|l| locale_langs(&l))
        .collect();
    langs.sort();
    langs.dedup();
    langs
}

/// The Fluent files of a `locales/` folder (`<lang>/*.ftl`), in name order.
pub fn read_locales(loc_dir: &Path) -> (Vec<FtlFile>, Vec<LoadError>) {
    let mut files = Vec::new();
    let mut errors = Vec::new();
    for lang in locale_langs(loc_dir) {
        let Ok(entries) = std::fs::read_dir(loc_dir.join(lang.code())) else {
            continue;
        };
        let mut paths: Vec<PathBuf> = entries
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.extension().is_some_and(|e| e == "ftl"))
            .collect();
        paths.sort();
        for p in paths {
            match std::fs::read_to_string(&p) {
                Ok(text) => files.push(FtlFile {
                    lang,
                    name: file_name(&p),
                    path: p.display().to_string(),
                    text: Cow::Owned(text),
                }),
                Err(e) => errors.push(io_error(&p, e)),
            }
        }
    }
    (files, errors)
}

fn file_name(p: &Path) -> String {
    p.file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default()
}

/// Whether a file name is a YAML file's.
pub fn is_yaml(p: &Path) -> bool {
    p.extension().is_some_and(|e| e == "yaml" || e == "yml")
}

/// Reads a game folder on disk: the text of its `game.yaml` and of its other YAML files,
/// without parsing them.
pub fn read_folder_files(folder: &Path) -> Result<(SourceFile, Vec<SourceFile>), Vec<LoadError>> {
    let manifest_path = folder.join("game.yaml");
    let manifest_file = std::fs::read_to_string(&manifest_path)
        .map(|text| SourceFile {
            path: manifest_path.display().to_string(),
            name: "game.yaml".into(),
            text: Cow::Owned(text),
        })
        .map_err(|e| vec![io_error(&manifest_path, e)])?;
    let mut paths: Vec<PathBuf> = std::fs::read_dir(folder)
        .map_err(|e| vec![io_error(folder, e)])?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| is_yaml(p) && p.is_file() && file_name(p) != "game.yaml")
        .collect();
    paths.sort();
    let mut files = Vec::new();
    let mut errors = Vec::new();
    for p in paths {
        match std::fs::read_to_string(&p) {
            Ok(text) => files.push(SourceFile {
                path: p.display().to_string(),
                name: file_name(&p),
                text: Cow::Owned(text),
            }),
            Err(e) => errors.push(io_error(&p, e)),
        }
    }
    if errors.is_empty() {
        Ok((manifest_file, files))
    } else {
        Err(errors)
    }
}

/// Reads and parses a game folder on disk.
fn read_folder(folder: &Path) -> Result<LessonFolder, Vec<LoadError>> {
    let (manifest_file, files) = read_folder_files(folder)?;
    let manifest = script::parse_manifest(&manifest_file.path, &manifest_file.text)?;
    Ok(LessonFolder {
        manifest,
        manifest_file,
        files,
        embedded: false,
    })
}

/// The embedded game folders, with the manifests read at build time where they parsed.
fn embedded_folders() -> Vec<Result<LessonFolder, Vec<LoadError>>> {
    let mut out = Vec::new();
    // The table is sorted by folder: each run of one folder's files is a game folder.
    for folder_files in EMBEDDED_LESSON_FILES.chunk_by(|a, b| a.0 == b.0) {
        let folder = folder_files[0].0;
        let source = |name: &str, text: &'static str| SourceFile {
            path: ["lessons/", folder, "/", name].concat(),
            name: name.to_string(),
            text: Cow::Borrowed(text),
        };
        let Some(manifest_file) = folder_files
            .iter()
            .find(|f| f.1 == "game.yaml")
            .map(|f| source(f.1, f.2))
        else {
            continue;
        };
        let files = folder_files
            .iter()
            .filter(|f| f.1 != "game.yaml")
            .map(|f| source(f.1, f.2))
            .collect();
        let manifest = match prebuilt(folder) {
            Some(m) => Ok(m),
            None => script::parse_manifest(&manifest_file.path, &manifest_file.text),
        };
        out.push(manifest.map(|manifest| LessonFolder {
            manifest,
            manifest_file,
            files,
            embedded: true,
        }));
    }
    out
}

impl Library {
    /// An empty library whose lessons may declare the topics `topic_ids` names.
    pub fn new(topic_ids: TopicIds) -> Library {
        Library {
            games: Vec::new(),
            extra_locales: Vec::new(),
            notes: Vec::new(),
            topic_ids,
            practises: |_, _, _| true,
        }
    }

    /// The embedded lessons (unless `embedded` is false), with the `extra` folders laid on
    /// top of them one after the other.
    pub fn load(
        extra: &[PathBuf],
        embedded: bool,
        topic_ids: TopicIds,
    ) -> Result<Library, Vec<LoadError>> {
        let mut lib = Library::new(topic_ids);
        let mut errors = Vec::new();
        if embedded {
            for folder in embedded_folders() {
                match folder {
                    Ok(folder) => lib.lay(folder),
                    Err(e) => errors.extend(e),
                }
            }
        }
        for dir in extra {
            if let Err(e) = lib.add_disk(dir) {
                errors.extend(e);
            }
        }
        if errors.is_empty() {
            Ok(lib)
        } else {
            Err(errors)
        }
    }

    /// Lays a folder from disk on top: a game folder (with `game.yaml`) or a folder of
    /// them, with the Fluent files of its `locales/` folder (see [`locales_dir`]).
    pub fn add_disk(&mut self, dir: &Path) -> Result<(), Vec<LoadError>> {
        let folders = game_folders(dir)?;
        if folders.is_empty() {
            self.notes.push(LibraryNote::NoGameFolder {
                dir: dir.display().to_string(),
            });
        }
        let mut errors = Vec::new();
        for folder in &folders {
            match read_folder(folder) {
                Ok(f) => self.lay(f),
                Err(e) => errors.extend(e),
            }
        }
        if let Some(loc_dir) = locales_dir(dir) {
            let (files, e) = read_locales(&loc_dir);
            self.extra_locales.extend(files);
            errors.extend(e);
        }
        if errors.is_empty() {
            Ok(())
        } else {
            Err(errors)
        }
    }

    /// Lays one game folder on top of what the library holds.
    fn lay(&mut self, folder: LessonFolder) {
        let game = folder.manifest.game;
        match self.games.iter_mut().find(|g| g.game == game) {
            Some(g) => g.lay(folder),
            None => {
                self.games.push(GameFolder::new(folder, self.topic_ids));
                self.games.sort_by_key(|g| g.game);
            }
        }
    }

    /// The folder that teaches `game`: its own, or its family's (Maniglia is taught in the
    /// Marglia lessons).
    pub fn game(&self, game: Game) -> Option<&GameFolder> {
        self.games
            .iter()
            .find(|g| g.game == game)
            .or_else(|| self.games.iter().find(|g| g.game.family() == game.family()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lesson(id: &str) -> LessonRef {
        LessonRef {
            id: id.into(),
            file: format!("{id}.yaml"),
            title: format!("t-{id}"),
            loc: Default::default(),
            title_loc: Default::default(),
        }
    }

    fn merged(base: &[&str], top: &[&str]) -> Vec<String> {
        let base = base.iter().map(|id| (lesson(id), 'e')).collect();
        let top: Vec<LessonRef> = top.iter().map(|id| lesson(id)).collect();
        merge_lessons(base, &top, 'd')
            .into_iter()
            .map(|(l, from)| format!("{}:{from}", l.id))
            .collect()
    }

    #[test]
    fn a_lesson_with_a_known_id_takes_its_place() {
        assert_eq!(
            merged(&["pack", "tricks", "stock"], &["tricks"]),
            ["pack:e", "tricks:d", "stock:e"]
        );
    }

    #[test]
    fn new_lessons_follow_the_one_listed_before_them() {
        assert_eq!(
            merged(&["pack", "tricks", "stock"], &["pack", "mine", "also"]),
            ["pack:d", "mine:d", "also:d", "tricks:e", "stock:e"]
        );
    }

    #[test]
    fn new_lessons_listed_first_go_after_the_others() {
        assert_eq!(
            merged(&["pack", "tricks"], &["mine", "also", "pack"]),
            ["pack:d", "tricks:e", "mine:d", "also:d"]
        );
        assert_eq!(merged(&[], &["a", "b"]), ["a:d", "b:d"]);
    }

    #[test]
    fn a_game_folder_finds_the_locales_beside_its_tree() {
        let tmp = tempfile::tempdir().unwrap();
        let dir = tmp.path();
        let game = dir.join("lessons").join("gaigel");
        std::fs::create_dir_all(&game).unwrap();
        std::fs::create_dir_all(dir.join("locales").join("en")).unwrap();
        std::fs::write(game.join("game.yaml"), "game: gaigel\nlessons: []\n").unwrap();
        let want = Some(dir.join("locales"));
        assert_eq!(locales_dir(&game), want);
        assert_eq!(locales_dir(&dir.join("lessons")), want);
    }

    #[test]
    fn up_stays_readable() {
        assert_eq!(up(Path::new("lessons/gaigel")), Path::new("lessons"));
        assert_eq!(
            up(Path::new("lessons")).join("locales"),
            Path::new("locales")
        );
        assert_eq!(up(Path::new(".")), Path::new("./.."));
    }
}
