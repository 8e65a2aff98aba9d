//! Snapshots of what a learner sees: a lesson's page and a graded legal-plays question, in
//! English and Japanese (line mode, no colors, 72 columns).

use tricktutor::i18n::{CardStyle, Lang, Renderer, Texts};
use tricktutor::lesson::library::Library;
use tricktutor::progress::Store;
use tricktutor::rules::Game;
use tricktutor::tutor::prompt::LinePrompter;
use tricktutor::tutor::Tutor;

fn screen(lang: Lang, lesson: &str, input: &str) -> String {
    console::set_colors_enabled(false);
    let lib = Library::load(&[], true, tricktutor::practice::topics::ids).unwrap();
    let r = Renderer::new(Texts::load(lang, |_| true, &[]), CardStyle::Symbols);
    let dir = tempfile::tempdir().unwrap();
    let (mut store, _) = Store::load(&dir.path().join("progress.json"));
    let mut p = LinePrompter::new(input.as_bytes(), Vec::new(), 72);
    let folder = lib.game(Game::Gaigel).unwrap();
    {
        let mut t = Tutor {
            r: &r,
            lib: &lib,
            store: &mut store,
            prompter: &mut p,
        };
        t.learn_one(folder, lesson).unwrap();
    }
    String::from_utf8(p.into_output()).unwrap()
}

#[test]
fn trumping_lesson_in_english() {
    // A wrong answer first (a trump), then the right one after a hint.
    insta::assert_snapshot!(screen(Lang::EN, "trumping", "1\n?\n1 2\nq\n"));
}

#[test]
fn trumping_lesson_in_japanese() {
    insta::assert_snapshot!(screen(Lang::JA, "trumping", "1\n?\n1 2\nq\n"));
}

/// A revealed answer says "Answer" once: no heading "答え：" above "答え：21".
#[test]
fn a_revealed_answer_is_named_once() {
    // The pack lesson's first question: ♣A + ♠10 = 21.
    for (lang, answer) in [(Lang::JA, "答え：21"), (Lang::EN, "Answer: 21")] {
        let out = screen(lang, "pack", "!\nq\n");
        let label = answer.trim_end_matches("21").trim_end();
        assert_eq!(out.matches(label).count(), 1, "{out}");
        assert!(out.lines().any(|l| l.trim() == answer), "{out}");
    }
}

/// A list inside a Japanese sentence is joined with 、, a label takes ：.
#[test]
fn japanese_lists_and_labels_use_japanese_punctuation() {
    let r = Renderer::new(Texts::load(Lang::JA, |_| true, &[]), CardStyle::Symbols);
    let form = tricktutor::rules::AnswerForm::Ints(vec!["0", "1", "2"]);
    let (_, help) = tricktutor::tutor::grade::ask_for(&r, Game::Rikken, &form);
    assert!(help.contains("0番席、1番席、2番席"), "{help}");
    assert!(!help.contains(", "), "{help}");
    assert_eq!(r.colon(), "：");
}
