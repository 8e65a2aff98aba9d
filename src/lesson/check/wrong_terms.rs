//! Known wrong variants of the games' terms. Each language's locale folder may hold a
//! `wrong-terms.txt`: one `wrong form = -term` a line (`#` starts a comment), naming a way
//! of saying a concept that drifted from its term (`コントラクト = -rikken-contract`).
//! `check` reports each message whose text says a wrong form, at the form's line and
//! column, with the term it should use.

use super::{located, Report};
use crate::i18n::{embedded_locale_data, FtlFile, Lang};
use crate::lesson::error::ErrorKind;
use crate::lesson::yaml::Loc;
use fluent_syntax::ast;
use std::collections::BTreeMap;
use std::path::Path;

/// The list's file name, in a language's locale folder.
pub const FILE: &str = "wrong-terms.txt";

/// One wrong form and the term (`-rikken-contract`) that replaces it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WrongTerm {
    pub wrong: String,
    pub term: String,
}

/// Reads a list: `wrong = -term` lines; blank lines and `#` comments are skipped. A line
/// that is not of that form is returned as an error with its line number.
pub fn parse(text: &str) -> (Vec<WrongTerm>, Vec<u32>) {
    let (mut out, mut bad) = (Vec::new(), Vec::new());
    for (n, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        match line.rsplit_once('=') {
            Some((wrong, term)) if !wrong.trim().is_empty() && term.trim().starts_with('-') => out
                .push(WrongTerm {
                    wrong: wrong.trim().to_string(),
                    term: term.trim().to_string(),
                }),
            _ => bad.push(n as u32 + 1),
        }
    }
    (out, bad)
}

/// The embedded list of a language.
pub fn embedded(lang: Lang) -> Vec<WrongTerm> {
    embedded_locale_data(lang, FILE).map_or_else(Vec::new, |t| parse(t).0)
}

/// The values of the terms of a language's embedded `terms.ftl`: `-trump` → `切札`.
pub fn term_values(lang: Lang) -> BTreeMap<String, String> {
    crate::i18n::terms::embedded_terms(lang)
        .into_iter()
        .map(|t| (t.id, t.value))
        .collect()
}

/// The list that applies to a file: its language's embedded list and, for a file read
/// from disk, the list beside it. (An embedded file's text is borrowed from the binary:
/// its path names no folder on this disk.)
fn list_for(f: &FtlFile) -> Vec<WrongTerm> {
    let mut list = embedded(f.lang);
    let on_disk = matches!(f.text, std::borrow::Cow::Owned(_));
    let beside = on_disk
        .then(|| Path::new(&f.path).parent().map(|d| d.join(FILE)))
        .flatten();
    if let Some(text) = beside.and_then(|p| std::fs::read_to_string(p).ok()) {
        for w in parse(&text).0 {
            if !list.contains(&w) {
                list.push(w);
            }
        }
    }
    list
}

/// Reports every wrong form said by a message (or term) of `f`. A message is read as it
/// reads with its terms filled in, so that a wrong form made of a term and the words
/// around it (`{ -trump }で上回る`) is found too; it is reported where it starts in the file.
pub fn check_file(f: &FtlFile, report: &mut Report) {
    let list = list_for(f);
    if list.is_empty() {
        return;
    }
    let values = term_values(f.lang);
    let text: &str = f.text.as_ref();
    let res = match fluent_syntax::parser::parse(text) {
        Ok(r) | Err((r, _)) => r,
    };
    let mut cursor = 0;
    for entry in &res.body {
        let (id, patterns): (String, Vec<&ast::Pattern<&str>>) = match entry {
            ast::Entry::Message(m) => (
                m.id.name.to_string(),
                m.value
                    .iter()
                    .chain(m.attributes.iter().map(|a| &a.value))
                    .collect(),
            ),
            ast::Entry::Term(t) => (
                format!("-{}", t.id.name),
                std::iter::once(&t.value)
                    .chain(t.attributes.iter().map(|a| &a.value))
                    .collect(),
            ),
            _ => continue,
        };
        let mut flats = Vec::new();
        for p in patterns {
            flatten(p, text, &values, &mut cursor, &mut flats);
        }
        for flat in &flats {
            for w in &list {
                for (at, _) in flat.text.match_indices(w.wrong.as_str()) {
                    let (line, col) = super::lines::line_of(text, flat.source[at]);
                    let right = match values.get(&w.term) {
                        Some(v) => format!("{v} ({})", w.term),
                        None => w.term.clone(),
                    };
                    report.error(located(
                        &f.path,
                        text,
                        Loc { line, col },
                        ErrorKind::WrongTerm {
                            id: id.clone(),
                            wrong: w.wrong.clone(),
                            right,
                        },
                    ));
                }
            }
        }
    }
}

/// A pattern's text with its terms filled in, and for each byte the byte of the file it
/// comes from (a term's value points at its `{`).
struct Flat {
    text: String,
    source: Vec<usize>,
}

/// The flat texts of a pattern: one for its elements, one more for each variant of a
/// select in it. `cursor` is how far the file has been read, to find a term's `{`.
fn flatten(
    p: &ast::Pattern<&str>,
    text: &str,
    values: &BTreeMap<String, String>,
    cursor: &mut usize,
    out: &mut Vec<Flat>,
) {
    let mut flat = Flat {
        text: String::new(),
        source: Vec::new(),
    };
    for el in &p.elements {
        match el {
            ast::PatternElement::TextElement { value } => {
                let start = offset_in(text, value);
                flat.text.push_str(value);
                flat.source.extend(start..start + value.len());
                *cursor = start + value.len();
            }
            ast::PatternElement::Placeable {
                expression: ast::Expression::Inline(ast::InlineExpression::TermReference { id, .. }),
            } => {
                let term = format!("-{}", id.name);
                let from = (*cursor).min(text.len());
                let at = text[from..].find(&term).map_or(from, |o| from + o);
                let brace = text[..at].rfind('{').unwrap_or(at);
                if let Some(v) = values.get(&term) {
                    flat.text.push_str(v);
                    flat.source.extend(std::iter::repeat_n(brace, v.len()));
                }
                *cursor = at + term.len();
            }
            ast::PatternElement::Placeable {
                expression: ast::Expression::Select { variants, .. },
            } => {
                for v in variants {
                    flatten(&v.value, text, values, cursor, out);
                }
            }
            // A variable or a message reference breaks the text: what is on either side
            // is not read as one phrase.
            _ => {
                flat.text.push('\u{0}');
                flat.source.push(*cursor);
            }
        }
    }
    out.push(flat);
}

/// Where a slice of `text` starts in it (the parser's text pieces are slices of the
/// source); a piece that is not is looked for.
fn offset_in(text: &str, piece: &str) -> usize {
    let (base, at) = (text.as_ptr() as usize, piece.as_ptr() as usize);
    if at >= base && at + piece.len() <= base + text.len() {
        at - base
    } else {
        text.find(piece).unwrap_or(0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_list_reads_forms_and_terms_and_names_its_bad_lines() {
        let (list, bad) = parse("# comment\nコントラクト = -rikken-contract\n\nnonsense\n");
        assert_eq!(
            list,
            vec![WrongTerm {
                wrong: "コントラクト".into(),
                term: "-rikken-contract".into()
            }]
        );
        assert_eq!(bad, vec![4]);
    }

    #[test]
    fn every_embedded_wrong_form_names_a_defined_term_in_its_language() {
        for lang in Lang::embedded() {
            let text = embedded_locale_data(lang, FILE).unwrap_or("");
            let (list, bad) = parse(text);
            assert!(bad.is_empty(), "{lang:?}: bad lines {bad:?}");
            let values = term_values(lang);
            for w in list {
                assert!(
                    values.contains_key(&w.term),
                    "{lang:?}: {} names no term",
                    w.term
                );
            }
        }
    }
}
