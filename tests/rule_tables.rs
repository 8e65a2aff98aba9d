//! The hand-worked rule tables under `tests/cases/<game>/`: every case's written answer
//! (worked out from the rules specification, not from the engine) must be the engine's,
//! and every case marked `answer: invalid` must be rejected.

use std::collections::BTreeSet;
use std::fs;
use std::path::Path;
use tricktutor::cards::{Card, Rank, Suit};
use tricktutor::i18n::{embedded_locale_files, CardStyle, Lang, Renderer, Texts};
use tricktutor::lesson::check::{catalog, Report};
use tricktutor::lesson::set;
use tricktutor::lesson::{ErrorKind, Expected};
use tricktutor::rules::{gaigel, Arg, PerTeam, Problem};

fn run_tables(game: &str) -> (usize, Vec<String>) {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/cases")
        .join(game);
    let mut files: Vec<_> = fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "yaml"))
        .collect();
    files.sort();
    let mut count = 0;
    let mut failures = Vec::new();
    for path in files {
        let name = path.display().to_string();
        let text = fs::read_to_string(&path).unwrap();
        let qs = match set::parse(&name, &text) {
            Ok(qs) => qs,
            Err(errors) => {
                failures.push(format!("{name}: cannot load: {errors:?}"));
                continue;
            }
        };
        for case in qs.cases {
            count += 1;
            let expected = if case.expects_invalid {
                Some(Expected::Invalid)
            } else {
                case.question.as_ref().and_then(|q| q.expected.clone())
            };
            let query = case.question.as_ref().and_then(|q| q.query.clone());
            match (expected, query) {
                (Some(Expected::Invalid), None) => {}
                (Some(Expected::Invalid), Some(q)) => failures.push(format!(
                    "{name} {}: expected invalid, engine answers {}",
                    case.id,
                    q.verdict().answer
                )),
                (Some(Expected::Answer(a)), Some(q)) => {
                    let v = q.verdict();
                    if !v.answer.agrees_with(&a) {
                        failures.push(format!(
                            "{name} {}: written {a}, engine {} ({:?})",
                            case.id,
                            v.answer,
                            v.reasons.iter().map(|r| r.rule).collect::<Vec<_>>()
                        ));
                    }
                }
                (None, _)
                    if case.question.as_ref().is_some_and(|q| q.expected.is_none())
                        && case.errors.is_empty() =>
                {
                    failures.push(format!("{name} {}: no written answer", case.id))
                }
                (_, _) => failures.push(format!("{name} {}: {:?}", case.id, case.errors)),
            }
        }
    }
    (count, failures)
}

/// Runs a game's tables and asserts that there are enough cases and that all agree.
fn assert_tables(game: &str, min: usize) {
    let (count, failures) = run_tables(game);
    assert!(count >= min, "only {count} cases");
    assert!(
        failures.is_empty(),
        "{} of {count} cases fail:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

#[test]
fn gaigel_rule_tables_agree_with_the_engine() {
    assert_tables("gaigel", 200);
}

#[test]
fn rikken_rule_tables_agree_with_the_engine() {
    assert_tables("rikken", 250);
}

#[test]
fn marglia_and_maniglia_rule_tables_agree_with_the_engine() {
    assert_tables("marglia", 200);
}

#[test]
fn vier_anderle_and_japanisch_rule_tables_agree_with_the_engine() {
    assert_tables("vier-anderle", 300);
}

#[test]
fn perlaggen_rule_tables_agree_with_the_engine() {
    assert_tables("perlaggen", 300);
}

/// Every problem the loader and the engine report over the rule tables (the cases marked
/// invalid, written to meet every problem a position file can have).
fn problems_from_tables() -> Vec<Problem> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/cases");
    let mut files: Vec<_> = fs::read_dir(dir)
        .unwrap()
        .flat_map(|game| fs::read_dir(game.unwrap().path()).unwrap())
        .map(|e| e.unwrap().path())
        .collect();
    files.sort();
    let mut out = Vec::new();
    for path in files {
        let text = fs::read_to_string(&path).unwrap();
        let qs = set::parse(&path.display().to_string(), &text).unwrap();
        for case in qs.cases {
            for e in case.errors {
                if let ErrorKind::Impossible { problem } = e.kind {
                    out.push(problem);
                }
            }
        }
    }
    out
}

/// The problems no position file meets, built in code: cards and suits of another pack
/// (the loader refuses those tokens itself), and a sum the loader's ranges already bound.
fn problems_built_in_code() -> Vec<Problem> {
    let spades_2 = Card::new(Suit::Spades, Rank::Num(2));
    let acorns_a = Card::new(Suit::Acorns, Rank::Ace);
    let refused = |q: gaigel::Query| q.check().expect_err("a problem");
    let mut out = Vec::new();
    out.extend(refused(gaigel::Query::CardPoints {
        cards: vec![acorns_a, spades_2],
        last_trick: false,
    }));
    out.extend(refused(gaigel::Query::TrickWinner {
        trump: Suit::Spades,
        trick: vec![acorns_a; 4],
    }));
    out.extend(refused(gaigel::Query::DealScore(gaigel::DealEnd {
        event: gaigel::Event::Declare,
        declarer: Some(tricktutor::rules::Team::A),
        disputed: false,
        accused: None,
        claimant: None,
        points: None,
        tricks: Some(PerTeam { a: 7, b: 6 }),
        carry: 0,
    })));
    out
}

/// The problem ids the messages are written for: each listed id has a message in both
/// languages, no message is left without an id, and every id is met above (so that a new
/// problem comes with a case that shows its text).
#[test]
fn every_problem_id_has_a_message_in_both_languages() {
    let ids: BTreeSet<&str> = tricktutor::rules::problem_ids().collect();
    let mut met: BTreeSet<&str> = problems_from_tables().iter().map(|p| p.id).collect();
    met.extend(problems_built_in_code().iter().map(|p| p.id));
    let unmet: Vec<_> = ids.difference(&met).collect();
    assert!(unmet.is_empty(), "no case meets {unmet:?}");
    let unlisted: Vec<_> = met.difference(&ids).collect();
    assert!(unlisted.is_empty(), "not listed: {unlisted:?}");
    for lang in Lang::embedded() {
        let mut report = Report::default();
        let cat = catalog(&embedded_locale_files(lang), &mut report);
        let messages: BTreeSet<String> = ids
            .iter()
            .map(|&id| Renderer::problem_id(&Problem::new("field", id)))
            .collect();
        for id in &messages {
            assert!(cat.has(id), "{lang:?}: no message {id}");
        }
        let orphans: Vec<_> = cat
            .messages
            .keys()
            .filter(|id| id.starts_with("problem-") && !messages.contains(*id))
            .collect();
        assert!(orphans.is_empty(), "{lang:?}: no problem has {orphans:?}");
    }
    assert!(ids.len() >= 30, "{} ids", ids.len());
}

/// Every problem met reads well: its message uses exactly the field and the arguments the
/// problem gives, names its cards in the notation of question files, and its integers
/// exactly.
#[test]
fn every_problem_reads_well_in_both_languages() {
    let mut problems = problems_from_tables();
    problems.extend(problems_built_in_code());
    for lang in Lang::embedded() {
        let mut report = Report::default();
        let cat = catalog(&embedded_locale_files(lang), &mut report);
        for style in [CardStyle::Symbols, CardStyle::Ascii] {
            let r = Renderer::new(Texts::load(lang, |_| true, &[]), style);
            for p in &problems {
                let id = Renderer::problem_id(p);
                let mut given: BTreeSet<String> =
                    p.args.iter().map(|(n, _)| n.to_string()).collect();
                given.insert("field".to_string());
                assert_eq!(cat.messages[&id].0, given, "{lang:?}: variables of {id}");
                let text = r.problem(p);
                assert!(
                    !text.contains('⟨') && !text.contains("{$"),
                    "{lang:?}: {text}"
                );
                assert!(text.contains(p.field), "{lang:?}: {text}");
                for (_, arg) in &p.args {
                    let shown = match arg {
                        Arg::Card(c) => c.to_string(),
                        Arg::Suit(s) => s.token().to_string(),
                        Arg::Int(n) => n.to_string(),
                        Arg::Name(n) => n.to_string(),
                        other => panic!("{id}: an argument problems do not give: {other:?}"),
                    };
                    assert!(
                        text.contains(&shown),
                        "{lang:?} {id}: {shown} not in {text}"
                    );
                }
            }
        }
    }
}
