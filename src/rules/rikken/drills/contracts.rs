//! Rikken's auction result, blind trick and fixed-value contracts as drills: random finished
//! auctions, random settlements of the contracts worth a fixed amount, and the answers the
//! wrong beliefs about them (and about the face-down trick) give.

use super::beliefs::Belief;
use crate::rules::answer::Answer;
use crate::rules::rikken::auction::{Call, State};
use crate::rules::rikken::bids::{Bid, Target};
use crate::rules::rikken::score::{distribute, table, value};
use crate::rules::rikken::{cards, play, Query as R, SEATS};
use crate::rules::rng::Rng;

/// How many positions one call makes: they cost nothing to build.
const BATCH: usize = 8;

/// The contracts worth a fixed amount, made or failed (section 8).
const FIXED: [Bid; 8] = [
    Bid::Misere,
    Bid::Piek,
    Bid::OpenMisere,
    Bid::OpenPiek,
    Bid::OpenMiserePraatje,
    Bid::OpenPiekPraatje,
    Bid::Alleen13,
    Bid::Open13Alleen,
];

/// A bid of a random auction: often a join of the pair that leads (so that two players
/// hold it), else one of the lowest few the ladder allows, or a pass.
fn call(rng: &mut Rng, st: &State) -> Option<Bid> {
    if rng.chance(35) {
        return None;
    }
    if let Some(h) = st.highest.filter(|h| h.in_pair() && rng.chance(60)) {
        let members = h.pair_members();
        return Some(members[rng.below(members.len() as u32) as usize]);
    }
    let allowed: Vec<Bid> = Bid::ALL
        .into_iter()
        .filter(|&b| st.ranks_allow(b))
        .take(5)
        .collect();
    (!allowed.is_empty()).then(|| allowed[rng.below(allowed.len() as u32) as usize])
}

/// A finished auction (7.2 rule 9): its calls, played until nobody is left to act.
fn auction(rng: &mut Rng) -> Option<Vec<Call>> {
    let mut st = State::new();
    let mut calls = Vec::new();
    // An auction ends within a few rounds; a runaway one is dropped.
    for _ in 0..40 {
        let Some(seat) = st.next else {
            return Some(calls);
        };
        let c = Call {
            seat,
            bid: call(rng, &st),
        };
        st.apply(c).ok()?;
        calls.push(c);
    }
    None
}

/// The tricks of a deal played in a fixed contract: the declarer's often exactly what the
/// contract asks, the rest shared out at random.
fn fixed_tricks(rng: &mut Rng, bid: Bid, declarer: usize) -> Vec<i64> {
    let want = match bid.target() {
        Target::Zero => 0,
        Target::One => 1,
        Target::AtLeast(n) => n as i64,
    };
    let mine = if rng.chance(50) {
        want
    } else if want == 13 {
        8 + rng.below(5) as i64
    } else {
        rng.below(5) as i64
    };
    let mut t = vec![0i64; 4];
    t[declarer] = mine;
    for _ in 0..13 - mine {
        let other = (declarer + 1 + rng.below(3) as usize) % 4;
        t[other] += 1;
    }
    t
}

/// The first trick of a blind call (6.4), led face down: Rik with a random trump or Rik
/// beter in hearts, an ace of another suit called, and three cards shown after the lead,
/// mostly of the called suit and of trumps, the called ace among them half the time.
/// Random deals almost never make one: a blind call needs a rare hand.
fn blind_trick(rng: &mut Rng) -> R {
    let (contract, trump) = if rng.chance(50) {
        (Bid::Rik, rng.below(4) as u8)
    } else {
        (Bid::RikBeter, cards::suit_ix(crate::cards::Suit::Hearts))
    };
    let called_suit = (trump + 1 + rng.below(3) as u8) % 4;
    // Compact cards: suit * 13 + strength, the ace strongest (12).
    let called = called_suit * 13 + 12;
    let mut shown: Vec<u8> = Vec::new();
    while shown.len() < 3 {
        let suit = match rng.below(20) {
            0..=8 => called_suit,
            9..=13 => trump,
            _ => rng.below(4) as u8,
        };
        let c = suit * 13 + rng.below(13) as u8;
        if c != called && !shown.contains(&c) {
            shown.push(c);
        }
    }
    if rng.chance(50) {
        let at = rng.below(3) as usize;
        shown[at] = called;
    }
    R::TrickWinner {
        contract,
        trump: Some(cards::SUITS[trump as usize]),
        called: Some(cards::card(called)),
        blind: true,
        trick: crate::rules::rikken::Trick {
            face_down: true,
            cards: shown.into_iter().map(cards::card).collect(),
        },
    }
}

/// Random positions of one of the kinds drilled here.
pub fn candidates(kind: &str, rng: &mut Rng) -> Vec<R> {
    (0..BATCH)
        .filter_map(|_| {
            Some(match kind {
                "trick-winner" => blind_trick(rng),
                "auction-result" => R::AuctionResult {
                    auction: auction(rng)?,
                },
                "deal-score" => {
                    let bid = FIXED[rng.below(FIXED.len() as u32) as usize];
                    let declarer = rng.below(4) as usize;
                    R::DealScore {
                        contract: Some(bid),
                        declarer: Some(declarer as u8),
                        partner: None,
                        tricks: Some(fixed_tricks(rng, bid, declarer)),
                    }
                }
                _ => return None,
            })
        })
        .collect()
}

/// The chips per seat, as the answer of a deal score.
fn chips(net: [i64; 4]) -> Answer {
    Answer::Ints(SEATS.iter().copied().zip(net).collect())
}

/// A fixed contract's value as the belief has it: `None` when the belief says nothing
/// different from the rules about it.
fn believed_value(belief: Belief, bid: Bid, tricks: i64) -> Option<(i64, bool)> {
    let (_, made, _) = value(bid, tricks as u8);
    match belief {
        // "Open is worth what closed is": 5 for the misère and piek, 15 for 13 alone.
        Belief::OpenPaysLikeClosed => {
            let closed = match bid {
                Bid::OpenMisere | Bid::OpenMiserePraatje => Bid::Misere,
                Bid::OpenPiek | Bid::OpenPiekPraatje => Bid::Piek,
                Bid::Open13Alleen => Bid::Alleen13,
                _ => return None,
            };
            Some((value(closed, tricks as u8).0, made))
        }
        // "A failed contract costs one more per trick it missed by".
        Belief::FixedPaysPerTrick if !made => {
            let want = match bid.target() {
                Target::Zero => 0,
                Target::One => 1,
                Target::AtLeast(n) => n as i64,
            };
            Some((table(bid).2 + (tricks - want).abs(), made))
        }
        _ => None,
    }
}

/// The winner of a blind trick as the belief sees it: "the called ace wins", or "the first
/// card shown sets the suit".
fn believed_blind_winner(
    belief: Belief,
    trick: &crate::rules::rikken::Trick,
    trump: Option<crate::cards::Suit>,
    called: Option<crate::cards::Card>,
) -> Option<usize> {
    if !trick.face_down {
        return None;
    }
    match belief {
        Belief::CalledAceWins => {
            let at = trick.cards.iter().position(|&c| Some(c) == called)?;
            Some(at + 1)
        }
        Belief::FirstShownLeads => {
            // The shown cards as if the first of them had been led.
            let shown: Vec<u8> = trick.cards.iter().map(|&c| cards::index(c)).collect();
            let w = play::winner(&shown, trump.map(cards::suit_ix), None);
            Some(w + 1)
        }
        _ => None,
    }
}

/// The answer a wrong belief about the auction's result, a blind trick or a fixed-value
/// contract gives, when it speaks to the position.
pub fn believed(belief: Belief, q: &R) -> Option<Answer> {
    match (belief, q) {
        (Belief::LastBidderPlays, R::AuctionResult { auction }) => {
            let st = State::replay(auction).ok()?;
            let declarers = st.declarers();
            // The declarer whose bid was made last.
            let last = auction
                .iter()
                .rev()
                .find(|c| c.bid.is_some() && declarers.iter().any(|&(s, _)| s == c.seat))?;
            let bid = declarers.iter().find(|&&(s, _)| s == last.seat)?.1;
            Some(Answer::Seated {
                key: "bid",
                items: vec![(last.seat, bid.token())],
            })
        }
        (
            _,
            R::TrickWinner {
                trump,
                called,
                trick,
                ..
            },
        ) => believed_blind_winner(belief, trick, *trump, *called).map(Answer::Index),
        (
            Belief::OpenPaysLikeClosed | Belief::FixedPaysPerTrick,
            R::DealScore {
                contract: Some(bid),
                declarer: Some(d),
                partner: None,
                tricks: Some(t),
            },
        ) if FIXED.contains(bid) => {
            let (s, made) = believed_value(belief, *bid, t[*d as usize])?;
            Some(chips(distribute(*bid, *d, None, s, made)))
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::{Card, Rank, Suit};

    #[test]
    fn the_beliefs_about_fixed_contracts_misvalue_them() {
        // Open misère made (0 tricks): 15 from each of three (8); "open like closed" says 5.
        let q = R::DealScore {
            contract: Some(Bid::OpenMisere),
            declarer: Some(1),
            partner: None,
            tricks: Some(vec![5, 0, 4, 4]),
        };
        assert_eq!(
            believed(Belief::OpenPaysLikeClosed, &q),
            Some(chips([-5, 15, -5, -5]))
        );
        // Piek failed with 3 tricks: 5 to each (8); "per trick" says 5 + 2 = 7.
        let q = R::DealScore {
            contract: Some(Bid::Piek),
            declarer: Some(0),
            partner: None,
            tricks: Some(vec![3, 4, 3, 3]),
        };
        assert_eq!(
            believed(Belief::FixedPaysPerTrick, &q),
            Some(chips([-21, 7, 7, 7]))
        );
    }

    #[test]
    fn the_beliefs_about_the_blind_trick_pick_another_card() {
        // Spades trump, diamonds-A called, face-down lead, then ♦7 ♠2 ♦A: the ♠2 trumps (3).
        let trick = crate::rules::rikken::Trick {
            face_down: true,
            cards: vec![
                Card::new(Suit::Diamonds, Rank::Num(7)),
                Card::new(Suit::Spades, Rank::Num(2)),
                Card::new(Suit::Diamonds, Rank::Ace),
            ],
        };
        let q = R::TrickWinner {
            contract: Bid::Rik,
            trump: Some(Suit::Spades),
            called: Some(Card::new(Suit::Diamonds, Rank::Ace)),
            blind: true,
            trick,
        };
        assert_eq!(believed(Belief::CalledAceWins, &q), Some(Answer::Index(3)));
    }

    #[test]
    fn the_last_bidder_is_one_of_two_joined_declarers() {
        // 0 misère, 1 piek (joins), 2 pass, 3 pass: both play (7.5); the belief names seat 1.
        let auction = vec![
            Call {
                seat: 0,
                bid: Some(Bid::Misere),
            },
            Call {
                seat: 1,
                bid: Some(Bid::Piek),
            },
            Call { seat: 2, bid: None },
            Call { seat: 3, bid: None },
        ];
        let q = R::AuctionResult { auction };
        assert_eq!(
            believed(Belief::LastBidderPlays, &q),
            Some(Answer::Seated {
                key: "bid",
                items: vec![(1, "piek")]
            })
        );
    }
}
