//! The packs of the five games and the parsing of card and suit tokens against them.

use super::card::{Card, Rank, Suit};

/// A game's pack. Vier-Anderle's pack grows with the extra pip cards put back per suit.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Deck {
    /// 24 German-suited cards (A 10 K O U 7), two copies of each: 48.
    Gaigel,
    /// 32 German-suited cards (A K O U 10 9 8 7) and the Weli (`bells-6`): 33.
    Perlaggen,
    /// The 52-card French pack.
    Rikken,
    /// 40 French-suited cards: 7 A K J Q 6 5 4 3 2.
    Marglia,
    /// The same 40 ranks in the Latin suits cups, coins, clubs (batons), swords.
    Maniglia,
    /// 22 trumps and 16 court cards, plus `extra_pips` pip cards per suit (0–4).
    VierAnderle { extra_pips: u8 },
}

/// Why a token is not a card (or suit) of a deck.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DeckError {
    /// Not of the form `suit-rank` at all.
    Malformed { token: String },
    /// The suit part is not one of this game's suits.
    UnknownSuit {
        token: String,
        suits: Vec<&'static str>,
    },
    /// The rank part is not a rank token, or this suit has no such rank in this game.
    NotInPack { token: String },
}

/// The developer's view; learners read these errors through the tutor's locales.
impl std::fmt::Display for DeckError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            DeckError::Malformed { token } => write!(f, "`{token}` is not of the form suit-rank"),
            DeckError::UnknownSuit { token, suits } => {
                write!(f, "`{token}`: unknown suit (suits: {})", suits.join(", "))
            }
            DeckError::NotInPack { token } => write!(f, "`{token}` is not a card of this pack"),
        }
    }
}

impl std::error::Error for DeckError {}

const GERMAN: [Suit; 4] = [Suit::Acorns, Suit::Leaves, Suit::Hearts, Suit::Bells];
const GERMAN_PERLAGGEN: [Suit; 4] = [Suit::Hearts, Suit::Bells, Suit::Leaves, Suit::Acorns];
const FRENCH: [Suit; 4] = [Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs];
const FRENCH_TAROT: [Suit; 4] = [Suit::Hearts, Suit::Diamonds, Suit::Spades, Suit::Clubs];
const LATIN: [Suit; 4] = [Suit::Cups, Suit::Coins, Suit::Batons, Suit::Swords];

use Rank::*;
const GAIGEL_RANKS: [Rank; 6] = [Ace, Num(10), King, Ober, Unter, Num(7)];
const PERLAGGEN_RANKS: [Rank; 8] = [Ace, King, Ober, Unter, Num(10), Num(9), Num(8), Num(7)];
const FRENCH_RANKS: [Rank; 13] = [
    Ace,
    King,
    Queen,
    Jack,
    Num(10),
    Num(9),
    Num(8),
    Num(7),
    Num(6),
    Num(5),
    Num(4),
    Num(3),
    Num(2),
];
const MARGLIA_RANKS: [Rank; 10] = [
    Num(7),
    Ace,
    King,
    Jack,
    Queen,
    Num(6),
    Num(5),
    Num(4),
    Num(3),
    Num(2),
];
const COURTS: [Rank; 4] = [King, Queen, Cavalier, Jack];
const BLACK_PIPS: [u8; 4] = [10, 9, 8, 7];
const RED_PIPS: [u8; 4] = [1, 2, 3, 4];

impl Deck {
    /// The suit tokens of the game, in the order its spec lists them (tarot trumps excluded).
    pub fn suits(self) -> &'static [Suit] {
        match self {
            Deck::Gaigel => &GERMAN,
            Deck::Perlaggen => &GERMAN_PERLAGGEN,
            Deck::Rikken | Deck::Marglia => &FRENCH,
            Deck::Maniglia => &LATIN,
            Deck::VierAnderle { .. } => &FRENCH_TAROT,
        }
    }

    /// How many identical copies of each card the pack holds.
    pub fn copies(self) -> u8 {
        match self {
            Deck::Gaigel => 2,
            _ => 1,
        }
    }

    /// Every distinct card of the pack, in a fixed order (suit by suit, high rank first).
    /// The position of a card in this list is its index in a [`super::CardSet`].
    pub fn cards(self) -> Vec<Card> {
        let mut out = Vec::with_capacity(54);
        match self {
            Deck::Gaigel => product(&GERMAN, &GAIGEL_RANKS, &mut out),
            Deck::Perlaggen => {
                product(&GERMAN_PERLAGGEN, &PERLAGGEN_RANKS, &mut out);
                out.push(Card::new(Suit::Bells, Num(6)));
            }
            Deck::Rikken => product(&FRENCH, &FRENCH_RANKS, &mut out),
            Deck::Marglia => product(&FRENCH, &MARGLIA_RANKS, &mut out),
            Deck::Maniglia => product(&LATIN, &MARGLIA_RANKS, &mut out),
            Deck::VierAnderle { extra_pips } => {
                out.push(Card::new(Suit::Trump, Excuse));
                for n in (1..=21).rev() {
                    out.push(Card::new(Suit::Trump, Num(n)));
                }
                for suit in FRENCH_TAROT {
                    for rank in COURTS {
                        out.push(Card::new(suit, rank));
                    }
                    let pips = if is_red(suit) { RED_PIPS } else { BLACK_PIPS };
                    for &n in pips.iter().take(extra_pips.min(4) as usize) {
                        out.push(Card::new(suit, Num(n)));
                    }
                }
            }
        }
        out
    }

    /// The index of a card in [`Deck::cards`], or `None` when the card is not in this pack.
    pub fn index(self, card: Card) -> Option<u8> {
        self.cards()
            .iter()
            .position(|&c| c == card)
            .map(|i| i as u8)
    }

    pub fn contains(self, card: Card) -> bool {
        self.index(card).is_some()
    }

    /// Parses a suit token of this game.
    pub fn parse_suit(self, token: &str) -> Result<Suit, DeckError> {
        self.suits()
            .iter()
            .copied()
            .find(|s| s.token() == token)
            .ok_or_else(|| DeckError::UnknownSuit {
                token: token.to_string(),
                suits: self.suits().iter().map(|s| s.token()).collect(),
            })
    }

    /// Parses a card token of this game: `suit-rank`, or `trump-N` / `excuse` in Vier-Anderle.
    pub fn parse_card(self, token: &str) -> Result<Card, DeckError> {
        let card = if token == "excuse" {
            Card::new(Suit::Trump, Excuse)
        } else {
            let (suit_tok, rank_tok) =
                token.rsplit_once('-').ok_or_else(|| DeckError::Malformed {
                    token: token.to_string(),
                })?;
            let suit = if suit_tok == "trump" && matches!(self, Deck::VierAnderle { .. }) {
                Suit::Trump
            } else {
                self.parse_suit(suit_tok)?
            };
            let rank = Rank::parse(rank_tok).ok_or_else(|| DeckError::NotInPack {
                token: token.to_string(),
            })?;
            Card::new(suit, rank)
        };
        if self.contains(card) {
            Ok(card)
        } else {
            Err(DeckError::NotInPack {
                token: token.to_string(),
            })
        }
    }
}

fn is_red(suit: Suit) -> bool {
    matches!(suit, Suit::Hearts | Suit::Diamonds)
}

fn product(suits: &[Suit], ranks: &[Rank], out: &mut Vec<Card>) {
    for &suit in suits {
        for &rank in ranks {
            out.push(Card::new(suit, rank));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pack_sizes_match_the_specs() {
        assert_eq!(
            Deck::Gaigel.cards().len() * Deck::Gaigel.copies() as usize,
            48
        );
        assert_eq!(Deck::Perlaggen.cards().len(), 33);
        assert_eq!(Deck::Rikken.cards().len(), 52);
        assert_eq!(Deck::Marglia.cards().len(), 40);
        assert_eq!(Deck::Maniglia.cards().len(), 40);
        for k in 0..=4u8 {
            let n = Deck::VierAnderle { extra_pips: k }.cards().len();
            assert_eq!(n, 38 + 4 * k as usize);
        }
    }

    #[test]
    fn tokens_round_trip_in_every_pack() {
        let decks = [
            Deck::Gaigel,
            Deck::Perlaggen,
            Deck::Rikken,
            Deck::Marglia,
            Deck::Maniglia,
            Deck::VierAnderle { extra_pips: 4 },
        ];
        for deck in decks {
            for card in deck.cards() {
                let token = card.to_string();
                assert_eq!(deck.parse_card(&token), Ok(card), "{token} in {deck:?}");
            }
        }
    }

    #[test]
    fn notation_is_exact() {
        let g = Deck::Gaigel;
        assert_eq!(g.parse_card("hearts-10").unwrap().to_string(), "hearts-10");
        assert_eq!(g.parse_card("acorns-O").unwrap().rank, Rank::Ober);
        assert!(g.parse_card("hearts-9").is_err());
        assert!(g.parse_card("Hearts-A").is_err());
        assert!(g.parse_card("hearts-a").is_err());
        assert!(g.parse_card("hearts-07").is_err());
        assert!(g.parse_card("hearts").is_err());
        let p = Deck::Perlaggen;
        assert!(p.parse_card("bells-6").is_ok());
        assert!(p.parse_card("hearts-6").is_err());
        let v = Deck::VierAnderle { extra_pips: 2 };
        assert_eq!(v.parse_card("trump-21").unwrap().to_string(), "trump-21");
        assert_eq!(v.parse_card("excuse").unwrap().to_string(), "excuse");
        assert!(v.parse_card("trump-22").is_err());
        assert!(v.parse_card("hearts-2").is_ok());
        assert!(v.parse_card("hearts-3").is_err());
        assert!(v.parse_card("spades-9").is_ok());
        assert!(v.parse_card("spades-8").is_err());
        // Maniglia's clubs are batons; Marglia's are French clubs.
        let batons = Deck::Maniglia.parse_card("clubs-7").unwrap();
        let clubs = Deck::Marglia.parse_card("clubs-7").unwrap();
        assert_ne!(batons, clubs);
        assert_eq!(batons.to_string(), "clubs-7");
        assert!(Deck::Maniglia.parse_card("spades-7").is_err());
        assert!(Deck::Rikken.parse_card("trump-3").is_err());
    }
}
