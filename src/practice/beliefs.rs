//! The wrong beliefs of every game, game-neutral: each game's own belief enum wrapped in
//! one value, and a topic's list of them. A generated position is worth asking only when
//! the true rule and at least one of its topic's beliefs answer it differently: then the
//! learner who holds the belief gets it wrong.

/// A wrong belief of some game: the learner is told it by its id.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Belief {
    Gaigel(gaigel::drills::Belief),
    Rikken(rikken::drills::Belief),
    Marglia(marglia::drills::Belief),
    VierAnderle(vier_anderle::drills::Belief),
    Legacy(Legacy),
}

impl Belief {
    /// The belief's id, as its message `belief-<id>` names it (`anything-goes`).
    pub fn id(self) -> String {
        use drill::Belief as _;
        match self {
            Belief::Gaigel(b) => b.id(),
            Belief::Rikken(b) => b.id(),
            Belief::Marglia(b) => b.id(),
            Belief::VierAnderle(b) => b.id(),
            Belief::Legacy(b) => b.id(),
        }
    }
}

/// A topic's wrong beliefs: its game's own list.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Beliefs {
    Gaigel(&'static [gaigel::drills::Belief]),
    Rikken(&'static [rikken::drills::Belief]),
    Marglia(&'static [marglia::drills::Belief]),
    VierAnderle(&'static [vier_anderle::drills::Belief]),
    Legacy(&'static [Legacy]),
}

impl Beliefs {
    /// The beliefs, each wrapped game-neutrally.
    pub fn to_vec(self) -> Vec<Belief> {
        match self {
            Beliefs::Gaigel(list) => list.iter().map(|&b| Belief::Gaigel(b)).collect(),
            Beliefs::Rikken(list) => list.iter().map(|&b| Belief::Rikken(b)).collect(),
            Beliefs::Marglia(list) => list.iter().map(|&b| Belief::Marglia(b)).collect(),
            Beliefs::VierAnderle(list) => list.iter().map(|&b| Belief::VierAnderle(b)).collect(),
            Beliefs::Legacy(list) => list.iter().map(|&b| Belief::Legacy(b)).collect(),
        }
    }

    pub fn contains(&self, belief: &Belief) -> bool {
        self.to_vec().contains(belief)
    }
}

impl IntoIterator for Beliefs {
    type Item = Belief;
    type IntoIter = std::vec::IntoIter<Belief>;
    fn into_iter(self) -> Self::IntoIter {
        self.to_vec().into_iter()
    }
}

use crate::rules::drill::{self, Seen, View};
use crate::rules::{gaigel, marglia, rikken, vier_anderle};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Legacy {
    /// "You may always play any card."
    AnythingGoes,
    /// "Follow suit if you can, otherwise play anything": no duty to trump or to beat.
    FollowOnly,
    /// "Follow suit if you can; if not, any trump": no duty to overtrump, no exemption.
    TrumpWhenVoid,
    /// "Follow suit if you can; if not, you must overtrump if you can, else trump": no
    /// exemption for a partner who is winning or for a trump you cannot beat.
    OvertrumpWhenVoid,
    /// "When you follow suit you must beat the highest card of the suit if you can", even
    /// when the trick is already trumped.
    BeatInSuit,
    /// Who wins a trick: "of two equal cards, the later one wins".
    LaterEqualWins,
    /// Who wins a trick: "the highest card wins, whatever its suit" (no trump in the trick).
    HighestAnySuit,
    /// Perlaggen's figures: "partners put their cards together".
    PartnersCombine,
    /// Perlaggen's betting: "the team that held a bet must wait; the team whose bet was
    /// held bets again" (9.2.2 the wrong way round).
    HolderWaits,
    /// Perlaggen's betting: "only a team on 17 may not bet or raise".
    OnlyGestrichenBarred,
    /// Perlaggen's betting: "a team too near 18 to bet may not hold either".
    LimitAppliesToHold,
    /// Perlaggen's betting: "you may bet on Gleich or Hanger without an example".
    NoExampleNeeded,
    /// Perlaggen's betting: "a Perlagg in hand is no example".
    WildCardsDontCount,
    /// Perlaggen's betting: "after the fifth lead any last card lets you bet on the Spiel".
    AnyCardForSpiel,
    /// Perlaggen's betting: "after the fifth lead a natural trump qualifies only when trumps
    /// were led" (the seed's list, which lost pagat's "or a trump").
    TrumpMustBeLed,
    /// Perlaggen's show: "betting works as during the play": either team may bet.
    ShowLikePlay,
    /// Perlaggen's deal score: "a team that cannot prove a conceded figure loses only that
    /// figure", no −2.
    FailLosesFigureOnly,
    /// Perlaggen's wild cards: "only the trump Unter and Ober are wild, never the trump 7".
    TrumpSevenNotWild,
    /// Perlaggen's wild cards: "only the four permanent Perlaggen are wild".
    OnlyPermanentWild,
    /// Perlaggen's wild cards: "only cards of the trump suit are wild".
    OnlyTrumpCardsWild,
    /// Perlaggen's wild cards: "every Unter and Ober is wild", whatever its suit.
    AllUntersObersWild,
    /// Perlaggen's cut: "the cutter keeps every permanent Perlagg he sees".
    KeepAllPermanent,
    /// Perlaggen's exchange: "only the dealer may exchange".
    DealerOnlyExchanges,
    /// Perlaggen's exchange: "any turned trump may be exchanged", a natural one too.
    AnyIndicatorExchanged,
    /// Perlaggen's game: "the figures are credited Gleich, Hanger, Spiel", whatever was
    /// conceded or held first.
    PlainFigureOrder,
    /// Perlaggen at 17–17: "the Spiel always decides".
    SpielAlwaysDecides,
    /// Perlaggen at 17–17: "the best Gleich or Hanger decides, even of two cards".
    AnyFigureDecides,
}

impl Legacy {
    /// The belief's id, as its message `belief-<id>` names it: `AnythingGoes` →
    /// `anything-goes`.
    pub fn id(self) -> String {
        let mut out = String::new();
        for (i, c) in format!("{self:?}").chars().enumerate() {
            if c.is_ascii_uppercase() && i > 0 {
                out.push('-');
            }
            out.push(c.to_ascii_lowercase());
        }
        out
    }

    /// The play-order index of the card this belief says wins the trick, for the beliefs
    /// about winning; `None` for the beliefs about following.
    pub fn winner(self, v: &View) -> Option<usize> {
        let led = v.trick.first()?.group;
        let trumped = v
            .trump
            .is_some_and(|t| v.trick.iter().any(|c| c.group == t));
        let rank = |c: &Seen| -> Option<(u8, u8)> {
            let g = if trumped { v.trump? } else { led };
            match self {
                Legacy::HighestAnySuit if !trumped => Some((0, c.strength)),
                _ => (c.group == g).then_some((0, c.strength)),
            }
        };
        let mut best: Option<(usize, (u8, u8))> = None;
        for (i, c) in v.trick.iter().enumerate() {
            let Some(k) = rank(c) else { continue };
            let better = match best {
                None => true,
                Some((_, b)) if self == Legacy::LaterEqualWins => k >= b,
                Some((_, b)) => k > b,
            };
            if better {
                best = Some((i, k));
            }
        }
        match self {
            Legacy::LaterEqualWins | Legacy::HighestAnySuit => best.map(|(i, _)| i),
            _ => None,
        }
    }

    /// The team this belief says wins a Perlaggen Gleich or Hanger question (`A`, `B`,
    /// `tie` or `none`).
    pub fn figure_winner(self, query: &crate::rules::Query) -> Option<&'static str> {
        use crate::rules::perlaggen::{cards::index, figures, Query as P};
        use crate::rules::Query;
        let (hands, gleich) = match query {
            Query::Perlaggen(P::GleichWinner { hands, .. }) => (hands, true),
            Query::Perlaggen(P::HangerWinner { hands, .. }) => (hands, false),
            _ => return None,
        };
        if self != Legacy::PartnersCombine {
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

    /// The hand indices this belief would allow.
    pub fn allows(self, v: &View) -> Vec<usize> {
        let all: Vec<usize> = (0..v.hand.len()).collect();
        let Some(led) = v.trick.first().map(|c| c.group) else {
            return all;
        };
        let of = |g: u8| -> Vec<usize> {
            all.iter()
                .copied()
                .filter(|&i| v.hand[i].group == g)
                .collect()
        };
        let follow = of(led);
        let top = |g: u8| {
            v.trick
                .iter()
                .filter(|c| c.group == g)
                .map(|c| c.strength)
                .max()
        };
        let above = |cards: &[usize], t: Option<u8>| -> Vec<usize> {
            match t {
                Some(t) => cards
                    .iter()
                    .copied()
                    .filter(|&i| v.hand[i].strength > t)
                    .collect(),
                None => cards.to_vec(),
            }
        };
        match self {
            Legacy::AnythingGoes => all,
            Legacy::FollowOnly => {
                if follow.is_empty() {
                    all
                } else {
                    follow
                }
            }
            Legacy::BeatInSuit => {
                if follow.is_empty() {
                    return all;
                }
                let up = above(&follow, top(led));
                if up.is_empty() {
                    follow
                } else {
                    up
                }
            }
            Legacy::TrumpWhenVoid | Legacy::OvertrumpWhenVoid => {
                if !follow.is_empty() {
                    return follow;
                }
                let Some(t) = v.trump else { return all };
                let trumps = of(t);
                if trumps.is_empty() {
                    return all;
                }
                if self == Legacy::TrumpWhenVoid {
                    return trumps;
                }
                let up = above(&trumps, top(t));
                if up.is_empty() {
                    trumps
                } else {
                    up
                }
            }
            // The beliefs about winning, counting and settling allow every card.
            _ => all,
        }
    }
}
