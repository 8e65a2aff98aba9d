//! Everything a person reads: Fluent bundles for English and Japanese embedded in the
//! binary, language negotiation, and the rendering of cards, rule reasons and errors.

mod bundle;
mod lang;
mod render;
pub mod rule_refs;
mod snippet;
pub mod terms;

pub use bundle::{
    embedded_locale_data, embedded_locale_files, parse_ftl, FtlFile, Texts, TERMS_FILE,
};
pub use lang::{negotiate, parse as parse_lang, Lang};
pub use render::{int_value, join_list, CardStyle, Renderer};
pub use snippet::window as snippet_window;
