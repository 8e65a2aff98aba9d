//! The tutor under faults and bad input: nothing lost, nothing false. Each test reproduces
//! one way a learner's progress could be lost, a command could panic or claim work it did
//! not do, or a bad input could slip through, and shows it no longer happens.

// The fuzzers print how many inputs they ran.
#![allow(clippy::print_stdout)]

#[path = "faults/support.rs"]
mod support;

#[path = "faults/check.rs"]
mod check;
#[path = "faults/fuzz.rs"]
mod fuzz;
#[path = "faults/judge.rs"]
mod judge;
#[path = "faults/messages.rs"]
mod messages;
#[path = "faults/output.rs"]
mod output;
#[path = "faults/progress.rs"]
mod progress;
