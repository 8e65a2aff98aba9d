# Lesson 2 of Vier-Anderle: who wins a trick, in tricks of 2 to 13 cards (spec §3.3, §7.1).


vier-anderle-tricks-intro =
    Play goes clockwise. Seat 0, the { -dealer }'s left neighbour (the
    Vorhand), leads to the first { -trick }; each player then adds one
    card; the winner of a { -trick } leads to the next.

    The card led sets the suit of the { -trick }. If no { -trump } is played to
    it, the { -trick } goes to the highest card of the suit led. A card of
    any other suit never wins, however high it is: a King of spades is
    worth nothing in a { -trick } led with hearts.

vier-anderle-tricks-q-offsuit-king-h1 = Which suit was led? Which cards in the { -trick } are of that suit?
vier-anderle-tricks-q-offsuit-king-h2 = The ♠K is not a heart, so it cannot win. Compare only the hearts.
vier-anderle-tricks-q-offsuit-king-x =
    The ♥C wins. Hearts were led, and the ♥C beats the ♥J. The ♠K
    is of another suit, so it cannot win, although a King outranks a
    Cavalier within one suit.

vier-anderle-tricks-q-lead-wins-h1 = Did anyone else play a diamond or a { -trump }?
vier-anderle-tricks-q-lead-wins-h2 = Three Kings, but none is a diamond. Cards of other suits never win.
vier-anderle-tricks-q-lead-wins-x =
    The ♦J that was led wins. Nobody else played a diamond or a { -trump },
    so the three Kings, all of other suits, count for nothing.

vier-anderle-tricks-q-red-lead =
    The pack has all four extra pips in each suit. Which card wins
    this { -trick }?
vier-anderle-tricks-q-red-lead-h1 = Only the hearts count. Which heart is the highest?
vier-anderle-tricks-q-red-lead-h2 = Red pips run upside down: ♥1 is above ♥2, and ♥2 above ♥4.
vier-anderle-tricks-q-red-lead-x =
    The ♥1 that was led wins. The ♣K and the ♠Q are of other suits,
    and among the hearts the 1 is the highest pip, above the 2 and
    the 4.

vier-anderle-tricks-trumps =
    Trumps are above all this. As soon as one { -trump } is in the { -trick },
    the highest { -trump } wins, whatever suit was led and whatever was
    played before or after it.

    So, to find the winner of a { -trick }:

      1. If it holds at least one { -trump }, the highest { -trump } wins (the
         Sküs beats { -trump } 21).
      2. Otherwise the highest card of the suit led wins.

    There are never ties: every card exists only once.

vier-anderle-tricks-q-highest-trump-h1 = There are three trumps in the { -trick }. Which is the highest?
vier-anderle-tricks-q-highest-trump-h2 = Order does not matter: { -trump } 15 is above { -trump } 9 and { -trump } 6.
vier-anderle-tricks-q-highest-trump-x =
    Trump 15 wins: it is the highest of the three trumps. It does not
    matter that { -trump } 6 was played first or { -trump } 9 last, and the ♠K
    loses to any { -trump }.

vier-anderle-tricks-q-trump-led-h1 = What was led? Is any card in the { -trick } a higher { -trump }?
vier-anderle-tricks-q-trump-led-h2 = The { -trick } holds one { -trump }, the one led. Kings cannot beat it.
vier-anderle-tricks-q-trump-led-x =
    Trump 2 wins. It is the only { -trump } in the { -trick }, and every { -trump }
    beats every suit card. The two Kings came from players who had no
    { -trump }.

vier-anderle-tricks-big =
    A { -trick } has one card from every player in the deal, so it can
    hold anything from 2 to 13 cards. With ten or more players, pip
    cards are back in the pack (lesson 1) and appear in the tricks.

    The rule is the same for a { -trick } of thirteen cards as for a { -trick }
    of two. Look for trumps first. If there are none, look only at
    the cards of the suit led, and take the highest.

vier-anderle-tricks-q-thirteen =
    Thirteen players, so the whole 54-card Cego pack is in play. Which
    card wins this { -trick }?
vier-anderle-tricks-q-thirteen-h1 = Is there a { -trump }? If not, which suit was led?
vier-anderle-tricks-q-thirteen-h2 = No { -trump }; clubs were led. The ♣K is not in the { -trick }: find the highest club there is.
vier-anderle-tricks-q-thirteen-x =
    The ♣Q wins. There is no { -trump }, and clubs were led, so only the
    clubs count: 9, 10, J, C, Q, 8, 7. The Queen is the highest of
    them. The three Kings are of other suits and win nothing.

vier-anderle-tricks-q-ten-players =
    Ten players, so each suit has one extra pip: ♠10, ♣10, ♥1, ♦1.
    Which card wins this { -trick }?
vier-anderle-tricks-q-ten-players-h1 = Look through the { -trick } for trumps before you compare hearts.
vier-anderle-tricks-q-ten-players-h2 = Trump 1 is in the { -trick }, and it is the only { -trump }.
vier-anderle-tricks-q-ten-players-x =
    Trump 1, the fourth card, wins. It is the lowest { -trump }, but it is
    the only one in the { -trick }, so it beats the ♥K, the best heart,
    and everything else.

vier-anderle-tricks-summary =
    To remember:

      1. A { -trick } with a { -trump } in it goes to the highest { -trump }.
      2. A { -trick } without trumps goes to the highest card of the suit
         led.
      3. A card of another suit never wins, not even a King.
      4. The same holds for 2 cards or 13.
