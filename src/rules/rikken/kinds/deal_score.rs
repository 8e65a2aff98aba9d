//! `deal-score`: the chips each seat wins or pays for a deal played (or passed out).

use crate::fields::MapReader;
use crate::rules::answer::Verdict;
use crate::rules::answer::{Answer, AnswerForm, Field, Reason};
use crate::rules::kind::Kind;
use crate::rules::position_reader::lift;
use crate::rules::position_reader::PositionReader;
use crate::rules::problem::Problem;
use crate::rules::rikken::{read, score, Bid, Query, SEATS};

pub struct DealScore;

impl Kind<Query> for DealScore {
    fn name(&self) -> &'static str {
        "deal-score"
    }

    fn read(&self, r: &mut dyn PositionReader, m: &mut MapReader, (): ()) -> Option<Query> {
        let mut allowed: Vec<&'static str> = Bid::TOKENS.to_vec();
        allowed.push("none");
        let contract = m
            .req(r, "contract")
            .and_then(|n| read::contract(r, n, &allowed));
        let declarer = m.opt("declarer").map(|n| read::seat(r, n));
        let partner = m.opt("partner").map(|n| read::seat(r, n));
        let tricks = m.opt("tricks").map(|n| read::tricks(r, n));
        Some(Query::DealScore {
            contract: contract?,
            declarer: lift(declarer)?,
            partner: lift(partner)?,
            tricks: lift(tricks)?,
        })
    }

    /// The seats and tricks the contract needs; nothing to check for a passed-out deal.
    fn problems(&self, q: &Query) -> Option<Vec<Problem>> {
        let Query::DealScore {
            contract,
            declarer,
            partner,
            tricks,
        } = q
        else {
            return None;
        };
        let mut out = Vec::new();
        let Some(contract) = contract else {
            return Some(out);
        };
        let required = |field| Problem::required_with(field, "contract", contract.token());
        if declarer.is_none() {
            out.push(required("declarer"));
        }
        match (contract.with_partner(), partner) {
            (true, None) => out.push(required("partner")),
            (true, Some(p)) if Some(*p) == *declarer => {
                out.push(Problem::must_differ("partner", "declarer"))
            }
            (false, Some(_)) => out.push(Problem::contradicts("partner", "contract")),
            _ => {}
        }
        match tricks {
            None => out.push(required("tricks")),
            Some(t) => {
                out.extend(Problem::length("tricks", t.len(), 4, 4));
                for (i, &n) in t.iter().enumerate() {
                    if let Some(p) = Problem::range("tricks", n, 0, 13) {
                        out.push(p.at_index(i));
                    }
                }
                // Summed only when every count is in 0..=13 (else reported above),
                // so that no position's numbers can overflow the sum.
                let in_range = t.iter().all(|n| (0..=13).contains(n));
                let sum: i64 = if in_range { t.iter().sum() } else { 13 };
                if t.len() == 4 && sum != 13 {
                    out.push(Problem::sum_must_be("tricks", 13, sum));
                }
            }
        }
        Some(out)
    }

    fn form(&self, q: &Query) -> Option<AnswerForm> {
        matches!(q, Query::DealScore { .. }).then(|| AnswerForm::Ints(SEATS.to_vec()))
    }

    fn verdict(&self, q: &Query) -> Option<Verdict> {
        let Query::DealScore {
            contract,
            declarer,
            partner,
            tricks,
        } = q
        else {
            return None;
        };
        let (net, reasons) = match (contract, declarer, tricks) {
            (Some(bid), Some(d), Some(t)) if t.len() == 4 => {
                let t = [t[0] as u8, t[1] as u8, t[2] as u8, t[3] as u8];
                score::settle(*bid, *d, *partner, t)
            }
            _ => ([0; 4], vec![Reason::new("rikken.passed-out-score")]),
        };
        Some(Verdict {
            answer: Answer::Ints(SEATS.iter().copied().zip(net).collect()),
            reasons,
            cards: Vec::new(),
        })
    }

    fn fields(&self, q: &Query) -> Option<Vec<(&'static str, Field)>> {
        let Query::DealScore {
            contract,
            declarer,
            partner,
            tricks,
        } = q
        else {
            return None;
        };
        let mut out = Vec::new();
        out.push((
            "contract",
            Field::Token(contract.map_or("none", Bid::token)),
        ));
        if let Some(d) = declarer {
            out.push(("declarer", Field::Seat(*d)));
        }
        if let Some(p) = partner {
            out.push(("partner", Field::Seat(*p)));
        }
        if let Some(t) = tricks {
            out.push((
                "tricks",
                Field::PerSeat(t.iter().map(|&n| Some(n)).collect()),
            ));
        }
        Some(out)
    }
}
