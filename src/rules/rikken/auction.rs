//! The auction (section 7.2): replaying the calls so far, the bids a player may make, the
//! pass of the three-ace player, and the declarers of a finished auction.

use super::bids::Bid;

/// One call of the auction: a bid, or a pass (`None`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Call {
    pub seat: u8,
    pub bid: Option<Bid>,
}

/// Why a list of calls is not an auction that can happen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AuctionError {
    /// The call was made by the wrong seat; `expected` is the seat whose turn it was.
    OutOfTurn { expected: u8 },
    /// A call after the auction had ended.
    AfterEnd,
    /// A bid that is neither higher than the highest bid nor a joining bid of a pair.
    TooLow { highest: Bid },
}

/// The developer's view; learners read these as located problems through the tutor.
impl std::fmt::Display for AuctionError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            AuctionError::OutOfTurn { expected } => write!(f, "it was seat {expected}'s turn"),
            AuctionError::AfterEnd => f.write_str("a call after the auction ended"),
            AuctionError::TooLow { highest } => {
                write!(f, "not higher than {highest:?} and joins no pair")
            }
        }
    }
}

impl std::error::Error for AuctionError {}

/// The state of an auction after some calls.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct State {
    pub passed: [bool; 4],
    /// The highest bid so far (its rank is the auction's current rank).
    pub highest: Option<Bid>,
    /// The players whose latest bid has the current highest rank, in bidding order.
    pub holders: Vec<u8>,
    pub last_bid: [Option<Bid>; 4],
    /// How many calls each seat has made.
    pub turns: [u8; 4],
    /// The seat to act, or `None` when the auction has ended.
    pub next: Option<u8>,
}

impl State {
    pub fn new() -> State {
        State {
            passed: [false; 4],
            highest: None,
            holders: Vec::new(),
            last_bid: [None; 4],
            turns: [0; 4],
            next: Some(0),
        }
    }

    pub fn rank(&self) -> u8 {
        self.highest.map_or(0, Bid::rank)
    }

    /// Whether `bid` beats or joins the current highest bid (7.2 rules 3 and 4), before
    /// anything about the player's aces.
    pub fn ranks_allow(&self, bid: Bid) -> bool {
        bid.rank() > self.rank() || (bid.rank() == self.rank() && bid.in_pair())
    }

    /// Applies one call; the auction must not have ended and it must be the seat's turn.
    pub fn apply(&mut self, call: Call) -> Result<(), AuctionError> {
        let Some(expected) = self.next else {
            return Err(AuctionError::AfterEnd);
        };
        if call.seat != expected {
            return Err(AuctionError::OutOfTurn { expected });
        }
        let seat = call.seat as usize;
        match call.bid {
            None => {
                self.passed[seat] = true;
                self.holders.retain(|&h| h != call.seat);
            }
            Some(bid) => {
                if !self.ranks_allow(bid) {
                    return Err(AuctionError::TooLow {
                        highest: self.highest.unwrap_or(bid),
                    });
                }
                if bid.rank() > self.rank() {
                    self.holders.clear();
                    self.highest = Some(bid);
                }
                self.holders.push(call.seat);
                self.last_bid[seat] = Some(bid);
            }
        }
        self.turns[seat] += 1;
        self.next = self.next_to_act(call.seat);
        Ok(())
    }

    /// 7.2 rule 9: the auction ends when all four passed, or when every player still in
    /// it holds the highest rank; otherwise the next player clockwise who is still in.
    fn next_to_act(&self, after: u8) -> Option<u8> {
        let still_in = (0..4u8).filter(|&s| !self.passed[s as usize]);
        if self.highest.is_none() {
            if still_in.clone().count() == 0 {
                return None;
            }
        } else if still_in.clone().all(|s| self.holders.contains(&s)) {
            return None;
        }
        (1..=4u8)
            .map(|i| (after + i) % 4)
            .find(|&s| !self.passed[s as usize] && !self.holders.contains(&s))
    }

    /// Replays a list of calls from the start; the error names the call's index.
    pub fn replay(calls: &[Call]) -> Result<State, (usize, AuctionError)> {
        let mut st = State::new();
        for (i, &c) in calls.iter().enumerate() {
            st.apply(c).map_err(|e| (i, e))?;
        }
        Ok(st)
    }

    /// The declarers of an ended auction (7.2 auction-result): every holder with his or her
    /// last bid, in bidding order; empty when the deal is passed out.
    pub fn declarers(&self) -> Vec<(u8, Bid)> {
        self.holders
            .iter()
            .filter_map(|&s| self.last_bid[s as usize].map(|b| (s, b)))
            .collect()
    }
}

impl Default for State {
    fn default() -> Self {
        State::new()
    }
}

/// What limits a player's bids, from his or her aces (7.2 rules 5 and 6).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BidRule {
    /// Allowed by the ladder (higher, or joining a pair).
    Allowed,
    /// Not higher than the highest bid and not a joining bid of a pair.
    NotHigher,
    /// Troela needs exactly three aces.
    TroelaNeedsThreeAces,
    /// With exactly three aces no bid below Troela.
    BelowTroelaWithThreeAces,
}

/// The verdict of the bid-legal algorithm on one bid.
pub fn bid_rule(st: &State, aces: u32, bid: Bid) -> BidRule {
    if !st.ranks_allow(bid) {
        BidRule::NotHigher
    } else if bid == Bid::Troela && aces != 3 {
        BidRule::TroelaNeedsThreeAces
    } else if aces == 3 && bid.rank() < Bid::Troela.rank() {
        BidRule::BelowTroelaWithThreeAces
    } else {
        BidRule::Allowed
    }
}

/// The bids a player with `aces` aces may make now (never `pass`).
pub fn legal_bids(st: &State, aces: u32) -> Vec<Bid> {
    Bid::ALL
        .into_iter()
        .filter(|&b| bid_rule(st, aces, b) == BidRule::Allowed)
        .collect()
}

/// 7.2 rule 6: a player dealt exactly three aces must bid at his or her first turn, unless
/// a bid above Troela already stands.
pub fn must_bid(st: &State, seat: u8, aces: u32) -> bool {
    aces == 3 && st.turns[seat as usize] == 0 && st.rank() <= Bid::Troela.rank()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn calls(list: &[(u8, Option<Bid>)]) -> Vec<Call> {
        list.iter().map(|&(seat, bid)| Call { seat, bid }).collect()
    }

    #[test]
    fn spec_example_overbid_pair_players_get_turns() {
        // Seat 0 misère, seat 1 piek, seat 2 open misère, seat 3 pass: seat 0 is next.
        let st = State::replay(&calls(&[
            (0, Some(Bid::Misere)),
            (1, Some(Bid::Piek)),
            (2, Some(Bid::OpenMisere)),
            (3, None),
        ]))
        .unwrap();
        assert_eq!(st.next, Some(0));
        assert_eq!(st.holders, vec![2]);
    }

    #[test]
    fn joined_pair_ends_with_two_declarers() {
        let st = State::replay(&calls(&[
            (0, Some(Bid::Misere)),
            (1, Some(Bid::Piek)),
            (2, None),
            (3, None),
        ]))
        .unwrap();
        assert_eq!(st.next, None);
        assert_eq!(st.declarers(), vec![(0, Bid::Misere), (1, Bid::Piek)]);
    }

    #[test]
    fn all_pass_is_passed_out_and_dealer_may_still_bid() {
        let three = calls(&[(0, None), (1, None), (2, None)]);
        let st = State::replay(&three).unwrap();
        assert_eq!(st.next, Some(3));
        let mut four = three.clone();
        four.push(Call { seat: 3, bid: None });
        let st = State::replay(&four).unwrap();
        assert_eq!(st.next, None);
        assert!(st.declarers().is_empty());
    }

    #[test]
    fn same_rank_is_only_for_pairs() {
        let st = State::replay(&calls(&[(0, Some(Bid::Rik))])).unwrap();
        assert!(!st.ranks_allow(Bid::Rik));
        assert_eq!(
            State::replay(&calls(&[(0, Some(Bid::Rik)), (1, Some(Bid::Rik))])),
            Err((1, AuctionError::TooLow { highest: Bid::Rik }))
        );
    }
}
