//! A whole Rikken deal played with random legal cards, through the deal state of
//! [`super::playout`] (13 cards each, a random contract with its trumps and called card,
//! seat 0 leading), with an observer that sees the contract, every play and every trick.
//! The blind face-down lead is taken at random when it is available (6.4). Used by the
//! property tests, the benchmarks and drills.

use super::bids::Bid;
use super::play::FACE_DOWN;
use super::playout::Deal;
use crate::cards::CardSet;
use crate::rules::playout::Playout;
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

/// Plays one random deal to the end through the deal state ([`Deal`]): a random contract,
/// then random legal cards, a blind declarer leading face down at random when he may.
pub fn random_deal<O: Observer>(rng: &mut Rng, obs: &mut O) -> DealSummary {
    let mut deal = Deal::random(rng);
    let c = deal.contract();
    let partner = c
        .called
        .and_then(|called| (0..4u8).find(|&s| deal.hand_set(s as usize).contains(called)));
    obs.start(c.bid, c.trump, c.called, c.blind);
    let mut tricks = [0u8; 4];
    while let Some(seat) = deal.to_play() {
        let hand = deal.hand_set(seat);
        let legal = deal.legal_set();
        let chosen = random_card(rng, legal);
        let face_down = deal.may_lead_face_down() && rng.below(2) == 0;
        obs.play(deal.trick_indices(), hand, legal, chosen);
        let mut trick = [FACE_DOWN; 4];
        trick[..deal.trick_indices().len()].copy_from_slice(deal.trick_indices());
        trick[deal.trick_indices().len()] = if face_down { FACE_DOWN } else { chosen };
        let last_of_trick = deal.trick_indices().len() == 3;
        deal.apply(chosen, face_down);
        if last_of_trick {
            let taken = deal.taken().last().expect("the trick just taken");
            obs.trick(
                &trick,
                c.trump,
                c.called,
                (taken.winner + 4 - taken.leader) % 4,
            );
            tricks[taken.winner] += 1;
        }
    }
    DealSummary {
        contract: c.bid,
        declarer: c.declarer,
        partner,
        trump: c.trump,
        called: c.called,
        tricks,
    }
}
