# Lesson 1 of Gaigel: the pack and the card points (rules sections 1, 2, 4).


gaigel-pack-intro =
    Gaigel is a trick-taking game from Swabia, in southern Germany.
    Four players play in two fixed partnerships: partners sit opposite
    each other, and play goes clockwise. Partners pool everything they
    win, so you always play for your team.

    The cards are German-suited. The four suits are Acorns, Leaves,
    Hearts and Bells; the tutor shows them as ♣ ♠ ♥ ♦.

gaigel-pack-ranks =
    Each suit has six ranks. Here they are from the strongest down,
    with the points each card is worth:

        A   Ace     11        O   Ober     3
        10  Ten     10        U   Unter    2
        K   King     4        7   Seven    0

    Mind the Ten: it is the second-highest card, above the King.
    The Ober and the Unter are the German cousins of Queen and Jack.

gaigel-pack-q-ace-ten-h1 = The Ace and the Ten are the two big cards of every suit. Look at the point list again.
gaigel-pack-q-ace-ten-h2 = The Ten is worth exactly its number; the Ace is worth one point more than the Ten.

gaigel-pack-q-ober-unter-h1 = Which is worth more, the Ober or the Unter? They score in their rank order.
gaigel-pack-q-ober-unter-h2 = The Ober ranks above the Unter and is worth one point more: 3 against 2.
gaigel-pack-q-ober-unter-x =
    Two Obers (3 + 3) and one Unter (2) make 8. Anyone who swaps
    the two values gets 7, so it is worth learning them now.

gaigel-pack-q-sevens-h1 = The Sevens are the lowest cards. How many points do they carry?
gaigel-pack-q-sevens-h2 = A Seven counts 0, whatever its number says.
gaigel-pack-q-sevens-x =
    The Sevens add nothing: the King of Hearts (♥K) alone gives 4.
    The number printed on a card is not its point value.

gaigel-pack-twins =
    Gaigel uses a double pack: each of the 24 different cards is in it
    twice, so there are 48 cards. The two copies of a card are exactly
    alike and are worth the same points.

    So you will often see the same card twice, in your hand or in a
    { -trick }. Both copies count, every time.

gaigel-pack-q-twins-h1 = Both Aces of Hearts are real cards. Do both of them count?
gaigel-pack-q-twins-h2 = Count each card on its own: Ace, Ace, Ten.
gaigel-pack-q-twins-x =
    11 + 11 + 10 = 32. The second copy of a card is worth exactly
    as much as the first.

gaigel-pack-q-one-suit-h1 = Add the six values from the point list, Ace down to Seven.
gaigel-pack-q-one-suit-h2 = The Ace and the Ten make 21; now add the King, the Ober, the Unter and the Seven.
gaigel-pack-q-one-suit-x =
    One suit is worth 30 points. Four suits make 120, and since every
    card is in the pack twice, the whole pack holds 240 card points.

gaigel-pack-team =
    Each { -trick } you win brings you the points of all four cards in it,
    whatever their suits. Your tricks and your { -partner }'s tricks count
    together, for the team.

    Whoever wins the last { -trick } of the deal (the twelfth) scores 10
    points more. So 240 + 10 = 250 points are won by play. The aim is
    to reach 101; declarations, which come in later lessons, add more.

gaigel-pack-q-trick = You won this { -trick }. How many points does it bring you?
gaigel-pack-q-trick-h1 = Does the Ober of Acorns count, although it is not a Bell?
gaigel-pack-q-trick-h2 = Add all four cards: the Ten, the King, the Ober and the Ace.
gaigel-pack-q-trick-x =
    10 + 4 + 3 + 11 = 28. The Ober of Acorns (♣O) could not win
    a { -trick } of Bells, but its 3 points go to the winner all the same.

gaigel-pack-q-team-pool =
    The first four cards are a { -trick } you won, the last four a { -trick }
    your { -partner } won. How many points has your team taken?
gaigel-pack-q-team-pool-h1 = Whose points are the ones in your { -partner }'s { -trick }?
gaigel-pack-q-team-pool-h2 = Count both tricks and add them up: the team shares everything.
gaigel-pack-q-team-pool-x =
    Your { -trick } is worth 16 (11 + 0 + 2 + 3), your { -partner }'s 17
    (10 + 4 + 3 + 0). Together that is 33 for the team.

gaigel-pack-q-last-trick =
    This was the twelfth and last { -trick } of the deal. How many points
    does it bring the team that won it?
gaigel-pack-q-last-trick-h1 = Is there anything special about the last { -trick } of a deal?
gaigel-pack-q-last-trick-h2 = Count the cards first, then add the bonus for the last { -trick }.
gaigel-pack-q-last-trick-x =
    The cards give 4 + 0 + 2 + 10 = 16, and the last { -trick } adds 10:
    26 in all.
