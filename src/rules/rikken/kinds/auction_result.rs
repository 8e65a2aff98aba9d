//! `auction-result`: who declares what once the auction is over (several declarers when
//! their bids are played at once).

use super::{auction_field, auction_problems};
use crate::fields::MapReader;
use crate::rules::answer::Verdict;
use crate::rules::answer::{Answer, AnswerForm, Arg, Field, Reason};
use crate::rules::kind::Kind;
use crate::rules::position_reader::PositionReader;
use crate::rules::problem::Problem;
use crate::rules::rikken::{read, Bid, Query, State};

pub struct AuctionResult;

impl Kind<Query> for AuctionResult {
    fn name(&self) -> &'static str {
        "auction-result"
    }

    fn read(&self, r: &mut dyn PositionReader, m: &mut MapReader, (): ()) -> Option<Query> {
        let auction = m.req(r, "auction").and_then(|n| read::auction(r, n));
        Some(Query::AuctionResult { auction: auction? })
    }

    fn problems(&self, q: &Query) -> Option<Vec<Problem>> {
        let Query::AuctionResult { auction } = q else {
            return None;
        };
        // The hands are checked against the pack with the rest of the setup.
        let mut out = Vec::new();
        match auction_problems(auction) {
            Err(p) => out.push(p),
            Ok(st) if st.next.is_some() => {
                out.push(Problem::new("auction", "rikken.auction-not-over"))
            }
            Ok(_) => {}
        }
        Some(out)
    }

    fn form(&self, q: &Query) -> Option<AnswerForm> {
        let Query::AuctionResult { auction } = q else {
            return None;
        };
        // Every bid a seat made is an option; the declarers are some of them.
        let mut options: Vec<(u8, &'static str)> = Vec::new();
        for c in auction {
            if let Some(b) = c.bid {
                if !options.contains(&(c.seat, b.token())) {
                    options.push((c.seat, b.token()));
                }
            }
        }
        Some(AnswerForm::SeatedSubset {
            key: "bid",
            tokens: &Bid::TOKENS,
            options,
        })
    }

    fn verdict(&self, q: &Query) -> Option<Verdict> {
        let Query::AuctionResult { auction } = q else {
            return None;
        };
        let st = State::replay(auction).unwrap_or_default();
        let declarers = st.declarers();
        let mut reasons = Vec::new();
        if declarers.is_empty() {
            reasons.push(Reason::new("rikken.passed-out"));
        }
        for &(seat, bid) in &declarers {
            reasons.push(
                Reason::new("rikken.declarer")
                    .with("seat", Arg::Int(seat as i64))
                    .with("bid", Arg::Token(bid.token())),
            );
        }
        if declarers.len() > 1 {
            reasons.push(
                Reason::new("rikken.simultaneous").with("count", Arg::Int(declarers.len() as i64)),
            );
        }
        Some(Verdict {
            answer: Answer::Seated {
                key: "bid",
                items: declarers.iter().map(|&(s, b)| (s, b.token())).collect(),
            },
            reasons,
            cards: Vec::new(),
        })
    }

    fn fields(&self, q: &Query) -> Option<Vec<(&'static str, Field)>> {
        let Query::AuctionResult { auction } = q else {
            return None;
        };
        Some(vec![("auction", auction_field(auction))])
    }
}
