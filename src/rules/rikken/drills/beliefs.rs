//! Rikken's wrong beliefs: each a rule of its own, which a drilled position must answer
//! differently from the true rule (the beliefs about trick play are shared by every game).

use crate::rules::drill;
use crate::rules::rikken::bids::Target;
use crate::rules::rikken::score::{distribute, table, value};
use crate::rules::rikken::Query;
use crate::rules::trick_beliefs::TrickBelief;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Belief {
    /// One of the beliefs about following and winning that every game's plays meet.
    Trick(TrickBelief),
    /// The settlement: "a contract made pays its base value only", no overtricks.
    NoOvertricks,
    /// The settlement: "a failed contract costs only its undertricks", not the base too.
    UndertricksOnly,
    /// The auction: "three aces only let you bid Troela; every other bid stays open".
    ThreeAcesBidFreely,
    /// The auction: "you may always pass".
    PassAlways,
    /// The auction: "with three aces you may never pass".
    ThreeAcesNeverPass,
    /// The auction: "a bid must always be higher than the highest so far".
    NoJoining,
    /// The auction: "any bid of the highest rank may be made again".
    SameRankJoins,
    /// The auction: "Troela needs three aces or more".
    TroelaWithFourAces,
    /// The partner call: "call any ace you lack", whatever suits you hold, never blind.
    CallAnyMissingAce,
    /// The partner call: "the ace of trumps may be called too".
    TrumpAceCallable,
    /// The auction: "the player who bid last plays", alone.
    LastBidderPlays,
    /// The blind trick: "the called ace always wins the face-down trick".
    CalledAceWins,
    /// The blind trick: "the first card shown sets the suit".
    FirstShownLeads,
    /// The scoring: "an open contract is worth what the closed one is".
    OpenPaysLikeClosed,
    /// The scoring: "a failed fixed contract costs one more per trick it missed by".
    FixedPaysPerTrick,
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
    /// The chips per seat this belief gives for a deal-score question.
    pub fn chips(self, query: &Query) -> Option<[i64; 4]> {
        let Query::DealScore {
            contract: Some(bid),
            declarer: Some(d),
            partner,
            tricks: Some(t),
        } = query
        else {
            return None;
        };
        let Target::AtLeast(n) = bid.target() else {
            return None;
        };
        let side = t[*d as usize] + partner.map_or(0, |p| t[p as usize]);
        let (s, made, _) = value(*bid, side as u8);
        let (made_v, _, _, under) = table(*bid);
        let believed = match self {
            Belief::NoOvertricks if made => made_v,
            Belief::UndertricksOnly if !made => (n as i64 - side) * under,
            Belief::NoOvertricks | Belief::UndertricksOnly => s,
            _ => return None,
        };
        Some(distribute(*bid, *d, *partner, believed, made))
    }
}
