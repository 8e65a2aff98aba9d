//! `tricktutor check`: the lesson and locale linter. Every error is located (file, line,
//! column, snippet): YAML syntax and schema, cards and possible positions, written answers
//! against the engine, message ids present in both languages with the same variables,
//! duplicate ids, manifests that list exactly the lesson files. The report says which files
//! were read, and as what; nothing else is counted.

pub mod catalog;
pub mod classify;
pub mod coverage;
pub mod lines;
pub mod paths;
pub mod wrong_terms;

use super::error::{ErrorKind, LoadError, Source};
use super::fields::Reader;
use super::library::{Library, SourceFile};
use super::question::{Expected, Question};
use super::script::{self, Lesson, LessonRef, Manifest, Step};
use super::set;
use super::topics::{Practises, TopicIds};
use crate::fields::yaml::Loc;
use crate::i18n::{embedded_locale_files, FtlFile, Lang};
use crate::rules::Game;
use catalog::{Catalog, Catalogs};
use coverage::{Required, Steps};
use std::collections::BTreeMap;

/// What a file was read as.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum FileKind {
    /// A game folder's `game.yaml`.
    Manifest,
    Lesson,
    /// `game` + `cases`: what `judge` reads.
    QuestionSet,
    /// A Fluent file of messages.
    Locale,
}

impl FileKind {
    pub const ALL: [FileKind; 4] = [
        FileKind::Manifest,
        FileKind::Lesson,
        FileKind::QuestionSet,
        FileKind::Locale,
    ];

    /// The stem of the messages naming the kind.
    pub fn token(self) -> &'static str {
        match self {
            FileKind::Manifest => "manifest",
            FileKind::Lesson => "lesson",
            FileKind::QuestionSet => "question-set",
            FileKind::Locale => "locale",
        }
    }
}

/// Why a file or folder given to `check` could not be read as anything it knows.
#[derive(Clone, Debug, PartialEq)]
pub enum Refused {
    /// A YAML mapping without the keys that say what it is (the keys it has).
    UnknownKeys { keys: Vec<String> },
    /// A YAML document that is not a mapping (the type it is).
    NotAMapping { found: &'static str },
    /// Neither YAML nor Fluent (the YAML parser's message).
    Unreadable { yaml: String },
    /// A `.ftl` file with no message in it, only Fluent syntax errors (the first).
    NotFluent { message: String },
    /// A game manifest in a file not named `game.yaml`, which nothing would read.
    ManifestName,
    /// A folder with no `.yaml`, `.yml` or `.ftl` file in it.
    NothingToCheck,
}

/// A located refusal.
#[derive(Clone, Debug, PartialEq)]
pub struct Refusal {
    pub file: String,
    pub loc: Loc,
    pub line_text: Option<String>,
    pub why: Refused,
}

/// The result of a check run.
#[derive(Default, Debug)]
pub struct Report {
    /// Every file read and what it was read as, in reading order.
    read: Vec<(String, FileKind)>,
    /// Errors in the files read.
    pub errors: Vec<LoadError>,
    /// Files and folders given, or met in a folder, that are of no kind `check` reads.
    pub refused: Vec<Refusal>,
    /// What was met in a folder of no kind `check` reads: named, not checked.
    pub not_checked: Vec<NotChecked>,
}

/// Something met while walking a folder that `check` does not read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NotChecked {
    /// A file that is not `.yaml`, `.yml` or `.ftl`.
    File(String),
    /// A folder with no such file anywhere in it, and how many files it holds.
    Folder { dir: String, files: usize },
}

impl Report {
    pub fn read(&mut self, file: &str, kind: FileKind) {
        self.read.push((file.to_string(), kind));
    }

    pub fn error(&mut self, e: LoadError) {
        self.errors.push(e);
    }

    pub fn extend_errors(&mut self, errors: impl IntoIterator<Item = LoadError>) {
        self.errors.extend(errors);
    }

    pub fn refuse(&mut self, file: &str, text: Option<&str>, loc: Loc, why: Refused) {
        let line_text = text.and_then(|t| {
            (loc.line > 0)
                .then(|| t.lines().nth(loc.line as usize - 1))
                .flatten()
                .map(str::to_string)
        });
        self.refused.push(Refusal {
            file: file.to_string(),
            loc,
            line_text,
            why,
        });
    }

    /// How many problems were found.
    pub fn problems(&self) -> usize {
        self.errors.len() + self.refused.len()
    }

    /// The files read, with what each was read as.
    pub fn files(&self) -> &[(String, FileKind)] {
        &self.read
    }

    /// How many files of each kind were read (kinds with none left out).
    pub fn counts(&self) -> Vec<(FileKind, usize)> {
        FileKind::ALL
            .iter()
            .map(|&k| (k, self.read.iter().filter(|(_, rk)| *rk == k).count()))
            .filter(|&(_, n)| n > 0)
            .collect()
    }
}

/// Parses Fluent files of one language into a catalog, reporting syntax errors and ids
/// defined twice (all the files are checked).
pub fn catalog(files: &[FtlFile], report: &mut Report) -> Catalog {
    catalog::catalog(
        &[catalog::Layer {
            files,
            checked: true,
        }],
        report,
    )
}

pub(crate) fn located(file: &str, text: &str, loc: Loc, kind: ErrorKind) -> LoadError {
    Source { name: file, text }.error(loc, kind)
}

/// The catalogs a message id must be in: English and Japanese.
type Cats<'a> = [(&'static str, &'a Catalog)];

/// Checks that a message id exists in both languages.
fn need_message(id: &str, file: &str, text: &str, loc: Loc, cats: &Cats, report: &mut Report) {
    for (lang, cat) in cats {
        if !cat.has(id) {
            report.error(located(
                file,
                text,
                loc,
                ErrorKind::MissingMessage {
                    id: id.to_string(),
                    lang,
                },
            ));
        }
    }
}

/// A written answer agrees with the engine (or `invalid` is rejected).
fn check_answer(q: &Question, file: &str, text: &str, report: &mut Report) {
    match (&q.expected, &q.query) {
        (Some(Expected::Answer(written)), Some(query)) => {
            let engine = query.verdict().answer;
            if !engine.agrees_with(written) {
                report.error(located(
                    file,
                    text,
                    q.expected_loc,
                    ErrorKind::WrongAnswer {
                        written: written.to_string(),
                        engine: engine.to_string(),
                    },
                ));
            }
        }
        (Some(Expected::Invalid), Some(query)) => report.error(located(
            file,
            text,
            q.expected_loc,
            ErrorKind::ExpectedInvalid {
                engine: query.verdict().answer.to_string(),
            },
        )),
        _ => {}
    }
}

/// What of a manifest to check beyond its schema.
pub struct ManifestScope<'a> {
    /// The lessons whose title and file to check.
    pub lessons: &'a dyn Fn(&LessonRef) -> bool,
    /// Whether a lesson file is there.
    pub exists: &'a dyn Fn(&str) -> bool,
    /// Whether to check the rules sections it names.
    pub rules: bool,
}

/// Checks a game manifest: its schema, the titles and files of the lessons in scope, and
/// its rules sections. Returns the manifest read with locations.
pub fn check_manifest(
    mf: &SourceFile,
    scope: &ManifestScope,
    cats: &Cats,
    report: &mut Report,
) -> Option<Manifest> {
    report.read(&mf.path, FileKind::Manifest);
    let manifest = match script::parse_manifest(&mf.path, &mf.text) {
        Ok(m) => m,
        Err(errors) => {
            report.extend_errors(errors);
            return None;
        }
    };
    for entry in manifest.lessons.iter().filter(|l| (scope.lessons)(l)) {
        need_message(
            &entry.title,
            &mf.path,
            &mf.text,
            entry.title_loc,
            cats,
            report,
        );
        if !(scope.exists)(&entry.file) {
            report.error(located(
                &mf.path,
                &mf.text,
                entry.loc,
                ErrorKind::MissingFile {
                    file: entry.file.clone(),
                },
            ));
        }
    }
    if scope.rules {
        check_rules_sections(mf, &manifest, cats, report);
    }
    Some(manifest)
}

/// Rules text: for each section a title and paragraphs 1..n, the same n in both languages.
fn check_rules_sections(mf: &SourceFile, manifest: &Manifest, cats: &Cats, report: &mut Report) {
    let game = manifest.game.family();
    for section in &manifest.rules {
        let title = format!("rules-{game}-{section}-title");
        let count = |cat: &Catalog| {
            (1..)
                .take_while(|n| cat.has(&format!("rules-{game}-{section}-{n}")))
                .count()
        };
        let counts: Vec<usize> = cats.iter().map(|(_, c)| count(c)).collect();
        let has_title = cats.iter().all(|(_, c)| c.has(&title));
        if !has_title || counts.contains(&0) || counts.windows(2).any(|w| w[0] != w[1]) {
            let loc = mf
                .text
                .find(section.as_str())
                .map(|o| lines::line_of(&mf.text, o))
                .map(|(line, col)| Loc { line, col })
                .unwrap_or_default();
            report.error(located(
                &mf.path,
                &mf.text,
                loc,
                ErrorKind::BadParagraphs {
                    section: section.clone(),
                },
            ));
        }
    }
}

/// Checks one lesson file, listed as `entry` in a manifest of `game`: its schema, its
/// questions' positions and written answers, its message ids. Returns what a coverage map
/// may name in it, when it was read without errors.
pub fn check_lesson(
    file: &SourceFile,
    game: Game,
    entry: &LessonRef,
    cats: &Cats,
    topics: (TopicIds, Practises),
    report: &mut Report,
) -> Option<Steps> {
    report.read(&file.path, FileKind::Lesson);
    let (lesson, errors) =
        script::parse_lesson_lenient(&file.path, &file.text, game, entry, topics.0);
    let clean = errors.is_empty();
    report.extend_errors(errors);
    let lesson = lesson?;
    check_topics_practised(&lesson, file, topics.1, report);
    for step in &lesson.steps {
        match step {
            Step::Page { text, loc, .. } => {
                need_message(text, &file.path, &file.text, *loc, cats, report)
            }
            Step::Question(q) => {
                check_answer(q, &file.path, &file.text, report);
                for (id, loc) in &q.message_locs {
                    need_message(id, &file.path, &file.text, *loc, cats, report);
                }
                if q.prompt.is_none() {
                    let id = format!("prompt-{}-{}", q.game.token(), q.kind);
                    need_message(&id, &file.path, &file.text, q.loc, cats, report);
                }
            }
            // The record's legality and the decisions' places were checked when it was read.
            Step::Deal(d) => {
                for (id, loc) in &d.message_locs {
                    need_message(id, &file.path, &file.text, *loc, cats, report);
                }
            }
        }
    }
    clean.then(|| Steps::of(&lesson))
}

/// Checks a manifest's coverage map (see [`coverage::check`]) against the lessons it lists:
/// `steps` has what was read of the lessons already checked; `read` reads any other.
pub fn check_coverage(
    mf: &SourceFile,
    manifest: &Manifest,
    mut steps: BTreeMap<String, Option<Steps>>,
    read: &dyn Fn(&LessonRef) -> Option<Steps>,
    required: Required,
    report: &mut Report,
) {
    if let Some(map) = &manifest.coverage {
        for entry in &manifest.lessons {
            let named = map
                .sections
                .iter()
                .flat_map(|s| s.teach.iter().chain(&s.test))
                .any(|r| r.lesson == entry.id);
            if named && !steps.contains_key(&entry.id) {
                steps.insert(entry.id.clone(), read(entry));
            }
        }
    }
    let mut r = Reader::new(&mf.path, &mf.text);
    coverage::check(&mut r, manifest, &steps, required);
    report.extend_errors(r.errors);
}

/// What a coverage map may name in a lesson file read without checking it (`None` when it
/// does not read cleanly).
pub fn lesson_steps(
    file: &SourceFile,
    game: Game,
    entry: &LessonRef,
    topic_ids: TopicIds,
) -> Option<Steps> {
    script::parse_lesson(&file.path, &file.text, game, entry, topic_ids)
        .ok()
        .map(|l| Steps::of(&l))
}

/// The entry a lesson file that no manifest lists is checked under.
pub fn unlisted_entry(name: &str) -> LessonRef {
    LessonRef {
        id: name
            .trim_end_matches(".yaml")
            .trim_end_matches(".yml")
            .to_string(),
        file: name.to_string(),
        title: String::new(),
        loc: Loc::default(),
        title_loc: Loc::default(),
    }
}

/// Checks a YAML file in a game folder that its manifest does not list: a question set
/// may live there; anything else would never be read by the tutor.
fn check_unlisted(file: &SourceFile, report: &mut Report) {
    use classify::Classified;
    match classify::classify(std::path::Path::new(&file.path), &file.text) {
        Classified::Is(FileKind::QuestionSet) => check_question_set(&file.path, &file.text, report),
        Classified::Is(FileKind::Manifest) => {
            report.refuse(&file.path, None, Loc::default(), Refused::ManifestName)
        }
        Classified::Refused(loc, why) => report.refuse(&file.path, Some(&file.text), loc, why),
        Classified::BadYaml(e) => report.error(e),
        Classified::Is(_) => report.error(LoadError {
            file: file.path.clone(),
            loc: Loc::default(),
            line_text: None,
            kind: ErrorKind::UnlistedFile {
                file: file.name.clone(),
            },
        }),
    }
}

/// A lesson's questions feed review through the topics it declares: a lesson with
/// questions declares its topics (`topics: []`, written out, says that no drill topic
/// covers them yet, and is let through), and each topic it declares is practised by one of
/// its questions (the topic's clause decides it) or named by one of its graded decisions,
/// or `review` would never bring that topic back from this lesson.
fn check_topics_practised(
    lesson: &Lesson,
    file: &SourceFile,
    practises: Practises,
    report: &mut Report,
) {
    if lesson.topics_loc.is_none() {
        if lesson.questions().next().is_some() {
            report.error(located(
                &file.path,
                &file.text,
                Loc { line: 1, col: 1 },
                ErrorKind::NoTopics,
            ));
        }
        return;
    }
    let practised = |id: &str| {
        lesson.questions().any(|q| {
            q.query
                .as_ref()
                .is_some_and(|query| practises(lesson.game, id, query))
        }) || lesson
            .deals()
            .any(|d| d.decisions.iter().any(|x| x.topics.contains(&id)))
    };
    for (id, loc) in lesson.topics.iter().zip(&lesson.topic_locs) {
        if !practised(id) {
            report.error(located(
                &file.path,
                &file.text,
                *loc,
                ErrorKind::TopicNotPractised {
                    topic: id.to_string(),
                },
            ));
        }
    }
}

/// Checks a whole game folder (its `game.yaml` and its other YAML files): the manifest,
/// the lessons it lists that `taught` accepts, the files it does not list, and its
/// coverage map, of which as much is required as `required` says.
pub fn check_folder(
    manifest_file: &SourceFile,
    files: &[SourceFile],
    taught: &dyn Fn(&LessonRef) -> bool,
    cats: &Cats,
    topics: (TopicIds, Practises),
    required: Required,
    report: &mut Report,
) {
    let file = |name: &str| files.iter().find(|f| f.name == name);
    let scope = ManifestScope {
        lessons: taught,
        exists: &|name| file(name).is_some(),
        rules: true,
    };
    // The manifest is read again with every check: embedded ones were read at build time,
    // without locations.
    let Some(manifest) = check_manifest(manifest_file, &scope, cats, report) else {
        return;
    };
    let mut steps = BTreeMap::new();
    for entry in manifest.lessons.iter().filter(|l| taught(l)) {
        if let Some(f) = file(&entry.file) {
            let read = check_lesson(f, manifest.game, entry, cats, topics, report);
            steps.insert(entry.id.clone(), read);
        }
    }
    for f in files {
        if !manifest.lessons.iter().any(|l| l.file == f.name) {
            check_unlisted(f, report);
        }
    }
    // A lesson replaced from disk is not checked, but the map may still name its steps.
    let read = |entry: &LessonRef| {
        file(&entry.file).and_then(|f| lesson_steps(f, manifest.game, entry, topics.0))
    };
    check_coverage(manifest_file, &manifest, steps, &read, required, report);
}

/// Checks everything a library holds, that is everything the tutor would load: every
/// locale file (embedded and from disk), and every game folder's manifest with the lessons
/// taught from it (an embedded lesson replaced by one from disk is not read).
pub fn check_library(lib: &Library) -> Report {
    let mut report = Report::default();
    let embedded: Vec<_> = Lang::embedded()
        .into_iter()
        .flat_map(embedded_locale_files)
        .collect();
    let cats = Catalogs::build(&embedded, true, &lib.extra_locales, &mut report);
    for game in &lib.games {
        for (i, folder) in game.sources.iter().enumerate() {
            let taught = |l: &LessonRef| game.teaches(i, &l.id);
            let required = if folder.embedded {
                Required::EMBEDDED
            } else {
                Required::DISK
            };
            check_folder(
                &folder.manifest_file,
                &folder.files,
                &taught,
                &cats.all(),
                (lib.topic_ids, lib.practises),
                required,
                &mut report,
            );
        }
    }
    report
}

/// Checks a question-set file as `judge` reads it: its syntax and schema, every case's
/// position, and every written answer against the engine. No verdict is printed.
pub fn check_question_set(name: &str, text: &str, report: &mut Report) {
    report.read(name, FileKind::QuestionSet);
    match set::parse(name, text) {
        Err(errors) => report.extend_errors(errors),
        Ok(qs) => {
            for case in qs.cases {
                // A case written `invalid` expects its position's errors.
                if !case.expects_invalid {
                    report.extend_errors(case.errors);
                }
                if let Some(q) = &case.question {
                    check_answer(q, name, text, report);
                }
            }
        }
    }
}
