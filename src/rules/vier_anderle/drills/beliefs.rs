//! Vier-Anderle's and Japanisch's wrong beliefs: each a rule of its own, which a drilled
//! position must answer differently from the true rule (the beliefs about trick play are
//! shared by every game).

use crate::rules::drill;
use crate::rules::trick_beliefs::TrickBelief;
use crate::rules::vier_anderle::{settle, Deal, Rules, TricklessPay};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Belief {
    /// One of the beliefs about following and winning that every game's plays meet.
    Trick(TrickBelief),
    /// Settling a deal: "the dealer's ante is not part of the dealer's result".
    AnteNotCounted,
    /// Settling an in/out deal: "a participant without a trick pays 4", as in an all-play
    /// deal, instead of the whole pot.
    TricklessPaysFour,
    /// Japanisch: "a participant without a trick pays the pot", as in the original.
    TricklessPaysPot,
    /// Japanisch: "saying out costs nothing" (no drop fee, no side pot).
    NoDropFee,
    /// The deal type: "the ante fills the pot, so every deal is in or out".
    EveryDealInOut,
    /// The deal type: "a pot of only 4 left over is played by all".
    SmallPotAllPlay,
    /// The first lead: "the dealer leads".
    DealerLeads,
    /// The first lead: "seat 0 always leads", in or out.
    SeatZeroLeads,
    /// The declarations: "the dealer speaks first".
    DealerDeclaresFirst,
    /// Japanisch's declarations: "from the dealer's left, as in the original".
    DeclareFromLeft,
    /// One player in: "he takes the pot as it was before the ante".
    LoneWithoutAnte,
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
    /// The chips and pot this belief gives for a deal, for the beliefs about
    /// settling; `None` for the others. Each is the true settlement with the belief's one
    /// change.
    pub fn settle(self, rules: Rules, deal: &Deal) -> Option<(Vec<i64>, i64)> {
        let s = settle::settle(rules, deal)?;
        let (mut chips, mut pot) = (s.chips, s.pot_after);
        let dealer = deal.players as usize - 1;
        let p = deal.pot_before.checked_add(4)?;
        let trickless: Vec<usize> = match (&deal.in_seats, &deal.tricks) {
            (Some(inn), Some(t)) if inn.len() >= 2 => inn
                .iter()
                .map(|&s| s as usize)
                .filter(|&s| t[s] == Some(0))
                .collect(),
            _ => Vec::new(),
        };
        let droppers = deal
            .in_seats
            .as_ref()
            .map(|inn| (0..deal.players).filter(|s| !inn.contains(s)).count() as i64)
            .unwrap_or(0);
        // Checked like the settlement itself: a belief too has no answer that does not fit.
        let mv = |to: &mut i64, from: &mut i64, amount: i64| -> Option<()> {
            *to = to.checked_add(amount)?;
            *from = from.checked_sub(amount)?;
            Some(())
        };
        match self {
            Belief::AnteNotCounted => mv(&mut chips[dealer], &mut pot, 4)?,
            Belief::TricklessPaysFour if rules.trickless_pays() == TricklessPay::Pot => {
                for &s in &trickless {
                    mv(&mut chips[s], &mut pot, p - 4)?;
                }
            }
            Belief::TricklessPaysPot => {
                let TricklessPay::Fixed(fixed) = rules.trickless_pays() else {
                    return None;
                };
                for &s in &trickless {
                    mv(&mut pot, &mut chips[s], p - fixed)?;
                }
            }
            Belief::NoDropFee => {
                let fee = rules.drop_fee()?;
                if let Some(inn) = &deal.in_seats {
                    for s in (0..deal.players).filter(|s| !inn.contains(s)) {
                        chips[s as usize] = chips[s as usize].checked_add(fee)?;
                    }
                    pot = pot.checked_sub(droppers.checked_mul(fee)?)?;
                }
            }
            _ => return None,
        }
        Some((chips, pot))
    }
}
