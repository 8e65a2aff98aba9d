//! The family's two rule sets, Marglia and Maniglia (`../shared/rules/marglia.md`, sections
//! 1, 2, 5 and 9), and the named options in which they differ. The rules of the family ask
//! these options ("may four play alone?", "from what score does the turned card earn
//! nothing?"), never which of the two games a question is in.

use std::ops::RangeInclusive;

use super::play;
use crate::cards::{Deck, Rank, Suit};
use crate::rules::game::Game;

/// The running score at which the dealer's side may stop the deal after a credit (section 5
/// step 7). The same in both rule sets.
pub const STOP_AT: i64 = 35;

/// A rule set of the family.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Rules {
    /// Sardinian Marglia: French suits, four players in two partnerships (sections 1 to 8).
    Marglia,
    /// Maniglia: Latin suits, 3 to 5 players, the 29-point rule (section 9).
    Maniglia,
}

impl Rules {
    pub const ALL: [Rules; 2] = [Rules::Marglia, Rules::Maniglia];

    /// The game a question set names for these rules.
    pub fn game(self) -> Game {
        match self {
            Rules::Marglia => Game::Marglia,
            Rules::Maniglia => Game::Maniglia,
        }
    }

    /// The token of [`Rules::game`] (`marglia`, `maniglia`).
    pub fn token(self) -> &'static str {
        self.game().token()
    }

    /// The 40-card pack: French suits (section 2), or the Neapolitan pack with Latin suits
    /// (section 9). Ranks, order and card points are the same in both.
    pub fn deck(self) -> Deck {
        match self {
            Rules::Marglia => Deck::Marglia,
            Rules::Maniglia => Deck::Maniglia,
        }
    }

    /// The four suits of the pack, in the pack's order (the compact cards' suit numbers).
    pub fn suits(self) -> [Suit; 4] {
        let s = self.deck().suits();
        [s[0], s[1], s[2], s[3]]
    }

    /// How many may sit at the table: exactly four (section 1), or three to five (section 9).
    pub fn players(self) -> RangeInclusive<u8> {
        match self {
            Rules::Marglia => 4..=4,
            Rules::Maniglia => 3..=5,
        }
    }

    /// Whether every table plays in two fixed partnerships (section 1). In Maniglia four may
    /// play in partnerships or alone, and three or five always play alone (section 9).
    pub fn partnerships_required(self) -> bool {
        match self {
            Rules::Marglia => true,
            Rules::Maniglia => false,
        }
    }

    /// Whether `players` may play in partnerships: partners sit opposite, so only four can
    /// (sections 1 and 9).
    pub fn partnerships_possible(self, players: u8) -> bool {
        self.players().contains(&players) && players == 4
    }

    /// The running score of the dealer's side from which the turned card earns nothing:
    /// Maniglia's 29-point rule (section 9, 13.14). `None` when every turned card is credited
    /// with its value (section 5 step 6).
    pub fn no_turnup_credit_from(self) -> Option<i64> {
        match self {
            Rules::Marglia => None,
            Rules::Maniglia => Some(29),
        }
    }

    /// Whether the dealer's side can ever have the option to stop a deal (section 5 step 7).
    /// Only a credit that brings the score to [`STOP_AT`] gives it; under a no-credit limit
    /// the highest score a credit can reach is one below the limit plus the best card's value
    /// (28 + 5 = 33 in Maniglia, 13.5), so the option may never arise.
    pub fn deal_may_be_stopped(self) -> bool {
        let best = play::value(Rank::Num(7)) as i64;
        match self.no_turnup_credit_from() {
            None => true,
            Some(limit) => limit - 1 + best >= STOP_AT,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::Suit;

    #[test]
    fn marglia_is_four_players_in_partnerships_with_the_french_pack() {
        // Section 1: exactly 4 players in 2 fixed partnerships; section 2: spades, hearts,
        // diamonds, clubs; section 5 step 7: the option to stop exists.
        let r = Rules::Marglia;
        assert_eq!(r.game(), Game::Marglia);
        assert_eq!(r.token(), "marglia");
        assert_eq!(r.players(), 4..=4);
        assert!(r.partnerships_required());
        assert!(r.partnerships_possible(4));
        assert!(!r.partnerships_possible(3));
        assert_eq!(
            r.suits(),
            [Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs]
        );
        assert_eq!(r.deck(), Deck::Marglia);
        assert_eq!(r.no_turnup_credit_from(), None);
        assert!(r.deal_may_be_stopped());
    }

    #[test]
    fn maniglia_is_three_to_five_latin_players_with_the_29_point_rule_and_no_stop() {
        // Section 9: cups, coins, clubs (batons), swords; 3 to 5 players; partnerships only
        // with 4, and optional then; no credit from 29 on; so the option to stop never arises.
        let r = Rules::Maniglia;
        assert_eq!(r.game(), Game::Maniglia);
        assert_eq!(r.token(), "maniglia");
        assert_eq!(r.players(), 3..=5);
        assert!(!r.partnerships_required());
        assert_eq!(
            [2, 3, 4, 5, 6].map(|n| r.partnerships_possible(n)),
            [false, false, true, false, false]
        );
        assert_eq!(
            r.suits(),
            [Suit::Cups, Suit::Coins, Suit::Batons, Suit::Swords]
        );
        assert_eq!(r.deck(), Deck::Maniglia);
        assert_eq!(r.no_turnup_credit_from(), Some(29));
        assert!(!r.deal_may_be_stopped());
    }

    #[test]
    fn both_packs_have_the_same_forty_cards_by_rank() {
        // Section 9: "Everything is as in Marglia except" the suits: 10 ranks in 4 suits.
        for r in Rules::ALL {
            let cards = r.deck().cards();
            assert_eq!(cards.len(), 40, "{r:?}");
            for s in r.suits() {
                assert_eq!(cards.iter().filter(|c| c.suit == s).count(), 10, "{r:?}");
            }
        }
    }
}
