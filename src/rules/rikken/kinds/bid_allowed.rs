//! `bid-allowed`: whether the player to act may make a given bid, or pass.

use super::{auction_field, bid_arg, bidder_problems, hand_aces, sorted};
use crate::fields::MapReader;
use crate::rules::answer::Verdict;
use crate::rules::answer::{Answer, AnswerForm, Arg, Field, Reason};
use crate::rules::kind::Kind;
use crate::rules::position_reader::PositionReader;
use crate::rules::problem::Problem;
use crate::rules::rikken::{auction, read, Bid, Query, State};

pub struct BidAllowed;

impl Kind<Query> for BidAllowed {
    fn name(&self) -> &'static str {
        "bid-allowed"
    }

    fn read(&self, r: &mut dyn PositionReader, m: &mut MapReader, (): ()) -> Option<Query> {
        let (hand, auction, to_act) = read::bidding(r, m);
        let b = m.req(r, "bid").and_then(|n| read::call(r, n));
        Some(Query::BidAllowed {
            hand: hand?,
            auction: auction?,
            to_act: to_act?,
            bid: b?,
        })
    }

    fn problems(&self, q: &Query) -> Option<Vec<Problem>> {
        let Query::BidAllowed {
            hand,
            auction,
            to_act,
            ..
        } = q
        else {
            return None;
        };
        Some(bidder_problems(hand, auction, *to_act))
    }

    fn form(&self, q: &Query) -> Option<AnswerForm> {
        matches!(q, Query::BidAllowed { .. }).then_some(AnswerForm::Bool)
    }

    fn verdict(&self, q: &Query) -> Option<Verdict> {
        let Query::BidAllowed {
            hand,
            auction,
            to_act,
            bid,
        } = q
        else {
            return None;
        };
        let st = State::replay(auction).unwrap_or_default();
        let aces = hand_aces(hand);
        let highest = Arg::Token(st.highest.map_or("none", Bid::token));
        let (ok, reason) = match bid {
            None => {
                if auction::must_bid(&st, *to_act, aces) {
                    (false, Reason::new("rikken.three-aces-must-bid"))
                } else {
                    (true, Reason::new("rikken.pass-allowed"))
                }
            }
            Some(b) => {
                let r = match auction::bid_rule(&st, aces, *b) {
                    auction::BidRule::Allowed if b.rank() == st.rank() => {
                        Reason::new("rikken.bid-joins")
                    }
                    auction::BidRule::Allowed if st.highest.is_none() => {
                        Reason::new("rikken.bid-first")
                    }
                    auction::BidRule::Allowed => Reason::new("rikken.bid-higher"),
                    auction::BidRule::NotHigher if b.rank() == st.rank() => {
                        Reason::new("rikken.bid-same-rank")
                    }
                    auction::BidRule::NotHigher => Reason::new("rikken.bid-not-higher"),
                    auction::BidRule::TroelaNeedsThreeAces => {
                        Reason::new("rikken.troela-needs-three-aces")
                            .with("aces", Arg::Int(aces as i64))
                    }
                    auction::BidRule::BelowTroelaWithThreeAces => {
                        Reason::new("rikken.three-aces-floor").with("aces", Arg::Int(aces as i64))
                    }
                };
                (
                    auction::bid_rule(&st, aces, *b) == auction::BidRule::Allowed,
                    r,
                )
            }
        };
        let reason = reason.with("bid", bid_arg(*bid)).with("highest", highest);
        Some(Verdict {
            answer: Answer::Bool(ok),
            reasons: vec![reason],
            cards: Vec::new(),
        })
    }

    fn fields(&self, q: &Query) -> Option<Vec<(&'static str, Field)>> {
        let Query::BidAllowed {
            hand,
            auction,
            to_act,
            bid,
        } = q
        else {
            return None;
        };
        Some(vec![
            ("auction", auction_field(auction)),
            ("to_act", Field::Seat(*to_act)),
            ("hand", Field::Cards(sorted(hand))),
            ("bid", Field::Token(bid.map_or("pass", Bid::token))),
        ])
    }
}
