# Lesson 10 of Gaigel: void deals, carried game points and the game to 7 (rules 8.3, 8.4; decision G19).


gaigel-game-end =
    A deal that nobody has ended earlier runs to the twelfth { -trick }. The
    last { -trick } brings its 10 points, and then, instead of a round, comes
    the end of play:
      1. The winner of the last { -trick }, then his { -partner }, may { -gaigel-knock } (if
         their team has not missed its declaration) or claim against the
         other team, or pass.
      2. If both pass with 101 or more, their team has now missed its
         declaration: passing at 101 counts like letting a card be played.
      3. Then the opponent on the winner's left, then his { -partner }, may
         { -gaigel-knock } (if their team has not missed) or claim, or pass.
    The last-trick team goes first because the last { -trick } may have just
    taken it past 101, like the winner of any { -trick }.

gaigel-game-q-last-trick-knock =
    Team B had 95 before the twelfth { -trick }. It wins that { -trick } and ends
    with 130. In the end of play, the B player who won the { -trick } knocks,
    and nobody disputes. A has won 5 tricks, B 7. What does each team
    score?
gaigel-game-q-last-trick-knock-h1 = The end of play starts with the last { -trick }'s winner: he may { -gaigel-knock } now.
gaigel-game-q-last-trick-knock-x =
    B knocks in time: its total rose with the last { -trick }, and no card
    has been played since. An undisputed { -gaigel-knock } with A holding tricks is
    worth 1.

gaigel-game-q-last-trick-pass =
    Team A reached 101 with { -trick } 10 and let { -trick } 11 begin without
    knocking, so it has missed its declaration. Team B wins the twelfth
    { -trick } and ends with 130; A ends with 120. Both B players pass. Now
    A, which may not { -gaigel-knock } any more, claims against B. What does each
    team score?
gaigel-game-q-last-trick-pass-h1 = B passed at 130 after the last { -trick }. What does that count as?
gaigel-game-q-last-trick-pass-h2 = A may not { -gaigel-knock }, but it may still claim.
gaigel-game-q-last-trick-pass-x =
    Both B players passed at 130: B has missed its declaration too. A
    may not { -gaigel-knock }, but it may claim, and B's 130 confirms the claim:
    A scores 2. Had B knocked, B would have scored.

gaigel-game-void =
    A deal can end with no { -gaigel-knock } and no claim: after the twelfth { -trick }
    all four players pass. Then the deal is void. Nobody scores, not
    even the team with more points: 101 counts only when it is declared.
    Instead, 1 game point is carried to the next deal. Every further
    void deal adds 1 more to the carry.

gaigel-game-q-void =
    After the twelfth { -trick }, A has 140 points and B has 110, but all
    four players pass: nobody knocks, nobody claims. There is no carry
    from earlier deals. What does each team score, and what is carried?
gaigel-game-q-void-h1 = What does a deal score when 101 is never declared?
gaigel-game-q-void-h2 = Nobody scores in a void deal, but the deal is not simply forgotten.
gaigel-game-q-void-x =
    Points only count when a team knocks. This deal is void: 0 for
    both, and 1 game point waits for the next team that scores.

gaigel-game-q-void-again =
    Two void deals in a row have left a carry of 2. This deal is void
    too. What does each team score, and what is carried now?
gaigel-game-q-void-again-h1 = Does the carry stay the same after another void deal?
gaigel-game-q-void-again-h2 = Each void deal adds 1 to the carry.

gaigel-game-carry =
    The carry goes to the next team that scores, on top of its award:
    1 or 2 for a { -gaigel-knock }, 2 for a won dispute or claim.
    Then the carry is back to 0.
    It goes to whoever scores, even when that is not the knocking team.
    Example: carry 2, B knocks, A has tricks: B scores 1 + 2 = 3.

gaigel-game-q-knock-carry =
    The carry is 2. Team B knocks; nobody disputes. A has won 3 tricks,
    B 5. What does each team score, and what is carried?
gaigel-game-q-knock-carry-h1 = First find B's award for the { -gaigel-knock } itself, then think of the carry.
gaigel-game-q-knock-carry-h2 = A has tricks, so the { -gaigel-knock } alone is worth 1. The carry comes on top, and then it is used up.

gaigel-game-q-carry-disputers =
    The carry is 1. Team A knocks; B disputes. Counted: A has only 99.
    What does each team score, and what is carried?
gaigel-game-q-carry-disputers-h1 = Who scores for this deal?
gaigel-game-q-carry-disputers-h2 = The carry is added to the award of whichever team scores, knocking or not.
gaigel-game-q-carry-disputers-x =
    B wins the dispute: 2, plus the carried 1 = 3. The carry is not
    tied to knocking; it goes to the first team that scores.

gaigel-game-q-claim-carry =
    The carry is 3. Team B reached 112 but let a card be played without
    knocking. Team A claims the missed declaration. What does each team
    score, and what is carried?
gaigel-game-q-claim-carry-h1 = Was A's claim right? What is a won claim worth?
gaigel-game-q-claim-carry-h2 = A won claim is worth 2, and the whole carry comes on top.

gaigel-game-seven =
    The game goes to 7 game points: the first team to reach 7 or more
    wins. Only one team scores in a deal, so both can never get there
    in the same deal. Carried game points count like any others.

gaigel-game-q-overtake =
    Before this deal A had 5 game points and B had 6. In this deal A
    scores 2. Is the game won, and by whom?
gaigel-game-q-overtake-h1 = Add this deal's points to A's total.
gaigel-game-q-overtake-h2 = It does not matter who was ahead: the first team to reach 7 wins.

gaigel-game-q-six =
    Before this deal A had 5 game points and B had 2. A knocks and
    scores 1. Is the game won, and by whom?
gaigel-game-q-six-h1 = Where does A stand after this deal?
gaigel-game-q-six-h2 = Compare A's new total with the 7 that the game needs.

gaigel-game-q-carry-wins =
    Before this deal A had 3 game points and B had 5. After three void
    deals (carry 3), A knocks correctly and scores 1 + 3 = 4. Is the
    game won, and by whom?
gaigel-game-q-carry-wins-h1 = The 4 includes the carry. Do carried game points count toward 7?
gaigel-game-q-carry-wins-h2 = Add A's whole award, carry included, to A's 3.
gaigel-game-q-carry-wins-x =
    3 + 4 = 7: A wins the game, from behind. Void deals make the next
    deal worth a lot; keep an eye on the carry.

gaigel-game-walkthrough =
    A whole deal. Trump Hearts; game points A 4, B 5; carry 1.
    Trick 1: A wins 21 card points, declares the Bells { -gaigel-marriage }: A 41.
    Trick 2: B wins 25; the B player who won it exchanges the 7 of
    Hearts for the turned card (10): B 35.
    Trick 3: A wins 27 and declares the royal { -gaigel-marriage } (40): A 108.
    A knocks at once. B disputes, but the count shows 108: A is right.
    A scores 2 for the dispute + 1 carried = 3; the carry is 0 again.
    A has 4 + 3 = 7 game points and wins the game!
    (Had B not disputed, A would have scored 1 + 1 = 2: 6, not yet 7.)
