//! A whole Rikken deal at the table (`../shared/rules/rikken.md`, with its section "Whole
//! deals"), every phase in the spec's order: the auction (7.2), the announcement after it
//! (the call of Rik and Rik beter, 7.3; Troela's trumps, 7.4; a solo's trumps), the 13
//! tricks (6) with the blind face-down lead (6.4), and the deal score (8).
//!
//! Seats are the spec's: seat 0 is the dealer's left, seat 3 the dealer, in every deal. The
//! next deal is dealt by the player at seat 0, so [`RikkenTable::next_deal`] renumbers the
//! players (the one at seat `s` sits at seat `s + 3 mod 4`) and brings their chips along.
//!
//! Legality comes from the rule functions of the question kinds: the auction's
//! [`bid_rule`](super::auction::bid_rule) and [`must_bid`](super::auction::must_bid), the
//! calls of [`legal_calls`], and the card play of the deal state [`Deal`]; a refused
//! action gets the reason those kinds give (see [`referee`]).

mod computer;
mod ending;
mod referee;
pub mod setup;

use super::auction::{self, Call, State};
use super::bids::Bid;
use super::call::legal_calls;
use super::cards::{self as rc, card, ACE, SUITS};
use super::playout::{Contract, Deal};
use super::Query;
use crate::cards::{Card, CardSet, Suit};
use crate::rules::answer::{Field, Reason, TrickCard};
use crate::rules::game::Game;
use crate::rules::playout::{Playout, Taken};
use crate::rules::problem::Problem;
use crate::rules::question::{Checked, Question};
use crate::rules::rng::Rng;
use crate::rules::table::{self, Act, ActArg, ArgShape, Outcome, Table, TableOptions, Verb};
use setup::Hands;

/// The bid tokens and `pass`: the argument of `bid` (the `call` of an auction position).
pub const CALL_TOKENS: [&str; 17] = {
    let mut out = [""; 17];
    let mut i = 0;
    while i < Bid::TOKENS.len() {
        out[i] = Bid::TOKENS[i];
        i += 1;
    }
    out[16] = "pass";
    out
};

/// The suits that may be trumps (there is no no-trump choice, 7.1).
pub const SUIT_TOKENS: [&str; 4] = ["spades", "hearts", "diamonds", "clubs"];

/// Rikken's verbs: a call in the auction (a bid or `pass`), the announcement of Rik and
/// Rik beter (trumps and the called card at once), trumps named (Troela's partner, a
/// solo's declarer), a card played, and the blind declarer's face-down lead.
pub const VERBS: &[Verb] = &[
    Verb {
        name: "bid",
        arg: ArgShape::Token(&CALL_TOKENS),
    },
    Verb {
        name: "call",
        arg: ArgShape::Parts(&[
            ("trump", ArgShape::Token(&SUIT_TOKENS)),
            ("card", ArgShape::Card),
        ]),
    },
    Verb {
        name: "trump",
        arg: ArgShape::Token(&SUIT_TOKENS),
    },
    Verb {
        name: "play",
        arg: ArgShape::Card,
    },
    Verb {
        name: "face-down",
        arg: ArgShape::Card,
    },
];

/// The moment of the deal.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Phase {
    Auction,
    /// The Rik or Rik beter declarer names trumps and the called card (7.3).
    Call,
    /// This seat names trumps: Troela's partner (7.4) or a solo's declarer.
    Trump(u8),
    Play,
    Over,
}

/// The contract once the auction is over.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Settled {
    /// Every declarer with his or her bid (several only in a misère/piek pair, 7.5).
    declarers: Vec<(u8, Bid)>,
    trump: Option<u8>,
    /// The called card (Rik, Rik beter) or the fourth ace (Troela), compact.
    called: Option<u8>,
    blind: bool,
    /// The holder of the called card or the fourth ace (private in Rik until it is played).
    partner: Option<u8>,
}

impl Settled {
    fn bid(&self) -> Bid {
        self.declarers[0].1
    }
    fn declarer(&self) -> u8 {
        self.declarers[0].0
    }
}

/// The chips between deals: each seat's running total before this deal, and the number of
/// this deal in the session (1 for the first).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Session {
    deal_no: i64,
    chips: [i64; 4],
}

/// One Rikken deal being played.
#[derive(Clone, Debug)]
pub struct RikkenTable {
    dealt: Hands,
    auction: State,
    calls: Vec<Call>,
    phase: Phase,
    settled: Option<Settled>,
    play: Option<Deal>,
    /// Every card played, in order, the face-down card by its identity: the pack as it is
    /// gathered for the next deal.
    played: Vec<u8>,
    /// The seat that played the called card, once it has been played (then public).
    revealed: Option<u8>,
    /// The tricks taken, with a face-down lead turned face up once its trick is complete
    /// (6.4: "when the trick is complete the face-down card is turned face up"), as the
    /// players see them from then on.
    turned: Vec<Taken>,
    actions: Vec<Act>,
    session: Session,
}

/// A freshly shuffled deal as the spec deals it (the first deal of a session, Whole deals
/// point 1): shuffled, cut, dealt in packets. Rikken is for exactly four players (1).
pub fn new_table(options: &TableOptions, rng: &mut Rng) -> Result<Box<dyn Table>, Problem> {
    if let Some(n) = options.players.filter(|&n| n != 4) {
        return Err(Problem::out_of_range("players", n as i64, 4, 4));
    }
    Ok(Box::new(RikkenTable::new(setup::shuffled(rng))))
}

impl RikkenTable {
    /// The deal of these hands (by seat, seat 0 the dealer's left), the first of a session.
    pub fn new(dealt: Hands) -> RikkenTable {
        RikkenTable::with_session(
            dealt,
            Session {
                deal_no: 1,
                chips: [0; 4],
            },
        )
    }

    fn with_session(dealt: Hands, session: Session) -> RikkenTable {
        RikkenTable {
            dealt,
            auction: State::new(),
            calls: Vec::new(),
            phase: Phase::Auction,
            settled: None,
            play: None,
            played: Vec::with_capacity(52),
            revealed: None,
            turned: Vec::with_capacity(13),
            actions: Vec::with_capacity(64),
            session,
        }
    }

    /// The deal of written hands (checked by [`setup::problems`]).
    pub fn from_written(hands: &[(u8, Vec<Card>)]) -> RikkenTable {
        RikkenTable::new(setup::from_written(hands))
    }

    /// The deal of written hands as deal `deal_no` of a session (from 1), with each seat's
    /// chips from the deals before it: a record's `deal_number` and `chips_before_deal`.
    pub fn from_written_in_session(
        hands: &[(u8, Vec<Card>)],
        deal_no: i64,
        chips: [i64; 4],
    ) -> RikkenTable {
        RikkenTable::with_session(setup::from_written(hands), Session { deal_no, chips })
    }

    fn hand_set(&self, seat: u8) -> CardSet {
        match &self.play {
            Some(deal) => deal.hand_set(seat as usize),
            None => self.dealt[seat as usize],
        }
    }

    fn aces(&self, seat: u8) -> u32 {
        rc::aces(self.dealt[seat as usize])
    }

    /// The auction is over: the deal is passed out, or the announcement (or the play)
    /// begins.
    fn end_auction(&mut self) {
        let declarers = self.auction.declarers();
        let Some(&(declarer, bid)) = declarers.first() else {
            self.phase = Phase::Over;
            return;
        };
        let mut settled = Settled {
            declarers,
            trump: None,
            called: None,
            blind: false,
            partner: None,
        };
        self.phase = match bid {
            Bid::Rik | Bid::RikBeter => Phase::Call,
            Bid::Troela => {
                // 7.4, Whole deals point 3: the declarer names the ace he lacks (his hand
                // decides it, so it is no choice) and its holder makes himself known at
                // once; that partner names trumps.
                let held = self.dealt[declarer as usize];
                let ace = (0..4u8)
                    .map(|s| s * 13 + ACE)
                    .find(|&a| !held.contains(a))
                    .unwrap_or(ACE);
                let partner = self.holder(ace);
                settled.called = Some(ace);
                settled.partner = Some(partner);
                Phase::Trump(partner)
            }
            b if b.no_trumps() => Phase::Play,
            _ => Phase::Trump(declarer),
        };
        self.settled = Some(settled);
        if self.phase == Phase::Play {
            self.start_play();
        }
    }

    fn holder(&self, c: u8) -> u8 {
        (0..4u8)
            .find(|&s| self.dealt[s as usize].contains(c))
            .unwrap_or(0)
    }

    fn start_play(&mut self) {
        let s = self.settled.as_ref().expect("a contract before the play");
        let contract = Contract {
            bid: s.bid(),
            declarer: s.declarer(),
            trump: s.trump,
            called: s.called,
            blind: s.blind,
        };
        self.play = Some(Deal::new(self.dealt, contract));
        self.phase = Phase::Play;
    }

    /// Applies an action the referee accepted.
    fn apply(&mut self, act: &Act) {
        match (self.phase, act.verb, &act.arg) {
            (Phase::Auction, "bid", ActArg::Token(t)) => {
                let seat = act.seat;
                let call = Call {
                    seat,
                    bid: Bid::parse(t),
                };
                // Accepted by the referee, which checked the turn and the ladder.
                let _ = self.auction.apply(call);
                self.calls.push(call);
                if self.auction.next.is_none() {
                    self.end_auction();
                }
            }
            (Phase::Call, "call", arg) => {
                let (Some(trump), Some(called)) = (call_trump(arg), call_card(arg)) else {
                    return;
                };
                let calls = legal_calls(self.dealt[act.seat as usize], SUITS[trump as usize]);
                let c = rc::index(called);
                let partner = self.holder(c);
                if let Some(s) = self.settled.as_mut() {
                    s.trump = Some(trump);
                    s.called = Some(c);
                    s.blind = calls.blind;
                    s.partner = Some(partner);
                }
                self.start_play();
            }
            (Phase::Trump(_), "trump", ActArg::Token(t)) => {
                if let (Some(s), Some(suit)) = (self.settled.as_mut(), suit_token(t)) {
                    s.trump = Some(suit);
                }
                self.start_play();
            }
            (Phase::Play, verb, ActArg::Card(c)) => {
                let Some(deal) = self.play.as_mut() else {
                    return;
                };
                let ix = rc::index(*c);
                let seat = deal.to_play().unwrap_or(0) as u8;
                deal.apply(ix, verb == "face-down");
                self.played.push(ix);
                if deal.taken().len() > self.turned.len() {
                    let mut trick = deal.taken()[self.turned.len()].clone();
                    // The face-down lead, if this trick had one, is the card led.
                    let led = self.played[self.played.len() - 4];
                    for c in trick.cards.iter_mut() {
                        if *c == TrickCard::FaceDown {
                            *c = TrickCard::Face(card(led));
                        }
                    }
                    self.turned.push(trick);
                }
                let called = self.settled.as_ref().and_then(|s| s.called);
                if called == Some(ix) {
                    self.revealed = Some(seat);
                }
                if deal.to_play().is_none() {
                    self.phase = Phase::Over;
                }
            }
            _ => {}
        }
    }

    /// The tricks each seat took.
    fn tricks(&self) -> [u8; 4] {
        let mut t = [0u8; 4];
        for taken in self.taken() {
            t[taken.winner] += 1;
        }
        t
    }

    /// The partner as `seat` knows it: public in Troela and once the called card has been
    /// played; the holder of the called card knows it from the start.
    fn partner_known_to(&self, seat: u8) -> Option<u8> {
        let s = self.settled.as_ref()?;
        let p = s.partner?;
        let public = s.bid() == Bid::Troela || self.revealed.is_some();
        (public || p == seat).then_some(p)
    }

    /// The seats whose hands lie face up (6.2, Whole deals point 4): from the end of the
    /// first trick, each declarer of an open contract; with a praatje, all four.
    fn exposed(&self) -> Vec<u8> {
        let Some(s) = &self.settled else {
            return Vec::new();
        };
        if self.taken().is_empty() {
            return Vec::new();
        }
        let praatje = |b: Bid| matches!(b, Bid::OpenMiserePraatje | Bid::OpenPiekPraatje);
        let open =
            |b: Bid| matches!(b, Bid::OpenMisere | Bid::OpenPiek | Bid::Open13Alleen) || praatje(b);
        if s.declarers.iter().any(|&(_, b)| praatje(b)) {
            return vec![0, 1, 2, 3];
        }
        s.declarers
            .iter()
            .filter(|&&(_, b)| open(b))
            .map(|&(seat, _)| seat)
            .collect()
    }

    fn bid_legal_question(&self, seat: u8) -> Option<Checked<Query>> {
        Query::BidLegal {
            hand: self.hand(seat),
            auction: self.calls.clone(),
            to_act: seat,
        }
        .check()
        .ok()
    }
}

/// The trump part of a `call`, as a compact suit.
fn call_trump(arg: &ActArg) -> Option<u8> {
    match arg.part("trump") {
        Some(ActArg::Token(t)) => suit_token(t),
        _ => None,
    }
}

fn call_card(arg: &ActArg) -> Option<Card> {
    match arg.part("card") {
        Some(ActArg::Card(c)) => Some(*c),
        _ => None,
    }
}

fn suit_token(t: &str) -> Option<u8> {
    SUIT_TOKENS.iter().position(|&s| s == t).map(|i| i as u8)
}

fn suit_field(trump: Option<u8>) -> Field {
    match trump {
        Some(t) => Field::Suit(SUITS[t as usize]),
        None => Field::Token("none"),
    }
}

/// The suit of a compact suit index, as data.
fn suit_of(t: u8) -> Suit {
    SUITS[t as usize]
}

impl Table for RikkenTable {
    fn game(&self) -> Game {
        Game::Rikken
    }

    fn players(&self) -> usize {
        4
    }

    fn verbs(&self) -> &'static [Verb] {
        VERBS
    }

    fn to_act(&self) -> Option<u8> {
        match self.phase {
            Phase::Auction => self.auction.next,
            Phase::Call => self.settled.as_ref().map(Settled::declarer),
            Phase::Trump(seat) => Some(seat),
            Phase::Play => self
                .play
                .as_ref()
                .and_then(|d| d.to_play())
                .map(|s| s as u8),
            Phase::Over => None,
        }
    }

    fn legal(&self) -> Vec<Act> {
        let Some(seat) = self.to_act() else {
            return Vec::new();
        };
        let mut out = Vec::new();
        match self.phase {
            Phase::Auction => {
                let aces = self.aces(seat);
                for b in auction::legal_bids(&self.auction, aces) {
                    out.push(Act::new(seat, "bid", ActArg::Token(b.token())));
                }
                if !auction::must_bid(&self.auction, seat, aces) {
                    out.push(Act::new(seat, "bid", ActArg::Token("pass")));
                }
            }
            Phase::Call => {
                let bid = self.settled.as_ref().map_or(Bid::Rik, Settled::bid);
                for t in referee::call_trumps(bid) {
                    let calls = legal_calls(self.dealt[seat as usize], suit_of(t));
                    for c in calls.legal.iter() {
                        out.push(call_act(seat, t, card(c)));
                    }
                }
            }
            Phase::Trump(_) => {
                for t in referee::trumps_open(self.settled.as_ref().map(|s| (s.bid(), s.called))) {
                    out.push(Act::new(
                        seat,
                        "trump",
                        ActArg::Token(SUIT_TOKENS[t as usize]),
                    ));
                }
            }
            Phase::Play => {
                if let Some(deal) = &self.play {
                    for c in deal.legal_set().iter() {
                        out.push(Act::play(seat, card(c)));
                    }
                    if deal.may_lead_face_down() {
                        for c in deal.hand_set(seat as usize).iter() {
                            out.push(Act::new(seat, "face-down", ActArg::Card(card(c))));
                        }
                    }
                }
            }
            Phase::Over => {}
        }
        out
    }

    fn act(&mut self, act: &Act) -> Result<(), Reason> {
        if let Some(reason) = table::turn_refusal(self, act) {
            return Err(reason);
        }
        referee::judge(self, act)?;
        self.apply(act);
        self.actions.push(act.clone());
        Ok(())
    }

    fn actions(&self) -> &[Act] {
        &self.actions
    }

    fn hand(&self, seat: u8) -> Vec<Card> {
        self.hand_set(seat).iter().map(card).collect()
    }

    fn trick(&self) -> Vec<(u8, TrickCard)> {
        match &self.play {
            Some(deal) => {
                let leader = deal.leader();
                deal.trick()
                    .into_iter()
                    .enumerate()
                    .map(|(i, c)| ((leader + i as u8) % 4, c))
                    .collect()
            }
            None => Vec::new(),
        }
    }

    fn taken(&self) -> &[Taken] {
        &self.turned
    }

    fn situation(&self, seat: u8) -> Vec<(&'static str, Field)> {
        let mut out = vec![("dealer", Field::Seat(3))];
        out.push((
            "auction",
            Field::Auction(
                self.calls
                    .iter()
                    .map(|c| (c.seat, c.bid.map_or("pass", Bid::token)))
                    .collect(),
            ),
        ));
        if self.phase != Phase::Auction && self.settled.is_none() {
            out.push(("contract", Field::Token("none")));
        }
        if let Some(s) = &self.settled {
            if s.declarers.len() == 1 {
                out.push(("contract", Field::Token(s.bid().token())));
                out.push(("declarer", Field::Seat(s.declarer())));
            } else {
                out.push((
                    "declarers",
                    Field::Auction(s.declarers.iter().map(|&(d, b)| (d, b.token())).collect()),
                ));
            }
            if self.play.is_some() {
                out.push(("trump", suit_field(s.trump)));
            }
            if let Some(c) = s
                .called
                .filter(|_| self.play.is_some() || s.bid() == Bid::Troela)
            {
                out.push(("called", Field::Cards(vec![card(c)])));
            }
            if s.blind {
                out.push(("blind", Field::Bool(true)));
            }
            if let Some(p) = self.partner_known_to(seat) {
                out.push(("partner", Field::Seat(p)));
            }
        }
        out.push((
            "chips",
            Field::PerSeat(self.session.chips.iter().map(|&n| Some(n)).collect()),
        ));
        if self.play.is_some() {
            let t = self.tricks();
            out.push((
                "tricks",
                Field::PerSeat(t.iter().map(|&n| Some(n as i64)).collect()),
            ));
        }
        for s in self.exposed() {
            if s != seat {
                out.push((
                    "exposed",
                    Field::AtSeat(s, Box::new(Field::Cards(self.hand(s)))),
                ));
            }
        }
        out
    }

    fn question(&self) -> Option<Box<dyn Question>> {
        let seat = self.to_act()?;
        match self.phase {
            Phase::Auction => self.bid_legal_question(seat).map(Into::into),
            // Which cards may be called depends on the trumps named with the call: Rik
            // beter's are hearts; a Rik declarer names his own, so no one question fits.
            Phase::Call if self.settled.as_ref().map(Settled::bid) == Some(Bid::RikBeter) => {
                Query::CallLegal {
                    contract: Bid::RikBeter,
                    trump: Suit::Hearts,
                    hand: self.hand(seat),
                }
                .check()
                .ok()
                .map(Into::into)
            }
            Phase::Play => self.play.as_ref().and_then(|d| d.question()),
            _ => None,
        }
    }

    fn outcome(&self) -> Option<Outcome> {
        (self.phase == Phase::Over).then(|| ending::outcome(self))
    }

    fn setup_yaml(&self) -> String {
        let mut out = setup::yaml(&self.dealt);
        // The session's standing, where it is not a first deal's.
        if self.session.deal_no != 1 {
            out.push_str(&format!("deal_number: {}\n", self.session.deal_no));
        }
        if self.session.chips != [0; 4] {
            let chips: Vec<String> = self.session.chips.iter().map(|n| n.to_string()).collect();
            out.push_str(&format!("chips_before_deal: [{}]\n", chips.join(", ")));
        }
        out
    }

    fn deal_number(&self) -> Option<usize> {
        Some(self.session.deal_no.max(1) as usize)
    }

    fn computer(&self, rng: &mut Rng) -> Option<Act> {
        computer::choose(self, rng)
    }

    fn next_deal(&self, rng: &mut Rng) -> Option<Box<dyn Table>> {
        let outcome = self.outcome()?;
        let net = ending::chips(&outcome.answer);
        // The cards gathered: the tricks in the order played, or, after a deal passed out,
        // the hands one after the other.
        let mut gathered = self.played.clone();
        if gathered.len() < 52 {
            gathered = (0..4).flat_map(|s| self.dealt[s].iter()).collect();
        }
        let hands = setup::gathered(&gathered, rng);
        // Seat 0 deals next (the deal passes to the left, 5): the player at seat s now sits
        // at seat s + 3.
        let mut chips = [0i64; 4];
        for s in 0..4 {
            chips[(s + 3) % 4] = self.session.chips[s] + net[s];
        }
        Some(Box::new(RikkenTable::with_session(
            hands,
            Session {
                deal_no: self.session.deal_no + 1,
                chips,
            },
        )))
    }

    /// Seat 0 deals next (5): the player at seat s sits at seat s + 3.
    fn seat_in_next_deal(&self, seat: u8) -> u8 {
        (seat + 3) % 4
    }

    fn standing(&self) -> Vec<(&'static str, Field)> {
        let mut chips = self.session.chips;
        if let Some(o) = self.outcome() {
            let net = ending::chips(&o.answer);
            for s in 0..4 {
                chips[s] += net[s];
            }
        }
        vec![
            ("deal", Field::Int(self.session.deal_no)),
            ("dealer", Field::Seat(3)),
            (
                "chips",
                Field::PerSeat(chips.iter().map(|&n| Some(n)).collect()),
            ),
        ]
    }

    fn boxed_clone(&self) -> Box<dyn Table> {
        Box::new(self.clone())
    }
}

fn call_act(seat: u8, trump: u8, called: Card) -> Act {
    Act::new(
        seat,
        "call",
        ActArg::Parts(vec![
            ("trump", ActArg::Token(SUIT_TOKENS[trump as usize])),
            ("card", ActArg::Card(called)),
        ]),
    )
}

/// The verdict of a `deal` question: the record replayed on the written hands. Its reasons:
/// the refusal's reason for an illegal action; otherwise how the deal ended and the reasons
/// of its `deal-score` question(s).
pub fn record_verdict(
    hands: &[(u8, Vec<Card>)],
    (deal_no, chips): (i64, [i64; 4]),
    actions: &[Act],
) -> crate::rules::answer::Verdict {
    let mut t = RikkenTable::from_written_in_session(hands, deal_no, chips);
    let replayed = table::replay(&mut t, actions);
    let mut reasons = Vec::new();
    match &replayed {
        table::Replayed::Illegal { reason, .. } => reasons.push(reason.clone()),
        table::Replayed::Finished(outcome) => {
            reasons.extend(outcome.reasons.iter().cloned());
            for q in ending::scoring(&t) {
                reasons.extend(q.verdict().reasons);
            }
        }
        table::Replayed::Unfinished { .. } => {}
    }
    crate::rules::answer::Verdict {
        answer: table::replayed_answer(&replayed),
        reasons,
        cards: Vec::new(),
    }
}

#[cfg(test)]
mod tests;
