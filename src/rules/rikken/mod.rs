//! Rikken (`../shared/rules/rikken.md`): the checked positions of every question kind of
//! the spec's "Position fields" section, and their verdicts.

pub mod auction;
pub mod bids;
pub mod call;
pub mod cards;
pub mod deal;
pub mod kinds;
pub mod play;
pub mod playout;
pub mod read;
pub mod score;
pub mod table;

pub use auction::{Call, State};
pub use bids::Bid;

use crate::cards::{Card, Rank, Suit};
use crate::rules::problem::PackCheck;
use crate::rules::TrickCard;
use crate::rules::{Answer, AnswerForm, Arg, Checked, Field, Game, Problem, Reason, Verdict};
use play::FACE_DOWN;

pub const KINDS: &[&str] = &[
    "legal-plays",
    "trick-winner",
    "bid-legal",
    "bid-allowed",
    "auction-result",
    "call-legal",
    "deal-score",
    "deal",
];

/// The problems of Rikken's own rules (the shared ones are in [`crate::rules::problem`]).
pub const PROBLEMS: &[&str] = &[
    "rikken.must-contain",
    "rikken.face-down-not-first",
    "rikken.must-be-ace",
    "rikken.three-aces",
    "rikken.out-of-turn",
    "rikken.after-auction-end",
    "rikken.bid-too-low",
    "rikken.auction-over",
    "rikken.auction-not-over",
    "rikken.not-to-act",
];

/// The seats' keys of a chips answer.
pub const SEATS: &[&str] = &["0", "1", "2", "3"];

/// The trump suit of a position: a suit, or none (the misère/piek family).
pub type Trump = Option<Suit>;

/// The cards of a trick: an optional blind face-down lead, then the face-up cards.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Trick {
    pub face_down: bool,
    pub cards: Vec<Card>,
}

impl Trick {
    pub fn len(&self) -> usize {
        self.cards.len() + self.face_down as usize
    }
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
    /// The compact cards in play order, the face-down lead as [`FACE_DOWN`].
    pub fn compact(&self) -> Vec<u8> {
        let mut out = Vec::with_capacity(self.len());
        if self.face_down {
            out.push(FACE_DOWN);
        }
        out.extend(self.cards.iter().map(|&c| cards::index(c)));
        out
    }
    /// The trick for display and for choosing a card: `None` is the face-down card.
    pub fn shown(&self) -> Vec<TrickCard> {
        let mut out = Vec::with_capacity(self.len());
        if self.face_down {
            out.push(TrickCard::FaceDown);
        }
        out.extend(TrickCard::faces(&self.cards));
        out
    }
}

/// A checked Rikken question: one variant per kind, with the spec's fields.
#[derive(Clone, Debug, PartialEq)]
pub enum Query {
    LegalPlays {
        contract: Bid,
        /// `None` when the position does not give it (it never changes the answer).
        trump: Option<Trump>,
        called: Option<Card>,
        blind: bool,
        trick: Trick,
        hand: Vec<Card>,
    },
    TrickWinner {
        contract: Bid,
        trump: Trump,
        called: Option<Card>,
        blind: bool,
        trick: Trick,
    },
    BidLegal {
        hand: Vec<Card>,
        auction: Vec<Call>,
        to_act: u8,
    },
    BidAllowed {
        hand: Vec<Card>,
        auction: Vec<Call>,
        to_act: u8,
        /// `None` asks about passing.
        bid: Option<Bid>,
    },
    AuctionResult {
        auction: Vec<Call>,
    },
    CallLegal {
        contract: Bid,
        trump: Suit,
        hand: Vec<Card>,
    },
    DealScore {
        /// `None` = the deal was passed out.
        contract: Option<Bid>,
        declarer: Option<u8>,
        partner: Option<u8>,
        tricks: Option<Vec<i64>>,
    },
    /// A whole deal (a deal record): the hands as dealt, by seat as written, and every
    /// action in order ("Whole deals").
    Deal {
        hands: Vec<(u8, Vec<Card>)>,
        /// Which deal of the session it is (from 1), and each seat's chips from the deals
        /// before it: shown in the standing, the deal's result is the same.
        deal_number: i64,
        chips_before: [i64; 4],
        actions: Vec<crate::rules::table::Act>,
    },
}

/// A card twice across the listed fields (the pack has one of each).
fn duplicate_problems(lists: &[(&'static str, &[Card], usize)]) -> Vec<Problem> {
    let mut seen = crate::cards::CardSet::default();
    let mut out = Vec::new();
    for (field, list, offset) in lists {
        for (i, &c) in list.iter().enumerate() {
            let ix = cards::index(c);
            if seen.contains(ix) {
                out.push(Problem::too_many_copies(field, i + offset, c, 1));
            }
            seen.insert(ix);
        }
    }
    out
}

/// The trump rules of 7.1 for a contract: Rik beter is hearts, the misère/piek family has
/// none, every other contract has a suit.
fn trump_problems(contract: Bid, trump: Trump) -> Option<Problem> {
    let bad = if contract.fixed_trump_hearts() {
        trump != Some(Suit::Hearts)
    } else if contract.no_trumps() {
        trump.is_some()
    } else {
        trump.is_none()
    };
    bad.then(|| Problem::contradicts("trump", "contract"))
}

/// The called card: never in the trump suit (7.3); in Troela the fourth ace (7.4).
fn called_problems(contract: Bid, trump: Option<Trump>, called: Option<Card>) -> Vec<Problem> {
    let mut out = Vec::new();
    let Some(c) = called else {
        return out;
    };
    if contract.has_called_card() && trump.flatten() == Some(c.suit) {
        out.push(Problem::contradicts("called", "trump"));
    }
    if contract == Bid::Troela && c.rank != Rank::Ace {
        out.push(Problem::new("called", "rikken.must-be-ace"));
    }
    out
}

/// A face-down lead exists only in Rik and Rik beter after a blind call, with the called
/// card known; and the called card is always played to that trick (6.4).
fn face_down_problems(
    contract: Bid,
    called: Option<Card>,
    trick: &Trick,
    full: bool,
) -> Vec<Problem> {
    let mut out = Vec::new();
    if !trick.face_down {
        return out;
    }
    if !matches!(contract, Bid::Rik | Bid::RikBeter) {
        out.push(Problem::contradicts("trick", "contract").at_index(0));
    }
    match called {
        None => out.push(Problem::required_with("trick", "called", "face-down")),
        Some(c) if full && !trick.cards.contains(&c) => out.push(called_missing("trick", c)),
        _ => {}
    }
    out
}

/// The fourth player to a face-down trick: the called card is not among the three cards
/// played, so it must be his to play, or the trick would be completed without it (the
/// problem `trick-winner` finds in the whole trick). Earlier in the trick a later player
/// may hold it.
fn last_to_face_down_problems(called: Option<Card>, trick: &Trick, hand: &[Card]) -> Vec<Problem> {
    match called {
        Some(c)
            if trick.face_down
                && trick.len() == 3
                && !trick.cards.contains(&c)
                && !hand.contains(&c) =>
        {
            vec![called_missing("hand", c)]
        }
        _ => Vec::new(),
    }
}

/// The called card is missing where a face-down trick needs it (6.4).
fn called_missing(field: &'static str, called: Card) -> Problem {
    Problem::new(field, "rikken.must-contain").with("card", Arg::Card(called))
}

fn auction_problems(auction: &[Call]) -> Result<State, Problem> {
    State::replay(auction).map_err(|(i, e)| {
        let problem = match e {
            auction::AuctionError::OutOfTurn { expected } => {
                Problem::new("auction", "rikken.out-of-turn")
                    .with("expected", Arg::Int(expected as i64))
            }
            auction::AuctionError::AfterEnd => Problem::new("auction", "rikken.after-auction-end"),
            auction::AuctionError::TooLow { highest } => {
                Problem::new("auction", "rikken.bid-too-low")
                    .with("highest", Arg::Name(highest.token()))
            }
        };
        problem.at_index(i)
    })
}

/// The auction must still be running, and `to_act` must be the seat whose turn it is.
fn to_act_problems(auction: &[Call], to_act: u8) -> Vec<Problem> {
    match auction_problems(auction) {
        Err(p) => vec![p],
        Ok(st) => {
            match st.next {
                None => vec![Problem::new("auction", "rikken.auction-over")],
                Some(s) if s != to_act => vec![Problem::new("to_act", "rikken.not-to-act")
                    .with("expected", Arg::Int(s as i64))],
                Some(_) => Vec::new(),
            }
        }
    }
}

/// The called card of a position, if any, for the pack check.
fn check_called(pack: &mut PackCheck, called: Option<Card>) -> &mut PackCheck {
    match called {
        Some(c) => pack.card("called", c),
        None => pack,
    }
}

/// The face-up cards of a trick, for the pack check: a problem names the card's place in
/// the written trick (after a face-down lead).
fn check_trick(pack: &mut PackCheck, trick: &Trick) {
    let offset = trick.face_down as usize;
    for (i, &c) in trick.cards.iter().enumerate() {
        pack.element("trick", i + offset, [c]);
    }
}

/// The trump of a position, if it has one, for the pack check.
fn check_trump(pack: &mut PackCheck, trump: Trump) -> &mut PackCheck {
    match trump {
        Some(s) => pack.suit("trump", s),
        None => pack,
    }
}

fn hand_aces(hand: &[Card]) -> u32 {
    hand.iter().filter(|c| c.rank == Rank::Ace).count() as u32
}

fn bid_arg(bid: Option<Bid>) -> Arg {
    Arg::Token(bid.map_or("pass", Bid::token))
}

impl Query {
    /// Every card and suit of the position must be of the French pack.
    fn pack_problems(&self) -> Vec<Problem> {
        let mut pack = PackCheck::new(Game::Rikken);
        match self {
            Query::LegalPlays {
                trump,
                called,
                trick,
                hand,
                ..
            } => {
                check_trump(&mut pack, trump.flatten());
                check_called(&mut pack, *called);
                check_trick(&mut pack, trick);
                pack.cards("hand", hand);
            }
            Query::TrickWinner {
                trump,
                called,
                trick,
                ..
            } => {
                check_trump(&mut pack, *trump);
                check_called(&mut pack, *called);
                check_trick(&mut pack, trick);
            }
            Query::BidLegal { hand, .. } | Query::BidAllowed { hand, .. } => {
                pack.cards("hand", hand);
            }
            Query::CallLegal { trump, hand, .. } => {
                pack.suit("trump", *trump).cards("hand", hand);
            }
            // The hands are checked against the pack with the rest of the setup.
            Query::AuctionResult { .. } | Query::DealScore { .. } | Query::Deal { .. } => {}
        }
        pack.finish()
    }

    pub fn kind(&self) -> &'static str {
        match self {
            Query::LegalPlays { .. } => "legal-plays",
            Query::TrickWinner { .. } => "trick-winner",
            Query::BidLegal { .. } => "bid-legal",
            Query::BidAllowed { .. } => "bid-allowed",
            Query::AuctionResult { .. } => "auction-result",
            Query::CallLegal { .. } => "call-legal",
            Query::DealScore { .. } => "deal-score",
            Query::Deal { .. } => "deal",
        }
    }

    /// Every reason the position is impossible (the fields' types were checked by the
    /// loader). A card or suit from another pack is reported alone: the rest of the check
    /// indexes cards, which only the pack's cards can be.
    pub fn problems(&self) -> Vec<Problem> {
        let mut out = self.pack_problems();
        if !out.is_empty() {
            return out;
        }
        match self {
            Query::LegalPlays {
                contract,
                trump,
                called,
                trick,
                hand,
                ..
            } => {
                out.extend(Problem::length("trick", trick.len(), 0, 3));
                out.extend(Problem::length("hand", hand.len(), 1, 13));
                let off = trick.face_down as usize;
                out.extend(duplicate_problems(&[
                    ("trick", &trick.cards, off),
                    ("hand", hand, 0),
                ]));
                if let Some(t) = trump {
                    out.extend(trump_problems(*contract, *t));
                }
                if contract.has_called_card() && called.is_none() {
                    out.push(Problem::required_with(
                        "called",
                        "contract",
                        contract.token(),
                    ));
                }
                out.extend(called_problems(*contract, *trump, *called));
                out.extend(face_down_problems(*contract, *called, trick, false));
                out.extend(last_to_face_down_problems(*called, trick, hand));
            }
            Query::TrickWinner {
                contract,
                trump,
                called,
                trick,
                ..
            } => {
                out.extend(Problem::length("trick", trick.len(), 4, 4));
                let off = trick.face_down as usize;
                out.extend(duplicate_problems(&[("trick", &trick.cards, off)]));
                out.extend(trump_problems(*contract, *trump));
                out.extend(called_problems(*contract, Some(*trump), *called));
                out.extend(face_down_problems(
                    *contract,
                    *called,
                    trick,
                    trick.len() == 4,
                ));
            }
            Query::BidLegal {
                hand,
                auction,
                to_act,
            }
            | Query::BidAllowed {
                hand,
                auction,
                to_act,
                ..
            } => {
                out.extend(Problem::length("hand", hand.len(), 13, 13));
                out.extend(duplicate_problems(&[("hand", hand, 0)]));
                out.extend(to_act_problems(auction, *to_act));
            }
            Query::AuctionResult { auction } => match auction_problems(auction) {
                Err(p) => out.push(p),
                Ok(st) if st.next.is_some() => {
                    out.push(Problem::new("auction", "rikken.auction-not-over"))
                }
                Ok(_) => {}
            },
            Query::CallLegal {
                contract,
                trump,
                hand,
            } => {
                out.extend(Problem::length("hand", hand.len(), 13, 13));
                out.extend(duplicate_problems(&[("hand", hand, 0)]));
                out.extend(trump_problems(*contract, Some(*trump)));
                if hand_aces(hand) == 3 {
                    out.push(Problem::new("hand", "rikken.three-aces"));
                }
            }
            Query::Deal { hands, .. } => out.extend(table::setup::problems(hands)),
            Query::DealScore {
                contract,
                declarer,
                partner,
                tricks,
            } => {
                let Some(contract) = contract else {
                    return out;
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
            }
        }
        out
    }

    /// The answer form of the kind, with what a learner chooses from.
    /// The position checked (see [`crate::rules::Query::check`]).
    pub fn check(self) -> Result<Checked, Vec<Problem>> {
        crate::rules::Query::Rikken(self).check()
    }

    /// The answer's form, for a checked position: only [`Checked`] calls it.
    pub(super) fn form(&self) -> AnswerForm {
        match self {
            Query::LegalPlays { hand, .. } => AnswerForm::SubsetOf(hand.clone()),
            Query::TrickWinner { trick, .. } => AnswerForm::OneCardOf(trick.shown()),
            Query::BidLegal { .. } => AnswerForm::SubsetOfTokens(Bid::TOKENS.to_vec()),
            Query::BidAllowed { .. } => AnswerForm::Bool,
            Query::AuctionResult { auction } => {
                // Every bid a seat made is an option; the declarers are some of them.
                let mut options: Vec<(u8, &'static str)> = Vec::new();
                for c in auction {
                    if let Some(b) = c.bid {
                        if !options.contains(&(c.seat, b.token())) {
                            options.push((c.seat, b.token()));
                        }
                    }
                }
                AnswerForm::SeatedSubset {
                    key: "bid",
                    tokens: &Bid::TOKENS,
                    options,
                }
            }
            Query::CallLegal { trump, hand, .. } => {
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
                AnswerForm::Record(vec![
                    ("cards", AnswerForm::SubsetOf(options)),
                    ("blind", AnswerForm::Bool),
                ])
            }
            Query::DealScore { .. } => AnswerForm::Ints(SEATS.to_vec()),
            Query::Deal { .. } => crate::rules::table::deal_form(AnswerForm::Ints(SEATS.to_vec())),
        }
    }

    /// The verdict on a checked position: only [`Checked`] calls it.
    pub(super) fn verdict(&self) -> Verdict {
        match self {
            Query::LegalPlays {
                contract,
                called,
                trick,
                hand,
                ..
            } => {
                let called_ix = called
                    .filter(|_| contract.has_called_card())
                    .map(cards::index);
                let compact = trick.compact();
                let (legal, step) = play::legal(cards::set_of(hand), &compact, called_ix);
                let led = play::led_suit(&compact, called_ix);
                let mut reasons = Vec::new();
                if trick.face_down {
                    if let Some(c) = called {
                        reasons.push(
                            Reason::new("rikken.face-down-led-suit")
                                .with("called", Arg::Card(*c))
                                .with("suit", Arg::Suit(c.suit)),
                        );
                    }
                }
                let verdicts = play::card_verdicts(hand, legal, step, led, called_ix);
                let answer: Vec<Card> = verdicts
                    .iter()
                    .filter(|v| v.legal)
                    .map(|v| v.card)
                    .collect();
                if let Some(v) = verdicts.iter().find(|v| v.legal) {
                    reasons.push(v.reason.clone());
                }
                Verdict {
                    answer: Answer::Cards(answer),
                    reasons,
                    cards: verdicts,
                }
            }
            Query::TrickWinner {
                contract,
                trump,
                called,
                trick,
                ..
            } => {
                let called_ix = called.map(cards::index);
                let compact = trick.compact();
                let trump_ix = trump.map(cards::suit_ix);
                let w = play::winner(&compact, trump_ix, called_ix);
                let winning = cards::card(compact[w]);
                let led = play::led_suit(&compact, called_ix).map(|s| cards::card(s * 13).suit);
                let mut reasons = Vec::new();
                if trick.face_down {
                    reasons.push(
                        Reason::new("rikken.face-down-never-wins")
                            .with("suit", Arg::Suit(led.unwrap_or(winning.suit))),
                    );
                }
                let winner_reason = if Some(winning.suit) == *trump {
                    Reason::new("rikken.highest-trump")
                } else {
                    Reason::new("rikken.highest-of-led")
                };
                reasons.push(
                    winner_reason
                        .with("card", Arg::Card(winning))
                        .with("suit", Arg::Suit(winning.suit)),
                );
                let off_suit = trick
                    .cards
                    .iter()
                    .any(|c| Some(c.suit) != led && Some(c.suit) != *trump);
                if trump.is_none() && off_suit {
                    reasons.push(
                        Reason::new("rikken.no-trumps").with("bid", Arg::Token(contract.token())),
                    );
                }
                Verdict {
                    answer: Answer::Index(w),
                    reasons,
                    cards: Vec::new(),
                }
            }
            Query::BidLegal {
                hand,
                auction,
                to_act,
            } => {
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
                Verdict {
                    answer: Answer::Tokens(legal.iter().map(|b| b.token()).collect()),
                    reasons,
                    cards: Vec::new(),
                }
            }
            Query::BidAllowed {
                hand,
                auction,
                to_act,
                bid,
            } => {
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
                                Reason::new("rikken.three-aces-floor")
                                    .with("aces", Arg::Int(aces as i64))
                            }
                        };
                        (
                            auction::bid_rule(&st, aces, *b) == auction::BidRule::Allowed,
                            r,
                        )
                    }
                };
                let reason = reason.with("bid", bid_arg(*bid)).with("highest", highest);
                Verdict {
                    answer: Answer::Bool(ok),
                    reasons: vec![reason],
                    cards: Vec::new(),
                }
            }
            Query::AuctionResult { auction } => {
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
                        Reason::new("rikken.simultaneous")
                            .with("count", Arg::Int(declarers.len() as i64)),
                    );
                }
                Verdict {
                    answer: Answer::Seated {
                        key: "bid",
                        items: declarers.iter().map(|&(s, b)| (s, b.token())).collect(),
                    },
                    reasons,
                    cards: Vec::new(),
                }
            }
            Query::CallLegal {
                contract,
                trump,
                hand,
            } => {
                let calls = call::legal_calls(cards::set_of(hand), *trump);
                let legal = cards::cards_of(calls.legal);
                let mut reasons = Vec::new();
                reasons.push(if calls.rank == Rank::Ace {
                    Reason::new("rikken.call-ace")
                } else {
                    Reason::new("rikken.call-lower-rank")
                        .with("rank", Arg::Token(rank_token(calls.rank)))
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
                    reasons.push(
                        Reason::new("rikken.call-blind").with("cards", Arg::Cards(legal.clone())),
                    );
                } else {
                    let void: Vec<Card> =
                        cards::cards_of(crate::cards::CardSet(calls.candidates.0 & !calls.legal.0));
                    reasons.push(
                        Reason::new("rikken.call-held-suit")
                            .with("cards", Arg::Cards(legal.clone())),
                    );
                    if !void.is_empty() {
                        reasons.push(
                            Reason::new("rikken.call-not-void").with("cards", Arg::Cards(void)),
                        );
                    }
                }
                Verdict {
                    answer: Answer::Record(vec![
                        ("cards", Answer::Cards(legal)),
                        ("blind", Answer::Bool(calls.blind)),
                    ]),
                    reasons,
                    cards: Vec::new(),
                }
            }
            Query::DealScore {
                contract,
                declarer,
                partner,
                tricks,
            } => {
                let (net, reasons) = match (contract, declarer, tricks) {
                    (Some(bid), Some(d), Some(t)) if t.len() == 4 => {
                        let t = [t[0] as u8, t[1] as u8, t[2] as u8, t[3] as u8];
                        score::settle(*bid, *d, *partner, t)
                    }
                    _ => ([0; 4], vec![Reason::new("rikken.passed-out-score")]),
                };
                Verdict {
                    answer: Answer::Ints(SEATS.iter().copied().zip(net).collect()),
                    reasons,
                    cards: Vec::new(),
                }
            }
            Query::Deal {
                hands,
                deal_number,
                chips_before,
                actions,
            } => table::record_verdict(hands, (*deal_number, *chips_before), actions),
        }
    }

    /// The position's fields in the spec's order, for display.
    pub(super) fn fields(&self) -> Vec<(&'static str, Field)> {
        let trump_field = |t: Trump| match t {
            Some(s) => Field::Suit(s),
            None => Field::Token("none"),
        };
        let auction_field = |a: &[Call]| {
            Field::Auction(
                a.iter()
                    .map(|c| (c.seat, c.bid.map_or("pass", Bid::token)))
                    .collect(),
            )
        };
        let mut out = Vec::new();
        match self {
            Query::LegalPlays {
                contract,
                trump,
                called,
                blind,
                trick,
                hand,
            } => {
                out.push(("contract", Field::Token(contract.token())));
                if let Some(t) = trump {
                    out.push(("trump", trump_field(*t)));
                }
                out.extend(called_fields(*called, *blind));
                out.push(("trick", Field::Trick(trick.shown())));
                out.push(("hand", Field::Cards(hand.clone())));
            }
            Query::TrickWinner {
                contract,
                trump,
                called,
                blind,
                trick,
            } => {
                out.push(("contract", Field::Token(contract.token())));
                out.push(("trump", trump_field(*trump)));
                out.extend(called_fields(*called, *blind));
                out.push(("trick", Field::Trick(trick.shown())));
            }
            Query::BidLegal {
                hand,
                auction,
                to_act,
            } => {
                out.push(("auction", auction_field(auction)));
                out.push(("to_act", Field::Seat(*to_act)));
                out.push(("hand", Field::Cards(sorted(hand))));
            }
            Query::BidAllowed {
                hand,
                auction,
                to_act,
                bid,
            } => {
                out.push(("auction", auction_field(auction)));
                out.push(("to_act", Field::Seat(*to_act)));
                out.push(("hand", Field::Cards(sorted(hand))));
                out.push(("bid", Field::Token(bid.map_or("pass", Bid::token))));
            }
            Query::AuctionResult { auction } => out.push(("auction", auction_field(auction))),
            Query::CallLegal {
                contract,
                trump,
                hand,
            } => {
                out.push(("contract", Field::Token(contract.token())));
                out.push(("trump", Field::Suit(*trump)));
                out.push(("declarer_hand", Field::Cards(sorted(hand))));
            }
            Query::DealScore {
                contract,
                declarer,
                partner,
                tricks,
            } => {
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
            }
            Query::Deal { hands, actions, .. } => {
                let mut by_seat = hands.clone();
                by_seat.sort_by_key(|(s, _)| *s);
                for (s, h) in by_seat {
                    out.push((
                        "hands",
                        Field::AtSeat(s, Box::new(Field::Cards(sorted(&h)))),
                    ));
                }
                out.push(("actions", Field::Int(actions.len() as i64)));
            }
        }
        out
    }
}

/// The called card and, when it was called blind, that fact.
fn called_fields(called: Option<Card>, blind: bool) -> Vec<(&'static str, Field)> {
    let mut out = Vec::new();
    if let Some(c) = called {
        out.push(("called", Field::Cards(vec![c])));
    }
    if blind {
        out.push(("blind", Field::Bool(true)));
    }
    out
}

/// A hand in a readable order: by suit, high cards first.
fn sorted(hand: &[Card]) -> Vec<Card> {
    let mut h = hand.to_vec();
    h.sort_by_key(|&c| {
        (
            cards::suit_ix(c.suit),
            std::cmp::Reverse(cards::strength(c.rank)),
        )
    });
    h
}

fn rank_token(rank: Rank) -> &'static str {
    match rank {
        Rank::Ace => "A",
        Rank::King => "K",
        Rank::Queen => "Q",
        Rank::Jack => "J",
        Rank::Num(10) => "10",
        Rank::Num(9) => "9",
        Rank::Num(8) => "8",
        Rank::Num(7) => "7",
        Rank::Num(6) => "6",
        Rank::Num(5) => "5",
        Rank::Num(4) => "4",
        Rank::Num(3) => "3",
        _ => "2",
    }
}
