//! `call-legal`: which aces (or lower cards) the Rik declarer may call, and whether blind.

use super::{duplicate_problems, hand_aces, pack, rank_token, sorted, trump_problems};
use crate::cards::{Card, Rank};
use crate::fields::MapReader;
use crate::rules::answer::Verdict;
use crate::rules::answer::{Answer, AnswerForm, Arg, Field, Reason};
use crate::rules::kind::Kind;
use crate::rules::position_reader::PositionReader;
use crate::rules::problem::Problem;
use crate::rules::rikken::{call, cards, read, Bid, Query};

pub struct CallLegal;

impl Kind<Query> for CallLegal {
    fn name(&self) -> &'static str {
        "call-legal"
    }

    fn read(&self, r: &mut dyn PositionReader, m: &mut MapReader, (): ()) -> Option<Query> {
        let contract = m
            .req(r, "contract")
            .and_then(|n| read::contract(r, n, &["rik", "rik-beter"]))
            .flatten();
        let trump = read::trump_or_default(r, m, contract, true);
        let hand = read::hand(r, m);
        let trump = trump??;
        let Some(trump) = trump else {
            // `trump: none` contradicts Rik and Rik beter (there is no no-trump Rik).
            r.impossible(m.loc_of("trump"), Problem::contradicts("trump", "contract"));
            return None;
        };
        Some(Query::CallLegal {
            contract: contract?,
            trump,
            hand: hand?,
        })
    }

    fn problems(&self, q: &Query) -> Option<Vec<Problem>> {
        let Query::CallLegal {
            contract,
            trump,
            hand,
        } = q
        else {
            return None;
        };
        let mut out = pack().suit("trump", *trump).cards("hand", hand).finish();
        if !out.is_empty() {
            return Some(out);
        }
        out.extend(Problem::length("hand", hand.len(), 13, 13));
        out.extend(duplicate_problems(&[("hand", hand, 0)]));
        out.extend(trump_problems(*contract, Some(*trump)));
        if hand_aces(hand) == 3 {
            out.push(Problem::new("hand", "rikken.three-aces"));
        }
        Some(out)
    }

    fn form(&self, q: &Query) -> Option<AnswerForm> {
        let Query::CallLegal { trump, hand, .. } = q else {
            return None;
        };
        // The aces and kings the declarer lacks (and the called rank, if lower):
        // the learner must leave out the trump suit and the void suits.
        let calls = call::legal_calls(cards::set_of(hand), *trump);
        let mut options = Vec::new();
        let mut strengths = vec![cards::ACE, cards::KING];
        let called = cards::strength(calls.rank);
        if !strengths.contains(&called) {
            strengths.push(called);
        }
        for s in strengths {
            for suit in cards::SUITS {
                let c = Card::new(suit, cards::rank_of_strength(s));
                if !hand.contains(&c) {
                    options.push(c);
                }
            }
        }
        Some(AnswerForm::Record(vec![
            ("cards", AnswerForm::SubsetOf(options)),
            ("blind", AnswerForm::Bool),
        ]))
    }

    fn verdict(&self, q: &Query) -> Option<Verdict> {
        let Query::CallLegal {
            contract,
            trump,
            hand,
        } = q
        else {
            return None;
        };
        let calls = call::legal_calls(cards::set_of(hand), *trump);
        let legal = cards::cards_of(calls.legal);
        let mut reasons = Vec::new();
        reasons.push(if calls.rank == Rank::Ace {
            Reason::new("rikken.call-ace")
        } else {
            Reason::new("rikken.call-lower-rank").with("rank", Arg::Token(rank_token(calls.rank)))
        });
        if calls.trump_card_excluded {
            let r = if *contract == Bid::RikBeter {
                "rikken.call-not-hearts"
            } else {
                "rikken.call-not-trump"
            };
            reasons.push(Reason::new(r).with("suit", Arg::Suit(*trump)));
        }
        if calls.blind {
            reasons.push(Reason::new("rikken.call-blind").with("cards", Arg::Cards(legal.clone())));
        } else {
            let void: Vec<Card> =
                cards::cards_of(crate::cards::CardSet(calls.candidates.0 & !calls.legal.0));
            reasons.push(
                Reason::new("rikken.call-held-suit").with("cards", Arg::Cards(legal.clone())),
            );
            if !void.is_empty() {
                reasons.push(Reason::new("rikken.call-not-void").with("cards", Arg::Cards(void)));
            }
        }
        Some(Verdict {
            answer: Answer::Record(vec![
                ("cards", Answer::Cards(legal)),
                ("blind", Answer::Bool(calls.blind)),
            ]),
            reasons,
            cards: Vec::new(),
        })
    }

    fn fields(&self, q: &Query) -> Option<Vec<(&'static str, Field)>> {
        let Query::CallLegal {
            contract,
            trump,
            hand,
        } = q
        else {
            return None;
        };
        Some(vec![
            ("contract", Field::Token(contract.token())),
            ("trump", Field::Suit(*trump)),
            ("declarer_hand", Field::Cards(sorted(hand))),
        ])
    }
}
