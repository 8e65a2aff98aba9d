//! A whole Rikken deal played with random legal cards: 13 cards each, a random contract
//! with its trumps and called card (7.3, 7.4), seat 0 leading, the blind face-down lead
//! taken at random when it is available (6.4). Used by the property tests, the benchmarks
//! and drills. The auction is not simulated: it never changes which cards are legal.

use super::bids::Bid;
use super::call::legal_calls;
use super::cards::{aces, SUITS};
use super::play::{self, FACE_DOWN};
use crate::cards::CardSet;
use crate::rules::rng::Rng;

/// What a whole deal produced.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DealSummary {
    pub contract: Bid,
    pub declarer: u8,
    pub partner: Option<u8>,
    pub trump: Option<u8>,
    pub called: Option<u8>,
    pub tricks: [u8; 4],
}

/// Sees every play and every trick of a simulated deal (all methods default to nothing).
pub trait Observer {
    /// The contract is settled: its trumps (compact suit), the called card and whether the
    /// call was blind.
    fn start(&mut self, _contract: Bid, _trump: Option<u8>, _called: Option<u8>, _blind: bool) {}
    /// A player is about to play `chosen` (or lead face down) from `hand`.
    fn play(&mut self, _trick: &[u8], _hand: CardSet, _legal: CardSet, _chosen: u8) {}
    /// A trick is complete; `winner` is the play-order index of the winning card.
    fn trick(&mut self, _trick: &[u8; 4], _trump: Option<u8>, _called: Option<u8>, _winner: usize) {
    }
}

impl Observer for () {}

fn random_card(rng: &mut Rng, set: CardSet) -> u8 {
    let n = set.len();
    let k = rng.below(n);
    set.iter().nth(k as usize).unwrap_or(0)
}

/// Plays one random deal to the end.
pub fn random_deal<O: Observer>(rng: &mut Rng, obs: &mut O) -> DealSummary {
    let mut pack: [u8; 52] = std::array::from_fn(|i| i as u8);
    rng.shuffle(&mut pack);
    let mut hands = [CardSet::default(); 4];
    for (i, &c) in pack.iter().enumerate() {
        hands[i / 13].insert(c);
    }
    let declarer = rng.below(4) as u8;
    let d_aces = aces(hands[declarer as usize]);
    let mut contract = Bid::ALL[rng.below(16) as usize];
    // The declarer must have been entitled to the bid (7.2 rules 5 and 6).
    if d_aces == 3 && contract.rank() < Bid::Troela.rank() {
        contract = Bid::Troela;
    }
    if d_aces != 3 && contract == Bid::Troela {
        contract = Bid::Rik;
    }
    let mut trump = if contract.no_trumps() {
        None
    } else if contract == Bid::RikBeter {
        Some(1)
    } else {
        Some(rng.below(4) as u8)
    };
    let mut called = None;
    let mut partner = None;
    let mut blind = false;
    match contract {
        Bid::Rik | Bid::RikBeter => {
            let calls = legal_calls(hands[declarer as usize], SUITS[trump.unwrap_or(0) as usize]);
            let c = random_card(rng, calls.legal);
            blind = calls.blind;
            called = Some(c);
            partner = (0..4u8).find(|&s| hands[s as usize].contains(c));
        }
        Bid::Troela => {
            let missing = (0..4u8)
                .map(|s| s * 13 + super::cards::ACE)
                .find(|&a| !hands[declarer as usize].contains(a))
                .unwrap_or(12);
            called = Some(missing);
            partner = (0..4u8).find(|&s| hands[s as usize].contains(missing));
            // The partner chooses trumps: any suit but the fourth ace's.
            let mut t = rng.below(3) as u8;
            if t >= missing / 13 {
                t += 1;
            }
            trump = Some(t);
        }
        _ => {}
    }
    obs.start(contract, trump, called, blind);
    let mut tricks = [0u8; 4];
    let mut leader = 0u8;
    let mut called_out = false;
    for _ in 0..13 {
        let mut trick = [0u8; 4];
        for i in 0..4 {
            let p = (leader as usize + i) % 4;
            let hand = hands[p];
            let (legal, _) = play::legal(hand, &trick[..i], called);
            let chosen = random_card(rng, legal);
            let face_down =
                i == 0 && blind && !called_out && p as u8 == declarer && rng.below(2) == 0;
            obs.play(&trick[..i], hand, legal, chosen);
            hands[p].remove(chosen);
            if Some(chosen) == called {
                called_out = true;
            }
            trick[i] = if face_down { FACE_DOWN } else { chosen };
        }
        let w = play::winner(&trick, trump, called);
        obs.trick(&trick, trump, called, w);
        leader = ((leader as usize + w) % 4) as u8;
        tricks[leader as usize] += 1;
    }
    DealSummary {
        contract,
        declarer,
        partner,
        trump,
        called,
        tricks,
    }
}
