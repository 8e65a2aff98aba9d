//! The memory model of each topic: a spaced-repetition scheduler (FSRS, through the
//! `rs-fsrs` crate). A topic answered right at the first try is rated Good; a topic the
//! learner got wrong first, or had revealed, is rated Again, so it comes back soon.

use crate::progress::{Outcome, TopicMemory};
use chrono::{DateTime, Utc};
use rs_fsrs::{Card, Parameters, Rating, State, FSRS};

fn time(secs: i64) -> DateTime<Utc> {
    DateTime::from_timestamp(secs, 0).unwrap_or_default()
}

fn to_card(m: &TopicMemory) -> Card {
    Card {
        due: time(m.due),
        stability: m.stability,
        difficulty: m.difficulty,
        elapsed_days: m.elapsed_days,
        scheduled_days: m.scheduled_days,
        reps: m.reps,
        lapses: m.lapses,
        state: match m.state {
            1 => State::Learning,
            2 => State::Review,
            3 => State::Relearning,
            _ => State::New,
        },
        last_review: time(m.last_review),
    }
}

fn from_card(c: &Card) -> TopicMemory {
    TopicMemory {
        due: c.due.timestamp(),
        stability: c.stability,
        difficulty: c.difficulty,
        elapsed_days: c.elapsed_days,
        scheduled_days: c.scheduled_days,
        reps: c.reps,
        lapses: c.lapses,
        state: c.state as u8,
        last_review: c.last_review.timestamp(),
    }
}

/// The current time in Unix seconds; `TRICKTUTOR_NOW` sets it (for tests and for trying
/// the review schedule out).
pub fn now() -> i64 {
    std::env::var("TRICKTUTOR_NOW")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or_else(|| {
            std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map(|d| d.as_secs() as i64)
                .unwrap_or(0)
        })
}

pub fn rating(outcome: Outcome) -> Rating {
    match outcome {
        Outcome::FirstTry => Rating::Good,
        Outcome::Retried | Outcome::Revealed => Rating::Again,
    }
}

/// The topic's memory after answering a question on it at `now` (Unix seconds).
pub fn review(memory: Option<&TopicMemory>, outcome: Outcome, now: i64) -> TopicMemory {
    let card = match memory {
        Some(m) => to_card(m),
        None => Card {
            due: time(now),
            last_review: time(now),
            ..Card::default()
        },
    };
    let info = FSRS::new(Parameters::default()).next(card, time(now), rating(outcome));
    from_card(&info.card)
}

/// How long until `due`, in the largest whole unit: `("minutes" | "hours" | "days", n)`.
pub fn until(now: i64, due: i64) -> (&'static str, i64) {
    let secs = (due - now).max(0);
    if secs < 3_600 {
        ("minutes", (secs + 59) / 60)
    } else if secs < 86_400 {
        ("hours", (secs + 3_599) / 3_600)
    } else {
        ("days", (secs + 86_399) / 86_400)
    }
}

/// Whether the topic is due for review at `now`.
pub fn is_due(memory: &TopicMemory, now: i64) -> bool {
    memory.due <= now
}

/// How well the learner knows the topic now: the probability of recall, 0 to 1.
pub fn recall(memory: &TopicMemory, now: i64) -> f64 {
    to_card(memory).get_retrievability(time(now))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_miss_comes_back_sooner_than_a_hit() {
        let now = 1_800_000_000;
        let hit = review(None, Outcome::FirstTry, now);
        let miss = review(None, Outcome::Retried, now);
        assert!(miss.due < hit.due, "{miss:?} {hit:?}");
        // Right again later: the interval grows.
        let again = review(Some(&hit), Outcome::FirstTry, hit.due);
        assert!(again.due - hit.due > hit.due - now);
    }
}
