//! A lesson's scripted deal: the record's deal played at the table of `play`, the other
//! seats' actions and the learner's ungraded ones taken from the record and shown as the
//! table shows them, and the learner's graded decisions asked at the table and graded
//! like questions: the record's action is right; one the rules refuse gets the engine's
//! reason, and another legal one is "not the move this lesson shows" with the next hint;
//! both count as wrong tries.

use super::table::Choice;
use super::Tutor;
use crate::lesson::deal_step::{DealStep, Decision};
use crate::progress::{Outcome, QuestionRecord};
use crate::rules::table::{Act, Table};
use console::style;
use fluent::FluentArgs;
use std::io;

impl Tutor<'_> {
    /// Plays a scripted deal to the end of its record, recording each graded decision in
    /// the progress of the lesson `key` (of `topics`' game). `first`: the lesson's first
    /// playing of the step in this run, which sets the outcomes stars count; a later one
    /// (the deal coming back for mastery) asks only the decisions not yet mastered, and may
    /// only master them. `false` = the learner stopped.
    pub(super) fn play_scripted(
        &mut self,
        key: &str,
        step: &DealStep,
        first: bool,
    ) -> io::Result<bool> {
        let (mut table, actions) = step.start();
        let game = table.game();
        let learner = Some(step.seat);
        let number = table.deal_number();
        self.deal_header(table.as_ref(), learner, number)?;
        let mut shown_tricks = table.taken().len();
        // The learner's recorded passes not yet told: one line for a run of them, in a game
        // whose passes are that many (Gaigel's announcement rounds, a message of its own).
        let mut passed = 0;
        const PASSED: &str = "scripted-passed";
        let summed = self.r.texts.has(&format!("{PASSED}-{}", game.family()));
        for (index, act) in actions.iter().enumerate() {
            // A deal played again for mastery asks only the decisions not yet mastered.
            let asked = step.decision(index).filter(|decision| {
                first
                    || !self
                        .store
                        .lesson(key)
                        .and_then(|p| p.questions.get(&step.decision_id(decision)))
                        .is_some_and(|r| r.mastered)
            });
            let own_pass = summed && act.seat == step.seat && act.verb == "pass";
            // Told before the learner's next move, as the table tells its own passes.
            if asked.is_some() || (act.seat == step.seat && !own_pass) {
                self.show_passed(game, &mut passed, step.seat, PASSED)?;
            }
            if let Some(decision) = asked {
                let Some((outcome, attempts)) = self.decide(table.as_mut(), decision, act)? else {
                    return Ok(false);
                };
                if !self.record_decision(key, step, decision, (outcome, attempts), first)? {
                    return Ok(false);
                }
            } else {
                // Where the actions before `from` leave the learner; a deal from its start shows
                // the hand at the first decision.
                if index == step.from && step.from > 0 {
                    self.show_table(table.as_ref(), step.seat)?;
                }
                if own_pass {
                    taken(table.as_mut(), act)?;
                    passed += 1;
                } else {
                    self.take_from_record(table.as_mut(), act, learner)?;
                }
            }
            while shown_tricks < table.taken().len() {
                self.show_trick(table.as_ref(), shown_tricks, learner)?;
                shown_tricks += 1;
            }
        }
        self.show_passed(game, &mut passed, step.seat, PASSED)?;
        if let Some(outcome) = table.outcome() {
            self.show_outcome(game, &outcome)?;
        }
        Ok(true)
    }

    /// Takes a recorded action that is not graded, and shows it as the table would: a pass
    /// that was the only action open, or another seat's pass, goes without a line.
    fn take_from_record(
        &mut self,
        table: &mut dyn Table,
        act: &Act,
        learner: Option<u8>,
    ) -> io::Result<()> {
        let legal = table.legal();
        let lone_pass = legal.len() == 1 && legal[0].verb == "pass";
        let note = self.notable(table, act, false);
        taken(table, act)?;
        if lone_pass || (act.verb == "pass" && Some(act.seat) != learner) {
            return Ok(());
        }
        self.show_act(table.game(), act, learner, note)
    }

    /// Asks one graded decision until the learner takes the record's action or asks for
    /// it. `None` = the learner stops.
    fn decide(
        &mut self,
        table: &mut dyn Table,
        decision: &Decision,
        right: &Act,
    ) -> io::Result<Option<(Outcome, u32)>> {
        let game = table.game();
        let seat = right.seat;
        self.show_table(table, seat)?;
        let prompt = self.r.lesson_text(&decision.prompt);
        self.say_line(&format!(
            "\n  {}",
            style(self.fit(&prompt, "", "  ")).bold()
        ))?;
        let actions = self.actions();
        let help = self.help(table, seat, "scripted-help");
        let mut hints_shown = 0;
        let mut attempts = 0;
        loop {
            match self.choose_action(table, seat, &actions, &help)? {
                Choice::Act(act) if act == *right => {
                    attempts += 1;
                    taken(table, right)?;
                    self.show_act(game, right, Some(seat), None)?;
                    self.say_line(&style(self.r.t("feedback-right")).green().bold().to_string())?;
                    self.explain_decision(decision)?;
                    let outcome = if attempts == 1 {
                        Outcome::FirstTry
                    } else {
                        Outcome::Retried
                    };
                    return Ok(Some((outcome, attempts)));
                }
                Choice::Act(act) => {
                    attempts += 1;
                    // Tried on a copy: a legal action other than the record's is not taken.
                    let mut trial = table.boxed_clone();
                    match trial.act(&act) {
                        Err(reason) => self.show_refusal(&reason)?,
                        Ok(()) => {
                            let line = self.r.t("scripted-not-this-move");
                            self.say_line(&style(format!("  ✗ {line}")).red().to_string())?;
                            self.next_hint(decision, &mut hints_shown)?;
                        }
                    }
                }
                Choice::Hint => self.next_hint(decision, &mut hints_shown)?,
                Choice::Reveal => {
                    let mut args = FluentArgs::new();
                    args.set("act", super::table::act_text(self.r, game, right));
                    let line = self.r.get("scripted-the-move", &args);
                    self.say_line(&style(format!("  {line}")).yellow().bold().to_string())?;
                    taken(table, right)?;
                    self.show_act(game, right, Some(seat), None)?;
                    self.explain_decision(decision)?;
                    return Ok(Some((Outcome::Revealed, attempts)));
                }
                Choice::Stop => return Ok(None),
            }
        }
    }

    /// The decision's next hint, or that there is none left.
    fn next_hint(&mut self, decision: &Decision, shown: &mut usize) -> io::Result<()> {
        let Some(hint) = decision.hints.get(*shown) else {
            return self.say_line(&format!("  {}", self.r.t("hint-none-left")));
        };
        let mut args = FluentArgs::new();
        args.set("n", *shown as i64 + 1);
        args.set("count", decision.hints.len() as i64);
        args.set("text", self.r.lesson_text(hint));
        *shown += 1;
        let line = self.r.get("hint-label", &args);
        self.say_line(&self.fit(&line, "  ", "  "))
    }

    fn explain_decision(&mut self, decision: &Decision) -> io::Result<()> {
        let text = self.r.lesson_text(&decision.explain);
        self.say_line(&format!("\n{}", self.fit(&text, "  ", "  ")))
    }

    /// Records a graded decision in the lesson's progress, as a question's answer, and
    /// updates the learner's memory of the decision's topics. `false` = the learner would
    /// rather stop (a save failed).
    fn record_decision(
        &mut self,
        key: &str,
        step: &DealStep,
        decision: &Decision,
        (outcome, attempts): (Outcome, u32),
        first: bool,
    ) -> io::Result<bool> {
        let id = step.decision_id(decision);
        let mastered = outcome == Outcome::FirstTry;
        let lp = self.store.lesson_mut(key);
        match lp.questions.get_mut(&id) {
            Some(r) if !first => r.mastered |= mastered,
            _ => {
                lp.questions.insert(
                    id.clone(),
                    QuestionRecord {
                        outcome,
                        attempts,
                        mastered,
                    },
                );
            }
        }
        for topic_id in &decision.topics {
            let Some(topic) = crate::practice::topics::find(step.game, topic_id) else {
                continue;
            };
            if !self.practised(&topic, &format!("{key}/{id}"), outcome)? {
                return Ok(false);
            }
        }
        self.save()
    }
}

/// Takes a recorded action. Every action of a deal step's record was found legal when
/// the lesson was read, so a refusal here is a fault of the lesson's reading, reported as
/// an error rather than a panic.
fn taken(table: &mut dyn Table, act: &Act) -> io::Result<()> {
    table.act(act).map_err(|reason| {
        io::Error::other(format!("the record's action {act} was refused: {reason:?}"))
    })
}
