//! Perlaggen, Innsbruck style (`../shared/rules/perlaggen.md`): the checked positions of
//! every question kind of the "Position fields" section, and their verdicts. Two kinds are
//! the tutor's own, built from the same rules: `play-legal` (is this one play, with its
//! baptism, legal?) and `bet-actions` (which betting actions may this player take now?).

pub mod betting;
pub mod cards;
pub mod deal;
mod endgame;
pub mod figures;
pub mod kinds;
pub mod play;
pub mod playout;
pub mod read;
pub mod score;
pub mod table;

use crate::cards::{Card, CardSet, Suit};
use crate::rules::problem::PackCheck;
use crate::rules::{
    Answer, AnswerForm, Arg, CardVerdict, Checked, Field, Game, Problem, Reason, Team, TrickCard,
    Verdict,
};
use betting::{Action, FigureState, Situation, AUS};
use cards::{index, is_perlagg, suit_ix, Played};
use figures::Figure;
use play::{Baptism, Step};
use score::{FigureRecord, How};

pub const KINDS: &[&str] = &[
    "perlaggen",
    "is-perlagg",
    "cut-keep",
    "deal-packets",
    "trump-suit",
    "exchange-options",
    "legal-plays",
    "play-legal",
    "trick-winner",
    "gleich-winner",
    "hanger-winner",
    "bet-legal",
    "bet-actions",
    "deal-score",
    "game-winner",
    "gestrichen-winner",
    "deal",
];

/// The problems of Perlaggen's own rules (the shared ones are in [`crate::rules::problem`]).
pub const PROBLEMS: &[&str] = &[
    "perlaggen.not-wild",
    "perlaggen.unplayed-baptised",
    "perlaggen.five-cards",
    "perlaggen.beyond-bet-limit",
    "perlaggen.scored-at-seventeen-all",
];

/// Every identity pattern a written `legal-plays` answer may use.
pub const PATTERNS: &[&str] = &["*", "hearts-*", "bells-*", "leaves-*", "acorns-*"];

fn pattern(suit: u8) -> &'static str {
    PATTERNS[suit as usize + 1]
}

fn patterns(b: Baptism) -> Vec<&'static str> {
    match b {
        Baptism::Any => vec!["*"],
        Baptism::LedOrTrump { led, trump } => vec![pattern(led), pattern(trump)],
        Baptism::TrumpOnly { trump } => vec![pattern(trump)],
    }
}

fn suit(ix: u8) -> Suit {
    cards::SUITS[ix as usize]
}

/// A betting question: the fields of `bet-legal` (`action` is absent for `bet-actions`).
#[derive(Clone, Debug, PartialEq)]
pub struct Bet {
    pub figure: Figure,
    pub action: Option<Action>,
    /// The show phase, with the team whose turn it is to show; `None` in the play phase.
    pub showing: Option<Team>,
    pub seat: u8,
    pub trump: Suit,
    pub scores: [i64; 2],
    pub state: FigureState,
    /// Play phase: the trick being played and the cards already in it.
    pub trick_no: Option<u8>,
    pub trick: Option<Vec<Played>>,
    pub held: Vec<Card>,
    pub played: Vec<Played>,
    /// Which fields were given for the phase, to reject the wrong ones.
    pub show_phase: bool,
}

impl Bet {
    pub fn team(&self) -> Team {
        if self.seat.is_multiple_of(2) {
            Team::A
        } else {
            Team::B
        }
    }

    pub fn situation(&self) -> Situation {
        let t = suit_ix(self.trump);
        let mut fixed: Vec<u8> = self.played.iter().map(|p| index(p.identity)).collect();
        let mut wild = 0;
        for &c in &self.held {
            let ix = index(c);
            if is_perlagg(ix, t) {
                wild += 1;
            } else {
                fixed.push(ix);
            }
        }
        let team = self.team();
        // 9.2.6: starting a Spiel bet after the fifth lead needs the last card to be a
        // natural of the led suit, a natural trump or a wild card: a card that may win the
        // fifth trick, since the follow rules always let a trump be played (D-6).
        let fifth_trick = match (&self.trick, self.trick_no) {
            (Some(trick), Some(5)) if !trick.is_empty() && self.figure == Figure::Spiel => {
                let led = cards::suit_of(index(trick[0].identity));
                Some(
                    self.held.len() == 1 && {
                        let ix = index(self.held[0]);
                        let suit = cards::suit_of(ix);
                        is_perlagg(ix, t) || suit == led || suit == t
                    },
                )
            }
            _ => None,
        };
        Situation {
            figure: self.figure,
            team,
            score: self.scores[(team == Team::B) as usize],
            showing: if self.show_phase { self.showing } else { None },
            has_example: figures::has_example(self.figure, &fixed, wild),
            fifth_trick,
        }
    }
}

/// A checked Perlaggen question: one variant per kind, with the spec's fields.
#[derive(Clone, Debug, PartialEq)]
pub enum Query {
    Perlaggen {
        trump: Suit,
    },
    IsPerlagg {
        trump: Suit,
        card: Card,
    },
    CutKeep {
        seen: Vec<Card>,
    },
    DealPackets {
        took: i64,
    },
    TrumpSuit {
        indicator: Card,
    },
    ExchangeOptions {
        indicator: Card,
        dealer: Vec<Card>,
        partner: Vec<Card>,
    },
    LegalPlays {
        trump: Suit,
        trick: Vec<Played>,
        hand: Vec<Card>,
    },
    PlayLegal {
        trump: Suit,
        trick: Vec<Played>,
        hand: Vec<Card>,
        play: Played,
    },
    TrickWinner {
        trump: Suit,
        trick: Vec<Played>,
    },
    GleichWinner {
        trump: Suit,
        hands: Vec<(u8, Vec<Played>)>,
    },
    HangerWinner {
        trump: Suit,
        hands: Vec<(u8, Vec<Played>)>,
    },
    BetLegal(Bet),
    BetActions(Bet),
    DealScore {
        records: Vec<FigureRecord>,
    },
    GameWinner {
        before: [i64; 2],
        records: Vec<FigureRecord>,
    },
    GestrichenWinner {
        trump: Suit,
        hands: Vec<(u8, Vec<Played>)>,
        spiel_winner: Team,
    },
    /// A deal record: the pack before the cut (top first), the totals before the deal,
    /// and every action in order (`lessons/DEALS.md`).
    Deal {
        pack: Vec<Card>,
        before: [i64; 2],
        actions: Vec<crate::rules::table::Act>,
    },
}

/// A natural card written with another identity: only wild cards are baptised (3.2).
fn baptism_problems(field: &'static str, list: &[Played], trump: Suit) -> Vec<Problem> {
    let t = suit_ix(trump);
    list.iter()
        .enumerate()
        .filter(|(_, p)| p.baptised() && !is_perlagg(index(p.card), t))
        .map(|(i, p)| {
            Problem::new(field, "perlaggen.not-wild")
                .with("card", Arg::Card(p.card))
                .at_index(i)
        })
        .collect()
}

fn physical(list: &[Played]) -> Vec<Card> {
    list.iter().map(|p| p.card).collect()
}

/// The four hands of a figure question: every seat once, five cards each.
fn hands_problems(hands: &[(u8, Vec<Played>)], trump: Suit) -> Vec<Problem> {
    let mut out = Vec::new();
    let mut seats: Vec<u8> = hands.iter().map(|(s, _)| *s).collect();
    seats.sort_unstable();
    if seats != [0, 1, 2, 3] {
        out.push(Problem::one_per_seat("hands", 4, hands.len() as i64));
    }
    for (_, h) in hands {
        out.extend(Problem::length("hands", h.len(), 5, 5));
        out.extend(baptism_problems("hands", h, trump));
    }
    let all: Vec<Card> = hands.iter().flat_map(|(_, h)| physical(h)).collect();
    out.extend(Problem::single_copies(&[("hands", all)], index));
    out
}

fn record_problems(records: &[FigureRecord], with_order: bool) -> Vec<Problem> {
    let mut out = Vec::new();
    let field = "figures";
    for r in records {
        let bad = |other| Problem::contradicts(field, other);
        match r.how {
            How::Unbet if r.value != 1 => out.push(bad("how")),
            // A hold always answers a bet, which raised the value to 2 at least.
            How::Held if r.value == 1 => out.push(bad("how")),
            How::Conceded if r.value == AUS => out.push(bad("how")),
            How::Conceded if r.winner.is_none() => out.push(bad("winner")),
            _ => {}
        }
        if r.figure == Figure::Spiel && r.winner.is_none() {
            // Five tricks: one team always takes three.
            out.push(bad("winner"));
        }
        // Only a conceded Gleich or Hanger is proved at the end (10.1.2): a held or unbet
        // figure and the Spiel were decided by the show or the tricks, so a `proof` there,
        // true or false, describes nothing that happens.
        if r.proof.is_some() && (r.how != How::Conceded || r.figure == Figure::Spiel) {
            out.push(bad("proof"));
        }
        if with_order {
            match (r.how, r.order) {
                (How::Unbet, Some(_)) => out.push(bad("how")),
                (How::Conceded | How::Held, None) => {
                    out.push(Problem::required_with(field, "how", r.how.token()))
                }
                _ => {}
            }
        }
    }
    if with_order {
        for how in [How::Conceded, How::Held] {
            let mut orders: Vec<u32> = records
                .iter()
                .filter(|r| r.how == how)
                .filter_map(|r| r.order)
                .collect();
            let n = orders.len();
            orders.sort_unstable();
            orders.dedup();
            if orders.len() != n {
                out.push(Problem::new(field, "repeated"));
            }
        }
    }
    out
}

fn bet_problems(b: &Bet) -> Vec<Problem> {
    let mut out = Vec::new();
    let st = &b.state;
    if let Some((_, to)) = st.pending {
        if to != betting::next(st.value) || st.value == AUS {
            out.push(Problem::contradicts("state", "value"));
        }
    }
    // A hold always raises the value; a decided figure has no bet waiting.
    if st.value == 1 && st.last_holder.is_some() {
        out.push(Problem::contradicts("state", "last_holder"));
    }
    if st.decided && st.pending.is_some() {
        out.push(Problem::contradicts("state", "decided"));
    }
    // Fields that belong to one phase: required in it, rejected in the other.
    let phase = if b.show_phase { "show" } else { "play" };
    for (field, given, show_only) in [
        ("showing", b.showing.is_some(), true),
        ("trick_no", b.trick_no.is_some(), false),
        ("trick", b.trick.is_some(), false),
    ] {
        match (given, show_only == b.show_phase) {
            (false, true) => out.push(Problem::required_with(field, "phase", phase)),
            (true, false) => out.push(Problem::contradicts(field, "phase")),
            _ => {}
        }
    }
    if !b.show_phase {
        if let Some(n) = b.trick_no {
            if b.played.len() + 1 != n as usize {
                out.push(Problem::contradicts("played", "trick_no"));
            }
        }
    }
    if let Some(t) = &b.trick {
        out.extend(Problem::length("trick", t.len(), 0, 3));
        out.extend(baptism_problems("trick", t, b.trump));
    }
    if b.held.len() + b.played.len() != 5 {
        out.push(
            Problem::new("held", "perlaggen.five-cards")
                .with("actual", Arg::Int((b.held.len() + b.played.len()) as i64)),
        );
    }
    out.extend(baptism_problems("played", &b.played, b.trump));
    out.extend(Problem::single_copies(
        &[
            (
                "trick",
                b.trick.as_deref().map(physical).unwrap_or_default(),
            ),
            ("held", b.held.clone()),
            ("played", physical(&b.played)),
        ],
        index,
    ));
    out
}

/// The trick and hand of a play question: their lengths, baptisms and single copies.
fn play_problems(trump: Suit, trick: &[Played], hand: &[Card]) -> Vec<Problem> {
    let mut out = Vec::new();
    out.extend(Problem::length("trick", trick.len(), 0, 3));
    out.extend(Problem::length("hand", hand.len(), 1, 5));
    out.extend(baptism_problems("trick", trick, trump));
    out.extend(Problem::single_copies(
        &[("trick", physical(trick).as_slice()), ("hand", hand)],
        index,
    ));
    out
}

fn team_answer(t: Option<Team>, none: &'static str) -> Answer {
    Answer::Choice(t.map(|t| t.token()).unwrap_or(none))
}

/// The best figure per team, by a key function over one player's identities.
fn best_per_team<K: Ord + Copy>(
    hands: &[(u8, Vec<Played>)],
    best: impl Fn(&[u8]) -> Option<K>,
) -> [Option<(K, u8)>; 2] {
    let mut out: [Option<(K, u8)>; 2] = [None, None];
    for (seat, h) in hands {
        let ids: Vec<u8> = h.iter().map(|p| index(p.identity)).collect();
        if let Some(k) = best(&ids) {
            let slot = &mut out[(*seat % 2) as usize];
            if slot.is_none_or(|(b, _)| k > b) {
                *slot = Some((k, *seat));
            }
        }
    }
    out
}

impl Query {
    pub fn kind(&self) -> &'static str {
        match self {
            Query::Perlaggen { .. } => "perlaggen",
            Query::IsPerlagg { .. } => "is-perlagg",
            Query::CutKeep { .. } => "cut-keep",
            Query::DealPackets { .. } => "deal-packets",
            Query::TrumpSuit { .. } => "trump-suit",
            Query::ExchangeOptions { .. } => "exchange-options",
            Query::LegalPlays { .. } => "legal-plays",
            Query::PlayLegal { .. } => "play-legal",
            Query::TrickWinner { .. } => "trick-winner",
            Query::GleichWinner { .. } => "gleich-winner",
            Query::HangerWinner { .. } => "hanger-winner",
            Query::BetLegal(_) => "bet-legal",
            Query::BetActions(_) => "bet-actions",
            Query::DealScore { .. } => "deal-score",
            Query::GameWinner { .. } => "game-winner",
            Query::GestrichenWinner { .. } => "gestrichen-winner",
            Query::Deal { .. } => "deal",
        }
    }

    /// Every card, identity and suit of the position must be of the Perlaggen pack.
    fn pack_problems(&self) -> Vec<Problem> {
        let mut pack = PackCheck::new(Game::Perlaggen);
        fn played(pack: &mut PackCheck, field: &'static str, list: &[Played]) {
            for (i, p) in list.iter().enumerate() {
                pack.element(field, i, p.cards());
            }
        }
        match self {
            Query::Perlaggen { trump } => {
                pack.suit("trump", *trump);
            }
            Query::IsPerlagg { trump, card } => {
                pack.suit("trump", *trump).card("card", *card);
            }
            Query::CutKeep { seen } => {
                pack.cards("seen", seen);
            }
            Query::TrumpSuit { indicator } => {
                pack.card("indicator", *indicator);
            }
            Query::ExchangeOptions {
                indicator,
                dealer,
                partner,
            } => {
                pack.card("indicator", *indicator)
                    .cards("dealer_hand", dealer)
                    .cards("partner_hand", partner);
            }
            Query::LegalPlays { trump, trick, hand } => {
                played(pack.suit("trump", *trump), "trick", trick);
                pack.cards("hand", hand);
            }
            Query::PlayLegal {
                trump,
                trick,
                hand,
                play,
            } => {
                played(pack.suit("trump", *trump), "trick", trick);
                pack.cards("hand", hand);
                for c in play.cards() {
                    pack.card("play", c);
                }
            }
            Query::TrickWinner { trump, trick } => {
                played(pack.suit("trump", *trump), "trick", trick)
            }
            Query::GleichWinner { trump, hands }
            | Query::HangerWinner { trump, hands }
            | Query::GestrichenWinner { trump, hands, .. } => {
                pack.suit("trump", *trump);
                for (i, (_, h)) in hands.iter().enumerate() {
                    pack.element("hands", i, h.iter().flat_map(|p| p.cards()));
                }
            }
            Query::BetLegal(b) | Query::BetActions(b) => {
                pack.suit("trump", b.trump).cards("held", &b.held);
                played(&mut pack, "trick", b.trick.as_deref().unwrap_or_default());
                played(&mut pack, "played", &b.played);
            }
            Query::Deal { pack: cards, .. } => {
                pack.cards("pack", cards);
            }
            Query::DealPackets { .. } | Query::DealScore { .. } | Query::GameWinner { .. } => {}
        }
        pack.finish()
    }

    /// Every reason the position is impossible (the fields' types were checked by the
    /// loader). A card or suit from another pack is reported alone: the rest of the check
    /// indexes cards, which only the pack's cards can be.
    pub fn problems(&self) -> Vec<Problem> {
        let mut out = self.pack_problems();
        if !out.is_empty() {
            return out;
        }
        match self {
            Query::Perlaggen { .. } | Query::IsPerlagg { .. } | Query::TrumpSuit { .. } => {}
            Query::CutKeep { seen } => {
                out.extend(Problem::length("seen", seen.len(), 1, 33));
                out.extend(Problem::single_copies(&[("seen", seen)], index));
            }
            Query::DealPackets { took } => {
                out.extend(Problem::range("cutter_took", *took, 0, 4));
            }
            Query::ExchangeOptions {
                indicator,
                dealer,
                partner,
            } => {
                out.extend(Problem::length("dealer_hand", dealer.len(), 5, 5));
                out.extend(Problem::length("partner_hand", partner.len(), 5, 5));
                out.extend(Problem::single_copies(
                    &[
                        ("indicator", vec![*indicator]),
                        ("dealer_hand", dealer.clone()),
                        ("partner_hand", partner.clone()),
                    ],
                    index,
                ));
            }
            Query::LegalPlays { trump, trick, hand } => {
                out.extend(play_problems(*trump, trick, hand))
            }
            Query::PlayLegal {
                trump,
                trick,
                hand,
                play,
            } => {
                out.extend(play_problems(*trump, trick, hand));
                out.extend(baptism_problems("play", &[*play], *trump));
                if !hand.contains(&play.card) {
                    out.push(
                        Problem::new("play", "not-in-hand").with("card", Arg::Card(play.card)),
                    );
                }
            }
            Query::TrickWinner { trump, trick } => {
                out.extend(Problem::length("trick", trick.len(), 4, 4));
                out.extend(baptism_problems("trick", trick, *trump));
                out.extend(Problem::single_copies(&[("trick", physical(trick))], index));
            }
            Query::GleichWinner { trump, hands }
            | Query::HangerWinner { trump, hands }
            | Query::GestrichenWinner { trump, hands, .. } => {
                out.extend(hands_problems(hands, *trump))
            }
            Query::BetLegal(b) | Query::BetActions(b) => out.extend(bet_problems(b)),
            Query::Deal { pack, before, .. } => {
                // 33 distinct cards of a 33-card pack: every card once, none missing.
                out.extend(Problem::length(
                    "pack",
                    pack.len(),
                    table::PACK,
                    table::PACK,
                ));
                out.extend(Problem::single_copies(&[("pack", pack)], index));
                // 18 wins the game (11.3): a deal starts below it.
                for t in before {
                    out.extend(Problem::range("scores_before", *t, -999, 17));
                }
            }
            Query::DealScore { records } => out.extend(record_problems(records, false)),
            Query::GameWinner { before, records } => {
                // 18 wins the game (11.3): a deal starts below it, as in a `deal`.
                for t in before {
                    out.extend(Problem::range("scores_before", *t, -999, 17));
                }
                out.extend(record_problems(records, true));
                // Within these bounds every running total fits (the verdict relies on it).
                if out.is_empty() {
                    out.extend(endgame::problems(*before, records));
                }
            }
        }
        out
    }

    /// The position checked (see [`crate::rules::Query::check`]).
    pub fn check(self) -> Result<Checked, Vec<Problem>> {
        crate::rules::Query::Perlaggen(self).check()
    }

    /// The answer's form, for a checked position: only [`Checked`] calls it.
    pub(super) fn form(&self) -> AnswerForm {
        let teams = || AnswerForm::OneOf(vec!["A", "B", "tie", "none"]);
        match self {
            Query::Perlaggen { .. } => {
                AnswerForm::CardSequence(crate::cards::Deck::Perlaggen.cards())
            }
            Query::IsPerlagg { .. } | Query::BetLegal(_) | Query::PlayLegal { .. } => {
                AnswerForm::Bool
            }
            // In the order of `seen` (Position fields): a list, not a set.
            Query::CutKeep { seen } => AnswerForm::CardSequence(seen.clone()),
            Query::DealPackets { .. } => AnswerForm::IntList {
                len: 2,
                min: 0,
                max: 3,
                shape: crate::rules::ListShape::Plain,
            },
            Query::TrumpSuit { .. } => {
                AnswerForm::OneOf(vec!["hearts", "bells", "leaves", "acorns"])
            }
            Query::ExchangeOptions {
                dealer, partner, ..
            } => AnswerForm::Record(vec![
                ("who", AnswerForm::OneOf(vec!["dealer", "partner", "none"])),
                (
                    "cards",
                    AnswerForm::SubsetOf(dealer.iter().chain(partner).copied().collect()),
                ),
            ]),
            Query::LegalPlays { trump, trick, hand } => {
                let t = suit_ix(*trump);
                let naturals: Vec<Card> = hand
                    .iter()
                    .copied()
                    .filter(|&c| !is_perlagg(index(c), t))
                    .collect();
                let wild: Vec<Card> = hand
                    .iter()
                    .copied()
                    .filter(|&c| is_perlagg(index(c), t))
                    .collect();
                // The choices the rules can give: any card, the led suit or trumps (when a
                // card of another suit was led), trumps only.
                let mut options = vec![vec!["*"]];
                if let Some(p) = trick.first() {
                    let l = cards::suit_of(index(p.identity));
                    if l != t {
                        options.push(vec![pattern(l), pattern(t)]);
                    }
                }
                options.push(vec![pattern(t)]);
                AnswerForm::Record(vec![
                    ("cards", AnswerForm::SubsetOf(naturals)),
                    (
                        "perlaggen",
                        AnswerForm::CardPatterns {
                            cards: wild,
                            options,
                            vocabulary: PATTERNS,
                        },
                    ),
                ])
            }
            Query::TrickWinner { trick, .. } => {
                AnswerForm::OneCardOf(trick.iter().map(|p| p.trick_card()).collect())
            }
            Query::GleichWinner { .. } | Query::HangerWinner { .. } => teams(),
            Query::BetActions(_) => {
                AnswerForm::SubsetOfTokens(Action::ALL.iter().map(|a| a.token()).collect())
            }
            Query::DealScore { .. } => AnswerForm::Ints(vec!["A", "B"]),
            Query::GameWinner { .. } => AnswerForm::OneOf(vec!["A", "B", "none"]),
            Query::GestrichenWinner { .. } => AnswerForm::OneOf(vec!["A", "B"]),
            Query::Deal { .. } => crate::rules::table::deal_form(AnswerForm::Ints(vec!["A", "B"])),
        }
    }

    /// The verdict on a checked position: only [`Checked`] calls it.
    pub(super) fn verdict(&self) -> Verdict {
        let simple = |answer: Answer, reasons: Vec<Reason>| Verdict {
            answer,
            reasons,
            cards: Vec::new(),
        };
        match self {
            Query::Perlaggen { trump } => {
                let t = suit_ix(*trump);
                let list: Vec<Card> = cards::perlaggen(t)
                    .iter()
                    .map(|&(c, _)| cards::card(c))
                    .collect();
                let rule = if t == 0 || t == 2 {
                    "perlaggen.wild-set-seven"
                } else {
                    "perlaggen.wild-set"
                };
                simple(
                    Answer::CardSequence(list),
                    vec![Reason::new(rule).with("trump", Arg::Suit(*trump))],
                )
            }
            Query::IsPerlagg { trump, card } => {
                let t = suit_ix(*trump);
                let ix = index(*card);
                let reason = match cards::strength(ix, t) {
                    Some(s) if s <= 4 => Reason::new("perlaggen.permanent-wild"),
                    Some(_) => Reason::new("perlaggen.trump-wild"),
                    None => Reason::new("perlaggen.natural"),
                }
                .with("card", Arg::Card(*card))
                .with("trump", Arg::Suit(*trump));
                simple(Answer::Bool(is_perlagg(ix, t)), vec![reason])
            }
            Query::CutKeep { seen } => {
                let kept = deal::cut_keep(seen);
                let mut reasons = Vec::new();
                if !kept.is_empty() {
                    reasons.push(
                        Reason::new("perlaggen.cut-keeps").with("cards", Arg::Cards(kept.clone())),
                    );
                }
                if let Some(&stop) = seen.get(kept.len()) {
                    reasons.push(Reason::new("perlaggen.cut-ends").with("card", Arg::Card(stop)));
                }
                simple(Answer::CardSequence(kept), reasons)
            }
            Query::DealPackets { took } => {
                let p = deal::packets(*took as u8);
                simple(
                    Answer::IntList(vec![p[0] as i64, p[1] as i64]),
                    vec![Reason::new("perlaggen.packets")
                        .with("took", Arg::Int(*took))
                        .with("first", Arg::Int(p[0] as i64))
                        .with("second", Arg::Int(p[1] as i64))],
                )
            }
            Query::TrumpSuit { indicator } => simple(
                Answer::Choice(indicator.suit.token()),
                vec![Reason::new("perlaggen.printed-suit")
                    .with("card", Arg::Card(*indicator))
                    .with("trump", Arg::Suit(indicator.suit))],
            ),
            Query::ExchangeOptions {
                indicator,
                dealer,
                partner,
            } => {
                let trump = Arg::Suit(indicator.suit);
                let kind = deal::indicator_kind(*indicator);
                let mut reasons = vec![match kind {
                    deal::Indicator::Natural => Reason::new("perlaggen.indicator-natural"),
                    deal::Indicator::Permanent => Reason::new("perlaggen.indicator-permanent"),
                    deal::Indicator::TrumpPerlagg => Reason::new("perlaggen.indicator-trump-wild"),
                }
                .with("card", Arg::Card(*indicator))
                .with("trump", trump.clone())];
                let (who, cards) = match deal::exchange(*indicator, dealer, partner) {
                    deal::Exchanger::Dealer(c) => ("dealer", c),
                    deal::Exchanger::Partner(c) => ("partner", c),
                    deal::Exchanger::Nobody => ("none", Vec::new()),
                };
                if kind != deal::Indicator::Natural {
                    reasons.push(
                        Reason::new(match who {
                            "dealer" => "perlaggen.dealer-exchanges",
                            "partner" => "perlaggen.partner-exchanges",
                            _ => "perlaggen.nobody-exchanges",
                        })
                        .with("cards", Arg::Cards(cards.clone()))
                        .with("trump", trump),
                    );
                }
                simple(
                    Answer::Record(vec![
                        ("who", Answer::Choice(who)),
                        ("cards", Answer::Cards(cards)),
                    ]),
                    reasons,
                )
            }
            Query::LegalPlays { trump, trick, hand } => self.legal_plays(*trump, trick, hand),
            Query::PlayLegal {
                trump,
                trick,
                hand,
                play,
            } => {
                let v = self.legal_plays(*trump, trick, hand);
                let t = suit_ix(*trump);
                let (ok, reason) = if is_perlagg(index(play.card), t) {
                    let (_, baptism, _) = legal_sets(t, trick, hand);
                    let ok = baptism.allows(index(play.identity));
                    // Played without a name, the card counts as its own face (3.2).
                    let r = Reason::new(match (ok, play.baptised()) {
                        (true, true) => "perlaggen.baptism-allowed",
                        (false, true) => "perlaggen.baptism-not-allowed",
                        (true, false) => "perlaggen.face-allowed",
                        (false, false) => "perlaggen.face-not-allowed",
                    })
                    .with("card", Arg::Card(play.card))
                    .with("identity", Arg::Card(play.identity))
                    .with("allowed", Arg::Token(baptism_token(baptism)));
                    let r = match baptism {
                        Baptism::LedOrTrump { led, trump } => r
                            .with("suit", Arg::Suit(suit(led)))
                            .with("trump", Arg::Suit(suit(trump))),
                        Baptism::TrumpOnly { trump } => r
                            .with("suit", Arg::Suit(suit(trump)))
                            .with("trump", Arg::Suit(suit(trump))),
                        Baptism::Any => r,
                    };
                    (ok, r)
                } else {
                    let cv = v.cards.iter().find(|c| c.card == play.card);
                    (
                        cv.is_some_and(|c| c.legal),
                        cv.map(|c| c.reason.clone())
                            .unwrap_or_else(|| Reason::new("perlaggen.lead-free")),
                    )
                };
                simple(Answer::Bool(ok), vec![reason])
            }
            Query::TrickWinner { trump, trick } => {
                let t = suit_ix(*trump);
                let compact = play::compact(trick);
                let w = play::winner(&compact, t);
                let win = trick[w];
                let idsuit = cards::suit_of(index(win.identity));
                let mut reasons = vec![if idsuit == t {
                    Reason::new("perlaggen.highest-trump")
                } else {
                    Reason::new("perlaggen.highest-of-led")
                }
                .with("card", Arg::Card(win.identity))
                .with("suit", Arg::Suit(suit(idsuit)))];
                let equal = trick
                    .iter()
                    .enumerate()
                    .any(|(i, p)| i != w && p.identity == win.identity);
                if equal {
                    reasons.push(
                        Reason::new("perlaggen.equal-identities")
                            .with("card", Arg::Card(win.card))
                            .with("identity", Arg::Card(win.identity)),
                    );
                }
                if trick.iter().any(|p| p.baptised()) {
                    reasons.push(Reason::new("perlaggen.identity-decides"));
                }
                simple(Answer::Index(w), reasons)
            }
            Query::GleichWinner { hands, .. } => {
                let best = best_per_team(hands, figures::best_gleich);
                figure_verdict("gleich", best, |(n, r)| {
                    vec![("count", Arg::Int(n as i64)), ("rank", rank_arg(r))]
                })
            }
            Query::HangerWinner { hands, .. } => {
                let best = best_per_team(hands, figures::best_hanger);
                figure_verdict("hanger", best, |(n, r)| {
                    vec![("count", Arg::Int(n as i64)), ("rank", rank_arg(r))]
                })
            }
            Query::BetLegal(b) => {
                let action = b.action.unwrap_or(Action::Bet);
                let (ok, reason) = betting::judge(action, &b.state, &b.situation());
                simple(Answer::Bool(ok), vec![reason])
            }
            Query::BetActions(b) => {
                let s = b.situation();
                let mut legal = Vec::new();
                // Each reason with the actions it decides: raise and hold share their
                // refusals, said once for both.
                let mut grouped: Vec<(Reason, Vec<&'static str>)> = Vec::new();
                for a in Action::ALL {
                    let (ok, r) = betting::judge(a, &b.state, &s);
                    if ok {
                        legal.push(a.token());
                    }
                    match grouped.iter_mut().find(|(g, _)| *g == r) {
                        Some((_, actions)) => actions.push(a.token()),
                        None => grouped.push((r, vec![a.token()])),
                    }
                }
                let reasons = grouped
                    .into_iter()
                    .map(|(r, actions)| {
                        actions
                            .into_iter()
                            .fold(r, |r, a| r.with("subject", Arg::Token(a)))
                    })
                    .collect();
                simple(Answer::Tokens(legal), reasons)
            }
            Query::DealScore { records } => {
                let (s, reasons) = score::deal_score(records);
                simple(Answer::Ints(vec![("A", s[0]), ("B", s[1])]), reasons)
            }
            Query::GameWinner { before, records } => {
                let (w, reasons) = score::game_winner(*before, records)
                    .expect("problems() refuses scores whose totals do not fit");
                simple(team_answer(w, "none"), reasons)
            }
            Query::Deal {
                pack,
                before,
                actions,
            } => table::judge_record(pack, *before, actions),
            Query::GestrichenWinner {
                hands,
                spiel_winner,
                ..
            } => {
                let best = best_per_team(hands, figures::best_long_figure);
                let (a, b) = (best[0].map(|x| x.0), best[1].map(|x| x.0));
                let (winner, reason) = match (a, b) {
                    (None, None) => (*spiel_winner, Reason::new("perlaggen.no-long-figure")),
                    (a, b) if a == b => {
                        (*spiel_winner, Reason::new("perlaggen.long-figures-equal"))
                    }
                    (a, b) => {
                        let (team, key, seat) = if a > b {
                            (
                                Team::A,
                                a.unwrap_or_default(),
                                best[0].map(|x| x.1).unwrap_or(0),
                            )
                        } else {
                            (
                                Team::B,
                                b.unwrap_or_default(),
                                best[1].map(|x| x.1).unwrap_or(1),
                            )
                        };
                        (
                            team,
                            Reason::new("perlaggen.long-figure-wins")
                                .with("team", Arg::Team(team))
                                .with("seat", Arg::Int(seat as i64))
                                .with("count", Arg::Int(key.0 as i64))
                                .with(
                                    "figure",
                                    Arg::Token(if key.1 == 1 { "gleich" } else { "hanger" }),
                                )
                                .with("rank", rank_arg(key.2)),
                        )
                    }
                };
                let reason = if reason.rule == "perlaggen.long-figure-wins" {
                    reason
                } else {
                    reason.with("team", Arg::Team(*spiel_winner))
                };
                simple(Answer::Choice(winner.token()), vec![reason])
            }
        }
    }

    fn legal_plays(&self, trump: Suit, trick: &[Played], hand: &[Card]) -> Verdict {
        let t = suit_ix(trump);
        let (naturals, baptism, step) = legal_sets(t, trick, hand);
        let mut cards = Vec::new();
        let mut legal_naturals = Vec::new();
        let mut wild = Vec::new();
        for &c in hand {
            let ix = index(c);
            let reason = card_reason(step, ix, t, naturals.contains(ix));
            let legal = is_perlagg(ix, t) || naturals.contains(ix);
            if is_perlagg(ix, t) {
                wild.push((c, patterns(baptism)));
            } else if legal {
                legal_naturals.push(c);
            }
            cards.push(CardVerdict {
                card: c,
                legal,
                reason,
            });
        }
        let reasons = vec![step_reason(step, t)];
        Verdict {
            answer: Answer::Record(vec![
                ("cards", Answer::Cards(legal_naturals)),
                ("perlaggen", Answer::CardPatterns(wild)),
            ]),
            reasons,
            cards,
        }
    }

    /// The position's fields, for display.
    pub(super) fn fields(&self) -> Vec<(&'static str, Field)> {
        let played = |v: &[Played]| Field::Trick(v.iter().map(|p| p.trick_card()).collect());
        let hands = |out: &mut Vec<(&'static str, Field)>, hands: &[(u8, Vec<Played>)]| {
            let mut hs = hands.to_vec();
            hs.sort_by_key(|(s, _)| *s);
            for (s, h) in hs {
                let shown = h.iter().map(|p| p.trick_card()).collect();
                out.push(("hands", Field::AtSeat(s, Box::new(Field::Shown(shown)))));
            }
        };
        let mut out = Vec::new();
        match self {
            Query::Perlaggen { trump } => out.push(("trump", Field::Suit(*trump))),
            Query::IsPerlagg { trump, card } => {
                out.push(("trump", Field::Suit(*trump)));
                out.push(("card", Field::Cards(vec![*card])));
            }
            Query::CutKeep { seen } => out.push(("seen", Field::Trick(TrickCard::faces(seen)))),
            Query::DealPackets { took } => out.push(("cutter_took", Field::Int(*took))),
            Query::TrumpSuit { indicator } => {
                out.push(("indicator", Field::Cards(vec![*indicator])))
            }
            Query::ExchangeOptions {
                indicator,
                dealer,
                partner,
            } => {
                out.push(("indicator", Field::Cards(vec![*indicator])));
                out.push(("dealer_hand", Field::Cards(dealer.clone())));
                out.push(("partner_hand", Field::Cards(partner.clone())));
            }
            Query::LegalPlays { trump, trick, hand } => {
                out.push(("trump", Field::Suit(*trump)));
                out.push(("trick", played(trick)));
                out.push(("hand", Field::Cards(hand.clone())));
            }
            Query::PlayLegal {
                trump,
                trick,
                hand,
                play,
            } => {
                out.push(("trump", Field::Suit(*trump)));
                out.push(("trick", played(trick)));
                out.push(("hand", Field::Cards(hand.clone())));
                out.push(("play", played(&[*play])));
            }
            Query::TrickWinner { trump, trick } => {
                out.push(("trump", Field::Suit(*trump)));
                out.push(("trick", played(trick)));
            }
            Query::GleichWinner { trump, hands: h } | Query::HangerWinner { trump, hands: h } => {
                out.push(("trump", Field::Suit(*trump)));
                hands(&mut out, h);
            }
            Query::GestrichenWinner {
                trump,
                hands: h,
                spiel_winner,
            } => {
                out.push(("trump", Field::Suit(*trump)));
                hands(&mut out, h);
                out.push(("spiel_winner", Field::Team(*spiel_winner)));
            }
            Query::BetLegal(b) | Query::BetActions(b) => {
                out.push(("figure", Field::Token(b.figure.token())));
                if let Some(a) = b.action {
                    out.push(("action", Field::Token(a.token())));
                }
                out.push(("seat", Field::Seat(b.seat)));
                out.push(("team", Field::Team(b.team())));
                out.push(("trump", Field::Suit(b.trump)));
                out.push((
                    "scores",
                    Field::Counts(vec![("A", b.scores[0]), ("B", b.scores[1])]),
                ));
                out.push(("state", state_field(&b.state)));
                if let Some(showing) = b.showing {
                    out.push(("showing", Field::Team(showing)));
                }
                if let Some(n) = b.trick_no {
                    out.push(("trick_no", Field::Int(n as i64)));
                }
                if let Some(t) = &b.trick {
                    out.push(("trick", played(t)));
                }
                out.push(("held", Field::Cards(b.held.clone())));
                if !b.played.is_empty() {
                    out.push(("played", played(&b.played)));
                }
            }
            Query::DealScore { records } => {
                for r in records {
                    out.push((r.figure.token(), record_field(r)));
                }
            }
            Query::GameWinner { before, records } => {
                out.push((
                    "scores_before",
                    Field::Counts(vec![("A", before[0]), ("B", before[1])]),
                ));
                for r in records {
                    out.push((r.figure.token(), record_field(r)));
                }
            }
            Query::Deal {
                pack,
                before,
                actions,
            } => {
                out.push(("pack", Field::Cards(pack.clone())));
                out.push((
                    "scores_before",
                    Field::Counts(vec![("A", before[0]), ("B", before[1])]),
                ));
                out.push(("actions", Field::Int(actions.len() as i64)));
            }
        }
        out
    }
}

fn rank_arg(r: u8) -> Arg {
    Arg::Token(match r {
        8 => "rank-A",
        7 => "rank-K",
        6 => "rank-O",
        5 => "rank-U",
        4 => "rank-10",
        3 => "rank-9",
        2 => "rank-8",
        1 => "rank-7",
        _ => "rank-6",
    })
}

fn baptism_token(b: Baptism) -> &'static str {
    match b {
        Baptism::Any => "any",
        Baptism::LedOrTrump { .. } => "led-or-trump",
        Baptism::TrumpOnly { .. } => "trump-only",
    }
}

fn value_field(v: u8) -> Field {
    if v == AUS {
        Field::Token("aus")
    } else {
        Field::Int(v as i64)
    }
}

fn state_field(st: &FigureState) -> Field {
    let mut parts = vec![("value", value_field(st.value))];
    parts.push((
        "last_holder",
        st.last_holder
            .map(Field::Team)
            .unwrap_or(Field::Token("nobody")),
    ));
    if let Some((by, to)) = st.pending {
        parts.push(("pending_by", Field::Team(by)));
        parts.push(("pending_to", value_field(to)));
    }
    if st.decided {
        parts.push(("decided", Field::Bool(true)));
    }
    Field::Parts(parts)
}

fn record_field(r: &FigureRecord) -> Field {
    let mut parts = vec![
        (
            "winner",
            r.winner.map(Field::Team).unwrap_or(Field::Token("tie")),
        ),
        ("value", value_field(r.value)),
        ("how", Field::Token(r.how.token())),
    ];
    if r.proof == Some(false) {
        parts.push(("proof", Field::Bool(false)));
    }
    if let Some(o) = r.order {
        parts.push(("order", Field::Int(o as i64)));
    }
    Field::Parts(parts)
}

/// The legal naturals, what wild cards may be, and the step, for a hand of cards.
fn legal_sets(t: u8, trick: &[Played], hand: &[Card]) -> (CardSet, Baptism, Step) {
    let mut set = CardSet::default();
    for &c in hand {
        set.insert(index(c));
    }
    play::legal(t, trick.first().map(|p| index(p.identity)), set)
}

fn step_reason(step: Step, t: u8) -> Reason {
    match step {
        Step::Lead => Reason::new("perlaggen.lead-free"),
        Step::FollowOrTrump { led } if led == t => {
            Reason::new("perlaggen.trumps-led").with("trump", Arg::Suit(suit(t)))
        }
        Step::FollowOrTrump { led } => Reason::new("perlaggen.follow-or-trump")
            .with("suit", Arg::Suit(suit(led)))
            .with("trump", Arg::Suit(suit(t))),
        Step::Free { led } => {
            Reason::new("perlaggen.no-natural-of-led").with("suit", Arg::Suit(suit(led)))
        }
    }
}

fn card_reason(step: Step, ix: u8, t: u8, legal: bool) -> Reason {
    let wild = is_perlagg(ix, t);
    match step {
        Step::Lead if wild => Reason::new("perlaggen.wild-any"),
        Step::Lead => Reason::new("perlaggen.lead-free"),
        Step::Free { led } if wild => {
            Reason::new("perlaggen.wild-any-free").with("suit", Arg::Suit(suit(led)))
        }
        Step::Free { led } => {
            Reason::new("perlaggen.no-natural-of-led").with("suit", Arg::Suit(suit(led)))
        }
        Step::FollowOrTrump { led } if wild && led == t => {
            Reason::new("perlaggen.wild-trump-only").with("trump", Arg::Suit(suit(t)))
        }
        Step::FollowOrTrump { led } if wild => Reason::new("perlaggen.wild-led-or-trump")
            .with("suit", Arg::Suit(suit(led)))
            .with("trump", Arg::Suit(suit(t))),
        Step::FollowOrTrump { led } => {
            let r = if !legal {
                Reason::new("perlaggen.must-follow-or-trump")
            } else if cards::suit_of(ix) == led {
                Reason::new("perlaggen.follows")
            } else {
                Reason::new("perlaggen.trumps-instead")
            };
            r.with("suit", Arg::Suit(suit(led)))
                .with("trump", Arg::Suit(suit(t)))
        }
    }
}

/// The verdict of a Gleich or Hanger question from each team's best figure.
fn figure_verdict<K: Ord + Copy>(
    figure: &'static str,
    best: [Option<(K, u8)>; 2],
    args: impl Fn(K) -> Vec<(&'static str, Arg)>,
) -> Verdict {
    let with_args = |r: Reason, k: K| {
        args(k)
            .into_iter()
            .fold(r, |r, (n, a)| r.with(n, a))
            .with("figure", Arg::Token(figure))
    };
    let (answer, reason) = match best {
        [None, None] => (
            "none",
            Reason::new("perlaggen.nobody-has-figure").with("figure", Arg::Token(figure)),
        ),
        [Some((a, _)), Some((b, _))] if a == b => (
            "tie",
            with_args(
                Reason::new(if figure == "gleich" {
                    "perlaggen.gleich-stands-equal"
                } else {
                    "perlaggen.hanger-stands-equal"
                }),
                a,
            ),
        ),
        [a, b] => {
            let (team, (k, seat)) = match (a, b) {
                (Some(a), Some(b)) if a.0 > b.0 => (Team::A, a),
                (Some(a), None) => (Team::A, a),
                (_, Some(b)) => (Team::B, b),
                (None, None) => unreachable!("handled above"),
            };
            (
                team.token(),
                with_args(
                    Reason::new(if figure == "gleich" {
                        "perlaggen.best-gleich"
                    } else {
                        "perlaggen.best-hanger"
                    })
                    .with("team", Arg::Team(team))
                    .with("seat", Arg::Int(seat as i64)),
                    k,
                ),
            )
        }
    };
    Verdict {
        answer: Answer::Choice(answer),
        reasons: vec![reason],
        cards: Vec::new(),
    }
}
