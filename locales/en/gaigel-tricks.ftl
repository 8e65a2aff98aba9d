# Lesson 2 of Gaigel: who wins a trick (rules section 3, decision G6).


gaigel-tricks-intro =
    In a { -trick } each player plays one card in turn, clockwise. The first
    card is the lead, and its suit is the suit led. The winner of the
    { -trick } takes all four cards and leads to the next { -trick }.

    One suit is { -trump } for the whole deal (the next lesson shows how it
    is chosen). The tutor always shows the { -trump } suit with a question.

gaigel-tricks-plain =
    If nobody played a { -trump }, the highest card of the suit led wins,
    in the order A, 10, K, O, U, 7. A card of any other suit never
    wins, however high it is.

    Below, Hearts were led, so the Ace of Hearts (♥A) wins. The Ace of
    Leaves (♠A) is just as high, but of another suit: it cannot win.

gaigel-tricks-q-ten-over-king-h1 = Nobody played a { -trump }, so look only at the Leaves. Which rank is the highest here?
gaigel-tricks-q-ten-over-king-h2 = Remember the order A, 10, K, O, U, 7. Where does the Ten stand?
gaigel-tricks-q-ten-over-king-x =
    The Ten is the second-highest rank, just below the Ace, so the
    Ten of Leaves (♠10) beats the King of Leaves (♠K).

gaigel-tricks-q-seven-wins-h1 = Which suit was led? Did anyone play a { -trump }?
gaigel-tricks-q-seven-wins-h2 = Only a card of the suit led, or a { -trump }, can win. How many Bells are in the { -trick }?
gaigel-tricks-q-seven-wins-x =
    Bells were led, and nobody else played a Bell or a { -trump } (Acorns).
    The Aces and the Ten are of other suits, so the lowly Seven of
    Bells (♦7) takes the { -trick }.

gaigel-tricks-trumps =
    A { -trump } beats every card of the other suits, even an Ace. If the
    { -trick } holds one or more trumps, the highest { -trump } wins, in the
    usual order A, 10, K, O, U, 7.

    Below, Bells are { -trump }: the Unter of Bells (♦U) beats the Ace of
    Leaves (♠A).

gaigel-tricks-q-small-trump-h1 = Look for trumps first.
gaigel-tricks-q-small-trump-h2 = Acorns are { -trump }, and any { -trump } beats every Heart.
gaigel-tricks-q-small-trump-x =
    The Seven of Acorns (♣7) is the only { -trump } in the { -trick }, so it
    beats the Ace of Hearts (♥A) and everything else.

gaigel-tricks-q-higher-trump-h1 = There are two trumps in this { -trick }. Compare them.
gaigel-tricks-q-higher-trump-h2 = Between trumps the usual order applies: A, 10, K, O, U, 7.
gaigel-tricks-q-higher-trump-x =
    Acorns were led, but two trumps came: the King of Leaves (♠K) and
    the Ten of Leaves (♠10). The Ten is the higher { -trump }. The Ace of
    Acorns (♣A) is beaten by any { -trump }.

gaigel-tricks-q-trump-led-h1 = The card led is a { -trump }. What can beat a { -trump }?
gaigel-tricks-q-trump-led-h2 = Only a higher { -trump } can. Compare the two Bells in the { -trick }.
gaigel-tricks-q-trump-led-x =
    Bells are { -trump } and were led. Only the Seven of Bells (♦7) joined
    the Unter of Bells (♦U), and the Unter is higher. The two Aces are
    of other suits and cannot win.

gaigel-tricks-twins =
    Every card exists twice, so both copies of one card can land in
    the same { -trick }. They are exactly alike, and the rule is simple:
    the copy played first ranks higher. The second copy never beats
    the first one.

gaigel-tricks-q-twin-first-h1 = The two highest cards are identical. Which of them was played first?
gaigel-tricks-q-twin-first-h2 = Of two identical cards, the earlier one ranks higher.
gaigel-tricks-q-twin-first-x =
    The two Aces of Leaves (♠A) are the highest cards. The one played
    second in the { -trick } came before the one played last, so it wins.

gaigel-tricks-q-twin-trumps-h1 = Two trumps were played. Are they different cards?
gaigel-tricks-q-twin-trumps-h2 = They are the two copies of one card, and the twin rule holds for trumps too.
gaigel-tricks-q-twin-trumps-x =
    Both trumps are the Ten of Hearts (♥10). The copy played second in
    the { -trick } came first, so it wins; the later copy does not beat it.

gaigel-tricks-q-twin-beaten-h1 = The twin rule only settles a tie between two identical cards. Is there a higher Heart?
gaigel-tricks-q-twin-beaten-h2 = Compare the Kings of Hearts with the Ten of Hearts.
gaigel-tricks-q-twin-beaten-x =
    The first King of Hearts (♥K) does beat the second one, but the
    Ten of Hearts (♥10) ranks above the King and takes the { -trick }.
