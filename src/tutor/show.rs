//! How things look on screen: cards (colored when colors are on), positions, pages,
//! answers. Every text from a lesson goes through `Renderer::inert` first.
//!
//! Labels are looked up per game first (`field-rikken-declarer`), then shared
//! (`field-trick`): games use the same field and token names with different meanings.

use super::wrap;
use crate::cards::{Card, Suit};
use crate::i18n::{join_list, Renderer};
use crate::rules::{Answer, AnswerForm, Field, Game, ListShape, Question, Reason, TrickCard};
use console::style;
use fluent::FluentArgs;

/// Between a name and its value (`seat 0 pass`, `team A 3`): a space no line breaks at, so
/// that a wrapped row never parts a value from what it counts.
const NBSP: char = '\u{a0}';

/// A card label, red for hearts and bells/diamonds.
pub fn card(r: &Renderer, c: Card) -> String {
    let label = r.card(c);
    match c.suit {
        Suit::Hearts | Suit::Bells | Suit::Diamonds => style(label).red().bold().to_string(),
        _ => style(label).bold().to_string(),
    }
}

/// A card of a trick: by its face, face down, or a wild card with what it stands for.
pub fn trick_card(r: &Renderer, c: TrickCard) -> String {
    match c {
        TrickCard::Face(c) => card(r, c),
        TrickCard::FaceDown => style(r.t("card-face-down")).dim().to_string(),
        TrickCard::Baptised { card: c, identity } => {
            let mut args = FluentArgs::new();
            args.set("card", card(r, c));
            args.set("identity", card(r, identity));
            r.get("card-baptised", &args)
        }
    }
}

pub fn cards(r: &Renderer, cs: &[Card]) -> String {
    if cs.is_empty() {
        return r.t("position-none");
    }
    cs.iter()
        .map(|&c| card(r, c))
        .collect::<Vec<_>>()
        .join("  ")
}

fn yes_no(r: &Renderer, b: bool) -> String {
    r.t(if b { "answer-yes" } else { "answer-no" })
}

/// The message `<prefix>-<game>-<name>`, else the same for the game's family (Maniglia
/// shares Marglia's labels), else `<prefix>-<name>`, else `None`.
fn scoped(r: &Renderer, prefix: &str, game: Game, name: &str) -> Option<String> {
    for g in [game.token(), game.family()] {
        let own = format!("{prefix}-{g}-{name}");
        if r.texts.has(&own) {
            return Some(r.t(&own));
        }
    }
    let shared = format!("{prefix}-{name}");
    r.texts.has(&shared).then(|| r.t(&shared))
}

/// A token (`marriage`, `rik`, `none`) in words, or as written when it has no message.
pub fn token(r: &Renderer, game: Game, t: &str) -> String {
    scoped(r, "token", game, t).unwrap_or_else(|| t.to_string())
}

/// Some seats: "seat 0, seat 2"; "none" for an empty list.
pub fn seats(r: &Renderer, v: &[u8]) -> String {
    if v.is_empty() {
        return r.t("position-none");
    }
    let names: Vec<String> = v.iter().map(|&s| seat(r, s as i64)).collect();
    join_list(r, &names)
}

/// Identity patterns in words: "any card", "a ♠ Leaves card or a ♦ Bells card".
pub fn patterns(r: &Renderer, p: &[&str]) -> String {
    if p.contains(&"*") {
        return r.t("pattern-any");
    }
    let suits: Vec<String> = p
        .iter()
        .filter_map(|t| t.strip_suffix("-*"))
        .filter_map(|t| crate::cards::Deck::Perlaggen.parse_suit(t).ok())
        .map(|s| suit(r, s))
        .collect();
    let mut args = FluentArgs::new();
    match suits.as_slice() {
        [one] => {
            args.set("suit", one.clone());
            r.get("pattern-suit", &args)
        }
        [first, second, ..] => {
            args.set("first", first.clone());
            args.set("second", second.clone());
            r.get("pattern-suits", &args)
        }
        [] => r.t("position-none"),
    }
}

/// A field's value as one line of text.
pub fn field(r: &Renderer, game: Game, f: &Field) -> String {
    field_value(r, game, f)
}

/// A seat at the table: "seat 2" (its words never parted at the end of a line).
pub fn seat(r: &Renderer, s: i64) -> String {
    let mut args = FluentArgs::new();
    args.set("seat", s);
    r.get("seat-label", &args).replace(' ', &NBSP.to_string())
}

fn field_value(r: &Renderer, game: Game, f: &Field) -> String {
    match f {
        Field::Cards(cs) => cards(r, cs),
        Field::Trick(cs) if cs.is_empty() => r.t("position-none"),
        Field::Trick(cs) => cs
            .iter()
            .map(|&c| trick_card(r, c))
            .collect::<Vec<_>>()
            .join(" → "),
        Field::Shown(cs) => cs
            .iter()
            .map(|&c| trick_card(r, c))
            .collect::<Vec<_>>()
            .join("  "),
        Field::Suit(s) => suit(r, *s),
        Field::Suits(ss) if ss.is_empty() => r.t("position-none"),
        Field::Suits(ss) => {
            let names: Vec<String> = ss.iter().map(|&s| suit(r, s)).collect();
            join_list(r, &names)
        }
        Field::Bool(b) => yes_no(r, *b),
        Field::Int(n) => n.to_string(),
        Field::Token(t) => token(r, game, t),
        Field::Team(t) => r.team(*t),
        Field::PerTeam(p) => format!("A {} · B {}", p.a, p.b),
        Field::Melds(ms) if ms.is_empty() => r.t("position-none"),
        Field::Melds(ms) => ms
            .iter()
            .map(|(d, cs)| format!("{} ({})", token(r, game, d), cards(r, cs)))
            .collect::<Vec<_>>()
            .join("; "),
        Field::Seat(s) => seat(r, *s as i64),
        Field::PerSeat(v) => v
            .iter()
            .enumerate()
            .map(|(i, n)| match n {
                Some(n) => format!("{}{NBSP}{n}", seat(r, i as i64)),
                None => format!("{}{NBSP}{}", seat(r, i as i64), r.t("position-not-playing")),
            })
            .collect::<Vec<_>>()
            .join(" · "),
        Field::Seats(v) => seats(r, v),
        Field::Parts(parts) => parts
            .iter()
            .map(|(k, f)| {
                format!(
                    "{}{}{}",
                    field_label(r, game, k),
                    colon(r),
                    field_value(r, game, f)
                )
            })
            .collect::<Vec<_>>()
            .join(" · "),
        Field::AtSeat(s, f) => format!(
            "{}{}{}",
            seat(r, *s as i64),
            colon(r),
            field_value(r, game, f)
        ),
        Field::Counts(kv) => kv
            .iter()
            .map(|(k, v)| format!("{}{NBSP}{v}", token(r, game, k)))
            .collect::<Vec<_>>()
            .join(" · "),
        Field::Auction(calls) if calls.is_empty() => r.t("position-auction-empty"),
        Field::Auction(calls) => calls
            .iter()
            .map(|(s, c)| format!("{}{NBSP}{}", seat(r, *s as i64), token(r, game, c)))
            .collect::<Vec<_>>()
            .join(" → "),
    }
}

/// A suit with its symbol: `♥ Hearts`.
pub fn suit(r: &Renderer, s: Suit) -> String {
    let name = r.suit(s);
    match r.suit_mark(s) {
        Some(sym) => format!("{sym} {name}"),
        None => name,
    }
}

/// The label of a position field.
pub fn field_label(r: &Renderer, game: Game, name: &str) -> String {
    scoped(r, "field", game, name).unwrap_or_else(|| r.t(&format!("field-{name}")))
}

/// The position of a question, one field a line, labels aligned.
pub fn position(r: &Renderer, q: &dyn Question) -> Vec<String> {
    fields(r, q.game(), &q.fields())
}

/// Fields of a game, one a line, labels aligned (a position, the situation at the table).
/// A value too long for the renderer's width goes on under itself.
pub fn fields(r: &Renderer, game: Game, fields: &[(&'static str, Field)]) -> Vec<String> {
    let labels: Vec<String> = fields
        .iter()
        .map(|(name, _)| field_label(r, game, name))
        .collect();
    let w = labels.iter().map(|l| wrap::width(l)).max().unwrap_or(0);
    let colon = colon(r);
    let colon = colon.trim_end();
    let colon_w = wrap::width(colon) + 1;
    let cols = r.width.clamp(20, 100);
    let mut out = Vec::new();
    let mut before: Option<&str> = None;
    for ((name, f), label) in fields.iter().zip(labels) {
        // A field repeated (each trick a side took) heads its list once: the lines after
        // the first are its items, under the first one's value.
        let label = match before.replace(name) == Some(*name) {
            true => String::new(),
            false => format!("{label}{colon}"),
        };
        let head = format!("  {} ", wrap::fit(&label, w + colon_w));
        let line = format!("{}{}", style(&head).dim(), field_value(r, game, f));
        out.extend(wrap::hanging(&line, cols, wrap::width(&head)));
    }
    out
}

/// The colon after a label, as the language writes it (`label-colon`).
fn colon(r: &Renderer) -> String {
    r.colon()
}

/// A choice token (`A`, `B`, `none`, a bid, a seat number) as the learner reads it.
pub fn choice(r: &Renderer, game: Game, t: &str) -> String {
    if let Some(s) = scoped(r, "choice", game, t) {
        return s;
    }
    // Number keys are seats (chips per seat).
    if let Ok(n) = t.parse::<i64>() {
        return seat(r, n);
    }
    token(r, game, t)
}

/// A `(seat, token)` entry: "seat 0 Misère".
pub fn seated(r: &Renderer, game: Game, s: u8, t: &str) -> String {
    format!("{}{NBSP}{}", seat(r, s as i64), choice(r, game, t))
}

/// The label of a part of a record answer (`cards`, `blind`).
pub fn part(r: &Renderer, game: Game, key: &str) -> String {
    scoped(r, "part", game, key).unwrap_or_else(|| key.to_string())
}

/// The question that asks for a part of a record answer (its label if it has none).
pub fn part_question(r: &Renderer, game: Game, key: &str) -> String {
    scoped(r, "part", game, &format!("{key}-ask")).unwrap_or_else(|| part(r, game, key))
}

/// An answer in words: cards by label, an index as its card, yes/no, ...
pub fn answer(r: &Renderer, game: Game, a: &Answer, form: &AnswerForm) -> String {
    match (a, form) {
        (Answer::Cards(cs), _) => cards(r, cs),
        (Answer::Index(i), AnswerForm::OneCardOf(cs)) => match cs.get(*i) {
            Some(&c) => format!("{} ({})", trick_card(r, c), i + 1),
            None => i.to_string(),
        },
        (Answer::Index(i), _) => i.to_string(),
        (Answer::Int(n), _) => n.to_string(),
        (Answer::Bool(b), _) => yes_no(r, *b),
        (Answer::Choice(c), _) => choice(r, game, c),
        (Answer::Ints(kv), _) => kv
            .iter()
            .map(|(k, v)| format!("{}{NBSP}{v}", choice(r, game, k)))
            .collect::<Vec<_>>()
            .join(" · "),
        (Answer::Tokens(ts), _) if ts.is_empty() => r.t("position-none"),
        (Answer::Tokens(ts), _) => {
            let names: Vec<String> = ts.iter().map(|t| choice(r, game, t)).collect();
            join_list(r, &names)
        }
        (Answer::Seated { items, .. }, _) if items.is_empty() => r.t("position-none"),
        (Answer::Seated { items, .. }, _) => {
            let names: Vec<String> = items.iter().map(|(s, t)| seated(r, game, *s, t)).collect();
            join_list(r, &names)
        }
        (Answer::Record(parts), AnswerForm::Record(forms)) => parts
            .iter()
            .map(|(k, v)| {
                let f = forms
                    .iter()
                    .find(|(fk, _)| fk == k)
                    .map(|(_, f)| f.clone())
                    .unwrap_or(AnswerForm::Int);
                format!("{}{}{}", part(r, game, k), colon(r), answer(r, game, v, &f))
            })
            .collect::<Vec<_>>()
            .join(" · "),
        (Answer::Record(parts), _) => parts
            .iter()
            .map(|(k, v)| format!("{}{}{v}", part(r, game, k), colon(r)))
            .collect::<Vec<_>>()
            .join(" · "),
        (Answer::IntList(v), AnswerForm::IntList { shape, .. }) => match shape {
            ListShape::PerSeat => v
                .iter()
                .enumerate()
                .map(|(i, n)| format!("{}{NBSP}{n:+}", seat(r, i as i64)))
                .collect::<Vec<_>>()
                .join(" · "),
            ListShape::PointsPerSeat => v
                .iter()
                .enumerate()
                .map(|(i, n)| format!("{}{NBSP}{n}", seat(r, i as i64)))
                .collect::<Vec<_>>()
                .join(" · "),
            ListShape::SeatOrder => v
                .iter()
                .map(|&s| seat(r, s))
                .collect::<Vec<_>>()
                .join(" → "),
            ListShape::Plain => {
                let items: Vec<String> = v.iter().map(|n| n.to_string()).collect();
                join_list(r, &items)
            }
        },
        (Answer::IntList(v), _) => {
            let items: Vec<String> = v.iter().map(|n| n.to_string()).collect();
            join_list(r, &items)
        }
        (Answer::CardSequence(cs), _) if cs.is_empty() => r.t("position-none"),
        (Answer::CardSequence(cs), _) => cs
            .iter()
            .map(|&c| card(r, c))
            .collect::<Vec<_>>()
            .join(" > "),
        (Answer::CardPatterns(items), _) if items.is_empty() => r.t("position-none"),
        (Answer::CardPatterns(items), _) => items
            .iter()
            .map(|(c, p)| format!("{}{}{}", card(r, *c), colon(r), patterns(r, p)))
            .collect::<Vec<_>>()
            .join(" · "),
        (Answer::Seat(Some(s)), _) => seat(r, *s as i64),
        (Answer::Seat(None), _) => r.t("answer-nobody"),
    }
}

/// Where the rules explain some reasons: each section once, in the order first cited, as
/// dim lines `→ rules gaigel §7 …` indented by `indent` and wrapped to `cols` (a long
/// title goes on under itself). A block of reasons ends with them, so that a hand of cards
/// all refused by the same rule names its section once, not once a card.
pub fn references<'a>(
    r: &Renderer,
    reasons: impl IntoIterator<Item = &'a Reason>,
    indent: &str,
    cols: usize,
) -> Vec<String> {
    let mut refs: Vec<String> = Vec::new();
    for reason in reasons {
        if let Some(x) = r.rule_ref(reason) {
            if !refs.contains(&x) {
                refs.push(x);
            }
        }
    }
    refs.iter()
        .flat_map(|x| wrap::wrap(x, cols, indent))
        .map(|l| style(l).dim().to_string())
        .collect()
}
