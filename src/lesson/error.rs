//! Located errors in lessons, question sets and manifests: file, line, column, the line
//! itself, and what was expected, as data (the tutor renders it in the learner's language).

use crate::cards::Card;
use crate::fields::yaml::{Limit, Loc, SyntaxError};
use crate::fields::FieldError;
use crate::rules::Problem;

/// One error in one file.
#[derive(Clone, Debug, PartialEq)]
pub struct LoadError {
    pub file: String,
    pub loc: Loc,
    /// The source line the error points into (for the snippet), if known.
    pub line_text: Option<String>,
    pub kind: ErrorKind,
}

#[derive(Clone, Debug, PartialEq)]
pub enum ErrorKind {
    /// The file could not be read.
    Io {
        message: String,
    },
    /// Not valid YAML (message from the YAML parser).
    Syntax {
        message: String,
    },
    /// Beyond a limit of the YAML reader (an alias bomb, nesting hundreds deep).
    Limit {
        limit: Limit,
    },
    /// What can be wrong with one field of a tree (a type, a key, a value, a card).
    Field(FieldError),
    /// The engine rejects the position.
    Impossible {
        problem: Problem,
    },
    DuplicateId {
        id: String,
    },
    /// A lesson listed in the manifest has no file, or a file is not listed.
    MissingFile {
        file: String,
    },
    UnlistedFile {
        file: String,
    },
    /// A lesson file checked on its own whose folder has no `game.yaml`.
    NoGameFolder {
        file: String,
    },
    /// A step must be exactly one of `page`, `question` or `deal`.
    BadStep,
    /// An action of a deal step's record that the rules refuse (index from 0).
    IllegalAction {
        index: usize,
        reason: crate::rules::Reason,
    },
    /// A deal step's decision at an action of another seat than the learner's.
    NotLearnersAction {
        index: usize,
        seat: u8,
        actual: u8,
    },
    /// A lesson with questions that declares no `topics:`, so `review` would never bring
    /// them back.
    NoTopics,
    /// A topic a lesson declares that none of its questions or graded decisions practises,
    /// so `review` would never bring it back from this lesson.
    TopicNotPractised {
        topic: String,
    },
    /// A written answer that the engine does not give (`check`).
    WrongAnswer {
        written: String,
        engine: String,
    },
    /// `answer: invalid`, but the engine accepts the position.
    ExpectedInvalid {
        engine: String,
    },
    /// A message id used by a lesson that a locale lacks.
    MissingMessage {
        id: String,
        lang: &'static str,
    },
    /// A message whose variables differ between the locales.
    VariablesDiffer {
        id: String,
        en: Vec<String>,
        lang: &'static str,
        other: Vec<String>,
    },
    /// A message id defined twice.
    DuplicateMessage {
        id: String,
        lang: &'static str,
    },
    /// A message uses a term (`{ -name }`) its language does not define.
    UnknownTerm {
        id: String,
        term: String,
        lang: &'static str,
    },
    /// A message says a concept in a known wrong variant (`wrong-terms.txt`).
    WrongTerm {
        id: String,
        wrong: String,
        right: String,
    },
    /// A Fluent syntax error.
    Fluent {
        message: String,
    },
    /// A message only one locale has.
    OnlyInOneLocale {
        id: String,
        lang: &'static str,
        missing: &'static str,
    },
    /// A lesson's questions are missing a rules paragraph or the like.
    BadParagraphs {
        section: String,
    },
    /// A card repeated where each card may appear once.
    RepeatedCard {
        card: Card,
    },
    /// A member of a set written twice (a bid, a pattern, a seat's entry).
    RepeatedValue {
        value: String,
    },
    /// An entry of a coverage map's `teach` or `test` list not written
    /// `<lesson id>/<step id>`.
    CoverageBadStep {
        value: String,
        list: CoverageList,
    },
    /// A coverage map names a lesson its manifest does not list.
    CoverageUnknownLesson {
        lesson: String,
        lessons: Vec<String>,
    },
    /// A `teach` entry that is not a page of its lesson.
    CoverageNotAPage {
        lesson: String,
        page: String,
        pages: Vec<String>,
    },
    /// A `test` entry that is neither a question of its lesson nor a graded decision
    /// (`<deal id>-<at>`) of one of its deal steps.
    CoverageNotGraded {
        lesson: String,
        step: String,
        graded: Vec<String>,
    },
    /// A section listed twice in a coverage map (`line`: where it is first listed).
    CoverageRepeatedSection {
        section: String,
        line: u32,
    },
    /// A section the game's specification does not have.
    CoverageUnknownSection {
        section: String,
        game: &'static str,
        sections: Vec<String>,
    },
    /// A section of the game's specification the map leaves out.
    CoverageMissingSection {
        section: String,
        title: &'static str,
        game: &'static str,
    },
    /// A section with no page that teaches it, or no question that tests it.
    CoverageEmpty {
        section: String,
        list: CoverageList,
    },
    /// A manifest that must have a coverage map and has none.
    CoverageMissing {
        game: &'static str,
    },
}

/// A YAML error as a load error's kind: a limit in plain words, or the parser's message.
impl From<&SyntaxError> for ErrorKind {
    fn from(error: &SyntaxError) -> ErrorKind {
        match error.limit {
            Some(limit) => ErrorKind::Limit { limit },
            None => ErrorKind::Syntax {
                message: error.message.clone(),
            },
        }
    }
}

/// What is wrong with a field is the same error in a file.
impl From<FieldError> for ErrorKind {
    fn from(error: FieldError) -> ErrorKind {
        ErrorKind::Field(error)
    }
}

/// The text of one source file, for locating errors.
pub struct Source<'a> {
    pub name: &'a str,
    pub text: &'a str,
}

impl Source<'_> {
    pub fn error(&self, loc: Loc, kind: ErrorKind) -> LoadError {
        let line_text = if loc.line > 0 {
            self.text
                .lines()
                .nth(loc.line as usize - 1)
                .map(|l| snippet_text(l, loc.col))
        } else {
            None
        };
        LoadError {
            file: self.name.to_string(),
            loc,
            line_text,
            kind,
        }
    }
}

/// Characters of a line kept after the error's column: more than any terminal shows, far
/// less than a line can hold (one value may fill megabytes).
const KEPT_AFTER_COLUMN: usize = 1_000;

/// The part of a source line an error keeps for its snippet: all of it up to a little past
/// the column, with `…` where the rest was cut. The start is kept whole, so the column
/// still counts from the start of the line.
pub fn snippet_text(line: &str, col: u32) -> String {
    let keep = (col as usize).saturating_sub(1) + KEPT_AFTER_COLUMN;
    match line.char_indices().nth(keep) {
        Some((cut, _)) => format!("{}…", &line[..cut]),
        None => line.to_string(),
    }
}

/// Which of a coverage map's two lists a step is named in: a word of the map's own that
/// the load errors name too.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CoverageList {
    /// Pages that explain the section.
    Teach,
    /// Questions and graded decisions that ask it.
    Test,
}

impl CoverageList {
    pub fn token(self) -> &'static str {
        match self {
            CoverageList::Teach => "teach",
            CoverageList::Test => "test",
        }
    }
}
