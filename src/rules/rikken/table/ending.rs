//! The end of a deal: the game's own `deal-score` question(s) built from the deal, and the
//! result they give (section 8). With several declarers (7.5) the deal is scored as the
//! sum, seat by seat, of one question per declarer, as the spec's Position fields say.

use super::super::bids::Bid;
use super::super::cards::card;
use super::super::{Query, SEATS};
use super::RikkenTable;
use crate::rules::answer::{Answer, Arg, Reason};
use crate::rules::question::Checked;
use crate::rules::table::Outcome;

/// The `deal-score` questions of a finished deal: one per declarer, or the passed-out one.
pub(super) fn scoring(t: &RikkenTable) -> Vec<Checked<Query>> {
    let Some(s) = &t.settled else {
        let passed_out = Query::DealScore {
            contract: None,
            declarer: None,
            partner: None,
            tricks: None,
        };
        return passed_out.check().into_iter().collect();
    };
    let tricks: Vec<i64> = t.tricks().iter().map(|&n| n as i64).collect();
    s.declarers
        .iter()
        .filter_map(|&(declarer, bid)| {
            Query::DealScore {
                contract: Some(bid),
                declarer: Some(declarer),
                partner: s.partner.filter(|_| bid.with_partner()),
                tricks: Some(tricks.clone()),
            }
            .check()
            .ok()
        })
        .collect()
}

/// The chips of a `deal-score` answer, by seat.
pub(super) fn chips(answer: &Answer) -> [i64; 4] {
    let mut out = [0; 4];
    if let Answer::Ints(kv) = answer {
        for (k, v) in kv {
            if let Some(s) = SEATS.iter().position(|s| s == k) {
                out[s] = *v;
            }
        }
    }
    out
}

/// The result of a finished deal and how it ended.
pub(super) fn outcome(t: &RikkenTable) -> Outcome {
    let questions = scoring(t);
    let mut net = [0i64; 4];
    for q in &questions {
        let c = chips(&q.verdict().answer);
        for s in 0..4 {
            net[s] += c[s];
        }
    }
    Outcome {
        answer: Answer::Ints(SEATS.iter().copied().zip(net).collect()),
        scoring: questions.into_iter().next().map(Into::into),
        result_form: None,
        reasons: how_it_ended(t),
    }
}

/// The auction's result, the partner and the tricks of each declaring side.
fn how_it_ended(t: &RikkenTable) -> Vec<Reason> {
    let Some(s) = &t.settled else {
        return vec![Reason::new("rikken.passed-out")];
    };
    let tricks = t.tricks();
    let mut out = Vec::new();
    for &(seat, bid) in &s.declarers {
        out.push(
            Reason::new("rikken.declarer")
                .with("seat", Arg::Int(seat as i64))
                .with("bid", Arg::Token(bid.token())),
        );
        match (s.partner.filter(|_| bid.with_partner()), s.called) {
            (Some(p), Some(c)) => {
                let rule = if bid == Bid::Troela {
                    "rikken.partner-fourth-ace"
                } else {
                    "rikken.partner-called"
                };
                out.push(
                    Reason::new(rule)
                        .with("seat", Arg::Int(p as i64))
                        .with("card", Arg::Card(card(c))),
                );
                out.push(
                    Reason::new("rikken.side-tricks")
                        .with("seat", Arg::Int(seat as i64))
                        .with("partner", Arg::Int(p as i64))
                        .with(
                            "tricks",
                            Arg::Int((tricks[seat as usize] + tricks[p as usize]) as i64),
                        ),
                );
            }
            _ => out.push(
                Reason::new("rikken.declarer-tricks")
                    .with("seat", Arg::Int(seat as i64))
                    .with("tricks", Arg::Int(tricks[seat as usize] as i64)),
            ),
        }
    }
    out
}
