//! Fluent bundles built from the embedded `locales/<lang>/*.ftl` files, plus any files from
//! disk. Only the messages a command shows are parsed: start-up stays fast.

use super::lang::Lang;
use fluent::{FluentArgs, FluentBundle, FluentResource};
use std::borrow::Cow;

/// The embedded `locales/` folder, as the build wrote it (see `build.rs`): the files'
/// texts in one text, a table of the files, and an index of their Fluent entries.
mod embedded {
    include!(concat!(env!("OUT_DIR"), "/locales.rs"));

    /// The code of the language at `lang` in [`LANGS`].
    pub fn lang_at(code: &str) -> Option<u8> {
        LANGS.iter().position(|&c| c == code).map(|l| l as u8)
    }

    /// The name of the file at `file` in [`FILES`].
    pub fn file_name(file: usize) -> &'static str {
        let (_, name, name_len, _, _) = FILES[file];
        &NAMES[name as usize..name as usize + name_len as usize]
    }

    /// The text of the file at `file` in [`FILES`].
    pub fn file_text(file: usize) -> &'static str {
        let (_, _, _, start, len) = FILES[file];
        &TEXT[start as usize..start as usize + len as usize]
    }

    /// The files of the language at `lang`, by name: their indexes in [`FILES`].
    pub fn files_of(lang: u8) -> impl Iterator<Item = usize> {
        FILES
            .iter()
            .enumerate()
            .filter(move |(_, f)| f.0 == lang)
            .map(|(i, _)| i)
    }

    /// The id of the entry at `entry` in [`ENTRIES`].
    #[cfg(test)]
    pub fn entry_id(entry: usize) -> &'static str {
        let (_, _, start, len, ..) = ENTRIES[entry];
        &IDS[start as usize..start as usize + len as usize]
    }

    /// The entry of the language at `lang` whose id is `id` (`-name` for a term): its
    /// index in [`ENTRIES`]. Looked up in the language's table (see `id_slots` in
    /// `build.rs`): from the slot of the id's hash on, up to an empty slot.
    pub fn entry(lang: u8, id: &str) -> Option<usize> {
        let &(start, len) = LANG_SLOTS.get(lang as usize)?;
        let slots = SLOTS.get(start as usize..(start + len) as usize)?;
        let mask = slots.len().checked_sub(1)?;
        let mut at = fnv1a(id.as_bytes()) as usize & mask;
        loop {
            let entry = (slots[at] as usize).checked_sub(1)?;
            let (_, _, id_start, id_len, ..) = ENTRIES[entry];
            if IDS
                .as_bytes()
                .get(id_start as usize..id_start as usize + id_len as usize)
                == Some(id.as_bytes())
            {
                return Some(entry);
            }
            at = (at + 1) & mask;
        }
    }

    /// FNV-1a, as the build hashes the ids.
    fn fnv1a(bytes: &[u8]) -> u32 {
        bytes.iter().fold(0x811c_9dc5, |h: u32, &b| {
            (h ^ u32::from(b)).wrapping_mul(0x0100_0193)
        })
    }

    /// The text of the entry at `entry` in [`ENTRIES`].
    pub fn entry_text(entry: usize) -> &'static str {
        let (_, _, _, _, start, len, ..) = ENTRIES[entry];
        &TEXT[start as usize..start as usize + len as usize]
    }

    /// How the value of an entry may be shown without Fluent.
    #[derive(Clone, Copy, PartialEq, Eq, Debug)]
    pub enum Shown {
        /// Plain text.
        Plain,
        /// Plain text once the embedded terms it names are in their places: right only
        /// when those terms are the embedded ones (no file from disk may replace them).
        WithTerms,
    }

    /// The value of the entry at `entry` the program may show without parsing it: what
    /// Fluent would make of it (see `build.rs`), and on what condition.
    pub fn shown_value(entry: usize) -> Option<(&'static str, Shown)> {
        let (_, _, _, _, _, _, start, len, kind) = ENTRIES[entry];
        let value = &PLAIN[start as usize..start as usize + len as usize];
        match kind {
            1 => Some((value, Shown::Plain)),
            2 => Some((value, Shown::WithTerms)),
            _ => None,
        }
    }
}

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
    embedded::LANGS.to_vec()
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

/// The file every message may use a term from.
pub const TERMS_FILE: &str = "terms.ftl";

/// The text of an embedded file of a language's locale folder that is not a Fluent file
/// (`wrong-terms.txt`), if there is one.
pub fn embedded_locale_data(lang: Lang, name: &str) -> Option<&'static str> {
    let l = embedded::lang_at(lang.code())?;
    embedded::files_of(l)
        .find(|&f| embedded::file_name(f) == name)
        .map(embedded::file_text)
}

/// The embedded Fluent files of a language, in name order.
pub fn embedded_locale_files(lang: Lang) -> Vec<FtlFile> {
    embedded_files_named(lang, |_| true)
}

/// The embedded Fluent files of a language whose names pass `want`, in name order.
fn embedded_files_named(lang: Lang, want: impl Fn(&str) -> bool) -> Vec<FtlFile> {
    let Some(l) = embedded::lang_at(lang.code()) else {
        return Vec::new();
    };
    // A file's text is read only when it is wanted: reading it maps its pages in.
    embedded::files_of(l)
        .filter(|&f| {
            let name = embedded::file_name(f);
            name.ends_with(".ftl") && want(name)
        })
        .map(|f| {
            let name = embedded::file_name(f);
            FtlFile {
                lang,
                name: name.to_string(),
                path: format!("locales/{}/{name}", lang.code()),
                text: Cow::Borrowed(embedded::file_text(f)),
            }
        })
        .collect()
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
/// An embedded message (or term) is parsed when it is first asked for (the build indexes
/// where each one's text is): a screen parses only the messages it shows.
pub struct Texts {
    pub lang: Lang,
    own: Lazy,
    /// The English files from disk, for the English beneath (built at its first use).
    english_extra: Vec<FtlFile>,
    english: std::cell::OnceCell<Lazy>,
}

impl Texts {
    /// The texts of `lang`: the embedded files whose names pass `want` are parsed at once,
    /// the other embedded messages when they are first needed, and `extra` (files from
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

    /// The texts of `lang`, every embedded message parsed at its first use.
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

/// One language's bundle, its embedded entries added as they are asked for.
struct Lazy {
    /// The language's place among the embedded ones; `None` for a language only on disk.
    embedded: Option<u8>,
    bundle: std::cell::RefCell<FluentBundle<FluentResource>>,
    /// The embedded entries already in the bundle (indexes in the build's index), sorted.
    added: std::cell::RefCell<Vec<u32>>,
    /// Whether the bundle was built of embedded entries alone (no file parsed whole, none
    /// from disk): then the embedded terms are the ones a message gets.
    embedded_only: bool,
}

impl Lazy {
    fn new(lang: Lang, want: impl Fn(&str) -> bool, extra: &[FtlFile]) -> Lazy {
        let embedded = embedded::lang_at(lang.code());
        let wanted = embedded_files_named(lang, want);
        // The entries of the files parsed whole count as added (the index is read only
        // then: a screen touches no more of it than its look-ups do).
        let added: Vec<u32> = if wanted.is_empty() {
            Vec::new()
        } else {
            embedded::ENTRIES
                .iter()
                .enumerate()
                .filter(|(_, e)| {
                    Some(e.0) == embedded
                        && wanted
                            .iter()
                            .any(|f| f.name == embedded::file_name(e.1 as usize))
                })
                .map(|(i, _)| i as u32)
                .collect()
        };
        // Files from disk come last: their messages replace embedded ones.
        let files: Vec<FtlFile> = wanted.into_iter().chain(extra.iter().cloned()).collect();
        Lazy {
            embedded,
            bundle: std::cell::RefCell::new(bundle_of(lang, &files)),
            added: std::cell::RefCell::new(added),
            embedded_only: files.is_empty(),
        }
    }

    /// The embedded entry `id` of this language (a message, or `-name` for a term).
    fn entry(&self, id: &str) -> Option<usize> {
        self.embedded.and_then(|l| embedded::entry(l, id))
    }

    /// Adds the embedded entry `id` to the bundle unless it is there: whether it was
    /// added now.
    fn add(&self, id: &str) -> bool {
        self.entry(id).is_some_and(|entry| self.add_entry(entry))
    }

    /// Adds the embedded entry at `entry` to the bundle unless it is there: whether it
    /// was added now.
    fn add_entry(&self, entry: usize) -> bool {
        let mut added = self.added.borrow_mut();
        let Err(at) = added.binary_search(&(entry as u32)) else {
            return false;
        };
        added.insert(at, entry as u32);
        let (res, _errors) = parse_ftl(embedded::entry_text(entry));
        // Never over a message already there: those from disk win.
        let _ = self.bundle.borrow_mut().add_resource(res);
        true
    }

    /// The value of the embedded entry at `entry` when it may be shown without parsing
    /// it in this bundle (a value with terms only when the terms are the embedded ones).
    fn shown(&self, entry: usize) -> Option<&'static str> {
        match embedded::shown_value(entry)? {
            (value, embedded::Shown::Plain) => Some(value),
            (value, embedded::Shown::WithTerms) => self.embedded_only.then_some(value),
        }
    }

    /// Whether the language has the message `id`: in the bundle, or embedded (then added
    /// to the bundle, unless its value is shown without parsing it).
    fn has(&self, id: &str) -> bool {
        if has(&self.bundle.borrow(), id) {
            return true;
        }
        let Some(entry) = self.entry(id) else {
            return false;
        };
        self.shown(entry).is_some() || (self.add_entry(entry) && has(&self.bundle.borrow(), id))
    }

    /// The message formatted, or `None` when this language has no such message. A
    /// message that refers to other messages or terms (`{ other }`, `{ -term }`) gets
    /// them added, and is formatted again, until nothing it refers to can be added.
    fn format(&self, id: &str, args: Option<&FluentArgs>) -> Option<String> {
        if !has(&self.bundle.borrow(), id) {
            // An embedded message: shown as the build read it when it may be (a message
            // of the bundle, from disk, wins over it), else added to the bundle first.
            let entry = self.entry(id)?;
            if let Some(value) = self.shown(entry) {
                return Some(value.to_string());
            }
            if !(self.add_entry(entry) && has(&self.bundle.borrow(), id)) {
                return None;
            }
        }
        // Each round adds what the previous one found missing: a chain of references
        // needs one round a link. The bound only stops a loop that cannot happen.
        for _ in 0..64 {
            let bundle = self.bundle.borrow();
            let pattern = bundle.get_message(id).and_then(|m| m.value())?;
            let mut errors = Vec::new();
            let text = bundle
                .format_pattern(pattern, args, &mut errors)
                .into_owned();
            drop(bundle);
            let mut added = false;
            for missing in errors.iter().filter_map(referenced) {
                added |= self.add(&missing);
            }
            if !added {
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

#[cfg(test)]
mod tests {
    use super::*;
    use fluent_syntax::ast;

    /// A message or term: its id (`-name` for a term) and the entry without its comment
    /// (the index starts an entry at its own first line, so a comment above it is left
    /// out, and a comment changes no text).
    fn keyed<'s>(entry: &ast::Entry<&'s str>) -> Option<(String, ast::Entry<&'s str>)> {
        match entry.clone() {
            ast::Entry::Message(mut m) => {
                m.comment = None;
                Some((m.id.name.to_string(), ast::Entry::Message(m)))
            }
            ast::Entry::Term(mut t) => {
                t.comment = None;
                Some((format!("-{}", t.id.name), ast::Entry::Term(t)))
            }
            _ => None,
        }
    }

    fn parse(text: &str) -> ast::Resource<&str> {
        match fluent_syntax::parser::parse(text) {
            Ok(r) | Err((r, _)) => r,
        }
    }

    #[test]
    fn every_entry_of_the_embedded_files_is_indexed_with_its_own_text() {
        for code in embedded::LANGS {
            let l = embedded::lang_at(code).unwrap();
            let mut ids = std::collections::BTreeSet::new();
            for file in embedded::files_of(l) {
                let (name, text) = (embedded::file_name(file), embedded::file_text(file));
                if !name.ends_with(".ftl") {
                    continue;
                }
                for (id, whole) in parse(text).body.iter().filter_map(keyed) {
                    let at = embedded::entry(l, &id)
                        .unwrap_or_else(|| panic!("{code}/{name}: {id} is not indexed"));
                    assert!(embedded::entry_text(at).starts_with(embedded::entry_id(at)));
                    if !ids.insert(id.clone()) {
                        continue; // A second definition: the first one is indexed.
                    }
                    assert_eq!(embedded::ENTRIES[at].1 as usize, file, "{code}: {id}");
                    let alone: Vec<_> = parse(embedded::entry_text(at))
                        .body
                        .iter()
                        .filter_map(keyed)
                        .collect();
                    assert_eq!(alone, vec![(id.clone(), whole)], "{code}/{name}: {id}");
                }
            }
            let indexed = embedded::ENTRIES.iter().filter(|e| e.0 == l).count();
            assert_eq!(
                indexed,
                ids.len(),
                "{code}: entries indexed that no file defines"
            );
        }
    }

    #[test]
    fn a_value_shown_without_fluent_is_what_fluent_makes_of_its_message() {
        let mut counts = [0, 0];
        for code in embedded::LANGS {
            let l = embedded::lang_at(code).unwrap();
            let lang = Lang::from_code(code).unwrap();
            let of_lang: Vec<usize> = (0..embedded::ENTRIES.len())
                .filter(|&at| embedded::ENTRIES[at].0 == l)
                .collect();
            // The message with every embedded term of its language beside it.
            for &at in &of_lang {
                let Some((value, shown)) = embedded::shown_value(at) else {
                    continue;
                };
                counts[(shown == embedded::Shown::WithTerms) as usize] += 1;
                let mut bundle = FluentBundle::new(vec![lang.langid()]);
                bundle.set_use_isolating(false);
                let _ = bundle.add_resource(parse_ftl(embedded::entry_text(at)).0);
                for &term in of_lang
                    .iter()
                    .filter(|&&t| embedded::entry_id(t).starts_with('-'))
                {
                    let _ = bundle.add_resource(parse_ftl(embedded::entry_text(term)).0);
                }
                let id = embedded::entry_id(at);
                let pattern = bundle.get_message(id).and_then(|m| m.value()).unwrap();
                let mut errors = Vec::new();
                let fluent = bundle.format_pattern(pattern, None, &mut errors);
                assert!(errors.is_empty(), "{code}: {id}: {errors:?}");
                assert_eq!(value, fluent, "{code}: {id}");
            }
        }
        // Most messages are plain text (the labels, most titles); many titles name terms.
        assert!(counts[0] > 1000 && counts[1] > 50, "{counts:?}");
    }

    #[test]
    fn a_value_with_terms_is_shown_only_with_the_embedded_terms() {
        // `rules-gaigel-exchange-title = Exchanging the { -trump } Seven`.
        let title = "rules-gaigel-exchange-title";
        assert_eq!(
            Texts::lazy(Lang::EN, &[]).t(title),
            "Exchanging the trump Seven"
        );
        let disk = FtlFile {
            lang: Lang::EN,
            name: "terms.ftl".into(),
            path: "locales/en/terms.ftl".into(),
            text: Cow::Borrowed("-trump = Atout\n"),
        };
        assert_eq!(
            Texts::lazy(Lang::EN, &[disk]).t(title),
            "Exchanging the Atout Seven"
        );
    }

    #[test]
    fn a_message_from_disk_wins_over_a_plain_embedded_one() {
        let disk = FtlFile {
            lang: Lang::EN,
            name: "common.ftl".into(),
            path: "locales/en/common.ftl".into(),
            text: Cow::Borrowed("language-name = Englisch\n"),
        };
        assert_eq!(Texts::lazy(Lang::EN, &[]).t("language-name"), "English");
        assert_eq!(
            Texts::lazy(Lang::EN, &[disk]).t("language-name"),
            "Englisch"
        );
    }

    #[test]
    fn a_message_gets_the_messages_and_terms_it_refers_to() {
        // `suit-cups = { -marglia-cups }` in common.ftl, the term in terms.ftl: the term
        // is found through the index, with no file parsed whole.
        let en = Texts::lazy(Lang::EN, &[]);
        let whole = Texts::load(Lang::EN, |_| true, &[]);
        assert_eq!(en.t("suit-cups"), "Cups");
        assert_eq!(Texts::lazy(Lang::JA, &[]).t("suit-cups"), "カップ");
        for id in [
            "suit-cups",
            "card-trump",
            "error-unknown-game",
            "language-name",
        ] {
            assert_eq!(en.t(id), whole.t(id), "{id}");
        }
        assert_eq!(en.t("no-such-message"), "⟨no-such-message⟩");
        assert!(!en.has("-trick"), "a term is not a message");
    }
}
