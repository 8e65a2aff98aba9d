//! The play of a deal, in one shape for every game: who plays next, what the rules allow,
//! play it, and the question the player faces at that moment. The random deals behind the
//! property tests, the drills and the benchmarks, the conformance test that every game runs
//! and, next, the table where a learner plays whole deals are all built on it.
//!
//! A deal moves only through legal plays: [`Playout::play`] refuses anything
//! [`Playout::legal`] does not list, and `legal` is computed by the same rule functions
//! that answer the game's `legal-plays` questions (one copy of each rule).

use super::answer::TrickCard;
use super::question::Question;
use crate::cards::Card;
use crate::rules::rng::Rng;

/// One card put on the table: the card that leaves the hand, and how it shows on the table
/// (face up, face down for Rikken's blind lead, baptised as another card in Perlaggen).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Play {
    pub card: Card,
    pub shown: TrickCard,
}

impl Play {
    /// A card played face up as itself.
    pub fn face(card: Card) -> Play {
        Play {
            card,
            shown: TrickCard::Face(card),
        }
    }
}

/// Why a play was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refused {
    /// Every trick has been played.
    DealOver,
    /// The rules do not allow this play now (it is not among [`Playout::legal`]).
    NotLegal,
}

/// A trick taken: the seat that led it, the cards in play order, and the seat that won it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Taken {
    pub leader: usize,
    pub cards: Vec<TrickCard>,
    pub winner: usize,
}

/// The play of one deal of one game.
pub trait Playout {
    /// The number of seats at the table.
    fn players(&self) -> usize;
    /// The seat to play next, or `None` once every trick is played.
    fn to_play(&self) -> Option<usize>;
    /// Every play the rules allow the seat to play now; empty only when the deal is over.
    /// Copies of one card (Gaigel's pack has two of each) are listed once.
    fn legal(&self) -> Vec<Play>;
    /// Plays `play` for the seat to play; a play the rules do not allow is refused and
    /// changes nothing.
    fn play(&mut self, play: Play) -> Result<(), Refused>;
    /// The cards of the trick being played, in play order.
    fn trick(&self) -> Vec<TrickCard>;
    /// The tricks taken so far, in order.
    fn taken(&self) -> &[Taken];
    /// The cards in the hand of `seat`.
    fn hand(&self, seat: usize) -> Vec<Card>;
    /// Every card of the deal wherever it is now (hands, stock, the trick on the table,
    /// tricks taken): the same cards from the deal to the last trick.
    fn all_cards(&self) -> Vec<Card>;
    /// The question the seat to play faces, "which cards may you play?", as the game's own
    /// checked `legal-plays` position; `None` once the deal is over.
    fn question(&self) -> Option<Box<dyn Question>>;
}

/// Plays a deal to its end, each play chosen by `choose` among the legal ones (an index
/// into the list it is given). Returns the number of plays made.
pub fn play_out<P: Playout + ?Sized>(
    deal: &mut P,
    mut choose: impl FnMut(&P, &[Play]) -> usize,
) -> usize {
    let mut plays = 0;
    while deal.to_play().is_some() {
        let legal = deal.legal();
        let pick = choose(deal, &legal);
        let play = legal[pick.min(legal.len() - 1)];
        deal.play(play)
            .expect("a play the rules listed as legal is accepted");
        plays += 1;
    }
    plays
}

/// A chooser that picks uniformly among the legal plays.
pub fn at_random<P: ?Sized>(rng: &mut Rng) -> impl FnMut(&P, &[Play]) -> usize + '_ {
    move |_, legal| rng.below(legal.len() as u32) as usize
}
