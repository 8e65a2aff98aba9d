//! tricktutor: a bilingual tutor for the rules of five trick-taking card games.
//!
//! Layers, each using only those below it: `cli` → `tutor` → `lesson` → `i18n` →
//! `progress`; and `rules` → `cards`, which never touch text, the terminal or a locale.
//! Two leaves any layer may use: `out` (output that never panics) and `suggest`
//! ("did you mean …?").

// First, so that its `outln!` and `errln!` are in scope in every module below.
#[macro_use]
pub mod out;

pub mod cards;
pub mod cli;
pub mod commands;
pub mod i18n;
pub mod lesson;
pub mod practice;
pub mod progress;
pub mod rules;
pub mod suggest;
pub mod tutor;
