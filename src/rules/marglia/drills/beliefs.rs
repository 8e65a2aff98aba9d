//! Marglia's and Maniglia's wrong beliefs: each a rule of its own, which a drilled position
//! must answer differently from the true rule (the beliefs about trick play are shared by
//! every game).

use crate::rules::drill;
use crate::rules::marglia::{play, Query, SideTake};
use crate::rules::trick_beliefs::{TrickBelief, View};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Belief {
    /// One of the beliefs about following and winning that every game's plays meet.
    Trick(TrickBelief),
    /// The card points: "a trick holding a frillo earns nothing extra".
    NoFrilloPoint,
    /// The deal score: "a side below 35 scores minus the difference".
    NegativeScore,
    /// The turned card: "its points are counted at the end of the deal", not at once.
    CreditAtEnd,
    /// The turned card: "a side with 35 or more may always stop", credit or not.
    AnyScoreStops,
    /// Exemption (b): "without the suit led or a trump, discard your lowest card".
    DiscardLowest,
    /// Maniglia's 29-point rule: "the turned card is always credited, as in Marglia".
    CreditAlways,
    /// Maniglia alone: "the player two places back is your partner".
    PartnerTwoBack,
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
            (
                Belief::NoFrilloPoint,
                Query::CardPoints {
                    tricks: Some(ts), ..
                },
            ) => Some(ts.iter().map(|t| play::trick_points(t).0 as i64).sum()),
            _ => None,
        }
    }

    /// The scores of sides A and B this belief gives for a deal-score question.
    pub fn scores(self, query: &Query) -> Option<[i64; 2]> {
        let Query::DealScore {
            sides, deduction, ..
        } = query
        else {
            return None;
        };
        if self != Belief::NegativeScore || sides.len() != 2 {
            return None;
        }
        let raw = |s: &SideTake| match s {
            SideTake::Counts {
                card_points,
                frillo_tricks,
            } => card_points + frillo_tricks,
            SideTake::Tricks(_) => 0,
        };
        Some([raw(&sides[0]) - deduction, raw(&sides[1]) - deduction])
    }
}

/// The hand indices exemption (b) misread allows: with neither the suit led nor a trump,
/// "discard your lowest card" (cards of equal rank in different suits are all the lowest);
/// any card otherwise.
pub fn discard_lowest(v: &View) -> Vec<usize> {
    let all: Vec<usize> = (0..v.hand.len()).collect();
    let Some(led) = v.trick.first().map(|c| c.group) else {
        return all;
    };
    let holds = |g: u8| v.hand.iter().any(|c| c.group == g);
    if holds(led) || v.trump.is_some_and(holds) {
        return all;
    }
    let low = v.hand.iter().map(|c| c.strength).min();
    all.into_iter()
        .filter(|&i| Some(v.hand[i].strength) == low)
        .collect()
}
