//! Lessons, question sets and manifests: reading YAML into checked questions with located
//! errors, the library of embedded and on-disk lessons, and the `check` linter.

pub mod check;
pub mod coverage;
pub mod deal_step;
pub mod error;
pub mod error_text;
pub mod fields;
pub mod library;
pub mod positions;
pub mod question;
pub mod recent;
pub mod record;
pub mod script;
pub mod set;
pub mod topics;

/// The YAML tree lessons are read from, under the name it has always had here.
pub use crate::fields::yaml;
pub use error::{ErrorKind, LoadError};
pub use question::{Expected, Question};
pub use script::{Lesson, LessonRef, Manifest, Step};
