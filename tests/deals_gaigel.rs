//! Whole Gaigel deals at the table, played by the computer at every seat: every deal ends,
//! the referee accepts every computer action and every action it lists as legal, refuses
//! every action it does not list, keeps the 48 cards, and its result is what the game's own
//! scoring kinds (`deal-points`, `deal-score`) say about the deal. A record written from a
//! self-played deal reads back and judges to the same result.

use tricktutor::cards::{Card, Deck};
use tricktutor::lesson::set;
use tricktutor::rules::gaigel::table::{new_table, End, GaigelTable, Phase, Setup};
use tricktutor::rules::gaigel::{DealEnd, Event, Query};
use tricktutor::rules::rng::Rng;
use tricktutor::rules::table::{Act, ActArg, Table, TableOptions};
use tricktutor::rules::{Answer, PerTeam, Team, TrickCard};

/// Deals per run: 10,000 in release; in the debug test profile every check below costs
/// some 20 times more, so a tenth of them (never under 1,000) keeps the file within seconds.
/// Every deal is played to its end with every computer action refereed and its result
/// checked; in one deal in five the cards are counted at every step, and in one in ten
/// every action a player could try is tried at every step.
const DEALS: u64 = if cfg!(debug_assertions) {
    1_000
} else {
    10_000
};

/// A fresh deal from `seed`, at the concrete type (for its cards and totals).
fn fresh(seed: u64) -> (GaigelTable, Rng) {
    let mut rng = Rng::new(seed);
    let setup = Setup::shuffled(&mut rng, seed as u32 % 3, PerTeam { a: 0, b: 0 });
    (GaigelTable::new(setup).unwrap(), rng)
}

/// Every card is where exactly one of its two copies should be: 48 cards, 2 of each.
fn assert_conserved(t: &GaigelTable, seed: u64) {
    thread_local!(static PACK: Vec<Card> = Deck::Gaigel.cards());
    let pack = PACK.with(|p| p.clone());
    let mut counts = [0u8; 24];
    for c in t.all_cards() {
        let at = pack
            .iter()
            .position(|&p| p == c)
            .expect("a card of the pack");
        counts[at] += 1;
    }
    assert_eq!(counts, [2; 24], "seed {seed}");
}

/// Actions a player might try now, legal or not: every verb, every card of the pack.
fn tries(seat: u8) -> Vec<Act> {
    let mut out: Vec<Act> = [
        "pass",
        "knock",
        "claim",
        "dispute",
        "trump-seven-exchange",
        "five-sevens",
    ]
    .into_iter()
    .map(|v| Act::bare(seat, v))
    .collect();
    for c in Deck::Gaigel.cards() {
        out.push(Act::play(seat, c));
    }
    for &s in Deck::Gaigel.suits() {
        let k = Card::new(s, tricktutor::cards::Rank::King);
        let o = Card::new(s, tricktutor::cards::Rank::Ober);
        out.push(Act::new(seat, "marriage", ActArg::Cards(vec![k, o])));
        out.push(Act::new(seat, "marriage", ActArg::Cards(vec![k, k, o, o])));
    }
    out.push(Act::bare((seat + 1) % 4, "pass"));
    out
}

/// The `deal-score` position of the ended deal, worked out from the record alone: the
/// last actions say how it ended, the tricks taken and the totals say the rest.
fn deal_end_from_record(t: &GaigelTable) -> DealEnd {
    let acts = t.actions();
    let team = |seat: u8| {
        if seat.is_multiple_of(2) {
            Team::A
        } else {
            Team::B
        }
    };
    let totals = t.totals();
    let mut tricks = PerTeam { a: 0, b: 0 };
    for taken in t.taken() {
        if taken.winner.is_multiple_of(2) {
            tricks.a += 1
        } else {
            tricks.b += 1
        }
    }
    let end = DealEnd {
        event: Event::NoDeclaration,
        declarer: None,
        disputed: false,
        accused: None,
        claimant: None,
        points: Some(PerTeam {
            a: totals[0],
            b: totals[1],
        }),
        tricks: Some(tricks),
        carry: t.setup().carry,
    };
    let last = acts.last().unwrap();
    match last.verb {
        "five-sevens" => DealEnd {
            event: Event::Declare,
            declarer: Some(team(last.seat)),
            ..end
        },
        "claim" => DealEnd {
            event: Event::MissedDeclarationClaim,
            accused: Some(team(last.seat + 1)),
            claimant: Some(team(last.seat)),
            ..end
        },
        "dispute" => DealEnd {
            event: Event::Declare,
            declarer: Some(team(last.seat + 1)),
            disputed: true,
            ..end
        },
        _ => match acts.iter().rev().find(|a| a.verb == "knock") {
            Some(knock) => DealEnd {
                event: Event::Declare,
                declarer: Some(team(knock.seat)),
                ..end
            },
            None => end,
        },
    }
}

/// The team's captured cards and declarations, as `deal-points` counts them.
fn deal_points(t: &GaigelTable, team: usize) -> i64 {
    let captured: Vec<Card> = t
        .taken()
        .iter()
        .filter(|tk| tk.winner % 2 == team)
        .flat_map(|tk| tk.cards.iter())
        .map(|c| match c {
            TrickCard::Face(c) => *c,
            _ => unreachable!(),
        })
        .collect();
    let last = t.taken().len() == 12 && t.taken()[11].winner % 2 == team;
    let q = Query::DealPoints {
        trump: t.setup().turned.suit,
        captured,
        melds: t.melds(team).to_vec(),
        last_trick: last,
    };
    match q.check().unwrap().verdict().answer {
        Answer::Int(n) => n,
        other => panic!("{other:?}"),
    }
}

fn check_deal(seed: u64, thorough: bool, ends: &mut [usize; 4]) {
    let (mut t, mut rng) = fresh(seed);
    let forgetful = seed % 3 == 1;
    let mut steps = 0;
    while let Some(seat) = t.to_act() {
        if seed.is_multiple_of(5) {
            assert_conserved(&t, seed);
        }
        if thorough {
            let legal = t.legal();
            assert!(!legal.is_empty(), "seed {seed}");
            for act in &legal {
                let mut copy = t.clone();
                assert_eq!(copy.act(act), Ok(()), "seed {seed}: listed as legal: {act}");
            }
            // The decision's own question agrees with the referee: the legal-plays answer is
            // the cards listed as legal, a team's deal-points answer is its total.
            if let Some(q) = t.question() {
                match (q.kind(), q.verdict().answer) {
                    ("legal-plays", Answer::Cards(cards)) => {
                        let listed: Vec<Card> = legal
                            .iter()
                            .filter_map(|a| match a.arg {
                                ActArg::Card(c) => Some(c),
                                _ => None,
                            })
                            .collect();
                        assert!(Answer::Cards(cards).agrees_with(&Answer::Cards(listed)));
                    }
                    ("deal-points", Answer::Int(points)) => {
                        let totals = t.totals();
                        assert!(points == totals[0] as i64 || points == totals[1] as i64);
                    }
                    _ => {}
                }
            }
            // A refused action changes nothing, so it is tried on the deal itself.
            let before = t.actions().len();
            for act in tries(seat) {
                if !legal.contains(&act) {
                    assert!(
                        t.act(&act).is_err(),
                        "seed {seed}: not listed but taken: {act}"
                    );
                    assert_eq!(t.actions().len(), before, "seed {seed}");
                }
            }
        }
        let mut act = t.computer(&mut rng).unwrap();
        // In one deal in three the players forget to knock (a pass is always allowed): those
        // deals run on to missed declarations and claims; in some they forget to claim too,
        // until the end of play (where they remember or not), and the deal is played out.
        let at_end = matches!(t.phase(), Phase::EndStep { .. });
        let forgets = match act.verb {
            "knock" => forgetful && !(seed % 9 == 4 && at_end),
            "claim" => forgetful && seed % 9 != 1 && !(seed % 9 == 4 && at_end),
            _ => false,
        };
        if forgets {
            act = Act::bare(seat, "pass");
        }
        // Now and then a player knocks wrongly, before the first card: the computer
        // opponent counts and disputes it (8.2).
        if seed % 50 == 25 && t.actions().is_empty() {
            act = Act::bare(seat, "knock");
        }
        if let Err(reason) = t.act(&act) {
            panic!("seed {seed}: the computer's {act} was refused: {reason:?}");
        }
        steps += 1;
        assert!(steps < 2_000, "seed {seed}: a deal that does not end");
    }
    assert_conserved(&t, seed);
    assert!(t.legal().is_empty());
    assert!(t.computer(&mut rng).is_none());
    let outcome = t.outcome().expect("a finished deal has a result");
    // The totals are the deal-points of each team's tricks and declarations, whenever the
    // deal ended (at the 12th trick with the last-trick bonus).
    for team in 0..2 {
        assert_eq!(
            deal_points(&t, team),
            t.totals()[team] as i64,
            "seed {seed}"
        );
    }
    if seed % 50 == 25 {
        assert!(
            matches!(
                t.end(),
                Some(End::Knock {
                    disputer: Some(1),
                    ..
                })
            ),
            "seed {seed}: the wrong knock is disputed"
        );
    }
    if forgetful {
        ends[match t.end() {
            Some(End::Knock { .. }) => 0,
            Some(End::Claim { .. }) => 1,
            _ => 2,
        }] += 1;
        if t.taken().len() == 12 {
            ends[3] += 1;
        }
    }
    let scoring = Query::DealScore(deal_end_from_record(&t)).check().unwrap();
    assert!(
        scoring.verdict().answer.agrees_with(&outcome.answer),
        "seed {seed}: {} vs deal-score {}",
        outcome.answer,
        scoring.verdict().answer
    );
}

#[test]
fn computer_deals_end_legally_and_score_as_the_scoring_kinds_say() {
    // Two threads: the machine's cores are shared, and the deals are independent.
    let workers: Vec<_> = (0..2u64)
        .map(|w| {
            std::thread::spawn(move || {
                let mut ends = [0; 4];
                for seed in (w..DEALS).step_by(2) {
                    // Every action of one deal in ten is tried, legal or not.
                    check_deal(seed, seed.is_multiple_of(10), &mut ends);
                }
                ends
            })
        })
        .collect();
    let mut ends = [0; 4];
    for w in workers {
        let counted = w.join().unwrap();
        for (all, one) in ends.iter_mut().zip(counted) {
            *all += one;
        }
    }
    // The forgetful deals reach every ending: a knock (five 7s, or in the end-of-play
    // step), a claim, a void deal, and the 12th trick.
    assert!(ends.iter().all(|&n| n > 0), "{ends:?}");
}

#[test]
fn a_table_of_another_size_is_refused() {
    let mut rng = Rng::new(1);
    for n in [2, 3, 5, 6] {
        let options = TableOptions { players: Some(n) };
        assert!(new_table(&options, &mut rng).is_err(), "{n} players");
    }
    assert!(new_table(&TableOptions { players: Some(4) }, &mut rng).is_ok());
}

#[test]
fn a_self_played_deal_written_as_a_record_judges_to_the_same_result() {
    for seed in 0..10u64 {
        let mut rng = Rng::new(seed);
        let mut t = new_table(&TableOptions::default(), &mut rng).unwrap();
        tricktutor::rules::table::self_play(t.as_mut(), &mut rng);
        let answer = t.outcome().unwrap().answer;
        let setup: String = t
            .setup_yaml()
            .lines()
            .map(|l| format!("      {l}\n"))
            .collect();
        let actions: Vec<String> = t.actions().iter().map(|a| a.to_string()).collect();
        let text = format!(
            "game: gaigel\ncases:\n  - id: self-played\n    kind: deal\n    position:\n{setup}      actions: [{}]\n    answer: {answer}\n",
            actions.join(", ")
        );
        let qs = set::parse("self-played.yaml", &text).unwrap_or_else(|e| panic!("{e:?}\n{text}"));
        let q = qs.cases[0].question.as_ref().unwrap();
        let verdict = q.query.as_ref().unwrap().verdict();
        assert!(verdict.answer.agrees_with(&answer), "seed {seed}");
        assert!(matches!(
            q.expected,
            Some(tricktutor::lesson::Expected::Answer(_))
        ));
    }
}
