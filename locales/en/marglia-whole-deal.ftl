# Lesson 8 of Marglia: whole deals at the table (rules 1, 3-9 and "Whole deals").


marglia-whole-deal-intro =
    To end the course you play whole deals at the table, as in
    "tricktutor play". First a Marglia deal: the third of a game of
    four deals. You deal, so you sit at seat 3; your partner sits
    opposite you at seat 1. Play goes anticlockwise: seat 0, on your
    right, leads to the first trick, then your partner, then seat 2 on
    your left, and you play last.

    Your side (B) has 31 points, the other side (A) 40. You turn up
    the last card: the ♠A. Spades are trumps.

    The other players' moves come from a recorded deal. Some of your
    moves are asked and graded: the move this lesson shows is right,
    a card the rules forbid is refused with the reason, and another
    legal move gets a hint. Your other moves are played for you.

marglia-whole-deal-q-credit =
    You deal and turn up the ♠A. Your side had 31. What is your
    side's running score now, and may it stop the deal?
marglia-whole-deal-q-credit-h1 = The ace is worth 4, added at once. Is the total 35 or more?
marglia-whole-deal-q-credit-x =
    31 + 4 = 35: the credit gave your side 35, so you may stop the
    deal. Whether you should is the first decision at the table.

marglia-whole-deal-talk =
    Marglia has no bids and no melds: nobody chooses trumps, nobody
    declares anything. The turned card made spades trumps, and the
    cards are played at once.

    Before play, your table agreed to allow table talk. So you asked
    your partner, aloud for everyone to hear: "How many aces do you
    hold?" and she answered: "Three." Answers must be true and
    given openly: no codes, no signals, no dodging. The opponents
    heard it as well as you did.

    At the table choose by number, or type a card such as
    diamonds-Q. Whether to stop or to play the deal, choose by its
    number in the menu. ? gives a hint, ! shows the lesson's move.

marglia-whole-deal-d-play-on =
    Your side has 35 after the credit, the opponents 40, and one
    more deal comes after this one. Your partner holds three aces;
    you hold the ♠A and three more trumps. Stop the deal or play it?
marglia-whole-deal-d-play-on-h1 = If you stop, both sides score 0 for this deal. Who is ahead then?
marglia-whole-deal-d-play-on-h2 = Stopping keeps the score at 35 to 40: it only helps the side that is ahead.
marglia-whole-deal-d-play-on-x =
    Play on. Stopping would freeze the score at 35 to 40, with your
    side behind; the credit of 4 stays either way. With three aces
    opposite and four trumps in your hand, your side can hope to win
    well over 35 in the tricks.

marglia-whole-deal-d-follow =
    Seat 0 on your right led the ♦J, your partner took over with the
    ♦A, and seat 2 followed with the ♦5. Which card do you play?
marglia-whole-deal-d-follow-h1 = You hold diamonds. Must you beat the ace?
marglia-whole-deal-d-follow-h2 = Any diamond is legal. Your partner's ace is winning: which of your diamonds gives the trick a point?
marglia-whole-deal-d-follow-x =
    ♦Q. You hold diamonds, so you must play one, and either will
    do: there is no duty to beat the ace. Your partner wins the
    trick, so give it the queen's point rather than the ♦2.

marglia-whole-deal-d-trump =
    Your partner led the ♥K and seat 2 beat it with the ♥7. You hold
    no heart. Which card do you play?
marglia-whole-deal-d-trump-h1 = You cannot follow suit, and no trump is in the trick yet. What must you play?
marglia-whole-deal-d-trump-h2 = Any trump will do, even the smallest: it beats every heart.
marglia-whole-deal-d-trump-x =
    ♠2. Void in hearts, you must trump, and with no trump in the
    trick any spade will do. The smallest one wins the ♥K and the
    ♥7 for your side; keep the ♠A and the ♠J for later.

marglia-whole-deal-d-partner =
    Seat 0 led the ♥5, your partner played the ♥J and seat 2 the
    ♥Q. You hold no heart. Which card do you play?
marglia-whole-deal-d-partner-h1 = Who is winning the trick at this moment: the ♥J or the ♥Q?
marglia-whole-deal-d-partner-h2 = The jack is above the queen: your partner is winning, so any card is legal. Which one is worth most?
marglia-whole-deal-d-partner-x =
    ♣7. The ♥J beats the ♥Q, so your partner is winning: exemption
    (a), you need not trump. Throw your most valuable card onto your
    partner's trick: the seven, worth 5.

marglia-whole-deal-d-overtrump =
    Your partner led the ♣2 and seat 2, void in clubs, trumped with
    the ♠K. You hold no club. Which card do you play?
marglia-whole-deal-d-overtrump-h1 = An opponent's trump is winning. Can you beat it?
marglia-whole-deal-d-overtrump-h2 = Only a trump above the ♠K will do: the 7 or the ace.
marglia-whole-deal-d-overtrump-x =
    ♠A. An opponent's ♠K is winning and you can beat it, so you
    must: the ♠A is your only trump above it. The ♠J and the ♠4 are
    too low, and a discard is not allowed.

marglia-whole-deal-d-cannot-beat =
    Seat 0 led the ♦K, your partner trumped with the ♠6 and seat 2
    overtrumped with the ♠7. You hold the ♠J and the ♠4. Which card do
    you play?
marglia-whole-deal-d-cannot-beat-h1 = Which trump is the highest in the trick? Can any of yours beat it?
marglia-whole-deal-d-cannot-beat-h2 = Nothing beats the seven: exemption (c), any card. Which one gives the opponents less?
marglia-whole-deal-d-cannot-beat-x =
    ♠4. Nothing beats the ♠7, so exemption (c) leaves you free, and
    you may play a lower trump. Give the opponents the ♠4, worth
    nothing, and keep the ♠J: in the last trick it beats the ♠Q.

marglia-whole-deal-after =
    Your side took 49 points in the tricks (42 in cards and 7 for
    tricks holding a frillo): 49 − 35 = 14. The other side, with 21,
    scores nothing. Running scores: your side 35 + 14 = 49, the
    other side 40. The deal passes to the right: seat 0 deals the
    fourth and last deal, and after it the higher total wins.

    Now another game, at its last deal. You deal again (seat 3); the
    score is 34 to your side, 38 to the other. You turn up the ♥A:
    hearts are trumps. Your partner tells you openly that she holds
    three aces, and you hold four trumps with the ♥A.

marglia-whole-deal-d-last =
    Your side has 38 after the credit, the other side 38. This is
    the game's last deal. Stop the deal or play it?
marglia-whole-deal-d-last-h1 = If you stop, no card is played and the game ends now. What is the result at 38 to 38?
marglia-whole-deal-d-last-h2 = Equal totals after the last deal are a draw; no extra deal is played. What do your cards and your partner's promise?
marglia-whole-deal-d-last-x =
    Play on. Stopping would end the game at 38 to 38: a draw, with
    no extra deal to break the tie. With three aces opposite and
    four trumps in your hand, your side can hope for more than 35
    in the tricks, and any score above 0 wins the game.

marglia-whole-deal-maniglia =
    Your side scored 14 again: 38 + 14 = 52 to 38, and the game is
    yours.

    Last, Maniglia with three players, each playing alone. One 2 is
    taken out (here the 2 of batons), so each player holds 13 cards
    and every trick has 3 cards. You are seat 0, on the dealer's
    right; seat 2 deals and turns up the J of swords (J spade).

    At the table, as in Marglia, the turned card's suit is trumps:
    swords. The dealer already has 30 points, so the 29-point rule
    gives no credit, and without a credit there is no option to stop.
    Everyone plays alone: there are no partners, so exemption (a)
    never applies.

marglia-whole-deal-d-lead =
    You sit on the dealer's right, so you lead to the first trick.
    Which card do you lead?
marglia-whole-deal-d-lead-h1 = Any card may be led. Which of yours is sure to win the trick?
marglia-whole-deal-d-lead-h2 = Nothing beats a seven in its own suit, and nobody can trump a suit they still hold.
marglia-whole-deal-d-lead-x =
    The 7 of cups. Leading is free, and the seven is the highest cup:
    unless a player with no cups trumps it, it wins, and here both
    others follow. Play then goes to the right: seat 1, then the
    dealer.

marglia-whole-deal-d-three =
    Seat 1 led the 7 of coins (7 denari) and seat 2 followed with the
    3. You hold the ace and the king of coins. Which card do you
    play?
marglia-whole-deal-d-three-h1 = You hold coins, so you must follow. Can either of them beat the seven?
marglia-whole-deal-d-three-h2 = Nothing beats the seven: give it the cheaper coin.
marglia-whole-deal-d-three-x =
    The K of coins. You must follow with a coin, and nothing beats the
    seven, so give the king (3) rather than the ace (4). Three cards
    make the trick: it is over once you have played.

marglia-whole-deal-d-alone =
    Seat 1 led the J of coins (J denari) and seat 2 followed with the
    6. You hold no coins. Which card do you play?
marglia-whole-deal-d-alone-h1 = The leader plays two places before you. Is that player your partner in this game?
marglia-whole-deal-d-alone-h2 = Nobody is your partner: an opponent is winning and no trump is in the trick. Which suit is trumps?
marglia-whole-deal-d-alone-x =
    The 3 of swords. In Marglia the card two places before you would
    be your partner's, and you could play anything. Here everyone is
    alone: seat 1 is an opponent, so you must trump, with swords, the
    turned card's suit. Any sword will do; the 3 is enough.

marglia-whole-deal-end =
    You have played Marglia and Maniglia through, from the turned
    card to the last trick. Now play whole deals against the
    computer, with the engine as referee:

      tricktutor play marglia
      tricktutor play marglia --game        (a whole game of deals)
      tricktutor play maniglia --players 3
