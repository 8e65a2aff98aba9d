//! Menus for the terminal, drawn with `console`. dialoguer's own menus count an item's
//! length in bytes when they clear the screen, so a Japanese item (3 bytes a character)
//! looks several lines long to them and every redraw erases lines above the menu. Here
//! every line is cut to the terminal's width in display columns, so each item is exactly
//! one line and a redraw clears exactly what was drawn.

use super::wrap;
use console::{style, Key, Term};
use std::io;

/// One menu on one terminal: draws itself and reads keys until a choice is made.
struct Menu<'a> {
    term: &'a Term,
    prompt: &'a str,
    items: &'a [String],
    cursor: usize,
    ticked: Option<Vec<bool>>,
    drawn: usize,
    /// A numbered menu shows `1.` … before its items and a digit key jumps to the item.
    /// `false` when the items are numbers themselves (seats): digit d then jumps to item d.
    numbered: bool,
    /// The words a learner may type for each item (a card's token): typing one jumps to
    /// its item. Empty when the items have none.
    keys: &'a [Vec<String>],
    /// What has been typed towards a word so far.
    typed: String,
    /// Free typing (the table's menu): a word that no item's word begins with is kept (an
    /// action typed in full, `knock`, `bid rik`, `bells-O@hearts-A`), with `@` and spaces
    /// in it, and Enter gives it back.
    free: bool,
    /// The word Enter gave back, in free typing.
    word: Option<String>,
}

/// How many items of `items` show at once on a terminal of `rows` rows: half the screen,
/// at least 3 rows on a tiny terminal, never more than there are items (a menu of one or
/// two items is common: the one bid left, yes and no).
fn window_rows(rows: usize, items: usize) -> usize {
    let rows = (rows / 2).max(8).min(rows.saturating_sub(2)).max(3);
    rows.min(items).max(1)
}

/// Ctrl-D, read as a character in the terminal's raw mode: stop, like `q`.
pub const CTRL_D: char = '\u{4}';

/// The item a typed beginning points to: the first whose word starts with it (`hearts-K`
/// from `he`, `hearts-k`) or whose rank is it (`K`, `10`), ignoring case.
pub fn jump(keys: &[Vec<String>], typed: &str) -> Option<usize> {
    let typed = typed.to_lowercase();
    if typed.is_empty() {
        return None;
    }
    let rank_of = |w: &str| w.rsplit('-').next().unwrap_or(w).to_lowercase();
    keys.iter()
        .position(|ws| ws.iter().any(|w| rank_of(w) == typed))
        .or_else(|| {
            keys.iter()
                .position(|ws| ws.iter().any(|w| w.to_lowercase().starts_with(&typed)))
        })
}

impl Menu<'_> {
    fn width(&self) -> usize {
        (self.term.size().1 as usize).max(10)
    }

    /// How many items show at once: at most half the screen (the question above must stay
    /// in view), scrolling through the rest.
    fn window(&self) -> usize {
        window_rows(self.term.size().0 as usize, self.items.len())
    }

    fn draw(&mut self) -> io::Result<()> {
        if self.drawn > 0 {
            self.term.clear_last_lines(self.drawn)?;
        }
        let w = self.width();
        let mut lines = vec![wrap::truncate(
            &format!(
                "{} {} › {}",
                style("?").yellow().bold(),
                style(self.prompt).bold(),
                self.typed
            ),
            w - 1,
        )];
        let window = self.window();
        let first = self
            .cursor
            .saturating_sub(window - 1)
            .min(self.items.len().saturating_sub(window));
        for (i, item) in self.items.iter().enumerate().skip(first).take(window) {
            let mark = match &self.ticked {
                Some(t) if t[i] => format!("{} ", style("◉").green()),
                Some(_) => "○ ".to_string(),
                None => String::new(),
            };
            let pointer = if i == self.cursor {
                style("❯").cyan().bold().to_string()
            } else {
                " ".into()
            };
            // Single-choice menus are numbered (a digit key jumps to the item).
            let number = if self.ticked.is_none() && self.numbered {
                format!("{:>2}. ", i + 1)
            } else {
                String::new()
            };
            let mark = format!("{mark}{number}");
            let text = wrap::truncate(item, w.saturating_sub(3 + wrap::width(&mark)));
            let text = if i == self.cursor {
                style(text).cyan().to_string()
            } else {
                text
            };
            lines.push(format!("{pointer} {mark}{text}"));
        }
        for l in &lines {
            self.term.write_line(&crate::out::fold(l))?;
        }
        self.drawn = lines.len();
        Ok(())
    }

    /// Replaces the menu by one line saying what was chosen.
    fn report(&mut self, chosen: &str) -> io::Result<()> {
        self.term.clear_last_lines(self.drawn)?;
        self.drawn = 0;
        answered(self.term, self.prompt, chosen)
    }

    fn run(&mut self) -> io::Result<Option<usize>> {
        self.term.hide_cursor()?;
        let result = self.keys();
        self.term.show_cursor()?;
        result
    }

    fn keys(&mut self) -> io::Result<Option<usize>> {
        let n = self.items.len();
        loop {
            self.draw()?;
            let key = self.term.read_key()?;
            // Any other key than a letter, a digit, `-` or Backspace ends the word being
            // typed: j, k and q move and stop again.
            let typing = matches!(key, Key::Char(c) if c.is_alphanumeric() || c == '-')
                || self.free
                    && matches!(key, Key::Char(c) if c == '@' || c == ':' || c == ',' || c == '{' || c == '}' || c == ' ' && !self.typed.is_empty());
            if !typing && key != Key::Backspace && !(self.free && key == Key::Enter) {
                self.typed.clear();
            }
            // The table's menu ends with its hint, suggestion and stop items: `?` and `!`
            // choose the first two at once, as they do in line mode.
            if self.free && self.typed.is_empty() && self.items.len() >= 3 {
                match key {
                    Key::Char('?' | '？') => return Ok(Some(self.items.len() - 3)),
                    Key::Char('!' | '！') => return Ok(Some(self.items.len() - 2)),
                    _ => {}
                }
            }
            // Free typing: every letter (j and k too: `knock`) begins or goes on a word; only
            // q, a digit first (the item's number) and the arrows keep their meaning.
            if let Key::Char(c) = key {
                let begins = c.is_alphabetic() && c != 'q';
                if self.free && typing && (begins || !self.typed.is_empty()) {
                    self.typed.push(c);
                    if let Some(i) = jump(self.keys, self.typed.trim()) {
                        self.cursor = i;
                    }
                    continue;
                }
            }
            match key {
                Key::ArrowDown | Key::Tab | Key::Char('j') => self.cursor = (self.cursor + 1) % n,
                Key::ArrowUp | Key::BackTab | Key::Char('k') => {
                    self.cursor = (self.cursor + n - 1) % n
                }
                Key::Home => self.cursor = 0,
                Key::End => self.cursor = n - 1,
                Key::Char(' ') => {
                    if let Some(t) = self.ticked.as_mut() {
                        t[self.cursor] = !t[self.cursor];
                    }
                }
                Key::Enter if self.free && !self.typed.is_empty() => {
                    // A word typed in full, or one that begins no item's word, is the answer
                    // as typed; a beginning that jumped to an item picks that item.
                    let typed = self.typed.to_lowercase();
                    let exact = self
                        .keys
                        .iter()
                        .any(|ws| ws.iter().any(|w| w.to_lowercase() == typed));
                    if exact || jump(self.keys, &self.typed).is_none() {
                        self.word = Some(self.typed.trim().to_string());
                    }
                    return Ok(Some(self.cursor));
                }
                Key::Enter => return Ok(Some(self.cursor)),
                Key::Backspace if !self.typed.is_empty() => {
                    self.typed.pop();
                }
                // Typing a card's token or rank jumps to it; a digit goes on a word begun.
                Key::Char(c)
                    if !self.keys.is_empty()
                        // j, k and q move and stop, unless a word is begun (`rik`).
                        && (c.is_alphabetic()
                            && (!matches!(c, 'j' | 'k' | 'q') || !self.typed.is_empty())
                            || (c.is_ascii_digit() || c == '-')
                                && (!self.typed.is_empty() || !self.numbered)) =>
                {
                    self.typed.push(c);
                    if jump(self.keys, &self.typed).is_none() {
                        // No word starts so: the key begins a new one.
                        self.typed = c.to_string();
                    }
                    if let Some(i) = jump(self.keys, &self.typed) {
                        self.cursor = i;
                    }
                }
                Key::Escape | Key::Char('q') | Key::Char(CTRL_D) => {
                    self.term.clear_last_lines(self.drawn)?;
                    self.drawn = 0;
                    return Ok(None);
                }
                Key::Char(c) if c.is_ascii_digit() => {
                    self.typed.clear();
                    let d = c as usize - '0' as usize;
                    let i = if self.numbered { d.wrapping_sub(1) } else { d };
                    if i < n {
                        self.cursor = i;
                    }
                }
                _ => {}
            }
        }
    }
}

/// Choose one item; `None` on Escape or q.
pub fn select(
    term: &Term,
    prompt: &str,
    items: &[String],
    default: usize,
) -> io::Result<Option<usize>> {
    select_in(term, prompt, items, default, true, &[])
}

/// Choose one item; `numbered: false` when the items are numbers themselves (seat 0, …);
/// `keys`: the words that jump to each item (none: empty).
pub fn select_in(
    term: &Term,
    prompt: &str,
    items: &[String],
    default: usize,
    numbered: bool,
    keys: &[Vec<String>],
) -> io::Result<Option<usize>> {
    let mut m = Menu {
        term,
        prompt,
        items,
        cursor: default.min(items.len().saturating_sub(1)),
        ticked: None,
        drawn: 0,
        numbered,
        keys,
        typed: String::new(),
        free: false,
        word: None,
    };
    let choice = m.run()?;
    if let Some(i) = choice {
        m.report(items[i].trim())?;
    }
    Ok(choice)
}

/// Choose one item, or type a word (the table's actions): `Ok(Some((i, None)))` for item
/// `i` (`?` and `!` choose the third and second items from the end: the table's hint and
/// suggestion), `Ok(Some((i, Some(word))))` for a word typed in full that is an item's word or
/// none; `None` on Escape or q.
pub fn select_word(
    term: &Term,
    prompt: &str,
    items: &[String],
    keys: &[Vec<String>],
) -> io::Result<Option<(usize, Option<String>)>> {
    let mut m = Menu {
        term,
        prompt,
        items,
        cursor: 0,
        ticked: None,
        drawn: 0,
        numbered: true,
        keys,
        typed: String::new(),
        free: true,
        word: None,
    };
    let choice = m.run()?;
    let word = m.word.take();
    if let Some(i) = choice {
        let shown = word.clone().unwrap_or_else(|| items[i].trim().to_string());
        m.report(&shown)?;
    }
    Ok(choice.map(|i| (i, word)))
}

/// Choose one item and leave no trace on the screen: for a choice that is one step of a
/// larger answer (the places of an ordered pick), reported once at the end.
pub fn step(
    term: &Term,
    prompt: &str,
    items: &[String],
    keys: &[Vec<String>],
) -> io::Result<Option<usize>> {
    let mut m = Menu {
        term,
        prompt,
        items,
        cursor: 0,
        ticked: None,
        drawn: 0,
        numbered: true,
        keys,
        typed: String::new(),
        free: false,
        word: None,
    };
    let choice = m.run()?;
    term.clear_last_lines(m.drawn)?;
    Ok(choice)
}

/// The line a menu leaves once answered: `prompt › answer`. No tick: whether the answer
/// is right is for the verdict below it to say.
pub fn answered(term: &Term, prompt: &str, chosen: &str) -> io::Result<()> {
    let width = (term.size().1 as usize).max(10);
    term.write_line(&crate::out::fold(&wrap::truncate(
        &answered_line(prompt, chosen),
        width - 1,
    )))
}

/// The text of [`answered`].
pub fn answered_line(prompt: &str, chosen: &str) -> String {
    format!("{} {} {chosen}", style(prompt).bold(), style("›").dim())
}

/// Tick any number of items (Space), Enter to answer; `None` on Escape or q.
pub fn multi_select(
    term: &Term,
    prompt: &str,
    items: &[String],
    keys: &[Vec<String>],
) -> io::Result<Option<Vec<usize>>> {
    let mut m = Menu {
        term,
        prompt,
        items,
        cursor: 0,
        ticked: Some(vec![false; items.len()]),
        drawn: 0,
        numbered: false,
        keys,
        typed: String::new(),
        free: false,
        word: None,
    };
    let done = m.run()?;
    let ticked: Vec<usize> = m
        .ticked
        .clone()
        .unwrap_or_default()
        .iter()
        .enumerate()
        .filter(|(_, t)| **t)
        .map(|(i, _)| i)
        .collect();
    if done.is_none() {
        return Ok(None);
    }
    let chosen: Vec<&str> = ticked.iter().map(|&i| items[i].as_str()).collect();
    m.report(&chosen.join("  "))?;
    Ok(Some(ticked))
}

/// A line of text typed at a prompt, edited with Backspace; `None` on Ctrl-D or Escape
/// (stop, like `q`). Read key by key, so that Ctrl-D is seen at all.
pub fn read_text(term: &Term, prompt: &str) -> io::Result<Option<String>> {
    let mut text = String::new();
    let head = format!("{} {} › ", style("?").yellow().bold(), style(prompt).bold());
    loop {
        term.clear_line()?;
        term.write_str(&crate::out::fold(&format!("{head}{text}")))?;
        match term.read_key()? {
            Key::Enter => {
                term.write_line("")?;
                return Ok(Some(text));
            }
            Key::Escape | Key::Char(CTRL_D) => {
                term.write_line("")?;
                return Ok(None);
            }
            Key::Backspace => {
                text.pop();
            }
            Key::Char(c) if !c.is_control() => text.push(c),
            _ => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{answered_line, jump};

    #[test]
    fn a_menu_of_one_item_shows_one_row() {
        assert_eq!(super::window_rows(40, 1), 1);
        assert_eq!(super::window_rows(40, 2), 2);
        assert_eq!(super::window_rows(40, 33), 20);
        assert_eq!(super::window_rows(4, 33), 3);
        assert_eq!(super::window_rows(0, 0), 1);
    }

    #[test]
    fn an_answered_menu_marks_no_verdict() {
        console::set_colors_enabled(false);
        let line = answered_line("Your answer", "♥7  ♣A");
        assert_eq!(line, "Your answer › ♥7  ♣A");
        assert!(!line.contains(['✔', '✓', '✗']));
    }

    fn keys() -> Vec<Vec<String>> {
        ["hearts-A", "hearts-10", "bells-K", "acorns-10"]
            .iter()
            .map(|t| vec![t.to_string()])
            .collect()
    }

    #[test]
    fn a_typed_rank_or_token_finds_its_card() {
        let k = keys();
        assert_eq!(jump(&k, "K"), Some(2));
        assert_eq!(jump(&k, "10"), Some(1));
        assert_eq!(jump(&k, "acorns-1"), Some(3));
        assert_eq!(jump(&k, "b"), Some(2));
        assert_eq!(jump(&k, "Hearts-1"), Some(1));
        assert_eq!(jump(&k, "x"), None);
        assert_eq!(jump(&k, ""), None);
    }
}
