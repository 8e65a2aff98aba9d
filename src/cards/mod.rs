//! Suits, ranks and cards of the five games' packs, the spec notation (`hearts-10`,
//! `acorns-O`, `trump-21`, `excuse`) and compact card sets.
//!
//! A card is a plain `(suit, rank)` pair. Which cards exist, and how many copies, is the
//! business of a [`Deck`]: the same token can be valid in one game and not in another
//! (`hearts-9` is a Perlaggen card, not a Gaigel one), and Maniglia's `clubs` are batons.

mod card;
mod deck;
mod set;

pub use card::{tokens, Card, Rank, RankToken, Suit};
pub use deck::{Deck, DeckError};
pub use set::CardSet;
