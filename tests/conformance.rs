//! One conformance test for every game and variant, run through the common playout
//! interface (`rules::playout`): seeded random deals, each checked at every step.
//!
//! - The deal finishes: every hand empty, the game's number of tricks taken.
//! - Every play taken was listed by `legal()`, and `play` refuses what it does not list
//!   (a card of the hand it leaves out, a card of another hand, another way of showing a
//!   legal card), changing nothing.
//! - `question()` is the game's checked `legal-plays` question for the seat to play; its
//!   verdict's legal cards are exactly the physical cards of `legal()` (for Perlaggen, the
//!   legal natural cards plus the wild cards, each wild card with exactly the identities its
//!   patterns cover), every card of the hand has a verdict of its own, and the answer has
//!   the form the question itself gives.
//! - `all_cards()` is the same multiset at every step: the game's pack for the deal.
//! - Each trick's winner is the one the game's `trick-winner` question gives on that trick.

use tricktutor::cards::{Card, CardSet, Deck, Rank};
use tricktutor::rules::playout::{Play, Playout, Refused, Taken};
use tricktutor::rules::rikken::Bid;
use tricktutor::rules::rng::Rng;
use tricktutor::rules::{
    gaigel, marglia, perlaggen, rikken, vier_anderle, Answer, AnswerForm, Question, TrickCard,
};

type Dealer<P> = Box<dyn Fn(&mut Rng) -> P>;
type OfDeal<P, T> = Box<dyn Fn(&P) -> T>;
type WinnerQuestion<P> = Box<dyn Fn(&P, &Taken) -> Option<Box<dyn Question>>>;

/// What the generic test needs to know of one game (or variant, or player count).
struct Game<P> {
    name: String,
    /// Seeded deals to play.
    deals: u64,
    /// A fresh deal from the generator.
    deal: Dealer<P>,
    /// The pack the deal is dealt from, copies included.
    pack: OfDeal<P, Vec<Card>>,
    /// Tricks in a whole deal.
    tricks: OfDeal<P, usize>,
    /// The game's `trick-winner` question on a trick this deal took.
    winner_question: WinnerQuestion<P>,
}

/// A multiset of cards as a count per suit and rank: exact, and cheap enough to take at
/// every step of every deal.
fn multiset(cards: &[Card]) -> [u8; 12 * 32] {
    let mut counts = [0u8; 12 * 32];
    for c in cards {
        let rank = match c.rank {
            Rank::Num(n) => n as usize,
            Rank::Ace => 22,
            Rank::King => 23,
            Rank::Queen => 24,
            Rank::Cavalier => 25,
            Rank::Jack => 26,
            Rank::Ober => 27,
            Rank::Unter => 28,
            Rank::Excuse => 29,
        };
        counts[c.suit as usize * 32 + rank] += 1;
    }
    counts
}

/// The physical cards the verdict of a `legal-plays` question allows: a list of cards, or
/// (Perlaggen) the legal natural cards and every wild card with its identities.
fn legal_cards(answer: &Answer) -> Vec<Card> {
    match answer {
        Answer::Cards(cards) => cards.clone(),
        Answer::Record(parts) => {
            let mut out = Vec::new();
            for (_, part) in parts {
                match part {
                    Answer::Cards(cards) => out.extend(cards),
                    Answer::CardPatterns(wild) => out.extend(wild.iter().map(|(c, _)| *c)),
                    other => panic!("a legal-plays part that names no cards: {other:?}"),
                }
            }
            out
        }
        other => panic!("a legal-plays answer that names no cards: {other:?}"),
    }
}

fn distinct(cards: impl IntoIterator<Item = Card>) -> Vec<Card> {
    let mut v: Vec<Card> = cards.into_iter().collect();
    v.sort();
    v.dedup();
    v
}

fn no_repeats<T: Ord + Clone>(items: &[T]) -> bool {
    let mut v = items.to_vec();
    v.sort();
    v.windows(2).all(|w| w[0] != w[1])
}

/// Whether `answer` has the shape `form` gives, with values from its options.
fn fits(answer: &Answer, form: &AnswerForm) -> bool {
    match (form, answer) {
        (AnswerForm::SubsetOf(options), Answer::Cards(cards)) => {
            no_repeats(cards) && cards.iter().all(|c| options.contains(c))
        }
        (AnswerForm::OneCardOf(trick), Answer::Index(i)) => *i < trick.len(),
        (AnswerForm::Int, Answer::Int(_)) | (AnswerForm::Bool, Answer::Bool(_)) => true,
        (AnswerForm::OneOf(options), Answer::Choice(c)) => options.contains(c),
        (AnswerForm::Ints(keys), Answer::Ints(values)) => {
            values.len() == keys.len() && values.iter().all(|(k, _)| keys.contains(k))
        }
        (AnswerForm::SubsetOfTokens(options), Answer::Tokens(tokens)) => {
            no_repeats(tokens) && tokens.iter().all(|t| options.contains(t))
        }
        (AnswerForm::SeatedSubset { key, options, .. }, Answer::Seated { key: k, items }) => {
            key == k && no_repeats(items) && items.iter().all(|i| options.contains(i))
        }
        (AnswerForm::Record(forms), Answer::Record(parts)) => {
            forms.len() == parts.len()
                && forms
                    .iter()
                    .all(|(name, form)| parts.iter().any(|(n, part)| n == name && fits(part, form)))
        }
        (AnswerForm::IntList { len, min, max, .. }, Answer::IntList(values)) => {
            values.len() == *len && values.iter().all(|v| (min..=max).contains(&v))
        }
        (AnswerForm::CardSequence(options), Answer::CardSequence(cards)) => {
            no_repeats(cards) && cards.iter().all(|c| options.contains(c))
        }
        (
            AnswerForm::CardPatterns {
                cards,
                options,
                vocabulary,
            },
            Answer::CardPatterns(items),
        ) => {
            let named: Vec<Card> = items.iter().map(|(c, _)| *c).collect();
            distinct(named.clone()) == distinct(cards.clone())
                && no_repeats(&named)
                && items.iter().all(|(_, patterns)| {
                    patterns.iter().all(|p| vocabulary.contains(p))
                        && options
                            .iter()
                            .any(|o| distinct_str(o) == distinct_str(patterns))
                })
        }
        (AnswerForm::Seat { players, none }, Answer::Seat(seat)) => match seat {
            Some(s) => s < players,
            None => *none,
        },
        _ => false,
    }
}

fn distinct_str(items: &[&'static str]) -> Vec<&'static str> {
    let mut v = items.to_vec();
    v.sort();
    v.dedup();
    v
}

/// What a refused play must leave as it was: whose turn, the trick, the tricks taken and
/// the hand of the seat to play (a refused play touches no other hand).
fn snapshot<P: Playout>(deal: &P) -> (Option<usize>, Vec<TrickCard>, usize, Vec<Card>) {
    (
        deal.to_play(),
        deal.trick(),
        deal.taken().len(),
        deal.to_play().map(|s| deal.hand(s)).unwrap_or_default(),
    )
}

/// Plays that `legal()` may leave out: every card of the hand face up, a card of the next
/// hand, and a legal card shown face down or baptised as the card led.
fn probes<P: Playout>(deal: &P, seat: usize, legal: &[Play], rng: &mut Rng) -> Vec<Play> {
    let mut out: Vec<Play> = deal.hand(seat).into_iter().map(Play::face).collect();
    let next = (seat + 1) % deal.players();
    out.extend(deal.hand(next).first().map(|&c| Play::face(c)));
    let led = deal.trick().first().copied();
    if let Some(p) = legal.get(rng.below(legal.len() as u32) as usize) {
        out.push(Play {
            card: p.card,
            shown: TrickCard::FaceDown,
        });
        if let Some(TrickCard::Face(identity)) = led {
            out.push(Play {
                card: p.card,
                shown: TrickCard::Baptised {
                    card: p.card,
                    identity,
                },
            });
        }
    }
    out
}

/// How the plays of the deals showed on the table: face up, face down, baptised.
#[derive(Debug, Default)]
struct Shown {
    face: usize,
    face_down: usize,
    baptised: usize,
}

fn conforms<P: Playout>(game: &Game<P>) -> Shown {
    let mut shown = Shown::default();
    let mut rng = Rng::new(0xc0f0_0001);
    for n in 0..game.deals {
        let mut deal = (game.deal)(&mut rng);
        let at = |what: &str| format!("{} deal {n}: {what}", game.name);
        let cards = (game.pack)(&deal);
        let pack = multiset(&cards);
        let tricks = (game.tricks)(&deal);
        assert_eq!(multiset(&deal.all_cards()), pack, "{}", at("dealt"));
        // The seats that played to the trick, in play order.
        let mut seats: Vec<usize> = Vec::new();
        while let Some(seat) = deal.to_play() {
            let legal = deal.legal();
            assert!(!legal.is_empty(), "{}", at("nothing legal"));
            assert!(no_repeats_plays(&legal), "{}", at("a play listed twice"));
            let hand = deal.hand(seat);
            for p in &legal {
                assert!(hand.contains(&p.card), "{}", at("a legal card not in hand"));
            }

            // The question the player faces, and its verdict.
            let q = deal
                .question()
                .unwrap_or_else(|| panic!("{}", at("no question")));
            assert_eq!(q.kind(), "legal-plays", "{}", at("question kind"));
            let v = q.verdict();
            assert!(
                fits(&v.answer, &q.form()),
                "{}: {:?}",
                at("answer form"),
                v.answer
            );
            assert_eq!(
                distinct(legal_cards(&v.answer)),
                distinct(legal.iter().map(|p| p.card)),
                "{}",
                at("verdict against legal()")
            );
            // A verdict for every card of the hand, legal exactly as legal() lists it.
            assert_eq!(
                distinct(v.cards.iter().map(|c| c.card)),
                distinct(hand.iter().copied()),
                "{}",
                at("a verdict per card")
            );
            assert_eq!(
                distinct(v.cards.iter().filter(|c| c.legal).map(|c| c.card)),
                distinct(legal.iter().map(|p| p.card)),
                "{}",
                at("card verdicts against legal()")
            );
            assert!(
                identities_agree(&v.answer, &legal, &cards),
                "{}: {:?}",
                at("identities against legal()"),
                v.answer
            );

            // What legal() leaves out is refused and changes nothing.
            let before = snapshot(&deal);
            for p in probes(&deal, seat, &legal, &mut rng) {
                if legal.contains(&p) {
                    continue;
                }
                assert_eq!(
                    deal.play(p),
                    Err(Refused::NotLegal),
                    "{}: {p:?}",
                    at("an unlisted play")
                );
                assert!(
                    snapshot(&deal) == before,
                    "{}",
                    at("a refusal changed the deal")
                );
            }

            // Play one of the legal plays.
            let pick = legal[rng.below(legal.len() as u32) as usize];
            match pick.shown {
                TrickCard::Face(_) => shown.face += 1,
                TrickCard::FaceDown => shown.face_down += 1,
                TrickCard::Baptised { .. } => shown.baptised += 1,
            }
            let mut trick = deal.trick();
            trick.push(pick.shown);
            seats.push(seat);
            let taken = deal.taken().len();
            deal.play(pick)
                .unwrap_or_else(|e| panic!("{}: {e:?}", at("a legal play refused")));
            assert_eq!(
                multiset(&deal.all_cards()),
                pack,
                "{}",
                at("cards conserved")
            );
            if deal.taken().len() > taken {
                let t = deal.taken().last().unwrap().clone();
                assert_eq!(t.cards, trick, "{}", at("the trick taken"));
                assert!(deal.trick().is_empty(), "{}", at("a new trick"));
                let wq = (game.winner_question)(&deal, &t)
                    .unwrap_or_else(|| panic!("{}", at("no trick-winner question")));
                let wv = wq.verdict();
                assert!(fits(&wv.answer, &wq.form()), "{}", at("winner answer form"));
                let Answer::Index(w) = wv.answer else {
                    panic!("{}", at("trick-winner answers an index"))
                };
                assert_eq!(t.leader, seats[0], "{}", at("the leader"));
                assert_eq!(t.winner, seats[w], "{}", at("trick winner"));
                let next = (deal.taken().len() < tricks).then_some(t.winner);
                assert_eq!(deal.to_play(), next, "{}", at("the winner leads"));
                seats.clear();
            } else {
                assert_eq!(deal.trick(), trick, "{}", at("the trick grows"));
            }
        }
        assert_eq!(deal.taken().len(), tricks, "{}", at("tricks taken"));
        for s in 0..deal.players() {
            assert!(deal.hand(s).is_empty(), "{}", at("a hand left"));
        }
        assert!(
            deal.legal().is_empty() && deal.question().is_none(),
            "{}",
            at("over")
        );
        let any = cards[0];
        assert_eq!(
            deal.play(Play::face(any)),
            Err(Refused::DealOver),
            "{}",
            at("over")
        );
    }
    shown
}

/// A play as an ordered key: the card, then how it shows.
fn play_key(p: &Play) -> (Card, u8, Option<Card>) {
    match p.shown {
        TrickCard::Face(c) => (p.card, 0, Some(c)),
        TrickCard::FaceDown => (p.card, 1, None),
        TrickCard::Baptised { identity, .. } => (p.card, 2, Some(identity)),
    }
}

fn no_repeats_plays(plays: &[Play]) -> bool {
    let keys: Vec<_> = plays.iter().map(play_key).collect();
    no_repeats(&keys)
}

/// Whether an identity pattern of a Perlaggen answer (`*`, `hearts-*`) covers a card.
fn covers(pattern: &str, card: Card) -> bool {
    pattern == "*" || pattern.strip_suffix("-*") == Some(card.suit.token())
}

/// Each wild card of a `legal-plays` answer may be played as exactly the cards of the pack
/// its patterns cover: the identities `legal()` lists for it (its face when shown face up).
fn identities_agree(answer: &Answer, legal: &[Play], pack: &[Card]) -> bool {
    let Answer::Record(parts) = answer else {
        return true;
    };
    parts.iter().all(|(_, part)| match part {
        Answer::CardPatterns(wild) => wild.iter().all(|(card, patterns)| {
            let listed = distinct(legal.iter().filter(|p| p.card == *card).map(
                |p| match p.shown {
                    TrickCard::Baptised { identity, .. } => identity,
                    _ => p.card,
                },
            ));
            let covered = distinct(
                pack.iter()
                    .copied()
                    .filter(|&c| patterns.iter().any(|p| covers(p, c))),
            );
            listed == covered
        }),
        _ => true,
    })
}

#[test]
fn gaigel() {
    let shown = conforms(&Game {
        name: "gaigel".into(),
        deals: 1000,
        deal: Box::new(gaigel::playout::Deal::random),
        pack: Box::new(|_| {
            let mut pack = Deck::Gaigel.cards();
            pack.extend(Deck::Gaigel.cards());
            pack
        }),
        tricks: Box::new(|_| 12),
        winner_question: Box::new(|d, t| d.winner_question(&t.cards).map(Into::into)),
    });
    assert_eq!(shown.face, 1000 * 48);
}

#[test]
fn rikken() {
    conforms(&Game {
        name: "rikken".into(),
        deals: 1000,
        deal: Box::new(rikken::playout::Deal::random),
        pack: Box::new(|_| Deck::Rikken.cards()),
        tricks: Box::new(|_| 13),
        winner_question: Box::new(|d, t| d.winner_question(&t.cards).map(Into::into)),
    });
}

/// A Rik (or Rik beter) whose declarer called blind: rare in random deals, so made on
/// purpose. The declarer holds the aces of two plain suits, not the trump ace, and no card
/// of the third plain suit, whose ace he must call blind (7.3 rules 1 and 4).
fn blind_rik(rng: &mut Rng) -> rikken::playout::Deal {
    use rikken::cards::ACE;
    let mut pack: Vec<u8> = (0..52).collect();
    rng.shuffle(&mut pack);
    let mut hands: Vec<Vec<u8>> = pack.chunks(13).map(|h| h.to_vec()).collect();
    let declarer = rng.below(4) as usize;
    let bid = if rng.chance(50) {
        Bid::Rik
    } else {
        Bid::RikBeter
    };
    let trump = if bid == Bid::RikBeter {
        1
    } else {
        rng.below(4) as u8
    };
    let void = (trump + 1 + rng.below(3) as u8) % 4;
    let suit = |c: u8| c / 13;
    // Swaps `c` out of the declarer's hand for a card of another hand that `keep` accepts.
    let give = |hands: &mut Vec<Vec<u8>>, c: u8, keep: &dyn Fn(u8) -> bool| {
        let from = hands[declarer].iter().position(|&x| x == c).unwrap();
        let (seat, at) = (0..4)
            .filter(|&s| s != declarer)
            .flat_map(|s| (0..13).map(move |i| (s, i)))
            .find(|&(s, i)| keep(hands[s][i]))
            .unwrap();
        let other = hands[seat][at];
        hands[seat][at] = c;
        hands[declarer][from] = other;
    };
    let plain_ace = |c: u8| c % 13 == ACE && suit(c) != trump && suit(c) != void;
    // The two plain aces in, the trump ace and the third suit out.
    for s in (0..4).filter(|&s| s != trump && s != void) {
        let ace = s * 13 + ACE;
        if !hands[declarer].contains(&ace) {
            let low = *hands[declarer]
                .iter()
                .find(|&&c| !plain_ace(c) && suit(c) != void && c != trump * 13 + ACE)
                .or(hands[declarer].iter().find(|&&c| !plain_ace(c)))
                .unwrap();
            // Hand the low card to the ace's holder in exchange for the ace.
            let holder = (0..4).find(|&h| hands[h].contains(&ace)).unwrap();
            let i = hands[holder].iter().position(|&c| c == ace).unwrap();
            let j = hands[declarer].iter().position(|&c| c == low).unwrap();
            hands[holder][i] = low;
            hands[declarer][j] = ace;
        }
    }
    let out: Vec<u8> = hands[declarer]
        .iter()
        .copied()
        .filter(|&c| suit(c) == void || c == trump * 13 + ACE)
        .collect();
    for c in out {
        give(&mut hands, c, &|x| {
            suit(x) != void && x != trump * 13 + ACE && !plain_ace(x)
        });
    }
    let mut sets = [CardSet::EMPTY; 4];
    for (set, hand) in sets.iter_mut().zip(&hands) {
        for &c in hand {
            set.insert(c);
        }
    }
    let calls = rikken::call::legal_calls(sets[declarer], rikken::cards::SUITS[trump as usize]);
    assert!(calls.blind, "the declarer is void in the called suit");
    let called = calls.legal.iter().next();
    assert_eq!(called, Some(void * 13 + ACE));
    rikken::playout::Deal::new(
        sets,
        rikken::playout::Contract {
            bid,
            declarer: declarer as u8,
            trump: Some(trump),
            called,
            blind: true,
        },
    )
}

#[test]
fn rikken_blind() {
    let shown = conforms(&Game {
        name: "rikken (blind call)".into(),
        deals: 300,
        deal: Box::new(blind_rik),
        pack: Box::new(|_| Deck::Rikken.cards()),
        tricks: Box::new(|_| 13),
        winner_question: Box::new(|d, t| d.winner_question(&t.cards).map(Into::into)),
    });
    // Offered at the declarer's leads until the called ace falls, taken at random.
    assert!(shown.face_down > 50, "{shown:?}");
}

#[test]
fn perlaggen() {
    let shown = conforms(&Game {
        name: "perlaggen".into(),
        deals: 1000,
        deal: Box::new(perlaggen::playout::Deal::random),
        pack: Box::new(|_| Deck::Perlaggen.cards()),
        tricks: Box::new(|_| 5),
        winner_question: Box::new(|d, t| d.winner_question(&t.cards).map(Into::into)),
    });
    // Wild cards are played baptised, and as their own face.
    assert!(shown.baptised > 1000, "{shown:?}");
}

/// Every table of the Marglia family: Marglia's four in partnerships; Maniglia's three and
/// five alone, and four in partnerships or alone.
fn marglia_tables(rules: marglia::Rules, tables: &[(u8, bool)], deals: u64) {
    for &(players, partnerships) in tables {
        let table = marglia::Table {
            rules,
            players,
            partnerships,
        };
        conforms(&Game {
            name: format!(
                "{} ({players} players, partnerships {partnerships})",
                rules.token()
            ),
            deals,
            deal: Box::new(move |rng| marglia::playout::Deal::random(rng, table)),
            pack: Box::new(move |d| {
                // With three players one 2 is out of the deal.
                let removed = d.removed();
                assert_eq!(removed.is_some(), players == 3);
                assert!(removed.is_none_or(|c| c.rank == Rank::Num(2)));
                let mut pack = rules.deck().cards();
                pack.retain(|&c| Some(c) != removed);
                pack
            }),
            tricks: Box::new(move |_| [0, 0, 0, 13, 10, 8][players as usize]),
            winner_question: Box::new(|d, t| d.winner_question(&t.cards).map(Into::into)),
        });
    }
}

#[test]
fn marglia() {
    marglia_tables(marglia::Rules::Marglia, &[(4, true)], 800);
}

#[test]
fn maniglia() {
    marglia_tables(
        marglia::Rules::Maniglia,
        &[(3, false), (4, true), (4, false), (5, false)],
        200,
    );
}

/// Vier-Anderle under one rule set: every table from 2 to 13 players, all-play deals and
/// in/out deals with a random set of players in (sometimes fewer than two: no play).
fn vier_anderle_tables(rules: vier_anderle::Rules, deals: u64) {
    for players in 2..=13u8 {
        for in_out in [false, true] {
            let deal: Dealer<vier_anderle::playout::Deal> = if in_out {
                Box::new(move |rng| {
                    let mask = rng.below(1 << players);
                    let in_seats: Vec<u8> = (0..players).filter(|s| mask >> s & 1 == 1).collect();
                    vier_anderle::playout::Deal::random_in(rng, rules, players, &in_seats)
                })
            } else {
                Box::new(move |rng| vier_anderle::playout::Deal::random(rng, rules, players))
            };
            conforms(&Game {
                name: format!("{} ({players} players, in/out {in_out})", rules.token()),
                deals,
                deal,
                pack: Box::new(move |d| {
                    // 2.3: the fewest extra pips that give everybody four cards.
                    let k = players.saturating_sub(9);
                    assert_eq!(d.extra_pips(), k);
                    Deck::VierAnderle { extra_pips: k }.cards()
                }),
                tricks: Box::new(|d| if d.in_seats().len() >= 2 { 4 } else { 0 }),
                winner_question: Box::new(|d, t| d.winner_question(&t.cards).map(Into::into)),
            });
        }
    }
}

#[test]
fn vier_anderle() {
    vier_anderle_tables(vier_anderle::Rules::Original, 60);
}

#[test]
fn japanisch_vier_anderle() {
    vier_anderle_tables(vier_anderle::Rules::Japanisch, 60);
}
