//! `tricktutor play GAME` (whole deals against computer players, or `--watch`) and
//! `tricktutor replay FILE` (a saved deal record, step by step).

use super::app::{game_arg, App, INVALID, OK};
use super::learn::{install_ctrl_c, session};
use crate::i18n::Renderer;
use crate::lesson::error_text::ErrorText;
use crate::lesson::record::{self, RecordedDeal};
use crate::rules::new_table::new_table;
use crate::rules::rng::Rng;
use crate::rules::table::{self, TableOptions};
use crate::tutor::table::Series;
use fluent::FluentArgs;
use std::path::{Path, PathBuf};

/// What `play` was asked for.
pub struct PlayArgs {
    pub game: String,
    pub seed: Option<u64>,
    pub seat: Option<u8>,
    pub players: Option<usize>,
    pub watch: bool,
    pub whole_game: bool,
    pub record: Option<PathBuf>,
}

pub fn play(app: &App, args: PlayArgs) -> i32 {
    let Ok(lib) = app.library() else {
        return INVALID;
    };
    let r = app.renderer(Some(&lib));
    let Some(game) = game_arg(app, &r, &args.game) else {
        return INVALID;
    };
    let seed = args.seed.unwrap_or_else(super::quiz::fresh_seed);
    let mut rng = Rng::new(seed);
    let options = TableOptions {
        players: args.players,
    };
    let table = match new_table(game, &options, &mut rng) {
        Ok(table) => table,
        Err(problem) => {
            let mut fargs = FluentArgs::new();
            fargs.set("problem", r.problem(&problem));
            app.error(&r, "play-bad-options", &fargs);
            return INVALID;
        }
    };
    let learner = if args.watch {
        None
    } else {
        let seat = args.seat.unwrap_or(0);
        if seat as usize >= table.players() {
            let mut fargs = FluentArgs::new();
            fargs.set("seat", seat as i64);
            fargs.set("last", table.players() as i64 - 1);
            app.error(&r, "play-bad-seat", &fargs);
            return INVALID;
        }
        Some(seat)
    };
    let series = match (args.whole_game, args.watch) {
        (true, _) => Series::Game,
        (false, true) => Series::One,
        (false, false) => Series::Ask,
    };
    let note = match learner {
        Some(seat) => format!("seed {seed}, learner at seat {seat}"),
        None => format!("seed {seed}, computer players at every seat"),
    };
    let mut deals: Vec<RecordedDeal> = Vec::new();
    let path = args.record.clone();
    let mut write_failed = false;
    let mut deal_done = |t: &dyn table::Table, number: usize| -> std::io::Result<()> {
        let Some(path) = &path else {
            return Ok(());
        };
        deals.push(RecordedDeal::of(
            t,
            format!("deal-{number}"),
            format!("{note}, deal {number}"),
        ));
        if let Err(e) = write_atomically(path, &record::write(game, &deals)) {
            if !write_failed {
                let mut fargs = FluentArgs::new();
                fargs.set("file", path.display().to_string());
                fargs.set("error", e.to_string());
                errln!("{}", r.get("play-record-failed", &fargs));
            }
            write_failed = true;
        }
        Ok(())
    };
    install_ctrl_c(&r);
    let code = session(app, &lib, &r, |t| {
        t.play_session(table, learner, series, &mut rng, &mut deal_done)
    });
    if write_failed && code == OK {
        return super::app::NOT_SAVED;
    }
    code
}

/// Writes a file whole or not at all: a record is never left half written.
fn write_atomically(path: &Path, text: &str) -> std::io::Result<()> {
    let dir = path
        .parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().to_string())
        .unwrap_or_else(|| "record".into());
    let tmp = dir.join(format!(".{name}.{}.tmp", std::process::id()));
    std::fs::write(&tmp, text)?;
    std::fs::rename(&tmp, path).inspect_err(|_| {
        let _ = std::fs::remove_file(&tmp);
    })
}

/// `tricktutor replay FILE`: every deal of a record, action by action.
pub fn replay(app: &App, file: &Path) -> i32 {
    let Ok(lib) = app.library() else {
        return INVALID;
    };
    let r = app.renderer(Some(&lib));
    let name = file.display().to_string();
    let text = match std::fs::read_to_string(file) {
        Ok(text) => text,
        Err(e) => {
            let mut fargs = FluentArgs::new();
            fargs.set("file", Renderer::inert(&name));
            fargs.set("error", e.to_string());
            app.error(&r, "replay-unreadable", &fargs);
            return INVALID;
        }
    };
    let set = match crate::lesson::set::parse(&name, &text) {
        Ok(set) => set,
        Err(errors) => {
            for e in &errors {
                errln!("{}", r.load_error(e));
            }
            return INVALID;
        }
    };
    let mut deals = Vec::new();
    for case in set.cases {
        let deal = case
            .question
            .as_ref()
            .and_then(|q| q.query.as_ref())
            .and_then(|q| q.deal());
        match deal {
            Some(deal) => deals.push((case.id.clone(), deal)),
            None => {
                let mut fargs = FluentArgs::new();
                fargs.set("file", Renderer::inert(&name));
                fargs.set("id", Renderer::inert(&case.id));
                app.error(&r, "replay-not-a-deal", &fargs);
                return INVALID;
            }
        }
    }
    session(app, &lib, &r, |t| {
        for (id, (table, actions)) in deals {
            t.replay_deal(&id, table, &actions)?;
        }
        Ok(crate::tutor::end::End::Done)
    })
}
