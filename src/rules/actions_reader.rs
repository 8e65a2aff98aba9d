//! The `actions` of a deal record, for every game: a list of `{seat: n, <verb>: <argument>}`
//! mappings, each verb one of the game's ([`Verb`]) with its argument in the verb's shape.
//! Whether an action is legal is the engine's to say when the deal is replayed; here only
//! its form is read, with located errors.

use crate::cards::Deck;
use crate::fields::{FieldError, Fields, Node, Report, Value};
use crate::rules::table::{Act, ActArg, ArgShape, Verb};

/// Reads a record's list of actions for a table of `players` seats.
pub fn read(
    r: &mut dyn Report,
    node: &Node,
    deck: Deck,
    verbs: &'static [Verb],
    players: usize,
) -> Option<Vec<Act>> {
    r.list(node, |r, item| read_one(r, item, deck, verbs, players))
}

fn read_one(
    r: &mut dyn Report,
    item: &Node,
    deck: Deck,
    verbs: &'static [Verb],
    players: usize,
) -> Option<Act> {
    let entries = match item.as_map() {
        Some(entries) => entries,
        None => {
            r.map(item)?;
            return None;
        }
    };
    let mut seat = None;
    let mut act: Option<(&'static Verb, &Node)> = None;
    let mut ok = true;
    let names: Vec<&'static str> = std::iter::once("seat")
        .chain(verbs.iter().map(|v| v.name))
        .collect();
    for (key, value) in entries {
        let Some(name) = key.scalar_text() else {
            r.error(
                key.loc,
                FieldError::ExpectedType {
                    expected: "string",
                    found: key.value.type_name(),
                },
            );
            ok = false;
            continue;
        };
        if name == "seat" {
            seat = r.int(value, 0, players as i64 - 1);
            ok &= seat.is_some();
            continue;
        }
        match verbs.iter().find(|v| v.name == name) {
            Some(verb) if act.is_none() => act = Some((verb, value)),
            Some(_) => {
                // One verb per action: a second one is not a field of this action.
                r.error(
                    key.loc,
                    FieldError::UnknownField {
                        field: name,
                        allowed: vec!["seat"],
                    },
                );
                ok = false;
            }
            None => {
                r.error(
                    key.loc,
                    FieldError::UnknownField {
                        field: name,
                        allowed: names.clone(),
                    },
                );
                ok = false;
            }
        }
    }
    if entries
        .iter()
        .all(|(k, _)| k.scalar_text().as_deref() != Some("seat"))
    {
        r.error(item.loc, FieldError::MissingField { field: "seat" });
        ok = false;
    }
    let Some((verb, value)) = act else {
        if ok {
            r.error(
                item.loc,
                FieldError::UnknownValue {
                    value: "{seat}".into(),
                    allowed: verbs.iter().map(|v| v.name.to_string()).collect(),
                },
            );
        }
        return None;
    };
    let arg = read_arg(r, value, deck, verb.arg);
    if !ok {
        return None;
    }
    Some(Act::new(seat? as u8, verb.name, arg?))
}

fn read_arg(r: &mut dyn Report, node: &Node, deck: Deck, shape: ArgShape) -> Option<ActArg> {
    match shape {
        ArgShape::None => match node.value {
            Value::Bool(true) => Some(ActArg::None),
            _ => {
                r.error(
                    node.loc,
                    FieldError::UnknownValue {
                        value: node.scalar_text().unwrap_or_default(),
                        allowed: vec!["true".into()],
                    },
                );
                None
            }
        },
        ArgShape::Card => r.card(node, deck).map(ActArg::Card),
        ArgShape::Play => {
            let text = node.scalar_text();
            match text.as_deref().and_then(|t| t.split_once('@')) {
                Some((card, identity)) => {
                    let card = parse_at(r, node, deck, card);
                    let identity = parse_at(r, node, deck, identity);
                    Some(ActArg::Baptised {
                        card: card?,
                        identity: identity?,
                    })
                }
                None => r.card(node, deck).map(ActArg::Card),
            }
        }
        ArgShape::Cards => r.cards(node, deck).map(ActArg::Cards),
        ArgShape::Token(allowed) => r.token(node, allowed).map(ActArg::Token),
        ArgShape::Int { min, max } => r.int(node, min, max).map(ActArg::Int),
        ArgShape::Parts(parts) => {
            let mut m = r.map(node)?;
            let mut out = Vec::new();
            let mut ok = true;
            for (name, shape) in parts {
                match m.req(r, name).and_then(|n| read_arg(r, n, deck, *shape)) {
                    Some(a) => out.push((*name, a)),
                    None => ok = false,
                }
            }
            m.finish(r);
            ok.then_some(ActArg::Parts(out))
        }
    }
}

/// One side of `card@identity`, as a card of the pack.
fn parse_at(
    r: &mut dyn Report,
    node: &Node,
    deck: Deck,
    token: &str,
) -> Option<crate::cards::Card> {
    match deck.parse_card(token) {
        Ok(card) => Some(card),
        Err(error) => {
            let game = r.game();
            r.error(node.loc, FieldError::BadCard { error, game });
            None
        }
    }
}
