//! Rikken positions: the fields of the spec's "Position fields" section, kind by kind.

use crate::cards::{Card, Deck, Suit};
use crate::fields::yaml::Node;
use crate::fields::{FieldError, Fields, MapReader};
use crate::rules::read::lift;
use crate::rules::read::PositionReader;
use crate::rules::rikken::{Bid, Call, Query, Trick, Trump};
use crate::rules::Problem;

const DECK: Deck = Deck::Rikken;
const TRUMPS: &[&str] = &["spades", "hearts", "diamonds", "clubs", "none"];
const FACE_DOWN: &str = "face-down";

/// A bid token or `pass` (`None`).
fn call(r: &mut dyn PositionReader, node: &Node) -> Option<Option<Bid>> {
    let mut allowed: Vec<&'static str> = Bid::TOKENS.to_vec();
    allowed.push("pass");
    r.token(node, &allowed).map(Bid::parse)
}

/// The contract: a bid token, and `none` where the kind allows it.
fn contract(
    r: &mut dyn PositionReader,
    node: &Node,
    allowed: &[&'static str],
) -> Option<Option<Bid>> {
    r.token(node, allowed).map(Bid::parse)
}

fn trump(r: &mut dyn PositionReader, node: &Node) -> Option<Trump> {
    let t = r.token(node, TRUMPS)?;
    Some(match t {
        "none" => None,
        s => DECK.parse_suit(s).ok(),
    })
}

fn seat(r: &mut dyn PositionReader, node: &Node) -> Option<u8> {
    r.int(node, 0, 3).map(|s| s as u8)
}

fn flag(r: &mut dyn PositionReader, m: &mut MapReader, key: &'static str) -> Option<bool> {
    match m.opt(key) {
        Some(n) => r.bool(n),
        None => Some(false),
    }
}

/// A trick: cards in play order, `face-down` allowed only as the first.
fn trick(r: &mut dyn PositionReader, node: &Node) -> Option<Trick> {
    let mut face_down = false;
    let items = r.list(node, |r, n| {
        if n.scalar_text().as_deref() == Some(FACE_DOWN) {
            return Some(None);
        }
        r.card(n, DECK).map(Some)
    })?;
    let list = node.as_list()?;
    let mut cards = Vec::with_capacity(items.len());
    let mut ok = true;
    for (i, item) in items.into_iter().enumerate() {
        match item {
            Some(c) => cards.push(c),
            None if i == 0 => face_down = true,
            None => {
                r.impossible(
                    list[i].loc,
                    Problem::new("trick", "rikken.face-down-not-first").at_index(i),
                );
                ok = false;
            }
        }
    }
    ok.then_some(Trick { face_down, cards })
}

fn auction(r: &mut dyn PositionReader, node: &Node) -> Option<Vec<Call>> {
    r.list(node, |r, item| {
        let mut m = r.map(item)?;
        let s = m.req(r, "seat").and_then(|n| seat(r, n));
        let c = m.req(r, "call").and_then(|n| call(r, n));
        m.finish(r);
        Some(Call { seat: s?, bid: c? })
    })
}

/// Tricks by seat: a list of four integers, or a mapping seat → integer.
fn tricks(r: &mut dyn PositionReader, node: &Node) -> Option<Vec<i64>> {
    if node.as_list().is_some() {
        return r.list(node, |r, n| r.int(n, i64::MIN, i64::MAX));
    }
    let mut m = r.map(node)?;
    let mut out = Vec::new();
    for key in ["0", "1", "2", "3"] {
        out.push(m.req(r, key).and_then(|n| r.int(n, i64::MIN, i64::MAX)));
    }
    m.finish(r);
    out.into_iter().collect()
}

/// The trump of a contract when the position leaves it out: hearts for Rik beter, none
/// for the misère/piek family; the other contracts must give it (`None`).
fn default_trump(contract: Bid) -> Option<Trump> {
    if contract.fixed_trump_hearts() {
        Some(Some(Suit::Hearts))
    } else if contract.no_trumps() {
        Some(None)
    } else {
        None
    }
}

/// Reads the trump field, or its default; a missing trump that has no default is an error
/// when `required`.
fn trump_or_default(
    r: &mut dyn PositionReader,
    m: &mut MapReader,
    contract: Option<Bid>,
    required: bool,
) -> Option<Option<Trump>> {
    match m.opt("trump") {
        Some(n) => trump(r, n).map(Some),
        None => {
            let d = contract.and_then(default_trump);
            if d.is_none() && required && contract.is_some() {
                r.error(m.node.loc, FieldError::MissingField { field: "trump" });
                return None;
            }
            Some(d)
        }
    }
}

fn hand(r: &mut dyn PositionReader, m: &mut MapReader) -> Option<Vec<Card>> {
    m.req(r, "hand").and_then(|n| r.cards(n, DECK))
}

/// Reads the fields of `kind`; every field of the kind is read (so that `finish` can
/// report the others as unknown) before anything is returned.
pub fn read(r: &mut dyn PositionReader, kind: &str, m: &mut MapReader) -> Option<Query> {
    match kind {
        "legal-plays" | "trick-winner" => {
            let contract = m
                .req(r, "contract")
                .and_then(|n| contract(r, n, &Bid::TOKENS))
                .flatten();
            let winner = kind == "trick-winner";
            let trump = trump_or_default(r, m, contract, winner);
            let called = m.opt("called").map(|n| r.card(n, DECK));
            let blind = flag(r, m, "blind");
            let trick = match m.opt("trick") {
                Some(n) => trick(r, n),
                None if winner => {
                    r.error(m.node.loc, FieldError::MissingField { field: "trick" });
                    None
                }
                None => Some(Trick {
                    face_down: false,
                    cards: Vec::new(),
                }),
            };
            let called = lift(called)?;
            if winner {
                Some(Query::TrickWinner {
                    contract: contract?,
                    trump: trump??,
                    called,
                    blind: blind?,
                    trick: trick?,
                })
            } else {
                let hand = hand(r, m);
                Some(Query::LegalPlays {
                    contract: contract?,
                    trump: trump?,
                    called,
                    blind: blind?,
                    trick: trick?,
                    hand: hand?,
                })
            }
        }
        "bid-legal" | "bid-allowed" => {
            let hand = hand(r, m);
            let auction = match m.opt("auction") {
                Some(n) => auction(r, n),
                None => Some(Vec::new()),
            };
            let to_act = m.req(r, "to_act").and_then(|n| seat(r, n));
            if kind == "bid-legal" {
                Some(Query::BidLegal {
                    hand: hand?,
                    auction: auction?,
                    to_act: to_act?,
                })
            } else {
                let b = m.req(r, "bid").and_then(|n| call(r, n));
                Some(Query::BidAllowed {
                    hand: hand?,
                    auction: auction?,
                    to_act: to_act?,
                    bid: b?,
                })
            }
        }
        "auction-result" => {
            let auction = m.req(r, "auction").and_then(|n| auction(r, n));
            Some(Query::AuctionResult { auction: auction? })
        }
        "call-legal" => {
            let contract = m
                .req(r, "contract")
                .and_then(|n| contract(r, n, &["rik", "rik-beter"]))
                .flatten();
            let trump = trump_or_default(r, m, contract, true);
            let hand = hand(r, m);
            let trump = trump??;
            let Some(trump) = trump else {
                // `trump: none` contradicts Rik and Rik beter (there is no no-trump Rik).
                r.impossible(m.loc_of("trump"), Problem::contradicts("trump", "contract"));
                return None;
            };
            Some(Query::CallLegal {
                contract: contract?,
                trump,
                hand: hand?,
            })
        }
        "deal-score" => {
            let mut allowed: Vec<&'static str> = Bid::TOKENS.to_vec();
            allowed.push("none");
            let contract = m.req(r, "contract").and_then(|n| contract(r, n, &allowed));
            let declarer = m.opt("declarer").map(|n| seat(r, n));
            let partner = m.opt("partner").map(|n| seat(r, n));
            let tricks = m.opt("tricks").map(|n| tricks(r, n));
            Some(Query::DealScore {
                contract: contract?,
                declarer: lift(declarer)?,
                partner: lift(partner)?,
                tricks: lift(tricks)?,
            })
        }
        "deal" => {
            let hands_node = m.req(r, "hands");
            let hands = hands_node.and_then(|n| hands(r, n));
            // The setup's problems are located here, at the hand of the seat they are
            // about (the hands are a mapping, which the generic locator cannot index).
            if let (Some(h), Some(node)) = (&hands, hands_node) {
                let problems = crate::rules::rikken::table::setup::problems(h);
                if !problems.is_empty() {
                    for problem in problems {
                        let loc = problem
                            .index
                            .and_then(|seat| seat_node(node, seat))
                            .unwrap_or(node.loc);
                        r.impossible(loc, problem);
                    }
                    return None;
                }
            }
            // The session before the deal (optional): which deal it is, and the chips.
            let deal_number = match m.opt("deal_number") {
                Some(n) => r.int(n, 1, 100_000),
                None => Some(1),
            };
            let chips_before = match m.opt("chips_before_deal") {
                Some(n) => r
                    .list(n, |r, c| r.int(c, -1_000_000, 1_000_000))
                    .and_then(|chips| match <[i64; 4]>::try_from(chips.as_slice()) {
                        Ok(chips) => Some(chips),
                        Err(_) => {
                            let problem =
                                Problem::one_per_seat("chips_before_deal", 4, chips.len() as i64);
                            r.impossible(n.loc, problem);
                            None
                        }
                    }),
                None => Some([0; 4]),
            };
            let verbs = crate::rules::rikken::table::VERBS;
            let actions = m
                .req(r, "actions")
                .and_then(|n| crate::rules::read::actions::read(r, n, DECK, verbs, 4));
            Some(Query::Deal {
                hands: hands?,
                deal_number: deal_number?,
                chips_before: chips_before?,
                actions: actions?,
            })
        }
        _ => None,
    }
}

/// Where the hand of `seat` is written in a record's `hands`.
fn seat_node(hands: &Node, seat: usize) -> Option<crate::fields::yaml::Loc> {
    hands
        .as_map()?
        .iter()
        .find(|(k, _)| k.scalar_text().as_deref() == Some(seat.to_string().as_str()))
        .map(|(_, v)| v.loc)
}

/// `hands` of a deal record: a mapping seat → the 13 cards dealt to that seat.
fn hands(r: &mut dyn PositionReader, node: &Node) -> Option<Vec<(u8, Vec<Card>)>> {
    let Some(entries) = node.as_map() else {
        r.map(node)?;
        return None;
    };
    let mut out = Vec::new();
    let mut ok = true;
    for (k, v) in entries {
        let s = seat(r, k);
        let cards = r.cards(v, DECK);
        match (s, cards) {
            (Some(s), Some(c)) => out.push((s, c)),
            _ => ok = false,
        }
    }
    ok.then_some(out)
}
