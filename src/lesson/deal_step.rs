//! A lesson's scripted deal (`deal:` step, format in `lessons/README.md`): a deal record
//! played at the table from a given action on, with some of the learner's actions graded
//! like questions. Reading it checks everything that can be known before it is played:
//! the record reads and every action is legal (replayed by the engine), and each graded
//! decision points at an action of the learner's seat at or after `from`.

use super::error::ErrorKind;
use super::fields::Reader;
use super::positions;
use super::topics::TopicIds;
use crate::fields::yaml::{Loc, Node};
use crate::fields::FieldError;
use crate::fields::{Fields, MapReader};
use crate::rules::table::{replay, Act, Replayed, Table};
use crate::rules::{Checked, Game};

/// One of the learner's actions that the step grades.
#[derive(Clone, Debug, PartialEq)]
pub struct Decision {
    /// The index of the learner's action in the record.
    pub at: usize,
    pub prompt: String,
    pub hints: Vec<String>,
    pub explain: String,
    /// The drill topics the decision practises: the learner's memory of each is updated
    /// with the decision's grade.
    pub topics: Vec<&'static str>,
}

/// A `deal:` step.
#[derive(Clone, Debug, PartialEq)]
pub struct DealStep {
    /// Stable within the lesson (with the question ids): decisions are recorded in the
    /// lesson's progress as `<id>-<at>`.
    pub id: String,
    pub game: Game,
    /// The deal record, as a checked `deal` question (its starting table and actions).
    pub record: Checked,
    /// The learner's seat.
    pub seat: u8,
    /// The first action the learner takes part in; those before it are played at once.
    pub from: usize,
    pub decisions: Vec<Decision>,
    pub loc: Loc,
    /// Where each message id was written (for `check`).
    pub message_locs: Vec<(String, Loc)>,
}

impl DealStep {
    /// The table at the deal's start and the record's actions.
    pub fn start(&self) -> (Box<dyn Table>, Vec<Act>) {
        self.record
            .deal()
            .expect("a deal step is read only from a record whose setup is a deal")
    }

    /// The decision graded at action `index`, if any.
    pub fn decision(&self, index: usize) -> Option<&Decision> {
        self.decisions.iter().find(|d| d.at == index)
    }

    /// The progress key of a decision, within the lesson.
    pub fn decision_id(&self, decision: &Decision) -> String {
        format!("{}-{}", self.id, decision.at)
    }
}

/// Reads the mapping of a `deal:` step of `game`, whose id the caller has read.
pub fn read(
    r: &mut Reader,
    m: &mut MapReader,
    id: String,
    game: Game,
    topic_ids: TopicIds,
) -> Option<DealStep> {
    let loc = m.node.loc;
    let seat_node = m.req(r, "seat");
    let from_node = m.req(r, "from");
    let position = m.req(r, "position");
    let decisions_node = m.req(r, "decisions");
    let seat = seat_node.and_then(|n| r.int(n, 0, 12)).map(|s| s as u8);
    let from = from_node
        .and_then(|n| r.int(n, 0, i64::MAX))
        .map(|f| f as usize);
    let mut message_locs = Vec::new();
    let decisions = decisions_node.and_then(|n| {
        r.list(n, |r, item| {
            read_decision(r, item, game, topic_ids, &mut message_locs)
        })
    });
    let record = positions::read(r, game, "deal", position?)?;
    let (seat, from, decisions) = (seat?, from?, decisions?);
    let (mut table, actions) = record.deal()?;
    let action_locs: Vec<Loc> = position?
        .get("actions")
        .and_then(|n| n.as_list())
        .map(|items| items.iter().map(|n| n.loc).collect())
        .unwrap_or_default();
    let at_action = |index: usize| action_locs.get(index).copied().unwrap_or(loc);
    if let Replayed::Illegal { index, reason } = replay(table.as_mut(), &actions) {
        r.err(at_action(index), ErrorKind::IllegalAction { index, reason });
        return None;
    }
    if seat as usize >= table.players() {
        r.err(
            seat_node?.loc,
            ErrorKind::Field(FieldError::OutOfRange {
                min: 0,
                max: table.players() as i64 - 1,
                actual: seat as i64,
            }),
        );
        return None;
    }
    let last = actions.len() as i64 - 1;
    if from >= actions.len() {
        r.err(
            from_node?.loc,
            ErrorKind::Field(FieldError::OutOfRange {
                min: 0,
                max: last,
                actual: from as i64,
            }),
        );
    }
    let items = decisions_node?.as_list().unwrap_or_default();
    let mut seen = Vec::new();
    for (d, item) in decisions.iter().zip(items) {
        let at_loc = item.get("at").map_or(item.loc, |n| n.loc);
        if d.at < from || d.at >= actions.len() {
            r.err(
                at_loc,
                ErrorKind::Field(FieldError::OutOfRange {
                    min: from as i64,
                    max: last,
                    actual: d.at as i64,
                }),
            );
        } else if actions[d.at].seat != seat {
            r.err(
                at_loc,
                ErrorKind::NotLearnersAction {
                    index: d.at,
                    seat,
                    actual: actions[d.at].seat,
                },
            );
        } else if seen.contains(&d.at) {
            r.err(
                at_loc,
                ErrorKind::RepeatedValue {
                    value: d.at.to_string(),
                },
            );
        }
        seen.push(d.at);
    }
    Some(DealStep {
        id,
        game,
        record,
        seat,
        from,
        decisions,
        loc,
        message_locs,
    })
}

fn read_decision(
    r: &mut Reader,
    item: &Node,
    game: Game,
    topic_ids: TopicIds,
    message_locs: &mut Vec<(String, Loc)>,
) -> Option<Decision> {
    let mut m = r.map(item)?;
    let at = m.req(r, "at").and_then(|n| r.int(n, 0, i64::MAX));
    let mut msg = |r: &mut Reader, n: &Node| {
        let s = r.string(n)?;
        message_locs.push((s.clone(), n.loc));
        Some(s)
    };
    let prompt = m.req(r, "prompt").and_then(|n| msg(r, n));
    let hints = match m.opt("hints") {
        Some(n) => r.list(n, &mut msg),
        None => Some(Vec::new()),
    };
    let explain = m.req(r, "explain").and_then(|n| msg(r, n));
    let topics = match m.opt("topics") {
        Some(n) => {
            let ids = topic_ids(game);
            r.list(n, |r, t| r.token(t, &ids))
        }
        None => Some(Vec::new()),
    };
    m.finish(r);
    Some(Decision {
        at: at? as usize,
        prompt: prompt?,
        hints: hints?,
        explain: explain?,
        topics: topics?,
    })
}
