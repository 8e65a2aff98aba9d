//! The two languages stay in step: the same message ids with the same variables, every
//! rule reason the engine can give has a text in both, and those texts use every argument.

use std::collections::BTreeSet;
use std::fs;
use std::path::Path;
use tricktutor::i18n::{embedded_locale_files, CardStyle, Lang, Renderer, Texts};
use tricktutor::lesson::check::{catalog, Report};
use tricktutor::lesson::set;
use tricktutor::rules::Reason;

#[test]
fn english_and_japanese_have_the_same_messages_and_variables() {
    let mut report = Report::default();
    let en = catalog(&embedded_locale_files(Lang::EN), &mut report);
    let ja = catalog(&embedded_locale_files(Lang::JA), &mut report);
    assert!(report.errors.is_empty(), "{:?}", report.errors);
    let en_ids: BTreeSet<_> = en.messages.keys().collect();
    let ja_ids: BTreeSet<_> = ja.messages.keys().collect();
    let only_en: Vec<_> = en_ids.difference(&ja_ids).collect();
    let only_ja: Vec<_> = ja_ids.difference(&en_ids).collect();
    assert!(
        only_en.is_empty() && only_ja.is_empty(),
        "only en: {only_en:?}\nonly ja: {only_ja:?}"
    );
    for (id, (vars, _)) in &en.messages {
        assert_eq!(vars, &ja.messages[id].0, "variables of {id}");
    }
    assert!(en.messages.len() > 300, "{} messages", en.messages.len());
}

/// Every reason the engine gives over the rule tables (which cover every clause).
fn reasons_from_tables() -> Vec<Reason> {
    let cases = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/cases");
    let mut out = Vec::new();
    let mut files: Vec<_> = fs::read_dir(cases)
        .unwrap()
        .flat_map(|game| fs::read_dir(game.unwrap().path()).unwrap())
        .map(|e| e.unwrap().path())
        .collect();
    files.sort();
    for path in files {
        let text = fs::read_to_string(&path).unwrap();
        let qs = set::parse(&path.display().to_string(), &text).unwrap();
        for case in qs.cases {
            if let Some(q) = case.question.and_then(|q| q.query) {
                let v = q.verdict();
                out.extend(v.reasons);
                out.extend(v.cards.into_iter().map(|c| c.reason));
            }
        }
    }
    out
}

#[test]
fn every_rule_reason_reads_well_in_both_languages() {
    let reasons = reasons_from_tables();
    let rules: BTreeSet<&str> = reasons.iter().map(|r| r.rule).collect();
    assert!(
        rules.len() >= 50,
        "only {} distinct reasons: {rules:?}",
        rules.len()
    );
    for lang in Lang::embedded() {
        let r = Renderer::new(Texts::load(lang, |_| true, &[]), CardStyle::Ascii);
        for reason in &reasons {
            let text = r.reason(reason);
            assert!(!text.contains('⟨'), "{lang:?}: no text for {}", reason.rule);
            assert!(
                !text.contains("{$") && !text.contains("{ $"),
                "{lang:?}: {text}"
            );
            // Every card argument is named in the text.
            for (_, arg) in &reason.args {
                if let tricktutor::rules::Arg::Card(c) = arg {
                    assert!(
                        text.contains(&c.to_string()),
                        "{lang:?} {}: {text}",
                        reason.rule
                    );
                }
            }
        }
    }
}

#[test]
fn every_topic_and_wrong_belief_is_named_in_both_languages() {
    use tricktutor::practice::topics::topics;
    use tricktutor::rules::Game;
    for lang in Lang::embedded() {
        let texts = Texts::load(lang, |_| true, &[]);
        for &game in Game::ALL {
            for t in topics(game) {
                assert!(
                    [game.token(), game.family()]
                        .iter()
                        .any(|g| texts.has(&format!("topic-{g}-{}", t.id))),
                    "{lang:?}: no name for {}/{}",
                    game.token(),
                    t.id
                );
                for b in t.beliefs {
                    let id = format!("belief-{}", b.id());
                    assert!(texts.has(&id), "{lang:?}: no text for {id}");
                }
            }
        }
    }
}
