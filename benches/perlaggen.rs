//! Perlaggen engine benchmarks: the compact legal-play verdict with wild cards (7.2), whole
//! random deals with baptisms, whole deals at the table with computer players, and a
//! betting verdict (9). `cargo bench --bench perlaggen`.

#[path = "common/mod.rs"]
mod common;

use std::hint::black_box;

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use tricktutor::cards::{CardSet, Deck, Suit};
use tricktutor::rules::perlaggen::betting::FigureState;
use tricktutor::rules::perlaggen::cards::Played;
use tricktutor::rules::perlaggen::figures::Figure;
use tricktutor::rules::perlaggen::playout::{random_deal, Observer};
use tricktutor::rules::perlaggen::table::PerlaggenTable;
use tricktutor::rules::perlaggen::{play, Bet, Query};
use tricktutor::rules::rng::Rng;
use tricktutor::rules::table::self_play;
use tricktutor::rules::Team;

const POSITIONS: usize = 1024;

struct Collect(Vec<(u8, Option<u8>, CardSet)>);

impl Observer for Collect {
    fn play(
        &mut self,
        trump: u8,
        trick: &[(u8, u8)],
        hand: CardSet,
        _naturals: CardSet,
        _baptism: play::Baptism,
        _chosen: (u8, u8),
    ) {
        if self.0.len() < POSITIONS {
            self.0.push((trump, trick.first().map(|&(_, id)| id), hand));
        }
    }
}

fn legal_play_verdicts(c: &mut Criterion) {
    let mut rng = Rng::new(0x9e11);
    let mut positions = Collect(Vec::with_capacity(POSITIONS));
    while positions.0.len() < POSITIONS {
        random_deal(&mut rng, &mut positions);
    }
    let positions = positions.0;
    let mut g = c.benchmark_group("perlaggen legal-play verdicts");
    g.throughput(Throughput::Elements(positions.len() as u64));
    g.bench_function("play::legal over 1024 positions", |b| {
        b.iter(|| {
            let mut acc = 0u64;
            for &(trump, led, hand) in black_box(&positions) {
                let (l, _, _) = play::legal(trump, led, hand);
                acc ^= l.0;
            }
            black_box(acc)
        })
    });
    g.finish();
}

fn random_full_deals(c: &mut Criterion) {
    let mut g = c.benchmark_group("perlaggen random full deals");
    g.throughput(Throughput::Elements(1));
    let mut rng = Rng::new(42);
    g.bench_function("random_deal (5 tricks, random baptisms)", |b| {
        b.iter(|| black_box(random_deal(&mut rng, &mut ())))
    });
    g.finish();
}

fn table_computer_deals(c: &mut Criterion) {
    let mut g = c.benchmark_group("perlaggen whole deals at the table");
    g.throughput(Throughput::Elements(1));
    let mut rng = Rng::new(7);
    g.bench_function(
        "self_play (cut, exchange, bets, tricks, show, proofs, score)",
        |b| {
            b.iter(|| {
                let mut t = PerlaggenTable::shuffled(&mut rng, [3, 5]);
                black_box(self_play(&mut t, &mut rng))
            })
        },
    );
    g.finish();
}

fn bet_verdicts(c: &mut Criterion) {
    let d = Deck::Perlaggen;
    let card = |t: &str| d.parse_card(t).unwrap();
    let q = Query::BetActions(Bet {
        figure: Figure::Gleich,
        action: None,
        showing: None,
        seat: 1,
        trump: Suit::Leaves,
        scores: [9, 12],
        state: FigureState {
            value: 2,
            last_holder: Some(Team::A),
            pending: Some((Team::A, 3)),
            decided: false,
        },
        trick_no: Some(3),
        trick: Some(vec![Played::face(card("hearts-9"))]),
        held: vec![card("bells-6"), card("hearts-10"), card("acorns-A")],
        played: vec![
            Played::face(card("leaves-9")),
            Played::face(card("acorns-8")),
        ],
        show_phase: false,
    })
    .check()
    .expect("a possible position");
    let mut g = c.benchmark_group("perlaggen betting verdicts");
    g.throughput(Throughput::Elements(1));
    g.bench_function(
        "bet-actions Query::verdict (four actions, with reasons)",
        |b| b.iter(|| black_box(black_box(&q).verdict())),
    );
    g.finish();
}

criterion_group! {
    name = benches;
    config = common::config();
    targets = legal_play_verdicts, random_full_deals, table_computer_deals, bet_verdicts
}
criterion_main!(benches);
