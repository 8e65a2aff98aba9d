//! Practice beyond the lessons, game-neutral: which game's drill topics and positions to
//! use, the selection of a generated position that fits a topic (the engine answers every
//! generated question, as it answers lessons), and the review schedule. Each game's topics,
//! wrong beliefs and positions are its own, in `rules/<game>/drills/`, on the vocabulary of
//! `rules::drill`.

pub mod beliefs;
pub mod generate;
pub mod schedule;
pub mod topics;
