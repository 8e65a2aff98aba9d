//! Positions built in code go through the same check as positions read from files: only a
//! checked position has a verdict, so a list too short or too long for its kind and a card
//! or suit of another pack are refused with a problem instead of reaching the engine (where
//! an empty trick has no winner to index, and a `spades-2` in a Gaigel position would have
//! been read as the acorns ace).
//!
//! Fixed cases name, kind by kind, the lists a verdict indexes and every card field of
//! every game; the properties throw arbitrary lists of cards from every pack at the play
//! kinds of each game: `check` never panics, and what it accepts has a verdict.

use proptest::prelude::*;
use proptest::test_runner::{RngAlgorithm, TestRng, TestRunner};
use tricktutor::cards::{Card, Deck, Rank, Suit};
use tricktutor::rules::perlaggen::betting::FigureState;
use tricktutor::rules::perlaggen::cards::Played;
use tricktutor::rules::perlaggen::figures::Figure;
use tricktutor::rules::Position;
use tricktutor::rules::{
    gaigel, marglia, perlaggen, rikken, vier_anderle, Arg, Game, Problem, Query, Team,
};

fn card(deck: Deck, token: &str) -> Card {
    deck.parse_card(token).unwrap()
}

fn cards(deck: Deck, tokens: &[&str]) -> Vec<Card> {
    tokens.iter().map(|t| card(deck, t)).collect()
}

/// The problems of a position the check must refuse.
fn refused(q: Query) -> Vec<Problem> {
    let shown = format!("{q:?}");
    match q.check() {
        Ok(_) => panic!("accepted: {shown}"),
        Err(problems) => problems,
    }
}

/// Asserts that a list of the wrong length is refused at its field, with a length problem.
fn refused_for_length(q: Query, field: &str) {
    let shown = format!("{q:?}");
    let problems = refused(q);
    assert!(
        problems.iter().any(|p| p.field == field
            && ["length", "length-exact", "one-per-seat"].contains(&p.id)),
        "{shown}: {problems:?}"
    );
}

// ---------------------------------------------------------------------------------------
// Lists a verdict indexes: empty or too long, refused by the check.
// ---------------------------------------------------------------------------------------

#[test]
fn the_empty_gaigel_trick_is_refused_not_judged() {
    // This position once reached the verdict, which looked for the winner at trick[0].
    let problems = refused(Query::Gaigel(gaigel::Query::TrickWinner {
        trump: Suit::Hearts,
        trick: vec![],
    }));
    assert_eq!(problems.len(), 1, "{problems:?}");
    assert_eq!(
        (problems[0].field, problems[0].id),
        ("trick", "length-exact")
    );
    assert_eq!(problems[0].arg("actual"), Some(&Arg::Int(0)));
    assert_eq!(problems[0].arg("min"), Some(&Arg::Int(4)));
}

#[test]
fn gaigel_lists_of_the_wrong_length_are_refused() {
    let d = Deck::Gaigel;
    let four = cards(d, &["hearts-A", "hearts-10", "hearts-K", "hearts-O"]);
    let six = cards(
        d,
        &[
            "bells-A", "bells-10", "bells-K", "bells-O", "bells-U", "bells-7",
        ],
    );
    let lp = |trick: Vec<Card>, hand: Vec<Card>| {
        Query::Gaigel(gaigel::Query::LegalPlays {
            trump: Suit::Acorns,
            stock_empty: true,
            trick,
            hand,
        })
    };
    refused_for_length(lp(vec![], vec![]), "hand");
    refused_for_length(lp(four.clone(), six[..2].to_vec()), "trick");
    refused_for_length(lp(vec![], six.clone()), "hand");
    let tw = |trick| {
        Query::Gaigel(gaigel::Query::TrickWinner {
            trump: Suit::Acorns,
            trick,
        })
    };
    refused_for_length(tw(four[..3].to_vec()), "trick");
    refused_for_length(tw(six[..5].to_vec()), "trick");
}

#[test]
fn rikken_lists_of_the_wrong_length_are_refused() {
    let d = Deck::Rikken;
    let hand13: Vec<Card> = d.cards()[..13].to_vec();
    let trick = |cards: Vec<Card>| rikken::Trick {
        face_down: false,
        cards,
    };
    let lp = |t: rikken::Trick, hand: Vec<Card>| {
        Query::Rikken(rikken::Query::LegalPlays {
            contract: rikken::Bid::Alleen8,
            trump: Some(Some(Suit::Hearts)),
            called: None,
            blind: false,
            trick: t,
            hand,
        })
    };
    refused_for_length(lp(trick(vec![]), vec![]), "hand");
    refused_for_length(
        lp(trick(d.cards()[13..17].to_vec()), hand13[..2].to_vec()),
        "trick",
    );
    let tw = |t: rikken::Trick| {
        Query::Rikken(rikken::Query::TrickWinner {
            contract: rikken::Bid::Alleen8,
            trump: Some(Suit::Hearts),
            called: None,
            blind: false,
            trick: t,
        })
    };
    refused_for_length(tw(trick(vec![])), "trick");
    refused_for_length(tw(trick(d.cards()[13..18].to_vec())), "trick");
    for hand in [vec![], hand13[..12].to_vec(), d.cards()[..14].to_vec()] {
        refused_for_length(
            Query::Rikken(rikken::Query::BidLegal {
                hand: hand.clone(),
                auction: vec![],
                to_act: 0,
            }),
            "hand",
        );
        refused_for_length(
            Query::Rikken(rikken::Query::BidAllowed {
                hand: hand.clone(),
                auction: vec![],
                to_act: 0,
                bid: None,
            }),
            "hand",
        );
        refused_for_length(
            Query::Rikken(rikken::Query::CallLegal {
                contract: rikken::Bid::Rik,
                trump: Suit::Hearts,
                hand,
            }),
            "hand",
        );
    }
    for tricks in [vec![], vec![13], vec![3, 3, 3, 2, 2]] {
        refused_for_length(
            Query::Rikken(rikken::Query::DealScore {
                contract: Some(rikken::Bid::Alleen8),
                declarer: Some(0),
                partner: None,
                tricks: Some(tricks),
            }),
            "tricks",
        );
    }
}

#[test]
fn marglia_and_maniglia_lists_of_the_wrong_length_are_refused() {
    for table in [
        marglia::Table::new(marglia::Rules::Marglia),
        marglia::Table {
            rules: marglia::Rules::Maniglia,
            players: 3,
            partnerships: false,
        },
    ] {
        let pack = table.rules.deck().cards();
        let lp = |trick: Vec<Card>, hand: Vec<Card>| {
            Query::Marglia(marglia::Query::LegalPlays {
                table,
                trump: table.suits()[0],
                trick,
                hand,
            })
        };
        refused_for_length(lp(vec![], vec![]), "hand");
        let n = table.players as usize;
        refused_for_length(lp(pack[..n].to_vec(), pack[n..n + 1].to_vec()), "trick");
        let tw = |trick: Vec<Card>| {
            Query::Marglia(marglia::Query::TrickWinner {
                table,
                trump: table.suits()[0],
                trick,
            })
        };
        refused_for_length(tw(vec![]), "trick");
        refused_for_length(tw(pack[..n + 1].to_vec()), "trick");
        // An empty trick among the tricks counted.
        refused_for_length(
            Query::Marglia(marglia::Query::CardPoints {
                table,
                cards: None,
                tricks: Some(vec![pack[..n].to_vec(), vec![]]),
            }),
            "tricks",
        );
    }
}

#[test]
fn vier_anderle_lists_of_the_wrong_length_are_refused() {
    let pack = Deck::VierAnderle { extra_pips: 4 }.cards();
    for rules in vier_anderle::Rules::ALL {
        let q = |ask| Query::VierAnderle(vier_anderle::Query { rules, ask });
        let lp = |trick: Vec<Card>, hand: Vec<Card>| {
            q(vier_anderle::Ask::LegalPlays {
                extra_pips: 4,
                trick,
                hand,
            })
        };
        refused_for_length(lp(vec![], vec![]), "hand");
        refused_for_length(lp(vec![], pack[..5].to_vec()), "hand");
        refused_for_length(lp(pack[..13].to_vec(), pack[13..14].to_vec()), "trick");
        let tw = |trick: Vec<Card>| {
            q(vier_anderle::Ask::TrickWinner {
                extra_pips: 4,
                trick,
            })
        };
        refused_for_length(tw(vec![]), "trick");
        refused_for_length(tw(pack[..1].to_vec()), "trick");
        refused_for_length(tw(pack[..14].to_vec()), "trick");
        // Tricks per seat: one entry per seat, for 4 players.
        for tricks in [vec![], vec![Some(4)], vec![Some(1); 5]] {
            refused_for_length(
                q(vier_anderle::Ask::DealScore(vier_anderle::Deal {
                    players: 4,
                    pot_before: 0,
                    in_seats: None,
                    tricks: Some(tricks),
                })),
                "tricks",
            );
        }
    }
}

#[test]
fn perlaggen_lists_of_the_wrong_length_are_refused() {
    let d = Deck::Perlaggen;
    let pack = d.cards();
    let face = |cs: &[Card]| cs.iter().map(|&c| Played::face(c)).collect::<Vec<_>>();
    let lp = |trick: Vec<Played>, hand: Vec<Card>| {
        Query::Perlaggen(perlaggen::Query::LegalPlays {
            trump: Suit::Leaves,
            trick,
            hand,
        })
    };
    refused_for_length(lp(vec![], vec![]), "hand");
    refused_for_length(lp(face(&pack[..4]), pack[4..5].to_vec()), "trick");
    refused_for_length(lp(vec![], pack[..6].to_vec()), "hand");
    let pl = |trick: Vec<Played>, hand: Vec<Card>| {
        Query::Perlaggen(perlaggen::Query::PlayLegal {
            trump: Suit::Leaves,
            trick,
            play: Played::face(pack[4]),
            hand,
        })
    };
    refused_for_length(pl(face(&pack[..4]), pack[4..5].to_vec()), "trick");
    refused_for_length(pl(vec![], pack[4..10].to_vec()), "hand");
    let tw = |trick| {
        Query::Perlaggen(perlaggen::Query::TrickWinner {
            trump: Suit::Leaves,
            trick,
        })
    };
    refused_for_length(tw(vec![]), "trick");
    refused_for_length(tw(face(&pack[..5])), "trick");
    refused_for_length(
        Query::Perlaggen(perlaggen::Query::CutKeep { seen: vec![] }),
        "seen",
    );
    refused_for_length(
        Query::Perlaggen(perlaggen::Query::ExchangeOptions {
            indicator: pack[0],
            dealer: vec![],
            partner: pack[1..6].to_vec(),
        }),
        "dealer_hand",
    );
    // The figures: four hands of five cards, every seat once.
    let hands = |sizes: &[usize]| {
        let mut next = 0;
        sizes
            .iter()
            .enumerate()
            .map(|(seat, &n)| {
                next += n;
                (seat as u8, face(&pack[next - n..next]))
            })
            .collect::<Vec<_>>()
    };
    for h in [hands(&[]), hands(&[5, 5, 5]), hands(&[5, 5, 5, 4])] {
        for q in [
            perlaggen::Query::GleichWinner {
                trump: Suit::Leaves,
                hands: h.clone(),
            },
            perlaggen::Query::HangerWinner {
                trump: Suit::Leaves,
                hands: h.clone(),
            },
            perlaggen::Query::GestrichenWinner {
                trump: Suit::Leaves,
                hands: h.clone(),
                spiel_winner: Team::A,
            },
        ] {
            refused_for_length(Query::Perlaggen(q), "hands");
        }
    }
}

// ---------------------------------------------------------------------------------------
// Cards and suits of another pack: refused at their field, for every card field.
// ---------------------------------------------------------------------------------------

/// Asserts that the position is refused for exactly one card or suit of another pack, at
/// `field` (and list element `index`), naming it.
fn refused_for_pack(q: Query, field: &str, index: Option<usize>, arg: Arg) {
    let shown = format!("{q:?}");
    let game = q.game();
    let problems = refused(q);
    assert_eq!(problems.len(), 1, "{shown}: {problems:?}");
    let p = &problems[0];
    let (id, name) = match arg {
        Arg::Suit(_) => ("suit-not-in-pack", "suit"),
        _ => ("not-in-pack", "card"),
    };
    assert_eq!((p.id, p.field, p.index), (id, field, index), "{shown}");
    assert_eq!(p.arg(name), Some(&arg), "{shown}");
    assert_eq!(p.arg("game"), Some(&Arg::Name(game.token())), "{shown}");
}

#[test]
fn a_gaigel_card_points_question_with_spades_2_is_refused_not_scored_as_an_ace() {
    // Before the pack check, spades-2 took compact index 0 (the acorns ace): no problem,
    // and 11 points.
    let spades_2 = Card::new(Suit::Spades, Rank::Num(2));
    refused_for_pack(
        Query::Gaigel(gaigel::Query::CardPoints {
            cards: vec![spades_2],
            last_trick: false,
        }),
        "cards",
        Some(0),
        Arg::Card(spades_2),
    );
}

#[test]
fn every_gaigel_card_and_suit_field_refuses_another_pack() {
    let d = Deck::Gaigel;
    let x = Card::new(Suit::Spades, Rank::Num(2));
    let ok = card(d, "hearts-A");
    let g = Query::Gaigel;
    let context = |declared_suits: Vec<Suit>| gaigel::DeclarationContext {
        role: gaigel::Role::TrickWinner,
        winner_declared: false,
        drawn: false,
        stock_empty: false,
        declared_suits,
        player_has_won_trick: true,
        team_has_won_trick: true,
        turned_card_on_table: true,
    };
    let lp = |trump, trick, hand| {
        g(gaigel::Query::LegalPlays {
            trump,
            stock_empty: false,
            trick,
            hand,
        })
    };
    refused_for_pack(
        lp(Suit::Hearts, vec![ok, x], vec![ok]),
        "trick",
        Some(1),
        Arg::Card(x),
    );
    refused_for_pack(
        lp(Suit::Hearts, vec![], vec![x]),
        "hand",
        Some(0),
        Arg::Card(x),
    );
    refused_for_pack(
        lp(Suit::Spades, vec![], vec![ok]),
        "trump",
        None,
        Arg::Suit(Suit::Spades),
    );
    let tw = |trump, trick| g(gaigel::Query::TrickWinner { trump, trick });
    refused_for_pack(
        tw(Suit::Hearts, vec![ok, ok, x, ok]),
        "trick",
        Some(2),
        Arg::Card(x),
    );
    refused_for_pack(
        tw(Suit::Clubs, vec![ok; 4]),
        "trump",
        None,
        Arg::Suit(Suit::Clubs),
    );
    let mp = |trump, cards| {
        g(gaigel::Query::MeldPoints {
            trump,
            declaration: gaigel::Declaration::Marriage,
            cards,
        })
    };
    refused_for_pack(
        mp(Suit::Hearts, vec![ok, x]),
        "cards",
        Some(1),
        Arg::Card(x),
    );
    refused_for_pack(
        mp(Suit::Cups, vec![ok]),
        "trump",
        None,
        Arg::Suit(Suit::Cups),
    );
    let dp = |trump, captured, melds| {
        g(gaigel::Query::DealPoints {
            trump,
            captured,
            melds,
            last_trick: false,
        })
    };
    let meld = |cards| (gaigel::Declaration::Marriage, cards);
    refused_for_pack(
        dp(Suit::Hearts, vec![x], vec![]),
        "captured",
        Some(0),
        Arg::Card(x),
    );
    refused_for_pack(
        dp(
            Suit::Hearts,
            vec![ok],
            vec![meld(vec![ok]), meld(vec![ok, x])],
        ),
        "melds",
        Some(1),
        Arg::Card(x),
    );
    refused_for_pack(
        dp(Suit::Spades, vec![], vec![]),
        "trump",
        None,
        Arg::Suit(Suit::Spades),
    );
    let da = |trump, cards, declared| {
        g(gaigel::Query::DeclarationAllowed {
            trump,
            declaration: gaigel::Declaration::Marriage,
            cards,
            context: context(declared),
        })
    };
    refused_for_pack(
        da(Suit::Hearts, vec![x], vec![]),
        "cards",
        Some(0),
        Arg::Card(x),
    );
    refused_for_pack(
        da(Suit::Diamonds, vec![ok], vec![]),
        "trump",
        None,
        Arg::Suit(Suit::Diamonds),
    );
    refused_for_pack(
        da(Suit::Hearts, vec![ok], vec![Suit::Bells, Suit::Spades]),
        "declared_suits",
        Some(1),
        Arg::Suit(Suit::Spades),
    );
}

#[test]
fn every_rikken_card_and_suit_field_refuses_another_pack() {
    let d = Deck::Rikken;
    let x = Card::new(Suit::Acorns, Rank::Ober);
    let ok = card(d, "hearts-A");
    let r = Query::Rikken;
    let trick = |face_down, cards| rikken::Trick { face_down, cards };
    let lp = |trump, called, t, hand| {
        r(rikken::Query::LegalPlays {
            contract: rikken::Bid::Rik,
            trump,
            called,
            blind: false,
            trick: t,
            hand,
        })
    };
    let hearts = Some(Some(Suit::Hearts));
    refused_for_pack(
        lp(hearts, Some(x), trick(false, vec![]), vec![ok]),
        "called",
        None,
        Arg::Card(x),
    );
    // A card after a face-down lead is the trick's second element.
    refused_for_pack(
        lp(hearts, None, trick(true, vec![x]), vec![ok]),
        "trick",
        Some(1),
        Arg::Card(x),
    );
    refused_for_pack(
        lp(hearts, None, trick(false, vec![]), vec![ok, x]),
        "hand",
        Some(1),
        Arg::Card(x),
    );
    refused_for_pack(
        lp(
            Some(Some(Suit::Leaves)),
            None,
            trick(false, vec![]),
            vec![ok],
        ),
        "trump",
        None,
        Arg::Suit(Suit::Leaves),
    );
    let tw = |trump, called, t| {
        r(rikken::Query::TrickWinner {
            contract: rikken::Bid::Rik,
            trump,
            called,
            blind: false,
            trick: t,
        })
    };
    refused_for_pack(
        tw(Some(Suit::Hearts), Some(x), trick(false, vec![ok; 4])),
        "called",
        None,
        Arg::Card(x),
    );
    refused_for_pack(
        tw(Some(Suit::Hearts), None, trick(false, vec![ok, x, ok, ok])),
        "trick",
        Some(1),
        Arg::Card(x),
    );
    refused_for_pack(
        tw(Some(Suit::Bells), None, trick(false, vec![ok; 4])),
        "trump",
        None,
        Arg::Suit(Suit::Bells),
    );
    refused_for_pack(
        r(rikken::Query::BidLegal {
            hand: vec![x],
            auction: vec![],
            to_act: 0,
        }),
        "hand",
        Some(0),
        Arg::Card(x),
    );
    refused_for_pack(
        r(rikken::Query::BidAllowed {
            hand: vec![ok, ok, x],
            auction: vec![],
            to_act: 0,
            bid: None,
        }),
        "hand",
        Some(2),
        Arg::Card(x),
    );
    let cl = |trump, hand| {
        r(rikken::Query::CallLegal {
            contract: rikken::Bid::Rik,
            trump,
            hand,
        })
    };
    refused_for_pack(cl(Suit::Hearts, vec![x]), "hand", Some(0), Arg::Card(x));
    refused_for_pack(
        cl(Suit::Swords, vec![ok]),
        "trump",
        None,
        Arg::Suit(Suit::Swords),
    );
}

#[test]
fn every_marglia_and_maniglia_card_and_suit_field_refuses_another_pack() {
    let maniglia = marglia::Table::new(marglia::Rules::Maniglia);
    // A French card in Maniglia, a 9 (no such rank) in Marglia.
    for (table, x, foreign_suit) in [
        (
            marglia::Table::new(marglia::Rules::Marglia),
            Card::new(Suit::Hearts, Rank::Num(9)),
            Suit::Cups,
        ),
        (maniglia, Card::new(Suit::Spades, Rank::Ace), Suit::Spades),
    ] {
        let ok = table.card(0);
        let m = Query::Marglia;
        let trump = table.suits()[1];
        let lp = |trump, trick, hand| {
            m(marglia::Query::LegalPlays {
                table,
                trump,
                trick,
                hand,
            })
        };
        refused_for_pack(lp(trump, vec![x], vec![ok]), "trick", Some(0), Arg::Card(x));
        refused_for_pack(
            lp(trump, vec![], vec![ok, x]),
            "hand",
            Some(1),
            Arg::Card(x),
        );
        refused_for_pack(
            lp(foreign_suit, vec![], vec![ok]),
            "trump",
            None,
            Arg::Suit(foreign_suit),
        );
        let tw = |trump, trick| {
            m(marglia::Query::TrickWinner {
                table,
                trump,
                trick,
            })
        };
        refused_for_pack(
            tw(trump, vec![ok, ok, ok, x]),
            "trick",
            Some(3),
            Arg::Card(x),
        );
        refused_for_pack(
            tw(foreign_suit, vec![ok; 4]),
            "trump",
            None,
            Arg::Suit(foreign_suit),
        );
        let cp = |cards, tricks| {
            m(marglia::Query::CardPoints {
                table,
                cards,
                tricks,
            })
        };
        refused_for_pack(cp(Some(vec![ok, x]), None), "cards", Some(1), Arg::Card(x));
        refused_for_pack(
            cp(None, Some(vec![vec![ok], vec![ok, x]])),
            "tricks",
            Some(1),
            Arg::Card(x),
        );
        refused_for_pack(
            m(marglia::Query::DealScore {
                table,
                sides: vec![
                    marglia::SideTake::Tricks(vec![vec![ok]]),
                    marglia::SideTake::Tricks(vec![vec![x]]),
                ],
                both_given: false,
                deduction: 35,
            }),
            "tricks_won",
            Some(1),
            Arg::Card(x),
        );
        refused_for_pack(
            m(marglia::Query::TurnupCredit {
                table,
                turned: x,
                before: 0,
            }),
            "turned",
            None,
            Arg::Card(x),
        );
    }
}

#[test]
fn every_vier_anderle_card_field_refuses_another_pack() {
    // No ace in the tarot pack (the red pips run 1 to 4), and no German suits.
    for x in [
        Card::new(Suit::Hearts, Rank::Ace),
        Card::new(Suit::Acorns, Rank::King),
        Card::new(Suit::Trump, Rank::Num(22)),
    ] {
        for rules in vier_anderle::Rules::ALL {
            let ok = Card::new(Suit::Trump, Rank::Num(21));
            let q = |ask| Query::VierAnderle(vier_anderle::Query { rules, ask });
            let lp = |trick, hand| {
                q(vier_anderle::Ask::LegalPlays {
                    extra_pips: 4,
                    trick,
                    hand,
                })
            };
            refused_for_pack(lp(vec![x], vec![ok]), "trick", Some(0), Arg::Card(x));
            refused_for_pack(lp(vec![], vec![ok, x]), "hand", Some(1), Arg::Card(x));
            refused_for_pack(
                q(vier_anderle::Ask::TrickWinner {
                    extra_pips: 0,
                    trick: vec![ok, x],
                }),
                "trick",
                Some(1),
                Arg::Card(x),
            );
        }
    }
}

#[test]
fn every_perlaggen_card_and_suit_field_refuses_another_pack() {
    let d = Deck::Perlaggen;
    let x = Card::new(Suit::Hearts, Rank::Num(6));
    let ok = card(d, "hearts-A");
    let weli = card(d, "bells-6");
    let p = Query::Perlaggen;
    let spades = Suit::Spades;
    refused_for_pack(
        p(perlaggen::Query::Perlaggen { trump: spades }),
        "trump",
        None,
        Arg::Suit(spades),
    );
    refused_for_pack(
        p(perlaggen::Query::IsPerlagg {
            trump: Suit::Hearts,
            card: x,
        }),
        "card",
        None,
        Arg::Card(x),
    );
    refused_for_pack(
        p(perlaggen::Query::IsPerlagg {
            trump: spades,
            card: ok,
        }),
        "trump",
        None,
        Arg::Suit(spades),
    );
    refused_for_pack(
        p(perlaggen::Query::CutKeep { seen: vec![ok, x] }),
        "seen",
        Some(1),
        Arg::Card(x),
    );
    refused_for_pack(
        p(perlaggen::Query::TrumpSuit { indicator: x }),
        "indicator",
        None,
        Arg::Card(x),
    );
    let ex = |indicator, dealer, partner| {
        p(perlaggen::Query::ExchangeOptions {
            indicator,
            dealer,
            partner,
        })
    };
    refused_for_pack(ex(x, vec![], vec![]), "indicator", None, Arg::Card(x));
    refused_for_pack(
        ex(ok, vec![x], vec![]),
        "dealer_hand",
        Some(0),
        Arg::Card(x),
    );
    refused_for_pack(
        ex(ok, vec![], vec![ok, x]),
        "partner_hand",
        Some(1),
        Arg::Card(x),
    );
    // A played card: the physical card, or the card it stands for.
    let as_x = Played {
        card: weli,
        identity: x,
    };
    let lp = |trump, trick, hand| p(perlaggen::Query::LegalPlays { trump, trick, hand });
    refused_for_pack(
        lp(Suit::Hearts, vec![Played::face(x)], vec![ok]),
        "trick",
        Some(0),
        Arg::Card(x),
    );
    refused_for_pack(
        lp(Suit::Hearts, vec![Played::face(ok), as_x], vec![ok]),
        "trick",
        Some(1),
        Arg::Card(x),
    );
    refused_for_pack(
        lp(Suit::Hearts, vec![], vec![x]),
        "hand",
        Some(0),
        Arg::Card(x),
    );
    refused_for_pack(
        lp(spades, vec![], vec![ok]),
        "trump",
        None,
        Arg::Suit(spades),
    );
    let pl = |trump, trick, hand, play| {
        p(perlaggen::Query::PlayLegal {
            trump,
            trick,
            hand,
            play,
        })
    };
    let face_ok = Played::face(ok);
    refused_for_pack(
        pl(Suit::Hearts, vec![], vec![ok], Played::face(x)),
        "play",
        None,
        Arg::Card(x),
    );
    refused_for_pack(
        pl(Suit::Hearts, vec![], vec![weli], as_x),
        "play",
        None,
        Arg::Card(x),
    );
    refused_for_pack(
        pl(Suit::Hearts, vec![as_x], vec![ok], face_ok),
        "trick",
        Some(0),
        Arg::Card(x),
    );
    refused_for_pack(
        pl(Suit::Hearts, vec![], vec![ok, x], face_ok),
        "hand",
        Some(1),
        Arg::Card(x),
    );
    refused_for_pack(
        pl(spades, vec![], vec![ok], face_ok),
        "trump",
        None,
        Arg::Suit(spades),
    );
    let tw = |trump, trick| p(perlaggen::Query::TrickWinner { trump, trick });
    refused_for_pack(
        tw(Suit::Hearts, vec![face_ok, face_ok, as_x]),
        "trick",
        Some(2),
        Arg::Card(x),
    );
    refused_for_pack(
        tw(spades, vec![face_ok; 4]),
        "trump",
        None,
        Arg::Suit(spades),
    );
    let hands = vec![(0, vec![face_ok]), (1, vec![face_ok, Played::face(x)])];
    for (trump, field, index, arg) in [
        (Suit::Hearts, "hands", Some(1), Arg::Card(x)),
        (spades, "trump", None, Arg::Suit(spades)),
    ] {
        let hands = if trump == spades {
            vec![(0, vec![face_ok])]
        } else {
            hands.clone()
        };
        for q in [
            perlaggen::Query::GleichWinner {
                trump,
                hands: hands.clone(),
            },
            perlaggen::Query::HangerWinner {
                trump,
                hands: hands.clone(),
            },
            perlaggen::Query::GestrichenWinner {
                trump,
                hands: hands.clone(),
                spiel_winner: Team::B,
            },
        ] {
            refused_for_pack(p(q), field, index, arg.clone());
        }
    }
    let bet = |trump, trick: Option<Vec<Played>>, held, played| perlaggen::Bet {
        figure: Figure::Gleich,
        action: None,
        showing: None,
        seat: 0,
        trump,
        scores: [0, 0],
        state: FigureState {
            value: 1,
            last_holder: None,
            pending: None,
            decided: false,
        },
        trick_no: Some(1),
        trick,
        held,
        played,
        show_phase: false,
    };
    for b in [
        (
            bet(Suit::Hearts, Some(vec![as_x]), vec![ok], vec![]),
            "trick",
            Some(0),
            Arg::Card(x),
        ),
        (
            bet(Suit::Hearts, None, vec![ok, x], vec![]),
            "held",
            Some(1),
            Arg::Card(x),
        ),
        (
            bet(Suit::Hearts, None, vec![], vec![face_ok, Played::face(x)]),
            "played",
            Some(1),
            Arg::Card(x),
        ),
        (
            bet(spades, None, vec![ok], vec![]),
            "trump",
            None,
            Arg::Suit(spades),
        ),
    ] {
        let (b, field, index, arg) = b;
        refused_for_pack(
            p(perlaggen::Query::BetLegal(b.clone())),
            field,
            index,
            arg.clone(),
        );
        refused_for_pack(p(perlaggen::Query::BetActions(b)), field, index, arg);
    }
}

// ---------------------------------------------------------------------------------------
// Arbitrary lists of cards from every pack: the check never panics, and what it accepts
// has a verdict.
// ---------------------------------------------------------------------------------------

/// Every card of every pack, once.
fn every_card() -> Vec<Card> {
    let mut all: Vec<Card> = [
        Deck::Gaigel,
        Deck::Perlaggen,
        Deck::Rikken,
        Deck::Marglia,
        Deck::Maniglia,
        Deck::VierAnderle { extra_pips: 4 },
    ]
    .iter()
    .flat_map(|d| d.cards())
    .collect();
    all.sort();
    all.dedup();
    all
}

const EVERY_SUIT: [Suit; 12] = [
    Suit::Acorns,
    Suit::Leaves,
    Suit::Hearts,
    Suit::Bells,
    Suit::Spades,
    Suit::Diamonds,
    Suit::Clubs,
    Suit::Cups,
    Suit::Coins,
    Suit::Batons,
    Suit::Swords,
    Suit::Trump,
];

/// A list of up to `max` cards, each mostly of `game`'s pack and now and then of any pack.
fn some_cards(game: Game, max: usize) -> impl Strategy<Value = Vec<Card>> {
    let own = game.deck().cards();
    let any = every_card();
    prop::collection::vec(
        prop_oneof![
            9 => prop::sample::select(own),
            1 => prop::sample::select(any),
        ],
        0..=max,
    )
}

/// A suit, mostly of `game`'s pack.
fn some_suit(game: Game) -> impl Strategy<Value = Suit> {
    prop_oneof![
        9 => prop::sample::select(game.deck().suits().to_vec()),
        1 => prop::sample::select(EVERY_SUIT.to_vec()),
    ]
}

/// Checks a position; if it is accepted, asks for everything a checked position gives.
/// Returns whether it was accepted.
fn judged(q: Query) -> bool {
    match q.check() {
        Ok(checked) => {
            let v = checked.verdict();
            let _ = (checked.form(), checked.fields(), v.reasons);
            true
        }
        Err(problems) => {
            assert!(!problems.is_empty());
            false
        }
    }
}

/// Runs `positions` over 300 arbitrary values (shrinking a failure as proptest does), and
/// asserts that both kinds of position were met: some refused, and at least `accepted` of
/// the positions judged (so that the verdicts were really asked for).
fn run<S: Strategy>(strategy: S, accepted: usize, positions: impl Fn(S::Value) -> Vec<Query>) {
    use std::cell::Cell;
    let (yes, no) = (Cell::new(0), Cell::new(0));
    // A fixed seed, so that the counts below are the same on every run.
    let rng = TestRng::deterministic_rng(RngAlgorithm::ChaCha);
    let config = ProptestConfig {
        cases: 300,
        failure_persistence: None,
        ..ProptestConfig::default()
    };
    let mut runner = TestRunner::new_with_rng(config, rng);
    runner
        .run(&strategy, |value| {
            for q in positions(value) {
                let cell = if judged(q) { &yes } else { &no };
                cell.set(cell.get() + 1);
            }
            Ok(())
        })
        .unwrap();
    assert!(yes.get() >= accepted, "only {} judged", yes.get());
    assert!(no.get() > 0, "none refused");
}

#[test]
fn gaigel_plays_of_any_cards_are_checked_never_panicking() {
    let game = Game::Gaigel;
    let values = (
        some_suit(game),
        some_cards(game, 5),
        some_cards(game, 7),
        any::<bool>(),
    );
    run(values, 100, |(trump, trick, hand, stock_empty)| {
        vec![
            Query::Gaigel(gaigel::Query::LegalPlays {
                trump,
                stock_empty,
                trick: trick.clone(),
                hand: hand.clone(),
            }),
            Query::Gaigel(gaigel::Query::TrickWinner { trump, trick }),
            Query::Gaigel(gaigel::Query::CardPoints {
                cards: hand,
                last_trick: stock_empty,
            }),
        ]
    });
}

#[test]
fn rikken_plays_of_any_cards_are_checked_never_panicking() {
    let game = Game::Rikken;
    let values = (
        prop::option::of(some_suit(game)),
        prop::option::of(prop::sample::select(game.deck().cards())),
        any::<bool>(),
        some_cards(game, 5),
        // Short hands: thirteen cards drawn at random nearly always repeat one.
        some_cards(game, 8),
        prop::sample::select(rikken::Bid::ALL.to_vec()),
    );
    run(
        values,
        15,
        |(trump, called, face_down, trick, hand, contract)| {
            let trick = rikken::Trick {
                face_down,
                cards: trick,
            };
            let mut out = vec![
                Query::Rikken(rikken::Query::LegalPlays {
                    contract,
                    trump: Some(trump),
                    called,
                    blind: face_down,
                    trick: trick.clone(),
                    hand: hand.clone(),
                }),
                Query::Rikken(rikken::Query::TrickWinner {
                    contract,
                    trump,
                    called,
                    blind: face_down,
                    trick,
                }),
                Query::Rikken(rikken::Query::BidLegal {
                    hand: hand.clone(),
                    auction: vec![],
                    to_act: 0,
                }),
            ];
            if let Some(trump) = trump {
                out.push(Query::Rikken(rikken::Query::CallLegal {
                    contract,
                    trump,
                    hand,
                }));
            }
            out
        },
    );
}

#[test]
fn marglia_plays_of_any_cards_are_checked_never_panicking() {
    let values = (
        prop_oneof![
            Just(marglia::Rules::Marglia),
            Just(marglia::Rules::Maniglia)
        ],
        // Mostly a table of four; now and then one neither game has.
        prop_oneof![3 => Just(4u8), 1 => 2u8..=6],
        any::<bool>(),
        0usize..12,
        some_cards(Game::Marglia, 6),
        some_cards(Game::Maniglia, 6),
    );
    run(
        values,
        20,
        |(rules, players, partnerships, trump, french, latin)| {
            let table = marglia::Table {
                rules,
                players,
                partnerships,
            };
            let trump = match trump {
                0..4 => table.suits()[trump],
                _ => EVERY_SUIT[trump],
            };
            // The table's own cards, and a few of the other game's (foreign here).
            let (own, other) = match rules {
                marglia::Rules::Maniglia => (latin, french),
                marglia::Rules::Marglia => (french, latin),
            };
            let mut mixed = own.clone();
            mixed.extend(other.iter().take(1));
            vec![
                Query::Marglia(marglia::Query::LegalPlays {
                    table,
                    trump,
                    trick: own[..own.len().min(3)].to_vec(),
                    hand: own[own.len().min(3)..].to_vec(),
                }),
                Query::Marglia(marglia::Query::TrickWinner {
                    table,
                    trump,
                    trick: own.clone(),
                }),
                Query::Marglia(marglia::Query::TrickWinner {
                    table,
                    trump,
                    trick: mixed,
                }),
                Query::Marglia(marglia::Query::CardPoints {
                    table,
                    cards: None,
                    tricks: Some(vec![own, other]),
                }),
            ]
        },
    );
}

#[test]
fn vier_anderle_plays_of_any_cards_are_checked_never_panicking() {
    let game = Game::VierAnderle;
    let values = (
        prop_oneof![
            Just(vier_anderle::Rules::Original),
            Just(vier_anderle::Rules::Japanisch)
        ],
        0u8..=4,
        some_cards(game, 14),
        some_cards(game, 5),
    );
    run(values, 50, |(rules, extra_pips, trick, hand)| {
        let q = |ask| Query::VierAnderle(vier_anderle::Query { rules, ask });
        vec![
            q(vier_anderle::Ask::LegalPlays {
                extra_pips,
                trick: trick.clone(),
                hand,
            }),
            q(vier_anderle::Ask::TrickWinner { extra_pips, trick }),
        ]
    });
}

#[test]
fn perlaggen_plays_of_any_cards_are_checked_never_panicking() {
    let game = Game::Perlaggen;
    let values = (
        some_suit(game),
        some_cards(game, 5),
        some_cards(game, 5),
        some_cards(game, 6),
    );
    run(values, 50, |(trump, trick, identities, hand)| {
        // Every other played card stands for another (a baptism, allowed or not).
        let played: Vec<Played> = trick
            .iter()
            .zip(identities.iter().chain(trick.iter()))
            .enumerate()
            .map(|(i, (&card, &identity))| Played {
                card,
                identity: if i % 2 == 0 { card } else { identity },
            })
            .collect();
        let p = Query::Perlaggen;
        let hands = vec![
            (0, played.clone()),
            (1, hand.iter().map(|&c| Played::face(c)).collect()),
        ];
        let mut out = vec![
            p(perlaggen::Query::LegalPlays {
                trump,
                trick: played.clone(),
                hand: hand.clone(),
            }),
            p(perlaggen::Query::TrickWinner {
                trump,
                trick: played.clone(),
            }),
            p(perlaggen::Query::CutKeep { seen: hand.clone() }),
            p(perlaggen::Query::GleichWinner {
                trump,
                hands: hands.clone(),
            }),
            p(perlaggen::Query::HangerWinner { trump, hands }),
        ];
        if let Some(&first) = hand.first() {
            out.push(p(perlaggen::Query::PlayLegal {
                trump,
                trick: played,
                hand,
                play: Played::face(first),
            }));
        }
        out
    });
}
