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
    insta::assert_snapshot!(screen(Lang::En, "trumping", "1\n?\n1 2\nq\n"));
}

#[test]
fn trumping_lesson_in_japanese() {
    insta::assert_snapshot!(screen(Lang::Ja, "trumping", "1\n?\n1 2\nq\n"));
}
