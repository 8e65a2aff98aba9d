//! The source line under a located error, cut to what fits the terminal: a window around
//! the error's column, with `…` where the line goes on, and the caret under the column.
//! One value may fill megabytes of a single line; the snippet never does.

use unicode_width::UnicodeWidthChar;

/// Columns of a character on screen. Control characters were made visible before (see
/// `Renderer::inert`); a tab is shown as one space, so that the caret stays aligned.
fn cols(c: char) -> usize {
    c.width().unwrap_or(0)
}

/// A line shown under an error: the visible part, and how many columns precede the
/// caret in it.
#[derive(Debug, PartialEq, Eq)]
pub struct Window {
    pub text: String,
    pub caret: usize,
}

/// The part of `line` to show, at most `width` columns wide, around the character at
/// `col` (1-based, in characters; a column past the end points just after the line).
pub fn window(line: &str, col: u32, width: usize) -> Window {
    let chars: Vec<char> = line
        .chars()
        .map(|c| if c == '\t' { ' ' } else { c })
        .collect();
    let at = (col.max(1) as usize - 1).min(chars.len());
    let total: usize = chars.iter().map(|&c| cols(c)).sum();
    let before = |from: usize| chars[from..at].iter().map(|&c| cols(c)).sum::<usize>();
    // The caret needs a column of its own after the line's end.
    let width = width.max(8);
    if total < width {
        return Window {
            text: chars.iter().collect(),
            caret: before(0),
        };
    }
    // Room for the text itself, keeping a column for `…` on each side that is cut.
    let room = width - 2;
    // The caret a third of the way in: what comes after an error says most about it.
    let mut start = at;
    let mut used = chars.get(at).map_or(1, |&c| cols(c).max(1));
    while start > 0 && used + cols(chars[start - 1]) <= room / 3 {
        start -= 1;
        used += cols(chars[start]);
    }
    let mut end = (at + 1).min(chars.len());
    while end < chars.len() && used + cols(chars[end]) <= room {
        used += cols(chars[end]);
        end += 1;
    }
    // Near the end of the line: give the unused room to what comes before.
    while start > 0 && used + cols(chars[start - 1]) <= room {
        start -= 1;
        used += cols(chars[start]);
    }
    let mut text = String::new();
    let mut caret = before(start);
    if start > 0 {
        text.push('…');
        caret += 1;
    }
    text.extend(&chars[start..end]);
    if end < chars.len() {
        text.push('…');
    }
    Window { text, caret }
}

#[cfg(test)]
mod tests {
    use super::*;
    use unicode_width::UnicodeWidthStr;

    #[test]
    fn a_short_line_is_shown_whole() {
        let w = window("game: gaigl", 7, 60);
        assert_eq!(w.text, "game: gaigl");
        assert_eq!(w.caret, 6);
    }

    #[test]
    fn a_long_line_is_cut_around_the_column() {
        let line = format!(
            "cards: [{}bells-Z, {}]",
            "hearts-A, ".repeat(5000),
            "acorns-7, ".repeat(5000)
        );
        let col = 8 + 5000 * 10 + 1;
        let w = window(&line, col as u32, 60);
        assert!(w.text.width() <= 60, "{}", w.text);
        assert!(
            w.text.starts_with('…') && w.text.ends_with('…'),
            "{}",
            w.text
        );
        // The caret is under the `b` of bells-Z.
        let shown: String = w.text.chars().collect();
        let under: String = shown
            .chars()
            .scan(0, |c, ch| {
                let here = *c;
                *c += ch.width().unwrap_or(0);
                Some((here, ch))
            })
            .filter(|(c, _)| *c >= w.caret)
            .map(|(_, ch)| ch)
            .take(7)
            .collect();
        assert_eq!(under, "bells-Z");
        // Near the start and near the end, only one side is cut.
        let w = window(&line, 3, 60);
        assert!(!w.text.starts_with('…') && w.text.ends_with('…'));
        assert_eq!(w.caret, 2);
        let w = window(&line, line.chars().count() as u32, 60);
        assert!(w.text.starts_with('…') && !w.text.ends_with('…'));
        assert!(w.text.ends_with(']'));
        assert_eq!(w.caret, w.text.width() - 1);
    }

    #[test]
    fn wide_characters_count_two_columns() {
        // A Japanese note, then the error's column on the `Z`.
        let line = format!("why: \"{}\" x: Z {}", "切り札".repeat(40), "あ".repeat(40));
        let col = line.chars().position(|c| c == 'Z').unwrap() + 1;
        let w = window(&line, col as u32, 40);
        assert!(w.text.width() <= 40, "{} ({})", w.text, w.text.width());
        let before: String = w.text.chars().take_while(|&c| c != 'Z').collect();
        assert_eq!(w.caret, before.width());
    }
}
