//! The progress file's records, as they are written (the format is in the parent
//! module's documentation): what the reading, the merging and the salvage of a file share.

use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

pub const VERSION: u32 = 2;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Outcome {
    FirstTry,
    Retried,
    Revealed,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct QuestionRecord {
    /// How the first asking in the lesson run went (what stars count).
    pub outcome: Outcome,
    pub attempts: u32,
    /// Answered right at the first try of an asking, without revealing: the question no
    /// longer comes back at the end of the lesson. Files from before mastery lack it.
    #[serde(default)]
    pub mastered: bool,
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct LessonProgress {
    #[serde(default)]
    pub step: usize,
    #[serde(default)]
    pub done: bool,
    #[serde(default)]
    pub questions: BTreeMap<String, QuestionRecord>,
    /// The most stars a completed run of the lesson earned (see [`stars`]); absent in files
    /// from before stars, where they are worked out from the records.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub stars: Option<u8>,
}

/// Stars for a completed lesson, from its first-try accuracy (questions right at the first
/// asking, without revealing): 3 when every question was, 2 for at least three in four,
/// 1 otherwise — completing a lesson already means every question was finally got right.
pub fn stars(first_try: usize, total: usize) -> u8 {
    if first_try >= total {
        3
    } else if first_try * 4 >= total * 3 {
        2
    } else {
        1
    }
}

impl LessonProgress {
    /// The stars shown for the lesson: none until it is complete. A lesson completed under
    /// the rule before mastery keeps its mark, with stars from its records.
    pub fn stars_earned(&self) -> Option<u8> {
        if !self.done {
            return None;
        }
        Some(
            self.stars
                .unwrap_or_else(|| stars(self.first_try(), self.questions.len())),
        )
    }

    pub fn first_try(&self) -> usize {
        self.questions
            .values()
            .filter(|q| q.outcome == Outcome::FirstTry)
            .count()
    }
}

/// The memory model of one topic (FSRS card state; times in Unix seconds).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct TopicMemory {
    pub due: i64,
    pub stability: f64,
    pub difficulty: f64,
    pub elapsed_days: i64,
    pub scheduled_days: i64,
    pub reps: i32,
    pub lapses: i32,
    /// 0 new, 1 learning, 2 review, 3 relearning.
    pub state: u8,
    pub last_review: i64,
    /// The latest review was a miss (wrong first, or revealed): not known until answered
    /// right again. Absent in older files.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub missed: bool,
}

/// One answered question that practised a topic.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct ReviewEntry {
    pub at: i64,
    pub topic: String,
    pub question: String,
    pub outcome: Outcome,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Progress {
    pub version: u32,
    #[serde(default)]
    pub last: Option<String>,
    #[serde(default)]
    pub lessons: BTreeMap<String, LessonProgress>,
    #[serde(default)]
    pub topics: BTreeMap<String, TopicMemory>,
    #[serde(default)]
    pub log: Vec<ReviewEntry>,
    /// Deals played at the table, per game token (older files have none).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub deals: BTreeMap<String, DealCounts>,
}

/// What a learner did at the table in one game: deals played to the end, deals stopped,
/// and the actions the referee refused, per drill topic of the rule that refused them
/// (`other` for a rule no topic drills).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct DealCounts {
    #[serde(default)]
    pub played: u32,
    #[serde(default)]
    pub stopped: u32,
    #[serde(default)]
    pub refused: BTreeMap<String, u32>,
}

impl Default for Progress {
    fn default() -> Self {
        Progress {
            version: VERSION,
            last: None,
            lessons: BTreeMap::new(),
            topics: BTreeMap::new(),
            log: Vec::new(),
            deals: BTreeMap::new(),
        }
    }
}
