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

/// The messages of one language.
pub struct Texts {
    pub lang: Lang,
    bundle: FluentBundle<FluentResource>,
}

impl Texts {
    /// Loads the files whose names pass `want` from the embedded set and from `extra`
    /// (files from disk, which win over embedded messages of the same id).
    pub fn load(lang: Lang, want: impl Fn(&str) -> bool, extra: &[FtlFile]) -> Texts {
        let mut bundle = FluentBundle::new(vec![lang.langid()]);
        // Both languages run left to right; isolation marks only show up as boxes.
        bundle.set_use_isolating(false);
        for file in embedded_locale_files(lang).iter().chain(extra.iter()) {
            if file.lang != lang || !want(&file.name) {
                continue;
            }
            let (res, _errors) = parse_ftl(&file.text);
            bundle.add_resource_overriding(res);
        }
        Texts { lang, bundle }
    }

    pub fn has(&self, id: &str) -> bool {
        self.bundle
            .get_message(id)
            .and_then(|m| m.value())
            .is_some()
    }

    /// The message `id` formatted with `args`; a visible `⟨id⟩` when it is missing, so a
    /// missing text never hides a screen (and `check` reports it).
    pub fn get(&self, id: &str, args: Option<&FluentArgs>) -> String {
        let Some(pattern) = self.bundle.get_message(id).and_then(|m| m.value()) else {
            return format!("⟨{id}⟩");
        };
        let mut errors = Vec::new();
        self.bundle
            .format_pattern(pattern, args, &mut errors)
            .into_owned()
    }

    /// Shorthand for a message without arguments.
    pub fn t(&self, id: &str) -> String {
        self.get(id, None)
    }
}
