//! `bid-legal`: which bids the player to act may make (passing is always allowed but for
//! the three aces' duty).

use super::{auction_field, bidder_problems, hand_aces, sorted};
use crate::fields::MapReader;
use crate::rules::answer::Verdict;
use crate::rules::answer::{Answer, AnswerForm, Arg, Field, Reason};
use crate::rules::kind::Kind;
use crate::rules::position_reader::PositionReader;
use crate::rules::problem::Problem;
use crate::rules::rikken::{auction, read, Bid, Query, State};

pub struct BidLegal;

impl Kind<Query> for BidLegal {
    fn name(&self) -> &'static str {
        "bid-legal"
    }

    fn read(&self, r: &mut dyn PositionReader, m: &mut MapReader, (): ()) -> Option<Query> {
        let (hand, auction, to_act) = read::bidding(r, m);
        Some(Query::BidLegal {
            hand: hand?,
            auction: auction?,
            to_act: to_act?,
        })
    }

    fn problems(&self, q: &Query) -> Option<Vec<Problem>> {
        let Query::BidLegal {
            hand,
            auction,
            to_act,
        } = q
        else {
            return None;
        };
        Some(bidder_problems(hand, auction, *to_act))
    }

    fn form(&self, q: &Query) -> Option<AnswerForm> {
        matches!(q, Query::BidLegal { .. })
            .then(|| AnswerForm::SubsetOfTokens(Bid::TOKENS.to_vec()))
    }

    fn verdict(&self, q: &Query) -> Option<Verdict> {
        let Query::BidLegal {
            hand,
            auction,
            to_act,
        } = q
        else {
            return None;
        };
        let st = State::replay(auction).unwrap_or_default();
        let aces = hand_aces(hand);
        let legal = auction::legal_bids(&st, aces);
        let mut reasons = vec![match st.highest {
            None => Reason::new("rikken.no-bid-yet"),
            Some(h) => Reason::new("rikken.highest-bid").with("bid", Arg::Token(h.token())),
        }];
        // Joining a pair is worth saying only when this player may join.
        let may_join = legal.iter().any(|b| b.rank() == st.rank());
        if let Some(h) = st.highest.filter(|h| h.in_pair() && may_join) {
            let pair: Vec<Arg> = h
                .pair_members()
                .iter()
                .map(|b| Arg::Token(b.token()))
                .collect();
            reasons.push(
                Reason::new("rikken.join-pair")
                    .with("first", pair[0].clone())
                    .with("second", pair[1].clone()),
            );
        }
        reasons.push(
            Reason::new(if aces == 3 {
                "rikken.three-aces-floor"
            } else {
                "rikken.troela-needs-three-aces"
            })
            .with("aces", Arg::Int(aces as i64)),
        );
        if auction::must_bid(&st, *to_act, aces) {
            reasons.push(Reason::new("rikken.three-aces-must-bid"));
        }
        Some(Verdict {
            answer: Answer::Tokens(legal.iter().map(|b| b.token()).collect()),
            reasons,
            cards: Vec::new(),
        })
    }

    fn fields(&self, q: &Query) -> Option<Vec<(&'static str, Field)>> {
        let Query::BidLegal {
            hand,
            auction,
            to_act,
        } = q
        else {
            return None;
        };
        Some(vec![
            ("auction", auction_field(auction)),
            ("to_act", Field::Seat(*to_act)),
            ("hand", Field::Cards(sorted(hand))),
        ])
    }
}
