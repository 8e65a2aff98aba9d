//! Wrapping text to the terminal, measured in display columns (a Japanese character takes
//! two). English breaks at spaces; Japanese may break between any two characters, except
//! before closing punctuation and after opening brackets (basic kinsoku).

use unicode_width::{UnicodeWidthChar, UnicodeWidthStr};

/// Display width of a string in terminal columns.
pub fn width(s: &str) -> usize {
    if s.contains('\x1b') {
        console::measure_text_width(s)
    } else {
        UnicodeWidthStr::width(s)
    }
}

fn no_break_before(c: char) -> bool {
    "、。，．・：；？！）」』】〕〉》ー…ゃゅょっぁぃぅぇぉャュョッァィゥェォ,.;:!?)]}".contains(c)
}

fn no_break_after(c: char) -> bool {
    "（「『【〔〈《([{".contains(c)
}

fn is_wide(c: char) -> bool {
    c.width().unwrap_or(0) >= 2
}

/// Wraps each line of `text` to at most `cols` columns, prefixing every output line with
/// `indent` (counted in the width).
pub fn wrap(text: &str, cols: usize, indent: &str) -> Vec<String> {
    let avail = cols.saturating_sub(width(indent)).max(10);
    let mut out = Vec::new();
    for line in text.split('\n') {
        // Keep a list item's hanging indent ("- ", "1. ") on its continuation lines.
        let lead: String = line.chars().take_while(|c| *c == ' ').collect();
        let body = &line[lead.len()..];
        let hang = if body.starts_with("- ") || body.starts_with("・") || body.starts_with("• ")
        {
            " ".repeat(width(&lead) + 2)
        } else {
            lead.clone()
        };
        let mut cur = lead.clone();
        let mut cur_w = width(&cur);
        let mut last_break: Option<(usize, usize)> = None; // (byte index in cur, width)
        let mut prev: Option<char> = None;
        let mut in_escape = false;
        for c in body.chars() {
            // Color codes take no room and offer no break.
            if in_escape || c == '\x1b' {
                in_escape = !(c.is_ascii_alphabetic() && c != '[' && in_escape) || c == '\x1b';
                cur.push(c);
                continue;
            }
            let cw = c.width().unwrap_or(0);
            // A break opportunity before c: at a space, or between wide characters.
            if let Some(p) = prev {
                let can = (p == ' ' && c != ' ')
                    || ((is_wide(p) || is_wide(c)) && !no_break_before(c) && !no_break_after(p));
                if can {
                    last_break = Some((cur.len(), cur_w));
                }
            }
            if cur_w + cw > avail && cur_w > width(&hang) {
                match last_break {
                    Some((at, _)) if at > hang.len() => {
                        let rest = cur[at..].to_string();
                        out.push(format!("{indent}{}", cur[..at].trim_end()));
                        cur = format!("{hang}{}", rest.trim_start());
                    }
                    _ => {
                        out.push(format!("{indent}{}", cur.trim_end()));
                        cur = hang.clone();
                    }
                }
                cur_w = width(&cur);
                last_break = None;
                // A space at the start of the new line is dropped; after carried-over
                // text it still separates two words.
                if c == ' ' && cur == hang {
                    prev = Some(c);
                    continue;
                }
            }
            cur.push(c);
            cur_w += cw;
            prev = Some(c);
        }
        out.push(format!("{indent}{}", cur.trim_end()));
    }
    out
}

/// Pads (or cuts) a string to exactly `cols` display columns.
pub fn fit(s: &str, cols: usize) -> String {
    let mut out = String::new();
    let mut w = 0;
    for c in s.chars() {
        let cw = c.width().unwrap_or(0);
        if w + cw > cols {
            break;
        }
        out.push(c);
        w += cw;
    }
    out.push_str(&" ".repeat(cols - w));
    out
}

/// Cuts a string to at most `cols` display columns, marking the cut with `…`.
pub fn truncate(s: &str, cols: usize) -> String {
    if width(s) <= cols {
        return s.to_string();
    }
    let mut out = String::new();
    let mut w = 0;
    for c in s.chars() {
        let cw = c.width().unwrap_or(0);
        if w + cw + 1 > cols {
            break;
        }
        out.push(c);
        w += cw;
    }
    out.push('…');
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_carried_to_the_next_line_keep_their_spaces() {
        let text = "If one or more of your cards of that suit beat the card that is winning";
        for cols in 10..40 {
            let lines = wrap(text, cols, "");
            assert_eq!(lines.join(" "), text, "at {cols} columns: {lines:?}");
        }
    }

    #[test]
    fn english_wraps_at_spaces() {
        let lines = wrap("the quick brown fox jumps over the lazy dog", 16, "");
        assert!(lines.iter().all(|l| width(l) <= 16), "{lines:?}");
        assert_eq!(
            lines.join(" "),
            "the quick brown fox jumps over the lazy dog"
        );
    }

    #[test]
    fn japanese_wraps_by_columns_and_keeps_punctuation() {
        let text = "山札がなくなったら、リードされたスートをフォローしなければなりません。";
        let lines = wrap(text, 20, "");
        assert!(lines.iter().all(|l| width(l) <= 20), "{lines:?}");
        assert!(lines
            .iter()
            .skip(1)
            .all(|l| !l.starts_with('、') && !l.starts_with('。')));
        assert_eq!(lines.concat(), text);
    }

    #[test]
    fn fit_counts_columns() {
        assert_eq!(width(&fit("ハート", 8)), 8);
        assert_eq!(width(&fit("ハートのエース", 8)), 8);
        assert_eq!(truncate("ハートのエース", 7), "ハート…");
    }
}
