//! Computer players: always legal, sensible, and deciding only from what the seat may know
//! (its own hand, the cards on the table, the bets and the scores). They cut anywhere, take
//! a turned Perlagg when they may, bet and answer from the strength of their hand (and now
//! and then bluff), win tricks cheaply, keep their Perlaggen and trumps for when they
//! matter, let a winning partner have the trick, and show their best examples.

use super::super::betting::AUS;
use super::super::cards::{card, is_perlagg, rank_of, suit_of, WELI};
use super::super::figures::{has_example, Figure};
use super::super::play;
use super::example::best_example;
use super::show::shown_key;
use super::{referee, team_of, tix, PerlaggenTable, Phase};
use crate::cards::CardSet;
use crate::rules::rng::Rng;
use crate::rules::table::{Act, ActArg};

pub(super) fn choose(t: &PerlaggenTable, rng: &mut Rng) -> Option<Act> {
    let seat = crate::rules::table::Table::to_act(t)?;
    Some(match t.phase {
        Phase::Over => return None,
        Phase::Cut => {
            let n = 1 + rng.below(t.cutting.len() as u32 - 1) as i64;
            Act::new(seat, "cut", ActArg::Int(n))
        }
        Phase::Exchange { .. } => {
            // A turned Perlagg is worth more than the lowest eligible card.
            let cards = referee::exchange_cards(t, seat);
            match cards
                .iter()
                .min_by_key(|c| rank_of(super::super::cards::index(**c)))
            {
                Some(&c) => Act::new(seat, "exchange", ActArg::Card(c)),
                None => Act::new(seat, "decline", ActArg::Token("exchange")),
            }
        }
        Phase::Floor => floor(t, seat, rng),
        Phase::Answer { fig, passed, .. } => answer(t, seat, fig, passed, rng),
        Phase::Show { passed, .. } => show(t, seat, passed, rng),
    })
}

fn allowed(t: &PerlaggenTable, act: &Act) -> bool {
    referee::judge(t, act).is_ok()
}

fn figure_act(seat: u8, verb: &'static str, f: usize) -> Act {
    Act::new(seat, verb, ActArg::Token(Figure::ALL[f].token()))
}

/// How many tricks the hand might take: Perlaggen and high trumps count most.
fn spiel_strength(t: &PerlaggenTable, seat: u8) -> u32 {
    let trump = t.trump().unwrap_or(0);
    t.held(seat)
        .iter()
        .map(|c| {
            if is_perlagg(c, trump) {
                3
            } else if suit_of(c) == trump {
                1 + (rank_of(c) >= 7) as u32
            } else {
                (rank_of(c) == 8) as u32
            }
        })
        .sum()
}

/// The best Gleich or Hanger the seat could show, from his own cards only.
fn figure_strength(t: &PerlaggenTable, seat: u8, f: usize) -> Option<(u8, u8)> {
    let trump = t.trump().unwrap_or(0);
    let fixed: Vec<u8> = t.fixed(seat).map(|(_, id)| id).collect();
    let held = t.held(seat);
    let wild = held.iter().filter(|&c| is_perlagg(c, trump)).count();
    let naturals = CardSet(held.0 & !wild_set(held, trump).0);
    best_example(f, &fixed, naturals, wild).map(|(k, _)| k)
}

fn wild_set(hand: CardSet, trump: u8) -> CardSet {
    let mut s = CardSet::EMPTY;
    for c in hand.iter().filter(|&c| is_perlagg(c, trump)) {
        s.insert(c);
    }
    s
}

/// Whether a hand this good is worth a bet (or a hold) at `value`.
fn worth(t: &PerlaggenTable, seat: u8, f: usize, value: u8) -> bool {
    if value >= AUS {
        return false;
    }
    let v = value as u32;
    match f {
        2 => spiel_strength(t, seat) >= 5 + v,
        _ => figure_strength(t, seat, f).is_some_and(|(n, r)| n as u32 * 3 + r as u32 / 2 >= 7 + v),
    }
}

fn floor(t: &PerlaggenTable, seat: u8, rng: &mut Rng) -> Act {
    // Bet now and then: from strength, or as a bluff.
    if rng.chance(30) {
        let f = rng.below(3) as usize;
        let value = t.figs[f].value;
        if worth(t, seat, f, value) || rng.chance(3) {
            let act = figure_act(seat, "bet", f);
            if allowed(t, &act) {
                return act;
            }
        }
    }
    Act::new(seat, "play", play_arg(t, seat))
}

/// The card to play: win cheaply when the trick is not the partner's, otherwise give the
/// lowest card; Perlaggen are kept for tricks that need them.
fn play_arg(t: &PerlaggenTable, seat: u8) -> ActArg {
    let d = t.deal.as_ref().expect("in play");
    let trump = d.trump_index();
    let (naturals, baptism) = d.legal_sets().expect("a seat to play");
    let wild = wild_set(d.hand_set(seat as usize), trump);
    let trick = d.trick_pairs();
    let cheap = |c: &u8| ((suit_of(*c) == trump) as u8, rank_of(*c));
    let lowest = naturals.iter().min_by_key(cheap);
    let face = |c: u8| ActArg::Card(card(c));
    let as_id = |w: u8, id: u8| {
        if w == id {
            ActArg::Card(card(w))
        } else {
            ActArg::Baptised {
                card: card(w),
                identity: card(id),
            }
        }
    };
    // A wild card's names: allowed now, and keeping the examples the seat has bet on.
    let names =
        |w: u8| (0..=WELI).filter(move |&id| baptism.allows(id) && keeps_examples(t, seat, w, id));
    let weakest = |w: u8| {
        names(w)
            .min_by_key(|&id| ((suit_of(id) == trump) as u8, rank_of(id)))
            .or_else(|| (0..=WELI).find(|&id| baptism.allows(id)))
            .unwrap_or(w)
    };
    let top_trump = 8 * trump;
    if trick.is_empty() {
        // Lead a high trump or an Ace; otherwise the lowest card.
        let lead = naturals
            .iter()
            .filter(|&c| rank_of(c) == 8 || (suit_of(c) == trump && rank_of(c) >= 7))
            .max_by_key(cheap)
            .or(lowest);
        return match (lead, wild.iter().next()) {
            (Some(c), _) => face(c),
            (None, Some(w)) => {
                let id = names(w)
                    .max_by_key(|&id| ((suit_of(id) == trump) as u8, rank_of(id)))
                    .unwrap_or(top_trump);
                as_id(w, id)
            }
            (None, None) => unreachable!("a hand to lead from"),
        };
    }
    let led = suit_of(trick[0].1);
    let mut full = [(0u8, 0u8); 4];
    full[..trick.len()].copy_from_slice(trick);
    let best_now = play::winner(trick, trump);
    let partner_wins = trick.len() >= 2 && best_now == trick.len() - 2;
    let beats = |c: u8, id: u8| {
        let mut full = full;
        full[trick.len()] = (c, id);
        play::winner(&full[..=trick.len()], trump) == trick.len()
    };
    if partner_wins {
        let non_trump_low = naturals
            .iter()
            .filter(|&c| suit_of(c) != trump)
            .min_by_key(cheap)
            .or(lowest);
        return match (non_trump_low, wild.iter().next()) {
            (Some(c), _) => face(c),
            (None, Some(w)) => as_id(w, weakest(w)),
            (None, None) => unreachable!("a card to play"),
        };
    }
    if let Some(c) = naturals.iter().filter(|&c| beats(c, c)).min_by_key(cheap) {
        return face(c);
    }
    // A Perlagg takes the trick with the cheapest name that wins it, when the trick needs
    // it: the last card of the trick, trumps led, or nothing else to play.
    if let Some(w) = wild.iter().next() {
        let needed = lowest.is_none() || trick.len() == 3 || led == trump;
        let winning = names(w)
            .filter(|&id| beats(w, id))
            .min_by_key(|&id| ((suit_of(id) == trump) as u8, rank_of(id)));
        if let (true, Some(id)) = (needed, winning) {
            return as_id(w, id);
        }
        if lowest.is_none() {
            return as_id(w, weakest(w));
        }
    }
    face(lowest.expect("a natural card when no Perlagg is played"))
}

fn answer(t: &PerlaggenTable, seat: u8, fig: usize, passed: bool, rng: &mut Rng) -> Act {
    let (_, p) = t.figs[fig].pending.expect("a pending bet");
    let team_score = t.scores()[tix(team_of(seat))];
    let strong = worth(t, seat, fig, p.saturating_sub(1)) || rng.chance(10);
    if strong {
        let raise = figure_act(seat, "raise", fig);
        if worth(t, seat, fig, p + 1) && team_score < 14 && rng.chance(40) && allowed(t, &raise) {
            return raise;
        }
        let hold = figure_act(seat, "hold", fig);
        if allowed(t, &hold) {
            return hold;
        }
    }
    if !passed && fig < 2 && rng.chance(30) {
        return Act::bare(seat, "pass");
    }
    figure_act(seat, "concede", fig)
}

fn show(t: &PerlaggenTable, seat: u8, passed: bool, rng: &mut Rng) -> Act {
    let s = t.show.as_ref().expect("in the show");
    let f = (0..2).find(|&f| s.todo[f]).expect("a figure to act on");
    let team = team_of(seat);
    let theirs = s.shown[f][tix(team.other())];
    let ours = s.shown[f][tix(team)];
    let good_enough = |k: Option<(u8, u8)>| k.is_some() && k >= theirs && k > ours;
    // A strong figure is worth a bet in the show too (9.2.7), now and then.
    if rng.chance(25) && worth(t, seat, f, t.figs[f].value) {
        let bet = figure_act(seat, "bet", f);
        if allowed(t, &bet) {
            return bet;
        }
    }
    let contest = figure_act(seat, "contest", f);
    if good_enough(shown_key(t, seat, f)) && allowed(t, &contest) {
        return contest;
    }
    // Reveal the cards of the best example that are still in the hand.
    let trump = t.trump().unwrap_or(0);
    let fixed: Vec<u8> = t.fixed(seat).map(|(_, id)| id).collect();
    let held = t.held(seat);
    let wild = wild_set(held, trump);
    let naturals = CardSet(held.0 & !wild.0);
    if let Some((key, names)) = best_example(f, &fixed, naturals, wild.len() as usize) {
        let stood = team == s.spiel_winner && s.stood[f];
        if good_enough(Some(key)) && !stood {
            let fits = |id: u8| match f {
                0 => rank_of(id) == key.1,
                _ => true,
            };
            if let Some(c) = naturals
                .iter()
                .find(|&c| fits(c) && part_of(f, key, &fixed, c))
            {
                return Act::new(seat, "reveal", ActArg::Card(card(c)));
            }
            let first = wild.iter().next().zip(names.first().copied());
            if let Some((w, id)) = first.filter(|&(w, id)| keeps_examples(t, seat, w, id)) {
                return Act::new(
                    seat,
                    "reveal",
                    ActArg::Baptised {
                        card: card(w),
                        identity: card(id),
                    },
                );
            }
        }
    }
    if !passed && rng.chance(50) {
        return Act::bare(seat, "pass");
    }
    figure_act(seat, "concede", f)
}

/// Whether the seat can still show every figure it bet, raised or held on (10.1.1) once
/// Perlagg `w` is played as `id`.
fn keeps_examples(t: &PerlaggenTable, seat: u8, w: u8, id: u8) -> bool {
    let need = t.committed[seat as usize];
    if !need[0] && !need[1] {
        return true;
    }
    let trump = t.trump().unwrap_or(0);
    let mut ids: Vec<u8> = t.fixed(seat).map(|(_, i)| i).collect();
    ids.push(id);
    let mut wild = 0;
    for c in t.held(seat).iter().filter(|&c| c != w) {
        if is_perlagg(c, trump) {
            wild += 1;
        } else {
            ids.push(c);
        }
    }
    (0..2).all(|f| !need[f] || has_example(Figure::ALL[f], &ids, wild))
}

/// Whether a natural card in hand belongs to the example `key` (a Gleich of its rank, or a
/// Hanger run that it lies in).
fn part_of(f: usize, key: (u8, u8), fixed: &[u8], c: u8) -> bool {
    match f {
        0 => rank_of(c) == key.1,
        _ => {
            let (len, top) = key;
            let r = rank_of(c);
            r <= top && r + len > top && !fixed.contains(&c)
        }
    }
}
