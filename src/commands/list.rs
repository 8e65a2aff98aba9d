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
        println!("{}", console::style(t.game_line(folder)).bold());
        for (i, (line, l)) in t
            .lesson_items(folder)
            .iter()
            .zip(&folder.manifest.lessons)
            .enumerate()
        {
            let mut chars = line.chars();
            let mark = chars.next().unwrap_or(' ');
            let title = chars.as_str().trim_start();
            println!(
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
            println!("{}", console::style(r.t("progress-title")).bold());
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
                    println!("  {}", r.get("progress-lesson-line", &args));
                }
            }
            if !any {
                println!("  {}", r.t("progress-none"));
            }
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
                eprintln!("{}", r.get("progress-save-failed", &args));
                return INVALID;
            }
            let mut args = FluentArgs::new();
            args.set("what", what);
            println!("{}", r.get("progress-reset-done", &args));
            OK
        }
    }
}
