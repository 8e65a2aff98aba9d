//! Property tests of the Vier-Anderle engine (`../shared/rules/vier-anderle.md`, sections
//! 2.3, 3, 7.2 and 8): random deals for 2 to 13 players under both rule sets, checked
//! against a re-implementation on whole cards written from the spec, and the settlement of
//! random deals checked for conservation of chips and against the spec's pot formulas.

use proptest::prelude::*;
use tricktutor::cards::{Card, CardSet, Rank, Suit};
use tricktutor::rules::rng::Rng;
use tricktutor::rules::vier_anderle::deal::{pack, random_deal, Observer};
use tricktutor::rules::vier_anderle::{extra_pips_for, play, Ask, Deal, Query, Rules};
use tricktutor::rules::Answer;
use tricktutor::rules::Position;

fn trump_rank(c: Card) -> Option<u8> {
    match (c.suit, c.rank) {
        (Suit::Trump, Rank::Excuse) => Some(22),
        (Suit::Trump, Rank::Num(n)) => Some(n),
        _ => None,
    }
}

/// Section 3.2: K Q C J, then black 10 9 8 7 and red 1 2 3 4 (the red 1 highest).
fn suit_rank(c: Card) -> u8 {
    let red = matches!(c.suit, Suit::Hearts | Suit::Diamonds);
    match c.rank {
        Rank::King => 8,
        Rank::Queen => 7,
        Rank::Cavalier => 6,
        Rank::Jack => 5,
        Rank::Num(n) if red => 5 - n,
        Rank::Num(n) => n - 6,
        _ => unreachable!(),
    }
}

/// Section 3.3.
fn ref_winner(trick: &[Card]) -> usize {
    if let Some((i, _)) = trick
        .iter()
        .enumerate()
        .filter_map(|(i, &c)| trump_rank(c).map(|r| (i, r)))
        .max_by_key(|&(_, r)| r)
    {
        return i;
    }
    let led = trick[0].suit;
    trick
        .iter()
        .enumerate()
        .filter(|(_, c)| c.suit == led)
        .max_by_key(|(_, &c)| suit_rank(c))
        .map(|(i, _)| i)
        .unwrap()
}

/// Section 7.2, step by step.
fn ref_legal(japanisch: bool, trick: &[Card], hand: &[Card]) -> Vec<Card> {
    let Some(&led) = trick.first() else {
        return hand.to_vec();
    };
    let top_trump = trick.iter().filter_map(|&c| trump_rank(c)).max();
    let trumps: Vec<Card> = hand
        .iter()
        .copied()
        .filter(|&c| trump_rank(c).is_some())
        .collect();
    let beating = |top: u8| -> Vec<Card> {
        trumps
            .iter()
            .copied()
            .filter(|&c| trump_rank(c).unwrap() > top)
            .collect()
    };
    if trump_rank(led).is_some() {
        if trumps.is_empty() {
            return hand.to_vec();
        }
        let up = beating(top_trump.unwrap());
        return if up.is_empty() { trumps } else { up };
    }
    let suit: Vec<Card> = hand
        .iter()
        .copied()
        .filter(|c| c.suit == led.suit)
        .collect();
    if !suit.is_empty() {
        if japanisch || top_trump.is_some() {
            return suit;
        }
        let top = trick
            .iter()
            .filter(|c| c.suit == led.suit)
            .map(|&c| suit_rank(c))
            .max()
            .unwrap();
        let up: Vec<Card> = suit
            .iter()
            .copied()
            .filter(|&c| suit_rank(c) > top)
            .collect();
        return if up.is_empty() { suit } else { up };
    }
    if trumps.is_empty() {
        return hand.to_vec();
    }
    match top_trump {
        None => trumps,
        Some(top) => {
            let up = beating(top);
            if up.is_empty() {
                trumps
            } else {
                up
            }
        }
    }
}

fn cards(set: CardSet) -> Vec<Card> {
    let mut v: Vec<Card> = set.iter().map(play::card).collect();
    v.sort();
    v
}

struct Check {
    japanisch: bool,
    pack: CardSet,
    plays: usize,
    tricks: usize,
}

impl Observer for Check {
    fn play(&mut self, trick: &[u8], hand: CardSet, legal: CardSet, chosen: u8) {
        assert!(!legal.is_empty());
        assert_eq!(legal.and(hand), legal, "legal ⊆ hand");
        assert_eq!(hand.and(self.pack), hand, "every card is in the pack");
        assert!(legal.contains(chosen));
        let trick: Vec<Card> = trick.iter().map(|&c| play::card(c)).collect();
        let mut expected = ref_legal(self.japanisch, &trick, &cards(hand));
        expected.sort();
        assert_eq!(
            cards(legal),
            expected,
            "trick {trick:?} hand {:?}",
            cards(hand)
        );
        self.plays += 1;
    }
    fn trick(&mut self, trick: &[u8], winner: usize) {
        let trick: Vec<Card> = trick.iter().map(|&c| play::card(c)).collect();
        assert_eq!(winner, ref_winner(&trick), "trick {trick:?}");
        self.tricks += 1;
    }
}

/// Section 8.6 for one deal, written out again: (chips per seat, pot after).
fn ref_settle(japanisch: bool, deal: &Deal) -> (Vec<i64>, i64) {
    let n = deal.players as usize;
    let p = deal.pot_before + 4;
    let mut chips = vec![0; n];
    chips[n - 1] = -4;
    let t = |s: usize| deal.tricks.as_ref().and_then(|t| t[s]).unwrap_or(0) as i64;
    let Some(inn) = &deal.in_seats else {
        let z = (0..n).filter(|&s| t(s) == 0).count() as i64;
        for (s, c) in chips.iter_mut().enumerate() {
            if t(s) == 0 {
                *c -= 4;
            }
        }
        return (chips, p + 4 * z);
    };
    let out: Vec<usize> = (0..n).filter(|s| !inn.contains(&(*s as u8))).collect();
    let side = if japanisch { 4 * out.len() as i64 } else { 0 };
    if japanisch {
        for &s in &out {
            chips[s] -= 4;
        }
    }
    let pot = match inn.len() {
        0 => p,
        1 => {
            chips[inn[0] as usize] += p;
            0
        }
        _ => {
            let pay = if japanisch { 8 } else { p };
            let mut pot = 0;
            for &s in inn {
                let s = s as usize;
                chips[s] += t(s) * p / 4;
                if t(s) == 0 {
                    chips[s] -= pay;
                    pot += pay;
                }
            }
            pot
        }
    };
    (chips, pot + side)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    #[test]
    fn random_deals_follow_the_rules(seed in any::<u64>(), players in 2u8..=13, japanisch in any::<bool>(), pot_quarters in 0i64..12, mask in any::<u16>()) {
        let mut rng = Rng::new(seed);
        // The engine's rule set; the references read the spec's "in Japanisch" directly.
        let rules = if japanisch { Rules::Japanisch } else { Rules::Original };
        let x = 4 * pot_quarters;
        // An all-play deal when the pot is empty; otherwise a random set of seats is in.
        let in_seats: Option<Vec<u8>> = (x > 0).then(|| (0..players).filter(|s| mask >> s & 1 == 1).collect());
        let participants: Vec<u8> = in_seats.clone().unwrap_or_else(|| (0..players).collect());
        let k = extra_pips_for(players);
        let mut pack_set = CardSet::default();
        for c in pack(k) {
            pack_set.insert(c);
        }
        prop_assert!(4 * players as usize <= pack(k).len());
        let mut check = Check { japanisch, pack: pack_set, plays: 0, tricks: 0 };
        let tricks = if participants.len() >= 2 || in_seats.is_none() {
            let won = random_deal(&mut rng, rules, players, &participants, &mut check);
            prop_assert_eq!(check.tricks, 4);
            prop_assert_eq!(check.plays, 4 * participants.len());
            prop_assert_eq!(won.iter().map(|&w| w as u32).sum::<u32>(), 4);
            let mut per_seat = vec![None; players as usize];
            for (i, &s) in participants.iter().enumerate() {
                per_seat[s as usize] = Some(won[i]);
            }
            Some(per_seat)
        } else {
            None
        };
        let deal = Deal { players, pot_before: x, in_seats, tricks };
        let q = Query { rules, ask: Ask::DealScore(deal.clone()) };
        let checked = q.clone().check();
        prop_assert!(checked.is_ok(), "{:?}", q.problems());
        let Answer::Record(parts) = checked.unwrap().verdict().answer else { panic!("a record") };
        let Answer::IntList(chips) = &parts[0].1 else { panic!("chips") };
        let Answer::Int(pot_after) = parts[1].1 else { panic!("pot") };
        // Chips are conserved: what the players pay is what the pot gains (8.4).
        prop_assert_eq!(chips.iter().sum::<i64>() + (pot_after - x), 0);
        prop_assert!(pot_after >= 0 && pot_after % 4 == 0);
        let (want_chips, want_pot) = ref_settle(japanisch, &deal);
        prop_assert_eq!(chips, &want_chips);
        prop_assert_eq!(pot_after, want_pot);
    }
}

#[test]
fn the_pack_grows_as_section_2_3_says() {
    assert_eq!(extra_pips_for(9), 0);
    assert_eq!(extra_pips_for(10), 1);
    assert_eq!(extra_pips_for(13), 4);
    for n in 2..=13u8 {
        assert!(4 * n as usize <= pack(extra_pips_for(n)).len());
    }
}

/// The largest pot a position may give, 2^61 − 4 (P = 2^61), with five players in: the
/// settlement is exact when every amount fits an answer's integers, refused at
/// `pot_before_deal` when the pot after would not (four trickless payers make 4P = 2^63),
/// and its reasons print the amounts digit for digit in both languages (a Fluent number
/// alone would round them to an f64's 53 bits).
#[test]
fn a_huge_pot_settles_exactly_or_is_refused_where_it_does_not_fit() {
    use tricktutor::i18n::{CardStyle, Lang, Renderer, Texts};
    use tricktutor::lesson::{set, ErrorKind};
    use tricktutor::rules::Problem;
    let text = "game: vier-anderle
cases:
  - id: fits
    kind: deal-score
    position: {players: 5, pot_before_deal: 2305843009213693948, in: [0, 1, 2, 3, 4], tricks: [2, 2, 0, 0, 0]}
  - id: overflows
    kind: deal-score
    position: {players: 5, pot_before_deal: 2305843009213693948, in: [0, 1, 2, 3, 4], tricks: [4, 0, 0, 0, 0]}
";
    let qs = set::parse("huge.yaml", text).unwrap();
    let fits = qs.cases[0]
        .question
        .as_ref()
        .unwrap()
        .query
        .clone()
        .unwrap();
    let v = fits.verdict();
    assert_eq!(
        v.answer,
        Answer::Record(vec![
            (
                "chips",
                Answer::IntList(vec![
                    1 << 60,
                    1 << 60,
                    -(1 << 61),
                    -(1 << 61),
                    -(1 << 61) - 4
                ])
            ),
            ("pot_after", Answer::Int(3 << 61)),
        ])
    );
    for lang in Lang::embedded() {
        let r = Renderer::new(Texts::load(lang, |_| true, &[]), CardStyle::Ascii);
        let said: Vec<String> = v.reasons.iter().map(|x| r.reason(x)).collect();
        let said = said.join("\n");
        // X, P = 2^61, a quarter 2^59, the pot after 3 * 2^61.
        for digits in [
            "2305843009213693948",
            "2305843009213693952",
            "576460752303423488",
            "6917529027641081856",
        ] {
            assert!(said.contains(digits), "{lang:?}: {digits} not in\n{said}");
        }
    }
    let overflow = &qs.cases[1];
    assert!(overflow.question.as_ref().unwrap().query.is_none());
    let problems: Vec<&Problem> = overflow
        .errors
        .iter()
        .filter_map(|e| match &e.kind {
            ErrorKind::Impossible { problem } => Some(problem),
            _ => None,
        })
        .collect();
    assert_eq!(
        problems,
        vec![&Problem::answer_too_large("pot_before_deal")]
    );
    // Located at the pot's value: line 8, the column after `pot_before_deal: `.
    assert_eq!(overflow.errors[0].loc.line, 8);
}

#[test]
fn each_rule_set_declares_in_the_order_of_section_6() {
    // 6.1: seat 0, 1, …, the dealer (seat n-1) last. 6.2 and 12.8: from the dealer's right
    // (seat n-2) anticlockwise down to seat 0, then the dealer.
    for players in 2..=13u8 {
        let n = players as i64;
        for rules in Rules::ALL {
            let want: Vec<i64> = match rules {
                Rules::Original => (0..n).collect(),
                Rules::Japanisch => (0..n - 1).rev().chain([n - 1]).collect(),
            };
            let q = Query {
                rules,
                ask: Ask::DeclarationOrder { players },
            };
            let answer = q.check().expect("2 to 13 players").verdict().answer;
            assert_eq!(
                answer,
                Answer::IntList(want),
                "{rules:?}, {players} players"
            );
        }
    }
}
