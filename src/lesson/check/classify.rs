//! What a file is, told by what it holds: a game manifest (`game` + `lessons`), a lesson
//! (`steps`), a question set (`game` + `cases`, what `judge` reads) or a locale file
//! (Fluent messages). The name only says which reading to try first.

use super::{FileKind, Refused};
use crate::fields::yaml::{self, Loc, Node, Value};
use crate::lesson::error::{ErrorKind, LoadError, Source};
use std::path::Path;

/// The outcome of looking at a file.
#[derive(Debug)]
pub enum Classified {
    Is(FileKind),
    /// Not YAML at all: the parser's located complaint.
    BadYaml(LoadError),
    /// Read, but none of the kinds `check` knows.
    Refused(Loc, Refused),
}

/// What a YAML document is, by its top-level keys.
fn yaml_kind(root: &Node) -> Result<FileKind, Refused> {
    let Value::Map(entries) = &root.value else {
        return Err(Refused::NotAMapping {
            found: root.value.type_name(),
        });
    };
    if root.get("cases").is_some() {
        Ok(FileKind::QuestionSet)
    } else if root.get("lessons").is_some() {
        Ok(FileKind::Manifest)
    } else if root.get("steps").is_some() {
        Ok(FileKind::Lesson)
    } else {
        Err(Refused::UnknownKeys {
            keys: entries
                .iter()
                .filter_map(|(k, _)| k.scalar_text())
                .collect(),
        })
    }
}

/// Whether a text is a Fluent file: it parses without an error, or it defines at least
/// one message (a locale file with a mistake in it is still a locale file).
fn is_fluent(text: &str) -> bool {
    match fluent_syntax::parser::parse(text) {
        Ok(_) => true,
        Err((res, _)) => res
            .body
            .iter()
            .any(|e| matches!(e, fluent_syntax::ast::Entry::Message(_))),
    }
}

/// Classifies a file that has been read. `.ftl` files are tried as Fluent first, every
/// other file as YAML first; a file is refused only when neither reading fits.
pub fn classify(path: &Path, text: &str) -> Classified {
    let name = path.display().to_string();
    let ftl = path.extension().is_some_and(|e| e == "ftl");
    if ftl && is_fluent(text) {
        return Classified::Is(FileKind::Locale);
    }
    let yaml = yaml::parse(text);
    if let Ok(root) = &yaml {
        if let Ok(kind) = yaml_kind(root) {
            return Classified::Is(kind);
        }
    }
    if ftl {
        // Named as Fluent, and not YAML we know either: Fluent's first complaint.
        if let Err((_, errors)) = fluent_syntax::parser::parse(text) {
            if let Some(e) = errors.first() {
                let (line, col) = super::lines::line_of(text, e.pos.start);
                return Classified::Refused(
                    Loc { line, col },
                    Refused::NotFluent {
                        message: format!("{:?}", e.kind),
                    },
                );
            }
        }
    }
    let yaml_named = super::super::library::is_yaml(path);
    if !ftl && !yaml_named && !text.trim().is_empty() && is_fluent(text) {
        return Classified::Is(FileKind::Locale);
    }
    match yaml {
        // A file named as YAML that does not parse: the YAML error says best what is wrong.
        Err(e) if yaml_named => Classified::BadYaml(
            Source { name: &name, text }.error(e.loc, ErrorKind::Syntax { message: e.message }),
        ),
        Err(e) => Classified::Refused(e.loc, Refused::Unreadable { yaml: e.message }),
        Ok(root) => {
            let loc = if root.loc.line > 0 {
                root.loc
            } else {
                Loc { line: 1, col: 1 }
            };
            match yaml_kind(&root) {
                Ok(kind) => Classified::Is(kind),
                Err(why) => Classified::Refused(loc, why),
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kind(name: &str, text: &str) -> Option<FileKind> {
        match classify(Path::new(name), text) {
            Classified::Is(k) => Some(k),
            _ => None,
        }
    }

    #[test]
    fn kinds_come_from_the_content() {
        assert_eq!(
            kind("a.yaml", "game: gaigel\ncases: []\n"),
            Some(FileKind::QuestionSet)
        );
        assert_eq!(
            kind("a.yml", "game: gaigel\nlessons: []\n"),
            Some(FileKind::Manifest)
        );
        assert_eq!(kind("a.yaml", "steps: []\n"), Some(FileKind::Lesson));
        assert_eq!(kind("a.ftl", "x = one\n"), Some(FileKind::Locale));
        // The name is only a hint: a question set in a .txt file is a question set, a
        // Fluent file without .ftl is a locale file.
        assert_eq!(
            kind("cases.txt", "game: gaigel\ncases: []\n"),
            Some(FileKind::QuestionSet)
        );
        assert_eq!(
            kind("texts", "x = one\ny = two { $n }\n"),
            Some(FileKind::Locale)
        );
        assert_eq!(kind("a.ftl", "steps: []\n"), Some(FileKind::Lesson));
    }

    #[test]
    fn what_is_none_of_them_is_refused_with_a_reason() {
        match classify(Path::new("a.yaml"), "foo: 1\nbar: [2]\n") {
            Classified::Refused(loc, Refused::UnknownKeys { keys }) => {
                assert_eq!(keys, ["foo", "bar"]);
                assert_eq!(loc.line, 1);
            }
            other => panic!("{other:?}"),
        }
        assert!(matches!(
            classify(Path::new("a.yaml"), "- 1\n- 2\n"),
            Classified::Refused(_, Refused::NotAMapping { found: "list" })
        ));
        assert!(matches!(
            classify(Path::new("a.yaml"), ""),
            Classified::Refused(_, Refused::NotAMapping { found: "null" })
        ));
        assert!(matches!(
            classify(Path::new("a.yaml"), "foo: [\n"),
            Classified::BadYaml(_)
        ));
        assert!(matches!(
            classify(Path::new("notes.txt"), "just some words\n"),
            Classified::Refused(_, Refused::NotAMapping { found: "string" })
        ));
        assert!(matches!(
            classify(Path::new("a.ftl"), "not fluent {{\n"),
            Classified::Refused(Loc { line: 1, .. }, Refused::NotFluent { .. })
        ));
    }
}
