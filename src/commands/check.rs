//! `tricktutor check [PATH...]`: lints lessons, question sets and locales. Without a path
//! it checks everything the tutor would load; with paths, exactly what they hold.

use super::app::{App, FAILED, INVALID, OK};
use crate::i18n::Renderer;
use crate::lesson::check::{self, paths, FileKind, NotChecked, Refusal, Refused, Report};
use crate::lesson::coverage::{Coverage, StepRef};
use crate::lesson::error_text::ErrorText;
use crate::lesson::library::Library;
use crate::lesson::script::parse_manifest;
use crate::practice::topics::ids as topic_ids;
use crate::rules::Game;
use fluent::FluentArgs;
use std::path::PathBuf;

/// A refusal, located like a load error: `file:line:col: message`, then the line.
fn refusal(r: &Renderer, f: &Refusal) -> String {
    let mut args = FluentArgs::new();
    let id = match &f.why {
        Refused::UnknownKeys { keys } => {
            let keys = if keys.is_empty() {
                r.t("check-no-keys")
            } else {
                keys.iter()
                    .map(|k| format!("\"{k}\""))
                    .collect::<Vec<_>>()
                    .join(", ")
            };
            args.set("keys", keys);
            "check-refused-keys"
        }
        Refused::NotAMapping { found } => {
            args.set("found", r.t(&format!("type-{found}")));
            "check-refused-type"
        }
        Refused::Unreadable { yaml } => {
            args.set("message", yaml.clone());
            "check-refused-unreadable"
        }
        Refused::NotFluent { message } => {
            args.set("message", message.clone());
            "check-refused-not-fluent"
        }
        Refused::ManifestName => "check-refused-manifest-name",
        Refused::NothingToCheck => "check-refused-nothing",
    };
    let mut out = if f.loc.line > 0 {
        format!("{}:{}:{}: ", f.file, f.loc.line, f.loc.col)
    } else {
        format!("{}: ", f.file)
    };
    out.push_str(&Renderer::inert(&r.get(id, &args)));
    if let Some(line) = &f.line_text {
        let line = Renderer::inert(line);
        let before: String = line
            .chars()
            .take(f.loc.col.saturating_sub(1) as usize)
            .collect();
        let pad = unicode_width::UnicodeWidthStr::width(before.as_str());
        out.push_str(&format!(
            "\n{:>4} | {line}\n{:>4} | {}^",
            f.loc.line,
            "",
            " ".repeat(pad)
        ));
    }
    out
}

/// "6 game manifests, 54 lessons, ..." for the files read.
fn kinds(r: &Renderer, report: &Report) -> String {
    report
        .counts()
        .iter()
        .map(|(kind, n)| {
            let mut args = FluentArgs::new();
            args.set("count", *n as i64);
            r.get(&format!("check-kind-{}", kind.token()), &args)
        })
        .collect::<Vec<_>>()
        .join(&r.t("check-kinds-separator"))
}

/// What a file was read as, for `--verbose`.
fn read_as(r: &Renderer, kind: FileKind) -> String {
    r.t(&format!("check-as-{}", kind.token()))
}

/// Prints a report; returns the exit code.
fn print(r: &Renderer, report: &Report, verbose: bool) -> i32 {
    // Problems grouped by file, each file's in the order found.
    let mut problems: Vec<(&str, String)> = report
        .errors
        .iter()
        .map(|e| (e.file.as_str(), r.load_error(e)))
        .chain(
            report
                .refused
                .iter()
                .map(|f| (f.file.as_str(), refusal(r, f))),
        )
        .collect();
    problems.sort_by(|a, b| a.0.cmp(b.0));
    for (_, text) in &problems {
        outln!("{text}\n");
    }
    for skipped in &report.not_checked {
        let mut args = FluentArgs::new();
        let id = match skipped {
            NotChecked::File(file) => {
                args.set("file", Renderer::inert(file));
                "check-not-checked"
            }
            NotChecked::Folder { dir, files } => {
                args.set("dir", Renderer::inert(dir));
                args.set("files", *files as i64);
                "check-not-checked-folder"
            }
        };
        outln!("{}", r.get(id, &args));
    }
    if verbose {
        for (file, kind) in report.files() {
            let mut args = FluentArgs::new();
            args.set("file", Renderer::inert(file));
            args.set("kind", read_as(r, *kind));
            outln!("{}", r.get("check-file", &args));
        }
    }
    let mut args = FluentArgs::new();
    args.set("files", report.files().len() as i64);
    args.set("count", report.problems() as i64);
    args.set("kinds", kinds(r, report));
    let summary = match (report.files().is_empty(), report.problems() == 0) {
        (true, _) => "check-nothing-read",
        (false, true) => "check-ok",
        (false, false) => "check-failed",
    };
    outln!("{}", r.get(summary, &args));
    if report.problems() == 0 && !report.files().is_empty() {
        OK
    } else {
        FAILED
    }
}

pub fn check(app: &App, paths: &[PathBuf], verbose: bool) -> i32 {
    if !paths.is_empty() {
        let report = paths::check_paths(paths, (topic_ids, crate::practice::topics::practises));
        return print(&app.renderer(None), &report, verbose);
    }
    // Everything the tutor would load: the embedded lessons and those of `--lessons`.
    let lib = match Library::load(&app.global.lessons, !app.global.no_embedded, topic_ids) {
        Ok(lib) => Library {
            practises: crate::practice::topics::practises,
            ..lib
        },
        Err(errors) => {
            let r = app.renderer(None);
            for e in &errors {
                outln!("{}\n", r.load_error(e));
            }
            return INVALID;
        }
    };
    let r = app.renderer(Some(&lib));
    app.library_notes(&r, &lib);
    print(&r, &check::check_library(&lib), verbose)
}

/// One cell of a Markdown table: a `|` in the text would end the cell.
fn cell(text: &str) -> String {
    Renderer::inert(text).replace('|', "\\|")
}

/// A list of steps as a table cell: each as code, or a dash for none.
fn steps_cell(r: &Renderer, steps: &[StepRef]) -> String {
    if steps.is_empty() {
        return r.t("check-coverage-none");
    }
    steps
        .iter()
        .map(|s| format!("`{}`", cell(&s.to_string())))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The coverage map of a game as Markdown, in the renderer's language: a table of its
/// sections in the map's order, or a line saying it has none. The README shows the
/// English one for each game.
pub fn coverage_markdown(r: &Renderer, game: Game, map: Option<&Coverage>) -> String {
    let Some(map) = map else {
        let mut args = FluentArgs::new();
        args.set("game", game.rules().family().token());
        return format!("{}\n", r.get("check-coverage-no-map", &args));
    };
    let mut out = format!(
        "| {} | {} | {} | {} |\n| --- | --- | --- | --- |\n",
        r.t("check-coverage-section"),
        r.t("check-coverage-title"),
        r.t("check-coverage-teach"),
        r.t("check-coverage-test"),
    );
    for s in &map.sections {
        out.push_str(&format!(
            "| {} | {} | {} | {} |\n",
            cell(&s.section),
            cell(&s.title),
            steps_cell(r, &s.teach),
            steps_cell(r, &s.test),
        ));
    }
    out
}

/// `check --coverage GAME`: prints the game's coverage map as a Markdown table. The map is
/// the one of the last folder laid (a `--lessons` folder over the embedded one) that has
/// one; it is printed as written, so run `check` to know whether it is right.
pub fn coverage_table(app: &App, token: &str) -> i32 {
    let Ok(lib) = app.library() else {
        return INVALID;
    };
    let r = app.renderer(Some(&lib));
    let Some(game) = super::app::game_arg(app, &r, token) else {
        return INVALID;
    };
    let Some(folder) = lib.game(game) else {
        let mut args = FluentArgs::new();
        args.set("game", game.token());
        let games: Vec<&str> = lib.games.iter().map(|g| g.game.token()).collect();
        args.set("games", crate::i18n::join_list(&r, &games));
        app.error(&r, "error-unknown-game", &args);
        return INVALID;
    };
    // Manifests are read again from their text: the embedded ones were read at build time
    // without their maps.
    let mut map = None;
    for source in folder.sources.iter().rev() {
        let file = &source.manifest_file;
        match parse_manifest(&file.path, &file.text) {
            Ok(m) if m.coverage.is_some() => {
                map = m.coverage;
                break;
            }
            Ok(_) => {}
            Err(errors) => {
                for e in &errors {
                    errln!("{}\n", r.load_error(e));
                }
                return INVALID;
            }
        }
    }
    outln!(
        "{}",
        coverage_markdown(&r, folder.game, map.as_ref()).trim_end()
    );
    OK
}
