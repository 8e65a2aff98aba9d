//! Whole Perlaggen deals played by computer players at every seat, refereed by the table
//! (`src/rules/perlaggen/table`): every deal finishes, no computer action is refused, the
//! 33 cards are all there at every step, the referee accepts exactly what `legal()` lists,
//! and the result is what the game's own scoring kinds (`deal-score`, `game-winner`) say
//! of the figures as the deal decided them. A self-played deal written as a record reads
//! back and judges to the same result.

use tricktutor::cards::{Card, Deck};
use tricktutor::lesson::set;
use tricktutor::rules::perlaggen::figures::Figure;
use tricktutor::rules::perlaggen::score::How;
use tricktutor::rules::perlaggen::table::{normalised, PerlaggenTable, VERBS};
use tricktutor::rules::perlaggen::Query;
use tricktutor::rules::rng::Rng;
use tricktutor::rules::table::{Act, ActArg, ArgShape, Table, TableOptions};
use tricktutor::rules::{Answer, Team};

/// Deals per run: 10,000 in release; the debug test profile is slower by far, so it plays
/// 2,000 there to stay within a few seconds on one core.
const DEALS: u64 = if cfg!(debug_assertions) {
    1_500
} else {
    10_000
};
/// Deals whose every step is checked against every legal action (each one tried on a
/// copy of the table): the costly check, on a part of the deals. In the others a step in
/// ten is checked against random actions.
const FULLY_CHECKED: u64 = 20;

fn sorted_pack() -> Vec<Card> {
    let mut p = Deck::Perlaggen.cards();
    p.sort();
    p
}

/// A random action of the seat to act, of any verb and argument shape: mostly illegal.
fn random_act(t: &dyn Table, rng: &mut Rng) -> Option<Act> {
    let seat = t.to_act()?;
    let verb = VERBS[rng.below(VERBS.len() as u32) as usize];
    let pack = Deck::Perlaggen.cards();
    let any_card = |rng: &mut Rng| pack[rng.below(pack.len() as u32) as usize];
    let arg = match verb.arg {
        ArgShape::None => ActArg::None,
        ArgShape::Card => ActArg::Card(any_card(rng)),
        ArgShape::Play => {
            let c = any_card(rng);
            if rng.chance(50) {
                ActArg::Card(c)
            } else {
                ActArg::Baptised {
                    card: c,
                    identity: any_card(rng),
                }
            }
        }
        ArgShape::Int { min, max } => ActArg::Int(min + rng.below((max - min + 1) as u32) as i64),
        ArgShape::Token(tokens) => ActArg::Token(tokens[rng.below(tokens.len() as u32) as usize]),
        ArgShape::Cards | ArgShape::Parts(_) => return None,
    };
    Some(Act::new(seat, verb.name, arg))
}

/// The checks of one step: the cards, and the referee against `legal()`.
fn check_step(t: &PerlaggenTable, full: bool, rng: &mut Rng) {
    let mut cards = t.cards_everywhere();
    cards.sort();
    assert_eq!(cards, sorted_pack(), "the 33 cards, each once");
    if !full && !rng.chance(10) {
        return;
    }
    let legal = t.legal();
    assert!(!legal.is_empty(), "a seat to act has something to do");
    if full {
        for a in &legal {
            let mut copy = t.clone();
            assert!(copy.act(a).is_ok(), "a legal action is accepted: {a}");
        }
    }
    // Random actions: accepted exactly when listed.
    for _ in 0..if full { 20 } else { 2 } {
        if let Some(a) = random_act(t, rng) {
            let mut copy = t.clone();
            let listed = legal.contains(&normalised(&a));
            assert_eq!(copy.act(&a).is_ok(), listed, "{a}: listed {listed}");
        }
    }
    // Out of turn is refused.
    if let Some(seat) = t.to_act() {
        if let Some(a) = legal.first() {
            let mut copy = t.clone();
            let other = Act::new((seat + 1) % 4, a.verb, a.arg.clone());
            assert_eq!(
                copy.act(&other).unwrap_err().rule,
                tricktutor::rules::table::NOT_YOUR_TURN
            );
        }
    }
}

/// The result agrees with `deal-score` on the deal's figures and with `game-winner` on
/// the running score; the Spiel's record agrees with the tricks.
fn check_result(t: &PerlaggenTable, before: [i64; 2]) {
    let outcome = t.outcome().expect("a finished deal");
    let Some(records) = t.records() else {
        // Only a claim at 17–17 ends a deal without figures.
        assert_eq!(outcome.answer, Answer::Ints(vec![("A", 0), ("B", 0)]));
        assert!(t.game_winner().is_some());
        return;
    };
    let score = Query::DealScore {
        records: records.clone(),
    }
    .check()
    .expect("consistent records")
    .verdict();
    assert_eq!(outcome.answer, score.answer);
    let winner = Query::GameWinner {
        before,
        records: records.clone(),
    }
    .check()
    .expect("consistent records")
    .verdict()
    .answer;
    let expected = match t.game_winner() {
        Some(Team::A) => "A",
        Some(Team::B) => "B",
        None => "none",
    };
    assert_eq!(winner, Answer::Choice(expected));
    // The Spiel: won by the team of three tricks unless it was conceded.
    let spiel = records.iter().find(|r| r.figure == Figure::Spiel).unwrap();
    let mut tricks = [0; 2];
    for taken in t.taken() {
        tricks[taken.winner % 2] += 1;
    }
    if spiel.how != How::Conceded && spiel.proof.is_none() {
        let team = if tricks[0] == 3 { Team::A } else { Team::B };
        assert!(tricks.contains(&3), "{tricks:?}");
        assert_eq!(spiel.winner, Some(team));
    }
    let Answer::Ints(points) = &outcome.answer else {
        panic!("{}", outcome.answer)
    };
    let totals = t.totals_after().unwrap();
    assert_eq!(totals, [before[0] + points[0].1, before[1] + points[1].1]);
}

fn play_deals(seed: u64, count: u64) -> (usize, usize) {
    let mut rng = Rng::new(seed);
    let mut actions = 0;
    let mut shows = 0;
    for n in 0..count {
        // Every running score below 18, and 17–17 (the claims of 11.4) often.
        let before = if n % 8 == 0 {
            [17, 17]
        } else {
            [rng.below(18) as i64, rng.below(18) as i64]
        };
        let mut t = PerlaggenTable::shuffled(&mut rng, before);
        let full = n < FULLY_CHECKED;
        while let Some(act) = t.computer(&mut rng) {
            check_step(&t, full, &mut rng);
            if let Err(reason) = t.act(&act) {
                panic!("deal {n}: the referee refused {act}: {reason:?}");
            }
            actions += 1;
            if act.verb == "contest" {
                shows += 1;
            }
            assert!(t.actions().len() < 500, "a deal that does not end");
        }
        let mut cards = t.cards_everywhere();
        cards.sort();
        assert_eq!(cards, sorted_pack());
        check_result(&t, before);
    }
    (actions, shows)
}

#[test]
fn computer_deals_finish_legally_and_score_as_the_scoring_kinds_say() {
    // Two threads, each with its own seed and half the deals.
    let halves: Vec<_> = (0..2u64)
        .map(|i| std::thread::spawn(move || play_deals(2026 + i, DEALS / 2)))
        .collect();
    let (mut actions, mut shows) = (0, 0);
    for h in halves {
        let (a, s) = h.join().expect("no failed deal");
        actions += a;
        shows += s;
    }
    assert!(actions as u64 > DEALS * 20, "{actions} actions");
    assert!(shows > 0, "the computer players contest in the show");
}

#[test]
fn the_usual_table_has_four_seats_and_no_other_count() {
    let mut rng = Rng::new(1);
    let t = tricktutor::rules::perlaggen::table::new_table(&TableOptions::default(), &mut rng)
        .ok()
        .unwrap();
    assert_eq!(t.players(), 4);
    assert_eq!(
        t.to_act(),
        Some(2),
        "the cutter, on the dealer's right, acts first"
    );
    for n in [2, 3, 6] {
        let options = TableOptions { players: Some(n) };
        assert!(tricktutor::rules::perlaggen::table::new_table(&options, &mut rng).is_err());
    }
}

#[test]
fn a_self_played_deal_written_as_a_record_judges_to_the_same_result() {
    let mut rng = Rng::new(77);
    for _ in 0..20 {
        let mut t = PerlaggenTable::shuffled(&mut rng, [4, 9]);
        tricktutor::rules::table::self_play(&mut t, &mut rng);
        let outcome = t.outcome().unwrap();
        let setup: String = t
            .setup_yaml()
            .lines()
            .map(|l| format!("      {l}\n"))
            .collect();
        let actions: Vec<String> = t.actions().iter().map(|a| a.to_string()).collect();
        let text = format!(
            "game: perlaggen\ncases:\n  - id: self-played\n    kind: deal\n    position:\n{setup}      actions: [{}]\n    answer: {}\n",
            actions.join(", "),
            outcome.answer
        );
        let qs = set::parse("self-played.yaml", &text).unwrap_or_else(|e| panic!("{e:?}\n{text}"));
        let case = &qs.cases[0];
        assert!(case.errors.is_empty(), "{:?}", case.errors);
        let q = case.question.as_ref().unwrap();
        let verdict = q.query.as_ref().unwrap().verdict();
        assert_eq!(verdict.answer, outcome.answer);
        assert_eq!(verdict.reasons, outcome.reasons);
    }
}
