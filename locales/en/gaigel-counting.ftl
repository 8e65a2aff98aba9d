# Lesson 8 of Gaigel: counting a team's deal points (rules 4, 8.1).


gaigel-counting-intro =
    A team's deal points are the sum of three parts:
      the card points in every { -trick } won by either { -partner },
      plus every declaration by either { -partner } (marriages, exchange),
      plus 10 for the last { -trick }, if the team won it.
    Card points: Ace 11, 10 10, King 4, Ober 3, Unter 2, 7 nothing.
    Only the cards count, not the number of tricks.

gaigel-counting-q-one-trick =
    Your team wins a { -trick } with the Ace, the 7, the 10 and the Unter of
    Leaves. How many card points are in it?
gaigel-counting-q-one-trick-h1 = Count each card on its own: Ace, 10, Unter, and the 7.
gaigel-counting-q-one-trick-h2 = Ace 11, 10 10, Unter 2; the 7 adds nothing.

gaigel-counting-q-last-trick =
    The twelfth and last { -trick } of the deal holds the King and the Ober
    of Bells, the Unter and the 7 of Acorns. Your team wins it. How many
    points does this { -trick } bring your team?
gaigel-counting-q-last-trick-h1 = This is not just any { -trick }. What is special about the twelfth one?
gaigel-counting-q-last-trick-h2 = Count the cards (King 4, Ober 3, Unter 2), then add the bonus for the last { -trick }.

gaigel-counting-pack =
    Each suit holds 11 + 10 + 4 + 3 + 2 + 0 = 30 card points. Four suits
    make 120, and every card is there twice: 240 card points in the pack.
    With the 10 for the last { -trick }, 250 points are in play.
    Declarations come on top of that. At the end of a full deal, if one
    team has 150 from play, the other has 100: handy for counting.

gaigel-counting-q-everything =
    Here is the whole pack: all 48 cards. Suppose one team took every
    { -trick }, the last one included. How many points would it have from
    play (no declarations)?
gaigel-counting-q-everything-h1 = One suit of one copy is worth 30. How many such suits are there in the pack?
gaigel-counting-q-everything-h2 = Four suits, each card twice, and then the bonus for the last { -trick }.
gaigel-counting-q-everything-x =
    30 per suit × 4 suits × 2 copies = 240 card points, + 10 for the
    last { -trick } = 250. Keep the 250 in mind: at the end of a full deal
    the two teams' points from play add up to exactly that.

gaigel-counting-team =
    Points belong to the team. Your tricks and your { -partner }'s tricks go
    into one pile, and so do both partners' declarations.
    A declared King or Ober stays in the hand and is played later. When
    it is captured in a { -trick }, its card points count too, for whichever
    team wins that { -trick }: the declaration and the card both score.

gaigel-counting-q-partner =
    Trump is Acorns. You took two tricks and your { -partner } took one: the
    twelve cards shown. Your { -partner } also declared the Bells { -gaigel-marriage }.
    What is your team's total so far?
gaigel-counting-q-partner-h1 = Your { -partner }'s tricks and his { -gaigel-marriage } belong to your team too.
gaigel-counting-q-partner-h2 = Add up the card points of all twelve cards, then add the value of a plain { -gaigel-marriage }.
gaigel-counting-q-partner-x =
    Card points: 23 + 10 + 23 = 56 for the three tricks. The Bells
    { -gaigel-marriage } in a plain suit adds 20: 76. Who took which { -trick } does
    not matter.

gaigel-counting-q-declared =
    Trump is Hearts. You declared the royal { -gaigel-marriage } (King and Ober of
    Hearts). Later your team captured both of those cards, in the two
    tricks shown. What is your team's total?
gaigel-counting-q-declared-h1 = Does a declared card stop being worth points when it is played?
gaigel-counting-q-declared-h2 = Count the royal { -gaigel-marriage }, then count all eight captured cards, King and Ober included.
gaigel-counting-q-declared-x =
    The { -gaigel-marriage } gives 40 when it is declared. The King (4) and the
    Ober (3) are still cards: captured later, they count like any other.
    Cards: 17 + 17 = 34; with the { -gaigel-marriage }, 74.

gaigel-counting-all =
    Now put all three parts together: cards, declarations, last { -trick }.
    Go slowly, one part at a time. A good order:
      1. the card points of the captured cards,
      2. each declaration with its value (mind the { -trump } suit),
      3. 10 if the team won the last { -trick }.

gaigel-counting-q-full =
    Trump is Leaves. Your team exchanged the 7 of Leaves, declared a
    double { -gaigel-marriage } in Acorns, captured the eight cards shown, and won
    the last { -trick }. What is your team's total for the deal?
gaigel-counting-q-full-h1 = There are four things to add: cards, the exchange, the double { -gaigel-marriage } and the last { -trick }.
gaigel-counting-q-full-h2 = The cards make 52. Acorns is a plain suit, so its double { -gaigel-marriage } is worth two plain marriages.
gaigel-counting-q-full-x =
    Cards 52, exchange 10, double { -gaigel-marriage } in a plain suit 40, last
    { -trick } 10: 52 + 10 + 40 + 10 = 112.
