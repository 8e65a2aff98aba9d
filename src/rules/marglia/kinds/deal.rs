//! `deal`: a deal record (`lessons/DEALS.md`), its starting position and every action,
//! replayed at the table.

use super::{checked, table_fields};
use crate::cards::Card;
use crate::fields::yaml::Node;
use crate::fields::Fields;
use crate::fields::MapReader;
use crate::rules::answer::{AnswerForm, Field, Verdict};
use crate::rules::kind::Kind;
use crate::rules::marglia::table::setup::{dealt_size, MAX_DEALS, MAX_SCORE};
use crate::rules::marglia::table::{Setup, SEAT_KEYS, VERBS};
use crate::rules::marglia::{read, table, Query, Rules};
use crate::rules::position_reader::lift;
use crate::rules::position_reader::PositionReader;
use crate::rules::problem::Problem;

pub struct Deal;

impl Kind<Query, Rules> for Deal {
    fn name(&self) -> &'static str {
        "deal"
    }

    fn read(&self, r: &mut dyn PositionReader, m: &mut MapReader, rules: Rules) -> Option<Query> {
        read_deal(r, m, rules)
    }

    fn problems(&self, q: &Query) -> Option<Vec<Problem>> {
        let Query::Deal { setup, .. } = q else {
            return None;
        };
        // The setup checks its own cards (Setup::problems).
        if let Err(p) = checked(q) {
            return Some(p);
        }
        Some(setup.problems())
    }

    fn form(&self, q: &Query) -> Option<AnswerForm> {
        let Query::Deal { setup, .. } = q else {
            return None;
        };
        Some(crate::rules::table::deal_form(table::result_form(setup)))
    }

    fn verdict(&self, q: &Query) -> Option<Verdict> {
        let Query::Deal { setup, actions } = q else {
            return None;
        };
        Some(table::judge(setup, actions))
    }

    fn fields(&self, q: &Query) -> Option<Vec<(&'static str, Field)>> {
        let Query::Deal { setup, .. } = q else {
            return None;
        };
        let mut out = table_fields(q.table());
        out.extend(setup.fields());
        Some(out)
    }
}

/// A deal record (`lessons/DEALS.md`): the table, the hands by seat, the turned card, the
/// 2 taken out for three players, the scores before the deal, the deduction, the deal's
/// place in the game, and the actions.
fn read_deal(r: &mut dyn PositionReader, m: &mut MapReader, rules: Rules) -> Option<Query> {
    let deck = rules.deck();
    let table = read::table(r, m, rules, None);
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
    let deduction = m.opt("deduction").map(|n| read::int(r, n));
    let deal_number = match m.opt("deal_number") {
        Some(n) => r.int(n, 1, MAX_DEALS),
        None => Some(1),
    };
    let deals_in_game = m.opt("deals_in_game").map(|n| r.int(n, 1, MAX_DEALS));
    let actions = m.req(r, "actions").and_then(|n| {
        let players = table?.players as usize;
        crate::rules::actions_reader::read(r, n, deck, VERBS, players)
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
