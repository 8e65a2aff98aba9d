//! The procedure points of the spec that a whole deal meets, each worked out by hand.

use super::*;
use crate::cards::Deck;

fn cards(tokens: &str) -> Vec<Card> {
    tokens
        .split_whitespace()
        .map(|t| Deck::Rikken.parse_card(t).expect("a card"))
        .collect()
}

fn table(hands: [&str; 4]) -> RikkenTable {
    let written: Vec<(u8, Vec<Card>)> = hands
        .iter()
        .enumerate()
        .map(|(s, h)| (s as u8, cards(h)))
        .collect();
    assert!(setup::problems(&written).is_empty());
    RikkenTable::from_written(&written)
}

/// Each seat holds one whole suit: seat 0 spades, 1 hearts, 2 diamonds, 3 clubs.
fn one_suit_each() -> RikkenTable {
    let suit = |s: &str| {
        [
            "A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2",
        ]
        .iter()
        .map(|r| format!("{s}-{r} "))
        .collect::<String>()
    };
    let (s, h, d, c) = (
        suit("spades"),
        suit("hearts"),
        suit("diamonds"),
        suit("clubs"),
    );
    table([&s, &h, &d, &c])
}

/// Seat 0 holds three aces (hearts, diamonds, clubs); seat 1 the spades ace.
fn three_aces_at_seat_0() -> RikkenTable {
    table([
        "hearts-A diamonds-A clubs-A spades-K spades-Q spades-J spades-10 spades-9 spades-8 \
         spades-7 spades-6 spades-5 spades-4",
        "spades-A spades-3 spades-2 hearts-K hearts-Q hearts-J hearts-10 hearts-9 hearts-8 \
         hearts-7 hearts-6 hearts-5 hearts-4",
        "hearts-3 hearts-2 diamonds-K diamonds-Q diamonds-J diamonds-10 diamonds-9 diamonds-8 \
         diamonds-7 diamonds-6 diamonds-5 diamonds-4 diamonds-3",
        "diamonds-2 clubs-K clubs-Q clubs-J clubs-10 clubs-9 clubs-8 clubs-7 clubs-6 clubs-5 \
         clubs-4 clubs-3 clubs-2",
    ])
}

fn bid(seat: u8, token: &'static str) -> Act {
    Act::new(seat, "bid", ActArg::Token(token))
}

fn card_of(token: &str) -> Card {
    cards(token)[0]
}

fn play_all(t: &mut RikkenTable) {
    while t.to_act().is_some() {
        let first = t.legal()[0].clone();
        t.act(&first).expect("a legal action");
    }
}

#[test]
fn the_dealer_who_bids_after_three_passes_ends_the_auction() {
    let mut t = one_suit_each();
    for s in 0..3 {
        t.act(&bid(s, "pass")).unwrap();
    }
    assert_eq!(t.to_act(), Some(3));
    t.act(&bid(3, "8-alleen")).unwrap();
    // 7.2 rule 9: the auction is over at once; the dealer names trumps (Whole deals 3).
    assert_eq!(t.phase, Phase::Trump(3));
    assert_eq!(t.legal().len(), 4);
    assert_eq!(
        t.act(&bid(0, "9-alleen")).unwrap_err().rule,
        table::NOT_YOUR_TURN
    );
}

#[test]
fn the_three_ace_player_may_not_pass_at_his_first_turn() {
    let mut t = three_aces_at_seat_0();
    assert!(!t.legal().contains(&bid(0, "pass")));
    assert!(!t.legal().contains(&bid(0, "rik")));
    assert_eq!(
        t.act(&bid(0, "pass")).unwrap_err().rule,
        "rikken.three-aces-must-bid"
    );
    assert_eq!(
        t.act(&bid(0, "rik")).unwrap_err().rule,
        "rikken.three-aces-floor"
    );
    t.act(&bid(0, "troela")).unwrap();
    for s in 1..4 {
        t.act(&bid(s, "pass")).unwrap();
    }
    // 7.4: seat 0 lacks the spades ace; its holder, seat 1, is known at once and names
    // trumps, any suit but spades.
    assert_eq!(t.to_act(), Some(1));
    assert!(t.situation(2).contains(&("partner", Field::Seat(1))));
    let spades = Act::new(1, "trump", ActArg::Token("spades"));
    assert_eq!(t.act(&spades).unwrap_err().rule, "rikken.troela-trump");
    assert_eq!(t.legal().len(), 3);
    t.act(&Act::new(1, "trump", ActArg::Token("hearts")))
        .unwrap();
    // Seat 0 leads (6.1), and the fourth ace must fall when spades are led (6.3 step 3).
    assert_eq!(t.to_act(), Some(0));
    t.act(&Act::play(0, card_of("spades-K"))).unwrap();
    assert_eq!(
        t.legal(),
        vec![Act::play(1, card_of("spades-A"))],
        "the fourth ace is obliged"
    );
}

#[test]
fn the_blind_declarer_leads_face_down_once_and_the_called_ace_wins() {
    let mut t = one_suit_each();
    t.act(&bid(0, "rik")).unwrap();
    for s in 1..4 {
        t.act(&bid(s, "pass")).unwrap();
    }
    // Seat 0 holds only spades: every missing ace is in a void suit, so the call is blind
    // (7.3 rule 4): three aces, each with any trump but its own suit.
    let calls = t.legal();
    assert!(calls.contains(&call_act(0, 0, card_of("clubs-A"))));
    assert!(!calls.contains(&call_act(0, 3, card_of("clubs-A"))));
    t.act(&call_act(0, 0, card_of("clubs-A"))).unwrap();
    assert!(t.situation(1).contains(&("blind", Field::Bool(true))));
    // Thirteen face-up leads and thirteen face-down ones (6.4).
    assert_eq!(t.legal().len(), 26);
    t.act(&Act::new(0, "face-down", ActArg::Card(card_of("spades-2"))))
        .unwrap();
    // Clubs count as led: seats 1 and 2 are void, seat 3 must play the called ace.
    t.act(&Act::play(1, card_of("hearts-2"))).unwrap();
    t.act(&Act::play(2, card_of("diamonds-2"))).unwrap();
    // Face down while the trick is being played.
    assert_eq!(t.trick()[0], (0, TrickCard::FaceDown));
    assert_eq!(
        t.act(&Act::play(3, card_of("clubs-K"))).unwrap_err().rule,
        "rikken.called-must-fall-other"
    );
    t.act(&Act::play(3, card_of("clubs-A"))).unwrap();
    assert_eq!(t.taken()[0].winner, 3, "no face-up trump: the called ace");
    // The trick complete, the face-down card is turned face up (6.4).
    let face = |c: &str| TrickCard::Face(card_of(c));
    assert_eq!(
        t.taken()[0].cards,
        [
            face("spades-2"),
            face("hearts-2"),
            face("diamonds-2"),
            face("clubs-A")
        ]
    );
    // The called card is out: no more face-down leads (6.4), and its holder is known.
    let again = Act::new(3, "face-down", ActArg::Card(card_of("clubs-K")));
    assert_eq!(
        t.act(&again).unwrap_err().rule,
        "rikken.face-down-called-out"
    );
    assert!(t.situation(2).contains(&("partner", Field::Seat(3))));
}

#[test]
fn rik_beter_names_hearts_and_never_calls_a_heart() {
    let mut t = one_suit_each();
    t.act(&bid(0, "rik-beter")).unwrap();
    for s in 1..4 {
        t.act(&bid(s, "pass")).unwrap();
    }
    let spades = call_act(0, 0, card_of("clubs-A"));
    assert_eq!(t.act(&spades).unwrap_err().rule, "rikken.rik-beter-hearts");
    // Blind, hearts trumps: the spades ace is held, so only diamonds-A and clubs-A.
    assert_eq!(t.legal().len(), 2);
    assert!(t.question().is_some(), "Rik beter's call-legal question");
}

#[test]
fn simultaneous_misere_and_piek_both_failed_score_as_the_spec_example() {
    let mut t = one_suit_each();
    t.act(&bid(0, "misere")).unwrap();
    t.act(&bid(1, "piek")).unwrap();
    t.act(&bid(2, "pass")).unwrap();
    t.act(&bid(3, "pass")).unwrap();
    // 7.5: both play at once, no trumps, seat 0 leads.
    assert_eq!(t.phase, Phase::Play);
    assert_eq!(t.to_act(), Some(0));
    play_all(&mut t);
    // Seat 0 leads spades thirteen times and nobody else holds one: 13 tricks to seat 0
    // (misère failed: -15, +5 to each other), none to seat 1 (piek failed: -15, +5 to
    // each other): {-10, -10, +10, +10}, the spec's "both failed" example.
    assert_eq!(t.tricks(), [13, 0, 0, 0]);
    let o = t.outcome().expect("the deal is over");
    assert_eq!(
        ending::chips(&o.answer),
        [-10, -10, 10, 10],
        "{:?}",
        o.reasons
    );
    // The next deal: seat 0 deals, the players move one seat on with their chips, and
    // the 52 cards gathered from the tricks are dealt again.
    let next = t.next_deal(&mut Rng::new(3)).expect("the session goes on");
    assert_eq!(
        next.standing()[2],
        (
            "chips",
            Field::PerSeat(vec![Some(-10), Some(10), Some(10), Some(-10)])
        )
    );
    assert_eq!(next.standing()[0], ("deal", Field::Int(2)));
    let all: usize = (0..4).map(|s| next.hand(s).len()).sum();
    assert_eq!(all, 52);
}

#[test]
fn an_open_declarers_hand_is_shown_from_the_end_of_the_first_trick() {
    let mut t = one_suit_each();
    t.act(&bid(0, "pass")).unwrap();
    t.act(&bid(1, "pass")).unwrap();
    t.act(&bid(2, "open-misere")).unwrap();
    t.act(&bid(3, "pass")).unwrap();
    let exposed = |t: &RikkenTable| t.situation(0).iter().any(|(k, _)| *k == "exposed");
    assert!(!exposed(&t));
    for _ in 0..4 {
        let a = t.legal()[0].clone();
        t.act(&a).unwrap();
    }
    assert!(exposed(&t));
    // The declarer's own hand is not "exposed" to himself.
    assert!(!t.situation(2).iter().any(|(k, _)| *k == "exposed"));
}

#[test]
fn a_passed_out_deal_scores_nothing_and_refuses_more() {
    let mut t = one_suit_each();
    for s in 0..4 {
        t.act(&bid(s, "pass")).unwrap();
    }
    let o = t.outcome().expect("passed out");
    assert_eq!(ending::chips(&o.answer), [0; 4]);
    assert_eq!(o.reasons[0].rule, "rikken.passed-out");
    assert_eq!(t.act(&bid(0, "rik")).unwrap_err().rule, table::DEAL_OVER);
}

#[test]
fn a_fresh_table_is_for_four_players_only() {
    let mut rng = Rng::new(1);
    let four = TableOptions { players: Some(4) };
    assert!(new_table(&four, &mut rng).is_ok());
    let five = TableOptions { players: Some(5) };
    assert_eq!(
        new_table(&five, &mut rng).err().map(|p| p.id),
        Some("out-of-range")
    );
}
