//! How things look on screen: cards (colored when colors are on), positions, pages,
//! answers. Every text from a lesson goes through `Renderer::inert` first.

use super::wrap;
use crate::cards::{Card, Suit};
use crate::i18n::{join_list, Renderer};
use crate::rules::{Answer, AnswerForm, Field, Query};
use console::style;

/// A card label, red for hearts and bells/diamonds.
pub fn card(r: &Renderer, c: Card) -> String {
    let label = r.card(c);
    match c.suit {
        Suit::Hearts | Suit::Bells | Suit::Diamonds => style(label).red().bold().to_string(),
        _ => style(label).bold().to_string(),
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

fn token(r: &Renderer, t: &str) -> String {
    let id = format!("token-{t}");
    if r.texts.has(&id) {
        r.t(&id)
    } else {
        t.to_string()
    }
}

fn field_value(r: &Renderer, f: &Field) -> String {
    match f {
        Field::Cards(cs) => cards(r, cs),
        Field::Trick(cs) if cs.is_empty() => r.t("position-none"),
        Field::Trick(cs) => cs
            .iter()
            .map(|&c| card(r, c))
            .collect::<Vec<_>>()
            .join(" → "),
        Field::Suit(s) => suit(r, *s),
        Field::Suits(ss) if ss.is_empty() => r.t("position-none"),
        Field::Suits(ss) => {
            let names: Vec<String> = ss.iter().map(|&s| suit(r, s)).collect();
            join_list(r.lang(), &names)
        }
        Field::Bool(b) => yes_no(r, *b),
        Field::Int(n) => n.to_string(),
        Field::Token(t) => token(r, t),
        Field::Team(t) => r.team(*t),
        Field::PerTeam(p) => format!("A {} · B {}", p.a, p.b),
        Field::Melds(ms) if ms.is_empty() => r.t("position-none"),
        Field::Melds(ms) => ms
            .iter()
            .map(|(d, cs)| format!("{} ({})", token(r, d), cards(r, cs)))
            .collect::<Vec<_>>()
            .join("; "),
    }
}

/// A suit with its symbol: `♥ Hearts`.
pub fn suit(r: &Renderer, s: Suit) -> String {
    let name = r.suit(s);
    let probe = r.card(Card::new(s, crate::cards::Rank::Ace));
    match probe.strip_suffix('A') {
        Some(sym) if !sym.contains('-') && !sym.is_empty() => format!("{sym} {name}"),
        _ => name,
    }
}

/// The position of a question, one field a line, labels aligned.
pub fn position(r: &Renderer, q: &Query) -> Vec<String> {
    let fields = q.fields();
    let labels: Vec<String> = fields
        .iter()
        .map(|(name, _)| r.t(&format!("field-{name}")))
        .collect();
    let w = labels.iter().map(|l| wrap::width(l)).max().unwrap_or(0);
    let colon = match r.lang() {
        crate::i18n::Lang::Ja => "：",
        crate::i18n::Lang::En => ":",
    };
    let colon_w = wrap::width(colon) + 1;
    fields
        .iter()
        .zip(labels)
        .map(|((_, f), label)| {
            format!(
                "  {} {}",
                style(wrap::fit(&format!("{label}{colon}"), w + colon_w)).dim(),
                field_value(r, f)
            )
        })
        .collect()
}

/// A choice token (`A`, `B`, `none`) as the learner reads it.
pub fn choice(r: &Renderer, t: &str) -> String {
    let id = format!("choice-{t}");
    if r.texts.has(&id) {
        r.t(&id)
    } else {
        token(r, t)
    }
}

/// An answer in words: cards by label, an index as its card, yes/no, ...
pub fn answer(r: &Renderer, a: &Answer, form: &AnswerForm) -> String {
    match (a, form) {
        (Answer::Cards(cs), _) => cards(r, cs),
        (Answer::Index(i), AnswerForm::OneCardOf(cs)) => match cs.get(*i) {
            Some(&c) => format!("{} ({})", card(r, c), i + 1),
            None => i.to_string(),
        },
        (Answer::Index(i), _) => i.to_string(),
        (Answer::Int(n), _) => n.to_string(),
        (Answer::Bool(b), _) => yes_no(r, *b),
        (Answer::Choice(c), _) => choice(r, c),
        (Answer::Ints(kv), _) => kv
            .iter()
            .map(|(k, v)| format!("{} {v}", choice(r, k)))
            .collect::<Vec<_>>()
            .join(" · "),
    }
}
