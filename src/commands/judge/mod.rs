//! `tricktutor judge`: the table-side referee and the test oracle. Answers every case of
//! question-set files with the engine, or one question given as flags.

mod json;

use super::{App, Need, FAILED, INVALID, OK};
use crate::i18n::Renderer;
use crate::lesson::set::{self, Case};
use crate::lesson::{Expected, LoadError};
use crate::rules::{Answer, Game};
use fluent::FluentArgs;
use serde_json::{json, Value};
use std::io::Read;

/// Fields whose flag value is a list (comma-separated).
const LIST_FIELDS: &[&str] = &[
    "trick",
    "hand",
    "cards",
    "captured",
    "declared_suits",
    "melds",
    "tricks",
    "in",
    "seen",
    "dealer_hand",
    "partner_hand",
    "held",
    "played",
];

/// Turns `GAME KIND --field value ...` into a one-case question set (YAML text).
fn flags_to_yaml(game: Game, kind: &str, rest: &[String]) -> Result<String, String> {
    let mut lines = vec![
        format!("game: {}", game.token()),
        "cases:".into(),
        "  - id: question".into(),
        format!("    kind: {kind}"),
        "    position:".into(),
    ];
    let mut i = 0;
    let mut any = false;
    while i < rest.len() {
        let Some(name) = rest[i].strip_prefix("--") else {
            return Err(rest[i].clone());
        };
        let field = name.replace('-', "_");
        let value = rest.get(i + 1).filter(|v| !v.starts_with("--"));
        i += if value.is_some() { 2 } else { 1 };
        let yaml = match value {
            None => "true".to_string(),
            Some(v) if v.starts_with('[') || v.starts_with('{') => v.clone(),
            // An auction: `0:misere,1:pass` (seat:call, in order).
            Some(v) if field == "auction" => {
                let calls: Vec<String> = v
                    .split(',')
                    .map(str::trim)
                    .filter(|s| !s.is_empty())
                    .map(|c| match c.split_once(':') {
                        Some((seat, call)) => {
                            format!("{{seat: {}, call: {}}}", seat.trim(), call.trim())
                        }
                        None => c.to_string(),
                    })
                    .collect();
                format!("[{}]", calls.join(", "))
            }
            Some(v) if v.contains('=') => {
                let pairs: Vec<String> = v
                    .split(',')
                    .filter_map(|p| p.split_once('='))
                    .map(|(k, v)| format!("{}: {}", k.trim(), v.trim()))
                    .collect();
                format!("{{{}}}", pairs.join(", "))
            }
            Some(v) if LIST_FIELDS.contains(&field.as_str()) => {
                let items: Vec<&str> = v
                    .split(',')
                    .map(str::trim)
                    .filter(|s| !s.is_empty())
                    .collect();
                format!("[{}]", items.join(", "))
            }
            Some(v) => v.clone(),
        };
        lines.push(format!("      {field}: {yaml}"));
        any = true;
    }
    if !any {
        lines.pop();
        lines.push("    position: {}".into());
    }
    Ok(lines.join("\n") + "\n")
}

/// Where the verdicts go as the cases are judged: lines of text, or one JSON document
/// that grows case by case. Nothing of a case is kept once it is printed.
struct Report<'a> {
    r: &'a Renderer,
    /// With `--json`: the document being written.
    json: Option<json::Document>,
    /// One question from flags: the answer alone, no id and no summary.
    single: bool,
    passed: usize,
    failed: usize,
    invalid: bool,
}

impl Report<'_> {
    fn error(&mut self, e: &LoadError) {
        self.invalid = true;
        errln!("{}", self.r.load_error(e));
    }

    fn record(&mut self, record: Option<Value>) {
        if let (Some(doc), Some(record)) = (self.json.as_mut(), record) {
            super::out::write(format_args!("{}", doc.case(&record)), false);
            // The record's last line has no line break yet: a reader following the
            // document as it grows gets the whole record now.
            super::out::finish();
        }
    }

    /// The closing line (the same in every language, for scripts and CI) or the end of the
    /// JSON document; the exit status.
    fn end(self) -> i32 {
        if let Some(doc) = self.json {
            outln!("{}", doc.end(self.passed, self.failed, self.invalid));
        } else if !self.single {
            outln!("{} passed, {} failed", self.passed, self.failed);
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
    let errors = |record: &mut Option<Value>| {
        put(record, "errors", || {
            json!(case
                .errors
                .iter()
                .map(|e| r.load_error(e))
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
            outln!("{id}: {}", r.t("judge-invalid-case"));
            print_errors(r, &case.errors);
        }
        errors(&mut record);
        rep.record(record);
        return;
    }
    let Some(query) = query else {
        // The engine rejects the position.
        if case.expects_invalid {
            rep.passed += 1;
            put(&mut record, "status", || json!("rejected-as-expected"));
            if text {
                outln!("{id}: invalid  {}", r.t("judge-invalid-expected"));
            }
        } else {
            // A position the engine rejects cannot agree with a written answer.
            rep.invalid = true;
            if q.is_some_and(|q| q.expected.is_some()) {
                rep.failed += 1;
            }
            put(&mut record, "status", || json!("invalid"));
            if text {
                outln!("{id}: {}", r.t("judge-invalid"));
                print_errors(r, &case.errors);
            }
        }
        errors(&mut record);
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

fn print_errors(r: &Renderer, errors: &[LoadError]) {
    for e in errors {
        errln!("{}", r.load_error(e));
    }
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
    let r = app.renderer(None, Need::All);
    // One question from flags: GAME KIND --field value ...
    let single = args.len() >= 2
        && Game::parse(&args[0]).is_some()
        && !std::path::Path::new(&args[0]).exists();
    let mut rep = Report {
        r: &r,
        json: as_json.then(json::Document::default),
        single,
        passed: 0,
        failed: 0,
        invalid: false,
    };
    if single {
        let game = Game::parse(&args[0]).expect("checked above");
        match flags_to_yaml(game, &args[1], &args[2..]) {
            Ok(text) => judge_set(&mut rep, "<arguments>", text.as_bytes()),
            Err(bad) => {
                let mut a = FluentArgs::new();
                a.set(
                    "message",
                    format!(
                        "expected --FIELD VALUE, found \"{}\"",
                        Renderer::inert(&bad)
                    ),
                );
                app.error(&r, "error-args", &a);
                return INVALID;
            }
        }
    } else {
        for path in args {
            judge_path(&mut rep, path);
        }
    }
    rep.end()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn flags_become_a_question() {
        let args: Vec<String> =
            "--trump acorns --stock-empty --trick hearts-K --hand hearts-A,hearts-U,bells-10"
                .split(' ')
                .map(String::from)
                .collect();
        let y = flags_to_yaml(Game::Gaigel, "legal-plays", &args).unwrap();
        assert!(y.contains("      stock_empty: true\n"), "{y}");
        assert!(y.contains("      trick: [hearts-K]\n"), "{y}");
        assert!(
            y.contains("      hand: [hearts-A, hearts-U, bells-10]\n"),
            "{y}"
        );
        let y = flags_to_yaml(
            Game::Gaigel,
            "game-winner",
            &["--game-points".into(), "A=5,B=6".into()],
        )
        .unwrap();
        assert!(y.contains("game_points: {A: 5, B: 6}"), "{y}");
    }
}
