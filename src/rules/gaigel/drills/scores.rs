//! Gaigel's end of a deal and of the game as drills: random `deal-score` positions (knocks,
//! disputes, claims, void deals and the carry), `game-winner` positions, and the answers the
//! wrong beliefs about them give.

use super::beliefs::Belief;
use crate::rules::answer::{Answer, PerTeam, Team};
use crate::rules::gaigel::score::{card_points, deal_score, DealEnd, Event};
use crate::rules::gaigel::Query as G;
use crate::rules::rng::Rng;

/// How many positions one call makes: they cost nothing to build.
const BATCH: usize = 8;

fn team(rng: &mut Rng) -> Team {
    if rng.chance(50) {
        Team::A
    } else {
        Team::B
    }
}

/// A team's card points at the end: often near 101, on either side of it.
fn points(rng: &mut Rng) -> u32 {
    60 + rng.below(80)
}

/// Tricks won so far by each team: the opponents of a knocker now and then have none.
fn tricks(rng: &mut Rng, knocker: Team) -> PerTeam<u32> {
    let mine = 1 + rng.below(8);
    let theirs = if rng.chance(35) {
        0
    } else {
        1 + rng.below(12 - mine)
    };
    match knocker {
        Team::A => PerTeam { a: mine, b: theirs },
        Team::B => PerTeam { a: theirs, b: mine },
    }
}

/// How a random deal ended: a knock (disputed or not), a claim, or nobody at all, with the
/// game points carried in from void deals before it (often none).
fn deal_end(rng: &mut Rng) -> DealEnd {
    let carry = if rng.chance(50) { 0 } else { 1 + rng.below(3) };
    let mut end = DealEnd {
        event: Event::NoDeclaration,
        declarer: None,
        disputed: false,
        accused: None,
        claimant: None,
        points: None,
        tricks: None,
        carry,
    };
    match rng.below(10) {
        0..=4 => {
            let t = team(rng);
            end.event = Event::Declare;
            end.declarer = Some(t);
            end.disputed = rng.chance(40);
            if end.disputed {
                end.points = Some(PerTeam {
                    a: points(rng),
                    b: points(rng),
                });
            } else {
                end.tricks = Some(tricks(rng, t));
            }
        }
        5..=7 => {
            let t = team(rng);
            end.event = Event::MissedDeclarationClaim;
            end.accused = Some(t);
            end.claimant = Some(t.other());
            end.points = Some(PerTeam {
                a: points(rng),
                b: points(rng),
            });
        }
        _ => {}
    }
    end
}

/// Random positions of one of the kinds drilled here.
pub fn candidates(kind: &str, rng: &mut Rng) -> Vec<G> {
    (0..BATCH)
        .filter_map(|_| {
            Some(match kind {
                "deal-score" => G::DealScore(deal_end(rng)),
                "game-winner" => {
                    let game_points = PerTeam {
                        a: rng.below(7),
                        b: rng.below(7),
                    };
                    // One team scores for the deal (a knock, a dispute, a claim, with the
                    // carry), or nobody does (a void deal).
                    let n = if rng.chance(15) { 0 } else { 1 + rng.below(4) };
                    let awarded = match team(rng) {
                        Team::A => PerTeam { a: n, b: 0 },
                        Team::B => PerTeam { a: 0, b: n },
                    };
                    G::GameWinner {
                        game_points,
                        awarded,
                    }
                }
                _ => return None,
            })
        })
        .collect()
}

/// The game points of a deal as `{A, B, carry_next}`.
fn award(winner: Option<Team>, n: i64, carry_next: i64) -> Answer {
    let (a, b) = match winner {
        Some(Team::A) => (n, 0),
        Some(Team::B) => (0, n),
        None => (0, 0),
    };
    Answer::Ints(vec![("A", a), ("B", b), ("carry_next", carry_next)])
}

/// The team that wins the deal, whatever the belief says it is worth.
fn deal_winner(end: &DealEnd) -> Option<Team> {
    let (award, _, _) = deal_score(end);
    match (award.a > 0, award.b > 0) {
        (true, _) => Some(Team::A),
        (_, true) => Some(Team::B),
        _ => None,
    }
}

/// A card's points with the belief's one change: the Ober and the Unter swapped, or a Seven
/// counted at its face value.
fn believed_card_points(belief: Belief, cards: &[crate::cards::Card]) -> Option<i64> {
    use crate::cards::Rank;
    let true_points = card_points(cards) as i64;
    let count = |rank: Rank| cards.iter().filter(|c| c.rank == rank).count() as i64;
    match belief {
        // O 3 → 2, U 2 → 3.
        Belief::OberUnterSwapped => Some(true_points - count(Rank::Ober) + count(Rank::Unter)),
        Belief::SevenAtFaceValue => Some(true_points + 7 * count(Rank::Num(7))),
        _ => None,
    }
}

/// The answer a wrong belief about the end of a deal or the game gives, when it speaks to
/// the position.
pub fn believed(belief: Belief, q: &G) -> Option<Answer> {
    match (belief, q) {
        (
            Belief::OberUnterSwapped | Belief::SevenAtFaceValue,
            G::CardPoints { cards, last_trick },
        ) => believed_card_points(belief, cards)
            .map(|p| Answer::Int(p + if *last_trick { 10 } else { 0 })),
        (_, G::DealScore(end)) => {
            let carry = end.carry as i64;
            let winner = deal_winner(end);
            match belief {
                // "Every knock is worth 2": an undisputed knock against a side with tricks.
                Belief::KnockAlwaysTwo => (end.event == Event::Declare && !end.disputed)
                    .then(|| award(winner, 2 + carry, 0)),
                // "A win is a win": 1 game point, whatever ended the deal.
                Belief::EveryWinOnePoint => winner.map(|_| award(winner, 1 + carry, 0)),
                // "A void deal is forgotten": nothing carried into the next deal.
                Belief::VoidDealForgotten => {
                    (end.event == Event::NoDeclaration).then(|| award(None, 0, carry))
                }
                // "The carry stays on the table": the award without it, the carry kept.
                Belief::CarryNotAdded => winner.filter(|_| carry > 0).map(|t| {
                    let (a, _, _) = deal_score(end);
                    award(Some(t), a.get(t) - carry, carry)
                }),
                _ => None,
            }
        }
        (
            Belief::WinAtSix | Belief::WinAtEight,
            G::GameWinner {
                game_points,
                awarded,
            },
        ) => {
            let target = if belief == Belief::WinAtSix { 6 } else { 8 };
            let total = |t: Team| game_points.get(t) as i64 + awarded.get(t) as i64;
            let winner = [Team::A, Team::B]
                .into_iter()
                .find(|&t| total(t) >= target)
                .map_or("none", Team::token);
            Some(Answer::Choice(winner))
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn end(event: Event) -> DealEnd {
        DealEnd {
            event,
            declarer: None,
            disputed: false,
            accused: None,
            claimant: None,
            points: None,
            tricks: None,
            carry: 0,
        }
    }

    #[test]
    fn the_beliefs_misscore_knocks_and_the_carry() {
        // A knocks undisputed, B has 3 tricks: 1 game point (8.2); "every knock is 2" says 2.
        let knock = G::DealScore(DealEnd {
            declarer: Some(Team::A),
            tricks: Some(PerTeam { a: 5, b: 3 }),
            ..end(Event::Declare)
        });
        assert_eq!(
            believed(Belief::KnockAlwaysTwo, &knock),
            Some(Answer::Ints(vec![("A", 2), ("B", 0), ("carry_next", 0)]))
        );
        // B claims A missed 101 (A had 105), with 2 carried: B scores 2 + 2 = 4 (8.5, 8.3);
        // "every win is 1" gives 1 + 2, "the carry stays" gives 2 and keeps 2.
        let claim = G::DealScore(DealEnd {
            accused: Some(Team::A),
            claimant: Some(Team::B),
            points: Some(PerTeam { a: 105, b: 40 }),
            carry: 2,
            ..end(Event::MissedDeclarationClaim)
        });
        assert_eq!(
            believed(Belief::EveryWinOnePoint, &claim),
            Some(Answer::Ints(vec![("A", 0), ("B", 3), ("carry_next", 0)]))
        );
        assert_eq!(
            believed(Belief::CarryNotAdded, &claim),
            Some(Answer::Ints(vec![("A", 0), ("B", 2), ("carry_next", 2)]))
        );
        // A void deal with 1 carried passes 2 on; "forgotten" passes 1.
        let void = G::DealScore(DealEnd {
            carry: 1,
            ..end(Event::NoDeclaration)
        });
        assert_eq!(
            believed(Belief::VoidDealForgotten, &void),
            Some(Answer::Ints(vec![("A", 0), ("B", 0), ("carry_next", 1)]))
        );
    }

    #[test]
    fn the_beliefs_move_the_target_and_the_card_values() {
        // A 4 + 2 = 6: the game goes on (8.4); "6 wins" says A.
        let q = G::GameWinner {
            game_points: PerTeam { a: 4, b: 5 },
            awarded: PerTeam { a: 2, b: 0 },
        };
        assert_eq!(believed(Belief::WinAtSix, &q), Some(Answer::Choice("A")));
        // B 5 + 2 = 7 wins; "8 to win" says nobody.
        let q = G::GameWinner {
            game_points: PerTeam { a: 4, b: 5 },
            awarded: PerTeam { a: 0, b: 2 },
        };
        assert_eq!(
            believed(Belief::WinAtEight, &q),
            Some(Answer::Choice("none"))
        );
        // O + U + 7 = 3 + 2 + 0 = 5; swapped still 5, at face value 12.
        use crate::cards::{Card, Rank, Suit};
        let cards = vec![
            Card::new(Suit::Hearts, Rank::Ober),
            Card::new(Suit::Hearts, Rank::Ober),
            Card::new(Suit::Bells, Rank::Num(7)),
        ];
        let q = G::CardPoints {
            cards,
            last_trick: false,
        };
        assert_eq!(believed(Belief::OberUnterSwapped, &q), Some(Answer::Int(4)));
        assert_eq!(
            believed(Belief::SevenAtFaceValue, &q),
            Some(Answer::Int(13))
        );
    }
}
