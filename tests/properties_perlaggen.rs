//! Property tests of the Perlaggen engine (`../shared/rules/perlaggen.md`, sections 3, 4.2
//! and 7.2): random deals played with random legal cards and baptisms, checked against a
//! re-implementation on whole cards written from the spec: legal naturals ⊆ hand, every
//! allowed baptism is a card of the pack, and the winner of every trick.

use proptest::prelude::*;
use tricktutor::cards::{Card, CardSet, Deck, Rank, Suit};
use tricktutor::rules::perlaggen::cards::card;
use tricktutor::rules::perlaggen::play::Baptism;
use tricktutor::rules::perlaggen::playout::{random_deal, Observer};
use tricktutor::rules::rng::Rng;

const SUITS: [Suit; 4] = [Suit::Hearts, Suit::Bells, Suit::Leaves, Suit::Acorns];

/// Section 3.1: the wild cards under `trump`, with their strength (1 = the Martl).
fn wild_strength(c: Card, trump: Suit) -> Option<u8> {
    let is = |s: Suit, r: Rank| c.suit == s && c.rank == r;
    if is(Suit::Hearts, Rank::King) {
        return Some(1);
    }
    if is(Suit::Bells, Rank::Num(6)) {
        return Some(2);
    }
    if is(Suit::Bells, Rank::Num(7)) {
        return Some(3);
    }
    if is(Suit::Acorns, Rank::Num(7)) {
        return Some(4);
    }
    if c.suit != trump {
        return None;
    }
    match c.rank {
        Rank::Num(7) if matches!(trump, Suit::Hearts | Suit::Leaves) => Some(5),
        Rank::Unter => Some(6),
        Rank::Ober => Some(7),
        _ => None,
    }
}

/// Section 4.1: A K O U 10 9 8 7 6.
fn rank(c: Card) -> u8 {
    match c.rank {
        Rank::Ace => 8,
        Rank::King => 7,
        Rank::Ober => 6,
        Rank::Unter => 5,
        Rank::Num(n) => n - 6,
        _ => unreachable!(),
    }
}

/// Section 4.2 on whole cards: identity suit trump, then led, then rank, then baptised
/// Perlagg over real card and the stronger Perlagg.
fn ref_winner(trick: &[(Card, Card)], trump: Suit) -> usize {
    let led = trick[0].1.suit;
    let key = |&(c, id): &(Card, Card)| {
        let tb = match wild_strength(c, trump) {
            Some(s) if c != id => 8 - s,
            _ => 0,
        };
        (id.suit == trump, id.suit == led, rank(id), tb)
    };
    let best = trick.iter().map(key).max().unwrap();
    trick.iter().position(|p| key(p) == best).unwrap()
}

struct Check {
    plays: usize,
    tricks: usize,
}

impl Observer for Check {
    fn play(
        &mut self,
        trump: u8,
        trick: &[(u8, u8)],
        hand: CardSet,
        naturals: CardSet,
        baptism: Baptism,
        chosen: (u8, u8),
    ) {
        let t = SUITS[trump as usize];
        let hand_cards: Vec<Card> = hand.iter().map(card).collect();
        assert_eq!(naturals.and(hand), naturals, "legal naturals ⊆ hand");
        // 7.2 written out again: the legal naturals.
        let nat: Vec<Card> = hand_cards
            .iter()
            .copied()
            .filter(|&c| wild_strength(c, t).is_none())
            .collect();
        let led = trick.first().map(|&(_, id)| card(id).suit);
        let expected: Vec<Card> = match led {
            Some(l) if nat.iter().any(|c| c.suit == l) => nat
                .iter()
                .copied()
                .filter(|c| c.suit == l || c.suit == t)
                .collect(),
            _ => nat.clone(),
        };
        let mut got: Vec<Card> = naturals.iter().map(card).collect();
        got.sort();
        let mut expected = expected;
        expected.sort();
        assert_eq!(got, expected, "trick {trick:?} hand {hand_cards:?}");
        // Every allowed baptism is a real card of the pack, and the chosen one is allowed.
        let pack = Deck::Perlaggen.cards();
        let allowed: Vec<Card> = (0..33u8).filter(|&i| baptism.allows(i)).map(card).collect();
        assert!(!allowed.is_empty());
        assert!(allowed.iter().all(|c| pack.contains(c)));
        let (c, id) = (card(chosen.0), card(chosen.1));
        assert!(hand_cards.contains(&c));
        if wild_strength(c, t).is_some() {
            assert!(allowed.contains(&id));
            let holds_led = led.is_some_and(|l| nat.iter().any(|n| n.suit == l));
            if holds_led {
                let l = led.unwrap();
                assert!(id.suit == l || id.suit == t, "{c} as {id}");
            }
        } else {
            assert_eq!(c, id, "a natural card is never baptised");
            assert!(got.contains(&c));
        }
        self.plays += 1;
    }
    fn trick(&mut self, trump: u8, trick: &[(u8, u8)], winner: usize) {
        let t = SUITS[trump as usize];
        let cards: Vec<(Card, Card)> = trick.iter().map(|&(c, i)| (card(c), card(i))).collect();
        assert_eq!(winner, ref_winner(&cards, t), "trick {cards:?}");
        self.tricks += 1;
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(500))]

    #[test]
    fn random_deals_follow_the_rules(seed in any::<u64>()) {
        let mut rng = Rng::new(seed);
        let mut check = Check { plays: 0, tricks: 0 };
        let (_, won) = random_deal(&mut rng, &mut check);
        prop_assert_eq!(check.tricks, 5);
        prop_assert_eq!(check.plays, 20);
        prop_assert_eq!(won.iter().map(|&w| w as u32).sum::<u32>(), 5);
    }
}
