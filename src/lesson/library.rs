//! The lessons a run can use: the ones embedded in the binary, and optionally folders on
//! disk (`--lessons DIR`) laid out the same way. A game folder on disk replaces the
//! embedded folder of the same game; lesson files are parsed only when needed.

use super::error::{ErrorKind, LoadError, Source};
use super::script::{self, Lesson, LessonRef, Manifest};
use crate::i18n::{FtlFile, Lang};
use crate::rules::Game;
use include_dir::{include_dir, Dir};
use std::borrow::Cow;
use std::path::{Path, PathBuf};

static LESSONS: Dir<'static> = include_dir!("$CARGO_MANIFEST_DIR/lessons");

include!(concat!(env!("OUT_DIR"), "/manifests.rs"));

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

/// One game's folder: its manifest and its lesson files.
#[derive(Clone, Debug)]
pub struct GameFolder {
    pub game: Game,
    pub manifest: Manifest,
    pub manifest_file: SourceFile,
    pub files: Vec<SourceFile>,
}

impl GameFolder {
    pub fn file(&self, name: &str) -> Option<&SourceFile> {
        self.files.iter().find(|f| f.name == name)
    }

    /// Parses one lesson of this game by id.
    pub fn lesson(&self, id: &str) -> Option<Result<Lesson, Vec<LoadError>>> {
        let entry = self.manifest.lessons.iter().find(|l| l.id == id)?;
        Some(match self.file(&entry.file) {
            Some(f) => script::parse_lesson(&f.path, &f.text, self.game, entry),
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
        })
    }
}

#[derive(Clone, Debug, Default)]
pub struct Library {
    pub games: Vec<GameFolder>,
    /// Fluent files found next to lessons on disk.
    pub extra_locales: Vec<FtlFile>,
}

impl Library {
    /// The embedded lessons, plus `extra` folders (which win), or only the folders when
    /// `embedded` is false.
    pub fn load(extra: &[PathBuf], embedded: bool) -> Result<Library, Vec<LoadError>> {
        let mut lib = Library::default();
        let mut errors = Vec::new();
        if embedded {
            for dir in LESSONS.dirs() {
                let Some(manifest) = dir.get_file(dir.path().join("game.yaml")) else {
                    continue;
                };
                let manifest_file = SourceFile {
                    path: format!("lessons/{}", manifest.path().display()),
                    name: "game.yaml".into(),
                    text: Cow::Borrowed(manifest.contents_utf8().unwrap_or("")),
                };
                let files = dir
                    .files()
                    .filter(|f| f.path().extension().is_some_and(|e| e == "yaml"))
                    .map(|f| SourceFile {
                        path: format!("lessons/{}", f.path().display()),
                        name: f
                            .path()
                            .file_name()
                            .map(|n| n.to_string_lossy().into_owned())
                            .unwrap_or_default(),
                        text: Cow::Borrowed(f.contents_utf8().unwrap_or("")),
                    })
                    .filter(|f| f.name != "game.yaml")
                    .collect();
                let folder = dir.path().display().to_string();
                let result = match prebuilt(&folder) {
                    Some(manifest) => {
                        insert_folder(&mut lib, manifest, manifest_file, files);
                        Ok(())
                    }
                    None => add_folder(&mut lib, manifest_file, files),
                };
                if let Err(e) = result {
                    errors.extend(e);
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

    /// Adds a folder from disk: a game folder (with `game.yaml`) or a folder of them;
    /// Fluent files in `locales/<lang>/` inside it or beside it come along.
    pub fn add_disk(&mut self, dir: &Path) -> Result<(), Vec<LoadError>> {
        let io_err = |p: &Path, e: std::io::Error| LoadError {
            file: p.display().to_string(),
            loc: Default::default(),
            line_text: None,
            kind: ErrorKind::Io {
                message: e.to_string(),
            },
        };
        let mut folders = Vec::new();
        if dir.join("game.yaml").is_file() {
            folders.push(dir.to_path_buf());
        } else {
            let entries = std::fs::read_dir(dir).map_err(|e| vec![io_err(dir, e)])?;
            let mut subs: Vec<PathBuf> = entries
                .filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|p| p.join("game.yaml").is_file())
                .collect();
            subs.sort();
            folders.extend(subs);
        }
        let mut errors = Vec::new();
        for folder in &folders {
            let read = |p: &Path| std::fs::read_to_string(p).map_err(|e| Box::new(io_err(p, e)));
            let manifest_path = folder.join("game.yaml");
            let manifest_file = match read(&manifest_path) {
                Ok(text) => SourceFile {
                    path: manifest_path.display().to_string(),
                    name: "game.yaml".into(),
                    text: Cow::Owned(text),
                },
                Err(e) => {
                    errors.push(*e);
                    continue;
                }
            };
            let mut files = Vec::new();
            let mut paths: Vec<PathBuf> = std::fs::read_dir(folder)
                .map_err(|e| vec![io_err(folder, e)])?
                .filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|p| p.extension().is_some_and(|e| e == "yaml"))
                .collect();
            paths.sort();
            for p in paths {
                let name = p
                    .file_name()
                    .map(|n| n.to_string_lossy().into_owned())
                    .unwrap_or_default();
                if name == "game.yaml" {
                    continue;
                }
                match read(&p) {
                    Ok(text) => files.push(SourceFile {
                        path: p.display().to_string(),
                        name,
                        text: Cow::Owned(text),
                    }),
                    Err(e) => errors.push(*e),
                }
            }
            if let Err(e) = add_folder(self, manifest_file, files) {
                errors.extend(e);
            }
        }
        // Locales: DIR/locales, or DIR/../locales.
        let candidates = [dir.join("locales"), dir.join("..").join("locales")];
        if let Some(loc_dir) = candidates.iter().find(|p| p.is_dir()) {
            for lang in Lang::ALL {
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
                        Ok(text) => self.extra_locales.push(FtlFile {
                            lang,
                            name: p
                                .file_name()
                                .map(|n| n.to_string_lossy().into_owned())
                                .unwrap_or_default(),
                            path: p.display().to_string(),
                            text: Cow::Owned(text),
                        }),
                        Err(e) => errors.push(io_err(&p, e)),
                    }
                }
            }
        }
        if errors.is_empty() {
            Ok(())
        } else {
            Err(errors)
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

fn add_folder(
    lib: &mut Library,
    manifest_file: SourceFile,
    files: Vec<SourceFile>,
) -> Result<(), Vec<LoadError>> {
    let manifest = script::parse_manifest(&manifest_file.path, &manifest_file.text)?;
    insert_folder(lib, manifest, manifest_file, files);
    Ok(())
}

fn insert_folder(
    lib: &mut Library,
    manifest: Manifest,
    manifest_file: SourceFile,
    files: Vec<SourceFile>,
) {
    let folder = GameFolder {
        game: manifest.game,
        manifest,
        manifest_file,
        files,
    };
    lib.games.retain(|g| g.game != folder.game);
    lib.games.push(folder);
    lib.games.sort_by_key(|g| g.game);
}
