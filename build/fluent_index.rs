//! Reading the embedded Fluent files at build time, line by line, for the index of their
//! entries: where each entry is, and the value of those the program can show without
//! Fluent. Anything not certain to read as Fluent reads it is left to Fluent (`None`).

use std::collections::HashMap;

/// The entries of a Fluent text: (id, start, length). An entry starts at a line that
/// begins with an identifier (a message) or `-` and one (a term), then `=`; it runs up to
/// the next line that begins an entry or a comment, which is where Fluent's own parser
/// looks for the next entry too (continuation lines are indented, and a closing `}` may
/// stand at the start of a line).
pub fn entries(text: &str) -> Vec<(&str, usize, usize)> {
    let mut out: Vec<(&str, usize, usize)> = Vec::new();
    let mut open: Option<(&str, usize)> = None;
    let mut at = 0;
    for line in text.split_inclusive('\n') {
        let starts_entry =
            line.starts_with(|c: char| c.is_ascii_alphabetic() || c == '-' || c == '#');
        if starts_entry {
            if let Some((id, start)) = open.take() {
                out.push((id, start, at - start));
            }
            open = entry_id(line).map(|id| (id, at));
        }
        at += line.len();
    }
    if let Some((id, start)) = open {
        out.push((id, start, at - start));
    }
    out
}

/// The id a Fluent line starts an entry of, if it starts one: `name` of a message,
/// `-name` of a term.
fn entry_id(line: &str) -> Option<&str> {
    let body = line.strip_prefix('-').unwrap_or(line);
    let end = body
        .find(|c: char| !(c.is_ascii_alphanumeric() || c == '-' || c == '_'))
        .unwrap_or(body.len());
    let first = body.chars().next()?;
    let rest = body[end..].trim_start_matches([' ', '\t']);
    let id_len = end + (line.len() - body.len());
    (first.is_ascii_alphabetic() && rest.starts_with('=')).then_some(&line[..id_len])
}

/// The value written on an entry's first line (`id = value`), without the spaces around
/// it, when the lines after it pass `rest_ok`; and when it is one Fluent reads as it is
/// written (no tab, no carriage return) and that the index can hold.
fn first_line_value(entry: &str, id_len: usize, rest_ok: impl Fn(&str) -> bool) -> Option<&str> {
    let (line, after) = entry.split_once('\n').unwrap_or((entry, ""));
    if !rest_ok(after) {
        return None;
    }
    let rest = line[id_len..].trim_start_matches(' ').strip_prefix('=')?;
    let value = rest.trim_start_matches(' ').trim_end_matches(' ');
    let readable =
        !value.is_empty() && !value.contains(['\r', '\t']) && u16::try_from(value.len()).is_ok();
    readable.then_some(value)
}

/// Nothing but empty lines.
fn only_empty_lines(text: &str) -> bool {
    text.chars().all(|c| c == '\n')
}

/// The value of a message when it is plain text: one line, `id = text`, with nothing after
/// it but empty lines, and no placeable in it (no `{` or `}`). Fluent's value of such a
/// message is `text` without its trailing spaces.
pub fn plain_value(entry: &str, id_len: usize) -> Option<String> {
    if entry.starts_with('-') {
        return None; // A term is no message.
    }
    let value = first_line_value(entry, id_len, only_empty_lines)?;
    (!value.contains(['{', '}'])).then(|| value.to_string())
}

/// The value of a term when it is plain text: `-name = text` on one line, followed by its
/// attributes (indented lines that start with `.`, which end a value) or nothing.
pub fn term_value(entry: &str, id_len: usize) -> Option<String> {
    if !entry.starts_with('-') {
        return None;
    }
    let attributes_or_nothing = |after: &str| {
        after
            .lines()
            .find(|l| !l.is_empty())
            .is_none_or(|l| l.trim_start_matches(' ').starts_with('.') && l.starts_with(' '))
    };
    let value = first_line_value(entry, id_len, attributes_or_nothing)?;
    (!value.contains(['{', '}'])).then(|| value.to_string())
}

/// The value of a message of one line whose placeables are all terms of plain text
/// (`Exchanging the { -trump } Seven`), with the terms' values in their places: what
/// Fluent makes of it when the bundle holds the embedded terms alone. `terms` maps a
/// term's id (`-trump`) to its value.
pub fn with_terms(entry: &str, id_len: usize, terms: &HashMap<String, String>) -> Option<String> {
    if entry.starts_with('-') {
        return None;
    }
    let value = first_line_value(entry, id_len, only_empty_lines)?;
    let mut out = String::new();
    let mut rest = value;
    while let Some(open) = rest.find('{') {
        let (before, after) = (&rest[..open], &rest[open + 1..]);
        if before.contains('}') {
            return None;
        }
        out.push_str(before);
        let close = after.find('}')?;
        let name = after[..close].trim_matches(' ');
        let plain_name = name.strip_prefix('-').is_some_and(|n| {
            n.starts_with(|c: char| c.is_ascii_alphabetic())
                && n.chars()
                    .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
        });
        if !plain_name {
            return None;
        }
        out.push_str(terms.get(name)?);
        rest = &after[close + 1..];
    }
    if rest.contains('}') {
        return None;
    }
    out.push_str(rest);
    let out = out.trim_end_matches(' ').to_string();
    (!out.is_empty() && u16::try_from(out.len()).is_ok()).then_some(out)
}
