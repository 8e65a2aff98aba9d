//! The small interface between the tutor and the person: show text, wait at a page, ask a
//! question, offer a menu. Three implementations: the terminal (dialoguer/console), line
//! mode (stdin not a terminal, or `--plain`: one plain answer per line) and, because line
//! mode works on any reader and writer, scripted sessions in tests.

use super::{menu, wrap};
use dialoguer::theme::{ColorfulTheme, SimpleTheme, Theme};
use std::io::{self, BufRead, Write};

/// What the tutor asks for.
#[derive(Clone, Debug)]
pub enum Ask {
    /// Tick any of these items (cards of the hand).
    Many { items: Vec<Item> },
    /// Choose one item.
    One { items: Vec<Item> },
    /// Choose one item, or type an action in full (the table): what matches no item, or
    /// (in the terminal) a word typed whole, comes back as `Reply::Text`.
    Action { items: Vec<Item> },
    /// Pick items one after another: the order is the answer (cards strongest first).
    Sequence { items: Vec<Item> },
    /// Free text (numbers).
    Text,
}

/// A choice: its label on screen and the words a learner may type for it.
#[derive(Clone, Debug)]
pub struct Item {
    pub label: String,
    pub accept: Vec<String>,
}

/// What the learner did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reply {
    Picked(Vec<usize>),
    Text(String),
    Hint,
    Reveal,
    Quit,
}

/// Labels for the actions a learner can take instead of answering (localized).
#[derive(Clone, Debug, Default)]
pub struct Actions {
    pub hint: String,
    pub reveal: String,
    pub stop: String,
    pub back: String,
    /// Answer with nothing ticked (no bid is legal, the deal is passed out).
    pub none: String,
    pub choose: String,
    /// How to use the tick-box menu (terminal only).
    pub multi_help: String,
    /// Ends an ordered pick.
    pub done: String,
    /// Takes back the last item of an ordered pick.
    pub undo: String,
    /// The brackets around an action listed after the answers in a terminal menu, in the
    /// language's own punctuation (`(`, `)`; `（`, `）`).
    pub aside: (String, String),
}

impl Actions {
    /// An action's label as listed after the answers: in the language's brackets.
    fn aside(&self, label: &str) -> String {
        format!("{}{label}{}", self.aside.0, self.aside.1)
    }
}

pub trait Prompter {
    /// Shows a block of text.
    fn show(&mut self, text: &str) -> io::Result<()>;
    /// Waits while the learner reads a page; `false` means stop.
    fn pause(&mut self, prompt: &str) -> io::Result<bool>;
    /// Asks a question. `help` explains how to answer in line mode.
    fn ask(&mut self, ask: &Ask, prompt: &str, help: &str, actions: &Actions) -> io::Result<Reply>;
    /// A menu; `None` when the person leaves it.
    fn menu(&mut self, title: &str, items: &[String], default: usize) -> io::Result<Option<usize>>;
    /// A yes/no question (whether to go on when progress cannot be saved); `None` when the
    /// person leaves without answering (no more input, Escape).
    fn confirm(&mut self, question: &str) -> io::Result<Option<bool>>;
    /// Terminal width in columns.
    fn width(&self) -> usize;
}

/// Parses a yes or a no typed in line mode.
fn yes_no(input: &str) -> Option<bool> {
    match input.to_lowercase().as_str() {
        "y" | "yes" | "はい" | "ｙ" => Some(true),
        "n" | "no" | "いいえ" | "ｎ" => Some(false),
        _ => None,
    }
}

/// Parses an action word typed instead of an answer.
fn action(input: &str) -> Option<Reply> {
    match input {
        "?" | "hint" | "ヒント" | "？" => Some(Reply::Hint),
        "!" | "show" | "answer" | "！" => Some(Reply::Reveal),
        "q" | "quit" | "exit" | "stop" => Some(Reply::Quit),
        _ => None,
    }
}

/// Whether the items are numbers themselves (seats): a typed number then names an item,
/// never its position in the list.
fn numbered(items: &[Item]) -> bool {
    items
        .iter()
        .any(|it| it.accept.iter().any(|a| a.parse::<i64>().is_ok()))
}

/// Matches one typed word against items: a 1-based number, or an accepted word.
fn pick(items: &[Item], word: &str) -> Option<usize> {
    if let (false, Ok(n)) = (numbered(items), word.parse::<usize>()) {
        if (1..=items.len()).contains(&n) {
            return Some(n - 1);
        }
    }
    // `play on` for the accepted `play_on`: a learner types words, not identifiers.
    let spaced = |a: &str| a.replace('_', " ").eq_ignore_ascii_case(word);
    items.iter().position(|it| {
        it.accept
            .iter()
            .any(|a| a.eq_ignore_ascii_case(word) || spaced(a))
            || it.label.eq_ignore_ascii_case(word)
    })
}

/// Matches every word of a line against the items, in the order typed; the words that
/// match nothing are the error.
fn pick_words<'a>(items: &[Item], line: &'a str) -> Result<Vec<usize>, Vec<&'a str>> {
    let words: Vec<&str> = line
        .split(|c: char| c.is_whitespace() || c == ',' || c == '、')
        .filter(|w| !w.is_empty())
        .collect();
    let picked: Vec<Option<usize>> = words.iter().map(|w| pick(items, w)).collect();
    if picked.iter().all(|p| p.is_some()) {
        return Ok(picked.into_iter().flatten().collect());
    }
    Err(words
        .iter()
        .zip(&picked)
        .filter(|(_, p)| p.is_none())
        .map(|(w, _)| *w)
        .collect())
}

/// Numbered short labels in as many columns as the width allows.
fn columns(items: &[Item], width: usize) -> Vec<String> {
    let cells: Vec<String> = items
        .iter()
        .enumerate()
        .map(|(i, it)| format!("{:>2}) {}", i + 1, it.label))
        .collect();
    let cell = cells
        .iter()
        .map(|c| console::measure_text_width(c))
        .max()
        .unwrap_or(0)
        + 3;
    let per_line = ((width.saturating_sub(2)) / cell).max(1);
    cells
        .chunks(per_line)
        .map(|row| {
            let mut line = String::from(" ");
            for c in row {
                line.push(' ');
                line.push_str(c);
                line.push_str(&" ".repeat(cell - 1 - console::measure_text_width(c)));
            }
            line.trim_end().to_string()
        })
        .collect()
}

/// Line mode over any reader and writer.
pub struct LinePrompter<R: BufRead, W: Write> {
    input: R,
    output: W,
    width: usize,
}

impl<R: BufRead, W: Write> LinePrompter<R, W> {
    pub fn new(input: R, output: W, width: usize) -> Self {
        LinePrompter {
            input,
            output,
            width,
        }
    }

    pub fn into_output(self) -> W {
        self.output
    }

    fn read_line(&mut self) -> io::Result<Option<String>> {
        let mut line = String::new();
        if self.input.read_line(&mut line)? == 0 {
            return Ok(None);
        }
        // What the learner typed is echoed and quoted back: control bytes in it (a stray
        // escape sequence, a pasted bell) are shown, never sent to the terminal.
        Ok(Some(crate::i18n::Renderer::inert(line.trim())))
    }
}

impl<R: BufRead, W: Write> Prompter for LinePrompter<R, W> {
    fn show(&mut self, text: &str) -> io::Result<()> {
        writeln!(self.output, "{text}")?;
        self.output.flush()
    }

    /// In line mode pages do not wait: the input holds answers only.
    fn pause(&mut self, _prompt: &str) -> io::Result<bool> {
        Ok(true)
    }

    fn ask(
        &mut self,
        ask: &Ask,
        prompt: &str,
        help: &str,
        _actions: &Actions,
    ) -> io::Result<Reply> {
        match ask {
            Ask::Many { items } | Ask::One { items } | Ask::Action { items } => {
                for (i, it) in items.iter().enumerate() {
                    let number = format!("  {}) ", i + 1);
                    let line = format!("{number}{}", it.label);
                    for l in wrap::hanging(&line, self.width, wrap::width(&number)) {
                        writeln!(self.output, "{l}")?;
                    }
                }
            }
            // Short labels (cards) in columns: a whole pack fits on a few lines.
            Ask::Sequence { items } => {
                for line in columns(items, self.width) {
                    writeln!(self.output, "{line}")?;
                }
            }
            Ask::Text => {}
        }
        let help = wrap::wrap(help, self.width, "").join("\n");
        writeln!(self.output, "{help}")?;
        loop {
            write!(self.output, "{prompt}> ")?;
            self.output.flush()?;
            let Some(line) = self.read_line()? else {
                writeln!(self.output)?;
                return Ok(Reply::Quit);
            };
            if line.is_empty() {
                continue;
            }
            writeln!(self.output, "{line}")?;
            // A word that names an item of the menu is that item, even where it is also an
            // action word: "stop" is the Marglia dealer's action to stop the deal.
            let names_item = match ask {
                Ask::One { items } | Ask::Action { items } => pick(items, &line).is_some(),
                _ => false,
            };
            if let Some(a) = action(&line).filter(|_| !names_item) {
                return Ok(a);
            }
            match ask {
                Ask::Text => return Ok(Reply::Text(line)),
                Ask::One { items } => match pick(items, &line) {
                    Some(i) => return Ok(Reply::Picked(vec![i])),
                    None => writeln!(self.output, "? {line}")?,
                },
                Ask::Action { items } => match pick(items, &line) {
                    Some(i) => return Ok(Reply::Picked(vec![i])),
                    None => return Ok(Reply::Text(line)),
                },
                // `-` (or "none") answers with no item at all: no bid, passed out, no card
                // kept at the cut.
                Ask::Many { .. } | Ask::Sequence { .. }
                    if matches!(line.as_str(), "-" | "none" | "なし") =>
                {
                    return Ok(Reply::Picked(Vec::new()))
                }
                // Items in the order typed, each once.
                Ask::Sequence { items } => match pick_words(items, &line) {
                    Ok(picked) => {
                        let mut order: Vec<usize> = Vec::new();
                        for i in picked {
                            if !order.contains(&i) {
                                order.push(i);
                            }
                        }
                        return Ok(Reply::Picked(order));
                    }
                    Err(bad) => writeln!(self.output, "? {}", bad.join(" "))?,
                },
                Ask::Many { items } => match pick_words(items, &line) {
                    Ok(mut v) => {
                        v.sort();
                        v.dedup();
                        return Ok(Reply::Picked(v));
                    }
                    Err(bad) => writeln!(self.output, "? {}", bad.join(" "))?,
                },
            }
            writeln!(self.output, "{help}")?;
        }
    }

    fn menu(
        &mut self,
        title: &str,
        items: &[String],
        _default: usize,
    ) -> io::Result<Option<usize>> {
        writeln!(
            self.output,
            "{}",
            wrap::wrap(title, self.width, "").join("\n")
        )?;
        for (i, it) in items.iter().enumerate() {
            let number = format!("  {}) ", i + 1);
            let line = format!("{number}{}", it.trim_start());
            for l in wrap::hanging(&line, self.width, wrap::width(&number)) {
                writeln!(self.output, "{l}")?;
            }
        }
        loop {
            write!(self.output, "> ")?;
            self.output.flush()?;
            let Some(line) = self.read_line()? else {
                return Ok(None);
            };
            writeln!(self.output, "{line}")?;
            if action(&line) == Some(Reply::Quit) {
                return Ok(None);
            }
            if let Ok(n) = line.parse::<usize>() {
                if (1..=items.len()).contains(&n) {
                    return Ok(Some(n - 1));
                }
            }
        }
    }

    /// Asks until a yes or a no comes; no more input leaves without an answer.
    fn confirm(&mut self, question: &str) -> io::Result<Option<bool>> {
        loop {
            write!(self.output, "{question} [y/n]> ")?;
            self.output.flush()?;
            let Some(line) = self.read_line()? else {
                writeln!(self.output)?;
                return Ok(None);
            };
            writeln!(self.output, "{line}")?;
            if let Some(answer) = yes_no(&line) {
                return Ok(Some(answer));
            }
        }
    }

    fn width(&self) -> usize {
        self.width
    }
}

/// The real terminal, with dialoguer menus.
pub struct TermPrompter {
    term: console::Term,
    /// dialoguer's theme for the yes/no question: plain ASCII under `--ascii`.
    theme: Box<dyn Theme>,
}

impl Default for TermPrompter {
    fn default() -> Self {
        TermPrompter {
            term: console::Term::stdout(),
            theme: if crate::out::is_ascii() {
                Box::new(SimpleTheme)
            } else {
                Box::new(ColorfulTheme::default())
            },
        }
    }
}

fn dialoguer_io(e: dialoguer::Error) -> io::Error {
    match e {
        dialoguer::Error::IO(e) => e,
    }
}

impl TermPrompter {
    /// An ordered pick as one menu per place: the items left, then "done", "take back the
    /// last", hint, show the answer, stop. The prompt shows the order so far.
    fn ordered_pick(&self, items: &[Item], prompt: &str, actions: &Actions) -> io::Result<Reply> {
        let mut order: Vec<usize> = Vec::new();
        loop {
            let rest: Vec<usize> = (0..items.len()).filter(|i| !order.contains(i)).collect();
            let mut labels: Vec<String> = rest.iter().map(|&i| items[i].label.clone()).collect();
            let n = labels.len();
            labels.push(actions.aside(&actions.done));
            if !order.is_empty() {
                labels.push(actions.aside(&actions.undo));
            }
            for a in [&actions.hint, &actions.reveal, &actions.stop] {
                labels.push(actions.aside(a));
            }
            let so_far: Vec<&str> = order.iter().map(|&i| items[i].label.as_str()).collect();
            let title = match so_far.is_empty() {
                true => prompt.to_string(),
                false => format!("{prompt} {}", so_far.join(" → ")),
            };
            let mut keys: Vec<Vec<String>> =
                rest.iter().map(|&i| items[i].accept.clone()).collect();
            keys.resize(labels.len(), Vec::new());
            let Some(i) = menu::step(&self.term, &title, &labels, &keys)? else {
                return Ok(Reply::Quit);
            };
            if i < n {
                order.push(rest[i]);
                continue;
            }
            // The action items after the cards, "take back" only when there is something.
            let undo = usize::from(!order.is_empty());
            match i - n {
                0 => {
                    let chosen = if so_far.is_empty() {
                        actions.none.clone()
                    } else {
                        so_far.join(" → ")
                    };
                    menu::answered(&self.term, prompt, &chosen)?;
                    return Ok(Reply::Picked(order));
                }
                1 if undo == 1 => {
                    order.pop();
                }
                k => {
                    return Ok(match k - undo {
                        1 => Reply::Hint,
                        2 => Reply::Reveal,
                        _ => Reply::Quit,
                    })
                }
            }
        }
    }

    fn actions_menu(&self, actions: &Actions) -> io::Result<Reply> {
        let items = [
            actions.back.clone(),
            actions.none.clone(),
            actions.hint.clone(),
            actions.reveal.clone(),
            actions.stop.clone(),
        ];
        let choice = menu::select(&self.term, &actions.choose, &items, 0)?;
        Ok(match choice {
            Some(1) => Reply::Picked(Vec::new()),
            Some(2) => Reply::Hint,
            Some(3) => Reply::Reveal,
            Some(4) | None => Reply::Quit,
            _ => Reply::Picked(vec![usize::MAX]),
        })
    }
}

/// Drops the keys typed but not yet read from the terminal.
#[cfg(unix)]
fn discard_typeahead() {
    // SAFETY: tcflush only discards the terminal's pending input; on a descriptor that is
    // not a terminal it fails harmlessly, and the result is ignored.
    #[allow(unsafe_code)]
    unsafe {
        libc::tcflush(libc::STDIN_FILENO, libc::TCIFLUSH);
    }
}

#[cfg(not(unix))]
fn discard_typeahead() {}

impl Prompter for TermPrompter {
    fn show(&mut self, text: &str) -> io::Result<()> {
        self.term.write_line(&crate::out::fold(text))
    }

    fn pause(&mut self, prompt: &str) -> io::Result<bool> {
        self.term
            .write_line(&crate::out::fold(&console::style(prompt).dim().to_string()))?;
        loop {
            match self.term.read_key()? {
                console::Key::Enter | console::Key::Char(' ') => break,
                console::Key::Char('q' | menu::CTRL_D) | console::Key::Escape => return Ok(false),
                _ => {}
            }
        }
        self.term.clear_last_lines(1)?;
        // A second Enter (a double press, a held key) must not reach the next question.
        discard_typeahead();
        Ok(true)
    }

    fn ask(&mut self, ask: &Ask, prompt: &str, help: &str, actions: &Actions) -> io::Result<Reply> {
        // Keys pressed before the question was on the screen (an Enter meant for the page
        // before it) answer nothing: a menu would take an Enter as its first item.
        discard_typeahead();
        loop {
            let reply = match ask {
                Ask::Many { items } => {
                    let labels: Vec<String> = items.iter().map(|i| i.label.clone()).collect();
                    let help = wrap::wrap(&actions.multi_help, self.width(), "").join("\n");
                    self.term
                        .write_line(&crate::out::fold(&console::style(help).dim().to_string()))?;
                    let keys: Vec<Vec<String>> = items.iter().map(|i| i.accept.clone()).collect();
                    let picked = menu::multi_select(&self.term, prompt, &labels, &keys)?;
                    match picked {
                        Some(v) if !v.is_empty() => Reply::Picked(v),
                        _ => self.actions_menu(actions)?,
                    }
                }
                Ask::One { items } => {
                    let mut labels: Vec<String> = items.iter().map(|i| i.label.clone()).collect();
                    let n = labels.len();
                    labels.push(actions.aside(&actions.hint));
                    labels.push(actions.aside(&actions.reveal));
                    labels.push(actions.aside(&actions.stop));
                    let mut keys: Vec<Vec<String>> =
                        items.iter().map(|i| i.accept.clone()).collect();
                    keys.resize(labels.len(), Vec::new());
                    let choice =
                        menu::select_in(&self.term, prompt, &labels, 0, !numbered(items), &keys)?;
                    match choice {
                        Some(i) if i < n => Reply::Picked(vec![i]),
                        Some(i) if i == n => Reply::Hint,
                        Some(i) if i == n + 1 => Reply::Reveal,
                        _ => Reply::Quit,
                    }
                }
                Ask::Action { items } => {
                    let mut labels: Vec<String> = items.iter().map(|i| i.label.clone()).collect();
                    let n = labels.len();
                    labels.push(actions.aside(&actions.hint));
                    labels.push(actions.aside(&actions.reveal));
                    labels.push(actions.aside(&actions.stop));
                    let mut keys: Vec<Vec<String>> =
                        items.iter().map(|i| i.accept.clone()).collect();
                    keys.resize(labels.len(), Vec::new());
                    match menu::select_word(&self.term, prompt, &labels, &keys)? {
                        Some((_, Some(word))) => Reply::Text(word),
                        Some((i, None)) if i < n => Reply::Picked(vec![i]),
                        Some((i, None)) if i == n => Reply::Hint,
                        Some((i, None)) if i == n + 1 => Reply::Reveal,
                        _ => Reply::Quit,
                    }
                }
                Ask::Sequence { items } => self.ordered_pick(items, prompt, actions)?,
                Ask::Text => {
                    let help = wrap::wrap(help, self.width(), "").join("\n");
                    self.term
                        .write_line(&crate::out::fold(&console::style(help).dim().to_string()))?;
                    let Some(text) = menu::read_text(&self.term, prompt)? else {
                        return Ok(Reply::Quit);
                    };
                    let text = text.trim().to_string();
                    if text.is_empty() {
                        continue;
                    }
                    action(&text).unwrap_or(Reply::Text(text))
                }
            };
            // "Back to the question" from the action menu asks again.
            if reply == Reply::Picked(vec![usize::MAX]) {
                continue;
            }
            return Ok(reply);
        }
    }

    fn menu(&mut self, title: &str, items: &[String], default: usize) -> io::Result<Option<usize>> {
        menu::select(&self.term, title, items, default)
    }

    fn confirm(&mut self, question: &str) -> io::Result<Option<bool>> {
        dialoguer::Confirm::with_theme(self.theme.as_ref())
            .with_prompt(question)
            .default(false)
            .interact_on_opt(&self.term)
            .map_err(dialoguer_io)
    }

    fn width(&self) -> usize {
        self.term.size().1 as usize
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn items() -> Vec<Item> {
        ["hearts-A", "hearts-U", "bells-10"]
            .iter()
            .map(|t| Item {
                label: t.to_string(),
                accept: vec![t.to_string()],
            })
            .collect()
    }

    #[test]
    fn line_mode_reads_tokens_numbers_and_actions() {
        let input = b"hearts-A 3\n?\nnonsense\n2\n" as &[u8];
        let mut p = LinePrompter::new(input, Vec::new(), 80);
        let ask = Ask::Many { items: items() };
        let a = Actions::default();
        assert_eq!(
            p.ask(&ask, "", "help", &a).unwrap(),
            Reply::Picked(vec![0, 2])
        );
        assert_eq!(p.ask(&ask, "", "help", &a).unwrap(), Reply::Hint);
        assert_eq!(p.ask(&ask, "", "help", &a).unwrap(), Reply::Picked(vec![1]));
        assert_eq!(p.ask(&ask, "", "help", &a).unwrap(), Reply::Quit);
    }

    #[test]
    fn line_mode_confirms_with_a_yes_or_a_no_and_leaves_at_the_end_of_input() {
        let input = "?\nY\nいいえ\nmaybe\n" as &str;
        let mut p = LinePrompter::new(input.as_bytes(), Vec::new(), 80);
        assert_eq!(p.confirm("Go on?").unwrap(), Some(true));
        assert_eq!(p.confirm("Go on?").unwrap(), Some(false));
        assert_eq!(p.confirm("Go on?").unwrap(), None);
        let out = String::from_utf8(p.into_output()).unwrap();
        assert_eq!(out.matches("Go on? [y/n]> ").count(), 5, "{out}");
    }

    #[test]
    fn line_mode_keeps_the_order_of_a_sequence() {
        // Numbers and tokens mix; the order typed is the answer; a repeat counts once; an
        // unknown word asks again.
        let input = b"3 hearts-A 2 3\nbells-10 joker\n2 1\n" as &[u8];
        let mut p = LinePrompter::new(input, Vec::new(), 80);
        let ask = Ask::Sequence { items: items() };
        let a = Actions::default();
        assert_eq!(
            p.ask(&ask, "", "help", &a).unwrap(),
            Reply::Picked(vec![2, 0, 1])
        );
        assert_eq!(
            p.ask(&ask, "", "help", &a).unwrap(),
            Reply::Picked(vec![1, 0])
        );
        let out = String::from_utf8(p.into_output()).unwrap();
        assert!(out.contains("? joker"), "{out}");
        // The items are listed in columns: all three on one line at this width.
        assert!(out.contains(" 1) hearts-A"), "{out}");
        assert!(out
            .lines()
            .any(|l| l.contains("1) hearts-A") && l.contains("3) bells-10")));
    }

    #[test]
    fn columns_fit_the_width() {
        let many: Vec<Item> = (0..33)
            .map(|i| Item {
                label: format!("♥{i}"),
                accept: Vec::new(),
            })
            .collect();
        let lines = columns(&many, 40);
        assert!(lines.iter().all(|l| console::measure_text_width(l) <= 40));
        assert_eq!(lines.concat().matches(')').count(), 33);
    }
}
