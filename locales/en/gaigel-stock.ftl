# Lesson 3 of Gaigel: the deal, the stock and free play (rules 5, 6.1, 6.2 step 2; G7).


gaigel-stock-deal =
    The { -dealer } gives each player 3 cards, then 2 more: five cards each.
    The next card is laid face up in the middle of the table. Its suit
    is { -trump } for the whole deal; this card is the turned card.

    The other 27 cards go face down on top of it, crosswise, so that
    the turned card still shows. This pile is the stock, and the turned
    card is its bottom card. Below, the turned card is the Ober of
    Hearts (♥O), so Hearts are { -trump }.

    The seats are counted clockwise from the { -dealer }'s left: seat 0 sits
    on the { -dealer }'s left and leads to the first { -trick }, seat 3 is the
    { -dealer }. Seats 0 and 2 are team A, seats 1 and 3 team B. The first
    { -dealer } is chosen any way you like; after each deal the deal passes
    to the left, so seat 0 deals the next one.

gaigel-stock-free =
    While the stock lasts, play is free: you may play any card in your
    hand. You need not { -follow-suit }, you need not { -trump }, and you need
    not beat anything, even when you could.

    Leading is free too, and it stays free in every { -trick } of the deal,
    even after the stock is gone.

    Once the stock is gone, from { -trick } 8 on, the other players lose
    that freedom: whoever holds the suit led must { -follow-suit }. The next
    lessons give the whole order of duties.

gaigel-stock-q-no-follow-h1 = Is the stock still on the table?
gaigel-stock-q-no-follow-h2 = While the stock lasts, nothing limits your choice: holding the suit led does not oblige you.
gaigel-stock-q-no-follow-x =
    Before the stock runs out there is no duty to { -follow-suit }. Even
    with two Bells in your hand you may play any of your five cards.

gaigel-stock-q-strict-contrast =
    The same { -trick } and the same hand, but now it is { -trick } 8: the stock
    is gone. Which cards may you play?
gaigel-stock-q-strict-contrast-h1 = Is the stock still on the table? What must a player holding the suit led do then?
gaigel-stock-q-strict-contrast-h2 = You hold two Bells, and Bells were led.
gaigel-stock-q-strict-contrast-x =
    Only your two Bells: with the stock gone you must { -follow-suit }. Nothing
    of yours beats the Ace of Bells, so either Bell will do. The same hand
    could play any card while the stock lasted.

gaigel-stock-q-no-trump-needed-h1 = You have no Leaves. Does that oblige you to anything yet?
gaigel-stock-q-no-trump-needed-h2 = The duty to { -trump } only begins once the stock is gone.
gaigel-stock-q-no-trump-needed-x =
    With the stock on the table you may { -trump }, but you need not:
    a Heart or the Unter of Bells (♦U) is just as legal.

gaigel-stock-draw =
    After each { -trick } the winner takes the top card of the stock, then
    the others take one each, clockwise. Everyone has five cards again.

    The stock has 28 cards (27 + the turned card): seven draws of four.
    In the draw after { -trick } 7 the fourth player takes the turned card,
    and the stock is gone. So tricks 1 to 7 are played freely; from
    { -trick } 8 on you play out your last five cards without drawing, under
    the strict rules of the next lessons.

gaigel-stock-q-trick-seven =
    Trick 7 is under way: the stock still holds its last four cards,
    the turned card among them. Which cards may you play?
gaigel-stock-q-trick-seven-h1 = When exactly is the stock gone: before { -trick } 7, or after it?
gaigel-stock-q-trick-seven-h2 = The last four cards are drawn after { -trick } 7. Until then, play is free.
gaigel-stock-q-trick-seven-x =
    The stock is only gone after the draw that follows { -trick } 7, so
    { -trick } 7 is still free play. The strict rules start with { -trick } 8.

gaigel-stock-q-last-draw =
    Seats are numbered clockwise from the { -dealer }'s left: seat 0 led
    to the first { -trick }, and the { -dealer } is seat 3. Seat 2 has just
    won { -trick } 7. In which order do the players draw now, and so who
    gets the turned card?
gaigel-stock-q-last-draw-h1 = Who always draws first after a { -trick }?
gaigel-stock-q-last-draw-h2 = The winner draws first, then the others clockwise; the fourth to draw takes the turned card.
gaigel-stock-q-last-draw-x =
    The winner, seat 2, draws first, then seats 3, 0 and 1, clockwise.
    Seat 1, on the winner's right, is the fourth and takes the turned
    card: the seat that gets it depends on who won { -trick } 7, not on
    the { -dealer }.

gaigel-stock-q-no-beat-needed-h1 = Your Aces could beat the King of Hearts. But do they have to?
gaigel-stock-q-no-beat-needed-h2 = There is no duty to beat, to follow or to { -trump } yet.
gaigel-stock-q-no-beat-needed-x =
    You may keep your Aces of Hearts (♥A) for later and play anything.
    You hold both copies of the Ace; they are the same card, so the
    answer lists it once.

gaigel-stock-q-discard-aces =
    Trick 5, { -trump } Acorns. The Ober of Bells was led; two players threw
    Aces of other suits. Which card wins the { -trick }?
gaigel-stock-q-discard-aces-h1 = Which cards are of the suit led, and is any of them a { -trump }?
gaigel-stock-q-discard-aces-x =
    The King of Bells (♦K): it follows suit and beats the Ober. The Aces
    of Hearts and Leaves were free choices, but of other suits, and no
    { -trump } was played: they cannot win.

gaigel-stock-q-no-overtrump-h1 = The { -trick } has been trumped. Does that change anything while the stock lasts?
gaigel-stock-q-no-overtrump-h2 = Free play means free play, whatever is already in the { -trick }.
gaigel-stock-q-no-overtrump-x =
    All five cards are legal now. Keep this { -trick } in mind: the next
    question plays it again in { -trick } 8, once the stock is gone.

gaigel-stock-q-eight-strict =
    The { -trick } you just saw, but now in { -trick } 8, with the stock gone.
    Which cards may you play?
gaigel-stock-q-eight-strict-h1 = Acorns were led. Do you hold an Acorn?
gaigel-stock-q-eight-strict-h2 = Following suit comes first, before trumping and overtrumping.
gaigel-stock-q-eight-strict-x =
    Only the Seven of Acorns (♣7): you hold an Acorn, so you must follow
    suit, and you may not { -trump } or { -overtrump }. Lessons 4 and 5 give the
    whole order.

gaigel-stock-winner =
    Free play changes what you may play, not who wins. A card of
    another suit still never wins, and a { -trump } still beats the suit
    led, even when its player could have followed suit.

gaigel-stock-q-discard-never-wins-h1 = Which suit was led, and was any { -trump } played?
gaigel-stock-q-discard-never-wins-h2 = The Aces are of other suits. Only a Heart or a { -trump } could win.
gaigel-stock-q-discard-never-wins-x =
    The Aces of Acorns and Leaves were legal free choices, but a card
    of another suit never wins. The Ten of Hearts (♥10) beats the King
    of Hearts (♥K) and takes the { -trick }.

gaigel-stock-q-free-trump-wins =
    Trick 3. The third player still held Bells but chose to play a
    { -trump }. Which card wins this { -trick }?
gaigel-stock-q-free-trump-wins-h1 = Was that { -trump } a legal play? If so, it counts like any other { -trump }.
gaigel-stock-q-free-trump-wins-h2 = A { -trump } beats every card of the suit led, Aces included.
gaigel-stock-q-free-trump-wins-x =
    While the stock lasts you may { -trump } even when you could follow.
    The Unter of Acorns (♣U) is the only { -trump }, so it beats both Aces
    of Bells.
