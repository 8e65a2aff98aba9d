//! The referee: whether an action is allowed now (with the rule that refuses it), taking
//! it, and the list of every action allowed now. `legal()` is `judge` over every candidate,
//! so that the two can never disagree.

use super::super::betting::{self, Action, AUS};
use super::super::cards::{card, index, is_perlagg, is_permanent, suit_of, Played, SUITS, WELI};
use super::super::deal::{exchange, Exchanger};
use super::super::figures::Figure;
use super::super::playout::Deal;
use super::super::{Bet, Query};
use super::{ending, figure_of, fix, show, team_of, tix, Decision, PerlaggenTable, Phase};
use super::{CUTTER, DEALER, PARTNER};
use crate::cards::{Card, CardSet};
use crate::rules::answer::{Arg, Reason, Team};
use crate::rules::playout::Playout;
use crate::rules::question::Question;
use crate::rules::table::{Act, ActArg, NOT_NOW};

fn not_now() -> Result<(), Reason> {
    Err(Reason::new(NOT_NOW))
}

fn token_figure(act: &Act) -> Option<Figure> {
    match act.arg {
        ActArg::Token(t) => figure_of(t),
        _ => None,
    }
}

/// The physical card and identity of a `play` or `reveal` argument.
fn pair(act: &Act) -> Option<(Card, Card)> {
    match act.arg {
        ActArg::Card(c) => Some((c, c)),
        ActArg::Baptised { card, identity } => Some((card, identity)),
        _ => None,
    }
}

/// A card of the Perlaggen pack: an action from outside a record (the tutor's input) may
/// name any card, and only the pack's cards have a compact index.
fn in_pack(c: Card) -> bool {
    use crate::cards::{Rank, Suit};
    let suit = matches!(
        c.suit,
        Suit::Hearts | Suit::Bells | Suit::Leaves | Suit::Acorns
    );
    let rank = match c.rank {
        Rank::Ace | Rank::King | Rank::Ober | Rank::Unter => true,
        Rank::Num(n) => (7..=10).contains(&n) || (n == 6 && c.suit == Suit::Bells),
        _ => false,
    };
    suit && rank
}

fn not_in_pack(c: Card, identity: Card) -> Option<Reason> {
    [c, identity]
        .into_iter()
        .find(|&x| !in_pack(x))
        .map(|x| Reason::new("perlaggen.card-not-held").with("card", Arg::Card(x)))
}

fn deal(t: &PerlaggenTable) -> &Deal {
    t.deal.as_ref().expect("a phase after the cut has a deal")
}

/// The betting question of `seat` on `figure` now, with the fields of `bet-legal`.
pub(super) fn bet_position(
    t: &PerlaggenTable,
    seat: u8,
    figure: Figure,
    action: Option<Action>,
) -> Bet {
    let d = deal(t);
    let trump = SUITS[d.trump_index() as usize];
    let in_show = t.show.is_some();
    let trick: Vec<Played> = d
        .trick_pairs()
        .iter()
        .map(|&(c, id)| Played {
            card: card(c),
            identity: card(id),
        })
        .collect();
    Bet {
        figure,
        action,
        showing: t.show.as_ref().map(|s| s.team),
        seat,
        trump,
        scores: t.scores(),
        state: t.figs[fix(figure)],
        // The `bet-legal` fields: the trick the player plays to next, and the cards in it
        // before his (none yet when he has played to the current one: he answers a bet).
        trick_no: (!in_show).then_some(t.played[seat as usize].len() as u8 + 1),
        trick: (!in_show).then(|| {
            if t.played[seat as usize].len() > d.taken().len() {
                Vec::new()
            } else {
                trick
            }
        }),
        held: t.held(seat).iter().map(card).collect(),
        played: t
            .fixed(seat)
            .map(|(c, id)| Played {
                card: card(c),
                identity: card(id),
            })
            .collect(),
        show_phase: in_show,
    }
}

fn judge_bet(t: &PerlaggenTable, seat: u8, figure: Figure, action: Action) -> Result<(), Reason> {
    let b = bet_position(t, seat, figure, Some(action));
    let (ok, reason) = betting::judge(action, &b.state, &b.situation());
    if ok {
        Ok(())
    } else {
        Err(reason)
    }
}

fn action_of(verb: &str) -> Option<Action> {
    Action::ALL.into_iter().find(|a| a.token() == verb)
}

/// The cards of the hand the player concerned may lay in exchange (6.5), or none.
pub(super) fn exchange_cards(t: &PerlaggenTable, seat: u8) -> Vec<Card> {
    let (Some(d), Some(turned)) = (&t.deal, t.turned) else {
        return Vec::new();
    };
    let hand = |s: u8| -> Vec<Card> { d.hand_set(s as usize).iter().map(card).collect() };
    match exchange(card(turned), &hand(DEALER), &hand(PARTNER)) {
        Exchanger::Dealer(c) if seat == DEALER => c,
        Exchanger::Partner(c) if seat == PARTNER => c,
        _ => Vec::new(),
    }
}

fn judge_play(t: &PerlaggenTable, seat: u8, act: &Act) -> Result<(), Reason> {
    let Some((c, identity)) = pair(act) else {
        return not_now();
    };
    if let Some(r) = not_in_pack(c, identity) {
        return Err(r);
    }
    let d = deal(t);
    let (ci, ii) = (index(c), index(identity));
    let hand = d.hand_set(seat as usize);
    if !hand.contains(ci) {
        return Err(Reason::new("perlaggen.card-not-held").with("card", Arg::Card(c)));
    }
    let trump = d.trump_index();
    if !is_perlagg(ci, trump) && ci != ii {
        return Err(Reason::new("perlaggen.natural-baptised").with("card", Arg::Card(c)));
    }
    let (naturals, baptism) = d.legal_sets().expect("a seat to play");
    let ok = if is_perlagg(ci, trump) {
        baptism.allows(ii)
    } else {
        naturals.contains(ci)
    };
    if ok {
        return Ok(());
    }
    // The reason is the `play-legal` verdict's: the per-card reason of `legal-plays` for
    // a natural card, the baptism's for a wild card.
    let q = Query::PlayLegal {
        trump: SUITS[trump as usize],
        trick: d
            .trick_pairs()
            .iter()
            .map(|&(c, id)| Played {
                card: card(c),
                identity: card(id),
            })
            .collect(),
        hand: hand.iter().map(card).collect(),
        play: Played { card: c, identity },
    };
    Err(q
        .check()
        .ok()
        .and_then(|q| q.verdict().reasons.into_iter().next())
        .unwrap_or_else(|| Reason::new(NOT_NOW)))
}

fn judge_reveal(t: &PerlaggenTable, seat: u8, act: &Act) -> Result<(), Reason> {
    let Some((c, identity)) = pair(act) else {
        return not_now();
    };
    if let Some(r) = not_in_pack(c, identity) {
        return Err(r);
    }
    let ci = index(c);
    if !t.held(seat).contains(ci) {
        return Err(Reason::new("perlaggen.card-not-held").with("card", Arg::Card(c)));
    }
    if !is_perlagg(ci, deal(t).trump_index()) && c != identity {
        return Err(Reason::new("perlaggen.natural-baptised").with("card", Arg::Card(c)));
    }
    Ok(())
}

/// Whether `act` is allowed now; the caller has checked that it is the seat's turn.
pub(super) fn judge(t: &PerlaggenTable, act: &Act) -> Result<(), Reason> {
    let seat = act.seat;
    match t.phase {
        Phase::Over => Err(Reason::new(crate::rules::table::DEAL_OVER)),
        Phase::Cut => match (act.verb, &act.arg) {
            ("cut", ActArg::Int(n)) => {
                let most = t.cutting.len() as i64 - 1;
                if (1..=most).contains(n) {
                    Ok(())
                } else {
                    Err(Reason::new("perlaggen.cut-size").with("most", Arg::Int(most)))
                }
            }
            _ => not_now(),
        },
        Phase::Exchange { .. } => match (act.verb, &act.arg) {
            ("exchange", ActArg::Card(c)) => {
                if exchange_cards(t, seat).contains(c) {
                    Ok(())
                } else {
                    let turned = card(t.turned.unwrap_or(0));
                    Err(Reason::new("perlaggen.exchange-ineligible")
                        .with("card", Arg::Card(*c))
                        .with("turned", Arg::Card(turned))
                        .with("trump", Arg::Suit(turned.suit)))
                }
            }
            ("decline", _) => Ok(()),
            _ => not_now(),
        },
        Phase::Floor => match act.verb {
            "play" => judge_play(t, seat, act),
            "bet" | "raise" | "hold" | "concede" => match token_figure(act) {
                Some(f) => judge_bet(t, seat, f, action_of(act.verb).unwrap_or(Action::Bet)),
                None => not_now(),
            },
            _ => not_now(),
        },
        Phase::Answer { fig, passed, .. } => {
            let answer_first = || {
                Err(Reason::new("perlaggen.answer-first")
                    .with("figure", Arg::Token(Figure::ALL[fig].token())))
            };
            match act.verb {
                "raise" | "hold" | "concede" => match token_figure(act) {
                    Some(f) if fix(f) == fig => {
                        judge_bet(t, seat, f, action_of(act.verb).unwrap_or(Action::Hold))
                    }
                    _ => answer_first(),
                },
                "pass" if !passed => Ok(()),
                "play" | "bet" | "reveal" | "contest" => answer_first(),
                _ => not_now(),
            }
        }
        Phase::Show { passed, .. } => match act.verb {
            "reveal" => judge_reveal(t, seat, act),
            "pass" if !passed => Ok(()),
            "contest" => match token_figure(act) {
                Some(f) => show::judge_contest(t, seat, fix(f)),
                None => not_now(),
            },
            "concede" | "bet" | "raise" | "hold" => {
                let Some(f) = token_figure(act) else {
                    return not_now();
                };
                let action = action_of(act.verb).unwrap_or(Action::Bet);
                // The Spiel is decided before the show: the betting rules say why nothing
                // more can be done on it.
                if f == Figure::Spiel || action == Action::Raise || action == Action::Hold {
                    return judge_bet(t, seat, f, action);
                }
                show::in_turn(t, fix(f))?;
                judge_bet(t, seat, f, action)
            }
            _ => not_now(),
        },
    }
}

/// Every action allowed now: every candidate the phase can have, judged.
pub(super) fn legal(t: &PerlaggenTable) -> Vec<Act> {
    let Some(seat) = crate::rules::table::Table::to_act(t) else {
        return Vec::new();
    };
    let mut candidates: Vec<Act> = Vec::new();
    let figures = |verbs: &[&'static str], out: &mut Vec<Act>| {
        for &v in verbs {
            for f in Figure::ALL {
                out.push(Act::new(seat, v, ActArg::Token(f.token())));
            }
        }
    };
    let cards_of = |set: CardSet, verb: &'static str, out: &mut Vec<Act>| {
        let trump = deal(t).trump_index();
        for c in set.iter() {
            out.push(Act::new(seat, verb, ActArg::Card(card(c))));
            if is_perlagg(c, trump) {
                for id in (0..=WELI).filter(|&id| id != c) {
                    out.push(Act::new(
                        seat,
                        verb,
                        ActArg::Baptised {
                            card: card(c),
                            identity: card(id),
                        },
                    ));
                }
            }
        }
    };
    match t.phase {
        Phase::Over => {}
        Phase::Cut => {
            for n in 1..t.cutting.len() as i64 {
                candidates.push(Act::new(seat, "cut", ActArg::Int(n)));
            }
        }
        Phase::Exchange { .. } => {
            for c in deal(t).hand_set(seat as usize).iter() {
                candidates.push(Act::new(seat, "exchange", ActArg::Card(card(c))));
            }
            candidates.push(Act::new(seat, "decline", ActArg::Token("exchange")));
        }
        Phase::Floor => {
            figures(&["bet", "concede"], &mut candidates);
            cards_of(deal(t).hand_set(seat as usize), "play", &mut candidates);
        }
        Phase::Answer { .. } => {
            figures(&["hold", "raise", "concede"], &mut candidates);
            candidates.push(Act::bare(seat, "pass"));
        }
        Phase::Show { .. } => {
            for f in ["gleich", "hanger"] {
                candidates.push(Act::new(seat, "contest", ActArg::Token(f)));
            }
            figures(&["bet", "concede"], &mut candidates);
            candidates.push(Act::bare(seat, "pass"));
            cards_of(t.held(seat), "reveal", &mut candidates);
        }
    }
    candidates.retain(|a| judge(t, a).is_ok());
    candidates
}

/// The cut, the deal in packets and the turned card (6.2–6.4), once the cutter's lifted
/// card is not a permanent Perlagg.
fn deal_out(t: &mut PerlaggenTable) {
    let mut hands = [CardSet::EMPTY; 4];
    for &c in &t.kept {
        hands[CUTTER as usize].insert(c);
    }
    let cutters = super::super::deal::packets(t.kept.len() as u8);
    let mut top = t.cutting.iter().copied();
    for round in 0..2 {
        for (seat, hand) in hands.iter_mut().enumerate() {
            let size = if seat == CUTTER as usize {
                cutters[round]
            } else {
                [2, 3][round]
            };
            for c in top.by_ref().take(size as usize) {
                hand.insert(c);
            }
        }
    }
    let stock: Vec<u8> = top.collect();
    let turned = stock[0];
    let set = stock.iter().fold(CardSet::EMPTY, |mut s, &c| {
        s.insert(c);
        s
    });
    t.cutting.clear();
    t.turned = Some(turned);
    t.deal = Some(Deal::from_parts(hands, set, turned, suit_of(turned), None));
    let hand = |s: u8| -> Vec<Card> { hands[s as usize].iter().map(card).collect() };
    t.phase = match exchange(card(turned), &hand(DEALER), &hand(PARTNER)) {
        Exchanger::Dealer(_) => Phase::Exchange { seat: DEALER },
        Exchanger::Partner(_) => Phase::Exchange { seat: PARTNER },
        Exchanger::Nobody => {
            after_exchange(t);
            t.phase
        }
    };
}

/// The exchange is settled: the claims at 17–17 (11.4), then the play with its betting.
fn after_exchange(t: &mut PerlaggenTable) {
    t.phase = Phase::Floor;
    if t.gestrichen {
        if let Some((team, query)) = ending::claims(t) {
            ending::finish_claim(t, team, query);
        }
    }
}

/// Marks a figure decided.
fn decide(t: &mut PerlaggenTable, f: usize, winner: Option<Team>, value: u8, conceded: bool) {
    let conceded = conceded.then(|| {
        t.concessions += 1;
        t.concessions
    });
    t.decided[f] = Some(Decision {
        winner,
        value,
        conceded,
    });
    t.figs[f].decided = true;
    t.figs[f].pending = None;
    // 11.2: a conceded figure is credited at once ("Spiel aus" is no number of points).
    if let (Some(_), Some(w)) = (conceded, winner) {
        if value != AUS {
            t.credit[tix(w)] += value as i64;
        }
    }
}

/// The Spiel is decided: play stops (7.1); the show, or the end of the deal.
fn spiel_over(t: &mut PerlaggenTable, winner: Team) {
    let open = |t: &PerlaggenTable| t.decided[0].is_none() || t.decided[1].is_none();
    let gh_conceded = (0..2).any(|f| t.decided[f].is_some_and(|d| d.conceded.is_some()));
    let spiel_conceded = t.decided[2].is_some_and(|d| d.conceded.is_some());
    if spiel_conceded && !gh_conceded && t.scores() == [17, 17] && !t.gestrichen {
        // 11.4 rule 3: the 17–17 arose from a conceded Spiel; nobody scores more.
        ending::finish(t, Reason::new("perlaggen.deal-split-gestrichen"));
    } else if t.gestrichen && !gh_conceded {
        // 11.4 rule 3: at 17–17 two-card figures are ignored; the Spiel decides.
        ending::finish(
            t,
            Reason::new("perlaggen.deal-gestrichen-spiel").with("team", Arg::Team(winner)),
        );
    } else if !open(t) {
        ending::finish(t, ending::spiel_reason(t, winner));
    } else {
        show::start(t, winner);
    }
}

/// After a bet is answered by a hold (or a concession of Gleich or Hanger): the show goes
/// on, or the seat to play has the floor again.
fn resume(t: &mut PerlaggenTable) {
    if t.show.is_some() {
        show::after_answers(t);
    } else {
        t.phase = Phase::Floor;
    }
}

/// Takes an action that [`judge`] allowed.
pub(super) fn apply(t: &mut PerlaggenTable, act: &Act) {
    let seat = act.seat;
    let team = team_of(seat);
    match (act.verb, &act.arg) {
        ("cut", ActArg::Int(n)) => {
            let n = *n as usize;
            let bottom = t.cutting[n - 1];
            // 6.2: a permanent Perlagg at the bottom is shown and kept, and he cuts again;
            // any other card ends the cut and the lifted part goes underneath.
            if is_permanent(bottom) {
                t.kept.push(bottom);
                t.cutting.remove(n - 1);
            } else {
                t.cutting.rotate_left(n);
                deal_out(t);
            }
        }
        ("exchange", ActArg::Card(c)) => {
            if let Some(d) = t.deal.as_mut() {
                d.exchange_turned(seat as usize, index(*c));
            }
            t.exchange = Some((seat, index(*c)));
            after_exchange(t);
        }
        ("decline", _) => after_exchange(t),
        ("pass", _) => match t.phase {
            Phase::Answer { fig, seat, .. } => {
                t.phase = Phase::Answer {
                    fig,
                    seat: (seat + 2) % 4,
                    passed: true,
                }
            }
            Phase::Show { speaker, .. } => {
                t.phase = Phase::Show {
                    speaker: (speaker + 2) % 4,
                    passed: true,
                }
            }
            _ => {}
        },
        ("play", _) => {
            let (c, id) = pair(act)
                .map(|(c, i)| (index(c), index(i)))
                .unwrap_or((0, 0));
            let d = t.deal.as_mut().expect("a deal in play");
            let before = d.taken().len();
            d.apply(c, id);
            t.played[seat as usize].push((c, id));
            if d.taken().len() > before {
                let w = team_of(d.taken()[before].winner as u8);
                t.tricks[tix(w)] += 1;
                if t.tricks[tix(w)] == 3 {
                    let value = t.figs[2].value;
                    decide(t, 2, Some(w), value, false);
                    spiel_over(t, w);
                }
            }
        }
        ("reveal", _) => {
            let (c, id) = pair(act)
                .map(|(c, i)| (index(c), index(i)))
                .unwrap_or((0, 0));
            t.revealed[seat as usize].push((c, id));
        }
        ("contest", ActArg::Token(f)) => {
            if let Some(f) = figure_of(f) {
                show::contest(t, seat, fix(f));
            }
        }
        (verb, ActArg::Token(tok)) => {
            let Some(figure) = figure_of(tok) else { return };
            let f = fix(figure);
            let gh = f < 2;
            match verb {
                "bet" => {
                    t.bets += 1;
                    t.first_bet[f].get_or_insert(t.bets);
                    t.figs[f].pending = Some((team, betting::next(t.figs[f].value)));
                    t.bettor[f] = seat;
                    if gh {
                        t.committed[seat as usize][f] = true;
                    }
                    if t.show.is_some() {
                        show::after_bet(t, f);
                    } else {
                        t.phase = Phase::Answer {
                            fig: f,
                            seat: (seat + 1) % 4,
                            passed: false,
                        };
                    }
                }
                "raise" => {
                    let (_, p) = t.figs[f].pending.expect("a raise answers a pending bet");
                    t.figs[f].value = p;
                    t.figs[f].pending = Some((team, betting::next(p)));
                    t.bettor[f] = seat;
                    if gh {
                        t.committed[seat as usize][f] = true;
                    }
                    t.phase = Phase::Answer {
                        fig: f,
                        seat: (seat + 1) % 4,
                        passed: false,
                    };
                }
                "hold" => {
                    let (_, p) = t.figs[f].pending.expect("a hold answers a pending bet");
                    t.figs[f].value = p;
                    t.figs[f].last_holder = Some(team);
                    t.figs[f].pending = None;
                    if gh {
                        t.committed[seat as usize][f] = true;
                    }
                    resume(t);
                }
                "concede" => {
                    let value = t.figs[f].value;
                    match t.figs[f].pending {
                        // 9.3.1 / 9.4: a pending bet is conceded at the old value, to the
                        // bettors, or lapses when the bettors concede themselves.
                        Some(_) => {
                            decide(t, f, Some(team.other()), value, true);
                            if figure == Figure::Spiel {
                                spiel_over(t, team.other());
                            } else {
                                resume(t);
                            }
                        }
                        None if t.show.is_some() => show::concede(t, seat, f),
                        None => {
                            decide(t, f, Some(team.other()), value, true);
                            if figure == Figure::Spiel {
                                spiel_over(t, team.other());
                            }
                        }
                    }
                }
                _ => {}
            }
        }
        _ => {}
    }
}

/// The decision the seat to act faces, as the game's own checked question.
pub(super) fn question(t: &PerlaggenTable) -> Option<Box<dyn Question>> {
    match t.phase {
        Phase::Cut | Phase::Over => None,
        Phase::Exchange { .. } => {
            let d = deal(t);
            let hand = |s: u8| d.hand_set(s as usize).iter().map(card).collect();
            Query::ExchangeOptions {
                indicator: card(t.turned?),
                dealer: hand(DEALER),
                partner: hand(PARTNER),
            }
            .check()
            .ok()
            .map(Into::into)
        }
        Phase::Floor => deal(t).question(),
        Phase::Answer { fig, seat, .. } => {
            Query::BetActions(bet_position(t, seat, Figure::ALL[fig], None))
                .check()
                .ok()
                .map(Into::into)
        }
        Phase::Show { speaker, .. } => {
            let f = show::first_to_act(t)?;
            Query::BetActions(bet_position(t, speaker, Figure::ALL[f], None))
                .check()
                .ok()
                .map(Into::into)
        }
    }
}
