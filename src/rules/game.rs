//! The games the engine knows, as names: what a question set's `game` field and every
//! command line say. Which family and rule set a game plays by, its pack and its question
//! kinds are the dispatch over the games' folders (`rules/mod.rs`), so that the games
//! themselves can name a game without importing the dispatch over them.

/// The games (and variants) the engine knows. A variant is its own value here because
/// question sets name it as their `game`; its module is shared with the base game, and
/// `Game::rules` says which family and which of the family's rule sets it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Game {
    Gaigel,
    Rikken,
    Marglia,
    /// Marglia's cousin with Latin suits: options on the same rules.
    Maniglia,
    VierAnderle,
    Perlaggen,
    /// The home-made variant of Vier-Anderle: options on the same rules.
    JapanischVierAnderle,
}

impl Game {
    pub const ALL: &'static [Game] = &[
        Game::Gaigel,
        Game::Rikken,
        Game::Marglia,
        Game::Maniglia,
        Game::VierAnderle,
        Game::JapanischVierAnderle,
        Game::Perlaggen,
    ];

    pub fn token(self) -> &'static str {
        match self {
            Game::Gaigel => "gaigel",
            Game::Rikken => "rikken",
            Game::Marglia => "marglia",
            Game::Maniglia => "maniglia",
            Game::VierAnderle => "vier-anderle",
            Game::JapanischVierAnderle => "japanisch-vier-anderle",
            Game::Perlaggen => "perlaggen",
        }
    }

    pub fn parse(token: &str) -> Option<Game> {
        Game::ALL.iter().copied().find(|g| g.token() == token)
    }
}
