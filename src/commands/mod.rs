//! The commands behind the command line. Each takes the [`App`] (language, output style,
//! where lessons come from) and returns an exit code.

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

use crate::cli::{Cli, Command, Global};
use crate::i18n::{self, CardStyle, Lang, Renderer, Texts};
use crate::lesson::error_text::ErrorText;
use crate::lesson::library::{Library, LibraryNote};
use crate::out;
use crate::progress::{self, Store};
use fluent::FluentArgs;
use std::io::IsTerminal;

/// Exit codes.
pub const OK: i32 = 0;
/// A disagreement (judge) or problems found (check).
pub const FAILED: i32 = 1;
/// Bad usage or invalid input.
pub const INVALID: i32 = 2;
/// Progress that should have been saved was not (EX_IOERR).
pub const NOT_SAVED: i32 = 74;
/// Interrupted by Ctrl-C.
pub const INTERRUPTED: i32 = 130;

/// What every command needs: the options, the language, the environment.
pub struct App {
    pub global: Global,
    pub lang: Lang,
    /// The languages there are texts for: the embedded ones and those of `--lessons`.
    pub langs: Vec<Lang>,
    pub style: CardStyle,
    pub env: fn(&str) -> Option<String>,
}

fn env_var(k: &str) -> Option<String> {
    std::env::var(k).ok()
}

impl App {
    pub fn new(global: Global) -> App {
        let langs = available_langs(&global);
        let lang = i18n::negotiate(global.lang.as_deref(), env_var, &langs);
        out::set_ascii(global.ascii);
        let style = if global.ascii {
            CardStyle::Ascii
        } else {
            CardStyle::Symbols
        };
        let no_color = global.no_color || env_var("NO_COLOR").is_some_and(|v| !v.is_empty());
        if no_color {
            console::set_colors_enabled(false);
            console::set_colors_enabled_stderr(false);
        }
        App {
            global,
            lang,
            langs,
            style,
            env: env_var,
        }
    }

    /// The renderer for `lang` (with the disk locales). Each embedded Fluent file is
    /// parsed when one of its messages is first shown, so start-up stays in the
    /// milliseconds whatever the command.
    pub fn renderer_for(&self, lang: Lang, lib: Option<&Library>) -> Renderer {
        let extra = lib.map(|l| l.extra_locales.as_slice()).unwrap_or(&[]);
        // The rules sections of the games loaded: what a rule reference names.
        let sections = lib
            .into_iter()
            .flat_map(|l| &l.games)
            .map(|g| (g.game.family(), g.manifest.rules.clone()));
        Renderer::new(Texts::lazy(lang, extra), self.style)
            .with_width(self.width())
            .with_rules_sections(sections)
    }

    /// The second language of a side-by-side view: the one typed, or, when none is,
    /// English, or the first other language when the learner's is English. `None` (the
    /// error said) when the typed one has no texts.
    pub fn side_lang(&self, typed: &str) -> Option<Lang> {
        if typed.is_empty() {
            return Some(if self.lang == Lang::EN {
                self.langs
                    .iter()
                    .copied()
                    .find(|l| *l != Lang::EN)
                    .unwrap_or(Lang::EN)
            } else {
                Lang::EN
            });
        }
        let found = i18n::parse_lang(typed, &self.langs);
        if found.is_none() {
            unknown_lang_error(&self.global, typed, &self.langs);
        }
        found
    }

    pub fn renderer(&self, lib: Option<&Library>) -> Renderer {
        self.renderer_for(self.lang, lib)
    }

    /// The lessons: embedded and/or from `--lessons`; load errors and warnings about the
    /// folders given are printed.
    pub fn library(&self) -> Result<Library, i32> {
        let lib = Library::load(
            &self.global.lessons,
            !self.global.no_embedded,
            crate::practice::topics::ids,
        )
        .map_err(|errors| {
            let r = self.renderer(None);
            for e in errors {
                errln!("{}", r.load_error(&e));
            }
            INVALID
        })?;
        if !lib.notes.is_empty() {
            self.library_notes(&self.renderer(None), &lib);
        }
        Ok(lib)
    }

    /// Warns on stderr about `--lessons` folders that give no lessons.
    pub fn library_notes(&self, r: &Renderer, lib: &Library) {
        for note in &lib.notes {
            let LibraryNote::NoGameFolder { dir } = note;
            let mut args = FluentArgs::new();
            args.set("dir", Renderer::inert(dir));
            errln!(
                "{}{}{}",
                console::style(r.t("warning-prefix")).yellow().bold(),
                r.colon(),
                r.get("lessons-no-game-folder", &args)
            );
        }
    }

    /// The learner's progress, and what reading it found on stderr. `session`: the command
    /// would save (lessons, drills), so a file it may not write is also said to stay
    /// unsaved.
    pub fn store(&self, r: &Renderer, session: bool) -> Store {
        let (store, loaded) = match progress::default_path(self.env) {
            Some(path) => Store::load(&path),
            None => Store::nowhere(),
        };
        let notice =
            crate::tutor::saving::loaded_notice(r, store.path.as_deref(), &loaded, session);
        if let Some(text) = notice {
            errln!("{text}");
        }
        store
    }

    /// Line mode when asked, when stdin or stdout is not a terminal, or when the terminal
    /// cannot move its cursor (`TERM=dumb`, or no `TERM` at all): menus redraw themselves
    /// with cursor controls that such a terminal would print as garbage.
    pub fn line_mode(&self) -> bool {
        let dumb = (self.env)("TERM").is_none_or(|t| t.is_empty() || t == "dumb");
        self.global.plain
            || dumb
            || !std::io::stdin().is_terminal()
            || !std::io::stdout().is_terminal()
    }

    /// Columns to wrap to: the terminal's, else COLUMNS, else 80.
    pub fn width(&self) -> usize {
        let (_, cols) = console::Term::stdout().size();
        if std::io::stdout().is_terminal() && cols > 0 {
            return cols as usize;
        }
        (self.env)("COLUMNS")
            .and_then(|c| c.parse().ok())
            .filter(|&c: &usize| c >= 20)
            .unwrap_or(80)
    }

    /// Prints an error message (a Fluent id with arguments) on stderr. Error texts live
    /// in their own files, read only on this path.
    pub fn error(&self, r: &Renderer, id: &str, args: &FluentArgs) {
        self.error_hint(r, id, args, None);
    }

    /// Prints an error about a name the user typed, with "did you mean …?" when one of
    /// the known names is close to it.
    pub fn error_unknown<'a>(
        &self,
        r: &Renderer,
        id: &str,
        args: &FluentArgs,
        typed: &str,
        known: impl IntoIterator<Item = &'a str>,
    ) {
        self.error_hint(r, id, args, crate::suggest::closest(typed, known));
    }

    /// Prints an error with a name the user may have meant.
    pub fn error_hint(&self, _r: &Renderer, id: &str, args: &FluentArgs, hint: Option<&str>) {
        print_error(&self.renderer(None), id, args, hint);
    }
}

/// Prints the error message `id`, with "did you mean `hint`?" after it when there is one.
fn print_error(r: &Renderer, id: &str, args: &FluentArgs, hint: Option<&str>) {
    let mut text = r.get(id, args);
    if let Some(name) = hint {
        let mut a = FluentArgs::new();
        a.set("name", name.to_string());
        text.push_str(&r.get("error-did-you-mean", &a));
    }
    errln!(
        "{}{}{}",
        console::style(r.t("error-prefix")).red().bold(),
        r.colon(),
        text
    );
}

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

/// The languages there are texts for: the embedded ones, then those the texts of
/// `--lessons` add (any folder `locales/<tag>/`).
pub fn available_langs(global: &Global) -> Vec<Lang> {
    langs_with(&global.lessons)
}

fn langs_with(lessons: &[std::path::PathBuf]) -> Vec<Lang> {
    let mut langs = Lang::embedded();
    for lang in crate::lesson::library::disk_langs(lessons) {
        if !langs.contains(&lang) {
            langs.push(lang);
        }
    }
    langs
}

/// A language's own name (its `language-name` message), or its code when it has none.
pub fn lang_name(lang: Lang, extra: &[i18n::FtlFile]) -> String {
    let texts = Texts::lazy(lang, extra);
    if texts.has_own("language-name") {
        texts.t("language-name")
    } else {
        lang.code().to_string()
    }
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

/// Says that `typed` names no language there are texts for, and lists those there are.
fn unknown_lang_error(global: &Global, typed: &str, langs: &[Lang]) {
    let r = Renderer::new(Texts::lazy(Lang::EN, &[]), CardStyle::Ascii);
    let mut args = FluentArgs::new();
    args.set("lang", Renderer::inert(typed));
    let extra: Vec<i18n::FtlFile> = global
        .lessons
        .iter()
        .filter_map(|d| crate::lesson::library::locales_dir(d))
        .flat_map(|d| crate::lesson::library::read_locales(&d).0)
        .filter(|f| f.name == "common.ftl")
        .collect();
    let names: Vec<String> = langs
        .iter()
        .map(|l| format!("{} ({})", l.code(), lang_name(*l, &extra)))
        .collect();
    args.set("langs", crate::i18n::join_list(&r, &names));
    let hint = crate::suggest::closest(typed, langs.iter().map(|l| l.code()));
    print_error(&r, "error-unknown-lang", &args, hint);
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

/// Resolves a game token, printing the list of games when it is unknown.
pub fn game_arg(app: &App, r: &Renderer, token: &str) -> Option<crate::rules::Game> {
    let g = crate::rules::Game::parse(token);
    if g.is_none() {
        let mut args = FluentArgs::new();
        args.set("game", Renderer::inert(token));
        let games: Vec<&str> = crate::rules::Game::ALL.iter().map(|g| g.token()).collect();
        args.set("games", crate::i18n::join_list(r, &games));
        app.error_unknown(r, "error-unknown-game", &args, token, games);
    }
    g
}
