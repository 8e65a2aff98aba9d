//! Writing output: a leaf that every layer may use. `println!` panics when stdout cannot be written (a full
//! disk, `> /dev/full`) and Rust silently drops output to a closed descriptor; a tutor
//! must do neither. Every line a command prints goes through [`line`]: a write error ends
//! the process with one line on stderr and a non-zero status. A reader that left a pipe
//! (`tricktutor list | head`) ends it quietly through the default SIGPIPE action, restored
//! in `main`.

use std::fmt;

/// `println!` that never panics on a write error.
#[macro_export]
macro_rules! outln {
    () => { $crate::out::write(format_args!(""), true) };
    ($($t:tt)*) => { $crate::out::write(format_args!($($t)*), true) };
}

/// `eprintln!` that never panics.
#[macro_export]
macro_rules! errln {
    ($($t:tt)*) => { $crate::out::err(format_args!($($t)*)) };
}

use std::io::{self, Write};

/// The status of a command whose output could not be written.
pub const OUTPUT_FAILED: i32 = 74; // EX_IOERR

/// Writes one line (or, with `newline: false`, text as it is) to stdout, ending the
/// process on a write error.
pub fn write(args: fmt::Arguments, newline: bool) {
    let mut out = Folding(io::stdout().lock());
    let r = out.write_fmt(args).and_then(|()| {
        if newline {
            out.write_all(b"\n")
        } else {
            Ok(())
        }
    });
    if let Err(e) = r {
        fail(&e);
    }
}

/// Writes bytes made by a library (completions, the man page) to stdout.
pub fn bytes(b: &[u8]) {
    let mut out = io::stdout().lock();
    if let Err(e) = out.write_all(b).and_then(|()| out.flush()) {
        fail(&e);
    }
}

/// Flushes stdout before the process ends: buffered text that cannot be written is an
/// error like any other.
pub fn finish() {
    if let Err(e) = io::stdout().lock().flush() {
        fail(&e);
    }
}

/// Writes to stderr; a failure there has nowhere left to be reported and is ignored.
pub fn err(args: fmt::Arguments) {
    let mut e = Folding(io::stderr().lock());
    let _ = e.write_fmt(args).and_then(|()| e.write_all(b"\n"));
}

fn fail(e: &io::Error) -> ! {
    if e.kind() == io::ErrorKind::BrokenPipe {
        // The reader is gone: nothing more to say, and nobody to say it to.
        std::process::exit(141);
    }
    err(format_args!("tricktutor: cannot write the output: {e}"));
    std::process::exit(OUTPUT_FAILED);
}

/// Whether standard output is open. Rust drops writes to a closed descriptor without a
/// word, so a command run with `>&-` would seem to succeed while printing nothing.
#[cfg(unix)]
pub fn stdout_is_open() -> bool {
    // SAFETY: F_GETFD only queries the descriptor's flags.
    #[allow(unsafe_code)]
    unsafe {
        libc::fcntl(1, libc::F_GETFD) != -1
    }
}

#[cfg(not(unix))]
pub fn stdout_is_open() -> bool {
    true
}

/// ASCII output (`--ascii`): the symbols the tutor draws with, each with the ASCII it
/// becomes. One table, switched once for the process by [`set_ascii`] (like the colors of
/// `console`), applied where text leaves: [`write`], [`err`], [`Folding`] and the
/// terminal's prompts. Suits in prose go by a game's own suit tokens first (the
/// renderer knows the game); these letters are the fall-back.
pub const ASCII_SYMBOLS: &[(char, &str)] = &[
    ('→', "->"),
    ('·', "-"),
    ('❯', ">"),
    ('›', ">"),
    ('▸', ">"),
    ('✔', "+"),
    ('✓', "+"),
    ('✗', "x"),
    ('✘', "x"),
    ('💡', "*"),
    ('•', "*"),
    ('◉', "[x]"),
    ('○', "[ ]"),
    ('│', "|"),
    ('─', "-"),
    ('…', "..."),
    ('—', "-"),
    ('–', "-"),
    ('−', "-"),
    ('×', "x"),
    ('÷', "/"),
    ('⟨', "<"),
    ('⟩', ">"),
    ('♥', "H"),
    ('♦', "D"),
    ('♣', "C"),
    ('♠', "S"),
    ('§', "#"),
    ('\u{a0}', " "),
];

static ASCII: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

/// Switches ASCII output on for the rest of the process.
pub fn set_ascii(on: bool) {
    ASCII.store(on, std::sync::atomic::Ordering::Relaxed);
}

/// Whether ASCII output is on.
pub fn is_ascii() -> bool {
    ASCII.load(std::sync::atomic::Ordering::Relaxed)
}

/// Text as it is to be shown: its symbols in ASCII when ASCII output is on.
pub fn fold(text: &str) -> std::borrow::Cow<'_, str> {
    if !is_ascii() {
        return std::borrow::Cow::Borrowed(text);
    }
    ascii(text)
}

/// The symbols of `text` in ASCII, whatever the switch.
pub fn ascii(text: &str) -> std::borrow::Cow<'_, str> {
    if text.is_ascii()
        || !text
            .chars()
            .any(|c| ASCII_SYMBOLS.iter().any(|(s, _)| *s == c))
    {
        return std::borrow::Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match ASCII_SYMBOLS.iter().find(|(s, _)| *s == c) {
            Some((_, a)) => out.push_str(a),
            None => out.push(c),
        }
    }
    std::borrow::Cow::Owned(out)
}

/// A writer that folds what passes through it ([`fold`]): the line mode's output.
pub struct Folding<W: Write>(pub W);

impl<W: Write> Write for Folding<W> {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        // Formatting hands over whole pieces of a `str`, so a symbol is never cut.
        match std::str::from_utf8(buf) {
            Ok(s) => self.0.write_all(fold(s).as_bytes())?,
            Err(_) => self.0.write_all(buf)?,
        }
        Ok(buf.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        self.0.flush()
    }
}
