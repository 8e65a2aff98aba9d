//! The reader of one lesson, question set or manifest: it collects the located errors of
//! the file, not thrown, so that one run of `check` reports every problem of a file. The
//! typed fields come from [`Fields`]; what is wrong with a field becomes a [`LoadError`]
//! with the file's line.

use super::error::{ErrorKind, LoadError, Source};
use crate::fields::yaml::Loc;
use crate::fields::{FieldError, Report};
use crate::rules::{PositionReader, Problem};

/// Collects errors while reading one file.
pub struct Reader<'s> {
    pub src: Source<'s>,
    pub errors: Vec<LoadError>,
    /// The game name used in card errors.
    pub game: &'static str,
    /// Where the lines of a file read as a stream come from (its text is not kept whole).
    lines: Option<&'s dyn Fn(u32) -> Option<String>>,
}

impl<'s> Reader<'s> {
    pub fn new(name: &'s str, text: &'s str) -> Reader<'s> {
        Reader {
            src: Source { name, text },
            errors: Vec::new(),
            game: "",
            lines: None,
        }
    }

    /// A reader for a file read as a stream: `lines` gives the text of a line for the
    /// error snippets, while the line is still at hand.
    pub fn streamed(name: &'s str, lines: &'s dyn Fn(u32) -> Option<String>) -> Reader<'s> {
        Reader {
            lines: Some(lines),
            ..Reader::new(name, "")
        }
    }

    pub fn err(&mut self, loc: Loc, kind: ErrorKind) {
        let error = match self.lines {
            Some(lines) => LoadError {
                file: self.src.name.to_string(),
                loc,
                line_text: (loc.line > 0)
                    .then(|| lines(loc.line))
                    .flatten()
                    .map(|l| super::error::snippet_text(&l, loc.col)),
                kind,
            },
            None => self.src.error(loc, kind),
        };
        self.errors.push(error);
    }
}

impl Report for Reader<'_> {
    fn error(&mut self, loc: Loc, error: FieldError) {
        self.err(loc, error.into());
    }

    fn game(&self) -> &'static str {
        self.game
    }
}

/// An impossible position is pointed at the field the engine names.
impl PositionReader for Reader<'_> {
    fn impossible(&mut self, loc: Loc, problem: Problem) {
        self.err(loc, ErrorKind::Impossible { problem });
    }
}
