//! Vier-Anderle and its home-made variant Japanisch Vier-Anderle
//! (`../shared/rules/vier-anderle.md`): the checked positions of every question kind of the
//! "Position fields" section, and their verdicts. Japanisch is a set of options on the
//! same rules (section 9, [`Rules`]): no duty to head the trick in the suit led,
//! declarations from the dealer's right, drop fees into a side pot, a fixed 8 for a
//! trickless participant.

pub mod deal;
pub mod kinds;
pub mod play;
pub mod playout;
pub mod read;
pub mod rule_set;
pub mod settle;
pub mod table;

use crate::cards::{Card, CardSet, Deck};
use crate::rules::problem::PackCheck;
use crate::rules::TrickCard;
use crate::rules::{Answer, AnswerForm, Arg, Checked, Field, ListShape, Problem, Reason, Verdict};
pub use rule_set::{DeclaringOrder, Rules, TricklessPay};
pub use settle::Deal;

pub const KINDS: &[&str] = &[
    "legal-plays",
    "trick-winner",
    "deal-score",
    "opening-leader",
    "deal-type",
    "declaration-order",
    "deal",
];

/// The problems of Vier-Anderle's own rules (the shared ones are in
/// [`crate::rules::problem`]).
pub const PROBLEMS: &[&str] = &[
    "vier-anderle.not-in-pack-with",
    "vier-anderle.participant-without-tricks",
    "vier-anderle.non-participant-with-tricks",
    "vier-anderle.hand-missing",
    "vier-anderle.hand-size",
];

/// The tarot pack with every pip card a position may name (section 2.3, `k = 4`).
pub const FULL_PACK: Deck = Deck::VierAnderle { extra_pips: 4 };

pub const MIN_PLAYERS: u8 = 2;
pub const MAX_PLAYERS: u8 = 13;

/// The fewest extra pip cards per suit that deal four cards to `players` (section 2.3).
pub fn extra_pips_for(players: u8) -> u8 {
    players.saturating_sub(9).min(4)
}

/// One question, under one of the family's rule sets.
#[derive(Clone, Debug, PartialEq)]
pub struct Query {
    pub rules: Rules,
    pub ask: Ask,
}

/// The kinds of question, with the spec's fields.
#[derive(Clone, Debug, PartialEq)]
pub enum Ask {
    LegalPlays {
        extra_pips: u8,
        trick: Vec<Card>,
        hand: Vec<Card>,
    },
    TrickWinner {
        extra_pips: u8,
        trick: Vec<Card>,
    },
    DealScore(Deal),
    OpeningLeader(Deal),
    DealType {
        pot_before: i64,
    },
    DeclarationOrder {
        players: u8,
    },
    /// A whole deal: its starting position and the actions taken (a deal record).
    WholeDeal {
        setup: table::Setup,
        actions: Vec<crate::rules::table::Act>,
    },
}

/// Cards of the tarot pack that are not in the pack with `extra_pips` pip cards per suit
/// (section 2.3).
fn pack_problems(extra_pips: u8, lists: &[(&'static str, &[Card])]) -> Vec<Problem> {
    let pack = crate::rules::problem::Pack::of(crate::cards::Deck::VierAnderle { extra_pips });
    let mut out = Vec::new();
    for (field, list) in lists {
        for (i, &c) in list.iter().enumerate() {
            if !pack.contains(c) {
                out.push(
                    Problem::new(field, "vier-anderle.not-in-pack-with")
                        .with("card", Arg::Card(c))
                        .with("extra", Arg::Int(extra_pips as i64))
                        .at_index(i),
                );
            }
        }
    }
    out
}

fn players_problem(players: u8) -> Option<Problem> {
    Problem::range(
        "players",
        players as i64,
        MIN_PLAYERS as i64,
        MAX_PLAYERS as i64,
    )
}

/// The pot before the ante: never negative, always a multiple of 4 (section 8.4).
fn pot_problems(pot: i64) -> Vec<Problem> {
    let mut out = Vec::new();
    if pot < 0 {
        out.extend(Problem::negative("pot_before_deal", pot));
    } else if pot % 4 != 0 {
        out.push(
            Problem::new("pot_before_deal", "not-multiple")
                .with("of", Arg::Int(4))
                .with("actual", Arg::Int(pot)),
        );
    }
    out
}

/// The players, the pot and the `in` list (the fields shared by deal-score and
/// opening-leader).
fn deal_problems(deal: &Deal) -> Vec<Problem> {
    let mut out = Vec::new();
    out.extend(players_problem(deal.players));
    out.extend(pot_problems(deal.pot_before));
    match (&deal.in_seats, deal.pot_before) {
        (Some(_), 0) => out.push(Problem::contradicts("in", "pot_before_deal")),
        (None, x) if x != 0 => out.push(Problem::required_with(
            "in",
            "pot_before_deal",
            "more than 0",
        )),
        _ => {}
    }
    if let Some(seats) = &deal.in_seats {
        for (i, &s) in seats.iter().enumerate() {
            if s >= deal.players {
                out.push(
                    Problem::out_of_range("in", s as i64, 0, deal.players as i64 - 1).at_index(i),
                );
            } else if seats[..i].contains(&s) {
                out.push(Problem::new("in", "repeated").at_index(i));
            }
        }
    }
    out
}

/// The `tricks` list of a deal-score position: present exactly when cards are played, one
/// entry per seat, a number for each participant and null for the others, 4 in all.
fn tricks_problems(deal: &Deal) -> Vec<Problem> {
    let mut out = Vec::new();
    let Some(tricks) = &deal.tricks else {
        if deal.has_play() {
            out.push(Problem::required_with("tricks", "in", "two or more seats"));
        }
        return out;
    };
    if !deal.has_play() {
        out.push(Problem::contradicts("tricks", "in"));
        return out;
    }
    if tricks.len() != deal.players as usize {
        out.push(Problem::one_per_seat(
            "tricks",
            deal.players as i64,
            tricks.len() as i64,
        ));
        return out;
    }
    let participants = deal.participants();
    for (s, t) in tricks.iter().enumerate() {
        let playing = participants.contains(&(s as u8));
        match (playing, t) {
            (true, None) => out.push(
                Problem::new("tricks", "vier-anderle.participant-without-tricks").at_index(s),
            ),
            (false, Some(_)) => out.push(
                Problem::new("tricks", "vier-anderle.non-participant-with-tricks").at_index(s),
            ),
            _ => {}
        }
    }
    let sum: i64 = tricks.iter().flatten().map(|&t| t as i64).sum();
    if out.is_empty() && sum != 4 {
        out.push(Problem::sum_must_be("tricks", 4, sum));
    }
    out
}

/// The answer form of `deal-score` for `players` seats: chips per seat and the pot after.
fn score_form(players: u8) -> AnswerForm {
    AnswerForm::Record(vec![
        (
            "chips",
            AnswerForm::IntList {
                len: players as usize,
                min: i64::MIN,
                max: i64::MAX,
                shape: ListShape::PerSeat,
            },
        ),
        ("pot_after", AnswerForm::Int),
    ])
}

impl Query {
    pub fn kind(&self) -> &'static str {
        match self.ask {
            Ask::LegalPlays { .. } => "legal-plays",
            Ask::TrickWinner { .. } => "trick-winner",
            Ask::DealScore(_) => "deal-score",
            Ask::OpeningLeader(_) => "opening-leader",
            Ask::DealType { .. } => "deal-type",
            Ask::DeclarationOrder { .. } => "declaration-order",
            Ask::WholeDeal { .. } => "deal",
        }
    }

    /// Every card must be of the tarot pack with every pip card a position may name (the
    /// pack of the position's `extra_pips` is checked next, in the kind's own problems).
    fn tarot_problems(&self) -> Vec<Problem> {
        let mut pack = PackCheck::new(self.rules.game());
        match &self.ask {
            Ask::LegalPlays { trick, hand, .. } => {
                pack.cards("trick", trick).cards("hand", hand);
            }
            Ask::TrickWinner { trick, .. } => {
                pack.cards("trick", trick);
            }
            Ask::WholeDeal { setup, actions } => {
                for (_, hand) in &setup.hands {
                    pack.cards("hands", hand);
                }
                for act in actions {
                    if let crate::rules::table::ActArg::Card(c) = act.arg {
                        pack.card("actions", c);
                    }
                }
            }
            Ask::DealScore(_)
            | Ask::OpeningLeader(_)
            | Ask::DealType { .. }
            | Ask::DeclarationOrder { .. } => {}
        }
        pack.finish()
    }

    /// Every reason the position is impossible (the fields' types were checked by the
    /// loader). A card from another pack is reported alone: the rest of the check indexes
    /// cards, which only the pack's cards can be.
    pub fn problems(&self) -> Vec<Problem> {
        let mut out = self.tarot_problems();
        if !out.is_empty() {
            return out;
        }
        match &self.ask {
            Ask::LegalPlays {
                trick,
                hand,
                extra_pips,
            } => {
                out.extend(pack_problems(
                    *extra_pips,
                    &[("trick", trick), ("hand", hand)],
                ));
                out.extend(Problem::length("trick", trick.len(), 0, 12));
                out.extend(Problem::length("hand", hand.len(), 1, 4));
                out.extend(Problem::single_copies(
                    &[("trick", trick), ("hand", hand)],
                    play::index,
                ));
            }
            Ask::TrickWinner { trick, extra_pips } => {
                out.extend(pack_problems(*extra_pips, &[("trick", trick)]));
                out.extend(Problem::length("trick", trick.len(), 2, 13));
                out.extend(Problem::single_copies(&[("trick", trick)], play::index));
            }
            Ask::DealScore(deal) => {
                out.extend(deal_problems(deal));
                if out.is_empty() {
                    out.extend(tricks_problems(deal));
                }
                if out.is_empty() && settle::settle(self.rules, deal).is_none() {
                    out.push(Problem::answer_too_large("pot_before_deal"));
                }
            }
            Ask::OpeningLeader(deal) => out.extend(deal_problems(deal)),
            Ask::DealType { pot_before } => out.extend(pot_problems(*pot_before)),
            Ask::DeclarationOrder { players } => out.extend(players_problem(*players)),
            Ask::WholeDeal { setup, actions } => {
                out.extend(setup.problems());
                if out.is_empty() {
                    // A card of no hand may be played in error (an illegal action), but a
                    // card outside this table's pack (2.3) makes the record malformed.
                    let pack = crate::rules::problem::Pack::of(crate::cards::Deck::VierAnderle {
                        extra_pips: setup.extra_pips(),
                    });
                    for (i, act) in actions.iter().enumerate() {
                        if let crate::rules::table::ActArg::Card(c) = act.arg {
                            if !pack.contains(c) {
                                out.push(
                                    Problem::new("actions", "vier-anderle.not-in-pack-with")
                                        .with("card", Arg::Card(c))
                                        .with("extra", Arg::Int(setup.extra_pips() as i64))
                                        .at_index(i),
                                );
                            }
                        }
                    }
                }
            }
        }
        out
    }

    /// The position checked (see [`crate::rules::Query::check`]).
    pub fn check(self) -> Result<Checked, Vec<Problem>> {
        crate::rules::Query::VierAnderle(self).check()
    }

    /// The answer's form, for a checked position: only [`Checked`] calls it.
    pub(super) fn form(&self) -> AnswerForm {
        match &self.ask {
            Ask::LegalPlays { hand, .. } => AnswerForm::SubsetOf(hand.clone()),
            Ask::TrickWinner { trick, .. } => AnswerForm::OneCardOf(TrickCard::faces(trick)),
            Ask::DealScore(deal) => score_form(deal.players),
            Ask::WholeDeal { setup, .. } => {
                crate::rules::table::deal_form(score_form(setup.players))
            }
            Ask::OpeningLeader(deal) => AnswerForm::Seat {
                players: deal.players,
                none: true,
            },
            Ask::DealType { .. } => AnswerForm::OneOf(vec!["all-play", "in-out"]),
            Ask::DeclarationOrder { players } => AnswerForm::IntList {
                len: *players as usize,
                min: 0,
                max: *players as i64 - 1,
                shape: ListShape::SeatOrder,
            },
        }
    }

    /// The verdict on a checked position: only [`Checked`] calls it.
    pub(super) fn verdict(&self) -> Verdict {
        match &self.ask {
            Ask::LegalPlays { trick, hand, .. } => {
                let compact: Vec<u8> = trick.iter().map(|&c| play::index(c)).collect();
                let mut set = CardSet::default();
                for &c in hand {
                    set.insert(play::index(c));
                }
                let (legal, step) = play::legal(self.rules, &compact, set);
                let cards = play::card_verdicts(hand, trick, legal, step);
                let answer: Vec<Card> = cards.iter().filter(|v| v.legal).map(|v| v.card).collect();
                let mut reasons: Vec<Reason> = cards
                    .iter()
                    .find(|v| v.legal)
                    .map(|v| v.reason.clone())
                    .into_iter()
                    .collect();
                // Without the heading duty, say so where the original's duty (7.3) would
                // have narrowed the choice.
                if step == play::Step::FollowAny {
                    let (strict, _) = play::legal(Rules::Original, &compact, set);
                    if strict != legal {
                        reasons.push(
                            Reason::new("vier-anderle.japanisch-no-heading")
                                .with("suit", Arg::Suit(trick[0].suit)),
                        );
                    }
                }
                Verdict {
                    answer: Answer::Cards(answer),
                    reasons,
                    cards,
                }
            }
            Ask::TrickWinner { trick, .. } => {
                let compact: Vec<u8> = trick.iter().map(|&c| play::index(c)).collect();
                let w = play::winner(&compact);
                let card = trick[w];
                let led = trick[0];
                let mut reasons = vec![if play::is_trump(compact[w]) {
                    Reason::new("vier-anderle.highest-trump").with("card", Arg::Card(card))
                } else {
                    Reason::new("vier-anderle.highest-of-led")
                        .with("card", Arg::Card(card))
                        .with("suit", Arg::Suit(led.suit))
                }];
                let off_suit = !play::is_trump(compact[0])
                    && compact.iter().any(|&c| {
                        !play::is_trump(c) && play::suit_of(c) != play::suit_of(compact[0])
                    });
                if off_suit && !play::is_trump(compact[w]) {
                    reasons.push(Reason::new("vier-anderle.other-suits-never-win"));
                }
                Verdict {
                    answer: Answer::Index(w),
                    reasons,
                    cards: Vec::new(),
                }
            }
            Ask::DealScore(deal) => {
                let s = settle::settle(self.rules, deal)
                    .expect("problems() refuses a deal whose settlement does not fit");
                Verdict {
                    answer: Answer::Record(vec![
                        ("chips", Answer::IntList(s.chips)),
                        ("pot_after", Answer::Int(s.pot_after)),
                    ]),
                    reasons: s.reasons,
                    cards: Vec::new(),
                }
            }
            Ask::OpeningLeader(deal) => {
                let (answer, reason) = match &deal.in_seats {
                    None => (Some(0), Reason::new("vier-anderle.all-play-lead")),
                    Some(_) => match deal.participants().as_slice() {
                        [] => (None, Reason::new("vier-anderle.nobody-leads")),
                        [lone] => (
                            Some(*lone),
                            Reason::new("vier-anderle.lone-named")
                                .with("seat", Arg::Int(*lone as i64)),
                        ),
                        [first, ..] => (
                            Some(*first),
                            Reason::new("vier-anderle.first-in-leads")
                                .with("seat", Arg::Int(*first as i64)),
                        ),
                    },
                };
                Verdict {
                    answer: Answer::Seat(answer),
                    reasons: vec![reason],
                    cards: Vec::new(),
                }
            }
            Ask::DealType { pot_before } => {
                let (answer, rule) = if *pot_before == 0 {
                    ("all-play", "vier-anderle.pot-empty")
                } else {
                    ("in-out", "vier-anderle.pot-holds-chips")
                };
                Verdict {
                    answer: Answer::Choice(answer),
                    reasons: vec![Reason::new(rule).with("pot", Arg::Int(*pot_before))],
                    cards: Vec::new(),
                }
            }
            Ask::DeclarationOrder { players } => {
                let order = self.rules.declaring_order();
                let rule = match order {
                    DeclaringOrder::FromDealersLeft => "vier-anderle.declare-order",
                    DeclaringOrder::FromDealersRight => "vier-anderle.japanisch-declare-order",
                };
                let seats = order.seats(*players).into_iter().map(i64::from).collect();
                Verdict {
                    answer: Answer::IntList(seats),
                    reasons: vec![Reason::new(rule).with("dealer", Arg::Int(*players as i64 - 1))],
                    cards: Vec::new(),
                }
            }
            Ask::WholeDeal { setup, actions } => self.whole_deal_verdict(setup, actions),
        }
    }

    /// The verdict on a deal record: its actions replayed from its setup.
    fn whole_deal_verdict(
        &self,
        setup: &table::Setup,
        actions: &[crate::rules::table::Act],
    ) -> Verdict {
        use crate::rules::table::{replay, replayed_answer, Replayed};
        let mut deal = table::VierAnderleTable::from_setup(self.rules, setup.clone())
            .expect("problems() refuses an impossible setup");
        let replayed = replay(&mut deal, actions);
        let reasons = match &replayed {
            Replayed::Illegal { reason, .. } => vec![reason.clone()],
            Replayed::Finished(outcome) => {
                let mut r = outcome.reasons.clone();
                if let Some(scoring) = &outcome.scoring {
                    r.extend(scoring.verdict().reasons);
                }
                r
            }
            Replayed::Unfinished { to_act } => {
                vec![Reason::new("vier-anderle.unfinished").with("seat", Arg::Int(*to_act as i64))]
            }
        };
        Verdict {
            answer: replayed_answer(&replayed),
            reasons,
            cards: Vec::new(),
        }
    }

    /// The position's fields, for display.
    pub(super) fn fields(&self) -> Vec<(&'static str, Field)> {
        let mut out = Vec::new();
        if self.rules == Rules::Japanisch {
            // The variant is named on screen, so that positions compared side by side say
            // which rules apply.
            out.push(("rules", Field::Token("japanisch")));
        }
        match &self.ask {
            Ask::LegalPlays {
                extra_pips,
                trick,
                hand,
            } => {
                if *extra_pips > 0 {
                    out.push(("extra_pips_per_suit", Field::Int(*extra_pips as i64)));
                }
                out.push(("trick", Field::Trick(TrickCard::faces(trick))));
                out.push(("hand", Field::Cards(hand.clone())));
            }
            Ask::TrickWinner { trick, extra_pips } => {
                // The default pack holds every pip; a smaller one is worth showing.
                if *extra_pips < 4 {
                    out.push(("extra_pips_per_suit", Field::Int(*extra_pips as i64)));
                }
                out.push(("trick", Field::Trick(TrickCard::faces(trick))));
            }
            Ask::DealScore(deal) | Ask::OpeningLeader(deal) => {
                out.push(("players", Field::Int(deal.players as i64)));
                out.push(("dealer", Field::Seat(deal.dealer())));
                out.push(("pot_before_deal", Field::Int(deal.pot_before)));
                if let Some(seats) = &deal.in_seats {
                    let mut v = seats.clone();
                    v.sort_unstable();
                    out.push(("in", Field::Seats(v)));
                }
                if let Some(tricks) = &deal.tricks {
                    out.push((
                        "tricks",
                        Field::PerSeat(tricks.iter().map(|t| t.map(|n| n as i64)).collect()),
                    ));
                }
            }
            Ask::DealType { pot_before } => {
                out.push(("pot_before_deal", Field::Int(*pot_before)));
            }
            Ask::DeclarationOrder { players } => {
                out.push(("players", Field::Int(*players as i64)));
                out.push(("dealer", Field::Seat(players - 1)));
            }
            Ask::WholeDeal { setup, .. } => {
                out.push(("players", Field::Int(setup.players as i64)));
                out.push(("dealer", Field::Seat(setup.dealer())));
                out.push(("pot_before_deal", Field::Int(setup.pot_before)));
                if let Some(chips) = &setup.chips_before {
                    let chips = chips.iter().map(|&c| Some(c)).collect();
                    out.push(("chips_before_deal", Field::PerSeat(chips)));
                }
                for (seat, hand) in &setup.hands {
                    out.push((
                        "hands",
                        Field::AtSeat(*seat, Box::new(Field::Cards(hand.clone()))),
                    ));
                }
            }
        }
        out
    }
}
