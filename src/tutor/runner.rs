//! Stepping through a lesson: pages, then questions judged by the engine, with hints,
//! retries, the answer on request, and progress saved after every step (see [`super::saving`]).

use super::grade::{self, CardGrade};
use super::prompt::{Actions, Ask, Item, Reply};
use super::{show, wrap, Tutor};
use crate::cards::Card;
use crate::lesson::deal_step::DealStep;
use crate::lesson::library::GameFolder;
use crate::lesson::{Lesson, Question, Step};
use crate::practice::schedule;
use crate::practice::topics::Topic;
use crate::progress::{self, Outcome, QuestionRecord, ReviewEntry};
use crate::rules::{AnswerForm, Game, Verdict};
use console::style;
use fluent::FluentArgs;
use std::io;

/// What the learner gave when asked for an answer.
enum Asked {
    Given(crate::rules::Answer),
    /// A hint, the answer, or stop.
    Action(Reply),
}

/// For answers that are sets of items (bids, declarers): how many given items are wrong
/// and how many right ones are missing.
fn set_difference(
    given: &crate::rules::Answer,
    right: &crate::rules::Answer,
) -> Option<(usize, usize)> {
    use crate::rules::Answer;
    fn diff<T: PartialEq>(g: &[T], r: &[T]) -> (usize, usize) {
        (
            g.iter().filter(|x| !r.contains(x)).count(),
            r.iter().filter(|x| !g.contains(x)).count(),
        )
    }
    match (given, right) {
        (Answer::Tokens(g), Answer::Tokens(r)) => Some(diff(g, r)),
        (Answer::Seated { items: g, .. }, Answer::Seated { items: r, .. }) => Some(diff(g, r)),
        _ => None,
    }
}

/// Stars as shown: filled for those earned, hollow for the rest of three.
pub fn show_stars(n: u8) -> String {
    let n = usize::from(n.min(3));
    format!("{}{}", "★".repeat(n), "☆".repeat(3 - n))
}

/// How a lesson run ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Flow {
    Finished,
    Stopped,
}

impl Tutor<'_> {
    /// Updates a topic's memory and the review log after a question that practised it, and
    /// saves; `Ok(false)` when the save failed and the learner would rather stop.
    pub(super) fn practised(
        &mut self,
        topic: &Topic,
        question: &str,
        outcome: Outcome,
    ) -> io::Result<bool> {
        let now = schedule::now();
        let key = format!("{}/{}", topic.game.token(), topic.id);
        let memory = schedule::review(self.store.data.topics.get(&key), outcome, now);
        self.store.data.topics.insert(key.clone(), memory);
        self.store.data.log.push(ReviewEntry {
            at: now,
            topic: key,
            question: question.to_string(),
            outcome,
        });
        self.save()
    }

    /// One line of output, for the other conversations of the tutor.
    pub(super) fn say_line(&mut self, text: &str) -> io::Result<()> {
        self.say(text)
    }

    /// Shows text; a line too long for the terminal goes on under its own indent (a
    /// header, an answer, a field of the position), so that nothing is cut or wrapped
    /// by the terminal at column 0.
    fn say(&mut self, text: &str) -> io::Result<()> {
        let w = self.prompter.width().clamp(20, 100);
        if text.lines().all(|l| wrap::width(l) <= w) {
            return self.prompter.show(text);
        }
        self.prompter.show(&wrap::wrap(text, w, "").join("\n"))
    }

    /// A text from the locale files, its author's line breaks joined, filled to the width.
    fn wrapped(&self, text: &str, indent: &str) -> String {
        let w = self.prompter.width().clamp(20, 100);
        wrap::wrap(&wrap::reflow(text), w, indent).join("\n")
    }

    pub(super) fn actions(&self) -> Actions {
        Actions {
            hint: self.r.t("hint-menu"),
            reveal: self.r.t("reveal-menu"),
            stop: self.r.t("stop-menu"),
            back: self.r.t("feedback-try-again-menu"),
            none: self.r.t("answer-none-menu"),
            choose: self.r.t("question-choose"),
            multi_help: self.r.t("question-multiselect-help"),
            done: self.r.t("question-sequence-done"),
            undo: self.r.t("question-sequence-undo"),
            aside: (self.r.t("menu-aside-open"), self.r.t("menu-aside-close")),
        }
    }

    /// Runs one lesson from where the learner stopped.
    pub fn run_lesson(&mut self, folder: &GameFolder, lesson: &Lesson) -> io::Result<Flow> {
        let key = progress::key(folder.game.token(), &lesson.id);
        let number = folder
            .manifest
            .lessons
            .iter()
            .position(|l| l.id == lesson.id)
            .unwrap_or(0)
            + 1;
        let mut args = FluentArgs::new();
        args.set("game", self.r.t(&format!("game-{}", folder.game.token())));
        args.set("number", number as i64);
        args.set("count", folder.manifest.lessons.len() as i64);
        args.set("title", self.r.lesson_text(&lesson.title));
        let header = self.r.get("lesson-header", &args);
        self.say(&format!("\n{}", style(header).bold().cyan()))?;

        let record = self.store.lesson(&key).cloned().unwrap_or_default();
        let total = lesson.steps.len();
        // `step == total`: the steps are behind, the questions still to master come back.
        let start = record.step.min(total);
        if record.done && start == 0 {
            self.say(&self.r.t("lesson-already-done"))?;
        } else if start > 0 {
            self.say(&style(self.r.t("lesson-resumed")).dim().to_string())?;
        }
        self.store.data.last = Some(key.clone());
        for (i, step) in lesson.steps.iter().enumerate().skip(start) {
            self.store.lesson_mut(&key).step = i;
            if !self.save()? {
                return self.stopped();
            }
            let mut sargs = FluentArgs::new();
            sargs.set("step", i as i64 + 1);
            sargs.set("steps", total as i64);
            let counter = style(format!("[{}]", self.r.get("lesson-step", &sargs))).dim();
            match step {
                Step::Page { text, cards, .. } => {
                    self.say(&format!("\n{counter}"))?;
                    let body = self.wrapped(&self.r.lesson_text(text), "  ");
                    self.say(&body)?;
                    if !cards.is_empty() {
                        self.say(&format!("\n    {}", show::cards(self.r, cards)))?;
                    }
                    self.say("")?;
                    if !self.prompter.pause(&self.r.t("page-continue"))? {
                        return self.stopped();
                    }
                }
                Step::Deal(deal) => {
                    self.say(&format!("\n{counter}"))?;
                    if !self.play_scripted(&key, deal, true)? {
                        return self.stopped();
                    }
                }
                Step::Question(q) => {
                    self.say(&format!(
                        "\n{counter} {}",
                        style(self.r.t("question-label")).bold()
                    ))?;
                    if !self.asked_in_lesson(&key, lesson, q, true)? {
                        return self.stopped();
                    }
                }
            }
        }
        self.store.lesson_mut(&key).step = total;
        if !self.save()? {
            return self.stopped();
        }
        // Mastery: a missed or revealed question comes back, round after round, until it
        // is answered right at the first try without revealing; a scripted deal with such
        // a decision is played again.
        loop {
            let (questions, deals) = {
                let lp = self.store.lesson(&key);
                let pending = |id: &str| {
                    !lp.and_then(|p| p.questions.get(id))
                        .is_some_and(|r| r.mastered)
                };
                let questions: Vec<&Question> = lesson
                    .questions()
                    .filter(|q| q.query.is_some())
                    .filter(|q| pending(&q.id))
                    .collect();
                let deals: Vec<(&DealStep, usize)> = lesson
                    .deals()
                    .map(|d| {
                        let open = d
                            .decisions
                            .iter()
                            .filter(|x| pending(&d.decision_id(x)))
                            .count();
                        (d, open)
                    })
                    .filter(|(_, open)| *open > 0)
                    .collect();
                (questions, deals)
            };
            let count = questions.len() + deals.iter().map(|(_, n)| n).sum::<usize>();
            if count == 0 {
                break;
            }
            let mut args = FluentArgs::new();
            args.set("count", count as i64);
            self.say(&format!(
                "\n{}",
                style(self.r.get("lesson-again", &args)).yellow().bold()
            ))?;
            for q in questions {
                self.say(&format!("\n{}", style(self.r.t("question-label")).bold()))?;
                if !self.asked_in_lesson(&key, lesson, q, false)? {
                    return self.stopped();
                }
            }
            for (deal, _) in deals {
                self.say("")?;
                if !self.play_scripted(&key, deal, false)? {
                    return self.stopped();
                }
            }
        }
        let graded = lesson.graded();
        let lp = self.store.lesson_mut(&key);
        lp.step = 0;
        lp.done = true;
        let first_try = |id: &str| {
            lp.questions
                .get(id)
                .is_some_and(|r| r.outcome == Outcome::FirstTry)
        };
        let right = lesson.questions().filter(|q| first_try(&q.id)).count()
            + lesson
                .deals()
                .flat_map(|d| d.decisions.iter().map(move |x| d.decision_id(x)))
                .filter(|id| first_try(id))
                .count();
        let earned = progress::stars(right, graded);
        lp.stars = Some(lp.stars.map_or(earned, |s| s.max(earned)));
        let go_on = self.save()?;
        let mut fargs = FluentArgs::new();
        fargs.set("right", right as i64);
        fargs.set("total", graded as i64);
        self.say(&format!(
            "\n{}",
            style(self.r.get("lesson-finished", &fargs)).green().bold()
        ))?;
        let mut sargs = FluentArgs::new();
        sargs.set("stars", show_stars(earned));
        sargs.set("count", earned as i64);
        self.say(&self.r.get("lesson-stars-earned", &sargs))?;
        if !go_on {
            // The learner would rather not go on to the next lesson unsaved.
            return self.stopped();
        }
        Ok(Flow::Finished)
    }

    /// Asks a lesson's question and records it: the first asking of a run sets the outcome
    /// stars count; every asking may master it and practises the lesson's topics it
    /// touches. `Ok(false)` when the learner stops.
    fn asked_in_lesson(
        &mut self,
        key: &str,
        lesson: &Lesson,
        q: &Question,
        first: bool,
    ) -> io::Result<bool> {
        let Some((outcome, attempts)) = self.ask_question(q)? else {
            return Ok(false);
        };
        let mastered = outcome == Outcome::FirstTry;
        let lp = self.store.lesson_mut(key);
        match lp.questions.get_mut(&q.id) {
            Some(r) if !first => r.mastered |= mastered,
            _ => {
                lp.questions.insert(
                    q.id.clone(),
                    QuestionRecord {
                        outcome,
                        attempts,
                        mastered,
                    },
                );
            }
        }
        // The lesson's topics this question practised: those whose clause the engine's
        // verdict names.
        for id in &lesson.topics {
            let Some(topic) = crate::practice::topics::find(lesson.game, id) else {
                continue;
            };
            if q.query.as_ref().is_some_and(|query| topic.decided(query))
                && !self.practised(&topic, &format!("{key}/{}", q.id), outcome)?
            {
                return Ok(false);
            }
        }
        if !first && !self.save()? {
            return Ok(false);
        }
        Ok(true)
    }

    fn stopped(&mut self) -> io::Result<Flow> {
        self.save_before_stopping();
        let message = self.stopped_message();
        self.say(&format!("\n{message}"))?;
        Ok(Flow::Stopped)
    }

    /// Asks one question until it is answered right or revealed. `None` = the learner stops.
    pub(super) fn ask_question(&mut self, q: &Question) -> io::Result<Option<(Outcome, u32)>> {
        let Some(query) = &q.query else {
            return Ok(Some((Outcome::Revealed, 0)));
        };
        let verdict = query.verdict();
        let form = query.form();
        let prompt_id = q
            .prompt
            .clone()
            .unwrap_or_else(|| format!("prompt-{}-{}", q.game.token(), q.kind));
        let prompt = self.wrapped(&self.r.lesson_text(&prompt_id), "  ");
        self.say(&prompt)?;
        for line in show::position(self.r, query) {
            self.say(&line)?;
        }
        let mut hints_shown = 0;
        let mut attempts = 0;
        loop {
            let given = match self.read_answer(q.game, &form)? {
                Asked::Given(a) => a,
                Asked::Action(Reply::Hint) => {
                    if hints_shown < q.hints.len() {
                        let mut args = FluentArgs::new();
                        args.set("n", hints_shown as i64 + 1);
                        args.set("count", q.hints.len() as i64);
                        args.set("text", self.r.lesson_text(&q.hints[hints_shown]));
                        let line = self.r.get("hint-label", &args);
                        self.say(&self.wrapped(&line, "  "))?;
                        hints_shown += 1;
                    } else {
                        self.say(&self.r.t("hint-none-left"))?;
                    }
                    continue;
                }
                Asked::Action(Reply::Reveal) => {
                    // A heading over the cards one by one; any other answer is said on
                    // one line that names itself ("Answer: 21"), and a heading over it
                    // would say "Answer:" twice.
                    if !verdict.cards.is_empty() {
                        self.say(
                            &style(self.r.t("feedback-revealed"))
                                .yellow()
                                .bold()
                                .to_string(),
                        )?;
                    }
                    self.explain(q, &verdict, &form, None)?;
                    return Ok(Some((Outcome::Revealed, attempts)));
                }
                Asked::Action(_) => return Ok(None),
            };
            attempts += 1;
            if given.agrees_with(&verdict.answer) {
                self.say(&style(self.r.t("feedback-right")).green().bold().to_string())?;
                self.explain(q, &verdict, &form, Some(&given))?;
                let outcome = if attempts == 1 {
                    Outcome::FirstTry
                } else {
                    Outcome::Retried
                };
                return Ok(Some((outcome, attempts)));
            }
            self.say(&style(self.r.t("feedback-wrong")).red().bold().to_string())?;
            // A drill's wrong answer that a common mistake gives: name the mistake.
            if let Some((_, belief)) = q.mistakes.iter().find(|(a, _)| given.agrees_with(a)) {
                let mut args = FluentArgs::new();
                args.set("belief", self.r.t(belief));
                self.say(&self.wrapped(&self.r.get("feedback-mistake", &args), "  "))?;
            }
            if let (AnswerForm::SubsetOf(_), crate::rules::Answer::Cards(chosen)) = (&form, &given)
            {
                let wrong = verdict
                    .cards
                    .iter()
                    .filter(|v| !v.legal && chosen.contains(&v.card))
                    .count();
                let missed = verdict
                    .cards
                    .iter()
                    .filter(|v| v.legal && !chosen.contains(&v.card))
                    .count();
                let mut args = FluentArgs::new();
                args.set("wrong", wrong as i64);
                args.set("missed", missed as i64);
                self.say(&self.r.get("feedback-summary-cards", &args))?;
            }
            if let Some((wrong, missed)) = set_difference(&given, &verdict.answer) {
                let mut args = FluentArgs::new();
                args.set("wrong", wrong as i64);
                args.set("missed", missed as i64);
                self.say(&self.r.get("feedback-summary-items", &args))?;
            }
            if let (AnswerForm::Record(forms), crate::rules::Answer::Record(parts)) =
                (&form, &given)
            {
                self.say_parts(q.game, forms, parts, &verdict.answer)?;
            }
            self.say(&style(self.r.t("feedback-try-again")).dim().to_string())?;
        }
    }

    /// Asks for an answer of the form: once, or part by part for a record. A reply that
    /// does not fit is explained and asked again; hints, reveal and stop come back as
    /// actions.
    fn read_answer(&mut self, game: Game, form: &AnswerForm) -> io::Result<Asked> {
        if let AnswerForm::Record(parts) = form {
            let mut out = Vec::new();
            for (key, part) in parts {
                // Nothing to choose from: the part's answer is empty, and asking would only
                // puzzle the learner.
                match part {
                    AnswerForm::SubsetOf(cards) if cards.is_empty() => {
                        out.push((*key, crate::rules::Answer::Cards(Vec::new())));
                        continue;
                    }
                    AnswerForm::CardPatterns { cards, .. } if cards.is_empty() => {
                        out.push((*key, crate::rules::Answer::CardPatterns(Vec::new())));
                        continue;
                    }
                    _ => {}
                }
                let label = style(show::part_question(self.r, game, key))
                    .bold()
                    .to_string();
                self.say(&format!("  {label}"))?;
                match self.read_one(game, part)? {
                    Asked::Given(a) => out.push((*key, a)),
                    action => return Ok(action),
                }
            }
            return Ok(Asked::Given(crate::rules::Answer::Record(out)));
        }
        self.read_one(game, form)
    }

    fn read_one(&mut self, game: Game, form: &AnswerForm) -> io::Result<Asked> {
        if let AnswerForm::CardPatterns { cards, options, .. } = form {
            return self.read_patterns(cards, options);
        }
        let (ask, help) = grade::ask_for(self.r, game, form);
        let you = self.r.t("question-your-answer");
        loop {
            let reply = self.prompter.ask(&ask, &you, &help, &self.actions())?;
            match reply {
                Reply::Hint | Reply::Reveal | Reply::Quit => return Ok(Asked::Action(reply)),
                reply => match grade::interpret(form, &reply) {
                    Some(a) => return Ok(Asked::Given(a)),
                    None => {
                        let mut args = FluentArgs::new();
                        let input = match &reply {
                            Reply::Text(t) => t.clone(),
                            _ => String::new(),
                        };
                        args.set("input", crate::i18n::Renderer::inert(&input));
                        args.set("help", help.clone());
                        self.say(&self.r.get("question-not-understood", &args))?;
                    }
                },
            }
        }
    }

    /// For each wild card, what it may be played as: one menu per card, offering only the
    /// choices the form allows.
    fn read_patterns(
        &mut self,
        cards: &[Card],
        options: &[Vec<&'static str>],
    ) -> io::Result<Asked> {
        let items: Vec<Item> = options
            .iter()
            .map(|p| Item {
                label: show::patterns(self.r, p),
                accept: vec![p.join(",")],
            })
            .collect();
        let ask = Ask::One { items };
        let help = grade::with_actions(self.r, &self.r.t("question-help-pattern"));
        let mut out = Vec::new();
        for &card in cards {
            let mut args = FluentArgs::new();
            args.set("card", show::card(self.r, card));
            let prompt = self.r.get("question-pattern-for", &args);
            loop {
                match self.prompter.ask(&ask, &prompt, &help, &self.actions())? {
                    Reply::Picked(ix) if ix.first().is_some_and(|&i| i < options.len()) => {
                        out.push((card, options[ix[0]].clone()));
                        break;
                    }
                    reply @ (Reply::Hint | Reply::Reveal | Reply::Quit) => {
                        return Ok(Asked::Action(reply))
                    }
                    _ => {}
                }
            }
        }
        Ok(Asked::Given(crate::rules::Answer::CardPatterns(out)))
    }

    /// Which parts of a record answer were right.
    fn say_parts(
        &mut self,
        game: Game,
        forms: &[(&'static str, AnswerForm)],
        given: &[(&'static str, crate::rules::Answer)],
        right: &crate::rules::Answer,
    ) -> io::Result<()> {
        let crate::rules::Answer::Record(right) = right else {
            return Ok(());
        };
        for (key, _) in forms {
            let g = given.iter().find(|(k, _)| k == key).map(|(_, a)| a);
            let r = right.iter().find(|(k, _)| k == key).map(|(_, a)| a);
            let ok = matches!((g, r), (Some(g), Some(r)) if g.agrees_with(r));
            let mut args = FluentArgs::new();
            args.set("part", show::part(self.r, game, key));
            let id = if ok {
                "feedback-part-right"
            } else {
                "feedback-part-wrong"
            };
            self.say(&format!("  {}", self.r.get(id, &args)))?;
        }
        Ok(())
    }

    /// The answer and why: per card for legal plays (graded against what the learner chose,
    /// when given), the engine's reasons otherwise, then the lesson's own explanation.
    fn explain(
        &mut self,
        q: &Question,
        verdict: &Verdict,
        form: &AnswerForm,
        given: Option<&crate::rules::Answer>,
    ) -> io::Result<()> {
        if verdict.cards.is_empty() {
            let mut args = FluentArgs::new();
            args.set(
                "answer",
                show::answer(self.r, q.game, &verdict.answer, form),
            );
            self.say(&format!("  {}", self.r.get("feedback-answer", &args)))?;
            self.say(&format!("  {}", style(self.r.t("feedback-why")).bold()))?;
            for reason in &verdict.reasons {
                let text = self.r.reason(reason);
                self.say(&self.wrapped(&format!("• {text}"), "    "))?;
            }
        } else {
            let chosen: Option<&Vec<crate::cards::Card>> = match given {
                Some(crate::rules::Answer::Cards(c)) => Some(c),
                _ => None,
            };
            for v in &verdict.cards {
                let mut args = FluentArgs::new();
                args.set("card", show::card(self.r, v.card));
                args.set("reason", self.r.reason(&v.reason));
                let id = match chosen {
                    Some(ch) => match grade::grade_card(ch.contains(&v.card), v.legal) {
                        CardGrade::RightLegal => "feedback-card-right-legal",
                        CardGrade::RightIllegal => "feedback-card-right-illegal",
                        CardGrade::WronglyChosen => "feedback-card-wrongly-chosen",
                        CardGrade::Missed => "feedback-card-missed",
                    },
                    None if v.legal => "feedback-card-legal",
                    None => "feedback-card-illegal",
                };
                let line = self.r.get(id, &args);
                self.say(&self.wrapped(&line, "  "))?;
            }
        }
        // Where the rules explain the reasons above, each section once.
        let cited = verdict
            .reasons
            .iter()
            .chain(verdict.cards.iter().map(|c| &c.reason));
        let indent = if verdict.cards.is_empty() {
            "    "
        } else {
            "  "
        };
        let width = self.prompter.width().clamp(20, 100);
        let refs = show::references(self.r, cited, indent, width);
        if !refs.is_empty() {
            self.say(&refs.join("\n"))?;
        }
        if let Some(x) = &q.explain {
            self.say("")?;
            let text = self.r.lesson_text(x);
            self.say(&self.wrapped(&text, "  "))?;
        }
        Ok(())
    }
}
