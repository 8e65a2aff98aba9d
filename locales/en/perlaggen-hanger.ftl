# Lesson 7 of Perlaggen: the Hanger (rules 8, 8.2; 4.1 for the order of the ranks).


perlaggen-hanger-intro =
    The second { -perlaggen-figure } is the Hanger: two or more cards of ONE suit
    with consecutive ranks, in one player's five cards (played or
    not; partners' cards never combine).

    The order is the usual one, A, K, O, U, 10, 9, 8, 7, so K–A is a
    sequence and so is U–10: the Unter sits directly above the 10.
    The order does not wrap round: A–7 is not a sequence.

perlaggen-hanger-compare =
    Which Hanger is best?
      - The longer sequence wins: a four-card Hanger beats any
        three-card one.
      - Same length: the higher sequence wins; compare the top cards.
      - All suits are equal, and trumps give no advantage: 10-9-8 of
        hearts ties with 10-9-8 of acorns even when hearts are trumps.
    As with the Gleich, each team's best Hanger is compared with the
    other's. Equal best Hangers stand: nobody scores. If nobody has a
    Hanger, nobody scores it.

perlaggen-hanger-q-longer-wins =
    Hearts are trumps. Seat 0 holds the ♠A and ♠K, seat 1 the ♣10, ♣9
    and ♣8. Which team wins the Hanger?
perlaggen-hanger-q-longer-wins-h1 = Which counts first: how long the sequence is, or how high?
perlaggen-hanger-q-longer-wins-h2 = Two cards against three. The top card only matters between sequences of the same length.
perlaggen-hanger-q-longer-wins-x =
    Seat 0's A–K of leaves is a two-card Hanger, seat 1's 10-9-8 of
    acorns a three-card one. Length comes first, so seat 1's lower
    sequence wins: team B.

perlaggen-hanger-q-unter-ten =
    Bells are trumps. Seat 2 holds ♠U, ♠10, ♠9; seat 3 holds ♥10, ♥9,
    ♥8. Which team wins the Hanger?
perlaggen-hanger-q-unter-ten-h1 = Is the Unter next to the 10 in the order of the ranks?
perlaggen-hanger-q-unter-ten-h2 = A, K, O, U, 10: the Unter is directly above the 10. Both sequences have three cards; compare the top cards.
perlaggen-hanger-q-unter-ten-x =
    U–10–9 is a three-card sequence: the Unter ranks directly above
    the 10. Against seat 3's 10-9-8, also three cards, seat 2's top
    card, the Unter, is higher. Team A wins the Hanger.

perlaggen-hanger-q-no-wrap =
    Acorns are trumps. Seat 0 holds four leaves: ♠K, ♠A, ♠7, ♠8
    (natural cards with acorns trumps). Seat 1 holds ♣10, ♣9, ♣8.
    Which team wins the Hanger?
perlaggen-hanger-q-no-wrap-h1 = Does the order go on from the Ace back to the 7?
perlaggen-hanger-q-no-wrap-h2 = Without wrapping round, seat 0 has two separate pairs: K–A and 8–7. How long is its best Hanger?
perlaggen-hanger-q-no-wrap-x =
    The order does not wrap round, so K–A–7–8 is not one sequence.
    Seat 0 has two two-card Hangers, K–A and 8–7, and its best is
    K–A, two cards. Seat 1's 10-9-8 is longer: team B.

perlaggen-hanger-q-trumps-no-help =
    Hearts are trumps. Seat 0 holds ♣10, ♣9, ♣8; seat 1 holds ♥10, ♥9,
    ♥8, natural trumps. Which team wins the Hanger?
perlaggen-hanger-q-trumps-no-help-h1 = Does the { -trump } suit count in the Hanger?
perlaggen-hanger-q-trumps-no-help-h2 = Same length, same top card: what happens to equal Hangers?
perlaggen-hanger-q-trumps-no-help-x =
    Both best Hangers are three cards from the 10 down. Suits are
    equal in the Hanger, trumps included, so the two are exactly
    equal: the Hanger stands and nobody scores it.

perlaggen-hanger-wild =
    Perlaggen count exactly as the cards they were named as, here as
    in the Gleich. With a Perlagg named ♥K, the ♥A and ♥O make a
    three-card Hanger A–K–O of hearts; it is neither weaker nor
    stronger than a natural one. A Perlagg played without a name is
    its printed face: with leaves trumps, the { -trump } Ober and Unter
    played silently are simply the ♠O and ♠U.

    Two cards standing for the same card do not form a sequence and
    do not lengthen one: ♠O, the Weli named ♠O, ♠U and ♠10 are only
    the three-card sequence O–U–10.

perlaggen-hanger-q-wild-tops =
    Leaves are trumps. Seat 2 holds the ♥A and ♥O and played the
    Eichel-Spitz (♣7) as the ♥K. Seat 1 holds ♠10, ♠9, ♠8. Which team
    wins the Hanger?
perlaggen-hanger-q-wild-tops-h1 = What does the Eichel-Spitz count as now? Put seat 2's hearts in order.
perlaggen-hanger-q-wild-tops-h2 = Seat 2 has A–K–O of hearts, three cards with the Ace on top. Seat 1 also has three cards.
perlaggen-hanger-q-wild-tops-x =
    The Eichel-Spitz named ♥K fills the gap: seat 2 has A–K–O of
    hearts, three cards topped by the Ace. Seat 1's 10-9-8 of leaves
    is also three cards but lower, and the { -trump } suit gives it no
    advantage. Team A wins the Hanger.

perlaggen-hanger-q-silent-wild =
    Leaves are trumps. Seat 1 holds the ♠K and played the { -trump } Ober
    (♠O) and the { -trump } Unter (♠U) without naming them. Seat 2 holds
    ♦10, ♦9, ♦8. Which team wins the Hanger?
perlaggen-hanger-q-silent-wild-h1 = A Perlagg played without a name counts as its printed face. What are seat 1's leaves?
perlaggen-hanger-q-silent-wild-h2 = Seat 1 has ♠K, ♠O, ♠U: three consecutive leaves. Compare the top cards.
perlaggen-hanger-q-silent-wild-x =
    Played silently, the { -trump } Ober and Unter are the ♠O and ♠U, so
    seat 1 has K–O–U of leaves, three cards topped by the King. Seat
    2's 10-9-8 is as long but lower. Team B wins the Hanger.

perlaggen-hanger-q-same-card-no-link =
    Bells are trumps. Seat 0 holds ♠O, ♠U, ♠10 and played the Weli as
    the ♠O. Seat 3 holds ♣U, ♣10, ♣9, ♣8. Which team wins the Hanger?
perlaggen-hanger-q-same-card-no-link-h1 = Can two ♠Os be two steps of one sequence?
perlaggen-hanger-q-same-card-no-link-h2 = Seat 0's sequence is O–U–10, three cards. Seat 3's is U–10–9–8.
perlaggen-hanger-q-same-card-no-link-x =
    Two cards with the same identity do not lengthen a sequence: the
    Weli named ♠O and the real ♠O are one step, so seat 0 has O–U–10,
    three cards. Seat 3's U–10–9–8 of acorns is four cards and wins,
    although its top card is lower: team B.

perlaggen-hanger-q-gaps =
    Acorns are trumps. Seats 0, 1 and 2 each hold four cards of one
    suit: A, O, 10 and 8. Which team wins the Hanger?
perlaggen-hanger-q-gaps-h1 = Are any two of those cards next to each other in the order A, K, O, U, 10, 9, 8, 7?
perlaggen-hanger-q-gaps-h2 = A, O, 10, 8 leave a gap between every two cards. And cards of one rank in different suits are not a sequence.
perlaggen-hanger-q-gaps-x =
    A–O misses the King, O–10 the Unter, 10–8 the 9: many cards of
    one suit are no Hanger without two consecutive ranks. Seat 3's
    ♥9 and ♠9 are of different suits. Nobody has a Hanger, so nobody
    scores it.
