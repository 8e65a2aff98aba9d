//! Vier-Anderle's and Japanisch's drill topics: the rule clauses that generated questions
//! drill, each with the engine's reason rules that show the clause decided a position and
//! the wrong beliefs a position must refute. Their names are messages `topic-vier-anderle-<id>`.

use super::beliefs::Belief;
use crate::rules::drill::{self, deal_score, legal_plays, topic, trick_winner};
use crate::rules::game::Game;
use crate::rules::trick_beliefs::TrickBelief;
use crate::rules::vier_anderle::{DeclaringOrder, Rules, TricklessPay};
use Belief::*;
use TrickBelief::*;

/// A topic of Vier-Anderle or Japanisch, with its own beliefs.
pub type Topic = drill::Topic<&'static [Belief]>;

/// The topics of both rule sets, in the order they are listed and drawn from.
const VIER_ANDERLE: &[Topic] = &[
    deal_score(
        Game::VierAnderle,
        "ante",
        &["vier-anderle.ante"],
        &[AnteNotCounted],
    ),
    deal_score(
        Game::VierAnderle,
        "trickless-pays-pot",
        &["vier-anderle.trickless-pay"],
        &[TricklessPaysFour],
    ),
    trick_winner(
        Game::VierAnderle,
        "other-suits-never-win",
        // The lead's highest card winning is the same clause seen from the winner's side.
        &[
            "vier-anderle.other-suits-never-win",
            "vier-anderle.highest-of-led",
        ],
        &[Trick(HighestAnySuit)],
    ),
    legal_plays(
        Game::VierAnderle,
        "head-the-trick",
        &["vier-anderle.heads", "vier-anderle.must-head"],
        &[Trick(FollowOnly)],
    ),
    legal_plays(
        Game::VierAnderle,
        "trick-trumped",
        &["vier-anderle.follow-trumped"],
        &[Trick(BeatInSuit)],
    ),
    legal_plays(
        Game::VierAnderle,
        "trump-led",
        &["vier-anderle.beats-trump", "vier-anderle.must-beat-trump"],
        &[Trick(FollowOnly)],
    ),
    legal_plays(
        Game::VierAnderle,
        "must-trump",
        &["vier-anderle.trumps", "vier-anderle.must-trump"],
        &[Trick(FollowOnly)],
    ),
    legal_plays(
        Game::VierAnderle,
        "over-trump",
        &["vier-anderle.overtrumps", "vier-anderle.must-overtrump"],
        &[Trick(TrumpWhenVoid)],
    ),
    legal_plays(
        Game::VierAnderle,
        "losing-trump",
        &["vier-anderle.trump-under", "vier-anderle.must-trump-under"],
        &[Trick(FollowOnly)],
    ),
    topic(
        "deal-type",
        Game::VierAnderle,
        "deal-type",
        &["vier-anderle.pot-empty", "vier-anderle.pot-holds-chips"],
        &[EveryDealInOut, SmallPotAllPlay],
    ),
    topic(
        "opening-leader",
        Game::VierAnderle,
        "opening-leader",
        &["vier-anderle.all-play-lead", "vier-anderle.first-in-leads"],
        &[DealerLeads, SeatZeroLeads],
    ),
    topic(
        "declaration-order",
        Game::VierAnderle,
        "declaration-order",
        &["vier-anderle.declare-order"],
        &[DealerDeclaresFirst],
    ),
    deal_score(
        Game::VierAnderle,
        "one-or-none-in",
        &["vier-anderle.nobody-in", "vier-anderle.lone-takes-pot"],
        &[AnteNotCounted, LoneWithoutAnte],
    ),
];

/// The topics of Japanisch's options: no heading duty, the drop fee, the fixed payment.
/// Listed before the shared ones when they apply (see [`applies`]).
const JAPANISCH: &[Topic] = &[
    legal_plays(
        Game::JapanischVierAnderle,
        "japanisch-follow",
        &["vier-anderle.japanisch-follow-any"],
        &[Trick(BeatInSuit)],
    ),
    deal_score(
        Game::JapanischVierAnderle,
        "drop-fees",
        &["vier-anderle.drop-fees"],
        &[NoDropFee],
    ),
    deal_score(
        Game::JapanischVierAnderle,
        "fixed-eight",
        &["vier-anderle.japanisch-trickless-pay"],
        &[TricklessPaysPot],
    ),
    topic(
        "declaration-order",
        Game::JapanischVierAnderle,
        "japanisch-declaration-order",
        &["vier-anderle.japanisch-declare-order"],
        &[DeclareFromLeft],
    ),
];

/// Whether a rule set has an option (a named option of [`Rules`]).
type HasOption = fn(Rules) -> bool;

/// The Vier-Anderle topics whose clause only some rule sets have, each with the option that
/// gives it; every other topic applies to both.
const OPTIONAL: &[(&str, HasOption)] = &[
    ("head-the-trick", |r| r.must_head_in_suit()),
    ("trick-trumped", |r| r.must_head_in_suit()),
    ("japanisch-follow", |r| !r.must_head_in_suit()),
    ("drop-fees", |r| r.drop_fee().is_some()),
    ("trickless-pays-pot", |r| {
        r.trickless_pays() == TricklessPay::Pot
    }),
    ("fixed-eight", |r| {
        matches!(r.trickless_pays(), TricklessPay::Fixed(_))
    }),
    ("declaration-order", |r| {
        r.declaring_order() == DeclaringOrder::FromDealersLeft
    }),
    ("japanisch-declaration-order", |r| {
        r.declaring_order() == DeclaringOrder::FromDealersRight
    }),
];

/// Whether the topic `id` drills a clause that `rules` have.
fn applies(id: &str, rules: Rules) -> bool {
    OPTIONAL
        .iter()
        .find(|(topic, _)| *topic == id)
        .is_none_or(|(_, has)| has(rules))
}

/// The topics of a rule set (the clauses it has: the shared ones and its own), each asked
/// under the rule set's own options.
pub fn topics(rules: Rules) -> Vec<Topic> {
    JAPANISCH
        .iter()
        .chain(VIER_ANDERLE)
        .filter(|t| applies(t.id, rules))
        .map(|t| Topic {
            game: rules.game(),
            ..*t
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ids(rules: Rules) -> Vec<&'static str> {
        topics(rules).iter().map(|t| t.id).collect()
    }

    #[test]
    fn every_optional_topic_exists_and_belongs_to_one_rule_set() {
        for (id, _) in OPTIONAL {
            let holders: Vec<Rules> = Rules::ALL
                .into_iter()
                .filter(|&r| ids(r).contains(id))
                .collect();
            assert_eq!(holders.len(), 1, "{id}: {holders:?}");
        }
    }

    #[test]
    fn the_heading_duty_and_the_payments_pick_the_topics() {
        // 7.3: the original heads the trick in suit; Japanisch follows with any card of the
        // suit. 8.2 / 8.3: the pot, or a fixed 8; 6.2: a drop fee in Japanisch only.
        let original = ids(Rules::Original);
        let japanisch = ids(Rules::Japanisch);
        for id in ["head-the-trick", "trick-trumped", "trickless-pays-pot"] {
            assert!(original.contains(&id) && !japanisch.contains(&id), "{id}");
        }
        for id in ["japanisch-follow", "drop-fees", "fixed-eight"] {
            assert!(japanisch.contains(&id) && !original.contains(&id), "{id}");
        }
        for id in ["ante", "trump-led", "over-trump", "losing-trump"] {
            assert!(original.contains(&id) && japanisch.contains(&id), "{id}");
        }
        assert!(topics(Rules::Japanisch)
            .iter()
            .all(|t| t.game == Game::JapanischVierAnderle));
    }
}
