//! Perlaggen's wrong beliefs: each a rule of its own, which a drilled position must answer
//! differently from the true rule (the beliefs about trick play are shared by every game).

use crate::rules::drill;
use crate::rules::perlaggen::{cards::index, figures, Query};
use crate::rules::trick_beliefs::TrickBelief;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Belief {
    /// One of the beliefs about following and winning that every game's plays meet.
    Trick(TrickBelief),
    /// The figures: "partners put their cards together".
    PartnersCombine,
    /// The betting: "the team that held a bet must wait; the team whose bet was
    /// held bets again" (9.2.2 the wrong way round).
    HolderWaits,
    /// The betting: "only a team on 17 may not bet or raise".
    OnlyGestrichenBarred,
    /// The betting: "a team too near 18 to bet may not hold either".
    LimitAppliesToHold,
    /// The betting: "you may bet on Gleich or Hanger without an example".
    NoExampleNeeded,
    /// The betting: "a Perlagg in hand is no example".
    WildCardsDontCount,
    /// The betting: "after the fifth lead any last card lets you bet on the Spiel".
    AnyCardForSpiel,
    /// The betting: "after the fifth lead a natural trump qualifies only when trumps
    /// were led" (the seed's list, which lost pagat's "or a trump").
    TrumpMustBeLed,
    /// The show: "betting works as during the play": either team may bet.
    ShowLikePlay,
    /// The deal score: "a team that cannot prove a conceded figure loses only that
    /// figure", no −2.
    FailLosesFigureOnly,
    /// The wild cards: "only the trump Unter and Ober are wild, never the trump 7".
    TrumpSevenNotWild,
    /// The wild cards: "only the four permanent Perlaggen are wild".
    OnlyPermanentWild,
    /// The wild cards: "only cards of the trump suit are wild".
    OnlyTrumpCardsWild,
    /// The wild cards: "every Unter and Ober is wild", whatever its suit.
    AllUntersObersWild,
    /// The cut: "the cutter keeps every permanent Perlagg he sees".
    KeepAllPermanent,
    /// The exchange: "only the dealer may exchange".
    DealerOnlyExchanges,
    /// The exchange: "any turned trump may be exchanged", a natural one too.
    AnyIndicatorExchanged,
    /// The game: "the figures are credited Gleich, Hanger, Spiel", whatever was
    /// conceded or held first.
    PlainFigureOrder,
    /// At 17–17: "the Spiel always decides".
    SpielAlwaysDecides,
    /// At 17–17: "the best Gleich or Hanger decides, even of two cards".
    AnyFigureDecides,
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
    /// The team this belief says wins a Gleich or Hanger question (`A`, `B`, `tie` or
    /// `none`).
    pub fn figure_winner(self, query: &Query) -> Option<&'static str> {
        let (hands, gleich) = match query {
            Query::GleichWinner { hands, .. } => (hands, true),
            Query::HangerWinner { hands, .. } => (hands, false),
            _ => return None,
        };
        if self != Belief::PartnersCombine {
            return None;
        }
        let best = |team: u8| {
            let ids: Vec<u8> = hands
                .iter()
                .filter(|(s, _)| s % 2 == team)
                .flat_map(|(_, h)| h.iter().map(|p| index(p.identity)))
                .collect();
            if gleich {
                figures::best_gleich(&ids)
            } else {
                figures::best_hanger(&ids)
            }
        };
        Some(match (best(0), best(1)) {
            (None, None) => "none",
            (a, b) if a == b => "tie",
            (a, b) if a > b => "A",
            _ => "B",
        })
    }
}
