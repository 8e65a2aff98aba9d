//! Practice beyond the lessons: the topics of each game (its rule clauses), fresh positions
//! generated from random deals, and the wrong beliefs a position must tell apart from the
//! true rule. The engine answers every generated question, as it answers lessons.

pub mod beliefs;
mod bets;
pub mod generate;
mod perlaggen_deal;
pub mod schedule;
pub mod topics;
