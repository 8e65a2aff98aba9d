//! The play of one Rikken deal as a steppable state: 13 cards each (six rounds of two,
//! then one, section 5), a contract settled before the first lead, seat 0 leading, and
//! the blind declarer's face-down lead (6.4) offered as a play of its own.
//!
//! The auction is not played out: [`Deal::random`] settles a contract the declarer was
//! entitled to (7.2 rules 5 and 6) with its trumps and called card (7.3, 7.4), which is
//! all the play needs. All 13 tricks are played ("Whole deals", point 6).

use super::bids::Bid;
use super::call::legal_calls;
use super::cards::{aces, card, suit_ix, ACE, SUITS};
use super::play::{self, FACE_DOWN};
use super::{Query, Trick};
use crate::cards::{Card, CardSet};
use crate::rules::answer::TrickCard;
use crate::rules::playout::{Play, Playout, Refused, Taken};
use crate::rules::question::{Checked, Question};
use crate::rules::rng::Rng;
use crate::rules::trick::seat_after;

const PLAYERS: usize = 4;
/// Tricks in a deal: 52 cards, four to a trick.
pub const TRICKS: usize = 13;

/// The contract the tricks are played under.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Contract {
    pub bid: Bid,
    pub declarer: u8,
    /// Compact trump suit; `None` in the misère/piek family.
    pub trump: Option<u8>,
    /// The called card (Rik, Rik beter) or the fourth ace (Troela), compact.
    pub called: Option<u8>,
    /// The call was blind (7.3 rule 4): the declarer may lead face down (6.4).
    pub blind: bool,
}

impl Contract {
    /// A random contract the declarer of `hands` was entitled to, with trumps and called
    /// card as the declarer (or, in Troela, the partner) would name them.
    pub fn random(rng: &mut Rng, hands: &[CardSet; PLAYERS]) -> Contract {
        let declarer = rng.below(4) as u8;
        let held = hands[declarer as usize];
        let mut bid = Bid::ALL[rng.below(16) as usize];
        // 7.2 rules 5 and 6: three aces bid at least Troela; only three aces bid Troela.
        if aces(held) == 3 && bid.rank() < Bid::Troela.rank() {
            bid = Bid::Troela;
        }
        if aces(held) != 3 && bid == Bid::Troela {
            bid = Bid::Rik;
        }
        let mut trump = if bid.no_trumps() {
            None
        } else if bid.fixed_trump_hearts() {
            Some(suit_ix(crate::cards::Suit::Hearts))
        } else {
            Some(rng.below(4) as u8)
        };
        let mut called = None;
        let mut blind = false;
        match bid {
            Bid::Rik | Bid::RikBeter => {
                let calls = legal_calls(held, SUITS[trump.unwrap_or(0) as usize]);
                let k = rng.below(calls.legal.len()) as usize;
                called = calls.legal.iter().nth(k);
                blind = calls.blind;
            }
            Bid::Troela => {
                // 7.4: the declarer names the ace he lacks; its holder names trumps, any
                // suit but that ace's.
                let missing = (0..4u8)
                    .map(|s| s * 13 + ACE)
                    .find(|&a| !held.contains(a))
                    .unwrap_or(ACE);
                called = Some(missing);
                let mut t = rng.below(3) as u8;
                if t >= missing / 13 {
                    t += 1;
                }
                trump = Some(t);
            }
            _ => {}
        }
        Contract {
            bid,
            declarer,
            trump,
            called,
            blind,
        }
    }
}

/// A Rikken deal being played, on compact cards (see [`super::cards`]).
#[derive(Clone, Debug)]
pub struct Deal {
    contract: Contract,
    hands: [CardSet; PLAYERS],
    /// The trick in play order; a face-down lead is [`FACE_DOWN`] here and its card in
    /// `face_down`.
    trick: [u8; PLAYERS],
    in_trick: u8,
    /// The card led face down, once one has been (at most once a deal, 6.4).
    face_down: Option<u8>,
    called_out: bool,
    leader: u8,
    taken: Vec<Taken>,
}

impl Deal {
    /// Shuffles, deals as section 5 does and settles a random contract.
    pub fn random(rng: &mut Rng) -> Deal {
        let mut pack: [u8; 52] = std::array::from_fn(|i| i as u8);
        rng.shuffle(&mut pack);
        let hands = deal_packets(&pack);
        let contract = Contract::random(rng, &hands);
        Deal::new(hands, contract)
    }

    /// The deal of these hands under a settled contract, seat 0 to lead.
    pub fn new(hands: [CardSet; PLAYERS], contract: Contract) -> Deal {
        Deal {
            contract,
            hands,
            trick: [0; PLAYERS],
            in_trick: 0,
            face_down: None,
            called_out: false,
            leader: 0,
            taken: Vec::with_capacity(TRICKS),
        }
    }

    pub fn contract(&self) -> Contract {
        self.contract
    }

    /// The seat that led (or leads) the trick being played.
    pub fn leader(&self) -> u8 {
        self.leader
    }

    /// Whether the called card (or Troela's fourth ace) has been played.
    pub fn called_out(&self) -> bool {
        self.called_out
    }

    /// The compact hand of `seat`.
    pub fn hand_set(&self, seat: usize) -> CardSet {
        self.hands[seat]
    }

    /// The compact trick, a face-down lead as [`FACE_DOWN`].
    pub fn trick_indices(&self) -> &[u8] {
        &self.trick[..self.in_trick as usize]
    }

    /// The called card that 6.3 step 3 obliges (the contracts with a partner).
    fn obliged(&self) -> Option<u8> {
        self.contract
            .called
            .filter(|_| self.contract.bid.has_called_card())
    }

    /// The legal cards of the seat to play, as the `legal-plays` verdict computes them.
    pub fn legal_set(&self) -> CardSet {
        match self.to_play() {
            None => CardSet::EMPTY,
            Some(seat) => play::legal(self.hands[seat], self.trick_indices(), self.obliged()).0,
        }
    }

    /// 6.4: the blind declarer on lead, while the called card is still out.
    pub fn may_lead_face_down(&self) -> bool {
        self.in_trick == 0
            && self.contract.blind
            && !self.called_out
            && self.to_play() == Some(self.contract.declarer as usize)
    }

    /// Plays compact card `c` for the seat to play, face down when `face_down`.
    pub fn play_index(&mut self, c: u8, face_down: bool) -> Result<(), Refused> {
        let seat = self.to_play().ok_or(Refused::DealOver)?;
        let allowed = if face_down {
            self.may_lead_face_down() && self.hands[seat].contains(c)
        } else {
            self.legal_set().contains(c)
        };
        if c >= 52 || !allowed {
            return Err(Refused::NotLegal);
        }
        self.apply(c, face_down);
        Ok(())
    }

    /// Plays what the caller took from the legal set (the random deal's driver, which has
    /// it at hand already): only a legal play may come here.
    pub(super) fn apply(&mut self, c: u8, face_down: bool) {
        let seat = seat_after(self.leader as usize, self.in_trick as usize, PLAYERS);
        self.hands[seat].remove(c);
        if self.contract.called == Some(c) {
            self.called_out = true;
        }
        self.trick[self.in_trick as usize] = if face_down {
            self.face_down = Some(c);
            FACE_DOWN
        } else {
            c
        };
        self.in_trick += 1;
        if self.in_trick as usize == PLAYERS {
            let w = play::winner(&self.trick, self.contract.trump, self.contract.called);
            let winner = seat_after(self.leader as usize, w, PLAYERS);
            self.taken.push(Taken {
                leader: self.leader as usize,
                cards: shown(&self.trick),
                winner,
            });
            self.in_trick = 0;
            self.leader = winner as u8;
        }
    }

    /// The `trick-winner` question on a complete trick of this deal.
    pub fn winner_question(&self, trick: &[TrickCard]) -> Option<Checked<Query>> {
        let c = self.contract;
        Query::TrickWinner {
            contract: c.bid,
            trump: c.trump.map(|t| SUITS[t as usize]),
            called: c.called.map(card),
            blind: c.blind,
            trick: written(trick)?,
        }
        .check()
        .ok()
    }
}

/// Six rounds of two cards to each seat from seat 0 on, then one each (section 5).
pub(super) fn deal_packets(pack: &[u8; 52]) -> [CardSet; PLAYERS] {
    let mut hands = [CardSet::EMPTY; PLAYERS];
    let mut next = pack.iter();
    for size in [2, 2, 2, 2, 2, 2, 1] {
        for hand in hands.iter_mut() {
            for &c in next.by_ref().take(size) {
                hand.insert(c);
            }
        }
    }
    hands
}

/// A compact trick as the players see it.
fn shown(trick: &[u8]) -> Vec<TrickCard> {
    trick
        .iter()
        .map(|&c| match c {
            FACE_DOWN => TrickCard::FaceDown,
            c => TrickCard::Face(card(c)),
        })
        .collect()
}

/// A trick as a position writes it: an optional face-down lead, then the cards.
fn written(trick: &[TrickCard]) -> Option<Trick> {
    let face_down = trick.first() == Some(&TrickCard::FaceDown);
    let cards = trick[face_down as usize..]
        .iter()
        .map(|t| match t {
            TrickCard::Face(c) => Some(*c),
            _ => None,
        })
        .collect::<Option<Vec<Card>>>()?;
    Some(Trick { face_down, cards })
}

impl Playout for Deal {
    fn players(&self) -> usize {
        PLAYERS
    }

    fn to_play(&self) -> Option<usize> {
        (self.taken.len() < TRICKS)
            .then(|| seat_after(self.leader as usize, self.in_trick as usize, PLAYERS))
    }

    fn legal(&self) -> Vec<Play> {
        let mut out: Vec<Play> = self
            .legal_set()
            .iter()
            .map(|c| Play::face(card(c)))
            .collect();
        if self.may_lead_face_down() {
            let seat = self.contract.declarer as usize;
            out.extend(self.hands[seat].iter().map(|c| Play {
                card: card(c),
                shown: TrickCard::FaceDown,
            }));
        }
        out
    }

    fn play(&mut self, p: Play) -> Result<(), Refused> {
        let seat = self.to_play().ok_or(Refused::DealOver)?;
        let face_down = match p.shown {
            TrickCard::FaceDown => true,
            TrickCard::Face(c) if c == p.card => false,
            _ => return Err(Refused::NotLegal),
        };
        // Found among the hand's own cards: a card of another pack is simply not there.
        let c = self.hands[seat]
            .iter()
            .find(|&h| card(h) == p.card)
            .ok_or(Refused::NotLegal)?;
        self.play_index(c, face_down)
    }

    fn trick(&self) -> Vec<TrickCard> {
        shown(self.trick_indices())
    }

    fn taken(&self) -> &[Taken] {
        &self.taken
    }

    fn hand(&self, seat: usize) -> Vec<Card> {
        self.hands[seat].iter().map(card).collect()
    }

    fn all_cards(&self) -> Vec<Card> {
        let mut out: Vec<Card> = (0..PLAYERS).flat_map(|s| self.hand(s)).collect();
        let tricks = self.taken.iter().map(|t| &t.cards[..]);
        let current = shown(self.trick_indices());
        for trick in tricks.chain(std::iter::once(&current[..])) {
            out.extend(trick.iter().filter_map(|c| match c {
                TrickCard::Face(c) => Some(*c),
                _ => None,
            }));
        }
        // The face-down card has left the hand and lies in its trick.
        out.extend(self.face_down.map(card));
        out
    }

    fn question(&self) -> Option<Box<dyn Question>> {
        let seat = self.to_play()?;
        let c = self.contract;
        Query::LegalPlays {
            contract: c.bid,
            trump: Some(c.trump.map(|t| SUITS[t as usize])),
            called: c.called.map(card),
            blind: c.blind,
            trick: written(&self.trick())?,
            hand: self.hand(seat),
        }
        .check()
        .ok()
        .map(Into::into)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::{Rank, Suit};

    #[test]
    fn packets_give_thirteen_cards_each() {
        let pack: [u8; 52] = std::array::from_fn(|i| i as u8);
        let hands = deal_packets(&pack);
        assert!(hands.iter().all(|h| h.len() == 13));
        // Seat 0 has the first two cards, and the 49th (the last round of one).
        assert!(hands[0].contains(0) && hands[0].contains(1) && hands[0].contains(48));
        assert!(hands[1].contains(2) && hands[3].contains(51));
    }

    #[test]
    fn the_blind_declarer_may_lead_face_down_once() {
        // Seat 0 declares Rik in spades, void in clubs, and calls the clubs ace blind.
        let mut pack: Vec<u8> = (0..52).collect();
        let clubs_ace = super::super::cards::index(Card::new(Suit::Clubs, Rank::Ace));
        let declarer: CardSet = CardSet(pack.iter().take(13).fold(0, |m, &c| m | 1 << c));
        pack.retain(|c| !declarer.contains(*c));
        let mut hands = [declarer, CardSet::EMPTY, CardSet::EMPTY, CardSet::EMPTY];
        for (i, &c) in pack.iter().enumerate() {
            hands[1 + i / 13].insert(c);
        }
        assert!(hands[3].contains(clubs_ace));
        // The declarer holds every spade and nothing else.
        assert_eq!(declarer, CardSet(0x1FFF));
        let calls = legal_calls(declarer, Suit::Spades);
        assert!(calls.blind);
        let mut deal = Deal::new(
            hands,
            Contract {
                bid: Bid::Rik,
                declarer: 0,
                trump: Some(0),
                called: Some(clubs_ace),
                blind: true,
            },
        );
        // Thirteen face-up leads and thirteen face-down ones.
        assert_eq!(deal.legal().len(), 26);
        let spades_2 = Card::new(Suit::Spades, Rank::Num(2));
        deal.play(Play {
            card: spades_2,
            shown: TrickCard::FaceDown,
        })
        .unwrap();
        // Clubs are led in effect: seats 1 and 2 hold only hearts and diamonds; seat 3
        // must play the called ace.
        deal.play(deal.legal()[0]).unwrap();
        deal.play(deal.legal()[0]).unwrap();
        assert_eq!(deal.legal(), vec![Play::face(card(clubs_ace))]);
        deal.play(deal.legal()[0]).unwrap();
        let t = &deal.taken()[0];
        assert_eq!(t.cards[0], TrickCard::FaceDown);
        assert_eq!(t.winner, 3, "no face-up trump: the called ace wins");
        assert!(deal.all_cards().contains(&spades_2));
        // The called card is out: no face-down lead any more.
        assert!(!deal.may_lead_face_down());
    }
}
