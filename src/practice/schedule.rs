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
        missed: false,
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
    TopicMemory {
        missed: outcome != Outcome::FirstTry,
        ..from_card(&info.card)
    }
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

/// The probability of recall at `now`, 0 to 1. Right after a review it is near 1 whatever
/// the answer was, so it says nothing about what the learner knows: see [`known`].
pub fn recall(memory: &TopicMemory, now: i64) -> f64 {
    to_card(memory).get_retrievability(time(now))
}

/// The most [`known`] shows for a topic whose latest answer was a miss.
pub const MISSED_AT_MOST: f64 = 0.4;

/// Over how many coming days [`known`] averages the recall.
pub const KNOWN_DAYS: i64 = 30;

/// How well the learner knows the topic: the mean probability of recall over the next
/// [`KNOWN_DAYS`] days (one sample a day, from tomorrow), 0 to 1. A topic just missed has
/// a short memory and scores low; one got right over spaced reviews scores high. A topic
/// never reviewed is not known at all. A topic whose latest answer was a miss shows at most
/// [`MISSED_AT_MOST`]: after a lapse FSRS keeps much of a long memory's stability, which
/// would show a topic the learner just got wrong as well known.
pub fn known(memory: &TopicMemory, now: i64) -> f64 {
    if memory.reps == 0 {
        return 0.0;
    }
    let cap = if memory.missed { MISSED_AT_MOST } else { 1.0 };
    let card = to_card(memory);
    let sum: f64 = (1..=KNOWN_DAYS)
        .map(|d| card.get_retrievability(time(now + d * 86_400)))
        .sum();
    (sum / KNOWN_DAYS as f64).min(cap)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_topic_just_missed_is_not_shown_as_known() {
        let now = 1_800_000_000;
        // Revealed twice, a minute ago and now: recall this instant is still near 1, but
        // the memory lasts hours, so the coming days' recall is low.
        let once = review(None, Outcome::Revealed, now - 60);
        let twice = review(Some(&once), Outcome::Revealed, now);
        assert!(recall(&twice, now) > 0.95, "{}", recall(&twice, now));
        let k = known(&twice, now);
        assert!(k < 0.5, "{k}");
        // A first review right scores higher than a miss, but not full marks after one
        // answer; right again at every due date, it climbs.
        let hit = review(None, Outcome::FirstTry, now);
        assert!(known(&hit, now) > k);
        let mut m = hit.clone();
        for _ in 0..4 {
            m = review(Some(&m), Outcome::FirstTry, m.due);
        }
        assert!(known(&m, m.last_review) > known(&hit, now));
        assert!(
            known(&m, m.last_review) > 0.8,
            "{}",
            known(&m, m.last_review)
        );
        // Missed after all that: no longer shown as known.
        let lapse = review(Some(&m), Outcome::Retried, m.due);
        assert!(known(&lapse, m.due) < 0.5, "{}", known(&lapse, m.due));
        assert_eq!(known(&TopicMemory::default(), now), 0.0);
    }

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
