//! `tricktutor judge`: the table-side referee and the test oracle. Answers every case of
//! question-set files with the engine, or one question given as flags.

use super::{App, Need, FAILED, INVALID, OK};
use crate::i18n::Renderer;
use crate::lesson::set::{self, Case};
use crate::lesson::{Expected, LoadError};
use crate::rules::{Answer, Game, Verdict};
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

fn answer_json(a: &Answer) -> Value {
    match a {
        Answer::Cards(cs) => json!(cs.iter().map(|c| c.to_string()).collect::<Vec<_>>()),
        Answer::Index(i) => json!(i),
        Answer::Int(n) => json!(n),
        Answer::Bool(b) => json!(b),
        Answer::Choice(c) => json!(c),
        Answer::Ints(kv) => {
            let mut m = serde_json::Map::new();
            for (k, v) in kv {
                m.insert(k.to_string(), json!(v));
            }
            Value::Object(m)
        }
        Answer::Tokens(ts) => json!(ts),
        Answer::Seated { key, items } => Value::Array(
            items
                .iter()
                .map(|(s, t)| {
                    let mut m = serde_json::Map::new();
                    m.insert("seat".into(), json!(s));
                    m.insert(key.to_string(), json!(t));
                    Value::Object(m)
                })
                .collect(),
        ),
        Answer::Record(parts) => {
            let mut m = serde_json::Map::new();
            for (k, v) in parts {
                m.insert(k.to_string(), answer_json(v));
            }
            Value::Object(m)
        }
        Answer::IntList(v) => json!(v),
        Answer::CardSequence(cs) => json!(cs.iter().map(|c| c.to_string()).collect::<Vec<_>>()),
        Answer::CardPatterns(items) => {
            let mut m = serde_json::Map::new();
            for (c, p) in items {
                m.insert(c.to_string(), json!(p));
            }
            Value::Object(m)
        }
        Answer::Seat(s) => json!(s),
    }
}

fn verdict_json(r: &Renderer, v: &Verdict) -> (Value, Value) {
    let reasons: Vec<Value> = v
        .reasons
        .iter()
        .map(|x| json!({"rule": x.rule, "text": r.reason(x)}))
        .collect();
    let cards: Vec<Value> = v
        .cards
        .iter()
        .map(|c| {
            json!({"card": c.card.to_string(), "legal": c.legal, "rule": c.reason.rule,
                   "text": r.reason(&c.reason)})
        })
        .collect();
    (json!(reasons), json!(cards))
}

#[derive(Default)]
struct Tally {
    passed: usize,
    failed: usize,
    invalid: bool,
    json: Vec<Value>,
}

fn print_errors(r: &Renderer, errors: &[LoadError]) {
    for e in errors {
        errln!("{}", r.load_error(e));
    }
}

fn judge_case(r: &Renderer, file: &str, case: &Case, as_json: bool, single: bool, t: &mut Tally) {
    let q = case.question.as_ref();
    let mut record = json!({"file": file, "id": case.id});
    if let Some(q) = q {
        record["game"] = json!(q.game.token());
        record["kind"] = json!(q.kind);
    }
    let query = q.and_then(|q| q.query.as_ref());
    if query.is_some() && !case.errors.is_empty() {
        // The position is fine, but something else in the case is not (an answer that
        // cannot be read in the kind's form, an unknown field): it cannot pass.
        t.invalid = true;
        t.failed += 1;
        record["status"] = json!("invalid");
        if !as_json {
            outln!("{}: {}", case.id, r.t("judge-invalid-case"));
            print_errors(r, &case.errors);
        }
        record["errors"] = json!(case
            .errors
            .iter()
            .map(|e| r.load_error(e))
            .collect::<Vec<_>>());
        t.json.push(record);
        return;
    }
    let Some(query) = query else {
        // The engine rejects the position.
        if case.expects_invalid {
            t.passed += 1;
            record["status"] = json!("rejected-as-expected");
            if !as_json {
                outln!("{}: invalid  {}", case.id, r.t("judge-invalid-expected"));
            }
        } else {
            // A position the engine rejects cannot agree with a written answer.
            t.invalid = true;
            if q.is_some_and(|q| q.expected.is_some()) {
                t.failed += 1;
            }
            record["status"] = json!("invalid");
            if !as_json {
                outln!("{}: {}", case.id, r.t("judge-invalid"));
                print_errors(r, &case.errors);
            }
        }
        record["errors"] = json!(case
            .errors
            .iter()
            .map(|e| r.load_error(e))
            .collect::<Vec<_>>());
        t.json.push(record);
        return;
    };
    let verdict = query.verdict();
    let (reasons, cards) = verdict_json(r, &verdict);
    record["answer"] = answer_json(&verdict.answer);
    record["reasons"] = reasons;
    if !verdict.cards.is_empty() {
        record["cards"] = cards;
    }
    let expected = if case.expects_invalid {
        Some(Expected::Invalid)
    } else {
        q.and_then(|q| q.expected.clone())
    };
    let status = match &expected {
        None => {
            record["status"] = json!("unchecked");
            r.t("judge-no-answer")
        }
        Some(Expected::Answer(a)) if verdict.answer.agrees_with(a) => {
            t.passed += 1;
            record["status"] = json!("agrees");
            record["written"] = answer_json(a);
            r.t("judge-agrees")
        }
        Some(Expected::Answer(a)) => {
            t.failed += 1;
            record["status"] = json!("disagrees");
            record["written"] = answer_json(a);
            let mut args = FluentArgs::new();
            args.set("written", a.to_string());
            args.set("engine", verdict.answer.to_string());
            r.get("judge-disagrees", &args)
        }
        Some(Expected::Invalid) => {
            t.failed += 1;
            record["status"] = json!("accepted-but-invalid-expected");
            let mut args = FluentArgs::new();
            args.set("engine", verdict.answer.to_string());
            r.get("judge-invalid-unexpected", &args)
        }
    };
    t.json.push(record);
    if as_json {
        return;
    }
    if single {
        if !verdict.cards.is_empty() && matches!(verdict.answer, Answer::Cards(_)) {
            let legal: Vec<_> = verdict
                .cards
                .iter()
                .filter(|c| c.legal)
                .map(|c| c.card)
                .collect();
            let mut args = FluentArgs::new();
            args.set("cards", r.cards(&legal));
            outln!("{}", r.get("judge-legal", &args));
        } else {
            outln!("{}", verdict.answer);
        }
    } else {
        outln!("{}: {}  {}", case.id, verdict.answer, status);
    }
    if verdict.cards.is_empty() {
        for reason in &verdict.reasons {
            outln!("  {}", r.reason(reason));
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
            outln!("  {}", r.get(id, &args));
        }
    }
}

pub fn judge(app: &App, args: &[String], as_json: bool) -> i32 {
    let r = app.renderer(None, Need::All);
    let mut tally = Tally::default();
    // One question from flags: GAME KIND --field value ...
    let single = args.len() >= 2
        && Game::parse(&args[0]).is_some()
        && !std::path::Path::new(&args[0]).exists();
    let mut inputs: Vec<(String, String)> = Vec::new();
    if single {
        let game = Game::parse(&args[0]).expect("checked above");
        match flags_to_yaml(game, &args[1], &args[2..]) {
            Ok(text) => inputs.push(("<arguments>".into(), text)),
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
            let text = if path == "-" {
                let mut s = String::new();
                std::io::stdin().read_to_string(&mut s).map(|_| s)
            } else {
                std::fs::read_to_string(path)
            };
            match text {
                Ok(t) => inputs.push((
                    if path == "-" {
                        "<stdin>".into()
                    } else {
                        path.clone()
                    },
                    t,
                )),
                Err(e) => {
                    print_errors(
                        &r,
                        &[LoadError {
                            file: path.clone(),
                            loc: Default::default(),
                            line_text: None,
                            kind: crate::lesson::ErrorKind::Io {
                                message: e.to_string(),
                            },
                        }],
                    );
                    tally.invalid = true;
                }
            }
        }
    }
    for (name, text) in &inputs {
        match set::parse(name, text) {
            Err(errors) => {
                print_errors(&r, &errors);
                tally.invalid = true;
            }
            Ok(qs) => {
                for case in &qs.cases {
                    judge_case(&r, name, case, as_json, single, &mut tally);
                }
            }
        }
    }
    if as_json {
        let out = json!({"cases": tally.json, "passed": tally.passed, "failed": tally.failed,
                         "invalid": tally.invalid});
        outln!("{}", serde_json::to_string_pretty(&out).unwrap_or_default());
    } else if !single {
        // The closing line is the same in every language, for scripts and CI.
        outln!("{} passed, {} failed", tally.passed, tally.failed);
    }
    if tally.invalid {
        INVALID
    } else if tally.failed > 0 {
        FAILED
    } else {
        OK
    }
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
