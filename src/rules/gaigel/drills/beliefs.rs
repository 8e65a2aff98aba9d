//! Gaigel's wrong beliefs: each a rule of its own, which a drilled position must answer
//! differently from the true rule (the beliefs about trick play are shared by every game).

use crate::rules::drill;
use crate::rules::gaigel::{score, Query};
use crate::rules::trick_beliefs::TrickBelief;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Belief {
    /// One of the beliefs about following and winning that every game's plays meet.
    Trick(TrickBelief),
    /// The card points: "the last trick is worth its cards only".
    NoLastTrickBonus,
    /// The marriages: "a marriage is worth 20 (a double 40), trumps or not".
    AllMarriagesTwenty,
    /// The marriages: "a double marriage is worth a single one".
    DoubleCountsOnce,
    /// The deal points: "only the cards taken count toward 101", not the declarations.
    MeldsNotCounted,
    /// The marriages: "you may show a marriage whenever you hold it", whoever won the trick,
    /// before or after the draw, with or without the stock.
    MarryAnytime,
    /// The marriages: "only the player who won the trick may declare", never his partner.
    WinnerOnlyMarries,
    /// The exchange of the trump 7: "a trick won by your partner is enough".
    PartnerTrickCounts,
    /// The exchange of the trump 7: "only right after winning a trick yourself".
    ExchangeOnlyAfterWinning,
    /// The card points: "the Ober is worth 2 and the Unter 3" (the two swapped).
    OberUnterSwapped,
    /// The card points: "a Seven counts its face value, 7".
    SevenAtFaceValue,
    /// The deal score: "every knock is worth 2 game points".
    KnockAlwaysTwo,
    /// The deal score: "whoever wins a deal scores 1 game point", no Gaigel, no 2 for a
    /// dispute or a claim.
    EveryWinOnePoint,
    /// The deal score: "a deal nobody knocks in is simply forgotten": nothing carried.
    VoidDealForgotten,
    /// The deal score: "the carried game points stay on the table": not added to the award.
    CarryNotAdded,
    /// The game: "6 game points win".
    WinAtSix,
    /// The game: "the game is played to more than 7".
    WinAtEight,
    /// The five 7s: "like the exchange, they need a trick won first".
    FiveSevensNeedTrick,
    /// The five 7s: "you may show them whenever you hold them", also with four cards.
    FiveSevensAnytime,
    /// The draw: "it starts on the dealer's left, as the deal and the first lead do".
    DrawFromDealersLeft,
    /// The draw: "from the winner anticlockwise" (the direction the spec sets aside).
    DrawAnticlockwise,
}

impl drill::Belief for Belief {
    fn trick(self) -> Option<TrickBelief> {
        match self {
            Belief::Trick(t) => Some(t),
            _ => None,
        }
    }
}

impl Belief {
    /// The points this belief gives for a card-points question.
    pub fn points(self, query: &Query) -> Option<i64> {
        match (self, query) {
            (Belief::NoLastTrickBonus, Query::CardPoints { cards, .. }) => {
                Some(score::card_points(cards) as i64)
            }
            _ => None,
        }
    }
}
