//! Between what the learner typed or picked and the engine's answer: building the choices
//! for an answer form, reading a reply into an [`Answer`], and grading legal plays card by
//! card. Nothing here decides a rule: the engine's verdict does.

use super::prompt::{Ask, Item, Reply};
use super::show;
use crate::i18n::Renderer;
use crate::rules::{Answer, AnswerForm, Game, TrickCard};
use fluent::FluentArgs;

/// The question to put to the learner for an answer form, and the help for line mode: how
/// to answer, then the actions (hint, answer, stop) on a line of their own, so that each
/// fits 80 columns.
pub fn ask_for(r: &Renderer, game: Game, form: &AnswerForm) -> (Ask, String) {
    let (ask, help) = ask_form(r, game, form);
    (ask, with_actions(r, &help))
}

/// A help line followed by the line of actions.
pub fn with_actions(r: &Renderer, help: &str) -> String {
    match help.is_empty() {
        true => String::new(),
        false => format!("{help}\n{}", r.t("question-help-actions")),
    }
}

/// A record form is asked part by part (see the runner); here it has no single question.
fn ask_form(r: &Renderer, game: Game, form: &AnswerForm) -> (Ask, String) {
    let card_item = |c: crate::cards::Card| Item {
        label: show::card(r, c),
        accept: vec![c.to_string(), r.card(c)],
    };
    let trick_item = |c: TrickCard| match c {
        TrickCard::Face(c) => card_item(c),
        TrickCard::FaceDown => Item {
            label: show::trick_card(r, c),
            accept: vec!["face-down".into()],
        },
        TrickCard::Baptised { card, identity } => Item {
            label: show::trick_card(r, c),
            accept: vec![format!("{card}@{identity}"), card.to_string()],
        },
    };
    match form {
        // A learner answers a replayed deal with its result.
        AnswerForm::Deal(result) => ask_form(r, game, result),
        AnswerForm::SubsetOf(cards) => (
            Ask::Many {
                items: cards.iter().map(|&c| card_item(c)).collect(),
            },
            r.t("question-help-cards"),
        ),
        AnswerForm::OneCardOf(cards) => (
            Ask::One {
                items: cards.iter().map(|&c| trick_item(c)).collect(),
            },
            r.t("question-help-one-card"),
        ),
        AnswerForm::Bool => (
            Ask::One {
                items: vec![
                    Item {
                        label: r.t("answer-yes"),
                        accept: vec!["y".into(), "yes".into(), "true".into(), "はい".into()],
                    },
                    Item {
                        label: r.t("answer-no"),
                        accept: vec!["n".into(), "no".into(), "false".into(), "いいえ".into()],
                    },
                ],
            },
            r.t("question-help-bool"),
        ),
        AnswerForm::OneOf(options) => {
            let items: Vec<Item> = options
                .iter()
                .map(|o| Item {
                    label: show::choice(r, game, o),
                    accept: vec![o.to_string()],
                })
                .collect();
            let mut args = FluentArgs::new();
            let options: Vec<String> = options.iter().map(|o| o.to_string()).collect();
            args.set("choices", crate::i18n::join_list(r, &options));
            (Ask::One { items }, r.get("question-help-choice", &args))
        }
        AnswerForm::Int => (Ask::Text, r.t("question-help-int")),
        AnswerForm::Ints(keys) => {
            let mut args = FluentArgs::new();
            args.set("count", keys.len() as i64);
            let names: Vec<String> = keys.iter().map(|k| show::choice(r, game, k)).collect();
            args.set("keys", crate::i18n::join_list(r, &names));
            (Ask::Text, r.get("question-help-ints", &args))
        }
        AnswerForm::SubsetOfTokens(options) => (
            Ask::Many {
                items: options
                    .iter()
                    .map(|o| Item {
                        label: show::choice(r, game, o),
                        accept: vec![o.to_string()],
                    })
                    .collect(),
            },
            r.t("question-help-many"),
        ),
        AnswerForm::SeatedSubset { options, .. } => (
            Ask::Many {
                items: options
                    .iter()
                    .map(|(s, t)| Item {
                        label: show::seated(r, game, *s, t),
                        accept: vec![format!("{s}:{t}")],
                    })
                    .collect(),
            },
            r.t("question-help-many"),
        ),
        // Asked part by part, or card by card, by the runner.
        AnswerForm::Record(_) | AnswerForm::CardPatterns { .. } => (Ask::Text, String::new()),
        AnswerForm::CardSequence(cards) => (
            Ask::Sequence {
                items: cards.iter().map(|&c| card_item(c)).collect(),
            },
            r.t("question-help-card-sequence"),
        ),
        AnswerForm::IntList { len, .. } => {
            let mut args = FluentArgs::new();
            args.set("count", *len as i64);
            (Ask::Text, r.get("question-help-int-list", &args))
        }
        AnswerForm::Seat { players, none } => {
            let mut items: Vec<Item> = (0..*players)
                .map(|s| Item {
                    label: show::seat(r, s as i64),
                    accept: vec![s.to_string()],
                })
                .collect();
            if *none {
                items.push(Item {
                    label: r.t("answer-nobody"),
                    accept: ["-", "none", "nobody", "null", "なし"]
                        .iter()
                        .map(|w| w.to_string())
                        .collect(),
                });
            }
            let help = if *none {
                "question-help-seat-none"
            } else {
                "question-help-seat"
            };
            (Ask::One { items }, r.t(help))
        }
    }
}

/// Full-width digits and minus signs typed with a Japanese input method count as digits.
fn ascii_digits(s: &str) -> String {
    s.chars()
        .map(|c| match c {
            '０'..='９' => char::from_u32(c as u32 - '０' as u32 + '0' as u32).unwrap_or(c),
            '－' | '−' => '-',
            '　' => ' ',
            '，' | '、' => ',',
            c => c,
        })
        .collect()
}

/// Reads a reply as an answer of the form; `None` when it does not fit.
pub fn interpret(form: &AnswerForm, reply: &Reply) -> Option<Answer> {
    match (form, reply) {
        (AnswerForm::Deal(result), _) => interpret(result, reply),
        (AnswerForm::SubsetOf(cards), Reply::Picked(ix)) => Some(Answer::Cards(
            ix.iter().filter_map(|&i| cards.get(i).copied()).collect(),
        )),
        (AnswerForm::OneCardOf(cards), Reply::Picked(ix)) => ix
            .first()
            .filter(|&&i| i < cards.len())
            .map(|&i| Answer::Index(i)),
        (AnswerForm::Bool, Reply::Picked(ix)) => ix.first().map(|&i| Answer::Bool(i == 0)),
        (AnswerForm::OneOf(opts), Reply::Picked(ix)) => ix
            .first()
            .and_then(|&i| opts.get(i))
            .map(|o| Answer::Choice(o)),
        (AnswerForm::Int, Reply::Text(t)) => ascii_digits(t).trim().parse().ok().map(Answer::Int),
        (AnswerForm::Ints(keys), Reply::Text(t)) => {
            let t = ascii_digits(t);
            let words: Vec<&str> = t
                .split(|c: char| c.is_whitespace() || c == ',')
                .filter(|w| !w.is_empty())
                .collect();
            // Either plain numbers in order, or key=value pairs.
            let mut out = Vec::new();
            if words.iter().all(|w| w.contains('=') || w.contains(':')) {
                for key in keys {
                    let v = words.iter().find_map(|w| {
                        let (k, v) = w.split_once(['=', ':'])?;
                        (k.eq_ignore_ascii_case(key)).then(|| v.parse::<i64>().ok())?
                    })?;
                    out.push((*key, v));
                }
            } else {
                if words.len() != keys.len() {
                    return None;
                }
                for (key, w) in keys.iter().zip(&words) {
                    out.push((*key, w.parse().ok()?));
                }
            }
            Some(Answer::Ints(out))
        }
        (AnswerForm::SubsetOfTokens(opts), Reply::Picked(ix)) => Some(Answer::Tokens(
            ix.iter().filter_map(|&i| opts.get(i).copied()).collect(),
        )),
        (AnswerForm::SeatedSubset { key, options, .. }, Reply::Picked(ix)) => {
            Some(Answer::Seated {
                key,
                items: ix.iter().filter_map(|&i| options.get(i).copied()).collect(),
            })
        }
        (AnswerForm::CardSequence(cards), Reply::Picked(ix)) => ix
            .iter()
            .map(|&i| cards.get(i).copied())
            .collect::<Option<Vec<_>>>()
            .map(Answer::CardSequence),
        (AnswerForm::IntList { len, min, max, .. }, Reply::Text(t)) => {
            let t = ascii_digits(t);
            let v: Vec<i64> = t
                .split(|c: char| c.is_whitespace() || c == ',')
                .filter(|w| !w.is_empty())
                .map(|w| w.parse().ok().filter(|n| (*min..=*max).contains(n)))
                .collect::<Option<_>>()?;
            (v.len() == *len).then_some(Answer::IntList(v))
        }
        (AnswerForm::Seat { players, none }, Reply::Picked(ix)) => {
            let i = *ix.first()?;
            match (i as u8).cmp(players) {
                std::cmp::Ordering::Less => Some(Answer::Seat(Some(i as u8))),
                std::cmp::Ordering::Equal if *none => Some(Answer::Seat(None)),
                _ => None,
            }
        }
        _ => None,
    }
}

/// How one card of a legal-plays answer was graded.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CardGrade {
    RightLegal,
    RightIllegal,
    WronglyChosen,
    Missed,
}

pub fn grade_card(chosen: bool, legal: bool) -> CardGrade {
    match (chosen, legal) {
        (true, true) => CardGrade::RightLegal,
        (false, false) => CardGrade::RightIllegal,
        (true, false) => CardGrade::WronglyChosen,
        (false, true) => CardGrade::Missed,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_in_either_width() {
        assert_eq!(
            interpret(&AnswerForm::Int, &Reply::Text("２１".into())),
            Some(Answer::Int(21))
        );
        let form = AnswerForm::Ints(vec!["A", "B", "carry_next"]);
        assert_eq!(
            interpret(&form, &Reply::Text("3 0 0".into())),
            Some(Answer::Ints(vec![("A", 3), ("B", 0), ("carry_next", 0)]))
        );
        assert_eq!(
            interpret(&form, &Reply::Text("B=2, A=0, carry_next=1".into())),
            Some(Answer::Ints(vec![("A", 0), ("B", 2), ("carry_next", 1)]))
        );
        assert_eq!(interpret(&form, &Reply::Text("3 0".into())), None);
    }
}
