//! `tricktutor check`: the lesson and locale linter. Every error is located (file, line,
//! column, snippet): YAML syntax and schema, cards and possible positions, written answers
//! against the engine, message ids present in both languages with the same variables,
//! duplicate ids, manifests that list exactly the lesson files.

use super::error::{ErrorKind, LoadError, Source};
use super::library::{GameFolder, Library};
use super::question::{Expected, Question};
use super::script::{self, Step};
use super::set;
use super::yaml::Loc;
use crate::i18n::{embedded_locale_files, FtlFile, Lang};
use fluent_syntax::ast;
use std::collections::{BTreeMap, BTreeSet};

/// Where a message is defined: file, line, and the line's text (for the snippet).
#[derive(Clone, Debug, Default)]
pub struct Defined {
    pub file: String,
    pub line: u32,
    pub text: String,
}

impl Defined {
    /// An error pointing at this message's definition.
    fn error(&self, kind: ErrorKind) -> LoadError {
        LoadError {
            file: self.file.clone(),
            loc: Loc {
                line: self.line,
                col: 1,
            },
            line_text: Some(self.text.clone()),
            kind,
        }
    }
}

/// Every message of one language: id → (variables, where it is defined).
#[derive(Default)]
pub struct Catalog {
    pub messages: BTreeMap<String, (BTreeSet<String>, Defined)>,
}

/// The result of a check run.
#[derive(Default)]
pub struct Report {
    pub files: usize,
    pub errors: Vec<LoadError>,
}

fn located(file: &str, text: &str, loc: Loc, kind: ErrorKind) -> LoadError {
    Source { name: file, text }.error(loc, kind)
}

/// Collects the variables a pattern uses.
fn pattern_vars(p: &ast::Pattern<&str>, out: &mut BTreeSet<String>) {
    for el in &p.elements {
        if let ast::PatternElement::Placeable { expression } = el {
            expr_vars(expression, out);
        }
    }
}

fn expr_vars(e: &ast::Expression<&str>, out: &mut BTreeSet<String>) {
    match e {
        ast::Expression::Inline(i) => inline_vars(i, out),
        ast::Expression::Select { selector, variants } => {
            inline_vars(selector, out);
            for v in variants {
                pattern_vars(&v.value, out);
            }
        }
    }
}

fn inline_vars(i: &ast::InlineExpression<&str>, out: &mut BTreeSet<String>) {
    match i {
        ast::InlineExpression::VariableReference { id } => {
            out.insert(id.name.to_string());
        }
        ast::InlineExpression::Placeable { expression } => expr_vars(expression, out),
        ast::InlineExpression::FunctionReference { arguments, .. } => {
            for a in &arguments.positional {
                inline_vars(a, out);
            }
        }
        _ => {}
    }
}

fn line_of(text: &str, offset: usize) -> (u32, u32) {
    let before = &text[..offset.min(text.len())];
    (
        before.matches('\n').count() as u32 + 1,
        before
            .rsplit('\n')
            .next()
            .map(|l| l.chars().count())
            .unwrap_or(0) as u32
            + 1,
    )
}

/// Parses the Fluent files of one language into a catalog, reporting syntax errors and
/// duplicate ids.
pub fn catalog(files: &[FtlFile], report: &mut Report) -> Catalog {
    let mut cat = Catalog::default();
    for f in files {
        report.files += 1;
        let res = match fluent_syntax::parser::parse(f.text.as_ref()) {
            Ok(r) => r,
            Err((r, errs)) => {
                for e in errs {
                    let (line, col) = line_of(&f.text, e.pos.start);
                    report.errors.push(located(
                        &f.path,
                        &f.text,
                        Loc { line, col },
                        ErrorKind::Fluent {
                            message: format!("{:?}", e.kind),
                        },
                    ));
                }
                r
            }
        };
        for entry in &res.body {
            if let ast::Entry::Message(m) = entry {
                let mut vars = BTreeSet::new();
                if let Some(v) = &m.value {
                    pattern_vars(v, &mut vars);
                }
                for a in &m.attributes {
                    pattern_vars(&a.value, &mut vars);
                }
                let id = m.id.name.to_string();
                let offset = f
                    .text
                    .find(&format!("\n{id} ="))
                    .map(|o| o + 1)
                    .or_else(|| f.text.starts_with(&format!("{id} =")).then_some(0));
                let (line, _) = line_of(&f.text, offset.unwrap_or(0));
                if cat.messages.contains_key(&id) {
                    report.errors.push(located(
                        &f.path,
                        &f.text,
                        Loc { line, col: 1 },
                        ErrorKind::DuplicateMessage {
                            id: id.clone(),
                            lang: f.lang.code(),
                        },
                    ));
                    continue;
                }
                let text = f
                    .text
                    .lines()
                    .nth(line as usize - 1)
                    .unwrap_or("")
                    .to_string();
                let defined = Defined {
                    file: f.path.clone(),
                    line,
                    text,
                };
                cat.messages.insert(id, (vars, defined));
            }
        }
    }
    cat
}

/// The locale files of a language: embedded ones, replaced or extended by files on disk.
pub fn locale_files(lang: Lang, extra: &[FtlFile]) -> Vec<FtlFile> {
    let mut files = embedded_locale_files(lang);
    for e in extra.iter().filter(|e| e.lang == lang) {
        files.retain(|f| f.name != e.name);
        files.push(e.clone());
    }
    files
}

/// Both languages have the same messages with the same variables.
fn parity(en: &Catalog, ja: &Catalog, report: &mut Report) {
    for (id, (vars, at)) in &en.messages {
        match ja.messages.get(id) {
            None => report.errors.push(at.error(ErrorKind::OnlyInOneLocale {
                id: id.clone(),
                lang: "en",
            })),
            Some((jvars, jat)) if jvars != vars => {
                report.errors.push(jat.error(ErrorKind::VariablesDiffer {
                    id: id.clone(),
                    en: vars.iter().cloned().collect(),
                    ja: jvars.iter().cloned().collect(),
                }))
            }
            Some(_) => {}
        }
    }
    for (id, (_, at)) in &ja.messages {
        if !en.messages.contains_key(id) {
            report.errors.push(at.error(ErrorKind::OnlyInOneLocale {
                id: id.clone(),
                lang: "ja",
            }));
        }
    }
}

/// Checks that a message id exists in both languages.
fn need_message(
    id: &str,
    file: &str,
    text: &str,
    loc: Loc,
    cats: &[(&'static str, &Catalog)],
    report: &mut Report,
) {
    for (lang, cat) in cats {
        if !cat.messages.contains_key(id) {
            report.errors.push(located(
                file,
                text,
                loc,
                ErrorKind::MissingMessage {
                    id: id.to_string(),
                    lang,
                },
            ));
        }
    }
}

/// A written answer agrees with the engine (or `invalid` is rejected).
fn check_answer(q: &Question, file: &str, text: &str, report: &mut Report) {
    match (&q.expected, &q.query) {
        (Some(Expected::Answer(written)), Some(query)) => {
            let engine = query.verdict().answer;
            if !engine.agrees_with(written) {
                report.errors.push(located(
                    file,
                    text,
                    q.expected_loc,
                    ErrorKind::WrongAnswer {
                        written: written.to_string(),
                        engine: engine.to_string(),
                    },
                ));
            }
        }
        (Some(Expected::Invalid), Some(query)) => report.errors.push(located(
            file,
            text,
            q.expected_loc,
            ErrorKind::ExpectedInvalid {
                engine: query.verdict().answer.to_string(),
            },
        )),
        _ => {}
    }
}

/// Checks one game folder: manifest, lesson files, questions, message ids, rules text.
pub fn check_game(folder: &GameFolder, cats: &[(&'static str, &Catalog)], report: &mut Report) {
    let mf = &folder.manifest_file;
    report.files += 1;
    // The manifest itself, read again with every check (embedded ones were read at build
    // time without locations).
    let parsed = match script::parse_manifest(&mf.path, &mf.text) {
        Ok(m) => m,
        Err(errors) => {
            report.errors.extend(errors);
            return;
        }
    };
    let folder = &GameFolder {
        manifest: parsed,
        ..folder.clone()
    };
    for entry in &folder.manifest.lessons {
        need_message(
            &entry.title,
            &mf.path,
            &mf.text,
            entry.title_loc,
            cats,
            report,
        );
        let Some(file) = folder.file(&entry.file) else {
            report.errors.push(located(
                &mf.path,
                &mf.text,
                entry.loc,
                ErrorKind::MissingFile {
                    file: entry.file.clone(),
                },
            ));
            continue;
        };
        report.files += 1;
        let (lesson, errors) =
            script::parse_lesson_lenient(&file.path, &file.text, folder.game, entry);
        report.errors.extend(errors);
        let Some(lesson) = lesson else { continue };
        for step in &lesson.steps {
            match step {
                Step::Page { text, loc, .. } => {
                    need_message(text, &file.path, &file.text, *loc, cats, report)
                }
                Step::Question(q) => {
                    check_answer(q, &file.path, &file.text, report);
                    for (id, loc) in &q.message_locs {
                        need_message(id, &file.path, &file.text, *loc, cats, report);
                    }
                    if q.prompt.is_none() {
                        let id = format!("prompt-{}-{}", q.game.token(), q.kind);
                        need_message(&id, &file.path, &file.text, q.loc, cats, report);
                    }
                }
            }
        }
    }
    for f in &folder.files {
        if !folder.manifest.lessons.iter().any(|l| l.file == f.name) {
            report.errors.push(LoadError {
                file: f.path.clone(),
                loc: Loc::default(),
                line_text: None,
                kind: ErrorKind::UnlistedFile {
                    file: f.name.clone(),
                },
            });
        }
    }
    // Rules text: a title and paragraphs 1..n, the same n in both languages.
    let game = folder.game.family();
    for section in &folder.manifest.rules {
        let title = format!("rules-{game}-{section}-title");
        let count = |cat: &Catalog| {
            (1..)
                .take_while(|n| {
                    cat.messages
                        .contains_key(&format!("rules-{game}-{section}-{n}"))
                })
                .count()
        };
        let counts: Vec<usize> = cats.iter().map(|(_, c)| count(c)).collect();
        let has_title = cats.iter().all(|(_, c)| c.messages.contains_key(&title));
        if !has_title || counts.contains(&0) || counts.windows(2).any(|w| w[0] != w[1]) {
            let loc = mf
                .text
                .find(section.as_str())
                .map(|o| line_of(&mf.text, o))
                .map(|(line, col)| Loc { line, col })
                .unwrap_or_default();
            report.errors.push(located(
                &mf.path,
                &mf.text,
                loc,
                ErrorKind::BadParagraphs {
                    section: section.clone(),
                },
            ));
        }
    }
}

/// Checks everything a library holds, with the embedded and extra locales.
pub fn check_library(lib: &Library) -> Report {
    let mut report = Report::default();
    let en_files = locale_files(Lang::En, &lib.extra_locales);
    let ja_files = locale_files(Lang::Ja, &lib.extra_locales);
    let en = catalog(&en_files, &mut report);
    let ja = catalog(&ja_files, &mut report);
    parity(&en, &ja, &mut report);
    let cats = [("en", &en), ("ja", &ja)];
    for folder in &lib.games {
        check_game(folder, &cats, &mut report);
    }
    report
}

/// Checks a question-set file: its syntax and schema, every case's position, and every
/// written answer against the engine.
pub fn check_question_set(name: &str, text: &str, report: &mut Report) {
    report.files += 1;
    match set::parse(name, text) {
        Err(errors) => report.errors.extend(errors),
        Ok(qs) => {
            for case in qs.cases {
                if case.expects_invalid {
                    if let Some(q) = &case.question {
                        check_answer(q, name, text, report);
                    }
                    continue;
                }
                report.errors.extend(case.errors);
                if let Some(q) = &case.question {
                    check_answer(q, name, text, report);
                }
            }
        }
    }
}
