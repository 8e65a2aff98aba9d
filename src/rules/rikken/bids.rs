//! The sixteen contracts of section 7.1, lowest to highest, with their ranks, targets and
//! trump rules.

/// A contract (bid). The order of the variants is the order of the ladder.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Bid {
    Rik,
    RikBeter,
    Alleen8,
    Misere,
    Piek,
    Alleen9,
    Alleen10,
    Alleen11,
    Alleen12,
    OpenMisere,
    OpenPiek,
    Troela,
    OpenMiserePraatje,
    OpenPiekPraatje,
    Alleen13,
    Open13Alleen,
}

/// How a contract is won: a number of tricks at least (trick contracts), none (misère
/// family) or exactly one (piek family).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Target {
    AtLeast(u8),
    Zero,
    One,
}

impl Bid {
    pub const ALL: [Bid; 16] = [
        Bid::Rik,
        Bid::RikBeter,
        Bid::Alleen8,
        Bid::Misere,
        Bid::Piek,
        Bid::Alleen9,
        Bid::Alleen10,
        Bid::Alleen11,
        Bid::Alleen12,
        Bid::OpenMisere,
        Bid::OpenPiek,
        Bid::Troela,
        Bid::OpenMiserePraatje,
        Bid::OpenPiekPraatje,
        Bid::Alleen13,
        Bid::Open13Alleen,
    ];

    pub const TOKENS: [&'static str; 16] = [
        "rik",
        "rik-beter",
        "8-alleen",
        "misere",
        "piek",
        "9-alleen",
        "10-alleen",
        "11-alleen",
        "12-alleen",
        "open-misere",
        "open-piek",
        "troela",
        "open-misere-praatje",
        "open-piek-praatje",
        "13-alleen",
        "open-13-alleen",
    ];

    pub fn token(self) -> &'static str {
        Bid::TOKENS[self as usize]
    }

    pub fn parse(token: &str) -> Option<Bid> {
        Bid::TOKENS
            .iter()
            .position(|&t| t == token)
            .map(|i| Bid::ALL[i])
    }

    /// The rank of 7.1 (1–13); equal-rank pairs share one.
    pub fn rank(self) -> u8 {
        match self {
            Bid::Rik => 1,
            Bid::RikBeter => 2,
            Bid::Alleen8 => 3,
            Bid::Misere | Bid::Piek => 4,
            Bid::Alleen9 => 5,
            Bid::Alleen10 => 6,
            Bid::Alleen11 => 7,
            Bid::Alleen12 => 8,
            Bid::OpenMisere | Bid::OpenPiek => 9,
            Bid::Troela => 10,
            Bid::OpenMiserePraatje | Bid::OpenPiekPraatje => 11,
            Bid::Alleen13 => 12,
            Bid::Open13Alleen => 13,
        }
    }

    /// Whether the bid is one of an equal-rank pair (misère/piek and their open forms).
    pub fn in_pair(self) -> bool {
        matches!(self.rank(), 4 | 9 | 11)
    }

    pub fn target(self) -> Target {
        match self {
            Bid::Rik | Bid::RikBeter | Bid::Alleen8 | Bid::Troela => Target::AtLeast(8),
            Bid::Alleen9 => Target::AtLeast(9),
            Bid::Alleen10 => Target::AtLeast(10),
            Bid::Alleen11 => Target::AtLeast(11),
            Bid::Alleen12 => Target::AtLeast(12),
            Bid::Alleen13 | Bid::Open13Alleen => Target::AtLeast(13),
            Bid::Misere | Bid::OpenMisere | Bid::OpenMiserePraatje => Target::Zero,
            Bid::Piek | Bid::OpenPiek | Bid::OpenPiekPraatje => Target::One,
        }
    }

    /// Two against two: the declarer and the holder of the called card (or fourth ace).
    pub fn with_partner(self) -> bool {
        matches!(self, Bid::Rik | Bid::RikBeter | Bid::Troela)
    }

    /// A partner is found by a called card (Rik, Rik beter) or the fourth ace (Troela).
    pub fn has_called_card(self) -> bool {
        self.with_partner()
    }

    /// The misère and piek family is played without trumps; every other contract has one.
    pub fn no_trumps(self) -> bool {
        !matches!(self.target(), Target::AtLeast(_))
    }

    /// The trump suit fixed by the bid itself: only Rik beter (hearts).
    pub fn fixed_trump_hearts(self) -> bool {
        self == Bid::RikBeter
    }

    /// The card of an equal-rank pair other than this one (misère ↔ piek).
    pub fn pair_members(self) -> &'static [Bid] {
        match self.rank() {
            4 => &[Bid::Misere, Bid::Piek],
            9 => &[Bid::OpenMisere, Bid::OpenPiek],
            11 => &[Bid::OpenMiserePraatje, Bid::OpenPiekPraatje],
            _ => &[],
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ladder_is_in_rank_order_and_tokens_round_trip() {
        for w in Bid::ALL.windows(2) {
            assert!(w[0].rank() <= w[1].rank());
        }
        for b in Bid::ALL {
            assert_eq!(Bid::parse(b.token()), Some(b));
        }
        assert_eq!(Bid::Open13Alleen.rank(), 13);
        assert!(Bid::Piek.in_pair() && !Bid::Troela.in_pair());
    }
}
