//! What practice knows about topics, handed down to the lessons as functions: practice sits
//! above the lessons, so the loading and the checking of lessons receive these from it.

use crate::rules::Game;

/// The drill topics a lesson of a game may declare. Practice knows them and sits above the
/// lessons, so whoever loads lessons passes them in (`practice::topics::ids`).
pub type TopicIds = fn(Game) -> Vec<&'static str>;

/// Whether a question practises a topic (`game`, topic id): passed in by whoever checks
/// lessons, for the same reason as [`TopicIds`].
pub type Practises = fn(Game, &str, &crate::rules::Checked) -> bool;
