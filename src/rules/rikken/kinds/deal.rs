//! `deal`: a whole deal (a deal record), the hands as dealt and every action, replayed at
//! the table ("Whole deals").

use super::sorted;
use crate::cards::{Card, Deck};
use crate::fields::yaml::Node;
use crate::fields::{Fields, MapReader};
use crate::rules::answer::{AnswerForm, Field, Verdict};
use crate::rules::kind::Kind;
use crate::rules::position_reader::PositionReader;
use crate::rules::problem::Problem;
use crate::rules::rikken::{read, table, Query, SEATS};

const DECK: Deck = Deck::Rikken;

pub struct Deal;

impl Kind<Query> for Deal {
    fn name(&self) -> &'static str {
        "deal"
    }

    fn read(&self, r: &mut dyn PositionReader, m: &mut MapReader, (): ()) -> Option<Query> {
        let hands_node = m.req(r, "hands");
        let hands = hands_node.and_then(|n| hands(r, n));
        // The setup's problems are located here, at the hand of the seat they are
        // about (the hands are a mapping, which the generic locator cannot index).
        if let (Some(h), Some(node)) = (&hands, hands_node) {
            let problems = table::setup::problems(h);
            if !problems.is_empty() {
                for problem in problems {
                    let loc = problem
                        .index
                        .and_then(|seat| seat_node(node, seat))
                        .unwrap_or(node.loc);
                    r.impossible(loc, problem);
                }
                return None;
            }
        }
        // The session before the deal (optional): which deal it is, and the chips.
        let deal_number = match m.opt("deal_number") {
            Some(n) => r.int(n, 1, 100_000),
            None => Some(1),
        };
        let chips_before = match m.opt("chips_before_deal") {
            Some(n) => r
                .list(n, |r, c| r.int(c, -1_000_000, 1_000_000))
                .and_then(|chips| match <[i64; 4]>::try_from(chips.as_slice()) {
                    Ok(chips) => Some(chips),
                    Err(_) => {
                        let problem =
                            Problem::one_per_seat("chips_before_deal", 4, chips.len() as i64);
                        r.impossible(n.loc, problem);
                        None
                    }
                }),
            None => Some([0; 4]),
        };
        let verbs = table::VERBS;
        let actions = m
            .req(r, "actions")
            .and_then(|n| crate::rules::actions_reader::read(r, n, DECK, verbs, 4));
        Some(Query::Deal {
            hands: hands?,
            deal_number: deal_number?,
            chips_before: chips_before?,
            actions: actions?,
        })
    }

    /// The hands are checked against the pack with the rest of the setup.
    fn problems(&self, q: &Query) -> Option<Vec<Problem>> {
        let Query::Deal { hands, .. } = q else {
            return None;
        };
        Some(table::setup::problems(hands))
    }

    fn form(&self, q: &Query) -> Option<AnswerForm> {
        matches!(q, Query::Deal { .. })
            .then(|| crate::rules::table::deal_form(AnswerForm::Ints(SEATS.to_vec())))
    }

    fn verdict(&self, q: &Query) -> Option<Verdict> {
        let Query::Deal {
            hands,
            deal_number,
            chips_before,
            actions,
        } = q
        else {
            return None;
        };
        Some(table::record_verdict(
            hands,
            (*deal_number, *chips_before),
            actions,
        ))
    }

    fn fields(&self, q: &Query) -> Option<Vec<(&'static str, Field)>> {
        let Query::Deal { hands, actions, .. } = q else {
            return None;
        };
        let mut out = Vec::new();
        let mut by_seat = hands.clone();
        by_seat.sort_by_key(|(s, _)| *s);
        for (s, h) in by_seat {
            out.push((
                "hands",
                Field::AtSeat(s, Box::new(Field::Cards(sorted(&h)))),
            ));
        }
        out.push(("actions", Field::Int(actions.len() as i64)));
        Some(out)
    }
}

/// Where the hand of `seat` is written in a record's `hands`.
fn seat_node(hands: &Node, seat: usize) -> Option<crate::fields::yaml::Loc> {
    hands
        .as_map()?
        .iter()
        .find(|(k, _)| k.scalar_text().as_deref() == Some(seat.to_string().as_str()))
        .map(|(_, v)| v.loc)
}

/// `hands` of a deal record: a mapping seat → the 13 cards dealt to that seat.
fn hands(r: &mut dyn PositionReader, node: &Node) -> Option<Vec<(u8, Vec<Card>)>> {
    let Some(entries) = node.as_map() else {
        r.map(node)?;
        return None;
    };
    let mut out = Vec::new();
    let mut ok = true;
    for (k, v) in entries {
        let s = read::seat(r, k);
        let cards = r.cards(v, DECK);
        match (s, cards) {
            (Some(s), Some(c)) => out.push((s, c)),
            _ => ok = false,
        }
    }
    ok.then_some(out)
}
