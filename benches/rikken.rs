//! Rikken engine benchmarks: the compact legal-play verdict (6.3), whole random deals, and
//! the high-level legal-plays query with its reasons. `cargo bench --bench rikken`.

#[path = "common/mod.rs"]
mod common;

use std::hint::black_box;

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use tricktutor::cards::{CardSet, Deck};
use tricktutor::rules::rikken::deal::{random_deal, Observer};
use tricktutor::rules::rikken::{play, Bid, Query, Trick};
use tricktutor::rules::rng::Rng;

/// How many positions the legal-play benchmark runs over.
const POSITIONS: usize = 1024;

/// A position where someone has already played to the trick.
#[derive(Clone, Copy)]
struct Position {
    trick: [u8; 3],
    len: u8,
    hand: CardSet,
    called: Option<u8>,
}

struct Collect {
    called: Option<u8>,
    out: Vec<Position>,
}

impl Observer for Collect {
    fn play(&mut self, trick: &[u8], hand: CardSet, _legal: CardSet, _chosen: u8) {
        if !trick.is_empty() && self.out.len() < POSITIONS {
            let mut t = [0u8; 3];
            t[..trick.len()].copy_from_slice(trick);
            self.out.push(Position {
                trick: t,
                len: trick.len() as u8,
                hand,
                called: self.called,
            });
        }
    }
}

fn positions() -> Vec<Position> {
    let mut rng = Rng::new(0x0007_1c4e);
    let mut c = Collect {
        called: None,
        out: Vec::with_capacity(POSITIONS),
    };
    while c.out.len() < POSITIONS {
        c.called = random_deal(&mut rng.clone(), &mut ()).called;
        random_deal(&mut rng, &mut c);
    }
    c.out
}

fn legal_play_verdicts(c: &mut Criterion) {
    let positions = positions();
    let mut g = c.benchmark_group("rikken legal-play verdicts");
    g.throughput(Throughput::Elements(positions.len() as u64));
    g.bench_function("play::legal over 1024 positions", |b| {
        b.iter(|| {
            let mut acc = 0u64;
            for p in black_box(&positions) {
                let (l, _) = play::legal(p.hand, &p.trick[..p.len as usize], p.called);
                acc ^= l.0;
            }
            black_box(acc)
        })
    });
    g.finish();
}

fn random_full_deals(c: &mut Criterion) {
    let mut g = c.benchmark_group("rikken random full deals");
    g.throughput(Throughput::Elements(1));
    let mut rng = Rng::new(42);
    g.bench_function("random_deal", |b| {
        b.iter(|| black_box(random_deal(&mut rng, &mut ())))
    });
    g.finish();
}

/// Whole deals at the table, computer players at every seat, from the shuffle to the score
/// (the aim: at least 20,000 deals a second on one core).
fn table_self_play(c: &mut Criterion) {
    let mut g = c.benchmark_group("rikken table self-play");
    g.throughput(Throughput::Elements(1));
    let mut rng = Rng::new(42);
    let options = tricktutor::rules::table::TableOptions::default();
    g.bench_function("new_table + self_play + outcome", |b| {
        b.iter(|| {
            let mut t = tricktutor::rules::rikken::table::new_table(&options, &mut rng)
                .expect("four players");
            tricktutor::rules::table::self_play(t.as_mut(), &mut rng);
            black_box(t.outcome())
        })
    });
    g.finish();
}

fn legal_plays_query(c: &mut Criterion) {
    let d = Deck::Rikken;
    let card = |t: &str| d.parse_card(t).unwrap();
    // A Rik with clubs-A called blind, led face down: the holder of the called ace.
    let q = Query::LegalPlays {
        contract: Bid::Rik,
        trump: Some(Some(tricktutor::cards::Suit::Spades)),
        called: Some(card("clubs-A")),
        blind: true,
        trick: Trick {
            face_down: true,
            cards: vec![],
        },
        hand: [
            "clubs-A",
            "clubs-9",
            "spades-2",
            "hearts-K",
            "hearts-4",
            "diamonds-Q",
            "diamonds-3",
            "spades-J",
            "hearts-10",
            "clubs-5",
            "diamonds-8",
            "hearts-6",
            "spades-7",
        ]
        .iter()
        .map(|t| card(t))
        .collect(),
    }
    .check()
    .expect("a possible position");
    let mut g = c.benchmark_group("rikken legal-plays query verdict");
    g.throughput(Throughput::Elements(1));
    g.bench_function("Query::verdict (13-card hand, with reasons)", |b| {
        b.iter(|| black_box(black_box(&q).verdict()))
    });
    g.finish();
}

criterion_group! {
    name = benches;
    config = common::config();
    targets = legal_play_verdicts, random_full_deals, table_self_play, legal_plays_query
}
criterion_main!(benches);
