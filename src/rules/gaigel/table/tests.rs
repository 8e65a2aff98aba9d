//! The tricky points of the procedure, each on a hand-made deal worked from the spec.

use super::*;
use crate::cards::Deck;
use crate::rules::table::Act;

fn c(token: &str) -> Card {
    Deck::Gaigel.parse_card(token).unwrap()
}

fn cards(tokens: &str) -> Vec<Card> {
    tokens.split_whitespace().map(c).collect()
}

/// A deal from four hands and the turned card, the rest of the pack in the stock in pack
/// order (the first `top` cards on top).
fn deal(hands: [&str; 4], turned: &str, top: &str) -> GaigelTable {
    let hands = hands.map(cards);
    let mut rest: Vec<Card> = Deck::Gaigel.cards();
    rest.extend(Deck::Gaigel.cards());
    let mut remove = |x: Card| {
        let at = rest.iter().position(|&r| r == x).unwrap();
        rest.remove(at);
    };
    hands.iter().flatten().for_each(|&x| remove(x));
    remove(c(turned));
    let top = cards(top);
    top.iter().for_each(|&x| remove(x));
    let mut stock = top;
    stock.extend(rest);
    GaigelTable::new(Setup {
        hands,
        turned: c(turned),
        stock,
        carry: 0,
        game_points: PerTeam::default(),
        deal_number: 1,
    })
    .unwrap()
}

fn pass(t: &mut GaigelTable) {
    let seat = t.to_act().unwrap();
    t.act(&Act::bare(seat, "pass")).unwrap();
}

/// Passes until a card is to be played, then plays `card` for the seat to play.
fn play(t: &mut GaigelTable, card: &str) {
    while t.phase() != Phase::Play {
        pass(t);
    }
    let seat = t.to_act().unwrap();
    t.act(&Act::play(seat, c(card))).unwrap();
}

/// Passes until the round after the last trick (before its draw) reaches `seat`.
fn to_place(t: &mut GaigelTable, seat: u8) {
    while t.to_act() != Some(seat) {
        pass(t);
    }
}

fn marriage(seat: u8, tokens: &str) -> Act {
    Act::new(
        seat,
        "marriage",
        crate::rules::table::ActArg::Cards(cards(tokens)),
    )
}

const HANDS: [&str; 4] = [
    "acorns-A leaves-A bells-A bells-K bells-O",
    "acorns-7 leaves-7 bells-7 acorns-U leaves-K",
    "acorns-A leaves-O bells-A acorns-10 leaves-10",
    "acorns-7 leaves-7 hearts-7 bells-U acorns-O",
];

#[test]
fn the_winners_partner_marries_when_the_winner_does_not_and_only_once_per_trick() {
    let hands = [
        "acorns-K acorns-U leaves-A bells-K bells-O",
        "acorns-7 leaves-7 bells-7 acorns-10 leaves-10",
        "acorns-A hearts-K hearts-O bells-A hearts-10",
        "leaves-K leaves-O bells-U acorns-O acorns-7",
    ];
    let mut t = deal(hands, "hearts-U", "");
    // Seat 2 wins trick 1 with acorns-A: 2 + 0 + 11 + 0 = 13 for A.
    for card in ["acorns-U", "acorns-7", "acorns-A", "acorns-7"] {
        play(&mut t, card);
    }
    assert_eq!(t.taken()[0].winner, 2);
    // The post-trick round starts with the winner (6.3 pause 3).
    assert_eq!(t.to_act(), Some(2));
    let mut royal = t.clone();
    royal.act(&marriage(2, "hearts-K hearts-O")).unwrap();
    assert_eq!(royal.totals(), [13 + 40, 0]);
    pass(&mut royal);
    pass(&mut royal);
    // The winner declared: his partner may not (7.2 rules 2 and 3).
    let second = royal.act(&marriage(0, "bells-K bells-O")).unwrap_err();
    assert_eq!(second.rule, "gaigel.one-marriage-per-trick");
    // The winner passes instead; the opponent after him may never marry (7.2).
    pass(&mut t);
    let opponent = t.act(&marriage(3, "leaves-K leaves-O")).unwrap_err();
    assert_eq!(opponent.rule, "gaigel.opponent-cannot-marry");
    pass(&mut t);
    // The winner's partner may, in his place.
    t.act(&marriage(0, "bells-K bells-O")).unwrap();
    assert_eq!(t.totals(), [13 + 20, 0]);
}

#[test]
fn a_marriage_is_declared_before_the_draw_by_the_winner_or_his_partner() {
    let mut t = deal(HANDS, "hearts-U", "");
    // Seat 0 wins trick 1 with acorns-A (the first copy beats its twin, section 3).
    for card in ["acorns-A", "acorns-7", "acorns-A", "acorns-7"] {
        play(&mut t, card);
    }
    assert_eq!(t.taken()[0].winner, 0);
    assert_eq!(t.hand(0).len(), 4, "no draw before the post-trick round");
    to_place(&mut t, 0);
    t.act(&marriage(0, "bells-K bells-O")).unwrap();
    assert_eq!(t.totals(), [22 + 20, 0]);
    // One marriage per trick, for the whole table: a second one is refused even with a pair.
    let again = t.act(&marriage(0, "bells-K bells-O")).unwrap_err();
    assert_eq!(again.rule, "gaigel.suit-closed");
    pass(&mut t);
    // The round goes on clockwise from the winner; then the draw gives everyone 5 cards.
    for seat in [1, 2, 3] {
        assert_eq!(t.to_act(), Some(seat));
        pass(&mut t);
    }
    assert!((0..4).all(|s| t.hand(s).len() == 5));
    // The pre-lead round after the draw: no marriage any more (7.2 rule 1).
    assert_eq!(t.to_act(), Some(0));
    assert_eq!(
        t.act(&marriage(0, "bells-K bells-O")).unwrap_err().rule,
        "gaigel.suit-closed"
    );
}

#[test]
fn exchange_then_marriage_with_the_received_card_after_the_same_trick() {
    // Trump hearts, the turned card hearts-O; seat 3 holds hearts-7 and hearts-K.
    let hands = [
        "acorns-7 leaves-7 bells-7 bells-U acorns-U",
        "acorns-10 leaves-A bells-A bells-K bells-O",
        "acorns-O leaves-O bells-O acorns-U leaves-U",
        "acorns-A hearts-7 hearts-K leaves-10 bells-10",
    ];
    let mut t = deal(hands, "hearts-O", "");
    // Before seat 3 has won a trick he may not exchange (7.3, G12).
    to_place(&mut t, 3);
    let early = t.act(&Act::bare(3, "trump-seven-exchange")).unwrap_err();
    assert_eq!(early.rule, "gaigel.no-trick-won");
    // Seat 3 wins trick 1 with acorns-A over acorns-10.
    for card in ["acorns-7", "acorns-10", "acorns-O", "acorns-A"] {
        play(&mut t, card);
    }
    assert_eq!(t.taken()[0].winner, 3);
    assert_eq!(t.to_act(), Some(3));
    t.act(&Act::bare(3, "trump-seven-exchange")).unwrap();
    assert!(t.hand(3).contains(&c("hearts-O")));
    assert!(!t.hand(3).contains(&c("hearts-7")));
    // The received Ober makes a royal marriage with his King (G15): 40.
    t.act(&marriage(3, "hearts-K hearts-O")).unwrap();
    // 11 + 10 + 3 + 0 for the trick, 10 for the exchange, 40 for the royal marriage.
    assert_eq!(t.totals(), [0, 24 + 10 + 40]);
    // A 7 now lies under the stock: no second exchange in this deal (G13).
    assert!(!t.procedure.exchangeable());
}

#[test]
fn five_sevens_need_five_cards_in_hand() {
    let hands = [
        "acorns-A leaves-A hearts-A bells-A acorns-10",
        "acorns-7 acorns-7 leaves-7 leaves-7 bells-7",
        "leaves-10 hearts-10 bells-10 acorns-K leaves-K",
        "hearts-K bells-K acorns-O leaves-O hearts-O",
    ];
    let mut t = deal(hands, "acorns-U", "");
    play(&mut t, "acorns-A");
    // Seat 1 is asked first after the lead, with his five cards: five 7s end the deal.
    assert_eq!(t.to_act(), Some(1));
    let mut after = t.clone();
    after.act(&Act::bare(1, "five-sevens")).unwrap();
    assert_eq!(after.to_act(), None, "five 7s are not disputed");
    // Once he has played one of them he holds four cards: refused (7.4, G16).
    pass(&mut t);
    play(&mut t, "bells-7");
    to_place(&mut t, 1);
    let refused = t.act(&Act::bare(1, "five-sevens")).unwrap_err();
    assert_eq!(refused.rule, "gaigel.not-five-sevens");
}

#[test]
fn a_refused_card_gets_the_reason_of_the_legal_plays_verdict() {
    // The stock lasts: every card is legal in tricks 1–7 (6.2 step 2), but a card must be
    // in the hand.
    let mut t = deal(HANDS, "hearts-U", "");
    while t.phase() != Phase::Play {
        pass(&mut t);
    }
    let refused = t.act(&Act::play(0, c("hearts-A"))).unwrap_err();
    assert_eq!(refused.rule, "gaigel.not-in-hand");
    assert_eq!(
        t.act(&Act::play(1, c("acorns-7"))).unwrap_err().rule,
        "table.not-your-turn"
    );
    // From trick 8 on, every card of the hand that is refused is refused for the reason the
    // legal-plays verdict gives that card (6.2 step 3).
    let mut refused = 0;
    while t.to_act().is_some() && t.phase() != (Phase::EndStep { asked: 0 }) {
        let seat = t.to_act().unwrap();
        if t.phase() == Phase::Play && t.procedure.deal.stock_empty() {
            let verdict = t.question().unwrap().verdict();
            for v in verdict.cards.iter().filter(|v| !v.legal) {
                assert_eq!(t.act(&Act::play(seat, v.card)), Err(v.reason.clone()));
                refused += 1;
            }
        }
        let act = match t.phase() {
            Phase::Play => t.legal()[0].clone(),
            _ => Act::bare(seat, "pass"),
        };
        t.act(&act).unwrap();
    }
    assert!(refused > 0, "the strict rules refused some card");
}

/// Plays the deal to its end, everyone passing and playing his first legal card.
fn play_through(t: &mut GaigelTable) {
    while t.phase() != (Phase::EndStep { asked: 0 }) {
        let seat = t.to_act().unwrap();
        let act = match t.phase() {
            Phase::Play => t.legal()[0].clone(),
            _ => Act::bare(seat, "pass"),
        };
        t.act(&act).unwrap();
    }
}

#[test]
fn the_end_of_play_step_asks_the_last_trick_team_first_then_lets_the_others_claim() {
    let mut t = deal(HANDS, "hearts-U", "");
    play_through(&mut t);
    let w = t.taken()[11].winner as u8;
    let wt = team_index(w);
    let totals = t.totals();
    // Both teams can hardly stay below 101 when 250 points are in play: one has 125.
    assert!(totals[0] + totals[1] >= 250);
    assert_eq!(t.to_act(), Some(w));
    // The other team may claim against the winner's team only once both have passed
    // (8.5 rule 4, the exception of rule 6).
    pass(&mut t);
    assert_eq!(t.to_act(), Some((w + 2) % 4));
    pass(&mut t);
    assert_eq!(t.to_act(), Some((w + 1) % 4));
    assert_eq!(t.procedure.missed[wt], totals[wt] >= 101);
    if totals[wt] >= 101 {
        // The winner's team passed at 101 or more: it may be claimed against, and it
        // would lose the claim (8.5 rule 5).
        let mut claimed = t.clone();
        claimed.act(&Act::bare((w + 1) % 4, "claim")).unwrap();
        let answer = claimed.outcome().unwrap().answer;
        let award = |team: usize| match &answer {
            crate::rules::answer::Answer::Ints(v) => v[team].1,
            _ => unreachable!(),
        };
        assert_eq!(award(1 - wt), 2);
    }
    pass(&mut t);
    pass(&mut t);
    // All four passed: void, whatever the totals (8.5 rule 6d); the carry grows by 1.
    let o = t.outcome().unwrap();
    assert_eq!(o.reasons[0].rule, "gaigel.ended-void");
    assert_eq!(
        o.answer,
        crate::rules::answer::Answer::Ints(vec![("A", 0), ("B", 0), ("carry_next", 1)])
    );
}

#[test]
fn a_trick_worth_nothing_is_no_rise_for_the_claim() {
    // Whole deals point 4: a trick of four 7s is worth 0, so it is no rise of its winner's
    // total, and a claim against that team is allowed at once.
    let hands = [
        "acorns-7 leaves-A bells-A bells-K bells-O",
        "acorns-7 leaves-7 bells-7 acorns-U leaves-K",
        "leaves-7 leaves-O bells-A acorns-10 leaves-10",
        "bells-7 hearts-A hearts-10 bells-U acorns-O",
    ];
    let mut t = deal(hands, "hearts-U", "");
    for card in ["acorns-7", "acorns-7", "leaves-7", "bells-7"] {
        play(&mut t, card);
    }
    assert_eq!(t.taken()[0].winner, 0);
    assert_eq!(t.totals(), [0, 0]);
    // Seat 1 (B) may claim against A: A's total has not risen since the last card. The
    // claim is lost (A has 0 ≤ 100): A scores 2 (8.5 rule 5).
    to_place(&mut t, 1);
    t.act(&Act::bare(1, "claim")).unwrap();
    assert_eq!(
        t.outcome().unwrap().answer,
        crate::rules::answer::Answer::Ints(vec![("A", 2), ("B", 0), ("carry_next", 0)])
    );
}

#[test]
fn the_next_deal_passes_to_the_left_and_carries_the_score() {
    let mut t = deal(HANDS, "hearts-U", "");
    // Seat 1 knocks before the first card and nobody disputes: B scores 2 (no A trick).
    pass(&mut t);
    t.act(&Act::bare(1, "knock")).unwrap();
    // Seat 2's question: what is B's total? Nothing yet: 0 (8.1).
    let q = t.question().unwrap();
    assert_eq!(q.kind(), "deal-points");
    assert_eq!(q.verdict().answer, crate::rules::answer::Answer::Int(0));
    pass(&mut t);
    pass(&mut t);
    let next = t.next_deal(&mut Rng::new(3)).unwrap();
    // This deal's B (seats 1 and 3) sits at seats 0 and 2 of the next deal: its team A.
    assert_eq!(
        next.standing(),
        vec![
            ("game_points", Field::PerTeam(PerTeam { a: 2, b: 0 })),
            ("carry", Field::Int(0)),
        ]
    );
    assert!(new_table(&TableOptions { players: Some(3) }, &mut Rng::new(1)).is_err());
    // With 5 game points before, B's 2 make 7: the game is won and there is no next deal.
    t.setup.game_points = PerTeam { a: 0, b: 5 };
    assert!(t.next_deal(&mut Rng::new(3)).is_none());
    // A void deal carries 1 to the next deal, whose teams are this deal's swapped (8.3).
    let mut void = deal(HANDS, "hearts-U", "");
    void.setup.game_points = PerTeam { a: 4, b: 1 };
    void.procedure.end = Some(End::Void);
    void.procedure.phase = Phase::Over;
    let next = void.next_deal(&mut Rng::new(4)).unwrap();
    assert_eq!(
        next.standing(),
        vec![
            ("game_points", Field::PerTeam(PerTeam { a: 1, b: 4 })),
            ("carry", Field::Int(1)),
        ]
    );
}

#[test]
fn the_question_is_the_games_own_kind_for_the_decision_at_hand() {
    let mut t = deal(HANDS, "hearts-U", "");
    // Seat 0 holds bells-K and bells-O: in a round his question is whether he may marry,
    // and before the first card he may not (7.2 rule 1).
    let q = t.question().unwrap();
    assert_eq!(q.kind(), "declaration-allowed");
    assert_eq!(
        q.verdict().answer,
        crate::rules::answer::Answer::Bool(false)
    );
    while t.phase() != Phase::Play {
        pass(&mut t);
    }
    // To play: the legal-plays question on his hand, free while the stock lasts.
    let q = t.question().unwrap();
    assert_eq!(q.kind(), "legal-plays");
    assert_eq!(
        q.verdict().answer,
        crate::rules::answer::Answer::Cards(cards("acorns-A leaves-A bells-A bells-K bells-O"))
    );
    // The situation shows the seat's own hand, and nobody's totals (section 4).
    let situation = t.situation(0);
    assert!(situation
        .iter()
        .any(|(k, v)| *k == "hand" && *v == Field::AtSeat(0, Box::new(Field::Cards(t.hand(0))))));
    assert!(situation.iter().all(|(k, _)| *k != "points"));
    assert!(situation.contains(&("stock", Field::Int(28))));
}

#[test]
fn a_team_that_missed_may_still_marry_but_never_knock_and_is_claimed_after_the_next_card() {
    let mut t = deal(HANDS, "hearts-U", "");
    // As if A had 105 already: the first card played makes A miss its declaration (8.5 rule 2).
    t.procedure.totals[0] = 105;
    for card in ["acorns-A", "acorns-7", "acorns-A", "acorns-7"] {
        play(&mut t, card);
    }
    assert!(t.procedure.missed[0] && !t.procedure.missed[1]);
    assert_eq!(t.to_act(), Some(0));
    // Whole deals 3: the marriage still counts; the knock is barred (8.5 rule 3).
    t.act(&marriage(0, "bells-K bells-O")).unwrap();
    assert_eq!(t.totals()[0], 105 + 22 + 20);
    let knock = t.act(&Act::bare(0, "knock")).unwrap_err();
    assert_eq!(knock.rule, "gaigel.missed-no-knock");
    pass(&mut t);
    // A's total rose after the last card: no claim yet (8.5 rule 4) ...
    let early = t.act(&Act::bare(1, "claim")).unwrap_err();
    assert_eq!(early.rule, "gaigel.claim-too-early");
    // ... but once the next card has been played, B claims and wins 2.
    play(&mut t, "leaves-A");
    to_place(&mut t, 1);
    t.act(&Act::bare(1, "claim")).unwrap();
    assert_eq!(
        t.outcome().unwrap().answer,
        crate::rules::answer::Answer::Ints(vec![("A", 0), ("B", 2), ("carry_next", 0)])
    );
}

#[test]
fn the_exchange_may_be_made_in_any_round_at_the_players_place() {
    let hands = [
        "acorns-7 leaves-7 bells-7 bells-U acorns-U",
        "acorns-10 leaves-A bells-A bells-K bells-O",
        "acorns-O leaves-O bells-O acorns-U leaves-U",
        "acorns-A hearts-7 hearts-K leaves-10 bells-10",
    ];
    let mut t = deal(hands, "hearts-O", "");
    for card in ["acorns-7", "acorns-10", "acorns-O", "acorns-A"] {
        play(&mut t, card);
    }
    // Seat 3 lets the rounds after trick 1 go by, leads trick 2, and exchanges at his place
    // in the round after the next card, out of his turn to play (G14).
    play(&mut t, "leaves-10");
    play(&mut t, "leaves-7");
    to_place(&mut t, 3);
    assert_eq!(t.trick().len(), 2);
    t.act(&Act::bare(3, "trump-seven-exchange")).unwrap();
    assert!(t.hand(3).contains(&c("hearts-O")));
    // The trick goes on with seat 1, after the rest of the round (seat 3, then seat 0).
    pass(&mut t);
    assert_eq!(t.to_act(), Some(0));
    pass(&mut t);
    assert_eq!(t.phase(), Phase::Play);
    assert_eq!(t.to_act(), Some(1));
}
