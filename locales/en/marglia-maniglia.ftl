# Lesson 7 of Marglia: Maniglia, the cousin game, side by side with Marglia (rules 9, 13.9-13.15).


marglia-maniglia-intro =
    Maniglia is Marglia's cousin. Ranks, points, the frilli, the
    trick and the duty to trump are all the same. What changes:
      - the cards: Italian cards with Latin suits;
      - the players: 3 to 5, often each for themselves;
      - trumps: said to be bid, though no way of bidding is given;
      - the turned card's credit: the 29-point rule;
      - scoring: defined only for four players in partnerships.
    In this lesson most positions come twice: first in Marglia, then
    the same position in Maniglia. Each question says which game it
    is in. Watch what changes and what does not.

marglia-maniglia-suits =
    Maniglia is played with the Neapolitan pattern of Italian cards:
      cups (coppe), coins (denari), batons (bastoni), swords (spade).
    The tutor names the cards by their suits (7 of Cups,
    A of Coins, J of Batons, Q of Swords); you type them as tokens:
    cups-7, coins-A, clubs-J, swords-Q. Two tokens need care:
      - clubs in Maniglia means batons, not French clubs;
      - swords are what Italians call spade. They are not Marglia's
        spades (picche), and spades-7 is not a Maniglia card.
    In this lesson a Marglia position becomes a Maniglia one like
    this: ♥ hearts → cups, ♦ diamonds → coins, ♣ clubs → batons
    (still written clubs), ♠ spades → swords.

marglia-maniglia-courts =
    Neapolitan cards have no queen. Their court cards are the Re
    (king), the Cavallo (knight) and the Fante (knave). The tokens
    keep Marglia's order and points:
      K = Re (3 points),  J = Cavallo (2),  Q = Fante (1).
    So the order is still 7 A K J Q 6 5 4 3 2 in every suit.
    The trap: in Italian, fante is also the name of the French jack.
    In Maniglia the Fante is Q, and it ranks BELOW the Cavallo (J).

marglia-maniglia-q-courts-marglia =
    Marglia. Trumps are spades. The trick: ♣Q, ♣J, ♣6, ♦A.
    Which card wins it?
marglia-maniglia-q-courts-marglia-h1 = No spade was played. Which suit was led, and which of its cards is highest?
marglia-maniglia-q-courts-marglia-h2 = In Marglia the jack ranks above the queen. The ♦A is off-suit.
marglia-maniglia-q-courts-marglia-x =
    No trump, so the highest club wins: the ♣J beats the ♣Q. The ♦A
    is another suit and cannot win.

marglia-maniglia-q-courts-maniglia =
    Now the same cards in Maniglia, in another order. Trumps are
    swords. The trick: the Fante of batons (clubs-Q), the 6 of batons
    (clubs-6), the ace of coins (coins-A), the Cavallo of batons
    (clubs-J). Which card wins?
marglia-maniglia-q-courts-maniglia-h1 = Which token stands for the Cavallo, and which for the Fante?
marglia-maniglia-q-courts-maniglia-h2 = The Cavallo is J, the Fante is Q: the same order as jack over queen.
marglia-maniglia-q-courts-maniglia-x =
    No sword was played, so the highest baton wins: the Cavallo
    (clubs-J), played last, beats the Fante (clubs-Q), just as the
    jack beats the queen in Marglia. Only the names have changed.

marglia-maniglia-players =
    Maniglia is played by 3, 4 or 5:
      3 players: take out one 2 (of any suit); 13 cards each,
                 13 tricks of 3 cards;
      4 players: 10 cards each, 10 tricks of 4 cards;
      5 players: 8 cards each, 8 tricks of 5 cards.
    The card points still add up to 60 (a 2 is worth nothing).
    The winner of a trick is found as always: the highest trump,
    else the highest card of the suit led, however many cards the
    trick holds.
    Trumps: the rules say they are chosen by bidding, but give no
    way to bid, so the tutor plays no auction. A question simply
    tells you the trump suit. When a whole deal is played at the
    table, the dealer's turned card fixes trumps, as in Marglia and
    as the Neapolitan players do: its suit is trumps.

marglia-maniglia-q-four-marglia =
    Marglia. Trumps are spades. The trick: ♣A, ♣7, ♠2, ♣K.
    Which card wins it?
marglia-maniglia-q-four-marglia-h1 = Was a trump played?
marglia-maniglia-q-four-marglia-h2 = The ♠2 is the lowest trump, but a trump beats every club.
marglia-maniglia-q-four-marglia-x =
    The ♠2 is the only trump, so it wins, even against the ♣7, the
    best club.

marglia-maniglia-q-five-maniglia =
    Maniglia, five players. Trumps are swords. The same trick with a
    fifth card: the ace of batons (clubs-A), the 7 of batons (clubs-7),
    the 2 of swords (swords-2), the king of batons (clubs-K), and last
    the Fante of swords (swords-Q). Which card wins?
marglia-maniglia-q-five-maniglia-h1 = Five players, five cards: look at the fifth card too. How many trumps are there?
marglia-maniglia-q-five-maniglia-h2 = Two swords were played. The higher one wins.
marglia-maniglia-q-five-maniglia-x =
    Two trumps: the 2 of swords and the Fante of swords (swords-Q).
    The Fante ranks higher, so the fifth card wins the trick.

marglia-maniglia-alone =
    Partnerships exist only with four players, and even then the
    players may agree that everyone plays alone. With 3 or 5 players
    everyone always plays alone.
    Playing alone, you have no partner, so exemption (a), "partner
    winning", never applies. The player opposite is an opponent like
    the others. Exemptions (b) and (c) stay as they are.
    With four players in partnerships, Maniglia plays exactly like
    Marglia.

marglia-maniglia-q-partner-marglia =
    Marglia. Trumps are hearts. Your partner led the ♦A, and the next
    player followed with the ♦4. You hold no diamonds. Which cards
    may you play?
marglia-maniglia-q-partner-marglia-h1 = Who is winning the trick at this moment?
marglia-maniglia-q-partner-marglia-h2 = Your partner's ♦A is winning: exemption (a).
marglia-maniglia-q-partner-marglia-x =
    Your partner's ♦A is winning, so you need not trump: all three
    cards are legal.

marglia-maniglia-q-alone-maniglia =
    Maniglia, four players, everyone for themselves. Trumps are cups.
    The player opposite you led the ace of coins (coins-A), and the
    next player followed with the 4 of coins (coins-4). You hold no
    coins. Which cards may you play?
marglia-maniglia-q-alone-maniglia-h1 = The leader sits opposite you, but is that player your partner here?
marglia-maniglia-q-alone-maniglia-h2 = No partners, so no exemption (a). An opponent is winning and no trump is in the trick.
marglia-maniglia-q-alone-maniglia-x =
    Without partnerships the ace of coins is an opponent's card. You
    hold a trump and none is in the trick yet, so you must trump: only
    the 6 of cups (cups-6). The same cards that were all free in
    Marglia are now tied.

marglia-maniglia-q-pairs-maniglia =
    Maniglia again, four players, but now in two partnerships. Trumps
    are cups. Your partner led the ace of coins (coins-A), and the next
    player followed with the 4 of coins (coins-4). You hold no coins.
    Which cards may you play?
marglia-maniglia-q-pairs-maniglia-h1 = With partnerships, what is the card opposite you?
marglia-maniglia-q-pairs-maniglia-h2 = Four-player partnership Maniglia plays exactly like Marglia.
marglia-maniglia-q-pairs-maniglia-x =
    Your partner's ace of coins is winning, so exemption (a) applies
    again, as in Marglia: all three cards are legal.

marglia-maniglia-q-three-maniglia =
    Maniglia, three players: one 2 is out and each holds 13 cards.
    The dealer turned up the 4 of cups, so cups are trumps. The
    leader played the 7 of coins (coins-7) and the next player the 3
    of coins; you play third. You hold no coins. Which cards may you
    play?
marglia-maniglia-q-three-maniglia-h1 = With three players, who is your partner? And is the trick complete after your card?
marglia-maniglia-q-three-maniglia-h2 = Nobody: the leader is an opponent who is winning, and no trump is in the trick. Any cup will do.
marglia-maniglia-q-three-maniglia-x =
    Three players always play alone, so the leader's winning 7 of
    coins is an opponent's card: no exemption (a). You must trump,
    with any cup: the 2 or the K. Your card is the third and last
    of the trick.

marglia-maniglia-turnup =
    The dealer still turns up a card and may earn its points for the
    side (in solo play, for the dealer alone). Maniglia adds one rule:

      the 29-point rule: if the running score is already 29 or more,
      the turned card gives nothing.

    Below 29 the credit is the card's value, as in Marglia.
    The option to stop the deal is unchanged: it exists when the
    turned card gives a credit and the score after it is 35 or more.
    Since a credit can lift 28 to at most 33, in Maniglia the option
    never arises: the game cannot be won before the play begins.

marglia-maniglia-q-credit-marglia =
    Marglia. The dealer's side has 30 points. The dealer turns up the
    ♥7. What is the side's score now, and may it stop the deal?
marglia-maniglia-q-credit-marglia-h1 = What is a turned 7 worth, and when may the dealer's side stop the deal?
marglia-maniglia-q-credit-marglia-h2 = The 7 is worth 5: 30 + 5 = 35. The option needs 35 or more.
marglia-maniglia-q-credit-marglia-x =
    30 + 5 = 35, and 35 is enough: the dealer's side may stop the deal.

marglia-maniglia-q-credit-maniglia =
    The same in Maniglia. The dealer's side has 30 points. The dealer
    turns up the 7 of cups (cups-7). What is the side's score now, and
    may it stop the deal?
marglia-maniglia-q-credit-maniglia-h1 = Maniglia has a rule about the score before the turn. What is it?
marglia-maniglia-q-credit-maniglia-h2 = 30 is 29 or more: the turned card gives nothing.
marglia-maniglia-q-credit-maniglia-x =
    At 30 the 29-point rule applies: no credit. The score stays at 30,
    below 35, so there is no option to stop.

marglia-maniglia-q-credit-maniglia-28 =
    Maniglia. The dealer's side has 28 points. The dealer turns up the
    7 of swords (swords-7). What is the side's score now, and may it
    stop the deal?
marglia-maniglia-q-credit-maniglia-28-h1 = Is 28 below the 29-point line?
marglia-maniglia-q-credit-maniglia-28-h2 = Below 29 the credit counts as in Marglia: 28 + 5. Is that 35?
marglia-maniglia-q-credit-maniglia-28-x =
    28 is below 29, so the 7 counts: 28 + 5 = 33. That is short of
    35: no option to stop.

marglia-maniglia-q-credit-maniglia-36 =
    Maniglia. The dealer's side already has 36 points. The dealer turns
    up the king of batons (clubs-K). What is the side's score now, and
    may it stop the deal?
marglia-maniglia-q-credit-maniglia-36-h1 = Is there a credit at 36? And what does the option to stop depend on?
marglia-maniglia-q-credit-maniglia-36-h2 = No credit at 36, and the option comes only with a credit.
marglia-maniglia-q-credit-maniglia-36-x =
    The king earns nothing (36 is 29 or more), so the score stays 36.
    Without a credit there is no option to stop, 35 or more or not:
    in Maniglia the deal is always played.

marglia-maniglia-scoring =
    Scoring a deal:
      - Four players in two partnerships: exactly as in Marglia.
        Raw total = card points + frillo tricks; deal score = raw
        total − 35 (45 in the variant), never below 0.
      - Everyone for themselves (3, 4 or 5 players): the rules give
        no deal score, so the tutor does not ask for one. The points
        of cards and tricks and the turned card's credit still count
        as you learnt them.

marglia-maniglia-q-deal-marglia =
    Marglia. Side A's tricks hold 40 card points and 6 frillo tricks;
    side B's hold 20 card points and 3 frillo tricks. What does each
    side score for the deal?
marglia-maniglia-q-deal-marglia-h1 = Raw total first: card points plus frillo tricks.
marglia-maniglia-q-deal-marglia-h2 = A has 46, B has 23. Subtract 35, never below 0.
marglia-maniglia-q-deal-marglia-x =
    A: 40 + 6 = 46, so 11. B: 20 + 3 = 23, so 0.

marglia-maniglia-q-deal-maniglia =
    Now a deal of Maniglia, four players in two partnerships. Side
    A's tricks hold 22 card points and 3 frillo tricks; side B's hold
    38 card points and 5 frillo tricks. What does each side score?
marglia-maniglia-q-deal-maniglia-h1 = Does the 29-point rule touch the deal score?
marglia-maniglia-q-deal-maniglia-h2 = The 29-point rule is only about the turned card. Partnership Maniglia scores a deal like Marglia.
marglia-maniglia-q-deal-maniglia-x =
    Exactly as in Marglia: A has 25, so 0; B has 43 − 35 = 8. The 29
    of Maniglia belongs to the turned card only, never to the deal
    score.

marglia-maniglia-recap =
    Maniglia in short, compared with Marglia:
      - Latin suits: cups, coins, batons (clubs), swords;
        Re = K, Cavallo = J, Fante = Q; same order, same points.
      - 3 to 5 players; 13, 10 or 8 cards each; tricks of 3, 4 or 5.
      - Playing alone: no partner, so no exemption (a).
      - Trumps: given in a question; at the table, the turned
        card's suit, as in Marglia.
      - Turned card: nothing once the score is 29 or more.
      - Deal score: only for four players in partnerships, as in
        Marglia.
