//! `draw-order`: after one of the tricks that are followed by a draw (1 to 7), in which
//! order the players take a card from the stock, and, after the seventh, who takes the
//! turned card (6.1).

use super::{range_problem, simple};
use crate::fields::{Fields, MapReader};
use crate::rules::answer::{Answer, AnswerForm, Arg, Field, ListShape, Reason, Verdict};
use crate::rules::gaigel::Query;
use crate::rules::kind::Kind;
use crate::rules::position_reader::PositionReader;
use crate::rules::problem::Problem;

/// The position: the number of the trick just won, and the absolute seat that won it.
#[derive(Clone, Debug, PartialEq)]
pub struct DrawAfter {
    pub trick: u32,
    pub winner: u8,
}

/// The last trick after which the players draw: its draw empties the stock (6.1).
const LAST_DRAW: u32 = 7;

pub struct DrawOrder;

impl Kind<Query> for DrawOrder {
    fn name(&self) -> &'static str {
        "draw-order"
    }

    fn read(&self, r: &mut dyn PositionReader, m: &mut MapReader, (): ()) -> Option<Query> {
        // Any sane number is read; which ones a deal has is the check's to say.
        let trick = m.req(r, "after_trick").and_then(|n| r.int(n, 0, 255));
        let winner = m.req(r, "winner").and_then(|n| r.int(n, 0, 255));
        Some(Query::DrawOrder(DrawAfter {
            trick: trick? as u32,
            winner: winner? as u8,
        }))
    }

    fn problems(&self, q: &Query) -> Option<Vec<Problem>> {
        let Query::DrawOrder(p) = q else {
            return None;
        };
        // No draw follows trick 8 or later: the stock is used up after the seventh's.
        let mut out: Vec<Problem> = range_problem("after_trick", p.trick, 1, LAST_DRAW)
            .into_iter()
            .collect();
        out.extend(range_problem("winner", p.winner as u32, 0, 3));
        Some(out)
    }

    fn form(&self, q: &Query) -> Option<AnswerForm> {
        let Query::DrawOrder(_) = q else {
            return None;
        };
        Some(AnswerForm::IntList {
            len: 4,
            min: 0,
            max: 3,
            shape: ListShape::SeatOrder,
        })
    }

    fn verdict(&self, q: &Query) -> Option<Verdict> {
        let Query::DrawOrder(p) = q else {
            return None;
        };
        // The winner draws first, then the others clockwise: seat numbers count clockwise.
        let order: Vec<u8> = (0..4).map(|i| (p.winner + i) % 4).collect();
        let mut reasons =
            vec![Reason::new("gaigel.draw-from-winner").with("winner", Arg::Seats(vec![p.winner]))];
        if p.trick == LAST_DRAW {
            // The fourth drawer, on the winner's right, takes the turned card (or the
            // trump 7 exchanged for it).
            reasons.push(
                Reason::new("gaigel.last-draw-turned-card")
                    .with("seat", Arg::Seats(vec![order[3]])),
            );
        }
        Some(simple(
            Answer::IntList(order.into_iter().map(i64::from).collect()),
            reasons,
        ))
    }

    fn fields(&self, q: &Query) -> Option<Vec<(&'static str, Field)>> {
        let Query::DrawOrder(p) = q else {
            return None;
        };
        Some(vec![
            ("after_trick", Field::Int(p.trick as i64)),
            ("winner", Field::Seat(p.winner)),
        ])
    }
}
