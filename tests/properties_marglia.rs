//! Property tests of the Marglia and Maniglia engine (`../shared/rules/marglia.md`, sections
//! 3, 4, 5, 6.1 and 9): random full deals for 3, 4 and 5 players, checked against an
//! independent re-implementation written from the spec, and the options of each rule set
//! (the tables it allows, the turned card's credit) against what its verdicts do.

use proptest::prelude::*;
use tricktutor::cards::{CardSet, Rank};
use tricktutor::rules::marglia::deal::{frillo, points, random_deal, Observer};
use tricktutor::rules::marglia::{Query, Rules, SideTake, Table};
use tricktutor::rules::rng::Rng;
use tricktutor::rules::Answer;
use tricktutor::rules::Position;

/// The suit of a compact card and its strength (9 = the 7, 8 = the ace, ... 0 = the 2).
fn suit(c: u8) -> u8 {
    c / 10
}
fn strength(c: u8) -> u8 {
    c % 10
}

/// Section 3: the highest trump, else the highest card of the suit led.
fn ref_winner(trick: &[u8], trump: u8) -> usize {
    let best = |s: u8| {
        trick
            .iter()
            .enumerate()
            .filter(|(_, &c)| suit(c) == s)
            .max_by_key(|(_, &c)| strength(c))
            .map(|(i, _)| i)
    };
    best(trump).or_else(|| best(suit(trick[0]))).unwrap()
}

/// 6.1 in words: follow suit; else trump unless the partner is winning now, you have no
/// trump, or you cannot beat the highest trump in the trick (then anything); a trump in the
/// trick must be beaten when you can.
fn ref_legal(trump: u8, trick: &[u8], hand: &[u8], partnerships: bool) -> Vec<u8> {
    if trick.is_empty() {
        return hand.to_vec();
    }
    let led = suit(trick[0]);
    let follow: Vec<u8> = hand.iter().copied().filter(|&c| suit(c) == led).collect();
    if !follow.is_empty() {
        return follow;
    }
    let trumps: Vec<u8> = hand.iter().copied().filter(|&c| suit(c) == trump).collect();
    if trumps.is_empty() {
        return hand.to_vec();
    }
    let k = trick.len();
    if partnerships && k >= 2 && ref_winner(trick, trump) == k - 2 {
        return hand.to_vec();
    }
    match trick
        .iter()
        .copied()
        .filter(|&c| suit(c) == trump)
        .max_by_key(|&c| strength(c))
    {
        Some(top) => {
            let higher: Vec<u8> = trumps
                .iter()
                .copied()
                .filter(|&c| strength(c) > strength(top))
                .collect();
            if higher.is_empty() {
                hand.to_vec()
            } else {
                higher
            }
        }
        None => trumps,
    }
}

struct Check {
    partnerships: bool,
    plays: usize,
    tricks: usize,
}

impl Observer for Check {
    fn play(&mut self, trump: u8, trick: &[u8], hand: CardSet, legal: CardSet, chosen: u8) {
        assert!(!legal.is_empty());
        assert_eq!(legal.and(hand), legal, "legal ⊆ hand");
        assert!(legal.contains(chosen));
        let hand: Vec<u8> = hand.iter().collect();
        let mut expected = ref_legal(trump, trick, &hand, self.partnerships);
        expected.sort();
        let got: Vec<u8> = legal.iter().collect();
        assert_eq!(got, expected, "trump {trump} trick {trick:?} hand {hand:?}");
        self.plays += 1;
    }
    fn trick(&mut self, trump: u8, trick: &[u8], winner: usize) {
        assert_eq!(winner, ref_winner(trick, trump), "trick {trick:?}");
        self.tricks += 1;
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn random_deals_follow_the_rules(seed in any::<u64>(), table in 0usize..5) {
        // Marglia (4 in partnerships), and Maniglia with 3, 4 alone, 5 players.
        let (players, partnerships) = [(4, true), (3, false), (4, false), (5, false), (4, true)][table];
        let mut rng = Rng::new(seed);
        let mut check = Check { partnerships, plays: 0, tricks: 0 };
        let s = random_deal(&mut rng, players, partnerships, &mut check);
        let per = if players == 3 { 13 } else { 40 / players };
        prop_assert_eq!(s.tricks, per);
        prop_assert_eq!(check.tricks, per);
        prop_assert_eq!(check.plays, per * players);
        prop_assert_eq!(s.tricks_won.iter().sum::<u32>() as usize, per);
        // The card points of the whole pack are 60 (a 2 taken out with three players is worth 0).
        prop_assert_eq!(s.points.iter().sum::<u32>(), 60);
        // At most one bonus point per trick.
        let bonus: u32 = s.frillo_tricks.iter().sum();
        prop_assert!(bonus as usize <= per);
        if players == 4 {
            prop_assert!(bonus <= 10);
        }
    }
}

#[test]
fn values_and_frilli_of_the_compact_pack() {
    let total: u32 = (0..40u8).map(points).sum();
    assert_eq!(total, 60);
    assert_eq!((0..40u8).filter(|&c| frillo(c)).count(), 20);
}

/// The verdict of a checked position (panics on an impossible one: the callers build
/// possible positions only).
fn verdict(q: Query) -> Answer {
    q.check().expect("a possible position").verdict().answer
}

#[test]
fn the_turned_card_under_each_rule_set_is_credited_as_sections_5_and_9_say() {
    // Section 5 step 6: credit = the card's value; section 9: in Maniglia no credit from 29
    // on. Section 5 step 7: the deal may be stopped iff credit > 0 and after >= 35.
    for rules in Rules::ALL {
        let mut some_stop = false;
        for turned in rules.deck().cards() {
            for before in 0..=70i64 {
                let value = match turned.rank {
                    Rank::Num(7) => 5,
                    Rank::Ace => 4,
                    Rank::King => 3,
                    Rank::Jack => 2,
                    Rank::Queen => 1,
                    _ => 0,
                };
                let credit = if rules == Rules::Maniglia && before >= 29 {
                    0
                } else {
                    value
                };
                let may_end = credit > 0 && before + credit >= 35;
                some_stop |= may_end;
                let answer = verdict(Query::TurnupCredit {
                    table: Table::new(rules),
                    turned,
                    before,
                });
                let want = Answer::Record(vec![
                    ("dealer_side_score", Answer::Int(before + credit)),
                    ("may_end_deal", Answer::Bool(may_end)),
                ]);
                assert_eq!(answer, want, "{rules:?} {turned} before {before}");
            }
        }
        // The named option says what the verdicts do.
        assert_eq!(rules.deal_may_be_stopped(), some_stop, "{rules:?}");
    }
}

#[test]
fn the_tables_each_rule_set_allows_are_those_of_sections_1_and_9() {
    // Marglia: exactly 4 in partnerships. Maniglia: 3 to 5; partnerships only with 4, and
    // optional then. A deal score exists only for a table in partnerships (8.1, 13.11).
    for rules in Rules::ALL {
        for players in 1..=7u8 {
            for partnerships in [false, true] {
                let table = Table {
                    rules,
                    players,
                    partnerships,
                };
                let allowed = match rules {
                    Rules::Marglia => players == 4 && partnerships,
                    Rules::Maniglia => {
                        (3..=5).contains(&players) && (!partnerships || players == 4)
                    }
                };
                let suits = rules.suits();
                let legal_plays = Query::LegalPlays {
                    table,
                    trump: suits[0],
                    trick: Vec::new(),
                    hand: vec![table.card(9)],
                };
                let problems = legal_plays.problems();
                assert_eq!(problems.is_empty(), allowed, "{table:?}: {problems:?}");
                let deal_score = Query::DealScore {
                    table,
                    sides: vec![
                        SideTake::Counts {
                            card_points: 40,
                            frillo_tricks: 6,
                        },
                        SideTake::Counts {
                            card_points: 20,
                            frillo_tricks: 4,
                        },
                    ],
                    both_given: false,
                    deduction: 35,
                };
                match deal_score.check() {
                    Ok(q) => {
                        assert!(allowed && partnerships, "{table:?}");
                        let want = Answer::Ints(vec![("A", 11), ("B", 0)]);
                        assert!(q.verdict().answer.agrees_with(&want), "{table:?}");
                    }
                    Err(problems) => {
                        let alone = problems
                            .iter()
                            .any(|p| p.id == "marglia.no-deal-score-alone");
                        assert_eq!(alone, allowed && !partnerships, "{table:?}: {problems:?}");
                        assert!(!allowed || !partnerships, "{table:?}: {problems:?}");
                    }
                }
            }
        }
    }
}
