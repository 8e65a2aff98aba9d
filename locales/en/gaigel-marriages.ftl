# Lesson 6 of Gaigel: marriages (rules 7.1, 7.2; decision G11).


gaigel-marriages-intro =
    A { -gaigel-marriage } is the King and the Ober of one suit, both in your hand.
    Show them to the table (you declare them) and your team scores
    points, which count just like the points you take in tricks.
    The two cards stay in your hand; you play them later as usual.
    Only King + Ober make a { -gaigel-marriage }: the Unter never does.

gaigel-marriages-values =
    There are four kinds of { -gaigel-marriage }:
      { -gaigel-marriage }                K + O of a plain suit           20
      double { -gaigel-marriage }         K, K, O, O of a plain suit      40
      royal { -gaigel-marriage }          K + O of the { -trump } suit         40
      double royal { -gaigel-marriage }   K, K, O, O of the { -trump } suit    80
    A plain suit is any suit that is not { -trump }. Below, { -trump } is Hearts:
    the Bells pair is a { -gaigel-marriage } (20), the four Hearts cards a double
    royal { -gaigel-marriage } (80).

gaigel-marriages-q-royal =
    Trump is Hearts. You declare the King and the Ober of Hearts.
    How many points does this { -gaigel-marriage } score?
gaigel-marriages-q-royal-h1 = Is Hearts a plain suit in this deal?
gaigel-marriages-q-royal-h2 = A { -gaigel-marriage } in the { -trump } suit is a royal { -gaigel-marriage }, worth twice an ordinary one.

gaigel-marriages-q-double-royal =
    Trump is Bells. You hold both Kings and both Obers of Bells and
    declare all four cards at once. How many points?
gaigel-marriages-q-double-royal-h1 = Which kind of { -gaigel-marriage } is this: plain or { -trump }, single or double?
gaigel-marriages-q-double-royal-h2 = A double royal { -gaigel-marriage } is worth two royal marriages.
gaigel-marriages-q-double-royal-x =
    Doubling doubles the value of the kind you have: a plain pair is 20,
    so a double is 40; a royal pair is 40, so a double royal is 80.

gaigel-marriages-who =
    When? Right after a { -trick }, before anyone draws from the stock.
    Who? The player who won the { -trick } may declare one { -gaigel-marriage }.
    If he declares none, his { -partner } may declare one of his own instead.
    Only one { -gaigel-marriage } per { -trick }, for the whole table: once the winner
    has declared, his { -partner } must wait for another { -trick }.
    The opponents of the { -trick }'s winner may never declare after it.

gaigel-marriages-q-opponent =
    An opponent has just won the { -trick }. You hold the King and the Ober
    of Leaves ({ -trump } is Acorns). May you declare the Leaves { -gaigel-marriage } now?
gaigel-marriages-q-opponent-h1 = Who won the { -trick } that has just ended?
gaigel-marriages-q-opponent-h2 = Only the { -trick }'s winner, or failing him his { -partner }, may declare after a { -trick }.

gaigel-marriages-q-partner =
    Your { -partner } has just won the { -trick }. He declares nothing. You hold
    the King and the Ober of Hearts ({ -trump } is Acorns). The draw has not
    happened yet. May you declare the Hearts { -gaigel-marriage }?
gaigel-marriages-q-partner-h1 = The { -gaigel-marriage } does not have to come from the winner's own hand.
gaigel-marriages-q-partner-h2 = If the winner declares no { -gaigel-marriage }, his { -partner } may declare one in his place.
gaigel-marriages-q-partner-x =
    The winner goes first. If he passes, the chance goes to his { -partner },
    who may show one { -gaigel-marriage } from his own hand. The points go to the
    team either way.

gaigel-marriages-q-one-per-trick =
    Your { -partner } has just won the { -trick } and declared the Leaves { -gaigel-marriage }.
    You hold the King and the Ober of Bells ({ -trump } is Acorns). May you
    declare the Bells { -gaigel-marriage } after the same { -trick }?
gaigel-marriages-q-one-per-trick-h1 = How many marriages may follow one { -trick }?
gaigel-marriages-q-one-per-trick-h2 = The { -partner } may declare only if the winner declared none.
gaigel-marriages-q-one-per-trick-x =
    One { -trick }, one { -gaigel-marriage }, for the whole table. Keep the Bells pair:
    you may declare it after a later { -trick } won by you or your { -partner }.

gaigel-marriages-when =
    Too late is too late: once the draw after the { -trick } has taken place,
    the chance is gone until your team wins another { -trick }.
    A suit can be married only once per deal. Once anyone has declared
    a Hearts { -gaigel-marriage }, Hearts is closed for everybody.
    So a double { -gaigel-marriage } must be shown in one go: you cannot declare
    K + O now and add the second K + O later.

gaigel-marriages-q-before-draw =
    Trump is Acorns. You have just won { -trick } 3 with your own card, and
    nobody has drawn yet. You hold the King and the Ober of Leaves.
    May you declare the Leaves { -gaigel-marriage } now?
gaigel-marriages-q-before-draw-h1 = This is exactly the moment marriages are made for: after your { -trick }, before the draw.
gaigel-marriages-q-before-draw-x =
    Yes: you won the { -trick }, the draw has not taken place, and Leaves
    have not been married yet. Declare now, in the round after the
    { -trick }: once the draw is over, this chance is gone.

gaigel-marriages-q-after-draw =
    You won the { -trick }, everyone drew a card, and only then you notice
    that you hold the King and the Ober of Acorns ({ -trump } is Leaves).
    May you still declare the Acorns { -gaigel-marriage }?
gaigel-marriages-q-after-draw-h1 = Marriages have a fixed moment after a { -trick }. Has it passed?
gaigel-marriages-q-after-draw-h2 = A { -gaigel-marriage } must be declared before the draw.

gaigel-marriages-q-double-at-once =
    Trump is Bells. An Acorns { -gaigel-marriage } was declared earlier in this
    deal. You have just won a { -trick }, nobody has drawn yet, and you hold
    both Kings and both Obers of Hearts. May you declare them now, as a
    double { -gaigel-marriage }?
gaigel-marriages-q-double-at-once-h1 = Which suit is closed: Acorns or Hearts?
gaigel-marriages-q-double-at-once-h2 = A double { -gaigel-marriage } is declared in one go, at the moment of a single one.
gaigel-marriages-q-double-at-once-x =
    Yes: all four cards in one go, worth 40 in a plain suit. Only
    Acorns are closed by the earlier { -gaigel-marriage }; Hearts are still open.

gaigel-marriages-q-closed-suit =
    Trump is Bells. After { -trick } 2 you declared the King and the Ober of
    Hearts. Now you have won { -trick } 5 and you hold the other King and
    the other Ober of Hearts too. May you declare them now?
gaigel-marriages-q-closed-suit-h1 = Has a Hearts { -gaigel-marriage } already been declared in this deal?
gaigel-marriages-q-closed-suit-h2 = A declared suit is closed for the rest of the deal, for a single or a double.
gaigel-marriages-q-closed-suit-x =
    Each suit can be married once per deal. Had you waited until you
    held all four cards, you could have shown a double { -gaigel-marriage } (40) in
    one go; a second pair cannot be added later.

gaigel-marriages-stock =
    Marriages need the stock. The last chance is right after { -trick } 7,
    before its draw (the draw in which the turned card is taken).
    From { -trick } 8 on nobody draws, and nobody declares a { -gaigel-marriage } any
    more: a King and an Ober still in your hand are just cards.

gaigel-marriages-q-trick-seven-last =
    Trump is Leaves. Your { -partner } has just won { -trick } 7 and declares
    nothing. The stock still holds its last three cards and the turned
    card; nobody has drawn yet. You hold the King and the Ober of Bells.
    May you declare the Bells { -gaigel-marriage } now?
gaigel-marriages-q-trick-seven-last-h1 = Is there still a draw after this { -trick }?
gaigel-marriages-q-trick-seven-last-h2 = Your { -partner } won the { -trick } and declared none, so you may declare in his place.
gaigel-marriages-q-trick-seven-last-x =
    Yes, and it is the last chance of the deal: after { -trick } 7 there is
    still a draw, the one that takes the turned card. Once it is over
    the stock is gone, and with it every { -gaigel-marriage }.

gaigel-marriages-q-trick-eight =
    The stock is exhausted. You have just won { -trick } 8, and you hold the
    King and the Ober of Hearts, the { -trump } suit: a royal { -gaigel-marriage }.
    May you declare it now?
gaigel-marriages-q-trick-eight-h1 = Is there still a draw after { -trick } 8?
gaigel-marriages-q-trick-eight-h2 = The last moment for a { -gaigel-marriage } is after { -trick } 7, before its draw.
gaigel-marriages-q-trick-eight-x =
    A { -gaigel-marriage } is declared after winning a { -trick } and before drawing.
    Once the stock is gone there is no draw, so there is no moment left
    for a { -gaigel-marriage }. Declare your pairs while the stock lasts.
