//! Rule references lead somewhere: every reason the engine can give names the section of
//! `tricktutor rules GAME` that explains it, numbered and titled as that command prints
//! its heading, in both languages, and `rules GAME --section` opens it. And `rules GAME`
//! in a terminal opens at a menu of its sections, through a pipe it prints them all.

use assert_cmd::Command;
use std::collections::BTreeSet;
use tricktutor::i18n::rule_refs::{self, NOT_RULES, TABLES};
use tricktutor::i18n::{embedded_locale_files, CardStyle, Lang, Renderer, Texts};
use tricktutor::lesson::check::{catalog, Report};
use tricktutor::lesson::library::Library;
use tricktutor::progress::Store;
use tricktutor::rules::{Game, Reason};
use tricktutor::tutor::prompt::LinePrompter;
use tricktutor::tutor::{rules_page, Tutor};

fn library() -> Library {
    Library::load(&[], true, tricktutor::practice::topics::ids).unwrap()
}

/// The learner's renderer, as the commands make it: with every game's `rules` sections.
fn renderer(lang: Lang, lib: &Library) -> Renderer {
    Renderer::new(Texts::load(lang, |_| true, &[]), CardStyle::Symbols).with_rules_sections(
        lib.games
            .iter()
            .map(|g| (g.game.family(), g.manifest.rules.clone())),
    )
}

fn sections<'a>(lib: &'a Library, family: &str) -> &'a [String] {
    &lib.games
        .iter()
        .find(|g| g.game.family() == family)
        .unwrap_or_else(|| panic!("no lessons of {family}"))
        .manifest
        .rules
}

/// The rule id of every reason text: `reason-vier-anderle-lead-free` is the reason
/// `vier-anderle.lead-free` (the longest family the id starts with), `reason-table-…` the
/// table referee's own. Every reason the engine gives has such a text in both languages
/// (`locales` and `table` hold that), so this is every reason of every game.
fn reason_rules(lang: Lang) -> BTreeSet<&'static str> {
    let mut report = Report::default();
    let cat = catalog(&embedded_locale_files(lang), &mut report);
    let prefixes: Vec<&str> = TABLES.iter().map(|(f, _)| *f).chain(["table"]).collect();
    let mut out = BTreeSet::new();
    for id in cat.messages.keys() {
        let Some(rest) = id.strip_prefix("reason-") else {
            continue;
        };
        let family = prefixes
            .iter()
            .filter(|f| rest.starts_with(&format!("{f}-")))
            .max_by_key(|f| f.len());
        match family {
            Some(f) => {
                let rule = format!("{f}.{}", &rest[f.len() + 1..]);
                out.insert(&*Box::leak(rule.into_boxed_str()));
            }
            // `reason-about` frames a reason; it is none itself.
            None => assert_eq!(rest, "about", "a reason text of no game: {id}"),
        }
    }
    assert!(out.len() > 250, "only {} reasons", out.len());
    out
}

/// What a reference says before the heading, worked out from the two languages' texts.
fn prefix(lang: Lang, family: &str) -> String {
    if lang == Lang::JA {
        format!("→ ルール {family} ")
    } else {
        format!("→ rules {family} ")
    }
}

#[test]
fn every_reason_of_every_game_leads_to_a_rules_section_in_both_languages() {
    let lib = library();
    let mut failures = Vec::new();
    for lang in Lang::embedded() {
        let r = renderer(lang, &lib);
        for rule in reason_rules(lang) {
            if NOT_RULES.contains(&rule) {
                assert!(rule.starts_with("table."), "{rule} is a rule of a game");
                continue;
            }
            let Some((family, section)) = rule_refs::section_of(rule) else {
                failures.push(format!("{rule}: in no section's list"));
                continue;
            };
            let list = sections(&lib, family);
            let Some(at) = list.iter().position(|s| s == section) else {
                failures.push(format!("{rule}: `{section}` is not a section of {family}"));
                continue;
            };
            let title_id = format!("rules-{family}-{section}-title");
            let first = format!("rules-{family}-{section}-1");
            if !r.texts.has(&title_id) || !r.texts.has(&first) {
                failures.push(format!("{lang:?} {rule}: `{section}` has no text"));
                continue;
            }
            let expected = format!("{}§{} {}", prefix(lang, family), at + 1, r.t(&title_id));
            match r.rule_ref(&Reason::new(rule)) {
                Some(x) if x == expected => {}
                other => failures.push(format!("{lang:?} {rule}: {other:?}, not {expected}")),
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn every_reason_a_table_lists_has_a_text() {
    // No stale entry: a reason renamed in the engine must be renamed here too.
    let known = reason_rules(Lang::EN);
    for (family, table) in TABLES {
        for (section, reasons) in table.iter() {
            for r in reasons.iter() {
                let rule = format!("{family}.{r}");
                assert!(
                    known.contains(rule.as_str()),
                    "{rule} (in {section}) has no text"
                );
            }
        }
    }
}

/// A few references worked out by hand from the manifests' `rules` lists and the titles.
#[test]
fn references_name_the_section_number_and_title() {
    let lib = library();
    let en = renderer(Lang::EN, &lib);
    let ja = renderer(Lang::JA, &lib);
    let cases: [(&Renderer, &'static str, &str); 7] = [
        (
            &en,
            "gaigel.must-beat",
            "→ rules gaigel §7 The strict rules once the stock is exhausted",
        ),
        (
            &en,
            "rikken.must-follow",
            "→ rules rikken §6 Following suit",
        ),
        (&ja, "rikken.must-follow", "→ ルール rikken §6 フォロー"),
        (&en, "rikken.score-overtricks", "→ rules rikken §14 Scoring"),
        (
            &en,
            "marglia.maniglia-29",
            "→ rules marglia §13 Maniglia: the turned card and the 29-point rule",
        ),
        (
            &ja,
            "vier-anderle.drop-fees",
            "→ ルール vier-anderle §13 ヤパニッシュ・フィールアンダーレ",
        ),
        (
            &en,
            "perlaggen.raise-limit",
            "→ rules perlaggen §15 Answering a bet",
        ),
    ];
    for (r, rule, expected) in cases {
        assert_eq!(r.rule_ref(&Reason::new(rule)).as_deref(), Some(expected));
    }
    // Without the sections (a renderer of no lessons, as `judge` has) or with a `rules`
    // list that leaves the section out, nothing is cited rather than a wrong number.
    let bare = Renderer::new(Texts::load(Lang::EN, |_| true, &[]), CardStyle::Symbols);
    assert_eq!(bare.rule_ref(&Reason::new("gaigel.must-beat")), None);
    let short = Renderer::new(Texts::load(Lang::EN, |_| true, &[]), CardStyle::Symbols)
        .with_rules_sections([("gaigel", vec!["players".to_string(), "play".to_string()])]);
    assert_eq!(short.rule_ref(&Reason::new("gaigel.must-beat")), None);
    assert_eq!(
        short.rule_ref(&Reason::new("gaigel.lead")).as_deref(),
        Some("→ rules gaigel §2 Play while the stock lasts")
    );
    // Reason texts cite no clause of the specification any more.
    assert_eq!(
        en.reason(&Reason::new("rikken.lead-free")),
        "you are on lead, and any card may be led"
    );
}

/// A clause of the specification cited in parentheses: `(6.3 step 3)`, `(8)`, `（7.2 規則3）`.
fn cites_a_clause(text: &str) -> Option<String> {
    let words = [
        "step",
        "rule",
        "section",
        "decision",
        "Whole deals",
        "手順",
        "規則",
        "決定",
        "ディール通し",
    ];
    let mut rest = text;
    while let Some(open) = rest.find(['(', '（']) {
        let after = &rest[open..];
        let close = after.find([')', '）']).unwrap_or(after.len());
        let inner = after[..close].trim_start_matches(['(', '（']);
        let dotted = inner
            .as_bytes()
            .windows(3)
            .any(|w| w[0].is_ascii_digit() && w[1] == b'.' && w[2].is_ascii_digit());
        let bare_number = !inner.is_empty() && inner.chars().all(|c| c.is_ascii_digit());
        let cited = inner.chars().any(|c| c.is_ascii_digit())
            && (dotted || bare_number || words.iter().any(|w| inner.contains(w)));
        if cited {
            return Some(inner.to_string());
        }
        rest = &after[close.min(after.len())..];
        if rest.is_empty() {
            break;
        }
        rest = &rest[rest.chars().next().map_or(0, char::len_utf8)..];
    }
    None
}

#[test]
fn no_reason_text_cites_a_clause_number() {
    assert_eq!(
        cites_a_clause("must follow (6.3 step 4)").as_deref(),
        Some("6.3 step 4")
    );
    assert_eq!(cites_a_clause("scores (8)").as_deref(), Some("8"));
    assert_eq!(
        cites_a_clause("ません（7.2 規則3）。").as_deref(),
        Some("7.2 規則3")
    );
    assert_eq!(cites_a_clause("(101 or more) and (exemption b)"), None);
    for lang in Lang::embedded() {
        for file in embedded_locale_files(lang) {
            let mut in_reason = false;
            for (n, line) in file.text.lines().enumerate() {
                if !line.starts_with(' ') {
                    in_reason = line.starts_with("reason-");
                }
                if let (true, Some(c)) = (in_reason, cites_a_clause(line)) {
                    panic!("{}:{}: cites ({c}): {line}", file.path, n + 1);
                }
            }
        }
    }
}

fn tutor() -> Command {
    let dir = std::env::temp_dir();
    let mut cmd = Command::cargo_bin("tricktutor").unwrap();
    cmd.env("TRICKTUTOR_DATA_DIR", dir)
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env_remove("TRICKTUTOR_LANG")
        .env("LANG", "C")
        .env("NO_COLOR", "1")
        .env("COLUMNS", "200");
    cmd
}

fn stdout_of(cmd: &mut Command) -> String {
    String::from_utf8(cmd.assert().success().get_output().stdout.clone()).unwrap()
}

/// Every reference is a heading `tricktutor rules GAME` prints, line for line, and
/// `--section` with the referenced number or id prints that section and no other.
#[test]
fn a_reference_names_a_heading_of_rules_and_its_section_opens_it() {
    let lib = library();
    for lang in Lang::embedded() {
        let r = renderer(lang, &lib);
        let code = lang.code();
        let reasons = reason_rules(lang);
        for (family, _) in TABLES {
            let list = sections(&lib, family);
            // Through a pipe: every section, no menu.
            let whole = stdout_of(tutor().args(["--lang", code, "rules", family]));
            let printed: BTreeSet<&str> = whole.lines().filter(|l| l.starts_with('§')).collect();
            assert_eq!(printed.len(), list.len(), "{code} {family}:\n{whole}");
            let menu = ["choose a section", "読みたい節を選んでください"];
            assert!(!menu.iter().any(|m| whole.contains(m)), "a menu:\n{whole}");
            let mut cited: Vec<(&str, String)> = Vec::new();
            for rule in reasons
                .iter()
                .filter(|x| x.starts_with(&format!("{family}.")))
            {
                let reference = r.rule_ref(&Reason::new(rule)).unwrap();
                let heading = reference
                    .strip_prefix(&prefix(lang, family))
                    .unwrap_or_else(|| panic!("{reference}"))
                    .to_string();
                assert!(printed.contains(heading.as_str()), "{rule}: {heading}");
                let (_, section) = rule_refs::section_of(rule).unwrap();
                if !cited.iter().any(|(s, _)| *s == section) {
                    cited.push((section, heading));
                }
            }
            // In the process, every cited section by number and by id...
            let game = lib
                .games
                .iter()
                .find(|g| g.game.family() == *family)
                .unwrap()
                .game;
            for (section, heading) in &cited {
                let number = heading.trim_start_matches('§').split(' ').next().unwrap();
                for key in [*section, number] {
                    let at = rules_page::find_section(list, key).unwrap();
                    assert_eq!(list[at], *section, "{key}");
                    let lines = rules_page::lines(&r, None, game, list, &[&list[at]], 100);
                    let shown: Vec<&String> = lines.iter().filter(|l| l.contains('§')).collect();
                    assert_eq!(shown.len(), 1, "{lines:?}");
                    assert!(shown[0].contains(heading.as_str()), "{lines:?}");
                }
            }
            // ...and through the command line, the first of them by its number.
            let (_, heading) = &cited[0];
            let number = heading.trim_start_matches('§').split(' ').next().unwrap();
            let one =
                stdout_of(tutor().args(["--lang", code, "rules", family, "--section", number]));
            let headings: Vec<&str> = one.lines().filter(|l| l.starts_with('§')).collect();
            assert_eq!(headings, [heading.as_str()], "{one}");
        }
    }
}

/// The menu of sections, scripted: choose §7, read it, choose §2, then stop; the menu
/// comes back after each section, with the section numbers as printed.
#[test]
fn the_section_menu_shows_the_chosen_section_then_the_menu_again() {
    console::set_colors_enabled(false);
    let lib = library();
    let folder = lib.game(Game::Gaigel).unwrap();
    for (lang, title, item, seven, two, deck_text) in [
        (
            Lang::EN,
            "The rules of Gaigel: choose a section",
            "  7) The strict rules once the stock is exhausted",
            "§7 The strict rules once the stock is exhausted",
            "§2 The cards",
            "Gaigel uses 48 cards",
        ),
        (
            Lang::JA,
            "ガイゲルのルール：読みたい節を選んでください",
            "  7) 山札がなくなった後のフォローのルール",
            "§7 山札がなくなった後のフォローのルール",
            "§2 カード",
            "48枚",
        ),
    ] {
        let r = renderer(lang, &lib);
        let mut p = LinePrompter::new("7\n2\nq\n".as_bytes(), Vec::new(), 80);
        rules_page::browse(&mut p, &r, None, Game::Gaigel, &folder.manifest.rules).unwrap();
        let out = String::from_utf8(p.into_output()).unwrap();
        assert_eq!(out.matches(title).count(), 3, "{out}");
        // The menu lists the titles under the numbers `--section` takes.
        assert!(out.lines().any(|l| l == item), "{out}");
        assert!(
            out.lines().any(|l| l.starts_with("  18) ")),
            "a last item, Quit: {out}"
        );
        let at7 = out.find(seven).expect(seven);
        let at2 = out.find(two).expect(two);
        assert!(at7 < at2, "{out}");
        // Only the chosen sections, each once.
        let headings: Vec<&str> = out.lines().filter(|l| l.starts_with('§')).collect();
        assert_eq!(headings, [seven, two], "{out}");
        // Each heading is followed by its own text (the pack: 48 cards), not another's.
        assert!(out[at2..].contains(deck_text), "{out}");
        assert!(!out[at7..at2].contains(deck_text), "{out}");
    }
    // The last item leaves, and so does the end of the input.
    let r = renderer(Lang::EN, &lib);
    for input in ["18\n", ""] {
        let mut p = LinePrompter::new(input.as_bytes(), Vec::new(), 80);
        rules_page::browse(&mut p, &r, None, Game::Gaigel, &folder.manifest.rules).unwrap();
        let out = String::from_utf8(p.into_output()).unwrap();
        assert!(!out.lines().any(|l| l.starts_with('§')), "{out}");
    }
}

/// A graded question ends with the sections its reasons come from, each once: the four
/// cards of the trumping lesson's first question are all judged by the strict rules.
#[test]
fn a_graded_answer_cites_each_section_once_after_its_reasons() {
    console::set_colors_enabled(false);
    let lib = library();
    for (lang, reference) in [
        (
            Lang::EN,
            "  → rules gaigel §7 The strict rules once the stock is exhausted",
        ),
        (
            Lang::JA,
            "  → ルール gaigel §7 山札がなくなった後のフォローのルール",
        ),
    ] {
        let r = renderer(lang, &lib);
        let dir = tempfile::tempdir().unwrap();
        let (mut store, _) = Store::load(&dir.path().join("progress.json"));
        let mut p = LinePrompter::new("1 2\nq\n".as_bytes(), Vec::new(), 100);
        {
            let mut t = Tutor {
                r: &r,
                lib: &lib,
                store: &mut store,
                prompter: &mut p,
            };
            t.learn_one(lib.game(Game::Gaigel).unwrap(), "trumping")
                .unwrap();
        }
        let out = String::from_utf8(p.into_output()).unwrap();
        let lines: Vec<&str> = out.lines().collect();
        let at = lines.iter().position(|l| *l == reference).expect(&out);
        assert_eq!(
            lines.iter().filter(|l| **l == reference).count(),
            1,
            "{out}"
        );
        // Right under the four card lines (♥7, ♥O, ♣A, ♠K).
        for (k, card) in ["♠K", "♣A", "♥O", "♥7"].iter().enumerate() {
            assert!(lines[at - 1 - k].contains(card), "{out}");
        }
    }
}

/// In a terminal `rules GAME` opens at the menu: a digit and Enter show that section,
/// Enter goes back to the menu, q leaves.
#[cfg(unix)]
#[test]
fn in_a_terminal_rules_opens_at_the_section_menu() {
    use rexpect::process::WaitStatus;
    let dir = tempfile::tempdir().unwrap();
    let mut cmd = std::process::Command::new(env!("CARGO_BIN_EXE_tricktutor"));
    cmd.args(["--lang", "en", "rules", "gaigel"])
        .env("TRICKTUTOR_DATA_DIR", dir.path())
        .env("TERM", "xterm-256color")
        .env("NO_COLOR", "1")
        .env_remove("LC_ALL");
    let mut p = rexpect::session::spawn_command(cmd, Some(15_000)).unwrap();
    p.exp_string("choose a section").unwrap();
    p.send("7").unwrap();
    p.send("\r").unwrap();
    p.flush().unwrap();
    p.exp_string("§7 The strict rules once the stock is exhausted")
        .unwrap();
    p.exp_string("Press Enter to go back to the sections")
        .unwrap();
    p.send("\r").unwrap();
    p.flush().unwrap();
    p.exp_string("choose a section").unwrap();
    p.send("q").unwrap();
    p.flush().unwrap();
    let status = p.process().wait().unwrap();
    assert!(matches!(status, WaitStatus::Exited(_, 0)), "{status:?}");
}
