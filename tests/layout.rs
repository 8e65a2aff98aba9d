//! Layout on any terminal: every lesson (answered right, and through its hints to the
//! answer revealed) and the rules of every game, in both languages, laid out at 50, 80 and
//! 120 columns in line mode, the way a pipe gets them. No line may be wider than the
//! terminal, and no katakana word may be cut in two. Run in-process: one library, one
//! set of texts per language, no process per lesson.

use tricktutor::i18n::{CardStyle, Lang, Renderer, Texts};
use tricktutor::lesson::library::Library;
use tricktutor::lesson::Lesson;
use tricktutor::progress::Store;
use tricktutor::tutor::prompt::LinePrompter;
use tricktutor::tutor::wrap::{is_katakana, marker_width, width};
use tricktutor::tutor::{rules_page, Tutor};

const WIDTHS: [usize; 3] = [50, 80, 120];

fn lesson_screen(lib: &Library, r: &Renderer, lesson: &Lesson, input: &str, w: usize) -> String {
    let (mut store, _) = Store::nowhere();
    let mut p = LinePrompter::new(input.as_bytes(), Vec::new(), w);
    {
        let mut t = Tutor {
            r,
            lib,
            store: &mut store,
            prompter: &mut p,
        };
        t.run_lesson(lib.game(lesson.game).unwrap(), lesson)
            .unwrap();
    }
    String::from_utf8(p.into_output()).unwrap()
}

/// The faults of a screen: lines wider than `w`, katakana words cut at a line's end,
/// Japanese punctuation at a line's start.
/// The learner's own typing, echoed after the prompt, is theirs and is not measured.
fn faults(screen: &str, w: usize, prompt: &str) -> Vec<String> {
    let lines: Vec<&str> = screen.lines().collect();
    let mut out = Vec::new();
    for (i, line) in lines.iter().enumerate() {
        let shown = match line.find("> ") {
            Some(at) if line.starts_with(prompt) => &line[..at + 2],
            _ => line,
        };
        if width(shown) > w {
            out.push(format!("{} columns: {line}", width(shown)));
        }
        // Japanese punctuation never starts a line.
        if line
            .trim_start()
            .starts_with(['、', '。', '）', '」', '：'])
        {
            out.push(format!("punctuation first: {line}"));
        }
        // A katakana word cut: one line ends inside it and the next goes on with it. A
        // line that starts a new row (a label with its colon) or a new block (indented
        // other than a continuation would be) is no continuation.
        let Some(next) = lines.get(i + 1) else {
            continue;
        };
        let head = next.trim_start();
        let label = head
            .split(['：', ':'])
            .next()
            .is_some_and(|label| label.len() < head.len() && width(label) <= 30);
        let body = line.trim_start();
        let going_on = line.len() - body.len() + marker_width(body).unwrap_or(0);
        let new_row = label || next.len() - head.len() < going_on;
        let (a, b) = (line.trim_end().chars().last(), head.chars().next());
        if let (Some(a), Some(b)) = (a, b) {
            if is_katakana(a) && is_katakana(b) && !new_row {
                out.push(format!("katakana cut:\n{line}\n{next}"));
            }
        }
    }
    out
}

fn renderer(lang: Lang, w: usize) -> Renderer {
    Renderer::new(Texts::load(lang, |_| true, &[]), CardStyle::Symbols).with_width(w)
}

#[test]
fn every_lesson_fits_50_80_and_120_columns_in_both_languages() {
    console::set_colors_enabled(false);
    let lib = Library::load(&[], true, tricktutor::practice::topics::ids).unwrap();
    let mut inputs = Vec::new();
    for folder in &lib.games {
        for l in &folder.manifest.lessons {
            let lesson = folder.lesson(&l.id).unwrap().unwrap();
            let queries: Vec<_> = lesson
                .questions()
                .filter_map(|q| q.query.as_ref())
                .collect();
            let n = queries.len();
            let right: String = queries
                .iter()
                .map(|q| crate::cli::typed(&q.verdict().answer, &q.form()) + "\n")
                .collect();
            inputs.push((lesson, right, "?\n?\n!\n".repeat(n)));
        }
    }
    let mut bad = Vec::new();
    for lang in [Lang::EN, Lang::JA] {
        for w in WIDTHS {
            let r = renderer(lang, w);
            let prompt = r.t("question-your-answer");
            for (lesson, right, helped) in &inputs {
                for input in [right, helped] {
                    let screen = lesson_screen(&lib, &r, lesson, input, w);
                    for f in faults(&screen, w, &prompt) {
                        let (game, id) = (lesson.game.token(), &lesson.id);
                        bad.push(format!("{game}/{id} {lang:?} at {w}: {f}"));
                    }
                }
            }
        }
    }
    assert!(bad.is_empty(), "{} faults:\n{}", bad.len(), bad.join("\n"));
}

#[test]
fn the_rules_of_every_game_fit_50_80_and_120_columns_in_both_languages() {
    console::set_colors_enabled(false);
    let lib = Library::load(&[], true, tricktutor::practice::topics::ids).unwrap();
    let mut bad = Vec::new();
    for w in WIDTHS {
        let en = renderer(Lang::EN, w);
        let ja = renderer(Lang::JA, w);
        for folder in &lib.games {
            let sections = &folder.manifest.rules;
            let all: Vec<&String> = sections.iter().collect();
            for (r, other) in [(&en, None), (&ja, None), (&ja, Some(&en))] {
                let text = rules_page::lines(r, other, folder.game, sections, &all, w).join("\n");
                assert!(text.lines().count() > 20, "{text}");
                for f in faults(&text, w, "\u{0}") {
                    let pair = if other.is_some() { " side by side" } else { "" };
                    bad.push(format!(
                        "{:?} {:?}{pair} at {w}: {f}",
                        folder.game,
                        r.lang()
                    ));
                }
            }
        }
    }
    assert!(bad.is_empty(), "{} faults:\n{}", bad.len(), bad.join("\n"));
}

/// The help under a question: at 80 columns each of its lines (how to answer, then the
/// actions) fits on one line, so no stub like `断。` is left on a line of its own.
#[test]
fn the_help_under_every_prompt_fits_80_columns() {
    console::set_colors_enabled(false);
    let common = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("locales/en/common.ftl"),
    )
    .unwrap();
    let ids: Vec<&str> = common
        .lines()
        .filter_map(|l| l.split_once(" = ").map(|(id, _)| id))
        .filter(|id| id.starts_with("question-help-") || *id == "question-multiselect-help")
        .collect();
    assert!(ids.len() > 10, "{ids:?}");
    for lang in [Lang::EN, Lang::JA] {
        let r = renderer(lang, 80);
        for id in &ids {
            let mut args = fluent::FluentArgs::new();
            args.set("count", 4);
            args.set("choices", "A, B, none");
            args.set("keys", "seat 0, seat 1, seat 2, seat 3");
            let help = r.get(id, &args);
            let help = if *id == "question-multiselect-help" {
                help
            } else {
                tricktutor::tutor::grade::with_actions(&r, &help)
            };
            for line in help.lines() {
                let wrapped = tricktutor::tutor::wrap::wrap(line, 80, "");
                assert_eq!(wrapped.len(), 1, "{id} in {lang:?}: {wrapped:?}");
            }
        }
    }
}
