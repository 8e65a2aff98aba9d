//! Three-way merge of progress: what this run changed since it last read the file is laid
//! over what the file holds now, so tutors running side by side keep each other's answers.
//!
//! `base` is the file as this run last read or wrote it, `ours` the run's data, `disk` the
//! file now. Per entry (a lesson, a question of a lesson, a topic's memory, `last`): what
//! this run did not change is taken from the disk; what only this run changed is ours;
//! when both changed, lessons merge field by field, a topic keeps its latest review, and a
//! deletion made here (a reset) wins. The review log is a list of events: ours that are new
//! are added to the disk's, those removed here (a reset) are removed from it.

use super::record::{DealCounts, LessonProgress, Progress, ReviewEntry, TopicMemory, VERSION};
use std::collections::{BTreeMap, BTreeSet, HashMap};

pub fn three_way(base: &Progress, ours: &Progress, disk: &Progress) -> Progress {
    Progress {
        version: VERSION,
        last: if ours.last != base.last {
            ours.last.clone()
        } else {
            disk.last.clone()
        },
        lessons: entries(&base.lessons, &ours.lessons, &disk.lessons, lesson_conflict),
        topics: entries(&base.topics, &ours.topics, &disk.topics, topic_conflict),
        log: log(&base.log, &ours.log, &disk.log),
        deals: entries(&base.deals, &ours.deals, &disk.deals, counts_conflict),
    }
}

/// Deal counts changed here and elsewhere: each count is the disk's plus what this run
/// added (counts only grow, except by a reset here, which wins).
fn counts_conflict(
    base: Option<&DealCounts>,
    ours: Option<&DealCounts>,
    disk: Option<&DealCounts>,
) -> Option<DealCounts> {
    let ours = ours?;
    let zero = DealCounts::default();
    let base = base.unwrap_or(&zero);
    let disk = disk.unwrap_or(&zero);
    let add = |b: u32, o: u32, d: u32| d.saturating_add(o.saturating_sub(b));
    let mut refused = disk.refused.clone();
    for (topic, &o) in &ours.refused {
        let b = base.refused.get(topic).copied().unwrap_or(0);
        let d = disk.refused.get(topic).copied().unwrap_or(0);
        refused.insert(topic.clone(), add(b, o, d));
    }
    Some(DealCounts {
        played: add(base.played, ours.played, disk.played),
        stopped: add(base.stopped, ours.stopped, disk.stopped),
        refused,
    })
}

/// Decides an entry changed here and on the disk, from (base, ours, disk).
type Conflict<V> = fn(Option<&V>, Option<&V>, Option<&V>) -> Option<V>;

/// Merges two maps entry by entry.
fn entries<V: Clone + PartialEq>(
    base: &BTreeMap<String, V>,
    ours: &BTreeMap<String, V>,
    disk: &BTreeMap<String, V>,
    both: Conflict<V>,
) -> BTreeMap<String, V> {
    let keys: BTreeSet<&String> = base.keys().chain(ours.keys()).chain(disk.keys()).collect();
    let mut out = BTreeMap::new();
    for k in keys {
        let (b, o, d) = (base.get(k), ours.get(k), disk.get(k));
        let merged = if o == b {
            d.cloned()
        } else if d == b || d == o {
            o.cloned()
        } else {
            both(b, o, d)
        };
        if let Some(v) = merged {
            out.insert(k.clone(), v);
        }
    }
    out
}

/// A lesson changed here and elsewhere: each field and each question from whoever changed
/// it (ours when both did). Forgotten here: the reset wins.
fn lesson_conflict(
    base: Option<&LessonProgress>,
    ours: Option<&LessonProgress>,
    disk: Option<&LessonProgress>,
) -> Option<LessonProgress> {
    let ours = ours?;
    let base = base.cloned().unwrap_or_default();
    let disk = disk.cloned().unwrap_or_default();
    Some(LessonProgress {
        step: if ours.step != base.step {
            ours.step
        } else {
            disk.step
        },
        done: if ours.done != base.done {
            ours.done
        } else {
            disk.done
        },
        questions: entries(
            &base.questions,
            &ours.questions,
            &disk.questions,
            |_, o, _| o.cloned(),
        ),
        // The best run counts, whichever tutor saw it.
        stars: ours.stars.max(disk.stars),
    })
}

/// A topic reviewed here and elsewhere: the memory after the latest review (then the one
/// with more reviews). Forgotten here: the reset wins.
fn topic_conflict(
    _base: Option<&TopicMemory>,
    ours: Option<&TopicMemory>,
    disk: Option<&TopicMemory>,
) -> Option<TopicMemory> {
    let ours = ours?;
    match disk {
        Some(d) if (d.last_review, d.reps) > (ours.last_review, ours.reps) => Some(d.clone()),
        _ => Some(ours.clone()),
    }
}

/// The disk's log, less the entries removed here, plus the entries added here, in time
/// order (entries of the same second keep their order).
fn log(base: &[ReviewEntry], ours: &[ReviewEntry], disk: &[ReviewEntry]) -> Vec<ReviewEntry> {
    let mut unmatched: HashMap<&ReviewEntry, usize> = HashMap::new();
    for e in base {
        *unmatched.entry(e).or_default() += 1;
    }
    let mut added = Vec::new();
    for e in ours {
        match unmatched.get_mut(e) {
            Some(n) if *n > 0 => *n -= 1,
            _ => added.push(e.clone()),
        }
    }
    // What is left of the base was removed here.
    let mut out = Vec::with_capacity(disk.len() + added.len());
    for e in disk {
        match unmatched.get_mut(e) {
            Some(n) if *n > 0 => *n -= 1,
            _ => out.push(e.clone()),
        }
    }
    out.extend(added);
    out.sort_by_key(|e| e.at);
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::progress::{Outcome, QuestionRecord};

    fn answered(outcome: Outcome) -> QuestionRecord {
        QuestionRecord {
            outcome,
            attempts: 1,
            mastered: true,
        }
    }

    fn entry(at: i64, question: &str) -> ReviewEntry {
        ReviewEntry {
            at,
            topic: "gaigel/must-beat".into(),
            question: question.into(),
            outcome: Outcome::FirstTry,
        }
    }

    fn memory(last_review: i64, reps: i32) -> TopicMemory {
        TopicMemory {
            last_review,
            reps,
            due: last_review + 100,
            ..TopicMemory::default()
        }
    }

    fn counts(played: u32, stopped: u32, refused: &[(&str, u32)]) -> DealCounts {
        DealCounts {
            played,
            stopped,
            refused: refused.iter().map(|(k, v)| (k.to_string(), *v)).collect(),
        }
    }

    #[test]
    fn deals_played_in_two_runs_add_up() {
        // Both runs started from 3 played deals and one refusal of must-beat; this run
        // played 2 more and had a must-follow refused, the other run played 1 more and
        // had must-beat refused again.
        let mut base = Progress::default();
        base.deals
            .insert("gaigel".into(), counts(3, 0, &[("must-beat", 1)]));
        let mut ours = base.clone();
        ours.deals.insert(
            "gaigel".into(),
            counts(5, 1, &[("must-beat", 1), ("must-follow", 1)]),
        );
        let mut disk = base.clone();
        disk.deals
            .insert("gaigel".into(), counts(4, 0, &[("must-beat", 2)]));
        let merged = three_way(&base, &ours, &disk);
        assert_eq!(
            merged.deals["gaigel"],
            counts(6, 1, &[("must-beat", 2), ("must-follow", 1)])
        );
        // A game only one side played is taken as it is.
        let mut only_ours = base.clone();
        only_ours.deals.insert("rikken".into(), counts(1, 0, &[]));
        let merged = three_way(&base, &only_ours, &disk);
        assert_eq!(merged.deals["rikken"], counts(1, 0, &[]));
        assert_eq!(merged.deals["gaigel"], disk.deals["gaigel"]);
    }

    #[test]
    fn two_runs_on_different_lessons_keep_both() {
        let base = Progress::default();
        let mut a = base.clone();
        a.lessons.entry("gaigel/stock".into()).or_default().step = 3;
        a.last = Some("gaigel/stock".into());
        let mut b = base.clone();
        b.lessons.entry("rikken/pack".into()).or_default().step = 5;
        b.last = Some("rikken/pack".into());
        // A saved first; B merges over A's file.
        let disk = three_way(&base, &a, &Progress::default());
        let merged = three_way(&base, &b, &disk);
        assert_eq!(merged.lessons["gaigel/stock"].step, 3);
        assert_eq!(merged.lessons["rikken/pack"].step, 5);
        assert_eq!(merged.last.as_deref(), Some("rikken/pack"));
    }

    #[test]
    fn the_same_lesson_merges_question_by_question() {
        let mut base = Progress::default();
        let lp = base.lessons.entry("gaigel/pack".into()).or_default();
        lp.step = 2;
        lp.questions.insert("q1".into(), answered(Outcome::Retried));
        let mut ours = base.clone();
        let lp = ours.lessons.get_mut("gaigel/pack").unwrap();
        lp.step = 4;
        lp.questions
            .insert("q2".into(), answered(Outcome::FirstTry));
        let mut disk = base.clone();
        let lp = disk.lessons.get_mut("gaigel/pack").unwrap();
        lp.done = true;
        lp.questions
            .insert("q3".into(), answered(Outcome::Revealed));
        let merged = three_way(&base, &ours, &disk);
        let lp = &merged.lessons["gaigel/pack"];
        assert_eq!(lp.step, 4, "our step");
        assert!(lp.done, "their done");
        let ids: Vec<&str> = lp.questions.keys().map(|k| k.as_str()).collect();
        assert_eq!(ids, ["q1", "q2", "q3"]);
        assert_eq!(lp.questions["q1"].outcome, Outcome::Retried);
    }

    #[test]
    fn a_reset_here_removes_and_a_reset_there_is_respected() {
        let mut base = Progress::default();
        base.lessons.entry("gaigel/pack".into()).or_default().step = 2;
        base.lessons.entry("gaigel/stock".into()).or_default().step = 1;
        base.log = vec![entry(10, "a"), entry(20, "b")];
        // Here: a reset of gaigel/pack and of the log.
        let mut ours = base.clone();
        ours.lessons.remove("gaigel/pack");
        ours.log.clear();
        // There: another answer, and gaigel/stock forgotten.
        let mut disk = base.clone();
        disk.lessons.remove("gaigel/stock");
        disk.log.push(entry(30, "c"));
        let merged = three_way(&base, &ours, &disk);
        assert!(merged.lessons.is_empty(), "{:?}", merged.lessons);
        assert_eq!(merged.log, vec![entry(30, "c")]);
    }

    #[test]
    fn logs_interleave_and_topics_keep_the_latest_review() {
        let mut base = Progress {
            log: vec![entry(10, "a")],
            ..Progress::default()
        };
        base.topics.insert("gaigel/must-beat".into(), memory(10, 1));
        let mut ours = base.clone();
        ours.log.push(entry(40, "ours"));
        ours.topics.insert("gaigel/must-beat".into(), memory(40, 2));
        ours.topics.insert("gaigel/trumping".into(), memory(40, 1));
        let mut disk = base.clone();
        disk.log.push(entry(30, "theirs"));
        disk.log.push(entry(50, "theirs-later"));
        disk.topics.insert("gaigel/must-beat".into(), memory(50, 2));
        let merged = three_way(&base, &ours, &disk);
        let questions: Vec<&str> = merged.log.iter().map(|e| e.question.as_str()).collect();
        assert_eq!(questions, ["a", "theirs", "ours", "theirs-later"]);
        assert_eq!(merged.topics["gaigel/must-beat"], memory(50, 2));
        assert_eq!(merged.topics["gaigel/trumping"], memory(40, 1));
    }

    #[test]
    fn merging_again_adds_nothing_twice() {
        let base = Progress::default();
        let mut ours = base.clone();
        ours.log.push(entry(10, "a"));
        let disk = three_way(&base, &ours, &base);
        // After the save, base = the file; merging the same data again is a no-op.
        let again = three_way(&disk, &disk, &disk);
        assert_eq!(again.log.len(), 1);
    }
}
