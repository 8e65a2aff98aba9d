//! Scoring a deal in chips (section 8): the value of the contract, then the settlement.

use super::bids::{Bid, Target};
use crate::rules::answer::{Arg, Reason};

/// The chip values of a contract: made, per overtrick, failed, per undertrick.
pub fn table(bid: Bid) -> (i64, i64, i64, i64) {
    match bid {
        Bid::Troela => (2, 1, 2, 1),
        Bid::Misere | Bid::Piek => (5, 0, 5, 0),
        Bid::OpenMisere | Bid::OpenPiek => (15, 0, 15, 0),
        Bid::OpenMiserePraatje | Bid::OpenPiekPraatje => (15, 0, 15, 0),
        Bid::Alleen13 => (15, 0, 15, 0),
        Bid::Open13Alleen => (20, 0, 20, 0),
        _ => (1, 1, 1, 1),
    }
}

/// The value `s` of a contract with `t` tricks for the declaring side, whether it was made,
/// and the reasons.
pub fn value(bid: Bid, t: u8) -> (i64, bool, Vec<Reason>) {
    let (made_v, over, failed_v, under) = table(bid);
    let b = Arg::Token(bid.token());
    let tricks = Arg::Int(t as i64);
    // 13 alleen and the misère/piek family: a fixed value, made or failed, nothing per trick.
    let fixed = match bid.target() {
        Target::AtLeast(13) => Some(13),
        Target::Zero => Some(0),
        Target::One => Some(1),
        Target::AtLeast(_) => None,
    };
    if let Some(want) = fixed {
        let made = t == want;
        let (v, rule) = if made {
            (made_v, "rikken.score-fixed-made")
        } else {
            (failed_v, "rikken.score-fixed-failed")
        };
        let r = Reason::new(rule)
            .with("bid", b)
            .with("tricks", tricks)
            .with("value", Arg::Int(v));
        return (v, made, vec![r]);
    }
    let Target::AtLeast(n) = bid.target() else {
        unreachable!("every other target is fixed")
    };
    let need = Arg::Int(n as i64);
    if t >= n {
        let extra = (t - n) as i64;
        let bonus = if t == 13 { 1 } else { 0 };
        let v = made_v + extra * over + bonus;
        let mut rs = vec![Reason::new("rikken.score-made")
            .with("bid", b)
            .with("tricks", tricks)
            .with("needed", need)
            .with("base", Arg::Int(made_v))];
        if extra > 0 {
            rs.push(
                Reason::new("rikken.score-overtricks")
                    .with("count", Arg::Int(extra))
                    .with("per", Arg::Int(over)),
            );
        }
        if bonus > 0 {
            rs.push(Reason::new("rikken.score-all-tricks"));
        }
        rs.push(Reason::new("rikken.score-value").with("value", Arg::Int(v)));
        (v, true, rs)
    } else {
        let short = (n - t) as i64;
        let v = failed_v + short * under;
        let rs = vec![
            Reason::new("rikken.score-failed")
                .with("bid", b)
                .with("tricks", tricks)
                .with("needed", need)
                .with("base", Arg::Int(failed_v)),
            Reason::new("rikken.score-undertricks")
                .with("count", Arg::Int(short))
                .with("per", Arg::Int(under)),
            Reason::new("rikken.score-value").with("value", Arg::Int(v)),
        ];
        (v, false, rs)
    }
}

/// The chips of a contract worth `s`, made or failed: partners win or lose `s` each from
/// an opponent; a lone declarer wins or loses `s` from each of the three others (8.2).
pub fn distribute(bid: Bid, declarer: u8, partner: Option<u8>, s: i64, made: bool) -> [i64; 4] {
    let sign = if made { 1 } else { -1 };
    let mut net = [0i64; 4];
    match partner.filter(|_| bid.with_partner()) {
        Some(p) => {
            for (seat, n) in net.iter_mut().enumerate() {
                let ours = seat as u8 == declarer || seat as u8 == p;
                *n = if ours { sign * s } else { -sign * s };
            }
        }
        None => {
            for (seat, n) in net.iter_mut().enumerate() {
                *n = if seat as u8 == declarer {
                    3 * sign * s
                } else {
                    -sign * s
                };
            }
        }
    }
    net
}

/// Each seat's net chips for one declarer (with a partner in Rik, Rik beter and Troela).
pub fn settle(
    bid: Bid,
    declarer: u8,
    partner: Option<u8>,
    tricks: [u8; 4],
) -> ([i64; 4], Vec<Reason>) {
    let side = tricks[declarer as usize] + partner.map_or(0, |p| tricks[p as usize]);
    let (s, made, mut reasons) = value(bid, side);
    let net = distribute(bid, declarer, partner, s, made);
    match partner.filter(|_| bid.with_partner()) {
        Some(_) => {
            let rule = if made {
                "rikken.settle-partners-made"
            } else {
                "rikken.settle-partners-failed"
            };
            reasons.push(Reason::new(rule).with("value", Arg::Int(s)));
        }
        None => {
            let rule = if made {
                "rikken.settle-alone-made"
            } else {
                "rikken.settle-alone-failed"
            };
            reasons.push(
                Reason::new(rule)
                    .with("value", Arg::Int(s))
                    .with("total", Arg::Int(3 * s)),
            );
        }
    }
    (net, reasons)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn worked_examples_of_section_8() {
        assert_eq!(settle(Bid::Rik, 0, Some(2), [4, 3, 4, 2]).0, [1, -1, 1, -1]);
        assert_eq!(settle(Bid::Rik, 0, Some(2), [4, 3, 3, 3]).0, [-2, 2, -2, 2]);
        assert_eq!(settle(Bid::Rik, 0, Some(2), [7, 0, 6, 0]).0, [7, -7, 7, -7]);
        assert_eq!(
            settle(Bid::Troela, 1, Some(3), [0, 7, 0, 6]).0,
            [-8, 8, -8, 8]
        );
        assert_eq!(settle(Bid::Alleen8, 2, None, [3, 2, 6, 2]).0, [3, 3, -9, 3]);
        assert_eq!(
            settle(Bid::Alleen12, 0, None, [13, 0, 0, 0]).0,
            [9, -3, -3, -3]
        );
        assert_eq!(
            settle(Bid::Alleen13, 0, None, [13, 0, 0, 0]).0,
            [45, -15, -15, -15]
        );
        assert_eq!(
            settle(Bid::Alleen13, 0, None, [12, 1, 0, 0]).0,
            [-45, 15, 15, 15]
        );
    }
}
