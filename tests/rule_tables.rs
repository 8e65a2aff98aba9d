//! The hand-worked rule tables under `tests/cases/<game>/`: every case's written answer
//! (worked out from the rules specification, not from the engine) must be the engine's,
//! and every case marked `answer: invalid` must be rejected.

use std::fs;
use std::path::Path;
use tricktutor::lesson::set;
use tricktutor::lesson::Expected;

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
