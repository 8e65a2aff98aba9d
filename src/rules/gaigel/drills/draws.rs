//! Who draws after a trick as a drill: random `draw-order` positions (any of tricks 1 to 7,
//! any winner), and the orders the wrong beliefs about the draw give.

use super::beliefs::Belief;
use crate::rules::answer::Answer;
use crate::rules::gaigel::kinds::DrawAfter;
use crate::rules::gaigel::Query as G;
use crate::rules::rng::Rng;

/// How many positions one call makes: they cost nothing to build.
const BATCH: usize = 8;

pub fn candidates(rng: &mut Rng) -> Vec<G> {
    (0..BATCH)
        .map(|_| {
            G::DrawOrder(DrawAfter {
                trick: 1 + rng.below(7),
                winner: rng.below(4) as u8,
            })
        })
        .collect()
}

/// The drawing order `belief` gives, as the seats in order.
pub fn believed(belief: Belief, q: &G) -> Option<Answer> {
    let G::DrawOrder(p) = q else {
        return None;
    };
    let seats: Vec<u8> = match belief {
        // "The draw starts on the dealer's left, as the deal does": seats 0, 1, 2, 3.
        Belief::DrawFromDealersLeft => (0..4).collect(),
        // "The winner first, then the others anticlockwise" (the direction of the 2018
        // pagat page, which the spec sets aside): the winner, then the seat on his right.
        Belief::DrawAnticlockwise => (0..4).map(|i| (p.winner + 4 - i) % 4).collect(),
        _ => return None,
    };
    Some(Answer::IntList(seats.into_iter().map(i64::from).collect()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_beliefs_draw_from_the_dealers_left_or_anticlockwise() {
        // Seat 2 won trick 7: truly 2, 3, 0, 1 (6.1).
        let q = G::DrawOrder(DrawAfter {
            trick: 7,
            winner: 2,
        });
        let order = |b| believed(b, &q);
        assert_eq!(
            order(Belief::DrawFromDealersLeft),
            Some(Answer::IntList(vec![0, 1, 2, 3]))
        );
        assert_eq!(
            order(Belief::DrawAnticlockwise),
            Some(Answer::IntList(vec![2, 1, 0, 3]))
        );
        assert_eq!(order(Belief::WinAtSix), None);
    }
}
