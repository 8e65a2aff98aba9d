//! Gaigel points and declarations: card points (section 4), meld values (7.1), when a
//! declaration may be made (7.2–7.4), game points for a deal (8.2, 8.3) and the game (8.4).

use super::play::{self, points_of, rank_of, suit_of};
use crate::cards::{Card, Rank, Suit};
use crate::rules::answer::{Arg, PerTeam, Reason, Team};

/// The kind of declaration a position names (`declaration` field).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Declaration {
    Marriage,
    TrumpSevenExchange,
    FiveSevens,
}

impl Declaration {
    pub const TOKENS: &'static [&'static str] =
        &["marriage", "trump-seven-exchange", "five-sevens"];

    pub fn parse(token: &str) -> Option<Declaration> {
        Some(match token {
            "marriage" => Declaration::Marriage,
            "trump-seven-exchange" => Declaration::TrumpSevenExchange,
            "five-sevens" => Declaration::FiveSevens,
            _ => return None,
        })
    }

    pub fn token(self) -> &'static str {
        Declaration::TOKENS[self as usize]
    }
}

/// A declaration that the cards really form, with its value (7.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Meld {
    Marriage(Suit),
    DoubleMarriage(Suit),
    RoyalMarriage(Suit),
    DoubleRoyalMarriage(Suit),
    TrumpSevenExchange,
    FiveSevens,
}

impl Meld {
    pub fn points(self) -> u32 {
        match self {
            Meld::Marriage(_) => 20,
            Meld::DoubleMarriage(_) | Meld::RoyalMarriage(_) => 40,
            Meld::DoubleRoyalMarriage(_) => 80,
            Meld::TrumpSevenExchange => 10,
            Meld::FiveSevens => 101,
        }
    }

    pub fn reason(self) -> Reason {
        let r = match self {
            Meld::Marriage(s) => Reason::new("gaigel.meld-marriage").with("suit", Arg::Suit(s)),
            Meld::DoubleMarriage(s) => {
                Reason::new("gaigel.meld-double-marriage").with("suit", Arg::Suit(s))
            }
            Meld::RoyalMarriage(s) => {
                Reason::new("gaigel.meld-royal-marriage").with("suit", Arg::Suit(s))
            }
            Meld::DoubleRoyalMarriage(s) => {
                Reason::new("gaigel.meld-double-royal-marriage").with("suit", Arg::Suit(s))
            }
            Meld::TrumpSevenExchange => Reason::new("gaigel.meld-trump-seven-exchange"),
            Meld::FiveSevens => Reason::new("gaigel.meld-five-sevens"),
        };
        r.with("points", Arg::Int(self.points() as i64))
    }
}

/// The suit of a marriage if `cards` are exactly K + O, or K, K, O, O, of one suit, and
/// whether it is a double.
fn marriage_suit(cards: &[Card]) -> Option<(Suit, bool)> {
    let suit = cards.first()?.suit;
    if cards.iter().any(|c| c.suit != suit) {
        return None;
    }
    let kings = cards.iter().filter(|c| c.rank == Rank::King).count();
    let obers = cards.iter().filter(|c| c.rank == Rank::Ober).count();
    match (kings, obers, cards.len()) {
        (1, 1, 2) => Some((suit, false)),
        (2, 2, 4) => Some((suit, true)),
        _ => None,
    }
}

fn is_trump_seven(cards: &[Card], trump: Suit) -> bool {
    cards.len() == 1 && cards[0] == Card::new(trump, Rank::Num(7))
}

fn is_five_sevens(cards: &[Card]) -> bool {
    cards.len() == 5 && cards.iter().all(|c| c.rank == Rank::Num(7))
}

/// What the cards form as the named declaration, or the reason they do not.
pub fn classify(trump: Suit, declaration: Declaration, cards: &[Card]) -> Result<Meld, Reason> {
    match declaration {
        Declaration::Marriage => match marriage_suit(cards) {
            Some((s, false)) if s == trump => Ok(Meld::RoyalMarriage(s)),
            Some((s, true)) if s == trump => Ok(Meld::DoubleRoyalMarriage(s)),
            Some((s, false)) => Ok(Meld::Marriage(s)),
            Some((s, true)) => Ok(Meld::DoubleMarriage(s)),
            None => Err(Reason::new("gaigel.not-a-marriage")),
        },
        Declaration::TrumpSevenExchange => {
            if is_trump_seven(cards, trump) {
                Ok(Meld::TrumpSevenExchange)
            } else {
                Err(Reason::new("gaigel.not-trump-seven").with("trump", Arg::Suit(trump)))
            }
        }
        Declaration::FiveSevens => {
            if is_five_sevens(cards) {
                Ok(Meld::FiveSevens)
            } else {
                Err(Reason::new("gaigel.not-five-sevens"))
            }
        }
    }
}

/// Card points of a list of cards (section 4).
pub fn card_points(cards: &[Card]) -> u32 {
    cards.iter().map(|&c| points_of(play::index(c))).sum()
}

/// A team's total for the deal (8.1): captured cards, melds, last-trick bonus.
pub fn deal_points(
    trump: Suit,
    captured: &[Card],
    melds: &[(Declaration, Vec<Card>)],
    last: bool,
) -> (u32, u32, Vec<Reason>) {
    let cards = card_points(captured);
    let mut meld_total = 0;
    let mut reasons = Vec::new();
    for (decl, meld_cards) in melds {
        match classify(trump, *decl, meld_cards) {
            Ok(m) => {
                meld_total += m.points();
                reasons.push(m.reason());
            }
            Err(r) => reasons.push(r.with("points", Arg::Int(0))),
        }
    }
    (cards, meld_total + if last { 10 } else { 0 }, reasons)
}

/// The declarer's relation to the trick just completed (`role` field).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Role {
    TrickWinner,
    WinnerPartner,
    Opponent,
    None,
}

impl Role {
    pub const TOKENS: &'static [&'static str] =
        &["trick-winner", "winner-partner", "opponent", "none"];
    pub fn parse(token: &str) -> Option<Role> {
        Some(match token {
            "trick-winner" => Role::TrickWinner,
            "winner-partner" => Role::WinnerPartner,
            "opponent" => Role::Opponent,
            "none" => Role::None,
            _ => return None,
        })
    }
}

/// The facts a `declaration-allowed` position gives (see the spec's field table).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DeclarationContext {
    pub role: Role,
    pub winner_declared: bool,
    pub drawn: bool,
    pub stock_empty: bool,
    pub declared_suits: Vec<Suit>,
    pub player_has_won_trick: bool,
    pub team_has_won_trick: bool,
    pub turned_card_on_table: bool,
}

/// Sections 7.2–7.4: every condition that forbids the declaration now (empty = allowed).
pub fn declaration_obstacles(
    trump: Suit,
    declaration: Declaration,
    cards: &[Card],
    ctx: &DeclarationContext,
) -> Vec<Reason> {
    let mut no = Vec::new();
    match declaration {
        Declaration::Marriage => {
            match marriage_suit(cards) {
                None => no.push(Reason::new("gaigel.not-a-marriage")),
                Some((suit, _)) if ctx.declared_suits.contains(&suit) => {
                    no.push(Reason::new("gaigel.suit-closed").with("suit", Arg::Suit(suit)))
                }
                Some(_) => {}
            }
            match ctx.role {
                Role::Opponent => no.push(Reason::new("gaigel.opponent-cannot-marry")),
                Role::None => no.push(Reason::new("gaigel.no-trick-just-won")),
                Role::TrickWinner | Role::WinnerPartner => {}
            }
            if ctx.winner_declared {
                no.push(Reason::new("gaigel.one-marriage-per-trick"));
            }
            if ctx.drawn && ctx.role != Role::None {
                no.push(Reason::new("gaigel.marriage-after-draw"));
            }
            if ctx.stock_empty {
                no.push(Reason::new("gaigel.no-marriage-after-stock"));
            }
        }
        Declaration::TrumpSevenExchange => {
            if !is_trump_seven(cards, trump) {
                no.push(Reason::new("gaigel.not-trump-seven").with("trump", Arg::Suit(trump)));
            }
            if !ctx.player_has_won_trick {
                no.push(if ctx.team_has_won_trick {
                    Reason::new("gaigel.partner-trick-not-enough")
                } else {
                    Reason::new("gaigel.no-trick-won")
                });
            }
            if !ctx.turned_card_on_table {
                no.push(Reason::new("gaigel.turned-card-gone"));
            }
        }
        Declaration::FiveSevens => {
            if !is_five_sevens(cards) {
                no.push(Reason::new("gaigel.not-five-sevens"));
            }
            // Only the hand size counts, not the stock: with the stock exhausted a player
            // still holds five cards after trick 7's draw and in trick 8 before he plays
            // (7.4: tricks 1 to 8). From trick 9 on nobody has five cards, and every position
            // of those tricks says so through `role` and `drawn` (no draw after trick 8).
            if ctx.role != Role::None && !ctx.drawn {
                no.push(Reason::new("gaigel.five-sevens-four-cards"));
            }
        }
    }
    no
}

/// The reason given when a declaration is allowed.
pub fn allowed_reason(trump: Suit, declaration: Declaration, cards: &[Card]) -> Reason {
    let base = Reason::new(match declaration {
        Declaration::Marriage => "gaigel.marriage-allowed",
        Declaration::TrumpSevenExchange => "gaigel.exchange-allowed",
        Declaration::FiveSevens => "gaigel.five-sevens-allowed",
    });
    match classify(trump, declaration, cards) {
        Ok(m) => base.with("points", Arg::Int(m.points() as i64)),
        Err(_) => base,
    }
}

/// How a deal ended (`event` field).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Event {
    Declare,
    MissedDeclarationClaim,
    NoDeclaration,
}

impl Event {
    pub const TOKENS: &'static [&'static str] =
        &["declare", "missed-declaration-claim", "no-declaration"];
    pub fn parse(token: &str) -> Option<Event> {
        Some(match token {
            "declare" => Event::Declare,
            "missed-declaration-claim" => Event::MissedDeclarationClaim,
            "no-declaration" => Event::NoDeclaration,
            _ => return None,
        })
    }
}

/// A `deal-score` position after checking: the fields its event needs are present.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DealEnd {
    pub event: Event,
    pub declarer: Option<Team>,
    pub disputed: bool,
    pub accused: Option<Team>,
    pub claimant: Option<Team>,
    pub points: Option<PerTeam<u32>>,
    pub tricks: Option<PerTeam<u32>>,
    pub carry: u32,
}

/// Game points for the deal (8.2, 8.3): per team, and the carry passed on. The position's
/// `u32` carry is counted in `i64`, where adding the deal's 1 or 2 can never overflow.
pub fn deal_score(end: &DealEnd) -> (PerTeam<i64>, i64, Vec<Reason>) {
    let carry = end.carry as i64;
    let award = |team: Team, n: i64| match team {
        Team::A => PerTeam { a: n, b: 0 },
        Team::B => PerTeam { a: 0, b: n },
    };
    let mut reasons = Vec::new();
    let (winner, base) = match end.event {
        Event::NoDeclaration => {
            reasons.push(Reason::new("gaigel.void-deal").with("carry", Arg::Int(carry + 1)));
            return (PerTeam { a: 0, b: 0 }, carry + 1, reasons);
        }
        Event::Declare => {
            let declarer = end.declarer.unwrap_or(Team::A);
            if end.disputed {
                let pts = end.points.unwrap_or_default().get(declarer);
                if pts >= 101 {
                    reasons.push(
                        Reason::new("gaigel.dispute-lost")
                            .with("team", Arg::Team(declarer))
                            .with("points", Arg::Int(pts as i64)),
                    );
                    (declarer, 2)
                } else {
                    reasons.push(
                        Reason::new("gaigel.dispute-won")
                            .with("team", Arg::Team(declarer))
                            .with("points", Arg::Int(pts as i64)),
                    );
                    (declarer.other(), 2)
                }
            } else {
                let opp_tricks = end.tricks.unwrap_or_default().get(declarer.other());
                if opp_tricks == 0 {
                    reasons
                        .push(Reason::new("gaigel.knock-gaigel").with("team", Arg::Team(declarer)));
                    (declarer, 2)
                } else {
                    reasons.push(Reason::new("gaigel.knock").with("team", Arg::Team(declarer)));
                    (declarer, 1)
                }
            }
        }
        Event::MissedDeclarationClaim => {
            let accused = end.accused.unwrap_or(Team::A);
            let claimant = end.claimant.unwrap_or(accused.other());
            let pts = end.points.unwrap_or_default().get(accused);
            if pts >= 101 {
                reasons.push(
                    Reason::new("gaigel.claim-right")
                        .with("team", Arg::Team(accused))
                        .with("points", Arg::Int(pts as i64)),
                );
                (claimant, 2)
            } else {
                reasons.push(
                    Reason::new("gaigel.claim-wrong")
                        .with("team", Arg::Team(accused))
                        .with("points", Arg::Int(pts as i64)),
                );
                (accused, 2)
            }
        }
    };
    if carry > 0 {
        reasons.push(Reason::new("gaigel.carry-added").with("carry", Arg::Int(carry)));
    }
    (award(winner, base + carry), 0, reasons)
}

/// Section 8.4: the team that reaches 7 game points with this deal, if any. The sums are
/// taken in `i64`, where two `u32` never overflow.
pub fn game_winner(before: PerTeam<u32>, awarded: PerTeam<u32>) -> (Option<Team>, Reason) {
    let total = PerTeam {
        a: before.a as i64 + awarded.a as i64,
        b: before.b as i64 + awarded.b as i64,
    };
    let winner = if total.a >= 7 {
        Some(Team::A)
    } else if total.b >= 7 {
        Some(Team::B)
    } else {
        None
    };
    let reason = match winner {
        Some(t) => Reason::new("gaigel.game-won")
            .with("team", Arg::Team(t))
            .with("total", Arg::Int(total.get(t))),
        None => Reason::new("gaigel.game-goes-on")
            .with("a", Arg::Int(total.a))
            .with("b", Arg::Int(total.b)),
    };
    (winner, reason)
}

/// Seven-ness of a compact card, for the deal simulation.
#[inline]
pub fn is_seven(i: u8) -> bool {
    rank_of(i) == 5
}

/// Suit of a compact card, for the deal simulation.
#[inline]
pub fn suit(i: u8) -> u8 {
    suit_of(i)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn void_deal(carry: u32) -> DealEnd {
        DealEnd {
            event: Event::NoDeclaration,
            declarer: None,
            disputed: false,
            accused: None,
            claimant: None,
            points: None,
            tricks: None,
            carry,
        }
    }

    #[test]
    fn the_largest_carry_is_counted_exactly() {
        // A void deal passes the carry on, one more (8.3): u32::MAX + 1 does not fit a u32.
        let (award, next, _) = deal_score(&void_deal(u32::MAX));
        assert_eq!((award.a, award.b, next), (0, 0, 4_294_967_296));
        // A Gaigel knock scores 2 plus the carry (8.2, 8.3).
        let knock = DealEnd {
            event: Event::Declare,
            declarer: Some(Team::B),
            tricks: Some(PerTeam { a: 0, b: 9 }),
            ..void_deal(u32::MAX)
        };
        let (award, next, _) = deal_score(&knock);
        assert_eq!((award.a, award.b, next), (0, 4_294_967_297, 0));
        // Game points before and awarded are added without overflow (8.4).
        let (winner, reason) = game_winner(PerTeam { a: 6, b: 0 }, PerTeam { a: u32::MAX, b: 0 });
        assert_eq!(winner, Some(Team::A));
        assert_eq!(reason.arg("total"), Some(&Arg::Int(4_294_967_301)));
    }
}
