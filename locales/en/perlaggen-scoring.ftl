# Lesson 10 of Perlaggen: scoring a deal and the game to 18 (rules 10.1.3, 11.1–11.4).


perlaggen-scoring-deal =
    Scoring a deal: each team scores the value of every { -perlaggen-figure } it
    won, by a concession, by the show or by the tricks. A { -perlaggen-figure } that
    stands scores nothing. A { -perlaggen-figure } conceded during the deal is
    credited at once, but it is still part of this deal's score.
    (A failed proof changes everything, as in the last lesson.)

    A held Spiel aus is not a number of points: whoever wins that
    { -perlaggen-figure } wins the whole game, and it adds nothing to the deal score.
    A conceded Spiel aus bet is different: the bettors win the { -perlaggen-figure }
    at 7 points.

perlaggen-scoring-q-plain-deal =
    Team A conceded the Gleich to team B at 2 during the play. The
    Hanger stood (both best Hangers were equal). Team A won the
    Spiel, bet and held at 3. What does each team score for the deal?
perlaggen-scoring-q-plain-deal-h1 = Add up, for each team, the values of the figures it won. What does a standing { -perlaggen-figure } give?
perlaggen-scoring-q-plain-deal-h2 = Team A: the Spiel at 3. Team B: the Gleich at 2. The Hanger: nobody.
perlaggen-scoring-q-plain-deal-x =
    Team A scores the Spiel at its held value, 3. Team B scores the
    Gleich conceded to it, 2 (already credited during the deal, and
    part of this deal's score). The standing Hanger gives nothing.

perlaggen-scoring-q-aus-no-points =
    Team B won the Gleich, unbet. Team A won the Hanger, held at 2, and
    the Spiel, on which Spiel aus was bet and held. What does each
    team score for the deal?
perlaggen-scoring-q-aus-no-points-h1 = How many points is a held Spiel aus worth in the deal score?
perlaggen-scoring-q-aus-no-points-h2 = None: it wins the game instead. Count the other figures only.
perlaggen-scoring-q-aus-no-points-x =
    The held Spiel aus wins team A the whole game, but it adds no
    points to the deal: team A scores 2 (the Hanger), team B 1 (the
    Gleich).

perlaggen-scoring-order =
    The game is won by the first team to reach 18 points. Points of a
    conceded { -perlaggen-figure } are credited the moment it is conceded (they count
    at once for gestrichen and for the endgame limit), but who wins
    the game is settled when the deal is over, after the show and the
    proofs.

    If both teams could reach 18 in the same deal, the figures are
    credited one at a time, in this order, and the first team to reach
    18 wins:
      1. the conceded figures, in the order they were conceded;
      2. the figures bet and held, in the order each was FIRST bet on;
      3. the unbet figures: Gleich, then Hanger, then Spiel.
    A held Spiel aus takes its place in group 2: when its turn comes,
    its winner wins the game at once. A team that fails a proof is
    credited nothing but its −2 and cannot win the game in that deal.

perlaggen-scoring-q-unbet-order =
    Team A has 16 points, team B 17. In this deal nothing was bet or
    conceded. Team A won the Gleich and the Spiel, team B the Hanger.
    Does a team win the game?
perlaggen-scoring-q-unbet-order-h1 = Both teams can reach 18. In which order are unbet figures credited?
perlaggen-scoring-q-unbet-order-h2 = Gleich first (A: 17), then Hanger (B: 18). The Spiel comes last.
perlaggen-scoring-q-unbet-order-x =
    Unbet figures are credited Gleich, Hanger, Spiel. The Gleich takes
    team A to 17; the Hanger takes team B to 18, and team B wins.
    Team A's Spiel would have made 18 too, but it comes too late.

perlaggen-scoring-q-conceded-first =
    Team A has 15, team B 16. During the play team B conceded the
    Hanger to team A at 2. Team B won the Spiel, bet and held at 2.
    Team A won the Gleich, unbet. Does a team win the game?
perlaggen-scoring-q-conceded-first-h1 = Credit the groups in order: conceded, then held, then unbet.
perlaggen-scoring-q-conceded-first-h2 = Hanger (conceded): A 17. Spiel (held): B 18. The unbet Gleich would come after.
perlaggen-scoring-q-conceded-first-x =
    The conceded Hanger comes first: team A reaches 17, not enough.
    Then the held Spiel: team B reaches 18 and wins. Team A's unbet
    Gleich would have brought it to 18 too, but unbet figures come
    last.

perlaggen-scoring-q-held-by-first-bet =
    Team A has 14, team B 15. Early in the deal the Spiel was bet
    first; later the Gleich was bet too. Both bets were held: team A
    won the Spiel at 4, team B the Gleich at 3. Team B also won the
    Hanger, unbet. Does a team win the game?
perlaggen-scoring-q-held-by-first-bet-h1 = Held figures are credited in the order in which each was first bet on. Which was bet first?
perlaggen-scoring-q-held-by-first-bet-h2 = The Spiel first: 14 + 4.
perlaggen-scoring-q-held-by-first-bet-x =
    No { -perlaggen-figure } was conceded. Among the held figures the Spiel was bet
    on first, so it is credited first: team A reaches 14 + 4 = 18 and
    wins. Team B's Gleich (15 + 3 = 18) and Hanger come too late.

perlaggen-scoring-q-aus-wins-game =
    Team A has only 5 points, team B 11. The Spiel was bet on first:
    it went up to Spiel aus, which was held, and team A won the Spiel.
    The Gleich was bet on later and held at 7, and team B won it; team
    B also won the Hanger, unbet. Does a team win the game?
perlaggen-scoring-q-aus-wins-game-h1 = Both are held figures. Which one is credited first, and what does a held Spiel aus do when its turn comes?
perlaggen-scoring-q-aus-wins-game-h2 = The Spiel was bet on first, so it comes first, and its winner wins the game at once.
perlaggen-scoring-q-aus-wins-game-x =
    Nothing was conceded, so the held figures come first, in the
    order of their first bet: the Spiel, then the Gleich. Team A wins
    the Spiel aus and with it the game, whatever its score. Team B's
    Gleich at 7 would have taken it to 18, but too late.

perlaggen-scoring-q-failing-cannot-win =
    Team A has 16, team B 12. During the play team B conceded the
    Gleich to team A at 2, taking team A to 18 provisionally. At the
    end team A cannot show two cards of one rank. Team B won the
    Hanger and team A the Spiel, both unbet. Does a team win the game?
perlaggen-scoring-q-failing-cannot-win-h1 = Is the game won when the concession is made, or when the deal is over?
perlaggen-scoring-q-failing-cannot-win-h2 = Team A fails: it is credited only −2. Team B gets 12 + 2 (the failed Gleich) + 1 (the Hanger).
perlaggen-scoring-q-failing-cannot-win-x =
    The game is settled at the end of the deal. Team A fails the
    Gleich, so its provisional 2 points are removed: it scores −2 and
    cannot win. Team B scores the failed Gleich (2) and its Hanger
    (1): 12 + 3 = 15. Nobody reaches 18; the game goes on.

perlaggen-scoring-gestrichen =
    A team on exactly 17 is gestrichen: it may not bet or raise (any
    value would take it to 18), but it may hold and concede.

    When BOTH teams start a deal on 17, nobody may bet, and a special
    rule decides (as long as neither the Gleich nor the Hanger has
    been conceded in the deal):
      - a player with a Gleich or Hanger of at least THREE cards wins
        the game for his team. A Perlagg still in hand counts as any
        card for this claim;
      - the best such { -perlaggen-figure } wins: more cards first; with the same
        number, a Gleich beats a Hanger; then the higher rank or top
        card;
      - two-card figures are ignored. If nobody has three or more, or
        the two teams' best are exactly equal, the cards are played
        and the team that takes three tricks wins with the Spiel.

perlaggen-scoring-q-pairs-ignored =
    Both teams have 17. Bells are trumps. Seat 0 holds a pair of Aces,
    seat 2 a pair of Kings; team B holds no Gleich or Hanger at all.
    If the cards are played, team B would take three tricks. Who wins
    the game?
perlaggen-scoring-q-pairs-ignored-h1 = At 17–17, which figures can win the game outright?
perlaggen-scoring-q-pairs-ignored-h2 = Only figures of three or more cards. Does anybody hold one? If not, the Spiel decides.
perlaggen-scoring-q-pairs-ignored-x =
    At 17–17 only a Gleich or Hanger of three or more cards wins the
    game, and nobody has one: team A's pairs are ignored. So the cards
    are played, and team B wins with the Spiel.

perlaggen-scoring-q-gleich-over-hanger =
    Both teams have 17. Hearts are trumps. Seat 0 holds ♣9, ♠9 and the
    Weli, which he counts as a third 9 (♥9). Seat 3 holds ♠A, ♠K, ♠O.
    Team B would take three tricks. Who wins the game?
perlaggen-scoring-q-gleich-over-hanger-h1 = Both figures have three cards. What decides between a Gleich and a Hanger of the same length?
perlaggen-scoring-q-gleich-over-hanger-h2 = Same number of cards: a Gleich beats a Hanger, whatever the heights.
perlaggen-scoring-q-gleich-over-hanger-x =
    Seat 0's three 9s (the Weli counting as a 9) and seat 3's A–K–O
    of leaves both have three cards. With the same number of cards a
    Gleich beats a Hanger, so team A wins the game, although the
    Hanger is topped by an Ace and team B would win the Spiel.

perlaggen-scoring-claim =
    How a claim is made at 17–17: before the first lead, starting at
    seat 0 and going clockwise, each player with a { -perlaggen-figure } of three or
    more cards asks whether a { -perlaggen-figure } of that length is allowed; the
    others say "not allowed" if they hold one at least as long, and
    ties are settled by telling Gleich or Hanger, then the height. No
    card is shown, so a claim names no Perlagg. A claim that wins ends
    the deal and the game.

    17–17 can also arise in the middle of a deal, when a team on 16
    is conceded the Spiel. Then the Spiel, which would decide, has
    been awarded already: the deal ends at once, nobody scores the
    Gleich or the Hanger, and a new deal is played with both teams
    still on 17. (If the Gleich or the Hanger had been conceded in
    this deal, the special rule does not apply: nobody bets, and the
    remaining figures are scored in the usual order.)

    To end this lesson, a short deal at the table: you sit at seat 1,
    team B, on 17; team A has 16.

perlaggen-scoring-d-split =
    Leaves are trumps. Before the first lead seat 0 bets the Spiel. You
    hold ♥10, ♥8, ♦9, ♣U and ♣8: no { -trump } and no Perlagg. Your team is
    on 17, team A on 16. Your answer?
perlaggen-scoring-d-split-h1 = Gestrichen, you may not raise, but you may hold or concede. If team A wins a Spiel held at 2, it has 18.
perlaggen-scoring-d-split-h2 = Conceding gives team A the Spiel at 1: 16 + 1 = 17. What happens at 17–17 when the Spiel has already been awarded?
perlaggen-scoring-d-split-x =
    Concede. Team A wins the Spiel at its old value, 1, and reaches 17:
    17–17, arisen from a conceded Spiel. The Spiel that would decide
    has been awarded already, so the deal ends at once, nobody scores
    the Gleich or the Hanger, and a new deal follows with both teams
    on 17: there a claim of three cards, or else the Spiel, wins the
    game. Holding with no { -trump } and no Perlagg would most likely have
    handed team A the Spiel at 2, and the game.
