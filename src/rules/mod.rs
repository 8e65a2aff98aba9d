//! The rules engine: pure functions from positions to verdicts. No I/O, no text, no locale.
//!
//! Every game module has the same shape: position types per question kind, a `Query` enum
//! over those kinds, its problems, and verdicts whose reasons are data ([`Reason`]): a
//! stable rule id plus typed arguments, which the tutor renders in the learner's language.
//! Each game registers its kinds behind one trait ([`Kind`]) in one list, `KINDS`: a kind's
//! name, how its position is read and checked, its verdict and its answer form; the kind
//! names and the reading of a position come from that list.
//! Problems are data the same way ([`Problem`]). A position is checked before it is judged:
//! [`Query::check`] gives either every problem or a [`Checked`] question, and only a
//! checked question has a verdict.
//!
//! The files here stand in layers, each importing only those below it: the shared
//! vocabulary (`game`, `answer`, `trick`, `rng`, `problem`, `question`, `position_reader`,
//! `kind`, `playout`, `table`, `actions_reader`, and for drills `trick_beliefs` and
//! `drill`), then the games' folders, which use the vocabulary and no other game, then the
//! dispatch over the games (this file, `read`, `new_table`). A game hands on its checked
//! questions as [`Question`] objects, so that nothing in its folder names the dispatch above
//! it.
//!
//! Variants are named options on a game's rules, not copies of a module: a family with
//! variants lists its rule sets in an enum (`marglia::Rules`, `vier_anderle::Rules`) whose
//! methods are the options that differ between them (the pack, the players, the heading
//! duty, the settlement, ...), and the rules ask those options. [`Game::rules`] is the one
//! place that says which family and rule set a game is.

pub mod actions_reader;
pub mod answer;
pub mod drill;
pub mod gaigel;
pub mod game;
pub mod kind;
pub mod marglia;
pub mod new_table;
pub mod perlaggen;
pub mod playout;
pub mod position_reader;
pub mod problem;
pub mod question;
pub mod read;
pub mod rikken;
pub mod rng;
pub mod table;
pub mod trick;
pub mod trick_beliefs;
pub mod vier_anderle;

use crate::cards::Deck;
pub use answer::{
    Answer, AnswerForm, Arg, CardVerdict, Field, ListShape, PerTeam, Reason, Team, TrickCard,
    Verdict,
};
pub use game::Game;
pub use kind::Kind;
pub use position_reader::PositionReader;
pub use problem::Problem;
pub use question::{Position, Question};

impl Game {
    /// The family of games this one belongs to, with the rule set it plays by: the one
    /// place where a variant's game is tied to its rules.
    pub fn rules(self) -> RuleSet {
        match self {
            Game::Gaigel => RuleSet::Gaigel,
            Game::Rikken => RuleSet::Rikken,
            Game::Marglia => RuleSet::Marglia(marglia::Rules::Marglia),
            Game::Maniglia => RuleSet::Marglia(marglia::Rules::Maniglia),
            Game::VierAnderle => RuleSet::VierAnderle(vier_anderle::Rules::Original),
            Game::JapanischVierAnderle => RuleSet::VierAnderle(vier_anderle::Rules::Japanisch),
            Game::Perlaggen => RuleSet::Perlaggen,
        }
    }

    /// The folder under `lessons/` that holds this game's lessons: its family's.
    pub fn family(self) -> &'static str {
        self.rules().family().token()
    }

    pub fn deck(self) -> Deck {
        match self.rules() {
            RuleSet::Gaigel => Deck::Gaigel,
            RuleSet::Rikken => Deck::Rikken,
            RuleSet::Marglia(rules) => rules.deck(),
            // The pack with every pip a position may name; positions narrow it.
            RuleSet::VierAnderle(_) => vier_anderle::FULL_PACK,
            RuleSet::Perlaggen => Deck::Perlaggen,
        }
    }

    /// The question kinds of the game's "Position fields" section: the names of the kinds
    /// it registers.
    pub fn kinds(self) -> &'static [&'static str] {
        match self.rules() {
            RuleSet::Gaigel => names::GAIGEL.as_slice(),
            RuleSet::Rikken => names::RIKKEN.as_slice(),
            RuleSet::Marglia(_) => names::MARGLIA.as_slice(),
            RuleSet::VierAnderle(_) => names::VIER_ANDERLE.as_slice(),
            RuleSet::Perlaggen => names::PERLAGGEN.as_slice(),
        }
    }
}

/// The names of the kinds each game registers, read off its registered kinds once.
mod names {
    use super::kind::names;
    use super::{gaigel, marglia, perlaggen, rikken, vier_anderle};
    use std::sync::LazyLock;

    type Names = LazyLock<Vec<&'static str>>;
    pub static GAIGEL: Names = LazyLock::new(|| names(gaigel::KINDS));
    pub static RIKKEN: Names = LazyLock::new(|| names(rikken::kinds::KINDS));
    pub static MARGLIA: Names = LazyLock::new(|| names(marglia::kinds::KINDS));
    pub static VIER_ANDERLE: Names = LazyLock::new(|| names(vier_anderle::kinds::KINDS));
    pub static PERLAGGEN: Names = LazyLock::new(|| names(perlaggen::kinds::KINDS));
}

/// A family of games sharing one engine module, with the rule set a game plays by. The
/// families with variants carry their own enum of rule sets, whose named options are what
/// the rules consult; the others have one rule set each. (Gaigel's spec names a variant,
/// 9s instead of 7s, that the engine does not play: it would become a rule set here.)
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RuleSet {
    Gaigel,
    Rikken,
    Marglia(marglia::Rules),
    VierAnderle(vier_anderle::Rules),
    Perlaggen,
}

impl RuleSet {
    /// The game played by these rules.
    pub fn game(self) -> Game {
        match self {
            RuleSet::Gaigel => Game::Gaigel,
            RuleSet::Rikken => Game::Rikken,
            RuleSet::Marglia(rules) => rules.game(),
            RuleSet::VierAnderle(rules) => rules.game(),
            RuleSet::Perlaggen => Game::Perlaggen,
        }
    }

    /// The family's base game (whose token names the family's lesson folder).
    pub fn family(self) -> Game {
        match self {
            RuleSet::Marglia(_) => marglia::Rules::Marglia.game(),
            RuleSet::VierAnderle(_) => vier_anderle::Rules::Original.game(),
            other => other.game(),
        }
    }
}

/// A question for any game, as read or built: not yet known to be possible. Only
/// [`Query::check`] turns it into a [`Checked`] one, which alone has a verdict.
#[derive(Clone, Debug, PartialEq)]
pub enum Query {
    Gaigel(gaigel::Query),
    Rikken(rikken::Query),
    /// Marglia and Maniglia (the query's table names its rule set).
    Marglia(marglia::Query),
    /// Vier-Anderle and Japanisch Vier-Anderle (the query names its rule set).
    VierAnderle(vier_anderle::Query),
    Perlaggen(perlaggen::Query),
}

impl Query {
    /// The position checked: every problem it has, or the question the engine can answer.
    pub fn check(self) -> Result<Checked, Vec<Problem>> {
        let checked = question::Checked::check(self);
        if let Err(problems) = &checked {
            // An id outside the lists would have no message: caught by every test that meets it.
            for p in problems {
                debug_assert!(
                    problem_ids().any(|known| known == p.id),
                    "problem id `{}` is not listed in SHARED or a game's PROBLEMS",
                    p.id
                );
            }
        }
        checked
    }
}

/// Every problem id the engine (and the loader, with the engine's vocabulary) can produce:
/// the shared ones and each game's own.
pub fn problem_ids() -> impl Iterator<Item = &'static str> {
    problem::SHARED.iter().copied().chain(
        [
            gaigel::PROBLEMS,
            rikken::PROBLEMS,
            marglia::PROBLEMS,
            vier_anderle::PROBLEMS,
            perlaggen::PROBLEMS,
        ]
        .into_iter()
        .flatten()
        .copied(),
    )
}

/// The dispatch of a question to its game.
impl Position for Query {
    fn game(&self) -> Game {
        match self {
            Query::Gaigel(_) => Game::Gaigel,
            Query::Rikken(_) => Game::Rikken,
            Query::Marglia(q) => q.table().rules.game(),
            Query::VierAnderle(q) => q.rules.game(),
            Query::Perlaggen(_) => Game::Perlaggen,
        }
    }
    fn kind(&self) -> &'static str {
        match self {
            Query::Gaigel(q) => q.kind(),
            Query::Rikken(q) => q.kind(),
            Query::Marglia(q) => q.kind(),
            Query::VierAnderle(q) => q.kind(),
            Query::Perlaggen(q) => q.kind(),
        }
    }
    /// Problems that make the position impossible; empty when it is valid. A card or suit
    /// from another pack is reported alone (nothing else is checked with it).
    fn problems(&self) -> Vec<Problem> {
        match self {
            Query::Gaigel(q) => q.problems(),
            Query::Rikken(q) => q.problems(),
            Query::Marglia(q) => q.problems(),
            Query::VierAnderle(q) => q.problems(),
            Query::Perlaggen(q) => q.problems(),
        }
    }
    fn verdict(&self) -> Verdict {
        match self {
            Query::Gaigel(q) => q.verdict(),
            Query::Rikken(q) => q.verdict(),
            Query::Marglia(q) => q.verdict(),
            Query::VierAnderle(q) => q.verdict(),
            Query::Perlaggen(q) => q.verdict(),
        }
    }
    fn form(&self) -> AnswerForm {
        match self {
            Query::Gaigel(q) => q.form(),
            Query::Rikken(q) => q.form(),
            Query::Marglia(q) => q.form(),
            Query::VierAnderle(q) => q.form(),
            Query::Perlaggen(q) => q.form(),
        }
    }
    fn fields(&self) -> Vec<(&'static str, Field)> {
        match self {
            Query::Gaigel(q) => q.fields(),
            Query::Rikken(q) => q.fields(),
            Query::Marglia(q) => q.fields(),
            Query::VierAnderle(q) => q.fields(),
            Query::Perlaggen(q) => q.fields(),
        }
    }
}

/// A question of any game whose position passed [`Query::check`]: the engine's verdict,
/// the answer's form and the fields to show. There is no other way to make one, so a
/// verdict is never asked of an impossible position (an empty trick has no winner to find).
pub type Checked = question::Checked<Query>;

impl Checked {
    /// A deal record's deal, at its start, and its actions: `None` for any other kind.
    pub fn deal(&self) -> Option<(Box<dyn table::Table>, Vec<table::Act>)> {
        match self.query() {
            Query::Gaigel(gaigel::Query::Deal(record)) => {
                // A checked record's setup is a possible deal.
                let table = gaigel::table::GaigelTable::new(record.setup.clone()).ok()?;
                Some((Box::new(table), record.actions.clone()))
            }
            Query::Rikken(rikken::Query::Deal {
                hands,
                deal_number,
                chips_before,
                actions,
            }) => Some((
                Box::new(rikken::table::RikkenTable::from_written_in_session(
                    hands,
                    *deal_number,
                    *chips_before,
                )),
                actions.clone(),
            )),
            Query::Marglia(marglia::Query::Deal { setup, actions }) => Some((
                Box::new(marglia::table::DealTable::from_setup(setup.clone())),
                actions.clone(),
            )),
            Query::Perlaggen(perlaggen::Query::Deal {
                pack,
                before,
                deal_number,
                actions,
            }) => {
                let table = perlaggen::table::PerlaggenTable::new(pack.clone(), *before);
                let table = match deal_number {
                    Some(n) => table.numbered(*n),
                    None => table,
                };
                Some((Box::new(table), actions.clone()))
            }
            Query::VierAnderle(vier_anderle::Query {
                rules,
                ask: vier_anderle::Ask::WholeDeal { setup, actions },
            }) => Some((
                // A checked record's setup is a possible deal.
                Box::new(
                    vier_anderle::table::VierAnderleTable::from_setup(*rules, setup.clone())
                        .ok()?,
                ),
                actions.clone(),
            )),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_game_is_the_game_of_its_rule_set_in_its_family() {
        for &game in Game::ALL {
            assert_eq!(game.rules().game(), game, "{game:?}");
        }
        // The variants share their base game's folder, module and kinds.
        let family = |g: Game| (g.family(), g.kinds());
        assert_eq!(
            family(Game::Maniglia),
            ("marglia", kind::names(marglia::KINDS).as_slice())
        );
        assert_eq!(
            family(Game::JapanischVierAnderle),
            ("vier-anderle", kind::names(vier_anderle::KINDS).as_slice())
        );
        for game in [Game::Gaigel, Game::Rikken, Game::Perlaggen] {
            assert_eq!(game.family(), game.token());
        }
        assert_eq!(Game::Maniglia.deck(), crate::cards::Deck::Maniglia);
        assert_eq!(Game::JapanischVierAnderle.deck(), Game::VierAnderle.deck());
        // Each rule set of a family is the one its game names.
        for r in marglia::Rules::ALL {
            assert_eq!(r.game().rules(), RuleSet::Marglia(r));
        }
        for r in vier_anderle::Rules::ALL {
            assert_eq!(r.game().rules(), RuleSet::VierAnderle(r));
        }
    }

    /// A name read from a question file finds one kind: no game registers a name twice.
    #[test]
    fn every_game_registers_each_kind_once() {
        for &game in Game::ALL {
            let kinds = game.kinds();
            assert!(kinds.contains(&"legal-plays") || game == Game::Perlaggen);
            for (i, name) in kinds.iter().enumerate() {
                assert!(
                    !kinds[..i].contains(name),
                    "{game:?} registers {name} twice"
                );
            }
        }
    }

    /// Each kind answers for its own questions only: handed another kind's question, it
    /// gives nothing, so no question is judged by rules that are not its own.
    #[test]
    fn a_kind_answers_only_for_its_own_questions() {
        use crate::rules::gaigel::{Query, KINDS};
        let q = Query::GameWinner {
            game_points: Default::default(),
            awarded: Default::default(),
        };
        for kind in KINDS {
            let own = kind.name() == "game-winner";
            assert_eq!(kind.problems(&q).is_some(), own, "{}", kind.name());
            assert_eq!(kind.form(&q).is_some(), own, "{}", kind.name());
            assert_eq!(kind.verdict(&q).is_some(), own, "{}", kind.name());
            assert_eq!(kind.fields(&q).is_some(), own, "{}", kind.name());
        }
    }

    #[test]
    fn every_listed_problem_id_is_listed_once() {
        let mut all: Vec<&str> = problem_ids().collect();
        let n = all.len();
        all.sort_unstable();
        all.dedup();
        assert_eq!(all.len(), n);
    }
}
