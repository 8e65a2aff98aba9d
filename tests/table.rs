//! The table: whole deals played through the command line (a pipe, both languages), and
//! every word the table shows has a text in both languages (verbs, situation fields,
//! refusal reasons), for every game the table plays.

use assert_cmd::Command;
use std::collections::BTreeSet;
use tricktutor::i18n::{CardStyle, Lang, Renderer, Texts};
use tricktutor::rules::rng::Rng;
use tricktutor::rules::table::{new_table, TableOptions};
use tricktutor::rules::Game;
use tricktutor::tutor::{show, table::act_text};

fn tutor(data: &std::path::Path) -> Command {
    let mut cmd = Command::cargo_bin("tricktutor").unwrap();
    cmd.env("TRICKTUTOR_DATA_DIR", data)
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("TRICKTUTOR_LANG", "en")
        .env("NO_COLOR", "1")
        .env("COLUMNS", "100");
    cmd
}

/// The games the table plays, with a table size each.
fn tables() -> Vec<(Game, TableOptions)> {
    let mut out = Vec::new();
    for &game in Game::ALL {
        let sizes: Vec<Option<usize>> = match game {
            Game::Maniglia => vec![Some(3), Some(4), Some(5)],
            Game::VierAnderle | Game::JapanischVierAnderle => vec![Some(2), Some(5), Some(13)],
            _ => vec![None],
        };
        for players in sizes {
            let options = TableOptions { players };
            if new_table(game, &options, &mut Rng::new(1)).is_ok() {
                out.push((game, options));
            }
        }
    }
    out
}

#[test]
fn every_verb_field_and_refusal_of_the_table_has_a_text_in_both_languages() {
    let texts = [Lang::En, Lang::Ja]
        .map(|lang| Renderer::new(Texts::load(lang, |_| true, &[]), CardStyle::Ascii));
    let mut missing = BTreeSet::new();
    for (game, options) in tables() {
        let mut rng = Rng::new(7);
        for _ in 0..5 {
            let mut table = new_table(game, &options, &mut rng).unwrap();
            for verb in table.verbs() {
                for r in &texts {
                    let ids = [
                        format!("act-{}-{}", game.token(), verb.name),
                        format!("act-{}-{}", game.family(), verb.name),
                        format!("act-{}", verb.name),
                    ];
                    if !ids.iter().any(|id| r.texts.has(id)) {
                        missing.insert(format!("{:?} act-{}", r.lang(), verb.name));
                    }
                }
            }
            while let Some(act) = table.computer(&mut rng) {
                for r in &texts {
                    for line in show::fields(r, game, &table.situation(act.seat)) {
                        if line.contains('⟨') {
                            missing.insert(format!("{:?} {game:?} {line}", r.lang()));
                        }
                    }
                    for legal in table.legal() {
                        let text = act_text(r, game, &legal);
                        if text.contains('⟨') {
                            missing.insert(format!("{:?} {game:?} {text}", r.lang()));
                        }
                    }
                }
                table.act(&act).unwrap();
            }
            let outcome = table.outcome().expect("a finished deal has an outcome");
            for r in &texts {
                for reason in &outcome.reasons {
                    let text = r.reason(reason);
                    if text.contains('⟨') {
                        missing.insert(format!("{:?} {game:?} {text}", r.lang()));
                    }
                }
            }
        }
    }
    assert!(missing.is_empty(), "missing texts:\n{missing:#?}");
}

#[test]
fn a_watched_deal_is_the_same_for_the_same_seed_and_ends_with_its_result() {
    let dir = tempfile::tempdir().unwrap();
    for (game, options) in tables() {
        let mut args = vec!["play", game.token(), "--watch", "--seed", "11"];
        let players = options.players.map(|n| n.to_string());
        if let Some(n) = &players {
            args.extend(["--players", n]);
        }
        let run = || {
            let out = tutor(dir.path()).args(&args).output().unwrap();
            assert!(out.status.success(), "{game:?}: {out:?}");
            String::from_utf8(out.stdout).unwrap()
        };
        let first = run();
        assert_eq!(first, run(), "{game:?}: the same seed gives the same deal");
        assert!(first.contains("The deal is over."), "{game:?}: {first}");
        assert!(first.contains("Result: "), "{game:?}: {first}");
        assert!(!first.contains('⟨'), "{game:?}: a missing text: {first}");
    }
}
