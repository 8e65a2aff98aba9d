//! The messages `check` looks message ids up in: the Fluent files of a language laid on
//! each other as the tutor lays them (embedded files first, then files from disk, whose
//! messages win), and the checks on them: syntax, ids defined twice, both languages alike.

use super::lines::line_of;
use super::{located, FileKind, Report};
use crate::fields::yaml::Loc;
use crate::i18n::{FtlFile, Lang};
use crate::lesson::error::{ErrorKind, LoadError};
use fluent_syntax::ast;
use std::collections::{BTreeMap, BTreeSet};

/// Where a message is defined: file, line, and the line's text (for the snippet).
#[derive(Clone, Debug, Default)]
pub struct Defined {
    pub file: String,
    pub line: u32,
    /// The column pointed at (1 for a definition).
    pub col: u32,
    pub text: String,
    /// Whether the file it is in is being checked (a file only looked in is not).
    pub checked: bool,
}

impl Defined {
    /// An error pointing at this message's definition.
    fn error(&self, kind: ErrorKind) -> LoadError {
        LoadError {
            file: self.file.clone(),
            loc: Loc {
                line: self.line,
                col: self.col.max(1),
            },
            line_text: Some(self.text.clone()),
            kind,
        }
    }
}

/// Every message of one language: id → (variables, where it is defined). Terms are
/// among them, under their id with its dash (`-trump`).
#[derive(Default)]
pub struct Catalog {
    pub messages: BTreeMap<String, (BTreeSet<String>, Defined)>,
    /// The terms each message uses (`-trump`), each where it is first used, for the
    /// check that each is defined.
    pub uses: BTreeMap<String, BTreeMap<String, Defined>>,
}

impl Catalog {
    pub fn has(&self, id: &str) -> bool {
        self.messages.contains_key(id)
    }
}

/// One layer of Fluent files: the files, and whether they are checked (reported on and
/// counted) or only looked in.
pub struct Layer<'a> {
    pub files: &'a [FtlFile],
    pub checked: bool,
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

/// Collects the terms (`{ -name }`, as `-name`) a pattern uses.
fn pattern_terms(p: &ast::Pattern<&str>, out: &mut BTreeSet<String>) {
    for el in &p.elements {
        if let ast::PatternElement::Placeable { expression } = el {
            expr_terms(expression, out);
        }
    }
}

fn expr_terms(e: &ast::Expression<&str>, out: &mut BTreeSet<String>) {
    let inline = |i: &ast::InlineExpression<&str>, out: &mut BTreeSet<String>| match i {
        ast::InlineExpression::TermReference { id, .. } => {
            out.insert(format!("-{}", id.name));
        }
        ast::InlineExpression::Placeable { expression } => expr_terms(expression, out),
        _ => {}
    };
    match e {
        ast::Expression::Inline(i) => inline(i, out),
        ast::Expression::Select { selector, variants } => {
            inline(selector, out);
            for v in variants {
                pattern_terms(&v.value, out);
            }
        }
    }
}

/// A message or term (`-name`) found in a file: id, variables, line, the terms it uses.
type Found = (String, BTreeSet<String>, u32, BTreeSet<String>);

/// Where a message defined at byte `from` of `f` first uses `term`: that line and column,
/// or the message's own line when the reference cannot be found as written.
fn term_use(f: &FtlFile, from: usize, term: &str, line: u32, checked: bool) -> Defined {
    let at = f.text[from..]
        .find(&format!("{{ {term}"))
        .map(|o| from + o + 2);
    let (line, col) = at.map_or((line, 1), |o| line_of(&f.text, o));
    Defined {
        file: f.path.clone(),
        line,
        col,
        text: f
            .text
            .lines()
            .nth(line as usize - 1)
            .unwrap_or("")
            .to_string(),
        checked,
    }
}

/// The messages of one file, with their variables and lines; its syntax errors, located.
fn messages(f: &FtlFile) -> (Vec<Found>, Vec<LoadError>) {
    let (res, errs) = match fluent_syntax::parser::parse(f.text.as_ref()) {
        Ok(r) => (r, Vec::new()),
        Err((r, errs)) => (r, errs),
    };
    let errors = errs
        .into_iter()
        .map(|e| {
            let (line, col) = line_of(&f.text, e.pos.start);
            located(
                &f.path,
                &f.text,
                Loc { line, col },
                ErrorKind::Fluent {
                    message: format!("{:?}", e.kind),
                },
            )
        })
        .collect();
    let mut out = Vec::new();
    for entry in &res.body {
        // A term is kept under its id with the dash, so that both languages are held to
        // the same terms as to the same messages.
        let (id, value, attributes) = match entry {
            ast::Entry::Message(m) => (m.id.name.to_string(), m.value.as_ref(), &m.attributes),
            ast::Entry::Term(t) => (format!("-{}", t.id.name), Some(&t.value), &t.attributes),
            _ => continue,
        };
        let (mut vars, mut terms) = (BTreeSet::new(), BTreeSet::new());
        for p in value.into_iter().chain(attributes.iter().map(|a| &a.value)) {
            pattern_vars(p, &mut vars);
            pattern_terms(p, &mut terms);
        }
        let offset = f
            .text
            .find(&format!("\n{id} ="))
            .map(|o| o + 1)
            .or_else(|| f.text.starts_with(&format!("{id} =")).then_some(0));
        let (line, _) = line_of(&f.text, offset.unwrap_or(0));
        out.push((id, vars, line, terms));
    }
    (out, errors)
}

/// Lays the layers of one language on each other into a catalog. A message of a later
/// layer replaces one of an earlier layer, as in the tutor; the same id twice within a
/// layer is an error. Checked files are counted, and their syntax errors reported.
pub fn catalog(layers: &[Layer], report: &mut Report) -> Catalog {
    let mut cat = Catalog::default();
    for layer in layers {
        let mut this_layer: BTreeSet<String> = BTreeSet::new();
        for f in layer.files {
            let (found, errors) = messages(f);
            if layer.checked {
                report.read(&f.path, FileKind::Locale);
                report.extend_errors(errors);
                super::wrong_terms::check_file(f, report);
            }
            for (id, vars, line, terms) in found {
                let defined = Defined {
                    file: f.path.clone(),
                    line,
                    col: 1,
                    text: f
                        .text
                        .lines()
                        .nth(line as usize - 1)
                        .unwrap_or("")
                        .to_string(),
                    checked: layer.checked,
                };
                if !this_layer.insert(id.clone()) {
                    if layer.checked {
                        report.error(defined.error(ErrorKind::DuplicateMessage {
                            id,
                            lang: f.lang.code(),
                        }));
                    }
                    continue;
                }
                let from = f
                    .text
                    .lines()
                    .take(line as usize - 1)
                    .map(|l| l.len() + 1)
                    .sum::<usize>()
                    .min(f.text.len());
                let uses = terms
                    .iter()
                    .map(|t| (t.clone(), term_use(f, from, t, line, layer.checked)))
                    .collect();
                cat.uses.insert(id.clone(), uses);
                cat.messages.insert(id, (vars, defined));
            }
        }
    }
    unknown_terms(&cat, lang_of(layers), report);
    cat
}

/// The language of the files of `layers` (English when they hold none).
fn lang_of(layers: &[Layer]) -> Lang {
    layers
        .iter()
        .flat_map(|l| l.files.iter())
        .map(|f| f.lang)
        .next()
        .unwrap_or(Lang::EN)
}

/// A checked message that uses a term its language does not define is an error: Fluent
/// would show `{-name}` in its place.
fn unknown_terms(cat: &Catalog, lang: Lang, report: &mut Report) {
    for (id, terms) in &cat.uses {
        for (term, at) in terms.iter().filter(|(t, _)| !cat.has(t)) {
            if at.checked {
                report.error(at.error(ErrorKind::UnknownTerm {
                    id: id.clone(),
                    term: term.clone(),
                    lang: lang.code(),
                }));
            }
        }
    }
}

/// A language has the messages of English with the same variables, and no message
/// English lacks. Only a difference that a checked file takes part in is reported: the
/// files only looked in are checked on their own.
pub fn parity(en: &Catalog, other: &Catalog, lang: Lang, report: &mut Report) {
    for (id, (vars, at)) in &en.messages {
        match other.messages.get(id) {
            None if at.checked => report.error(at.error(ErrorKind::OnlyInOneLocale {
                id: id.clone(),
                lang: Lang::EN.code(),
                missing: lang.code(),
            })),
            Some((ovars, oat)) if ovars != vars && (at.checked || oat.checked) => {
                let shown = if oat.checked { oat } else { at };
                report.error(shown.error(ErrorKind::VariablesDiffer {
                    id: id.clone(),
                    en: vars.iter().cloned().collect(),
                    lang: lang.code(),
                    other: ovars.iter().cloned().collect(),
                }))
            }
            _ => {}
        }
    }
    for (id, (_, at)) in &other.messages {
        if at.checked && !en.messages.contains_key(id) {
            report.error(at.error(ErrorKind::OnlyInOneLocale {
                id: id.clone(),
                lang: lang.code(),
                missing: Lang::EN.code(),
            }));
        }
    }
}

/// The catalogs of every language from `base` (embedded files, checked or not) and
/// `disk` (files from disk, always checked), English first, each compared with English.
pub struct Catalogs {
    pub langs: Vec<(Lang, Catalog)>,
}

impl Catalogs {
    pub fn build(
        base: &[FtlFile],
        base_checked: bool,
        disk: &[FtlFile],
        report: &mut Report,
    ) -> Catalogs {
        let of = |lang: Lang, files: &[FtlFile]| -> Vec<FtlFile> {
            files.iter().filter(|f| f.lang == lang).cloned().collect()
        };
        let mut langs: Vec<Lang> = base.iter().chain(disk).map(|f| f.lang).collect();
        langs.push(Lang::EN);
        langs.sort_by_key(|l| (*l != Lang::EN, *l));
        langs.dedup();
        let cats: Vec<(Lang, Catalog)> = langs
            .into_iter()
            .map(|lang| {
                let (b, d) = (of(lang, base), of(lang, disk));
                let cat = catalog(
                    &[
                        Layer {
                            files: &b,
                            checked: base_checked,
                        },
                        Layer {
                            files: &d,
                            checked: true,
                        },
                    ],
                    report,
                );
                (lang, cat)
            })
            .collect();
        for (lang, cat) in &cats[1..] {
            parity(&cats[0].1, cat, *lang, report);
        }
        Catalogs { langs: cats }
    }

    /// English's catalog.
    pub fn en(&self) -> &Catalog {
        &self.langs[0].1
    }

    /// The catalog of `lang`, if it has one.
    pub fn of(&self, lang: Lang) -> Option<&Catalog> {
        self.langs.iter().find(|(l, _)| *l == lang).map(|(_, c)| c)
    }

    /// The catalogs with the language each is of, for message look-ups.
    pub fn all(&self) -> Vec<(&'static str, &Catalog)> {
        self.langs.iter().map(|(l, c)| (l.code(), c)).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::borrow::Cow;

    fn ftl(lang: Lang, name: &str, text: &'static str) -> FtlFile {
        FtlFile {
            lang,
            name: name.into(),
            path: format!("{}/{name}", lang.code()),
            text: Cow::Borrowed(text),
        }
    }

    #[test]
    fn a_disk_message_replaces_an_embedded_one_of_another_file() {
        // The tutor overrides by message id, not by file: so does check.
        let base = [
            ftl(Lang::EN, "a.ftl", "x = one\ny = two\n"),
            ftl(Lang::JA, "a.ftl", "x = 一\ny = 二\n"),
        ];
        let disk = [
            ftl(Lang::EN, "a.ftl", "x = uno\n"),
            ftl(Lang::JA, "a.ftl", "x = 壱\n"),
        ];
        let mut report = Report::default();
        let cats = Catalogs::build(&base, false, &disk, &mut report);
        assert!(report.problems() == 0, "{:?}", report.errors);
        assert!(cats.en().has("y") && cats.of(Lang::JA).unwrap().has("y"));
        assert_eq!(cats.en().messages["x"].1.file, "en/a.ftl");
        // Only the disk files were read as checked files.
        assert_eq!(report.files().len(), 2);
    }

    #[test]
    fn twice_in_the_files_given_is_an_error_but_over_a_base_is_not() {
        let base = [ftl(Lang::EN, "a.ftl", "x = one\n")];
        let disk = [
            ftl(Lang::EN, "b.ftl", "x = two\n"),
            ftl(Lang::EN, "c.ftl", "x = three\n"),
        ];
        let mut report = Report::default();
        let en = catalog(
            &[
                Layer {
                    files: &base,
                    checked: false,
                },
                Layer {
                    files: &disk,
                    checked: true,
                },
            ],
            &mut report,
        );
        assert_eq!(report.problems(), 1, "{:?}", report.errors);
        assert_eq!(en.messages["x"].1.file, "en/b.ftl");
    }
}
