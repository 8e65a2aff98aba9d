//! Drill generation: generated-and-verified questions per second, per game (a random deal,
//! the engine's verdict on its positions, the topic and wrong-belief filters).
//! `cargo bench --bench practice`.

#[path = "common/mod.rs"]
mod common;

use std::hint::black_box;

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use tricktutor::practice::generate::generate;
use tricktutor::rules::rng::Rng;
use tricktutor::rules::Game;

fn generated_questions(c: &mut Criterion) {
    let mut g = c.benchmark_group("practice generated questions");
    g.throughput(Throughput::Elements(1));
    for game in [
        Game::Gaigel,
        Game::Rikken,
        Game::Marglia,
        Game::Maniglia,
        Game::VierAnderle,
        Game::JapanischVierAnderle,
        Game::Perlaggen,
    ] {
        let mut rng = Rng::new(1);
        g.bench_function(format!("generate ({}, mixed topics)", game.token()), |b| {
            b.iter(|| black_box(generate(game, None, &mut rng)))
        });
    }
    g.finish();
}

criterion_group! {
    name = benches;
    config = common::config();
    targets = generated_questions
}
criterion_main!(benches);
