//! The procedure points of the spec, played through the table.

use super::*;
use crate::cards::Deck;
use crate::rules::answer::Answer;
use crate::rules::table::{ActArg, NOT_NOW, NOT_YOUR_TURN};

fn c(t: &str) -> Card {
    Deck::Perlaggen.parse_card(t).unwrap()
}

fn cards(ts: &str) -> Vec<Card> {
    ts.split_whitespace().map(c).collect()
}

/// A pack whose cut of one card leaves `post` on top, in order, then the rest of the pack
/// with a natural card last (the card the cut of one lifts and sees).
fn pack_after_cut_of_one(post: &str) -> Vec<Card> {
    let mut order = cards(post);
    let mut rest: Vec<Card> = Deck::Perlaggen
        .cards()
        .into_iter()
        .filter(|x| !order.contains(x))
        .collect();
    let natural = rest.iter().position(|&x| x == c("leaves-7")).unwrap();
    let last = rest.remove(natural);
    order.extend(rest);
    order.push(last);
    let mut pre = vec![last];
    pre.extend(&order[..32]);
    pre
}

fn act(
    t: &mut PerlaggenTable,
    seat: u8,
    verb: &'static str,
    arg: ActArg,
) -> Result<(), &'static str> {
    t.act(&Act::new(seat, verb, arg)).map_err(|r| r.rule)
}

fn tok(t: &'static str) -> ActArg {
    ActArg::Token(t)
}

/// Deal 1 of `whole-deals.yaml`: after the cut of 10, acorns trumps, no exchange.
const DEAL1: &str =
    "bells-6 bells-7 bells-8 leaves-O leaves-U acorns-O acorns-U acorns-8 acorns-7 \
    leaves-7 acorns-A acorns-K hearts-10 hearts-9 hearts-O bells-K bells-O bells-U acorns-10 \
    hearts-A leaves-A bells-A leaves-9 leaves-8 bells-10 leaves-K hearts-8 bells-9 leaves-10 \
    hearts-7 acorns-9 hearts-K hearts-U";

fn deal1(before: [i64; 2]) -> PerlaggenTable {
    let mut t = PerlaggenTable::new(cards(DEAL1), before);
    act(&mut t, 2, "cut", ActArg::Int(10)).unwrap();
    t
}

#[test]
fn the_cutter_keeps_permanent_perlaggen_and_cuts_again() {
    // 6.2: the bottom of the first lift is the Martl (kept), of the second the
    // Eichel-Spitz (kept), of the third leaves-7 (the cut ends). 6.3: he gets 0 + 3.
    let mut pack = Deck::Perlaggen.cards();
    pack.retain(|&x| x != c("hearts-K") && x != c("acorns-7") && x != c("leaves-7"));
    pack.insert(2, c("hearts-K"));
    pack.insert(2 + 4, c("acorns-7"));
    pack.insert(9, c("leaves-7"));
    let mut t = PerlaggenTable::new(pack, [0, 0]);
    act(&mut t, 2, "cut", ActArg::Int(3)).unwrap();
    assert_eq!(t.kept, vec![index(c("hearts-K"))]);
    assert_eq!(t.phase(), Phase::Cut);
    act(&mut t, 2, "cut", ActArg::Int(6)).unwrap();
    assert_eq!(t.phase(), Phase::Cut);
    // 31 cards are left: a cut of 31 would leave none.
    assert_eq!(
        act(&mut t, 2, "cut", ActArg::Int(31)),
        Err("perlaggen.cut-size")
    );
    act(&mut t, 2, "cut", ActArg::Int(8)).unwrap();
    assert_ne!(t.phase(), Phase::Cut);
    let hand = t.hand(2);
    assert!(hand.contains(&c("hearts-K")) && hand.contains(&c("acorns-7")));
    for seat in 0..4 {
        assert_eq!(t.hand(seat).len(), 5, "seat {seat}");
    }
    let mut all = t.cards_everywhere();
    all.sort();
    let mut pack = Deck::Perlaggen.cards();
    pack.sort();
    assert_eq!(all, pack);
}

#[test]
fn a_trump_perlagg_at_the_bottom_ends_the_cut() {
    // 6.2.4: the trump is not known yet, so leaves-U is not wild at the cut.
    let mut pack = Deck::Perlaggen.cards();
    pack.retain(|&x| x != c("leaves-U"));
    pack.insert(4, c("leaves-U"));
    let mut t = PerlaggenTable::new(pack, [0, 0]);
    act(&mut t, 2, "cut", ActArg::Int(5)).unwrap();
    assert!(t.kept.is_empty());
    assert_ne!(t.phase(), Phase::Cut);
}

#[test]
fn the_right_to_exchange_passes_to_the_partner_only_when_the_dealer_has_no_eligible_card() {
    // 6.5.3's example: the Schell-Spitz is turned (bells trumps) and the dealer's only bell
    // is the Weli, a permanent Perlagg: the partner, holding bells-A, has the right.
    let post = "hearts-A hearts-10 bells-A hearts-9 hearts-8 leaves-8 bells-6 hearts-U \
        leaves-A leaves-10 acorns-A leaves-9 acorns-10 acorns-9 acorns-8 leaves-K hearts-O \
        leaves-O acorns-K acorns-O bells-7";
    let mut t = PerlaggenTable::new(pack_after_cut_of_one(post), [0, 0]);
    act(&mut t, 2, "cut", ActArg::Int(1)).unwrap();
    assert_eq!(t.phase(), Phase::Exchange { seat: 1 });
    assert_eq!(
        act(&mut t, 3, "decline", tok("exchange")),
        Err(NOT_YOUR_TURN)
    );
    // hearts-9 is not of the trump suit.
    assert_eq!(
        act(&mut t, 1, "exchange", ActArg::Card(c("hearts-9"))),
        Err("perlaggen.exchange-ineligible")
    );
    act(&mut t, 1, "exchange", ActArg::Card(c("bells-A"))).unwrap();
    assert!(t.hand(1).contains(&c("bells-7")));
    assert!(!t.hand(1).contains(&c("bells-A")));
    assert_eq!(t.to_act(), Some(0), "the exchange settled, seat 0 leads");
    assert_eq!(t.trump(), Some(1), "bells stay trumps");
}

#[test]
fn a_dealer_who_declines_does_not_pass_the_right_on() {
    // Deal 2 of the records: hearts-U turned, the dealer holds hearts-9 (natural heart).
    let pack = cards(
        "hearts-K hearts-7 bells-O bells-U bells-6 bells-10 bells-7 leaves-9 leaves-8 leaves-7 \
         acorns-U acorns-7 acorns-8 hearts-10 leaves-A hearts-8 leaves-U hearts-A hearts-9 \
         hearts-O bells-A acorns-A bells-K leaves-10 acorns-K bells-8 leaves-K leaves-O \
         acorns-9 acorns-O acorns-10 bells-9 hearts-U",
    );
    let mut t = PerlaggenTable::new(pack, [0, 0]);
    act(&mut t, 2, "cut", ActArg::Int(5)).unwrap();
    act(&mut t, 2, "cut", ActArg::Int(12)).unwrap();
    assert_eq!(t.phase(), Phase::Exchange { seat: 3 });
    // No bet before the exchange is settled (Whole deals point 3).
    assert_eq!(act(&mut t, 3, "bet", tok("spiel")), Err(NOT_NOW));
    act(&mut t, 3, "decline", tok("exchange")).unwrap();
    assert_eq!(t.phase(), Phase::Floor);
    assert_eq!(t.to_act(), Some(0));
    assert_eq!(t.exchange, None);
}

#[test]
fn a_pending_bet_is_answered_before_any_card_and_may_be_passed_to_the_partner_once() {
    let mut t = deal1([0, 0]);
    act(&mut t, 0, "bet", tok("spiel")).unwrap();
    assert_eq!(
        t.to_act(),
        Some(1),
        "the next seat, of the other team, answers"
    );
    assert_eq!(
        act(&mut t, 1, "play", ActArg::Card(c("leaves-8"))),
        Err("perlaggen.answer-first")
    );
    act(&mut t, 1, "pass", ActArg::None).unwrap();
    assert_eq!(t.to_act(), Some(3));
    assert_eq!(act(&mut t, 3, "pass", ActArg::None), Err(NOT_NOW));
    act(&mut t, 3, "hold", tok("spiel")).unwrap();
    let spiel = t.figure_states()[2];
    assert_eq!((spiel.value, spiel.last_holder), (2, Some(Team::B)));
    // 9.2.2: team A's bet was held; A must wait for B to bet.
    assert_eq!(
        act(&mut t, 0, "bet", tok("spiel")),
        Err("perlaggen.bet-alternate")
    );
    assert_eq!(t.to_act(), Some(0));
}

#[test]
fn a_conceded_spiel_stops_the_play_at_once_even_mid_trick() {
    let mut t = deal1([0, 0]);
    act(&mut t, 0, "play", ActArg::Card(c("acorns-A"))).unwrap();
    act(&mut t, 1, "concede", tok("spiel")).unwrap();
    // 9.4 and 11.2: credited at once; 7.1: no further card; the show begins with A.
    assert_eq!(t.scores(), [1, 0]);
    assert_eq!(t.hand(1).len(), 5);
    assert_eq!(
        t.phase(),
        Phase::Show {
            speaker: 0,
            passed: false
        }
    );
    assert_eq!(
        act(&mut t, 0, "play", ActArg::Card(c("acorns-K"))),
        Err(NOT_NOW)
    );
}

#[test]
fn a_seventeen_all_from_a_conceded_spiel_ends_the_deal() {
    // 11.4 rule 3, Whole deals point 4: B on 16 is conceded the Spiel (1): 17–17.
    let mut t = deal1([17, 16]);
    act(&mut t, 0, "concede", tok("spiel")).unwrap();
    let o = t.outcome().expect("the deal ends");
    assert_eq!(o.answer, Answer::Ints(vec![("A", 0), ("B", 1)]));
    assert_eq!(o.reasons[0].rule, "perlaggen.deal-split-gestrichen");
    assert_eq!(t.game_winner(), None);
    assert_eq!(t.totals_after(), Some([17, 17]));
}

#[test]
fn the_next_deal_passes_clockwise_and_the_team_letters_change_places() {
    // 6.1: the old seat 0 (team A) deals next, so it is team B of the next deal.
    let mut t = deal1([17, 16]);
    act(&mut t, 0, "concede", tok("spiel")).unwrap();
    let mut rng = Rng::new(1);
    let next = t.next_deal(&mut rng).expect("nobody won the game");
    assert_eq!(next.to_act(), Some(2));
    let standing = next.standing();
    assert_eq!(standing[0].1, Field::Counts(vec![("A", 17), ("B", 17)]));
    // A deal that ends the game has no next deal: the claim at 17–17 of deal 1.
    let t = deal1([17, 17]);
    assert_eq!(t.game_winner(), Some(Team::A));
    assert!(t.next_deal(&mut rng).is_none());
}

#[test]
fn a_card_from_another_pack_is_refused_not_a_panic() {
    use crate::cards::{Rank, Suit};
    let mut t = deal1([0, 0]);
    let foreign = Card::new(Suit::Hearts, Rank::Queen);
    assert_eq!(
        act(&mut t, 0, "play", ActArg::Card(foreign)),
        Err("perlaggen.card-not-held")
    );
    let baptised = ActArg::Baptised {
        card: c("acorns-A"),
        identity: Card::new(Suit::Bells, Rank::Num(2)),
    };
    assert_eq!(
        act(&mut t, 0, "play", baptised),
        Err("perlaggen.card-not-held")
    );
    // A verb with the wrong kind of argument is no action at this moment.
    assert_eq!(act(&mut t, 0, "play", ActArg::Int(3)), Err(NOT_NOW));
    assert_eq!(act(&mut t, 0, "bet", ActArg::Token("trumps")), Err(NOT_NOW));
}

/// Deal 1 played to the show: A took three tricks; seat 0 speaks for A.
fn deal1_in_the_show() -> PerlaggenTable {
    let mut t = deal1([0, 0]);
    for (seat, card) in [
        (0, "acorns-A"),
        (1, "leaves-8"),
        (2, "hearts-8"),
        (3, "hearts-7"),
        (0, "acorns-K"),
        (1, "leaves-9"),
        (2, "bells-10"),
        (3, "bells-9"),
        (0, "hearts-A"),
        (1, "hearts-9"),
        (2, "hearts-O"),
        (3, "leaves-10"),
    ] {
        act(&mut t, seat, "play", ActArg::Card(c(card))).unwrap();
    }
    assert_eq!(
        t.phase(),
        Phase::Show {
            speaker: 0,
            passed: false
        }
    );
    t
}

#[test]
fn the_spiel_winners_may_not_improve_a_figure_they_left_standing() {
    // 10.6: both teams have shown two Aces, and A's turn ended with the Gleich standing.
    let mut t = deal1_in_the_show();
    let show = t.show.as_mut().unwrap();
    show.shown[0] = [Some((2, 8)), Some((2, 8))];
    show.stood[0] = true;
    // Seat 0 reveals leaves-A: three Aces, but the Gleich stood at the end of A's turn.
    act(&mut t, 0, "reveal", ActArg::Card(c("leaves-A"))).unwrap();
    assert_eq!(
        act(&mut t, 0, "contest", tok("gleich")),
        Err("perlaggen.show-stood")
    );
    // The Hanger may still be contested, and the Gleich conceded: it stands (point 6).
    act(&mut t, 0, "contest", tok("hanger")).unwrap();
    act(&mut t, 0, "concede", tok("gleich")).unwrap();
    assert_eq!(t.decided[0].map(|d| d.winner), Some(None));
}

#[test]
fn in_the_show_nobody_had_the_figure_when_both_teams_concede_it_unshown() {
    // Whole deals point 6: A concedes the Hanger without showing; B has its turn and
    // concedes too: nobody scores it.
    let mut t = deal1_in_the_show();
    act(&mut t, 0, "contest", tok("gleich")).unwrap();
    act(&mut t, 0, "concede", tok("hanger")).unwrap();
    assert!(t.decided[1].is_none(), "B still has its turn on the Hanger");
    assert_eq!(t.to_act(), Some(1));
    act(&mut t, 1, "concede", tok("gleich")).unwrap();
    act(&mut t, 1, "concede", tok("hanger")).unwrap();
    let records = t.records().expect("the deal is over");
    assert_eq!(records[0].winner, Some(Team::A));
    assert_eq!(records[1].winner, None);
    assert_eq!(
        t.outcome().unwrap().answer,
        Answer::Ints(vec![("A", 2), ("B", 0)])
    );
}

#[test]
fn every_decision_has_the_games_own_question() {
    let mut t = deal1([0, 0]);
    assert_eq!(t.question().map(|q| q.kind()), Some("legal-plays"));
    act(&mut t, 0, "play", ActArg::Card(c("acorns-A"))).unwrap();
    act(&mut t, 1, "bet", tok("spiel")).unwrap();
    // Seat 2 answers; seat 0 of his team has played to the trick, he has not.
    assert_eq!(t.question().map(|q| q.kind()), Some("bet-actions"));
    act(&mut t, 2, "pass", ActArg::None).unwrap();
    // Seat 0 answers after playing to the trick: his question is still a checked one.
    assert_eq!(t.question().map(|q| q.kind()), Some("bet-actions"));
    let t = deal1_in_the_show();
    assert_eq!(t.question().map(|q| q.kind()), Some("bet-actions"));
}
