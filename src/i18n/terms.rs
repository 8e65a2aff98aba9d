//! The term definitions of a language (`locales/<lang>/terms.ftl`): each term's id, its
//! plain value, and its attributes, which in English name each game's own word for it.
//! One source for the messages (through Fluent), `check` and `tricktutor glossary`.

use super::{embedded_locale_files, Lang, TERMS_FILE};
use crate::rules::Game;
use fluent_syntax::ast;

/// One term: `-trump`, `trump`, and `[("gaigel", "Trumpf"), ...]`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TermDef {
    pub id: String,
    pub value: String,
    pub attributes: Vec<(String, String)>,
}

impl TermDef {
    /// The word a game family's players say for this term, if the definition gives one.
    pub fn native(&self, family: &str) -> Option<&str> {
        self.attributes
            .iter()
            .find(|(k, _)| k == family)
            .map(|(_, v)| v.as_str())
    }

    /// The family a term belongs to by its id (`-rikken-called-ace` → `rikken`); `None`
    /// for a term every game shares (`-trump`).
    pub fn family(&self) -> Option<&'static str> {
        let rest = self.id.strip_prefix('-')?;
        Game::ALL
            .iter()
            .map(|g| g.family())
            .filter(|f| rest.starts_with(&format!("{f}-")))
            .max_by_key(|f| f.len())
    }
}

/// The text of a pattern without its placeables.
fn plain(p: &ast::Pattern<&str>) -> String {
    p.elements
        .iter()
        .filter_map(|el| match el {
            ast::PatternElement::TextElement { value } => Some(*value),
            _ => None,
        })
        .collect()
}

/// The terms a Fluent text defines, in their order (entries that do not parse are left
/// out: `check` reports them).
pub fn parse_terms(text: &str) -> Vec<TermDef> {
    let res = match fluent_syntax::parser::parse(text) {
        Ok(r) | Err((r, _)) => r,
    };
    res.body
        .iter()
        .filter_map(|e| match e {
            ast::Entry::Term(t) => Some(TermDef {
                id: format!("-{}", t.id.name),
                value: plain(&t.value),
                attributes: t
                    .attributes
                    .iter()
                    .map(|a| (a.id.name.to_string(), plain(&a.value)))
                    .collect(),
            }),
            _ => None,
        })
        .collect()
}

/// The embedded terms of a language.
pub fn embedded_terms(lang: Lang) -> Vec<TermDef> {
    embedded_locale_files(lang)
        .into_iter()
        .filter(|f| f.name == TERMS_FILE)
        .flat_map(|f| parse_terms(&f.text))
        .collect()
}
