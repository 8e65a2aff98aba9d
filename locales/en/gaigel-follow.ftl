# Lesson 4 of Gaigel: following suit and beating after the stock (rules 6.2 step 3a; G9, G10).


gaigel-follow-strict =
    From { -trick } 8 on, the stock is gone and the rules become strict.
    Leading stays free: the leader may play any card. Every other
    player now has duties, checked in order. The first one is:

      1. If you hold a card of the suit led, you must play one.
         This is called following suit. Nothing else is allowed,
         not even a { -trump }.

    What to do when you hold none comes in the next lesson.

gaigel-follow-q-lead-free =
    Trick 9: you won { -trick } 8, so you lead. Which cards may you play?
gaigel-follow-q-lead-free-h1 = The strict rules tell the other players what to do. Do they bind the leader?
gaigel-follow-q-lead-free-h2 = Nobody has played yet, so there is no suit to follow and nothing to beat.

gaigel-follow-q-must-follow-h1 = Do you hold a card of the suit led?
gaigel-follow-q-must-follow-h2 = Holding a Bell, you must play a Bell, even one that cannot win.
gaigel-follow-q-must-follow-x =
    The Seven of Bells (♦7) is your only Bell, so it is your only
    legal card. Trumping with the Ten of Hearts (♥10) is not allowed:
    following suit comes first.

gaigel-follow-beat =
    The second duty is about how you follow:

      2. Look at the card now winning the { -trick }. If some of your
         cards of the suit led beat it, you must play one of them.
         Any one will do: it need not be your highest.
         If none of them beats it, play any card of the suit led.

    Mind the order A, 10, K, O, U, 7: a Ten beats a King.

gaigel-follow-q-must-beat-h1 = Which card is winning the { -trick } now? Can one of your Hearts beat it?
gaigel-follow-q-must-beat-h2 = The Ten ranks above the King.
gaigel-follow-q-must-beat-x =
    The King of Hearts (♥K) is winning. Your Ten of Hearts (♥10) beats
    it, so you must play the Ten; the Unter and the Seven are not
    allowed, and the Ace of Bells does not { -follow-suit }.

gaigel-follow-q-any-beater-h1 = Which of your Bells beat the Ober of Bells?
gaigel-follow-q-any-beater-h2 = You must beat the Ober, but the rule does not ask for your highest card.
gaigel-follow-q-any-beater-x =
    Both the Ace (♦A) and the King of Bells (♦K) beat the Ober (♦O),
    so you may choose either. The Unter (♦U) does not beat it, and
    the Ace of Acorns (♣A) does not { -follow-suit }.

gaigel-follow-q-trump-led-h1 = Trumps were led. The same duties apply: { -follow-suit }, and beat if you can.
gaigel-follow-q-trump-led-h2 = Which Leaf is winning now, and which of yours beats it?
gaigel-follow-q-trump-led-x =
    Leaves are both the suit led and { -trump }. The King of Leaves (♠K)
    is winning; your Ten of Leaves (♠10) beats it, so the Ten is your
    only legal card.

gaigel-follow-details =
    Three details of the second duty:
      - You must beat your { -partner }'s card too. There is no exception
        when your { -partner } is winning the { -trick }.
      - The twin of the winning card does not beat it (the copy played
        first ranks higher), so a twin is never compulsory.
      - Only the card now winning counts. A card of another suit that
        cannot win never has to be beaten.

gaigel-follow-q-partner-beat =
    You are third to play; your { -partner } led. Which cards may you play?
gaigel-follow-q-partner-beat-h1 = Your { -partner }'s Ten is winning. Does the rule care whose card it is?
gaigel-follow-q-partner-beat-h2 = The duty to beat has no exception for partners.
gaigel-follow-q-partner-beat-x =
    Your { -partner }'s Ten of Leaves (♠10) is winning, and you must still
    beat it: only your Ace of Leaves (♠A) is legal. The Unter would be
    legal only if you had no Leaf higher than the Ten.

gaigel-follow-q-twin-no-beat-h1 = Would your Ace of Acorns beat the Ace of Acorns already in the { -trick }?
gaigel-follow-q-twin-no-beat-h2 = Of two identical cards, the one played first ranks higher.
gaigel-follow-q-twin-no-beat-x =
    Your Ace of Acorns (♣A) is the twin of the winning card and does
    not beat it. No Acorn of yours can beat it, so you may play either
    of them; but you must { -follow-suit }, so the King of Hearts (♥K) is
    not allowed.

gaigel-follow-q-offsuit-no-need-h1 = Which card is winning right now? Can an Ace of Acorns win a { -trick } of Bells?
gaigel-follow-q-offsuit-no-need-h2 = The Ober of Bells is winning. Which of your Bells beats it?
gaigel-follow-q-offsuit-no-need-x =
    The Ace of Acorns (♣A) did not { -follow-suit } and cannot win, so it
    does not count. The Ober of Bells (♦O) is winning; your King of
    Bells (♦K) beats it, so you must play the King.
