//! tricktutor: a bilingual tutor for the rules of five trick-taking card games.
//!
//! Layers, each using only those below it: `cli` → `tutor` → `lesson` → `i18n` →
//! `progress`; and `rules` → `cards`, which never touch text, the terminal or a locale.

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
