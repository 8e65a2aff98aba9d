# Lesson 1 of Vier-Anderle: the 38-card tarot pack, the Sküs, the court cards, the extra pips (spec §2, §3).


vier-anderle-pack-intro =
    Vier-Anderle is a small gambling game from the Black Forest in
    Germany, played around Furtwangen with Cego cards, the local tarot
    pack. "Vier" means four: each player gets four cards, so a deal
    has exactly four tricks.

    Unusually for a tarot game, the cards have no point values. Only
    the number of tricks you take matters.

    The pack is a tarot pack with all the pip cards of the four suits
    taken out. 38 cards remain: 22 trumps and 16 court cards. Two to
    thirteen can play; five to eight is best. Everyone plays for
    themselves.

vier-anderle-pack-trumps =
    The 22 trumps are numbered 1 to 21, and there is one more, with no
    number: the Sküs (in Cego it is called the Gstieß). From the top:

        Sküs, { -trump } 21, { -trump } 20, … { -trump } 2, { -trump } 1

    The Sküs is the highest { -trump } of all, above { -trump } 21.

    If you know French tarot, forget the Excuse. That unnumbered card
    escapes the rules and never wins a { -trick }. In Vier-Anderle the Sküs
    is an ordinary { -trump }, only the strongest one: it obeys every rule,
    it may be led, and it wins any { -trick } it is played to.

vier-anderle-pack-q-skus-top-h1 = Which is the highest { -trump }: { -trump } 21 or the Sküs?
vier-anderle-pack-q-skus-top-h2 = The Sküs is above { -trump } 21, and it is no Excuse: it wins the { -trick } it is played to.
vier-anderle-pack-q-skus-top-x =
    The Sküs wins. It is the top { -trump }, above { -trump } 21, and in this
    game it is a real { -trump }, not an Excuse that drops out of the
    { -trick }.

vier-anderle-pack-q-skus-led-h1 = Is a { -trick } led with the Sküs any different from another { -trump } lead?
vier-anderle-pack-q-skus-led-h2 = Nothing beats the Sküs, whether it is led or played later.
vier-anderle-pack-q-skus-led-x =
    The Sküs wins its own lead. Trump 14 is the highest numbered { -trump }
    in the { -trick }, but the Sküs is above every numbered { -trump }, led or
    not.

vier-anderle-pack-courts =
    Each of the four suits (hearts, diamonds, spades, clubs) has four
    court cards. From the top:

        King, Queen, Cavalier, Jack

    The Cavalier is the knight, the extra court card of tarot packs.
    It ranks below the Queen and above the Jack.

    Every { -trump }, even { -trump } 1, beats every card of the suits, even a
    King. So a { -trick } is won by the highest { -trump } in it; if it holds no
    { -trump }, by the highest card of the suit led. Lesson 2 says more.

vier-anderle-pack-q-trump-beats-king-h1 = Is there a { -trump } in this { -trick }?
vier-anderle-pack-q-trump-beats-king-h2 = Every { -trump } beats every suit card: { -trump } 1 beats a King.
vier-anderle-pack-q-trump-beats-king-x =
    Trump 1 wins. It is the lowest { -trump }, but any { -trump } beats any suit
    card, the ♥K included. The ♥Q played after it changes nothing.

vier-anderle-pack-q-cavalier-queen-h1 = Put the court cards in order: King, Queen, Cavalier, Jack.
vier-anderle-pack-q-cavalier-queen-h2 = The Cavalier is below the Queen and above the Jack.
vier-anderle-pack-q-cavalier-queen-x =
    The ♣Q wins. King, Queen, Cavalier, Jack: the Queen beats the
    Cavalier that was led, and the Jack is the lowest of the three.

vier-anderle-pack-pips =
    With many players 38 cards are not enough: each player needs four.
    Then pip cards go back into the pack, the same number in every
    suit, the highest first. Up to nine players use the plain 38 cards;
    for n players, put back n − 9 pips in each suit (10 players: 1,
    11: 2, 12: 3, 13: 4, which is the whole 54-card Cego pack).

    The black suits (spades, clubs) get back 10, 9, 8, 7, in that
    order. The red suits (hearts, diamonds) get back 1, 2, 3, 4: red
    pips run upside down, and the 1 is the highest of them.

    Every pip ranks below the Jack of its suit:

        spades, clubs:    K Q C J 10 9 8 7
        hearts, diamonds: K Q C J 1 2 3 4

    When pips appear, the question says how many per suit are in
    the pack.

vier-anderle-pack-q-red-one-high =
    The pack has all four extra pips in each suit. Which card wins
    this { -trick }?
vier-anderle-pack-q-red-one-high-h1 = In the red suits, do the pips run the usual way?
vier-anderle-pack-q-red-one-high-h2 = Red pips run upside down: the 1 is the highest, the 4 the lowest.
vier-anderle-pack-q-red-one-high-x =
    The ♥1 wins. In hearts and diamonds the pips rank 1, 2, 3, 4 from
    the top, so the ♥1 beats both the ♥3 and the ♥4 that was led.

vier-anderle-pack-q-black-ten-high =
    The pack has all four extra pips in each suit. Which card wins
    this { -trick }?
vier-anderle-pack-q-black-ten-high-h1 = Are the black pips upside down too?
vier-anderle-pack-q-black-ten-high-h2 = Only the red pips are reversed. In spades and clubs the 10 is the highest pip.
vier-anderle-pack-q-black-ten-high-x =
    The ♠10 wins. In the black suits the pips run 10, 9, 8, 7 from the
    top, the usual way. Only hearts and diamonds are reversed.

vier-anderle-pack-q-court-over-pips =
    The pack has two extra pips in each suit. Which card wins this
    { -trick }?
vier-anderle-pack-q-court-over-pips-h1 = Where do the pips stand next to the court cards?
vier-anderle-pack-q-court-over-pips-h2 = The red 1 is only the highest pip. Every court card is above it.
vier-anderle-pack-q-court-over-pips-x =
    The ♦J wins. The ♦1 is the highest diamond pip, but every pip is
    below the Jack, the lowest court card: diamonds run K Q C J 1 2 3 4.

vier-anderle-pack-summary =
    To remember:

      1. Trumps: Sküs, 21, 20, … 1. The Sküs is the top { -trump }, not an
         Excuse.
      2. Each suit: King, Queen, Cavalier, Jack, then any pips put back.
      3. Pips come back only for ten or more players. Black: 10 9 8 7.
         Red: 1 2 3 4, the 1 highest.
      4. Any { -trump } beats any suit card.
