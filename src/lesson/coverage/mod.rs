//! A game's coverage map (`coverage:` in its `game.yaml`, format in `lessons/README.md`):
//! for each rule section of the game's specification, the lesson pages that explain it and
//! the questions or scripted-deal decisions that ask it. Reading checks the map's shape;
//! `check`'s [`crate::lesson::check::coverage`] checks it against the manifest's lessons and against the list of sections of
//! the specification ([`sections`]), so that no step named is missing and no section is
//! left out.

pub mod sections;

use super::error::CoverageList;
use super::error::ErrorKind;
use super::fields::Reader;
use crate::fields::yaml::{Loc, Node, Value};
use crate::fields::Fields;

/// Whether `check` requires the embedded games' maps to be complete: a `coverage` in every
/// embedded manifest, and at least one page and one question or decision for every
/// section. On since all five maps are complete (a new game's map is written with its
/// lessons); a map on disk that is given is always checked whole.
pub const EMBEDDED_MAPS_COMPLETE: bool = true;

/// A map as read from a manifest.
#[derive(Clone, Debug, PartialEq)]
pub struct Coverage {
    /// Where the list is written (the value of `coverage:`).
    pub loc: Loc,
    pub sections: Vec<CoveredSection>,
}

/// One entry of the map.
#[derive(Clone, Debug, PartialEq)]
pub struct CoveredSection {
    /// The specification's number ("6.3"), or "deals" for its "Whole deals" section.
    pub section: String,
    pub title: String,
    /// Where the section's number is written.
    pub loc: Loc,
    pub teach: Vec<StepRef>,
    pub test: Vec<StepRef>,
    /// Where `teach` and `test` are written (for an empty list).
    pub teach_loc: Loc,
    pub test_loc: Loc,
}

/// `<lesson id>/<step id>` in a map.
#[derive(Clone, Debug, PartialEq)]
pub struct StepRef {
    pub lesson: String,
    pub step: String,
    pub loc: Loc,
}

impl std::fmt::Display for StepRef {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        write!(f, "{}/{}", self.lesson, self.step)
    }
}

/// Reads the value of a manifest's `coverage:`.
pub fn read(r: &mut Reader, node: &Node) -> Option<Coverage> {
    let sections = r.list(node, read_section)?;
    Some(Coverage {
        loc: node.loc,
        sections,
    })
}

fn read_section(r: &mut Reader, item: &Node) -> Option<CoveredSection> {
    let mut m = r.map(item)?;
    let section_node = m.req(r, "section");
    // A number written without quotes is read as written: `section: 4` is "4". A decimal
    // one is refused, since YAML would read `6.10` as 6.1.
    let section = section_node.and_then(|n| match &n.value {
        Value::Int(i) => Some(i.to_string()),
        _ => r.string(n),
    });
    let title = m.req(r, "title").and_then(|n| r.string(n));
    let teach_node = m.req(r, "teach");
    let test_node = m.req(r, "test");
    let teach = teach_node.and_then(|n| r.list(n, |r, s| step_ref(r, s, CoverageList::Teach)));
    let test = test_node.and_then(|n| r.list(n, |r, s| step_ref(r, s, CoverageList::Test)));
    m.finish(r);
    Some(CoveredSection {
        section: section?,
        title: title?,
        loc: section_node?.loc,
        teach: teach?,
        test: test?,
        teach_loc: teach_node?.loc,
        test_loc: test_node?.loc,
    })
}

fn step_ref(r: &mut Reader, node: &Node, list: CoverageList) -> Option<StepRef> {
    let text = r.string(node)?;
    match text.split_once('/') {
        Some((lesson, step)) if !lesson.is_empty() && !step.is_empty() && !step.contains('/') => {
            Some(StepRef {
                lesson: lesson.to_string(),
                step: step.to_string(),
                loc: node.loc,
            })
        }
        _ => {
            r.err(node.loc, ErrorKind::CoverageBadStep { value: text, list });
            None
        }
    }
}
