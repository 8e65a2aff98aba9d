//! How a run of the tutor ended: what the home screen, a quiz and a series of deals at the
//! table each report, apart from all three.

/// What a run of the tutor ended with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum End {
    Done,
    Stopped,
    /// A lesson could not be loaded (errors already printed).
    Broken,
}
