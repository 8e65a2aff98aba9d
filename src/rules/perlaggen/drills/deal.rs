//! Perlaggen's wild cards, the cut, the exchange and the end of the game as drills: random
//! `is-perlagg`, `cut-keep`, `exchange-options`, `game-winner` and `gestrichen-winner`
//! positions, and the answers the wrong beliefs about them give.

use super::beliefs::Belief;
use super::bets::{played, record_deal};
use crate::cards::Card;
use crate::rules::answer::{Answer, Team};
use crate::rules::perlaggen::cards::Played;
use crate::rules::perlaggen::cards::{card, index, is_perlagg, is_permanent, suit_of, SUITS};
use crate::rules::perlaggen::deal::{exchange, indicator_kind, Exchanger, Indicator};
use crate::rules::perlaggen::figures::{best_gleich, best_hanger, Figure};
use crate::rules::perlaggen::score::{FigureRecord, How};
use crate::rules::perlaggen::Query as P;
use crate::rules::rng::Rng;

/// How many positions one call makes: they cost nothing to build.
const BATCH: usize = 8;

/// The 33 cards of the pack, shuffled.
fn shuffled(rng: &mut Rng) -> [u8; 33] {
    let mut pack: [u8; 33] = std::array::from_fn(|i| i as u8);
    rng.shuffle(&mut pack);
    pack
}

/// A card to ask about under trump `t`: often one of the cards that are or look wild (the
/// permanent ones, the 7s, Unters and Obers), else any card.
fn asked_card(rng: &mut Rng) -> u8 {
    if rng.chance(70) {
        let suit = rng.below(4) as u8;
        [0, 15, 31, 32, 8 * suit + 7, 8 * suit + 3, 8 * suit + 2][rng.below(7) as usize]
    } else {
        rng.below(33) as u8
    }
}

/// What the cutter sees at the bottom: a run of permanent Perlaggen (maybe none), the card
/// that ends it, and a few more, among which another permanent one now and then.
fn seen(rng: &mut Rng) -> Vec<Card> {
    let pack = shuffled(rng);
    let (perm, other): (Vec<u8>, Vec<u8>) = pack.iter().partition(|&&c| is_permanent(c));
    let run = rng.below(3) as usize;
    let mut out: Vec<u8> = perm[..run].to_vec();
    out.push(other[0]);
    let after = 1 + rng.below(3) as usize;
    for i in 0..after {
        if rng.chance(50) && run + i < perm.len() {
            out.push(perm[run + i]);
        } else {
            out.push(other[1 + i]);
        }
    }
    out.into_iter().map(card).collect()
}

/// A turned card and the dealer's and partner's five cards each: the turned card is often
/// wild, and the trumps dealt thickly enough for either player to hold one.
fn exchange_position(rng: &mut Rng) -> P {
    let pack = shuffled(rng);
    let indicator = if rng.chance(70) {
        let suit = rng.below(4) as u8;
        [0, 15, 31, 32, 8 * suit + 7, 8 * suit + 3, 8 * suit + 2][rng.below(7) as usize]
    } else {
        pack[0]
    };
    let rest: Vec<u8> = pack.iter().copied().filter(|&c| c != indicator).collect();
    P::ExchangeOptions {
        indicator: card(indicator),
        dealer: rest[..5].iter().map(|&c| card(c)).collect(),
        partner: rest[5..10].iter().map(|&c| card(c)).collect(),
    }
}

const TEAMS: [Team; 2] = [Team::A, Team::B];

/// The figures of a deal near the end of a game, each won by a team (the Gleich and the
/// Hanger now and then standing), the conceded and held ones in a random order of 11.3.
fn end_records(rng: &mut Rng) -> Vec<FigureRecord> {
    let mut records: Vec<FigureRecord> = Figure::ALL
        .into_iter()
        .map(|figure| {
            let how = [How::Conceded, How::Held, How::Unbet][rng.below(3) as usize];
            let value = match how {
                How::Unbet => 1,
                How::Conceded => 1 + rng.below(5) as u8,
                How::Held => 2 + rng.below(5) as u8,
            };
            let stands = figure != Figure::Spiel && how != How::Conceded && rng.chance(15);
            FigureRecord {
                figure,
                value,
                winner: (!stands).then(|| TEAMS[rng.below(2) as usize]),
                how,
                proof: None,
                order: None,
            }
        })
        .collect();
    let mut order: Vec<u32> = (1..=3).collect();
    rng.shuffle(&mut order);
    for (r, o) in records.iter_mut().zip(order) {
        if r.how != How::Unbet {
            r.order = Some(o);
        }
    }
    records
}

/// Random positions of one of the kinds drilled here.
pub fn candidates(kind: &str, rng: &mut Rng) -> Vec<P> {
    if kind == "gestrichen-winner" {
        // Each player's five cards as played in a random deal, at 17–17.
        let deal = record_deal(rng);
        let hands: Vec<(u8, Vec<Played>)> = deal
            .plays
            .iter()
            .enumerate()
            .map(|(s, cards)| (s as u8, played(cards)))
            .collect();
        return TEAMS
            .iter()
            .map(|&spiel_winner| P::GestrichenWinner {
                trump: SUITS[deal.trump as usize],
                hands: hands.clone(),
                spiel_winner,
            })
            .collect();
    }
    (0..BATCH)
        .filter_map(|_| {
            Some(match kind {
                "is-perlagg" => P::IsPerlagg {
                    trump: SUITS[rng.below(4) as usize],
                    card: card(asked_card(rng)),
                },
                "cut-keep" => P::CutKeep { seen: seen(rng) },
                "exchange-options" => exchange_position(rng),
                "game-winner" => P::GameWinner {
                    before: [10 + rng.below(8) as i64, 10 + rng.below(8) as i64],
                    records: end_records(rng),
                },
                _ => return None,
            })
        })
        .collect()
}

/// The exchange as the belief has it: `(who, cards)`.
fn believed_exchange(
    belief: Belief,
    indicator: Card,
    dealer: &[Card],
    partner: &[Card],
) -> Option<(&'static str, Vec<Card>)> {
    match belief {
        // "Only the dealer": the right never passes to the partner.
        Belief::DealerOnlyExchanges => Some(match exchange(indicator, dealer, partner) {
            Exchanger::Dealer(c) => ("dealer", c),
            _ => ("none", Vec::new()),
        }),
        // "Any turned trump": a natural one is taken for a natural trump too.
        Belief::AnyIndicatorExchanged if indicator_kind(indicator) == Indicator::Natural => {
            let t = suit_of(index(indicator));
            let eligible = |hand: &[Card]| -> Vec<Card> {
                hand.iter()
                    .copied()
                    .filter(|&c| suit_of(index(c)) == t && !is_perlagg(index(c), t))
                    .collect()
            };
            let (d, p) = (eligible(dealer), eligible(partner));
            Some(if !d.is_empty() {
                ("dealer", d)
            } else if !p.is_empty() {
                ("partner", p)
            } else {
                ("none", Vec::new())
            })
        }
        _ => None,
    }
}

/// The winner of the game as the belief has it: the figures credited Gleich, Hanger, Spiel,
/// whatever was conceded or held first. Only for deals nobody fails in.
fn plain_order_winner(before: [i64; 2], records: &[FigureRecord]) -> Option<&'static str> {
    if records.iter().any(|r| r.proof == Some(false)) {
        return None;
    }
    let mut total = before;
    for f in Figure::ALL {
        for r in records.iter().filter(|r| r.figure == f) {
            let Some(t) = r.winner else { continue };
            let i = (t == Team::B) as usize;
            total[i] += r.value as i64;
            if total[i] >= 18 {
                return Some(t.token());
            }
        }
    }
    Some("none")
}

/// The winner at 17–17 as the belief has it: the best Gleich or Hanger of any length,
/// compared as 11.4 compares the long ones (count, Gleich above Hanger, rank); the Spiel
/// only when both are equal or nobody has one.
fn any_figure_winner(hands: &[(u8, Vec<Played>)], spiel_winner: Team) -> Team {
    let best = |team: u8| {
        hands
            .iter()
            .filter(|(s, _)| s % 2 == team)
            .filter_map(|(_, h)| {
                let ids: Vec<u8> = h.iter().map(|p| index(p.identity)).collect();
                let g = best_gleich(&ids).map(|(n, r)| (n, 1, r));
                let h = best_hanger(&ids).map(|(n, r)| (n, 0, r));
                g.max(h)
            })
            .max()
    };
    match (best(0), best(1)) {
        (a, b) if a == b => spiel_winner,
        (a, b) if a > b => Team::A,
        _ => Team::B,
    }
}

/// The answer a wrong belief about the wild cards, the cut, the exchange or the end of the
/// game gives, when it speaks to the position.
pub fn believed(belief: Belief, q: &P) -> Option<Answer> {
    match (belief, q) {
        (_, P::IsPerlagg { trump, card }) => {
            let t = SUITS.iter().position(|s| s == trump)? as u8;
            let ix = index(*card);
            let wild = is_perlagg(ix, t);
            Some(Answer::Bool(match belief {
                // The trump 7 dropped, unless it is a permanent one (a Spitz) anyway.
                Belief::TrumpSevenNotWild => wild && (ix != 8 * t + 7 || is_permanent(ix)),
                Belief::OnlyPermanentWild => is_permanent(ix),
                Belief::OnlyTrumpCardsWild => wild && suit_of(ix) == t,
                // The Ober and the Unter (ranks 2 and 3 of a suit) of any suit.
                Belief::AllUntersObersWild => wild || (ix < 32 && matches!(ix % 8, 2 | 3)),
                _ => return None,
            }))
        }
        (Belief::KeepAllPermanent, P::CutKeep { seen }) => Some(Answer::CardSequence(
            seen.iter()
                .copied()
                .filter(|&c| is_permanent(index(c)))
                .collect(),
        )),
        (
            _,
            P::ExchangeOptions {
                indicator,
                dealer,
                partner,
            },
        ) => {
            let (who, cards) = believed_exchange(belief, *indicator, dealer, partner)?;
            Some(Answer::Record(vec![
                ("who", Answer::Choice(who)),
                ("cards", Answer::Cards(cards)),
            ]))
        }
        (Belief::PlainFigureOrder, P::GameWinner { before, records }) => {
            plain_order_winner(*before, records).map(Answer::Choice)
        }
        (Belief::SpielAlwaysDecides, P::GestrichenWinner { spiel_winner, .. }) => {
            Some(Answer::Choice(spiel_winner.token()))
        }
        (
            Belief::AnyFigureDecides,
            P::GestrichenWinner {
                hands,
                spiel_winner,
                ..
            },
        ) => Some(Answer::Choice(
            any_figure_winner(hands, *spiel_winner).token(),
        )),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::{Deck, Suit};

    fn c(t: &str) -> Card {
        Deck::Perlaggen.parse_card(t).unwrap()
    }

    #[test]
    fn the_beliefs_about_wild_cards() {
        // Hearts trump: the hearts 7 is wild (3.1); "never the trump 7" says no.
        let q = P::IsPerlagg {
            trump: Suit::Hearts,
            card: c("hearts-7"),
        };
        assert_eq!(
            believed(Belief::TrumpSevenNotWild, &q),
            Some(Answer::Bool(false))
        );
        // Leaves trump: the Weli is a permanent Perlagg; "only trump cards" says no.
        let q = P::IsPerlagg {
            trump: Suit::Leaves,
            card: c("bells-6"),
        };
        assert_eq!(
            believed(Belief::OnlyTrumpCardsWild, &q),
            Some(Answer::Bool(false))
        );
    }

    #[test]
    fn at_seventeen_all_a_pair_decides_nothing() {
        // Seat 0 holds two Aces, nobody a figure of three: the Spiel decides (11.4), here B.
        // The belief lets the pair win it for A.
        let hand = |cards: [&str; 5]| -> Vec<Played> {
            cards.iter().map(|t| Played::face(c(t))).collect()
        };
        let hands = vec![
            (
                0,
                hand(["hearts-A", "bells-A", "leaves-7", "acorns-9", "hearts-8"]),
            ),
            (
                1,
                hand(["hearts-K", "bells-10", "leaves-8", "acorns-U", "hearts-7"]),
            ),
            (
                2,
                hand(["leaves-O", "acorns-K", "bells-8", "leaves-10", "acorns-O"]),
            ),
            (
                3,
                hand(["bells-9", "leaves-K", "acorns-7", "hearts-O", "acorns-10"]),
            ),
        ];
        let q = P::GestrichenWinner {
            trump: Suit::Bells,
            hands,
            spiel_winner: Team::B,
        };
        assert_eq!(
            believed(Belief::AnyFigureDecides, &q),
            Some(Answer::Choice("A"))
        );
        assert_eq!(
            believed(Belief::SpielAlwaysDecides, &q),
            Some(Answer::Choice("B"))
        );
    }

    #[test]
    fn the_cutter_keeps_only_the_leading_run() {
        // ♥K, then ♠A ends the cut, then ♦6: only ♥K is kept (6.2); the belief keeps ♦6 too.
        let q = P::CutKeep {
            seen: vec![c("hearts-K"), c("leaves-A"), c("bells-6")],
        };
        assert_eq!(
            believed(Belief::KeepAllPermanent, &q),
            Some(Answer::CardSequence(vec![c("hearts-K"), c("bells-6")]))
        );
    }

    #[test]
    fn conceded_figures_are_credited_first() {
        // A 15, B 16. Gleich 3 to A unbet-like held first? Here: the Spiel conceded to B at
        // 2 (order 1), the Gleich held by A at 3 (order 2): B reaches 18 first (11.3). In
        // the plain order the Gleich comes first and A reaches 18.
        let records = vec![
            FigureRecord {
                figure: Figure::Gleich,
                value: 3,
                winner: Some(Team::A),
                how: How::Held,
                proof: None,
                order: Some(2),
            },
            FigureRecord {
                figure: Figure::Hanger,
                value: 1,
                winner: None,
                how: How::Unbet,
                proof: None,
                order: None,
            },
            FigureRecord {
                figure: Figure::Spiel,
                value: 2,
                winner: Some(Team::B),
                how: How::Conceded,
                proof: None,
                order: Some(1),
            },
        ];
        let q = P::GameWinner {
            before: [15, 16],
            records,
        };
        assert_eq!(
            believed(Belief::PlainFigureOrder, &q),
            Some(Answer::Choice("A"))
        );
    }
}
