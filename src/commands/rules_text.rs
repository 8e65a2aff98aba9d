//! `tricktutor rules GAME [--section S] [--side-by-side]`: the rules of a game, section by
//! section; side by side, Japanese and English paragraph by paragraph (two columns on a
//! wide terminal, one above the other otherwise).

use super::{game_arg, App, Need, INVALID, OK};
use crate::i18n::{Lang, Renderer};
use crate::tutor::wrap;
use fluent::FluentArgs;

fn paragraphs(r: &Renderer, game: &str, section: &str) -> Vec<String> {
    (1..)
        .map(|n| format!("rules-{game}-{section}-{n}"))
        .take_while(|id| r.texts.has(id))
        .map(|id| r.lesson_text(&id))
        .collect()
}

pub fn rules(app: &App, game_tok: &str, section: Option<&str>, side_by_side: bool) -> i32 {
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
        args.set("games", games.join(", "));
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
                    args.set("sections", sections.join(", "));
                    app.error(&r, "rules-unknown-section", &args);
                    return INVALID;
                }
            }
        }
    };
    let g = game.family();
    let width = app.width().min(120);
    let other = side_by_side.then(|| {
        let other_lang = if r.lang() == Lang::Ja {
            Lang::En
        } else {
            Lang::Ja
        };
        app.renderer_for(other_lang, Some(&lib), Need::Rules)
    });
    // Side by side: Japanese on the left (or on top), English beside (or below).
    let (left, right) = match &other {
        Some(o) if r.lang() == Lang::Ja => (&r, Some(o)),
        Some(o) => (o, Some(&r)),
        None => (&r, None),
    };
    let title = r.t(&format!("game-{}", game.token()));
    outln!("{}\n", console::style(title).bold().cyan());
    for (i, s) in chosen.iter().enumerate() {
        let t_left = left.lesson_text(&format!("rules-{g}-{s}-title"));
        let heading = match right {
            Some(rr) => format!(
                "{t_left} / {}",
                rr.lesson_text(&format!("rules-{g}-{s}-title"))
            ),
            None => t_left,
        };
        let number = sections.iter().position(|x| x == *s).unwrap_or(i) + 1;
        outln!("{}", console::style(format!("{number}. {heading}")).bold());
        let lp = paragraphs(left, g, s);
        match right {
            None => {
                for p in lp {
                    outln!("{}\n", wrap::wrap(&p, width, "  ").join("\n"));
                }
            }
            Some(rr) => {
                let rp = paragraphs(rr, g, s);
                let n = lp.len().max(rp.len());
                let two_columns = width >= 100;
                for k in 0..n {
                    let a = lp.get(k).map(String::as_str).unwrap_or("");
                    let b = rp.get(k).map(String::as_str).unwrap_or("");
                    if two_columns {
                        let col = (width - 5) / 2;
                        let la = wrap::wrap(a, col, "");
                        let lb = wrap::wrap(b, col, "");
                        for row in 0..la.len().max(lb.len()) {
                            let x = la.get(row).map(String::as_str).unwrap_or("");
                            let y = lb.get(row).map(String::as_str).unwrap_or("");
                            outln!("  {} │ {}", wrap::fit(x, col), y);
                        }
                    } else {
                        outln!("{}", wrap::wrap(a, width, "  ").join("\n"));
                        outln!(
                            "{}",
                            console::style(wrap::wrap(b, width, "  ").join("\n")).dim()
                        );
                    }
                    outln!();
                }
            }
        }
    }
    if section.is_none() {
        let mut args = FluentArgs::new();
        args.set("sections", sections.join(", "));
        outln!(
            "{}",
            console::style(r.get("rules-section-list", &args)).dim()
        );
    }
    OK
}
