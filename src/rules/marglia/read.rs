//! Marglia and Maniglia positions: the fields of section 10, kind by kind, with `players`
//! and `partnerships` allowed in every question.

use crate::cards::{Card, Deck};
use crate::fields::yaml::Node;
use crate::fields::{Fields, MapReader};
use crate::rules::marglia::table::setup::{dealt_size, MAX_DEALS, MAX_SCORE};
use crate::rules::marglia::table::{Setup, SEAT_KEYS, VERBS};
use crate::rules::marglia::{Query, Rules, SideTake, Table};
use crate::rules::read::lift;
use crate::rules::read::PositionReader;
use crate::rules::Problem;

fn impossible(r: &mut dyn PositionReader, m: &MapReader, problem: Problem) {
    let loc = m.loc_of(problem.field);
    r.impossible(loc, problem);
}

/// `players` and `partnerships`, checked against the rule set; `trick_len` gives the
/// default player count of trick-winner questions where the rule set allows several.
fn table(
    r: &mut dyn PositionReader,
    m: &mut MapReader,
    rules: Rules,
    trick_len: Option<usize>,
) -> Option<Table> {
    let allowed = rules.players();
    let (min, max) = (*allowed.start(), *allowed.end());
    let players = match m.opt("players") {
        Some(n) => r.int(n, min as i64, max as i64).map(Some)?,
        None => None,
    };
    let partnerships = match m.opt("partnerships") {
        Some(n) => Some(r.bool(n)?),
        None => None,
    };
    let players = match (players, trick_len) {
        (Some(p), _) => p as u8,
        // A complete trick holds a card from every player.
        (None, Some(len)) if min < max => {
            let (min, max) = (min as usize, max as usize);
            if !(min..=max).contains(&len) {
                impossible(r, m, Problem::wrong_length("trick", len, min, max));
                return None;
            }
            len as u8
        }
        (None, _) => Table::new(rules).players,
    };
    let partnerships = match partnerships {
        Some(true) if !rules.partnerships_possible(players) => {
            impossible(r, m, Problem::contradicts("partnerships", "players"));
            return None;
        }
        Some(false) if rules.partnerships_required() => {
            impossible(r, m, Problem::contradicts("partnerships", "game"));
            return None;
        }
        Some(p) => p,
        None => rules.partnerships_possible(players),
    };
    Some(Table {
        rules,
        players,
        partnerships,
    })
}

fn int(r: &mut dyn PositionReader, n: &Node) -> Option<i64> {
    r.int(n, i64::MIN, i64::MAX)
}

fn tricks(r: &mut dyn PositionReader, n: &Node, deck: Deck) -> Option<Vec<Vec<Card>>> {
    r.list(n, |r, t| r.cards(t, deck))
}

/// Reads the fields of `kind`; every field of the kind is read (so that `finish` can
/// report the others as unknown) before anything is returned.
pub fn read(
    r: &mut dyn PositionReader,
    kind: &str,
    m: &mut MapReader,
    rules: Rules,
) -> Option<Query> {
    let deck = rules.deck();
    match kind {
        "legal-plays" => {
            let trump = m.req(r, "trump").and_then(|n| r.suit(n, deck));
            let trick = match m.opt("trick") {
                Some(n) => r.cards(n, deck),
                None => Some(Vec::new()),
            };
            let hand = m.req(r, "hand").and_then(|n| r.cards(n, deck));
            let table = table(r, m, rules, None);
            Some(Query::LegalPlays {
                table: table?,
                trump: trump?,
                trick: trick?,
                hand: hand?,
            })
        }
        "trick-winner" => {
            let trump = m.req(r, "trump").and_then(|n| r.suit(n, deck));
            let trick = m.req(r, "trick").and_then(|n| r.cards(n, deck));
            let table = table(r, m, rules, Some(trick.as_ref().map_or(4, Vec::len)));
            Some(Query::TrickWinner {
                table: table?,
                trump: trump?,
                trick: trick?,
            })
        }
        "card-points" => {
            let cards = m.opt("cards").map(|n| r.cards(n, deck));
            let tricks = m.opt("tricks").map(|n| tricks(r, n, deck));
            let table = table(r, m, rules, None);
            Some(Query::CardPoints {
                table: table?,
                cards: lift(cards)?,
                tricks: lift(tricks)?,
            })
        }
        "deal-score" => {
            let won = m.opt("tricks_won").map(|n| {
                let mut mm = r.map(n)?;
                let a = mm.req(r, "A").and_then(|n| tricks(r, n, deck));
                let b = mm.req(r, "B").and_then(|n| tricks(r, n, deck));
                mm.finish(r);
                Some(vec![SideTake::Tricks(a?), SideTake::Tricks(b?)])
            });
            let counts = m.opt("counts").map(|n| {
                let mut mm = r.map(n)?;
                let mut side = |r: &mut dyn PositionReader, key: &'static str| {
                    let node = mm.req(r, key)?;
                    let mut sm = r.map(node)?;
                    let p = sm.req(r, "card_points").and_then(|n| int(r, n));
                    let f = sm.req(r, "frillo_tricks").and_then(|n| int(r, n));
                    sm.finish(r);
                    Some(SideTake::Counts {
                        card_points: p?,
                        frillo_tricks: f?,
                    })
                };
                let a = side(r, "A");
                let b = side(r, "B");
                mm.finish(r);
                Some(vec![a?, b?])
            });
            let deduction = match m.opt("deduction") {
                Some(n) => int(r, n),
                None => Some(35),
            };
            let table = table(r, m, rules, None);
            let won = lift(won)?;
            let counts = lift(counts)?;
            let both_given = won.is_some() && counts.is_some();
            let sides = if both_given {
                Vec::new()
            } else {
                won.or(counts).unwrap_or_default()
            };
            Some(Query::DealScore {
                table: table?,
                sides,
                both_given,
                deduction: deduction?,
            })
        }
        "turnup-credit" => {
            let turned = m.req(r, "turned").and_then(|n| r.card(n, deck));
            let before = m.req(r, "dealer_side_score_before").and_then(|n| int(r, n));
            let table = table(r, m, rules, None);
            Some(Query::TurnupCredit {
                table: table?,
                turned: turned?,
                before: before?,
            })
        }
        "deal" => read_deal(r, m, rules),
        _ => None,
    }
}

/// A deal record (`lessons/DEALS.md`): the table, the hands by seat, the turned card, the
/// 2 taken out for three players, the scores before the deal, the deduction, the deal's
/// place in the game, and the actions.
fn read_deal(r: &mut dyn PositionReader, m: &mut MapReader, rules: Rules) -> Option<Query> {
    let deck = rules.deck();
    let table = table(r, m, rules, None);
    let hands = m.req(r, "hands").and_then(|n| {
        // The seats of the table; without a valid table, none can be read.
        let players = table?.players as usize;
        let mut hm = r.map(n)?;
        // A hand of the wrong size is reported here, at its seat (the engine's check
        // names only the field).
        let hands: Vec<Option<Vec<Card>>> = SEAT_KEYS[..players]
            .iter()
            .enumerate()
            .map(|(seat, &key)| {
                let node = hm.req(r, key)?;
                let hand = r.cards(node, deck)?;
                let size = dealt_size(players, seat);
                match Problem::length("hands", hand.len(), size, size) {
                    Some(problem) => {
                        r.impossible(node.loc, problem);
                        None
                    }
                    None => Some(hand),
                }
            })
            .collect();
        hm.finish(r);
        hands.into_iter().collect::<Option<Vec<_>>>()
    });
    let turned = m.req(r, "turned").and_then(|n| r.card(n, deck));
    let removed = m.opt("removed").map(|n| r.card(n, deck));
    let score = |r: &mut dyn PositionReader, n: &Node| r.int(n, 0, MAX_SCORE);
    let dealer_side = match m.opt("dealer_side_score_before") {
        Some(n) => score(r, n),
        None => Some(0),
    };
    let other_side = m.opt("other_side_score_before").map(|n| score(r, n));
    let deduction = m.opt("deduction").map(|n| int(r, n));
    let deal_number = match m.opt("deal_number") {
        Some(n) => r.int(n, 1, MAX_DEALS),
        None => Some(1),
    };
    let deals_in_game = m.opt("deals_in_game").map(|n| r.int(n, 1, MAX_DEALS));
    let actions = m.req(r, "actions").and_then(|n| {
        let players = table?.players as usize;
        crate::rules::read::actions::read(r, n, deck, VERBS, players)
    });
    Some(Query::Deal {
        setup: Setup {
            table: table?,
            hands: hands?,
            turned: turned?,
            removed: lift(removed)?,
            dealer_side_score_before: dealer_side?,
            other_side_score_before: lift(other_side)?,
            deduction: lift(deduction)?,
            deal_number: deal_number?,
            deals_in_game: lift(deals_in_game)?,
        },
        actions: actions?,
    })
}
