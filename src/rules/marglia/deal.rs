//! A whole Marglia or Maniglia deal played with random legal cards, through the deal state
//! of [`super::playout`] (the deal of sections 5 and 9, the turned card's suit for trumps,
//! seat 0 leading, play in seat order), with an observer that sees every play and trick.
//! Used by the property tests, the benchmarks and drills.

use super::playout::Deal;
use super::{Rules, Table};
use crate::cards::CardSet;
use crate::rules::playout::Playout;
use crate::rules::rng::Rng;

/// What a whole deal produced: per seat, the card points and frillo tricks taken.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct DealSummary {
    pub trump: u8,
    pub tricks: usize,
    pub points: [u32; 5],
    pub frillo_tricks: [u32; 5],
    pub tricks_won: [u32; 5],
}

/// Sees every play and every trick of a simulated deal.
pub trait Observer {
    fn play(&mut self, _trump: u8, _trick: &[u8], _hand: CardSet, _legal: CardSet, _chosen: u8) {}
    fn trick(&mut self, _trump: u8, _trick: &[u8], _winner: usize) {}
}

impl Observer for () {}

/// Whether a compact card is a frillo (strength 0..=4: the 2 to the 6).
pub fn frillo(ix: u8) -> bool {
    ix % 10 <= 4
}

/// The card points of a compact card (section 4).
pub fn points(ix: u8) -> u32 {
    match ix % 10 {
        9 => 5,
        8 => 4,
        7 => 3,
        6 => 2,
        5 => 1,
        _ => 0,
    }
}

/// Plays one random deal to the end with 3, 4 or 5 players through the deal state
/// ([`Deal`]), each card chosen at random among the legal ones. The compact cards are the
/// same in both packs; four in partnerships play Marglia, other tables Maniglia.
pub fn random_deal<O: Observer>(
    rng: &mut Rng,
    players: usize,
    partnerships: bool,
    obs: &mut O,
) -> DealSummary {
    let rules = if players == 4 && partnerships {
        Rules::Marglia
    } else {
        Rules::Maniglia
    };
    let table = Table {
        rules,
        players: players as u8,
        partnerships,
    };
    let mut deal = Deal::random(rng, table);
    let trump = deal.trump_index();
    let mut s = DealSummary {
        trump,
        tricks: deal.tricks(),
        ..DealSummary::default()
    };
    let mut trick = Vec::with_capacity(players);
    while let Some(seat) = deal.to_play() {
        let legal = deal.legal_set();
        let c = legal
            .iter()
            .nth(rng.below(legal.len()) as usize)
            .unwrap_or(0);
        obs.play(trump, deal.trick_indices(), deal.hand_set(seat), legal, c);
        trick.clear();
        trick.extend_from_slice(deal.trick_indices());
        trick.push(c);
        deal.apply(c);
        if trick.len() == players {
            let taken = deal.taken().last().expect("the trick just taken");
            obs.trick(
                trump,
                &trick,
                (taken.winner + players - taken.leader) % players,
            );
            let w = taken.winner;
            s.points[w] += trick.iter().map(|&c| points(c)).sum::<u32>();
            s.frillo_tricks[w] += trick.iter().any(|&c| frillo(c)) as u32;
            s.tricks_won[w] += 1;
        }
    }
    s
}
