//! Which section of `tricktutor rules GAME` explains each reason the engine gives: one
//! table per game family, from a section id of the game's `rules` list (its manifest) to
//! the reasons that section explains.
//!
//! The tables hold ids only. A reference is rendered from them at the moment it is shown
//! ([`super::Renderer::rule_ref`]): the section's number is its place in the manifest's
//! `rules` list and its title is its `rules-<family>-<section>-title` message, so a
//! reference always names the section exactly as `tricktutor rules GAME` prints it, in the
//! learner's language, however the list is reordered. The reason texts themselves cite no
//! section numbers.
//!
//! They live here, beside the rendering, rather than in the manifests: reason ids are the
//! engine's, fixed in code, while a manifest's `rules` list may be replaced from disk
//! (`--lessons`); a reference to a section such a list leaves out is simply not shown.
//! `tests/refs.rs` resolves every reason of every game against the embedded lists.

/// A family's table: `(section id, reason ids without the family prefix)`.
pub type Table = &'static [(&'static str, &'static [&'static str])];

const GAIGEL: Table = &[
    (
        "ranks",
        &["highest-trump", "highest-of-led-suit", "twin-played-first"],
    ),
    ("points", &["card-points", "last-trick-bonus", "deal-total"]),
    (
        "play",
        &[
            "lead",
            "free-play",
            "not-in-hand",
            "draw-from-winner",
            "last-draw-turned-card",
        ],
    ),
    (
        "strict",
        &[
            "follows-and-beats",
            "follows-cannot-beat",
            "follows-trumped-trick",
            "trumps",
            "overtrumps",
            "cannot-overtrump",
            "no-led-suit-no-trump",
            "must-follow-suit",
            "must-beat",
            "must-follow-not-trump",
            "must-trump",
            "must-overtrump",
        ],
    ),
    ("announcements", &["announcements-first"]),
    (
        "marriages",
        &[
            "meld-marriage",
            "meld-double-marriage",
            "meld-royal-marriage",
            "meld-double-royal-marriage",
            "not-a-marriage",
            "suit-closed",
            "opponent-cannot-marry",
            "no-trick-just-won",
            "one-marriage-per-trick",
            "marriage-after-draw",
            "no-marriage-after-stock",
            "marriage-allowed",
        ],
    ),
    (
        "exchange",
        &[
            "meld-trump-seven-exchange",
            "not-trump-seven",
            "partner-trick-not-enough",
            "no-trick-won",
            "turned-card-gone",
            "exchange-allowed",
        ],
    ),
    (
        "five-sevens",
        &[
            "meld-five-sevens",
            "not-five-sevens",
            "five-sevens-four-cards",
            "five-sevens-allowed",
            "ended-five-sevens",
        ],
    ),
    (
        "knocking",
        &["knock", "missed-no-knock", "ended-knock", "knock-stands"],
    ),
    (
        "gaigel",
        &[
            "knock-gaigel",
            "dispute-lost",
            "dispute-won",
            "knock-disputed",
        ],
    ),
    (
        "claims",
        &[
            "claim-right",
            "claim-wrong",
            "claim-too-early",
            "ended-claim",
            // "A deal ends at the first of these": what a deal still waits for.
            "deal-unfinished",
        ],
    ),
    ("void", &["void-deal", "carry-added", "ended-void"]),
    ("end", &["game-won", "game-goes-on"]),
];

const RIKKEN: Table = &[
    ("ranks", &["highest-trump", "highest-of-led", "no-trumps"]),
    ("lead", &["lead-free", "not-in-hand"]),
    (
        "follow",
        &[
            "called-must-fall",
            "called-must-fall-other",
            "follows",
            "must-follow",
            "void-any",
        ],
    ),
    (
        "blind",
        &[
            "face-down-led-suit",
            "face-down-never-wins",
            "face-down-not-blind",
            "face-down-called-out",
            "face-down-declarer-leads",
        ],
    ),
    (
        "auction",
        &[
            "no-bid-yet",
            "highest-bid",
            "join-pair",
            "three-aces-floor",
            "troela-needs-three-aces",
            "three-aces-must-bid",
            "pass-allowed",
            "bid-first",
            "bid-higher",
            "bid-joins",
            "bid-same-rank",
            "bid-not-higher",
            "passed-out",
            "declarer",
        ],
    ),
    (
        "calling",
        &[
            "call-ace",
            "call-lower-rank",
            "call-not-trump",
            "call-not-hearts",
            "call-held-suit",
            "call-not-void",
            "call-blind",
            "call-not-candidate",
            // The announcement after the auction names trumps and the called card at
            // once; Rik beter's hearts are said there.
            "rik-beter-hearts",
            "partner-called",
        ],
    ),
    ("troela", &["troela-trump", "partner-fourth-ace"]),
    ("simultaneous", &["simultaneous"]),
    (
        "scoring",
        &[
            "score-made",
            "score-failed",
            "score-overtricks",
            "score-undertricks",
            "score-all-tricks",
            "score-value",
            "score-fixed-made",
            "score-fixed-failed",
            "side-tricks",
            "declarer-tricks",
        ],
    ),
    (
        "settlement",
        &[
            "settle-partners-made",
            "settle-partners-failed",
            "settle-alone-made",
            "settle-alone-failed",
            "passed-out-score",
        ],
    ),
];

const MARGLIA: Table = &[
    (
        "ranks",
        &["highest-trump", "highest-of-led", "discards-never-win"],
    ),
    ("points", &["card-values", "frillo-bonus"]),
    (
        "stop",
        &[
            "turnup-value",
            "may-stop",
            "no-credit-no-stop",
            "may-not-stop",
            "deal-stopped",
        ],
    ),
    ("play", &["lead-free", "not-in-hand", "deal-unfinished"]),
    (
        "follow",
        &[
            "follows",
            "must-follow",
            "no-trumps",
            "partner-winning",
            "cannot-overtrump",
            "overtrumps",
            "must-overtrump",
            "trumps",
            "must-trump",
        ],
    ),
    (
        "scoring",
        &["deal-score", "deal-score-zero", "all-tricks-played"],
    ),
    ("maniglia", &["no-partnerships"]),
    ("maniglia-credit", &["maniglia-29"]),
    ("maniglia-scoring", &["solo-card-points"]),
];

const PERLAGGEN: Table = &[
    (
        "perlaggen",
        &[
            "wild-set-seven",
            "wild-set",
            "permanent-wild",
            "trump-wild",
            "natural",
        ],
    ),
    ("baptism", &["identity-decides", "natural-baptised"]),
    (
        "ranks",
        &["highest-trump", "highest-of-led", "equal-identities"],
    ),
    (
        "deal",
        &[
            "cut-keeps",
            "cut-ends",
            "cut-size",
            "packets",
            "printed-suit",
        ],
    ),
    (
        "exchange",
        &[
            "indicator-natural",
            "indicator-permanent",
            "indicator-trump-wild",
            "dealer-exchanges",
            "partner-exchanges",
            "nobody-exchanges",
            "exchange-ineligible",
        ],
    ),
    (
        "play",
        &[
            "card-not-held",
            "answer-first",
            "deal-spiel-tricks",
            "deal-spiel-conceded",
            "deal-unfinished",
        ],
    ),
    (
        "follow",
        &[
            "lead-free",
            "trumps-led",
            "follow-or-trump",
            "no-natural-of-led",
            "wild-any",
            "wild-any-free",
            "wild-trump-only",
            "wild-led-or-trump",
            "must-follow-or-trump",
            "follows",
            "trumps-instead",
            "baptism-allowed",
            "baptism-not-allowed",
            "face-allowed",
            "face-not-allowed",
        ],
    ),
    ("figures", &["nobody-has-figure"]),
    ("gleich", &["gleich-stands-equal", "best-gleich"]),
    ("hanger", &["hanger-stands-equal", "best-hanger"]),
    (
        "betting",
        &[
            "already-decided",
            "bet-pending",
            "show-no-spiel-bet",
            "show-not-your-turn",
            "bet-alternate",
            "bet-above-aus",
            "endgame-limit",
            "no-example",
            "fifth-trick-card",
            "fifth-trick-qualifies",
            "may-bet",
        ],
    ),
    (
        "answering",
        &[
            "may-concede",
            "nothing-pending",
            "own-bet",
            "raise-limit",
            "may-raise",
            "may-hold",
        ],
    ),
    (
        "show",
        &[
            "show-figure-done",
            "show-stood",
            "contest-no-example",
            "contest-too-weak",
            "deal-shown",
        ],
    ),
    (
        "validation",
        &[
            "both-fail",
            "team-fails",
            "failed-figure-passes",
            "proof-fails",
        ],
    ),
    (
        "scoring",
        &[
            "aus-no-points",
            "figure-scores",
            "figure-stands",
            "failing-cannot-win",
            "aus-wins-game",
            "reaches-target",
            "nobody-reaches-target",
        ],
    ),
    (
        "gestrichen",
        &[
            "no-long-figure",
            "long-figures-equal",
            "long-figure-wins",
            "deal-gestrichen-spiel",
            "deal-split-gestrichen",
            "deal-claim",
        ],
    ),
];

const VIER_ANDERLE: Table = &[
    (
        "ranks",
        &["highest-trump", "highest-of-led", "other-suits-never-win"],
    ),
    ("deal", &["ante"]),
    (
        "kinds",
        &[
            "pot-empty",
            "pot-holds-chips",
            "pot-after",
            "ended-all-play",
        ],
    ),
    (
        "declaring",
        &[
            "no-declaring-all-play",
            "declare-order",
            "declaration-final",
            "declare-first",
            "lone-takes-pot",
            "nobody-in",
            "ended-in-out",
            "ended-lone-player",
            "ended-nobody-in",
        ],
    ),
    (
        "lead",
        &[
            "all-play-lead",
            "first-in-leads",
            "lone-named",
            "nobody-leads",
            "not-in-hand",
            "unfinished",
        ],
    ),
    (
        "follow",
        &[
            "lead-free",
            "no-trump-to-follow",
            "beats-trump",
            "must-beat-trump",
            "cannot-beat-trump",
            "must-play-trump",
            "follow-trumped",
            "heads",
            "must-head",
            "cannot-head",
            "must-follow",
            "trumps",
            "must-trump",
            "overtrumps",
            "must-overtrump",
            "trump-under",
            "must-trump-under",
            "discard",
        ],
    ),
    (
        "settle-all-play",
        &["all-play-everyone-took", "all-play-trickless"],
    ),
    (
        "settle-in-out",
        &["quarter-shares", "no-trickless", "trickless-pay"],
    ),
    (
        "japanisch",
        &[
            "japanisch-follow-any",
            "japanisch-no-heading",
            "japanisch-declare-order",
            "drop-fees",
            "japanisch-trickless-pay",
            "side-pot-moves",
        ],
    ),
];

/// Every family's table, by the family's token (the prefix of its reason ids).
pub const TABLES: &[(&str, Table)] = &[
    ("gaigel", GAIGEL),
    ("rikken", RIKKEN),
    ("marglia", MARGLIA),
    ("perlaggen", PERLAGGEN),
    ("vier-anderle", VIER_ANDERLE),
];

/// The reasons of the table referee that belong to no game (whose turn it is, a deal that
/// is over): they state how a table works, not a rule of the game, and cite no section.
pub const NOT_RULES: &[&str] = &["table.not-your-turn", "table.deal-over", "table.not-now"];

/// The section explaining a reason (`gaigel.must-beat` → `("gaigel", "strict")`): the
/// family whose `rules` list holds it and its id there; `None` for a reason in no table.
pub fn section_of(rule: &str) -> Option<(&'static str, &'static str)> {
    let (family, id) = rule.split_once('.')?;
    let (family, table) = TABLES.iter().find(|(f, _)| *f == family)?;
    table
        .iter()
        .find(|(_, reasons)| reasons.contains(&id))
        .map(|(section, _)| (*family, *section))
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeSet;

    #[test]
    fn a_reason_is_found_in_its_own_family_only() {
        assert_eq!(section_of("gaigel.must-beat"), Some(("gaigel", "strict")));
        assert_eq!(section_of("rikken.must-follow"), Some(("rikken", "follow")));
        assert_eq!(
            section_of("vier-anderle.drop-fees"),
            Some(("vier-anderle", "japanisch"))
        );
        // Rikken has no reason `must-beat`; the family decides, not the last part alone.
        assert_eq!(section_of("rikken.must-beat"), None);
        assert_eq!(section_of("chess.must-beat"), None);
        assert_eq!(section_of("must-beat"), None);
    }

    #[test]
    fn no_reason_is_listed_under_two_sections() {
        for (family, table) in TABLES {
            let mut seen = BTreeSet::new();
            for (section, reasons) in table.iter() {
                for r in reasons.iter() {
                    assert!(
                        seen.insert(*r),
                        "{family}.{r} listed twice (again in {section})"
                    );
                }
            }
        }
    }
}
