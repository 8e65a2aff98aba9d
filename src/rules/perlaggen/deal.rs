//! The deal (section 6): what the cutter keeps, the cutter's packets, the turned trump and
//! its exchange. The deal itself is dealt and played in [`super::playout`].

use super::cards::{index, is_perlagg, is_permanent, suit_of};
use crate::cards::Card;

/// The cards the cutter keeps: the leading run of permanent Perlaggen (6.2, D-20).
pub fn cut_keep(seen: &[Card]) -> Vec<Card> {
    seen.iter()
        .copied()
        .take_while(|&c| is_permanent(index(c)))
        .collect()
}

/// The cutter's two packets when he kept `took` permanent Perlaggen (6.3).
pub fn packets(took: u8) -> [u8; 2] {
    let two = 2u8.saturating_sub(took);
    let three = 3 - took.saturating_sub(2).min(3);
    [two, three]
}

/// Who may exchange the turned card, and the eligible cards (6.5).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Exchanger {
    Dealer(Vec<Card>),
    Partner(Vec<Card>),
    Nobody,
}

/// Why the exchange goes as it does: the indicator is natural, a permanent or a trump
/// Perlagg.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Indicator {
    Natural,
    Permanent,
    TrumpPerlagg,
}

pub fn indicator_kind(indicator: Card) -> Indicator {
    let ix = index(indicator);
    let t = suit_of(ix);
    if is_permanent(ix) {
        Indicator::Permanent
    } else if is_perlagg(ix, t) {
        Indicator::TrumpPerlagg
    } else {
        Indicator::Natural
    }
}

/// 6.5: eligible cards are of the trump suit by their print; not a permanent Perlagg when a
/// permanent one is turned; natural when a trump Perlagg is turned.
pub fn exchange(indicator: Card, dealer: &[Card], partner: &[Card]) -> Exchanger {
    let kind = indicator_kind(indicator);
    let t = suit_of(index(indicator));
    let eligible = |hand: &[Card]| -> Vec<Card> {
        hand.iter()
            .copied()
            .filter(|&c| {
                let ix = index(c);
                suit_of(ix) == t
                    && match kind {
                        Indicator::Permanent => !is_permanent(ix),
                        Indicator::TrumpPerlagg => !is_perlagg(ix, t),
                        Indicator::Natural => false,
                    }
            })
            .collect()
    };
    if kind == Indicator::Natural {
        return Exchanger::Nobody;
    }
    let d = eligible(dealer);
    if !d.is_empty() {
        return Exchanger::Dealer(d);
    }
    let p = eligible(partner);
    if !p.is_empty() {
        return Exchanger::Partner(p);
    }
    Exchanger::Nobody
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn packets_of_6_3() {
        let want = [[2, 3], [1, 3], [0, 3], [0, 2], [0, 1]];
        for (k, w) in want.iter().enumerate() {
            assert_eq!(packets(k as u8), *w);
        }
    }
}
