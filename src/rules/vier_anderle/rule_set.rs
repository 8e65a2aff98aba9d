//! The family's two rule sets, the original Vier-Anderle and Japanisch Vier-Anderle
//! (`../shared/rules/vier-anderle.md`, section 9), and the named options in which they
//! differ: the heading duty (7.3), the declaring order (6.1, 6.2), the drop fee (6.2) and
//! what a trickless participant pays (8.2, 8.3). The rules ask these options, never which of
//! the two games a question is in.

use crate::rules::game::Game;

/// A rule set of the family.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Rules {
    /// Vier-Anderle as played around Furtwangen (the seed's part 1, pagat).
    Original,
    /// The seed author's variant (the seed's part 2, section 9).
    Japanisch,
}

/// Where the declarations of an in/out deal start; both orders end with the dealer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DeclaringOrder {
    /// From the dealer's left, clockwise: seat 0, 1, …, the dealer (6.1).
    FromDealersLeft,
    /// From the dealer's right, anticlockwise: seat n-2, …, 0, then the dealer (6.2, 12.8).
    FromDealersRight,
}

impl DeclaringOrder {
    /// The seats of a table of `players`, in the order they declare.
    pub fn seats(self, players: u8) -> Vec<u8> {
        let dealer = players.saturating_sub(1);
        match self {
            DeclaringOrder::FromDealersLeft => (0..players).collect(),
            DeclaringOrder::FromDealersRight => (0..dealer).rev().chain([dealer]).collect(),
        }
    }
}

/// What a participant of an in/out deal who took no trick pays into the pot.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TricklessPay {
    /// The pot just before play, `P` (8.2).
    Pot,
    /// A fixed number of chips, whatever the pot (8.3).
    Fixed(i64),
}

impl Rules {
    pub const ALL: [Rules; 2] = [Rules::Original, Rules::Japanisch];

    /// The game a question set names for these rules.
    pub fn game(self) -> Game {
        match self {
            Rules::Original => Game::VierAnderle,
            Rules::Japanisch => Game::JapanischVierAnderle,
        }
    }

    /// The token of [`Rules::game`] (`vier-anderle`, `japanisch-vier-anderle`).
    pub fn token(self) -> &'static str {
        self.game().token()
    }

    /// Whether a player who follows suit, in a trick not yet trumped, must head the trick
    /// with a higher card of the suit if they can (7.2 step 4a-ii). The one difference in
    /// play (7.3): Japanisch asks only for a card of the suit (step 4a-i).
    pub fn must_head_in_suit(self) -> bool {
        match self {
            Rules::Original => true,
            Rules::Japanisch => false,
        }
    }

    /// The order in which the players of an in/out deal say "in" or "out" (6.1, 6.2).
    pub fn declaring_order(self) -> DeclaringOrder {
        match self {
            Rules::Original => DeclaringOrder::FromDealersLeft,
            Rules::Japanisch => DeclaringOrder::FromDealersRight,
        }
    }

    /// The fee a player who says "out" pays into the side pot, the dealer too (6.2); the
    /// side pot moves into the pot after settlement (8.3). `None`: dropping is free (6.1).
    pub fn drop_fee(self) -> Option<i64> {
        match self {
            Rules::Original => None,
            Rules::Japanisch => Some(4),
        }
    }

    /// What a participant of an in/out deal who took no trick pays (8.2, 8.3).
    pub fn trickless_pays(self) -> TricklessPay {
        match self {
            Rules::Original => TricklessPay::Pot,
            Rules::Japanisch => TricklessPay::Fixed(8),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_original_heads_the_trick_declares_from_the_left_and_pays_the_pot() {
        // 7.2 step 4a-ii; 6.1: seat 0, 1, …, the dealer last; no drop fee; 8.2: pay P.
        let r = Rules::Original;
        assert_eq!(r.game(), Game::VierAnderle);
        assert_eq!(r.token(), "vier-anderle");
        assert!(r.must_head_in_suit());
        assert_eq!(r.declaring_order(), DeclaringOrder::FromDealersLeft);
        assert_eq!(r.declaring_order().seats(5), vec![0, 1, 2, 3, 4]);
        assert_eq!(r.drop_fee(), None);
        assert_eq!(r.trickless_pays(), TricklessPay::Pot);
    }

    #[test]
    fn japanisch_has_no_heading_duty_declares_from_the_right_and_pays_fixed_amounts() {
        // Section 9 (a) to (e): no duty to beat within the suit; declarations from the
        // dealer's right, anticlockwise, the dealer last; a 4-chip drop fee; a fixed 8.
        let r = Rules::Japanisch;
        assert_eq!(r.game(), Game::JapanischVierAnderle);
        assert_eq!(r.token(), "japanisch-vier-anderle");
        assert!(!r.must_head_in_suit());
        assert_eq!(r.declaring_order(), DeclaringOrder::FromDealersRight);
        // Six players, dealer seat 5: the dealer's right is seat 4.
        assert_eq!(r.declaring_order().seats(6), vec![4, 3, 2, 1, 0, 5]);
        // Two players: seat 0, then the dealer (section "Position fields").
        assert_eq!(r.declaring_order().seats(2), vec![0, 1]);
        assert_eq!(r.drop_fee(), Some(4));
        assert_eq!(r.trickless_pays(), TricklessPay::Fixed(8));
    }
}
