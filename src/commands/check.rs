//! `tricktutor check [PATH...]`: lints lessons, question sets and locales.

use super::{App, Need, FAILED, INVALID, OK};
use crate::lesson::check::{self, Report};
use crate::lesson::library::Library;
use crate::lesson::yaml;
use crate::lesson::{ErrorKind, LoadError};
use fluent::FluentArgs;
use std::path::{Path, PathBuf};

fn io_error(path: &Path, e: std::io::Error) -> LoadError {
    LoadError {
        file: path.display().to_string(),
        loc: Default::default(),
        line_text: None,
        kind: ErrorKind::Io {
            message: e.to_string(),
        },
    }
}

/// A lesson file's game folder: the folder that holds its `game.yaml`.
fn folder_report(dir: &Path, report: &mut Report) {
    let mut lib = Library::default();
    match lib.add_disk(dir) {
        Ok(()) => {
            let r = check::check_library(&lib);
            report.files += r.files;
            report.errors.extend(r.errors);
        }
        Err(errors) => report.errors.extend(errors),
    }
}

fn check_path(path: &Path, report: &mut Report) {
    if path.is_dir() {
        folder_report(path, report);
        return;
    }
    let text = match std::fs::read_to_string(path) {
        Ok(t) => t,
        Err(e) => {
            report.errors.push(io_error(path, e));
            return;
        }
    };
    let name = path.display().to_string();
    if path.extension().is_some_and(|e| e == "ftl") {
        let lang = if name.contains("/ja/") {
            crate::i18n::Lang::Ja
        } else {
            crate::i18n::Lang::En
        };
        let file = crate::i18n::FtlFile {
            lang,
            name: path
                .file_name()
                .map(|n| n.to_string_lossy().into_owned())
                .unwrap_or_default(),
            path: name,
            text: text.into(),
        };
        check::catalog(&[file], report);
        return;
    }
    // A YAML file: a question set, a manifest, or a lesson (checked with its folder).
    let root = match yaml::parse(&text) {
        Ok(root) => root,
        Err(e) => {
            report.errors.push(
                crate::lesson::error::Source {
                    name: &name,
                    text: &text,
                }
                .error(e.loc, ErrorKind::Syntax { message: e.message }),
            );
            return;
        }
    };
    if root.get("cases").is_some() {
        check::check_question_set(&name, &text, report);
    } else {
        let dir: PathBuf = path
            .parent()
            .filter(|p| !p.as_os_str().is_empty())
            .map(|p| p.to_path_buf())
            .unwrap_or_else(|| PathBuf::from("."));
        // A lesson is read with its game folder; outside one it would be silently skipped.
        if !dir.join("game.yaml").is_file() {
            report.errors.push(LoadError {
                file: name.clone(),
                loc: Default::default(),
                line_text: None,
                kind: ErrorKind::NoGameFolder {
                    file: path
                        .file_name()
                        .map(|n| n.to_string_lossy().into_owned())
                        .unwrap_or_default(),
                },
            });
            report.files += 1;
            return;
        }
        folder_report(&dir, report);
    }
}

pub fn check(app: &App, paths: &[PathBuf]) -> i32 {
    let mut report = Report::default();
    let lib_for_text;
    if paths.is_empty() {
        let lib = match Library::load(&app.global.lessons, !app.global.no_embedded) {
            Ok(lib) => lib,
            Err(errors) => {
                let r = app.renderer(None, Need::All);
                for e in &errors {
                    outln!("{}\n", r.load_error(e));
                }
                return INVALID;
            }
        };
        report = check::check_library(&lib);
        lib_for_text = Some(lib);
    } else {
        for p in paths {
            check_path(p, &mut report);
        }
        lib_for_text = None;
    }
    let r = app.renderer(lib_for_text.as_ref(), Need::All);
    for e in &report.errors {
        outln!("{}\n", r.load_error(e));
    }
    let mut args = FluentArgs::new();
    args.set("files", report.files as i64);
    args.set("count", report.errors.len() as i64);
    if report.errors.is_empty() {
        outln!("{}", r.get("check-ok", &args));
        OK
    } else {
        outln!("{}", r.get("check-failed", &args));
        FAILED
    }
}
