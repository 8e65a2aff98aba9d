# Lesson 3 of Vier-Anderle: leading, following suit and heading the trick in suit (original game; spec §7.2 step 4a, §7.3).


vier-anderle-follow-lead =
    The leader may lead any card: a suit card, any { -trump }, the Sküs
    too. Nothing is forbidden and nothing is required.

    The others have duties, and Vier-Anderle has more of them than
    most games. In one sentence: { -follow-suit }; if you cannot, play a
    { -trump }; and within those duties, if you hold a card that beats
    every card played so far, you must play one. This lesson covers a
    suit lead when you hold that suit; lesson 4 covers trumping.

vier-anderle-follow-q-lead-free =
    You won the previous { -trick }, so you lead to this one. Which cards
    may you play?
vier-anderle-follow-q-lead-free-h1 = Nobody has played yet. Is there anything to follow or to beat?
vier-anderle-follow-q-lead-free-h2 = The leader may play any card. The Sküs is an ordinary { -trump } and may be led.
vier-anderle-follow-q-lead-free-x =
    All four cards are legal. You may lead the ♥K, the ♠J, { -trump } 3 or
    the Sküs: the Sküs is not an Excuse, and it may be led like any
    other { -trump }.

vier-anderle-follow-suit =
    The first duty, when a suit card is led:

      1. If you hold a card of the suit led, you must play one.

    This is the must-follow rule of most { -trick } games. While you hold
    the suit led you may not { -trump } and you may not play another suit,
    even if your card of the suit cannot win.

    Trumps count as a suit of their own. The Sküs is one of them, so
    it cannot be played while you still hold the suit led.

vier-anderle-follow-q-must-follow-h1 = Which suit was led, and do you hold it?
vier-anderle-follow-q-must-follow-h2 = You hold spades, so you must play a spade. Nothing beats the ♠K, so either spade will do.
vier-anderle-follow-q-must-follow-x =
    You hold two spades, so you must play the ♠J or the ♠C. Neither
    can beat the ♠K, and that is fine: you still { -follow-suit }. Trump 20
    and the ♥K are not allowed.

vier-anderle-follow-q-skus-follows-h1 = Clubs were led. Do you hold a club?
vier-anderle-follow-q-skus-follows-h2 = The Sküs is a { -trump }, not an Excuse: it cannot be played while you hold the suit led.
vier-anderle-follow-q-skus-follows-x =
    Only the ♣J. You hold a club, so you must { -follow-suit }; the Sküs is
    an ordinary { -trump } and may not be played instead. (In French tarot
    the Excuse could be; here there is no such card.)

vier-anderle-follow-head =
    The second duty, in the original game:

      2. If no { -trump } is in the { -trick } yet, and you hold a card of the
         suit led that is higher than every card of that suit played
         so far, you must play such a card.

    Pagat calls this "heading the { -trick }": playing a card higher than
    every card in it. Any card that heads the { -trick } will do; you need
    not play your highest. If none of your cards of the suit is high
    enough, play any card of the suit.

    (Japanisch Vier-Anderle, a variant devised by the Japanese author
    of gamefarm.jp, drops this duty: there, any card of the suit will
    do. Lesson 8 comes back to it.)

vier-anderle-follow-q-must-head-h1 = Which of your hearts beat the ♥C?
vier-anderle-follow-q-must-head-h2 = ♥K and ♥Q both head the { -trick }, so you must play one of them. The ♥J does not.
vier-anderle-follow-q-must-head-x =
    The ♥K or the ♥Q. Both beat the ♥C, so you must play one of them,
    whichever you like. The ♥J would { -follow-suit } but not head the
    { -trick }, and the ♣K does not { -follow-suit }.

vier-anderle-follow-q-head-all-h1 = Which diamond is the highest in the { -trick } so far?
vier-anderle-follow-q-head-all-h2 = You must beat the ♦Q, not just the ♦J. The Cavalier is below the Queen.
vier-anderle-follow-q-head-all-x =
    Only the ♦K. The card to beat is the highest diamond so far, the
    ♦Q, not the ♦J that was led. The ♦C beats the Jack but not the
    Queen. Trump 4 is not allowed while you hold diamonds.

vier-anderle-follow-q-cannot-head-h1 = Can any of your hearts beat the ♥K?
vier-anderle-follow-q-cannot-head-h2 = Nothing beats the ♥K in hearts. Then any heart will do, and you may not { -trump }.
vier-anderle-follow-q-cannot-head-x =
    The ♥Q or the ♥C. No heart beats the King, so the duty to head
    lapses and any heart is allowed. But you must still { -follow-suit }:
    { -trump } 12 is not allowed, although it would win the { -trick }.

vier-anderle-follow-q-red-pips =
    The pack has all four extra pips in each suit. Which cards may you
    play?
vier-anderle-follow-q-red-pips-h1 = Which diamond is winning so far? Mind the red pips, which run upside down.
vier-anderle-follow-q-red-pips-h2 = The ♦2 heads the ♦3. The ♦1 and the ♦J beat the ♦2; the ♦4 does not.
vier-anderle-follow-q-red-pips-x =
    The ♦1 or the ♦J. In red suits the order is K Q C J 1 2 3 4, so
    the ♦2 beat the ♦3 that was led, and it is the card to head. The
    ♦1 and the ♦J beat it; the ♦4 is the lowest diamond of all.

vier-anderle-follow-count =
    Two details of the duty to head the { -trick }:

      3. Only cards of the suit led count. A card of another suit
         thrown into the { -trick } cannot win, so you do not have to beat
         it.
      4. Once a { -trump } is in the { -trick }, no card of the suit can head
         it. Then the duty lapses: you still { -follow-suit }, but any card
         of the suit will do.

vier-anderle-follow-q-other-suits =
    Ten players: one extra pip per suit. Seat 0 led the ♣J; seat 1,
    who has neither clubs nor trumps, threw the ♥K. You sit in seat 2.
    Which cards may you play?
vier-anderle-follow-q-other-suits-h1 = Can the ♥K win this { -trick }? Which card is the one to beat?
vier-anderle-follow-q-other-suits-h2 = Ignore the ♥K: only clubs count. Which of your clubs beats the ♣J?
vier-anderle-follow-q-other-suits-x =
    Only the ♣C. The ♥K is of another suit and cannot win, so it does
    not count; the card to head is the ♣J. The ♣C beats it, the ♣10
    does not, so you must play the ♣C. Trump 7 is not allowed while
    you hold clubs.

vier-anderle-follow-q-trumped =
    Seat 0 led the ♠Q and seat 1, who has no spades, played { -trump } 2.
    You sit in seat 2. Which cards may you play?
vier-anderle-follow-q-trumped-h1 = A { -trump } is already in the { -trick }. Can any spade head it?
vier-anderle-follow-q-trumped-h2 = You hold spades, so you must { -follow-suit }, but the duty to beat the ♠Q lapses.
vier-anderle-follow-q-trumped-x =
    The ♠K or the ♠J. You must { -follow-suit }, so { -trump } 18 is not
    allowed, even though it would win. And since { -trump } 2 is in the
    { -trick }, no spade can head it: you need not beat the ♠Q, and the
    ♠J is allowed.

vier-anderle-follow-summary =
    When a suit card is led (original game):

      1. Hold the suit? You must play it: no { -trump }, no other suit.
      2. No { -trump } in the { -trick } yet, and you can beat every card of the
         suit in it? You must play such a card, any one of them.
      3. Cards of other suits in the { -trick } do not count.
      4. A { -trump } in the { -trick } already? Any card of the suit will do.
