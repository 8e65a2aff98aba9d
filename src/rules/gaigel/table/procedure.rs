//! The procedure of a whole deal (6.1, 6.3, 7, 8.5 and "Whole deals"): the announcement
//! rounds in the pauses between cards, the card play, the draws, the decision to dispute
//! a knock and the end-of-play step, with the teams' totals, deadlines and missed
//! declarations. Whether a move is allowed is asked of the rule functions the question
//! kinds use: `play::legal` and its per-card reasons (`legal-plays`), and
//! `score::declaration_obstacles` (`declaration-allowed`).
//!
//! Where the spec leaves the procedure open, this module decides (each also commented where
//! it acts):
//! - A card offered while a round is still asking players is refused with its own reason
//!   (`gaigel.announcements-first`): the round comes before the card (6.3).
//! - A player holding both pairs of a suit may declare a single marriage; the suit is then
//!   closed for the double (7.2 rules 5 and 6 only forbid adding to a declared suit).
//! - The end-of-play step "replaces the round" (6.3 pause 5): only knocks, claims and
//!   passes are asked there; nobody holds a card by then anyway.
//! - Declining a dispute is a `pass`, like declining any other choice.
//! - A refused action changes nothing and the same player acts again (Whole deals 6).

use super::super::play::{self, card, points_of, rank_of, RANKS, SUITS};
use super::super::playout::Deal;
use super::super::score::{self, Declaration, DeclarationContext, Role};
use super::setup::Setup;
use super::verbs::Move;
use crate::cards::Card;
use crate::rules::answer::{Arg, Reason, Team};
use crate::rules::playout::Playout;
use crate::rules::table::NOT_NOW;

/// The target a team must declare (8.1).
pub const TARGET: u32 = 101;
/// The tricks after which there is a draw, and so a marriage round (6.1).
const DRAW_TRICKS: usize = 7;
const TRICKS: usize = 12;

/// The announcement rounds of 6.3.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Round {
    /// Before the first card of the deal (6.3 pause 1).
    BeforeFirst,
    /// Between two cards of one trick (pause 2).
    MidTrick,
    /// After each of tricks 1–7, before the draw: the only round with marriages (pause 3).
    PostTrick,
    /// Before the next lead: after the draw (tricks 1–7) or after tricks 8–11 (pauses 3, 4).
    PreLead,
}

/// Whose decision it is, and of what kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phase {
    /// A round: the player `asked` places after `start` (clockwise) is at his place.
    Round {
        round: Round,
        start: u8,
        asked: u8,
    },
    /// A card is to be played.
    Play,
    /// The opponents decide whether to dispute the knock of `knocker` (8.2): first the one
    /// after him in play order, then his partner.
    Dispute {
        knocker: u8,
        asked: u8,
    },
    /// The end-of-play step after trick 12 (8.5 rule 6): the winner, his partner, the
    /// opponent on the winner's left, the other opponent.
    EndStep {
        asked: u8,
    },
    Over,
}

/// How a deal ended, with what the scoring needs from that moment.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum End {
    Knock {
        seat: u8,
        five_sevens: bool,
        /// The opponent who disputed it, if one did.
        disputer: Option<u8>,
        tricks: [u32; 2],
        totals: [u32; 2],
    },
    Claim {
        seat: u8,
        totals: [u32; 2],
    },
    Void,
}

/// The team of a seat: 0 = A (seats 0 and 2), 1 = B.
#[inline]
pub fn team_of(seat: u8) -> usize {
    (seat % 2) as usize
}

pub fn team(t: usize) -> Team {
    if t == 0 {
        Team::A
    } else {
        Team::B
    }
}

/// The compact index of a card, or `None` for a card that is not of the Gaigel pack (an
/// action built by a program may hold any card).
pub fn index_of(c: Card) -> Option<u8> {
    let s = SUITS.iter().position(|&s| s == c.suit)?;
    let r = RANKS.iter().position(|&r| r == c.rank)?;
    Some((s * 6 + r) as u8)
}

/// The state of a deal at the table.
#[derive(Clone, Debug)]
pub struct Procedure {
    pub deal: Deal,
    pub phase: Phase,
    /// Each team's true total (8.1): card points, last trick, declarations.
    pub totals: [u32; 2],
    /// The totals when the most recent card was played (the claim condition, 8.5 rule 4).
    at_last_card: [u32; 2],
    cards_played: u32,
    /// A team that let a card be played at 101 or more, or passed at the end with it.
    pub missed: [bool; 2],
    /// The suits whose marriage has been declared (bit per compact suit).
    pub declared_suits: u8,
    married_this_trick: bool,
    won_trick: [bool; 4],
    pub tricks: [u32; 2],
    /// Each team's declarations, as `deal-points` lists them.
    pub melds: [Vec<(Declaration, Vec<Card>)>; 2],
    knock: Option<(u8, [u32; 2], [u32; 2])>,
    pub end: Option<End>,
}

impl Procedure {
    pub fn new(setup: &Setup) -> Procedure {
        Procedure {
            deal: setup.deal(),
            phase: Phase::Round {
                round: Round::BeforeFirst,
                start: 0,
                asked: 0,
            },
            totals: [0; 2],
            at_last_card: [0; 2],
            cards_played: 0,
            missed: [false; 2],
            declared_suits: 0,
            married_this_trick: false,
            won_trick: [false; 4],
            tricks: [0; 2],
            melds: [Vec::new(), Vec::new()],
            knock: None,
            end: None,
        }
    }

    pub fn trump(&self) -> u8 {
        self.deal.trump_index()
    }

    /// The winner of the trick just taken.
    pub fn last_winner(&self) -> Option<u8> {
        self.deal.taken().last().map(|t| t.winner as u8)
    }

    pub fn to_act(&self) -> Option<u8> {
        match self.phase {
            Phase::Round { start, asked, .. } => Some((start + asked) % 4),
            Phase::Play => self.deal.to_play().map(|s| s as u8),
            Phase::Dispute { knocker, asked } => Some((knocker + 1 + 2 * asked) % 4),
            Phase::EndStep { asked } => {
                let w = self.last_winner().unwrap_or(0);
                Some((w + [0, 2, 1, 3][asked as usize]) % 4)
            }
            Phase::Over => None,
        }
    }

    fn hand(&self, seat: u8) -> &[u8] {
        self.deal.hand_indices(seat as usize)
    }

    fn holds(&self, seat: u8, cards: &[Card]) -> bool {
        let mut hand = self.hand(seat).to_vec();
        cards.iter().all(|&c| match index_of(c) {
            Some(i) => match hand.iter().position(|&h| h == i) {
                Some(at) => {
                    hand.swap_remove(at);
                    true
                }
                None => false,
            },
            None => false,
        })
    }

    /// The trump 7, compact.
    pub fn trump_seven(&self) -> u8 {
        self.trump() * 6 + 5
    }

    /// Whether a card that may be taken in exchange lies under the stock (7.3 conditions 3
    /// and 4): not drawn yet, and not a 7.
    pub fn exchangeable(&self) -> bool {
        self.deal.lying_index().is_some_and(|c| rank_of(c) != 5)
    }

    /// The facts of `declaration-allowed` for `seat` in `round`.
    pub fn context(&self, seat: u8, round: Round) -> DeclarationContext {
        let taken = self.deal.taken().len();
        let role = match (round, self.last_winner()) {
            (Round::PostTrick | Round::PreLead, Some(w)) if w == seat => Role::TrickWinner,
            (Round::PostTrick | Round::PreLead, Some(w)) if team_of(w) == team_of(seat) => {
                Role::WinnerPartner
            }
            (Round::PostTrick | Round::PreLead, Some(_)) => Role::Opponent,
            _ => Role::None,
        };
        DeclarationContext {
            role,
            winner_declared: round == Round::PostTrick && self.married_this_trick,
            drawn: round == Round::PreLead && (1..=DRAW_TRICKS).contains(&taken),
            stock_empty: self.deal.stock_empty(),
            declared_suits: (0..4)
                .filter(|s| self.declared_suits >> s & 1 == 1)
                .map(|s| SUITS[s as usize])
                .collect(),
            player_has_won_trick: self.won_trick[seat as usize],
            team_has_won_trick: self.won_trick[seat as usize]
                || self.won_trick[(seat as usize + 2) % 4],
            turned_card_on_table: self.exchangeable(),
        }
    }

    /// The rule that forbids `mv` for `seat` (the seat to act), or `None` when it is
    /// allowed now.
    pub fn refusal(&self, seat: u8, mv: &Move) -> Option<Reason> {
        match (self.phase, mv) {
            (Phase::Over, _) => Some(Reason::new(crate::rules::table::DEAL_OVER)),
            (Phase::Play, Move::Play(c)) => self.play_refusal(seat, *c),
            (Phase::Round { .. }, Move::Play(_)) => {
                Some(Reason::new("gaigel.announcements-first").with("seat", Arg::Seats(vec![seat])))
            }
            (Phase::Round { .. } | Phase::EndStep { .. }, Move::Pass) => None,
            (Phase::Round { .. } | Phase::EndStep { .. }, Move::Knock) => self.knock_refusal(seat),
            (Phase::Round { .. } | Phase::EndStep { .. }, Move::Claim) => self.claim_refusal(seat),
            (Phase::Round { round, .. }, Move::Marriage(cards)) => {
                self.marriage_refusal(seat, round, cards)
            }
            (Phase::Round { round, .. }, Move::Exchange) => self.exchange_refusal(seat, round),
            (Phase::Round { round, .. }, Move::FiveSevens) => self.five_sevens_refusal(seat, round),
            (Phase::Dispute { .. }, Move::Pass | Move::Dispute) => None,
            _ => Some(Reason::new(NOT_NOW)),
        }
    }

    /// 6.2, with the reason the `legal-plays` verdict gives for the card.
    fn play_refusal(&self, seat: u8, c: Card) -> Option<Reason> {
        let Some(i) = index_of(c).filter(|&i| self.hand(seat).contains(&i)) else {
            return Some(not_in_hand(vec![c]));
        };
        if self.deal.legal_mask() >> i & 1 == 1 {
            return None;
        }
        let verdicts = play::card_verdicts(
            self.trump(),
            self.deal.stock_empty(),
            self.deal.trick_indices(),
            self.hand(seat),
        );
        verdicts.into_iter().find(|v| v.card == c).map(|v| v.reason)
    }

    /// 8.5 rule 3: no knock (and no five 7s) once the team has missed its declaration.
    fn knock_refusal(&self, seat: u8) -> Option<Reason> {
        let t = team_of(seat);
        self.missed[t]
            .then(|| Reason::new("gaigel.missed-no-knock").with("team", Arg::Team(team(t))))
    }

    /// Whether `accused`'s deadline for its present total has passed (8.5 rule 4).
    pub fn claim_allowed(&self, accused: usize) -> bool {
        let not_risen = self.cards_played > 0 && self.totals[accused] <= self.at_last_card[accused];
        let after_passes = match self.phase {
            Phase::EndStep { asked } => {
                asked >= 2 && self.last_winner().map(team_of) == Some(accused)
            }
            _ => false,
        };
        not_risen || after_passes
    }

    fn claim_refusal(&self, seat: u8) -> Option<Reason> {
        let accused = 1 - team_of(seat);
        (!self.claim_allowed(accused))
            .then(|| Reason::new("gaigel.claim-too-early").with("team", Arg::Team(team(accused))))
    }

    fn marriage_refusal(&self, seat: u8, round: Round, cards: &[Card]) -> Option<Reason> {
        if !self.holds(seat, cards) {
            return Some(not_in_hand(cards.to_vec()));
        }
        let ctx = self.context(seat, round);
        score::declaration_obstacles(
            SUITS[self.trump() as usize],
            Declaration::Marriage,
            cards,
            &ctx,
        )
        .into_iter()
        .next()
    }

    fn exchange_refusal(&self, seat: u8, round: Round) -> Option<Reason> {
        let seven = card(self.trump_seven());
        if !self.holds(seat, &[seven]) {
            return Some(not_in_hand(vec![seven]));
        }
        let ctx = self.context(seat, round);
        let trump = SUITS[self.trump() as usize];
        score::declaration_obstacles(trump, Declaration::TrumpSevenExchange, &[seven], &ctx)
            .into_iter()
            .next()
    }

    fn five_sevens_refusal(&self, seat: u8, round: Round) -> Option<Reason> {
        let hand: Vec<Card> = self.hand(seat).iter().map(|&c| card(c)).collect();
        let ctx = self.context(seat, round);
        let trump = SUITS[self.trump() as usize];
        // Of "not five 7s" and "only four cards", the second says more: it comes last.
        score::declaration_obstacles(trump, Declaration::FiveSevens, &hand, &ctx)
            .pop()
            .or_else(|| self.knock_refusal(seat))
    }

    /// Every move `seat` (the seat to act) may make now.
    pub fn legal_moves(&self, seat: u8) -> Vec<Move> {
        let mut candidates = Vec::new();
        match self.phase {
            Phase::Over => return candidates,
            Phase::Play => {
                let mask = self.deal.legal_mask();
                return (0..24u8)
                    .filter(|&c| mask >> c & 1 == 1)
                    .map(|c| Move::Play(card(c)))
                    .collect();
            }
            Phase::Dispute { .. } => return vec![Move::Dispute, Move::Pass],
            Phase::EndStep { .. } => candidates.extend([Move::Knock, Move::Claim]),
            Phase::Round { .. } => {
                candidates.extend([Move::Knock, Move::Claim, Move::Exchange, Move::FiveSevens]);
                candidates.extend(self.marriages_held(seat).into_iter().map(Move::Marriage));
            }
        }
        candidates.push(Move::Pass);
        candidates.retain(|m| self.refusal(seat, m).is_none());
        candidates
    }

    /// The marriages the cards of `seat` form: K + O of a suit, and K, K, O, O.
    pub fn marriages_held(&self, seat: u8) -> Vec<Vec<Card>> {
        let mut out = Vec::new();
        for s in 0..4u8 {
            let count = |r: u8| self.hand(seat).iter().filter(|&&c| c == s * 6 + r).count();
            let (kings, obers) = (count(2), count(3));
            let (k, o) = (card(s * 6 + 2), card(s * 6 + 3));
            if kings >= 1 && obers >= 1 {
                out.push(vec![k, o]);
            }
            if kings == 2 && obers == 2 {
                out.push(vec![k, k, o, o]);
            }
        }
        out
    }

    /// Takes `mv` for `seat`; the caller has checked that it is allowed.
    pub fn apply(&mut self, seat: u8, mv: &Move) {
        let t = team_of(seat);
        let trump = SUITS[self.trump() as usize];
        match mv {
            Move::Play(c) => self.play(index_of(*c).unwrap_or(0)),
            Move::Pass => self.pass(),
            Move::Marriage(cards) => {
                if let Ok(meld) = score::classify(trump, Declaration::Marriage, cards) {
                    self.totals[t] += meld.points();
                }
                self.declared_suits |= 1 << play::suit_index(cards[0].suit);
                self.married_this_trick = true;
                self.melds[t].push((Declaration::Marriage, cards.clone()));
            }
            Move::Exchange => {
                let seven = self.trump_seven();
                self.deal.exchange(seat as usize, seven);
                self.totals[t] += 10;
                self.melds[t].push((Declaration::TrumpSevenExchange, vec![card(seven)]));
            }
            Move::FiveSevens => {
                let hand = self.hand(seat).iter().map(|&c| card(c)).collect();
                self.totals[t] += 101;
                self.melds[t].push((Declaration::FiveSevens, hand));
                self.finish(End::Knock {
                    seat,
                    five_sevens: true,
                    disputer: None,
                    tricks: self.tricks,
                    totals: self.totals,
                });
            }
            Move::Knock => {
                self.knock = Some((seat, self.tricks, self.totals));
                self.phase = Phase::Dispute {
                    knocker: seat,
                    asked: 0,
                };
            }
            Move::Claim => self.finish(End::Claim {
                seat,
                totals: self.totals,
            }),
            Move::Dispute => self.end_knock(Some(seat)),
        }
    }

    fn finish(&mut self, end: End) {
        self.end = Some(end);
        self.phase = Phase::Over;
    }

    fn end_knock(&mut self, disputer: Option<u8>) {
        let (seat, tricks, totals) = self.knock.unwrap_or((0, self.tricks, self.totals));
        self.finish(End::Knock {
            seat,
            five_sevens: false,
            disputer,
            tricks,
            totals,
        });
    }

    fn pass(&mut self) {
        match self.phase {
            Phase::Round {
                round,
                start,
                asked,
            } => {
                if asked < 3 {
                    self.phase = Phase::Round {
                        round,
                        start,
                        asked: asked + 1,
                    };
                } else if round == Round::PostTrick {
                    // The round before the draw is over: the draw, then the round before the
                    // next lead, again from the winner (6.3 pause 3).
                    self.deal.draw_round();
                    self.phase = Phase::Round {
                        round: Round::PreLead,
                        start,
                        asked: 0,
                    };
                } else {
                    self.phase = Phase::Play;
                }
            }
            Phase::Dispute { knocker, asked } => {
                if asked == 0 {
                    self.phase = Phase::Dispute { knocker, asked: 1 };
                } else {
                    self.end_knock(None);
                }
            }
            Phase::EndStep { asked } => {
                let asked = asked + 1;
                if asked == 2 {
                    // 8.5 rule 6b: the last-trick team passed at 101 or more.
                    let t = self.last_winner().map(team_of).unwrap_or(0);
                    if self.totals[t] >= TARGET {
                        self.missed[t] = true;
                    }
                }
                if asked == 4 {
                    self.finish(End::Void);
                } else {
                    self.phase = Phase::EndStep { asked };
                }
            }
            Phase::Play | Phase::Over => {}
        }
    }

    /// A card played (6.1): a team at 101 that has not knocked has now missed its
    /// declaration (8.5 rule 2); a complete trick is credited and opens its rounds.
    fn play(&mut self, c: u8) {
        for t in 0..2 {
            if self.totals[t] >= TARGET {
                self.missed[t] = true;
            }
        }
        let mut trick = self.deal.trick_indices().to_vec();
        trick.push(c);
        self.deal.apply(c);
        self.cards_played += 1;
        self.at_last_card = self.totals;
        if self.deal.in_trick() != 0 {
            self.phase = Phase::Round {
                round: Round::MidTrick,
                start: self.deal.to_play().unwrap_or(0) as u8,
                asked: 0,
            };
            return;
        }
        let taken = self.deal.taken().len();
        let winner = self.deal.leader() as u8;
        let t = team_of(winner);
        let mut points: u32 = trick.iter().map(|&c| points_of(c)).sum();
        if taken == TRICKS {
            points += 10;
        }
        self.totals[t] += points;
        self.tricks[t] += 1;
        self.won_trick[winner as usize] = true;
        self.married_this_trick = false;
        self.phase = match taken {
            1..=DRAW_TRICKS => Phase::Round {
                round: Round::PostTrick,
                start: winner,
                asked: 0,
            },
            TRICKS => Phase::EndStep { asked: 0 },
            _ => Phase::Round {
                round: Round::PreLead,
                start: winner,
                asked: 0,
            },
        };
    }

    /// Every card of the deal where it is now: hands, stock, trick, tricks taken.
    pub fn all_cards(&self) -> Vec<Card> {
        self.deal.all_cards()
    }
}

fn not_in_hand(cards: Vec<Card>) -> Reason {
    Reason::new("gaigel.not-in-hand").with("cards", Arg::Cards(cards))
}
