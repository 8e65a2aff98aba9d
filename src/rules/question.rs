//! Checked questions, game-neutral. A game's positions are read unchecked; only
//! [`Checked::check`] turns one into a question the engine can answer, and only a checked
//! question has a verdict (an empty trick has no winner to find). A deal at the table hands
//! the tutor its questions as [`Question`] objects, so that the games never name the
//! dispatch over all games.

use std::any::Any;
use std::fmt::Debug;

use super::answer::{AnswerForm, Field, Verdict};
use super::game::Game;
use super::problem::Problem;

/// A position of some game's question kinds: what a kind answers about it. The answers
/// after `problems` are asked only of a checked position ([`Checked`] is the one caller).
pub trait Position: Clone + Debug + PartialEq + Send + Sync + 'static {
    fn game(&self) -> Game;
    /// The kind's name (`legal-plays`).
    fn kind(&self) -> &'static str;
    /// Every reason the position is impossible; empty when it is possible.
    fn problems(&self) -> Vec<Problem>;
    fn form(&self) -> AnswerForm;
    fn verdict(&self) -> Verdict;
    /// The position's fields as data, in the order of the spec's field tables.
    fn fields(&self) -> Vec<(&'static str, Field)>;
}

/// A position that passed its check. There is no other way to make one.
#[derive(Clone, Debug, PartialEq)]
pub struct Checked<P>(P);

impl<P: Position> Checked<P> {
    /// The position checked: every problem it has, or the question the engine can answer.
    pub fn check(position: P) -> Result<Checked<P>, Vec<Problem>> {
        let problems = position.problems();
        if problems.is_empty() {
            Ok(Checked(position))
        } else {
            Err(problems)
        }
    }
    /// The position as given (read-only: changing it would need another check).
    pub fn query(&self) -> &P {
        &self.0
    }
    pub fn into_query(self) -> P {
        self.0
    }
    pub fn game(&self) -> Game {
        self.0.game()
    }
    pub fn kind(&self) -> &'static str {
        self.0.kind()
    }
    /// The engine's verdict: the answer and the reasons that decided it.
    pub fn verdict(&self) -> Verdict {
        self.0.verdict()
    }
    pub fn form(&self) -> AnswerForm {
        self.0.form()
    }
    /// The position's fields in the spec's order, for display.
    pub fn fields(&self) -> Vec<(&'static str, Field)> {
        self.0.fields()
    }
}

/// A checked question of any game, as a deal hands it on: the game and kind it is, its
/// verdict, its answer's form and its fields.
pub trait Question: Debug + Send + Sync {
    fn game(&self) -> Game;
    fn kind(&self) -> &'static str;
    fn verdict(&self) -> Verdict;
    fn form(&self) -> AnswerForm;
    fn fields(&self) -> Vec<(&'static str, Field)>;
    fn boxed_clone(&self) -> Box<dyn Question>;
    /// The same position as `other`: of one type, and equal as that type.
    fn equals(&self, other: &dyn Question) -> bool;
    fn as_any(&self) -> &dyn Any;
}

impl<P: Position> Question for Checked<P> {
    fn game(&self) -> Game {
        self.0.game()
    }
    fn kind(&self) -> &'static str {
        self.0.kind()
    }
    fn verdict(&self) -> Verdict {
        self.0.verdict()
    }
    fn form(&self) -> AnswerForm {
        self.0.form()
    }
    fn fields(&self) -> Vec<(&'static str, Field)> {
        self.0.fields()
    }
    fn boxed_clone(&self) -> Box<dyn Question> {
        Box::new(self.clone())
    }
    fn equals(&self, other: &dyn Question) -> bool {
        other
            .as_any()
            .downcast_ref::<Checked<P>>()
            .is_some_and(|other| other == self)
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

impl<P: Position> From<Checked<P>> for Box<dyn Question> {
    fn from(checked: Checked<P>) -> Box<dyn Question> {
        Box::new(checked)
    }
}

impl Clone for Box<dyn Question> {
    fn clone(&self) -> Box<dyn Question> {
        self.boxed_clone()
    }
}

impl PartialEq for dyn Question {
    fn eq(&self, other: &dyn Question) -> bool {
        self.equals(other)
    }
}
