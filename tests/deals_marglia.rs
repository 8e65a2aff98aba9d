//! Whole Marglia and Maniglia deals at the table, played by computer players at every seat
//! (`../shared/rules/marglia.md`, sections 5, 6, 8, 9 and "Whole deals"), for every rule
//! set and table size: every deal finishes, no computer action is refused, the cards are
//! conserved at every step, the referee accepts exactly the legal actions, and the result
//! agrees with the spec's arithmetic and with the game's own scoring kinds. A record
//! written from a deal reads back and judges to the same result.

use tricktutor::cards::{Card, Rank};
use tricktutor::lesson::set;
use tricktutor::lesson::Expected;
use tricktutor::rules::marglia::table::DealTable;
use tricktutor::rules::marglia::{Query, Rules, SideTake, Table as Seating};
use tricktutor::rules::rng::Rng;
use tricktutor::rules::table::{Act, ActArg, Table};
use tricktutor::rules::{Answer, Field, TrickCard};

/// Deals per table. The debug test profile is some twenty times slower than release; the
/// full count runs in release (`cargo test --release`), a tenth of it in debug, so that the
/// file stays within a few seconds on one core.
const DEALS: u64 = if cfg!(debug_assertions) {
    1_000
} else {
    10_000
};
/// Of those, the deals in which every legal action and a set of illegal ones are tried at
/// every step (each try on a copy of the table).
const PROBED: u64 = 100;
/// Of those, the deals written as a record and judged again.
const RECORDED: u64 = 40;

/// Every table the two rule sets allow (sections 1 and 9).
fn tables() -> Vec<Seating> {
    let seat = |rules, players, partnerships| Seating {
        rules,
        players,
        partnerships,
    };
    vec![
        seat(Rules::Marglia, 4, true),
        seat(Rules::Maniglia, 3, false),
        seat(Rules::Maniglia, 4, true),
        seat(Rules::Maniglia, 4, false),
        seat(Rules::Maniglia, 5, false),
    ]
}

/// Section 4, written again from the spec: 7 = 5, A = 4, K = 3, J = 2, Q = 1, frilli 0.
fn value(c: Card) -> i64 {
    match c.rank {
        Rank::Num(7) => 5,
        Rank::Ace => 4,
        Rank::King => 3,
        Rank::Jack => 2,
        Rank::Queen => 1,
        _ => 0,
    }
}

fn is_frillo(c: Card) -> bool {
    matches!(c.rank, Rank::Num(2..=6))
}

fn faces(cards: &[TrickCard]) -> Vec<Card> {
    cards
        .iter()
        .map(|c| match c {
            TrickCard::Face(c) => *c,
            other => panic!("Marglia plays every card face up: {other:?}"),
        })
        .collect()
}

/// The trick's points: its card values and one for a frillo (section 4).
fn trick_points(cards: &[Card]) -> i64 {
    cards.iter().map(|&c| value(c)).sum::<i64>() + cards.iter().any(|&c| is_frillo(c)) as i64
}

/// Every card of the pack is in exactly one place: a hand, the trick, a trick taken, the
/// turned card while it lies apart, or (three players) out of the pack.
fn assert_conserved(t: &dyn Table, d: &DealTable, pack: &[Card]) {
    let mut all: Vec<Card> = (0..t.players() as u8).flat_map(|s| t.hand(s)).collect();
    all.extend(t.trick().into_iter().map(|(_, c)| faces(&[c])[0]));
    for taken in t.taken() {
        all.extend(faces(&taken.cards));
    }
    let turned = d.setup().turned;
    if !all.contains(&turned) {
        all.push(turned);
    }
    all.extend(d.setup().removed);
    let mut sorted = all.clone();
    sorted.sort();
    let mut want = pack.to_vec();
    want.sort();
    assert_eq!(sorted, want, "cards not conserved: {all:?}");
}

/// The cheap form of [`assert_conserved`], for every step of every deal: the cards in the
/// hands, the trick, the tricks taken, the turned card while it lies apart and the 2 taken
/// out number 40.
fn assert_counted(t: &dyn Table, d: &DealTable) {
    let n = t.players();
    let dealer = n as u8 - 1;
    let held: usize = (0..n as u8).map(|s| t.hand(s).len()).sum();
    let turned = TrickCard::Face(d.setup().turned);
    let apart = !t.hand(dealer).contains(&d.setup().turned)
        && !t.trick().iter().any(|&(_, c)| c == turned)
        && !t.taken().iter().any(|k| k.cards.contains(&turned));
    let total = held
        + t.trick().len()
        + t.taken().len() * n
        + apart as usize
        + d.setup().removed.is_some() as usize;
    assert_eq!(total, 40);
}

/// Tries every legal action (each accepted) and some that are not legal (each refused) on
/// copies of the table.
fn probe(t: &dyn Table) {
    let legal = t.legal();
    assert!(!legal.is_empty());
    for act in &legal {
        let mut copy = t.boxed_clone();
        assert_eq!(copy.act(act), Ok(()), "a legal action refused: {act}");
    }
    let seat = t.to_act().expect("a deal not over has a seat to act");
    // The decision is the game's own question, whose verdict agrees with the referee.
    let question = t.question().expect("every decision has its question");
    match question.kind() {
        "legal-plays" => {
            let cards: Vec<Card> = legal
                .iter()
                .map(|a| match a.arg {
                    ActArg::Card(c) => c,
                    _ => panic!("a card play: {a}"),
                })
                .collect();
            assert!(question.verdict().answer.agrees_with(&Answer::Cards(cards)));
        }
        "turnup-credit" => match question.verdict().answer {
            Answer::Record(parts) => {
                assert!(parts.contains(&("may_end_deal", Answer::Bool(true))))
            }
            other => panic!("{other}"),
        },
        other => panic!("an unexpected question {other}"),
    }
    // The situation shows the seat its own hand and no other.
    for (_, field) in t.situation(seat) {
        if let Field::AtSeat(s, _) = field {
            assert_eq!(s, seat);
        }
    }
    let mut illegal: Vec<Act> = Vec::new();
    // The cards of the seat to act, and one card of each other hand (which it does not
    // hold), played by the seat to act and by its owner out of turn.
    for card in t.hand(seat) {
        illegal.push(Act::play(seat, card));
    }
    for s in (0..t.players() as u8).filter(|&s| s != seat) {
        if let Some(&card) = t.hand(s).first() {
            illegal.push(Act::play(seat, card));
            illegal.push(Act::play(s, card));
        }
    }
    for verb in ["stop", "play_on"] {
        illegal.push(Act::bare(seat, verb));
        illegal.push(Act::bare((seat + 1) % t.players() as u8, verb));
    }
    illegal.push(Act::new(seat, "play", ActArg::Token("7")));
    for act in illegal.iter().filter(|a| !legal.contains(a)) {
        let mut copy = t.boxed_clone();
        assert!(copy.act(act).is_err(), "an illegal action accepted: {act}");
        assert_eq!(copy.actions().len(), t.actions().len());
    }
}

/// The result agrees with the spec's arithmetic, and with the scoring kinds asked directly.
fn assert_result(t: &dyn Table, d: &DealTable, seating: Seating) {
    let outcome = t.outcome().expect("a finished deal has a result");
    let taken = t.taken();
    let tricks: Vec<Vec<Card>> = taken.iter().map(|k| faces(&k.cards)).collect();
    let frillo_tricks = tricks
        .iter()
        .filter(|t| t.iter().any(|&c| is_frillo(c)))
        .count();
    let total: i64 = tricks.iter().map(|t| trick_points(t)).sum();
    if d.stopped() {
        assert!(taken.is_empty() && seating.partnerships);
    } else {
        assert_eq!(
            total,
            60 + frillo_tricks as i64,
            "section 4: 60 + frillo tricks"
        );
    }
    if seating.partnerships {
        let mut raw = [0i64; 2];
        let mut sides = [Vec::new(), Vec::new()];
        for (k, cards) in taken.iter().zip(&tricks) {
            raw[k.winner % 2] += trick_points(cards);
            sides[k.winner % 2].push(cards.clone());
        }
        let deduction = d.setup().deduction();
        let expected = Answer::Ints(vec![
            ("A", (raw[0] - deduction).max(0)),
            ("B", (raw[1] - deduction).max(0)),
        ]);
        assert!(outcome.answer.agrees_with(&expected), "{}", outcome.answer);
        let [a, b] = sides;
        let asked = Query::DealScore {
            table: seating,
            sides: vec![SideTake::Tricks(a), SideTake::Tricks(b)],
            both_given: false,
            deduction,
        }
        .check()
        .unwrap()
        .verdict()
        .answer;
        assert!(outcome.answer.agrees_with(&asked));
    } else {
        let per_seat: Vec<i64> = (0..seating.players as usize)
            .map(|seat| {
                let won: Vec<Vec<Card>> = taken
                    .iter()
                    .zip(&tricks)
                    .filter(|(k, _)| k.winner == seat)
                    .map(|(_, c)| c.clone())
                    .collect();
                let by_hand: i64 = won.iter().map(|t| trick_points(t)).sum();
                let asked = Query::CardPoints {
                    table: seating,
                    cards: None,
                    tricks: Some(won),
                }
                .check()
                .unwrap()
                .verdict()
                .answer;
                assert_eq!(asked, Answer::Int(by_hand));
                by_hand
            })
            .collect();
        assert_eq!(per_seat.iter().sum::<i64>(), total);
        assert_eq!(outcome.answer, Answer::IntList(per_seat));
    }
}

/// The deal written as a record (its setup and actions) reads back and judges the same.
fn assert_record_round_trip(t: &dyn Table, seating: Seating) {
    let outcome = t.outcome().unwrap();
    let actions: Vec<String> = t.actions().iter().map(|a| a.to_string()).collect();
    let mut text = format!(
        "game: {}\ncases:\n  - id: self-played\n    kind: deal\n    position:\n",
        seating.rules.token()
    );
    for line in t.setup_yaml().lines() {
        text.push_str(&format!("      {line}\n"));
    }
    text.push_str(&format!("      actions: [{}]\n", actions.join(", ")));
    text.push_str(&format!("    answer: {}\n", outcome.answer));
    let qs = set::parse("self-played.yaml", &text)
        .unwrap_or_else(|e| panic!("the record does not read back: {e:?}\n{text}"));
    let question = qs.cases[0].question.as_ref().expect("a question");
    let checked = question.query.as_ref().expect("a valid record");
    assert!(
        checked.verdict().answer.agrees_with(&outcome.answer),
        "{text}"
    );
    match &question.expected {
        Some(Expected::Answer(a)) => assert!(a.agrees_with(&outcome.answer)),
        other => panic!("the written answer reads back as {other:?}"),
    }
}

/// The deal of `seed`: a first deal, or (every other seed) the same cards at a moment of
/// the game with running scores drawn at random, so that the turned card's credit and the
/// option to stop (5.6, 5.7, the 29-point rule) meet every score.
fn deal_for(seating: Seating, seed: u64, rng: &mut Rng) -> DealTable {
    let first = DealTable::first_deal(seating, rng);
    if seed.is_multiple_of(2) {
        return first;
    }
    let mut setup = first.setup().clone();
    setup.dealer_side_score_before = rng.below(60) as i64;
    if seating.partnerships {
        setup.other_side_score_before = Some(rng.below(60) as i64);
        setup.deduction = Some(if rng.chance(20) { 45 } else { 35 });
    }
    assert_eq!(setup.problems(), Vec::new());
    DealTable::from_setup(setup)
}

fn play_deals(seating: Seating) {
    let pack = seating.rules.deck().cards();
    let mut stopped = 0;
    for seed in 0..DEALS {
        let mut rng = Rng::new(seed * 7919 + seating.players as u64);
        let d0 = deal_for(seating, seed, &mut rng);
        let mut t: Box<dyn Table> = Box::new(d0.clone());
        let check_every_step = seed < PROBED;
        let mut steps = 0;
        while let Some(act) = t.computer(&mut rng) {
            if check_every_step {
                assert_conserved(t.as_ref(), &d0, &pack);
                probe(t.as_ref());
            } else {
                assert_counted(t.as_ref(), &d0);
            }
            assert!(
                t.legal().contains(&act),
                "the computer chose {act}, not legal"
            );
            t.act(&act)
                .unwrap_or_else(|r| panic!("the referee refused a computer action {act}: {r:?}"));
            steps += 1;
            assert!(steps <= 100, "a deal that does not end");
        }
        assert_eq!(t.to_act(), None);
        assert!(t.legal().is_empty());
        // Replaying the actions on the deal as dealt reaches the same end.
        let mut again = d0.clone();
        for act in t.actions() {
            again.act(act).unwrap();
        }
        assert!(again.is_over());
        stopped += again.stopped() as u32;
        assert_conserved(t.as_ref(), &again, &pack);
        assert_result(t.as_ref(), &again, seating);
        if seed < RECORDED || again.stopped() && stopped <= 5 {
            assert_record_round_trip(t.as_ref(), seating);
        }
    }
    // The option to stop arises only in Marglia (13.5); its computer players take it up
    // when it is good for the side, so some deals end that way.
    if seating.rules.deal_may_be_stopped() {
        assert!(stopped > 0, "no deal was stopped");
    } else {
        assert_eq!(stopped, 0);
    }
}

#[test]
fn marglia_four_in_partnerships() {
    play_deals(tables()[0]);
}

#[test]
fn maniglia_three_alone() {
    play_deals(tables()[1]);
}

#[test]
fn maniglia_four_in_partnerships() {
    play_deals(tables()[2]);
}

#[test]
fn maniglia_four_alone() {
    play_deals(tables()[3]);
}

#[test]
fn maniglia_five_alone() {
    play_deals(tables()[4]);
}

/// Whole games with partners (8.2): as many deals as players, each dealt by the previous
/// dealer's right-hand neighbour, the running scores carried from side to side, and the
/// last deal's standing naming the winner or a draw.
#[test]
fn whole_games_end_after_as_many_deals_as_players() {
    for seating in [tables()[0], tables()[2]] {
        for seed in 0..100 {
            let mut rng = Rng::new(seed);
            let mut t: Box<dyn Table> = Box::new(DealTable::first_deal(seating, &mut rng));
            // Running scores by fixed partnership: the first deal's A (seats 0 and 2) and B.
            let mut scores = [0i64; 2];
            let mut deals = 0;
            loop {
                tricktutor::rules::table::self_play(t.as_mut(), &mut rng);
                deals += 1;
                let running = t
                    .standing()
                    .into_iter()
                    .find_map(|(k, f)| match (k, f) {
                        ("running_score", Field::PerTeam(p)) => Some([p.a as i64, p.b as i64]),
                        _ => None,
                    })
                    .expect("a running score");
                // The first deal's side A is this deal's A on odd deals, B on even ones.
                let now = if deals % 2 == 1 {
                    running
                } else {
                    [running[1], running[0]]
                };
                // A running score never goes down (8.2).
                assert!(
                    now[0] >= scores[0] && now[1] >= scores[1],
                    "{scores:?} → {now:?}"
                );
                scores = now;
                match t.next_deal(&mut rng) {
                    Some(next) => t = next,
                    None => break,
                }
            }
            assert_eq!(deals, 4);
            let result = t
                .standing()
                .into_iter()
                .find(|(k, _)| *k == "game_result")
                .map(|(_, f)| f);
            // After the fourth deal the letters are those of deal 4 (A = the first
            // deal's B): the higher total wins, equal totals draw.
            let expected = match scores[1].cmp(&scores[0]) {
                std::cmp::Ordering::Greater => Field::Team(tricktutor::rules::Team::A),
                std::cmp::Ordering::Less => Field::Team(tricktutor::rules::Team::B),
                std::cmp::Ordering::Equal => Field::Token("draw"),
            };
            assert_eq!(result, Some(expected));
        }
    }
}
