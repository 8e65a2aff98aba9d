//! Wrapping text to the terminal, measured in display columns (a Japanese character takes
//! two). The author's line breaks inside a paragraph are not kept ([`reflow`]): the text is
//! filled to the width at hand. English breaks at spaces; Japanese may break between most
//! two characters, but not before closing punctuation or after opening brackets (basic
//! kinsoku), not inside a katakana word, not between a number and its counter, not inside
//! a short bracketed reference like （7.2 手順3a）, and not between a Latin word and the
//! Japanese particle after it. List items keep a hanging indent.

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
    matches!(
        c,
        '、' | '。'
            | '，'
            | '．'
            | '・'
            | '：'
            | '；'
            | '？'
            | '！'
            | '）'
            | '」'
            | '』'
            | '】'
            | '〕'
            | '〉'
            | '》'
            | 'ー'
            | '…'
            | 'ゃ'
            | 'ゅ'
            | 'ょ'
            | 'っ'
            | 'ぁ'
            | 'ぃ'
            | 'ぅ'
            | 'ぇ'
            | 'ぉ'
            | 'ャ'
            | 'ュ'
            | 'ョ'
            | 'ッ'
            | 'ァ'
            | 'ィ'
            | 'ゥ'
            | 'ェ'
            | 'ォ'
            | ','
            | '.'
            | ';'
            | ':'
            | '!'
            | '?'
            | ')'
            | ']'
            | '}'
            // A full-width space between two sentences starts no line.
            | '　'
    )
}

fn no_break_after(c: char) -> bool {
    matches!(
        c,
        '（' | '「' | '『' | '【' | '〔' | '〈' | '《' | '(' | '[' | '{'
    )
}

/// Japanese punctuation, after which a Latin word or a number may start a line.
fn is_punctuation(c: char) -> bool {
    matches!(
        c,
        '、' | '。'
            | '，'
            | '．'
            | '・'
            | '：'
            | '；'
            | '？'
            | '！'
            | '）'
            | '」'
            | '』'
            | '】'
            | '〕'
            | '〉'
            | '》'
            | '…'
            | '　'
    )
}

fn is_wide(c: char) -> bool {
    c.width().unwrap_or(0) >= 2
}

/// A letter of a katakana word (the long-vowel mark included, the middle dot not: a
/// break after `・` in リック・ベター keeps both words whole).
pub fn is_katakana(c: char) -> bool {
    matches!(c, '\u{30A1}'..='\u{30FA}' | 'ー' | '\u{30FD}'..='\u{30FE}' | '\u{31F0}'..='\u{31FF}')
}

fn is_hiragana(c: char) -> bool {
    ('\u{3041}'..='\u{309F}').contains(&c)
}

fn is_digit(c: char) -> bool {
    c.is_ascii_digit() || ('０'..='９').contains(&c)
}

/// Counters of more than one character that stay with the number before them (a counter
/// of one character is held by the number-to-letter rule; katakana counters such as
/// トリック by the katakana rule).
const COUNTERS: &[&str] = &[
    "番席", "番目", "枚目", "人目", "回目", "巡目", "問目", "番手", "か所", "か月",
];

/// Brackets whose content is kept on one line when it is short: a rule reference, a
/// Dutch or Italian name in parentheses.
const GROUPS: &[(char, char)] = &[('（', '）'), ('(', ')'), ('「', '」'), ('【', '】')];
/// The longest bracketed group (in columns, brackets included) kept whole.
const GROUP_MAX: usize = 24;

/// The width of a list marker at the start of `body` (after its indent), the space after
/// it included: `- `, `• `, `・`, `1. `, `2) `, `(a) `, `（a）`, `§7 `.
pub fn marker_width(body: &str) -> Option<usize> {
    for m in ["- ", "• ", "* ", "・", "→ ", "✓ ", "✗ ", "✔ ", "✘ ", "💡 "] {
        if body.starts_with(m) {
            return Some(width(m));
        }
    }
    // A section's heading in the rules: `§7 ` (a long title goes on under itself).
    if let Some(rest) = body.strip_prefix('§') {
        let digits = rest.chars().take_while(|c| c.is_ascii_digit()).count();
        if (1..=2).contains(&digits) && rest[digits..].starts_with(' ') {
            return Some(width("§") + digits + 1);
        }
    }
    let digits: String = body.chars().take_while(|c| c.is_ascii_digit()).collect();
    if (1..=2).contains(&digits.len()) {
        let rest = &body[digits.len()..];
        for end in [". ", ") ", "）", "．"] {
            if rest.starts_with(end) {
                return Some(digits.len() + width(end));
            }
        }
    }
    for (open, close) in [('(', ')'), ('（', '）')] {
        let mut cs = body.chars();
        if cs.next() == Some(open) {
            let inner: String = cs.by_ref().take_while(|&c| c != close).collect();
            let short = (1..=2).contains(&inner.chars().count())
                && inner.chars().all(|c| c.is_ascii_alphanumeric());
            if short && body[open.len_utf8() + inner.len() + close.len_utf8()..].starts_with(' ') {
                return Some(width(&format!("{open}{inner}{close} ")));
            }
            if short && open == '（' {
                return Some(width(&format!("{open}{inner}{close}")));
            }
        }
    }
    None
}

/// A line laid out in columns (a table, a diagram): kept as it is written.
fn is_laid_out(body: &str) -> bool {
    body.contains("   ") || body.contains('│') || body.contains('|')
}

/// Joins the author's line breaks inside paragraphs, so that the text can be filled to any
/// width. Kept: blank lines (paragraphs), the start of each list item (a line starting
/// with a marker; its continuation lines are indented deeper), a change of indent, and
/// lines laid out in columns. Two lines join without a space when Japanese meets at the
/// break, with one otherwise.
pub fn reflow(text: &str) -> String {
    let mut out: Vec<String> = Vec::new();
    // The block being filled: its indent, whether it is a list item, and whether it joins.
    let mut open: Option<(usize, bool)> = None;
    for line in text.split('\n') {
        let line = line.trim_end();
        if line.is_empty() {
            out.push(String::new());
            open = None;
            continue;
        }
        let indent = line.len() - line.trim_start_matches(' ').len();
        let body = &line[indent..];
        let marker = marker_width(body).is_some();
        let laid_out = is_laid_out(body);
        let joins = !marker
            && !laid_out
            && match open {
                Some((base, true)) => indent > base,
                Some((base, false)) => indent == base,
                None => false,
            };
        match out.last_mut() {
            Some(last) if joins => {
                let a = last.chars().last().unwrap_or(' ');
                let b = body.chars().next().unwrap_or(' ');
                if !(is_wide(a) || is_wide(b)) {
                    last.push(' ');
                }
                last.push_str(body);
            }
            _ => {
                out.push(line.to_string());
                open = (!laid_out).then_some((indent, marker));
            }
        }
    }
    out.join("\n")
}

/// One character of a line with the color codes before it (they take no room): its
/// bytes in the line are `from..to`.
struct Unit {
    from: usize,
    to: usize,
    c: char,
    w: usize,
}

fn units(line: &str) -> Vec<Unit> {
    let mut out: Vec<Unit> = Vec::new();
    let mut pending: Option<usize> = None;
    let mut in_escape = false;
    for (at, c) in line.char_indices() {
        if c == '\x1b' || in_escape {
            in_escape = !(in_escape && c.is_ascii_alphabetic());
            pending.get_or_insert(at);
            continue;
        }
        out.push(Unit {
            from: pending.take().unwrap_or(at),
            to: at + c.len_utf8(),
            c,
            w: c.width().unwrap_or(0),
        });
    }
    // Codes at the end (a reset) stay with the last character.
    if let Some(at) = pending {
        match out.last_mut() {
            Some(u) => u.to = line.len(),
            None => out.push(Unit {
                from: at,
                to: line.len(),
                c: '\u{200b}',
                w: 0,
            }),
        }
    }
    out
}

/// Whether a line may break between `p` and `c` where Japanese meets.
fn japanese_break(p: char, c: char) -> bool {
    if no_break_before(c) || no_break_after(p) {
        return false;
    }
    // A katakana word, a number, a Latin word with the particle after it.
    let word = (is_katakana(p) && is_katakana(c)) || (is_digit(p) && is_digit(c));
    let latin = p.is_ascii_alphanumeric();
    // A number or a name after a kanji or katakana stays with it (規則9, ソロ9); after
    // punctuation or a particle (は1ゲーム) it may start a line.
    // A label's colon keeps its value (点数：1).
    let glued = c.is_ascii_alphanumeric() && !(is_punctuation(p) && p != '：') && !is_hiragana(p);
    !(word || latin || glued)
}

/// Where a line may break: `ok[i]` is true when a line may end before unit `i`.
fn breaks(us: &[Unit], first: usize) -> Vec<bool> {
    let cs: Vec<char> = us.iter().map(|u| u.c).collect();
    let mut held = vec![false; cs.len() + 1];
    // Short bracketed groups stay whole.
    for (i, &c) in cs.iter().enumerate() {
        let Some(&(_, close)) = GROUPS.iter().find(|(o, _)| *o == c) else {
            continue;
        };
        if let Some(len) = cs[i + 1..].iter().position(|&x| x == close) {
            let end = i + 1 + len;
            let w: usize = us[i..=end].iter().map(|u| u.w).sum();
            if w <= GROUP_MAX {
                held[i + 1..=end].iter_mut().for_each(|h| *h = true);
            }
        }
    }
    // A number keeps its counter.
    for i in 1..cs.len() {
        if is_digit(cs[i - 1]) && !is_digit(cs[i]) {
            let rest: String = cs[i..].iter().take(3).collect();
            if let Some(counter) = COUNTERS.iter().find(|k| rest.starts_with(**k)) {
                let n = counter.chars().count();
                held[i..i + n].iter_mut().for_each(|h| *h = true);
            }
        }
    }
    let mut ok = vec![false; cs.len()];
    for i in first.max(1)..cs.len() {
        let (p, c) = (cs[i - 1], cs[i]);
        // A sign of one character with closing punctuation after it (`なければ -。`)
        // starts no line.
        let lone_sign =
            c.is_ascii_punctuation() && cs.get(i + 1).is_some_and(|&n| no_break_before(n));
        // A no-break space binds what it stands between (`seat 0 pass`).
        let bound = p == '\u{a0}' || c == '\u{a0}';
        ok[i] = !held[i]
            && !lone_sign
            && !bound
            && if p == ' ' {
                // In Japanese a space only sets a Latin word apart: `q で中断` stays whole.
                let before = cs[..i].iter().rev().find(|&&x| x != ' ');
                // A separator between items (`A · B`, `パス → 1番席`) ends its line
                // rather than starting the next.
                let separator = matches!(c, '·' | '→');
                let latin = before.is_some_and(|&b| !is_wide(b) && !matches!(b, '·' | '→'));
                // Two spaces part items (the cards of a hand: `コインA  バトン2`), not a
                // word from its particle: a line may break there.
                let items = cs[..i].iter().rev().take_while(|&&x| x == ' ').count() >= 2;
                c != ' ' && !separator && (items || !(latin && is_wide(c)))
            } else if c == ' ' {
                false
            } else if is_wide(p) || is_wide(c) {
                japanese_break(p, c)
            } else {
                false
            };
    }
    ok
}

/// Wraps each line of `text` to at most `cols` columns, prefixing every output line with
/// `indent` (counted in the width). A list item's continuation lines hang under its text.
pub fn wrap(text: &str, cols: usize, indent: &str) -> Vec<String> {
    let avail = cols.saturating_sub(width(indent)).max(10);
    let mut out = Vec::new();
    for line in text.split('\n') {
        let lead = line.len() - line.trim_start_matches(' ').len();
        let held = lead + marker_width(&line[lead..]).unwrap_or(0);
        // A hanging indent wider than half the line would leave no room for the text.
        let hang = if held * 2 > avail {
            lead.min(avail / 2)
        } else {
            held
        };
        out.extend(
            balanced(line, avail, hang, held)
                .into_iter()
                .map(|l| format!("{indent}{l}")),
        );
    }
    out
}

/// Wraps one line whose first `hang` columns are a label (a field's name, an item's
/// number): the label is never broken, and the lines after the first start under the
/// text after it. A label wider than half the line hangs the rest by four columns.
pub fn hanging(line: &str, cols: usize, hang: usize) -> Vec<String> {
    let cols = cols.max(10);
    let indent = if hang * 2 > cols { 4 } else { hang };
    balanced(line, cols, indent, hang)
}

/// [`fill`], without a stub: when the last line would hold a character or two (`た`,
/// `ん。`), the lines are filled a little shorter, if that takes no more lines.
fn balanced(line: &str, avail: usize, hang_w: usize, held: usize) -> Vec<String> {
    let lines = fill(line, avail, hang_w, held);
    let stub = |ls: &[String]| ls.len() > 1 && ls.last().is_some_and(|l| width(l.trim()) <= 4);
    if !stub(&lines) {
        return lines;
    }
    (1..=4)
        .filter_map(|less| avail.checked_sub(less * 2))
        .filter(|&a| a > hang_w + 4)
        .map(|a| fill(line, a, hang_w, held))
        .find(|ls| ls.len() == lines.len() && !stub(ls))
        .unwrap_or(lines)
}

/// Fills one line into lines of at most `avail` columns, the lines after the first
/// indented by `hang` columns; no break within the first `held` columns.
fn fill(line: &str, avail: usize, hang_w: usize, held: usize) -> Vec<String> {
    let hang = " ".repeat(hang_w);
    let us = units(line);
    let first = us
        .iter()
        .scan(0, |w, u| {
            *w += u.w;
            Some(*w)
        })
        .position(|w| w >= held)
        .map_or(us.len(), |p| p + 1);
    let ok = breaks(&us, first);
    let mut start = 0; // first unit of the current line
    let mut cur_w = 0;
    let mut last_break: Option<usize> = None;
    // The last break after an item separator, with the width before it.
    let mut last_separator: Option<(usize, usize)> = None;
    let mut lines: Vec<String> = Vec::new();
    let emit = |lines: &mut Vec<String>, from: usize, to: usize| {
        let body = match (us.get(from), to.checked_sub(1).and_then(|t| us.get(t))) {
            (Some(a), Some(b)) if from < to => &line[a.from..b.to],
            _ => "",
        };
        let prefix = if lines.is_empty() { "" } else { hang.as_str() };
        lines.push(format!("{prefix}{}", body.trim_end()));
    };
    let mut i = 0;
    while i < us.len() {
        let prefix_w = if lines.is_empty() { 0 } else { hang_w };
        if ok[i] && i > start {
            last_break = Some(i);
        }
        if ok[i] && i > start + 1 && us[i - 1].c == ' ' && matches!(us[i - 2].c, '·' | '→') {
            last_separator = Some((i, cur_w));
        }
        if prefix_w + cur_w + us[i].w > avail && i > start {
            // After a separator between items when it leaves the line at least half
            // full: a row of `label：value · label：value` parts between its items.
            let at = match (last_break, last_separator) {
                _ if us[i].c == ' ' && ok.get(i + 1).copied().unwrap_or(true) => i,
                (_, Some((b, w))) if b > start && (prefix_w + w) * 2 >= avail => b,
                (Some(b), _) if b > start => b,
                _ => i,
            };
            last_separator = None;
            emit(&mut lines, start, at);
            start = at;
            while start < us.len() && us[start].c == ' ' {
                start += 1;
            }
            i = i.max(start);
            cur_w = us[start..i].iter().map(|u| u.w).sum();
            last_break = (start + 1..i).rev().find(|&k| ok[k]);
            continue;
        }
        cur_w += us[i].w;
        i += 1;
    }
    if start < us.len() || lines.is_empty() {
        emit(&mut lines, start, us.len());
    }
    lines
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

#[cfg(test)]
mod layout_tests {
    use super::*;

    fn fits(lines: &[String], cols: usize) {
        assert!(lines.iter().all(|l| width(l) <= cols), "{lines:?}");
    }

    #[test]
    fn the_authors_line_breaks_are_joined_inside_a_paragraph() {
        let text = "オークションは、ディーラーの左隣の0番席から始まり、\n時計回りに続きます。\n\nThe second\nparagraph.";
        assert_eq!(
            reflow(text),
            "オークションは、ディーラーの左隣の0番席から始まり、時計回りに続きます。\n\nThe second paragraph."
        );
    }

    #[test]
    fn list_items_stay_apart_and_their_continuations_join() {
        let text = "まとめ：\n  1. フォローする。\n     上回れるなら上回る。\n  2. 切札を出す。\n  ・パスは取り消せません。\n    一度パスしたら。";
        assert_eq!(
            reflow(text),
            "まとめ：\n  1. フォローする。上回れるなら上回る。\n  2. 切札を出す。\n  ・パスは取り消せません。一度パスしたら。"
        );
    }

    #[test]
    fn numbered_items_hang_under_their_text() {
        let lines = wrap(
            "  1. Follow suit; if you can beat the winning card, you must beat it.",
            30,
            "",
        );
        fits(&lines, 30);
        assert!(lines[0].starts_with("  1. Follow"), "{lines:?}");
        assert!(
            lines[1..]
                .iter()
                .all(|l| l.starts_with("     ") && !l.starts_with("      ")),
            "{lines:?}"
        );
    }

    #[test]
    fn katakana_words_counters_and_references_are_not_split() {
        let text = "このビッドが最高順位のビッドとして残っています（7.2 手順3a）。1番席がオークションに残り、13トリックを取ります。";
        for cols in 20..60 {
            let lines = wrap(text, cols, "");
            fits(&lines, cols);
            assert_eq!(lines.concat(), text, "at {cols}");
            for pair in lines.windows(2) {
                let (a, b) = (
                    pair[0].chars().last().unwrap(),
                    pair[1].chars().next().unwrap(),
                );
                assert!(!(is_katakana(a) && is_katakana(b)), "at {cols}: {lines:?}");
                assert!(!(a.is_ascii_digit() && b == '番'), "at {cols}: {lines:?}");
                assert!(
                    !pair[0].contains('（') || pair[0].contains('）'),
                    "at {cols}: {lines:?}"
                );
            }
        }
    }

    #[test]
    fn a_value_stays_with_its_name_and_its_label() {
        let text = "勝ったチーム：チームB · 点数：1 · 決まり方：ベットなし · 0番席\u{a0}パス";
        for cols in 16..50 {
            let lines = wrap(text, cols, "");
            fits(&lines, cols);
            assert!(
                lines
                    .iter()
                    .all(|l| !l.starts_with('1') && !l.starts_with('パ')),
                "{lines:?}"
            );
        }
    }

    #[test]
    fn a_paragraph_ends_with_more_than_a_stub() {
        let text = "持っているので、上の切札を出さなければなりません。";
        let lines = wrap(text, 48, "");
        assert_eq!(lines.len(), 2, "{lines:?}");
        assert!(width(lines[1].trim()) > 4, "{lines:?}");
        assert_eq!(lines.concat(), text);
    }

    #[test]
    fn a_separator_ends_its_line() {
        let lines = wrap("seat 0 pass → seat 1 rik · seat 2 pass", 16, "");
        fits(&lines, 16);
        assert!(
            lines[1..].iter().all(|l| !l.starts_with(['→', '·'])),
            "{lines:?}"
        );
        assert_eq!(lines.join(" "), "seat 0 pass → seat 1 rik · seat 2 pass");
    }

    #[test]
    fn cards_parted_by_two_spaces_wrap_between_cards() {
        // Maniglia's cards end with a Latin rank and start with a katakana suit: the two
        // spaces between them are where a hand breaks, never inside a card.
        let hand = "コインA  コインK  バトン2  ソードK  ソードJ  ソードQ";
        let lines = wrap(hand, 20, "");
        fits(&lines, 20);
        let cards: Vec<&str> = lines.iter().flat_map(|l| l.split_whitespace()).collect();
        assert_eq!(
            cards,
            hand.split_whitespace().collect::<Vec<_>>(),
            "{lines:?}"
        );
    }

    #[test]
    fn a_latin_word_keeps_the_particle_after_it() {
        let lines = wrap("? でヒント、! で答えを表示、q で中断。", 14, "");
        fits(&lines, 14);
        assert!(
            lines.iter().all(|l| !l.ends_with('q') && !l.ends_with('!')),
            "{lines:?}"
        );
        let lines = wrap("番号を入力。なければ -。", 22, "");
        assert_eq!(lines, ["番号を入力。なけれ", "ば -。"], "a stub `-。`");
    }
}
