//! The play of one Marglia or Maniglia deal as a steppable state, at any table the rule set
//! allows (sections 1, 5, 6 and 9): the dealer's bottom card set aside, two rounds dealt
//! from the top (the dealer one card short in the second), the set-aside card turned for
//! trumps and taken into the dealer's hand, then every trick.
//!
//! Seats are numbered in playing order, as the spec numbers them: seat 0 is the dealer's
//! right and leads first, and play runs anticlockwise round the table, so seat `n − 1`,
//! the dealer, plays last to the first trick. With three players one 2 is taken out before
//! the deal (9, 13.13); Maniglia's packets are not modelled (9), so its two rounds split
//! each hand in halves, as Marglia's 5 + 5 do.
//!
//! The turn-up credit goes to a running score this state does not keep: from a score of
//! 0 no credit reaches 35, so the option to stop (5.7) never arises and every trick is
//! played. The table of a whole deal ([`super::table`]) keeps the scores and the option,
//! and plays its tricks through this state.

use super::play;
use super::{Query, Table};
use crate::cards::{Card, CardSet};
use crate::rules::answer::TrickCard;
use crate::rules::playout::{Play, Playout, Refused, Taken};
use crate::rules::question::{Checked, Question};
use crate::rules::rng::Rng;
use crate::rules::trick::seat_after;

/// The most seats a table of the family has (Maniglia, section 9).
pub const MAX_PLAYERS: usize = 5;

/// A Marglia or Maniglia deal being played, on compact cards (see [`play::index`]).
#[derive(Clone, Debug)]
pub struct Deal {
    table: Table,
    trump: u8,
    hands: [CardSet; MAX_PLAYERS],
    /// The 2 taken out of the pack for three players.
    removed: Option<u8>,
    turned: u8,
    tricks: usize,
    trick: [u8; MAX_PLAYERS],
    in_trick: u8,
    leader: u8,
    taken: Vec<Taken>,
}

impl Deal {
    /// Shuffles and deals for `table`, which must be one its rule set allows (the players
    /// and partnerships of sections 1 and 9).
    pub fn random(rng: &mut Rng, table: Table) -> Deal {
        let n = table.players as usize;
        assert!(
            table.rules.players().contains(&table.players)
                && (table.partnerships || !table.rules.partnerships_required())
                && (!table.partnerships || table.rules.partnerships_possible(table.players)),
            "a table the rules allow: {table:?}"
        );
        let mut pack: Vec<u8> = (0..40).collect();
        let removed = (n == 3).then(|| {
            // One 2 (strength 0) of any suit.
            let two = rng.below(4) as u8 * 10;
            pack.retain(|&c| c != two);
            two
        });
        rng.shuffle(&mut pack);
        // 5.2: the bottom card goes face down to the dealer; the rest is dealt from the top.
        let turned = pack.pop().expect("a full pack");
        let per = (pack.len() + 1) / n;
        let first = per / 2;
        let dealer = n - 1;
        let mut hands = [CardSet::EMPTY; MAX_PLAYERS];
        let mut top = pack.into_iter();
        for round in [first, per - first] {
            for (seat, hand) in hands.iter_mut().enumerate().take(n) {
                let size = if round != first && seat == dealer {
                    round - 1
                } else {
                    round
                };
                for c in top.by_ref().take(size) {
                    hand.insert(c);
                }
            }
        }
        Deal::dealt(table, hands, turned, removed)
    }

    /// The deal of `table` with these hands as dealt (the dealer's without the set-aside
    /// card), the set-aside card `turned` and, for three players, the 2 taken out. The
    /// caller gives a whole pack's worth of cards, each once (a deal record's setup is
    /// checked first).
    pub fn dealt(
        table: Table,
        mut hands: [CardSet; MAX_PLAYERS],
        turned: u8,
        removed: Option<u8>,
    ) -> Deal {
        let n = table.players as usize;
        // 5.5 and 5.9: the turned card shows trumps and joins the dealer's hand.
        hands[n - 1].insert(turned);
        let per = hands[0].len() as usize;
        Deal {
            table,
            trump: play::suit_of(turned),
            hands,
            removed,
            turned,
            tricks: per,
            trick: [0; MAX_PLAYERS],
            in_trick: 0,
            leader: 0,
            taken: Vec::with_capacity(per),
        }
    }

    pub fn table(&self) -> Table {
        self.table
    }

    /// The compact trump suit (an index into the table's suits).
    pub fn trump_index(&self) -> u8 {
        self.trump
    }

    /// The card turned for trumps (now in the dealer's hand or played).
    pub fn turned(&self) -> Card {
        self.table.card(self.turned)
    }

    /// The 2 taken out of the pack for three players.
    pub fn removed(&self) -> Option<Card> {
        self.removed.map(|c| self.table.card(c))
    }

    /// Tricks in the whole deal: the cards each player holds after the deal.
    pub fn tricks(&self) -> usize {
        self.tricks
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
            Some(seat) => {
                play::legal(
                    self.trump,
                    self.trick_indices(),
                    self.hands[seat],
                    self.table.partnerships,
                )
                .0
            }
        }
    }

    /// Plays compact card `c` for the seat to play, if the rules allow it.
    pub fn play_index(&mut self, c: u8) -> Result<(), Refused> {
        self.to_play().ok_or(Refused::DealOver)?;
        if c >= 40 || !self.legal_set().contains(c) {
            return Err(Refused::NotLegal);
        }
        self.apply(c);
        Ok(())
    }

    /// Plays what the caller took from the legal set (the random deal's driver, which has
    /// it at hand already): only a legal play may come here.
    pub(super) fn apply(&mut self, c: u8) {
        let seat = seat_after(self.leader as usize, self.in_trick as usize, self.players());
        self.hands[seat].remove(c);
        self.trick[self.in_trick as usize] = c;
        self.in_trick += 1;
        let n = self.players();
        if self.in_trick as usize == n {
            let w = play::winner(&self.trick[..n], self.trump);
            let winner = seat_after(self.leader as usize, w, n);
            self.taken.push(Taken {
                leader: self.leader as usize,
                cards: self.trick[..n]
                    .iter()
                    .map(|&c| TrickCard::Face(self.table.card(c)))
                    .collect(),
                winner,
            });
            self.in_trick = 0;
            self.leader = winner as u8;
        }
    }

    /// The `trick-winner` question on a complete trick of this deal.
    pub fn winner_question(&self, trick: &[TrickCard]) -> Option<Checked<Query>> {
        Query::TrickWinner {
            table: self.table,
            trump: self.table.suits()[self.trump as usize],
            trick: faces(trick)?,
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
        self.table.players as usize
    }

    fn to_play(&self) -> Option<usize> {
        (self.taken.len() < self.tricks)
            .then(|| seat_after(self.leader as usize, self.in_trick as usize, self.players()))
    }

    fn legal(&self) -> Vec<Play> {
        self.legal_set()
            .iter()
            .map(|c| Play::face(self.table.card(c)))
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
            .find(|&h| self.table.card(h) == p.card)
            .ok_or(Refused::NotLegal)?;
        self.play_index(c)
    }

    fn trick(&self) -> Vec<TrickCard> {
        self.trick_indices()
            .iter()
            .map(|&c| TrickCard::Face(self.table.card(c)))
            .collect()
    }

    fn taken(&self) -> &[Taken] {
        &self.taken
    }

    fn hand(&self, seat: usize) -> Vec<Card> {
        self.hands[seat]
            .iter()
            .map(|c| self.table.card(c))
            .collect()
    }

    fn all_cards(&self) -> Vec<Card> {
        let mut out: Vec<Card> = (0..self.players()).flat_map(|s| self.hand(s)).collect();
        out.extend(self.trick_indices().iter().map(|&c| self.table.card(c)));
        for t in &self.taken {
            out.extend(faces(&t.cards).unwrap_or_default());
        }
        out
    }

    fn question(&self) -> Option<Box<dyn Question>> {
        let seat = self.to_play()?;
        Query::LegalPlays {
            table: self.table,
            trump: self.table.suits()[self.trump as usize],
            trick: self
                .trick_indices()
                .iter()
                .map(|&c| self.table.card(c))
                .collect(),
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
    use crate::cards::Rank;
    use crate::rules::marglia::Rules;

    #[test]
    fn marglia_deals_ten_each_with_the_turned_card_in_the_dealers_hand() {
        let mut rng = Rng::new(1);
        for _ in 0..200 {
            let deal = Deal::random(&mut rng, Table::new(Rules::Marglia));
            assert_eq!(deal.tricks(), 10);
            assert!((0..4).all(|s| deal.hand_set(s).len() == 10));
            assert!(deal.hand(3).contains(&deal.turned()));
            assert_eq!(
                deal.turned().suit,
                deal.table().suits()[deal.trump_index() as usize]
            );
        }
    }

    #[test]
    fn maniglia_tables_of_three_and_five() {
        let mut rng = Rng::new(2);
        for (players, tricks) in [(3u8, 13u32), (5, 8)] {
            let table = Table {
                rules: Rules::Maniglia,
                players,
                partnerships: false,
            };
            let deal = Deal::random(&mut rng, table);
            assert_eq!(deal.tricks(), tricks as usize);
            assert!((0..players as usize).all(|s| deal.hand_set(s).len() == tricks));
            // Three players: a 2 is out of the deal.
            assert_eq!(
                deal.removed().map(|c| c.rank),
                (players == 3).then_some(Rank::Num(2))
            );
        }
    }
}
