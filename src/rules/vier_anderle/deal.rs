//! A whole Vier-Anderle deal played with random legal cards (sections 5 to 7): `players`
//! hands of four from the pack with `k = max(0, n − 9)` extra pips per suit, the given
//! participants (seat order; the lowest seat leads), the winner of each trick leading the
//! next. Used by the property tests, the benchmarks and drills.

use super::{play, Rules};
use crate::cards::CardSet;
use crate::rules::rng::Rng;

/// Sees every play and every trick of a simulated deal.
pub trait Observer {
    fn play(&mut self, _trick: &[u8], _hand: CardSet, _legal: CardSet, _chosen: u8) {}
    fn trick(&mut self, _trick: &[u8], _winner: usize) {}
}

impl Observer for () {}

/// The compact cards of the pack with `extra_pips` pip cards per suit (section 2.3):
/// the highest pips come back first, and a higher compact index is a higher pip.
pub fn pack(extra_pips: u8) -> Vec<u8> {
    let mut out: Vec<u8> = (0..22).collect();
    for suit in 0..4u8 {
        let base = 22 + 8 * suit;
        // Strengths 8..5 are the court cards, 4..1 the pips, highest first.
        for strength in (5 - extra_pips.min(4)..=8).rev() {
            out.push(base + strength - 1);
        }
    }
    out
}

fn pick(rng: &mut Rng, set: CardSet) -> u8 {
    let k = rng.below(set.len());
    set.iter().nth(k as usize).unwrap_or(0)
}

/// Deals four cards to each participant and plays the four tricks at random under `rules`
/// (only the follow rule of 7.2 depends on them). Returns the tricks each participant took,
/// indexed by position in `participants`.
pub fn random_deal<O: Observer>(
    rng: &mut Rng,
    rules: Rules,
    players: u8,
    participants: &[u8],
    obs: &mut O,
) -> Vec<u8> {
    let mut cards = pack(super::extra_pips_for(players));
    rng.shuffle(&mut cards);
    let m = participants.len();
    let mut hands = vec![CardSet::default(); m];
    for (i, hand) in hands.iter_mut().enumerate() {
        for &c in &cards[4 * i..4 * i + 4] {
            hand.insert(c);
        }
    }
    let mut won = vec![0u8; m];
    let mut leader = 0;
    let mut trick = Vec::with_capacity(m);
    for _ in 0..4 {
        trick.clear();
        for i in 0..m {
            let p = (leader + i) % m;
            let (legal, _) = play::legal(rules, &trick, hands[p]);
            let c = pick(rng, legal);
            obs.play(&trick, hands[p], legal, c);
            hands[p].remove(c);
            trick.push(c);
        }
        let w = play::winner(&trick);
        obs.trick(&trick, w);
        leader = (leader + w) % m;
        won[leader] += 1;
    }
    won
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pack_sizes_follow_the_table_of_2_3() {
        for k in 0..=4u8 {
            assert_eq!(pack(k).len(), 38 + 4 * k as usize);
        }
        // k = 1 adds the black 10 and the red 1: strength 4 in every suit.
        let p = pack(1);
        assert!(p.contains(&(22 + 3)));
        assert!(!p.contains(&(22 + 2)));
    }
}
