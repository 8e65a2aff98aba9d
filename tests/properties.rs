//! Property tests of the Gaigel engine (`../shared/rules/gaigel.md`, sections 3, 4, 5, 6).
//!
//! Random deals are played to the end by `deal::random_deal` (random legal cards) and every
//! play and every trick is checked against an independent, deliberately plain
//! re-implementation of the spec written here on `Card`s (not on the engine's bit masks):
//! the legal-play algorithm of 6.2, the trick winner of section 3 and the card points of
//! section 4. A few more properties run on arbitrary positions (any hand, any trick, both
//! phases), not only on positions reached in a deal.
//!
//! Failures are not persisted to disk (no `proptest-regressions/`): proptest prints the
//! shrunk seed, and every assertion message names the seed and the position.

use proptest::prelude::*;
use tricktutor::cards::{Card, Deck, Rank, Suit};
use tricktutor::rules::gaigel::deal::{random_deal, DealSummary, Observer};
use tricktutor::rules::gaigel::play::{self, legal, suit_mask, winner};
use tricktutor::rules::gaigel::Query;
use tricktutor::rules::rng::Rng;
use tricktutor::rules::Answer;
use tricktutor::rules::Position;

// ---------------------------------------------------------------------------------------
// The independent reference: the spec, read literally, on cards.
// ---------------------------------------------------------------------------------------

/// The card with compact index `i` (0..24): the spec's card list, suit by suit, A first.
fn to_card(i: u8) -> Card {
    Deck::Gaigel.cards()[i as usize]
}

/// The trump suit with index `t` (0..4), in the spec's suit order.
fn to_suit(t: u8) -> Suit {
    Deck::Gaigel.suits()[t as usize]
}

fn cards(ix: &[u8]) -> Vec<Card> {
    ix.iter().map(|&i| to_card(i)).collect()
}

/// Section 3: A=6, 10=5, K=4, O=3, U=2, 7=1.
fn strength(rank: Rank) -> u8 {
    match rank {
        Rank::Ace => 6,
        Rank::Num(10) => 5,
        Rank::King => 4,
        Rank::Ober => 3,
        Rank::Unter => 2,
        Rank::Num(7) => 1,
        other => panic!("not a Gaigel rank: {other:?}"),
    }
}

/// Section 4: A 11, 10 10, K 4, O 3, U 2, 7 0.
fn card_points(card: Card) -> u32 {
    match card.rank {
        Rank::Ace => 11,
        Rank::Num(10) => 10,
        Rank::King => 4,
        Rank::Ober => 3,
        Rank::Unter => 2,
        Rank::Num(7) => 0,
        other => panic!("not a Gaigel rank: {other:?}"),
    }
}

/// Section 3, rules 1–3: the highest trump if there is one, else the highest card of the suit
/// led; of two identical cards the first played.
fn ref_winner(trump: Suit, trick: &[Card]) -> usize {
    let target = if trick.iter().any(|c| c.suit == trump) {
        trump
    } else {
        trick[0].suit
    };
    let mut best: Option<usize> = None;
    for (i, c) in trick.iter().enumerate() {
        if c.suit != target {
            continue;
        }
        match best {
            None => best = Some(i),
            Some(b) if strength(c.rank) > strength(trick[b].rank) => best = Some(i),
            Some(_) => {}
        }
    }
    best.expect("the target suit occurs in the trick")
}

/// 6.2 step 3: `x` beats `w` when it is a trump and `w` is not, or it has `w`'s suit and a
/// strictly higher rank (a twin never beats).
fn beats(trump: Suit, x: Card, w: Card) -> bool {
    (x.suit == trump && w.suit != trump)
        || (x.suit == w.suit && strength(x.rank) > strength(w.rank))
}

/// The ranking of cards within one trick: trumps above the suit led above everything else,
/// then by rank (other suits all rank equal, at the bottom).
fn trick_key(trump: Suit, led: Suit, c: Card) -> (bool, bool, u8) {
    if c.suit == trump {
        (true, false, strength(c.rank))
    } else if c.suit == led {
        (false, true, strength(c.rank))
    } else {
        (false, false, 0)
    }
}

/// 6.2 steps 1–3, returning the legal cards of `hand` (copies included, as held).
fn ref_legal(trump: Suit, stock_empty: bool, trick: &[Card], hand: &[Card]) -> Vec<Card> {
    // Step 1: leading.
    if trick.is_empty() {
        return hand.to_vec();
    }
    // Step 2: stock not exhausted.
    if !stock_empty {
        return hand.to_vec();
    }
    // Step 3.
    let led = trick[0].suit;
    let w = trick[ref_winner(trump, trick)];
    // 3a: follow suit, beat if possible.
    let follow: Vec<Card> = hand.iter().copied().filter(|c| c.suit == led).collect();
    if !follow.is_empty() {
        let beat: Vec<Card> = follow
            .iter()
            .copied()
            .filter(|&c| beats(trump, c, w))
            .collect();
        return if beat.is_empty() { follow } else { beat };
    }
    // 3b: trump; over-trump if possible, else any trump.
    let trumps: Vec<Card> = hand.iter().copied().filter(|c| c.suit == trump).collect();
    if !trumps.is_empty() {
        if w.suit == trump {
            let over: Vec<Card> = trumps
                .iter()
                .copied()
                .filter(|c| strength(c.rank) > strength(w.rank))
                .collect();
            return if over.is_empty() { trumps } else { over };
        }
        return trumps;
    }
    // 3c: anything.
    hand.to_vec()
}

fn distinct_sorted(mut v: Vec<Card>) -> Vec<Card> {
    v.sort();
    v.dedup();
    v
}

fn mask_of(ix: &[u8]) -> u32 {
    ix.iter().fold(0, |m, &c| m | 1 << c)
}

/// The distinct cards of a mask, sorted as [`distinct_sorted`] sorts.
fn cards_of_mask(mask: u32) -> Vec<Card> {
    distinct_sorted(
        (0..24u8)
            .filter(|&i| mask >> i & 1 == 1)
            .map(to_card)
            .collect(),
    )
}

fn show(ix: &[u8]) -> String {
    tricktutor::cards::tokens(&cards(ix))
}

// ---------------------------------------------------------------------------------------
// Recording a random deal.
// ---------------------------------------------------------------------------------------

#[derive(Clone, Debug)]
struct Play {
    trump: u8,
    stock_empty: bool,
    trick: Vec<u8>,
    hand: Vec<u8>,
    legal: u32,
    chosen: u8,
}

impl Play {
    fn describe(&self, seed: u64) -> String {
        format!(
            "seed {seed}: trump {}, stock_empty {}, trick [{}], hand [{}]",
            to_suit(self.trump),
            self.stock_empty,
            show(&self.trick),
            show(&self.hand)
        )
    }
}

#[derive(Default)]
struct Recorder {
    plays: Vec<Play>,
    tricks: Vec<(u8, [u8; 4], usize)>,
}

impl Observer for Recorder {
    fn play(
        &mut self,
        trump: u8,
        stock_empty: bool,
        trick: &[u8],
        hand: &[u8],
        legal: u32,
        chosen: u8,
    ) {
        self.plays.push(Play {
            trump,
            stock_empty,
            trick: trick.to_vec(),
            hand: hand.to_vec(),
            legal,
            chosen,
        });
    }
    fn trick(&mut self, trump: u8, trick: &[u8; 4], winner: usize) {
        self.tricks.push((trump, *trick, winner));
    }
}

fn play_deal(seed: u64) -> (DealSummary, Recorder) {
    let mut rec = Recorder::default();
    let summary = random_deal(&mut Rng::new(seed), &mut rec);
    (summary, rec)
}

fn config() -> ProptestConfig {
    ProptestConfig {
        cases: 256,
        failure_persistence: None,
        ..ProptestConfig::default()
    }
}

/// An arbitrary position: a trump index, a trick of `trick_len` cards and a hand of
/// `hand_len` cards, dealt from a shuffled 48-card pack (so no card more than twice).
fn position(
    trick_len: std::ops::RangeInclusive<usize>,
    hand_len: std::ops::RangeInclusive<usize>,
) -> impl Strategy<Value = (u8, Vec<u8>, Vec<u8>)> {
    let pack: Vec<u8> = (0..48).map(|i| (i % 24) as u8).collect();
    (0u8..4, trick_len, hand_len, Just(pack).prop_shuffle())
        .prop_map(|(t, k, h, p)| (t, p[..k].to_vec(), p[k..k + h].to_vec()))
}

// ---------------------------------------------------------------------------------------
// Properties over whole random deals.
// ---------------------------------------------------------------------------------------

proptest! {
    #![proptest_config(config())]

    /// The deal has the shape of section 5 and 6.1: 12 tricks, 48 plays, every card of the
    /// pack played exactly twice, the stock exhausted from trick 8 on, hands of 5 cards while
    /// drawing and shrinking afterwards; the recorded trick prefixes match the tricks.
    #[test]
    fn deal_has_the_shape_of_the_spec(seed in any::<u64>()) {
        let (summary, rec) = play_deal(seed);
        prop_assert_eq!(rec.plays.len(), 48, "seed {}", seed);
        prop_assert_eq!(rec.tricks.len(), 12, "seed {}", seed);
        let mut count = [0u8; 24];
        for (t, (trump, trick, _)) in rec.tricks.iter().enumerate() {
            prop_assert_eq!(*trump, summary.trump, "seed {}", seed);
            for (i, &c) in trick.iter().enumerate() {
                count[c as usize] += 1;
                let p = &rec.plays[t * 4 + i];
                prop_assert_eq!(&p.trick[..], &trick[..i], "seed {} trick {}", seed, t + 1);
                prop_assert_eq!(p.chosen, c, "seed {} trick {}", seed, t + 1);
                prop_assert_eq!(p.stock_empty, t >= 7, "seed {} trick {}", seed, t + 1);
                prop_assert_eq!(p.trump, summary.trump, "seed {}", seed);
                prop_assert_eq!(p.hand.len(), 5.min(12 - t), "seed {} trick {}", seed, t + 1);
            }
        }
        prop_assert!(count.iter().all(|&n| n == 2), "seed {}: counts {:?}", seed, count);
    }

    /// At every play the legal set is a non-empty subset of the hand, and the card chosen is
    /// in it.
    #[test]
    fn legal_set_is_a_nonempty_subset_of_the_hand(seed in any::<u64>()) {
        let (_, rec) = play_deal(seed);
        for p in &rec.plays {
            let hand = mask_of(&p.hand);
            prop_assert!(p.legal != 0, "empty legal set: {}", p.describe(seed));
            prop_assert_eq!(p.legal & !hand, 0, "legal card not in hand: {}", p.describe(seed));
            prop_assert!(p.hand.contains(&p.chosen), "{}", p.describe(seed));
            prop_assert!(p.legal >> p.chosen & 1 == 1,
                "chosen {} illegal: {}", to_card(p.chosen), p.describe(seed));
            // The mask API, called again, gives the same set the deal used.
            let again = legal(p.trump, p.stock_empty, &p.trick, hand);
            prop_assert_eq!(again.mask, p.legal, "{}", p.describe(seed));
        }
    }

    /// The legal set agrees with the plain re-implementation of 6.2 on cards.
    #[test]
    fn legal_set_agrees_with_the_reference(seed in any::<u64>()) {
        let (_, rec) = play_deal(seed);
        for p in &rec.plays {
            let expected = distinct_sorted(ref_legal(
                to_suit(p.trump), p.stock_empty, &cards(&p.trick), &cards(&p.hand)));
            let actual = cards_of_mask(p.legal);
            prop_assert_eq!(&actual, &expected, "{}", p.describe(seed));
        }
    }

    /// The trick winner agrees with the reference of section 3, and the winning card ranks
    /// strictly above every earlier card and at least as high as every later one.
    #[test]
    fn trick_winner_agrees_with_the_reference(seed in any::<u64>()) {
        let (_, rec) = play_deal(seed);
        for (trump, trick, w) in &rec.tricks {
            let t = to_suit(*trump);
            let tc = cards(trick);
            let msg = format!("seed {seed}: trump {t}, trick [{}]", show(trick));
            prop_assert_eq!(*w, ref_winner(t, &tc), "{}", msg);
            prop_assert_eq!(*w, winner(*trump, trick), "{}", msg);
            let led = tc[0].suit;
            let wk = trick_key(t, led, tc[*w]);
            prop_assert!(tc[*w].suit == t || tc[*w].suit == led, "{}", msg);
            for (j, &c) in tc.iter().enumerate() {
                if j < *w {
                    prop_assert!(trick_key(t, led, c) < wk, "{} (card {})", msg, j);
                } else if j > *w {
                    prop_assert!(trick_key(t, led, c) <= wk, "{} (card {})", msg, j);
                    prop_assert!(!beats(t, c, tc[*w]), "{} (card {})", msg, j);
                }
            }
        }
    }

    /// Card points: A + B = 240 + 10 for the last trick, tricks A + B = 12, and the summary's
    /// per-team figures equal a recount from the recorded tricks.
    #[test]
    fn card_points_add_up(seed in any::<u64>()) {
        let (summary, rec) = play_deal(seed);
        prop_assert_eq!(summary.points[0] + summary.points[1], 250, "seed {}", seed);
        prop_assert_eq!(summary.tricks[0] + summary.tricks[1], 12, "seed {}", seed);
        let mut points = [0u32; 2];
        let mut tricks = [0u8; 2];
        let mut leader = 0;
        for (n, (trump, trick, _)) in rec.tricks.iter().enumerate() {
            let tc = cards(trick);
            let seat = (leader + ref_winner(to_suit(*trump), &tc)) % 4;
            let team = seat % 2;
            points[team] += tc.iter().map(|&c| card_points(c)).sum::<u32>();
            if n == 11 {
                points[team] += 10;
            }
            tricks[team] += 1;
            leader = seat;
        }
        prop_assert_eq!(points, summary.points, "seed {}", seed);
        prop_assert_eq!(tricks, summary.tricks, "seed {}", seed);
        // The engine's own card counter agrees with the reference on each team's cards.
        let mut captured: [Vec<Card>; 2] = Default::default();
        let mut leader = 0;
        for (_, trick, w) in &rec.tricks {
            let seat = (leader + w) % 4;
            captured[seat % 2].extend(cards(trick));
            leader = seat;
        }
        let engine = [
            tricktutor::rules::gaigel::score::card_points(&captured[0]),
            tricktutor::rules::gaigel::score::card_points(&captured[1]),
        ];
        prop_assert_eq!(engine[0] + engine[1], 240, "seed {}", seed);
    }

    /// The high-level legal-plays query agrees with the mask API at every position of the
    /// deal and gives every distinct card of the hand exactly one verdict with a reason.
    #[test]
    fn legal_plays_query_agrees_with_the_mask_api(seed in any::<u64>()) {
        let (_, rec) = play_deal(seed);
        for p in &rec.plays {
            let msg = p.describe(seed);
            let q = Query::LegalPlays {
                trump: to_suit(p.trump),
                stock_empty: p.stock_empty,
                trick: cards(&p.trick),
                hand: cards(&p.hand),
            };
            let checked = q.clone().check();
            prop_assert!(checked.is_ok(), "{}: {:?}", msg, q.problems());
            let v = checked.unwrap().verdict();
            let expected = cards_of_mask(p.legal);
            match &v.answer {
                Answer::Cards(c) => {
                    prop_assert_eq!(&distinct_sorted(c.clone()), &expected, "{}", msg);
                    prop_assert_eq!(c.len(), expected.len(), "{}: duplicate in answer", msg);
                }
                other => prop_assert!(false, "{}: answer {:?}", msg, other),
            }
            let distinct = distinct_sorted(cards(&p.hand));
            prop_assert_eq!(v.cards.len(), distinct.len(), "{}", msg);
            prop_assert_eq!(
                &distinct_sorted(v.cards.iter().map(|cv| cv.card).collect()), &distinct,
                "{}", msg);
            for cv in &v.cards {
                let legal_bit = p.legal >> play::index(cv.card) & 1 == 1;
                prop_assert_eq!(cv.legal, legal_bit, "{}: card {}", msg, cv.card);
                let rule = cv.reason.rule;
                prop_assert!(rule.starts_with("gaigel.") && rule.len() > "gaigel.".len(),
                    "{}: card {} rule {:?}", msg, cv.card, rule);
                if p.trick.is_empty() {
                    prop_assert_eq!(rule, "gaigel.lead", "{}", msg);
                } else if !p.stock_empty {
                    prop_assert_eq!(rule, "gaigel.free-play", "{}", msg);
                }
            }
            prop_assert!(!v.reasons.is_empty(), "{}", msg);
            for r in &v.reasons {
                prop_assert!(r.rule.starts_with("gaigel.") && r.rule.len() > "gaigel.".len(),
                    "{}: rule {:?}", msg, r.rule);
            }
        }
    }
}

// ---------------------------------------------------------------------------------------
// Properties over arbitrary positions (not only those a deal reaches).
// ---------------------------------------------------------------------------------------

proptest! {
    #![proptest_config(config())]

    /// Strict phase: a player who holds the led suit plays the led suit.
    #[test]
    fn strict_phase_follows_suit((t, trick, hand) in position(1..=3, 1..=5)) {
        let l = legal(t, true, &trick, mask_of(&hand));
        let led = play::suit_of(trick[0]);
        let msg = format!("trump {}, trick [{}], hand [{}]", to_suit(t), show(&trick), show(&hand));
        prop_assert!(l.mask != 0 && l.mask & !mask_of(&hand) == 0, "{}", msg);
        if mask_of(&hand) & suit_mask(led) != 0 {
            prop_assert_eq!(l.mask & !suit_mask(led), 0, "{}", msg);
        } else if mask_of(&hand) & suit_mask(t) != 0 {
            // Void in the led suit but holding trumps: must trump.
            prop_assert_eq!(l.mask & !suit_mask(t), 0, "{}", msg);
        } else {
            prop_assert_eq!(l.mask, mask_of(&hand), "{}", msg);
        }
    }

    /// Leading, and any play while the stock lasts, allow every card.
    #[test]
    fn lead_and_free_play_allow_everything((t, trick, hand) in position(0..=3, 1..=5)) {
        let h = mask_of(&hand);
        prop_assert_eq!(legal(t, false, &trick, h).mask, h);
        prop_assert_eq!(legal(t, true, &[], h).mask, h);
    }

    /// On arbitrary positions, both phases, the mask API agrees with the reference.
    #[test]
    fn arbitrary_positions_agree_with_the_reference(
        (t, trick, hand) in position(0..=3, 1..=5),
        stock_empty in any::<bool>(),
    ) {
        let expected = distinct_sorted(ref_legal(to_suit(t), stock_empty, &cards(&trick), &cards(&hand)));
        let actual = cards_of_mask(legal(t, stock_empty, &trick, mask_of(&hand)).mask);
        prop_assert_eq!(actual, expected, "trump {}, stock_empty {}, trick [{}], hand [{}]",
            to_suit(t), stock_empty, show(&trick), show(&hand));
    }

    /// On arbitrary complete tricks the winner agrees with the reference, and the
    /// trick-winner query answers the same index.
    #[test]
    fn arbitrary_tricks_winner((t, trick, _) in position(4..=4, 0..=0)) {
        let tc = cards(&trick);
        let w = winner(t, &trick);
        prop_assert_eq!(w, ref_winner(to_suit(t), &tc), "trump {}, trick [{}]", to_suit(t), show(&trick));
        let v = Query::TrickWinner { trump: to_suit(t), trick: tc }.check().unwrap().verdict();
        prop_assert_eq!(v.answer, Answer::Index(w));
    }
}

// ---------------------------------------------------------------------------------------
// Fixed checks.
// ---------------------------------------------------------------------------------------

#[test]
fn full_pack_is_worth_240() {
    let pack: Vec<Card> = Deck::Gaigel
        .cards()
        .into_iter()
        .flat_map(|c| [c, c])
        .collect();
    assert_eq!(pack.len(), 48);
    assert_eq!(pack.iter().map(|&c| card_points(c)).sum::<u32>(), 240);
    assert_eq!(tricktutor::rules::gaigel::score::card_points(&pack), 240);
    let ix: Vec<u8> = pack.iter().map(|&c| play::index(c)).collect();
    assert_eq!(ix.iter().map(|&i| play::points_of(i)).sum::<u32>(), 240);
}

#[test]
fn compact_index_round_trips() {
    for i in 0..24u8 {
        let c = play::card(i);
        assert_eq!(c, to_card(i));
        assert_eq!(play::index(c), i);
        assert_eq!(to_suit(play::suit_of(i)), c.suit);
        assert_eq!(6 - play::rank_of(i), strength(c.rank));
        assert_eq!(play::points_of(i), card_points(c));
        assert_eq!(suit_mask(play::suit_of(i)) >> i & 1, 1);
    }
}

/// The example of the G8 box in 6.2.
#[test]
fn trumped_plain_suit_lead_example() {
    let d = Deck::Gaigel;
    let c = |t: &str| d.parse_card(t).unwrap();
    let q = Query::LegalPlays {
        trump: Suit::Hearts,
        stock_empty: true,
        trick: vec![c("leaves-10"), c("hearts-7")],
        hand: vec![c("leaves-A"), c("leaves-U"), c("hearts-A")],
    };
    let v = q.check().unwrap().verdict();
    assert!(v
        .answer
        .agrees_with(&Answer::Cards(vec![c("leaves-A"), c("leaves-U")])));
    let reference = ref_legal(
        Suit::Hearts,
        true,
        &[c("leaves-10"), c("hearts-7")],
        &[c("leaves-A"), c("leaves-U"), c("hearts-A")],
    );
    assert_eq!(reference, vec![c("leaves-A"), c("leaves-U")]);
}
