//! The small interface between the tutor and the person: show text, wait at a page, ask a
//! question, offer a menu. Three implementations: the terminal (dialoguer/console), line
//! mode (stdin not a terminal, or `--plain`: one plain answer per line) and, because line
//! mode works on any reader and writer, scripted sessions in tests.

use super::{menu, wrap};
use dialoguer::theme::ColorfulTheme;
use dialoguer::Input;
use std::io::{self, BufRead, Write};

/// What the tutor asks for.
#[derive(Clone, Debug)]
pub enum Ask {
    /// Tick any of these items (cards of the hand).
    Many { items: Vec<Item> },
    /// Choose one item.
    One { items: Vec<Item> },
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
    /// Terminal width in columns.
    fn width(&self) -> usize;
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
    items.iter().position(|it| {
        it.accept.iter().any(|a| a.eq_ignore_ascii_case(word))
            || it.label.eq_ignore_ascii_case(word)
    })
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
        Ok(Some(line.trim().to_string()))
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
        if let Ask::Many { items } | Ask::One { items } = ask {
            for (i, it) in items.iter().enumerate() {
                writeln!(self.output, "  {}) {}", i + 1, it.label)?;
            }
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
            if let Some(a) = action(&line) {
                return Ok(a);
            }
            match ask {
                Ask::Text => return Ok(Reply::Text(line)),
                Ask::One { items } => match pick(items, &line) {
                    Some(i) => return Ok(Reply::Picked(vec![i])),
                    None => writeln!(self.output, "? {line}")?,
                },
                // `-` (or "none") answers with no item at all: no bid, passed out.
                Ask::Many { .. } if matches!(line.as_str(), "-" | "none" | "なし") => {
                    return Ok(Reply::Picked(Vec::new()))
                }
                Ask::Many { items } => {
                    let words: Vec<&str> = line
                        .split(|c: char| c.is_whitespace() || c == ',' || c == '、')
                        .filter(|w| !w.is_empty())
                        .collect();
                    let picked: Vec<Option<usize>> = words.iter().map(|w| pick(items, w)).collect();
                    if picked.iter().all(|p| p.is_some()) {
                        let mut v: Vec<usize> = picked.into_iter().flatten().collect();
                        v.sort();
                        v.dedup();
                        return Ok(Reply::Picked(v));
                    }
                    let bad: Vec<&str> = words
                        .iter()
                        .zip(&picked)
                        .filter(|(_, p)| p.is_none())
                        .map(|(w, _)| *w)
                        .collect();
                    writeln!(self.output, "? {}", bad.join(" "))?;
                }
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
        writeln!(self.output, "{title}")?;
        for (i, it) in items.iter().enumerate() {
            writeln!(self.output, "  {}) {}", i + 1, it.trim_start())?;
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

    fn width(&self) -> usize {
        self.width
    }
}

/// The real terminal, with dialoguer menus.
pub struct TermPrompter {
    term: console::Term,
    theme: ColorfulTheme,
}

impl Default for TermPrompter {
    fn default() -> Self {
        TermPrompter {
            term: console::Term::stdout(),
            theme: ColorfulTheme::default(),
        }
    }
}

fn dialoguer_io(e: dialoguer::Error) -> io::Error {
    match e {
        dialoguer::Error::IO(e) => e,
    }
}

impl TermPrompter {
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

impl Prompter for TermPrompter {
    fn show(&mut self, text: &str) -> io::Result<()> {
        self.term.write_line(text)
    }

    fn pause(&mut self, prompt: &str) -> io::Result<bool> {
        self.term
            .write_line(&console::style(prompt).dim().to_string())?;
        loop {
            match self.term.read_key()? {
                console::Key::Enter | console::Key::Char(' ') => break,
                console::Key::Char('q') | console::Key::Escape => return Ok(false),
                _ => {}
            }
        }
        self.term.clear_last_lines(1)?;
        Ok(true)
    }

    fn ask(&mut self, ask: &Ask, prompt: &str, help: &str, actions: &Actions) -> io::Result<Reply> {
        loop {
            let reply = match ask {
                Ask::Many { items } => {
                    let labels: Vec<String> = items.iter().map(|i| i.label.clone()).collect();
                    let help = wrap::wrap(&actions.multi_help, self.width(), "").join("\n");
                    self.term
                        .write_line(&console::style(help).dim().to_string())?;
                    let picked = menu::multi_select(&self.term, prompt, &labels)?;
                    match picked {
                        Some(v) if !v.is_empty() => Reply::Picked(v),
                        _ => self.actions_menu(actions)?,
                    }
                }
                Ask::One { items } => {
                    let mut labels: Vec<String> = items.iter().map(|i| i.label.clone()).collect();
                    let n = labels.len();
                    labels.push(format!("({})", actions.hint));
                    labels.push(format!("({})", actions.reveal));
                    labels.push(format!("({})", actions.stop));
                    let choice = menu::select_in(&self.term, prompt, &labels, 0, !numbered(items))?;
                    match choice {
                        Some(i) if i < n => Reply::Picked(vec![i]),
                        Some(i) if i == n => Reply::Hint,
                        Some(i) if i == n + 1 => Reply::Reveal,
                        _ => Reply::Quit,
                    }
                }
                Ask::Text => {
                    let help = wrap::wrap(help, self.width(), "").join("\n");
                    self.term
                        .write_line(&console::style(help).dim().to_string())?;
                    let text: String = Input::with_theme(&self.theme)
                        .with_prompt(prompt)
                        .allow_empty(true)
                        .interact_text_on(&self.term)
                        .map_err(dialoguer_io)?;
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
}
