//! The starting position of a whole deal (section 5): the four hands, the turned card and
//! the stock on top of it, with the game points carried in (8.3) and the game points so far
//! (8.4). Checked like any position before a deal is played from it.

use super::super::play::{self, card};
use super::super::playout::Deal;
use crate::cards::Card;
use crate::rules::answer::PerTeam;
use crate::rules::game::Game;
use crate::rules::problem::PackCheck;
use crate::rules::problem::Problem;
use crate::rules::rng::Rng;

/// Cards dealt to each player: three, then two (section 5).
pub const HAND: usize = 5;
/// The face-down cards of the stock, on top of the turned card.
pub const FACE_DOWN: usize = 27;
/// The most game points a team can have while the game goes on (7 wins, 8.4).
pub const MAX_GAME_POINTS: u32 = 6;

/// A deal as dealt. `stock` is the 27 face-down cards, top first; the turned card lies
/// under them and is drawn last.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setup {
    pub hands: [Vec<Card>; 4],
    pub turned: Card,
    pub stock: Vec<Card>,
    /// Game points carried in from void deals (8.3).
    pub carry: u32,
    /// Each team's game points before this deal (8.4), team A = seats 0 and 2.
    pub game_points: PerTeam<u32>,
    /// Which deal of the game this is, from 1 (a record's `deal_number`): the table heads
    /// the deal with it; it changes nothing in the deal.
    pub deal_number: u32,
}

impl Setup {
    /// A freshly shuffled deal, dealt as section 5 says: three cards to each player from
    /// seat 0 on, then two, the next card turned for trumps and the rest on top of it.
    pub fn shuffled(rng: &mut Rng, carry: u32, game_points: PerTeam<u32>) -> Setup {
        let mut pack: [u8; 48] = std::array::from_fn(|i| (i % 24) as u8);
        rng.shuffle(&mut pack);
        let hands = std::array::from_fn(|seat| {
            let mut hand: Vec<Card> = pack[3 * seat..3 * seat + 3]
                .iter()
                .map(|&c| card(c))
                .collect();
            hand.extend(
                pack[12 + 2 * seat..12 + 2 * seat + 2]
                    .iter()
                    .map(|&c| card(c)),
            );
            hand
        });
        Setup {
            hands,
            turned: card(pack[20]),
            stock: pack[21..].iter().map(|&c| card(c)).collect(),
            carry,
            game_points,
            deal_number: 1,
        }
    }

    /// Everything that makes the setup impossible: a card of another pack, a hand or a
    /// stock of the wrong size, a card more than twice (with the sizes right, a card
    /// missing from the pack shows as another card three times), game points of a game
    /// already won.
    pub fn problems(&self) -> Vec<Problem> {
        let mut pack = PackCheck::new(Game::Gaigel);
        for hand in &self.hands {
            pack.cards("hands", hand);
        }
        pack.card("turned", self.turned).cards("stock", &self.stock);
        let out = pack.finish();
        if !out.is_empty() {
            return out;
        }
        let mut out = Vec::new();
        for hand in &self.hands {
            out.extend(Problem::length("hands", hand.len(), HAND, HAND));
        }
        out.extend(Problem::length(
            "stock",
            self.stock.len(),
            FACE_DOWN,
            FACE_DOWN,
        ));
        let mut counts = [0u8; 24];
        let mut count = |field: &'static str, i: usize, c: Card, out: &mut Vec<Problem>| {
            let ix = play::index(c) as usize;
            counts[ix] += 1;
            if counts[ix] == 3 {
                out.push(Problem::too_many_copies(field, i, c, 2));
            }
        };
        for hand in &self.hands {
            for (i, &c) in hand.iter().enumerate() {
                count("hands", i, c, &mut out);
            }
        }
        count("turned", 0, self.turned, &mut out);
        for (i, &c) in self.stock.iter().enumerate() {
            count("stock", i, c, &mut out);
        }
        for v in [self.game_points.a, self.game_points.b] {
            out.extend(Problem::range(
                "game_points",
                v as i64,
                0,
                MAX_GAME_POINTS as i64,
            ));
        }
        out
    }

    /// The card-play state of this deal. Only for a setup without problems.
    pub fn deal(&self) -> Deal {
        let hands = std::array::from_fn(|seat| {
            let mut hand = [0u8; HAND];
            for (h, &c) in hand.iter_mut().zip(&self.hands[seat]) {
                *h = play::index(c);
            }
            hand
        });
        let mut stock = [0u8; FACE_DOWN + 1];
        for (s, &c) in stock.iter_mut().zip(&self.stock) {
            *s = play::index(c);
        }
        stock[FACE_DOWN] = play::index(self.turned);
        let mut deal = Deal::dealt(hands, stock);
        deal.hold_draws();
        deal
    }

    /// The record's starting fields, one `key: value` per line in YAML flow style.
    pub fn yaml(&self) -> String {
        use crate::cards::tokens;
        let hands: Vec<String> = self
            .hands
            .iter()
            .enumerate()
            .map(|(seat, h)| format!("{seat}: [{}]", tokens(h)))
            .collect();
        // A first deal is the default: only a later one says which it is.
        let number = match self.deal_number {
            1 => String::new(),
            n => format!("deal_number: {n}\n"),
        };
        format!(
            "hands: {{{}}}\nturned: {}\nstock: [{}]\ncarry: {}\ngame_points: {{A: {}, B: {}}}\n{number}",
            hands.join(", "),
            self.turned,
            tokens(&self.stock),
            self.carry,
            self.game_points.a,
            self.game_points.b
        )
    }
}
