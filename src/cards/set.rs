//! A compact set of distinct cards: one bit per card of a pack (no pack has more than 54).

/// A set of card indices (see [`super::Deck::cards`]), as a 64-bit mask.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct CardSet(pub u64);

impl CardSet {
    pub const EMPTY: CardSet = CardSet(0);

    #[inline]
    pub fn single(index: u8) -> CardSet {
        CardSet(1 << index)
    }
    #[inline]
    pub fn contains(self, index: u8) -> bool {
        self.0 >> index & 1 == 1
    }
    #[inline]
    pub fn insert(&mut self, index: u8) {
        self.0 |= 1 << index;
    }
    #[inline]
    pub fn remove(&mut self, index: u8) {
        self.0 &= !(1 << index);
    }
    #[inline]
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }
    #[inline]
    pub fn len(self) -> u32 {
        self.0.count_ones()
    }
    #[inline]
    pub fn and(self, other: CardSet) -> CardSet {
        CardSet(self.0 & other.0)
    }
    #[inline]
    pub fn or(self, other: CardSet) -> CardSet {
        CardSet(self.0 | other.0)
    }
    /// The indices in the set, lowest first.
    pub fn iter(self) -> impl Iterator<Item = u8> {
        let mut bits = self.0;
        std::iter::from_fn(move || {
            if bits == 0 {
                return None;
            }
            let i = bits.trailing_zeros() as u8;
            bits &= bits - 1;
            Some(i)
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn set_operations() {
        let mut s = CardSet::EMPTY;
        s.insert(3);
        s.insert(40);
        assert!(s.contains(3) && s.contains(40) && !s.contains(4));
        assert_eq!(s.len(), 2);
        assert_eq!(s.iter().collect::<Vec<_>>(), vec![3, 40]);
        s.remove(3);
        assert_eq!(s, CardSet::single(40));
        assert!(CardSet::EMPTY.is_empty());
        assert_eq!(CardSet(0b1100).and(CardSet(0b0110)), CardSet(0b0100));
    }
}
