//! The table: whole deals played through the command line (a pipe, both languages), and
//! every word the table shows has a text in both languages (verbs, situation fields,
//! refusal reasons), for every game the table plays.

use assert_cmd::Command;
use std::collections::BTreeSet;
use tricktutor::i18n::{CardStyle, Lang, Renderer, Texts};
use tricktutor::rules::new_table::new_table;
use tricktutor::rules::rng::Rng;
use tricktutor::rules::table::TableOptions;
use tricktutor::rules::Game;
use tricktutor::tutor::show;
use tricktutor::tutor::table::{act_text, declined, typed_forms, Routine};

fn tutor(data: &std::path::Path) -> Command {
    let mut cmd = Command::cargo_bin("tricktutor").unwrap();
    cmd.env("TRICKTUTOR_DATA_DIR", data)
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("TRICKTUTOR_LANG", "en")
        .env("NO_COLOR", "1")
        .env("COLUMNS", "100");
    cmd
}

/// The games the table plays, with a table size each.
fn tables() -> Vec<(Game, TableOptions)> {
    let mut out = Vec::new();
    for &game in Game::ALL {
        let sizes: Vec<Option<usize>> = match game {
            Game::Maniglia => vec![Some(3), Some(4), Some(5)],
            Game::VierAnderle | Game::JapanischVierAnderle => vec![Some(2), Some(5), Some(13)],
            _ => vec![None],
        };
        for players in sizes {
            let options = TableOptions { players };
            if new_table(game, &options, &mut Rng::new(1)).is_ok() {
                out.push((game, options));
            }
        }
    }
    out
}

#[test]
fn every_verb_field_and_refusal_of_the_table_has_a_text_in_both_languages() {
    let texts = [Lang::EN, Lang::JA]
        .map(|lang| Renderer::new(Texts::load(lang, |_| true, &[]), CardStyle::Ascii));
    let mut missing = BTreeSet::new();
    for (game, options) in tables() {
        let mut rng = Rng::new(7);
        for _ in 0..5 {
            let mut table = new_table(game, &options, &mut rng).unwrap();
            for verb in table.verbs() {
                for r in &texts {
                    let ids = [
                        format!("act-{}-{}", game.token(), verb.name),
                        format!("act-{}-{}", game.family(), verb.name),
                        format!("act-{}", verb.name),
                    ];
                    if !ids.iter().any(|id| r.texts.has(id)) {
                        missing.insert(format!("{:?} act-{}", r.lang(), verb.name));
                    }
                }
            }
            while let Some(act) = table.computer(&mut rng) {
                for r in &texts {
                    for line in show::fields(r, game, &table.situation(act.seat)) {
                        if line.contains('⟨') {
                            missing.insert(format!("{:?} {game:?} {line}", r.lang()));
                        }
                    }
                    for legal in table.legal() {
                        let text = act_text(r, game, &legal);
                        if text.contains('⟨') {
                            missing.insert(format!("{:?} {game:?} {text}", r.lang()));
                        }
                    }
                }
                table.act(&act).unwrap();
            }
            let outcome = table.outcome().expect("a finished deal has an outcome");
            let next = table.next_deal(&mut rng);
            for r in &texts {
                let mut lines: Vec<String> = outcome.reasons.iter().map(|x| r.reason(x)).collect();
                for seat in 0..table.players() as u8 {
                    lines.extend(show::fields(r, game, &table.situation(seat)));
                }
                if let Some(scoring) = &outcome.scoring {
                    lines.extend(show::position(r, scoring.as_ref()));
                    lines.extend(scoring.verdict().reasons.iter().map(|x| r.reason(x)));
                    lines.push(show::answer(r, game, &outcome.answer, &scoring.form()));
                }
                if let Some(next) = &next {
                    lines.extend(show::fields(r, game, &next.standing()));
                }
                for line in lines.iter().filter(|l| l.contains('⟨')) {
                    missing.insert(format!("{:?} {game:?} {line}", r.lang()));
                }
            }
        }
    }
    assert!(missing.is_empty(), "missing texts:\n{missing:#?}");
}

#[test]
fn a_watched_deal_is_the_same_for_the_same_seed_and_ends_with_its_result() {
    let dir = tempfile::tempdir().unwrap();
    for (game, options) in tables() {
        let mut args = vec!["play", game.token(), "--watch", "--seed", "11"];
        let players = options.players.map(|n| n.to_string());
        if let Some(n) = &players {
            args.extend(["--players", n]);
        }
        let run = || {
            let out = tutor(dir.path()).args(&args).output().unwrap();
            assert!(out.status.success(), "{game:?}: {out:?}");
            String::from_utf8(out.stdout).unwrap()
        };
        let first = run();
        assert_eq!(first, run(), "{game:?}: the same seed gives the same deal");
        assert!(first.contains("The deal is over."), "{game:?}: {first}");
        assert!(first.contains("Result: "), "{game:?}: {first}");
        assert!(!first.contains('⟨'), "{game:?}: a missing text: {first}");
    }
}

/// Whitespace taken out, so that wrapped lines compare with the texts they wrap (a
/// Japanese line may break anywhere).
fn folded(text: &str) -> String {
    text.split_whitespace().collect()
}

/// The lines a learner at seat 0 types for a whole deal, worked out by playing the same
/// deal here (the same seed deals the same cards and the computer players draw on the
/// same generator): at every decision where the hand holds a card the rules forbid, that
/// card first, then the first legal action. Returns the input, the refusals' reasons and
/// the deal's outcome.
fn scripted_deal(
    game: Game,
    options: &TableOptions,
    seed: u64,
) -> (
    String,
    Vec<tricktutor::rules::Reason>,
    tricktutor::rules::table::Outcome,
) {
    let mut rng = Rng::new(seed);
    let mut table = new_table(game, options, &mut rng).unwrap();
    let mut input = String::new();
    let mut refusals = Vec::new();
    let mut routine = Routine::default();
    while let Some(seat) = table.to_act() {
        if seat != 0 {
            let act = table.computer(&mut rng).unwrap();
            table.act(&act).unwrap();
            continue;
        }
        // The passes the table takes for the learner without asking.
        if let Some(pass) = routine.pass(table.as_ref()) {
            table.act(&pass).unwrap();
            continue;
        }
        let legal = table.legal();
        let forbidden = table.hand(0).into_iter().find(|&card| {
            legal.iter().any(|a| a.verb == "play")
                && !legal.iter().any(|a| {
                    a.verb == "play"
                        && a.arg.to_string().split('@').next() == Some(&card.to_string())
                })
        });
        if let Some(card) = forbidden {
            let mut probe = table.clone();
            let reason = probe
                .act(&tricktutor::rules::table::Act::play(0, card))
                .expect_err("a card outside the legal plays is refused");
            refusals.push(reason);
            input.push_str(&format!("{card}\n"));
        }
        // Passing where one may (a round of announcements), else the first legal action.
        let act = first_or_pass(&legal);
        input.push_str(&typed_forms(&act)[0]);
        input.push('\n');
        routine.chose(&act, declined(table.as_ref()));
        table.act(&act).unwrap();
    }
    (input, refusals, table.outcome().unwrap())
}

/// Passing when it is legal, else the first legal action.
fn first_or_pass(legal: &[tricktutor::rules::table::Act]) -> tricktutor::rules::table::Act {
    let pass = legal.iter().find(|a| a.verb == "pass");
    pass.unwrap_or(&legal[0]).clone()
}

#[test]
fn a_deal_through_a_pipe_refuses_an_illegal_play_with_its_reason_and_ends_scored() {
    let dir = tempfile::tempdir().unwrap();
    for (game, options) in tables() {
        for (lang, seed) in [(Lang::EN, 21), (Lang::JA, 22)] {
            let r = Renderer::new(Texts::load(lang, |_| true, &[]), CardStyle::Ascii);
            let (input, refusals, outcome) = scripted_deal(game, &options, seed);
            let mut args = vec![
                "--ascii".to_string(),
                "--lang".into(),
                r.lang().code().into(),
                "play".into(),
                game.token().into(),
                "--seed".into(),
                seed.to_string(),
            ];
            if let Some(n) = options.players {
                args.extend(["--players".into(), n.to_string()]);
            }
            let out = tutor(dir.path())
                .args(&args)
                .write_stdin(format!("{input}q\n"))
                .output()
                .unwrap();
            assert!(out.status.success(), "{game:?}: {out:?}");
            let shown = folded(&String::from_utf8(out.stdout).unwrap());
            for reason in &refusals {
                let text = folded(&r.reason(reason));
                assert!(
                    shown.contains(&text),
                    "{game:?} {lang:?}: refusal {text:?} not in {shown}"
                );
            }
            let over = folded(&r.t("table-deal-over"));
            assert!(shown.contains(&over), "{game:?} {lang:?}: {shown}");
            for reason in &outcome.reasons {
                let text = folded(&r.reason(reason));
                assert!(
                    shown.contains(&text),
                    "{game:?} {lang:?}: {text:?} not in {shown}"
                );
            }
        }
    }
}

#[test]
fn a_recorded_deal_judges_and_replays_to_the_result_the_table_gave() {
    let dir = tempfile::tempdir().unwrap();
    for (game, options) in tables() {
        let record = dir.path().join(format!("{}.yaml", game.token()));
        let mut args = vec![
            "play".to_string(),
            game.token().into(),
            "--watch".into(),
            "--seed".into(),
            "5".into(),
            "--record".into(),
            record.display().to_string(),
        ];
        if let Some(n) = options.players {
            args.extend(["--players".into(), n.to_string()]);
        }
        let watched = tutor(dir.path()).args(&args).output().unwrap();
        assert!(watched.status.success(), "{game:?}: {watched:?}");
        let watched = String::from_utf8(watched.stdout).unwrap();
        // The record holds the result the table announced; judge agrees with it.
        let text = std::fs::read_to_string(&record).unwrap();
        assert!(text.contains("kind: deal"), "{text}");
        let judged = tutor(dir.path())
            .arg("judge")
            .arg(&record)
            .output()
            .unwrap();
        let judged_out = String::from_utf8(judged.stdout).unwrap();
        assert!(
            judged.status.success() && judged_out.trim_end().ends_with("1 passed, 0 failed"),
            "{game:?}: {judged_out}"
        );
        // Replaying it tells the same deal to the same end.
        let replayed = tutor(dir.path())
            .arg("replay")
            .arg(&record)
            .output()
            .unwrap();
        assert!(replayed.status.success(), "{game:?}: {replayed:?}");
        let replayed = String::from_utf8(replayed.stdout).unwrap();
        let result = |out: &str| {
            out.lines()
                .find(|l| l.starts_with("Result: "))
                .map(str::to_string)
        };
        assert!(result(&watched).is_some(), "{game:?}: {watched}");
        assert_eq!(result(&watched), result(&replayed), "{game:?}");
        let tricks = |out: &str| out.lines().filter(|l| l.contains("Trick ")).count();
        assert_eq!(tricks(&watched), tricks(&replayed), "{game:?}");
    }
}

#[test]
fn an_illegal_action_in_a_record_is_found_and_a_malformed_one_located() {
    let dir = tempfile::tempdir().unwrap();
    // Seat 1 bids first although seat 0, the dealer's left, opens the auction.
    let hands = "{0: [spades-A, spades-K, spades-Q, spades-J, spades-10, spades-9, spades-8, spades-7, spades-6, spades-5, spades-4, spades-3, spades-2], \
1: [hearts-A, hearts-K, hearts-Q, hearts-J, hearts-10, hearts-9, hearts-8, hearts-7, hearts-6, hearts-5, hearts-4, hearts-3, hearts-2], \
2: [diamonds-A, diamonds-K, diamonds-Q, diamonds-J, diamonds-10, diamonds-9, diamonds-8, diamonds-7, diamonds-6, diamonds-5, diamonds-4, diamonds-3, diamonds-2], \
3: [clubs-A, clubs-K, clubs-Q, clubs-J, clubs-10, clubs-9, clubs-8, clubs-7, clubs-6, clubs-5, clubs-4, clubs-3, clubs-2]}";
    let set = format!(
        "game: rikken\ncases:\n  - id: out-of-turn\n    kind: deal\n    position:\n      hands: {hands}\n      actions:\n        - {{seat: 0, bid: pass}}\n        - {{seat: 2, bid: pass}}\n    answer: {{illegal: 1}}\n  - id: a-typo\n    kind: deal\n    position:\n      hands: {hands}\n      actions:\n        - {{seat: 0, bidd: pass}}\n"
    );
    let path = dir.path().join("records.yaml");
    std::fs::write(&path, set).unwrap();
    let out = tutor(dir.path()).arg("judge").arg(&path).output().unwrap();
    let (stdout, stderr) = (
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    );
    let all = format!("{stdout}{stderr}");
    // The typo is an error at its line and column (line 16, the key `bidd`), exit 2.
    assert_eq!(out.status.code(), Some(2), "{all}");
    assert!(all.contains("records.yaml:16:21:"), "{all}");
    assert!(all.contains("did you mean \"bid\""), "{all}");
    // The first case still agrees: the second action is the illegal one, and why.
    assert!(all.contains("out-of-turn: {illegal: 1}"), "{all}");
    assert!(
        all.contains("it is the turn of seat 1, not of seat 2"),
        "{all}"
    );
}

#[test]
fn a_watched_deal_fits_a_narrow_terminal_in_both_languages() {
    use unicode_width::UnicodeWidthStr;
    let dir = tempfile::tempdir().unwrap();
    for (game, options) in tables() {
        for lang in ["en", "ja"] {
            let mut args = vec![
                "--lang",
                lang,
                "play",
                game.token(),
                "--watch",
                "--seed",
                "3",
            ];
            let players = options.players.map(|n| n.to_string());
            if let Some(n) = &players {
                args.extend(["--players", n]);
            }
            let out = tutor(dir.path())
                .env("COLUMNS", "50")
                .args(&args)
                .output()
                .unwrap();
            assert!(out.status.success(), "{game:?} {lang}: {out:?}");
            let text = String::from_utf8(out.stdout).unwrap();
            for line in text.lines() {
                assert!(
                    line.width() <= 50,
                    "{game:?} {lang}: {} columns: {line}",
                    line.width()
                );
            }
        }
    }
}

/// Runs `play GAME --seed SEED` in English through a pipe with `input`; what it showed,
/// without white space.
fn piped(game: &str, seed: u64, input: &str) -> String {
    folded(&piped_lines(game, seed, input))
}

/// The same, as shown.
fn piped_lines(game: &str, seed: u64, input: &str) -> String {
    let dir = tempfile::tempdir().unwrap();
    let out = tutor(dir.path())
        .args(["--ascii", "--lang", "en", "play", game, "--seed"])
        .arg(seed.to_string())
        .write_stdin(input.to_string())
        .output()
        .unwrap();
    assert!(out.status.success(), "{out:?}");
    String::from_utf8(out.stdout).unwrap()
}

#[test]
fn an_action_typed_that_is_not_legal_now_is_refused_with_the_engines_reason() {
    // Gaigel, before the first card: no card has been played, so team B's deadline has
    // not passed and a claim is not allowed (8.5 rule 4). It is an action of the game, so
    // the referee refuses it with that rule; text that names no action is not understood.
    let shown = piped("gaigel", 1, "claim\nbid rik\nq\n");
    let refused =
        "Not allowed: a claim against team B is allowed only once its deadline has passed";
    assert!(shown.contains(&folded(refused)), "{shown}");
    assert!(
        shown.contains(&folded("“bid rik” is no action of this game")),
        "{shown}"
    );
    assert!(!shown.contains(&folded("? claim")), "{shown}");
}

#[test]
fn a_typed_action_reads_as_the_records_notation() {
    use tricktutor::rules::table::{typed_acts, Act, ActArg};
    let table = new_table(Game::Perlaggen, &TableOptions::default(), &mut Rng::new(1)).unwrap();
    let acts = |text: &str| typed_acts(Game::Perlaggen, table.verbs(), 1, text);
    let card = |t: &str| Game::Perlaggen.deck().parse_card(t).unwrap();
    // A card alone is a play, or a card shown in Perlaggen's show (the one legal then).
    let baptised = ActArg::Baptised {
        card: card("bells-O"),
        identity: card("hearts-A"),
    };
    assert_eq!(
        acts("bells-O@hearts-A"),
        vec![
            Act::new(1, "play", baptised.clone()),
            Act::new(1, "reveal", baptised)
        ]
    );
    assert_eq!(acts("hearts-a"), vec![Act::play(1, card("hearts-A"))]);
    assert_eq!(acts("cut 3"), vec![Act::new(1, "cut", ActArg::Int(3))]);
    assert_eq!(acts("cut 40"), vec![]);
    // A number alone is a place in the menu, never an argument without its verb.
    assert_eq!(acts("5"), vec![]);
    // A figure alone fits every verb that takes one, in the game's order of verbs.
    let verbs: Vec<&str> = acts("gleich").iter().map(|a| a.verb).collect();
    assert_eq!(verbs, ["bet", "raise", "hold", "concede", "contest"]);
    assert_eq!(acts("hello"), vec![]);
}

#[test]
fn a_wild_card_typed_in_full_is_the_whole_play_in_one_line() {
    // Seed 2: seat 0 leads with acorns-7, a wild card, in hand; typed as
    // `acorns-7@hearts-A` it is played as the hearts Ace at once, not asked about again.
    let shown = piped("perlaggen", 2, "acorns-7@hearts-A\nq\n");
    assert!(
        shown.contains(&folded("you (seat 0): acorns-7 as hearts-A")),
        "{shown}"
    );
    assert!(!shown.contains(&folded("Play it as>")), "{shown}");
}

#[test]
fn a_trick_the_learner_takes_reads_you_take() {
    // Seat 0 plays the first legal action every time; of the ten tricks of a Marglia deal
    // some go to seat 0, and each is "you (seat 0) take", never "takes".
    let (input, _, _) = scripted_deal(Game::Marglia, &TableOptions::default(), 22);
    let shown = piped_lines("marglia", 22, &format!("{input}q\n"));
    assert!(shown.contains(": you (seat 0) take "), "{shown}");
    assert!(!shown.contains("you (seat 0) takes"), "{shown}");
    assert!(shown.contains(": seat 1 takes "), "{shown}");
}

#[test]
fn every_line_of_a_situation_has_its_own_label_in_both_languages() {
    // After a Perlaggen exchange the turned card and the card laid on the stock for it
    // are two lines: a player must tell them apart by their labels.
    let texts = [Lang::EN, Lang::JA]
        .map(|lang| Renderer::new(Texts::load(lang, |_| true, &[]), CardStyle::Ascii));
    let mut exchanges = 0;
    for (game, options) in tables() {
        let mut rng = Rng::new(3);
        for _ in 0..15 {
            let mut table = new_table(game, &options, &mut rng).unwrap();
            while let Some(act) = table.computer(&mut rng) {
                table.act(&act).unwrap();
                let seat = table.to_act().unwrap_or(0);
                // A line per seat (the cards each seat played) names its seat after the label.
                let mut fields = table.situation(seat);
                fields.retain(|(_, f)| !matches!(f, tricktutor::rules::Field::AtSeat(..)));
                exchanges += fields.iter().any(|(n, _)| *n == "exchanged_by") as usize;
                for r in &texts {
                    let colon = r.t("label-colon");
                    let labels: Vec<String> = show::fields(r, game, &fields)
                        .iter()
                        // A value wrapped goes on under its label, indented further.
                        .filter(|l| {
                            !l.strip_prefix("  ")
                                .unwrap_or(l)
                                .starts_with(char::is_whitespace)
                        })
                        .filter_map(|l| Some(l.split_once(colon.trim())?.0.trim().to_string()))
                        .collect();
                    let distinct: BTreeSet<&String> = labels.iter().collect();
                    assert_eq!(distinct.len(), labels.len(), "{game:?}: {labels:?}");
                }
            }
        }
    }
    assert!(exchanges > 0, "no Perlaggen exchange in the deals tried");
}

/// A Rikken record of a later deal: Troela bid and passed round, on the hands of
/// `lessons/DEALS.md`'s example, as deal 2 with the chips of deal 1.
const RIKKEN_SECOND_DEAL: &str = "game: rikken
cases:
  - id: second
    kind: deal
    position:
      hands:
        0: [hearts-A, diamonds-A, clubs-A, spades-K, spades-Q, spades-J, spades-10, spades-9, spades-8, spades-7, spades-6, spades-5, spades-4]
        1: [spades-A, spades-3, spades-2, hearts-K, hearts-Q, hearts-J, hearts-10, hearts-9, hearts-8, hearts-7, hearts-6, hearts-5, hearts-4]
        2: [hearts-3, hearts-2, diamonds-K, diamonds-Q, diamonds-J, diamonds-10, diamonds-9, diamonds-8, diamonds-7, diamonds-6, diamonds-5, diamonds-4, diamonds-3]
        3: [diamonds-2, clubs-K, clubs-Q, clubs-J, clubs-10, clubs-9, clubs-8, clubs-7, clubs-6, clubs-5, clubs-4, clubs-3, clubs-2]
      deal_number: 2
      chips_before_deal: [5, -5, 7, -7]
      actions: [{seat: 0, bid: troela}, {seat: 1, bid: pass}, {seat: 2, bid: pass}, {seat: 3, bid: pass}]
    answer: unfinished
";

#[test]
fn a_rikken_record_carries_the_chips_of_the_deals_before_it() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("second.yaml");
    std::fs::write(&file, RIKKEN_SECOND_DEAL).unwrap();
    let judged = tutor(dir.path()).arg("judge").arg(&file).output().unwrap();
    assert!(judged.status.success(), "{judged:?}");
    let replayed = tutor(dir.path())
        .args(["--ascii", "replay"])
        .arg(&file)
        .output()
        .unwrap();
    let shown = String::from_utf8(replayed.stdout).unwrap();
    assert!(
        shown.contains("Chips so far:    seat 0 5 - seat 1 -5 - seat 2 7 - seat 3 -7"),
        "{shown}"
    );
    // Without the fields, an old record is still a first deal with no chips.
    let old = RIKKEN_SECOND_DEAL
        .replace("      deal_number: 2\n", "")
        .replace("      chips_before_deal: [5, -5, 7, -7]\n", "");
    std::fs::write(&file, old).unwrap();
    let judged = tutor(dir.path()).arg("judge").arg(&file).output().unwrap();
    assert!(judged.status.success(), "{judged:?}");
    // A chip count for each of the four seats, or a located error.
    let bad = RIKKEN_SECOND_DEAL.replace("[5, -5, 7, -7]", "[5, -5, 7]");
    std::fs::write(&file, bad).unwrap();
    let judged = tutor(dir.path()).arg("judge").arg(&file).output().unwrap();
    assert_eq!(judged.status.code(), Some(2));
    let errors = String::from_utf8(judged.stderr).unwrap();
    assert!(errors.contains("second.yaml:12:26"), "{errors}");
}

#[test]
fn a_later_deal_is_numbered_and_written_with_its_standing() {
    // A session's second Rikken deal knows its number and the chips so far, and writes
    // both in its record.
    let mut rng = Rng::new(5);
    let mut first = new_table(Game::Rikken, &TableOptions::default(), &mut rng).unwrap();
    assert_eq!(first.deal_number(), Some(1));
    assert!(!first.setup_yaml().contains("deal_number"));
    tricktutor::rules::table::self_play(first.as_mut(), &mut rng);
    let second = first.next_deal(&mut rng).unwrap();
    assert_eq!(second.deal_number(), Some(2));
    let yaml = second.setup_yaml();
    assert!(yaml.contains("deal_number: 2\n"), "{yaml}");
}

#[test]
fn a_rikken_call_names_its_parts_in_both_languages() {
    use tricktutor::rules::table::{Act, ActArg};
    let called = Game::Rikken.deck().parse_card("hearts-A").unwrap();
    let call = Act::new(
        3,
        "call",
        ActArg::Parts(vec![
            ("trump", ActArg::Token("diamonds")),
            ("card", ActArg::Card(called)),
        ]),
    );
    for (lang, words) in [
        (Lang::EN, ["trumps", "called card"]),
        (Lang::JA, ["切札", "指定カード"]),
    ] {
        let r = Renderer::new(Texts::load(lang, |_| true, &[]), CardStyle::Ascii);
        let text = act_text(&r, Game::Rikken, &call);
        assert!(words.iter().all(|w| text.contains(w)), "{text}");
        assert!(!text.contains("trump "), "{text}");
    }
}

#[test]
fn between_deals_the_learner_is_told_the_seat_he_moves_to() {
    // Rikken passes the deal to the left (5): the learner at seat 0 sits at seat 3 in the
    // next deal, whose standing is numbered so.
    let (input, _, _) = scripted_deal(Game::Rikken, &TableOptions::default(), 4);
    let shown = piped_lines("rikken", 4, &format!("{input}2\n"));
    assert!(
        shown.contains("The deal has passed on: in the next deal you are seat 3."),
        "{shown}"
    );
}

#[test]
fn the_end_of_a_deal_gives_each_reason_once() {
    // Perlaggen, seed 4, the learner answering 1, 2, 3, ... in turn: the Gleich and the
    // Hanger are conceded to team B, then the Spiel to team A, which ends the deal. The
    // ending lists the figures' scores, which the scoring question gives too: once each.
    let input: String = (0..300)
        .flat_map(|_| 1..14)
        .map(|n| format!("{n}\n"))
        .collect();
    let shown = piped_lines("perlaggen", 4, &input);
    let end = &shown[shown.find("The deal is over").unwrap()..];
    assert_eq!(
        end.matches("team B scores 3 for the Gleich (conceded)")
            .count(),
        1,
        "{end}"
    );
    let reasons: Vec<&str> = end.lines().filter(|l| l.starts_with("  • ")).collect();
    let distinct: BTreeSet<&&str> = reasons.iter().collect();
    assert_eq!(distinct.len(), reasons.len(), "{end}");
}

#[test]
fn a_gaigel_learner_is_asked_in_a_round_only_where_something_is_new() {
    // A knock is allowed in every announcement round whatever the total (8.1), a claim
    // in nearly every one after the first card (8.5): asked at each of his places, the
    // learner answered "pass" dozens of times a deal. He is asked at the first round, and
    // again only once a total his knock or claim depends on has changed (or a
    // declaration is open); the other places pass by themselves, told in one line.
    let seed = 7;
    let (input, _, _) = scripted_deal(Game::Gaigel, &TableOptions::default(), seed);
    // Every place of seat 0 where more than passing is legal, as the table asked before.
    let mut rng = Rng::new(seed);
    let mut table = new_table(Game::Gaigel, &TableOptions::default(), &mut rng).unwrap();
    let mut places = 0;
    let mut passes_with_a_knock = 0;
    while let Some(seat) = table.to_act() {
        let legal = table.legal();
        let act = match seat {
            0 => first_or_pass(&legal),
            _ => table.computer(&mut rng).unwrap(),
        };
        if seat == 0 && legal.len() > 1 {
            places += 1;
            passes_with_a_knock += legal.iter().any(|a| a.verb == "knock") as usize;
        }
        table.act(&act).unwrap();
    }
    let shown = piped_lines("gaigel", seed, &format!("{input}q\n"));
    let prompts = shown.matches("Your move>").count();
    assert!(
        prompts * 2 < places,
        "{prompts} prompts for {places} places: {shown}"
    );
    assert!(passes_with_a_knock > 10, "{passes_with_a_knock}");
    assert!(
        shown.contains("announcement rounds (nothing new to announce)"),
        "{shown}"
    );
    // The first round asks, with passing first and the knock offered.
    let first = &shown[..shown.find("Your move>").unwrap()];
    assert!(
        first.contains("1) pass\n  2) knock (declare 101)"),
        "{first}"
    );
    assert!(shown.contains("The deal is over."), "{shown}");
}

#[test]
fn a_gaigel_learner_may_knock_at_the_first_round() {
    let shown = piped("gaigel", 7, "knock\n");
    assert!(
        shown.contains(&folded("you (seat 0): knock (declare 101)")),
        "{shown}"
    );
    assert!(shown.contains(&folded("The deal is over.")), "{shown}");
    // The result names each of its numbers: the carry into the next deal too.
    assert!(
        shown.contains(&folded("carried to the next deal 0")),
        "{shown}"
    );
    assert!(!shown.contains("carry_next"), "{shown}");
}

#[test]
fn a_marglia_deal_lists_each_sides_tricks_under_one_heading() {
    // Every trick a side took is a line of its own under "Tricks of side A", which heads
    // the list once (4 players, 10 tricks: both sides took some in this deal).
    let (input, _, _) = scripted_deal(Game::Marglia, &TableOptions::default(), 3);
    let shown = piped_lines("marglia", 3, &format!("{input}2\n"));
    let end = &shown[shown.find("The deal is over.").unwrap()..];
    assert_eq!(end.matches("Tricks of side A:").count(), 1, "{end}");
    assert_eq!(end.matches("Tricks of side B:").count(), 1, "{end}");
    // The ten tricks, four cards each, one line each (the headings' lines included).
    let trick_lines = end
        .lines()
        .filter(|l| l.matches(" -> ").count() == 3)
        .count();
    assert_eq!(trick_lines, 10, "{end}");
}

#[test]
fn a_solo_maniglia_deal_ends_with_each_seats_points_by_name() {
    // Three players alone: no deal score, each seat's card points with its frillo tricks
    // (Whole deals point 4), labelled by seat and adding up to 60 plus the frillo tricks.
    let options = TableOptions { players: Some(3) };
    let (input, _, outcome) = scripted_deal(Game::Maniglia, &options, 5);
    let dir = tempfile::tempdir().unwrap();
    let out = tutor(dir.path())
        .args([
            "--ascii",
            "play",
            "maniglia",
            "--players",
            "3",
            "--seed",
            "5",
        ])
        .write_stdin(input)
        .output()
        .unwrap();
    let shown = String::from_utf8(out.stdout).unwrap();
    let result = shown.lines().find(|l| l.starts_with("Result: ")).unwrap();
    let tricktutor::rules::Answer::IntList(points) = outcome.answer else {
        panic!("{:?}", outcome.answer)
    };
    let expected = format!(
        "Result: seat 0 {} - seat 1 {} - seat 2 {}",
        points[0], points[1], points[2]
    )
    .replace(' ', "");
    assert_eq!(result.replace([' ', '\u{a0}'], ""), expected, "{shown}");
    assert!(!result.contains('['), "{result}");
    // No game is kept for players alone: the deal is not said to end one.
    assert!(shown.contains("That deal stood alone"), "{shown}");
    assert!(!shown.contains("The game is over."), "{shown}");
}

#[test]
fn the_tables_help_gives_a_card_of_the_learners_own_hand_as_its_example() {
    // Maniglia's Latin suits, the Vier-Anderle tarot and Perlaggen's German suits have no
    // `hearts-A` (or spell it otherwise): the example is a card of the learner's hand.
    for (game, seed) in [
        ("maniglia", 5),
        ("vier-anderle", 2),
        ("perlaggen", 2),
        ("marglia", 3),
    ] {
        let shown = piped_lines(game, seed, "q\n");
        let hand = shown
            .lines()
            .find_map(|l| l.trim().strip_prefix("Your hand: "))
            .unwrap_or_else(|| panic!("{game}: {shown}"));
        let help = folded(&shown[shown.find("Choose an action").unwrap()..]);
        let example = help
            .split_once("acardlike")
            .and_then(|(_, rest)| rest.split(['(', ')', ',']).next())
            .unwrap_or_else(|| panic!("{game}: {help}"));
        assert!(
            hand.split_whitespace().any(|c| c == example),
            "{game}: {example} is not in {hand}"
        );
        assert!(
            !help.contains("hearts-A") || hand.contains("hearts-A"),
            "{game}: {help}"
        );
    }
}

/// A record of the second deal of a session of `game` (computer players at every seat),
/// as `play --record` writes it: the setup's lines, then the actions.
fn second_deal_record(game: Game, seed: u64) -> String {
    use tricktutor::rules::table::self_play;
    let mut rng = Rng::new(seed);
    let mut first = new_table(game, &TableOptions::default(), &mut rng).unwrap();
    assert_eq!(first.deal_number(), Some(1), "{game:?}");
    assert!(!first.setup_yaml().contains("deal_number"), "{game:?}");
    self_play(first.as_mut(), &mut rng);
    let mut second = first.next_deal(&mut rng).unwrap();
    assert_eq!(second.deal_number(), Some(2), "{game:?}");
    self_play(second.as_mut(), &mut rng);
    let setup: String = second
        .setup_yaml()
        .lines()
        .map(|l| format!("      {l}\n"))
        .collect();
    let actions: Vec<String> = second.actions().iter().map(|a| a.to_string()).collect();
    format!(
        "game: {}\ncases:\n  - id: second\n    kind: deal\n    position:\n{setup}      actions: [{}]\n",
        game.token(),
        actions.join(", ")
    )
}

#[test]
fn a_later_gaigel_perlaggen_or_vier_anderle_deal_is_recorded_replayed_and_checked_with_its_number()
{
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("second.yaml");
    for game in [Game::Gaigel, Game::Perlaggen, Game::VierAnderle] {
        let record = second_deal_record(game, 9);
        assert!(
            record.contains("      deal_number: 2\n"),
            "{game:?}: {record}"
        );
        std::fs::write(&file, &record).unwrap();
        let judged = tutor(dir.path()).arg("judge").arg(&file).output().unwrap();
        assert!(judged.status.success(), "{game:?}: {judged:?}");
        let checked = tutor(dir.path()).arg("check").arg(&file).output().unwrap();
        assert!(checked.status.success(), "{game:?}: {checked:?}");
        // The line and column of the number, 1-based: after `      deal_number: `.
        let line = record[..record.find("deal_number").unwrap()]
            .lines()
            .count();
        let place = format!("second.yaml:{line}:20");
        for bad in ["0", "two"] {
            let wrong = record.replace("deal_number: 2", &format!("deal_number: {bad}"));
            std::fs::write(&file, wrong).unwrap();
            let judged = tutor(dir.path()).arg("judge").arg(&file).output().unwrap();
            assert_eq!(judged.status.code(), Some(2), "{game:?} {bad}: {judged:?}");
            let errors = String::from_utf8(judged.stderr).unwrap();
            assert!(errors.contains(&place), "{game:?} {bad}: {errors}");
            let checked = tutor(dir.path()).arg("check").arg(&file).output().unwrap();
            assert_eq!(
                checked.status.code(),
                Some(1),
                "{game:?} {bad}: {checked:?}"
            );
            let shown = String::from_utf8_lossy(&checked.stdout).to_string()
                + &String::from_utf8_lossy(&checked.stderr);
            assert!(shown.contains(&place), "{game:?} {bad}: {shown}");
        }
    }
    // Replayed, a later deal is headed with its number.
    for game in [Game::Gaigel, Game::VierAnderle, Game::Perlaggen] {
        std::fs::write(&file, second_deal_record(game, 9)).unwrap();
        let replayed = tutor(dir.path())
            .args(["--ascii", "replay"])
            .arg(&file)
            .write_stdin("\n".repeat(20))
            .output()
            .unwrap();
        let shown = String::from_utf8(replayed.stdout).unwrap();
        assert!(shown.contains(" - deal 2 - second - "), "{game:?}: {shown}");
    }
}

#[test]
fn the_legal_actions_come_in_the_hands_order_and_each_reason_once() {
    // Marglia, seed 3: seat 0 leads spades-Q; trick 2 is led with hearts, of which seat 0
    // holds four. The other five cards are refused by the one rule of following suit
    // (6.1): one line, its cards in the hand's order; the legal hearts in that order too.
    let shown = piped_lines("marglia", 3, "1\n?\nq\n");
    let listed = &shown[shown.find("Legal now:").unwrap()..];
    let listed = &listed[..listed.find("Your move>").unwrap()];
    let legal: Vec<&str> = listed
        .lines()
        .filter_map(|l| l.trim().strip_prefix("* "))
        .collect();
    assert_eq!(
        legal,
        ["hearts-7", "hearts-6", "hearts-4", "hearts-3"],
        "{listed}"
    );
    let refused = folded(listed);
    assert_eq!(refused.matches("mustfollowsuit").count(), 1, "{listed}");
    assert!(
        refused.contains("xspades-5spades-2clubs-Jclubs-Qclubs-5-youholdHearts"),
        "{listed}"
    );
}

#[test]
fn a_scripted_gaigel_deal_tells_the_learners_recorded_passes_in_one_line_each_run() {
    // The capstone's record passes for the learner at seat 1 in every round where he
    // announces nothing (DEALS.md): a run of them is one line before his next move.
    let dir = tempfile::tempdir().unwrap();
    let marriage = "marriage [acorns-K, acorns-O]";
    let input = format!(
        "pass\n{marriage}\ntrump-seven-exchange\nhearts-A\nleaves-K\nleaves-O\nknock\n116\n0 1 0\n{marriage}\nleaves-O\n"
    );
    let out = tutor(dir.path())
        .args(["--ascii", "learn", "gaigel/whole-deal"])
        .write_stdin(input)
        .output()
        .unwrap();
    let shown = String::from_utf8(out.stdout).unwrap();
    let single = shown
        .lines()
        .filter(|l| l.trim() == "you (seat 1): pass")
        .count();
    assert_eq!(single, 0, "{shown}");
    // Trick 1: seat 0 leads after the first round; the learner passed in it and in the
    // round between seat 0's card and his own.
    assert!(
        shown.contains("  seat 0: acorns-U\n  you (seat 1): passed in 2 announcement rounds\n  you (seat 1): acorns-7\n"),
        "{shown}"
    );
}

#[test]
fn a_replayed_gaigel_deal_shows_a_round_where_everyone_passes_as_one_line() {
    // Every player is asked in every announcement round (6.3), so a Gaigel record holds
    // four passes a round: replayed, a round where all four pass is one line.
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("second.yaml");
    let record = second_deal_record(Game::Gaigel, 9);
    let passes = record.matches("pass: true").count();
    std::fs::write(&file, &record).unwrap();
    let replayed = tutor(dir.path())
        .args(["--ascii", "replay"])
        .arg(&file)
        .write_stdin("\n".repeat(20))
        .output()
        .unwrap();
    let shown = String::from_utf8(replayed.stdout).unwrap();
    assert!(shown.contains("\n  everyone passes\n"), "{shown}");
    let lines = shown
        .lines()
        .filter(|l| l.ends_with(": pass") || l.contains("everyone passes"))
        .count();
    assert!(
        passes >= 8 && lines * 3 < passes,
        "{lines} lines for {passes} passes: {shown}"
    );
}

#[test]
fn a_lessons_later_deal_is_headed_with_its_number_or_with_none() {
    // Vier-Anderle's capstone plays the deal after its in/out deal: deal 2. Perlaggen's
    // starts from scores of 6 and 9, a later deal whose record gives no number: headed
    // without one rather than as deal 1.
    for (game, header, not) in [
        (
            Game::VierAnderle,
            "-- Vier-Anderle - deal 2 - 4 players - you are seat 0 --",
            "Vier-Anderle - deal 1 - 4 players - you are seat 0",
        ),
        (
            Game::Perlaggen,
            "-- Perlaggen - 4 players - you are seat 1 --",
            "Perlaggen - deal 1",
        ),
    ] {
        let (input, _) = crate::cli::right_answers(game, "whole-deal");
        let dir = tempfile::tempdir().unwrap();
        let target = format!("{}/whole-deal", game.token());
        let out = tutor(dir.path())
            .args(["--ascii", "learn", &target])
            .write_stdin(input)
            .output()
            .unwrap();
        let shown = String::from_utf8(out.stdout).unwrap();
        assert!(shown.contains(header), "{game:?}: {shown}");
        assert!(!shown.contains(not), "{game:?}: {shown}");
    }
}
