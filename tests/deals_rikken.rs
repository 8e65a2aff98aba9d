//! Whole Rikken deals at the table (`../shared/rules/rikken.md`, "Whole deals"), played by
//! computer players at every seat: every deal ends, no computer action is refused, the 52
//! cards are conserved at every step, the referee accepts exactly the legal actions, the
//! result is the game's own `deal-score` for the deal's contract, declarer, partner and
//! tricks (the chips summing to zero), and a record written from a deal judges the same.

use tricktutor::cards::{Card, CardSet, Deck};
use tricktutor::lesson::set;
use tricktutor::rules::rikken::auction::State;
use tricktutor::rules::rikken::cards::{card, index};
use tricktutor::rules::rikken::table::new_table;
use tricktutor::rules::rikken::{Bid, Call, Query};
use tricktutor::rules::rng::Rng;
use tricktutor::rules::table::{self, Act, ActArg, Table, TableOptions};
use tricktutor::rules::{Answer, TrickCard};

/// Self-played deals per property. 10,000 in a release build; the debug test profile is
/// about ten times slower, so it plays fewer (never under 1,000) to keep this file within
/// a few seconds on one core.
const DEALS: u64 = if cfg!(debug_assertions) {
    1_200
} else {
    10_000
};
/// Deals whose every moment is tried with every candidate action, and deals written as
/// records and judged back (each costs far more than a self-played deal).
const PROBED: u64 = if cfg!(debug_assertions) { 40 } else { 400 };
const RECORDED: u64 = if cfg!(debug_assertions) { 80 } else { 800 };

fn fresh(seed: u64) -> (Box<dyn Table>, Rng) {
    let mut rng = Rng::new(seed);
    let t = new_table(&TableOptions::default(), &mut rng).expect("four players");
    (t, rng)
}

/// Every card of the deal where it is now: the hands, the trick, the tricks taken, the
/// face-down card in the trick by the identity its action gave. Each card once, all 52.
fn assert_conserved(t: &dyn Table) {
    let mut seen = CardSet::EMPTY;
    let mut count = 0;
    let mut add = |c: Card| {
        let ix = index(c);
        assert!(!seen.contains(ix), "{c} twice");
        seen.insert(ix);
        count += 1;
    };
    for s in 0..4 {
        t.hand(s).into_iter().for_each(&mut add);
    }
    let on_table = t
        .taken()
        .iter()
        .flat_map(|k| k.cards.clone())
        .chain(t.trick().into_iter().map(|(_, c)| c));
    for c in on_table {
        if let TrickCard::Face(c) = c {
            add(c);
        }
    }
    // A face-down lead is turned face up once its trick is complete (6.4): until then it
    // is known by the identity its action gave.
    let face_down = t.trick().iter().any(|&(_, c)| c == TrickCard::FaceDown);
    for a in t.actions() {
        if let ("face-down", ActArg::Card(c), true) = (a.verb, &a.arg, face_down) {
            add(*c);
        }
    }
    assert_eq!(count, 52);
}

/// Plays a deal with computer players, checking the cards after every action.
fn self_play_checked(t: &mut dyn Table, rng: &mut Rng) {
    assert_conserved(t);
    while let Some(act) = t.computer(rng) {
        if let Err(r) = t.act(&act) {
            panic!("computer action {act} refused: {r:?}");
        }
        assert_conserved(t);
        assert!(t.actions().len() < 200);
    }
}

/// The contract, declarers, partner and tricks of a finished deal, from its record alone
/// (the hands as dealt and the actions), and the chips `deal-score` gives them.
fn scored_from_record(hands: &[Vec<Card>; 4], actions: &[Act], tricks: [i64; 4]) -> [i64; 4] {
    let calls: Vec<Call> = actions
        .iter()
        .filter_map(|a| match (a.verb, &a.arg) {
            ("bid", ActArg::Token(t)) => Some(Call {
                seat: a.seat,
                bid: Bid::parse(t),
            }),
            _ => None,
        })
        .collect();
    let st = State::replay(&calls).expect("a legal auction");
    assert_eq!(st.next, None, "the auction ended");
    let holder = |c: Card| (0..4u8).find(|&s| hands[s as usize].contains(&c));
    let called = actions.iter().find_map(|a| match a.arg.part("card") {
        Some(ActArg::Card(c)) if a.verb == "call" => Some(*c),
        _ => None,
    });
    let mut net = [0i64; 4];
    let declarers = st.declarers();
    let queries: Vec<Query> = if declarers.is_empty() {
        vec![Query::DealScore {
            contract: None,
            declarer: None,
            partner: None,
            tricks: None,
        }]
    } else {
        declarers
            .iter()
            .map(|&(d, bid)| {
                let partner = match bid {
                    Bid::Rik | Bid::RikBeter => called.and_then(holder),
                    // 7.4: the ace the declarer lacks.
                    Bid::Troela => Deck::Rikken
                        .cards()
                        .into_iter()
                        .filter(|c| c.rank == tricktutor::cards::Rank::Ace)
                        .find(|a| !hands[d as usize].contains(a))
                        .and_then(holder),
                    _ => None,
                };
                Query::DealScore {
                    contract: Some(bid),
                    declarer: Some(d),
                    partner,
                    tricks: Some(tricks.to_vec()),
                }
            })
            .collect()
    };
    for q in queries {
        let v = q.check().expect("a possible deal score").verdict();
        let Answer::Ints(kv) = v.answer else {
            panic!("chips by seat")
        };
        for (k, n) in kv {
            net[k.parse::<usize>().unwrap()] += n;
        }
    }
    net
}

fn chips(answer: &Answer) -> [i64; 4] {
    let Answer::Ints(kv) = answer else {
        panic!("chips by seat: {answer}")
    };
    let mut out = [0; 4];
    for (k, n) in kv {
        out[k.parse::<usize>().unwrap()] = *n;
    }
    out
}

#[test]
fn self_played_deals_end_conserve_the_cards_and_score_as_deal_score() {
    let mut contracts = std::collections::BTreeMap::new();
    let mut face_down = 0;
    for seed in 0..DEALS {
        let (mut t, mut rng) = fresh(seed);
        let dealt: [Vec<Card>; 4] = std::array::from_fn(|s| t.hand(s as u8));
        self_play_checked(t.as_mut(), &mut rng);
        assert_eq!(t.to_act(), None);
        assert!(t.legal().is_empty());
        let o = t.outcome().expect("a finished deal has a result");
        let net = chips(&o.answer);
        assert_eq!(net.iter().sum::<i64>(), 0, "seed {seed}: {net:?}");
        let mut tricks = [0i64; 4];
        for k in t.taken() {
            tricks[k.winner] += 1;
        }
        let played = tricks.iter().sum::<i64>();
        assert!(played == 13 || played == 0, "all 13 tricks or none");
        assert_eq!(
            net,
            scored_from_record(&dealt, t.actions(), tricks),
            "seed {seed}"
        );
        assert!(o.scoring.is_some());
        let contract = o.reasons[0].arg("bid").map(|a| format!("{a:?}"));
        *contracts.entry(contract).or_insert(0) += 1;
        face_down += t.actions().iter().filter(|a| a.verb == "face-down").count();
    }
    // The computer players bid more than one kind of contract, pass some deals out, and
    // lead face down after a blind call.
    assert!(contracts.len() >= 5, "{contracts:?}");
    assert!(contracts.contains_key(&None), "no deal passed out");
    assert!(face_down > 0, "no face-down lead");
}

/// Every verb with arguments around the moment: all bid tokens, every trump, the calls of
/// aces and kings with every trump, and plays and face-down leads of the seat's cards and
/// of some other cards.
fn candidates(t: &dyn Table, seat: u8, rng: &mut Rng) -> Vec<Act> {
    let mut out = Vec::new();
    for b in tricktutor::rules::rikken::table::CALL_TOKENS {
        out.push(Act::new(seat, "bid", ActArg::Token(b)));
    }
    let suits = tricktutor::rules::rikken::table::SUIT_TOKENS;
    for s in suits {
        out.push(Act::new(seat, "trump", ActArg::Token(s)));
        for c in (0..4u8).flat_map(|x| [x * 13 + 12, x * 13 + 11]) {
            out.push(Act::new(
                seat,
                "call",
                ActArg::Parts(vec![
                    ("trump", ActArg::Token(s)),
                    ("card", ActArg::Card(card(c))),
                ]),
            ));
        }
    }
    let mut cards = t.hand(seat);
    cards.extend((0..4).map(|_| card(rng.below(52) as u8)));
    for c in cards {
        out.push(Act::play(seat, c));
        out.push(Act::new(seat, "face-down", ActArg::Card(c)));
    }
    out
}

/// The question of the moment is the game's own, and its answer lists what `legal()` does:
/// the bids of `bid-legal`, the cards of `legal-plays` (face-down leads aside).
fn assert_question_agrees(t: &dyn Table, legal: &[Act]) {
    let Some(q) = t.question() else {
        return;
    };
    let answer = q.verdict().answer;
    match (q.kind(), answer) {
        ("bid-legal", Answer::Tokens(mut bids)) => {
            let mut acts: Vec<&str> = legal
                .iter()
                .filter_map(|a| match a.arg {
                    ActArg::Token(b) if b != "pass" => Some(b),
                    _ => None,
                })
                .collect();
            bids.sort();
            acts.sort();
            assert_eq!(bids, acts);
        }
        ("legal-plays", Answer::Cards(mut cards)) => {
            let mut acts: Vec<Card> = legal
                .iter()
                .filter_map(|a| match (a.verb, &a.arg) {
                    ("play", ActArg::Card(c)) => Some(*c),
                    _ => None,
                })
                .collect();
            cards.sort();
            acts.sort();
            assert_eq!(cards, acts);
        }
        ("call-legal", Answer::Record(parts)) => {
            let Some((_, Answer::Cards(cards))) = parts.iter().find(|(k, _)| *k == "cards") else {
                panic!("the cards of call-legal")
            };
            assert_eq!(cards.len(), legal.len());
        }
        (kind, answer) => panic!("an unexpected question {kind}: {answer}"),
    }
}

#[test]
fn the_referee_accepts_exactly_the_legal_actions() {
    for seed in 0..PROBED {
        let (mut t, mut rng) = fresh(1_000_000 + seed);
        while let Some(seat) = t.to_act() {
            let legal = t.legal();
            assert!(!legal.is_empty());
            assert_question_agrees(t.as_ref(), &legal);
            for a in &legal {
                let mut copy = t.clone();
                assert_eq!(copy.act(a), Ok(()), "seed {seed}: {a}");
            }
            for a in candidates(t.as_ref(), seat, &mut rng) {
                if legal.contains(&a) {
                    continue;
                }
                let before = t.actions().len();
                let refused = t.act(&a);
                assert!(refused.is_err(), "seed {seed}: {a} is not legal");
                assert_eq!(t.actions().len(), before);
                assert_eq!(t.to_act(), Some(seat));
            }
            // Another seat never acts now.
            let other = legal[0].clone();
            let wrong = Act {
                seat: (seat + 1) % 4,
                ..other
            };
            assert_eq!(
                t.act(&wrong).unwrap_err().rule,
                table::NOT_YOUR_TURN,
                "seed {seed}"
            );
            let act = t.computer(&mut rng).expect("a computer action");
            assert!(legal.contains(&act), "seed {seed}: {act}");
            t.act(&act).unwrap();
        }
        let end = Act::new(0, "bid", ActArg::Token("pass"));
        assert_eq!(t.act(&end).unwrap_err().rule, table::DEAL_OVER);
    }
}

/// A record is a question set of kind `deal`: the setup, the actions, no answer.
fn record(t: &dyn Table) -> String {
    let mut out =
        String::from("game: rikken\ncases:\n  - id: played\n    kind: deal\n    position:\n");
    for line in t.setup_yaml().lines() {
        out.push_str(&format!("      {line}\n"));
    }
    out.push_str("      actions:\n");
    for a in t.actions() {
        out.push_str(&format!("        - {a}\n"));
    }
    out
}

#[test]
fn a_record_of_a_self_played_deal_judges_to_the_same_result() {
    for seed in 0..RECORDED {
        let (mut t, mut rng) = fresh(2_000_000 + seed);
        // Half the deals stop early: the record of an unfinished deal is `unfinished`.
        let stop = if seed % 2 == 0 {
            usize::MAX
        } else {
            (seed as usize * 7) % 50
        };
        while t.actions().len() < stop {
            let Some(a) = t.computer(&mut rng) else { break };
            t.act(&a).unwrap();
        }
        let text = record(t.as_ref());
        let qs = set::parse("played.yaml", &text).unwrap_or_else(|e| panic!("{e:?}\n{text}"));
        let q = qs.cases[0]
            .question
            .as_ref()
            .and_then(|q| q.query.clone())
            .unwrap_or_else(|| panic!("{:?}\n{text}", qs.cases[0].errors));
        let judged = q.verdict().answer;
        let expected = match t.outcome() {
            Some(o) => o.answer,
            None => Answer::Choice("unfinished"),
        };
        assert_eq!(judged, expected, "seed {seed}\n{text}");
    }
}

#[test]
fn a_session_of_deals_passes_the_deal_on_and_keeps_the_chips() {
    for seed in 0..40 {
        let (mut t, mut rng) = fresh(3_000_000 + seed);
        let mut total = [0i64; 4];
        for deal in 1..=8 {
            table::self_play(t.as_mut(), &mut rng);
            let net = chips(&t.outcome().expect("over").answer);
            for s in 0..4 {
                total[s] += net[s];
            }
            let standing = t.standing();
            assert!(standing.contains(&("deal", tricktutor::rules::Field::Int(deal))));
            t = t.next_deal(&mut rng).expect("Rikken has no end of game");
            // The players move one seat on: the one at seat s now sits at seat s + 3.
            total.rotate_left(1);
            let expect: Vec<Option<i64>> = total.iter().map(|&n| Some(n)).collect();
            assert!(
                t.standing()
                    .contains(&("chips", tricktutor::rules::Field::PerSeat(expect))),
                "seed {seed} deal {deal}"
            );
            assert_conserved(t.as_ref());
        }
        assert_eq!(total.iter().sum::<i64>(), 0);
    }
}

#[test]
fn a_seed_plays_the_same_deal_every_time() {
    for seed in 0..20 {
        let run = || {
            let (mut t, mut rng) = fresh(4_000_000 + seed);
            table::self_play(t.as_mut(), &mut rng);
            (t.setup_yaml(), t.actions().to_vec())
        };
        assert_eq!(run(), run(), "seed {seed}");
    }
}
