//! Load errors in words. Reading lessons and question sets sits above the texts, so the
//! words for its errors are chosen here, with the renderer of the learner's language; the
//! texts know nothing of lessons.

use super::error::CoverageList;
use super::error::{ErrorKind, LoadError};
use crate::cards::DeckError;
use crate::fields::yaml::Limit;
use crate::fields::FieldError;
use crate::i18n::{int_value, Renderer};
use crate::suggest::near_miss;
use fluent::FluentArgs;

/// What a load error says, in the renderer's language.
pub trait ErrorText {
    /// What an error says, without where it is.
    fn error_message(&self, kind: &ErrorKind) -> String;
    /// A located error: `file:line:col: message`, then the line and a caret under the
    /// column.
    fn load_error(&self, e: &LoadError) -> String;
    /// A located error whose snippet takes at most `width` columns.
    fn load_error_within(&self, e: &LoadError, width: usize) -> String;
}

impl ErrorText for Renderer {
    /// What an error says, without where it is.
    fn error_message(&self, kind: &ErrorKind) -> String {
        let mut args = FluentArgs::new();
        let list = |v: &[String]| crate::i18n::join_list(self, v);
        // A list that may be empty: "none" rather than nothing.
        let listed = |v: &[String]| {
            if v.is_empty() {
                self.texts.t("error-coverage-none")
            } else {
                list(v)
            }
        };
        let id = match kind {
            ErrorKind::Io { message } => {
                args.set("message", message.clone());
                "error-io"
            }
            ErrorKind::Syntax { message } => {
                args.set("message", message.clone());
                "error-syntax"
            }
            ErrorKind::Limit { limit } => {
                let (id, n) = match limit {
                    Limit::Depth(n) => ("error-limit-depth", *n),
                    Limit::Aliases(n) => ("error-limit-aliases", *n),
                    Limit::Anchors(n) => ("error-limit-anchors", *n),
                    Limit::Expansion => ("error-limit-expansion", 0),
                    Limit::Values(n) => ("error-limit-values", *n),
                    Limit::Size => ("error-limit-size", 0),
                };
                args.set("limit", n as i64);
                id
            }
            ErrorKind::Field(FieldError::ExpectedType { expected, found }) => {
                args.set("expected", self.texts.t(&format!("type-{expected}")));
                args.set("found", self.texts.t(&format!("type-{found}")));
                "error-expected-type"
            }
            ErrorKind::Field(FieldError::UnknownField { field, allowed }) => {
                args.set("field", field.clone());
                args.set("allowed", crate::i18n::join_list(self, allowed));
                match near_miss(field, allowed.iter().copied()) {
                    Some(near) => {
                        args.set("suggestion", near);
                        "error-unknown-field-suggest"
                    }
                    None => "error-unknown-field",
                }
            }
            ErrorKind::Field(FieldError::MissingField { field }) => {
                args.set("field", *field);
                "error-missing-field"
            }
            ErrorKind::Field(FieldError::UnknownValue { value, allowed }) => {
                args.set("value", value.clone());
                args.set("allowed", list(allowed));
                if let Some(near) = near_miss(value, allowed.iter().map(String::as_str)) {
                    args.set("suggestion", near.to_string());
                    return self.texts.get("error-unknown-value-suggest", Some(&args));
                }
                "error-unknown-value"
            }
            ErrorKind::Field(FieldError::BadCard { error, game }) => {
                args.set("game", *game);
                match error {
                    DeckError::Malformed { token } => {
                        args.set("token", token.clone());
                        "error-malformed-card"
                    }
                    DeckError::UnknownSuit { token, suits } => {
                        args.set("token", token.clone());
                        args.set("suits", crate::i18n::join_list(self, suits));
                        "error-unknown-suit"
                    }
                    DeckError::NotInPack { token } => {
                        args.set("token", token.clone());
                        "error-not-in-pack"
                    }
                }
            }
            ErrorKind::Field(FieldError::OutOfRange { min, max, actual }) => {
                args.set("min", int_value(*min));
                args.set("max", int_value(*max));
                args.set("actual", int_value(*actual));
                "error-out-of-range"
            }
            ErrorKind::Impossible { problem } => {
                args.set("problem", self.problem(problem));
                "error-impossible"
            }
            ErrorKind::DuplicateId { id } => {
                args.set("id", id.clone());
                "error-duplicate-id"
            }
            ErrorKind::MissingFile { file } => {
                args.set("file", file.clone());
                "error-missing-file"
            }
            ErrorKind::UnlistedFile { file } => {
                args.set("file", file.clone());
                "error-unlisted-file"
            }
            ErrorKind::NoGameFolder { file } => {
                args.set("file", file.clone());
                "error-no-game-folder"
            }
            ErrorKind::BadStep => "error-bad-step",
            ErrorKind::IllegalAction { index, reason } => {
                args.set("index", *index as i64);
                args.set("reason", self.reason(reason));
                "error-illegal-action"
            }
            ErrorKind::NotLearnersAction {
                index,
                seat,
                actual,
            } => {
                args.set("index", *index as i64);
                args.set("seat", *seat as i64);
                args.set("actual", *actual as i64);
                "error-not-learners-action"
            }
            ErrorKind::NoTopics => "error-no-topics",
            ErrorKind::TopicNotPractised { topic } => {
                args.set("topic", topic.clone());
                "error-topic-not-practised"
            }
            ErrorKind::WrongAnswer { written, engine } => {
                args.set("written", written.clone());
                args.set("engine", engine.clone());
                "error-wrong-answer"
            }
            ErrorKind::ExpectedInvalid { engine } => {
                args.set("engine", engine.clone());
                "error-expected-invalid"
            }
            ErrorKind::MissingMessage { id, lang } => {
                args.set("id", id.clone());
                args.set("lang", *lang);
                "error-missing-message"
            }
            ErrorKind::VariablesDiffer {
                id,
                en,
                lang,
                other,
            } => {
                args.set("id", id.clone());
                args.set("en", crate::i18n::join_list(self, en));
                args.set("lang", *lang);
                args.set("other", crate::i18n::join_list(self, other));
                "error-variables-differ"
            }
            ErrorKind::DuplicateMessage { id, lang } => {
                args.set("id", id.clone());
                args.set("lang", *lang);
                "error-duplicate-message"
            }
            ErrorKind::UnknownTerm { id, term, lang } => {
                args.set("id", id.clone());
                args.set("term", term.clone());
                args.set("lang", *lang);
                "error-unknown-term"
            }
            ErrorKind::WrongTerm { id, wrong, right } => {
                args.set("id", id.clone());
                args.set("wrong", wrong.clone());
                args.set("right", right.clone());
                "error-wrong-term"
            }
            ErrorKind::Fluent { message } => {
                args.set("message", message.clone());
                "error-fluent"
            }
            ErrorKind::OnlyInOneLocale { id, lang, missing } => {
                args.set("id", id.clone());
                args.set("lang", *lang);
                args.set("missing", *missing);
                "error-only-in-one-locale"
            }
            ErrorKind::BadParagraphs { section } => {
                args.set("section", section.clone());
                "error-bad-paragraphs"
            }
            ErrorKind::RepeatedCard { card } => {
                args.set("card", card.to_string());
                "error-repeated-card"
            }
            ErrorKind::RepeatedValue { value } => {
                args.set("value", value.clone());
                "error-repeated-value"
            }
            ErrorKind::CoverageBadStep { value, list } => {
                args.set("value", value.clone());
                match list {
                    CoverageList::Teach => "error-coverage-bad-page",
                    CoverageList::Test => "error-coverage-bad-question",
                }
            }
            ErrorKind::CoverageUnknownLesson { lesson, lessons } => {
                args.set("lesson", lesson.clone());
                args.set("lessons", listed(lessons));
                "error-coverage-unknown-lesson"
            }
            ErrorKind::CoverageNotAPage {
                lesson,
                page,
                pages,
            } => {
                args.set("lesson", lesson.clone());
                args.set("page", page.clone());
                args.set("pages", listed(pages));
                "error-coverage-not-a-page"
            }
            ErrorKind::CoverageNotGraded {
                lesson,
                step,
                graded,
            } => {
                args.set("lesson", lesson.clone());
                args.set("step", step.clone());
                args.set("graded", listed(graded));
                "error-coverage-not-graded"
            }
            ErrorKind::CoverageRepeatedSection { section, line } => {
                args.set("section", section.clone());
                args.set("line", *line as i64);
                "error-coverage-repeated-section"
            }
            ErrorKind::CoverageUnknownSection {
                section,
                game,
                sections,
            } => {
                args.set("section", section.clone());
                args.set("game", *game);
                args.set("sections", list(sections));
                "error-coverage-unknown-section"
            }
            ErrorKind::CoverageMissingSection {
                section,
                title,
                game,
            } => {
                args.set("section", section.clone());
                args.set("title", *title);
                args.set("game", *game);
                "error-coverage-missing-section"
            }
            ErrorKind::CoverageEmpty { section, list } => {
                args.set("section", section.clone());
                match list {
                    CoverageList::Teach => "error-coverage-no-page",
                    CoverageList::Test => "error-coverage-no-question",
                }
            }
            ErrorKind::CoverageMissing { game } => {
                args.set("game", *game);
                "error-coverage-missing"
            }
        };
        self.texts.get(id, Some(&args))
    }

    /// A located error: `file:line:col: message`, then the line and a caret under the column.
    fn load_error(&self, e: &LoadError) -> String {
        self.load_error_within(e, self.width)
    }

    /// A located error whose snippet takes at most `width` columns.
    fn load_error_within(&self, e: &LoadError, width: usize) -> String {
        let mut out = if e.loc.line > 0 {
            format!("{}:{}:{}: ", e.file, e.loc.line, e.loc.col)
        } else {
            format!("{}: ", e.file)
        };
        out.push_str(&Renderer::inert(&self.error_message(&e.kind)));
        if let Some(line) = &e.line_text {
            let line = Renderer::inert(line);
            let gutter = format!("{:>4} | ", e.loc.line);
            // A window of the line around the column, as wide as the terminal allows; the
            // caret goes under the column counted in display cells, not chars.
            let shown =
                crate::i18n::snippet_window(&line, e.loc.col, width.saturating_sub(gutter.len()));
            let blank = format!("{:>w$} | ", "", w = gutter.len() - 3);
            out.push_str(&format!(
                "\n{gutter}{}\n{blank}{}^",
                shown.text,
                " ".repeat(shown.caret)
            ));
        }
        out
    }
}
