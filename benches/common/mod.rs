//! What every benchmark of the engine shares: short warm-up and measurement, so that
//! `cargo bench` over all games stays quick on a shared machine.

use criterion::Criterion;
use std::time::Duration;

pub fn config() -> Criterion {
    Criterion::default()
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(3))
}
