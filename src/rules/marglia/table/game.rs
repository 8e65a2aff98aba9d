//! What the players see besides their cards, and the game around the deal (section 8.2):
//! the public situation, the running scores, the next deal and the game's end.

use super::{DealTable, Seating};
use crate::rules::answer::{Field, PerTeam, Team};
use crate::rules::rng::Rng;
use crate::rules::table::Table;

/// The situation as `seat` sees it: the table, the dealer, the turned card and trumps, the
/// running scores after the credit, the option to stop, the tricks taken, the trick being
/// played and the seat's own hand.
pub fn situation(t: &DealTable, seat: u8) -> Vec<(&'static str, Field)> {
    let seating: Seating = t.seating();
    let mut out = Vec::new();
    if seating.rules.players().len() > 1 {
        out.push(("players", Field::Int(seating.players as i64)));
    }
    if !seating.rules.partnerships_required() {
        out.push(("partnerships", Field::Bool(seating.partnerships)));
    }
    out.push(("dealer", Field::Seat(t.dealer())));
    out.push(("turned", Field::Cards(vec![t.setup.turned])));
    out.push(("trump", Field::Suit(t.trump())));
    out.extend(scores_fields(t, t.after, t.setup.other_score()));
    if seating.partnerships {
        out.push(("deduction", Field::Int(t.setup.deduction())));
    }
    // The option is the dealer's first decision (section 5 step 7): shown while it is
    // open, not once the dealer has chosen to play on.
    if t.phase == super::Phase::Deciding {
        out.push(("may_stop", Field::Bool(true)));
    }
    if t.stopped() {
        out.push(("stopped", Field::Bool(true)));
    }
    let mut won = vec![Some(0i64); t.players()];
    for taken in t.taken() {
        if let Some(w) = won[taken.winner].as_mut() {
            *w += 1;
        }
    }
    out.push(("tricks_taken", Field::PerSeat(won)));
    out.push((
        "trick",
        Field::Trick(t.trick().into_iter().map(|(_, c)| c).collect()),
    ));
    out.push((
        "hand",
        Field::AtSeat(seat, Box::new(Field::Cards(t.hand(seat)))),
    ));
    out
}

/// The next deal of the game: dealt by the player on this dealer's right (this deal's
/// seat 0, of side A), so the sides change letters; the running scores carried with them.
/// `None` after the game's last deal (8.2), before this deal is over, and in solo Maniglia,
/// whose running score and game the spec leaves undefined (section 9).
pub fn next_deal(t: &DealTable, rng: &mut Rng) -> Option<Box<dyn Table>> {
    let scores = t.deal_scores()?;
    if t.setup.deal_number >= t.setup.deals_in_game() {
        return None;
    }
    let (a, b) = running_scores(t, scores);
    Some(Box::new(DealTable::shuffled(
        t.seating(),
        rng,
        a,
        Some(b),
        t.setup.deduction,
        t.setup.deal_number + 1,
        t.setup.deals_in_game,
    )))
}

/// The game between deals: which deal of how many, the running scores (after this deal
/// once it is over), and after the last deal the winner, or a draw on equal totals (8.2).
pub fn standing(t: &DealTable) -> Vec<(&'static str, Field)> {
    let mut out = vec![
        ("deal_number", Field::Int(t.setup.deal_number)),
        ("deals_in_game", Field::Int(t.setup.deals_in_game())),
    ];
    match t.deal_scores() {
        Some(scores) => {
            let (a, b) = running_scores(t, scores);
            out.extend(scores_fields(t, b, a));
            if t.setup.deal_number >= t.setup.deals_in_game() {
                let result = match a.cmp(&b) {
                    std::cmp::Ordering::Greater => Field::Team(Team::A),
                    std::cmp::Ordering::Less => Field::Team(Team::B),
                    std::cmp::Ordering::Equal => Field::Token("draw"),
                };
                out.push(("game_result", result));
            }
        }
        None => out.extend(scores_fields(t, t.after, t.setup.other_score())),
    }
    out
}

/// The running scores of sides A and B after the deal: each side's score before it plus
/// its deal score, the dealer's side (B) with its turn-up credit (8.2).
fn running_scores(t: &DealTable, scores: PerTeam<i64>) -> (i64, i64) {
    (t.setup.other_score() + scores.a, t.after + scores.b)
}

/// The running scores as fields: per side with partners (A the non-dealers, B the dealer's
/// side), the dealer's own in solo play.
fn scores_fields(t: &DealTable, dealer_side: i64, other_side: i64) -> Vec<(&'static str, Field)> {
    if t.seating().partnerships {
        let clamp = |v: i64| v.clamp(0, u32::MAX as i64) as u32;
        vec![(
            "running_score",
            Field::PerTeam(PerTeam {
                a: clamp(other_side),
                b: clamp(dealer_side),
            }),
        )]
    } else {
        vec![("dealer_score", Field::Int(dealer_side))]
    }
}
