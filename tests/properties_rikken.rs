//! Property tests of the Rikken engine (`../shared/rules/rikken.md`, sections 3, 6.3, 6.4,
//! 7.2, 7.3 and 8): random full deals and random auctions, checked against independent
//! re-implementations written from the spec.

use proptest::prelude::*;
use tricktutor::cards::{Card, CardSet, Deck, Rank, Suit};
use tricktutor::lesson::set;
use tricktutor::rules::rikken::auction::{legal_bids, must_bid, State};
use tricktutor::rules::rikken::cards::{card, index};
use tricktutor::rules::rikken::deal::{random_deal, Observer};
use tricktutor::rules::rikken::play::FACE_DOWN;
use tricktutor::rules::rikken::{Bid, Call, Query, Trick};
use tricktutor::rules::rng::Rng;
use tricktutor::rules::Answer;
use tricktutor::rules::Position;

fn strength(r: Rank) -> u8 {
    // Section 3: A K Q J 10 … 2.
    match r {
        Rank::Ace => 14,
        Rank::King => 13,
        Rank::Queen => 12,
        Rank::Jack => 11,
        Rank::Num(n) => n,
        other => panic!("not a Rikken rank: {other:?}"),
    }
}

/// Section 3: a face-down lead never wins; the highest face-up trump, else the highest card
/// of the effective led suit.
fn ref_winner(trick: &[Option<Card>], trump: Option<Suit>, called: Option<Card>) -> usize {
    let led = match trick[0] {
        Some(c) => c.suit,
        None => called.expect("a face-down lead has a called card").suit,
    };
    let best_of = |suit: Suit| {
        trick
            .iter()
            .enumerate()
            .filter_map(|(i, c)| c.filter(|c| c.suit == suit).map(|c| (i, strength(c.rank))))
            .max_by_key(|&(_, s)| s)
            .map(|(i, _)| i)
    };
    trump
        .and_then(best_of)
        .or_else(|| best_of(led))
        .expect("the effective led suit is in the trick")
}

/// 6.3: lead anything; the called card must fall to its suit; follow suit; else anything.
fn ref_legal(hand: &[Card], trick: &[Option<Card>], called: Option<Card>) -> Vec<Card> {
    let Some(first) = trick.first() else {
        return hand.to_vec();
    };
    let led = first.map(|c| c.suit).or(called.map(|c| c.suit)).unwrap();
    if let Some(c) = called.filter(|c| c.suit == led && hand.contains(c)) {
        return vec![c];
    }
    let follow: Vec<Card> = hand.iter().copied().filter(|c| c.suit == led).collect();
    if follow.is_empty() {
        hand.to_vec()
    } else {
        follow
    }
}

struct Check {
    called: Option<u8>,
    plays: usize,
    tricks: usize,
}

fn shown(trick: &[u8]) -> Vec<Option<Card>> {
    trick
        .iter()
        .map(|&c| (c != FACE_DOWN).then(|| card(c)))
        .collect()
}

impl Observer for Check {
    fn play(&mut self, trick: &[u8], hand: CardSet, legal: CardSet, chosen: u8) {
        let hand_cards: Vec<Card> = hand.iter().map(card).collect();
        let legal_cards: Vec<Card> = legal.iter().map(card).collect();
        // Legal ⊆ hand, never empty, and the card played is legal.
        assert!(!legal.is_empty());
        assert_eq!(legal.and(hand), legal);
        assert!(legal.contains(chosen));
        let mut expected = ref_legal(&hand_cards, &shown(trick), self.called.map(card));
        expected.sort();
        let mut got = legal_cards;
        got.sort();
        assert_eq!(got, expected, "trick {:?}", shown(trick));
        self.plays += 1;
    }

    fn trick(&mut self, trick: &[u8; 4], trump: Option<u8>, called: Option<u8>, winner: usize) {
        let trump = trump.map(|t| card(t * 13).suit);
        let w = ref_winner(&shown(trick), trump, called.map(card));
        assert_eq!(winner, w, "trick {:?}", shown(trick));
        assert_ne!(trick[winner], FACE_DOWN, "a face-down card never wins");
        self.tricks += 1;
    }
}

/// Deal-score through the query, as a lesson or `judge` would ask it.
fn chips(contract: Bid, declarer: u8, partner: Option<u8>, tricks: [u8; 4]) -> Vec<i64> {
    let q = Query::DealScore {
        contract: Some(contract),
        declarer: Some(declarer),
        partner: partner.filter(|_| contract.with_partner()),
        tricks: Some(tricks.iter().map(|&t| t as i64).collect()),
    };
    let checked = q.clone().check();
    assert!(checked.is_ok(), "{q:?}: {:?}", q.problems());
    match checked.unwrap().verdict().answer {
        Answer::Ints(kv) => kv.into_iter().map(|(_, v)| v).collect(),
        other => panic!("{other:?}"),
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    #[test]
    fn random_deals_follow_the_rules(seed in any::<u64>()) {
        let mut rng = Rng::new(seed);
        // The called card is known before play; peek at it with a dry run of the same seed.
        let summary = random_deal(&mut rng.clone(), &mut ());
        let mut check = Check { called: summary.called, plays: 0, tricks: 0 };
        let again = random_deal(&mut rng, &mut check);
        prop_assert_eq!(summary, again);
        prop_assert_eq!(check.plays, 52);
        prop_assert_eq!(check.tricks, 13);
        prop_assert_eq!(summary.tricks.iter().map(|&t| t as u32).sum::<u32>(), 13);
        // Chips of the deal sum to zero, whoever declared and however it went.
        let net = chips(summary.contract, summary.declarer, summary.partner, summary.tricks);
        prop_assert_eq!(net.iter().sum::<i64>(), 0);
        prop_assert_eq!(net.len(), 4);
    }

    #[test]
    fn chips_sum_to_zero_for_every_contract(
        bid in 0usize..16, declarer in 0u8..4, partner in 0u8..4, cut in proptest::collection::vec(0u8..14, 3)
    ) {
        let partner = if partner != declarer {
            partner
        } else {
            (declarer + 1) % 4
        };
        let mut c = cut.clone();
        c.sort();
        let tricks = [c[0], c[1] - c[0], c[2] - c[1], 13 - c[2]];
        prop_assume!(tricks.iter().all(|&t| t <= 13));
        let net = chips(Bid::ALL[bid], declarer, Some(partner), tricks);
        prop_assert_eq!(net.iter().sum::<i64>(), 0);
        // The declarer's side wins exactly what the others lose.
        prop_assert!(net[declarer as usize] != 0);
    }

    #[test]
    fn random_auctions_end_as_the_spec_says(seed in any::<u64>(), aces in proptest::collection::vec(0u32..5, 4)) {
        // Players call at random among their legal calls until the auction ends.
        let mut rng = Rng::new(seed);
        let mut st = State::new();
        let mut calls: Vec<Call> = Vec::new();
        while let Some(seat) = st.next {
            let a = aces[seat as usize];
            let bids = legal_bids(&st, a);
            let may_pass = !must_bid(&st, seat, a);
            let n = bids.len() as u32 + may_pass as u32;
            prop_assert!(n > 0, "a player always has a call");
            let k = rng.below(n) as usize;
            let bid = if k < bids.len() { Some(bids[k]) } else { None };
            // Every legal bid beats or joins the highest bid.
            if let (Some(b), Some(h)) = (bid, st.highest) {
                prop_assert!(b.rank() > h.rank() || (b.rank() == h.rank() && b.in_pair()));
            }
            let call = Call { seat, bid };
            st.apply(call).unwrap();
            calls.push(call);
            prop_assert!(calls.len() <= 64);
        }
        // Replaying the calls gives the same end, and the auction-result query agrees.
        let again = State::replay(&calls).unwrap();
        prop_assert_eq!(&again, &st);
        let q = Query::AuctionResult { auction: calls.clone() };
        prop_assert!(q.problems().is_empty());
        let declarers = st.declarers();
        // Passed out only when all four passed without a bid.
        prop_assert_eq!(declarers.is_empty(), calls.iter().all(|c| c.bid.is_none()));
        // Every declarer holds the highest rank and has not passed.
        for (s, b) in &declarers {
            prop_assert_eq!(b.rank(), st.highest.unwrap().rank());
            prop_assert!(!st.passed[*s as usize]);
        }
        // Everyone else has passed.
        for s in 0..4u8 {
            if !declarers.iter().any(|(d, _)| *d == s) {
                prop_assert!(st.passed[s as usize] || declarers.is_empty());
            }
        }
    }
}

#[test]
fn the_whole_pack_has_52_cards_and_13_tricks_per_deal() {
    assert_eq!(Deck::Rikken.cards().len(), 52);
    for c in Deck::Rikken.cards() {
        assert_eq!(card(index(c)), c);
    }
}

#[test]
fn a_face_down_trick_query_agrees_with_the_reference() {
    // Spades trumps, clubs-A called blind: face-down, clubs-A, spades-2, clubs-K.
    let q = Query::TrickWinner {
        contract: Bid::Rik,
        trump: Some(Suit::Spades),
        called: Some(Card::new(Suit::Clubs, Rank::Ace)),
        blind: true,
        trick: Trick {
            face_down: true,
            cards: vec![
                Card::new(Suit::Clubs, Rank::Ace),
                Card::new(Suit::Spades, Rank::Num(2)),
                Card::new(Suit::Clubs, Rank::King),
            ],
        },
    };
    assert_eq!(q.check().unwrap().verdict().answer, Answer::Index(2));
    // The rule tables load as a question set (they are run by rule_tables.rs).
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/cases/rikken/trick-winner.yaml"
    ))
    .unwrap();
    assert!(set::parse("trick-winner.yaml", &text).is_ok());
}
