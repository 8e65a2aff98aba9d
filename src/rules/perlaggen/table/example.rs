//! The best example of a figure that a hand can show, and its key: what the show, the end
//! of the deal and the computer player all ask, kept apart from the show's procedure.

use super::super::cards::{rank_of, suit_of, WELI};
use crate::cards::CardSet;

/// An example's key: `(count, rank)` of a Gleich, `(length, top rank)` of a Hanger.
pub type Key = (u8, u8);

/// The best example of figure `f` a player can show from his fixed identities, his natural
/// cards in hand and `wild` Perlaggen in hand that may stand for anything: its key and the
/// identities the wild cards take for it (the rest of the hand is shown as it is).
pub fn best_example(
    f: usize,
    fixed: &[u8],
    naturals: CardSet,
    wild: usize,
) -> Option<(Key, Vec<u8>)> {
    // Ranks present per suit (bit r for rank r), and counts per rank, of the fixed cards.
    let mut present = [0u16; 4];
    let mut counts = [0usize; 9];
    for c in fixed.iter().copied().chain(naturals.iter()) {
        present[suit_of(c) as usize] |= 1 << rank_of(c);
        counts[rank_of(c) as usize] += 1;
    }
    let id_of = |s: u8, r: u8| if r == 0 { WELI } else { 8 * s + 8 - r };
    if f == 0 {
        let (n, r) = (0..=8u8)
            .map(|r| (counts[r as usize] + wild, r))
            .filter(|&(n, _)| n >= 2)
            .max()?;
        // The Weli is the only 6: a six can only be named as `bells-6`.
        return Some((
            (n as u8, r),
            vec![id_of(if r == 0 { 1 } else { 0 }, r); wild],
        ));
    }
    let mut best: Option<(Key, u8, u8, u8)> = None;
    for s in 0..4u8 {
        let low = if s == 1 { 0 } else { 1 };
        for lo in low..=8u8 {
            for hi in lo + 1..=8u8 {
                let window: u16 = ((1u16 << (hi + 1)) - 1) & !((1u16 << lo) - 1);
                let missing = (window & !present[s as usize]).count_ones() as usize;
                let key = (hi - lo + 1, hi);
                if missing <= wild && best.is_none_or(|(k, ..)| key > k) {
                    best = Some((key, s, lo, hi));
                }
            }
        }
    }
    let (key, s, lo, hi) = best?;
    let mut names: Vec<u8> = (lo..=hi)
        .filter(|&r| present[s as usize] & (1 << r) == 0)
        .map(|r| id_of(s, r))
        .collect();
    // Wild cards left over repeat the top card: they add nothing.
    while names.len() < wild {
        names.push(id_of(s, hi));
    }
    Some((key, names))
}
