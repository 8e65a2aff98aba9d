//! A game's coverage map (`coverage:` in its `game.yaml`, format in `lessons/README.md`):
//! for each rule section of the game's specification, the lesson pages that explain it and
//! the questions or scripted-deal decisions that ask it. Reading checks the map's shape;
//! [`check`] checks it against the manifest's lessons and against the list of sections of
//! the specification ([`sections`]), so that no step named is missing and no section is
//! left out.

pub mod list;
pub mod sections;

use super::error::ErrorKind;
use super::fields::Reader;
use super::script::{Lesson, Manifest, Step};
use crate::fields::yaml::{Loc, Node, Value};
use crate::fields::Fields;
use list::List;
use std::collections::BTreeMap;

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
    let teach = teach_node.and_then(|n| r.list(n, |r, s| step_ref(r, s, List::Teach)));
    let test = test_node.and_then(|n| r.list(n, |r, s| step_ref(r, s, List::Test)));
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

fn step_ref(r: &mut Reader, node: &Node, list: List) -> Option<StepRef> {
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

/// What a map may name in one lesson: its pages, and its questions and graded decisions
/// (`<deal id>-<at>`, the progress key of a decision).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Steps {
    pub pages: Vec<String>,
    pub graded: Vec<String>,
}

impl Steps {
    pub fn of(lesson: &Lesson) -> Steps {
        let mut steps = Steps::default();
        for step in &lesson.steps {
            match step {
                Step::Page { text, .. } => steps.pages.push(text.clone()),
                Step::Question(q) => steps.graded.push(q.id.clone()),
                Step::Deal(d) => steps
                    .graded
                    .extend(d.decisions.iter().map(|x| d.decision_id(x))),
            }
        }
        steps
    }
}

/// How much of a map `check` requires.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Required {
    /// The manifest must have a map.
    pub map: bool,
    /// Every section must have a page and a question or decision.
    pub every_section_mapped: bool,
}

impl Required {
    /// A manifest from disk: a map is optional; one that is there is checked whole.
    pub const DISK: Required = Required {
        map: false,
        every_section_mapped: true,
    };

    /// An embedded manifest: as [`EMBEDDED_MAPS_COMPLETE`] says.
    pub const EMBEDDED: Required = Required {
        map: EMBEDDED_MAPS_COMPLETE,
        every_section_mapped: EMBEDDED_MAPS_COMPLETE,
    };

    /// Everything: a map, and every section mapped.
    pub const COMPLETE: Required = Required {
        map: true,
        every_section_mapped: true,
    };
}

/// Checks a manifest's map, reporting into `r` (a reader over the manifest's text).
/// `lessons` holds, for each lesson of the manifest, what a map may name in it, or `None`
/// when the lesson could not be read without errors (its steps are then not looked for:
/// the lesson's own errors are reported, and a step may be one that failed to read).
pub fn check(
    r: &mut Reader,
    manifest: &Manifest,
    lessons: &BTreeMap<String, Option<Steps>>,
    required: Required,
) {
    let game = manifest.game;
    let Some(map) = &manifest.coverage else {
        if required.map {
            r.err(
                Loc { line: 1, col: 1 },
                ErrorKind::CoverageMissing {
                    game: game.rules().family().token(),
                },
            );
        }
        return;
    };
    let spec = sections::sections(game);
    let family = game.rules().family().token();
    let mut seen: Vec<(&str, Loc)> = Vec::new();
    for entry in &map.sections {
        if let Some((_, first)) = seen.iter().find(|(s, _)| *s == entry.section) {
            r.err(
                entry.loc,
                ErrorKind::CoverageRepeatedSection {
                    section: entry.section.clone(),
                    line: first.line,
                },
            );
        } else if !spec.iter().any(|(n, _)| *n == entry.section) {
            r.err(
                entry.loc,
                ErrorKind::CoverageUnknownSection {
                    section: entry.section.clone(),
                    game: family,
                    sections: spec.iter().map(|(n, _)| n.to_string()).collect(),
                },
            );
        }
        seen.push((&entry.section, entry.loc));
        for (list, refs, loc) in [
            (List::Teach, &entry.teach, entry.teach_loc),
            (List::Test, &entry.test, entry.test_loc),
        ] {
            if refs.is_empty() && required.every_section_mapped {
                r.err(
                    loc,
                    ErrorKind::CoverageEmpty {
                        section: entry.section.clone(),
                        list,
                    },
                );
            }
            for step in refs {
                check_step(r, manifest, lessons, step, list);
            }
        }
    }
    for (number, title) in spec {
        if !seen.iter().any(|(s, _)| s == number) {
            r.err(
                map.loc,
                ErrorKind::CoverageMissingSection {
                    section: number.to_string(),
                    title,
                    game: family,
                },
            );
        }
    }
}

/// Checks that one entry of a list names a step of the right kind of a lesson of the
/// manifest.
fn check_step(
    r: &mut Reader,
    manifest: &Manifest,
    lessons: &BTreeMap<String, Option<Steps>>,
    step: &StepRef,
    list: List,
) {
    if !manifest.lessons.iter().any(|l| l.id == step.lesson) {
        r.err(
            step.loc,
            ErrorKind::CoverageUnknownLesson {
                lesson: step.lesson.clone(),
                lessons: manifest.lessons.iter().map(|l| l.id.clone()).collect(),
            },
        );
        return;
    }
    let Some(Some(steps)) = lessons.get(&step.lesson) else {
        return;
    };
    match list {
        List::Teach if !steps.pages.contains(&step.step) => r.err(
            step.loc,
            ErrorKind::CoverageNotAPage {
                lesson: step.lesson.clone(),
                page: step.step.clone(),
                pages: steps.pages.clone(),
            },
        ),
        List::Test if !steps.graded.contains(&step.step) => r.err(
            step.loc,
            ErrorKind::CoverageNotGraded {
                lesson: step.lesson.clone(),
                step: step.step.clone(),
                graded: steps.graded.clone(),
            },
        ),
        _ => {}
    }
}
