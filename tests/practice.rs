//! The practice generator (issue: adaptive practice): for every game and topic, 1,000 seeded
//! questions are valid positions, decided by the topic's clause, refute one of its wrong
//! beliefs, and between them meet every rule of the topic.

use std::collections::BTreeSet;
use tricktutor::practice::generate::generate;
use tricktutor::practice::topics::topics;
use tricktutor::rules::rng::Rng;
use tricktutor::rules::Game;

#[test]
fn every_topic_generates_valid_discriminating_questions_covering_its_rules() {
    for &game in Game::ALL {
        for topic in topics(game) {
            let mut rng = Rng::new(0x5eed ^ topic.id.len() as u64);
            let mut met = BTreeSet::new();
            for i in 0..1000 {
                let g = generate(game, Some(&topic), &mut rng)
                    .unwrap_or_else(|| panic!("{}/{}: nothing after {i}", game.token(), topic.id));
                assert_eq!(g.topic, topic);
                assert!(g.query.problems().is_empty(), "{:?}", g.query.problems());
                assert_eq!(g.query.kind(), topic.kind);
                let v = g.query.verdict();
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
    }
}

#[test]
fn the_same_seed_gives_the_same_questions() {
    for &game in &[
        Game::Gaigel,
        Game::Marglia,
        Game::VierAnderle,
        Game::Perlaggen,
    ] {
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
