//! The practice generator: for every game and topic, 1,000 seeded
//! questions are valid positions, decided by the topic's clause, refute one of its wrong
//! beliefs, and between them meet every rule of the topic.

use std::collections::BTreeSet;
use tricktutor::practice::generate::generate;
use tricktutor::practice::topics::{topics, Topic};
use tricktutor::rules::rng::Rng;
use tricktutor::rules::Game;

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
