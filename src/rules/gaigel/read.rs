//! Gaigel positions: the fields of the spec's "Position fields" section, kind by kind.

use crate::cards::Deck;
use crate::fields::yaml::Node;
use crate::fields::MapReader;
use crate::rules::gaigel::{
    table, DealEnd, DealRecord, Declaration, DeclarationContext, Event, Query, Role,
};
use crate::rules::read::lift;
use crate::rules::read::PositionReader;
use crate::rules::{PerTeam, Problem, Team};

const DECK: Deck = Deck::Gaigel;
const TEAMS: &[&str] = &["A", "B"];

fn team(r: &mut impl PositionReader, node: &Node) -> Option<Team> {
    r.token(node, TEAMS)
        .map(|t| if t == "A" { Team::A } else { Team::B })
}

/// `{A: n, B: n}` with each value in `0..=max`.
fn per_team(r: &mut impl PositionReader, node: &Node, max: i64) -> Option<PerTeam<u32>> {
    let mut m = r.map(node)?;
    let a = m.req(r, "A").and_then(|n| r.int(n, 0, max));
    let b = m.req(r, "B").and_then(|n| r.int(n, 0, max));
    m.finish(r);
    Some(PerTeam {
        a: a? as u32,
        b: b? as u32,
    })
}

fn flag(
    r: &mut impl PositionReader,
    m: &mut MapReader,
    key: &'static str,
    default: bool,
) -> Option<bool> {
    match m.opt(key) {
        Some(n) => r.bool(n),
        None => Some(default),
    }
}

fn declaration(r: &mut impl PositionReader, node: &Node) -> Option<Declaration> {
    r.token(node, Declaration::TOKENS)
        .and_then(Declaration::parse)
}

/// Reads the fields of `kind`; every field of the kind is read (so that `finish` can
/// report the others as unknown) before anything is returned.
pub fn read(r: &mut impl PositionReader, kind: &str, m: &mut MapReader) -> Option<Query> {
    match kind {
        "legal-plays" => {
            let trump = m.req(r, "trump").and_then(|n| r.suit(n, DECK));
            let stock_empty = m.req(r, "stock_empty").and_then(|n| r.bool(n));
            let trick = m.req(r, "trick").and_then(|n| r.cards(n, DECK));
            let hand = m.req(r, "hand").and_then(|n| r.cards(n, DECK));
            Some(Query::LegalPlays {
                trump: trump?,
                stock_empty: stock_empty?,
                trick: trick?,
                hand: hand?,
            })
        }
        "trick-winner" => {
            let trump = m.req(r, "trump").and_then(|n| r.suit(n, DECK));
            let trick = m.req(r, "trick").and_then(|n| r.cards(n, DECK));
            Some(Query::TrickWinner {
                trump: trump?,
                trick: trick?,
            })
        }
        "card-points" => {
            let cards = m.req(r, "cards").and_then(|n| r.cards(n, DECK));
            let last_trick = flag(r, m, "last_trick", false);
            Some(Query::CardPoints {
                cards: cards?,
                last_trick: last_trick?,
            })
        }
        "meld-points" => {
            let trump = m.req(r, "trump").and_then(|n| r.suit(n, DECK));
            let decl = m.req(r, "declaration").and_then(|n| declaration(r, n));
            let cards = m.req(r, "cards").and_then(|n| r.cards(n, DECK));
            Some(Query::MeldPoints {
                trump: trump?,
                declaration: decl?,
                cards: cards?,
            })
        }
        "deal-points" => {
            let trump = m.req(r, "trump").and_then(|n| r.suit(n, DECK));
            let captured = m.req(r, "captured").and_then(|n| r.cards(n, DECK));
            let melds = match m.opt("melds") {
                Some(n) => r.list(n, |r, item| {
                    let mut mm = r.map(item)?;
                    let d = mm.req(r, "declaration").and_then(|n| declaration(r, n));
                    let c = mm.req(r, "cards").and_then(|n| r.cards(n, DECK));
                    mm.finish(r);
                    Some((d?, c?))
                }),
                None => Some(Vec::new()),
            };
            let last_trick = flag(r, m, "last_trick", false);
            Some(Query::DealPoints {
                trump: trump?,
                captured: captured?,
                melds: melds?,
                last_trick: last_trick?,
            })
        }
        "declaration-allowed" => {
            let trump = m.req(r, "trump").and_then(|n| r.suit(n, DECK));
            let decl = m.req(r, "declaration").and_then(|n| declaration(r, n));
            let cards = m.req(r, "cards").and_then(|n| r.cards(n, DECK));
            let role = m
                .req(r, "role")
                .and_then(|n| r.token(n, Role::TOKENS))
                .and_then(Role::parse);
            let winner_declared = flag(r, m, "winner_declared", false);
            let drawn = flag(r, m, "drawn", false);
            let stock_empty = flag(r, m, "stock_empty", false);
            let declared_suits = match m.opt("declared_suits") {
                Some(n) => r.suits(n, DECK),
                None => Some(Vec::new()),
            };
            let player_won = flag(r, m, "player_has_won_trick", false);
            let team_won = flag(r, m, "team_has_won_trick", false);
            // The turned card can lie there only while the stock lasts (the default).
            let turned = match m.opt("turned_card_on_table") {
                Some(n) => r.bool(n),
                None => stock_empty.map(|e| !e),
            };
            Some(Query::DeclarationAllowed {
                trump: trump?,
                declaration: decl?,
                cards: cards?,
                context: DeclarationContext {
                    role: role?,
                    winner_declared: winner_declared?,
                    drawn: drawn?,
                    stock_empty: stock_empty?,
                    declared_suits: declared_suits?,
                    player_has_won_trick: player_won?,
                    team_has_won_trick: team_won?,
                    turned_card_on_table: turned?,
                },
            })
        }
        "deal-score" => {
            let event = m
                .req(r, "event")
                .and_then(|n| r.token(n, Event::TOKENS))
                .and_then(Event::parse);
            let declarer = m.opt("declarer").map(|n| team(r, n));
            let disputed = flag(r, m, "disputed", false);
            let accused = m.opt("accused").map(|n| team(r, n));
            let claimant = m.opt("claimant").map(|n| team(r, n));
            let points = m.opt("points").map(|n| per_team(r, n, 100_000));
            let tricks = m.opt("tricks").map(|n| per_team(r, n, 12));
            let carry = match m.opt("carry") {
                Some(n) => r.int(n, 0, 1_000).map(|c| c as u32),
                None => Some(0),
            };
            let declarer = lift(declarer)?;
            let accused = lift(accused)?;
            let claimant = lift(claimant)?;
            Some(Query::DealScore(DealEnd {
                event: event?,
                declarer,
                disputed: disputed?,
                accused,
                // The claimant defaults to the team other than the accused.
                claimant: claimant.or(accused.map(Team::other)),
                points: lift(points)?,
                tricks: lift(tricks)?,
                carry: carry?,
            }))
        }
        "game-winner" => {
            let game_points = m.req(r, "game_points").and_then(|n| per_team(r, n, 6));
            let awarded = m.req(r, "awarded").and_then(|n| per_team(r, n, 1_000));
            Some(Query::GameWinner {
                game_points: game_points?,
                awarded: awarded?,
            })
        }
        "deal" => {
            let hands = m.req(r, "hands").and_then(|n| hands(r, n));
            let turned = m.req(r, "turned").and_then(|n| r.card(n, DECK));
            let stock = m.req(r, "stock").and_then(|n| r.cards(n, DECK));
            let carry = match m.opt("carry") {
                Some(n) => r.int(n, 0, 1_000).map(|c| c as u32),
                None => Some(0),
            };
            let game_points = match m.opt("game_points") {
                Some(n) => per_team(r, n, table::setup::MAX_GAME_POINTS as i64),
                None => Some(PerTeam::default()),
            };
            let actions = m
                .req(r, "actions")
                .and_then(|n| crate::rules::read::actions::read(r, n, DECK, table::VERBS, 4));
            Some(Query::Deal(Box::new(DealRecord {
                setup: table::Setup {
                    hands: hands?,
                    turned: turned?,
                    stock: stock?,
                    carry: carry?,
                    game_points: game_points?,
                },
                actions: actions?,
            })))
        }
        _ => None,
    }
}

/// `hands: {0: [...], 1: [...], 2: [...], 3: [...]}`: every seat's hand as dealt.
fn hands(r: &mut impl PositionReader, node: &Node) -> Option<[Vec<crate::cards::Card>; 4]> {
    let mut m = r.map(node)?;
    let read: Vec<_> = ["0", "1", "2", "3"]
        .into_iter()
        .map(|seat| {
            let node = m.req(r, seat)?;
            let hand = r.cards(node, DECK)?;
            // A hand of the wrong size is pointed at where it is written, not only at
            // `hands` as the engine's problem would be.
            let size = table::setup::HAND;
            if let Some(problem) = Problem::length("hands", hand.len(), size, size) {
                r.impossible(node.loc, problem);
                return None;
            }
            Some(hand)
        })
        .collect();
    m.finish(r);
    let mut it = read.into_iter();
    Some([it.next()??, it.next()??, it.next()??, it.next()??])
}
