//! Marglia's drill topics: the rule clauses that generated questions drill, each with the
//! engine's reason rules that show the clause decided a position and the wrong beliefs a
//! position must refute. Their names are messages `topic-marglia-<id>`.

use super::beliefs::Belief;
use crate::rules::drill::{self, at, card_points, deal_score, legal_plays, topic, trick_winner};
use crate::rules::game::Game;
use crate::rules::marglia::Rules;
use crate::rules::trick_beliefs::TrickBelief;
use Belief::*;
use TrickBelief::*;

/// A topic of Marglia or Maniglia, with its own beliefs.
pub type Topic = drill::Topic<&'static [Belief]>;

/// The topics of both rule sets, in the order they are listed and drawn from.
const MARGLIA: &[Topic] = &[
    deal_score(
        Game::Marglia,
        "below-35",
        &["marglia.deal-score-zero"],
        &[NegativeScore],
    ),
    card_points(
        Game::Marglia,
        "frillo-point",
        &["marglia.frillo-bonus"],
        &[NoFrilloPoint],
    ),
    trick_winner(
        Game::Marglia,
        "other-suits-never-win",
        &["marglia.discards-never-win"],
        &[Trick(HighestAnySuit)],
    ),
    legal_plays(
        Game::Marglia,
        "follow-suit",
        &["marglia.follows", "marglia.must-follow"],
        &[Trick(BeatInSuit), Trick(AnythingGoes)],
    ),
    legal_plays(
        Game::Marglia,
        "must-trump",
        &["marglia.trumps", "marglia.must-trump"],
        &[Trick(FollowOnly)],
    ),
    legal_plays(
        Game::Marglia,
        "over-trump",
        &["marglia.overtrumps", "marglia.must-overtrump"],
        &[Trick(TrumpWhenVoid)],
    ),
    legal_plays(
        Game::Marglia,
        "partner-winning",
        &["marglia.partner-winning"],
        &[Trick(OvertrumpWhenVoid)],
    ),
    legal_plays(
        Game::Marglia,
        "cannot-overtrump",
        &["marglia.cannot-overtrump"],
        &[Trick(TrumpWhenVoid)],
    ),
    legal_plays(
        Game::Marglia,
        "no-trumps",
        &["marglia.no-trumps"],
        &[DiscardLowest],
    ),
    topic(
        "turnup-credit",
        Game::Marglia,
        "turned-card",
        &[
            "marglia.may-stop",
            "marglia.no-credit-no-stop",
            "marglia.may-not-stop",
        ],
        &[CreditAtEnd, AnyScoreStops],
    ),
    topic(
        "turnup-credit",
        Game::Maniglia,
        "maniglia-29",
        &["marglia.maniglia-29"],
        &[CreditAlways],
    ),
    at(
        &[4],
        legal_plays(
            Game::Maniglia,
            "solo-play",
            &["marglia.no-partnerships"],
            &[PartnerTwoBack],
        ),
    ),
    at(
        &[3, 5],
        legal_plays(
            Game::Maniglia,
            "three-or-five",
            &["marglia.no-partnerships"],
            &[PartnerTwoBack],
        ),
    ),
];

/// The Marglia topics whose clause only one rule set has: the option to stop after a
/// credit never arises in Maniglia (section 9), and only Maniglia has the 29-point rule and
/// players alone.
const MARGLIA_ONLY: &[&str] = &["turned-card"];
const MANIGLIA_ONLY: &[&str] = &["maniglia-29", "solo-play", "three-or-five"];

/// The topics of a rule set: the shared ones and its own, each asked in the rule set's own
/// pack and at its own tables.
pub fn topics(rules: Rules) -> Vec<Topic> {
    let only = match rules {
        Rules::Marglia => MANIGLIA_ONLY,
        Rules::Maniglia => MARGLIA_ONLY,
    };
    MARGLIA
        .iter()
        .filter(|t| !only.contains(&t.id))
        .map(|t| Topic {
            game: rules.game(),
            ..*t
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_rule_set_has_its_own_topics_at_its_own_tables() {
        // Section 9: Maniglia's option to stop never arises, the 29-point rule and players
        // alone are Maniglia's; the rest is shared, and asked in each game's own pack.
        let ids = |rules| -> Vec<&str> { topics(rules).iter().map(|t| t.id).collect() };
        let (marglia, maniglia) = (ids(Rules::Marglia), ids(Rules::Maniglia));
        assert!(marglia.contains(&"turned-card") && !maniglia.contains(&"turned-card"));
        for id in ["maniglia-29", "solo-play", "three-or-five"] {
            assert!(maniglia.contains(&id) && !marglia.contains(&id), "{id}");
        }
        for id in ["partner-winning", "no-trumps", "below-35", "frillo-point"] {
            assert!(maniglia.contains(&id) && marglia.contains(&id), "{id}");
        }
        assert!(topics(Rules::Maniglia)
            .iter()
            .all(|t| t.game == Game::Maniglia));
        let three_or_five = topics(Rules::Maniglia)
            .into_iter()
            .find(|t| t.id == "three-or-five")
            .unwrap();
        assert_eq!(three_or_five.players, &[3, 5]);
    }
}
