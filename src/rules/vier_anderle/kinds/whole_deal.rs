//! `deal`: a whole deal (a deal record), its starting position and every action, replayed
//! at the table.

use super::{rules_fields, score_form, tarot};
use crate::cards::Card;
use crate::fields::yaml::Node;
use crate::fields::Fields;
use crate::fields::MapReader;
use crate::rules::answer::{AnswerForm, Field, Verdict};
use crate::rules::answer::{Arg, Reason};
use crate::rules::kind::Kind;
use crate::rules::position_reader::lift;
use crate::rules::position_reader::PositionReader;
use crate::rules::problem::Problem;
use crate::rules::vier_anderle::read::{self, DECK};
use crate::rules::vier_anderle::table::{setup, Setup, VERBS};
use crate::rules::vier_anderle::{table, Ask, Query, Rules};

pub struct WholeDeal;

impl Kind<Query, Rules> for WholeDeal {
    fn name(&self) -> &'static str {
        "deal"
    }

    fn read(&self, r: &mut dyn PositionReader, m: &mut MapReader, rules: Rules) -> Option<Query> {
        Some(Query {
            rules,
            ask: whole_deal(r, m)?,
        })
    }

    fn problems(&self, q: &Query) -> Option<Vec<Problem>> {
        let Ask::WholeDeal { setup, actions } = &q.ask else {
            return None;
        };
        let mut pack = tarot(q.rules);
        for (_, hand) in &setup.hands {
            pack.cards("hands", hand);
        }
        for act in actions {
            if let crate::rules::table::ActArg::Card(c) = act.arg {
                pack.card("actions", c);
            }
        }
        let mut out = pack.finish();
        if !out.is_empty() {
            return Some(out);
        }
        out.extend(setup.problems());
        if out.is_empty() {
            // A card of no hand may be played in error (an illegal action), but a
            // card outside this table's pack (2.3) makes the record malformed.
            let pack = crate::rules::problem::Pack::of(crate::cards::Deck::VierAnderle {
                extra_pips: setup.extra_pips(),
            });
            for (i, act) in actions.iter().enumerate() {
                if let crate::rules::table::ActArg::Card(c) = act.arg {
                    if !pack.contains(c) {
                        out.push(
                            Problem::new("actions", "vier-anderle.not-in-pack-with")
                                .with("card", Arg::Card(c))
                                .with("extra", Arg::Int(setup.extra_pips() as i64))
                                .at_index(i),
                        );
                    }
                }
            }
        }
        Some(out)
    }

    fn form(&self, q: &Query) -> Option<AnswerForm> {
        let Ask::WholeDeal { setup, .. } = &q.ask else {
            return None;
        };
        Some(crate::rules::table::deal_form(score_form(setup.players)))
    }

    fn verdict(&self, q: &Query) -> Option<Verdict> {
        let Ask::WholeDeal { setup, actions } = &q.ask else {
            return None;
        };
        Some(whole_deal_verdict(q.rules, setup, actions))
    }

    fn fields(&self, q: &Query) -> Option<Vec<(&'static str, Field)>> {
        let Ask::WholeDeal { setup, .. } = &q.ask else {
            return None;
        };
        let mut out = rules_fields(q.rules);
        out.push(("players", Field::Int(setup.players as i64)));
        out.push(("dealer", Field::Seat(setup.dealer())));
        out.push(("pot_before_deal", Field::Int(setup.pot_before)));
        if let Some(chips) = &setup.chips_before {
            let chips = chips.iter().map(|&c| Some(c)).collect();
            out.push(("chips_before_deal", Field::PerSeat(chips)));
        }
        for (seat, hand) in &setup.hands {
            out.push((
                "hands",
                Field::AtSeat(*seat, Box::new(Field::Cards(hand.clone()))),
            ));
        }
        Some(out)
    }
}

/// The verdict on a deal record: its actions replayed from its setup.
fn whole_deal_verdict(
    rules: Rules,
    setup: &table::Setup,
    actions: &[crate::rules::table::Act],
) -> Verdict {
    use crate::rules::table::{replay, replayed_answer, Replayed};
    let mut deal = table::VierAnderleTable::from_setup(rules, setup.clone())
        .expect("problems() refuses an impossible setup");
    let replayed = replay(&mut deal, actions);
    let reasons = match &replayed {
        Replayed::Illegal { reason, .. } => vec![reason.clone()],
        Replayed::Finished(outcome) => {
            let mut r = outcome.reasons.clone();
            if let Some(scoring) = &outcome.scoring {
                r.extend(scoring.verdict().reasons);
            }
            r
        }
        Replayed::Unfinished { to_act } => {
            vec![Reason::new("vier-anderle.unfinished").with("seat", Arg::Int(*to_act as i64))]
        }
    };
    Verdict {
        answer: replayed_answer(&replayed),
        reasons,
        cards: Vec::new(),
    }
}

/// The hands of a deal record, by seat: `{0: [...], 1: [...], ...}`. Which seats there
/// must be, and how many cards each, is the engine's to check.
fn hands(r: &mut dyn PositionReader, n: &Node) -> Option<Vec<(u8, Vec<Card>)>> {
    let Some(entries) = n.as_map() else {
        r.map(n)?;
        return None;
    };
    let mut out = Vec::with_capacity(entries.len());
    let mut ok = true;
    for (key, value) in entries {
        let seat = r.int(key, 0, 255).map(|s| s as u8);
        let cards = r.cards(value, DECK);
        match (seat, cards) {
            (Some(s), Some(c)) => out.push((s, c)),
            _ => ok = false,
        }
    }
    ok.then_some(out)
}

/// A deal record: its setup (`players`, `pot_before_deal`, `hands`, optionally
/// `chips_before_deal`) and its `actions`.
fn whole_deal(r: &mut dyn PositionReader, m: &mut MapReader) -> Option<Ask> {
    let players = read::players(r, m);
    let pot = read::pot(r, m);
    let hands = m.req(r, "hands").and_then(|n| hands(r, n));
    let chips = m
        .opt("chips_before_deal")
        .map(|n| r.list(n, |r, c| r.int(c, -setup::MAX_CHIPS, setup::MAX_CHIPS)));
    // Which deal of the session (optional): a first one when absent.
    let deal_number = match m.opt("deal_number") {
        Some(n) => r.int(n, 1, 100_000).map(|n| n as u32),
        None => Some(1),
    };
    // Seats are read against the table size when it is sane; the engine reports a bad one.
    let seats = players.map_or(13, |p| p.clamp(1, 13)) as usize;
    let actions = m
        .req(r, "actions")
        .and_then(|n| crate::rules::actions_reader::read(r, n, DECK, VERBS, seats));
    Some(Ask::WholeDeal {
        setup: Setup {
            players: players?,
            pot_before: pot?,
            hands: hands?,
            chips_before: lift(chips)?,
            deal_number: deal_number?,
        },
        actions: actions?,
    })
}
