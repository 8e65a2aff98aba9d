//! Settling one deal (section 8.6): the chips each seat gains or pays, and the pot after.
//! Every payment goes to or from the pot; the reasons list each step as data.

use super::{Rules, TricklessPay};
use crate::rules::answer::{Arg, Reason};

/// A deal as the scoring questions give it (the fields of `deal-score`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Deal {
    pub players: u8,
    /// `X`: the pot before the dealer's ante.
    pub pot_before: i64,
    /// The seats that said "in" (`None` in an all-play deal).
    pub in_seats: Option<Vec<u8>>,
    /// Tricks per seat, `None` for a seat that did not take part (`None` when nobody played).
    pub tricks: Option<Vec<Option<u8>>>,
}

impl Deal {
    pub fn dealer(&self) -> u8 {
        self.players - 1
    }
    /// The seats that take part, in seat order.
    pub fn participants(&self) -> Vec<u8> {
        match &self.in_seats {
            None => (0..self.players).collect(),
            Some(seats) => {
                let mut v = seats.clone();
                v.sort_unstable();
                v.dedup();
                v
            }
        }
    }
    /// Whether cards are played: always in an all-play deal, else with two or more in.
    pub fn has_play(&self) -> bool {
        self.in_seats.as_ref().is_none_or(|s| s.len() >= 2)
    }
}

/// The result of a deal: net chips per seat and the pot after settlement.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Settlement {
    pub chips: Vec<i64>,
    pub pot_after: i64,
    pub reasons: Vec<Reason>,
}

fn seats(list: Vec<u8>) -> Arg {
    Arg::Seats(list)
}

/// `*a += b`, or `None` when the sum leaves the integers of an answer.
fn add(a: &mut i64, b: i64) -> Option<()> {
    *a = a.checked_add(b)?;
    Some(())
}

/// `*a -= b`, or `None` when the difference leaves the integers of an answer.
fn sub(a: &mut i64, b: i64) -> Option<()> {
    *a = a.checked_sub(b)?;
    Some(())
}

/// Section 8.6, under the options of `rules` (the drop fee and what a trickless participant
/// pays; the side pot holds only drop fees). `None` when an amount
/// does not fit an answer's integers: the pot is a position's number, as large as a
/// position cares to make it, and a trickless participant pays the whole pot, so a pot near
/// the limit overflows the pot after (checked arithmetic throughout, never a wrapped or
/// truncated amount).
pub fn settle(rules: Rules, deal: &Deal) -> Option<Settlement> {
    let n = deal.players as usize;
    let x = deal.pot_before;
    let p = x.checked_add(4)?;
    let dealer = deal.dealer();
    let mut chips = vec![0i64; n];
    let mut reasons = Vec::new();
    sub(&mut chips[n - 1], 4)?;
    let mut pot = p;
    reasons.push(
        Reason::new("vier-anderle.ante")
            .with("dealer", Arg::Int(dealer as i64))
            .with("before", Arg::Int(x))
            .with("pot", Arg::Int(p)),
    );
    let tricks_of = |s: u8| -> u8 {
        deal.tricks
            .as_ref()
            .and_then(|t| t.get(s as usize).copied().flatten())
            .unwrap_or(0)
    };
    if deal.in_seats.is_none() {
        // All-play deal (8.1): tricks win nothing; a trickless player pays 4.
        let trickless: Vec<u8> = (0..deal.players).filter(|&s| tricks_of(s) == 0).collect();
        for &s in &trickless {
            sub(&mut chips[s as usize], 4)?;
            add(&mut pot, 4)?;
        }
        reasons.push(if trickless.is_empty() {
            Reason::new("vier-anderle.all-play-everyone-took")
        } else {
            Reason::new("vier-anderle.all-play-trickless")
                .with("seats", seats(trickless.clone()))
                .with("count", Arg::Int(trickless.len() as i64))
        });
        reasons.push(Reason::new("vier-anderle.pot-after").with("pot", Arg::Int(pot)));
        return Some(Settlement {
            chips,
            pot_after: pot,
            reasons,
        });
    }
    let participants = deal.participants();
    let mut side = 0i64;
    if let Some(fee) = rules.drop_fee() {
        let droppers: Vec<u8> = (0..deal.players)
            .filter(|s| !participants.contains(s))
            .collect();
        for &s in &droppers {
            sub(&mut chips[s as usize], fee)?;
            add(&mut side, fee)?;
        }
        if !droppers.is_empty() {
            reasons.push(
                Reason::new("vier-anderle.drop-fees")
                    .with("seats", seats(droppers.clone()))
                    .with("side", Arg::Int(side)),
            );
        }
    }
    match participants.len() {
        0 => reasons.push(Reason::new("vier-anderle.nobody-in").with("pot", Arg::Int(p))),
        1 => {
            let s = participants[0];
            add(&mut chips[s as usize], p)?;
            sub(&mut pot, p)?;
            reasons.push(
                Reason::new("vier-anderle.lone-takes-pot")
                    .with("seat", Arg::Int(s as i64))
                    .with("pot", Arg::Int(p)),
            );
        }
        _ => {
            let q = p / 4;
            for &s in &participants {
                let won = q.checked_mul(tricks_of(s) as i64)?;
                add(&mut chips[s as usize], won)?;
                sub(&mut pot, won)?;
            }
            reasons.push(
                Reason::new("vier-anderle.quarter-shares")
                    .with("pot", Arg::Int(p))
                    .with("quarter", Arg::Int(q)),
            );
            let (pay, rule) = match rules.trickless_pays() {
                TricklessPay::Pot => (p, "vier-anderle.trickless-pay"),
                TricklessPay::Fixed(amount) => (amount, "vier-anderle.japanisch-trickless-pay"),
            };
            let trickless: Vec<u8> = participants
                .iter()
                .copied()
                .filter(|&s| tricks_of(s) == 0)
                .collect();
            for &s in &trickless {
                sub(&mut chips[s as usize], pay)?;
                add(&mut pot, pay)?;
            }
            reasons.push(if trickless.is_empty() {
                Reason::new("vier-anderle.no-trickless")
            } else {
                Reason::new(rule)
                    .with("seats", seats(trickless))
                    .with("pay", Arg::Int(pay))
            });
        }
    }
    // Only drop fees fill the side pot (8.3); it is empty under rules without them.
    if side > 0 {
        add(&mut pot, side)?;
        reasons.push(Reason::new("vier-anderle.side-pot-moves").with("side", Arg::Int(side)));
    }
    reasons.push(Reason::new("vier-anderle.pot-after").with("pot", Arg::Int(pot)));
    Some(Settlement {
        chips,
        pot_after: pot,
        reasons,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn deal(n: u8, x: i64, inn: Option<&[u8]>, tricks: Option<&[Option<u8>]>) -> Deal {
        Deal {
            players: n,
            pot_before: x,
            in_seats: inn.map(|s| s.to_vec()),
            tricks: tricks.map(|t| t.to_vec()),
        }
    }

    #[test]
    fn pagats_all_play_example() {
        // 6 players, 4 in the pool; three take no trick and pay 4 each: the pool holds 16.
        let d = deal(
            6,
            0,
            None,
            Some(&[Some(2), Some(0), Some(1), Some(0), Some(1), Some(0)]),
        );
        let s = settle(Rules::Original, &d).unwrap();
        assert_eq!(s.chips, vec![0, -4, 0, -4, 0, -8]);
        assert_eq!(s.pot_after, 16);
    }

    #[test]
    fn pagats_in_out_example_pool_of_20() {
        // X = 16, so P = 20: tricks pay 5 each; a trickless participant pays 20.
        let d = deal(
            5,
            16,
            Some(&[0, 2, 3]),
            Some(&[Some(3), None, Some(1), Some(0), None]),
        );
        let s = settle(Rules::Original, &d).unwrap();
        assert_eq!(s.chips, vec![15, 0, 5, -20, -4]);
        assert_eq!(s.pot_after, 20);
        let j = settle(Rules::Japanisch, &d).unwrap();
        // Drop fees of seats 1 and 4 (the dealer on top of the ante), a fixed 8.
        assert_eq!(j.chips, vec![15, -4, 5, -8, -8]);
        assert_eq!(j.pot_after, 16);
    }

    #[test]
    fn a_pot_whose_settlement_does_not_fit_is_no_settlement() {
        // X = 2^61 - 4, so P = 2^61. Seat 0 takes the four quarters (the whole pot), and
        // the four others pay P each: the pot would be 4P = 2^63, one past i64::MAX.
        let x = (1i64 << 61) - 4;
        let inn: &[u8] = &[0, 1, 2, 3, 4];
        let all_to_seat_0 = [Some(4), Some(0), Some(0), Some(0), Some(0)];
        assert_eq!(
            settle(
                Rules::Original,
                &deal(5, x, Some(inn), Some(&all_to_seat_0))
            ),
            None
        );
        // Three payers fit: 3P = 3 * 2^61.
        let s = settle(
            Rules::Original,
            &deal(
                5,
                x,
                Some(inn),
                Some(&[Some(2), Some(2), Some(0), Some(0), Some(0)]),
            ),
        )
        .unwrap();
        assert_eq!(s.pot_after, 3 << 61);
        assert_eq!(
            s.chips,
            vec![1 << 60, 1 << 60, -(1 << 61), -(1 << 61), -(1 << 61) - 4]
        );
        // Japanisch's fixed 8 keeps the same deal within bounds.
        let j = settle(
            Rules::Japanisch,
            &deal(5, x, Some(inn), Some(&all_to_seat_0)),
        )
        .unwrap();
        assert_eq!(j.chips, vec![1 << 61, -8, -8, -8, -12]);
        assert_eq!(j.pot_after, 32);
        // The ante itself may not fit.
        assert_eq!(
            settle(Rules::Original, &deal(3, i64::MAX - 3, Some(&[1]), None)),
            None
        );
    }
}
