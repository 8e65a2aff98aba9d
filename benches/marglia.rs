//! Marglia engine benchmarks: the compact legal-play verdict (6.1) and whole random deals.
//! `cargo bench --bench marglia`.

#[path = "common/mod.rs"]
mod common;

use std::hint::black_box;

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use tricktutor::cards::CardSet;
use tricktutor::rules::marglia::deal::{random_deal, Observer};
use tricktutor::rules::marglia::play;
use tricktutor::rules::rng::Rng;

const POSITIONS: usize = 1024;

#[derive(Clone, Copy)]
struct Position {
    trump: u8,
    trick: [u8; 3],
    len: u8,
    hand: CardSet,
}

struct Collect(Vec<Position>);

impl Observer for Collect {
    fn play(&mut self, trump: u8, trick: &[u8], hand: CardSet, _legal: CardSet, _chosen: u8) {
        if !trick.is_empty() && self.0.len() < POSITIONS {
            let mut t = [0u8; 3];
            t[..trick.len()].copy_from_slice(trick);
            self.0.push(Position {
                trump,
                trick: t,
                len: trick.len() as u8,
                hand,
            });
        }
    }
}

fn legal_play_verdicts(c: &mut Criterion) {
    let mut rng = Rng::new(0x0003_5a1e);
    let mut positions = Collect(Vec::with_capacity(POSITIONS));
    while positions.0.len() < POSITIONS {
        random_deal(&mut rng, 4, true, &mut positions);
    }
    let positions = positions.0;
    let mut g = c.benchmark_group("marglia legal-play verdicts");
    g.throughput(Throughput::Elements(positions.len() as u64));
    g.bench_function("play::legal over 1024 positions", |b| {
        b.iter(|| {
            let mut acc = 0u64;
            for p in black_box(&positions) {
                let (l, _) = play::legal(p.trump, &p.trick[..p.len as usize], p.hand, true);
                acc ^= l.0;
            }
            black_box(acc)
        })
    });
    g.finish();
}

fn random_full_deals(c: &mut Criterion) {
    let mut g = c.benchmark_group("marglia random full deals");
    g.throughput(Throughput::Elements(1));
    let mut rng = Rng::new(42);
    g.bench_function("random_deal (4 players)", |b| {
        b.iter(|| black_box(random_deal(&mut rng, 4, true, &mut ())))
    });
    g.finish();
}

criterion_group! {
    name = benches;
    config = common::config();
    targets = legal_play_verdicts, random_full_deals
}
criterion_main!(benches);
