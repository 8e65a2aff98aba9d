//! Which of a coverage map's two lists a step is named in: a word of the map's own that
//! the load errors name too, so that they need not import the reading of the map.

/// Which of a map's two lists.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum List {
    /// Pages that explain the section.
    Teach,
    /// Questions and graded decisions that ask it.
    Test,
}

impl List {
    pub fn token(self) -> &'static str {
        match self {
            List::Teach => "teach",
            List::Test => "test",
        }
    }
}
