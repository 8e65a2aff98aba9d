//! `tricktutor quiz GAME [--topic [TOPIC]] [--count N] [--seed S]`.

use super::app::{game_arg, App, INVALID, OK};
use super::learn::{install_ctrl_c, session};
use crate::practice::topics::{find, topics};
use crate::rules::rng::Rng;
use fluent::FluentArgs;

pub fn quiz(
    app: &App,
    game: &str,
    topic: Option<&str>,
    count: Option<usize>,
    seed: Option<u64>,
) -> i32 {
    let Ok(lib) = app.library() else {
        return INVALID;
    };
    let r = app.renderer(Some(&lib));
    let Some(game) = game_arg(app, &r, game) else {
        return INVALID;
    };
    let all = topics(game);
    let topic_name = |id: &str| {
        [game.token(), game.family()]
            .iter()
            .map(|g| format!("topic-{g}-{id}"))
            .find(|m| r.texts.has(m))
            .map(|m| r.t(&m))
            .unwrap_or_else(|| id.to_string())
    };
    if all.is_empty() {
        let mut args = FluentArgs::new();
        args.set("game", game.token());
        app.error(&r, "quiz-no-topics", &args);
        return INVALID;
    }
    let chosen = match topic {
        // `--topic` alone: list the topics.
        Some("") => {
            let mut args = FluentArgs::new();
            args.set("game", r.t(&format!("game-{}", game.token())));
            outln!("{}", r.get("quiz-topics-title", &args));
            for t in &all {
                outln!("  {:<22} {}", t.id, topic_name(t.id));
                // The wrong beliefs its questions tell apart from the rule.
                for b in t.beliefs {
                    let mut args = FluentArgs::new();
                    args.set("belief", r.t(&format!("belief-{}", b.id())));
                    let text = r.get("quiz-topic-belief", &args);
                    let indent = " ".repeat(25);
                    for line in crate::tutor::wrap::wrap(&text, app.width().min(100), &indent) {
                        outln!("{}", console::style(line).dim());
                    }
                }
            }
            return OK;
        }
        Some(id) => match find(game, id) {
            Some(t) => Some(t),
            None => {
                let mut args = FluentArgs::new();
                args.set("topic", crate::i18n::Renderer::inert(id));
                args.set(
                    "topics",
                    all.iter().map(|t| t.id).collect::<Vec<_>>().join(", "),
                );
                app.error_unknown(
                    &r,
                    "quiz-unknown-topic",
                    &args,
                    id,
                    all.iter().map(|t| t.id),
                );
                return INVALID;
            }
        },
        None => None,
    };
    let mut rng = Rng::new(seed.unwrap_or_else(fresh_seed));
    install_ctrl_c(&r);
    session(app, &lib, &r, |t| t.quiz(game, chosen, count, &mut rng))
}

/// Without a seed every session differs.
pub(super) fn fresh_seed() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_nanos() as u64)
        .unwrap_or(1)
}

/// `tricktutor review [GAME] [--seed S]`.
pub fn review(app: &App, game: Option<&str>, seed: Option<u64>) -> i32 {
    let Ok(lib) = app.library() else {
        return INVALID;
    };
    let r = app.renderer(Some(&lib));
    let game = match game {
        Some(g) => match game_arg(app, &r, g) {
            Some(g) => Some(g),
            None => return INVALID,
        },
        None => None,
    };
    let mut rng = Rng::new(seed.unwrap_or_else(fresh_seed));
    install_ctrl_c(&r);
    session(app, &lib, &r, |t| t.review(game, &mut rng))
}
