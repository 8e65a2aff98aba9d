//! Marglia and its variant Maniglia (`../shared/rules/marglia.md`): the checked positions of
//! every question kind of section 10, and their verdicts. Maniglia is a set of options on
//! the same rules ([`Rules`]): Latin suits, 3 to 5 players, partnerships only with four and
//! not required, the 29-point rule for the turned card.

pub mod deal;
pub mod kinds;
pub mod play;
pub mod playout;
pub mod read;
pub mod rule_set;
pub mod table;

use crate::cards::{Card, CardSet, Suit};
use crate::rules::problem::PackCheck;
use crate::rules::TrickCard;
use crate::rules::{Answer, AnswerForm, Arg, Checked, Field, Problem, Reason, Team, Verdict};
pub use rule_set::{Rules, STOP_AT};

pub const KINDS: &[&str] = &[
    "legal-plays",
    "trick-winner",
    "card-points",
    "deal-score",
    "turnup-credit",
    "deal",
];

/// The problems of Marglia's and Maniglia's own rules (the shared ones are in
/// [`crate::rules::problem`]).
pub const PROBLEMS: &[&str] = &[
    "marglia.no-deal-score-alone",
    "marglia.removed-not-a-two",
    "marglia.deduction-35-or-45",
];

/// The table of a question: the rule set, and who plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Table {
    pub rules: Rules,
    pub players: u8,
    pub partnerships: bool,
}

impl Table {
    /// Four players in two partnerships: the table both rule sets have.
    pub fn new(rules: Rules) -> Table {
        Table {
            rules,
            players: 4,
            partnerships: true,
        }
    }
    pub fn suits(self) -> [Suit; 4] {
        self.rules.suits()
    }
    /// A table the rule set does not have (the loader refuses these fields first; a
    /// position built in code meets the same rules here).
    fn problem(self) -> Option<Problem> {
        let players = self.rules.players();
        let (min, max) = (*players.start() as i64, *players.end() as i64);
        if let Some(p) = Problem::range("players", self.players as i64, min, max) {
            return Some(p);
        }
        match self.partnerships {
            true if !self.rules.partnerships_possible(self.players) => {
                Some(Problem::contradicts("partnerships", "players"))
            }
            false if self.rules.partnerships_required() => {
                Some(Problem::contradicts("partnerships", "game"))
            }
            _ => None,
        }
    }
    /// Whether a deal has a score at this table: only two sides have one (section 8.1); a
    /// table of players alone has none (section 9, 13.11).
    fn has_deal_score(self) -> bool {
        self.partnerships
    }
    fn index(self, c: Card) -> u8 {
        play::index(&self.suits(), c)
    }
    pub fn card(self, ix: u8) -> Card {
        let suit = self.suits()[play::suit_of(ix) as usize];
        let rank = match ix % 10 {
            9 => crate::cards::Rank::Num(7),
            8 => crate::cards::Rank::Ace,
            7 => crate::cards::Rank::King,
            6 => crate::cards::Rank::Jack,
            5 => crate::cards::Rank::Queen,
            n => crate::cards::Rank::Num(n + 2),
        };
        Card::new(suit, rank)
    }
}

/// One side's cards for a deal: its tricks, or its counts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SideTake {
    Tricks(Vec<Vec<Card>>),
    Counts {
        card_points: i64,
        frillo_tricks: i64,
    },
}

/// A checked Marglia or Maniglia question: one variant per kind, with the spec's fields.
#[derive(Clone, Debug, PartialEq)]
pub enum Query {
    LegalPlays {
        table: Table,
        trump: Suit,
        trick: Vec<Card>,
        hand: Vec<Card>,
    },
    TrickWinner {
        table: Table,
        trump: Suit,
        trick: Vec<Card>,
    },
    CardPoints {
        table: Table,
        cards: Option<Vec<Card>>,
        tricks: Option<Vec<Vec<Card>>>,
    },
    DealScore {
        table: Table,
        /// Sides A and B; empty when neither or both of `tricks_won` and `counts` were given.
        sides: Vec<SideTake>,
        both_given: bool,
        deduction: i64,
    },
    TurnupCredit {
        table: Table,
        turned: Card,
        before: i64,
    },
    /// A deal record: the deal's starting position and every action taken.
    Deal {
        setup: table::Setup,
        actions: Vec<crate::rules::table::Act>,
    },
}

/// Both sides' deal scores (8.1) with their reasons; `None` when a side's counts are too
/// large for its raw total to fit an answer's integers (counts are the position's numbers,
/// not bounded by a pack).
fn deal_scores(sides: &[SideTake], deduction: i64) -> Option<([i64; 2], Vec<Reason>)> {
    let mut scores = [0i64; 2];
    let mut reasons = Vec::new();
    for (i, side) in sides.iter().enumerate().take(2) {
        let (points, frilli) = match side {
            SideTake::Tricks(ts) => ts.iter().fold((0i64, 0i64), |(p, f), t| {
                let (tp, tf) = play::trick_points(t);
                (p + tp as i64, f + tf as i64)
            }),
            SideTake::Counts {
                card_points,
                frillo_tricks,
            } => (*card_points, *frillo_tricks),
        };
        let raw = points.checked_add(frilli)?;
        scores[i] = raw.checked_sub(deduction)?.max(0);
        let team = if i == 0 { Team::A } else { Team::B };
        reasons.push(
            Reason::new(if raw > deduction {
                "marglia.deal-score"
            } else {
                "marglia.deal-score-zero"
            })
            .with("team", Arg::Team(team))
            .with("points", Arg::Int(points))
            .with("frilli", Arg::Int(frilli))
            .with("raw", Arg::Int(raw))
            .with("deduction", Arg::Int(deduction))
            .with("score", Arg::Int(scores[i])),
        );
    }
    Some((scores, reasons))
}

/// The turned card's credit (5.6, with Maniglia's 29-point rule), the score after it and
/// whether the deal may be stopped, with reasons; `None` when the score after does not fit.
fn turnup(table: Table, turned: Card, before: i64) -> Option<(i64, bool, Vec<Reason>)> {
    let value = play::value(turned.rank) as i64;
    let mut reasons = Vec::new();
    let limit = table.rules.no_turnup_credit_from();
    let credit = if limit.is_some_and(|limit| before >= limit) {
        reasons.push(Reason::new("marglia.maniglia-29").with("before", Arg::Int(before)));
        0
    } else {
        reasons.push(
            Reason::new("marglia.turnup-value")
                .with("card", Arg::Card(turned))
                .with("credit", Arg::Int(value)),
        );
        value
    };
    let after = before.checked_add(credit)?;
    // The option belongs to the moment of a credit (13.5): a turn that credits nothing, a
    // frillo or any card under Maniglia's 29-point rule, gives none, whatever the score.
    // So in Maniglia the option never arises (`Rules::deal_may_be_stopped`).
    let may_end = credit > 0 && after >= STOP_AT;
    let rule = if credit == 0 {
        "marglia.no-credit-no-stop"
    } else if may_end {
        "marglia.may-stop"
    } else {
        "marglia.may-not-stop"
    };
    reasons.push(Reason::new(rule).with("after", Arg::Int(after)));
    Some((after, may_end, reasons))
}

fn non_negative(field: &'static str, v: i64) -> Option<Problem> {
    Problem::negative(field, v)
}

/// An empty trick in a list of tricks (a trick has one card at least).
fn empty_trick(field: &'static str, i: usize) -> Problem {
    Problem::wrong_length(field, 0, 1, 40).at_index(i)
}

impl Query {
    pub fn kind(&self) -> &'static str {
        match self {
            Query::LegalPlays { .. } => "legal-plays",
            Query::TrickWinner { .. } => "trick-winner",
            Query::CardPoints { .. } => "card-points",
            Query::DealScore { .. } => "deal-score",
            Query::TurnupCredit { .. } => "turnup-credit",
            Query::Deal { .. } => "deal",
        }
    }

    pub fn table(&self) -> Table {
        match self {
            Query::LegalPlays { table, .. }
            | Query::TrickWinner { table, .. }
            | Query::CardPoints { table, .. }
            | Query::DealScore { table, .. }
            | Query::TurnupCredit { table, .. } => *table,
            Query::Deal { setup, .. } => setup.table,
        }
    }

    /// Every card and suit of the position must be of the table's pack (French for
    /// Marglia, Latin for Maniglia).
    fn pack_problems(&self) -> Vec<Problem> {
        let mut pack = PackCheck::new(self.table().rules.game());
        match self {
            Query::LegalPlays {
                trump, trick, hand, ..
            } => {
                pack.suit("trump", *trump)
                    .cards("trick", trick)
                    .cards("hand", hand);
            }
            Query::TrickWinner { trump, trick, .. } => {
                pack.suit("trump", *trump).cards("trick", trick);
            }
            Query::CardPoints { cards, tricks, .. } => {
                pack.cards("cards", cards.as_deref().unwrap_or_default());
                for (i, t) in tricks.iter().flatten().enumerate() {
                    pack.element("tricks", i, t.iter().copied());
                }
            }
            Query::DealScore { sides, .. } => {
                // The tricks of both sides, numbered as one list (as the copies are).
                let tricks = sides.iter().flat_map(|s| match s {
                    SideTake::Tricks(ts) => ts.as_slice(),
                    SideTake::Counts { .. } => &[],
                });
                for (i, t) in tricks.enumerate() {
                    pack.element("tricks_won", i, t.iter().copied());
                }
            }
            Query::TurnupCredit { turned, .. } => {
                pack.card("turned", *turned);
            }
            // The setup checks its own cards (Setup::problems).
            Query::Deal { .. } => {}
        }
        pack.finish()
    }

    /// Every reason the position is impossible (the fields' types were checked by the
    /// loader). A card or suit from another pack is reported alone: the rest of the check
    /// indexes cards, which only the pack's cards can be.
    pub fn problems(&self) -> Vec<Problem> {
        if let Some(p) = self.table().problem() {
            return vec![p];
        }
        let mut out = self.pack_problems();
        if !out.is_empty() {
            return out;
        }
        match self {
            Query::LegalPlays {
                table, trick, hand, ..
            } => {
                out.extend(Problem::length(
                    "trick",
                    trick.len(),
                    0,
                    table.players as usize - 1,
                ));
                out.extend(Problem::length("hand", hand.len(), 1, 40));
                out.extend(Problem::single_copies(
                    &[("trick", trick.as_slice()), ("hand", hand.as_slice())],
                    |c| table.index(c),
                ));
            }
            Query::TrickWinner { table, trick, .. } => {
                let n = table.players as usize;
                out.extend(Problem::length("trick", trick.len(), n, n));
                out.extend(Problem::single_copies(&[("trick", trick)], |c| {
                    table.index(c)
                }));
            }
            Query::CardPoints {
                table,
                cards,
                tricks,
            } => match (cards, tricks) {
                (Some(_), Some(_)) => out.push(Problem::contradicts("tricks", "cards")),
                (None, None) => out.push(Problem::required_with("cards", "tricks", "absent")),
                (Some(cs), None) => {
                    out.extend(Problem::single_copies(&[("cards", cs)], |c| table.index(c)))
                }
                (None, Some(ts)) => {
                    for (i, t) in ts.iter().enumerate() {
                        if t.is_empty() {
                            out.push(empty_trick("tricks", i));
                        }
                    }
                    out.extend(Problem::single_copies(&[("tricks", ts.concat())], |c| {
                        table.index(c)
                    }));
                }
            },
            Query::DealScore {
                table,
                sides,
                both_given,
                deduction,
            } => {
                if !table.has_deal_score() {
                    out.push(Problem::new("partnerships", "marglia.no-deal-score-alone"));
                }
                if *both_given {
                    out.push(Problem::contradicts("counts", "tricks_won"));
                } else if sides.is_empty() {
                    out.push(Problem::required_with("tricks_won", "counts", "absent"));
                }
                out.extend(non_negative("deduction", *deduction));
                let mut all = Vec::new();
                for s in sides {
                    match s {
                        SideTake::Tricks(ts) => {
                            for (i, t) in ts.iter().enumerate() {
                                if t.is_empty() {
                                    out.push(empty_trick("tricks_won", i));
                                }
                            }
                            all.extend(ts.concat());
                        }
                        SideTake::Counts {
                            card_points,
                            frillo_tricks,
                        } => {
                            out.extend(non_negative("counts", *card_points));
                            out.extend(non_negative("counts", *frillo_tricks));
                        }
                    }
                }
                out.extend(Problem::single_copies(&[("tricks_won", all)], |c| {
                    table.index(c)
                }));
                if out.is_empty() && deal_scores(sides, *deduction).is_none() {
                    out.push(Problem::answer_too_large("counts"));
                }
            }
            Query::TurnupCredit {
                table,
                turned,
                before,
            } => {
                out.extend(non_negative("dealer_side_score_before", *before));
                if out.is_empty() && turnup(*table, *turned, *before).is_none() {
                    out.push(Problem::answer_too_large("dealer_side_score_before"));
                }
            }
            Query::Deal { setup, .. } => out.extend(setup.problems()),
        }
        out
    }

    /// The position checked (see [`crate::rules::Query::check`]).
    pub fn check(self) -> Result<Checked, Vec<Problem>> {
        crate::rules::Query::Marglia(self).check()
    }

    /// The answer's form, for a checked position: only [`Checked`] calls it.
    pub(super) fn form(&self) -> AnswerForm {
        match self {
            Query::LegalPlays { hand, .. } => AnswerForm::SubsetOf(hand.clone()),
            Query::TrickWinner { trick, .. } => AnswerForm::OneCardOf(TrickCard::faces(trick)),
            Query::CardPoints { .. } => AnswerForm::Int,
            Query::DealScore { .. } => AnswerForm::Ints(vec!["A", "B"]),
            Query::TurnupCredit { .. } => AnswerForm::Record(vec![
                ("dealer_side_score", AnswerForm::Int),
                ("may_end_deal", AnswerForm::Bool),
            ]),
            Query::Deal { setup, .. } => crate::rules::table::deal_form(table::result_form(setup)),
        }
    }

    /// The verdict on a checked position: only [`Checked`] calls it.
    pub(super) fn verdict(&self) -> Verdict {
        match self {
            Query::LegalPlays {
                table,
                trump,
                trick,
                hand,
            } => {
                let t = *table;
                let trump_ix = play::suit_of(t.index(Card::new(*trump, crate::cards::Rank::Ace)));
                let compact: Vec<u8> = trick.iter().map(|&c| t.index(c)).collect();
                let hand_ix: Vec<(Card, u8)> = hand.iter().map(|&c| (c, t.index(c))).collect();
                let mut set = CardSet::default();
                for &(_, ix) in &hand_ix {
                    set.insert(ix);
                }
                let (legal, step) = play::legal(trump_ix, &compact, set, t.partnerships);
                let verdicts = play::card_verdicts(
                    &hand_ix,
                    legal,
                    step,
                    trick.first().map(|c| c.suit),
                    *trump,
                    |ix| t.card(ix),
                );
                let answer: Vec<Card> = verdicts
                    .iter()
                    .filter(|v| v.legal)
                    .map(|v| v.card)
                    .collect();
                let mut reasons: Vec<Reason> = verdicts
                    .iter()
                    .find(|v| v.legal)
                    .map(|v| v.reason.clone())
                    .into_iter()
                    .collect();
                if !t.partnerships && !trick.is_empty() {
                    reasons.push(Reason::new("marglia.no-partnerships"));
                }
                Verdict {
                    answer: Answer::Cards(answer),
                    reasons,
                    cards: verdicts,
                }
            }
            Query::TrickWinner {
                table,
                trump,
                trick,
            } => {
                let t = *table;
                let trump_ix = play::suit_of(t.index(Card::new(*trump, crate::cards::Rank::Ace)));
                let compact: Vec<u8> = trick.iter().map(|&c| t.index(c)).collect();
                let w = play::winner(&compact, trump_ix);
                let card = trick[w];
                let mut reasons = vec![if card.suit == *trump {
                    Reason::new("marglia.highest-trump")
                } else {
                    Reason::new("marglia.highest-of-led")
                }
                .with("card", Arg::Card(card))
                .with("suit", Arg::Suit(card.suit))];
                let led = trick[0].suit;
                if trick.iter().any(|c| c.suit != led && c.suit != *trump) {
                    reasons.push(Reason::new("marglia.discards-never-win"));
                }
                Verdict {
                    answer: Answer::Index(w),
                    reasons,
                    cards: Vec::new(),
                }
            }
            Query::CardPoints { cards, tricks, .. } => {
                let (total, reasons) = match (cards, tricks) {
                    (Some(cs), _) => {
                        let p: u32 = cs.iter().map(|c| play::value(c.rank)).sum();
                        (
                            p as i64,
                            vec![Reason::new("marglia.card-values")
                                .with("points", Arg::Int(p as i64))],
                        )
                    }
                    (None, Some(ts)) => {
                        let mut points = 0;
                        let mut bonus = 0;
                        for t in ts {
                            let (p, f) = play::trick_points(t);
                            points += p as i64;
                            bonus += f as i64;
                        }
                        (
                            points + bonus,
                            vec![
                                Reason::new("marglia.card-values").with("points", Arg::Int(points)),
                                Reason::new("marglia.frillo-bonus")
                                    .with("count", Arg::Int(bonus))
                                    .with("tricks", Arg::Int(ts.len() as i64)),
                            ],
                        )
                    }
                    (None, None) => (0, Vec::new()),
                };
                Verdict {
                    answer: Answer::Int(total),
                    reasons,
                    cards: Vec::new(),
                }
            }
            Query::DealScore {
                sides, deduction, ..
            } => {
                let (scores, reasons) = deal_scores(sides, *deduction)
                    .expect("problems() refuses counts whose score does not fit");
                Verdict {
                    answer: Answer::Ints(vec![("A", scores[0]), ("B", scores[1])]),
                    reasons,
                    cards: Vec::new(),
                }
            }
            Query::TurnupCredit {
                table,
                turned,
                before,
            } => {
                let (after, may_end, reasons) = turnup(*table, *turned, *before)
                    .expect("problems() refuses a score whose credit does not fit");
                Verdict {
                    answer: Answer::Record(vec![
                        ("dealer_side_score", Answer::Int(after)),
                        ("may_end_deal", Answer::Bool(may_end)),
                    ]),
                    reasons,
                    cards: Vec::new(),
                }
            }
            Query::Deal { setup, actions } => table::judge(setup, actions),
        }
    }

    /// The position's fields, for display.
    pub(super) fn fields(&self) -> Vec<(&'static str, Field)> {
        let mut out = Vec::new();
        // The table is shown where the rule set leaves it open.
        let t = self.table();
        if t.rules.players().len() > 1 {
            out.push(("players", Field::Int(t.players as i64)));
        }
        if !t.rules.partnerships_required() {
            out.push(("partnerships", Field::Bool(t.partnerships)));
        }
        match self {
            Query::LegalPlays {
                trump, trick, hand, ..
            } => {
                out.push(("trump", Field::Suit(*trump)));
                out.push(("trick", Field::Trick(TrickCard::faces(trick))));
                out.push(("hand", Field::Cards(hand.clone())));
            }
            Query::TrickWinner { trump, trick, .. } => {
                out.push(("trump", Field::Suit(*trump)));
                out.push(("trick", Field::Trick(TrickCard::faces(trick))));
            }
            Query::CardPoints { cards, tricks, .. } => {
                if let Some(cs) = cards {
                    out.push(("cards", Field::Cards(cs.clone())));
                }
                if let Some(ts) = tricks {
                    for t in ts {
                        out.push(("tricks", Field::Trick(TrickCard::faces(t))));
                    }
                }
            }
            Query::DealScore {
                sides, deduction, ..
            } => {
                for (i, side) in sides.iter().enumerate().take(2) {
                    let key = if i == 0 { "side_a" } else { "side_b" };
                    match side {
                        SideTake::Tricks(ts) if ts.is_empty() => {
                            out.push((key, Field::Cards(Vec::new())))
                        }
                        SideTake::Tricks(ts) => {
                            for t in ts {
                                out.push((key, Field::Trick(TrickCard::faces(t))));
                            }
                        }
                        SideTake::Counts {
                            card_points,
                            frillo_tricks,
                        } => out.push((
                            key,
                            Field::Counts(vec![
                                ("card_points", *card_points),
                                ("frillo_tricks", *frillo_tricks),
                            ]),
                        )),
                    }
                }
                out.push(("deduction", Field::Int(*deduction)));
            }
            Query::TurnupCredit { turned, before, .. } => {
                out.push(("turned", Field::Cards(vec![*turned])));
                out.push(("dealer_side_score_before", Field::Int(*before)));
            }
            Query::Deal { setup, .. } => out.extend(setup.fields()),
        }
        out
    }
}
