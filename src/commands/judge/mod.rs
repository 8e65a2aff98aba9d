//! `tricktutor judge`: the table-side referee and the test oracle. Answers every case of
//! question-set files with the engine, or one question given as flags.

mod flags;
mod json;

use super::app::{App, FAILED, INVALID, OK};
use crate::i18n::Renderer;
use crate::lesson::error_text::ErrorText;
use crate::lesson::set::{self, Case};
use crate::lesson::{Expected, LoadError};
use crate::rules::{Answer, Game};
use fluent::FluentArgs;
use serde_json::{json, Value};
use std::io::Read;

/// Columns of a snippet in a JSON error: more than a stored line keeps past its column.
const JSON_SNIPPET_WIDTH: usize = 4_000;

/// Where the verdicts go as the cases are judged: lines of text, or one JSON document
/// that grows case by case. Nothing of a case is kept once it is printed.
struct Report<'a> {
    r: &'a Renderer,
    /// A question from flags: where its values came from, so errors name the flag.
    origins: Option<flags::Origins>,
    /// With `--json`: the document being written.
    json: Option<json::Document>,
    /// One question from flags: the answer alone, no id and no summary.
    single: bool,
    passed: usize,
    failed: usize,
    invalid: bool,
}

impl<'a> Report<'a> {
    fn new(r: &'a Renderer, as_json: bool, origins: Option<flags::Origins>) -> Report<'a> {
        Report {
            r,
            json: as_json.then(json::Document::default),
            single: origins.is_some(),
            origins,
            passed: 0,
            failed: 0,
            invalid: false,
        }
    }

    /// An error in words: located in its file, or naming the flag it is about.
    fn describe(&self, e: &LoadError) -> String {
        match &self.origins {
            Some(origins) => flags::describe(self.r, origins, e),
            None => self.r.load_error(e),
        }
    }

    /// An error for the JSON document: read by programs, not on a terminal, so its snippet
    /// is not cut to the terminal's width (only to what a line keeps past its column).
    fn describe_for_json(&self, e: &LoadError) -> String {
        match &self.origins {
            Some(origins) => flags::describe(self.r, origins, e),
            None => self.r.load_error_within(e, JSON_SNIPPET_WIDTH),
        }
    }

    fn print_errors(&self, errors: &[LoadError]) {
        for e in errors {
            match &self.origins {
                Some(_) => errln!(
                    "{}{}{}",
                    console::style(self.r.t("error-prefix")).red().bold(),
                    self.r.colon(),
                    self.describe(e)
                ),
                None => errln!("{}", self.describe(e)),
            }
        }
    }

    fn error(&mut self, e: &LoadError) {
        self.invalid = true;
        self.print_errors(std::slice::from_ref(e));
    }

    /// A case's verdict line: with its id, except for the one question of flags.
    fn status(&self, id: &str, text: &str) {
        if self.single {
            outln!("{text}");
        } else {
            outln!("{id}: {text}");
        }
    }

    fn record(&mut self, record: Option<Value>) {
        if let (Some(doc), Some(record)) = (self.json.as_mut(), record) {
            crate::out::write(format_args!("{}", doc.case(&record)), false);
            // The record's last line has no line break yet: a reader following the
            // document as it grows gets the whole record now.
            crate::out::finish();
        }
    }

    /// The closing line or the end of the JSON document; the exit status. In English the
    /// line has a fixed form that scripts and CI read (`N passed, M failed`); other
    /// languages say it in their words (`--json` is the form for programs in any language).
    fn end(self) -> i32 {
        if let Some(doc) = self.json {
            outln!("{}", doc.end(self.passed, self.failed, self.invalid));
        } else if !self.single && self.r.lang() == crate::i18n::Lang::EN {
            outln!("{} passed, {} failed", self.passed, self.failed);
        } else if !self.single {
            let mut args = fluent::FluentArgs::new();
            args.set("passed", self.passed as i64);
            args.set("failed", self.failed as i64);
            outln!("{}", self.r.get("judge-summary", &args));
        }
        if self.invalid {
            INVALID
        } else if self.failed > 0 {
            FAILED
        } else {
            OK
        }
    }
}

/// Sets a field of a JSON record, if one is being made (only with `--json`).
fn put(record: &mut Option<Value>, key: &str, value: impl FnOnce() -> Value) {
    if let Some(rec) = record {
        rec[key] = value();
    }
}

fn judge_case(rep: &mut Report, file: &str, case: &Case) {
    let r = rep.r;
    let text = rep.json.is_none();
    // Ids come from the file: shown inert, like every text from a file.
    let id = Renderer::inert(&case.id);
    let q = case.question.as_ref();
    let mut record = rep.json.is_some().then(|| {
        let mut rec = json!({"file": Renderer::inert(file), "id": id});
        if let Some(q) = q {
            rec["game"] = json!(q.game.token());
            rec["kind"] = json!(q.kind);
        }
        rec
    });
    let errors = |rep: &Report, record: &mut Option<Value>| {
        put(record, "errors", || {
            json!(case
                .errors
                .iter()
                .map(|e| rep.describe_for_json(e))
                .collect::<Vec<_>>())
        })
    };
    let query = q.and_then(|q| q.query.as_ref());
    if query.is_some() && !case.errors.is_empty() {
        // The position is fine, but something else in the case is not (an answer that
        // cannot be read in the kind's form, an unknown field): it cannot pass.
        rep.invalid = true;
        rep.failed += 1;
        put(&mut record, "status", || json!("invalid"));
        if text {
            rep.status(&id, &r.t("judge-invalid-case"));
            rep.print_errors(&case.errors);
        }
        errors(rep, &mut record);
        rep.record(record);
        return;
    }
    let Some(query) = query else {
        // The engine rejects the position.
        if case.expects_invalid {
            rep.passed += 1;
            put(&mut record, "status", || json!("rejected-as-expected"));
            if text {
                rep.status(&id, &format!("invalid  {}", r.t("judge-invalid-expected")));
            }
        } else {
            // A position the engine rejects cannot agree with a written answer.
            rep.invalid = true;
            if q.is_some_and(|q| q.expected.is_some()) {
                rep.failed += 1;
            }
            put(&mut record, "status", || json!("invalid"));
            if text {
                rep.status(&id, &r.t("judge-invalid"));
                rep.print_errors(&case.errors);
            }
        }
        errors(rep, &mut record);
        rep.record(record);
        return;
    };
    let verdict = query.verdict();
    if record.is_some() {
        let (reasons, cards) = json::verdict(r, &verdict);
        put(&mut record, "answer", || json::answer(&verdict.answer));
        put(&mut record, "reasons", || reasons);
        if !verdict.cards.is_empty() {
            put(&mut record, "cards", || cards);
        }
    }
    let expected = if case.expects_invalid {
        Some(Expected::Invalid)
    } else {
        q.and_then(|q| q.expected.clone())
    };
    let status = match &expected {
        None => {
            put(&mut record, "status", || json!("unchecked"));
            r.t("judge-no-answer")
        }
        Some(Expected::Answer(a)) if verdict.answer.agrees_with(a) => {
            rep.passed += 1;
            put(&mut record, "status", || json!("agrees"));
            put(&mut record, "written", || json::answer(a));
            r.t("judge-agrees")
        }
        Some(Expected::Answer(a)) => {
            rep.failed += 1;
            put(&mut record, "status", || json!("disagrees"));
            put(&mut record, "written", || json::answer(a));
            let mut args = FluentArgs::new();
            args.set("written", Renderer::inert(&a.to_string()));
            args.set("engine", verdict.answer.to_string());
            r.get("judge-disagrees", &args)
        }
        Some(Expected::Invalid) => {
            rep.failed += 1;
            put(&mut record, "status", || {
                json!("accepted-but-invalid-expected")
            });
            let mut args = FluentArgs::new();
            args.set("engine", verdict.answer.to_string());
            r.get("judge-invalid-unexpected", &args)
        }
    };
    rep.record(record);
    if !text {
        return;
    }
    // The case's lines are printed at once: one write per case, not one per line.
    let mut out = String::new();
    let mut line = |l: std::fmt::Arguments| {
        if !out.is_empty() {
            out.push('\n');
        }
        std::fmt::Write::write_fmt(&mut out, l).ok();
    };
    if rep.single {
        if !verdict.cards.is_empty() && matches!(verdict.answer, Answer::Cards(_)) {
            let legal: Vec<_> = verdict
                .cards
                .iter()
                .filter(|c| c.legal)
                .map(|c| c.card)
                .collect();
            let mut args = FluentArgs::new();
            args.set("cards", r.cards(&legal));
            line(format_args!("{}", r.get("judge-legal", &args)));
        } else {
            line(format_args!("{}", verdict.answer));
        }
    } else {
        line(format_args!("{id}: {}  {}", verdict.answer, status));
    }
    if verdict.cards.is_empty() {
        for reason in &verdict.reasons {
            line(format_args!("  {}", r.reason(reason)));
        }
    } else {
        for c in &verdict.cards {
            let id = if c.legal {
                "feedback-card-legal"
            } else {
                "feedback-card-illegal"
            };
            let mut args = FluentArgs::new();
            args.set("card", r.card(c.card));
            args.set("reason", r.reason(&c.reason));
            line(format_args!("  {}", r.get(id, &args)));
        }
    }
    outln!("{out}");
}

/// Judges one question set as it is read: each verdict is printed before the next case
/// is read.
fn judge_set(rep: &mut Report, name: &str, input: impl Read) {
    set::stream(name, input, &mut |item| match item {
        set::Item::Case(case) => judge_case(rep, name, &case),
        set::Item::Error(e) => rep.error(&e),
    });
}

/// Opens a question-set file (`-` is stdin) and judges it.
fn judge_path(rep: &mut Report, path: &str) {
    if path == "-" {
        judge_set(rep, "<stdin>", std::io::stdin().lock());
        return;
    }
    let opened = std::fs::File::open(path).and_then(|f| {
        if f.metadata()?.is_dir() {
            Err(std::io::Error::from(std::io::ErrorKind::IsADirectory))
        } else {
            Ok(f)
        }
    });
    match opened {
        Ok(file) => judge_set(rep, path, file),
        Err(e) => rep.error(&LoadError {
            file: path.to_string(),
            loc: Default::default(),
            line_text: None,
            kind: crate::lesson::ErrorKind::Io {
                message: e.to_string(),
            },
        }),
    }
}

pub fn judge(app: &App, args: &[String], as_json: bool) -> i32 {
    let r = app.renderer(None);
    if is_question(args) {
        return judge_question(app, &r, args, as_json);
    }
    let mut rep = Report::new(&r, as_json, None);
    for path in args {
        judge_path(&mut rep, path);
    }
    rep.end()
}

/// Whether the arguments are one question (`GAME KIND --FIELD VALUE ...`) rather than
/// files: they start with a game (or a near miss of one, or a word followed by flags) that
/// is not a file.
fn is_question(args: &[String]) -> bool {
    let Some(first) = args.first() else {
        return false;
    };
    let path_like =
        first.contains(['/', '\\']) || [".yaml", ".yml"].iter().any(|ext| first.ends_with(ext));
    if first == "-" || path_like || std::path::Path::new(first).exists() {
        return false;
    }
    Game::parse(first).is_some()
        || args[1..].iter().any(|a| a.starts_with("--"))
        || crate::suggest::closest(first, Game::ALL.iter().map(|g| g.token())).is_some()
}

/// Judges one question given as flags.
fn judge_question(app: &App, r: &Renderer, args: &[String], as_json: bool) -> i32 {
    let mut args = args.to_vec();
    let mut as_json = as_json;
    // `--json` written after the question is the switch, not a field.
    if let Some(i) = args.iter().skip(1).position(|a| a == "--json") {
        args.remove(i + 1);
        as_json = true;
    }
    let tokens = |items: &mut dyn Iterator<Item = &'static str>| items.collect::<Vec<_>>();
    let Some(game) = Game::parse(&args[0]) else {
        let games = tokens(&mut Game::ALL.iter().map(|g| g.token()));
        let mut a = FluentArgs::new();
        a.set("game", Renderer::inert(&args[0]));
        a.set("games", crate::i18n::join_list(r, &games));
        let id = match crate::suggest::closest(&args[0], games.iter().copied()) {
            Some(near) => {
                a.set("suggestion", near);
                "judge-unknown-game-suggest"
            }
            None => "judge-unknown-game",
        };
        app.error(r, id, &a);
        return INVALID;
    };
    let kinds = game.kinds();
    let mut a = FluentArgs::new();
    a.set("game", game.token());
    a.set("kinds", crate::i18n::join_list(r, kinds));
    let Some(kind) = args.get(1).filter(|k| !k.starts_with("--")) else {
        app.error(r, "judge-no-kind", &a);
        return INVALID;
    };
    if !kinds.contains(&kind.as_str()) {
        a.set("kind", Renderer::inert(kind));
        let id = match crate::suggest::closest(kind, kinds.iter().copied()) {
            Some(near) => {
                a.set("suggestion", near);
                "judge-unknown-kind-suggest"
            }
            None => "judge-unknown-kind",
        };
        app.error(r, id, &a);
        return INVALID;
    }
    let (case, origins) = match flags::read(kind, &args[2..]) {
        Ok(question) => question,
        Err(e) => {
            let mut a = FluentArgs::new();
            let id = match e {
                flags::FlagError::NotAFlag(found) => {
                    a.set("found", Renderer::inert(&found));
                    "judge-flag-expected"
                }
                flags::FlagError::Syntax { flag, message } => {
                    a.set("flag", Renderer::inert(&flag));
                    a.set("message", message);
                    "judge-flag-syntax"
                }
            };
            app.error(r, id, &a);
            return INVALID;
        }
    };
    let name = "<arguments>";
    let mut rep = Report::new(r, as_json, Some(origins));
    set::single(name, game, &case, &mut |item| match item {
        set::Item::Case(case) => judge_case(&mut rep, name, &case),
        set::Item::Error(e) => rep.error(&e),
    });
    rep.end()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn question(args: &[&str]) -> bool {
        is_question(&args.iter().map(|a| a.to_string()).collect::<Vec<_>>())
    }

    #[test]
    fn a_game_and_flags_are_a_question_and_paths_are_files() {
        assert!(question(&["gaigel", "legal-plays", "--trump", "acorns"]));
        assert!(question(&["gaigl", "legal-plays", "--trump", "acorns"]));
        assert!(question(&["gaigel"]));
        assert!(question(&["chess", "mate", "--in", "2"]));
        assert!(!question(&["-"]));
        assert!(!question(&["no-such-set.yaml"]));
        assert!(!question(&["./gaigel"]));
        assert!(!question(&["sets/gaigl", "--x"]));
    }
}
