//! Computer players: they follow the rules and play like people, from what their seat may
//! know (its own hand, the cards played, the declarations, and so both teams' totals,
//! which every player counts in his head, section 4). They declare what they may, knock as
//! soon as their team has 101, claim when the opponents let a card go by at 101, dispute a
//! knock whose total they count below 101, and in the play win tricks cheaply, keep their
//! trumps and their marriages, and give points to a partner who is winning.

use super::super::play::{self, card, points_of, rank_of, suit_of};
use super::procedure::{team_of, Phase, Procedure, Round, TARGET};
use super::verbs::Move;
use crate::rules::rng::Rng;

/// The move of the seat to act.
pub fn choose(p: &Procedure, seat: u8, rng: &mut Rng) -> Move {
    match p.phase {
        Phase::Play => Move::Play(card(choose_card(p, seat, rng))),
        Phase::Dispute { knocker, .. } => {
            if p.totals[team_of(knocker)] < TARGET {
                Move::Dispute
            } else {
                Move::Pass
            }
        }
        Phase::Round { round, .. } => {
            declaration(p, seat, round).unwrap_or_else(|| announce(p, seat))
        }
        Phase::EndStep { .. } => announce(p, seat),
        Phase::Over => Move::Pass,
    }
}

/// Five 7s, the exchange and the best marriage, whenever they are allowed (each is worth
/// points and costs nothing).
fn declaration(p: &Procedure, seat: u8, round: Round) -> Option<Move> {
    let hand = p.deal.hand_indices(seat as usize);
    if hand.len() == 5 && hand.iter().all(|&c| rank_of(c) == 5) {
        let m = Move::FiveSevens;
        if p.refusal(seat, &m).is_none() {
            return Some(m);
        }
    }
    if p.exchangeable() && hand.contains(&p.trump_seven()) {
        let m = Move::Exchange;
        if p.refusal(seat, &m).is_none() {
            return Some(m);
        }
    }
    let winner = p.last_winner()?;
    if round == Round::PostTrick && team_of(winner) == team_of(seat) {
        let trump = play::SUITS[p.trump() as usize];
        let best = p
            .marriages_held(seat)
            .into_iter()
            .map(Move::Marriage)
            .filter(|m| p.refusal(seat, m).is_none())
            .max_by_key(|m| match m {
                Move::Marriage(cards) => (cards.len(), cards[0].suit == trump),
                _ => (0, false),
            });
        if best.is_some() {
            return best;
        }
    }
    None
}

/// Knock at 101, claim when the opponents' deadline has passed at 101, else pass.
fn announce(p: &Procedure, seat: u8) -> Move {
    let t = team_of(seat);
    if p.totals[t] >= TARGET && !p.missed[t] {
        return Move::Knock;
    }
    if p.totals[1 - t] >= TARGET && p.claim_allowed(1 - t) {
        return Move::Claim;
    }
    Move::Pass
}

/// What giving up a card costs: its points, much more for a trump, and more for half of a
/// marriage still to be declared.
fn cost(p: &Procedure, seat: u8, c: u8) -> i32 {
    let trump = p.trump();
    let mut v = points_of(c) as i32 + (6 - rank_of(c) as i32);
    if suit_of(c) == trump {
        v += 25;
    }
    let s = suit_of(c);
    if !p.deal.stock_empty()
        && p.declared_suits >> s & 1 == 0
        && (rank_of(c) == 2 || rank_of(c) == 3)
    {
        let other = s * 6 + if rank_of(c) == 2 { 3 } else { 2 };
        if p.deal.hand_indices(seat as usize).contains(&other) {
            v += 12;
        }
    }
    v
}

fn choose_card(p: &Procedure, seat: u8, rng: &mut Rng) -> u8 {
    let mask = p.deal.legal_mask();
    let cards: Vec<u8> = (0..24u8).filter(|&c| mask >> c & 1 == 1).collect();
    let trick = p.deal.trick_indices();
    let trump = p.trump();
    let mut cheapest = |set: &[u8]| -> u8 {
        let low = set.iter().map(|&c| cost(p, seat, c)).min().unwrap_or(0);
        let ties: Vec<u8> = set
            .iter()
            .copied()
            .filter(|&c| cost(p, seat, c) == low)
            .collect();
        ties[rng.below(ties.len() as u32) as usize % ties.len().max(1)]
    };
    if trick.is_empty() {
        // With the stock gone, a plain ace is a safe lead; before, lead something cheap.
        if p.deal.stock_empty() {
            if let Some(&ace) = cards
                .iter()
                .find(|&&c| rank_of(c) == 0 && suit_of(c) != trump)
            {
                return ace;
            }
        }
        return cheapest(&cards);
    }
    let at = trick.len();
    let w = play::winner(trump, trick);
    let partner_winning = at >= 2 && w == at - 2;
    let mut with = trick.to_vec();
    with.push(0);
    let mut wins = |c: u8| {
        with[at] = c;
        play::winner(trump, &with) == at
    };
    let winners: Vec<u8> = cards.iter().copied().filter(|&c| wins(c)).collect();
    let strong = |c: u8| suit_of(c) == trump || rank_of(c) == 0;
    if partner_winning && (at == 3 || strong(trick[w])) {
        // Give the partner points: the richest card that is not a trump.
        if let Some(&c) = cards
            .iter()
            .filter(|&&c| suit_of(c) != trump)
            .max_by_key(|&&c| points_of(c))
        {
            return c;
        }
        return cheapest(&cards);
    }
    if !winners.is_empty() && !partner_winning {
        let best = cheapest(&winners);
        let points: u32 = trick.iter().map(|&c| points_of(c)).sum();
        if suit_of(best) != trump || points >= 10 || p.deal.stock_empty() {
            return best;
        }
    }
    cheapest(&cards)
}
