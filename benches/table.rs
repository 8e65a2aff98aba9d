//! Whole deals at the table per second, per game and table size: a fresh deal (shuffled and
//! dealt as the spec deals), then computer players at every seat through every phase (the
//! auction, declarations, bets, the tricks, the scoring) with the referee checking every
//! action. `cargo bench --bench table`; the throughput line is deals per second.

#[path = "common/mod.rs"]
mod common;

use std::hint::black_box;

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use tricktutor::rules::new_table::new_table;
use tricktutor::rules::rng::Rng;
use tricktutor::rules::table::{self_play, TableOptions};
use tricktutor::rules::Game;

fn games(c: &mut Criterion) {
    let mut g = c.benchmark_group("table: whole self-played deals");
    g.throughput(Throughput::Elements(1));
    for &game in Game::ALL {
        for players in table_sizes(game) {
            let options = TableOptions { players };
            let name = match players {
                Some(n) => format!("{} ({n} players)", game.token()),
                None => game.token().to_string(),
            };
            let mut rng = Rng::new(0x7ab1e);
            g.bench_function(&name, |b| {
                b.iter(|| {
                    let mut table = new_table(game, &options, &mut rng).expect("a valid table");
                    black_box(self_play(table.as_mut(), &mut rng))
                })
            });
        }
    }
    g.finish();
}

/// The table sizes worth measuring: the usual one, and the extremes where a game allows
/// several.
fn table_sizes(game: Game) -> Vec<Option<usize>> {
    match game {
        Game::Maniglia => vec![Some(3), Some(4), Some(5)],
        Game::VierAnderle | Game::JapanischVierAnderle => vec![Some(2), Some(6), Some(13)],
        _ => vec![None],
    }
}

criterion_group! {
    name = benches;
    config = common::config();
    targets = games
}
criterion_main!(benches);
