//! The conversation with the learner: the home screen, lessons step by step, feedback with
//! the engine's reasons. The tutor never decides a rule; it asks the engine.

pub mod end;
pub mod grade;
pub mod home;
pub mod menu;
pub mod prompt;
pub mod quiz;
pub mod rules_page;
pub mod runner;
pub mod saving;
pub mod scripted;
pub mod show;
pub mod table;
pub mod wrap;

use crate::i18n::Renderer;
use crate::lesson::library::Library;
use crate::progress::Store;
use prompt::Prompter;

/// Everything a tutoring session works with.
pub struct Tutor<'a> {
    pub r: &'a Renderer,
    pub lib: &'a Library,
    pub store: &'a mut Store,
    pub prompter: &'a mut dyn Prompter,
}
