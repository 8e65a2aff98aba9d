//! Fluent bundles built from the embedded `locales/<lang>/*.ftl` files, plus any files from
//! disk. Only the files a command needs are parsed: start-up stays fast.

use super::Lang;
use fluent::{FluentArgs, FluentBundle, FluentResource};
use include_dir::{include_dir, Dir};
use std::borrow::Cow;

static LOCALES: Dir<'static> = include_dir!("$CARGO_MANIFEST_DIR/locales");

/// One Fluent file: where it came from and its text.
#[derive(Clone, Debug)]
pub struct FtlFile {
    pub lang: Lang,
    /// File name without the folder, e.g. `common.ftl`.
    pub name: String,
    /// A path to show in errors.
    pub path: String,
    pub text: Cow<'static, str>,
}

/// The names of the embedded locale folders (one per language).
pub fn embedded_lang_codes() -> Vec<&'static str> {
    LOCALES
        .dirs()
        .filter_map(|d| d.path().file_name().and_then(|n| n.to_str()))
        .collect()
}

/// The file every message may use a term from: loaded whatever a command's filter admits.
pub const TERMS_FILE: &str = "terms.ftl";

/// The text of an embedded file of a language's locale folder that is not a Fluent file
/// (`wrong-terms.txt`), if there is one.
pub fn embedded_locale_data(lang: Lang, name: &str) -> Option<&'static str> {
    LOCALES
        .get_file(format!("{}/{name}", lang.code()))
        .and_then(|f| f.contents_utf8())
}

/// The embedded Fluent files of a language, in name order.
pub fn embedded_locale_files(lang: Lang) -> Vec<FtlFile> {
    let mut out: Vec<FtlFile> = LOCALES
        .get_dir(lang.code())
        .map(|d| {
            d.files()
                .filter(|f| f.path().extension().is_some_and(|e| e == "ftl"))
                .map(|f| FtlFile {
                    lang,
                    name: f
                        .path()
                        .file_name()
                        .map(|n| n.to_string_lossy().into_owned())
                        .unwrap_or_default(),
                    path: format!("locales/{}", f.path().display()),
                    text: Cow::Borrowed(f.contents_utf8().unwrap_or("")),
                })
                .collect()
        })
        .unwrap_or_default();
    out.sort_by(|a, b| a.name.cmp(&b.name));
    out
}

/// Parses a Fluent file; on syntax errors returns the resource with the good entries and
/// the errors as (line, column, message).
pub fn parse_ftl(text: &str) -> (FluentResource, Vec<(u32, u32, String)>) {
    match FluentResource::try_new(text.to_string()) {
        Ok(r) => (r, Vec::new()),
        Err((r, errors)) => {
            let errs = errors
                .into_iter()
                .map(|e| {
                    let (line, col) = line_col(text, e.pos.start);
                    (line, col, format!("{:?}", e.kind))
                })
                .collect();
            (r, errs)
        }
    }
}

fn line_col(text: &str, offset: usize) -> (u32, u32) {
    let before = &text[..offset.min(text.len())];
    let line = before.matches('\n').count() as u32 + 1;
    let col = before
        .rsplit('\n')
        .next()
        .map(|l| l.chars().count())
        .unwrap_or(0) as u32
        + 1;
    (line, col)
}

/// The messages of one language, with English beneath: a message the language lacks is
/// taken from English (`check` reports it), so a new language can start with a few files.
pub struct Texts {
    pub lang: Lang,
    bundle: FluentBundle<FluentResource>,
    /// The English files the same filter admits, parsed only when a message is missing.
    fallback_files: Vec<FtlFile>,
    fallback: std::cell::OnceCell<FluentBundle<FluentResource>>,
}

impl Texts {
    /// Loads the files whose names pass `want` from the embedded set and from `extra`
    /// (files from disk, which win over embedded messages of the same id), and always the
    /// terms ([`TERMS_FILE`]), which any message may use.
    pub fn load(lang: Lang, want: impl Fn(&str) -> bool, extra: &[FtlFile]) -> Texts {
        let files = |of: Lang| -> Vec<FtlFile> {
            embedded_locale_files(of)
                .into_iter()
                .chain(extra.iter().cloned())
                .filter(|f| f.lang == of && (want(&f.name) || f.name == TERMS_FILE))
                .collect()
        };
        let bundle = bundle_of(lang, &files(lang));
        let fallback_files = if lang == Lang::EN {
            Vec::new()
        } else {
            files(Lang::EN)
        };
        Texts {
            lang,
            bundle,
            fallback_files,
            fallback: std::cell::OnceCell::new(),
        }
    }

    /// Whether the language itself has the message (not through English).
    pub fn has_own(&self, id: &str) -> bool {
        self.bundle
            .get_message(id)
            .and_then(|m| m.value())
            .is_some()
    }

    pub fn has(&self, id: &str) -> bool {
        self.has_own(id) || self.english().is_some_and(|b| has(b, id))
    }

    /// The English bundle beneath, parsed at its first use.
    fn english(&self) -> Option<&FluentBundle<FluentResource>> {
        if self.fallback_files.is_empty() {
            return None;
        }
        Some(
            self.fallback
                .get_or_init(|| bundle_of(Lang::EN, &self.fallback_files)),
        )
    }

    /// The message `id` formatted with `args`; English when the language lacks it; a
    /// visible `⟨id⟩` when both do, so a missing text never hides a screen (and `check`
    /// reports it).
    pub fn get(&self, id: &str, args: Option<&FluentArgs>) -> String {
        let bundle = if has(&self.bundle, id) {
            &self.bundle
        } else {
            match self.english().filter(|b| has(b, id)) {
                Some(b) => b,
                None => return format!("⟨{id}⟩"),
            }
        };
        let Some(pattern) = bundle.get_message(id).and_then(|m| m.value()) else {
            return format!("⟨{id}⟩");
        };
        let mut errors = Vec::new();
        bundle
            .format_pattern(pattern, args, &mut errors)
            .into_owned()
    }

    /// Shorthand for a message without arguments.
    pub fn t(&self, id: &str) -> String {
        self.get(id, None)
    }
}

fn has(bundle: &FluentBundle<FluentResource>, id: &str) -> bool {
    bundle.get_message(id).and_then(|m| m.value()).is_some()
}

/// A bundle of `files`, later files' messages replacing earlier ones.
fn bundle_of(lang: Lang, files: &[FtlFile]) -> FluentBundle<FluentResource> {
    let mut bundle = FluentBundle::new(vec![lang.langid()]);
    // Left-to-right languages only so far; isolation marks only show up as boxes.
    bundle.set_use_isolating(false);
    for file in files {
        let (res, _errors) = parse_ftl(&file.text);
        bundle.add_resource_overriding(res);
    }
    bundle
}
