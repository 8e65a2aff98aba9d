//! A whole Vier-Anderle deal played with random legal cards, through the deal state of
//! [`super::playout`] (`players` hands of four from the pack with `k = max(0, n − 9)` extra
//! pips per suit, the given participants, the lowest seat leading, the winner of each trick
//! leading the next), with an observer that sees every play and trick. Used by the property
//! tests, the benchmarks and drills.

use super::playout::Deal;
use super::Rules;
use crate::cards::CardSet;
use crate::rules::playout::Playout;
use crate::rules::rng::Rng;

/// Sees every play and every trick of a simulated deal.
pub trait Observer {
    fn play(&mut self, _trick: &[u8], _hand: CardSet, _legal: CardSet, _chosen: u8) {}
    fn trick(&mut self, _trick: &[u8], _winner: usize) {}
}

impl Observer for () {}

/// The pack is the deal state's (section 2.3).
pub use super::playout::pack;

/// Deals four cards to each player and plays the four tricks among `participants` at
/// random under `rules`, through the deal state ([`Deal`]). Returns the tricks each
/// participant took, indexed by position in `participants`.
pub fn random_deal<O: Observer>(
    rng: &mut Rng,
    rules: Rules,
    players: u8,
    participants: &[u8],
    obs: &mut O,
) -> Vec<u8> {
    let mut deal = Deal::random_in(rng, rules, players, participants);
    let m = deal.in_seats().len();
    let mut won = vec![0u8; participants.len()];
    let mut trick = Vec::with_capacity(m);
    while let Some(seat) = deal.to_play() {
        let legal = deal.legal_set();
        let c = legal
            .iter()
            .nth(rng.below(legal.len()) as usize)
            .unwrap_or(0);
        obs.play(deal.trick_indices(), deal.hand_set(seat), legal, c);
        trick.clear();
        trick.extend_from_slice(deal.trick_indices());
        trick.push(c);
        deal.apply(c);
        if trick.len() == m {
            let taken = deal.taken().last().expect("the trick just taken");
            let at = |seat: usize| deal.in_seats().iter().position(|&s| s as usize == seat);
            let w = (at(taken.winner).unwrap_or(0) + m - at(taken.leader).unwrap_or(0)) % m;
            obs.trick(&trick, w);
            if let Some(i) = participants
                .iter()
                .position(|&s| s as usize == taken.winner)
            {
                won[i] += 1;
            }
        }
    }
    won
}
