//! `tricktutor rules GAME [--section S] [--side-by-side]`: the rules of a game, section by
//! section, laid out by [`crate::tutor::rules_page`]. In a terminal, without `--section`,
//! a menu of the sections instead of some hundred lines scrolling past; through a pipe
//! (or `--plain`) every section, one after the other.

use super::app::{game_arg, App, INTERRUPTED, INVALID, OK};
use crate::i18n::Renderer;
use crate::tutor::prompt::TermPrompter;
use crate::tutor::rules_page;
use fluent::FluentArgs;
use std::io;

pub fn rules(app: &App, game_tok: &str, section: Option<&str>, side_by_side: Option<&str>) -> i32 {
    let Ok(lib) = app.library() else {
        return INVALID;
    };
    let r = app.renderer(Some(&lib));
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
    let sections = &folder.manifest.rules;
    let chosen: Vec<&String> = match section {
        None => sections.iter().collect(),
        Some(s) => match rules_page::find_section(sections, s) {
            Some(i) => vec![&sections[i]],
            None => {
                let mut args = FluentArgs::new();
                args.set("section", Renderer::inert(s));
                args.set("sections", crate::i18n::join_list(&r, sections));
                app.error(&r, "rules-unknown-section", &args);
                return INVALID;
            }
        },
    };
    let width = app.width().min(120);
    let other = match side_by_side.map(|typed| app.side_lang(typed)) {
        None => None,
        Some(None) => return INVALID,
        Some(Some(lang)) => Some(app.renderer_for(lang, Some(&lib))),
    };
    if section.is_none() && !app.line_mode() {
        return browse(app, &r, other.as_ref(), game, sections);
    }
    for line in rules_page::lines(&r, other.as_ref(), game, sections, &chosen, width) {
        outln!("{line}");
    }
    OK
}

/// The menu of sections, on the terminal.
fn browse(
    app: &App,
    r: &Renderer,
    other: Option<&Renderer>,
    game: crate::rules::Game,
    sections: &[String],
) -> i32 {
    // Ctrl-C while the menu has hidden the cursor: show it again before leaving.
    let _ = ctrlc::set_handler(|| {
        let _ = console::Term::stdout().show_cursor();
        std::process::exit(INTERRUPTED);
    });
    let mut p = TermPrompter::default();
    let result = rules_page::browse(&mut p, r, other, game, sections);
    let _ = console::Term::stdout().show_cursor();
    match result {
        Ok(()) => OK,
        Err(e) if e.kind() == io::ErrorKind::Interrupted => INTERRUPTED,
        Err(e) => {
            let mut args = FluentArgs::new();
            args.set("message", e.to_string());
            app.error(r, "error-args", &args);
            INVALID
        }
    }
}
