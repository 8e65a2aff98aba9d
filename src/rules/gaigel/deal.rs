//! A whole Gaigel deal played with random legal cards (sections 5 and 6): the deal of 5
//! cards each, the turned trump card at the bottom of the stock, draws after tricks 1–7,
//! strict play from trick 8. Used by the property tests, the benchmarks and drills.
//! Declarations are not made: they never change which cards are legal.

use super::play::{self, points_of, suit_of};
use crate::rules::rng::Rng;

/// What a whole deal produced, per team (0 = A: seats 0 and 2; 1 = B).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct DealSummary {
    pub trump: u8,
    pub points: [u32; 2],
    pub tricks: [u8; 2],
}

/// Sees every play and every trick of a simulated deal (all methods default to nothing).
pub trait Observer {
    /// A player is about to play `chosen` from `hand` (compact cards, copies included).
    fn play(
        &mut self,
        _trump: u8,
        _stock_empty: bool,
        _trick: &[u8],
        _hand: &[u8],
        _legal: u32,
        _chosen: u8,
    ) {
    }
    /// A trick is complete; `winner` is the position of the winning card.
    fn trick(&mut self, _trump: u8, _trick: &[u8; 4], _winner: usize) {}
}

impl Observer for () {}

/// Plays one random deal to the end.
pub fn random_deal<O: Observer>(rng: &mut Rng, obs: &mut O) -> DealSummary {
    let mut pack: [u8; 48] = std::array::from_fn(|i| (i % 24) as u8);
    rng.shuffle(&mut pack);
    let mut hands = [[0u8; 5]; 4];
    let mut len = [5usize; 4];
    for (p, hand) in hands.iter_mut().enumerate() {
        hand.copy_from_slice(&pack[p * 5..p * 5 + 5]);
    }
    // The turned card lies face up under the 27 face-down cards and is drawn last.
    let turned = pack[20];
    let trump = suit_of(turned);
    let mut next = 21;
    let mut leader = 0;
    let mut summary = DealSummary {
        trump,
        ..DealSummary::default()
    };
    for trick_no in 0..12 {
        let stock_empty = trick_no >= 7;
        let mut trick = [0u8; 4];
        for i in 0..4 {
            let p = (leader + i) % 4;
            let hand = &hands[p][..len[p]];
            let mask = hand.iter().fold(0u32, |m, &c| m | 1 << c);
            let legal = play::legal(trump, stock_empty, &trick[..i], mask).mask;
            let candidates = hand.iter().filter(|&&c| legal >> c & 1 == 1).count() as u32;
            let mut k = rng.below(candidates);
            let mut at = 0;
            for (j, &c) in hand.iter().enumerate() {
                if legal >> c & 1 == 1 {
                    if k == 0 {
                        at = j;
                        break;
                    }
                    k -= 1;
                }
            }
            let chosen = hand[at];
            obs.play(trump, stock_empty, &trick[..i], hand, legal, chosen);
            hands[p][at] = hands[p][len[p] - 1];
            len[p] -= 1;
            trick[i] = chosen;
        }
        let w = play::winner(trump, &trick);
        obs.trick(trump, &trick, w);
        let seat = (leader + w) % 4;
        let team = seat % 2;
        summary.points[team] += trick.iter().map(|&c| points_of(c)).sum::<u32>();
        summary.tricks[team] += 1;
        if trick_no == 11 {
            summary.points[team] += 10;
        }
        if trick_no < 7 {
            for i in 0..4 {
                let p = (seat + i) % 4;
                hands[p][len[p]] = if next < 48 { pack[next] } else { turned };
                next += 1;
                len[p] += 1;
            }
        }
        leader = seat;
    }
    summary
}
