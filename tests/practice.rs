//! The practice generator: for every game and topic, 1,000 seeded
//! questions are valid positions, decided by the topic's clause, refute one of its wrong
//! beliefs, and between them meet every rule of the topic.

use std::collections::BTreeSet;
use tricktutor::practice::generate::generate;
use tricktutor::practice::topics::{topics, Topic};
use tricktutor::rules::rng::Rng;
use tricktutor::rules::Game;
use tricktutor::rules::Position;

/// One test per game, so that the test harness spreads the games over the cores.
macro_rules! every_topic_of {
    ($($name:ident: $game:expr,)*) => {$(
        #[test]
        fn $name() {
            every_topic_generates_valid_discriminating_questions_covering_its_rules($game);
        }
    )*};
}

every_topic_of! {
    gaigel_topics: Game::Gaigel,
    rikken_topics: Game::Rikken,
    marglia_topics: Game::Marglia,
    maniglia_topics: Game::Maniglia,
    vier_anderle_topics: Game::VierAnderle,
    japanisch_topics: Game::JapanischVierAnderle,
    perlaggen_topics: Game::Perlaggen,
}

#[test]
fn every_game_has_its_topic_test() {
    assert_eq!(
        Game::ALL.len(),
        7,
        "a game was added: give it a line in every_topic_of!"
    );
}

fn every_topic_generates_valid_discriminating_questions_covering_its_rules(game: Game) {
    // Each topic on a thread of its own: a game's topics are independent.
    std::thread::scope(|s| {
        for topic in topics(game) {
            s.spawn(move || topic_generates_valid_questions(game, topic));
        }
    });
}

fn topic_generates_valid_questions(game: Game, topic: Topic) {
    let mut rng = Rng::new(0x5eed ^ topic.id.len() as u64);
    let mut met = BTreeSet::new();
    for i in 0..1000 {
        let g = generate(game, Some(&topic), &mut rng)
            .unwrap_or_else(|| panic!("{}/{}: nothing after {i}", game.token(), topic.id));
        assert_eq!(g.topic, topic);
        // Checked when generated; checked again here, from the position itself.
        let problems = g.query.query().problems();
        assert!(problems.is_empty(), "{problems:?}");
        assert_eq!(g.query.kind(), topic.kind);
        let v = g.query.verdict();
        // Discriminating: a wrong belief of the topic answers otherwise, in the
        // answer's own shape (a learner can give that answer).
        assert!(!g.mistakes.is_empty(), "{}/{}", game.token(), topic.id);
        for (belief, wrong) in &g.mistakes {
            assert!(topic.beliefs.contains(belief));
            assert!(!wrong.agrees_with(&v.answer), "{belief:?}: {wrong:?}");
            assert_eq!(
                std::mem::discriminant(wrong),
                std::mem::discriminant(&v.answer)
            );
        }
        for r in v.reasons.iter().chain(v.cards.iter().map(|c| &c.reason)) {
            if topic.rules.contains(&r.rule) {
                met.insert(r.rule);
            }
        }
    }
    let missing: Vec<_> = topic.rules.iter().filter(|r| !met.contains(*r)).collect();
    assert!(
        missing.is_empty(),
        "{}/{}: never met {missing:?}",
        game.token(),
        topic.id
    );
}

#[test]
fn the_same_seed_gives_the_same_questions() {
    for &game in Game::ALL {
        let a: Vec<_> = {
            let mut rng = Rng::new(7);
            (0..20)
                .map(|_| generate(game, None, &mut rng).unwrap().query)
                .collect()
        };
        let b: Vec<_> = {
            let mut rng = Rng::new(7);
            (0..20)
                .map(|_| generate(game, None, &mut rng).unwrap().query)
                .collect()
        };
        assert_eq!(a, b);
    }
}

/// A learner who always misses one topic and always gets the others right, reviewing every
/// day for two months: the missed topic comes back far more often.
#[test]
fn a_topic_the_learner_keeps_missing_comes_back_sooner() {
    use tricktutor::practice::schedule::{is_due, review};
    use tricktutor::progress::{Outcome, TopicMemory};
    let topics = ["missed", "known-1", "known-2"];
    let mut memory: Vec<Option<TopicMemory>> = vec![None; 3];
    let mut asked = [0u32; 3];
    let start = 1_800_000_000i64;
    // Several sittings a day, every day.
    for sitting in 0..(60 * 4) {
        let now = start + sitting * 6 * 3600;
        for (i, m) in memory.iter_mut().enumerate() {
            if m.as_ref().is_none_or(|m| is_due(m, now)) {
                let outcome = if topics[i] == "missed" {
                    Outcome::Retried
                } else {
                    Outcome::FirstTry
                };
                *m = Some(review(m.as_ref(), outcome, now));
                asked[i] += 1;
            }
        }
    }
    assert!(asked[0] > 3 * asked[1], "{asked:?}");
    assert!(asked[0] > 3 * asked[2], "{asked:?}");
    let end = start + 60 * 86_400;
    let due = |i: usize| memory[i].as_ref().unwrap().due;
    assert!(due(0) < due(1) && due(0) < due(2));
    assert!(due(1) > end, "a known topic is not due again soon");
}

/// A lesson that declares a topic has questions the topic's clause decides.
#[test]
fn every_declared_lesson_topic_is_practised_by_its_questions() {
    use tricktutor::lesson::library::Library;
    use tricktutor::practice::topics::find;
    let lib = Library::load(&[], true, tricktutor::practice::topics::ids).unwrap();
    let mut declared = 0;
    for folder in &lib.games {
        for l in &folder.manifest.lessons {
            let lesson = folder.lesson(&l.id).unwrap().unwrap();
            for id in &lesson.topics {
                declared += 1;
                let topic = find(lesson.game, id).unwrap();
                // A scripted deal's decision practises the topics it lists.
                let hits = lesson
                    .questions()
                    .filter(|q| q.query.as_ref().is_some_and(|x| topic.decided(x)))
                    .count()
                    + lesson
                        .deals()
                        .flat_map(|d| &d.decisions)
                        .filter(|d| d.topics.contains(id))
                        .count();
                assert!(
                    hits > 0,
                    "{}/{}: no question practises {id}",
                    folder.game.token(),
                    l.id
                );
            }
        }
    }
    assert!(declared >= 50, "only {declared} topics declared");
}

/// Every generated question of every game, written as a question set and read back by the
/// reader `judge` uses, is accepted for that game and answered as it was generated: a
/// variant's drills are in its own pack, at its own tables, under its own rules.
mod judged {
    use tricktutor::cards::{tokens, Card};
    use tricktutor::lesson::set::parse;
    use tricktutor::practice::generate::generate;
    use tricktutor::practice::topics::topics;
    use tricktutor::rules::perlaggen::betting::AUS;
    use tricktutor::rules::perlaggen::cards::Played;
    use tricktutor::rules::perlaggen::score::{FigureRecord, How};
    use tricktutor::rules::rng::Rng;
    use tricktutor::rules::{
        gaigel, marglia, perlaggen, rikken, vier_anderle, Game, PerTeam, Query, Team,
    };

    fn list(cards: &[Card]) -> String {
        format!("[{}]", tokens(cards))
    }

    fn per_team(p: PerTeam<u32>) -> String {
        format!("{{A: {}, B: {}}}", p.a, p.b)
    }

    fn team(t: Team) -> &'static str {
        t.token()
    }

    /// A played Perlaggen card: `PHYSICAL@IDENTITY` when a wild card stands for another.
    fn played(p: &[Played]) -> String {
        let items: Vec<String> = p
            .iter()
            .map(|x| {
                if x.card == x.identity {
                    tokens(&[x.card])
                } else {
                    format!("{}@{}", tokens(&[x.card]), tokens(&[x.identity]))
                }
            })
            .collect();
        format!("[{}]", items.join(", "))
    }

    fn hands(h: &[(u8, Vec<Played>)]) -> String {
        let items: Vec<String> = h
            .iter()
            .map(|(s, c)| format!("{s}: {}", played(c)))
            .collect();
        format!("{{{}}}", items.join(", "))
    }

    fn figures(records: &[FigureRecord]) -> String {
        let items: Vec<String> = records
            .iter()
            .map(|r| {
                let value = if r.value == AUS {
                    "AUS".to_string()
                } else {
                    r.value.to_string()
                };
                let how = match r.how {
                    How::Conceded => "conceded",
                    How::Held => "held",
                    How::Unbet => "unbet",
                };
                let mut s = format!(
                    "{}: {{value: {value}, winner: {}, how: {how}",
                    r.figure.token(),
                    r.winner.map_or("tie", team)
                );
                if let Some(p) = r.proof {
                    s += &format!(", proof: {p}");
                }
                if let Some(o) = r.order {
                    s += &format!(", order: {o}");
                }
                s + "}"
            })
            .collect();
        format!("{{{}}}", items.join(", "))
    }

    fn auction(calls: &[rikken::Call]) -> String {
        let items: Vec<String> = calls
            .iter()
            .map(|c| {
                format!(
                    "{{seat: {}, call: {}}}",
                    c.seat,
                    c.bid.map_or("pass", |b| b.token())
                )
            })
            .collect();
        format!("[{}]", items.join(", "))
    }

    fn rikken_trick(t: &rikken::Trick) -> String {
        let mut items: Vec<String> = Vec::new();
        if t.face_down {
            items.push("face-down".into());
        }
        items.extend(t.cards.iter().map(|&c| tokens(&[c])));
        format!("[{}]", items.join(", "))
    }

    fn rikken_trump(t: rikken::Trump) -> String {
        t.map_or("none".into(), |s| s.token().to_string())
    }

    /// The position's fields as a YAML flow mapping, in the form of `lessons/README.md`.
    fn position(q: &Query) -> String {
        let fields: Vec<String> = match q {
            Query::Gaigel(g) => {
                use gaigel::Query as G;
                match g {
                    G::LegalPlays {
                        trump,
                        stock_empty,
                        trick,
                        hand,
                    } => vec![
                        format!("trump: {}", trump.token()),
                        format!("stock_empty: {stock_empty}"),
                        format!("trick: {}", list(trick)),
                        format!("hand: {}", list(hand)),
                    ],
                    G::TrickWinner { trump, trick } => vec![
                        format!("trump: {}", trump.token()),
                        format!("trick: {}", list(trick)),
                    ],
                    G::CardPoints { cards, last_trick } => vec![
                        format!("cards: {}", list(cards)),
                        format!("last_trick: {last_trick}"),
                    ],
                    G::MeldPoints {
                        trump,
                        declaration,
                        cards,
                    } => vec![
                        format!("trump: {}", trump.token()),
                        format!("declaration: {}", declaration.token()),
                        format!("cards: {}", list(cards)),
                    ],
                    G::DealPoints {
                        trump,
                        captured,
                        melds,
                        last_trick,
                    } => {
                        let m: Vec<String> = melds
                            .iter()
                            .map(|(d, c)| {
                                format!("{{declaration: {}, cards: {}}}", d.token(), list(c))
                            })
                            .collect();
                        vec![
                            format!("trump: {}", trump.token()),
                            format!("captured: {}", list(captured)),
                            format!("melds: [{}]", m.join(", ")),
                            format!("last_trick: {last_trick}"),
                        ]
                    }
                    G::DeclarationAllowed {
                        trump,
                        declaration,
                        cards,
                        context: c,
                    } => {
                        let suits: Vec<&str> = c.declared_suits.iter().map(|s| s.token()).collect();
                        vec![
                            format!("trump: {}", trump.token()),
                            format!("declaration: {}", declaration.token()),
                            format!("cards: {}", list(cards)),
                            format!("role: {}", gaigel::Role::TOKENS[c.role as usize]),
                            format!("winner_declared: {}", c.winner_declared),
                            format!("drawn: {}", c.drawn),
                            format!("stock_empty: {}", c.stock_empty),
                            format!("declared_suits: [{}]", suits.join(", ")),
                            format!("player_has_won_trick: {}", c.player_has_won_trick),
                            format!("team_has_won_trick: {}", c.team_has_won_trick),
                            format!("turned_card_on_table: {}", c.turned_card_on_table),
                        ]
                    }
                    G::DealScore(e) => {
                        let mut v = vec![
                            format!("event: {}", gaigel::Event::TOKENS[e.event as usize]),
                            format!("disputed: {}", e.disputed),
                            format!("carry: {}", e.carry),
                        ];
                        v.extend(e.declarer.map(|t| format!("declarer: {}", team(t))));
                        v.extend(e.accused.map(|t| format!("accused: {}", team(t))));
                        v.extend(e.claimant.map(|t| format!("claimant: {}", team(t))));
                        v.extend(e.points.map(|p| format!("points: {}", per_team(p))));
                        v.extend(e.tricks.map(|p| format!("tricks: {}", per_team(p))));
                        v
                    }
                    G::GameWinner {
                        game_points,
                        awarded,
                    } => vec![
                        format!("game_points: {}", per_team(*game_points)),
                        format!("awarded: {}", per_team(*awarded)),
                    ],
                    G::DrawOrder(p) => vec![
                        format!("after_trick: {}", p.trick),
                        format!("winner: {}", p.winner),
                    ],
                    other => panic!("not a drilled position: {other:?}"),
                }
            }
            Query::Rikken(r) => {
                use rikken::Query as R;
                match r {
                    R::LegalPlays {
                        contract,
                        trump,
                        called,
                        blind,
                        trick,
                        hand,
                    } => {
                        let mut v = vec![
                            format!("contract: {}", contract.token()),
                            format!("blind: {blind}"),
                            format!("trick: {}", rikken_trick(trick)),
                            format!("hand: {}", list(hand)),
                        ];
                        v.extend(trump.map(|t| format!("trump: {}", rikken_trump(t))));
                        v.extend(called.map(|c| format!("called: {}", tokens(&[c]))));
                        v
                    }
                    R::TrickWinner {
                        contract,
                        trump,
                        called,
                        blind,
                        trick,
                    } => {
                        let mut v = vec![
                            format!("contract: {}", contract.token()),
                            format!("trump: {}", rikken_trump(*trump)),
                            format!("blind: {blind}"),
                            format!("trick: {}", rikken_trick(trick)),
                        ];
                        v.extend(called.map(|c| format!("called: {}", tokens(&[c]))));
                        v
                    }
                    R::BidLegal {
                        hand,
                        auction: a,
                        to_act,
                    } => vec![
                        format!("hand: {}", list(hand)),
                        format!("auction: {}", auction(a)),
                        format!("to_act: {to_act}"),
                    ],
                    R::BidAllowed {
                        hand,
                        auction: a,
                        to_act,
                        bid,
                    } => vec![
                        format!("hand: {}", list(hand)),
                        format!("auction: {}", auction(a)),
                        format!("to_act: {to_act}"),
                        format!("bid: {}", bid.map_or("pass", |b| b.token())),
                    ],
                    R::AuctionResult { auction: a } => vec![format!("auction: {}", auction(a))],
                    R::CallLegal {
                        contract,
                        trump,
                        hand,
                    } => vec![
                        format!("contract: {}", contract.token()),
                        format!("trump: {}", trump.token()),
                        format!("hand: {}", list(hand)),
                    ],
                    R::DealScore {
                        contract,
                        declarer,
                        partner,
                        tricks,
                    } => {
                        let mut v = vec![format!(
                            "contract: {}",
                            contract.map_or("none", |b| b.token())
                        )];
                        v.extend(declarer.map(|d| format!("declarer: {d}")));
                        v.extend(partner.map(|p| format!("partner: {p}")));
                        v.extend(tricks.as_ref().map(|t| format!("tricks: {t:?}")));
                        v
                    }
                    other => panic!("not a drilled position: {other:?}"),
                }
            }
            Query::Marglia(m) => {
                use marglia::Query as M;
                let t = m.table();
                let mut v = vec![
                    format!("players: {}", t.players),
                    format!("partnerships: {}", t.partnerships),
                ];
                match m {
                    M::LegalPlays {
                        trump, trick, hand, ..
                    } => {
                        v.push(format!("trump: {}", trump.token()));
                        v.push(format!("trick: {}", list(trick)));
                        v.push(format!("hand: {}", list(hand)));
                    }
                    M::TrickWinner { trump, trick, .. } => {
                        v.push(format!("trump: {}", trump.token()));
                        v.push(format!("trick: {}", list(trick)));
                    }
                    M::CardPoints {
                        cards: None,
                        tricks: Some(ts),
                        ..
                    } => {
                        let ts: Vec<String> = ts.iter().map(|t| list(t)).collect();
                        v.push(format!("tricks: [{}]", ts.join(", ")));
                    }
                    M::DealScore {
                        sides, deduction, ..
                    } => {
                        let side = |s: &marglia::SideTake| match s {
                            marglia::SideTake::Counts {
                                card_points,
                                frillo_tricks,
                            } => format!(
                                "{{card_points: {card_points}, frillo_tricks: {frillo_tricks}}}"
                            ),
                            other => panic!("not a drilled side: {other:?}"),
                        };
                        v.push(format!(
                            "counts: {{A: {}, B: {}}}",
                            side(&sides[0]),
                            side(&sides[1])
                        ));
                        v.push(format!("deduction: {deduction}"));
                    }
                    M::TurnupCredit { turned, before, .. } => {
                        v.push(format!("turned: {}", tokens(&[*turned])));
                        v.push(format!("dealer_side_score_before: {before}"));
                    }
                    other => panic!("not a drilled position: {other:?}"),
                }
                v
            }
            Query::VierAnderle(vier_anderle::Query { ask, .. }) => {
                use vier_anderle::Ask;
                let deal = |d: &vier_anderle::Deal| {
                    let mut v = vec![
                        format!("players: {}", d.players),
                        format!("pot_before_deal: {}", d.pot_before),
                    ];
                    v.extend(d.in_seats.as_ref().map(|s| format!("in: {s:?}")));
                    v.extend(d.tricks.as_ref().map(|t| {
                        let items: Vec<String> = t
                            .iter()
                            .map(|x| x.map_or("null".to_string(), |n| n.to_string()))
                            .collect();
                        format!("tricks: [{}]", items.join(", "))
                    }));
                    v
                };
                match ask {
                    Ask::LegalPlays {
                        extra_pips,
                        trick,
                        hand,
                    } => vec![
                        format!("extra_pips_per_suit: {extra_pips}"),
                        format!("trick: {}", list(trick)),
                        format!("hand: {}", list(hand)),
                    ],
                    Ask::TrickWinner { extra_pips, trick } => vec![
                        format!("extra_pips_per_suit: {extra_pips}"),
                        format!("trick: {}", list(trick)),
                    ],
                    Ask::DealScore(d) | Ask::OpeningLeader(d) => deal(d),
                    Ask::DealType { pot_before } => vec![format!("pot_before_deal: {pot_before}")],
                    Ask::DeclarationOrder { players } => vec![format!("players: {players}")],
                    other => panic!("not a drilled position: {other:?}"),
                }
            }
            Query::Perlaggen(p) => {
                use perlaggen::Query as P;
                match p {
                    P::IsPerlagg { trump, card } => vec![
                        format!("trump: {}", trump.token()),
                        format!("card: {}", tokens(&[*card])),
                    ],
                    P::CutKeep { seen } => vec![format!("seen: {}", list(seen))],
                    P::ExchangeOptions {
                        indicator,
                        dealer,
                        partner,
                    } => vec![
                        format!("indicator: {}", tokens(&[*indicator])),
                        format!("dealer_hand: {}", list(dealer)),
                        format!("partner_hand: {}", list(partner)),
                    ],
                    P::LegalPlays { trump, trick, hand } => vec![
                        format!("trump: {}", trump.token()),
                        format!("trick: {}", played(trick)),
                        format!("hand: {}", list(hand)),
                    ],
                    P::TrickWinner { trump, trick } => vec![
                        format!("trump: {}", trump.token()),
                        format!("trick: {}", played(trick)),
                    ],
                    P::GleichWinner { trump, hands: h } | P::HangerWinner { trump, hands: h } => {
                        vec![
                            format!("trump: {}", trump.token()),
                            format!("hands: {}", hands(h)),
                        ]
                    }
                    P::GestrichenWinner {
                        trump,
                        hands: h,
                        spiel_winner,
                    } => vec![
                        format!("trump: {}", trump.token()),
                        format!("hands: {}", hands(h)),
                        format!("spiel_winner: {}", team(*spiel_winner)),
                    ],
                    P::BetLegal(b) => {
                        let value = |v: u8| {
                            if v == AUS {
                                "AUS".to_string()
                            } else {
                                v.to_string()
                            }
                        };
                        let st = &b.state;
                        let pending = st.pending.map_or("null".to_string(), |(by, to)| {
                            format!("{{by: {}, to: {}}}", team(by), value(to))
                        });
                        let mut v = vec![
                            format!("figure: {}", b.figure.token()),
                            format!("action: {}", b.action.expect("bet-legal has an action").token()),
                            format!("phase: {}", if b.show_phase { "show" } else { "play" }),
                            format!("seat: {}", b.seat),
                            format!("trump: {}", b.trump.token()),
                            format!("scores: {{A: {}, B: {}}}", b.scores[0], b.scores[1]),
                            format!(
                                "state: {{value: {}, last_holder: {}, pending: {pending}, decided: {}}}",
                                value(st.value),
                                st.last_holder.map_or("null", team),
                                st.decided
                            ),
                            format!("held: {}", list(&b.held)),
                            format!("played: {}", played(&b.played)),
                        ];
                        v.extend(b.showing.map(|t| format!("showing: {}", team(t))));
                        v.extend(b.trick_no.map(|n| format!("trick_no: {n}")));
                        v.extend(b.trick.as_ref().map(|t| format!("trick: {}", played(t))));
                        v
                    }
                    P::DealScore { records } => vec![format!("figures: {}", figures(records))],
                    P::GameWinner { before, records } => vec![
                        format!("scores_before: {{A: {}, B: {}}}", before[0], before[1]),
                        format!("figures: {}", figures(records)),
                    ],
                    other => panic!("not a drilled position: {other:?}"),
                }
            }
        };
        format!("{{{}}}", fields.join(", "))
    }

    #[test]
    fn every_generated_question_is_judged_in_its_own_game() {
        for &game in Game::ALL {
            let mut rng = Rng::new(0x1d6e ^ game.token().len() as u64);
            let mut text = format!("game: {}\ncases:\n", game.token());
            let mut generated = Vec::new();
            for topic in topics(game) {
                assert_eq!(topic.game, game, "{}", topic.id);
                for i in 0..40 {
                    let g = generate(game, Some(&topic), &mut rng).expect("a question");
                    text += &format!(
                        "  - id: {}-{i}\n    kind: {}\n    position: {}\n",
                        topic.id,
                        topic.kind,
                        position(g.query.query())
                    );
                    generated.push(g);
                }
            }
            let set = parse("drills.yaml", &text)
                .unwrap_or_else(|e| panic!("{}: {e:?}\n{text}", game.token()));
            assert_eq!(set.game, game);
            assert_eq!(set.cases.len(), generated.len());
            for (case, g) in set.cases.iter().zip(&generated) {
                assert!(case.errors.is_empty(), "{}: {:?}", case.id, case.errors);
                let q = case.question.as_ref().expect("a question");
                assert_eq!(q.game, game, "{}", case.id);
                let read = q.query.as_ref().expect("an accepted position");
                assert_eq!(read.query(), g.query.query(), "{}", case.id);
                assert!(
                    read.verdict().answer.agrees_with(&g.query.verdict().answer),
                    "{}",
                    case.id
                );
            }
        }
    }
}
