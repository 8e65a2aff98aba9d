//! The dispatch from a game to its own table: apart from the [`Table`] vocabulary, which
//! every game's table implements and so must name no game.

use super::rng::Rng;
use super::table::{Table, TableOptions};
use super::{Game, Problem, RuleSet};

/// A freshly shuffled deal of `game` at a table of `options.players` (the game's usual
/// count when `None`); a count the game does not allow is a problem on `players`.
pub fn new_table(
    game: Game,
    options: &TableOptions,
    rng: &mut Rng,
) -> Result<Box<dyn Table>, Problem> {
    match game.rules() {
        RuleSet::Gaigel => super::gaigel::table::new_table(options, rng),
        RuleSet::Rikken => super::rikken::table::new_table(options, rng),
        RuleSet::Perlaggen => super::perlaggen::table::new_table(options, rng),
        RuleSet::Marglia(rules) => super::marglia::table::new_table(rules, options, rng),
        RuleSet::VierAnderle(rules) => super::vier_anderle::table::new_table(rules, options, rng),
    }
}
