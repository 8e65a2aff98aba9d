//! The play of one Gaigel deal as a steppable state (sections 5 and 6): five cards each
//! (three, then two), the turned trump card at the bottom of the stock, a draw round after
//! each of tricks 1–7 starting with the trick's winner, strict play from trick 8.
//!
//! Declarations, knocks and the trump-7 exchange are not made here: none of them changes
//! which cards are legal, and a deal that nobody ends early runs to its 12th trick (6.1).
//! The whole-deal table ([`super::table`]) makes them, around this state: it holds the
//! draws back for the announcements between a trick and its draw (6.3).

use super::play::{self, card, suit_of, SUITS};
use super::Query;
use crate::cards::Card;
use crate::rules::answer::TrickCard;
use crate::rules::playout::{Play, Playout, Refused, Taken};
use crate::rules::question::{Checked, Question};
use crate::rules::rng::Rng;
use crate::rules::trick::seat_after;

const PLAYERS: usize = 4;
/// Tricks in a deal: 48 cards, four to a trick.
pub const TRICKS: usize = 12;
/// Cards in the stock after the deal: 27 face down and the turned card under them.
const STOCK: usize = 28;

/// A Gaigel deal being played, on compact cards (see [`play::index`]).
#[derive(Clone, Debug)]
pub struct Deal {
    trump: u8,
    /// The stock, top first; its last card is the turned card.
    stock: [u8; STOCK],
    drawn: u8,
    /// Each hand's cards (copies included), the first `lens[seat]` of them.
    hands: [[u8; 5]; PLAYERS],
    lens: [u8; PLAYERS],
    trick: [u8; PLAYERS],
    in_trick: u8,
    leader: u8,
    taken: Vec<Taken>,
    /// Whether the draw after a trick waits for [`Deal::draw_round`] (the whole-deal table,
    /// where announcements come between a trick and its draw, 6.3) instead of following the
    /// trick at once.
    hold_draws: bool,
}

impl Deal {
    /// Shuffles the double pack and deals as section 5 says: three cards to each player
    /// from seat 0 on, then two, the next card turned for trumps, the rest on top of it.
    pub fn random(rng: &mut Rng) -> Deal {
        let mut pack: [u8; 48] = std::array::from_fn(|i| (i % 24) as u8);
        rng.shuffle(&mut pack);
        let mut hands = [[0u8; 5]; PLAYERS];
        for (seat, hand) in hands.iter_mut().enumerate() {
            hand[..3].copy_from_slice(&pack[3 * seat..3 * seat + 3]);
            hand[3..].copy_from_slice(&pack[12 + 2 * seat..12 + 2 * seat + 2]);
        }
        let turned = pack[20];
        let mut stock = [0u8; STOCK];
        stock[..STOCK - 1].copy_from_slice(&pack[21..]);
        stock[STOCK - 1] = turned;
        Deal::dealt(hands, stock)
    }

    /// The deal with these hands (seat 0 first) and this stock (top first, the turned card
    /// last), before the first card. The caller has checked that the cards are the pack.
    pub fn dealt(hands: [[u8; 5]; PLAYERS], stock: [u8; STOCK]) -> Deal {
        Deal {
            trump: suit_of(stock[STOCK - 1]),
            stock,
            drawn: 0,
            hands,
            lens: [5; PLAYERS],
            trick: [0; PLAYERS],
            in_trick: 0,
            leader: 0,
            taken: Vec::with_capacity(TRICKS),
            hold_draws: false,
        }
    }

    /// From now on the draw after each of tricks 1–7 waits for [`Deal::draw_round`].
    pub fn hold_draws(&mut self) {
        self.hold_draws = true;
    }

    /// The draw round after a trick (6.1): each player takes the top card of the stock,
    /// the trick's winner first. Nothing happens once the stock is exhausted.
    pub fn draw_round(&mut self) {
        if self.stock_empty() {
            return;
        }
        let winner = self.leader as usize;
        for i in 0..PLAYERS {
            let seat = seat_after(winner, i, PLAYERS);
            self.hands[seat][self.lens[seat] as usize] = self.stock[self.drawn as usize];
            self.lens[seat] += 1;
            self.drawn += 1;
        }
    }

    /// The compact card lying under the stock (the turned card, or the trump 7 that took
    /// its place), while it has not been drawn.
    pub fn lying_index(&self) -> Option<u8> {
        (!self.stock_empty()).then_some(self.stock[STOCK - 1])
    }

    /// The compact stock still to be drawn, top first (the lying card last).
    pub fn stock_indices(&self) -> &[u8] {
        &self.stock[self.drawn as usize..]
    }

    /// The trump-7 exchange (7.3): `seat` puts `seven` (in his hand) under the stock and
    /// takes the card lying there. The caller has checked the conditions.
    pub fn exchange(&mut self, seat: usize, seven: u8) {
        let len = self.lens[seat] as usize;
        if let Some(at) = self.hands[seat][..len].iter().position(|&c| c == seven) {
            self.hands[seat][at] = self.stock[STOCK - 1];
            self.stock[STOCK - 1] = seven;
        }
    }

    /// Cards played to the trick being played (0 = a trick is about to be led).
    pub fn in_trick(&self) -> usize {
        self.in_trick as usize
    }

    /// The seat that led (or is to lead) the trick being played.
    pub fn leader(&self) -> usize {
        self.leader as usize
    }

    /// The compact trump suit (an index into [`SUITS`]).
    pub fn trump_index(&self) -> u8 {
        self.trump
    }

    /// The turned card, which fixed the trump suit (the stock's bottom card).
    pub fn turned(&self) -> Card {
        card(self.stock[STOCK - 1])
    }

    /// Whether the stock is exhausted: the strict follow rules apply (6.2 step 2).
    pub fn stock_empty(&self) -> bool {
        self.drawn as usize == STOCK
    }

    /// The compact hand of `seat`, copies included.
    pub fn hand_indices(&self, seat: usize) -> &[u8] {
        &self.hands[seat][..self.lens[seat] as usize]
    }

    /// The compact cards of the trick being played.
    pub fn trick_indices(&self) -> &[u8] {
        &self.trick[..self.in_trick as usize]
    }

    /// The legal set of the seat to play, as the `legal-plays` verdict computes it.
    pub fn legal_mask(&self) -> u32 {
        match self.to_play() {
            None => 0,
            Some(seat) => {
                let hand = self
                    .hand_indices(seat)
                    .iter()
                    .fold(0u32, |m, &c| m | 1 << c);
                play::legal(self.trump, self.stock_empty(), self.trick_indices(), hand).mask
            }
        }
    }

    /// Plays the compact card `c` for the seat to play, if the rules allow it.
    pub fn play_index(&mut self, c: u8) -> Result<(), Refused> {
        self.to_play().ok_or(Refused::DealOver)?;
        if c >= 24 || self.legal_mask() >> c & 1 == 0 {
            return Err(Refused::NotLegal);
        }
        self.apply(c);
        Ok(())
    }

    /// Plays `c`, which the caller took from [`Deal::legal_mask`] (the random deal's
    /// driver, which has the mask at hand already).
    pub(super) fn apply(&mut self, c: u8) {
        let seat = seat_after(self.leader as usize, self.in_trick as usize, PLAYERS);
        let len = self.lens[seat] as usize;
        let hand = &mut self.hands[seat];
        // A legal card is in the hand: the legal set is a subset of it.
        let at = hand[..len].iter().position(|&h| h == c).unwrap_or(len - 1);
        debug_assert_eq!(hand[at], c, "a legal card is in the hand");
        hand[at] = hand[len - 1];
        self.lens[seat] -= 1;
        self.trick[self.in_trick as usize] = c;
        self.in_trick += 1;
        if self.in_trick as usize == PLAYERS {
            self.finish_trick();
        }
    }

    /// Section 3 decides the trick; the winner leads next and, while the stock lasts,
    /// everybody draws one card, the winner first (6.1).
    fn finish_trick(&mut self) {
        let w = play::winner(self.trump, &self.trick);
        let winner = seat_after(self.leader as usize, w, PLAYERS);
        self.taken.push(Taken {
            leader: self.leader as usize,
            cards: TrickCard::faces(&self.trick.map(card)),
            winner,
        });
        self.in_trick = 0;
        self.leader = winner as u8;
        if !self.hold_draws {
            self.draw_round();
        }
    }

    /// The `trick-winner` question on a complete trick of this deal.
    pub fn winner_question(&self, trick: &[TrickCard]) -> Option<Checked<Query>> {
        let cards = trick
            .iter()
            .map(|t| match t {
                TrickCard::Face(c) => Some(*c),
                _ => None,
            })
            .collect::<Option<Vec<Card>>>()?;
        Query::TrickWinner {
            trump: SUITS[self.trump as usize],
            trick: cards,
        }
        .check()
        .ok()
    }
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
        let mask = self.legal_mask();
        (0..24u8)
            .filter(|&c| mask >> c & 1 == 1)
            .map(|c| Play::face(card(c)))
            .collect()
    }

    fn play(&mut self, p: Play) -> Result<(), Refused> {
        let seat = self.to_play().ok_or(Refused::DealOver)?;
        if p.shown != TrickCard::Face(p.card) {
            return Err(Refused::NotLegal);
        }
        // Found among the hand's own cards: a card of another pack is simply not there.
        let c = self
            .hand_indices(seat)
            .iter()
            .copied()
            .find(|&h| card(h) == p.card)
            .ok_or(Refused::NotLegal)?;
        self.play_index(c)
    }

    fn trick(&self) -> Vec<TrickCard> {
        TrickCard::faces(
            &self
                .trick_indices()
                .iter()
                .map(|&c| card(c))
                .collect::<Vec<_>>(),
        )
    }

    fn taken(&self) -> &[Taken] {
        &self.taken
    }

    fn hand(&self, seat: usize) -> Vec<Card> {
        self.hand_indices(seat).iter().map(|&c| card(c)).collect()
    }

    fn all_cards(&self) -> Vec<Card> {
        let mut out: Vec<Card> = (0..PLAYERS).flat_map(|s| self.hand(s)).collect();
        out.extend(self.stock[self.drawn as usize..].iter().map(|&c| card(c)));
        out.extend(self.trick_indices().iter().map(|&c| card(c)));
        for t in &self.taken {
            out.extend(t.cards.iter().filter_map(|c| match c {
                TrickCard::Face(c) => Some(*c),
                _ => None,
            }));
        }
        out
    }

    fn question(&self) -> Option<Box<dyn Question>> {
        let seat = self.to_play()?;
        Query::LegalPlays {
            trump: SUITS[self.trump as usize],
            stock_empty: self.stock_empty(),
            trick: self.trick_indices().iter().map(|&c| card(c)).collect(),
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
    use crate::rules::playout::{at_random, play_out};

    #[test]
    fn a_deal_draws_after_seven_tricks_and_plays_twelve() {
        let mut rng = Rng::new(7);
        let mut deal = Deal::random(&mut rng);
        assert_eq!(deal.turned().suit, SUITS[deal.trump_index() as usize]);
        for _ in 0..7 * 4 {
            assert!(!deal.stock_empty());
            let first = deal.legal()[0];
            deal.play(first).unwrap();
        }
        // The seventh draw round emptied the stock; every hand holds five cards again.
        assert!(deal.stock_empty());
        assert!((0..4).all(|s| deal.hand(s).len() == 5));
        let plays = play_out(&mut deal, at_random(&mut rng));
        assert_eq!(plays, 5 * 4);
        assert_eq!(deal.taken().len(), TRICKS);
        assert_eq!(deal.play(Play::face(deal.turned())), Err(Refused::DealOver));
    }

    #[test]
    fn the_turned_card_is_drawn_last_by_the_winners_right_hand_neighbour() {
        let mut deal = Deal::random(&mut Rng::new(11));
        let turned = deal.turned();
        for _ in 0..6 * 4 {
            let first = deal.legal()[0];
            deal.play(first).unwrap();
        }
        for _ in 0..4 {
            let first = deal.legal()[0];
            deal.play(first).unwrap();
        }
        let winner = deal.taken()[6].winner;
        let last = seat_after(winner, 3, 4);
        assert_eq!(
            deal.hand_indices(last).last().map(|&c| card(c)),
            Some(turned)
        );
    }
}
