//! The tutor under faults and bad input: nothing lost, nothing false. Each test reproduces
//! one way a learner's progress could be lost, a command could panic or claim work it did
//! not do, or a bad input could slip through, and shows it no longer happens.

// The fuzzers print how many inputs they ran.
#![allow(clippy::print_stdout)]

mod support;

mod check;
mod fuzz;
mod judge;
mod messages;
mod output;
mod progress;
