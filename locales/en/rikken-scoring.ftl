# Lesson 9 of Rikken: scoring in chips (rules 8; decisions 11.3-11.5, 11.23).


rikken-scoring-intro =
    Rikken is played for chips, settled after every deal. A deal has
    a value s, worked out from the { -rikken-contract } and the tricks of the
    declaring side (in Rik, Rik beter and Troela: the declarer's and
    the { -partner }'s tricks together).
    Trick contracts (Rik, Rik beter, Troela, 8 to 12 alleen):
      made:   basic value + 1 for each { -trick } over the target
      failed: basic value + 1 for each { -trick } short of the target
    The basic value is 1, except in Troela, where it is 2.
    Mind the step: Rik with exactly 8 tricks is worth 1, but Rik
    with 7 tricks costs 1 + 1 = 2.

rikken-scoring-settle =
    Who pays whom:
      - Two against two (Rik, Rik beter, Troela): if the { -rikken-contract } is
        made, the declarer and the { -partner } each collect s from one
        opponent. Both win s, and both opponents lose s. If it fails,
        it is the other way round.
      - One against three (every other { -rikken-contract }): the declarer
        collects s from each of the other three (+3s for the
        declarer, −s for each), or pays s to each (−3s, +s for each).

rikken-scoring-q-rik-over-h1 = How many tricks did the declarer and the { -partner } take together?
rikken-scoring-q-rik-over-h2 = 10 tricks: 2 over the 8 needed. Then: who wins, and who loses?
rikken-scoring-q-rik-over-x =
    Seats 0 and 2 took 5 + 5 = 10: made with 2 overtricks, so
    s = 1 + 2 = 3. The declarer and the { -partner } win 3 each; seats 1
    and 3 lose 3 each.

rikken-scoring-q-rik-down-one-h1 = The side took 7 tricks. What does failing by one { -trick } cost?
rikken-scoring-q-rik-down-one-h2 = Failed: 1, plus 1 for the missing { -trick }.
rikken-scoring-q-rik-down-one-x =
    Seats 1 and 3 took 4 + 3 = 7, one short of 8: s = 1 + 1 = 2. The
    declarer and the { -partner } lose 2 each; seats 0 and 2 win 2 each.

rikken-scoring-q-solo-over-h1 = 9 alleen is one against three. What is s?
rikken-scoring-q-solo-over-h2 = s = 1 + 1 overtrick = 2, and the declarer collects it from each of the three.
rikken-scoring-q-solo-over-x =
    10 tricks, one over 9: s = 1 + 1 = 2. Seat 2 collects 2 from each
    of the others: +6 for seat 2, −2 for each other seat.

rikken-scoring-q-solo-down-h1 = How many tricks short of 11 did the declarer fall?
rikken-scoring-q-solo-down-h2 = s = 1 + 2 = 3, paid to each of the other three.
rikken-scoring-q-solo-down-x =
    Seat 0 took 9, two short of 11: s = 1 + 2 = 3, paid to each of the
    other three. That is −9 for seat 0 and +3 for each other seat.

rikken-scoring-bonus =
    All 13 tricks: in every { -trick } { -rikken-contract } up to 12 alleen, a side
    that wins all 13 tricks gets 1 more. This includes Rik, Rik beter
    and Troela: there the two partners' tricks together must make 13.
    Example: Rik with all 13 tricks is worth 1 + 5 overtricks + 1 = 7.

rikken-scoring-q-beter-all-h1 = Did the declaring side win every { -trick }?
rikken-scoring-q-beter-all-h2 = 1 + 5 overtricks, and the all-13 bonus applies to partnerships too.
rikken-scoring-q-beter-all-x =
    Seats 3 and 0 took 7 + 6 = 13, every { -trick }: s = 1 + 5 + 1 = 7.
    Seats 0 and 3 win 7 each; seats 1 and 2 lose 7 each.

rikken-scoring-fixed =
    The other contracts have a fixed value, the same made or failed,
    with no over- or undertricks and no bonus:
      Misère, Piek                              5
      Open misère, Open piek                   15
      Open misère or Open piek met praatje     15
      13 alleen                                15
      Open 13 alleen                           20
    Misère is made with no { -trick } at all, Piek with exactly one, and
    the 13-trick contracts only with all 13. All of them are one
    against three.
    If all four players pass, the deal is not played and nobody pays.

rikken-scoring-q-thirteen-failed-h1 = Does 13 alleen count undertricks?
rikken-scoring-q-thirteen-failed-h2 = 13 alleen is worth a fixed 15, made or failed.
rikken-scoring-q-thirteen-failed-x =
    12 tricks are not 13: the { -rikken-contract } failed. Its value is fixed at
    15, with no undertricks. Seat 3 pays 15 to each of the others:
    −45 for seat 3, +15 for each other seat.

rikken-scoring-q-open-piek-zero-h1 = Piek asks for exactly one { -trick }. Is no { -trick } at all good enough?
rikken-scoring-q-open-piek-zero-h2 = Open piek is worth a fixed 15; on a failure the declarer pays it to each of the three.
rikken-scoring-q-open-piek-zero-x =
    No { -trick } is not exactly one { -trick }: the Open piek failed. Seat 2
    pays 15 to each of the others: −45 for seat 2, +15 for each other
    seat.

rikken-scoring-q-praatje-made =
    Seat 1 played Open misère met praatje: after { -trick } 1 all four
    hands lay open and the three opponents talked over their play,
    yet seat 1 took no { -trick }. What does each seat score?
rikken-scoring-q-praatje-made-h1 = No { -trick } at all: is the misère made? What is a met-praatje { -rikken-contract } worth?
rikken-scoring-q-praatje-made-h2 = 15 from each of the three others.
rikken-scoring-q-praatje-made-x =
    The misère is made, and a met-praatje { -rikken-contract } is worth 15: seat 1
    collects 15 from each of the others, +45 for seat 1 and −15 for
    each other seat. The open hands and the talk change nothing in
    the scoring.

rikken-scoring-q-open-thirteen-h1 = Open 13 alleen has a fixed value. Which one?
rikken-scoring-q-open-thirteen-h2 = 20 from each opponent, and no all-13 bonus: the 13-trick contracts never get it.
rikken-scoring-q-open-thirteen-x =
    Made: Open 13 alleen is worth 20, the top of the table, with no
    bonus for the 13 tricks, which the { -rikken-contract } needs anyway. Seat 0
    collects 20 from each of the others: +60, and −20 for each.

rikken-scoring-q-passed-out =
    All four players passed. How many chips does each player win or
    lose?
rikken-scoring-q-passed-out-h1 = Was any { -rikken-contract } played?
rikken-scoring-q-passed-out-h2 = A passed-out deal is simply thrown in.
rikken-scoring-q-passed-out-x =
    Nobody bid, so there is no play and no payment: 0 for everyone.
    The deal passes to the left and the next { -dealer } deals a new hand.

rikken-scoring-end =
    There is no fixed end to a game of Rikken, and no target to
    reach. The chips are settled after every deal, and the players
    stop when they agree to. Each player's result is simply the
    chips won or lost, deal by deal.

    A fair evening stops after a number of deals that is a multiple
    of 4: the deal passes to the left every time, so then everyone
    has dealt, and bid first, equally often.

rikken-scoring-q-last-deal =
    The players agreed to stop after 8 deals. In the 8th and last
    deal seat 1 played 10 alleen and took exactly 10 tricks. What
    does each seat score in this deal?
rikken-scoring-q-last-deal-h1 = Does the last deal of an evening count any differently?
rikken-scoring-q-last-deal-h2 = 10 tricks for 10 alleen: made exactly, s = 1, from each of the three others.
rikken-scoring-q-last-deal-x =
    Made exactly: s = 1, so seat 1 wins 3 and each other seat pays 1.
    The last deal is settled like any other: there is no game to win
    and no bonus at the end, only the chips of each deal.
