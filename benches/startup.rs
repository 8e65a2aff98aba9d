//! What `tricktutor list` does before it prints, in process: the embedded lessons, a
//! language's texts set up and every lesson title shown (plain messages, messages with
//! terms, and the Fluent ones with arguments), and the command line read without clap.
//! The whole process (start-up included) is what matters to a learner: time it from
//! outside (`/usr/bin/time`, or a repeated `tricktutor list >/dev/null` against
//! `/bin/true`); these figures say where the time inside it goes.
//! `cargo bench --bench startup`.

#[path = "common/mod.rs"]
mod common;

use std::hint::black_box;

use criterion::{criterion_group, criterion_main, Criterion};
use fluent::FluentArgs;
use tricktutor::cli::quick;
use tricktutor::i18n::{CardStyle, Lang, Renderer, Texts};
use tricktutor::lesson::library::Library;

fn library() -> Library {
    Library::load(&[], true, tricktutor::practice::topics::ids).expect("embedded lessons")
}

fn list_texts(c: &mut Criterion) {
    let mut g = c.benchmark_group("list start-up");
    g.bench_function("embedded lessons loaded", |b| {
        b.iter(|| black_box(library()))
    });
    let lib = library();
    for lang in [Lang::EN, Lang::JA] {
        g.bench_function(
            format!("every game line and lesson title ({})", lang.code()),
            |b| {
                b.iter(|| {
                    // A fresh renderer each time: a run shows each message once.
                    let r = Renderer::new(Texts::lazy(lang, &[]), CardStyle::Symbols);
                    for folder in &lib.games {
                        let mut args = FluentArgs::new();
                        args.set("done", 0);
                        args.set("total", folder.manifest.lessons.len() as i64);
                        black_box(r.get("list-lessons-progress", &args));
                        for l in &folder.manifest.lessons {
                            black_box(r.lesson_text(&l.title));
                        }
                    }
                })
            },
        );
    }
    let args: Vec<std::ffi::OsString> = ["tricktutor", "--lang", "ja", "list"]
        .iter()
        .map(Into::into)
        .collect();
    g.bench_function("command line read (list)", |b| {
        b.iter(|| black_box(quick::read(&args)))
    });
    g.finish();
}

criterion_group! {
    name = benches;
    config = common::config();
    targets = list_texts
}
criterion_main!(benches);
