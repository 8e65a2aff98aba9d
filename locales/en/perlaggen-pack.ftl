# Perlaggen lesson 1: the players and seats, the 33-card pack and the Weli, winning a trick with
# natural cards, the turned trump card.

perlaggen-pack-intro =
    Perlaggen is a card game from the Tyrol for four players in two
    partnerships; partners sit opposite each other. The deal, the play
    and the turn to deal all go clockwise.

    The seats are counted from the { -dealer }:

      - seat 0: the { -dealer }'s left; leads to the first { -trick }
      - seat 1: the { -dealer }'s { -partner }
      - seat 2: the { -dealer }'s right; he cuts the pack
      - seat 3: the { -dealer }

    Team A is seats 0 and 2 (the { -dealer }'s opponents), team B is seats
    1 and 3 (the { -dealer }'s side).

    Everyone gets five cards, so a deal has five tricks. The team that
    takes three tricks wins the Spiel. Two more scoring figures, the
    Gleich and the Hanger, come in later lessons.

perlaggen-pack-cards =
    The pack has 33 German cards. There are four suits, hearts ♥,
    bells ♦, leaves ♠ and acorns ♣, with eight cards each, from high
    to low:

      A  K  O  U  10  9  8  7

    O is the Ober and U the Unter. Mind the order: the Unter ranks
    directly above the 10. The 10 has no special power: it sits
    between the Unter and the 9.

    The 33rd card is the six of bells, ♦6, called the Weli. It is the
    only 6 in the pack.

perlaggen-pack-tricks =
    The leader plays any card, and the others each play one card in
    turn, clockwise. Then:

      1. If the { -trick } holds a { -trump }, the highest { -trump } wins.
      2. Otherwise the highest card of the suit led wins.

    A card of any other suit never wins, however high it is.

    Up to seven cards of the pack are wild cards, the Perlaggen (next
    lesson). The tricks in this lesson hold only natural cards, which
    count as exactly what is printed on them. Which cards you may play
    when you follow comes in lesson 5.

perlaggen-pack-q-unter-above-ten =
    Acorns are trumps. The leader played the ♠10, and the others the
    ♠U, the ♠9 and the ♥A. Which card wins the { -trick }?
perlaggen-pack-q-unter-above-ten-h1 = No acorn was played. Which suit was led, and which cards are of that suit?
perlaggen-pack-q-unter-above-ten-h2 = In Perlaggen the Unter ranks directly above the 10.
perlaggen-pack-q-unter-above-ten-x =
    Leaves were led and nobody trumped, so the three leaves compete:
    ♠10, ♠U and ♠9. The Unter is above the 10, so the ♠U wins. The ♥A
    is of another suit and cannot win.

perlaggen-pack-q-ober-over-unter =
    Hearts are trumps and you led the ♣O. The last player put the ♣U
    on it. Which card wins the { -trick }?
perlaggen-pack-q-ober-over-unter-h1 = No heart was played. Compare the acorns.
perlaggen-pack-q-ober-over-unter-h2 = The order is A K O U 10 9 8 7: the Ober comes before the Unter.
perlaggen-pack-q-ober-over-unter-x =
    Nobody trumped, so the highest acorn wins. The Ober ranks above the
    Unter and the 8, so your ♣O wins. The ♦A is of another suit.

perlaggen-pack-q-off-suit-ace =
    Bells are trumps. Two Aces were played to this { -trick }. Which card
    wins it?
perlaggen-pack-q-off-suit-ace-h1 = Which suit was led? Is there a bell, a { -trump }, in the { -trick }?
perlaggen-pack-q-off-suit-ace-h2 = Without a { -trump }, only cards of the suit led can win.
perlaggen-pack-q-off-suit-ace-x =
    Leaves were led and nobody played a bell. The ♥A and the ♣A are of
    other suits and cannot win; of the two leaves, the ♠9 beats the
    ♠8.

perlaggen-pack-trump =
    Trumps: when the cards are dealt, the { -dealer } turns up the top card
    of the undealt stock and leaves it face up on the stock. The suit
    printed on this turned card is trumps for the deal.

    Any { -trump } beats every card of the other suits; between two trumps
    the higher one wins. A player may { -trump } even when he could follow
    suit (lesson 5).

perlaggen-pack-q-small-trump =
    Hearts are trumps. The leader played the ♣A, and the second player
    the ♥8. Which card wins the { -trick }?
perlaggen-pack-q-small-trump-h1 = Is there a { -trump } in the { -trick }?
perlaggen-pack-q-small-trump-h2 = Any { -trump } beats every card of the other suits, the ♣A included.
perlaggen-pack-q-small-trump-x =
    The ♥8 is the only { -trump } in the { -trick }, so it wins, even against the
    ♣A. The leader and the third player are partners, and they lose
    this { -trick } to the other team.

perlaggen-pack-q-highest-trump =
    Acorns are trumps and hearts were led. Two players trumped. Which
    card wins the { -trick }?
perlaggen-pack-q-highest-trump-h1 = Two trumps are in the { -trick }. Compare them.
perlaggen-pack-q-highest-trump-h2 = Between trumps the ordinary order counts.
perlaggen-pack-q-highest-trump-x =
    Once a { -trump } is in the { -trick }, the hearts no longer matter, not
    even the ♥A. Of the two trumps the ♣10 beats the ♣8, so the third
    player wins.

perlaggen-pack-weli =
    The Weli, ♦6, is the best-known card of the game: its face shows
    the word WELI and the symbols of several suits.

    The Weli is one of the wild cards, the Perlaggen. It is wild in
    every deal, whatever suit is trumps. Played as itself, it is the
    six of bells, the lowest bell.

perlaggen-pack-q-weli-trumps = The { -dealer } turns up the Weli. Which suit is trumps?
perlaggen-pack-q-weli-trumps-h1 = What counts is the suit printed on the turned card.
perlaggen-pack-q-weli-trumps-h2 = The Weli is the six of bells.
perlaggen-pack-q-weli-trumps-x =
    The printed suit decides, even for a { -perlaggen-wild-card }: the Weli is the
    ♦6, so bells are trumps. Lesson 3 shows what the { -dealer }'s side may
    do with a { -perlaggen-wild-card } turned up.

perlaggen-pack-q-weli-wild = Acorns are trumps. Is the Weli a { -perlaggen-wild-card }, a Perlagg, in this deal?
perlaggen-pack-q-weli-wild-h1 = Does the Weli need its own suit to be trumps?
perlaggen-pack-q-weli-wild-h2 = The Weli is one of the four permanent Perlaggen.
perlaggen-pack-q-weli-wild-x =
    Yes. The Weli is a permanent Perlagg: it is wild in every deal,
    whatever suit is trumps. The next lesson lists all the Perlaggen.
