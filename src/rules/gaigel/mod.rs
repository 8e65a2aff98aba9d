//! Gaigel (`../shared/rules/gaigel.md`): the checked positions of every question kind of the
//! spec's "Position fields" section, and their verdicts.

pub mod deal;
pub mod play;
pub mod playout;
pub mod read;
pub mod score;
pub mod table;

pub use score::{DealEnd, Declaration, DeclarationContext, Event, Meld, Role};

use crate::cards::{Card, Suit};
use crate::rules::problem::PackCheck;
use crate::rules::TrickCard;
use crate::rules::{
    Answer, AnswerForm, Arg, Checked, Field, Game, PerTeam, Problem, Reason, Verdict,
};

pub const KINDS: &[&str] = &[
    "legal-plays",
    "trick-winner",
    "card-points",
    "meld-points",
    "deal-points",
    "declaration-allowed",
    "deal-score",
    "game-winner",
    "deal",
];

/// The problems of Gaigel's own rules (the shared ones are in [`crate::rules::problem`]).
pub const PROBLEMS: &[&str] = &["gaigel.both-teams-score"];

/// A checked Gaigel question: one variant per kind, with the spec's fields.
#[derive(Clone, Debug, PartialEq)]
pub enum Query {
    LegalPlays {
        trump: Suit,
        stock_empty: bool,
        trick: Vec<Card>,
        hand: Vec<Card>,
    },
    TrickWinner {
        trump: Suit,
        trick: Vec<Card>,
    },
    CardPoints {
        cards: Vec<Card>,
        last_trick: bool,
    },
    MeldPoints {
        trump: Suit,
        declaration: Declaration,
        cards: Vec<Card>,
    },
    DealPoints {
        trump: Suit,
        captured: Vec<Card>,
        melds: Vec<(Declaration, Vec<Card>)>,
        last_trick: bool,
    },
    DeclarationAllowed {
        trump: Suit,
        declaration: Declaration,
        cards: Vec<Card>,
        context: DeclarationContext,
    },
    DealScore(DealEnd),
    GameWinner {
        game_points: PerTeam<u32>,
        awarded: PerTeam<u32>,
    },
    /// A deal record: the deal as dealt and every action, replayed at the table.
    Deal(Box<DealRecord>),
}

/// The position of a `deal` question (`lessons/DEALS.md`).
#[derive(Clone, Debug, PartialEq)]
pub struct DealRecord {
    pub setup: table::Setup,
    pub actions: Vec<crate::rules::table::Act>,
}

/// Counts copies across lists and reports the first card over the pack's two copies.
fn copies_problems(lists: &[(&'static str, &[Card])]) -> Vec<Problem> {
    let mut counts = [0u8; 24];
    let mut out = Vec::new();
    for (field, cards) in lists {
        for (i, &c) in cards.iter().enumerate() {
            let ix = play::index(c) as usize;
            counts[ix] += 1;
            if counts[ix] == 3 {
                out.push(Problem::too_many_copies(field, i, c, 2));
            }
        }
    }
    out
}

fn range_problem(field: &'static str, v: u32, min: u32, max: u32) -> Option<Problem> {
    Problem::range(field, v as i64, min as i64, max as i64)
}

/// Every card and suit of the position must be of the Gaigel pack.
fn pack_problems(q: &Query) -> Vec<Problem> {
    let mut pack = PackCheck::new(Game::Gaigel);
    match q {
        Query::LegalPlays {
            trump, trick, hand, ..
        } => pack
            .suit("trump", *trump)
            .cards("trick", trick)
            .cards("hand", hand),
        Query::TrickWinner { trump, trick } => pack.suit("trump", *trump).cards("trick", trick),
        Query::CardPoints { cards, .. } => pack.cards("cards", cards),
        Query::MeldPoints { trump, cards, .. } => pack.suit("trump", *trump).cards("cards", cards),
        Query::DealPoints {
            trump,
            captured,
            melds,
            ..
        } => {
            pack.suit("trump", *trump).cards("captured", captured);
            for (i, (_, cards)) in melds.iter().enumerate() {
                pack.element("melds", i, cards.iter().copied());
            }
            &mut pack
        }
        Query::DeclarationAllowed {
            trump,
            cards,
            context,
            ..
        } => pack
            .suit("trump", *trump)
            .cards("cards", cards)
            .suits("declared_suits", &context.declared_suits),
        // A deal's setup checks its own cards against the pack (Setup::problems).
        Query::DealScore(_) | Query::GameWinner { .. } | Query::Deal(_) => &mut pack,
    };
    pack.finish()
}

impl Query {
    pub fn kind(&self) -> &'static str {
        match self {
            Query::LegalPlays { .. } => "legal-plays",
            Query::TrickWinner { .. } => "trick-winner",
            Query::CardPoints { .. } => "card-points",
            Query::MeldPoints { .. } => "meld-points",
            Query::DealPoints { .. } => "deal-points",
            Query::DeclarationAllowed { .. } => "declaration-allowed",
            Query::DealScore(_) => "deal-score",
            Query::GameWinner { .. } => "game-winner",
            Query::Deal(_) => "deal",
        }
    }

    /// Every reason the position is impossible (the fields' types were checked by the
    /// loader). A card or suit from another pack is reported alone: the rest of the check
    /// indexes cards, which only the pack's cards can be.
    pub fn problems(&self) -> Vec<Problem> {
        let mut out = pack_problems(self);
        if !out.is_empty() {
            return out;
        }
        match self {
            Query::LegalPlays { trick, hand, .. } => {
                out.extend(Problem::length("trick", trick.len(), 0, 3));
                out.extend(Problem::length("hand", hand.len(), 1, 5));
                out.extend(copies_problems(&[("trick", trick), ("hand", hand)]));
            }
            Query::TrickWinner { trick, .. } => {
                out.extend(Problem::length("trick", trick.len(), 4, 4));
                out.extend(copies_problems(&[("trick", trick)]));
            }
            Query::CardPoints { cards, .. } => out.extend(copies_problems(&[("cards", cards)])),
            Query::MeldPoints { cards, .. } => out.extend(copies_problems(&[("cards", cards)])),
            Query::DealPoints {
                captured, melds, ..
            } => {
                out.extend(copies_problems(&[("captured", captured)]));
                for (_, cards) in melds {
                    out.extend(copies_problems(&[("melds", cards)]));
                }
            }
            Query::DeclarationAllowed { cards, context, .. } => {
                out.extend(copies_problems(&[("cards", cards)]));
                // The turned card is drawn in the 7th draw round, the one that empties the
                // stock: no position has both, whatever is declared.
                if context.stock_empty && context.turned_card_on_table {
                    out.push(Problem::contradicts("turned_card_on_table", "stock_empty"));
                }
            }
            Query::DealScore(end) => out.extend(deal_score_problems(end)),
            Query::GameWinner {
                game_points,
                awarded,
            } => {
                out.extend(range_problem("game_points", game_points.a, 0, 6));
                out.extend(range_problem("game_points", game_points.b, 0, 6));
                if awarded.a > 0 && awarded.b > 0 {
                    out.push(Problem::new("awarded", "gaigel.both-teams-score"));
                }
            }
            Query::Deal(record) => out.extend(record.setup.problems()),
        }
        out
    }

    /// The answer's form, for a checked position: only [`Checked`] calls it.
    pub(super) fn form(&self) -> AnswerForm {
        match self {
            Query::LegalPlays { hand, .. } => {
                let mut distinct = hand.clone();
                dedup_in_order(&mut distinct);
                AnswerForm::SubsetOf(distinct)
            }
            Query::TrickWinner { trick, .. } => AnswerForm::OneCardOf(TrickCard::faces(trick)),
            Query::CardPoints { .. } | Query::MeldPoints { .. } | Query::DealPoints { .. } => {
                AnswerForm::Int
            }
            Query::DeclarationAllowed { .. } => AnswerForm::Bool,
            Query::DealScore(_) => deal_score_form(),
            Query::GameWinner { .. } => AnswerForm::OneOf(vec!["A", "B", "none"]),
            Query::Deal(_) => crate::rules::table::deal_form(deal_score_form()),
        }
    }

    /// The position checked (see [`crate::rules::Query::check`]).
    pub fn check(self) -> Result<Checked, Vec<Problem>> {
        crate::rules::Query::Gaigel(self).check()
    }

    /// The verdict on a checked position: only [`Checked`] calls it.
    pub(super) fn verdict(&self) -> Verdict {
        match self {
            Query::LegalPlays {
                trump,
                stock_empty,
                trick,
                hand,
            } => {
                let t = play::suit_index(*trump);
                let trick_ix: Vec<u8> = trick.iter().map(|&c| play::index(c)).collect();
                let hand_ix: Vec<u8> = hand.iter().map(|&c| play::index(c)).collect();
                let cards = play::card_verdicts(t, *stock_empty, &trick_ix, &hand_ix);
                let legal: Vec<Card> = cards.iter().filter(|v| v.legal).map(|v| v.card).collect();
                let mut reasons: Vec<Reason> = Vec::new();
                for v in cards.iter().filter(|v| v.legal) {
                    if !reasons.iter().any(|r| r.rule == v.reason.rule) {
                        reasons.push(v.reason.clone());
                    }
                }
                Verdict {
                    answer: Answer::Cards(legal),
                    reasons,
                    cards,
                }
            }
            Query::TrickWinner { trump, trick } => trick_winner_verdict(*trump, trick),
            Query::CardPoints { cards, last_trick } => {
                let pts = score::card_points(cards);
                let mut reasons = vec![Reason::new("gaigel.card-points")
                    .with("cards", Arg::Cards(cards.clone()))
                    .with("points", Arg::Int(pts as i64))];
                let total = if *last_trick {
                    reasons.push(Reason::new("gaigel.last-trick-bonus"));
                    pts + 10
                } else {
                    pts
                };
                simple(Answer::Int(total as i64), reasons)
            }
            Query::MeldPoints {
                trump,
                declaration,
                cards,
            } => match score::classify(*trump, *declaration, cards) {
                Ok(m) => simple(Answer::Int(m.points() as i64), vec![m.reason()]),
                Err(r) => simple(Answer::Int(0), vec![r.with("points", Arg::Int(0))]),
            },
            Query::DealPoints {
                trump,
                captured,
                melds,
                last_trick,
            } => {
                let (cards, rest, meld_reasons) =
                    score::deal_points(*trump, captured, melds, *last_trick);
                let mut reasons = vec![Reason::new("gaigel.card-points")
                    .with("cards", Arg::Cards(captured.clone()))
                    .with("points", Arg::Int(cards as i64))];
                reasons.extend(meld_reasons);
                if *last_trick {
                    reasons.push(Reason::new("gaigel.last-trick-bonus"));
                }
                reasons.push(
                    Reason::new("gaigel.deal-total")
                        .with("points", Arg::Int((cards + rest) as i64)),
                );
                simple(Answer::Int((cards + rest) as i64), reasons)
            }
            Query::DeclarationAllowed {
                trump,
                declaration,
                cards,
                context,
            } => {
                let no = score::declaration_obstacles(*trump, *declaration, cards, context);
                if no.is_empty() {
                    simple(
                        Answer::Bool(true),
                        vec![score::allowed_reason(*trump, *declaration, cards)],
                    )
                } else {
                    simple(Answer::Bool(false), no)
                }
            }
            Query::DealScore(end) => {
                let (award, carry_next, reasons) = score::deal_score(end);
                simple(
                    Answer::Ints(vec![
                        ("A", award.a),
                        ("B", award.b),
                        ("carry_next", carry_next),
                    ]),
                    reasons,
                )
            }
            Query::GameWinner {
                game_points,
                awarded,
            } => {
                let (winner, reason) = score::game_winner(*game_points, *awarded);
                let token = winner.map(|t| t.token()).unwrap_or("none");
                simple(Answer::Choice(token), vec![reason])
            }
            Query::Deal(record) => deal_verdict(record),
        }
    }
}

/// The form of the `deal-score` answer, which is also a whole deal's result.
fn deal_score_form() -> AnswerForm {
    AnswerForm::Ints(vec!["A", "B", "carry_next"])
}

/// A deal record replayed at the table: the result with how the deal ended and the
/// scoring's reasons, the first illegal action with the rule that refuses it, or a deal
/// not yet over.
fn deal_verdict(record: &DealRecord) -> Verdict {
    use crate::rules::table::{replay, replayed_answer, Replayed};
    let mut t = table::GaigelTable::dealt(record.setup.clone());
    let replayed = replay(&mut t, &record.actions);
    let reasons = match &replayed {
        Replayed::Illegal { reason, .. } => vec![reason.clone()],
        Replayed::Finished(outcome) => {
            let mut reasons = outcome.reasons.clone();
            if let Some(scoring) = &outcome.scoring {
                reasons.extend(scoring.verdict().reasons);
            }
            reasons
        }
        Replayed::Unfinished { to_act } => {
            vec![Reason::new("gaigel.deal-unfinished").with("seat", Arg::Seats(vec![*to_act]))]
        }
    };
    simple(replayed_answer(&replayed), reasons)
}

fn simple(answer: Answer, reasons: Vec<Reason>) -> Verdict {
    Verdict {
        answer,
        reasons,
        cards: Vec::new(),
    }
}

fn dedup_in_order(cards: &mut Vec<Card>) {
    let mut seen = Vec::new();
    cards.retain(|c| {
        if seen.contains(c) {
            false
        } else {
            seen.push(*c);
            true
        }
    });
}

fn trick_winner_verdict(trump: Suit, trick: &[Card]) -> Verdict {
    let t = play::suit_index(trump);
    let ix: Vec<u8> = trick.iter().map(|&c| play::index(c)).collect();
    let w = play::winner(t, &ix);
    let wc = trick[w];
    let mut reasons = vec![if wc.suit == trump {
        Reason::new("gaigel.highest-trump").with("card", Arg::Card(wc))
    } else {
        Reason::new("gaigel.highest-of-led-suit")
            .with("card", Arg::Card(wc))
            .with("led", Arg::Suit(trick[0].suit))
    }];
    if trick[w + 1..].contains(&wc) {
        reasons.push(Reason::new("gaigel.twin-played-first").with("card", Arg::Card(wc)));
    }
    simple(Answer::Index(w), reasons)
}

fn deal_score_problems(end: &DealEnd) -> Vec<Problem> {
    let mut out = Vec::new();
    let required = |field, value| Problem::required_with(field, "event", value);
    match end.event {
        Event::Declare => {
            if end.declarer.is_none() {
                out.push(required("declarer", "declare"));
            }
            if end.disputed && end.points.is_none() {
                out.push(required("points", "declare"));
            }
            if !end.disputed && end.tricks.is_none() {
                out.push(required("tricks", "declare"));
            }
        }
        Event::MissedDeclarationClaim => {
            if end.accused.is_none() {
                out.push(required("accused", "missed-declaration-claim"));
            }
            if end.points.is_none() {
                out.push(required("points", "missed-declaration-claim"));
            }
            if end.accused.is_some() && end.claimant == end.accused {
                out.push(Problem::must_differ("claimant", "accused"));
            }
        }
        Event::NoDeclaration => {}
    }
    if let Some(t) = end.tricks {
        out.extend(range_problem("tricks", t.a, 0, 12));
        out.extend(range_problem("tricks", t.b, 0, 12));
        // In i64: two u32 never overflow there.
        let sum = t.a as i64 + t.b as i64;
        if sum > 12 {
            out.push(
                Problem::new("tricks", "sum-too-large")
                    .with("max", Arg::Int(12))
                    .with("actual", Arg::Int(sum)),
            );
        }
    }
    out
}

impl Query {
    /// The position's fields as data, in the order of the spec's field tables.
    pub(super) fn fields(&self) -> Vec<(&'static str, Field)> {
        use crate::rules::Field as F;
        match self {
            Query::LegalPlays {
                trump,
                stock_empty,
                trick,
                hand,
            } => vec![
                ("trump", F::Suit(*trump)),
                ("stock_empty", F::Bool(*stock_empty)),
                ("trick", F::Trick(TrickCard::faces(trick))),
                ("hand", F::Cards(hand.clone())),
            ],
            Query::TrickWinner { trump, trick } => {
                vec![
                    ("trump", F::Suit(*trump)),
                    ("trick", F::Trick(TrickCard::faces(trick))),
                ]
            }
            Query::CardPoints { cards, last_trick } => vec![
                ("cards", F::Cards(cards.clone())),
                ("last_trick", F::Bool(*last_trick)),
            ],
            Query::MeldPoints {
                trump,
                declaration,
                cards,
            } => vec![
                ("trump", F::Suit(*trump)),
                ("declaration", F::Token(declaration.token())),
                ("cards", F::Cards(cards.clone())),
            ],
            Query::DealPoints {
                trump,
                captured,
                melds,
                last_trick,
            } => vec![
                ("trump", F::Suit(*trump)),
                ("captured", F::Cards(captured.clone())),
                (
                    "melds",
                    F::Melds(melds.iter().map(|(d, c)| (d.token(), c.clone())).collect()),
                ),
                ("last_trick", F::Bool(*last_trick)),
            ],
            Query::DeclarationAllowed {
                trump,
                declaration,
                cards,
                context: c,
            } => vec![
                ("trump", F::Suit(*trump)),
                ("declaration", F::Token(declaration.token())),
                ("cards", F::Cards(cards.clone())),
                ("role", F::Token(Role::TOKENS[c.role as usize])),
                ("winner_declared", F::Bool(c.winner_declared)),
                ("drawn", F::Bool(c.drawn)),
                ("stock_empty", F::Bool(c.stock_empty)),
                ("declared_suits", F::Suits(c.declared_suits.clone())),
                ("player_has_won_trick", F::Bool(c.player_has_won_trick)),
                ("team_has_won_trick", F::Bool(c.team_has_won_trick)),
                ("turned_card_on_table", F::Bool(c.turned_card_on_table)),
            ],
            Query::DealScore(e) => {
                let mut v = vec![("event", F::Token(Event::TOKENS[e.event as usize]))];
                match e.event {
                    Event::Declare => {
                        if let Some(t) = e.declarer {
                            v.push(("declarer", F::Team(t)));
                        }
                        v.push(("disputed", F::Bool(e.disputed)));
                        if e.disputed {
                            if let Some(p) = e.points {
                                v.push(("points", F::PerTeam(p)));
                            }
                        } else if let Some(t) = e.tricks {
                            v.push(("tricks", F::PerTeam(t)));
                        }
                    }
                    Event::MissedDeclarationClaim => {
                        if let Some(t) = e.accused {
                            v.push(("accused", F::Team(t)));
                        }
                        if let Some(t) = e.claimant {
                            v.push(("claimant", F::Team(t)));
                        }
                        if let Some(p) = e.points {
                            v.push(("points", F::PerTeam(p)));
                        }
                    }
                    Event::NoDeclaration => {}
                }
                v.push(("carry", F::Int(e.carry as i64)));
                v
            }
            Query::GameWinner {
                game_points,
                awarded,
            } => vec![
                ("game_points", F::PerTeam(*game_points)),
                ("awarded", F::PerTeam(*awarded)),
            ],
            Query::Deal(record) => {
                let s = &record.setup;
                let mut v: Vec<(&'static str, Field)> = (0..4u8)
                    .map(|seat| {
                        let hand = F::Cards(s.hands[seat as usize].clone());
                        ("hands", F::AtSeat(seat, Box::new(hand)))
                    })
                    .collect();
                v.push(("turned", F::Cards(vec![s.turned])));
                v.push(("stock", F::Cards(s.stock.clone())));
                v.push(("carry", F::Int(s.carry as i64)));
                v.push(("game_points", F::PerTeam(s.game_points)));
                v.push(("actions", F::Int(record.actions.len() as i64)));
                v
            }
        }
    }
}
