//! `tricktutor` (home screen) and `tricktutor learn GAME[/LESSON]`.

use super::app::{game_arg, App, INTERRUPTED, INVALID, NOT_SAVED, OK};
use crate::i18n::Renderer;
use crate::lesson::library::Library;
use crate::progress::{self, Saving};
use crate::tutor::end::End;
use crate::tutor::prompt::{LinePrompter, Prompter, TermPrompter};
use crate::tutor::Tutor;
use fluent::FluentArgs;
use std::io;

/// Restores the terminal and leaves with 130 when Ctrl-C arrives outside a key read
/// (inside one, the terminal reports it as an interrupted read, handled below). Progress
/// is saved after every step, so nothing is lost; a save being written is let finish (no
/// temporary file stays behind), and the message says whether the saves worked.
pub(super) fn install_ctrl_c(r: &Renderer) {
    let saved = r.t("lesson-stopped");
    let unsaved = r.t("lesson-stopped-unsaved");
    let _ = ctrlc::set_handler(move || {
        progress::wait_for_writes();
        let _ = console::Term::stdout().show_cursor();
        let _ = console::Term::stderr().show_cursor();
        let message = if progress::all_saved() {
            &saved
        } else {
            &unsaved
        };
        errln!("\n{message}");
        std::process::exit(INTERRUPTED);
    });
}

fn finish(app: &App, r: &Renderer, result: io::Result<End>) -> i32 {
    match result {
        Ok(End::Done) | Ok(End::Stopped) => OK,
        Ok(End::Broken) => INVALID,
        Err(e) if e.kind() == io::ErrorKind::Interrupted => {
            let _ = console::Term::stdout().show_cursor();
            let id = if progress::all_saved() {
                "lesson-stopped"
            } else {
                "lesson-stopped-unsaved"
            };
            errln!("\n{}", r.t(id));
            INTERRUPTED
        }
        Err(e) => {
            let mut args = FluentArgs::new();
            args.set("message", e.to_string());
            app.error(r, "error-args", &args);
            INVALID
        }
    }
}

/// Runs a tutoring session `f` with the learner's progress and the right prompter, and
/// turns its end into an exit code: [`NOT_SAVED`] when a save failed and what the learner
/// did is not on disk (a run told from the start that it would not save ends as usual).
pub(super) fn session(
    app: &App,
    lib: &Library,
    r: &Renderer,
    f: impl FnOnce(&mut Tutor) -> io::Result<End>,
) -> i32 {
    let mut store = app.store(r, true);
    let saving_at_start = *store.saving() == Saving::On;
    let result = with_prompter(app, |p| {
        let mut t = Tutor {
            r,
            lib,
            store: &mut store,
            prompter: p,
        };
        f(&mut t)
    });
    match finish(app, r, result) {
        OK if saving_at_start && !store.is_saved() => NOT_SAVED,
        code => code,
    }
}

/// Runs `f` with the right prompter: the terminal, or line mode on stdin/stdout.
fn with_prompter(
    app: &App,
    f: impl FnOnce(&mut dyn Prompter) -> io::Result<End>,
) -> io::Result<End> {
    if app.line_mode() {
        let stdin = io::stdin();
        let out = crate::out::Folding(io::stdout());
        let mut p = LinePrompter::new(stdin.lock(), out, app.width());
        f(&mut p)
    } else {
        let mut p = TermPrompter::default();
        let result = f(&mut p);
        let _ = console::Term::stdout().show_cursor();
        result
    }
}

pub fn home(app: &App) -> i32 {
    let Ok(lib) = app.library() else {
        return INVALID;
    };
    let r = app.renderer(Some(&lib));
    install_ctrl_c(&r);
    session(app, &lib, &r, |t| t.home())
}

/// `learn` without a game: in a terminal, a menu of the games; in line mode (a script, a
/// pipe) the games with how to start one, and the status of bad usage, since nothing was
/// learned.
fn offer_games(app: &App, lib: &Library, r: &Renderer) -> i32 {
    if !app.line_mode() {
        install_ctrl_c(r);
        return session(app, lib, r, |t| t.learn_chosen_game());
    }
    let mut store = app.store(r, false);
    let mut p = LinePrompter::new(io::empty(), io::sink(), app.width());
    let t = Tutor {
        r,
        lib,
        store: &mut store,
        prompter: &mut p,
    };
    outln!("{}", r.t("learn-which-game"));
    for folder in &lib.games {
        outln!("  {:<14} {}", folder.game.token(), t.game_line(folder));
    }
    INVALID
}

pub fn learn(app: &App, target: Option<&str>) -> i32 {
    let Ok(lib) = app.library() else {
        return INVALID;
    };
    let r = app.renderer(Some(&lib));
    let Some(target) = target else {
        return offer_games(app, &lib, &r);
    };
    install_ctrl_c(&r);
    let (game_tok, lesson) = match target.split_once('/') {
        Some((g, l)) => (g, Some(l)),
        None => (target, None),
    };
    let Some(game) = game_arg(app, &r, game_tok) else {
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
    if let Some(id) = lesson {
        if !folder.manifest.lessons.iter().any(|l| l.id == id) {
            let mut args = FluentArgs::new();
            args.set("game", game.token());
            args.set("lesson", Renderer::inert(id));
            let ids: Vec<&str> = folder
                .manifest
                .lessons
                .iter()
                .map(|l| l.id.as_str())
                .collect();
            args.set("lessons", crate::i18n::join_list(&r, &ids));
            app.error_unknown(&r, "error-unknown-lesson", &args, id, ids.iter().copied());
            return INVALID;
        }
    }
    session(app, &lib, &r, |t| match lesson {
        Some(id) => t.learn_one(folder, id),
        None => t.learn_game(folder),
    })
}
