//! The rule sections of each game's specification (`rules/<game>.md`), in order: what a
//! game's coverage map must list, no more and no less. Copied from the specifications,
//! which the build does not have; a change of a specification's sections is made here too.
//!
//! Which sections are listed: every numbered section that states rules, at leaf level
//! (6.1, 6.2 rather than 6), and "deals" for the "Whole deals" section. A parent section
//! whose own text, before its first subsection, states rules is listed as well, under its
//! own number (Perlaggen's 10, the show, beside 10.1, the validation at its end). Left out:
//! the glossary, gaps and decisions, sources, revision notes, the seed's conflicts and slips,
//! the position fields, and the variants sections that the specification itself places
//! outside the rules it fixes (Rikken 9, Perlaggen 12: "for information only", "not part
//! of the engine"). Gaigel's section 9 is kept for its first line, a variant of the seed
//! (9s in place of 7s, the same rules), and Vier-Anderle's for the rules in which
//! Japanisch Vier-Anderle, a game the tutor teaches, differs.

use crate::rules::Game;

/// One rule section: its number as the specification writes it, and its title there
/// (without the source tags in brackets).
pub type Section = (&'static str, &'static str);

/// The "Whole deals" section, the procedure of a deal played through.
pub const DEALS: &str = "deals";

const GAIGEL: &[Section] = &[
    ("1", "Players, partnerships, seating, direction of play"),
    ("2", "The deck"),
    ("3", "Rank order and the winner of a trick"),
    ("4", "Card points"),
    ("5", "The deal"),
    ("6.1", "Sequence"),
    ("6.2", "Legal plays — algorithm"),
    (
        "6.3",
        "Announcement rounds: when knocks, claims, exchanges and five 7s happen",
    ),
    ("7.1", "Values"),
    (
        "7.2",
        "Marriages (ordinary, double, royal, double royal) — timing and limits",
    ),
    ("7.3", "Exchanging the trump 7 (10 points)"),
    ("7.4", "Five 7s (101 points)"),
    ("8.1", "Deal points, the target and knocking"),
    ("8.2", "Game points for the deal; \"Gaigel\" = 2"),
    ("8.3", "Void deal and carried game points"),
    ("8.4", "End of the game"),
    ("8.5", "Deadlines, claims and the end of a deal"),
    ("9", "Variants (briefly)"),
    (DEALS, "Whole deals (play and deal records)"),
];

const RIKKEN: &[Section] = &[
    ("1", "Players, partnerships, seating, direction"),
    ("2", "The deck"),
    ("3", "Rank order and trick winner"),
    ("4", "Card points"),
    ("5", "The deal"),
    ("6.1", "Lead"),
    ("6.2", "Open contracts"),
    ("6.3", "Follow rules — legal-plays algorithm"),
    ("6.4", "The blind call and the face-down lead"),
    ("7.1", "The list, lowest to highest"),
    ("7.2", "The auction"),
    ("7.3", "Calling the partner (Rik, Rik beter)"),
    ("7.4", "Troela"),
    ("7.5", "Simultaneous declarers"),
    ("8", "Scoring"),
    (DEALS, "Whole deals (play and deal records)"),
];

const MARGLIA: &[Section] = &[
    ("1", "Players, partnerships, seating, direction"),
    ("2", "The deck"),
    ("3", "Rank order and the winner of a trick"),
    ("4", "Card points and the frillo bonus"),
    ("5", "The deal (Marglia)"),
    ("6", "Play"),
    ("6.1", "Legal plays: the algorithm"),
    ("7", "Declarations, bids, communication"),
    ("8.1", "One deal"),
    ("8.2", "Running score and end of game"),
    ("9", "Variant: Maniglia"),
    (DEALS, "Whole deals (play and deal records)"),
];

const VIER_ANDERLE: &[Section] = &[
    ("1", "Players, partnerships, seating, direction of play"),
    ("2.1", "The basic 38-card pack"),
    ("2.2", "Suits"),
    ("2.3", "Extra pip cards for many players"),
    ("3.1", "Trumps (high → low)"),
    ("3.2", "Suits (high → low)"),
    ("3.3", "Who wins a trick"),
    ("4", "Card points"),
    ("5", "The deal"),
    ("6", "Declarations (\"in\" / \"out\") — in/out deals only"),
    ("6.1", "Original"),
    ("6.2", "Japanisch"),
    ("7.1", "Sequence"),
    ("7.2", "Legal plays — algorithm (both games)"),
    (
        "7.3",
        "The two games' follow rules compared, line by line with the seed",
    ),
    ("8", "Settlement of a deal (chip payments)"),
    ("8.1", "All-play deal (X = 0) — both games"),
    ("8.2", "In/out deal — original"),
    ("8.3", "In/out deal — Japanisch"),
    ("8.4", "Check and divisibility"),
    ("8.5", "End of the game"),
    ("8.6", "Settlement of one deal as an algorithm (both games)"),
    ("9", "Variants (briefly)"),
    (DEALS, "Whole deals (play and deal records)"),
];

const PERLAGGEN: &[Section] = &[
    ("1", "Players, partnerships, seating, direction of play"),
    ("2", "The deck"),
    ("3.1", "Which cards are wild"),
    ("3.2", "Model: physical card + identity"),
    ("4.1", "Rank order"),
    ("4.2", "Trick winner (algorithm)"),
    ("5", "Card points"),
    ("6.1", "Dealer"),
    ("6.2", "Shuffle, cut and permanent Perlaggen"),
    ("6.3", "Dealing"),
    ("6.4", "Trump"),
    ("6.5", "Exchanging a turned-up Perlagg"),
    ("7.1", "Tricks"),
    ("7.2", "Follow rules — algorithm"),
    ("8", "The three figures"),
    ("8.1", "Gleich — equal ranks"),
    ("8.2", "Hanger — sequence"),
    ("8.3", "Spiel — tricks"),
    ("9.1", "Terms"),
    ("9.2", "Starting a bet"),
    ("9.3", "Answering a bet"),
    ("9.4", "Conceding without a bet"),
    ("9.5", "Multiple figures"),
    ("10", "The show (deciding Gleich and Hanger)"),
    ("10.1", "Validation at the end"),
    ("11.1", "Deal score"),
    ("11.2", "Timing"),
    ("11.3", "Target and order of scoring"),
    ("11.4", "Gestrichen and the endgame"),
    (DEALS, "Whole deals (play and deal records)"),
];

/// The rule sections of the specification that teaches `game` (its family's: Maniglia is
/// in the Marglia specification, Japanisch Vier-Anderle in Vier-Anderle's), in order.
pub fn sections(game: Game) -> &'static [Section] {
    match game.rules().family() {
        Game::Gaigel => GAIGEL,
        Game::Rikken => RIKKEN,
        Game::Marglia | Game::Maniglia => MARGLIA,
        Game::VierAnderle | Game::JapanischVierAnderle => VIER_ANDERLE,
        Game::Perlaggen => PERLAGGEN,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_game_has_its_sections_once_each_ending_with_whole_deals() {
        for &game in Game::ALL {
            let list = sections(game);
            assert_eq!(list.last().map(|s| s.0), Some(DEALS), "{game:?}");
            for (i, (number, _)) in list.iter().enumerate() {
                assert!(
                    !list[..i].iter().any(|(n, _)| n == number),
                    "{game:?}: {number} twice"
                );
            }
        }
        // Variants share their base game's list.
        assert_eq!(sections(Game::Maniglia), sections(Game::Marglia));
        assert_eq!(
            sections(Game::JapanischVierAnderle).len(),
            sections(Game::VierAnderle).len()
        );
        // Counted by hand from the specifications' headings.
        let counts: Vec<usize> = [
            Game::Gaigel,
            Game::Rikken,
            Game::Marglia,
            Game::VierAnderle,
            Game::Perlaggen,
        ]
        .iter()
        .map(|&g| sections(g).len())
        .collect();
        assert_eq!(counts, [19, 16, 12, 24, 30]);
    }
}
