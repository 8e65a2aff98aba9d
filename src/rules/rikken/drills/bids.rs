//! Rikken's auction and partner call as drills: random positions of `bid-legal`,
//! `bid-allowed` and `call-legal`, and the answers the wrong beliefs about them give.

use super::beliefs::Belief;
use crate::cards::{Card, CardSet};
use crate::rules::answer::Answer;
use crate::rules::rikken::auction::{bid_rule, BidRule, Call, State};
use crate::rules::rikken::bids::Bid;
use crate::rules::rikken::call::legal_calls;
use crate::rules::rikken::cards::{self, suit_ix, suit_mask, ACE, SUITS};
use crate::rules::rikken::Query as R;
use crate::rules::rng::Rng;

/// How many positions one call makes: they cost little to build.
const BATCH: usize = 8;

/// A 13-card hand with exactly `aces` aces, void in the suits of `void` (the aces lie in
/// the other suits).
fn hand(rng: &mut Rng, aces: usize, void: &[u8]) -> Vec<Card> {
    let mut ace_suits: Vec<u8> = (0..4).filter(|s| !void.contains(s)).collect();
    rng.shuffle(&mut ace_suits);
    let mut others: Vec<u8> = (0..52u8)
        .filter(|&i| i % 13 != ACE && !void.contains(&(i / 13)))
        .collect();
    rng.shuffle(&mut others);
    let mut out: Vec<u8> = ace_suits.iter().take(aces).map(|&s| s * 13 + ACE).collect();
    out.extend(&others[..13 - out.len()]);
    out.sort_unstable();
    out.into_iter().map(cards::card).collect()
}

/// The number of aces of a bidder's hand, with the hands the rules single out (three
/// aces, four aces) far more often than a fair deal gives them.
fn bidder_aces(rng: &mut Rng) -> usize {
    match rng.below(10) {
        0..=3 => 3,
        4 | 5 => 4,
        n => n as usize - 6,
    }
}

/// A bid another player makes: one of the lowest few the ladder allows (never Troela,
/// which would take aces the asked player may hold), or a pass.
fn other_call(rng: &mut Rng, st: &State) -> Option<Bid> {
    if rng.chance(45) {
        return None;
    }
    let allowed: Vec<Bid> = Bid::ALL
        .into_iter()
        .filter(|&b| b != Bid::Troela && st.ranks_allow(b))
        .take(4)
        .collect();
    (!allowed.is_empty()).then(|| allowed[rng.below(allowed.len() as u32) as usize])
}

/// An auction in progress and the player whose turn it is, or `None` when it ended first.
fn auction(rng: &mut Rng) -> Option<(Vec<Call>, u8)> {
    let mut st = State::new();
    let mut calls = Vec::new();
    for _ in 0..rng.below(7) {
        let seat = st.next?;
        let call = Call {
            seat,
            bid: other_call(rng, &st),
        };
        st.apply(call).ok()?;
        calls.push(call);
    }
    Some((calls, st.next?))
}

/// The bid asked about: often one of the current highest rank (a join, or not), else any.
fn asked_bid(rng: &mut Rng, calls: &[Call]) -> Option<Bid> {
    let st = State::replay(calls).unwrap_or_default();
    match (rng.below(10), st.highest) {
        (0..=1, _) => None,
        (2..=3, _) => Some(Bid::Troela),
        (4..=6, Some(h)) => {
            let same: Vec<Bid> = Bid::ALL
                .into_iter()
                .filter(|b| b.rank() == h.rank())
                .collect();
            Some(same[rng.below(same.len() as u32) as usize])
        }
        _ => Some(Bid::ALL[rng.below(16) as usize]),
    }
}

/// A declarer's hand for the partner call: never three aces, now and then all four, and
/// often void in a suit or two (the blind call).
fn caller_hand(rng: &mut Rng, trump: u8) -> Vec<Card> {
    let aces = [0, 1, 2, 4][rng.below(4) as usize];
    let mut void: Vec<u8> = Vec::new();
    if aces < 3 {
        for _ in 0..rng.below(3) {
            let s = rng.below(4) as u8;
            if s != trump && !void.contains(&s) && 4 - void.len() > aces {
                void.push(s);
            }
        }
    }
    hand(rng, aces, &void)
}

/// Random positions of one of the kinds drilled here.
pub fn candidates(kind: &str, rng: &mut Rng) -> Vec<R> {
    (0..BATCH)
        .filter_map(|_| {
            Some(match kind {
                "bid-legal" | "bid-allowed" => {
                    let (auction, to_act) = auction(rng)?;
                    let aces = bidder_aces(rng);
                    let hand = hand(rng, aces, &[]);
                    if kind == "bid-legal" {
                        R::BidLegal {
                            hand,
                            auction,
                            to_act,
                        }
                    } else {
                        let bid = asked_bid(rng, &auction);
                        R::BidAllowed {
                            hand,
                            auction,
                            to_act,
                            bid,
                        }
                    }
                }
                "call-legal" => {
                    let beter = rng.chance(30);
                    let trump = if beter { 1 } else { rng.below(4) as u8 };
                    R::CallLegal {
                        contract: if beter { Bid::RikBeter } else { Bid::Rik },
                        trump: SUITS[trump as usize],
                        hand: caller_hand(rng, trump),
                    }
                }
                _ => return None,
            })
        })
        .collect()
}

/// The bids a belief allows: the ladder, and the belief's own idea of the aces' rules.
fn believed_rule(belief: Belief, st: &State, aces: u32, bid: Bid) -> Option<bool> {
    let truth = bid_rule(st, aces, bid) == BidRule::Allowed;
    let rank = bid.rank();
    let aces_ok = (bid != Bid::Troela || aces == 3) && (aces != 3 || rank >= Bid::Troela.rank());
    Some(match belief {
        // Three aces only open the door to Troela; they close none.
        Belief::ThreeAcesBidFreely => st.ranks_allow(bid) && (bid != Bid::Troela || aces == 3),
        // A bid must always be strictly higher: no joining a pair.
        Belief::NoJoining => rank > st.rank() && aces_ok,
        // Any bid of the highest rank may be made again, pair or not.
        Belief::SameRankJoins => rank >= st.rank() && aces_ok,
        // Troela needs three aces at least: four will do.
        Belief::TroelaWithFourAces if bid == Bid::Troela => st.ranks_allow(bid) && aces >= 3,
        Belief::TroelaWithFourAces => truth,
        _ => return None,
    })
}

/// The answer a wrong belief about bidding or calling gives, when it speaks to the position.
pub fn believed(belief: Belief, q: &R) -> Option<Answer> {
    match q {
        R::BidLegal { hand, auction, .. } => {
            if belief != Belief::ThreeAcesBidFreely {
                return None;
            }
            let st = State::replay(auction).ok()?;
            let aces = cards::aces(cards::set_of(hand));
            let bids = Bid::ALL
                .into_iter()
                .filter(|&b| believed_rule(belief, &st, aces, b) == Some(true))
                .map(Bid::token)
                .collect();
            Some(Answer::Tokens(bids))
        }
        R::BidAllowed {
            hand, auction, bid, ..
        } => {
            let st = State::replay(auction).ok()?;
            let aces = cards::aces(cards::set_of(hand));
            Some(Answer::Bool(match (belief, bid) {
                // "You may always pass."
                (Belief::PassAlways, None) => true,
                // "With three aces you must always bid."
                (Belief::ThreeAcesNeverPass, None) => aces != 3,
                (_, None) => return None,
                (Belief::PassAlways | Belief::ThreeAcesNeverPass, Some(_)) => return None,
                (_, Some(b)) => believed_rule(belief, &st, aces, *b)?,
            }))
        }
        R::CallLegal { trump, hand, .. } => {
            let set = cards::set_of(hand);
            let calls = legal_calls(set, *trump);
            let (legal, blind) = match belief {
                // "Call any ace you lack": no rule about the suits you hold, no blind call.
                Belief::CallAnyMissingAce => (calls.candidates, false),
                // "The ace of trumps may be called too."
                Belief::TrumpAceCallable => {
                    let t = suit_ix(*trump);
                    let strength = calls.candidates.iter().next().map_or(ACE, |c| c % 13);
                    let trump_card = t * 13 + strength;
                    if set.contains(trump_card) {
                        return None;
                    }
                    let mut candidates = calls.candidates;
                    candidates.insert(trump_card);
                    let held = CardSet(
                        candidates
                            .iter()
                            .filter(|&c| !set.and(suit_mask(c / 13)).is_empty())
                            .fold(0u64, |m, c| m | 1 << c),
                    );
                    if held.is_empty() {
                        (candidates, true)
                    } else {
                        (held, false)
                    }
                }
                _ => return None,
            };
            Some(Answer::Record(vec![
                ("cards", Answer::Cards(cards::cards_of(legal))),
                ("blind", Answer::Bool(blind)),
            ]))
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A hand from `(suit, strengths)` rows: suits spades 0, hearts 1, diamonds 2, clubs 3;
    /// strength 0 is the 2, 12 the ace.
    fn hand_of(rows: &[(u8, &[u8])]) -> Vec<Card> {
        let h: Vec<Card> = rows
            .iter()
            .flat_map(|&(s, rs)| rs.iter().map(move |&r| cards::card(s * 13 + r)))
            .collect();
        assert_eq!(h.len(), 13);
        h
    }

    fn calls(list: &[(u8, Option<Bid>)]) -> Vec<Call> {
        list.iter().map(|&(seat, bid)| Call { seat, bid }).collect()
    }

    fn allowed(belief: Belief, hand: &[Card], auction: &[Call], bid: Option<Bid>) -> Answer {
        let q = R::BidAllowed {
            hand: hand.to_vec(),
            auction: auction.to_vec(),
            to_act: State::replay(auction).unwrap().next.unwrap(),
            bid,
        };
        believed(belief, &q).unwrap()
    }

    const THREE_ACES: &[(u8, &[u8])] = &[
        (0, &[12, 0, 1, 2]),
        (1, &[12, 3, 4]),
        (2, &[12, 5]),
        (3, &[0, 1, 2, 3]),
    ];
    const FOUR_ACES: &[(u8, &[u8])] = &[
        (0, &[12, 0, 1, 2]),
        (1, &[12, 3, 4]),
        (2, &[12, 5]),
        (3, &[12, 1, 2, 3]),
    ];
    const NO_ACE: &[(u8, &[u8])] = &[
        (0, &[11, 0, 1, 2]),
        (1, &[11, 3, 4]),
        (2, &[11, 5]),
        (3, &[11, 1, 2, 3]),
    ];

    #[test]
    fn the_beliefs_about_aces_open_bids_the_rules_close() {
        // After a Rik, three aces may bid only Troela and above; the belief adds Rik beter
        // and everything from 8 alleen up.
        let q = R::BidLegal {
            hand: hand_of(THREE_ACES),
            auction: calls(&[(0, Some(Bid::Rik))]),
            to_act: 1,
        };
        let Some(Answer::Tokens(bids)) = believed(Belief::ThreeAcesBidFreely, &q) else {
            panic!("a list of bids")
        };
        assert_eq!(bids.len(), 15);
        assert!(bids.contains(&"rik-beter") && bids.contains(&"troela"));
        // Four aces: no Troela, but the belief allows it.
        let four = hand_of(FOUR_ACES);
        assert_eq!(
            allowed(Belief::TroelaWithFourAces, &four, &[], Some(Bid::Troela)),
            Answer::Bool(true)
        );
        // Three aces at a later turn, or with a bid above Troela standing, may pass; the
        // belief says never.
        let three = hand_of(THREE_ACES);
        let above = calls(&[(0, Some(Bid::OpenMiserePraatje))]);
        assert_eq!(
            allowed(Belief::ThreeAcesNeverPass, &three, &above, None),
            Answer::Bool(false)
        );
        assert_eq!(
            allowed(Belief::PassAlways, &three, &[], None),
            Answer::Bool(true)
        );
    }

    #[test]
    fn the_beliefs_about_equal_bids_disagree_with_rule_4() {
        let none = hand_of(NO_ACE);
        // Piek joins a misère; "always higher" refuses it.
        let misere = calls(&[(0, Some(Bid::Misere))]);
        assert_eq!(
            allowed(Belief::NoJoining, &none, &misere, Some(Bid::Piek)),
            Answer::Bool(false)
        );
        // Rik after Rik is no join; "same rank joins" allows it.
        let rik = calls(&[(0, Some(Bid::Rik))]);
        assert_eq!(
            allowed(Belief::SameRankJoins, &none, &rik, Some(Bid::Rik)),
            Answer::Bool(true)
        );
    }

    #[test]
    fn the_beliefs_about_the_call_ignore_held_suits_and_trumps() {
        // Spades trumps; no ace; void in clubs. The rules call ♥A or ♦A (suits held).
        let h = hand_of(&[
            (0, &[0, 1, 2, 3, 4]),
            (1, &[0, 1, 2, 3]),
            (2, &[0, 1, 2, 3]),
        ]);
        let q = R::CallLegal {
            contract: Bid::Rik,
            trump: SUITS[0],
            hand: h,
        };
        let ace = |s: u8| cards::card(s * 13 + ACE);
        let record = |cs: Vec<Card>, blind| {
            Answer::Record(vec![
                ("cards", Answer::Cards(cs)),
                ("blind", Answer::Bool(blind)),
            ])
        };
        assert_eq!(
            believed(Belief::CallAnyMissingAce, &q),
            Some(record(vec![ace(1), ace(2), ace(3)], false))
        );
        // The trump ace is missing and spades are held: the belief adds it.
        assert_eq!(
            believed(Belief::TrumpAceCallable, &q),
            Some(record(vec![ace(0), ace(1), ace(2)], false))
        );
    }
}
