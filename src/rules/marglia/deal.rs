//! A whole Marglia or Maniglia deal played with random legal cards (sections 5, 6 and 9):
//! `players` hands from the 40-card pack (39 with three players: one 2 taken out), a random
//! trump suit, seat 0 leading, play in seat order. Used by the property tests, the
//! benchmarks and drills.

use super::play;
use crate::cards::CardSet;
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

fn pick(rng: &mut Rng, set: CardSet) -> u8 {
    let k = rng.below(set.len());
    set.iter().nth(k as usize).unwrap_or(0)
}

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

/// Plays one random deal to the end with 3, 4 or 5 players.
pub fn random_deal<O: Observer>(
    rng: &mut Rng,
    players: usize,
    partnerships: bool,
    obs: &mut O,
) -> DealSummary {
    let mut pack: Vec<u8> = (0..40).collect();
    if players == 3 {
        // One 2 (strength 0) of any suit is taken out.
        let two = rng.below(4) as u8 * 10;
        pack.retain(|&c| c != two);
    }
    rng.shuffle(&mut pack);
    let per = pack.len() / players;
    let mut hands = vec![CardSet::default(); players];
    for (i, &c) in pack.iter().enumerate() {
        hands[i / per].insert(c);
    }
    let trump = rng.below(4) as u8;
    let mut s = DealSummary {
        trump,
        tricks: per,
        ..DealSummary::default()
    };
    let mut leader = 0;
    let mut trick = Vec::with_capacity(players);
    for _ in 0..per {
        trick.clear();
        for i in 0..players {
            let p = (leader + i) % players;
            let (legal, _) = play::legal(trump, &trick, hands[p], partnerships);
            let c = pick(rng, legal);
            obs.play(trump, &trick, hands[p], legal, c);
            hands[p].remove(c);
            trick.push(c);
        }
        let w = play::winner(&trick, trump);
        obs.trick(trump, &trick, w);
        leader = (leader + w) % players;
        s.points[leader] += trick.iter().map(|&c| points(c)).sum::<u32>();
        s.frillo_tricks[leader] += trick.iter().any(|&c| frillo(c)) as u32;
        s.tricks_won[leader] += 1;
    }
    s
}
