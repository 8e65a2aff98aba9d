//! A coverage map checked against the manifest's lessons and the specification's sections:
//! apart from the map and its reading, which a manifest holds, since the check reads the
//! manifest in turn.

use crate::fields::yaml::Loc;
use crate::lesson::coverage::sections;
use crate::lesson::coverage::{StepRef, EMBEDDED_MAPS_COMPLETE};
use crate::lesson::error::CoverageList;
use crate::lesson::error::ErrorKind;
use crate::lesson::fields::Reader;
use crate::lesson::script::{Lesson, Manifest, Step};
use std::collections::BTreeMap;

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
            (CoverageList::Teach, &entry.teach, entry.teach_loc),
            (CoverageList::Test, &entry.test, entry.test_loc),
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
    list: CoverageList,
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
        CoverageList::Teach if !steps.pages.contains(&step.step) => r.err(
            step.loc,
            ErrorKind::CoverageNotAPage {
                lesson: step.lesson.clone(),
                page: step.step.clone(),
                pages: steps.pages.clone(),
            },
        ),
        CoverageList::Test if !steps.graded.contains(&step.step) => r.err(
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
