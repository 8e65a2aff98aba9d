//! The public situation of a deal in progress, as one seat sees it.

use super::outcome::per_team;
use super::procedure::{Phase, Procedure, Round};
use super::GaigelTable;
use crate::rules::answer::{Field, TrickCard};
use crate::rules::gaigel::play::{card, SUITS};
use crate::rules::table::Table;

/// The situation as `seat` sees it. The totals are left out: players count them in their
/// heads and may not write them down (section 4), and knocking in time is the skill.
pub fn situation(t: &GaigelTable, p: &Procedure, seat: u8) -> Vec<(&'static str, Field)> {
    let setup = t.setup();
    let phase = match p.phase {
        Phase::Round {
            round: Round::PostTrick,
            ..
        } => "after-trick",
        Phase::Round { .. } => "announcements",
        Phase::Play => "play",
        Phase::Dispute { .. } => "dispute",
        Phase::EndStep { .. } => "end-of-play",
        Phase::Over => "over",
    };
    // Seat 3 deals every deal: the seats are counted from the dealer's left (section 1).
    let mut out = vec![
        ("dealer", Field::Seat(3)),
        ("trump", Field::Suit(SUITS[p.trump() as usize])),
        ("turned", Field::Cards(vec![setup.turned])),
    ];
    if let Some(c) = p.deal.lying_index() {
        out.push(("under_stock", Field::Cards(vec![card(c)])));
    }
    out.push(("stock", Field::Int(p.deal.stock_indices().len() as i64)));
    out.push(("phase", Field::Token(phase)));
    out.push((
        "trick",
        Field::Trick(
            t.trick()
                .into_iter()
                .map(|(_, c)| c)
                .collect::<Vec<TrickCard>>(),
        ),
    ));
    out.push((
        "hand",
        Field::AtSeat(seat, Box::new(Field::Cards(t.hand(seat)))),
    ));
    out.push(("tricks", Field::PerTeam(per_team(p.tricks))));
    let melds = |team: usize| {
        Field::Melds(
            p.melds[team]
                .iter()
                .map(|(d, cards)| (d.token(), cards.clone()))
                .collect(),
        )
    };
    out.push((
        "declarations",
        Field::Parts(vec![("A", melds(0)), ("B", melds(1))]),
    ));
    out.push(("carry", Field::Int(setup.carry as i64)));
    out.push(("game_points", Field::PerTeam(setup.game_points)));
    out
}
