//! `tricktutor glossary [GAME]`: the games' terms as a table — English, Japanese and the
//! game's own word (German, Tyrolean, Dutch, Italian) — for a learner reading the
//! original rule pages and for translators. The rows come from the term definitions
//! (`locales/<lang>/terms.ftl`), the one place the terms are defined; the game's own word
//! is an attribute of the English definition, named after the game family.

use super::app::{game_arg, App, INVALID, OK};
use crate::i18n::terms::{embedded_terms, TermDef};
use crate::i18n::{Lang, Renderer};
use crate::rules::Game;
use crate::tutor::wrap;

/// Columns between two cells.
const GAP: &str = "  ";

/// The narrowest a column is made: [`wrap::wrap`] fills no narrower.
const MIN_COLUMN: usize = 10;

pub fn glossary(app: &App, game_tok: Option<&str>) -> i32 {
    let r = app.renderer(None);
    let family = match game_tok {
        None => None,
        Some(tok) => match game_arg(app, &r, tok) {
            Some(g) => Some(g.family()),
            None => return INVALID,
        },
    };
    for line in lines(&r, family, app.width()) {
        outln!("{line}");
    }
    OK
}

/// The glossary's lines at `width` columns: for one game family, the shared terms with
/// that game's words and then its own terms; for none, the shared terms, then each
/// family's own.
pub fn lines(r: &Renderer, family: Option<&'static str>, width: usize) -> Vec<String> {
    let (en, ja) = (embedded_terms(Lang::EN), embedded_terms(Lang::JA));
    let families: Vec<&'static str> = match family {
        Some(f) => vec![f],
        None => {
            let mut fs: Vec<&'static str> = Game::ALL.iter().map(|g| g.family()).collect();
            fs.dedup();
            fs
        }
    };
    let mut out = Vec::new();
    let shared: Vec<&TermDef> = en.iter().filter(|t| t.family().is_none()).collect();
    out.extend(wrap::wrap(&r.t("glossary-shared"), width, ""));
    out.extend(table(r, &shared, &ja, family, width));
    for f in families {
        let own: Vec<&TermDef> = en.iter().filter(|t| t.family() == Some(f)).collect();
        out.push(String::new());
        // A family's heading names each game of it: "Marglia / Maniglia".
        let names: Vec<String> = Game::ALL
            .iter()
            .filter(|g| g.family() == f)
            .map(|g| r.t(&format!("game-{}", g.token())))
            .collect();
        out.extend(wrap::wrap(&names.join(" / "), width, ""));
        out.extend(table(r, &own, &ja, Some(f), width));
    }
    out
}

/// One table: a header, a rule, and a row per term, each cell wrapped in its column.
fn table(
    r: &Renderer,
    terms: &[&TermDef],
    ja: &[TermDef],
    family: Option<&str>,
    width: usize,
) -> Vec<String> {
    let mut header = vec![r.t("glossary-col-en"), r.t("glossary-col-ja")];
    if let Some(f) = family {
        header.push(r.t(&format!("glossary-col-native-{f}")));
    }
    let rows: Vec<Vec<String>> = terms
        .iter()
        .map(|t| {
            let mut row = vec![
                t.value.clone(),
                ja.iter()
                    .find(|j| j.id == t.id)
                    .map_or_else(|| "-".to_string(), |j| j.value.clone()),
            ];
            if let Some(f) = family {
                row.push(t.native(f).unwrap_or("-").to_string());
            }
            row
        })
        .collect();
    let widths = column_widths(&header, &rows, width);
    let mut out = layout_row(&header, &widths);
    out.push(
        widths
            .iter()
            .map(|w| "-".repeat(*w))
            .collect::<Vec<_>>()
            .join(GAP),
    );
    for row in &rows {
        out.extend(layout_row(row, &widths));
    }
    out
}

/// Each column's width: its widest cell, the widest columns narrowed in turn until the
/// row fits `width` (down to [`MIN_COLUMN`]: a cell wraps rather than breaks).
fn column_widths(header: &[String], rows: &[Vec<String>], width: usize) -> Vec<usize> {
    let mut widths: Vec<usize> = (0..header.len())
        .map(|c| {
            std::iter::once(&header[c])
                .chain(rows.iter().map(|r| &r[c]))
                .map(|s| wrap::width(s))
                .max()
                .unwrap_or(1)
        })
        .collect();
    let room = width.saturating_sub(wrap::width(GAP) * (widths.len() - 1));
    while widths.iter().sum::<usize>() > room {
        let (i, w) = widths
            .iter()
            .enumerate()
            .max_by_key(|(_, w)| **w)
            .map(|(i, w)| (i, *w))
            .unwrap_or((0, 0));
        if w <= MIN_COLUMN {
            break;
        }
        widths[i] = w - 1;
    }
    widths
}

/// A row's lines: each cell wrapped to its column and padded, side by side.
fn layout_row(cells: &[String], widths: &[usize]) -> Vec<String> {
    let wrapped: Vec<Vec<String>> = cells
        .iter()
        .zip(widths)
        .map(|(c, w)| wrap::wrap(c, *w, ""))
        .collect();
    let height = wrapped.iter().map(Vec::len).max().unwrap_or(1);
    (0..height)
        .map(|i| {
            let parts: Vec<String> = wrapped
                .iter()
                .zip(widths)
                .map(|(lines, w)| {
                    let s = lines.get(i).map_or("", String::as_str);
                    format!("{s}{}", " ".repeat(w.saturating_sub(wrap::width(s))))
                })
                .collect();
            parts.join(GAP).trim_end().to_string()
        })
        .collect()
}
