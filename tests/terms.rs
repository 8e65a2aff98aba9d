//! The games' terms: defined once per language, reported by `check` when a message says a
//! known wrong variant, shown by `tricktutor glossary`, and Maniglia's Latin suits named
//! apart from the French ones.

use assert_cmd::Command;
use fluent_syntax::ast;
use std::collections::BTreeMap;
use std::path::Path;
use tricktutor::cards::Suit;
use tricktutor::commands::glossary;
use tricktutor::i18n::{CardStyle, Lang, Renderer, Texts};
use tricktutor::rules::Game;
use unicode_width::UnicodeWidthStr;

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// The terms of a language's `terms.ftl`, read here with the Fluent parser itself:
/// id → (value, attributes).
type Terms = BTreeMap<String, (String, BTreeMap<String, String>)>;

fn terms_of(lang: &str) -> Terms {
    let text = std::fs::read_to_string(root().join(format!("locales/{lang}/terms.ftl"))).unwrap();
    let res = fluent_syntax::parser::parse(text.as_str()).expect("terms.ftl parses");
    let plain = |p: &ast::Pattern<&str>| -> String {
        p.elements
            .iter()
            .map(|e| match e {
                ast::PatternElement::TextElement { value } => value.to_string(),
                _ => panic!("a term's value is plain text"),
            })
            .collect()
    };
    res.body
        .iter()
        .filter_map(|e| match e {
            ast::Entry::Term(t) => Some((
                format!("-{}", t.id.name),
                (
                    plain(&t.value),
                    t.attributes
                        .iter()
                        .map(|a| (a.id.name.to_string(), plain(&a.value)))
                        .collect(),
                ),
            )),
            _ => None,
        })
        .collect()
}

fn renderer(lang: Lang, style: CardStyle) -> Renderer {
    Renderer::new(Texts::load(lang, |_| true, &[]), style)
}

const FAMILIES: [&str; 5] = ["gaigel", "rikken", "marglia", "vier-anderle", "perlaggen"];

/// Whether a term id belongs to a family's own terms (`-vier-anderle-pot`).
fn of_family(id: &str, family: &str) -> bool {
    id.starts_with(&format!("-{family}-"))
}

fn shared(id: &str) -> bool {
    !FAMILIES.iter().any(|f| of_family(id, f))
}

#[test]
fn both_languages_define_the_same_terms() {
    let (en, ja) = (terms_of("en"), terms_of("ja"));
    assert_eq!(en.keys().collect::<Vec<_>>(), ja.keys().collect::<Vec<_>>());
    assert!(en.len() >= 40, "{} terms", en.len());
    // The concepts the Japanese texts had drifted on, settled.
    assert_eq!(ja["-rikken-called-ace"].0, "指定されたエース");
    assert_eq!(ja["-rikken-holder"].0, "ホルダー");
    assert_eq!(ja["-rikken-auction"].0, "オークション");
    assert_eq!(ja["-rikken-contract"].0, "契約");
    assert_eq!(ja["-overtrump"].0, "上の切札を出す");
    assert_eq!(ja["-gaigel-knock"].0, "勝利宣言");
    assert_eq!(ja["-marglia-batons"].0, "バトン");
}

/// Splits a glossary row printed wide enough not to wrap into its cells.
fn cells(line: &str) -> Vec<String> {
    line.split("  ")
        .map(str::trim)
        .filter(|c| !c.is_empty())
        .map(str::to_string)
        .collect()
}

/// The tables of a glossary: the rows under each `---` rule, up to the blank line.
fn rows(lines: &[String]) -> Vec<Vec<String>> {
    let mut out = Vec::new();
    let mut inside = false;
    for l in lines {
        if l.starts_with("---") {
            inside = true;
        } else if l.is_empty() {
            inside = false;
        } else if inside {
            out.push(cells(l));
        }
    }
    out
}

#[test]
fn a_games_glossary_has_each_of_its_terms_with_the_defined_words() {
    let (en, ja) = (terms_of("en"), terms_of("ja"));
    for lang in [Lang::EN, Lang::JA] {
        let r = renderer(lang, CardStyle::Symbols);
        for family in FAMILIES {
            let lines = glossary::lines(&r, Some(family), 300);
            let got: Vec<(String, String, String)> = rows(&lines)
                .into_iter()
                .map(|c| (c[0].clone(), c[1].clone(), c[2].clone()))
                .collect();
            let want: Vec<(String, String, String)> = en
                .iter()
                .filter(|(id, _)| shared(id))
                .chain(en.iter().filter(|(id, _)| of_family(id, family)))
                .map(|(id, (value, attrs))| {
                    let native = attrs.get(family).cloned().unwrap_or_else(|| "-".into());
                    (value.clone(), ja[id].0.clone(), native)
                })
                .collect();
            let (mut got_sorted, mut want_sorted) = (got.clone(), want.clone());
            got_sorted.sort();
            want_sorted.sort();
            assert_eq!(got_sorted, want_sorted, "{lang:?} glossary of {family}");
        }
    }
    // Spot checks worked out from the definitions: Rikken's called ace is asked for in
    // Dutch, Maniglia's swords are the Italian spade.
    let r = renderer(Lang::EN, CardStyle::Symbols);
    let rikken = rows(&glossary::lines(&r, Some("rikken"), 300));
    assert!(rikken.contains(&vec![
        "called ace".to_string(),
        "指定されたエース".to_string(),
        "gevraagde aas".to_string()
    ]));
    let marglia = rows(&glossary::lines(&r, Some("marglia"), 300));
    assert!(marglia.contains(&vec![
        "Swords".to_string(),
        "ソード".to_string(),
        "spade".to_string()
    ]));
}

#[test]
fn the_whole_glossary_lists_the_shared_terms_then_each_games() {
    let en = terms_of("en");
    let r = renderer(Lang::JA, CardStyle::Symbols);
    let lines = glossary::lines(&r, None, 300);
    let tables = rows(&lines);
    let shared_count = en.keys().filter(|id| shared(id)).count();
    // The shared table has two columns: no game's word.
    assert!(tables[..shared_count].iter().all(|c| c.len() == 2));
    assert_eq!(tables.len(), en.len());
    assert!(lines[0].contains("共通"));
    // A family's heading names both of its games.
    assert!(
        lines.iter().any(|l| l == "マリグリア / マニグリア"),
        "{lines:?}"
    );
}

#[test]
fn every_glossary_fits_80_columns_in_both_languages() {
    for lang in [Lang::EN, Lang::JA] {
        let r = renderer(lang, CardStyle::Symbols);
        for family in FAMILIES.iter().map(|f| Some(*f)).chain([None]) {
            for width in [80, 50] {
                for line in glossary::lines(&r, family, width) {
                    assert!(
                        line.width() <= width,
                        "{lang:?} {family:?} at {width}: {line:?} is {} wide",
                        line.width()
                    );
                }
            }
        }
    }
}

#[test]
fn the_glossary_command_takes_a_game_and_refuses_an_unknown_one() {
    let out = Command::cargo_bin("tricktutor")
        .unwrap()
        .args(["--lang", "en", "glossary", "maniglia"])
        .env("COLUMNS", "80")
        .output()
        .unwrap();
    assert!(out.status.success());
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.contains("bastoni") && text.contains("Italian"),
        "{text}"
    );
    let out = Command::cargo_bin("tricktutor")
        .unwrap()
        .args(["--lang", "en", "glossary", "gaigle"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("gaigel"));
}

#[test]
fn check_reports_a_wrong_variant_and_an_unknown_term_located_in_both_languages() {
    let fixture = root().join("tests/fixtures/terms/locales");
    let out = Command::cargo_bin("tricktutor")
        .unwrap()
        .args(["--lang", "en", "check"])
        .arg(&fixture)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let err = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    // en line 3, column 31: after `terms-sample-wrong = You must `; ja line 3, column 26:
    // after `terms-sample-wrong = リックの` (columns in characters).
    for (at, id, wrong, right) in [
        (
            "en/terms-sample.ftl:3:31:",
            "terms-sample-wrong",
            "over-trump",
            "overtrump (-overtrump)",
        ),
        (
            "ja/terms-sample.ftl:3:26:",
            "terms-sample-wrong",
            "コントラクト",
            "契約 (-rikken-contract)",
        ),
    ] {
        let line = err
            .lines()
            .find(|l| l.contains(at))
            .unwrap_or_else(|| panic!("no error at {at}:\n{err}"));
        assert!(
            line.contains(id) && line.contains(wrong) && line.contains(right),
            "{line}"
        );
    }
    for lang in ["en", "ja"] {
        assert!(
            err.lines()
                .any(|l| l.contains(&format!("{lang}/terms-sample.ftl:4:"))
                    && l.contains("-no-such-term")),
            "{err}"
        );
    }
    // A list beside the files checked adds its own wrong forms (ja/wrong-terms.txt).
    assert!(
        err.lines().any(|l| l.contains("ja/terms-sample.ftl:6:27:")
            && l.contains("ヘッドする")
            && l.contains("トリックを上回る (-vier-anderle-head)")),
        "{err}"
    );
    // A wrong form made of a term and the words around it is found in the text as it
    // reads: en `over-{ -trump }` from `over-`, ja `{ -trump }で上回` from the `{`.
    for at in ["en/terms-sample.ftl:7:31:", "ja/terms-sample.ftl:7:22:"] {
        assert!(
            err.lines()
                .any(|l| l.contains(at) && l.contains("terms-sample-split")),
            "{at}: {err}"
        );
    }
    // The messages that use the terms are not reported.
    assert!(!err.contains("terms-sample-right"), "{err}");
}

#[test]
fn maniglia_cards_are_named_by_their_latin_suits_never_as_french_ones() {
    let deck = Game::Maniglia.deck();
    for (lang, suits, french) in [
        (
            Lang::EN,
            [
                (Suit::Cups, "Cups"),
                (Suit::Coins, "Coins"),
                (Suit::Batons, "Batons"),
                (Suit::Swords, "Swords"),
            ],
            ["Spade", "spade", "Club", "club", "♠", "♣", "♥", "♦"],
        ),
        (
            Lang::JA,
            [
                (Suit::Cups, "カップ"),
                (Suit::Coins, "コイン"),
                (Suit::Batons, "バトン"),
                (Suit::Swords, "ソード"),
            ],
            ["スペード", "クラブ", "こん棒", "spade", "♠", "♣", "♥", "♦"],
        ),
    ] {
        let r = renderer(lang, CardStyle::Symbols);
        for (suit, name) in suits {
            // The suit a reason names is the suit the card shows.
            assert_eq!(r.suit(suit), name, "{lang:?}");
        }
        assert_eq!(
            r.card(deck.parse_card("swords-K").unwrap()),
            if lang == Lang::EN {
                "K\u{a0}of\u{a0}Swords"
            } else {
                "ソードK"
            }
        );
        assert_eq!(
            r.card(deck.parse_card("clubs-7").unwrap()),
            if lang == Lang::EN {
                "7\u{a0}of\u{a0}Batons"
            } else {
                "バトン7"
            }
        );
        for card in deck.cards() {
            let label = r.card(card);
            assert!(
                suits
                    .iter()
                    .any(|(s, n)| *s == card.suit && label.contains(n)),
                "{lang:?}: {label}"
            );
            assert!(
                !french.iter().any(|f| label.contains(f)),
                "{lang:?}: {label}"
            );
        }
    }
}

#[test]
fn a_suit_field_shows_a_symbol_only_where_the_suit_has_one() {
    use tricktutor::tutor::show;
    for lang in [Lang::EN, Lang::JA] {
        let r = renderer(lang, CardStyle::Symbols);
        // A Latin suit is named once: no French symbol, no name repeated as a symbol.
        assert_eq!(show::suit(&r, Suit::Batons), r.suit(Suit::Batons));
        assert_eq!(show::suit(&r, Suit::Swords), r.suit(Suit::Swords));
        // A French or German suit keeps its symbol before its name.
        assert_eq!(
            show::suit(&r, Suit::Hearts),
            format!("♥ {}", r.suit(Suit::Hearts))
        );
        assert_eq!(
            show::suit(&r, Suit::Acorns),
            format!("♣ {}", r.suit(Suit::Acorns))
        );
    }
    let ascii = renderer(Lang::EN, CardStyle::Ascii);
    assert_eq!(show::suit(&ascii, Suit::Hearts), "Hearts");
}
