//! Every integration test in one binary: one link and one process start for `cargo test`,
//! instead of one per file. Each file below is a module of its own, as it was a binary of
//! its own before; `cargo test --test all faults::` runs one of them.

mod capstone_gaigel;
mod capstone_marglia;
mod capstone_perlaggen;
mod capstone_rikken;
mod cli;
mod conformance;
mod coverage;
mod deals_gaigel;
mod deals_marglia;
mod deals_perlaggen;
mod deals_rikken;
mod deals_vier_anderle;
mod declared_topics;
mod faults;
mod languages;
mod layers;
mod layout;
mod learner_trips;
mod locales;
mod mastery;
mod missing_texts;
mod practice;
mod properties;
mod properties_checks;
mod properties_marglia;
mod properties_perlaggen;
mod properties_rikken;
mod properties_vier_anderle;
mod pty;
mod refs;
mod rule_tables;
mod screens;
mod table;
mod terms;
