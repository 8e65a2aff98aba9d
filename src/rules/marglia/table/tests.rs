//! The procedure points of a whole deal, on hand-made deals (section 5 steps 6 to 9, 6.1,
//! 8.2, 9 and "Whole deals").

use super::*;
use crate::cards::Deck;
use crate::rules::answer::Answer;

/// Deal A of `tests/cases/marglia/whole-deals.yaml`: seat 3 deals and turns `turned`.
const HANDS: [&str; 4] = [
    "spades-7 spades-A spades-K hearts-3 hearts-K diamonds-4 diamonds-J clubs-A clubs-6 diamonds-5",
    "spades-2 spades-5 hearts-2 hearts-7 hearts-A hearts-6 diamonds-7 clubs-3 clubs-Q clubs-J",
    "spades-3 spades-6 spades-J hearts-5 hearts-J diamonds-3 diamonds-A clubs-7 clubs-K diamonds-Q",
    "spades-4 spades-Q diamonds-2 clubs-2 diamonds-K clubs-4 clubs-5 diamonds-6",
];

fn card(t: &str) -> Card {
    Deck::Marglia.parse_card(t).unwrap()
}

/// Deal A with the dealer's other heart (`hearts-4` or `hearts-Q`) turned, the other one
/// dealt to the dealer, and the dealer's side at `before`.
fn deal_a(turned: &str, before: i64, other: i64) -> DealTable {
    let mut hands: Vec<Vec<Card>> = HANDS
        .iter()
        .map(|h| h.split(' ').map(card).collect())
        .collect();
    let kept = if turned == "hearts-4" {
        "hearts-Q"
    } else {
        "hearts-4"
    };
    hands[3].push(card(kept));
    let setup = Setup {
        table: Seating::new(Rules::Marglia),
        hands,
        turned: card(turned),
        removed: None,
        dealer_side_score_before: before,
        other_side_score_before: Some(other),
        deduction: None,
        deal_number: 1,
        deals_in_game: None,
    };
    assert_eq!(setup.problems(), Vec::new());
    DealTable::from_setup(setup)
}

fn play(t: &mut DealTable, seat: u8, c: &str) -> Result<(), Reason> {
    t.act(&Act::play(seat, card(c)))
}

/// Plays the cards of deal A's whole play (seat of each card in order).
fn play_deal_a(t: &mut DealTable) {
    let tricks = [
        (0, "spades-7 spades-2 spades-3 spades-4"),
        (0, "spades-A spades-5 spades-6 spades-Q"),
        (0, "spades-K hearts-2 spades-J diamonds-2"),
        (1, "hearts-7 hearts-5 hearts-4 hearts-3"),
        (1, "hearts-A hearts-J hearts-Q hearts-K"),
        (1, "hearts-6 diamonds-3 clubs-2 diamonds-4"),
        (1, "diamonds-7 diamonds-A diamonds-K diamonds-J"),
        (1, "clubs-3 clubs-7 clubs-4 clubs-A"),
        (2, "clubs-K clubs-5 clubs-6 clubs-Q"),
        (2, "diamonds-Q diamonds-6 diamonds-5 clubs-J"),
    ];
    for (leader, cards) in tricks {
        for (i, c) in cards.split(' ').enumerate() {
            play(t, (leader + i as u8) % 4, c).unwrap();
        }
    }
}

#[test]
fn a_credit_reaching_35_lets_the_dealer_stop_before_any_card() {
    // 5.6: hearts-Q is worth 1, 34 + 1 = 35; 5.7: the dealer decides first.
    let t = deal_a("hearts-Q", 34, 0);
    assert_eq!(t.to_act(), Some(3));
    assert_eq!(t.legal(), vec![Act::bare(3, STOP), Act::bare(3, PLAY_ON)]);
    // The turned card lies apart until the deal is played on (5.5, 5.9).
    assert_eq!(t.hand(3).len(), 9);
    assert!(!t.hand(3).contains(&card("hearts-Q")));
    assert_eq!(t.question().map(|q| q.kind()), Some("turnup-credit"));

    let mut stopped = t.clone();
    stopped.act(&Act::bare(3, STOP)).unwrap();
    assert!(stopped.is_over());
    let outcome = stopped.outcome().unwrap();
    // 5.8: both sides 0 for the deal; the credit stays in the running score.
    assert_eq!(outcome.answer, Answer::Ints(vec![("A", 0), ("B", 0)]));
    assert_eq!(outcome.reasons[0].rule, "marglia.deal-stopped");
    assert_eq!(stopped.deal_scores(), Some(PerTeam { a: 0, b: 0 }));
    assert_eq!(stopped.score_after_turn(), 35);

    let may_stop = |t: &DealTable| t.situation(0).iter().any(|(n, _)| *n == "may_stop");
    assert!(may_stop(&t));
    let mut on = t;
    on.act(&Act::bare(3, PLAY_ON)).unwrap();
    // Played on: the option is gone, and the situation no longer offers it.
    assert!(!may_stop(&on));
    assert_eq!(on.to_act(), Some(0));
    assert_eq!(on.hand(3).len(), 10);
    assert!(on.hand(3).contains(&card("hearts-Q")));
    // Once decided, neither choice has a place any more.
    let mut seat0 = on.clone();
    assert_eq!(
        seat0.act(&Act::bare(0, STOP)).unwrap_err().rule,
        shared::NOT_NOW
    );
}

#[test]
fn no_credit_means_no_option_whatever_the_score() {
    // 13.5: a frillo turned at 40 gives no credit and so no option; play starts at once.
    let mut t = deal_a("hearts-4", 40, 0);
    assert_eq!(t.to_act(), Some(0));
    assert_eq!(
        t.act(&Act::bare(0, STOP)).unwrap_err().rule,
        "marglia.no-credit-no-stop"
    );
    // A credit that stays below 35: 33 + 1.
    let mut t = deal_a("hearts-Q", 33, 0);
    assert_eq!(
        t.act(&Act::bare(0, PLAY_ON)).unwrap_err().rule,
        "marglia.may-not-stop"
    );
    assert!(t.actions().is_empty());
}

#[test]
fn the_referee_gives_the_rule_that_excludes_an_action() {
    let mut t = deal_a("hearts-4", 0, 0);
    // Out of turn: seat 0 leads (section 6).
    assert_eq!(
        play(&mut t, 1, "spades-2").unwrap_err().rule,
        shared::NOT_YOUR_TURN
    );
    // A card of another hand.
    let refused = play(&mut t, 0, "hearts-7").unwrap_err();
    assert_eq!(refused.rule, NOT_IN_HAND);
    assert_eq!(refused.arg("card"), Some(&Arg::Card(card("hearts-7"))));
    // A verb the moment has no place for: a token where a card is played.
    assert_eq!(
        t.act(&Act::new(0, PLAY, ActArg::Token("x")))
            .unwrap_err()
            .rule,
        shared::NOT_NOW
    );
    play(&mut t, 0, "spades-7").unwrap();
    // 6.1 step 2: seat 1 holds spades and may not trump; the reason of the legal-plays
    // verdict for that card.
    assert_eq!(
        play(&mut t, 1, "hearts-2").unwrap_err().rule,
        "marglia.must-follow"
    );
    assert_eq!(t.actions().len(), 1);
}

#[test]
fn the_card_play_decision_is_the_legal_plays_question() {
    let mut t = deal_a("hearts-4", 0, 0);
    for c in ["spades-7", "spades-2", "spades-3", "spades-4"] {
        let seat = t.to_act().unwrap();
        play(&mut t, seat, c).unwrap();
    }
    for c in ["spades-A", "spades-5", "spades-6", "spades-Q", "spades-K"] {
        let seat = t.to_act().unwrap();
        play(&mut t, seat, c).unwrap();
    }
    // Seat 1, void in spades, must trump (6.1 step 6): every heart and nothing else.
    let q = t.question().unwrap();
    assert_eq!(q.kind(), "legal-plays");
    let legal: Vec<Card> = t
        .legal()
        .iter()
        .map(|a| match a.arg {
            ActArg::Card(c) => c,
            _ => unreachable!(),
        })
        .collect();
    let mut hearts: Vec<Card> = ["hearts-2", "hearts-7", "hearts-A", "hearts-6"]
        .map(card)
        .to_vec();
    hearts.sort();
    let mut sorted = legal.clone();
    sorted.sort();
    assert_eq!(sorted, hearts);
    assert!(q.verdict().answer.agrees_with(&Answer::Cards(legal)));
    assert_eq!(
        play(&mut t, 1, "diamonds-7").unwrap_err().rule,
        "marglia.must-trump"
    );
}

#[test]
fn a_played_deal_is_scored_by_the_deal_score_kind() {
    // Worked in whole-deals.yaml: A 31, B 37 raw; 8.1: {A: 0, B: 2}.
    let mut t = deal_a("hearts-4", 10, 20);
    play_deal_a(&mut t);
    assert!(t.is_over());
    let outcome = t.outcome().unwrap();
    assert_eq!(outcome.answer, Answer::Ints(vec![("A", 0), ("B", 2)]));
    assert_eq!(outcome.scoring.unwrap().kind(), "deal-score");
    assert_eq!(
        t.act(&Act::play(0, card("spades-7"))).unwrap_err().rule,
        shared::DEAL_OVER
    );
}

#[test]
fn the_next_deal_passes_to_the_right_with_the_scores_carried() {
    // 8.2: the dealer's right (seat 0, side A) deals next, so the sides change letters.
    // B had 10 and scores 2; A had 20 and scores 0.
    let mut t = deal_a("hearts-4", 10, 20);
    play_deal_a(&mut t);
    let standing = t.standing();
    assert!(standing.contains(&("running_score", Field::PerTeam(PerTeam { a: 20, b: 12 }))));
    let next = t.next_deal(&mut Rng::new(3)).unwrap();
    let yaml = next.setup_yaml();
    assert!(yaml.contains("dealer_side_score_before: 20\n"), "{yaml}");
    assert!(yaml.contains("other_side_score_before: 12\n"), "{yaml}");
    assert!(yaml.contains("deal_number: 2\n"), "{yaml}");
    // Before the deal is over there is no next deal.
    assert!(deal_a("hearts-4", 0, 0)
        .next_deal(&mut Rng::new(3))
        .is_none());
}

#[test]
fn the_game_ends_after_its_last_deal_with_a_winner_or_a_draw() {
    // 8.2: four deals by default; equal totals are a draw.
    let mut setup = deal_a("hearts-4", 0, 0).setup().clone();
    setup.deal_number = 4;
    setup.dealer_side_score_before = 18;
    setup.other_side_score_before = Some(20);
    let mut t = DealTable::from_setup(setup);
    play_deal_a(&mut t);
    // B: 18 + 2 = 20, A: 20 + 0 = 20.
    assert!(t.next_deal(&mut Rng::new(1)).is_none());
    assert!(t
        .standing()
        .contains(&("game_result", Field::Token("draw"))));
}

#[test]
fn maniglia_never_offers_the_option_to_stop() {
    // Section 9: from 29 on the turned card earns nothing; below, at most 28 + 5 = 33.
    let mut rng = Rng::new(5);
    for before in [0, 28, 29, 30, 34, 50] {
        let first = DealTable::first_deal(Seating::new(Rules::Maniglia), &mut rng);
        let mut setup = first.setup().clone();
        setup.dealer_side_score_before = before;
        let t = DealTable::from_setup(setup);
        assert_eq!(t.to_act(), Some(0), "before {before}");
    }
}

#[test]
fn new_tables_have_the_counts_the_rules_allow_and_are_deterministic() {
    let options = |players| TableOptions { players };
    assert!(new_table(Rules::Marglia, &options(Some(3)), &mut Rng::new(1)).is_err());
    assert!(new_table(Rules::Maniglia, &options(Some(6)), &mut Rng::new(1)).is_err());
    for (rules, players, hand) in [
        (Rules::Marglia, None, 10),
        (Rules::Maniglia, Some(3), 13),
        (Rules::Maniglia, Some(5), 8),
    ] {
        let a = new_table(rules, &options(players), &mut Rng::new(9)).unwrap();
        let b = new_table(rules, &options(players), &mut Rng::new(9)).unwrap();
        assert_eq!(a.setup_yaml(), b.setup_yaml());
        assert_eq!(a.hand(0).len(), hand);
        // From a score of 0 there is no option to stop: the turned card is in the
        // dealer's hand at once (5.9).
        assert_eq!(a.hand(a.players() as u8 - 1).len(), hand);
    }
}

#[test]
fn solo_maniglia_ends_with_each_players_card_points() {
    // Three players, one 2 out; the result has one number per seat, adding up to 60 plus
    // the frillo tricks (section 4, Whole deals point 4).
    let mut rng = Rng::new(11);
    let seating = Seating {
        rules: Rules::Maniglia,
        players: 3,
        partnerships: false,
    };
    let mut t = DealTable::first_deal(seating, &mut rng);
    shared::self_play(&mut t, &mut rng);
    let frillo_tricks = t
        .taken()
        .iter()
        .filter(|k| {
            k.cards
                .iter()
                .any(|c| matches!(c, TrickCard::Face(c) if play::is_frillo(c.rank)))
        })
        .count() as i64;
    match t.outcome().unwrap().answer {
        Answer::IntList(points) => {
            assert_eq!(points.len(), 3);
            assert_eq!(points.iter().sum::<i64>(), 60 + frillo_tricks);
        }
        other => panic!("{other:?}"),
    }
    assert!(t.next_deal(&mut rng).is_none());
}
