//! Vier-Anderle's start of a deal as drills: random `deal-type`, `opening-leader` and
//! `declaration-order` positions, deals with one player or nobody in, and the answers the
//! wrong beliefs about them give.

use super::beliefs::Belief;
use crate::rules::answer::Answer;
use crate::rules::rng::Rng;
use crate::rules::vier_anderle::settle::settle;
use crate::rules::vier_anderle::{Ask, Deal, Query as V, Rules};

/// How many positions one call makes: they cost nothing to build.
const BATCH: usize = 8;

/// A pot before the ante: empty a third of the time, 4 now and then, else up to 28.
fn pot(rng: &mut Rng) -> i64 {
    match rng.below(3) {
        0 => 0,
        1 => 4,
        _ => 4 * (1 + rng.below(7) as i64),
    }
}

/// A random set of seats that said in (any number, the dealer's too).
fn some_in(rng: &mut Rng, players: u8) -> Vec<u8> {
    let mask = rng.below(1 << players);
    (0..players).filter(|s| mask >> s & 1 == 1).collect()
}

fn ask(rules: Rules, ask: Ask) -> V {
    V { rules, ask }
}

/// Random positions of one of the kinds drilled here.
pub fn candidates(rules: Rules, kind: &str, rng: &mut Rng) -> Vec<V> {
    (0..BATCH)
        .filter_map(|_| {
            let players = 2 + rng.below(8) as u8;
            Some(ask(
                rules,
                match kind {
                    "deal-type" => Ask::DealType {
                        pot_before: pot(rng),
                    },
                    "declaration-order" => Ask::DeclarationOrder { players },
                    "opening-leader" => {
                        let pot_before = pot(rng);
                        Ask::OpeningLeader(Deal {
                            players,
                            pot_before,
                            in_seats: (pot_before > 0).then(|| some_in(rng, players)),
                            tricks: None,
                        })
                    }
                    // One player in, or nobody: no card is played (6.1).
                    "deal-score" => {
                        let in_seats = if rng.chance(50) {
                            Vec::new()
                        } else {
                            vec![rng.below(players as u32) as u8]
                        };
                        Ask::DealScore(Deal {
                            players,
                            pot_before: 4 * (1 + rng.below(7) as i64),
                            in_seats: Some(in_seats),
                            tricks: None,
                        })
                    }
                    _ => return None,
                },
            ))
        })
        .collect()
}

/// The answer a wrong belief about the start of a deal gives, when it speaks to the
/// position.
pub fn believed(belief: Belief, query: &V) -> Option<Answer> {
    let V { rules, ask } = query;
    match (belief, ask) {
        (Belief::EveryDealInOut, Ask::DealType { .. }) => Some(Answer::Choice("in-out")),
        (Belief::SmallPotAllPlay, Ask::DealType { pot_before }) => {
            Some(Answer::Choice(if *pot_before <= 4 {
                "all-play"
            } else {
                "in-out"
            }))
        }
        (Belief::DealerLeads, Ask::OpeningLeader(deal)) => {
            Some(Answer::Seat(Some(deal.players - 1)))
        }
        (Belief::SeatZeroLeads, Ask::OpeningLeader(_)) => Some(Answer::Seat(Some(0))),
        (Belief::DealerDeclaresFirst, Ask::DeclarationOrder { players }) => {
            let dealer = *players as i64 - 1;
            Some(Answer::IntList(
                std::iter::once(dealer).chain(0..dealer).collect(),
            ))
        }
        (Belief::DeclareFromLeft, Ask::DeclarationOrder { players }) => {
            Some(Answer::IntList((0..*players as i64).collect()))
        }
        // "The lone player takes the pot as it was before the ante": the dealer's 4 stay.
        (Belief::LoneWithoutAnte, Ask::DealScore(deal)) => {
            let [lone] = deal.in_seats.as_deref()? else {
                return None;
            };
            let s = settle(*rules, deal)?;
            let mut chips = s.chips;
            chips[*lone as usize] -= 4;
            Some(Answer::Record(vec![
                ("chips", Answer::IntList(chips)),
                ("pot_after", Answer::Int(s.pot_after + 4)),
            ]))
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_beliefs_about_the_start_of_a_deal() {
        let va = Rules::ALL[0];
        // Five players: seat 4 deals; "the dealer speaks first" gives 4, 0, 1, 2, 3 (6.1
        // has 0 to 4).
        let q = ask(va, Ask::DeclarationOrder { players: 5 });
        assert_eq!(
            believed(Belief::DealerDeclaresFirst, &q),
            Some(Answer::IntList(vec![4, 0, 1, 2, 3]))
        );
        // A pot of 4 is an in/out deal (section 5); the belief has it played by all.
        let q = ask(va, Ask::DealType { pot_before: 4 });
        assert_eq!(
            believed(Belief::SmallPotAllPlay, &q),
            Some(Answer::Choice("all-play"))
        );
    }

    #[test]
    fn the_lone_player_is_given_the_pot_without_the_ante() {
        // Four players, a pot of 16, only seat 1 in: the dealer antes 4, seat 1 takes 20
        // (6.1): chips [0, 20, 0, -4], pot 0. The belief gives seat 1 only 16, 4 left.
        let va = Rules::ALL[0];
        let q = ask(
            va,
            Ask::DealScore(Deal {
                players: 4,
                pot_before: 16,
                in_seats: Some(vec![1]),
                tricks: None,
            }),
        );
        assert_eq!(
            believed(Belief::LoneWithoutAnte, &q),
            Some(Answer::Record(vec![
                ("chips", Answer::IntList(vec![0, 16, 0, -4])),
                ("pot_after", Answer::Int(4)),
            ]))
        );
    }
}
