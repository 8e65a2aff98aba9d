# Lesson 3 of Marglia: the deal, the turned trump card, its credit and the option to stop (rules 5, 6).


marglia-deal-dealing =
    The first dealer is chosen in any way you like; after each deal
    the player on the dealer's right deals next.

    The dealer shuffles and makes one face-down pile, then takes the
    bottom card of the pile and lays it face down in front of
    themselves, apart from everything else.

    Then the dealer deals from the top of the pile, anticlockwise,
    starting with the player on the right: first 5 cards to each
    player; then 5 more to each player except the dealer, who takes
    only 4. Everyone now holds 10 cards, the dealer 9 plus the card
    set aside.

marglia-deal-turn =
    The dealer turns the set-aside card face up for everyone to see.
    Its suit is trumps for this deal.

    The dealer then takes the turned card into hand, making 10 cards.
    From now on it is an ordinary card: it is played like any other,
    and whoever wins the trick it falls in scores its points.

    The player on the dealer's right leads to the first trick.

marglia-deal-q-turned-card-plays =
    The dealer turned up the ♠Q, so spades are trumps, and took it
    into hand. In the first trick the dealer, last to play, plays that
    ♠Q. Which card wins the trick?
marglia-deal-q-turned-card-plays-h1 = After the turn, is the ♠Q any different from the other cards in the dealer's hand?
marglia-deal-q-turned-card-plays-h2 = Spades are trumps, and a trump beats every card of another suit, even the ♥7.
marglia-deal-q-turned-card-plays-x =
    The ♠Q is an ordinary trump now, and the only trump in the trick,
    so it wins. The ♥7, the highest heart, loses to it.

marglia-deal-credit =
    The turned card also brings the dealer's side points at once. Its
    value is added straight to the side's running score, the total
    it has built up in the game so far:

        7   5        A   4        K   3        J   2        Q   1

    A turned frillo brings nothing. This credit is not part of the
    deal's tricks: the card still scores again, for whoever wins it,
    in the trick where it is played.

marglia-deal-stop =
    If the turned card gave a credit, look at the dealer's side's
    running score with the credit added. If it is 35 or more, the
    dealer, after talking it over with their partner, may stop the
    deal. Below 35, or when the turned card gave no credit, there is
    no choice: the deal is played.

    Stopping means:
      - no card is played and no trick is taken;
      - both sides score 0 for this deal, and the credit stays;
      - the deal still counts as one of the game's deals, and the next
        player deals (or the game ends, if it was the last deal).
    Stopping does not win the game by itself; it denies the opponents
    a chance to score in this deal.

marglia-deal-q-credit-ace-h1 = How much is an ace worth, and where do its points go?
marglia-deal-q-credit-ace-h2 = The ace gives 4 at once: 10 + 4. Is that 35 or more?
marglia-deal-q-credit-ace-x =
    The ♥A adds 4 to the dealer's side at once: 10 + 4 = 14. That is
    below 35, so the deal must be played, with hearts as trumps.

marglia-deal-q-frillo-nothing-h1 = Is a 6 worth anything by itself?
marglia-deal-q-frillo-nothing-h2 = A turned frillo brings no credit; the frillo bonus belongs to tricks, not to the turned card.
marglia-deal-q-frillo-nothing-x =
    The ♦6 is a frillo, worth 0, so the score stays at 20 and the
    deal is played. Diamonds are trumps all the same.

marglia-deal-q-seven-35-h1 = What is a seven worth? Its number is not its value.
marglia-deal-q-seven-35-h2 = The seven gives 5: 30 + 5 = 35. Is 35 enough?
marglia-deal-q-seven-35-x =
    The ♣7 gives 5, so the dealer's side reaches exactly 35. The
    rule says 35 or more, so the dealer may stop the deal.

marglia-deal-q-jack-short-h1 = What is the jack worth: 3 like the king, or less?
marglia-deal-q-jack-short-h2 = The jack is worth 2: 32 + 2 = 34.
marglia-deal-q-jack-short-x =
    The ♠J gives 2, so the side reaches 34: one short of 35. There is
    no option to stop, and the deal is played.

marglia-deal-q-whose-credit =
    Your side has 34 points. The opponents are dealing; their side
    has 12, and the dealer turns up the ♦K. What is the dealer's
    side's score after the turn, and may it stop the deal?
marglia-deal-q-whose-credit-h1 = Which side does the turned card credit: yours or the dealer's?
marglia-deal-q-whose-credit-h2 = Only the dealer's side gets the credit and the option: 12 + 3.
marglia-deal-q-whose-credit-x =
    The ♦K gives 3 to the dealer's side: 12 + 3 = 15, so there is
    no option to stop. Your 34 plays no part here: the turned card
    only ever helps the side that deals.

marglia-deal-details =
    Once there is a credit, only the score after it counts, however
    the side got there:
      - a side that already had 35 or more before the turn may stop
        when the turned card gives a credit, even the 1 of a queen;
      - but a turned frillo gives no credit, and so no option,
        whatever the score: the option belongs to the moment of the
        credit.

marglia-deal-q-already-over-h1 = The side had 36 before the turn. Does the queen add anything?
marglia-deal-q-already-over-h2 = The queen gives 1: 36 + 1 = 37, which is 35 or more.
marglia-deal-q-already-over-x =
    The ♥Q gives 1, so the dealer's side has 37. It does not matter
    that it was over 35 before: the dealer may stop the deal.

marglia-deal-q-frillo-over-h1 = A 5 brings no credit. Does that change the option to stop?
marglia-deal-q-frillo-over-h2 = The option comes with a credit. Did the turned card give one?
marglia-deal-q-frillo-over-x =
    The ♣5 is a frillo: no credit, and the score stays at 38. The
    option to stop comes only with a credit, so the deal is played,
    although the side has 35 or more.

marglia-deal-seats =
    Who sits where, seen from the dealer:
      - on the dealer's right: the first to receive cards and the
        first to lead;
      - opposite the dealer: the dealer's partner;
      - on the dealer's left: the last to receive cards, and the
        first leader's partner.
    Everything goes anticlockwise, to the right: the cards are dealt
    that way, each player plays after the one on the left, so the
    dealer plays last to the first trick. After the deal, the player
    on the dealer's right deals next. Your neighbours are both
    opponents, so the deal always passes to the other side.

marglia-deal-q-turned-in-hand =
    You are the dealer. You turned up the ♣A, so clubs are trumps,
    and took it into your hand; you hold no other club. The first
    trick so far: ♣5, ♣3, ♥2. Which cards may you play?
marglia-deal-q-turned-in-hand-h1 = Is the turned ♣A part of your hand now?
marglia-deal-q-turned-in-hand-h2 = It is an ordinary card of your hand, and clubs were led: you must follow suit.
marglia-deal-q-turned-in-hand-x =
    The ♣A is your only club, and clubs were led, so you must play
    it. Once taken into the hand, the turned card is like any other:
    it follows suit, and the trick it falls in scores its 4 points.

marglia-deal-no-bids =
    Then play starts at once. Marglia has no bids and no melds:
    nobody chooses or bids trumps (the turned card has fixed them),
    and no combination of cards is declared or scores by itself.
    Only the cards in the tricks count.

    Table talk is optional. Before play all four players may agree
    to allow questions and answers about hands, usually between
    partners, in playing order: how many cards of a suit or of a
    rank you hold, how many points. Every answer must be true and
    said openly, so that everyone understands it: no codes, signals
    or evasive answers. Questions that give a hand away too exactly
    are best avoided.

marglia-deal-q-no-bid =
    Your partner holds six clubs and would love clubs to be trumps.
    But the dealer turned up the ♦3. In the first trick: ♣7, ♣A, ♦2,
    ♣K. Which card wins?
marglia-deal-q-no-bid-h1 = Can anyone bid or choose another trump suit? Which card fixed the trumps?
marglia-deal-q-no-bid-h2 = The turned ♦3 made diamonds trumps, even though it is a frillo. Is there a diamond in the trick?
marglia-deal-q-no-bid-x =
    Diamonds are trumps, because the turned card was the ♦3: there is
    no bidding to change that, however many clubs your partner holds.
    The ♦2 is the only trump in the trick, so it beats the ♣7.

marglia-deal-q-no-meld =
    Hearts are trumps. Your side won this trick, which holds the king
    and the queen of trumps. In a game with melds, such as Bezique or
    Gaigel, such a pair would score as a marriage. How many points is
    the trick worth in Marglia?
marglia-deal-q-no-meld-h1 = Does Marglia score any combination of cards?
marglia-deal-q-no-meld-h2 = No melds: count the cards (3 + 1 + 0 + 2) and the frillo point.
marglia-deal-q-no-meld-x =
    3 + 1 + 0 + 2 = 6, and the ♥5 is a frillo: 7. The king and the
    queen together are worth nothing more: Marglia has no melds.

marglia-deal-q-next-dealer =
    Your partner dealt the last deal. Your side now has 33 points and
    the other side 21. The deal passes on, and the new dealer turns up
    the ♠K. What is the dealer's side's score now, and may it stop the
    deal?
marglia-deal-q-next-dealer-h1 = The deal passes to the right of your partner. Whose side is that player on?
marglia-deal-q-next-dealer-h2 = The new dealer is an opponent: the credit goes to their side, 21 + 3.
marglia-deal-q-next-dealer-x =
    The player on your partner's right, an opponent, deals now, so the
    ♠K credits the other side: 21 + 3 = 24, with no option to stop.
    Had your side dealt again, 33 + 3 = 36 would have allowed it.
