//! The commands behind the command line. Each takes the [`App`] (language, output style,
//! where lessons come from) and returns an exit code.

mod app;
mod check;
pub mod glossary;
pub mod help;
mod judge;
mod learn;
mod list;
mod man;
mod play;
mod quiz;
mod rules_text;

pub use app::{
    available_langs, game_arg, lang_name, App, FAILED, INTERRUPTED, INVALID, NOT_SAVED, OK,
};

use crate::cli::{Cli, Command, Global};
use crate::i18n::{self, Lang, Texts};
use crate::out;
use app::{env_var, langs_with, unknown_lang_error};

/// Runs the command line; returns the process exit code.
pub fn run(cli: Cli) -> i32 {
    if !out::stdout_is_open() {
        errln!("tricktutor: standard output is closed; nothing can be shown");
        return out::OUTPUT_FAILED;
    }
    if let Some(code) = unknown_lang(&cli.global) {
        return code;
    }
    let app = App::new(cli.global);
    let code = dispatch(&app, cli.command);
    out::finish();
    code
}

/// An unknown `--lang` is an error that lists the languages, not a quiet fall back to
/// English (a fall back is right only for the locale variables, which name preferences).
fn unknown_lang(global: &Global) -> Option<i32> {
    let typed = global.lang.as_deref()?;
    let langs = available_langs(global);
    if i18n::parse_lang(typed, &langs).is_some() {
        return None;
    }
    unknown_lang_error(global, typed, &langs);
    Some(INVALID)
}

/// Reads the command line, with its help and usage errors in the learner's language
/// (chosen from `--lang` and the environment before the rest is read). `Err` holds the
/// exit status after help, the version or a usage error was printed.
pub fn parse_command_line() -> Result<Cli, i32> {
    use clap::{CommandFactory, FromArgMatches, Parser};
    let args: Vec<std::ffi::OsString> = std::env::args_os().collect();
    // `list` is read without building clap's command (the larger part of its start-up).
    if let Some(cli) = crate::cli::quick::read(&args) {
        return Ok(cli);
    }
    let (typed, lessons) = prescan(&args);
    let langs = langs_with(&lessons);
    let lang = i18n::negotiate(typed.as_deref(), env_var, &langs);
    if lang == Lang::EN {
        // The derive's own texts are the English ones.
        return Cli::try_parse_from(&args).map_err(|e| clap_exit(&e, None));
    }
    // The texts change what help and errors say, never what a command line means: a
    // line that reads without a word of help is read as it is, and the texts of the
    // command line (the largest Fluent file) are parsed only to say something.
    if let Ok(cli) = Cli::try_parse_from(&args) {
        return Ok(cli);
    }
    let extra: Vec<i18n::FtlFile> = lessons
        .iter()
        .filter_map(|d| crate::lesson::library::locales_dir(d))
        .flat_map(|d| crate::lesson::library::read_locales(&d).0)
        .collect();
    let t = Texts::lazy(lang, &extra);
    let cmd = help::localized(Cli::command(), &t);
    let matches = cmd
        .clone()
        .try_get_matches_from(&args)
        .map_err(|e| clap_exit(&e, Some(&t)))?;
    if let Some(path) = help::help_path(&matches) {
        // `help COMMAND...` is `COMMAND... --help`, as clap's own help command does.
        let mut again: Vec<std::ffi::OsString> = vec![args[0].clone()];
        again.extend(path.into_iter().map(Into::into));
        again.push("--help".into());
        return match cmd.try_get_matches_from(&again) {
            Err(e) => Err(clap_exit(&e, Some(&t))),
            Ok(_) => Err(OK),
        };
    }
    Cli::from_arg_matches(&matches).map_err(|e| clap_exit(&e, Some(&t)))
}

/// `--lang` and `--lessons` as typed, read before the command line is parsed (they decide
/// the language its help is in).
fn prescan(args: &[std::ffi::OsString]) -> (Option<String>, Vec<std::path::PathBuf>) {
    let mut lang = None;
    let mut lessons = Vec::new();
    let mut it = args
        .iter()
        .skip(1)
        .map(|a| a.to_string_lossy().into_owned());
    while let Some(a) = it.next() {
        if a == "--" {
            break;
        }
        if let Some(v) = a.strip_prefix("--lang=") {
            lang = Some(v.to_string());
        } else if a == "--lang" {
            lang = it.next();
        } else if let Some(v) = a.strip_prefix("--lessons=") {
            lessons.push(v.into());
        } else if a == "--lessons" {
            lessons.extend(it.next().map(Into::into));
        }
    }
    (lang, lessons)
}

/// Prints clap's help, version or usage error (in `t`'s language where it has the words
/// for it) and gives the status clap would exit with.
pub fn clap_exit(e: &clap::Error, t: Option<&Texts>) -> i32 {
    if let Some(text) = t.and_then(|t| help::error_text(e, t)) {
        out::err(format_args!("{}", text.trim_end()));
        return e.exit_code();
    }
    if let (Some(t), false) = (t, e.use_stderr()) {
        // Help: the headings with the language's colon.
        if !out::stdout_is_open() {
            errln!("tricktutor: standard output is closed; nothing can be shown");
            return out::OUTPUT_FAILED;
        }
        out::bytes(help::headings(&e.render().to_string(), t).as_bytes());
        return e.exit_code();
    }
    let colored = if e.use_stderr() {
        console::colors_enabled_stderr()
    } else {
        console::colors_enabled()
    };
    let styled = e.render();
    let text = if colored {
        styled.ansi().to_string()
    } else {
        styled.to_string()
    };
    if e.use_stderr() {
        out::err(format_args!("{}", text.trim_end()));
    } else {
        if !out::stdout_is_open() {
            errln!("tricktutor: standard output is closed; nothing can be shown");
            return out::OUTPUT_FAILED;
        }
        out::bytes(text.as_bytes());
    }
    e.exit_code()
}

fn dispatch(app: &App, command: Option<Command>) -> i32 {
    match command {
        None => learn::home(app),
        Some(Command::Learn { target }) => learn::learn(app, target.as_deref()),
        Some(Command::List { game }) => list::list(app, game.as_deref()),
        Some(Command::Quiz {
            game,
            topic,
            count,
            seed,
        }) => quiz::quiz(app, &game, topic.as_deref(), count, seed),
        Some(Command::Review { game, seed }) => quiz::review(app, game.as_deref(), seed),
        Some(Command::Rules {
            game,
            section,
            side_by_side,
        }) => rules_text::rules(app, &game, section.as_deref(), side_by_side.as_deref()),
        Some(Command::Glossary { game }) => glossary::glossary(app, game.as_deref()),
        Some(Command::Play {
            game,
            seed,
            seat,
            players,
            watch,
            whole_game,
            record,
        }) => play::play(
            app,
            play::PlayArgs {
                game,
                seed,
                seat,
                players,
                watch,
                whole_game,
                record,
            },
        ),
        Some(Command::Replay { file }) => play::replay(app, &file),
        Some(Command::Judge { json, args }) => judge::judge(app, &args, json),
        Some(Command::Check {
            coverage: Some(game),
            ..
        }) => check::coverage_table(app, &game),
        Some(Command::Check { paths, verbose, .. }) => check::check(app, &paths, verbose),
        Some(Command::Progress { action }) => list::progress(app, action),
        Some(Command::Completions { shell }) => {
            // Made in memory first: clap_complete panics on a failed write.
            let mut cmd = <Cli as clap::CommandFactory>::command();
            let mut script = Vec::new();
            clap_complete::generate(shell, &mut cmd, "tricktutor", &mut script);
            out::bytes(&script);
            OK
        }
        Some(Command::Man { out_dir }) => man::man(app, out_dir.as_deref()),
    }
}
