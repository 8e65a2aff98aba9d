//! Common wrong beliefs about following suit and winning a trick, which every game's plays
//! can be held to: each a rule of its own, judged on the play reduced to suit groups and
//! strengths. A game's own beliefs are its own (`rules/<game>/drills/`).

/// A card as the beliefs about trick play see it: its suit group (the trumps of a tarot
/// pack form a group of their own) and its strength within the group, higher is stronger.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Seen {
    pub group: u8,
    pub strength: u8,
}

/// A position to follow to, reduced to what the beliefs look at.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct View {
    pub hand: Vec<Seen>,
    pub trick: Vec<Seen>,
    /// The trump group, if any.
    pub trump: Option<u8>,
}

impl View {
    /// A complete trick as the beliefs about winning see it.
    pub fn trick(trick: Vec<Seen>, trump: Option<u8>) -> View {
        View {
            hand: Vec::new(),
            trick,
            trump,
        }
    }

    /// Nothing for the beliefs about trick play to look at.
    pub fn none() -> View {
        View::trick(Vec::new(), None)
    }
}

/// Common wrong beliefs about following suit and winning a trick, as rules of their own. A
/// generated position is worth asking only when the true rule and at least one of these
/// beliefs answer it differently: then the learner who holds the belief gets it wrong.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TrickBelief {
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
}

impl TrickBelief {
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
                TrickBelief::HighestAnySuit if !trumped => Some((0, c.strength)),
                _ => (c.group == g).then_some((0, c.strength)),
            }
        };
        let mut best: Option<(usize, (u8, u8))> = None;
        for (i, c) in v.trick.iter().enumerate() {
            let Some(k) = rank(c) else { continue };
            let better = match best {
                None => true,
                Some((_, b)) if self == TrickBelief::LaterEqualWins => k >= b,
                Some((_, b)) => k > b,
            };
            if better {
                best = Some((i, k));
            }
        }
        match self {
            TrickBelief::LaterEqualWins | TrickBelief::HighestAnySuit => best.map(|(i, _)| i),
            _ => None,
        }
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
            TrickBelief::AnythingGoes => all,
            TrickBelief::FollowOnly => {
                if follow.is_empty() {
                    all
                } else {
                    follow
                }
            }
            TrickBelief::BeatInSuit => {
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
            TrickBelief::TrumpWhenVoid | TrickBelief::OvertrumpWhenVoid => {
                if !follow.is_empty() {
                    return follow;
                }
                let Some(t) = v.trump else { return all };
                let trumps = of(t);
                if trumps.is_empty() {
                    return all;
                }
                if self == TrickBelief::TrumpWhenVoid {
                    return trumps;
                }
                let up = above(&trumps, top(t));
                if up.is_empty() {
                    trumps
                } else {
                    up
                }
            }
            // The beliefs about winning allow every card.
            TrickBelief::LaterEqualWins | TrickBelief::HighestAnySuit => all,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn s(group: u8, strength: u8) -> Seen {
        Seen { group, strength }
    }

    #[test]
    fn beliefs_differ_where_they_should() {
        use TrickBelief::*;
        // Hearts (0) led at 5; the hand holds a higher and a lower heart and a trump (1).
        let v = View {
            hand: vec![s(0, 7), s(0, 2), s(1, 3)],
            trick: vec![s(0, 5)],
            trump: Some(1),
        };
        assert_eq!(FollowOnly.allows(&v), vec![0, 1]);
        assert_eq!(BeatInSuit.allows(&v), vec![0]);
        assert_eq!(AnythingGoes.allows(&v), vec![0, 1, 2]);
        // Void in hearts, a trump 6 already in the trick: only the trump 8 overtrumps.
        let v = View {
            hand: vec![s(1, 8), s(1, 2), s(2, 4)],
            trick: vec![s(0, 5), s(1, 6)],
            trump: Some(1),
        };
        assert_eq!(TrumpWhenVoid.allows(&v), vec![0, 1]);
        assert_eq!(OvertrumpWhenVoid.allows(&v), vec![0]);
        // A trump in the trick: the highest trump wins, whatever was led.
        let v = View::trick(vec![s(0, 5), s(1, 2), s(0, 9)], Some(1));
        assert_eq!(HighestAnySuit.winner(&v), Some(1));
        // Two equal cards of the suit led: the later one, says the belief.
        let v = View::trick(vec![s(0, 5), s(0, 5), s(2, 9)], Some(1));
        assert_eq!(LaterEqualWins.winner(&v), Some(1));
        assert_eq!(HighestAnySuit.winner(&v), Some(2));
        assert_eq!(FollowOnly.winner(&v), None);
    }
}
