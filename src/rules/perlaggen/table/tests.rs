//! The procedure points of the spec, played through the table.

use super::*;
use crate::rules::table::{self_play, ActArg};

#[test]
fn computer_deals_finish() {
    let mut rng = Rng::new(7);
    for _ in 0..2000 {
        let mut t = PerlaggenTable::shuffled(&mut rng, [0, 0]);
        self_play(&mut t, &mut rng);
        assert!(t.outcome().is_some());
    }
}
