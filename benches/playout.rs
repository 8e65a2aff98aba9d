//! Whole computer-only deals per second, per game, through the one playout interface
//! (`rules::playout`): deal, then every play chosen at random among `legal()` until the
//! last trick. `cargo bench --bench playout`; the throughput line is deals per second.

#[path = "common/mod.rs"]
mod common;

use std::hint::black_box;

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use tricktutor::rules::playout::{at_random, play_out, Playout};
use tricktutor::rules::rng::Rng;
use tricktutor::rules::{gaigel, marglia, perlaggen, rikken, vier_anderle};

/// Benchmarks one game: a fresh deal and its play to the end per iteration.
fn whole_deals<P: Playout>(c: &mut Criterion, name: &str, deal: impl Fn(&mut Rng) -> P) {
    let mut g = c.benchmark_group("playout: whole random deals");
    g.throughput(Throughput::Elements(1));
    let mut rng = Rng::new(0x9e37);
    g.bench_function(name, |b| {
        b.iter(|| {
            let mut d = deal(&mut rng);
            black_box(play_out(&mut d, at_random(&mut rng)))
        })
    });
    g.finish();
}

fn games(c: &mut Criterion) {
    whole_deals(c, "gaigel", gaigel::playout::Deal::random);
    whole_deals(c, "rikken", rikken::playout::Deal::random);
    whole_deals(c, "perlaggen", perlaggen::playout::Deal::random);
    for (rules, players, partnerships) in [
        (marglia::Rules::Marglia, 4, true),
        (marglia::Rules::Maniglia, 3, false),
        (marglia::Rules::Maniglia, 5, false),
    ] {
        let table = marglia::Table {
            rules,
            players,
            partnerships,
        };
        let name = format!("{} ({players} players)", rules.token());
        whole_deals(c, &name, move |rng| {
            marglia::playout::Deal::random(rng, table)
        });
    }
    for rules in vier_anderle::Rules::ALL {
        for players in [2u8, 6, 13] {
            let name = format!("{} ({players} players, all play)", rules.token());
            whole_deals(c, &name, move |rng| {
                vier_anderle::playout::Deal::random(rng, rules, players)
            });
        }
    }
}

criterion_group! {
    name = benches;
    config = common::config();
    targets = games
}
criterion_main!(benches);
