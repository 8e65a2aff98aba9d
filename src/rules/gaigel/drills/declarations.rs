//! Gaigel's declarations and deal points as drills: random positions of `meld-points`,
//! `deal-points` and `declaration-allowed`, and the answers the wrong beliefs about them give.

use super::beliefs::Belief;
use crate::cards::{Card, Rank};
use crate::rules::answer::Answer;
use crate::rules::gaigel::play::{self, SUITS};
use crate::rules::gaigel::score::{
    card_points, classify, declaration_obstacles, Declaration, DeclarationContext, Meld, Role,
};
use crate::rules::gaigel::Query as G;
use crate::rules::rng::Rng;

/// How many positions one call makes: they cost nothing to build.
const BATCH: usize = 8;

/// A marriage of a random suit, single or (one time in three) double.
fn marriage(rng: &mut Rng) -> Vec<Card> {
    let suit = SUITS[rng.below(4) as usize];
    let pair = [Card::new(suit, Rank::King), Card::new(suit, Rank::Ober)];
    if rng.chance(33) {
        [pair, pair].concat()
    } else {
        pair.to_vec()
    }
}

/// A team's declarations: up to two marriages of different suits, and now and then the
/// exchange of the trump 7.
fn melds(rng: &mut Rng, trump: usize) -> Vec<(Declaration, Vec<Card>)> {
    let mut out: Vec<(Declaration, Vec<Card>)> = Vec::new();
    for _ in 0..rng.below(3) {
        let m = marriage(rng);
        if !out.iter().any(|(_, cs)| cs[0].suit == m[0].suit) {
            out.push((Declaration::Marriage, m));
        }
    }
    if rng.chance(30) {
        let seven = Card::new(SUITS[trump], Rank::Num(7));
        out.push((Declaration::TrumpSevenExchange, vec![seven]));
    }
    out
}

/// Five 7s of the eight in the pack (two of each suit).
fn five_sevens(rng: &mut Rng) -> Vec<Card> {
    let mut sevens: [usize; 8] = std::array::from_fn(|i| i % 4);
    rng.shuffle(&mut sevens);
    sevens[..5]
        .iter()
        .map(|&s| Card::new(SUITS[s], Rank::Num(7)))
        .collect()
}

/// The cards a team captured: one to three tricks from a shuffled pack, few enough to add
/// up at the table (the drill is about the declarations).
fn captured(rng: &mut Rng) -> Vec<Card> {
    let mut pack: [u8; 48] = std::array::from_fn(|i| (i % 24) as u8);
    rng.shuffle(&mut pack);
    let tricks = 1 + rng.below(3) as usize;
    pack[..4 * tricks].iter().map(|&i| play::card(i)).collect()
}

/// The moment of a declaration: who won the trick just completed, whether the draw has
/// happened, the stock, and the tricks won so far, consistent with one another.
fn context(rng: &mut Rng, trump: usize, marriage_suit: Option<usize>) -> DeclarationContext {
    let role = [
        Role::TrickWinner,
        Role::WinnerPartner,
        Role::Opponent,
        Role::None,
    ][rng.below(4) as usize];
    let stock_empty = rng.chance(20);
    let player_has_won_trick = role == Role::TrickWinner || rng.chance(50);
    let team_has_won_trick = player_has_won_trick || role == Role::WinnerPartner || rng.chance(50);
    // Now and then a suit is already closed: sometimes the very suit shown.
    let mut declared_suits = Vec::new();
    for (s, &suit) in SUITS.iter().enumerate() {
        let likely = if Some(s) == marriage_suit { 10 } else { 25 };
        if s != trump && rng.chance(likely) {
            declared_suits.push(suit);
        }
    }
    DeclarationContext {
        role,
        winner_declared: role == Role::WinnerPartner && rng.chance(30),
        drawn: role != Role::None && rng.chance(30),
        stock_empty,
        declared_suits,
        player_has_won_trick,
        team_has_won_trick,
        turned_card_on_table: !stock_empty && rng.chance(80),
    }
}

/// Random positions of one of the kinds drilled here.
pub fn candidates(kind: &str, rng: &mut Rng) -> Vec<G> {
    (0..BATCH)
        .filter_map(|_| {
            let t = rng.below(4) as usize;
            let trump = SUITS[t];
            Some(match kind {
                "meld-points" => G::MeldPoints {
                    trump,
                    declaration: Declaration::Marriage,
                    cards: marriage(rng),
                },
                "deal-points" => G::DealPoints {
                    trump,
                    captured: captured(rng),
                    melds: melds(rng, t),
                    last_trick: rng.chance(25),
                },
                "declaration-allowed" => {
                    let (declaration, cards) = match rng.below(5) {
                        0 | 1 => (Declaration::Marriage, marriage(rng)),
                        2 | 3 => {
                            let seven = Card::new(trump, Rank::Num(7));
                            (Declaration::TrumpSevenExchange, vec![seven])
                        }
                        _ => (Declaration::FiveSevens, five_sevens(rng)),
                    };
                    let suit = play::suit_index(cards[0].suit) as usize;
                    let marriage_suit = (declaration == Declaration::Marriage).then_some(suit);
                    G::DeclarationAllowed {
                        trump,
                        declaration,
                        cards,
                        context: context(rng, t, marriage_suit),
                    }
                }
                _ => return None,
            })
        })
        .collect()
}

/// The answer a wrong belief about declarations gives, when it speaks to the position.
pub fn believed(belief: Belief, q: &G) -> Option<Answer> {
    match (belief, q) {
        (
            Belief::AllMarriagesTwenty | Belief::DoubleCountsOnce,
            G::MeldPoints {
                trump,
                declaration: Declaration::Marriage,
                cards,
            },
        ) => {
            let m = classify(*trump, Declaration::Marriage, cards).ok()?;
            let points = match (belief, m) {
                // "A marriage is a marriage": trumps make no difference.
                (Belief::AllMarriagesTwenty, Meld::RoyalMarriage(_)) => 20,
                (Belief::AllMarriagesTwenty, Meld::DoubleRoyalMarriage(_)) => 40,
                // "Two pairs count as one marriage."
                (Belief::DoubleCountsOnce, Meld::DoubleMarriage(_)) => 20,
                (Belief::DoubleCountsOnce, Meld::DoubleRoyalMarriage(_)) => 40,
                _ => m.points(),
            };
            Some(Answer::Int(points as i64))
        }
        (
            Belief::MeldsNotCounted,
            G::DealPoints {
                captured,
                last_trick,
                ..
            },
        ) => Some(Answer::Int(
            card_points(captured) as i64 + if *last_trick { 10 } else { 0 },
        )),
        (
            Belief::MarryAnytime
            | Belief::WinnerOnlyMarries
            | Belief::PartnerTrickCounts
            | Belief::ExchangeOnlyAfterWinning
            | Belief::FiveSevensNeedTrick
            | Belief::FiveSevensAnytime,
            G::DeclarationAllowed {
                trump,
                declaration,
                cards,
                context,
            },
        ) => {
            let obstacles = declaration_obstacles(*trump, *declaration, cards, context);
            let truth = obstacles.is_empty();
            let only = |rules: &[&str]| obstacles.iter().all(|r| rules.contains(&r.rule));
            let after_own_trick = context.role == Role::TrickWinner;
            Some(Answer::Bool(match (belief, declaration) {
                // Timing and turn do not matter: only the cards and a closed suit do.
                (Belief::MarryAnytime, Declaration::Marriage) => only(&[
                    "gaigel.opponent-cannot-marry",
                    "gaigel.no-trick-just-won",
                    "gaigel.one-marriage-per-trick",
                    "gaigel.marriage-after-draw",
                    "gaigel.no-marriage-after-stock",
                ]),
                (Belief::WinnerOnlyMarries, Declaration::Marriage) => truth && after_own_trick,
                (Belief::PartnerTrickCounts, Declaration::TrumpSevenExchange) => {
                    only(&["gaigel.partner-trick-not-enough"])
                }
                (Belief::ExchangeOnlyAfterWinning, Declaration::TrumpSevenExchange) => {
                    truth && after_own_trick
                }
                // "Like the exchange": a trick of one's own first.
                (Belief::FiveSevensNeedTrick, Declaration::FiveSevens) => {
                    truth && context.player_has_won_trick
                }
                // "Whenever you hold them": the hand size does not matter.
                (Belief::FiveSevensAnytime, Declaration::FiveSevens) => {
                    only(&["gaigel.five-sevens-four-cards"])
                }
                _ => return None,
            }))
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::Suit;

    fn ko(suit: Suit) -> Vec<Card> {
        vec![Card::new(suit, Rank::King), Card::new(suit, Rank::Ober)]
    }

    fn ctx(role: Role) -> DeclarationContext {
        DeclarationContext {
            role,
            winner_declared: false,
            drawn: false,
            stock_empty: false,
            declared_suits: Vec::new(),
            player_has_won_trick: false,
            team_has_won_trick: true,
            turned_card_on_table: true,
        }
    }

    #[test]
    fn the_beliefs_misvalue_marriages_as_described() {
        // Hearts trump: K+O of hearts is a royal marriage (40), twice over 80.
        let royal = G::MeldPoints {
            trump: Suit::Hearts,
            declaration: Declaration::Marriage,
            cards: ko(Suit::Hearts),
        };
        assert_eq!(
            believed(Belief::AllMarriagesTwenty, &royal),
            Some(Answer::Int(20))
        );
        assert_eq!(
            believed(Belief::DoubleCountsOnce, &royal),
            Some(Answer::Int(40))
        );
        let double = G::MeldPoints {
            trump: Suit::Hearts,
            declaration: Declaration::Marriage,
            cards: [ko(Suit::Bells), ko(Suit::Bells)].concat(),
        };
        assert_eq!(
            believed(Belief::DoubleCountsOnce, &double),
            Some(Answer::Int(20))
        );
        // Cards A + 10 (21 points), a bells marriage (20), the last trick (10): the belief
        // leaves out the 20.
        let total = G::DealPoints {
            trump: Suit::Hearts,
            captured: vec![
                Card::new(Suit::Acorns, Rank::Ace),
                Card::new(Suit::Acorns, Rank::Num(10)),
            ],
            melds: vec![(Declaration::Marriage, ko(Suit::Bells))],
            last_trick: true,
        };
        assert_eq!(
            believed(Belief::MeldsNotCounted, &total),
            Some(Answer::Int(31))
        );
    }

    #[test]
    fn the_beliefs_misjudge_the_moment_of_a_declaration() {
        let marry = |role| G::DeclarationAllowed {
            trump: Suit::Hearts,
            declaration: Declaration::Marriage,
            cards: ko(Suit::Bells),
            context: ctx(role),
        };
        // An opponent of the winner may not marry; "anytime" says he may.
        assert_eq!(
            believed(Belief::MarryAnytime, &marry(Role::Opponent)),
            Some(Answer::Bool(true))
        );
        // The winner's partner may; "winner only" says he may not.
        assert_eq!(
            believed(Belief::WinnerOnlyMarries, &marry(Role::WinnerPartner)),
            Some(Answer::Bool(false))
        );
        // Only the partner has won a trick: the exchange is refused, the belief allows it.
        let exchange = G::DeclarationAllowed {
            trump: Suit::Hearts,
            declaration: Declaration::TrumpSevenExchange,
            cards: vec![Card::new(Suit::Hearts, Rank::Num(7))],
            context: ctx(Role::None),
        };
        assert_eq!(
            believed(Belief::PartnerTrickCounts, &exchange),
            Some(Answer::Bool(true))
        );
        // Beliefs about marriages say nothing about the exchange.
        assert_eq!(believed(Belief::MarryAnytime, &exchange), None);
    }
}
