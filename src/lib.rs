//! tricktutor: a bilingual tutor for the rules of five trick-taking card games.
//!
//! Layers, each using only those below it (a test, `layers` in `tests/`, holds them):
//!
//! ```text
//! commands        run a command: pick the language, load, talk or print, exit status
//! cli             the command line's definition (clap): help, completions, man page
//! tutor           the conversation: lessons, drills, feedback, prompts, screens
//! lesson          YAML lessons and question sets read into checked questions, `check`
//! practice        drills across the games: which game's topics, the generated position
//!                 that fits a topic, the review schedule
//! i18n            Fluent texts, language, the rendering of cards, reasons and problems
//! progress        what the learner has done, kept in a file
//! rules           the engine: pure functions from checked positions to verdicts; each
//!                 game one folder, with its own position reader and its own drills
//!                 (topics, wrong beliefs, the positions that drill them)
//! fields          the YAML tree and its typed, located reading (what a reader shares)
//! cards           suits, ranks, packs, compact card sets, notation
//! ```
//!
//! `lesson` and `practice` stand side by side: neither uses the other (a lesson is told
//! which topic ids exist). A game's folder in `rules` uses no other game's; the engine reads
//! a position through `rules::PositionReader`, which `lesson`'s reader implements. `rules`
//! and `cards` never touch text, the terminal or a locale.
//! Two leaves any layer may use: `out` (output that never panics) and `suggest` ("did you
//! mean …?").

// First, so that its `outln!` and `errln!` are in scope in every module below.
#[macro_use]
pub mod out;

pub mod cards;
pub mod cli;
pub mod commands;
pub mod fields;
pub mod i18n;
pub mod lesson;
pub mod practice;
pub mod progress;
pub mod rules;
pub mod suggest;
pub mod tutor;
