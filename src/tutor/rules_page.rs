//! The rules of a game as lines of text fitted to a width: section by section; side by
//! side, Japanese and English paragraph by paragraph (two columns on a wide terminal, one
//! above the other otherwise). In a terminal, [`browse`] offers them as a menu of sections.

use super::prompt::Prompter;
use super::wrap;
use crate::i18n::{Lang, Renderer};
use crate::rules::Game;
use fluent::FluentArgs;
use std::io;

fn paragraphs(r: &Renderer, family: &str, section: &str) -> Vec<String> {
    (1..)
        .map(|n| format!("rules-{family}-{section}-{n}"))
        .take_while(|id| r.texts.has(id))
        .map(|id| wrap::reflow(&r.lesson_text(&id)))
        .collect()
}

/// The section `--section` names: by its number as printed (`7`, for `§7`) or by its id
/// (`strict`); the index in `sections`.
pub fn find_section(sections: &[String], s: &str) -> Option<usize> {
    let by_number = s
        .parse::<usize>()
        .ok()
        .filter(|n| (1..=sections.len()).contains(n))
        .map(|n| n - 1);
    by_number.or_else(|| sections.iter().position(|x| x == s))
}

/// The rules text: `r` is the learner's language, `other` the second language when side
/// by side; `sections` all of the game's sections, `chosen` those shown. Under the game's
/// name, the [`sections_text`].
pub fn lines(
    r: &Renderer,
    other: Option<&Renderer>,
    game: Game,
    sections: &[String],
    chosen: &[&String],
    width: usize,
) -> Vec<String> {
    let mut out = Vec::new();
    let title = r.t(&format!("game-{}", game.token()));
    for line in wrap::wrap(&title, width, "") {
        out.push(console::style(line).bold().cyan().to_string());
    }
    out.push(String::new());
    out.extend(sections_text(r, other, game, sections, chosen, width));
    out
}

/// The chosen sections, each under its heading (`§7 …`), with the list of all the
/// sections' ids after them when every section is shown.
pub fn sections_text(
    r: &Renderer,
    other: Option<&Renderer>,
    game: Game,
    sections: &[String],
    chosen: &[&String],
    width: usize,
) -> Vec<String> {
    let g = game.family();
    // Side by side: the language that is not English on the left (or on top), English
    // beside (or below); two others: the learner's first.
    let (left, right) = match other {
        Some(o) if r.lang() != Lang::EN || o.lang() == Lang::EN => (r, Some(o)),
        Some(o) => (o, Some(r)),
        None => (r, None),
    };
    let mut out = Vec::new();
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
        // The heading a rule reference names (`Renderer::rule_ref`): one message for both.
        for line in wrap::wrap(&r.rules_heading(number, &heading), width, "") {
            out.push(console::style(line).bold().to_string());
        }
        let lp = paragraphs(left, g, s);
        match right {
            None => {
                for p in lp {
                    out.extend(wrap::wrap(&p, width, "  "));
                    out.push(String::new());
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
                            out.push(
                                format!("  {} │ {}", wrap::fit(x, col), y)
                                    .trim_end()
                                    .to_string(),
                            );
                        }
                    } else {
                        out.extend(wrap::wrap(a, width, "  "));
                        for line in wrap::wrap(b, width, "  ") {
                            out.push(console::style(line).dim().to_string());
                        }
                    }
                    out.push(String::new());
                }
            }
        }
    }
    if chosen.len() == sections.len() {
        let mut args = FluentArgs::new();
        args.set("sections", crate::i18n::join_list(r, sections));
        for line in wrap::wrap(&r.get("rules-section-list", &args), width, "") {
            out.push(console::style(line).dim().to_string());
        }
    }
    out
}

/// `rules GAME` in a terminal: a menu of the sections (numbered as they are printed); the
/// chosen section is shown, then, once read, the menu again with the next section under
/// the cursor, until the person leaves it (`q`, Escape, or its last item, "Quit").
pub fn browse(
    p: &mut dyn Prompter,
    r: &Renderer,
    other: Option<&Renderer>,
    game: Game,
    sections: &[String],
) -> io::Result<()> {
    let g = game.family();
    let mut items: Vec<String> = sections
        .iter()
        .map(|s| r.lesson_text(&format!("rules-{g}-{s}-title")))
        .collect();
    items.push(r.t("home-quit"));
    let mut args = FluentArgs::new();
    args.set("game", r.t(&format!("game-{}", game.token())));
    let title = r.get("rules-menu", &args);
    let mut next = 0;
    loop {
        let Some(i) = p.menu(&title, &items, next)? else {
            return Ok(());
        };
        let Some(section) = sections.get(i) else {
            return Ok(());
        };
        let width = p.width().clamp(20, 120);
        // The menu's answer line above names the game: the section alone.
        let text = sections_text(r, other, game, sections, &[section], width).join("\n");
        p.show(&format!("\n{text}"))?;
        if !p.pause(&r.t("rules-menu-back"))? {
            return Ok(());
        }
        next = (i + 1) % sections.len();
    }
}
