//! Marglia's and Maniglia's turned card and Maniglia's tables of players alone as drills:
//! random `turnup-credit` positions at the rule set's own tables, and the answers the wrong
//! beliefs about the credit, stopping and partners give.

use super::beliefs::Belief;
use crate::cards::CardSet;
use crate::rules::answer::Answer;
use crate::rules::marglia::{play, Query as M, Rules, Table, STOP_AT};
use crate::rules::rng::Rng;

/// How many positions one call makes: they cost nothing to build.
const BATCH: usize = 8;

/// A table of the rule set, at random: Marglia's four in partnerships; Maniglia's three or
/// five alone, or four in partnerships or alone (section 9).
pub fn table(rng: &mut Rng, rules: Rules) -> Table {
    let mut t = Table::new(rules);
    if rules.players().len() > 1 {
        let players = rules.players().start() + rng.below(rules.players().len() as u32) as u8;
        t.players = players;
        t.partnerships = rules.partnerships_possible(players)
            && (rules.partnerships_required() || rng.chance(50));
    }
    t
}

/// Random positions of one of the kinds drilled here.
pub fn candidates(rules: Rules, kind: &str, rng: &mut Rng) -> Vec<M> {
    if kind != "turnup-credit" {
        return Vec::new();
    }
    (0..BATCH)
        .map(|_| {
            let t = table(rng, rules);
            // Any card of the pack; the score before is spread around both limits (29, 35).
            let turned = t.card(rng.below(40) as u8);
            let before = 15 + rng.below(30) as i64;
            M::TurnupCredit {
                table: t,
                turned,
                before,
            }
        })
        .collect()
}

/// The `turnup-credit` answer for a score after the turn and the option to stop.
fn credit_answer(after: i64, may_end: bool) -> Answer {
    Answer::Record(vec![
        ("dealer_side_score", Answer::Int(after)),
        ("may_end_deal", Answer::Bool(may_end)),
    ])
}

/// The answer a wrong belief about the turned card or partners gives, when it speaks to the
/// position.
pub fn believed(belief: Belief, q: &M) -> Option<Answer> {
    match (belief, q) {
        (
            _,
            M::TurnupCredit {
                table,
                turned,
                before,
            },
        ) => {
            let value = play::value(turned.rank) as i64;
            let limit = table.rules.no_turnup_credit_from();
            let credit = if limit.is_some_and(|l| *before >= l) {
                0
            } else {
                value
            };
            let after = before + credit;
            match belief {
                // "Counted at the end of the deal": nothing now, so no option either.
                Belief::CreditAtEnd => Some(credit_answer(*before, false)),
                // "35 or more may always stop", a credit or not.
                Belief::AnyScoreStops => Some(credit_answer(after, after >= STOP_AT)),
                // "Always credited, as in Marglia".
                Belief::CreditAlways => {
                    let after = before + value;
                    Some(credit_answer(after, value > 0 && after >= STOP_AT))
                }
                _ => None,
            }
        }
        (
            Belief::PartnerTwoBack,
            M::LegalPlays {
                table,
                trump,
                trick,
                hand,
            },
        ) if !table.partnerships => {
            // The player two places back taken for a partner: exemption (a) as at four in
            // partnerships.
            let suits = table.suits();
            let trump_ix = play::suit_of(play::index(
                &suits,
                crate::cards::Card::new(*trump, crate::cards::Rank::Ace),
            ));
            let compact: Vec<u8> = trick.iter().map(|&c| play::index(&suits, c)).collect();
            let mut set = CardSet::default();
            for &c in hand {
                set.insert(play::index(&suits, c));
            }
            let (legal, _) = play::legal(trump_ix, &compact, set, true);
            Some(Answer::Cards(
                hand.iter()
                    .copied()
                    .filter(|&c| legal.contains(play::index(&suits, c)))
                    .collect(),
            ))
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::{Card, Rank, Suit};

    #[test]
    fn the_beliefs_misjudge_the_turned_card() {
        // Marglia: a frillo turned at 40 credits nothing and gives no option (5.6-5.7);
        // "35 may always stop" says it may.
        let q = M::TurnupCredit {
            table: Table::new(Rules::Marglia),
            turned: Card::new(Suit::Clubs, Rank::Num(5)),
            before: 40,
        };
        assert_eq!(
            believed(Belief::AnyScoreStops, &q),
            Some(credit_answer(40, true))
        );
        // Maniglia at 29: the 7 earns nothing (section 9); "always credited" gives 34.
        let q = M::TurnupCredit {
            table: Table::new(Rules::Maniglia),
            turned: Card::new(Suit::Cups, Rank::Num(7)),
            before: 29,
        };
        assert_eq!(
            believed(Belief::CreditAlways, &q),
            Some(credit_answer(34, false))
        );
    }

    #[test]
    fn a_player_alone_has_no_partner_to_be_exempted_by() {
        // Maniglia, three alone, cups trump: coins-A led, the swords-2 discarded; the player
        // at position 2 has no coins and holds cups-3: he must trump (6.1 step 6). Taking
        // the leader for a partner, "partner winning" frees him.
        let mut table = Table::new(Rules::Maniglia);
        table.players = 3;
        table.partnerships = false;
        let hand = vec![
            Card::new(Suit::Cups, Rank::Num(3)),
            Card::new(Suit::Swords, Rank::King),
        ];
        let q = M::LegalPlays {
            table,
            trump: Suit::Cups,
            trick: vec![
                Card::new(Suit::Coins, Rank::Ace),
                Card::new(Suit::Swords, Rank::Num(2)),
            ],
            hand: hand.clone(),
        };
        assert_eq!(
            believed(Belief::PartnerTwoBack, &q),
            Some(Answer::Cards(hand))
        );
    }
}
