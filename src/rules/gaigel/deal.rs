//! A whole Gaigel deal played with random legal cards, through the deal state of
//! [`super::playout`] (the deal, the stock, the draws and the follow rules are there), with
//! an observer that sees every play and trick. Used by the property tests, the benchmarks
//! and drills. Declarations are not made: they never change which cards are legal.

use super::play::points_of;
use super::playout::{Deal, TRICKS};
use crate::rules::playout::Playout;
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

/// Plays one random deal to the end through the deal state ([`Deal`]), each play chosen
/// at random among the legal cards, and tells `obs` about every play and trick.
pub fn random_deal<O: Observer>(rng: &mut Rng, obs: &mut O) -> DealSummary {
    let mut deal = Deal::random(rng);
    let trump = deal.trump_index();
    let mut summary = DealSummary {
        trump,
        ..DealSummary::default()
    };
    while let Some(seat) = deal.to_play() {
        let legal = deal.legal_mask();
        // The k-th legal card: drop the k lowest bits, take the next.
        let mut rest = legal;
        for _ in 0..rng.below(legal.count_ones()) {
            rest &= rest - 1;
        }
        let chosen = rest.trailing_zeros() as u8;
        let stock_empty = deal.stock_empty();
        let mut trick = [chosen; 4];
        trick[..deal.trick_indices().len()].copy_from_slice(deal.trick_indices());
        let last_of_trick = deal.trick_indices().len() == 3;
        obs.play(
            trump,
            stock_empty,
            deal.trick_indices(),
            deal.hand_indices(seat),
            legal,
            chosen,
        );
        deal.apply(chosen);
        if last_of_trick {
            let taken = deal.taken().last().expect("the trick just taken");
            obs.trick(trump, &trick, (taken.winner + 4 - taken.leader) % 4);
            let team = taken.winner % 2;
            summary.points[team] += trick.iter().map(|&c| points_of(c)).sum::<u32>();
            summary.tricks[team] += 1;
            if deal.taken().len() == TRICKS {
                summary.points[team] += 10;
            }
        }
    }
    summary
}
