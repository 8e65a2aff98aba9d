# Lesson 7 of Rikken: the blind call and the face-down lead (rules 3, 6.3, 6.4; decisions 11.12-11.16).


rikken-blind-intro =
    Remember the blind call: when every ace the Rik declarer could
    call lies in a suit he or she is void in, the declarer calls one
    of those aces anyway and announces "blind".
    The declarer then holds no card of the called suit, so he or she
    could never lead that suit to reach the { -partner }. The blind rule
    gives the declarer a special lead instead.

rikken-blind-lead =
    After a blind call, as long as the { -rikken-called-ace } has not been played,
    the declarer may, whenever on lead, lead one card face down
    instead of face up. Any card of the hand will do, a { -trump } too.
    This may already happen at { -trick } 1, if the declarer is seat 0.
    The other three play as if the called suit had been led:
      - follow with a card of the called suit if you hold one;
      - the { -rikken-holder } of the { -rikken-called-ace } must play it;
      - void in the called suit, play any card.

rikken-blind-q-lead-any =
    Rik: you are the declarer. You chose spades as trumps and called
    ♦A blind, having no diamonds. You are on lead and the ♦A has not
    been played yet. Which cards may you lead, face up or face down?
rikken-blind-q-lead-any-h1 = Does the face-down lead limit which card you may choose?
rikken-blind-q-lead-any-h2 = The leader is free, and a face-down lead may be any card of the hand.
rikken-blind-q-lead-any-x =
    All eight cards are legal. You may lead any of them face up, or
    any one of them face down, a { -trump } included: which card goes face
    down is up to you.

rikken-blind-q-follow-called-suit =
    The declarer called ♦A blind and has led a card face down. Spades
    are trumps. You play next. Which cards may you play?
rikken-blind-q-follow-called-suit-h1 = A face-down card shows no suit. Which suit do you play to?
rikken-blind-q-follow-called-suit-h2 = Play as if diamonds, the called suit, had been led.
rikken-blind-q-follow-called-suit-x =
    A face-down lead counts as a lead of the called suit, diamonds.
    You hold ♦K and ♦2, so you must play one of them; either will do.
    What the hidden card really is plays no part.

rikken-blind-q-ace-even-trumped =
    The declarer called ♦A blind and led face down; spades are trumps.
    The next player trumped with ♠2. You hold the ♦A. Which cards may
    you play?
rikken-blind-q-ace-even-trumped-h1 = Which suit counts as led, and which card of it do you hold?
rikken-blind-q-ace-even-trumped-h2 = The { -rikken-called-ace } must fall on a face-down lead, even if the { -trick } is already trumped.
rikken-blind-q-ace-even-trumped-x =
    The face-down lead counts as a diamond lead, and you hold the
    called ♦A, so you must play it, although the ♠2 will beat it.
    ♦J, ♠Q and ♥6 are not allowed.

rikken-blind-q-void-free =
    After a face-down lead (♦A called blind, spades trumps) the next
    two players played ♦5 and ♦A. You have no diamonds. Which cards
    may you play?
rikken-blind-q-void-free-h1 = You cannot follow the called suit. What may a void player play?
rikken-blind-q-void-free-h2 = Void in the suit that counts as led, any card is legal, as in an ordinary { -trick }.
rikken-blind-q-void-free-x =
    Void in diamonds, you may play any card: { -trump } the ♦A with ♠3,
    or discard ♥Q or ♣K. There is no duty to { -trump } here either.

rikken-blind-winner =
    Who wins a face-down { -trick }? The highest face-up { -trump }, if any
    { -trump } was played; otherwise the highest card of the called suit,
    which is the { -rikken-called-ace } itself. The face-down card never wins,
    even when it turns out to be a { -trump }.
    When the { -trick } is complete the face-down card is turned up. It
    counts as the declarer's card and changes nothing else.
    The { -rikken-called-ace } always falls to the face-down { -trick }, so this lead
    can happen only once in a deal. It is gone, too, once the called
    ace has been played in any other way, for example discarded.

rikken-blind-q-winner-ace-h1 = Which suit counts as led? Was a { -trump } played?
rikken-blind-q-winner-ace-h2 = The face-down card never wins. With no { -trump } played, the highest diamond wins.
rikken-blind-q-winner-ace-x =
    Nobody trumped, so the highest card of the called suit wins: the
    ♦A. The face-down card cannot win, whatever it is.

rikken-blind-q-hidden-trump =
    Spades are trumps; the declarer called ♦A blind and led face down.
    When the { -trick } is complete the face-down card is turned up: it is
    the ♠K, a { -trump }. Which card wins the { -trick }?
rikken-blind-q-hidden-trump-h1 = Can a face-down card win a { -trick }?
rikken-blind-q-hidden-trump-h2 = No { -trump } was played face up, and the face-down card never wins, even if it is a { -trump }.
rikken-blind-q-hidden-trump-x =
    The ♠K was led face down, so it does not count as a { -trump }: a
    face-down card never wins. No { -trump } was played face up, so the
    called ♦A wins, and its { -rikken-holder }, the { -partner }, leads next.

rikken-blind-q-beter-trump-h1 = In Rik beter hearts are trumps. Was a heart played face up?
rikken-blind-q-beter-trump-h2 = A face-up { -trump } beats the { -rikken-called-ace }.
rikken-blind-q-beter-trump-x =
    The ♥5 is a face-up { -trump }, and the only one, so it wins. The
    called ♣A wins a face-down { -trick } only when nobody trumps.

rikken-blind-q-two-trumps-h1 = How many face-up trumps are in the { -trick }?
rikken-blind-q-two-trumps-h2 = With several trumps in a { -trick }, the highest one wins.
rikken-blind-q-two-trumps-x =
    Two players trumped, with ♠4 and ♠J. The higher one, ♠J, wins;
    the called ♦A loses.
