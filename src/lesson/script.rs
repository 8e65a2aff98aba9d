//! Lesson scripts and game manifests (format in `lessons/README.md`).

use super::coverage::{self, Coverage};
use super::error::{ErrorKind, LoadError};
use super::fields::Reader;
use super::question::{self, Question};
use super::topics::TopicIds;
use crate::cards::Card;
use crate::fields::yaml::{self, Loc};
use crate::fields::FieldError;
use crate::fields::Fields;
use crate::rules::Game;

/// One entry of a manifest's lesson list.
#[derive(Clone, Debug, PartialEq)]
pub struct LessonRef {
    pub id: String,
    pub file: String,
    pub title: String,
    pub loc: Loc,
    pub title_loc: Loc,
}

/// `lessons/<game>/game.yaml`.
#[derive(Clone, Debug, PartialEq)]
pub struct Manifest {
    pub game: Game,
    pub lessons: Vec<LessonRef>,
    pub rules: Vec<String>,
    /// The map from the specification's rule sections to the pages and questions that
    /// teach and test them; only `check` and `check --coverage` use it.
    pub coverage: Option<Coverage>,
}

#[derive(Clone, Debug, PartialEq)]
pub enum Step {
    Page {
        text: String,
        cards: Vec<Card>,
        loc: Loc,
    },
    Question(Box<Question>),
    /// A scripted deal, played at the table with some decisions graded.
    Deal(Box<super::deal_step::DealStep>),
}

#[derive(Clone, Debug, PartialEq)]
pub struct Lesson {
    pub game: Game,
    pub id: String,
    pub title: String,
    pub steps: Vec<Step>,
    /// The drill topics the lesson's questions practise (ids of the game's topics).
    pub topics: Vec<&'static str>,
    /// Where `topics:` is written; `None` when the lesson does not declare it.
    pub topics_loc: Option<Loc>,
    /// Where each of `topics` is written, in the same order.
    pub topic_locs: Vec<Loc>,
}

impl Lesson {
    pub fn questions(&self) -> impl Iterator<Item = &Question> {
        self.steps.iter().filter_map(|s| match s {
            Step::Question(q) => Some(&**q),
            Step::Page { .. } | Step::Deal(_) => None,
        })
    }

    /// The scripted deals of the lesson.
    pub fn deals(&self) -> impl Iterator<Item = &super::deal_step::DealStep> {
        self.steps.iter().filter_map(|s| match s {
            Step::Deal(d) => Some(&**d),
            _ => None,
        })
    }

    /// How many answers the lesson grades: its questions and its deals' decisions.
    pub fn graded(&self) -> usize {
        self.questions().count() + self.deals().map(|d| d.decisions.len()).sum::<usize>()
    }
}

fn parse_root(r: &mut Reader, text: &str) -> Option<yaml::Node> {
    match yaml::parse(text) {
        Ok(n) => Some(n),
        Err(e) => {
            r.err(e.loc, (&e).into());
            None
        }
    }
}

/// The game a step is played under: the lesson's, or another of the same family named
/// with `game:` (a Maniglia question in a Marglia lesson).
fn step_game(r: &mut Reader, m: &mut crate::fields::MapReader, game: Game) -> Game {
    match m.opt("game") {
        Some(n) => match question::read_game(r, n) {
            Some(g) if g.family() == game.family() => g,
            Some(g) => {
                r.err(
                    n.loc,
                    ErrorKind::Field(FieldError::UnknownValue {
                        value: g.token().to_string(),
                        allowed: Game::ALL
                            .iter()
                            .filter(|x| x.family() == game.family())
                            .map(|x| x.token().to_string())
                            .collect(),
                    }),
                );
                game
            }
            None => game,
        },
        None => game,
    }
}

/// Parses a manifest.
pub fn parse_manifest(name: &str, text: &str) -> Result<Manifest, Vec<LoadError>> {
    let mut r = Reader::new(name, text);
    let manifest = (|| {
        let root = parse_root(&mut r, text)?;
        let mut m = r.map(&root)?;
        let game = m
            .req(&mut r, "game")
            .and_then(|n| question::read_game(&mut r, n));
        let lessons = m.req(&mut r, "lessons").and_then(|n| {
            r.list(n, |r, item| {
                let mut lm = r.map(item)?;
                let id = question::read_id(r, &mut lm);
                let file = lm.req(r, "file").and_then(|n| r.string(n));
                let title_node = lm.req(r, "title");
                let title = title_node.and_then(|n| r.string(n));
                lm.finish(r);
                Some(LessonRef {
                    id: id?,
                    file: file?,
                    title: title?,
                    loc: item.loc,
                    title_loc: title_node.map(|n| n.loc).unwrap_or(item.loc),
                })
            })
        });
        let rules = match m.opt("rules") {
            Some(n) => r.strings(n),
            None => Some(Vec::new()),
        };
        // Optional: lessons on disk need none; one that is written is read whole.
        let coverage = match m.opt("coverage") {
            Some(n) => coverage::read(&mut r, n).map(Some),
            None => Some(None),
        };
        m.finish(&mut r);
        let lessons = lessons?;
        let mut seen: Vec<&str> = Vec::new();
        for l in &lessons {
            if seen.contains(&l.id.as_str()) {
                r.err(l.loc, ErrorKind::DuplicateId { id: l.id.clone() });
            }
            seen.push(&l.id);
        }
        Some(Manifest {
            game: game?,
            lessons,
            rules: rules?,
            coverage: coverage?,
        })
    })();
    match manifest {
        Some(m) if r.errors.is_empty() => Ok(m),
        _ => Err(r.errors),
    }
}

/// Parses a lesson file of `game`, listed in its manifest as `entry`.
pub fn parse_lesson(
    name: &str,
    text: &str,
    game: Game,
    entry: &LessonRef,
    topic_ids: TopicIds,
) -> Result<Lesson, Vec<LoadError>> {
    let (lesson, errors) = parse_lesson_lenient(name, text, game, entry, topic_ids);
    match lesson {
        Some(l) if errors.is_empty() => Ok(l),
        _ => Err(errors),
    }
}

/// Parses a lesson keeping every good step even when some steps are bad, so that `check`
/// can go on checking answers and message ids after the first error.
pub fn parse_lesson_lenient(
    name: &str,
    text: &str,
    game: Game,
    entry: &LessonRef,
    topic_ids: TopicIds,
) -> (Option<Lesson>, Vec<LoadError>) {
    let mut r = Reader::new(name, text);
    r.game = game.token();
    let mut topics = Vec::new();
    let mut topics_loc = None;
    let mut topic_locs = Vec::new();
    let steps = (|| {
        let root = parse_root(&mut r, text)?;
        let mut m = r.map(&root)?;
        let steps_node = m.req(&mut r, "steps");
        if let Some(n) = m.opt("topics") {
            topics_loc = Some(n.loc);
            let ids = topic_ids(game);
            let located = r
                .list(n, |r, t| r.token(t, &ids).map(|id| (id, t.loc)))
                .unwrap_or_default();
            (topics, topic_locs) = located.into_iter().unzip();
        }
        m.finish(&mut r);
        let items = steps_node?.as_list();
        let Some(items) = items else {
            let n = steps_node?;
            r.err(
                n.loc,
                ErrorKind::Field(FieldError::ExpectedType {
                    expected: "list",
                    found: n.value.type_name(),
                }),
            );
            return None;
        };
        let mut steps = Vec::new();
        let mut ids: Vec<String> = Vec::new();
        for item in items {
            let Some(mut sm) = r.map(item) else { continue };
            let page = sm.opt("page");
            let question = sm.opt("question");
            let deal = sm.opt("deal");
            match (page, question, deal) {
                (None, None, Some(d)) => {
                    sm.finish(&mut r);
                    let Some(mut dm) = r.map(d) else { continue };
                    let Some(id) = question::read_id(&mut r, &mut dm) else {
                        dm.finish(&mut r);
                        continue;
                    };
                    if ids.contains(&id) {
                        r.err(d.loc, ErrorKind::DuplicateId { id: id.clone() });
                    }
                    ids.push(id.clone());
                    let dgame = step_game(&mut r, &mut dm, game);
                    let step = super::deal_step::read(&mut r, &mut dm, id, dgame, topic_ids);
                    r.game = game.token();
                    dm.finish(&mut r);
                    if let Some(step) = step {
                        steps.push(Step::Deal(Box::new(step)));
                    }
                }
                (Some(p), None, None) => {
                    let cards = match sm.opt("cards") {
                        Some(n) => r.cards(n, game.deck()).unwrap_or_default(),
                        None => Vec::new(),
                    };
                    sm.finish(&mut r);
                    if let Some(text) = r.string(p) {
                        steps.push(Step::Page {
                            text,
                            cards,
                            loc: p.loc,
                        });
                    }
                }
                (None, Some(q), None) => {
                    sm.finish(&mut r);
                    let Some(mut qm) = r.map(q) else { continue };
                    let Some(id) = question::read_id(&mut r, &mut qm) else {
                        qm.finish(&mut r);
                        continue;
                    };
                    if ids.contains(&id) {
                        r.err(q.loc, ErrorKind::DuplicateId { id: id.clone() });
                    }
                    ids.push(id.clone());
                    // A question may be asked under another game of the same family
                    // (a Maniglia question in a Marglia lesson).
                    let qgame = step_game(&mut r, &mut qm, game);
                    let question = question::read(&mut r, &mut qm, id, qgame, true);
                    r.game = game.token();
                    qm.finish(&mut r);
                    if let Some(question) = question {
                        steps.push(Step::Question(Box::new(question)));
                    }
                }
                _ => {
                    r.err(item.loc, ErrorKind::BadStep);
                }
            }
        }
        Some(steps)
    })();
    let lesson = steps.map(|steps| Lesson {
        game,
        id: entry.id.clone(),
        title: entry.title.clone(),
        steps,
        topics,
        topics_loc,
        topic_locs,
    });
    (lesson, r.errors)
}
