//! Whole Vier-Anderle and Japanisch Vier-Anderle deals at the table, played by computer
//! players at every seat (`../shared/rules/vier-anderle.md`, "Whole deals"): for both rule
//! sets and every table size from 2 to 13, chains of seeded deals (the pot carried from one
//! deal to the next, so that all-play and in/out deals, lone players and empty tables all
//! come up). Every deal must end; no computer action may be refused; the cards are the
//! same at every step; every legal action is accepted and actions outside `legal()` are
//! refused; the chips balance; and the result is the `deal-score` answer for the deal's
//! players, pot, in-seats and tricks, worked out from the public record here.

use tricktutor::cards::Card;
use tricktutor::lesson::set;
use tricktutor::lesson::Expected;
use tricktutor::rules::rng::Rng;
use tricktutor::rules::table::{Act, ActArg, Table, TableOptions};
use tricktutor::rules::vier_anderle::table::VierAnderleTable;
use tricktutor::rules::vier_anderle::{play, Ask, Deal, Query, Rules};
use tricktutor::rules::Answer;

/// Deals per rule set and table size. The debug profile checks every step of every deal
/// (each legal action tried on a copy), which costs about ten times a release deal, so it
/// plays fewer (never under 1,000); release plays the full 10,000.
const DEALS: usize = if cfg!(debug_assertions) {
    1_000
} else {
    10_000
};
/// Deals in one chain before a fresh table (the pot and the chips carried between them).
const CHAIN: usize = 10;

/// The cards of a deal as a set and a count: the same set and count at every step means
/// no card appeared, vanished or was doubled.
fn census(cards: Vec<Card>) -> (u64, usize) {
    let mask = cards.iter().fold(0u64, |m, &c| m | 1 << play::index(c));
    (mask, cards.len())
}

/// The same census from the table's compact places (hands, out of play, played), which
/// must not overlap: cheap enough for every step of every deal.
fn places(t: &VierAnderleTable) -> (u64, usize) {
    let places = t.card_places();
    let mask = places.iter().fold(0u64, |m, p| m | p.0);
    let count: u32 = places.iter().map(|p| p.len()).sum();
    (mask, count as usize)
}

/// Actions that are not among `legal()` at this moment: a declaration during the play or
/// a card during the declarations, every card of the hand that is not legal, and the legal
/// actions by another seat.
fn not_legal(t: &VierAnderleTable, legal: &[Act]) -> Vec<Act> {
    let seat = t.to_act().expect("a deal not over");
    let other = (seat + 1) % t.players() as u8;
    let mut out: Vec<Act> = legal
        .iter()
        .map(|a| Act::new(other, a.verb, a.arg.clone()))
        .collect();
    if legal[0].verb == "play" {
        out.push(Act::new(seat, "declare", ActArg::Token("in")));
        for card in t.hand(seat) {
            let act = Act::play(seat, card);
            if !legal.contains(&act) {
                out.push(act);
            }
        }
    } else {
        for card in t.hand(seat) {
            out.push(Act::play(seat, card));
        }
    }
    out
}

/// The deal-score answer worked out from the public record: who said in, who won each trick.
fn expected_score(t: &VierAnderleTable) -> Answer {
    let setup = t.setup();
    let n = setup.players;
    let all_play = setup.pot_before == 0;
    let ins: Vec<u8> = t
        .actions()
        .iter()
        .filter(|a| a.verb == "declare" && a.arg == ActArg::Token("in"))
        .map(|a| a.seat)
        .collect();
    let players_in: Vec<u8> = if all_play {
        (0..n).collect()
    } else {
        ins.clone()
    };
    let tricks = (players_in.len() >= 2).then(|| {
        (0..n)
            .map(|s| {
                players_in
                    .contains(&s)
                    .then(|| t.taken().iter().filter(|k| k.winner == s as usize).count() as u8)
            })
            .collect()
    });
    let query = Query {
        rules: t.rules(),
        ask: Ask::DealScore(Deal {
            players: n,
            pot_before: setup.pot_before,
            in_seats: (!all_play).then_some(ins),
            tricks,
        }),
    };
    query
        .check()
        .expect("a deal-score position")
        .verdict()
        .answer
}

fn chips_and_pot(answer: &Answer) -> (Vec<i64>, i64) {
    let Answer::Record(parts) = answer else {
        panic!("a deal result is a record: {answer:?}");
    };
    let mut chips = Vec::new();
    let mut pot = 0;
    for (name, value) in parts {
        match (*name, value) {
            ("chips", Answer::IntList(v)) => chips = v.clone(),
            ("pot_after", Answer::Int(p)) => pot = *p,
            _ => panic!("unexpected part {name}"),
        }
    }
    (chips, pot)
}

/// Plays one deal with computer players: at every step the computer's action is legal
/// and the cards are conserved. With `exhaustive`, every legal action is also tried on a
/// copy and must be accepted, actions outside `legal()` must be refused, and the cards are
/// counted card by card at the deal and at the end.
fn play_checked(t: &mut VierAnderleTable, rng: &mut Rng, exhaustive: bool) {
    let cards = places(t);
    let k = t.setup().players.saturating_sub(9) as usize;
    assert_eq!(cards.1, 38 + 4 * k, "the pack of 2.3");
    if exhaustive {
        assert_eq!(census(t.all_cards()), cards, "the cards dealt");
    }
    let mut steps = 0;
    while let Some(act) = t.computer(rng) {
        let legal = t.legal();
        assert!(legal.contains(&act), "{act} is not among {legal:?}");
        if exhaustive {
            for a in &legal {
                let mut copy = t.clone();
                assert_eq!(copy.act(a), Ok(()), "legal {a} refused");
            }
            for a in not_legal(t, &legal) {
                let mut copy = t.clone();
                assert!(copy.act(&a).is_err(), "{a} accepted, but not legal");
                assert_eq!(copy.actions().len(), t.actions().len());
            }
        }
        t.act(&act)
            .unwrap_or_else(|r| panic!("computer {act} refused: {r:?}"));
        assert_eq!(places(t), cards, "cards after {act}");
        steps += 1;
        assert!(steps <= 13 + 52, "a deal that does not end");
    }
    assert!(t.legal().is_empty());
    if exhaustive {
        assert_eq!(census(t.all_cards()), cards, "the cards at the end");
    }
}

/// The deal written as a record (its setup and actions), read back and judged.
fn judged_record(t: &VierAnderleTable) -> Answer {
    let mut text = format!(
        "game: {}\ncases:\n  - id: self-played\n    kind: deal\n    position:\n",
        t.game().token()
    );
    for line in t.setup_yaml().lines() {
        text.push_str(&format!("      {line}\n"));
    }
    text.push_str("      actions:\n");
    for a in t.actions() {
        text.push_str(&format!("        - {a}\n"));
    }
    if t.actions().is_empty() {
        text.push_str("        []\n");
    }
    let qs = set::parse("self-played.yaml", &text).unwrap_or_else(|e| panic!("{e:?}\n{text}"));
    let case = &qs.cases[0];
    let question = case.question.as_ref().expect("a question");
    assert!(!matches!(question.expected, Some(Expected::Invalid)));
    question
        .query
        .as_ref()
        .expect("a valid deal")
        .verdict()
        .answer
}

fn run(rules: Rules, players: usize) {
    let options = TableOptions {
        players: Some(players),
    };
    let mut rng = Rng::new(0x5eed ^ (players as u64) << 8 ^ rules as u64);
    let mut deals = 0;
    let mut kinds = [0usize; 4]; // all-play, played in/out, lone, nobody
    while deals < DEALS {
        let mut t = VierAnderleTable::shuffled(rules, &options, 0, None, &mut rng)
            .expect("2 to 13 players");
        for _ in 0..CHAIN {
            // Every tenth deal tries every action at every step (a copy of the table per
            // action): at least 100 deals per rule set and table size.
            play_checked(&mut t, &mut rng, deals % 10 == 0);
            let outcome = t.outcome().expect("a finished deal has a result");
            let (chips, pot_after) = chips_and_pot(&outcome.answer);
            assert_eq!(outcome.answer, expected_score(&t), "{}", t.setup_yaml());
            let paid: i64 = chips.iter().sum();
            assert_eq!(paid + pot_after - t.setup().pot_before, 0, "chips balance");
            kinds[match outcome.reasons[0].rule {
                "vier-anderle.ended-all-play" => 0,
                "vier-anderle.ended-in-out" => 1,
                "vier-anderle.ended-lone-player" => 2,
                _ => 3,
            }] += 1;
            if deals % 50 == 0 {
                assert_eq!(judged_record(&t), outcome.answer);
            }
            deals += 1;
            match t.next(&mut rng) {
                Some(next) => t = next,
                None => break,
            }
        }
    }
    // Every kind of ending comes up at a real table (a lone player needs a pot first).
    assert!(
        kinds[0] > 0 && kinds[1] > 0,
        "{rules:?} {players}: {kinds:?}"
    );
}

macro_rules! sizes {
    ($($name:ident: $rules:expr, $players:expr;)*) => {$(
        #[test]
        fn $name() {
            run($rules, $players);
        }
    )*};
}

sizes! {
    original_2: Rules::Original, 2;
    original_3: Rules::Original, 3;
    original_4: Rules::Original, 4;
    original_5: Rules::Original, 5;
    original_6: Rules::Original, 6;
    original_7: Rules::Original, 7;
    original_8: Rules::Original, 8;
    original_9: Rules::Original, 9;
    original_10: Rules::Original, 10;
    original_11: Rules::Original, 11;
    original_12: Rules::Original, 12;
    original_13: Rules::Original, 13;
    japanisch_2: Rules::Japanisch, 2;
    japanisch_3: Rules::Japanisch, 3;
    japanisch_4: Rules::Japanisch, 4;
    japanisch_5: Rules::Japanisch, 5;
    japanisch_6: Rules::Japanisch, 6;
    japanisch_7: Rules::Japanisch, 7;
    japanisch_8: Rules::Japanisch, 8;
    japanisch_9: Rules::Japanisch, 9;
    japanisch_10: Rules::Japanisch, 10;
    japanisch_11: Rules::Japanisch, 11;
    japanisch_12: Rules::Japanisch, 12;
    japanisch_13: Rules::Japanisch, 13;
}

#[test]
fn a_new_table_through_the_shared_entry_is_a_fresh_all_play_deal() {
    let mut rng = Rng::new(11);
    let options = TableOptions { players: Some(6) };
    let mut t =
        tricktutor::rules::vier_anderle::table::new_table(Rules::Original, &options, &mut rng)
            .expect("six players");
    assert_eq!(t.to_act(), Some(0));
    assert!(t
        .setup_yaml()
        .starts_with("players: 6\npot_before_deal: 0\n"));
    let taken = tricktutor::rules::table::self_play(t.as_mut(), &mut rng);
    assert_eq!(taken, 24, "six players, four tricks, no declarations");
    assert!(t.outcome().is_some());
}
