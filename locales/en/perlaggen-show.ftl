# Lesson 9 of Perlaggen: the show and proving a figure (rules 9.2.7, 10, 10.1, 11.1).


perlaggen-show-intro =
    When the Spiel is decided, by a third { -trick } or by a concession,
    play stops. A Gleich or Hanger that is still open (not yet conceded by
    either team) is then settled by the show.

    The team that won the Spiel shows first; then the teams take
    turns. In its turn the showing team must, for each open { -perlaggen-figure },
    do one of three things:
      - concede it;
      - contest it: reveal enough cards to show an example at least
        as good as the best the opponents have shown so far (a Perlagg
        revealed now is named now);
      - bet on it, if the betting rules allow it.

perlaggen-show-turn =
    Betting goes on in the show, with one extra limit: only the team
    whose turn it is to show may START a bet, and only on the Gleich
    or the Hanger (the Spiel is decided already). All the other rules
    for starting a bet still apply: taking turns, the endgame limit,
    and the bettor's own example.

perlaggen-show-q-showing-team-bets =
    Bells are trumps. Team A won the Spiel and shows first. Nobody has
    bet on the Gleich. Seat 2 has the ♠K among his played cards and
    still holds the ♣K. May he bet the Gleich?
perlaggen-show-q-showing-team-bets-h1 = Does betting stop when the tricks stop?
perlaggen-show-q-showing-team-bets-h2 = Team A is showing, the Gleich is unbet, 8 + 1 is below 18, and ♠K ♣K is a pair.
perlaggen-show-q-showing-team-bets-x =
    Yes. In the show the showing team may bet on the Gleich or the
    Hanger; here every condition holds: it is team A's turn, the
    Gleich is open and unbet, 8 + 1 is below 18, and seat 2's two
    Kings are his example.

perlaggen-show-q-not-your-turn =
    Bells are trumps. Team A won the Spiel and is showing. Seat 1 of
    team B holds ♠O and ♠U, a fine example, and would like to bet the
    Hanger, on which nobody has bet. May he?
perlaggen-show-q-not-your-turn-h1 = Whose turn is it to show?
perlaggen-show-q-not-your-turn-h2 = In the show only the showing team may start a bet.
perlaggen-show-q-not-your-turn-x =
    No. During the show only the team whose turn it is may start a
    bet, and that is team A. Team B will have its own turn later, and
    meanwhile it may answer any bet team A makes.

perlaggen-show-answers =
    A bet in the show is answered as usual: the other team may
    concede, hold, or raise (a raise is limited, as always, only by
    the endgame limit and the raiser's own example). It may not start
    a bet of its own.

    If the bet, or a raise of it, is held by the other team, the
    showing team must then concede or contest that { -perlaggen-figure }: it cannot
    bet on it again, since the other team is now the last holder.
    But if the other team raises and the showing team holds the
    raise, the showing team is the last holder and acts on the { -perlaggen-figure }
    again with all three choices.

perlaggen-show-q-answer-by-raise =
    Bells are trumps. Team A is showing and has bet the Hanger (1 to
    2). Seat 3 of team B holds ♥9 and ♥8. Team B has 11 points. May
    seat 3 raise?
perlaggen-show-q-answer-by-raise-h1 = Is raising the start of a bet, or an answer to one?
perlaggen-show-q-answer-by-raise-h2 = A raise needs the endgame limit (11 + 2) and the raiser's own example.
perlaggen-show-q-answer-by-raise-x =
    Yes. A raise answers a bet; it is not the start of one, so it does
    not matter that team A is showing. Seat 3 has his own example (♥9
    ♥8), and 11 + 2 = 13 is below 18. The Hanger becomes 2 and team B
    proposes 3; team A must answer.

perlaggen-show-q-own-example =
    Leaves are trumps. Team B is showing. Team A had bet the Hanger and
    team B held (2); now team B bets it again (2 to 3). Seat 0 has no
    two consecutive cards of one suit, but his { -partner } has revealed
    ♣O, ♣U, ♣10. May seat 0 hold?
perlaggen-show-q-own-example-h1 = For the Gleich or the Hanger, whose example must a holder have?
perlaggen-show-q-own-example-h2 = Seat 0's own five cards are ♥A, ♦10, ♣8, ♥9, ♦K. Any two consecutive in one suit?
perlaggen-show-q-own-example-x =
    No. To hold a Gleich or Hanger bet, the player himself needs an
    example in his own five cards, and seat 0 has none: ♥A and ♥9,
    ♦K and ♦10 are not consecutive. His { -partner }'s sequence does not
    count for him; the { -partner } could hold instead.

perlaggen-show-q-held-then-no-bet =
    Hearts are trumps. Team A, showing, bet the Gleich (1 to 2), and
    team B held. Seat 0 of team A holds two 9s. May he now bet the
    Gleich again (2 to 3)?
perlaggen-show-q-held-then-no-bet-h1 = After team B's hold, who is the last holder of the Gleich?
perlaggen-show-q-held-then-no-bet-h2 = Team B is the last holder, so team A must wait for team B to bet.
perlaggen-show-q-held-then-no-bet-x =
    No. Team B held the last bet, so on the Gleich it is team B's
    turn to bet, and team B is not showing. Team A must now concede
    the Gleich or contest it by revealing its cards.

perlaggen-show-q-raise-held-bet-again =
    Acorns are trumps. Team A, showing, bet the Gleich (1 to 2). Team
    B raised (2 to 3), and team A held the raise. Seat 2 of team A
    holds two Obers. May he bet the Gleich again (3 to 4)?
perlaggen-show-q-raise-held-bet-again-h1 = A raise does not change the last holder. Who held last here?
perlaggen-show-q-raise-held-bet-again-h2 = Team A held team B's raise, so team A is the last holder, and it is still showing. 4 + 3 is below 18.
perlaggen-show-q-raise-held-bet-again-x =
    Yes. Team A held the raise, so it is the last holder of the
    Gleich, now worth 3. It is still team A's turn, the limit holds
    (4 + 3 = 7) and the two Obers are seat 2's example: team A acts
    again with all three choices, a new bet included.

perlaggen-show-proof =
    At the end, before scoring, two kinds of proof are due:
      - every player who bet, raised or held on the Gleich or the
        Hanger must show an example in his own five cards, however
        small (a Perlagg still in hand may be named for it);
      - a team that won the Gleich or the Hanger by a concession must
        show at least the minimum: two cards of one rank, or two
        consecutive cards of one suit, in one player's five cards.

    A team that cannot make a showing it owes fails that { -perlaggen-figure }:
      - it scores exactly −2 for the deal and nothing else, even the
        figures conceded to it earlier in the deal;
      - the other team scores its own figures, plus each failed { -perlaggen-figure }
        at its value (for a conceded { -perlaggen-figure }, the value at which it
        was conceded);
      - several failures of one team still cost −2 only once, and the
        other team scores each failed { -perlaggen-figure } once;
      - if both teams fail, each scores −2 and nothing else.

perlaggen-show-q-failed-figure =
    Team B conceded the Gleich to team A at 2, but at the end nobody
    in team A can show two cards of one rank. Team B won the Hanger
    (unbet, 1); team A won the Spiel, held at 3. What does each team
    score for the deal?
perlaggen-show-q-failed-figure-h1 = Team A fails the Gleich. What is left of its deal?
perlaggen-show-q-failed-figure-h2 = Team A scores −2 and nothing else. Team B scores its Hanger and the failed Gleich at 2.
perlaggen-show-q-failed-figure-x =
    Team A cannot prove the Gleich conceded to it, so it scores −2
    and loses the rest of the deal, its Spiel at 3 included. Team B
    scores its own Hanger (1) and the failed Gleich at the value it
    was conceded at (2): 3 points.

perlaggen-show-q-failing-twice =
    Team A conceded both the Gleich (at 2) and the Hanger (at 3) to
    team B, and team B won the Spiel, held at 2. At the end team B
    can prove neither { -perlaggen-figure }. What does each team score?
perlaggen-show-q-failing-twice-h1 = How often does a team pay −2 in one deal?
perlaggen-show-q-failing-twice-h2 = Team B scores −2 once. Team A won nothing itself, but it receives both failed figures.
perlaggen-show-q-failing-twice-x =
    Team B fails twice but pays −2 only once, and loses its Spiel
    too. Team A won no { -perlaggen-figure } itself, yet it scores both failed
    figures at their conceded values: 2 + 3 = 5.

perlaggen-show-q-both-fail =
    The Gleich was conceded to team A at 2 and the Hanger to team B at
    1; team A won the Spiel (unbet). At the end team A cannot prove
    the Gleich and team B cannot prove the Hanger. What does each
    team score?
perlaggen-show-q-both-fail-h1 = Both teams fail. Does either team receive the other's failed { -perlaggen-figure }?
perlaggen-show-q-both-fail-h2 = When both fail, each scores −2 and nothing else.
perlaggen-show-q-both-fail-x =
    Both teams fail a { -perlaggen-figure }, so each scores exactly −2. Nobody is
    awarded a failed { -perlaggen-figure }, and team A's Spiel is lost with the
    rest of its deal.

perlaggen-show-stands =
    How the turns go on. A team that has nothing better for a { -perlaggen-figure }
    concedes it ("we show nothing better"): the { -perlaggen-figure } goes to the team
    that has shown the better example, and if neither team shows one,
    nobody had it and nobody scores it. Such a { -perlaggen-figure } was decided by
    the show, so no proof of a concession is owed for it.

    A team whose best example only equals the opponents' shown example
    lets the { -perlaggen-figure } stand for that turn. If the team that WON the
    Spiel leaves a { -perlaggen-figure } standing at the end of one of its turns, it
    may not improve that { -perlaggen-figure } later; the team that lost the Spiel
    may still show something better in its next turn. When the show
    is over, a { -perlaggen-figure } left equal stands: nobody scores it.

perlaggen-show-q-bettor-proof =
    Team A's seat 0 bet the Hanger with the ♠K and the Eichel-Spitz in
    hand, counting the Perlagg as the ♠A; team B conceded the bet (at
    1). Later seat 0 had to play the Eichel-Spitz and named it the ♥9,
    and at the end no player of team A can show two cards in sequence.
    Team B won the Gleich (unbet), team A the Spiel, held at 2. What
    does each team score?
perlaggen-show-q-bettor-proof-h1 = Seat 0 bet the Hanger and team A won it by a concession: both oblige team A to show a sequence at the end. Can it?
perlaggen-show-q-bettor-proof-h2 = A team that fails a proof scores −2 and nothing else; the other team scores its own figures and the failed one.
perlaggen-show-q-bettor-proof-x =
    Team A −2, team B 2. The Perlagg counted as any card while it was
    in seat 0's hand; once played as the ♥9 its name is fixed, and the
    Hanger seat 0 bet can no longer be shown. Team A fails the proof:
    −2 and nothing else, not even its Spiel. Team B scores its Gleich
    (1) and the failed Hanger at the value it was conceded at (1).
