//! Engine benchmarks: the mask-level legal-play verdict (6.2), whole random deals, and the
//! high-level legal-plays query: its check, and its verdict with reasons. Short measurement
//! times keep the whole run under a minute: `cargo bench --bench engine`.

#[path = "common/mod.rs"]
mod common;

use std::hint::black_box;

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use tricktutor::cards::{Deck, Suit};
use tricktutor::rules::gaigel::deal::{random_deal, Observer};
use tricktutor::rules::gaigel::play;
use tricktutor::rules::gaigel::Query;
use tricktutor::rules::rng::Rng;

/// How many strict-phase positions the legal-play benchmark runs over.
const POSITIONS: usize = 1024;

/// A strict-phase position (tricks 8–12, someone has already played to the trick).
#[derive(Clone, Copy)]
struct Position {
    trump: u8,
    trick: [u8; 3],
    len: u8,
    hand: u32,
}

struct Collect(Vec<Position>);

impl Observer for Collect {
    fn play(
        &mut self,
        trump: u8,
        stock_empty: bool,
        trick: &[u8],
        hand: &[u8],
        _legal: u32,
        _chosen: u8,
    ) {
        if stock_empty && !trick.is_empty() && self.0.len() < POSITIONS {
            let mut t = [0u8; 3];
            t[..trick.len()].copy_from_slice(trick);
            self.0.push(Position {
                trump,
                trick: t,
                len: trick.len() as u8,
                hand: hand.iter().fold(0, |m, &c| m | 1 << c),
            });
        }
    }
}

fn strict_positions() -> Vec<Position> {
    let mut rng = Rng::new(0x6a1_6e1);
    let mut out = Collect(Vec::with_capacity(POSITIONS));
    while out.0.len() < POSITIONS {
        random_deal(&mut rng, &mut out);
    }
    out.0
}

fn legal_play_verdicts(c: &mut Criterion) {
    let positions = strict_positions();
    let mut g = c.benchmark_group("gaigel legal-play verdicts");
    g.throughput(Throughput::Elements(positions.len() as u64));
    g.bench_function("play::legal over 1024 strict positions", |b| {
        b.iter(|| {
            let mut acc = 0u32;
            for p in black_box(&positions) {
                let l = play::legal(p.trump, true, &p.trick[..p.len as usize], p.hand);
                acc ^= l.mask;
            }
            black_box(acc)
        })
    });
    g.finish();
}

fn random_full_deals(c: &mut Criterion) {
    let mut g = c.benchmark_group("gaigel random full deals");
    g.throughput(Throughput::Elements(1));
    let mut rng = Rng::new(42);
    g.bench_function("random_deal", |b| {
        b.iter(|| black_box(random_deal(&mut rng, &mut ())))
    });
    g.finish();
}

fn legal_plays_query(c: &mut Criterion) {
    let d = Deck::Gaigel;
    let card = |t: &str| d.parse_card(t).unwrap();
    // The G8 box of 6.2, with a fuller hand: trump hearts, strict phase, a plain suit led and
    // trumped; the player holds the led suit, a trump and another suit.
    let q = Query::LegalPlays {
        trump: Suit::Hearts,
        stock_empty: true,
        trick: vec![card("leaves-10"), card("hearts-7"), card("leaves-K")],
        hand: vec![
            card("leaves-A"),
            card("leaves-U"),
            card("hearts-A"),
            card("bells-10"),
            card("acorns-O"),
        ],
    };
    let mut g = c.benchmark_group("gaigel legal-plays query check");
    g.throughput(Throughput::Elements(1));
    g.bench_function("Query::check (5-card hand: pack, lengths, copies)", |b| {
        b.iter(|| black_box(black_box(&q).clone().check()))
    });
    g.finish();
    let q = q.check().expect("a possible position");
    let mut g = c.benchmark_group("gaigel legal-plays query verdict");
    g.throughput(Throughput::Elements(1));
    g.bench_function("Query::verdict (5-card hand, with reasons)", |b| {
        b.iter(|| black_box(black_box(&q).verdict()))
    });
    g.finish();
}

criterion_group! {
    name = benches;
    config = common::config();
    targets = legal_play_verdicts, random_full_deals, legal_plays_query
}
criterion_main!(benches);
