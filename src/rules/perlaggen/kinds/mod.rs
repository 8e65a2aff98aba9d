//! Perlaggen's question kinds, one file each, and the one list that registers them: the
//! kind names, the reading of a position and every dispatch over kinds come from [`KINDS`].
//! What several kinds share (the pack check, the hands of a figure question, a bet's
//! problems and fields, the legal plays of a hand) is here.

mod bet_actions;
mod bet_legal;
mod cut_keep;
mod deal;
mod deal_packets;
mod deal_score;
mod exchange_options;
mod game_winner;
mod gestrichen_winner;
mod gleich_winner;
mod hanger_winner;
mod is_perlagg;
mod legal_plays;
mod perlaggen;
mod play_legal;
mod trick_winner;
mod trump_suit;

pub use bet_actions::BetActions;
pub use bet_legal::BetLegal;
pub use cut_keep::CutKeep;
pub use deal::Deal;
pub use deal_packets::DealPackets;
pub use deal_score::DealScore;
pub use exchange_options::ExchangeOptions;
pub use game_winner::GameWinner;
pub use gestrichen_winner::GestrichenWinner;
pub use gleich_winner::GleichWinner;
pub use hanger_winner::HangerWinner;
pub use is_perlagg::IsPerlagg;
pub use legal_plays::LegalPlays;
pub use perlaggen::Perlaggen;
pub use play_legal::PlayLegal;
pub use trick_winner::TrickWinner;
pub use trump_suit::TrumpSuit;

use super::betting::{self, AUS};
use super::cards::{self, index, is_perlagg, suit_ix, Played};
use super::figures::Figure;
use super::play::{self, Baptism, Step};
use super::score::{FigureRecord, How};
use super::{record_field, state_field, Bet, Query, PATTERNS};
use crate::cards::{Card, CardSet, Suit};
use crate::rules::answer::{Answer, Arg, CardVerdict, Field, Reason, Team, Verdict};
use crate::rules::game::Game;
use crate::rules::kind::Kind;
use crate::rules::problem::PackCheck;
use crate::rules::problem::Problem;

/// The kinds of the spec's "Position fields" section, in its order.
pub const KINDS: &[&dyn Kind<Query>] = &[
    &Perlaggen,
    &IsPerlagg,
    &CutKeep,
    &DealPackets,
    &TrumpSuit,
    &ExchangeOptions,
    &LegalPlays,
    &PlayLegal,
    &TrickWinner,
    &GleichWinner,
    &HangerWinner,
    &BetLegal,
    &BetActions,
    &DealScore,
    &GameWinner,
    &GestrichenWinner,
    &Deal,
];

/// Every card, identity and suit of a position must be of the Perlaggen pack: a kind names
/// its cards and suits to this check, and a card or suit from another pack is reported
/// alone (the rest of the check indexes cards, which only the pack's cards can be).
fn pack() -> PackCheck {
    PackCheck::new(Game::Perlaggen)
}

/// Played cards for the pack check: each element's physical card and identity.
fn check_played(pack: &mut PackCheck, field: &'static str, list: &[Played]) {
    for (i, p) in list.iter().enumerate() {
        pack.element(field, i, p.cards());
    }
}

/// A verdict without per-card verdicts.
fn simple(answer: Answer, reasons: Vec<Reason>) -> Verdict {
    Verdict {
        answer,
        reasons,
        cards: Vec::new(),
    }
}

/// Played cards as a field, each with its identity.
fn played_field(v: &[Played]) -> Field {
    Field::Trick(v.iter().map(|p| p.trick_card()).collect())
}

/// The problems of a figure question's trump and four hands (`gleich-winner`,
/// `hanger-winner`, `gestrichen-winner`).
fn figure_hands_problems(trump: Suit, hands: &[(u8, Vec<Played>)]) -> Vec<Problem> {
    let mut pack = pack();
    pack.suit("trump", trump);
    for (i, (_, h)) in hands.iter().enumerate() {
        pack.element("hands", i, h.iter().flat_map(|p| p.cards()));
    }
    let mut out = pack.finish();
    if !out.is_empty() {
        return out;
    }
    out.extend(hands_problems(hands, trump));
    out
}

/// A figure question's trump and hands, by seat.
fn figure_hands_fields(trump: Suit, hands: &[(u8, Vec<Played>)]) -> Vec<(&'static str, Field)> {
    let mut out = vec![("trump", Field::Suit(trump))];
    let mut hs = hands.to_vec();
    hs.sort_by_key(|(s, _)| *s);
    for (s, h) in hs {
        let shown = h.iter().map(|p| p.trick_card()).collect();
        out.push(("hands", Field::AtSeat(s, Box::new(Field::Shown(shown)))));
    }
    out
}

/// The problems of a betting question (`bet-legal`, `bet-actions`).
fn bet_check(b: &Bet) -> Vec<Problem> {
    let mut pack = pack();
    pack.suit("trump", b.trump).cards("held", &b.held);
    check_played(&mut pack, "trick", b.trick.as_deref().unwrap_or_default());
    check_played(&mut pack, "played", &b.played);
    let mut out = pack.finish();
    if !out.is_empty() {
        return out;
    }
    out.extend(bet_problems(b));
    out
}

/// The fields of a betting question (`action` only for `bet-legal`).
fn bet_fields(b: &Bet) -> Vec<(&'static str, Field)> {
    let mut out = Vec::new();
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
        out.push(("trick", played_field(t)));
    }
    out.push(("held", Field::Cards(b.held.clone())));
    if !b.played.is_empty() {
        out.push(("played", played_field(&b.played)));
    }
    out
}

/// The totals before a deal or game, as a field.
fn scores_before_field(before: [i64; 2]) -> Field {
    Field::Counts(vec![("A", before[0]), ("B", before[1])])
}

/// The figures of a deal's record, each as a field named by its figure.
fn records_fields(records: &[FigureRecord]) -> Vec<(&'static str, Field)> {
    records
        .iter()
        .map(|r| (r.figure.token(), record_field(r)))
        .collect()
}

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

/// The verdict on a hand's legal plays: the legal naturals, what each wild card may be,
/// and a reason for every card.
fn legal_plays(trump: Suit, trick: &[Played], hand: &[Card]) -> Verdict {
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

#[cfg(test)]
mod tests {
    use super::{Played, Query, KINDS};
    use crate::cards::{Deck, Suit};
    use crate::rules::answer::Team;
    use crate::rules::Position;

    /// Each question is handed to the kind named in its file, and only that kind answers
    /// for it: the names are written out here, not taken from the registry.
    #[test]
    fn each_question_goes_to_its_own_kind_only() {
        let c = Deck::Perlaggen.cards()[0];
        let t = Suit::Hearts;
        let hand = vec![c];
        let questions = [
            ("perlaggen", Query::Perlaggen { trump: t }),
            ("is-perlagg", Query::IsPerlagg { trump: t, card: c }),
            ("cut-keep", Query::CutKeep { seen: hand.clone() }),
            ("deal-packets", Query::DealPackets { took: 2 }),
            ("trump-suit", Query::TrumpSuit { indicator: c }),
            (
                "exchange-options",
                Query::ExchangeOptions {
                    indicator: c,
                    dealer: Vec::new(),
                    partner: Vec::new(),
                },
            ),
            (
                "legal-plays",
                Query::LegalPlays {
                    trump: t,
                    trick: Vec::new(),
                    hand: hand.clone(),
                },
            ),
            (
                "play-legal",
                Query::PlayLegal {
                    trump: t,
                    trick: Vec::new(),
                    hand: hand.clone(),
                    play: Played::face(c),
                },
            ),
            (
                "trick-winner",
                Query::TrickWinner {
                    trump: t,
                    trick: vec![Played::face(c)],
                },
            ),
            (
                "gleich-winner",
                Query::GleichWinner {
                    trump: t,
                    hands: Vec::new(),
                },
            ),
            (
                "hanger-winner",
                Query::HangerWinner {
                    trump: t,
                    hands: Vec::new(),
                },
            ),
            (
                "deal-score",
                Query::DealScore {
                    records: Vec::new(),
                },
            ),
            (
                "game-winner",
                Query::GameWinner {
                    before: [0, 0],
                    records: Vec::new(),
                },
            ),
            (
                "gestrichen-winner",
                Query::GestrichenWinner {
                    trump: t,
                    hands: Vec::new(),
                    spiel_winner: Team::B,
                },
            ),
            (
                "deal",
                Query::Deal {
                    pack: hand.clone(),
                    before: [0, 0],
                    deal_number: None,
                    actions: Vec::new(),
                },
            ),
        ];
        for (name, q) in &questions {
            assert_eq!(q.kind(), *name);
            for kind in KINDS {
                let own = kind.name() == *name;
                assert_eq!(kind.form(q).is_some(), own, "{} for {name}", kind.name());
                assert_eq!(kind.fields(q).is_some(), own, "{} for {name}", kind.name());
            }
        }
    }
}
