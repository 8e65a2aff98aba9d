//! The Gleich and the Hanger (sections 8.1, 8.2 and 11.4): the best figure in one player's
//! five cards, by identities, and whether a player has an example of a figure when his
//! unplayed wild cards may stand for anything (9.2.5).

use super::cards::{rank_of, suit_of};

/// The best Gleich in cards with these identities (compact): `(count, rank)`, or `None`.
pub fn best_gleich(ids: &[u8]) -> Option<(u8, u8)> {
    let mut counts = [0u8; 9];
    for &c in ids {
        counts[rank_of(c) as usize] += 1;
    }
    (0..9u8)
        .filter(|&r| counts[r as usize] >= 2)
        .map(|r| (counts[r as usize], r))
        .max()
}

/// The best Hanger: `(length, top rank)` of the longest run of consecutive ranks in one
/// suit (no wrap-around; equal identities do not extend a run), or `None`.
pub fn best_hanger(ids: &[u8]) -> Option<(u8, u8)> {
    let mut best: Option<(u8, u8)> = None;
    for s in 0..4u8 {
        let mut present = [false; 9];
        for &c in ids.iter().filter(|&&c| suit_of(c) == s) {
            present[rank_of(c) as usize] = true;
        }
        let mut run = 0u8;
        for r in 0..9u8 {
            if present[r as usize] {
                run += 1;
                if run >= 2 {
                    best = best.max(Some((run, r)));
                }
            } else {
                run = 0;
            }
        }
    }
    best
}

/// The figures of 11.4 at 17–17: a Gleich or Hanger of at least three cards, compared by
/// count, then Gleich above Hanger, then the rank of the Gleich or the top of the Hanger.
pub fn best_long_figure(ids: &[u8]) -> Option<(u8, u8, u8)> {
    let g = best_gleich(ids)
        .filter(|&(n, _)| n >= 3)
        .map(|(n, r)| (n, 1, r));
    let h = best_hanger(ids)
        .filter(|&(n, _)| n >= 3)
        .map(|(n, r)| (n, 0, r));
    g.max(h)
}

/// Which figure a bet or an example is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Figure {
    Gleich,
    Hanger,
    Spiel,
}

impl Figure {
    pub const ALL: [Figure; 3] = [Figure::Gleich, Figure::Hanger, Figure::Spiel];
    pub fn token(self) -> &'static str {
        match self {
            Figure::Gleich => "gleich",
            Figure::Hanger => "hanger",
            Figure::Spiel => "spiel",
        }
    }
}

/// Whether fixed identities plus `wild` cards that may be anything hold an example of the
/// figure: two cards of equal rank, or two consecutive cards of one suit (9.2.5).
pub fn has_example(figure: Figure, fixed: &[u8], wild: usize) -> bool {
    // A wild card can always pair with, or extend, any other card; two wild cards make a
    // figure on their own.
    if wild >= 1 && fixed.len() + wild >= 2 {
        return true;
    }
    match figure {
        Figure::Gleich => best_gleich(fixed).is_some(),
        Figure::Hanger => best_hanger(fixed).is_some(),
        Figure::Spiel => true,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::Deck;
    use crate::rules::perlaggen::cards::index;

    fn ids(ts: &[&str]) -> Vec<u8> {
        ts.iter()
            .map(|t| index(Deck::Perlaggen.parse_card(t).unwrap()))
            .collect()
    }

    #[test]
    fn runs_and_sets() {
        assert_eq!(
            best_hanger(&ids(&[
                "hearts-U",
                "hearts-10",
                "hearts-9",
                "bells-A",
                "acorns-7"
            ])),
            Some((3, 5))
        );
        // A–7 do not wrap; K–A is a run.
        assert_eq!(best_hanger(&ids(&["hearts-A", "hearts-7"])), None);
        assert_eq!(best_hanger(&ids(&["hearts-A", "hearts-K"])), Some((2, 8)));
        // The Weli's 6 extends the bells run below the 7.
        assert_eq!(best_hanger(&ids(&["bells-7", "bells-6"])), Some((2, 1)));
        assert_eq!(
            best_gleich(&ids(&[
                "hearts-9", "bells-9", "leaves-A", "acorns-A", "acorns-9"
            ])),
            Some((3, 3))
        );
    }
}
