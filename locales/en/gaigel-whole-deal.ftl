# Lesson 11 of Gaigel: a whole deal at the table (rules 6.1, 6.2, 6.3, 7.2, 7.3, 8.1, 8.2).


gaigel-whole-deal-intro =
    To end the course you play a whole deal at the table, as in
    "tricktutor play". You sit at seat 1 and play with seat 3 (team B)
    against seats 0 and 2 (team A). Seat 3 dealt, so seat 0, on the
    { -dealer }'s left, leads to the first { -trick }.

    The other players' moves come from a recorded deal. Some of your
    moves are asked and graded: the move this lesson shows is right,
    a move the rules forbid is refused with the reason, and another
    legal move gets a hint. Your other moves are played for you,
    passes included.

gaigel-whole-deal-table =
    Trump is Leaves: the turned card is the King of Leaves (♠K). Your
    hand: the Ace of Leaves, the King, the Ober and the 7 of Acorns,
    and the Ober of Hearts. Keep an eye on the rounds: before every
    card, and twice after each of tricks 1 to 7 (before the draw, the
    only round with marriages, and after it), every player is asked
    in turn. Choose by number, or type the move: "pass", "{ -gaigel-knock }",
    "trump-seven-exchange", or a card such as leaves-O. ? gives a
    hint, ! shows the lesson's move.

gaigel-whole-deal-d-marriage =
    Your { -partner } (seat 3) won { -trick } 1 and passed without declaring.
    Now it is your place in the round after the { -trick }, before the draw.
    What do you do?
gaigel-whole-deal-d-marriage-h1 = Look at your hand: which King and Ober of one suit do you hold?
gaigel-whole-deal-d-marriage-h2 = After your { -partner }'s { -trick } you may declare in his place, since he declared nothing. After the draw it is too late.
gaigel-whole-deal-d-marriage-x =
    The Acorns { -gaigel-marriage }, 20 points. Your { -partner } won the { -trick } and
    declared none, so the one { -gaigel-marriage } of this { -trick } is yours to make,
    at your place in this round. After the draw the chance would be
    gone. Team B now has 17 + 20 = 37.

gaigel-whole-deal-d-exchange =
    Your Ace of Leaves has just won { -trick } 3. The round after the { -trick }
    starts with you, the winner. You drew the 7 of Leaves after { -trick } 2.
    What do you do?
gaigel-whole-deal-d-exchange-h1 = You have now won a { -trick } yourself. What may a player with the 7 of trumps do then?
gaigel-whole-deal-d-exchange-h2 = The King of Leaves still lies under the stock, and it is not a 7.
gaigel-whole-deal-d-exchange-x =
    Exchange the 7 of Leaves for the King of Leaves: 10 points.
    Until this { -trick } you had won none yourself, so you could not
    exchange; your { -partner }'s { -trick } 1 did not count. The turned card is
    still there, and the 7 takes its place. Team B: 54 + 10 = 64.

gaigel-whole-deal-d-trump =
    Trick 8: the stock is gone, so the strict rules apply. Seat 0 leads
    the Ace of Bells (♦A). Which card do you play?
gaigel-whole-deal-d-trump-h1 = Do you hold a Bell? If not, what must you play now that the stock is gone?
gaigel-whole-deal-d-trump-h2 = Nobody has trumped yet, so any { -trump } will do. Which one do you need less?
gaigel-whole-deal-d-trump-x =
    The Ober of Leaves. You hold no Bell, so you must { -trump }: the Ace
    and the Ober of Hearts and the King of Acorns are refused. Nobody
    has trumped yet, so either { -trump } beats the Ace; the Ober is enough,
    and you keep the King. Seats 2 and 3 must follow with Bells, and
    you take 27 points.

gaigel-whole-deal-d-knock =
    You have won { -trick } 8. Count your team's points: your tricks and
    your { -partner }'s, your { -gaigel-marriage } and your exchange. The round after
    the { -trick } starts with you. What do you do?
gaigel-whole-deal-d-knock-h1 = Team B's tricks hold 17 + 17 + 25 + 27 card points. What do the declarations add?
gaigel-whole-deal-d-knock-h2 = At 101 or more you must { -gaigel-knock } before the next card is played; if you pass and seat 1 leads, your team has missed its declaration.
gaigel-whole-deal-d-knock-x =
    Knock. Team B has 86 card points, 20 for the { -gaigel-marriage } and 10 for the
    exchange: 116. At 101 or more you must { -gaigel-knock } before the next card;
    had you passed and led to { -trick } 9, your team would have missed its
    declaration, could never { -gaigel-knock } again, and team A could claim it and
    score 2. Team A does not dispute: seat 2, who plays after you, is
    asked first, then seat 0.

gaigel-whole-deal-q-total =
    These are the four tricks team B won: { -trick } 1 (your { -partner }'s),
    then tricks 3, 6 and 8 (yours). Add the Acorns { -gaigel-marriage } and the
    exchange of the 7 of Leaves. What is team B's total at the { -gaigel-knock }?
gaigel-whole-deal-q-total-h1 = Count the tricks one by one: 17, 17, 25, 27.
gaigel-whole-deal-q-total-h2 = The { -gaigel-marriage } in a plain suit is worth 20, the exchange 10.
gaigel-whole-deal-q-total-x =
    86 card points, + 20 for the { -gaigel-marriage }, + 10 for the exchange = 116.
    Your { -partner }'s { -trick } counts as yours: points belong to the team.

gaigel-whole-deal-q-score =
    You knocked, and team A did not dispute. Team A had won 4 tricks,
    team B 4. What does each team score for this deal?
gaigel-whole-deal-q-score-h1 = An undisputed { -gaigel-knock } is worth 1, or 2 when the opponents have won no { -trick }.
gaigel-whole-deal-q-score-x =
    1 game point for team B. A { -gaigel-knock } is worth 1 however far past 101
    you are; the Gaigel (2) needs opponents without a { -trick }, and team
    A had 4. The game goes on to 7 game points: seat 0 deals next.

gaigel-whole-deal-play =
    You have played a whole deal. Now play your own: "tricktutor play
    gaigel" deals a fresh deal against computer players, with the
    engine as referee (add --seat 1 to sit where you sat here, or
    --game to play until a team has 7 game points). "?" lists your
    legal moves and why the others are refused.
