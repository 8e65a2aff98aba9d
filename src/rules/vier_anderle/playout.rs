//! The play of one Vier-Anderle or Japanisch Vier-Anderle deal as a steppable state, for
//! 2 to 13 players (sections 2.3, 5 and 7): four cards to each player from seat 0 on, from
//! the pack with `k = max(0, n − 9)` extra pips per suit, the rest face down and out of
//! play; then the four tricks among the players who are in, the lowest seat leading and the
//! winner of each trick leading the next, clockwise.
//!
//! Who is in is given: everybody in an all-play deal, the players who said "in" in an
//! in/out deal (section 6; the declarations themselves are not played here). A player who
//! is out lays his hand face down, out of play. With fewer than two in there is no play.

use super::play::{self, card};
use super::{extra_pips_for, Ask, Query, Rules};
use crate::cards::{Card, CardSet};
use crate::rules::answer::TrickCard;
use crate::rules::playout::{Play, Playout, Refused, Taken};
use crate::rules::question::{Checked, Question};
use crate::rules::rng::Rng;

/// The most seats at a table (section 1).
pub const MAX_PLAYERS: usize = 13;
/// Tricks in a deal that is played (7.1).
pub const TRICKS: usize = 4;

/// The compact cards of the pack with `extra_pips` pip cards per suit (section 2.3):
/// the highest pips come back first, and a higher compact index is a higher pip.
pub fn pack(extra_pips: u8) -> Vec<u8> {
    let mut out: Vec<u8> = (0..22).collect();
    for suit in 0..4u8 {
        let base = 22 + 8 * suit;
        // Strengths 8..5 are the court cards, 4..1 the pips, highest first.
        for strength in (5 - extra_pips.min(4)..=8).rev() {
            out.push(base + strength - 1);
        }
    }
    out
}

/// A Vier-Anderle deal being played, on compact cards (see [`super::play`]).
#[derive(Clone, Debug)]
pub struct Deal {
    rules: Rules,
    players: u8,
    extra_pips: u8,
    /// The seats that are in, in playing order (lowest first).
    order: Vec<u8>,
    hands: [CardSet; MAX_PLAYERS],
    /// Cards out of play: the undealt cards and the hands of the players who are out.
    out_of_play: CardSet,
    trick: [u8; MAX_PLAYERS],
    in_trick: u8,
    /// The leader's place in `order`.
    leader: u8,
    taken: Vec<Taken>,
    /// Every card played so far, in the trick on the table or in a trick taken.
    played: CardSet,
}

impl Deal {
    /// An all-play deal: everybody plays (5.3, 6).
    pub fn random(rng: &mut Rng, rules: Rules, players: u8) -> Deal {
        let everybody: Vec<u8> = (0..players).collect();
        Deal::random_in(rng, rules, players, &everybody)
    }

    /// A deal in which the seats `in_seats` are in; the others are out.
    pub fn random_in(rng: &mut Rng, rules: Rules, players: u8, in_seats: &[u8]) -> Deal {
        let k = extra_pips_for(players);
        let mut pack = pack(k);
        rng.shuffle(&mut pack);
        // 5.4: four cards to each player, clockwise from seat 0; the rest stays out of play.
        let mut hands = [CardSet::EMPTY; MAX_PLAYERS];
        let mut undealt = CardSet::EMPTY;
        for (i, &c) in pack.iter().enumerate() {
            match hands.get_mut(i / 4).filter(|_| i / 4 < players as usize) {
                Some(hand) => hand.insert(c),
                None => undealt.insert(c),
            }
        }
        Deal::dealt(rules, players, k, &hands, undealt, in_seats)
    }

    /// The play of a deal whose cards are dealt already: `hands` by seat, `undealt` the
    /// rest of the pack of `extra_pips` pips per suit. The seats `in_seats` play; the hands
    /// of the others go face down, out of play, and with fewer than two in nobody plays.
    pub fn dealt(
        rules: Rules,
        players: u8,
        extra_pips: u8,
        hands: &[CardSet],
        undealt: CardSet,
        in_seats: &[u8],
    ) -> Deal {
        assert!(
            (2..=MAX_PLAYERS as u8).contains(&players),
            "2 to 13 players (section 1): {players}"
        );
        let mut order: Vec<u8> = in_seats.iter().copied().filter(|&s| s < players).collect();
        order.sort_unstable();
        order.dedup();
        let playing = order.len() >= 2;
        let mut in_hands = [CardSet::EMPTY; MAX_PLAYERS];
        let mut out_of_play = undealt;
        for (seat, &hand) in hands.iter().enumerate().take(players as usize) {
            // 7.1.1: no play with fewer than two in; a player who is out lays the hand down.
            if playing && order.contains(&(seat as u8)) {
                in_hands[seat] = hand;
            } else {
                out_of_play = out_of_play.or(hand);
            }
        }
        Deal {
            rules,
            players,
            extra_pips,
            order,
            hands: in_hands,
            out_of_play,
            trick: [0; MAX_PLAYERS],
            in_trick: 0,
            leader: 0,
            taken: Vec::with_capacity(TRICKS),
            played: CardSet::EMPTY,
        }
    }

    pub fn rules(&self) -> Rules {
        self.rules
    }

    /// `k`: the extra pip cards per suit in the pack (2.3).
    pub fn extra_pips(&self) -> u8 {
        self.extra_pips
    }

    /// The seats that play, in playing order.
    pub fn in_seats(&self) -> &[u8] {
        &self.order
    }

    /// Tricks in the whole deal: four, or none with fewer than two in.
    pub fn tricks(&self) -> usize {
        if self.order.len() < 2 {
            0
        } else {
            TRICKS
        }
    }

    /// The cards out of play: the undealt cards and the hands of the players who are out.
    pub fn out_of_play(&self) -> CardSet {
        self.out_of_play
    }

    /// Every card played so far (the trick on the table and the tricks taken).
    pub fn played(&self) -> CardSet {
        self.played
    }

    /// The seat that plays the `i`-th card of the trick being played (0 = the leader).
    pub fn seat_in_trick(&self, i: usize) -> u8 {
        self.order[(self.leader as usize + i) % self.order.len()]
    }

    /// How many players are still to play to the trick after the one to play now.
    pub fn still_to_play(&self) -> usize {
        self.order.len().saturating_sub(self.in_trick as usize + 1)
    }

    /// The compact hand of `seat`.
    pub fn hand_set(&self, seat: usize) -> CardSet {
        self.hands[seat]
    }

    /// The compact cards of the trick being played.
    pub fn trick_indices(&self) -> &[u8] {
        &self.trick[..self.in_trick as usize]
    }

    /// The legal cards of the seat to play, as the `legal-plays` verdict computes them.
    pub fn legal_set(&self) -> CardSet {
        match self.to_play() {
            None => CardSet::EMPTY,
            Some(seat) => play::legal(self.rules, self.trick_indices(), self.hands[seat]).0,
        }
    }

    /// Plays compact card `c` for the seat to play, if the rules allow it.
    pub fn play_index(&mut self, c: u8) -> Result<(), Refused> {
        self.to_play().ok_or(Refused::DealOver)?;
        if c >= 54 || !self.legal_set().contains(c) {
            return Err(Refused::NotLegal);
        }
        self.apply(c);
        Ok(())
    }

    /// Plays what the caller took from the legal set (the random deal's driver, which has
    /// it at hand already): only a legal play may come here.
    pub(super) fn apply(&mut self, c: u8) {
        let seat = self.next_seat();
        self.hands[seat].remove(c);
        self.played.insert(c);
        self.trick[self.in_trick as usize] = c;
        self.in_trick += 1;
        let m = self.order.len();
        if self.in_trick as usize == m {
            let w = play::winner(&self.trick[..m]);
            let winner_at = (self.leader as usize + w) % m;
            self.taken.push(Taken {
                leader: self.order[self.leader as usize] as usize,
                cards: self.trick[..m]
                    .iter()
                    .map(|&c| TrickCard::Face(card(c)))
                    .collect(),
                winner: self.order[winner_at] as usize,
            });
            self.in_trick = 0;
            self.leader = winner_at as u8;
        }
    }

    /// The seat after the leader's by the cards in the trick, among the players who are in.
    fn next_seat(&self) -> usize {
        let at = (self.leader as usize + self.in_trick as usize) % self.order.len();
        self.order[at] as usize
    }

    /// The `trick-winner` question on a complete trick of this deal.
    pub fn winner_question(&self, trick: &[TrickCard]) -> Option<Checked<Query>> {
        Query {
            rules: self.rules,
            ask: Ask::TrickWinner {
                extra_pips: self.extra_pips,
                trick: faces(trick)?,
            },
        }
        .check()
        .ok()
    }
}

/// The cards of a trick played face up.
fn faces(trick: &[TrickCard]) -> Option<Vec<Card>> {
    trick
        .iter()
        .map(|t| match t {
            TrickCard::Face(c) => Some(*c),
            _ => None,
        })
        .collect()
}

impl Playout for Deal {
    fn players(&self) -> usize {
        self.players as usize
    }

    fn to_play(&self) -> Option<usize> {
        (self.taken.len() < self.tricks()).then(|| self.next_seat())
    }

    fn legal(&self) -> Vec<Play> {
        self.legal_set()
            .iter()
            .map(|c| Play::face(card(c)))
            .collect()
    }

    fn play(&mut self, p: Play) -> Result<(), Refused> {
        let seat = self.to_play().ok_or(Refused::DealOver)?;
        if p.shown != TrickCard::Face(p.card) {
            return Err(Refused::NotLegal);
        }
        // Found among the hand's own cards: a card of another pack is simply not there.
        let c = self.hands[seat]
            .iter()
            .find(|&h| card(h) == p.card)
            .ok_or(Refused::NotLegal)?;
        self.play_index(c)
    }

    fn trick(&self) -> Vec<TrickCard> {
        self.trick_indices()
            .iter()
            .map(|&c| TrickCard::Face(card(c)))
            .collect()
    }

    fn taken(&self) -> &[Taken] {
        &self.taken
    }

    fn hand(&self, seat: usize) -> Vec<Card> {
        self.hands[seat].iter().map(card).collect()
    }

    fn all_cards(&self) -> Vec<Card> {
        let mut out: Vec<Card> = self.hands.iter().flat_map(|h| h.iter().map(card)).collect();
        out.extend(self.out_of_play.iter().map(card));
        out.extend(self.trick_indices().iter().map(|&c| card(c)));
        for t in &self.taken {
            out.extend(faces(&t.cards).unwrap_or_default());
        }
        out
    }

    fn question(&self) -> Option<Box<dyn Question>> {
        let seat = self.to_play()?;
        Query {
            rules: self.rules,
            ask: Ask::LegalPlays {
                extra_pips: self.extra_pips,
                trick: self.trick_indices().iter().map(|&c| card(c)).collect(),
                hand: self.hand(seat),
            },
        }
        .check()
        .ok()
        .map(Into::into)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pack_sizes_follow_the_table_of_2_3() {
        for k in 0..=4u8 {
            assert_eq!(pack(k).len(), 38 + 4 * k as usize);
        }
        // k = 1 adds the black 10 and the red 1: strength 4 in every suit.
        let p = pack(1);
        assert!(p.contains(&(22 + 3)));
        assert!(!p.contains(&(22 + 2)));
    }

    #[test]
    fn the_pack_grows_with_the_table_and_the_rest_is_out_of_play() {
        let mut rng = Rng::new(4);
        for players in 2..=13u8 {
            let deal = Deal::random(&mut rng, Rules::Original, players);
            assert_eq!(deal.extra_pips(), players.saturating_sub(9));
            assert!((0..players as usize).all(|s| deal.hand_set(s).len() == 4));
            assert_eq!(deal.all_cards().len(), 38 + 4 * deal.extra_pips() as usize);
            assert_eq!(deal.to_play(), Some(0));
        }
    }

    #[test]
    fn the_lowest_seat_in_leads_and_the_players_out_hold_nothing() {
        let mut rng = Rng::new(6);
        let mut deal = Deal::random_in(&mut rng, Rules::Japanisch, 6, &[4, 2, 5]);
        assert_eq!(deal.in_seats(), &[2, 4, 5]);
        assert_eq!(deal.to_play(), Some(2));
        assert!(deal.hand(0).is_empty() && deal.hand(3).is_empty());
        deal.play(deal.legal()[0]).unwrap();
        assert_eq!(deal.to_play(), Some(4));
        deal.play(deal.legal()[0]).unwrap();
        deal.play(deal.legal()[0]).unwrap();
        assert_eq!(deal.taken()[0].leader, 2);
        // Alone, nobody plays.
        let lone = Deal::random_in(&mut rng, Rules::Original, 6, &[3]);
        assert_eq!(lone.to_play(), None);
        assert_eq!(lone.all_cards().len(), 38);
    }
}
