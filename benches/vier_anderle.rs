//! Vier-Anderle engine benchmarks: the compact legal-play verdict (7.2), whole random deals
//! and whole deal-score verdicts (8.6) with their reasons. `cargo bench --bench vier_anderle`.

#[path = "common/mod.rs"]
mod common;

use std::hint::black_box;

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use tricktutor::cards::CardSet;
use tricktutor::rules::rng::Rng;
use tricktutor::rules::vier_anderle::deal::{random_deal, Observer};
use tricktutor::rules::vier_anderle::{play, Ask, Deal, Query, Rules};

const POSITIONS: usize = 1024;

#[derive(Clone)]
struct Position {
    trick: Vec<u8>,
    hand: CardSet,
}

struct Collect(Vec<Position>);

impl Observer for Collect {
    fn play(&mut self, trick: &[u8], hand: CardSet, _legal: CardSet, _chosen: u8) {
        if !trick.is_empty() && self.0.len() < POSITIONS {
            self.0.push(Position {
                trick: trick.to_vec(),
                hand,
            });
        }
    }
}

fn legal_play_verdicts(c: &mut Criterion) {
    let mut rng = Rng::new(0x4a4d);
    let mut positions = Collect(Vec::with_capacity(POSITIONS));
    let seats: Vec<u8> = (0..6).collect();
    while positions.0.len() < POSITIONS {
        random_deal(&mut rng, Rules::Original, 6, &seats, &mut positions);
    }
    let positions = positions.0;
    let mut g = c.benchmark_group("vier-anderle legal-play verdicts");
    g.throughput(Throughput::Elements(positions.len() as u64));
    for (name, rules) in [
        ("original", Rules::Original),
        ("japanisch", Rules::Japanisch),
    ] {
        g.bench_function(format!("play::legal over 1024 positions ({name})"), |b| {
            b.iter(|| {
                let mut acc = 0u64;
                for p in black_box(&positions) {
                    let (l, _) = play::legal(rules, &p.trick, p.hand);
                    acc ^= l.0;
                }
                black_box(acc)
            })
        });
    }
    g.finish();
}

fn random_full_deals(c: &mut Criterion) {
    let mut g = c.benchmark_group("vier-anderle random full deals");
    g.throughput(Throughput::Elements(1));
    let mut rng = Rng::new(42);
    for players in [6u8, 13] {
        let seats: Vec<u8> = (0..players).collect();
        g.bench_function(format!("random_deal ({players} players, all play)"), |b| {
            b.iter(|| {
                black_box(random_deal(
                    &mut rng,
                    Rules::Original,
                    players,
                    &seats,
                    &mut (),
                ))
            })
        });
    }
    g.finish();
}

fn deal_score_verdicts(c: &mut Criterion) {
    let mut g = c.benchmark_group("vier-anderle deal-score verdicts");
    g.throughput(Throughput::Elements(1));
    let q = Query {
        rules: Rules::Japanisch,
        ask: Ask::DealScore(Deal {
            players: 8,
            pot_before: 36,
            in_seats: Some(vec![0, 2, 3, 5, 7]),
            tricks: Some(vec![
                Some(2),
                None,
                Some(0),
                Some(1),
                None,
                Some(1),
                None,
                Some(0),
            ]),
        }),
    }
    .check()
    .expect("a possible position");
    g.bench_function("Query::verdict (8 players, Japanisch, with reasons)", |b| {
        b.iter(|| black_box(black_box(&q).verdict()))
    });
    g.finish();
}

criterion_group! {
    name = benches;
    config = common::config();
    targets = legal_play_verdicts, random_full_deals, deal_score_verdicts
}
criterion_main!(benches);
