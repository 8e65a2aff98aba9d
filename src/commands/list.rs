//! `tricktutor list [GAME]` and `tricktutor progress show|reset`.

use super::{game_arg, App, Need, INVALID, OK};
use crate::cli::ProgressAction;
use crate::progress;
use crate::tutor::prompt::LinePrompter;
use crate::tutor::Tutor;
use fluent::FluentArgs;

pub fn list(app: &App, game: Option<&str>) -> i32 {
    let Ok(lib) = app.library() else {
        return INVALID;
    };
    let r = app.renderer(Some(&lib), Need::Index);
    let wanted = match game {
        Some(tok) => match game_arg(app, &r, tok) {
            Some(g) => Some(g),
            None => return INVALID,
        },
        None => None,
    };
    let mut store = app.store(&r);
    // The tutor's own formatting, with a prompter that is never asked anything.
    let mut p = LinePrompter::new(std::io::empty(), std::io::sink(), app.width());
    let t = Tutor {
        r: &r,
        lib: &lib,
        store: &mut store,
        prompter: &mut p,
    };
    for folder in lib
        .games
        .iter()
        .filter(|f| wanted.is_none_or(|g| g == f.game))
    {
        outln!("{}", console::style(t.game_line(folder)).bold());
        for (i, (line, l)) in t
            .lesson_items(folder)
            .iter()
            .zip(&folder.manifest.lessons)
            .enumerate()
        {
            let mut chars = line.chars();
            let mark = chars.next().unwrap_or(' ');
            let title = chars.as_str().trim_start();
            outln!(
                "  {mark} {:>2}. {title}  {}",
                i + 1,
                console::style(format!("({})", l.id)).dim()
            );
        }
    }
    OK
}

pub fn progress(app: &App, action: ProgressAction) -> i32 {
    let Ok(lib) = app.library() else {
        return INVALID;
    };
    let r = app.renderer(Some(&lib), Need::Index);
    let mut store = app.store(&r);
    match action {
        ProgressAction::Show => {
            outln!("{}", console::style(r.t("progress-title")).bold());
            let mut any = false;
            for folder in &lib.games {
                for l in &folder.manifest.lessons {
                    let key = progress::key(folder.game.token(), &l.id);
                    let Some(p) = store.lesson(&key) else {
                        continue;
                    };
                    any = true;
                    let total = folder
                        .lesson(&l.id)
                        .and_then(|x| x.ok())
                        .map(|x| x.questions().count())
                        .unwrap_or(p.questions.len());
                    let mut args = FluentArgs::new();
                    args.set("lesson", format!("{key} {}", r.lesson_text(&l.title)));
                    args.set("right", p.first_try() as i64);
                    args.set("total", total as i64);
                    args.set("done", if p.done { "yes" } else { "no" });
                    outln!("  {}", r.get("progress-lesson-line", &args));
                }
            }
            if !any {
                outln!("  {}", r.t("progress-none"));
            }
            show_topics(&r, &store.data);
            OK
        }
        ProgressAction::Reset { target } => {
            let what = match &target {
                None => {
                    store.data = progress::Progress::default();
                    r.t("progress-reset-all")
                }
                Some(t) => {
                    let prefix = if t.contains('/') {
                        t.clone()
                    } else {
                        format!("{t}/")
                    };
                    store
                        .data
                        .lessons
                        .retain(|k, _| !(k == t || k.starts_with(&prefix)));
                    if store
                        .data
                        .last
                        .as_deref()
                        .is_some_and(|l| l == t || l.starts_with(&prefix))
                    {
                        store.data.last = None;
                    }
                    t.clone()
                }
            };
            if let Err(e) = store.save() {
                let mut args = FluentArgs::new();
                args.set("path", store.path.display().to_string());
                args.set("error", e.to_string());
                errln!("{}", r.get("progress-save-failed", &args));
                return INVALID;
            }
            let mut args = FluentArgs::new();
            args.set("what", what);
            outln!("{}", r.get("progress-reset-done", &args));
            OK
        }
    }
}

/// Per game and topic, how well the learner knows it now: a bar of the probability of
/// recall, and when it is due.
fn show_topics(r: &crate::i18n::Renderer, data: &progress::Progress) {
    use crate::practice::schedule::{is_due, now, recall};
    if data.topics.is_empty() {
        return;
    }
    let now = now();
    outln!("\n{}", console::style(r.t("progress-topics-title")).bold());
    let mut last_game = "";
    for (key, memory) in &data.topics {
        let Some((game, id)) = key.split_once('/') else {
            continue;
        };
        if game != last_game {
            outln!("  {}", r.t(&format!("game-{game}")));
            last_game = game;
        }
        let family = crate::rules::Game::parse(game).map_or(game, |g| g.family());
        let name = [game, family]
            .iter()
            .map(|g| format!("topic-{g}-{id}"))
            .find(|m| r.texts.has(m))
            .map(|m| r.t(&m))
            .unwrap_or_else(|| id.to_string());
        let p = recall(memory, now);
        let filled = (p * 10.0).round() as usize;
        let bar = format!("{}{}", "█".repeat(filled), "░".repeat(10 - filled.min(10)));
        let when = if is_due(memory, now) {
            r.t("progress-topic-due")
        } else {
            let (unit, n) = crate::practice::schedule::until(now, memory.due);
            let mut args = FluentArgs::new();
            args.set("n", n);
            args.set("unit", unit);
            r.get("progress-topic-in", &args)
        };
        let mut args = FluentArgs::new();
        args.set("bar", bar);
        args.set("percent", format!("{:>3}", (p * 100.0).round() as i64));
        args.set("name", name);
        args.set("when", when);
        outln!("    {}", r.get("progress-topic-line", &args));
    }
}
