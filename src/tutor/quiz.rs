//! Drills: an endless (or counted) stream of fresh questions made by the engine from random
//! deals, asked and graded exactly like lesson questions.

use super::end::End;
use super::Tutor;
use crate::lesson::Question;
use crate::practice::generate::generate;
use crate::practice::topics::Topic;
use crate::progress::Outcome;
use crate::rules::rng::Rng;
use crate::rules::Game;
use console::style;
use fluent::FluentArgs;
use std::io;

/// A generated question, with the wrong answers of its topic's common mistakes.
fn drill(id: String, g: crate::practice::generate::Generated) -> Question {
    let mut q = Question::generated(id, g.topic.game, g.query);
    q.mistakes = g
        .mistakes
        .into_iter()
        .map(|(belief, answer)| (answer, format!("belief-{}", belief.id())))
        .collect();
    q
}

/// A topic's name in the learner's language: `topic-<game>-<id>`, else the family's.
pub fn topic_name(t: &Tutor, topic: &Topic) -> String {
    for g in [topic.game.token(), topic.game.family()] {
        let id = format!("topic-{g}-{}", topic.id);
        if t.r.texts.has(&id) {
            return t.r.t(&id);
        }
    }
    topic.id.to_string()
}

impl Tutor<'_> {
    /// Asks generated questions on `topic` (or mixed topics) until `count` are answered or
    /// the learner stops.
    pub fn quiz(
        &mut self,
        game: Game,
        topic: Option<Topic>,
        count: Option<usize>,
        rng: &mut Rng,
    ) -> io::Result<End> {
        let mut args = FluentArgs::new();
        args.set("game", self.r.t(&format!("game-{}", game.token())));
        self.say_line(&style(self.r.get("quiz-title", &args)).bold().to_string())?;
        let mut asked = 0usize;
        let mut first_try = 0usize;
        let end = loop {
            if count.is_some_and(|c| asked >= c) {
                break End::Done;
            }
            let Some(g) = generate(game, topic.as_ref(), rng) else {
                break End::Done;
            };
            let mut args = FluentArgs::new();
            args.set("n", asked as i64 + 1);
            args.set("topic", topic_name(self, &g.topic));
            self.say_line(&format!(
                "\n{}",
                style(self.r.get("quiz-question", &args)).bold()
            ))?;
            let topic = g.topic;
            let q = drill(format!("{}-{}", topic.id, asked + 1), g);
            match self.ask_question(&q)? {
                Some((outcome, _)) => {
                    let go_on = self.practised(&topic, &format!("quiz/{}", q.id), outcome)?;
                    asked += 1;
                    if outcome == Outcome::FirstTry {
                        first_try += 1;
                    }
                    if !go_on {
                        break End::Stopped;
                    }
                }
                None => break End::Stopped,
            }
        };
        let mut args = FluentArgs::new();
        args.set("asked", asked as i64);
        args.set("right", first_try as i64);
        self.say_line(&format!("\n{}", self.r.get("quiz-summary", &args)))?;
        Ok(end)
    }
}

/// A topic missed this many times after it was learned counts as one the learner keeps
/// missing; review adds a fresh position for at most this many of them.
const MISSED_LAPSES: i32 = 2;
const MISSED_EXTRA: usize = 3;

impl Tutor<'_> {
    /// Serves the topics that are due (of one game, or of all), the ones the learner misses
    /// most first, each with a fresh question.
    pub fn review(&mut self, game: Option<Game>, rng: &mut Rng) -> io::Result<End> {
        let now = crate::practice::schedule::now();
        let mut due: Vec<(Topic, i32, i64)> = Vec::new();
        for (key, memory) in &self.store.data.topics {
            let Some((g, id)) = key.split_once('/') else {
                continue;
            };
            let Some(g) = Game::parse(g) else { continue };
            if game.is_some_and(|want| want.family() != g.family()) {
                continue;
            }
            if let Some(topic) = crate::practice::topics::find(g, id) {
                if crate::practice::schedule::is_due(memory, now) {
                    due.push((topic, memory.lapses, memory.due));
                }
            }
        }
        due.sort_by_key(|&(_, lapses, at)| (-lapses, at));
        // The topics the learner keeps missing come back with an extra fresh position, due
        // or not.
        let mut missed: Vec<(Topic, i32, i64)> = self
            .store
            .data
            .topics
            .iter()
            .filter(|(_, m)| m.lapses >= MISSED_LAPSES)
            .filter_map(|(key, m)| {
                let (g, id) = key.split_once('/')?;
                let g = Game::parse(g)?;
                if game.is_some_and(|want| want.family() != g.family()) {
                    return None;
                }
                Some((crate::practice::topics::find(g, id)?, m.lapses, m.due))
            })
            .collect();
        missed.sort_by_key(|&(_, lapses, _)| -lapses);
        let due_count = due.len();
        if due_count > 0 {
            due.extend(missed.into_iter().take(MISSED_EXTRA));
        }
        if due.is_empty() {
            let next = self
                .store
                .data
                .topics
                .values()
                .map(|m| m.due)
                .filter(|&d| d > now)
                .min();
            let mut args = FluentArgs::new();
            let id = match next {
                Some(d) => {
                    let (unit, n) = crate::practice::schedule::until(now, d);
                    args.set("n", n);
                    args.set("unit", unit);
                    "review-nothing-due"
                }
                None => "review-nothing-yet",
            };
            self.say_line(&self.r.get(id, &args))?;
            return Ok(End::Done);
        }
        let mut args = FluentArgs::new();
        args.set("count", due_count as i64);
        self.say_line(&style(self.r.get("review-title", &args)).bold().to_string())?;
        let mut asked = 0usize;
        let mut first_try = 0usize;
        for (topic, _, _) in due {
            let Some(g) = generate(topic.game, Some(&topic), rng) else {
                continue;
            };
            let mut args = FluentArgs::new();
            args.set("n", asked as i64 + 1);
            args.set("topic", topic_name(self, &topic));
            self.say_line(&format!(
                "\n{}",
                style(self.r.get("quiz-question", &args)).bold()
            ))?;
            let q = drill(format!("{}-review", topic.id), g);
            match self.ask_question(&q)? {
                Some((outcome, _)) => {
                    let go_on = self.practised(&topic, &format!("review/{}", q.id), outcome)?;
                    asked += 1;
                    if outcome == Outcome::FirstTry {
                        first_try += 1;
                    }
                    if !go_on {
                        return Ok(End::Stopped);
                    }
                }
                None => return Ok(End::Stopped),
            }
        }
        let mut args = FluentArgs::new();
        args.set("asked", asked as i64);
        args.set("right", first_try as i64);
        self.say_line(&format!("\n{}", self.r.get("quiz-summary", &args)))?;
        Ok(End::Done)
    }
}
