//! Which language to speak: `--lang`, then `TRICKTUTOR_LANG`, then the POSIX locale
//! variables in their order of precedence (LC_ALL, LC_MESSAGES, LANG); C and POSIX mean
//! "no preference"; English is the fallback.

use fluent_langneg::{negotiate_languages, NegotiationStrategy};
use unic_langid::LanguageIdentifier;

/// A language the tutor speaks: the name of a folder `locales/<code>/`. Languages are
/// data: those embedded at build time, plus any whose texts `--lessons` finds on disk. A
/// message a language lacks falls back to English (and `check` reports it).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Lang(&'static str);

impl Lang {
    /// The reference language: every message exists in English, and the others are
    /// compared with it.
    pub const EN: Lang = Lang("en");
    pub const JA: Lang = Lang("ja");

    /// The language of a locale folder's name (`en`, `ja`, `fr`, `qps`): the code as
    /// written, lower-cased. `None` when it is not a language tag.
    pub fn from_code(code: &str) -> Option<Lang> {
        let code = code.trim().to_ascii_lowercase();
        code.parse::<LanguageIdentifier>().ok()?;
        if code.is_empty() || code.contains(['/', '\\', '.']) {
            return None;
        }
        Some(intern(&code))
    }

    pub fn code(self) -> &'static str {
        self.0
    }

    pub fn langid(self) -> LanguageIdentifier {
        self.0.parse().unwrap_or_default()
    }
}

/// Codes are few and live as long as the process: each is leaked once, so that `Lang`
/// stays `Copy` whatever folder it came from.
fn intern(code: &str) -> Lang {
    use std::sync::Mutex;
    static SEEN: Mutex<Vec<&'static str>> = Mutex::new(Vec::new());
    for known in [Lang::EN, Lang::JA] {
        if known.0 == code {
            return known;
        }
    }
    let mut seen = SEEN.lock().unwrap_or_else(|e| e.into_inner());
    if let Some(found) = seen.iter().find(|c| **c == code) {
        return Lang(found);
    }
    let leaked: &'static str = Box::leak(code.to_string().into_boxed_str());
    seen.push(leaked);
    Lang(leaked)
}

/// Turns a POSIX locale name (`ja_JP.UTF-8`, `en_GB@euro`) into a language tag, or `None`
/// for "no preference" (empty, C, POSIX).
fn posix_to_tag(value: &str) -> Option<String> {
    let base = value.split(['.', '@']).next().unwrap_or("").trim();
    if base.is_empty() || base == "C" || base == "POSIX" {
        return None;
    }
    Some(base.replace('_', "-"))
}

/// The language of `available` an explicit choice (`--lang`) names: `ja`, `ja-JP`,
/// `ja_JP.UTF-8`, `EN`; a full tag (`pt-br`) names a folder of that name first.
pub fn parse(explicit: &str, available: &[Lang]) -> Option<Lang> {
    let tag = posix_to_tag(explicit)?;
    let id = tag.parse::<LanguageIdentifier>().ok()?;
    let whole = tag.to_ascii_lowercase();
    available
        .iter()
        .copied()
        .find(|l| l.code() == whole)
        .or_else(|| {
            available
                .iter()
                .copied()
                .find(|l| id.language.as_str().eq_ignore_ascii_case(l.code()))
        })
}

/// Picks a language of `available` from an explicit choice and the environment (`get`
/// reads a variable); English when nothing matches.
pub fn negotiate(
    explicit: Option<&str>,
    get: impl Fn(&str) -> Option<String>,
    available: &[Lang],
) -> Lang {
    let mut wanted: Option<String> = explicit.map(|s| s.to_string());
    if wanted.is_none() {
        wanted = get("TRICKTUTOR_LANG").filter(|v| !v.is_empty());
    }
    if wanted.is_none() {
        // The first of these that is set decides, as in POSIX; "C" means no preference.
        for var in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            if let Some(v) = get(var).filter(|v| !v.is_empty()) {
                wanted = posix_to_tag(&v);
                break;
            }
        }
    }
    let Some(tag) = wanted.and_then(|w| posix_to_tag(&w)) else {
        return Lang::EN;
    };
    if let Some(exact) = available
        .iter()
        .find(|l| l.code() == tag.to_ascii_lowercase())
    {
        return *exact;
    }
    let Ok(requested) = tag.parse::<LanguageIdentifier>() else {
        return Lang::EN;
    };
    let ids: Vec<LanguageIdentifier> = available.iter().map(|l| l.langid()).collect();
    let default = Lang::EN.langid();
    let chosen = negotiate_languages(
        &[requested],
        &ids,
        Some(&default),
        NegotiationStrategy::Lookup,
    );
    chosen
        .first()
        .and_then(|c| available.iter().zip(&ids).find(|(_, id)| id == c))
        .map_or(Lang::EN, |(l, _)| *l)
}

#[cfg(test)]
mod tests {
    use super::*;

    const AV: &[Lang] = &[Lang::EN, Lang::JA];

    fn env(pairs: &'static [(&'static str, &'static str)]) -> impl Fn(&str) -> Option<String> {
        move |k| {
            pairs
                .iter()
                .find(|(n, _)| *n == k)
                .map(|(_, v)| v.to_string())
        }
    }

    #[test]
    fn negotiation_follows_posix_precedence() {
        assert_eq!(
            negotiate(None, env(&[("LANG", "ja_JP.UTF-8")]), AV),
            Lang::JA
        );
        assert_eq!(negotiate(None, env(&[("LANG", "C")]), AV), Lang::EN);
        assert_eq!(negotiate(None, env(&[("LANG", "POSIX")]), AV), Lang::EN);
        assert_eq!(
            negotiate(
                None,
                env(&[("LC_ALL", "en_US.UTF-8"), ("LANG", "ja_JP.UTF-8")]),
                AV
            ),
            Lang::EN
        );
        assert_eq!(
            negotiate(
                None,
                env(&[("LC_MESSAGES", "ja_JP"), ("LANG", "en_US")]),
                AV
            ),
            Lang::JA
        );
        // LC_ALL=C: no preference, English.
        assert_eq!(
            negotiate(None, env(&[("LC_ALL", "C"), ("LANG", "ja_JP.UTF-8")]), AV),
            Lang::EN
        );
        assert_eq!(
            negotiate(Some("ja"), env(&[("LANG", "en_US")]), AV),
            Lang::JA
        );
        assert_eq!(
            negotiate(
                None,
                env(&[("TRICKTUTOR_LANG", "ja"), ("LANG", "en_US")]),
                AV
            ),
            Lang::JA
        );
        assert_eq!(
            negotiate(None, env(&[("LANG", "de_DE.UTF-8")]), AV),
            Lang::EN
        );
        assert_eq!(negotiate(None, env(&[]), AV), Lang::EN);
        assert_eq!(negotiate(Some("ja-JP"), env(&[]), AV), Lang::JA);
    }

    #[test]
    fn explicit_choices_name_a_language_or_none() {
        assert_eq!(parse("ja", AV), Some(Lang::JA));
        assert_eq!(parse("ja_JP.UTF-8", AV), Some(Lang::JA));
        assert_eq!(parse("EN", AV), Some(Lang::EN));
        assert_eq!(parse("en-GB", AV), Some(Lang::EN));
        assert_eq!(parse("fr", AV), None);
        assert_eq!(parse("jp", AV), None);
        assert_eq!(parse("", AV), None);
        assert_eq!(parse("C", AV), None);
        // A language found on disk is spoken like an embedded one.
        let pseudo = Lang::from_code("qps").unwrap();
        assert_eq!(parse("qps", &[Lang::EN, pseudo]), Some(pseudo));
        assert_eq!(
            negotiate(None, env(&[("LANG", "ja_JP.UTF-8")]), &[Lang::EN, pseudo]),
            Lang::EN
        );
        assert_eq!(Lang::from_code("../etc"), None);
    }
}
