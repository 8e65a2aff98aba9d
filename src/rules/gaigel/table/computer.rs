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

/// What giving up a card costs beyond its points: a trump (the stronger the dearer: trumps
/// decide the tricks after the stock), and half of a marriage still to be declared.
fn keep(p: &Procedure, seat: u8, c: u8) -> i32 {
    let strength = 6 - rank_of(c) as i32;
    let mut v = 0;
    if suit_of(c) == p.trump() {
        v += 6 + 2 * strength;
    }
    let s = suit_of(c);
    let half = rank_of(c) == 2 || rank_of(c) == 3;
    if half && !p.deal.stock_empty() && p.declared_suits >> s & 1 == 0 {
        let other = s * 6 + if rank_of(c) == 2 { 3 } else { 2 };
        if p.deal.hand_indices(seat as usize).contains(&other) {
            v += 12;
        }
    }
    v
}

/// The card to lead: the cheapest to give up (points and keep), a plain ace once the stock
/// is gone (it can only lose to a trump).
fn lead(p: &Procedure, seat: u8, cards: &[u8]) -> u8 {
    if p.deal.stock_empty() {
        if let Some(&ace) = cards
            .iter()
            .find(|&&c| rank_of(c) == 0 && suit_of(c) != p.trump())
        {
            return ace;
        }
    }
    *cards
        .iter()
        .min_by_key(|&&c| (points_of(c) as i32 + keep(p, seat, c), 6 - rank_of(c)))
        .unwrap_or(&cards[0])
}

fn choose_card(p: &Procedure, seat: u8, rng: &mut Rng) -> u8 {
    let mask = p.deal.legal_mask();
    let cards: Vec<u8> = (0..24u8).filter(|&c| mask >> c & 1 == 1).collect();
    let trick = p.deal.trick_indices();
    if trick.is_empty() {
        return lead(p, seat, &cards);
    }
    let trump = p.trump();
    let at = trick.len();
    let points: i32 = trick.iter().map(|&c| points_of(c) as i32).sum();
    let strong = |c: u8| (suit_of(c) == trump && rank_of(c) <= 1) || rank_of(c) == 0;
    // In tenths: how likely the card winning after this play is to take the trick, given
    // who is still to play (after the second card the partner may still rescue a trick
    // the opponents lead; after the third, only an opponent plays).
    let hold = |c: u8, ours: bool| -> i32 {
        match (at, ours, strong(c)) {
            (3, _, _) | (2, false, _) => 10,
            (2, true, true) | (1, false, true) => 9,
            (2, true, false) => 6,
            (1, true, true) => 8,
            (1, false, false) => 7,
            _ => 5,
        }
    };
    let mut with = trick.to_vec();
    with.push(0);
    let mut best = (i32::MIN, cards[0]);
    for &c in &cards {
        with[at] = c;
        let w = play::winner(trump, &with);
        // Positions at, at - 2 are this seat and its partner.
        let ours = w == at || (at >= 2 && w == at - 2);
        let stake = points + points_of(c) as i32;
        let h = hold(with[w], ours);
        let expected = if ours {
            (2 * h - 10) * stake
        } else {
            -(2 * h - 10) * stake
        };
        let value = expected - 10 * keep(p, seat, c);
        // Ties: the weaker card (a higher rank index), then at random.
        let value = value * 16 + 2 * rank_of(c) as i32 + rng.below(2) as i32;
        if value > best.0 {
            best = (value, c);
        }
    }
    best.1
}
