//! The play of one Perlaggen deal as a steppable state: the cut with its kept permanent
//! Perlaggen (6.2), the packets of two and three (6.3), the turned trump (6.4) and its
//! optional exchange (6.5), then the five tricks with every wild card's baptisms offered
//! as plays of their own (`TrickCard::Baptised`, 3.2 and 7.2).
//!
//! Betting is not simulated, so no figure ends the deal early: all five tricks are played
//! (the table stops at the Spiel's third trick, 7.1, once it plays figures).
//!
//! [`random_deal`] plays a deal through with random legal cards and baptisms and an
//! observer, for the property tests, the benchmarks and drills.

use super::cards::{card, is_perlagg, suit_of, Played, SUITS, WELI};
use super::deal::{cut_keep, exchange, packets, Exchanger};
use super::play::{self, Baptism};
use super::Query;
use crate::cards::{Card, CardSet};
use crate::rules::answer::TrickCard;
use crate::rules::playout::{Play, Playout, Refused, Taken};
use crate::rules::question::{Checked, Question};
use crate::rules::rng::Rng;
use crate::rules::trick::seat_after;

const PLAYERS: usize = 4;
/// Tricks in a deal: five cards each.
pub const TRICKS: usize = 5;
/// Seat 2 (the dealer's right) cuts; seat 3 deals; seat 1 is the dealer's partner.
const CUTTER: usize = 2;
const DEALER: usize = 3;
const PARTNER: usize = 1;

/// A Perlaggen deal being played, on compact cards (see [`super::cards`]).
#[derive(Clone, Debug)]
pub struct Deal {
    trump: u8,
    hands: [CardSet; PLAYERS],
    /// The cards out of play: the stock, the indicator on it.
    stock: CardSet,
    indicator: u8,
    /// The seat that took the turned card in exchange (6.5), if one did.
    exchanged: Option<usize>,
    /// The trick: physical card and identity, in play order.
    trick: [(u8, u8); PLAYERS],
    in_trick: u8,
    leader: u8,
    taken: Vec<Taken>,
}

/// The whole pack, top first.
fn shuffled(rng: &mut Rng) -> Vec<u8> {
    let mut pack: Vec<u8> = (0..=WELI).collect();
    rng.shuffle(&mut pack);
    pack
}

impl Deal {
    /// Shuffles, cuts, deals, turns the trump card and settles its exchange (section 6);
    /// the one entitled to exchange does so or not at random.
    pub fn random(rng: &mut Rng) -> Deal {
        let mut pack = shuffled(rng);
        // 6.2: the cutter lifts part of the pack and sees its bottom card; a permanent
        // Perlagg he keeps and cuts again, any other card ends the cut.
        let mut seen: Vec<Card> = Vec::new();
        let mut kept: Vec<u8> = Vec::new();
        loop {
            let lifted = 1 + rng.below(pack.len() as u32 - 1) as usize;
            let bottom = pack[lifted - 1];
            seen.push(card(bottom));
            if cut_keep(&seen).len() == seen.len() {
                kept.push(bottom);
                pack.remove(lifted - 1);
            } else {
                pack.rotate_left(lifted);
                break;
            }
        }
        // 6.3: a packet of two to each, then of three; the cutter's are smaller.
        let mut hands = [CardSet::EMPTY; PLAYERS];
        for &c in &kept {
            hands[CUTTER].insert(c);
        }
        let cutters = packets(kept.len() as u8);
        let mut top = pack.into_iter();
        for round in 0..2 {
            for (seat, hand) in hands.iter_mut().enumerate() {
                let size = if seat == CUTTER {
                    cutters[round]
                } else {
                    [2, 3][round]
                };
                for c in top.by_ref().take(size as usize) {
                    hand.insert(c);
                }
            }
        }
        // 6.4: the top card of the stock is turned; its printed suit is trumps.
        let mut stock: Vec<u8> = top.collect();
        let mut indicator = stock[0];
        let trump = suit_of(indicator);
        // 6.5: the dealer, or else his partner, may exchange a turned Perlagg.
        let of = |seat: usize, hands: &[CardSet; PLAYERS]| -> Vec<Card> {
            hands[seat].iter().map(card).collect()
        };
        let right = exchange(card(indicator), &of(DEALER, &hands), &of(PARTNER, &hands));
        let chooser = match right {
            Exchanger::Dealer(eligible) => Some((DEALER, eligible)),
            Exchanger::Partner(eligible) => Some((PARTNER, eligible)),
            Exchanger::Nobody => None,
        };
        let mut exchanged = None;
        if let Some((seat, eligible)) = chooser {
            if rng.chance(50) {
                exchanged = Some(seat);
                let laid = eligible[rng.below(eligible.len() as u32) as usize];
                let laid = hands[seat]
                    .iter()
                    .find(|&c| card(c) == laid)
                    .expect("an eligible card is in the hand");
                hands[seat].remove(laid);
                hands[seat].insert(indicator);
                stock[0] = laid;
                indicator = laid;
            }
        }
        Deal {
            trump,
            hands,
            stock: CardSet(stock.iter().fold(0, |m, &c| m | 1 << c)),
            indicator,
            exchanged,
            trick: [(0, 0); PLAYERS],
            in_trick: 0,
            leader: 0,
            taken: Vec::with_capacity(TRICKS),
        }
    }

    /// A deal already cut, dealt and turned (the table settles those steps itself, one
    /// decision at a time): the hands, the stock with the card face up on it, and the seat
    /// that took the turned card in exchange, if one did. Seat 0 leads.
    pub fn from_parts(
        hands: [CardSet; PLAYERS],
        stock: CardSet,
        indicator: u8,
        trump: u8,
        exchanged: Option<usize>,
    ) -> Deal {
        Deal {
            trump,
            hands,
            stock,
            indicator,
            exchanged,
            trick: [(0, 0); PLAYERS],
            in_trick: 0,
            leader: 0,
            taken: Vec::with_capacity(TRICKS),
        }
    }

    /// The exchange of 6.5: `seat` takes the turned card into his hand and lays `laid`, a
    /// card of his, face up on the stock in its place, out of play. The caller has checked
    /// that the seat has the right and the card is eligible ([`super::deal::exchange`]).
    pub fn exchange_turned(&mut self, seat: usize, laid: u8) {
        self.hands[seat].remove(laid);
        self.hands[seat].insert(self.indicator);
        self.stock.remove(self.indicator);
        self.stock.insert(laid);
        self.indicator = laid;
        self.exchanged = Some(seat);
    }

    /// The seat that leads (or led) the trick being played.
    pub fn leader(&self) -> usize {
        self.leader as usize
    }

    /// The compact trump suit (an index into [`SUITS`]).
    pub fn trump_index(&self) -> u8 {
        self.trump
    }

    /// The card face up on the stock: the turned card, or the one laid in exchange.
    pub fn indicator(&self) -> Card {
        card(self.indicator)
    }

    /// The seat that took the turned card in exchange (6.5), if one did.
    pub fn exchanged(&self) -> Option<usize> {
        self.exchanged
    }

    /// The compact hand of `seat`.
    pub fn hand_set(&self, seat: usize) -> CardSet {
        self.hands[seat]
    }

    /// The compact trick: physical card and identity.
    pub fn trick_pairs(&self) -> &[(u8, u8)] {
        &self.trick[..self.in_trick as usize]
    }

    /// What the seat to play may play (7.2), as the `legal-plays` verdict computes it:
    /// the legal natural cards, and what each wild card may stand for.
    pub fn legal_sets(&self) -> Option<(CardSet, Baptism)> {
        let seat = self.to_play()?;
        let led = self.trick_pairs().first().map(|&(_, id)| id);
        let (naturals, baptism, _) = play::legal(self.trump, led, self.hands[seat]);
        Some((naturals, baptism))
    }

    /// The wild cards of `hand` under this deal's trumps.
    fn wild(&self, hand: CardSet) -> impl Iterator<Item = u8> + '_ {
        hand.iter().filter(|&c| is_perlagg(c, self.trump))
    }

    /// Plays compact card `c` as compact identity `identity` for the seat to play.
    pub fn play_pair(&mut self, c: u8, identity: u8) -> Result<(), Refused> {
        let seat = self.to_play().ok_or(Refused::DealOver)?;
        let (naturals, baptism) = self.legal_sets().ok_or(Refused::DealOver)?;
        if c > WELI || identity > WELI {
            return Err(Refused::NotLegal);
        }
        let allowed = if is_perlagg(c, self.trump) {
            self.hands[seat].contains(c) && baptism.allows(identity)
        } else {
            identity == c && naturals.contains(c)
        };
        if !allowed {
            return Err(Refused::NotLegal);
        }
        self.apply(c, identity);
        Ok(())
    }

    /// Plays what the caller took from the legal set (the random deal's driver, which has
    /// it at hand already): only a legal play may come here.
    pub(super) fn apply(&mut self, c: u8, identity: u8) {
        let seat = seat_after(self.leader as usize, self.in_trick as usize, PLAYERS);
        self.hands[seat].remove(c);
        self.trick[self.in_trick as usize] = (c, identity);
        self.in_trick += 1;
        if self.in_trick as usize == PLAYERS {
            let w = play::winner(&self.trick, self.trump);
            let winner = seat_after(self.leader as usize, w, PLAYERS);
            self.taken.push(Taken {
                leader: self.leader as usize,
                cards: self.trick.iter().map(|&p| shown(p)).collect(),
                winner,
            });
            self.in_trick = 0;
            self.leader = winner as u8;
        }
    }

    /// The `trick-winner` question on a complete trick of this deal.
    pub fn winner_question(&self, trick: &[TrickCard]) -> Option<Checked<Query>> {
        Query::TrickWinner {
            trump: SUITS[self.trump as usize],
            trick: played(trick)?,
        }
        .check()
        .ok()
    }
}

/// A compact play as the table shows it: face up, or baptised as another card.
fn shown((c, identity): (u8, u8)) -> TrickCard {
    if c == identity {
        TrickCard::Face(card(c))
    } else {
        TrickCard::Baptised {
            card: card(c),
            identity: card(identity),
        }
    }
}

/// Cards on the table as a position writes them (`PHYSICAL@IDENTITY`).
fn played(trick: &[TrickCard]) -> Option<Vec<Played>> {
    trick
        .iter()
        .map(|t| match *t {
            TrickCard::Face(c) => Some(Played::face(c)),
            TrickCard::Baptised { card, identity } => Some(Played { card, identity }),
            TrickCard::FaceDown => None,
        })
        .collect()
}

/// The compact index of a card of the pack; `None` for a card of another pack.
fn compact(c: Card) -> Option<u8> {
    (0..=WELI).find(|&i| card(i) == c)
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
        let (Some(seat), Some((naturals, baptism))) = (self.to_play(), self.legal_sets()) else {
            return Vec::new();
        };
        let mut out: Vec<Play> = naturals.iter().map(|c| Play::face(card(c))).collect();
        for c in self.wild(self.hands[seat]) {
            out.extend((0..=WELI).filter(|&id| baptism.allows(id)).map(|id| Play {
                card: card(c),
                shown: shown((c, id)),
            }));
        }
        out
    }

    fn play(&mut self, p: Play) -> Result<(), Refused> {
        let seat = self.to_play().ok_or(Refused::DealOver)?;
        // Found among the hand's own cards: a card of another pack is simply not there.
        let c = self.hands[seat]
            .iter()
            .find(|&h| card(h) == p.card)
            .ok_or(Refused::NotLegal)?;
        let identity = match p.shown {
            TrickCard::Face(f) if f == p.card => c,
            // A wild card named as its own face is played as a real card (3.2): listed
            // face up, not as a baptism.
            TrickCard::Baptised { card, identity } if card == p.card && identity != card => {
                compact(identity).ok_or(Refused::NotLegal)?
            }
            _ => return Err(Refused::NotLegal),
        };
        self.play_pair(c, identity)
    }

    fn trick(&self) -> Vec<TrickCard> {
        self.trick_pairs().iter().map(|&p| shown(p)).collect()
    }

    fn taken(&self) -> &[Taken] {
        &self.taken
    }

    fn hand(&self, seat: usize) -> Vec<Card> {
        self.hands[seat].iter().map(card).collect()
    }

    fn all_cards(&self) -> Vec<Card> {
        let mut out: Vec<Card> = (0..PLAYERS).flat_map(|s| self.hand(s)).collect();
        out.extend(self.stock.iter().map(card));
        out.extend(self.trick_pairs().iter().map(|&(c, _)| card(c)));
        for t in &self.taken {
            out.extend(t.cards.iter().filter_map(|c| match *c {
                TrickCard::Face(c) | TrickCard::Baptised { card: c, .. } => Some(c),
                TrickCard::FaceDown => None,
            }));
        }
        out
    }

    fn question(&self) -> Option<Box<dyn Question>> {
        let seat = self.to_play()?;
        Query::LegalPlays {
            trump: SUITS[self.trump as usize],
            trick: played(&self.trick())?,
            hand: self.hand(seat),
        }
        .check()
        .ok()
        .map(Into::into)
    }
}

/// Sees every play and every trick of a simulated deal (compact cards; a play is a
/// physical card and its identity).
pub trait Observer {
    fn play(
        &mut self,
        _trump: u8,
        _trick: &[(u8, u8)],
        _hand: CardSet,
        _naturals: CardSet,
        _baptism: Baptism,
        _chosen: (u8, u8),
    ) {
    }
    fn trick(&mut self, _trump: u8, _trick: &[(u8, u8)], _winner: usize) {}
}

impl Observer for () {}

fn pick(rng: &mut Rng, set: CardSet) -> Option<u8> {
    if set.is_empty() {
        return None;
    }
    let k = rng.below(set.len());
    set.iter().nth(k as usize)
}

/// Deals as section 6 does (cut, packets, turned trump, exchange) and plays all five
/// tricks through the deal state ([`Deal`]) with random legal cards and baptisms. Returns
/// the trump suit and the tricks won per seat.
pub fn random_deal<O: Observer>(rng: &mut Rng, obs: &mut O) -> (u8, [u8; 4]) {
    let mut deal = Deal::random(rng);
    let trump = deal.trump_index();
    let mut won = [0u8; 4];
    while let Some(seat) = deal.to_play() {
        let hand = deal.hand_set(seat);
        let (naturals, baptism) = deal.legal_sets().expect("a seat to play");
        let wild = hand.iter().filter(|&c| is_perlagg(c, trump)).count() as u32;
        // Choose among the legal naturals and the wild cards alike.
        let k = rng.below(naturals.len() + wild);
        let chosen = if k < naturals.len() {
            let c = naturals.iter().nth(k as usize).unwrap_or(0);
            (c, c)
        } else {
            let c = hand
                .iter()
                .filter(|&c| is_perlagg(c, trump))
                .nth((k - naturals.len()) as usize)
                .unwrap_or(0);
            let allowed = CardSet(
                (0..=WELI)
                    .filter(|&id| baptism.allows(id))
                    .fold(0, |a, id| a | 1 << id),
            );
            (c, pick(rng, allowed).unwrap_or(c))
        };
        obs.play(trump, deal.trick_pairs(), hand, naturals, baptism, chosen);
        let mut trick = [chosen; 4];
        trick[..deal.trick_pairs().len()].copy_from_slice(deal.trick_pairs());
        let last_of_trick = deal.trick_pairs().len() == 3;
        deal.apply(chosen.0, chosen.1);
        if last_of_trick {
            let taken = deal.taken().last().expect("the trick just taken");
            obs.trick(trump, &trick, (taken.winner + 4 - taken.leader) % 4);
            won[taken.winner] += 1;
        }
    }
    (trump, won)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::perlaggen::cards::is_permanent;
    use crate::rules::playout::{at_random, play_out};

    #[test]
    fn the_cutter_keeps_permanent_perlaggen_and_gets_fewer_cards() {
        let mut rng = Rng::new(3);
        let (mut kept_some, mut exchanges) = (0, 0);
        for _ in 0..2000 {
            let deal = Deal::random(&mut rng);
            for seat in 0..PLAYERS {
                assert_eq!(deal.hand_set(seat).len(), 5);
            }
            assert_eq!(deal.stock.len(), 13);
            assert!(deal.stock.contains(deal.indicator));
            assert_eq!(suit_of(deal.indicator), deal.trump_index());
            if deal.hand_set(CUTTER).iter().any(is_permanent) {
                kept_some += 1;
            }
            if let Some(seat) = deal.exchanged() {
                assert!(seat == DEALER || seat == PARTNER);
                // The laid card is of the trump suit by its print: the suit stays.
                assert_eq!(suit_of(deal.indicator), deal.trump_index());
                exchanges += 1;
            }
        }
        assert!(exchanges > 20, "{exchanges}");
        // A permanent Perlagg is 4 cards in 33: the cutter often keeps one.
        assert!(kept_some > 200, "{kept_some}");
    }

    #[test]
    fn a_wild_card_may_take_every_identity_on_lead() {
        let mut rng = Rng::new(5);
        let deal = (0..)
            .map(|_| Deal::random(&mut rng))
            .find(|d| d.wild(d.hand_set(0)).count() == 1)
            .unwrap();
        let naturals = 4;
        // Seat 0 leads: four naturals face up, the wild card as any of the 33 cards.
        assert_eq!(deal.legal().len(), naturals + 33);
        let mut deal = deal;
        assert_eq!(play_out(&mut deal, at_random(&mut rng)), 20);
    }
}
