//! Where a byte offset stands in a text, as a person counts it: shared by the checks of
//! every kind of file, so that none of them imports another for it.

/// The line and column (1-based, in characters) of a byte offset.
pub fn line_of(text: &str, offset: usize) -> (u32, u32) {
    let before = &text[..offset.min(text.len())];
    (
        before.matches('\n').count() as u32 + 1,
        before
            .rsplit('\n')
            .next()
            .map(|l| l.chars().count())
            .unwrap_or(0) as u32
            + 1,
    )
}
