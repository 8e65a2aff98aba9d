//! The procedure points of "Whole deals", each on a small hand-made deal.

use super::*;
use crate::cards::Deck;
use crate::rules::answer::Answer;
use crate::rules::table::{replay, Replayed, DEAL_OVER, NOT_YOUR_TURN};

fn c(t: &str) -> Card {
    Deck::VierAnderle { extra_pips: 4 }.parse_card(t).unwrap()
}

/// Seats dealt from a list of four tokens each, seat 0 first.
fn table(rules: Rules, pot_before: i64, hands: &[[&str; 4]]) -> VierAnderleTable {
    let setup = Setup {
        players: hands.len() as u8,
        pot_before,
        hands: hands
            .iter()
            .enumerate()
            .map(|(s, h)| (s as u8, h.iter().map(|t| c(t)).collect()))
            .collect(),
        chips_before: None,
        deal_number: 1,
    };
    VierAnderleTable::from_setup(rules, setup).expect("a possible deal")
}

const FIVE: [[&str; 4]; 5] = [
    ["trump-20", "trump-3", "hearts-K", "clubs-J"],
    ["hearts-Q", "diamonds-J", "spades-C", "clubs-C"],
    ["excuse", "trump-15", "spades-K", "diamonds-Q"],
    ["trump-2", "hearts-J", "spades-J", "diamonds-C"],
    ["trump-21", "trump-9", "hearts-C", "clubs-K"],
];

fn declare(seat: u8, t: &'static str) -> Act {
    Act::new(seat, "declare", ActArg::Token(t))
}

fn int_of(fields: &[(&'static str, Field)], name: &str) -> Option<i64> {
    fields.iter().find_map(|(n, f)| match f {
        Field::Int(v) if *n == name => Some(*v),
        _ => None,
    })
}

#[test]
fn japanisch_declares_from_the_dealers_right_and_the_fee_is_paid_at_once() {
    // 6.2: seats 3, 2, 1, 0, then the dealer 4; the drop fee is paid when out is said.
    let mut t = table(Rules::Japanisch, 16, &FIVE);
    assert_eq!(t.to_act(), Some(3));
    assert_eq!(t.question(), None);
    assert_eq!(
        t.legal(),
        vec![declare(3, "in"), declare(3, "out")],
        "in and out, nothing else"
    );
    t.act(&declare(3, "out")).unwrap();
    assert_eq!(int_of(&t.situation(0), "side_pot"), Some(4));
    assert!(
        t.hand(3).is_empty(),
        "a player who is out lays the hand down"
    );
    assert_eq!(t.to_act(), Some(2));
    let refused = t.act(&declare(0, "in")).unwrap_err();
    assert_eq!(refused.rule, NOT_YOUR_TURN);
}

#[test]
fn the_original_declares_from_the_left_and_skips_the_seats_that_are_out() {
    // 6.1: seat 0 first; seats 1 and 3 in, the others out: seat 1 leads (7.1), then seat 3.
    let mut t = table(Rules::Original, 4, &FIVE);
    for (s, d) in [(0, "out"), (1, "in"), (2, "out"), (3, "in"), (4, "out")] {
        assert_eq!(t.to_act(), Some(s));
        t.act(&declare(s, d)).unwrap();
    }
    assert_eq!(t.to_act(), Some(1));
    assert_eq!(t.question().map(|q| q.kind()), Some("legal-plays"));
    t.act(&Act::play(1, c("spades-C"))).unwrap();
    assert_eq!(t.to_act(), Some(3));
    // Seat 3 holds ♠J: must follow, so trump 2 is refused with legal-plays' own reason.
    let refused = t.act(&Act::play(3, c("trump-2"))).unwrap_err();
    assert_eq!(refused.rule, "vier-anderle.must-follow");
    assert_eq!(t.legal(), vec![Act::play(3, c("spades-J"))]);
}

#[test]
fn the_dealer_still_declares_when_all_the_others_are_out_and_alone_takes_the_pot() {
    // Whole deals 3 and 4: the dealer speaks last even then; alone, no card is played.
    let mut t = table(Rules::Original, 8, &FIVE[..3]);
    t.act(&declare(0, "out")).unwrap();
    t.act(&declare(1, "out")).unwrap();
    assert_eq!(t.to_act(), Some(2));
    assert!(t.outcome().is_none());
    t.act(&declare(2, "in")).unwrap();
    assert_eq!(t.to_act(), None);
    let refused = t.act(&Act::play(2, c("excuse"))).unwrap_err();
    assert_eq!(refused.rule, DEAL_OVER);
    // P = 12 goes to the dealer, who paid the 4 ante: +8; the pot is empty.
    let outcome = t.outcome().unwrap();
    assert_eq!(
        outcome.answer,
        Answer::Record(vec![
            ("chips", Answer::IntList(vec![0, 0, 8])),
            ("pot_after", Answer::Int(0)),
        ])
    );
    assert_eq!(outcome.reasons[0].rule, "vier-anderle.ended-lone-player");
    assert_eq!(t.all_cards().len(), 38);
}

#[test]
fn an_all_play_deal_has_no_declarations_and_seat_0_leads() {
    // Whole deals 2; 7.1.
    let mut t = table(Rules::Japanisch, 0, &FIVE);
    assert_eq!(t.to_act(), Some(0));
    let refused = t.act(&declare(0, "in")).unwrap_err();
    assert_eq!(refused.rule, refusal::NO_DECLARING_ALL_PLAY);
    assert_eq!(t.legal().len(), 4, "any card may be led");
    assert!(t.actions().is_empty(), "a refused action is not taken");
}

#[test]
fn a_declaration_is_final_and_comes_before_the_cards() {
    let mut t = table(Rules::Original, 4, &FIVE[..2]);
    let refused = t.act(&Act::play(0, c("hearts-K"))).unwrap_err();
    assert_eq!(refused.rule, refusal::DECLARE_FIRST);
    t.act(&declare(0, "in")).unwrap();
    t.act(&declare(1, "in")).unwrap();
    let refused = t.act(&declare(0, "out")).unwrap_err();
    assert_eq!(refused.rule, refusal::DECLARATION_FINAL);
    assert_eq!(refused.arg("said"), Some(&Arg::Token("in")));
}

#[test]
fn the_next_deal_passes_to_the_left_with_the_chips_and_the_pot() {
    // Nobody in (Japanisch, 3 players, pot 4): chips [-4, -4, -8], pot 20 carries over.
    let mut t = table(Rules::Japanisch, 4, &FIVE[..3]);
    let r = replay(
        &mut t,
        &[declare(1, "out"), declare(0, "out"), declare(2, "out")],
    );
    assert!(matches!(r, Replayed::Finished(_)));
    let mut rng = Rng::new(7);
    let next = t.next_deal(&mut rng).unwrap();
    // The old seat 0 deals now (seat 2); the old seat 1 is seat 0, the old dealer seat 1.
    assert_eq!(
        next.standing(),
        vec![
            ("chips", Field::PerSeat(vec![Some(-4), Some(-8), Some(-4)])),
            // Carried into the next deal, before its ante.
            ("pot_before_deal", Field::Int(20)),
        ]
    );
    assert!(next.setup_yaml().contains("pot_before_deal: 20\n"));
    // An in/out deal now: Japanisch starts with the dealer's right, seat 1.
    assert_eq!(next.to_act(), Some(1));
    assert_eq!(next.legal()[0].verb, "declare");
}

#[test]
fn a_new_table_deals_four_each_from_the_pack_of_its_size() {
    for players in [2usize, 9, 10, 13] {
        let options = TableOptions {
            players: Some(players),
        };
        let a = new_table(Rules::Original, &options, &mut Rng::new(3)).unwrap();
        let b = new_table(Rules::Original, &options, &mut Rng::new(3)).unwrap();
        assert_eq!(
            a.setup_yaml(),
            b.setup_yaml(),
            "the same rng, the same deal"
        );
        assert!((0..players as u8).all(|s| a.hand(s).len() == 4));
        // 2.3: k = max(0, n - 9): a 10-player table adds the black 10s and red 1s.
        let k = players.saturating_sub(9);
        let t = VierAnderleTable::shuffled(Rules::Original, &options, 0, None, &mut Rng::new(3))
            .unwrap();
        assert_eq!(t.all_cards().len(), 38 + 4 * k);
    }
    let default = new_table(Rules::Japanisch, &TableOptions::default(), &mut Rng::new(1));
    assert_eq!(default.unwrap().players(), 5);
    for bad in [0usize, 1, 14] {
        let options = TableOptions { players: Some(bad) };
        assert!(new_table(Rules::Original, &options, &mut Rng::new(1)).is_err());
    }
}

#[test]
fn the_situation_shows_the_own_hand_and_what_is_public_only() {
    let mut t = table(Rules::Japanisch, 16, &FIVE);
    t.act(&declare(3, "out")).unwrap();
    t.act(&declare(2, "in")).unwrap();
    let seen = t.situation(2);
    let mut shown: Vec<Vec<Card>> = seen
        .iter()
        .filter_map(|(_, f)| match f {
            Field::Cards(v) => Some(v.clone()),
            _ => None,
        })
        .collect();
    // Seat 2's own hand and nobody else's.
    assert_eq!(shown.len(), 1);
    shown[0].sort();
    let mut own: Vec<Card> = ["excuse", "trump-15", "spades-K", "diamonds-Q"]
        .iter()
        .map(|t| c(t))
        .collect();
    own.sort();
    assert_eq!(shown[0], own);
    assert!(seen.contains(&("declarations", Field::Auction(vec![(3, "out"), (2, "in")]))));
    assert!(seen.contains(&("pot", Field::Int(20))));
    assert!(seen.contains(&("deal_type", Field::Token("in-out"))));
    assert!(
        !seen.iter().any(|(n, _)| *n == "in"),
        "not known before all have declared"
    );
}

#[test]
fn two_players_declare_seat_0_then_the_dealer_in_both_rule_sets() {
    // 6.2 with two players: the dealer's right is seat 0.
    for rules in Rules::ALL {
        let mut t = table(rules, 4, &FIVE[..2]);
        assert_eq!(t.to_act(), Some(0));
        t.act(&declare(0, "in")).unwrap();
        assert_eq!(t.to_act(), Some(1));
        t.act(&declare(1, "in")).unwrap();
        assert_eq!(t.to_act(), Some(0), "seat 0 leads");
    }
}

#[test]
fn an_impossible_setup_is_refused_with_its_problems_not_a_panic() {
    let setup = Setup {
        players: 3,
        pot_before: 6,
        hands: vec![(0, vec![c("excuse")]), (7, vec![c("hearts-1")])],
        chips_before: None,
        deal_number: 1,
    };
    let problems = VierAnderleTable::from_setup(Rules::Original, setup).unwrap_err();
    // The pot first (8.4); the seats and cards depend on a sane table.
    assert_eq!(problems[0].id, "not-multiple");
    let setup = Setup {
        players: 3,
        pot_before: 0,
        hands: vec![(0, vec![c("excuse")]), (7, vec![c("hearts-1")])],
        chips_before: None,
        deal_number: 1,
    };
    let ids: Vec<&str> = VierAnderleTable::from_setup(Rules::Original, setup)
        .unwrap_err()
        .iter()
        .map(|p| p.id)
        .collect();
    assert_eq!(
        ids,
        vec![
            "vier-anderle.hand-size",
            "out-of-range",
            "vier-anderle.hand-size",
            "vier-anderle.hand-missing",
            "vier-anderle.hand-missing",
            "vier-anderle.not-in-pack-with",
        ]
    );
}

#[test]
fn a_later_deal_shows_the_chips_of_the_deals_before_it_at_the_table() {
    let t = table(Rules::Original, 0, &FIVE);
    // A first deal has no standing to show.
    assert!(!t
        .situation(0)
        .iter()
        .any(|(n, _)| *n == "chips_before_deal"));
    let mut setup = (*t.setup).clone();
    setup.chips_before = Some(vec![3, -1, 0, -4, 2]);
    let t = VierAnderleTable::from_setup(Rules::Original, setup).unwrap();
    let chips = [3, -1, 0, -4, 2].map(Some).to_vec();
    assert!(t
        .situation(0)
        .contains(&("chips_before_deal", Field::PerSeat(chips))));
}
