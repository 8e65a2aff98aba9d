//! Trick mechanics shared by every game: the winner of a trick is the card with the highest
//! strength key, and of equal keys the one played first (a later card must be strictly
//! stronger to take the trick over).

/// The play-order index of the winning card, given each card's strength key.
/// A key of 0 means "cannot win" (an off-suit discard); the leader's key is never 0.
#[inline]
pub fn winner_by_key<T: Copy>(trick: &[T], key: impl Fn(T) -> u32) -> usize {
    let mut best = 0;
    let mut best_key = 0;
    for (i, &card) in trick.iter().enumerate() {
        let k = key(card);
        if i == 0 || k > best_key {
            best = i;
            best_key = k;
        }
    }
    best
}

/// Seat (or position) of the `i`-th player after `leader`, with `n` players.
#[inline]
pub fn seat_after(leader: usize, i: usize, n: usize) -> usize {
    (leader + i) % n
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn first_of_equal_keys_wins() {
        assert_eq!(winner_by_key(&[5u32, 7, 7, 1], |k| k), 1);
        assert_eq!(winner_by_key(&[5u32, 0, 5, 0], |k| k), 0);
        assert_eq!(winner_by_key(&[1u32, 2, 3, 4], |k| k), 3);
    }

    #[test]
    fn seats_wrap() {
        assert_eq!(seat_after(3, 1, 4), 0);
        assert_eq!(seat_after(1, 2, 4), 3);
    }
}
