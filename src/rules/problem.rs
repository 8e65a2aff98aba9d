//! Problems: why a position is impossible or ill-formed, as data. Like a [`Reason`], a
//! problem is a stable id plus named arguments; it also names the position field (and the
//! list element) it is about, so that a loader can point at it. The tutor renders it as the
//! message `problem-<id with . as ->`.
//!
//! Shapes every game meets (a list too long, a number out of range, two fields that cannot
//! go together) have shared ids and the constructors below; a rule of one game has an id
//! prefixed with the game (`rikken.three-aces`), listed in that game's `PROBLEMS`.
//!
//! [`Reason`]: super::Reason

use super::answer::Arg;
use super::game::Game;
use crate::cards::{Card, CardSet, Deck, Rank, Suit};

/// The ids of the problems of no particular game.
pub const SHARED: &[&str] = &[
    "too-many-copies",
    "length",
    "length-exact",
    "out-of-range",
    "required-with",
    "must-differ",
    "contradicts",
    "sum-too-large",
    "sum-must-be",
    "not-multiple",
    "repeated",
    "one-per-seat",
    "not-in-hand",
    "answer-too-large",
    "not-in-pack",
    "suit-not-in-pack",
];

/// A problem that makes a position impossible or ill-formed for the engine.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problem {
    /// The position field the problem is about.
    pub field: &'static str,
    /// The element of that field's list, when the problem is about one.
    pub index: Option<usize>,
    /// A stable id: shared (`length`) or game-prefixed (`rikken.three-aces`).
    pub id: &'static str,
    pub args: Vec<(&'static str, Arg)>,
}

impl Problem {
    /// A problem `id` about `field`, with no arguments yet.
    pub fn new(field: &'static str, id: &'static str) -> Problem {
        Problem {
            field,
            index: None,
            id,
            args: Vec::new(),
        }
    }

    pub fn with(mut self, name: &'static str, arg: Arg) -> Problem {
        self.args.push((name, arg));
        self
    }

    /// The same problem, about element `index` of the field's list.
    pub fn at_index(mut self, index: usize) -> Problem {
        self.index = Some(index);
        self
    }

    pub fn arg(&self, name: &str) -> Option<&Arg> {
        self.args.iter().find(|(n, _)| *n == name).map(|(_, a)| a)
    }

    /// A list whose length is outside `min..=max`, or `None`.
    pub fn length(field: &'static str, len: usize, min: usize, max: usize) -> Option<Problem> {
        (len < min || len > max).then(|| Problem::wrong_length(field, len, min, max))
    }

    /// A list of `actual` elements where `min..=max` are allowed (exactly `min` when equal).
    pub fn wrong_length(field: &'static str, actual: usize, min: usize, max: usize) -> Problem {
        let p = if min == max {
            Problem::new(field, "length-exact").with("min", Arg::Int(min as i64))
        } else {
            Problem::new(field, "length")
                .with("min", Arg::Int(min as i64))
                .with("max", Arg::Int(max as i64))
        };
        p.with("actual", Arg::Int(actual as i64))
    }

    /// An integer outside `min..=max`.
    pub fn out_of_range(field: &'static str, actual: i64, min: i64, max: i64) -> Problem {
        Problem::new(field, "out-of-range")
            .with("min", Arg::Int(min))
            .with("max", Arg::Int(max))
            .with("actual", Arg::Int(actual))
    }

    /// An integer outside `min..=max`, or `None`.
    pub fn range(field: &'static str, actual: i64, min: i64, max: i64) -> Option<Problem> {
        (actual < min || actual > max).then(|| Problem::out_of_range(field, actual, min, max))
    }

    /// A negative amount where only `0..` makes sense.
    pub fn negative(field: &'static str, actual: i64) -> Option<Problem> {
        Problem::range(field, actual, 0, i64::MAX)
    }

    /// More copies of `card` than the pack's `max`, at element `index` of `field`.
    pub fn too_many_copies(field: &'static str, index: usize, card: Card, max: u8) -> Problem {
        Problem::new(field, "too-many-copies")
            .with("card", Arg::Card(card))
            .with("max", Arg::Int(max as i64))
            .at_index(index)
    }

    /// `field` is required when `other` is `value` (a token, or words like `absent`).
    pub fn required_with(field: &'static str, other: &'static str, value: &'static str) -> Problem {
        Problem::new(field, "required-with")
            .with("other", Arg::Name(other))
            .with("value", Arg::Name(value))
    }

    /// Two fields whose values cannot go together.
    pub fn contradicts(field: &'static str, other: &'static str) -> Problem {
        Problem::new(field, "contradicts").with("other", Arg::Name(other))
    }

    /// Two fields that must differ are equal.
    pub fn must_differ(field: &'static str, other: &'static str) -> Problem {
        Problem::new(field, "must-differ").with("other", Arg::Name(other))
    }

    /// A sum that must be exactly `total`.
    pub fn sum_must_be(field: &'static str, total: i64, actual: i64) -> Problem {
        Problem::new(field, "sum-must-be")
            .with("total", Arg::Int(total))
            .with("actual", Arg::Int(actual))
    }

    /// A list with one entry per seat (`players`) that has `actual` entries.
    pub fn one_per_seat(field: &'static str, players: i64, actual: i64) -> Problem {
        Problem::new(field, "one-per-seat")
            .with("players", Arg::Int(players))
            .with("actual", Arg::Int(actual))
    }

    /// The answer would not fit the integers answers are given in (64 bits, `i64`): the
    /// field's number is too large for the arithmetic it feeds. Refused rather than wrapped.
    pub fn answer_too_large(field: &'static str) -> Problem {
        Problem::new(field, "answer-too-large").with("max", Arg::Int(i64::MAX))
    }

    /// Every card given again across the listed fields, in a pack with one copy of each
    /// card; `index` places a card in a [`CardSet`].
    pub fn single_copies<L: AsRef<[Card]>>(
        lists: &[(&'static str, L)],
        index: impl Fn(Card) -> u8,
    ) -> Vec<Problem> {
        let mut seen = CardSet::default();
        let mut out = Vec::new();
        for (field, list) in lists {
            for (i, &c) in list.as_ref().iter().enumerate() {
                let ix = index(c);
                if seen.contains(ix) {
                    out.push(Problem::too_many_copies(field, i, c, 1));
                }
                seen.insert(ix);
            }
        }
        out
    }
}

/// The pack check every game runs first: each card and suit of a position must belong to
/// the game's pack, so that the compact index functions, which know only their pack, never
/// see another (a `spades-2` in a Gaigel position is refused here, not counted as an ace).
pub struct PackCheck {
    game: Game,
    pack: &'static Pack,
    problems: Vec<Problem>,
}

/// A pack as a membership table: one bit per rank for each suit. Every generated drill
/// position is checked before its verdict, so the check should cost next to nothing.
pub struct Pack {
    ranks_by_suit: [u64; SUITS],
}

/// How many suits there are (the variants of [`Suit`]).
const SUITS: usize = Suit::Trump as usize + 1;

impl Pack {
    /// The pack of `deck`, made once per run.
    pub fn of(deck: Deck) -> &'static Pack {
        use std::sync::OnceLock;
        // One slot per pack: the five fixed packs, then Vier-Anderle's with 0 to 4 extra pips.
        static PACKS: [OnceLock<Pack>; 10] = [const { OnceLock::new() }; 10];
        let slot = match deck {
            Deck::Gaigel => 0,
            Deck::Perlaggen => 1,
            Deck::Rikken => 2,
            Deck::Marglia => 3,
            Deck::Maniglia => 4,
            Deck::VierAnderle { extra_pips } => 5 + extra_pips.min(4) as usize,
        };
        PACKS[slot].get_or_init(|| {
            let mut ranks_by_suit = [0; SUITS];
            for c in deck.cards() {
                ranks_by_suit[c.suit as usize] |= Pack::rank_bit(c.rank);
            }
            Pack { ranks_by_suit }
        })
    }

    /// A bit per rank: the named ranks, then the numbers 0 to 40 (no pack goes past 21).
    fn rank_bit(rank: Rank) -> u64 {
        let bit = match rank {
            Rank::Ace => 0,
            Rank::King => 1,
            Rank::Queen => 2,
            Rank::Cavalier => 3,
            Rank::Jack => 4,
            Rank::Ober => 5,
            Rank::Unter => 6,
            Rank::Excuse => 7,
            Rank::Num(n) if n <= 40 => 8 + n as u32,
            // Beyond every pack: a rank no pack holds.
            Rank::Num(_) => return 0,
        };
        1 << bit
    }

    pub fn contains(&self, card: Card) -> bool {
        self.ranks_by_suit[card.suit as usize] & Pack::rank_bit(card.rank) != 0
    }
}

impl PackCheck {
    /// A check against the pack of `game` (for Vier-Anderle, the pack with every pip card a
    /// position may name; a game narrows it further on its own).
    pub fn new(game: Game) -> PackCheck {
        PackCheck {
            game,
            pack: Pack::of(game.deck()),
            problems: Vec::new(),
        }
    }

    fn deck(&self) -> Deck {
        self.game.deck()
    }

    fn card_at(&mut self, field: &'static str, index: Option<usize>, card: Card) {
        if !self.pack.contains(card) {
            let mut p = Problem::new(field, "not-in-pack")
                .with("card", Arg::Card(card))
                .with("game", Arg::Name(self.game.token()));
            p.index = index;
            self.problems.push(p);
        }
    }

    /// A field holding one card.
    pub fn card(&mut self, field: &'static str, card: Card) -> &mut PackCheck {
        self.card_at(field, None, card);
        self
    }

    /// A field holding a list of cards: a problem names the element.
    pub fn cards(&mut self, field: &'static str, cards: &[Card]) -> &mut PackCheck {
        for (i, &c) in cards.iter().enumerate() {
            self.card_at(field, Some(i), c);
        }
        self
    }

    /// The cards of element `index` of a field's list (a meld, a trick, a player's hand).
    pub fn element(
        &mut self,
        field: &'static str,
        index: usize,
        cards: impl IntoIterator<Item = Card>,
    ) -> &mut PackCheck {
        for c in cards {
            self.card_at(field, Some(index), c);
        }
        self
    }

    /// A field holding a suit.
    pub fn suit(&mut self, field: &'static str, suit: Suit) -> &mut PackCheck {
        self.suit_at(field, None, suit);
        self
    }

    /// A field holding a list of suits.
    pub fn suits(&mut self, field: &'static str, suits: &[Suit]) -> &mut PackCheck {
        for (i, &s) in suits.iter().enumerate() {
            self.suit_at(field, Some(i), s);
        }
        self
    }

    fn suit_at(&mut self, field: &'static str, index: Option<usize>, suit: Suit) {
        if !self.deck().suits().contains(&suit) {
            let mut p = Problem::new(field, "suit-not-in-pack")
                .with("suit", Arg::Suit(suit))
                .with("game", Arg::Name(self.game.token()));
            p.index = index;
            self.problems.push(p);
        }
    }

    /// The problems found: empty when every card and suit is of the pack.
    pub fn finish(&mut self) -> Vec<Problem> {
        std::mem::take(&mut self.problems)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::Rank;

    #[test]
    fn an_exact_length_has_its_own_id() {
        assert_eq!(
            Problem::length("trick", 3, 4, 4).unwrap().id,
            "length-exact"
        );
        assert_eq!(Problem::length("hand", 6, 1, 5).unwrap().id, "length");
        assert_eq!(Problem::length("hand", 5, 1, 5), None);
    }

    #[test]
    fn the_pack_check_names_the_field_and_element() {
        let spades_2 = Card::new(Suit::Spades, Rank::Num(2));
        let hearts_a = Card::new(Suit::Hearts, Rank::Ace);
        let found = PackCheck::new(Game::Gaigel)
            .cards("hand", &[hearts_a, spades_2])
            .suit("trump", Suit::Spades)
            .finish();
        assert_eq!(found.len(), 2, "{found:?}");
        assert_eq!(
            (found[0].id, found[0].field, found[0].index),
            ("not-in-pack", "hand", Some(1))
        );
        assert_eq!(found[0].arg("card"), Some(&Arg::Card(spades_2)));
        assert_eq!(
            (found[1].id, found[1].field, found[1].index),
            ("suit-not-in-pack", "trump", None)
        );
    }

    #[test]
    fn a_pack_holds_exactly_the_cards_of_its_deck() {
        let decks = [
            Deck::Gaigel,
            Deck::Perlaggen,
            Deck::Rikken,
            Deck::Marglia,
            Deck::Maniglia,
            Deck::VierAnderle { extra_pips: 0 },
            Deck::VierAnderle { extra_pips: 2 },
            Deck::VierAnderle { extra_pips: 4 },
        ];
        let mut every: Vec<Card> = decks.iter().flat_map(|d| d.cards()).collect();
        every.push(Card::new(Suit::Trump, Rank::Num(22)));
        every.push(Card::new(Suit::Hearts, Rank::Num(200)));
        for deck in decks {
            let pack = Pack::of(deck);
            for &c in &every {
                assert_eq!(pack.contains(c), deck.contains(c), "{deck:?} {c}");
            }
        }
    }
}
