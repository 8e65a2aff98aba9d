//! `tricktutor list [GAME]` and `tricktutor progress show|reset`.

use super::app::{game_arg, App, FAILED, INVALID, NOT_SAVED, OK};
use crate::cli::ProgressAction;
use crate::i18n::Renderer;
use crate::lesson::library::Library;
use crate::progress::{self, Progress, Saving, Store};
use crate::rules::Game;
use crate::suggest;
use crate::tutor::prompt::{LinePrompter, Prompter, TermPrompter};
use crate::tutor::saving;
use crate::tutor::Tutor;
use fluent::FluentArgs;
use std::collections::BTreeSet;
use std::fmt::Write;

pub fn list(app: &App, game: Option<&str>) -> i32 {
    let Ok(lib) = app.library() else {
        return INVALID;
    };
    let r = app.renderer(Some(&lib));
    let wanted = match game {
        Some(tok) => match game_arg(app, &r, tok) {
            Some(g) => Some(g),
            None => return INVALID,
        },
        None => None,
    };
    let mut store = app.store(&r, false);
    // The tutor's own formatting, with a prompter that is never asked anything.
    let mut p = LinePrompter::new(std::io::empty(), std::io::sink(), app.width());
    let t = Tutor {
        r: &r,
        lib: &lib,
        store: &mut store,
        prompter: &mut p,
    };
    // The whole listing is written at once: one write, not one a line.
    let mut page = String::new();
    for folder in lib
        .games
        .iter()
        // A variant is taught in its base game's folder: `list maniglia` lists Marglia's lessons.
        .filter(|f| wanted.is_none_or(|g| g.family() == f.game.family()))
    {
        let _ = writeln!(page, "{}", console::style(t.game_line(folder)).bold());
        for (i, (line, l)) in t
            .lesson_items(folder)
            .iter()
            .zip(&folder.manifest.lessons)
            .enumerate()
        {
            let mut chars = line.chars();
            let mark = chars.next().unwrap_or(' ');
            let title = chars.as_str().trim_start();
            let _ = writeln!(
                page,
                "  {mark} {:>2}. {title}  {}",
                i + 1,
                console::style(format_args!("({})", l.id)).dim()
            );
        }
    }
    crate::out::write(format_args!("{page}"), false);
    // The process ends right after the listing: what it read is left to the operating
    // system rather than freed piece by piece (which costs a tenth of `list`).
    std::mem::forget((lib, r, store));
    OK
}

pub fn progress(app: &App, action: ProgressAction) -> i32 {
    let Ok(lib) = app.library() else {
        return INVALID;
    };
    let r = app.renderer(Some(&lib));
    match action {
        ProgressAction::Show => {
            let store = app.store(&r, false);
            show(&lib, &r, &store);
            OK
        }
        ProgressAction::Reset { target, all } => reset(app, &lib, &r, target.as_deref(), all),
    }
}

/// Each lesson with progress, then the topics.
fn show(lib: &Library, r: &Renderer, store: &Store) {
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
                .map(|x| x.graded())
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
    show_deals(r, &store.data);
    show_topics(r, &store.data);
}

/// Deals played at the table, per game, with the refused actions by drill topic.
fn show_deals(r: &Renderer, data: &Progress) {
    if data.deals.is_empty() {
        return;
    }
    outln!("{}", console::style(r.t("progress-deals-title")).bold());
    for (game, counts) in &data.deals {
        let mut args = FluentArgs::new();
        let name = format!("game-{game}");
        args.set(
            "game",
            if r.texts.has(&name) {
                r.t(&name)
            } else {
                Renderer::inert(game)
            },
        );
        args.set("played", counts.played as i64);
        args.set("stopped", counts.stopped as i64);
        let refused: i64 = counts.refused.values().map(|&n| n as i64).sum();
        args.set("refused", refused);
        outln!("  {}", r.get("progress-deals-line", &args));
        for (topic, n) in &counts.refused {
            let id = format!("topic-{game}-{topic}");
            let family = crate::rules::Game::parse(game)
                .map(|g| format!("topic-{}-{topic}", g.family()))
                .unwrap_or_default();
            let label = [id, family]
                .into_iter()
                .find(|m| r.texts.has(m))
                .map(|m| r.t(&m))
                .unwrap_or_else(|| Renderer::inert(topic));
            outln!("    {label} × {n}");
        }
    }
}

/// What `progress reset` forgets.
enum Target {
    /// `GAME/LESSON`: that lesson.
    Lesson(String),
    /// `GAME`: its lessons, its topics and their reviews.
    Game(String),
    /// Everything.
    All,
}

impl Target {
    fn apply(&self, data: &mut Progress) {
        match self {
            Target::All => *data = Progress::default(),
            Target::Lesson(key) => {
                data.lessons.remove(key);
                if data.last.as_ref() == Some(key) {
                    data.last = None;
                }
            }
            Target::Game(game) => {
                let prefix = format!("{game}/");
                data.lessons.retain(|k, _| !k.starts_with(&prefix));
                data.topics.retain(|k, _| !k.starts_with(&prefix));
                data.log.retain(|e| !e.topic.starts_with(&prefix));
                // The deals of the folder's games (a variant's count under its own name).
                data.deals.retain(|k, _| {
                    crate::rules::Game::parse(k).map(|g| g.family()) != Some(game.as_str())
                });
                if data.last.as_ref().is_some_and(|l| l.starts_with(&prefix)) {
                    data.last = None;
                }
            }
        }
    }
}

fn reset(app: &App, lib: &Library, r: &Renderer, target: Option<&str>, all: bool) -> i32 {
    // Forgetting everything is asked for by name: `--all`, or a yes in a terminal.
    if target.is_none() && !all && app.line_mode() {
        app.error(r, "progress-reset-needs-all", &FluentArgs::new());
        return INVALID;
    }
    let mut store = app.store(r, false);
    let chosen = match target {
        Some(t) => match resolve(app, lib, &store, t) {
            Some(chosen) => chosen,
            None => return INVALID,
        },
        None => Target::All,
    };
    if let Saving::Off(_) = store.saving() {
        // Why was said when the file was read.
        app.error(r, "progress-reset-kept", &FluentArgs::new());
        return FAILED;
    }
    if target.is_none() && !all {
        let confirmed = TermPrompter::default().confirm(&r.t("progress-reset-confirm"));
        if !matches!(confirmed, Ok(Some(true))) {
            outln!("{}", r.t("progress-reset-kept"));
            return OK;
        }
    }
    let what = match &chosen {
        Target::All => r.t("progress-reset-all"),
        Target::Lesson(t) | Target::Game(t) => t.clone(),
    };
    let before = store.data.clone();
    chosen.apply(&mut store.data);
    let mut args = FluentArgs::new();
    args.set("what", what);
    if store.data == before {
        outln!("{}", r.get("progress-reset-nothing", &args));
        return OK;
    }
    if let Err(e) = store.save() {
        if let Some(text) = saving::save_error(r, store.path.as_deref(), &e) {
            errln!("{text}");
        }
        errln!("{}", r.t("progress-reset-kept"));
        return NOT_SAVED;
    }
    outln!("{}", r.get("progress-reset-done", &args));
    OK
}

/// The lesson or game `t` names: one the lessons know or the progress file holds. An
/// unknown one is an error with the closest known name.
fn resolve(app: &App, lib: &Library, store: &Store, t: &str) -> Option<Target> {
    let mut lessons: BTreeSet<String> = store.data.lessons.keys().cloned().collect();
    for folder in &lib.games {
        for l in &folder.manifest.lessons {
            lessons.insert(progress::key(folder.game.token(), &l.id));
        }
    }
    let mut games: BTreeSet<String> = Game::ALL.iter().map(|g| g.token().to_string()).collect();
    for key in store.data.lessons.keys().chain(store.data.topics.keys()) {
        if let Some((g, _)) = key.split_once('/') {
            games.insert(g.to_string());
        }
    }
    let (game, lesson) = match t.split_once('/') {
        None if games.contains(t) => return Some(Target::Game(t.to_string())),
        Some(_) if lessons.contains(t) => return Some(Target::Lesson(t.to_string())),
        None => (t, None),
        Some((g, l)) => (g, Some(l)),
    };
    let suggestion = match lesson {
        None => suggest::closest(t, games.iter().map(String::as_str)),
        Some(_) => suggest::closest(t, lessons.iter().map(String::as_str)),
    };
    let r = &app.renderer(None);
    let mut args = FluentArgs::new();
    args.set("game", Renderer::inert(game));
    let id = match lesson {
        Some(l) if games.contains(game) => {
            args.set("lesson", Renderer::inert(l));
            let prefix = format!("{game}/");
            let ids: Vec<&str> = lessons
                .iter()
                .filter_map(|k| k.strip_prefix(&prefix))
                .collect();
            args.set("lessons", crate::i18n::join_list(r, &ids));
            "error-unknown-lesson"
        }
        _ => {
            let names: Vec<&str> = games.iter().map(String::as_str).collect();
            args.set("games", crate::i18n::join_list(r, &names));
            "error-unknown-game"
        }
    };
    app.error_hint(r, id, &args, suggestion);
    None
}

/// Per game and topic, how well the learner knows it: a bar of the recall expected over
/// the coming days (not at this instant, which is near full right after any review, even
/// a miss), and when it is due.
fn show_topics(r: &Renderer, data: &Progress) {
    use crate::practice::schedule::{is_due, known, now};
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
            // Keys come from the file, which anyone may have edited: a game this version
            // does not know is shown by its key, made inert.
            let title = format!("game-{game}");
            if r.texts.has(&title) {
                outln!("  {}", r.t(&title));
            } else {
                outln!("  {}", Renderer::inert(game));
            }
            last_game = game;
        }
        let family = crate::rules::Game::parse(game).map_or(game, |g| g.family());
        let name = [game, family]
            .iter()
            .map(|g| format!("topic-{g}-{id}"))
            .find(|m| r.texts.has(m))
            .map(|m| r.t(&m))
            .unwrap_or_else(|| Renderer::inert(id));
        let p = known(memory, now);
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
