//! Fluent bundles built from the embedded `locales/<lang>/*.ftl` files, plus any files from
//! disk. Only the files a command needs are parsed: start-up stays fast.

use super::lang::Lang;
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

impl Lang {
    /// The embedded languages, English first, then by code.
    pub fn embedded() -> Vec<Lang> {
        let mut out: Vec<Lang> = embedded_lang_codes()
            .into_iter()
            .filter_map(Lang::from_code)
            .collect();
        out.sort_by_key(|l| (*l != Lang::EN, *l));
        out.dedup();
        out
    }
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
    embedded_files_named(lang, |_| true)
}

/// The embedded Fluent files of a language whose names pass `want`, in name order. Only
/// those are read (a file's text is checked to be UTF-8 when it is read, which for every
/// file of a language would cost more than a screen's parsing).
fn embedded_files_named(lang: Lang, want: impl Fn(&str) -> bool) -> Vec<FtlFile> {
    let mut out: Vec<FtlFile> = LOCALES
        .get_dir(lang.code())
        .map(|d| {
            d.files()
                .filter(|f| f.path().extension().is_some_and(|e| e == "ftl"))
                .filter_map(|f| {
                    let name = f.path().file_name()?.to_string_lossy().into_owned();
                    want(&name).then(|| FtlFile {
                        lang,
                        name,
                        path: format!("locales/{}", f.path().display()),
                        text: Cow::Borrowed(f.contents_utf8().unwrap_or("")),
                    })
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
///
/// An embedded file is parsed when one of its messages is first asked for (the build
/// indexes which file defines each message): a screen parses only the files it shows.
pub struct Texts {
    pub lang: Lang,
    own: Lazy,
    /// The English files from disk, for the English beneath (built at its first use).
    english_extra: Vec<FtlFile>,
    english: std::cell::OnceCell<Lazy>,
}

impl Texts {
    /// The texts of `lang`: the embedded files whose names pass `want` are parsed at once
    /// (and always the terms, [`TERMS_FILE`], which any message may use), the other
    /// embedded files when one of their messages is first needed, and `extra` (files from
    /// disk, which win over embedded messages of the same id) at once.
    pub fn load(lang: Lang, want: impl Fn(&str) -> bool, extra: &[FtlFile]) -> Texts {
        let of =
            |l: Lang| -> Vec<FtlFile> { extra.iter().filter(|f| f.lang == l).cloned().collect() };
        Texts {
            lang,
            own: Lazy::new(lang, want, &of(lang)),
            english_extra: if lang == Lang::EN {
                Vec::new()
            } else {
                of(Lang::EN)
            },
            english: std::cell::OnceCell::new(),
        }
    }

    /// The texts of `lang`, every embedded file parsed at its first use.
    pub fn lazy(lang: Lang, extra: &[FtlFile]) -> Texts {
        Texts::load(lang, |_| false, extra)
    }

    /// Whether the language itself has the message (not through English).
    pub fn has_own(&self, id: &str) -> bool {
        self.own.has(id)
    }

    pub fn has(&self, id: &str) -> bool {
        self.has_own(id) || self.english().is_some_and(|b| b.has(id))
    }

    /// The English texts beneath, set up at their first use.
    fn english(&self) -> Option<&Lazy> {
        if self.lang == Lang::EN {
            return None;
        }
        Some(
            self.english
                .get_or_init(|| Lazy::new(Lang::EN, |_| false, &self.english_extra)),
        )
    }

    /// The message `id` formatted with `args`; English when the language lacks it; a
    /// visible `⟨id⟩` when both do, so a missing text never hides a screen (and `check`
    /// reports it).
    pub fn get(&self, id: &str, args: Option<&FluentArgs>) -> String {
        self.own
            .format(id, args)
            .or_else(|| self.english().and_then(|b| b.format(id, args)))
            .unwrap_or_else(|| format!("⟨{id}⟩"))
    }

    /// Shorthand for a message without arguments.
    pub fn t(&self, id: &str) -> String {
        self.get(id, None)
    }
}

/// One language's bundle, its embedded files added as their messages are asked for.
struct Lazy {
    lang: Lang,
    bundle: std::cell::RefCell<FluentBundle<FluentResource>>,
    /// The embedded files already in the bundle.
    parsed: std::cell::RefCell<Vec<String>>,
}

impl Lazy {
    fn new(lang: Lang, want: impl Fn(&str) -> bool, extra: &[FtlFile]) -> Lazy {
        // The terms first: a message parsed later may use any of them.
        let wanted = embedded_files_named(lang, |name| name == TERMS_FILE || want(name));
        let parsed = wanted.iter().map(|f| f.name.clone()).collect();
        // Files from disk come last: their messages replace embedded ones.
        let files: Vec<FtlFile> = wanted.into_iter().chain(extra.iter().cloned()).collect();
        Lazy {
            lang,
            bundle: std::cell::RefCell::new(bundle_of(lang, &files)),
            parsed: std::cell::RefCell::new(parsed),
        }
    }

    /// Whether the bundle has `id`, after adding the embedded file that defines it.
    fn has(&self, id: &str) -> bool {
        if has(&self.bundle.borrow(), id) {
            return true;
        }
        let Some(file) = index::file_of(self.lang, id) else {
            return false;
        };
        if self.parsed.borrow().iter().any(|p| p == file) {
            return false;
        }
        self.parsed.borrow_mut().push(file.to_string());
        if let Some(text) = LOCALES
            .get_file(format!("{}/{file}", self.lang.code()))
            .and_then(|f| f.contents_utf8())
        {
            let (res, _errors) = parse_ftl(text);
            // Never over a message already there: those from disk win.
            let _ = self.bundle.borrow_mut().add_resource(res);
        }
        has(&self.bundle.borrow(), id)
    }

    /// The message formatted, or `None` when this language has no such message. A
    /// message that refers to another one (`{ other }`) gets that one's file added first.
    fn format(&self, id: &str, args: Option<&FluentArgs>) -> Option<String> {
        if !self.has(id) {
            return None;
        }
        for _ in 0..8 {
            let bundle = self.bundle.borrow();
            let pattern = bundle.get_message(id).and_then(|m| m.value())?;
            let mut errors = Vec::new();
            let text = bundle
                .format_pattern(pattern, args, &mut errors)
                .into_owned();
            drop(bundle);
            let missing: Vec<String> = errors.iter().filter_map(referenced).collect();
            // Stop when nothing more can be added (a reference to no message at all).
            if missing.is_empty() || !missing.iter().any(|m| self.has(m)) {
                return Some(text);
            }
        }
        None
    }
}

/// The message or term a formatting error says is missing.
fn referenced(e: &fluent::FluentError) -> Option<String> {
    use fluent::resolver::{errors::ReferenceKind, ResolverError};
    match e {
        fluent::FluentError::ResolverError(ResolverError::Reference(ReferenceKind::Message {
            id,
            ..
        })) => Some(id.clone()),
        fluent::FluentError::ResolverError(ResolverError::Reference(ReferenceKind::Term {
            id,
            ..
        })) => Some(format!("-{id}")),
        _ => None,
    }
}

/// The build's index of the embedded messages (see `build.rs`).
mod index {
    use super::Lang;

    include!(concat!(env!("OUT_DIR"), "/locale_index.rs"));

    /// The embedded file of `lang` that defines `id`.
    pub fn file_of(lang: Lang, id: &str) -> Option<&'static str> {
        let l = LANGS.iter().position(|&c| c == lang.code())? as u8;
        LOCALE_INDEX
            .binary_search_by(|&(el, start, len, _)| {
                let eid = &IDS[start as usize..start as usize + len as usize];
                (el, eid).cmp(&(l, id))
            })
            .ok()
            .map(|at| FILES[LOCALE_INDEX[at].3 as usize])
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
