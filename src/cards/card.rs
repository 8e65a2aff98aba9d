//! Suits, ranks and cards, and their notation (`hearts-K`).

use std::fmt;

/// A suit. German, French and Latin suits are distinct values; tarot trumps have their own
/// suit so that `trump-21` and `excuse` are ordinary cards of it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Suit {
    Acorns,
    Leaves,
    Hearts,
    Bells,
    Spades,
    Diamonds,
    Clubs,
    Cups,
    Coins,
    /// Maniglia's batons (*bastoni*), written `clubs` in Maniglia positions.
    Batons,
    Swords,
    /// The tarot trumps of Vier-Anderle (`trump-1` … `trump-21`, `excuse`).
    Trump,
}

impl Suit {
    /// The spec token of the suit. Batons print as `clubs`, as Maniglia writes them.
    pub fn token(self) -> &'static str {
        match self {
            Suit::Acorns => "acorns",
            Suit::Leaves => "leaves",
            Suit::Hearts => "hearts",
            Suit::Bells => "bells",
            Suit::Spades => "spades",
            Suit::Diamonds => "diamonds",
            Suit::Clubs | Suit::Batons => "clubs",
            Suit::Cups => "cups",
            Suit::Coins => "coins",
            Suit::Swords => "swords",
            Suit::Trump => "trump",
        }
    }

    /// A stable name that tells batons from French clubs (used for message ids).
    pub fn name(self) -> &'static str {
        match self {
            Suit::Batons => "batons",
            other => other.token(),
        }
    }
}

impl fmt::Display for Suit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.token())
    }
}

/// A rank. Letters are the spec's tokens: `O`/`U` are the German Ober and Unter, `C` the tarot
/// cavalier; numbers cover pips and the tarot trumps 1–21.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Rank {
    Ace,
    King,
    Queen,
    Cavalier,
    Jack,
    Ober,
    Unter,
    Num(u8),
    /// The Sküs / Gstieß of Vier-Anderle, written `excuse`.
    Excuse,
}

impl Rank {
    pub fn parse(token: &str) -> Option<Rank> {
        Some(match token {
            "A" => Rank::Ace,
            "K" => Rank::King,
            "Q" => Rank::Queen,
            "C" => Rank::Cavalier,
            "J" => Rank::Jack,
            "O" => Rank::Ober,
            "U" => Rank::Unter,
            _ => {
                // Numbers only in their plain decimal form: `07` or `+7` are not tokens.
                if token.is_empty() || token.starts_with('0') || token.len() > 2 {
                    return None;
                }
                let n: u8 = token.parse().ok()?;
                if !(1..=21).contains(&n) {
                    return None;
                }
                Rank::Num(n)
            }
        })
    }

    pub fn token(self) -> RankToken {
        RankToken(self)
    }
}

/// Displays a rank as its token without allocating.
pub struct RankToken(Rank);

impl fmt::Display for RankToken {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            Rank::Ace => f.write_str("A"),
            Rank::King => f.write_str("K"),
            Rank::Queen => f.write_str("Q"),
            Rank::Cavalier => f.write_str("C"),
            Rank::Jack => f.write_str("J"),
            Rank::Ober => f.write_str("O"),
            Rank::Unter => f.write_str("U"),
            Rank::Num(n) => write!(f, "{n}"),
            Rank::Excuse => f.write_str("excuse"),
        }
    }
}

/// A card: a suit and a rank. Whether it exists in a game is decided by that game's
/// [`Deck`](super::Deck).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Card {
    pub suit: Suit,
    pub rank: Rank,
}

impl Card {
    pub const fn new(suit: Suit, rank: Rank) -> Card {
        Card { suit, rank }
    }
}

impl fmt::Display for Card {
    /// The spec notation: `hearts-10`, `acorns-O`, `trump-21`, `excuse`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.rank == Rank::Excuse {
            return f.write_str("excuse");
        }
        write!(f, "{}-{}", self.suit.token(), self.rank.token())
    }
}

/// Formats a list of cards as comma-separated tokens.
pub fn tokens(cards: &[Card]) -> String {
    cards
        .iter()
        .map(|c| c.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}
