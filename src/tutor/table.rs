//! The table: a whole deal played with the engine as referee. The learner holds one seat
//! (or none, to watch), computer players the others. Every action of the learner goes to
//! the engine first; a refused one is explained with the engine's reason, counts as a miss
//! on the drill topics of that rule, and the learner tries again.

use super::prompt::{Ask, Item, Reply};
use super::show;
use super::Tutor;
use crate::cards::Card;
use crate::i18n::Renderer;
use crate::practice::topics::topics;
use crate::progress::Outcome as Practice;
use crate::rules::rng::Rng;
use crate::rules::table::{Act, ActArg, ArgShape, Outcome, Table};
use crate::rules::{AnswerForm, Game, Reason, TrickCard};
use console::style;
use fluent::FluentArgs;
use std::io;

/// How a deal at the table ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DealEnd {
    /// Played to its end.
    Over,
    /// The learner stopped before the end.
    Stopped,
}

/// What the learner chose from the table's menu.
pub(super) enum Choice {
    Act(Act),
    Hint,
    Reveal,
    Stop,
}

/// An action in words: `act-<game>-<verb>` or `act-<verb>`, with its argument.
pub fn act_text(r: &Renderer, game: Game, act: &Act) -> String {
    let mut args = FluentArgs::new();
    args.set("arg", arg_text(r, game, &act.arg));
    for id in [
        format!("act-{}-{}", game.token(), act.verb),
        format!("act-{}-{}", game.family(), act.verb),
        format!("act-{}", act.verb),
    ] {
        if r.texts.has(&id) {
            return r.get(&id, &args);
        }
    }
    match act.arg {
        ActArg::None => act.verb.to_string(),
        _ => format!("{} {}", act.verb, arg_text(r, game, &act.arg)),
    }
}

/// An action's argument in words: cards by their names, tokens by their labels.
pub fn arg_text(r: &Renderer, game: Game, arg: &ActArg) -> String {
    match arg {
        ActArg::None => String::new(),
        ActArg::Card(card) => show::card(r, *card),
        ActArg::Baptised { card, identity } => show::trick_card(
            r,
            TrickCard::Baptised {
                card: *card,
                identity: *identity,
            },
        ),
        ActArg::Cards(cards) => show::cards(r, cards),
        // A suit named (Rikken's trumps, ...) by its name in the pack, like the situation.
        ActArg::Token(token) => match game.deck().parse_suit(token) {
            Ok(suit) => show::suit(r, suit),
            Err(_) => show::choice(r, game, token),
        },
        ActArg::Int(n) => n.to_string(),
        ActArg::Parts(parts) => parts
            .iter()
            .map(|(k, v)| format!("{} {}", show::part(r, game, k), arg_text(r, game, v)))
            .collect::<Vec<_>>()
            .join(" · "),
    }
}

/// The legal actions other than passing that have stakes, each with them: what a pass
/// now declines.
pub type Declined = Vec<(Act, i64)>;

/// The actions of the seat to act that a pass declines: every other legal one whose effect
/// is decided by its stakes ([`Table::stakes`]).
pub fn declined(table: &dyn Table) -> Declined {
    table
        .legal()
        .into_iter()
        .filter(|a| a.verb != "pass")
        .filter_map(|a| Some((table.stakes(&a)?, a)))
        .map(|(stakes, a)| (a, stakes))
        .collect()
}

/// The learner's places in announcement rounds that are not asked. Gaigel's rounds come
/// between any two cards (6.3), and a knock or a claim is allowed in nearly every one: asked
/// at each, a learner would answer "pass" some fifty times a deal. He is asked where passing
/// is not all he can do and something is new since he last passed: a declaration, a knock
/// or claim he has not declined at these stakes (a knock after his team's total rose, a
/// claim after the accused team's rose). Elsewhere he passes without being asked, as he
/// did before at the same stakes (the knock he could make would be the one he declined).
#[derive(Clone, Debug, Default)]
pub struct Routine {
    /// What the learner's passes declined, with its stakes then.
    declined: Declined,
    /// The passes taken for him since the last line that told them.
    pub passed: usize,
}

impl Routine {
    /// The pass to take for the seat to act without asking: passing is the only legal
    /// action, or every other one was declined before at the same stakes.
    pub fn pass(&self, table: &dyn Table) -> Option<Act> {
        let legal = table.legal();
        let pass = legal.iter().find(|a| a.verb == "pass")?.clone();
        let seen = |a: &Act| {
            let stakes = table.stakes(a);
            stakes.is_some()
                && self
                    .declined
                    .iter()
                    .any(|(d, s)| d == a && Some(*s) == stakes)
        };
        legal
            .iter()
            .filter(|a| a.verb != "pass")
            .all(seen)
            .then_some(pass)
    }

    /// The learner took `act` where `declined` were open: a pass declines them.
    pub fn chose(&mut self, act: &Act, declined: Declined) {
        if act.verb == "pass" {
            for (a, stakes) in declined {
                self.declined.retain(|(d, _)| *d != a);
                self.declined.push((a, stakes));
            }
        }
    }
}

/// The words a learner may type for an action: its record notation without the seat
/// (`play hearts-A`), and shorter forms (`hearts-A` for a card, `knock` for a bare verb).
pub fn typed_forms(act: &Act) -> Vec<String> {
    let mut forms = vec![format!("{} {}", act.verb, act.arg)];
    match &act.arg {
        ActArg::None => forms.insert(0, act.verb.to_string()),
        ActArg::Card(_) | ActArg::Baptised { .. } if act.verb == "play" => {
            forms.insert(0, act.arg.to_string())
        }
        // A bare number would stop typed numbers from choosing by position.
        ActArg::Token(t) if t.parse::<i64>().is_err() => forms.push(t.to_string()),
        _ => {}
    }
    forms
}

/// The seat's name at the table: "you (seat 2)" for the learner.
fn seat_name(r: &Renderer, seat: u8, learner: Option<u8>) -> String {
    if learner == Some(seat) {
        let mut args = FluentArgs::new();
        args.set("seat", seat as i64);
        r.get("table-you", &args)
    } else {
        show::seat(r, seat as i64)
    }
}

impl Tutor<'_> {
    /// Plays one deal to its end or until the learner stops. `learner` is the learner's
    /// seat; `None` watches computer players at every seat.
    pub fn play_deal(
        &mut self,
        table: &mut dyn Table,
        learner: Option<u8>,
        rng: &mut Rng,
    ) -> io::Result<DealEnd> {
        let game = table.game();
        if learner.is_none() {
            self.show_deal(table)?;
        }
        let mut shown_tricks = table.taken().len();
        let mut seen = Vec::new();
        let mut routine = Routine::default();
        while let Some(seat) = table.to_act() {
            let legal = table.legal();
            let own = Some(seat) == learner;
            // A pass that is the only action open (an announcement round with nothing to
            // announce), or the learner's where he could only do again what he declined
            // before, is no decision: it is taken without asking. The learner's are counted
            // and told in one line before his next decision.
            if let Some(pass) = own.then(|| routine.pass(table)).flatten() {
                table
                    .act(&pass)
                    .unwrap_or_else(|why| panic!("the referee refused {pass:?}: {why:?}"));
                routine.passed += 1;
            } else if legal.len() == 1 && legal[0].verb == "pass" {
                table
                    .act(&legal[0])
                    .unwrap_or_else(|why| panic!("the referee refused {:?}: {why:?}", legal[0]));
            } else if own {
                self.show_passed(game, &mut routine.passed, seat, "table-passed")?;
                match self.learner_act(table, seat, rng, &mut seen)? {
                    Some((act, declined)) => routine.chose(&act, declined),
                    None => return Ok(DealEnd::Stopped),
                }
            } else {
                let act = table
                    .computer(rng)
                    .expect("a deal that is not over has a seat to act");
                let note = self.notable(table, &act, learner.is_none());
                table
                    .act(&act)
                    .unwrap_or_else(|why| panic!("the referee refused {act:?}: {why:?}"));
                // Passing in a round of announcements is what players do nearly every
                // time: only what they do is worth a line.
                if act.verb == "pass" {
                    continue;
                }
                self.show_act(game, &act, learner, note)?;
            }
            while shown_tricks < table.taken().len() {
                self.show_trick(table, shown_tricks, learner)?;
                shown_tricks += 1;
            }
        }
        if let Some(seat) = learner {
            self.show_passed(game, &mut routine.passed, seat, "table-passed")?;
        }
        if let Some(outcome) = table.outcome() {
            self.show_outcome(game, &outcome)?;
        }
        Ok(DealEnd::Over)
    }

    /// The learner's passes taken without asking since the last line about them, in one
    /// line (message `<id>-<game>` where the game's passes have a name of their own, such
    /// as Gaigel's announcement rounds, else `id`, with their `count`), and the count back
    /// to 0.
    pub(super) fn show_passed(
        &mut self,
        game: Game,
        passed: &mut usize,
        seat: u8,
        id: &str,
    ) -> io::Result<()> {
        if *passed == 0 {
            return Ok(());
        }
        let own = format!("{id}-{}", game.family());
        let id = match self.r.texts.has(&own) {
            true => own.as_str(),
            false => id,
        };
        let mut args = FluentArgs::new();
        args.set("count", std::mem::take(passed) as i64);
        let text = format!(
            "{}{}{}",
            seat_name(self.r, seat, Some(seat)),
            colon(self.r),
            self.r.get(id, &args)
        );
        let line = self.fit(&text, "  ", "    ");
        self.prompter.show(&style(line).dim().to_string())
    }

    /// One action taken at the table, `seat: action`, with its note below it.
    pub(super) fn show_act(
        &mut self,
        game: Game,
        act: &Act,
        learner: Option<u8>,
        note: Option<String>,
    ) -> io::Result<()> {
        let text = format!(
            "{}{}{}",
            seat_name(self.r, act.seat, learner),
            colon(self.r),
            act_text(self.r, game, act)
        );
        let mut line = self.fit(&text, "  ", "    ");
        if let Some(note) = note {
            line.push_str(&self.note_lines(&note));
        }
        self.prompter.show(&line)
    }

    /// `text` wrapped to the screen: `first` before its first line, `rest` before the others.
    pub(super) fn fit(&self, text: &str, first: &str, rest: &str) -> String {
        let cols = self.prompter.width().clamp(20, 100);
        // Every line within `cols`: the first carries `first`, the others `rest`.
        let extra = super::wrap::width(first).saturating_sub(super::wrap::width(rest));
        let lines = super::wrap::wrap(text, cols.saturating_sub(extra), rest);
        lines
            .iter()
            .enumerate()
            .map(|(i, l)| match i {
                0 => format!("{first}{}", l.trim_start()),
                _ => l.clone(),
            })
            .collect::<Vec<_>>()
            .join("\n")
    }

    /// A note under an action, wrapped to the screen and indented under it.
    fn note_lines(&self, note: &str) -> String {
        let cols = self.prompter.width().clamp(20, 100);
        super::wrap::wrap(&format!("↳ {note}"), cols, "      ")
            .into_iter()
            .map(|l| format!("\n{}", style(format!("      {}", l.trim_start())).dim()))
            .collect()
    }

    /// Why a computer's action is worth a word when watching: the only legal action, or
    /// the rule that restricted a card played.
    /// `forced`: also say when it was the only legal play (when watching; a learner at the
    /// table would find that on every other line).
    pub(super) fn notable(&self, table: &dyn Table, act: &Act, forced: bool) -> Option<String> {
        let legal = table.legal();
        if forced && legal.len() == 1 && legal[0] == *act && act.verb == "play" {
            return Some(self.r.t("table-forced"));
        }
        let card = match act.arg {
            ActArg::Card(card) | ActArg::Baptised { card, .. } if act.verb == "play" => card,
            _ => return None,
        };
        let verdict = table.question()?.verdict();
        let chosen = verdict.cards.iter().find(|c| c.card == card)?;
        // Following the led suit freely is not worth a word; a rule that narrowed the
        // choice is: a card of another suit (trumping, discarding), or a card of the led
        // suit while others of it were not allowed (beating, heading the trick).
        let led = table.trick().first().and_then(|&(_, c)| match c {
            TrickCard::Face(c) => Some(c.suit),
            TrickCard::Baptised { identity, .. } => Some(identity.suit),
            TrickCard::FaceDown => None,
        });
        if verdict.cards.iter().all(|c| c.legal) {
            return None;
        }
        let narrowed = match led {
            Some(suit) if card.suit == suit => verdict
                .cards
                .iter()
                .any(|c| c.card.suit == suit && !c.legal),
            Some(_) => true,
            None => verdict.cards.iter().any(|c| !c.legal),
        };
        narrowed.then(|| self.r.reason(&chosen.reason))
    }

    /// Shows the table and asks the learner for an action until the referee accepts one:
    /// the action, and what the learner declined by taking it (see [`Routine`]). `None` =
    /// the learner stops.
    fn learner_act(
        &mut self,
        table: &mut dyn Table,
        seat: u8,
        rng: &mut Rng,
        seen: &mut Vec<String>,
    ) -> io::Result<Option<(Act, Declined)>> {
        let game = table.game();
        self.show_table_since(table, seat, seen)?;
        let mut actions = self.actions();
        actions.hint = self.r.t("table-legal-menu");
        actions.reveal = self.r.t("table-suggest-menu");
        loop {
            let help = self.help(table, seat, "table-help");
            match self.choose_action(table, seat, &actions, &help)? {
                Choice::Act(act) => match (declined(table), table.act(&act)) {
                    (declined, Ok(())) => {
                        self.show_act(game, &act, Some(seat), None)?;
                        return Ok(Some((act, declined)));
                    }
                    (_, Err(reason)) => self.refused(game, &reason)?,
                },
                Choice::Hint => self.show_legal(table)?,
                Choice::Reveal => {
                    if let Some(act) = table.computer(rng) {
                        let mut args = FluentArgs::new();
                        args.set("act", act_text(self.r, game, &act));
                        self.prompter
                            .show(&format!("  💡 {}", self.r.get("table-suggest", &args)))?;
                    }
                }
                Choice::Stop => return Ok(None),
            }
        }
    }

    /// The help under the table's menu (message `id`), with examples of what may be
    /// typed: a card of the learner's hand (so of the game's own pack, as its token and as
    /// the current card style shows it), and an action legal now other than a card.
    pub(super) fn help(&self, table: &dyn Table, seat: u8, id: &str) -> String {
        let game = table.game();
        let mut hand = table.hand(seat);
        sort_hand(game, &mut hand);
        // The first card of the hand in the pack's order: an example, not a hint (a legal
        // card would tell which cards are legal). Before the deal, the pack's first card.
        let card = hand
            .first()
            .copied()
            .or(game.deck().cards().first().copied());
        let mut examples = Vec::new();
        if let Some(card) = card {
            let token = card.to_string();
            let mut args = FluentArgs::new();
            args.set("card", token.clone());
            args.set("shown", show::card(self.r, card));
            let id = match self.r.card(card) == token {
                true => "table-example-card",
                false => "table-example-card-shown",
            };
            examples.push(self.r.get(id, &args));
        }
        let mut legal: Vec<Act> = table.legal();
        legal.retain(|a| a.verb != "play");
        legal.sort_by_key(|a| a.verb != "pass");
        if let Some(act) = legal.first() {
            let mut args = FluentArgs::new();
            args.set("action", typed_forms(act)[0].clone());
            examples.push(self.r.get("table-example-action", &args));
        }
        let examples = match examples.as_slice() {
            [first, second] => {
                let mut args = FluentArgs::new();
                args.set("first", first.clone());
                args.set("second", second.clone());
                self.r.get("table-examples", &args)
            }
            [one] => one.clone(),
            _ => String::new(),
        };
        let mut args = FluentArgs::new();
        args.set("examples", examples);
        self.r.get(id, &args)
    }

    /// Asks the seat for an action from the table's menu (every legal action and every
    /// card of the hand, so that a forbidden card can be tried), without taking it.
    pub(super) fn choose_action(
        &mut self,
        table: &dyn Table,
        seat: u8,
        actions: &super::prompt::Actions,
        help: &str,
    ) -> io::Result<Choice> {
        let game = table.game();
        let entries = menu_entries(offered(table, seat));
        let items: Vec<Item> = entries
            .iter()
            .map(|entry| match entry {
                Entry::One(act) => Item {
                    label: act_text(self.r, game, act),
                    accept: typed_forms(act),
                },
                Entry::Wild { card, plays } => {
                    let mut args = FluentArgs::new();
                    args.set("card", show::card(self.r, *card));
                    let shown = plays.first().is_some_and(|p| p.verb != "play");
                    // Its token only: `card@identity` typed in full is read as that play
                    // (`typed`), not as the card to ask about again.
                    let verb = plays.first().map_or("play", |p| p.verb);
                    let accept = match shown {
                        true => vec![format!("{verb} {card}")],
                        false => vec![card.to_string(), format!("{verb} {card}")],
                    };
                    let label = match shown {
                        true => "table-wild-card-shown",
                        false => "table-wild-card",
                    };
                    Item {
                        label: self.r.get(label, &args),
                        accept,
                    }
                }
            })
            .collect();
        let ask = Ask::Action {
            items: items.clone(),
        };
        let prompt = self.r.t("table-your-turn");
        loop {
            let picked = match self.prompter.ask(&ask, &prompt, help, actions)? {
                Reply::Picked(ix) => ix.first().and_then(|&i| entries.get(i)),
                Reply::Hint => return Ok(Choice::Hint),
                Reply::Reveal => return Ok(Choice::Reveal),
                Reply::Quit => return Ok(Choice::Stop),
                Reply::Text(text) => match typed(table, seat, &entries, &items, &text) {
                    Typed::Act(act) => return Ok(Choice::Act(act)),
                    Typed::Entry(i) => entries.get(i),
                    Typed::Nothing => {
                        let mut args = FluentArgs::new();
                        args.set("text", Renderer::inert(&text));
                        let id = match text.trim().parse::<i64>() {
                            Ok(_) => "table-not-in-menu",
                            Err(_) => "table-not-understood",
                        };
                        let line = self.r.get(id, &args);
                        self.prompter.show(&self.fit(&line, "  ? ", "    "))?;
                        None
                    }
                },
            };
            match picked {
                Some(Entry::One(act)) => return Ok(Choice::Act(act.clone())),
                // A wild card: then what it is played as.
                Some(Entry::Wild { plays, .. }) => {
                    let items: Vec<Item> = plays
                        .iter()
                        .map(|act| {
                            let mut accept = typed_forms(act);
                            if let ActArg::Baptised { identity, .. } = act.arg {
                                accept.push(identity.to_string());
                            }
                            Item {
                                label: act_text(self.r, game, act),
                                accept,
                            }
                        })
                        .collect();
                    let prompt = match plays.first().is_some_and(|p| p.verb != "play") {
                        true => self.r.t("table-wild-shown-as"),
                        false => self.r.t("table-wild-as"),
                    };
                    match self
                        .prompter
                        .ask(&Ask::One { items }, &prompt, help, actions)?
                    {
                        Reply::Picked(ix) => {
                            if let Some(act) = ix.first().and_then(|&i| plays.get(i)) {
                                return Ok(Choice::Act(act.clone()));
                            }
                        }
                        Reply::Quit => return Ok(Choice::Stop),
                        // Back to the whole menu.
                        _ => {}
                    }
                }
                None => {}
            }
        }
    }

    /// A refusal: the engine's reason, and a miss on every drill topic of that rule.
    fn refused(&mut self, game: Game, reason: &Reason) -> io::Result<()> {
        self.show_refusal(reason)?;
        let drilled: Vec<_> = topics(game)
            .into_iter()
            .filter(|t| t.rules.contains(&reason.rule))
            .collect();
        let counts = self
            .store
            .data
            .deals
            .entry(game.token().to_string())
            .or_default();
        let keys: Vec<String> = if drilled.is_empty() {
            vec!["other".to_string()]
        } else {
            drilled.iter().map(|t| t.id.to_string()).collect()
        };
        for key in keys {
            *counts.refused.entry(key).or_default() += 1;
        }
        if drilled.is_empty() {
            self.save()?;
        }
        for topic in &drilled {
            if !self.practised(topic, &format!("play/{}", game.token()), Practice::Revealed)? {
                break;
            }
        }
        Ok(())
    }

    /// The engine's reason for refusing an action, in red.
    pub(super) fn show_refusal(&mut self, reason: &Reason) -> io::Result<()> {
        let mut args = FluentArgs::new();
        args.set("reason", self.r.reason(reason));
        let text = self.r.get("table-refused", &args);
        let text = self.fit(&format!("✗ {text}"), "  ", "    ");
        let mut lines = vec![style(text).red().to_string()];
        lines.extend(self.references([reason], "    "));
        self.prompter.show(&lines.join("\n"))
    }

    /// Where the rules explain some reasons, each section once (`→ rules gaigel §7 …`).
    fn references<'a>(
        &self,
        reasons: impl IntoIterator<Item = &'a Reason>,
        indent: &str,
    ) -> Vec<String> {
        let cols = self.prompter.width().clamp(20, 100);
        show::references(self.r, reasons, indent, cols)
    }

    /// The legal actions now, and why the others are excluded.
    fn show_legal(&mut self, table: &dyn Table) -> io::Result<()> {
        let game = table.game();
        let deck = game.deck();
        // In the order of the menu: passing first, the cards in the hand's order.
        let order = |a: &Act| match a.arg {
            ActArg::Card(c) | ActArg::Baptised { card: c, .. } if a.verb == "play" => {
                (1, deck.index(c).unwrap_or(u8::MAX))
            }
            _ => (u8::from(a.verb != "pass"), 0),
        };
        let mut legal = table.legal();
        legal.sort_by_key(order);
        let mut lines = vec![format!("  {}", self.r.t("table-legal-title"))];
        lines.extend(
            legal
                .iter()
                .map(|a| format!("    • {}", act_text(self.r, game, a))),
        );
        if let Some(question) = table.question() {
            let verdict = question.verdict();
            // The cards refused for the same reason on one line, in the hand's order: a
            // hand that must follow suit would otherwise repeat the rule card after card.
            let mut refused: Vec<&crate::rules::CardVerdict> =
                verdict.cards.iter().filter(|c| !c.legal).collect();
            refused.sort_by_key(|c| deck.index(c.card).unwrap_or(u8::MAX));
            let mut groups: Vec<(String, Vec<Card>)> = Vec::new();
            for cv in refused {
                let reason = self.r.reason(&cv.reason);
                match groups.iter_mut().find(|(r, _)| *r == reason) {
                    Some((_, cards)) => cards.push(cv.card),
                    None => groups.push((reason, vec![cv.card])),
                }
            }
            for (reason, cards) in groups {
                let line = format!("✗ {} — {reason}", show::cards(self.r, &cards));
                lines.push(self.fit(&line, "    ", "      "));
            }
            if verdict.cards.is_empty() {
                for reason in &verdict.reasons {
                    lines.push(self.fit(&self.r.reason(reason), "    ", "    "));
                }
            }
            let refused = verdict.cards.iter().filter(|c| !c.legal).map(|c| &c.reason);
            let cited: Vec<&Reason> = match verdict.cards.is_empty() {
                true => verdict.reasons.iter().collect(),
                false => refused.collect(),
            };
            lines.extend(self.references(cited, "    "));
        }
        self.prompter.show(&lines.join("\n"))
    }

    /// The table as the learner sees it before a decision.
    pub(super) fn show_table(&mut self, table: &dyn Table, seat: u8) -> io::Result<()> {
        self.show_table_since(table, seat, &mut Vec::new())
    }

    /// The table before a decision, its situation only where it changed since `seen`
    /// (the lines shown last time, updated here): a deal asks many decisions, and most
    /// leave the trump, the scores and the auction as they were.
    fn show_table_since(
        &mut self,
        table: &dyn Table,
        seat: u8,
        seen: &mut Vec<String>,
    ) -> io::Result<()> {
        let game = table.game();
        let mut lines = vec![String::new()];
        // Compared field by field: a field whose value goes on under itself is shown whole
        // when any of its lines changed, never a line without its label.
        let now = field_blocks(show::fields(self.r, game, &situation(table, seat)));
        lines.extend(now.iter().filter(|b| !seen.contains(b)).cloned());
        *seen = now;
        let trick = table.trick();
        if !trick.is_empty() {
            let cards: Vec<String> = trick
                .iter()
                .map(|&(s, c)| {
                    format!(
                        "{} {}",
                        show::seat(self.r, s as i64),
                        show::trick_card(self.r, c)
                    )
                })
                .collect();
            let text = format!(
                "{}{}{}",
                self.r.t("table-on-table"),
                colon(self.r),
                cards.join(" · ")
            );
            lines.push(self.fit(&text, "  ", "    "));
        }
        let mut hand = table.hand(seat);
        sort_hand(game, &mut hand);
        let text = format!(
            "{}{}{}",
            self.r.t("table-your-hand"),
            colon(self.r),
            show::cards(self.r, &hand)
        );
        lines.push(self.fit(&text, "  ", "    "));
        self.prompter.show(&lines.join("\n"))
    }

    /// The deal as dealt, for watching or replaying it: the situation and every hand.
    fn show_deal(&mut self, table: &dyn Table) -> io::Result<()> {
        let game = table.game();
        let mut lines = show::fields(self.r, game, &situation(table, 0));
        for seat in 0..table.players() as u8 {
            let mut hand = table.hand(seat);
            if hand.is_empty() {
                // Not dealt yet (the cut comes first).
                continue;
            }
            sort_hand(game, &mut hand);
            let text = format!(
                "{}{}{}",
                show::seat(self.r, seat as i64),
                colon(self.r),
                show::cards(self.r, &hand)
            );
            lines.push(self.fit(&text, "  ", "    "));
        }
        self.prompter.show(&lines.join("\n"))
    }

    /// One line for a trick just taken: its number, winner and cards.
    pub(super) fn show_trick(
        &mut self,
        table: &dyn Table,
        index: usize,
        learner: Option<u8>,
    ) -> io::Result<()> {
        let taken = &table.taken()[index];
        let cards: Vec<String> = taken
            .cards
            .iter()
            .map(|&c| show::trick_card(self.r, c))
            .collect();
        let mut args = FluentArgs::new();
        args.set("number", index as i64 + 1);
        args.set("winner", seat_name(self.r, taken.winner as u8, learner));
        // Two spaces between cards, as in a hand: a card named in words (Maniglia's
        // "7 of Cups") stays apart from the next.
        args.set("cards", cards.join("  "));
        // "you take", "seat 2 takes": a message each.
        let id = match learner == Some(taken.winner as u8) {
            true => "table-trick-taken-you",
            false => "table-trick-taken",
        };
        let line = self.r.get(id, &args);
        let lines: Vec<String> = self
            .fit(&line, "  ", "    ")
            .lines()
            .map(|l| style(l).bold().to_string())
            .collect();
        self.prompter.show(&lines.join("\n"))
    }

    /// The end of the deal: how it ended, the scoring position and its reasons, the result.
    pub(super) fn show_outcome(&mut self, game: Game, outcome: &Outcome) -> io::Result<()> {
        let mut lines = vec![
            String::new(),
            style(self.r.t("table-deal-over")).bold().to_string(),
        ];
        // The scoring's own reasons go under its position; the ending's list (which in
        // some games repeats the scoring) keeps only how the deal ended.
        let scored = outcome
            .scoring
            .as_ref()
            .map(|s| s.verdict().reasons)
            .unwrap_or_default();
        let ending: Vec<Reason> = outcome
            .reasons
            .iter()
            .filter(|r| !scored.contains(r))
            .cloned()
            .collect();
        for reason in &ending {
            lines.push(self.fit(&self.r.reason(reason), "  • ", "    "));
        }
        lines.extend(self.references(&ending, "    "));
        let result = match &outcome.scoring {
            Some(scoring) => {
                lines.extend(show::position(self.r, scoring.as_ref()));
                for reason in &scored {
                    lines.push(self.fit(&self.r.reason(reason), "  • ", "    "));
                }
                lines.extend(self.references(&scored, "    "));
                show::answer(self.r, game, &outcome.answer, &scoring.form())
            }
            // No scoring question (solo Maniglia, a Rikken deal passed out): the result
            // in the form the game gives it, each number with whose it is.
            None => {
                let form = outcome.result_form.clone().unwrap_or(AnswerForm::Int);
                show::answer(self.r, game, &outcome.answer, &form)
            }
        };
        let mut args = FluentArgs::new();
        args.set("result", result);
        let result = self.fit(&self.r.get("table-result", &args), "", "  ");
        lines.extend(result.lines().map(|l| style(l).bold().to_string()));
        self.prompter.show(&lines.join("\n"))
    }
}

/// An entry of the learner's menu: one action, or a wild card that may be played as
/// several cards (asked next, so that the menu stays short).
enum Entry {
    One(Act),
    Wild { card: Card, plays: Vec<Act> },
}

/// The menu: every play of one wild card (as itself or baptised) under one entry, where it
/// has several, and so every way of showing one in Perlaggen's show; everything else as
/// offered.
fn menu_entries(options: Vec<Act>) -> Vec<Entry> {
    let grouped = |verb: &str| matches!(verb, "play" | "reveal");
    let physical = |act: &Act| match act.arg {
        ActArg::Card(card) | ActArg::Baptised { card, .. } if grouped(act.verb) => {
            Some((act.verb, card))
        }
        _ => None,
    };
    let wild: Vec<(&str, Card)> = options
        .iter()
        .filter(|a| matches!(a.arg, ActArg::Baptised { .. }))
        .filter_map(physical)
        .collect();
    let mut out: Vec<Entry> = Vec::new();
    for act in options {
        match physical(&act).filter(|c| wild.contains(c)) {
            Some((verb, card)) => match out.iter_mut().find(|e| {
                matches!(e, Entry::Wild { card: c, plays } if *c == card && plays[0].verb == verb)
            }) {
                Some(Entry::Wild { plays, .. }) => plays.push(act),
                _ => out.push(Entry::Wild {
                    card,
                    plays: vec![act],
                }),
            },
            None => out.push(Entry::One(act)),
        }
    }
    out
}

/// What the learner is offered: every legal action, and every other card of the hand as
/// a play (so that a card the rules forbid can be tried, and refused with its reason).
fn offered(table: &dyn Table, seat: u8) -> Vec<Act> {
    let legal = table.legal();
    let plays_cards = table
        .verbs()
        .iter()
        .any(|v| v.name == "play" && matches!(v.arg, ArgShape::Card | ArgShape::Play));
    let playing = legal.iter().any(|a| a.verb == "play");
    let mut out: Vec<Act> = legal.iter().filter(|a| a.verb != "play").cloned().collect();
    // Passing first: the menu's default, what a player does most of the time.
    // (Rikken's pass is a bid: `bid pass`.)
    out.sort_by_key(|a| a.verb != "pass" && a.arg != ActArg::Token("pass"));
    if playing && plays_cards {
        let mut hand = table.hand(seat);
        sort_hand(table.game(), &mut hand);
        hand.dedup();
        for card in hand {
            let own: Vec<&Act> = legal
                .iter()
                .filter(|a| {
                    a.verb == "play"
                        && matches!(a.arg, ActArg::Card(c) | ActArg::Baptised { card: c, .. } if c == card)
                })
                .collect();
            if own.is_empty() {
                out.push(Act::play(seat, card));
            } else {
                out.extend(own.into_iter().cloned());
            }
        }
    }
    // Any other legal play (face down, ...) not tied to a card of the hand.
    for a in legal.iter().filter(|a| a.verb == "play") {
        if !out.contains(a) {
            out.push(a.clone());
        }
    }
    out
}

/// What a line typed at the table's menu means.
enum Typed {
    /// An action, legal or not: for the referee to take or refuse.
    Act(Act),
    /// A menu entry named by one of its words (a wild card by its token: what it is
    /// played as is asked next).
    Entry(usize),
    /// No action of the game.
    Nothing,
}

/// Reads a typed line: a word of a menu entry (a wild card's `card@identity` is that
/// play), else any action of the game in the record's notation, legal now or not, so that
/// the referee refuses it with its reason. A token that fits several verbs means the one
/// legal now.
fn typed(table: &dyn Table, seat: u8, entries: &[Entry], items: &[Item], text: &str) -> Typed {
    let word = text.trim();
    if let Some(i) = items
        .iter()
        .position(|it| it.accept.iter().any(|a| a.eq_ignore_ascii_case(word)))
    {
        return match &entries[i] {
            Entry::One(act) => Typed::Act(act.clone()),
            Entry::Wild { card, plays } => plays
                .iter()
                .find(|p| {
                    !card.to_string().eq_ignore_ascii_case(word)
                        && typed_forms(p).iter().any(|f| f.eq_ignore_ascii_case(word))
                })
                .map_or(Typed::Entry(i), |p| Typed::Act(p.clone())),
        };
    }
    let acts = crate::rules::table::typed_acts(table.game(), table.verbs(), seat, word);
    let legal = table.legal();
    match acts.iter().find(|a| legal.contains(a)).or(acts.first()) {
        Some(act) => Typed::Act(act.clone()),
        None => Typed::Nothing,
    }
}

/// The colon after a label (a message: full width in Japanese).
fn colon(r: &Renderer) -> String {
    r.t("label-colon")
}

/// How a session at the table goes on after each deal.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Series {
    /// One deal, then stop (watching one deal).
    One,
    /// Ask after each deal whether to play another.
    Ask,
    /// Deals until the game is won (`--game`), the running score between deals.
    Game,
}

impl Tutor<'_> {
    /// Deals at the table, from `table` on. `deal_done` hears of every deal when it ends
    /// or is stopped (to write its record). Counts the deals in the progress file.
    pub fn play_session(
        &mut self,
        mut table: Box<dyn Table>,
        mut learner: Option<u8>,
        series: Series,
        rng: &mut Rng,
        deal_done: &mut dyn FnMut(&dyn Table, usize) -> io::Result<()>,
    ) -> io::Result<super::end::End> {
        use super::end::End;
        let game = table.game();
        for number in 1.. {
            let number = table.deal_number().unwrap_or(number);
            self.deal_header(table.as_ref(), learner, Some(number))?;
            let end = self.play_deal(table.as_mut(), learner, rng)?;
            deal_done(table.as_ref(), number)?;
            if learner.is_some() {
                let counts = self
                    .store
                    .data
                    .deals
                    .entry(game.token().to_string())
                    .or_default();
                match end {
                    DealEnd::Over => counts.played += 1,
                    DealEnd::Stopped => counts.stopped += 1,
                }
                if !self.save()? {
                    return Ok(End::Stopped);
                }
            }
            if end == DealEnd::Stopped {
                self.save_before_stopping();
                return Ok(End::Stopped);
            }
            let next = table.next_deal(rng);
            // The learner keeps his place at the table; its number may change with the dealer.
            let before = learner;
            learner = learner.map(|seat| table.seat_in_next_deal(seat));
            // The standing is numbered as the next deal seats the players: say where the
            // learner sits now, so that "seat 0 4" is not read as his own chips.
            let moved = learner.filter(|_| learner != before);
            match series {
                Series::One => return Ok(End::Done),
                Series::Game => match next {
                    Some(next) => {
                        self.show_standing(next.as_ref(), moved)?;
                        table = next;
                    }
                    None => {
                        self.show_game_over(table.as_ref())?;
                        return Ok(End::Done);
                    }
                },
                Series::Ask => {
                    let Some(next) = next else {
                        self.show_game_over(table.as_ref())?;
                        return Ok(End::Done);
                    };
                    self.show_standing(next.as_ref(), moved)?;
                    let items = [self.r.t("table-another-deal"), self.r.t("table-stop")];
                    match self
                        .prompter
                        .menu(&self.r.t("table-next-title"), &items, 0)?
                    {
                        Some(0) => table = next,
                        _ => return Ok(End::Done),
                    }
                }
            }
        }
        Ok(End::Done)
    }

    /// The end of the last deal: the game is over, or (where the deals make no game) the
    /// deal stood alone.
    fn show_game_over(&mut self, table: &dyn Table) -> io::Result<()> {
        let id = match table.keeps_game() {
            true => "table-game-over",
            false => "table-deal-alone",
        };
        let line = self.fit(&self.r.t(id), "", "");
        self.prompter.show(&style(line).bold().to_string())
    }

    /// The line that opens a deal: the game, its number, the learner's seat.
    /// `number`: `None` for a deal whose number is not known (not said to be the first).
    pub(super) fn deal_header(
        &mut self,
        table: &dyn Table,
        learner: Option<u8>,
        number: Option<usize>,
    ) -> io::Result<()> {
        let game = table.game();
        let mut args = FluentArgs::new();
        args.set("game", self.r.t(&format!("game-{}", game.token())));
        args.set("players", table.players() as i64);
        let mut id = String::from("table-deal-header");
        if let Some(seat) = learner {
            args.set("seat", seat as i64);
            id.push_str("-you");
        }
        match number {
            Some(n) => args.set("number", n as i64),
            None => id.push_str("-unnumbered"),
        }
        let line = self.r.get(&id, &args);
        let header = self.fit(&format!("── {line} ──"), "", "   ");
        self.prompter.show(&format!("\n{}", style(header).bold()))
    }

    /// The running score of the game between deals, and the learner's seat in the next
    /// deal when it is another than in this one.
    fn show_standing(&mut self, next: &dyn Table, moved: Option<u8>) -> io::Result<()> {
        let standing = next.standing();
        if standing.is_empty() {
            return Ok(());
        }
        let mut lines = vec![self.r.t("table-standing")];
        lines.extend(show::fields(self.r, next.game(), &standing));
        if let Some(seat) = moved {
            let mut args = FluentArgs::new();
            args.set("seat", seat as i64);
            lines.push(self.fit(&self.r.get("table-next-seat", &args), "  ", "  "));
        }
        self.prompter.show(&lines.join("\n"))
    }
}

impl Tutor<'_> {
    /// Steps through a recorded deal: the hands as dealt, each action with what made it
    /// notable, a line per trick, and the end; an illegal action is shown with the rule
    /// that refuses it, and the replay stops there.
    pub fn replay_deal(
        &mut self,
        id: &str,
        mut table: Box<dyn Table>,
        actions: &[Act],
    ) -> io::Result<()> {
        let game = table.game();
        let mut args = FluentArgs::new();
        args.set("game", self.r.t(&format!("game-{}", game.token())));
        args.set("id", Renderer::inert(id));
        args.set("players", table.players() as i64);
        // A deal whose number is not known is headed without one, not as a first deal.
        let id = match table.deal_number() {
            Some(n) => {
                args.set("number", n as i64);
                "replay-header"
            }
            None => "replay-header-unnumbered",
        };
        let title = self.r.get(id, &args);
        let header = self.fit(&format!("── {title} ──"), "", "   ");
        self.prompter.show(&format!("\n{}", style(header).bold()))?;
        self.show_deal(table.as_ref())?;
        let mut shown_tricks = table.taken().len();
        // A run of passes (Gaigel's announcement rounds: four a round) in one line.
        let mut passers: Vec<u8> = Vec::new();
        let players = table.players();
        for (index, act) in actions.iter().enumerate() {
            let note = self.notable(table.as_ref(), act, true);
            let result = table.act(act);
            if result.is_ok() && act.verb == "pass" && note.is_none() {
                passers.push(act.seat);
                continue;
            }
            self.show_passers(game, players, &mut passers)?;
            if let Err(reason) = result {
                let mut args = FluentArgs::new();
                args.set("index", index as i64);
                args.set(
                    "act",
                    format!(
                        "{} {}",
                        show::seat(self.r, act.seat as i64),
                        act_text(self.r, game, act)
                    ),
                );
                args.set("reason", self.r.reason(&reason));
                let text = self.r.get("replay-illegal", &args);
                let mut lines = vec![format!("  {}", style(format!("✗ {text}")).red())];
                lines.extend(self.references([&reason], "    "));
                return self.prompter.show(&lines.join("\n"));
            }
            let text = format!(
                "{}{}{}",
                show::seat(self.r, act.seat as i64),
                colon(self.r),
                act_text(self.r, game, act)
            );
            let mut line = self.fit(&text, "  ", "    ");
            if let Some(note) = note {
                line.push_str(&self.note_lines(&note));
            }
            self.prompter.show(&line)?;
            while shown_tricks < table.taken().len() {
                self.show_trick(table.as_ref(), shown_tricks, None)?;
                shown_tricks += 1;
                if !self.prompter.pause(&self.r.t("replay-pause"))? {
                    return Ok(());
                }
            }
        }
        self.show_passers(game, players, &mut passers)?;
        match table.outcome() {
            Some(outcome) => self.show_outcome(game, &outcome),
            None => self
                .prompter
                .show(&format!("\n{}", self.r.t("replay-unfinished"))),
        }
    }
}

impl Tutor<'_> {
    /// A run of passes in one line: "everyone passes" for whole rounds (every seat
    /// once a round), else the seats in order, "seat 1, seat 2: pass".
    fn show_passers(
        &mut self,
        game: Game,
        players: usize,
        passers: &mut Vec<u8>,
    ) -> io::Result<()> {
        if passers.is_empty() {
            return Ok(());
        }
        let rounds = passers.len() / players;
        let whole = passers.len().is_multiple_of(players)
            && passers
                .chunks(players)
                .all(|c| (0..players as u8).all(|s| c.contains(&s)));
        let text = match whole {
            true => {
                let mut args = FluentArgs::new();
                args.set("count", rounds as i64);
                self.r.get("replay-all-pass", &args)
            }
            false => {
                let seats = show::seats(self.r, passers);
                let pass = act_text(self.r, game, &Act::bare(passers[0], "pass"));
                format!("{seats}{}{pass}", colon(self.r))
            }
        };
        passers.clear();
        let line = self.fit(&text, "  ", "    ");
        self.prompter.show(&line)
    }
}

/// The lines of some fields grouped by field: a line that starts with more than the
/// two spaces of a label's indent goes on the field above it (a value wrapped under
/// itself, or the next item of a repeated field).
fn field_blocks(lines: Vec<String>) -> Vec<String> {
    let mut blocks: Vec<String> = Vec::new();
    for line in lines {
        match blocks.last_mut() {
            Some(block) if line.starts_with("   ") => {
                block.push('\n');
                block.push_str(&line);
            }
            _ => blocks.push(line),
        }
    }
    blocks
}

/// A hand in the pack's order: suit by suit, high rank first.
fn sort_hand(game: Game, hand: &mut [Card]) {
    let deck = game.deck();
    hand.sort_by_key(|&c| deck.index(c).unwrap_or(u8::MAX));
}

/// The situation to show above the hand and the trick, which the table shows itself.
fn situation(table: &dyn Table, seat: u8) -> Vec<(&'static str, crate::rules::Field)> {
    let mut fields = table.situation(seat);
    fields.retain(|(name, _)| !matches!(*name, "hand" | "trick"));
    fields
}

#[cfg(test)]
mod tests {
    use super::*;

    fn card(token: &str) -> Card {
        Game::Perlaggen.deck().parse_card(token).unwrap()
    }

    #[test]
    fn a_situation_changes_field_by_field_never_a_wrapped_line_alone() {
        let lines = |v: &[&str]| v.iter().map(|l| l.to_string()).collect::<Vec<_>>();
        let before = field_blocks(lines(&[
            "  In or out:  seat 3 in → seat 2 out →",
            "              seat 0 in",
            "  Pot:        20",
        ]));
        let after = field_blocks(lines(&[
            "  In or out:  seat 3 in → seat 2 out →",
            "              seat 0 in → seat 4 in",
            "  Pot:        20",
        ]));
        assert_eq!(before.len(), 2);
        let changed: Vec<&String> = after.iter().filter(|b| !before.contains(b)).collect();
        assert_eq!(
            changed,
            ["  In or out:  seat 3 in → seat 2 out →\n              seat 0 in → seat 4 in"]
        );
    }

    #[test]
    fn passing_heads_the_menu_also_where_it_is_a_bid() {
        use crate::rules::new_table::new_table;
        use crate::rules::table::TableOptions;
        let mut rng = Rng::new(3);
        let table = new_table(Game::Rikken, &TableOptions::default(), &mut rng).unwrap();
        let seat = table.to_act().unwrap();
        let first = offered(table.as_ref(), seat).remove(0);
        assert_eq!(first, Act::new(seat, "bid", ActArg::Token("pass")));
    }

    #[test]
    fn every_way_of_showing_a_wild_card_is_one_entry_of_the_menu() {
        let wild = card("bells-7");
        let mut options = vec![Act::new(0, "concede", ActArg::Token("gleich"))];
        options.push(Act::new(0, "reveal", ActArg::Card(wild)));
        for identity in ["hearts-A", "leaves-K", "acorns-10"] {
            let arg = ActArg::Baptised {
                card: wild,
                identity: card(identity),
            };
            options.push(Act::new(0, "reveal", arg));
        }
        options.push(Act::new(0, "reveal", ActArg::Card(card("hearts-9"))));
        let entries = menu_entries(options);
        assert_eq!(entries.len(), 3);
        assert!(
            matches!(&entries[1], Entry::Wild { card, plays } if *card == wild && plays.len() == 4)
        );
        assert!(matches!(&entries[2], Entry::One(a) if a.verb == "reveal"));
    }
}
