//! Which language to speak: `--lang`, then `TRICKTUTOR_LANG`, then the POSIX locale
//! variables in their order of precedence (LC_ALL, LC_MESSAGES, LANG); C and POSIX mean
//! "no preference"; English is the fallback.

use fluent_langneg::{negotiate_languages, NegotiationStrategy};
use unic_langid::LanguageIdentifier;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Lang {
    En,
    Ja,
}

impl Lang {
    pub const ALL: [Lang; 2] = [Lang::En, Lang::Ja];

    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Ja => "ja",
        }
    }

    /// The language's own name, as a learner who speaks it would look for it.
    pub fn name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Ja => "日本語",
        }
    }

    pub fn langid(self) -> LanguageIdentifier {
        self.code().parse().expect("valid language code")
    }
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

/// The language an explicit choice (`--lang`) names, if it is one the tutor speaks:
/// `ja`, `ja-JP`, `ja_JP.UTF-8`, `EN`.
pub fn parse(explicit: &str) -> Option<Lang> {
    let tag = posix_to_tag(explicit)?;
    let id = tag.parse::<LanguageIdentifier>().ok()?;
    Lang::ALL
        .into_iter()
        .find(|l| id.language.as_str().eq_ignore_ascii_case(l.code()))
}

/// Picks the language from an explicit choice and the environment (`get` reads a variable).
pub fn negotiate(explicit: Option<&str>, get: impl Fn(&str) -> Option<String>) -> Lang {
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
        return Lang::En;
    };
    let Ok(requested) = tag.parse::<LanguageIdentifier>() else {
        return Lang::En;
    };
    let available = [Lang::En.langid(), Lang::Ja.langid()];
    let default = Lang::En.langid();
    let chosen = negotiate_languages(
        &[requested],
        &available,
        Some(&default),
        NegotiationStrategy::Lookup,
    );
    match chosen.first().map(|l| l.language.as_str()) {
        Some("ja") => Lang::Ja,
        _ => Lang::En,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
        assert_eq!(negotiate(None, env(&[("LANG", "ja_JP.UTF-8")])), Lang::Ja);
        assert_eq!(negotiate(None, env(&[("LANG", "C")])), Lang::En);
        assert_eq!(negotiate(None, env(&[("LANG", "POSIX")])), Lang::En);
        assert_eq!(
            negotiate(
                None,
                env(&[("LC_ALL", "en_US.UTF-8"), ("LANG", "ja_JP.UTF-8")])
            ),
            Lang::En
        );
        assert_eq!(
            negotiate(None, env(&[("LC_MESSAGES", "ja_JP"), ("LANG", "en_US")])),
            Lang::Ja
        );
        // LC_ALL=C: no preference, English.
        assert_eq!(
            negotiate(None, env(&[("LC_ALL", "C"), ("LANG", "ja_JP.UTF-8")])),
            Lang::En
        );
        assert_eq!(negotiate(Some("ja"), env(&[("LANG", "en_US")])), Lang::Ja);
        assert_eq!(
            negotiate(None, env(&[("TRICKTUTOR_LANG", "ja"), ("LANG", "en_US")])),
            Lang::Ja
        );
        assert_eq!(negotiate(None, env(&[("LANG", "de_DE.UTF-8")])), Lang::En);
        assert_eq!(negotiate(None, env(&[])), Lang::En);
        assert_eq!(negotiate(Some("ja-JP"), env(&[])), Lang::Ja);
    }

    #[test]
    fn explicit_choices_name_a_language_or_none() {
        assert_eq!(parse("ja"), Some(Lang::Ja));
        assert_eq!(parse("ja_JP.UTF-8"), Some(Lang::Ja));
        assert_eq!(parse("EN"), Some(Lang::En));
        assert_eq!(parse("en-GB"), Some(Lang::En));
        assert_eq!(parse("fr"), None);
        assert_eq!(parse("jp"), None);
        assert_eq!(parse(""), None);
        assert_eq!(parse("C"), None);
    }
}
