//! `tricktutor rules GAME [--section S] [--side-by-side]`: the rules of a game, section by
//! section, laid out by [`crate::tutor::rules_page`].

use super::{game_arg, App, Need, INVALID, OK};
use crate::i18n::Renderer;
use crate::tutor::rules_page;
use fluent::FluentArgs;

pub fn rules(app: &App, game_tok: &str, section: Option<&str>, side_by_side: Option<&str>) -> i32 {
    let Ok(lib) = app.library() else {
        return INVALID;
    };
    let r = app.renderer(Some(&lib), Need::Rules);
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
        Some(s) => {
            let by_number = s
                .parse::<usize>()
                .ok()
                .and_then(|n| sections.get(n.wrapping_sub(1)));
            match by_number.or_else(|| sections.iter().find(|x| x.as_str() == s)) {
                Some(x) => vec![x],
                None => {
                    let mut args = FluentArgs::new();
                    args.set("section", Renderer::inert(s));
                    args.set("sections", crate::i18n::join_list(&r, sections));
                    app.error(&r, "rules-unknown-section", &args);
                    return INVALID;
                }
            }
        }
    };
    let width = app.width().min(120);
    let other = match side_by_side.map(|typed| app.side_lang(typed)) {
        None => None,
        Some(None) => return INVALID,
        Some(Some(lang)) => Some(app.renderer_for(lang, Some(&lib), Need::Rules)),
    };
    for line in rules_page::lines(&r, other.as_ref(), game, sections, &chosen, width) {
        outln!("{line}");
    }
    OK
}
