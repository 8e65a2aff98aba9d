//! A question kind as one unit of code: its name, how its position is read, and, for a
//! position of its kind, what makes it impossible, the answer's form, the verdict and the
//! fields shown. A game registers its kinds in one slice of `&'static dyn Kind<Query>`;
//! the kind names, the reading of a position and every dispatch over kinds come from it.

use super::answer::{AnswerForm, Field, Verdict};
use super::game::Game;
use super::position_reader::PositionReader;
use super::problem::Problem;
use super::question::Position;
use crate::fields::MapReader;

/// One question kind of a game whose questions are `Q`, read under the rule set's options
/// `O` (a family's `Rules`; nothing for a game without variants). The methods after `read`
/// answer only for a question of this kind, `None` for any other: a game hands each
/// question to its own kind.
pub trait Kind<Q, O = ()>: Sync {
    /// The kind's name in question files and on the command line (`legal-plays`).
    fn name(&self) -> &'static str;

    /// Reads the kind's fields from the position's mapping, every one of them (so that
    /// the caller can report the others as unknown) before anything is returned.
    fn read(&self, r: &mut dyn PositionReader, m: &mut MapReader, options: O) -> Option<Q>;

    /// Every reason the position is impossible, beyond the fields' types.
    fn problems(&self, q: &Q) -> Option<Vec<Problem>>;

    /// The answer's shape, for a checked position.
    fn form(&self, q: &Q) -> Option<AnswerForm>;

    /// The answer and the reasons that decided it, for a checked position.
    fn verdict(&self, q: &Q) -> Option<Verdict>;

    /// The position's fields as data, in the order of the spec's field tables.
    fn fields(&self, q: &Q) -> Option<Vec<(&'static str, Field)>>;
}

/// The registered kind named `name`.
pub fn named<Q, O>(
    kinds: &[&'static dyn Kind<Q, O>],
    name: &str,
) -> Option<&'static dyn Kind<Q, O>> {
    kinds.iter().copied().find(|k| k.name() == name)
}

/// The names of registered kinds, in their order.
pub fn names<Q, O>(kinds: &[&'static dyn Kind<Q, O>]) -> Vec<&'static str> {
    kinds.iter().map(|k| k.name()).collect()
}

/// What a question's own kind answers: [`Kind`]'s methods answer for their own questions,
/// and a game hands each question only to its own kind.
pub fn own<T>(answer: Option<T>) -> T {
    answer.expect("a question is handed only to its own kind")
}

/// A game's questions, each answered by the registered kind it is of: what makes the
/// game's question type a [`Position`], the same way for every game.
pub trait Registered: Clone + std::fmt::Debug + PartialEq + Send + Sync + 'static {
    /// The rule set's options the game's kinds read under (`()` without variants).
    type Options: 'static;
    /// The game this question is of (a variant's, for a family with variants).
    fn of_game(&self) -> Game;
    /// The kind this question is of, the unit that answers for it: the one match over a
    /// game's questions (a new variant names its kind there; the compiler asks for it).
    fn unit(&self) -> &'static dyn Kind<Self, Self::Options>;
}

/// Every answer about a question is its own kind's.
impl<Q: Registered> Position for Q {
    fn game(&self) -> Game {
        self.of_game()
    }
    fn kind(&self) -> &'static str {
        self.unit().name()
    }
    /// Every reason the position is impossible (the fields' types were checked by the
    /// loader); a card or suit from another pack is reported alone.
    fn problems(&self) -> Vec<Problem> {
        own(self.unit().problems(self))
    }
    fn form(&self) -> AnswerForm {
        own(self.unit().form(self))
    }
    fn verdict(&self) -> Verdict {
        own(self.unit().verdict(self))
    }
    fn fields(&self) -> Vec<(&'static str, Field)> {
        own(self.unit().fields(self))
    }
}
