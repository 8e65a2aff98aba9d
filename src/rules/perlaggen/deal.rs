//! The deal (section 6): what the cutter keeps, the cutter's packets, the turned trump and
//! its exchange; and a whole deal played with random legal cards and random allowed
//! baptisms, for the property tests, the benchmarks and drills.

use super::cards::{index, is_perlagg, is_permanent, suit_of, WELI};
use super::play::{self, Baptism};
use crate::cards::{Card, CardSet};
use crate::rules::rng::Rng;

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

/// Sees every play and every trick of a simulated deal (compact cards; a play is a
/// physical card and its identity).
pub trait Observer {
    fn play(
        &mut self,
        _trump: u8,
        _trick: &[(u8, u8)],
        _hand: CardSet,
        _naturals: CardSet,
        _baptism: Baptism,
        _chosen: (u8, u8),
    ) {
    }
    fn trick(&mut self, _trump: u8, _trick: &[(u8, u8)], _winner: usize) {}
}

impl Observer for () {}

fn pick(rng: &mut Rng, set: CardSet) -> Option<u8> {
    if set.is_empty() {
        return None;
    }
    let k = rng.below(set.len());
    set.iter().nth(k as usize)
}

/// Deals five cards to each of the four players from the 33-card pack, turns the next card
/// for trumps, and plays all five tricks with random legal cards and baptisms. Returns the
/// trump suit and the tricks won per seat.
pub fn random_deal<O: Observer>(rng: &mut Rng, obs: &mut O) -> (u8, [u8; 4]) {
    let mut pack: Vec<u8> = (0..=WELI).collect();
    rng.shuffle(&mut pack);
    let trump = suit_of(pack[20]);
    let mut hands = [CardSet::default(); 4];
    for (i, &c) in pack[..20].iter().enumerate() {
        hands[i / 5].insert(c);
    }
    let mut won = [0u8; 4];
    let mut leader = 0;
    let mut trick: Vec<(u8, u8)> = Vec::with_capacity(4);
    for _ in 0..5 {
        trick.clear();
        for i in 0..4 {
            let p = (leader + i) % 4;
            let led = trick.first().map(|&(_, id)| id);
            let (naturals, baptism, _) = play::legal(trump, led, hands[p]);
            let wild = hands[p].iter().filter(|&c| is_perlagg(c, trump)).count() as u32;
            // Choose among the legal naturals and the wild cards alike.
            let k = rng.below(naturals.len() + wild);
            let chosen = if k < naturals.len() {
                let c = naturals.iter().nth(k as usize).unwrap_or(0);
                (c, c)
            } else {
                let c = hands[p]
                    .iter()
                    .filter(|&c| is_perlagg(c, trump))
                    .nth((k - naturals.len()) as usize)
                    .unwrap_or(0);
                let allowed = CardSet(
                    (0..=WELI)
                        .filter(|&id| baptism.allows(id))
                        .fold(0, |a, id| a | 1 << id),
                );
                (c, pick(rng, allowed).unwrap_or(c))
            };
            obs.play(trump, &trick, hands[p], naturals, baptism, chosen);
            hands[p].remove(chosen.0);
            trick.push(chosen);
        }
        let w = play::winner(&trick, trump);
        obs.trick(trump, &trick, w);
        leader = (leader + w) % 4;
        won[leader] += 1;
    }
    (trump, won)
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
