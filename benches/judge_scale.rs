//! `judge` at scale: generated question sets of 1k, 10k and 100k cases judged by the
//! release binary, in text and with `--json`; cases per second and peak memory (maximum
//! resident set) of each run. `cargo bench --bench judge_scale`; more sizes with
//! `JUDGE_SCALE_SIZES=1000,1000000 cargo bench --bench judge_scale`.
//!
//! A set is a file its users grow: the figures should show a flat memory line and a flat
//! rate, whatever the size.

// A bench reports on stdout, and reads a child's peak memory through wait4.
#![allow(unsafe_code, clippy::print_stdout)]

use std::fs::File;
use std::io::{BufWriter, Write};
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::Instant;

/// One case per game and kind family, each with its right answer, so every case is judged
/// and agrees. `{i}` is the case number.
const TEMPLATES: &[&str] = &[
    "  - id: lp{i}\n    kind: legal-plays\n    position: {trump: acorns, stock_empty: true, trick: [hearts-K], hand: [hearts-A, hearts-U, bells-10]}\n    answer: [hearts-A]\n",
    "  - id: cp{i}\n    kind: card-points\n    position: {cards: [hearts-A, hearts-10]}\n    answer: 21\n",
    "  - id: tw{i}\n    kind: trick-winner\n    position: {trump: bells, trick: [hearts-K, hearts-K, bells-7, bells-7]}\n    answer: 2\n",
    "  - id: ds{i}\n    kind: deal-score\n    position: {event: no-declaration, carry: 1}\n    answer: {A: 0, B: 0, carry_next: 2}\n",
    "  - id: rk{i}\n    game: rikken\n    kind: legal-plays\n    position: {contract: rik, trump: spades, called: hearts-A, trick: [], hand: [hearts-A, hearts-3, clubs-5, spades-9]}\n    answer: [hearts-A, hearts-3, clubs-5, spades-9]\n",
    "  - id: mg{i}\n    game: marglia\n    kind: trick-winner\n    position: {trump: hearts, trick: [spades-A, spades-7, spades-K, spades-2]}\n    answer: 1\n",
    "  - id: va{i}\n    game: vier-anderle\n    kind: deal-score\n    position: {players: 2, pot_before_deal: 0, tricks: [4, 0]}\n    answer: {chips: [0, -8], pot_after: 8}\n",
    "  - id: pg{i}\n    game: perlaggen\n    kind: legal-plays\n    position: {trump: hearts, trick: [], hand: [hearts-A, leaves-9, bells-6, hearts-K]}\n    answer: {cards: [hearts-A, leaves-9], perlaggen: {bells-6: [\"*\"], hearts-K: [\"*\"]}}\n",
];

/// Writes a question set of `cases` cases to `path`.
fn write_set(path: &Path, cases: usize) {
    let mut out = BufWriter::new(File::create(path).expect("a temporary file"));
    out.write_all(b"game: gaigel\ncases:\n").unwrap();
    for i in 0..cases {
        let case = TEMPLATES[i % TEMPLATES.len()].replace("{i}", &i.to_string());
        out.write_all(case.as_bytes()).unwrap();
    }
    out.flush().unwrap();
}

/// Runs the binary on `path`; its wall time in seconds and peak memory in KiB.
fn run(path: &Path, json: bool) -> (f64, u64) {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_tricktutor"));
    cmd.env("TRICKTUTOR_LANG", "en")
        .env("NO_COLOR", "1")
        .arg("judge");
    if json {
        cmd.arg("--json");
    }
    let start = Instant::now();
    let child = cmd
        .arg(path)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("the tricktutor binary");
    let (status, rss) = wait_with_peak_memory(child);
    let secs = start.elapsed().as_secs_f64();
    assert_eq!(status, Some(0), "judge failed on {}", path.display());
    (secs, rss)
}

/// Waits for the child; its exit status and maximum resident set size (KiB).
#[cfg(unix)]
fn wait_with_peak_memory(child: std::process::Child) -> (Option<i32>, u64) {
    let mut status = 0;
    // SAFETY: an all-zero rusage is a valid value, filled in by wait4.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    // SAFETY: waits for our own child, whose pid is valid until it is waited for.
    let pid = unsafe { libc::wait4(child.id() as libc::pid_t, &mut status, 0, &mut usage) };
    assert!(pid > 0, "wait4 failed");
    let code = libc::WIFEXITED(status).then(|| libc::WEXITSTATUS(status));
    (code, usage.ru_maxrss as u64)
}

#[cfg(not(unix))]
fn wait_with_peak_memory(mut child: std::process::Child) -> (Option<i32>, u64) {
    (child.wait().ok().and_then(|s| s.code()), 0)
}

fn main() {
    // `cargo bench` passes `--bench`; `cargo test --benches` runs without it: then only
    // check that the bench works, on a small set.
    let benching = std::env::args().any(|a| a == "--bench");
    let sizes: Vec<usize> = match std::env::var("JUDGE_SCALE_SIZES") {
        Ok(list) => list
            .split(',')
            .filter_map(|s| s.trim().parse().ok())
            .collect(),
        Err(_) if benching => vec![1_000, 10_000, 100_000],
        Err(_) => vec![1_000],
    };
    let dir = std::env::temp_dir().join(format!("tricktutor-judge-scale-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    println!(
        "judge scale: {} (optimized under `cargo bench`), output to /dev/null",
        env!("CARGO_BIN_EXE_tricktutor")
    );
    println!(
        "{:>9}  {:>9}  {:>12}  {:>9}  {:>14}  {:>9}",
        "cases", "file MiB", "text cases/s", "text MiB", "json cases/s", "json MiB"
    );
    for &n in &sizes {
        let path = dir.join(format!("set-{n}.yaml"));
        write_set(&path, n);
        let size = std::fs::metadata(&path).unwrap().len() as f64 / (1 << 20) as f64;
        let (text_s, text_kib) = run(&path, false);
        let (json_s, json_kib) = run(&path, true);
        println!(
            "{:>9}  {:>9.1}  {:>12.0}  {:>9.1}  {:>14.0}  {:>9.1}",
            n,
            size,
            n as f64 / text_s,
            text_kib as f64 / 1024.0,
            n as f64 / json_s,
            json_kib as f64 / 1024.0
        );
        std::fs::remove_file(&path).ok();
    }
    std::fs::remove_dir_all(&dir).ok();
}
