# Lesson 5 of Gaigel: trumping and over-trumping after the stock (rules 6.2 steps 3b, 3c; G8).


gaigel-trumping-void =
    The duties go on where the last lesson stopped:

      3. If you hold no card of the suit led, you must play a { -trump }.
         If nobody has trumped the { -trick } yet, any { -trump } will do.
      4. If you have neither the suit led nor a { -trump }, you may play
         any card.

    Like every strict rule, this applies only from { -trick } 8 on.

gaigel-trumping-q-must-trump-h1 = You have no Bells. What does that oblige you to do now?
gaigel-trumping-q-must-trump-h2 = You must { -trump }. Nobody has trumped yet, so any { -trump } beats the Ten of Bells.
gaigel-trumping-q-must-trump-x =
    With no Bell you must { -trump }. The Seven (♥7) and the Ober of Hearts
    (♥O) both beat the Ten of Bells (♦10), so either is legal. The Ace
    of Acorns and the King of Leaves are not.

gaigel-trumping-q-no-trump-anything-h1 = Can you { -follow-suit }? Can you { -trump }?
gaigel-trumping-q-no-trump-anything-h2 = You have neither Hearts nor Acorns, so no duty is left.

gaigel-trumping-over =
    If the { -trick } has already been trumped and you cannot { -follow-suit },
    look at the { -trump } now winning:

      - if you have a higher { -trump }, you must play a higher { -trump }
        (you must { -overtrump });
      - if all your trumps are lower, you must still play a { -trump }.
        Throwing a card of another suit is not allowed.

gaigel-trumping-q-overtrump-h1 = You cannot { -follow-suit }. Which { -trump } is in the { -trick }, and can you top it?
gaigel-trumping-q-overtrump-h2 = The King ranks above the Ober.
gaigel-trumping-q-overtrump-x =
    With no Leaves you must { -trump }, and since the Ober of Bells (♦O) is
    already in the { -trick } you must beat it if you can. Only the King of
    Bells (♦K) does; the Seven of Bells would be too low.

gaigel-trumping-q-undertrump-h1 = Can any of your trumps beat the Ace of Bells? If not, are you free?
gaigel-trumping-q-undertrump-h2 = Without a higher { -trump } you must still play a { -trump }.
gaigel-trumping-q-undertrump-x =
    Nothing beats the Ace of Bells (♦A), but the duty to { -trump } stays:
    play the Unter (♦U) or the Ten of Bells (♦10). The Ten of Hearts
    and the King of Acorns are not allowed.

gaigel-trumping-over-details =
    Two details you know from following suit hold for trumps too:
      - The twin of the winning { -trump } does not beat it (the copy
        played first ranks higher), so it is not an { -overtrump }.
      - Your { -partner }'s { -trump } gets no mercy: if you must { -trump } and
        can beat it, you must.

gaigel-trumping-q-twin-trump-h1 = Does your Ten of Hearts beat the Ten of Hearts already in the { -trick }?
gaigel-trumping-q-twin-trump-h2 = Of two identical cards, the one played first ranks higher. Can you { -overtrump } at all?
gaigel-trumping-q-twin-trump-x =
    Your Ten of Hearts (♥10) is a twin and does not beat the one in
    the { -trick }, so you cannot { -overtrump }. You must still { -trump }: the
    Ten or the Ober of Hearts (♥O), as you like.

gaigel-trumping-q-partner-overtrump =
    You are fourth to play; your { -partner } trumped this { -trick }. Which
    cards may you play?
gaigel-trumping-q-partner-overtrump-h1 = Does the duty to { -overtrump } ask whose { -trump } it is?
gaigel-trumping-q-partner-overtrump-h2 = There is no exception for partners: beat the Ober of Hearts if you can.
gaigel-trumping-q-partner-overtrump-x =
    You have no Bells, so you must { -trump }, and { -overtrump } if you can,
    even your { -partner }'s Ober of Hearts (♥O). Only the King of Hearts
    (♥K) does it.

gaigel-trumping-trap =
    Now the trap. Following suit always comes first. Say a plain suit
    (not { -trump }) was led and someone trumped it. If you hold the suit
    led, you must { -follow-suit }: you may not { -trump } or { -overtrump }.
    And no card of a plain suit can beat a { -trump }, so the duty to beat
    falls away: you may play ANY card of the suit led, high or low.
    The card to beat is always the card now winning, never the
    highest card of the suit led.

gaigel-trumping-q-trap-no-trump-h1 = Which comes first: following suit or trumping?
gaigel-trumping-q-trap-no-trump-h2 = You hold Bells, so you must play a Bell. Can any Bell beat the { -trump } in the { -trick }?
gaigel-trumping-q-trap-no-trump-x =
    You must { -follow-suit } with a Bell. The Unter of Acorns (♣U), a
    { -trump }, is winning, and no Bell can beat it, so both the Ace (♦A)
    and the Seven of Bells (♦7) are legal. The Ten of Acorns (♣10)
    would { -overtrump }, but it is illegal: you can { -follow-suit }.

gaigel-trumping-q-trap-no-beat-h1 = Which card is winning: the King of Hearts or the Seven of Leaves?
gaigel-trumping-q-trap-no-beat-h2 = The card to beat is the { -trump }, and none of your Hearts can beat it.
gaigel-trumping-q-trap-no-beat-x =
    The Seven of Leaves (♠7), a { -trump }, is winning. No Heart beats a
    { -trump }, so the duty to beat falls away: the Ace (♥A) and the Unter
    of Hearts (♥U) are both legal. You need not top the King of
    Hearts, and you may not { -trump } with the Ace of Leaves (♠A).

gaigel-trumping-recap =
    The whole order after the stock, for every player but the leader:
      1. Follow suit, beating the winning card if you can.
      2. Void in the suit led? Trump, overtrumping if you can.
      3. No { -trump } either? Play anything.
    There is no exception for your { -partner }, a twin never beats its
    copy, and only the card now winning has to be beaten.
