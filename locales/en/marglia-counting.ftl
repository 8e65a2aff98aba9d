# Lesson 6 of Marglia: counting a deal (rules 4, 8.1, 8.2).


marglia-counting-intro =
    At the end of a deal each side counts the tricks it won.
    Card points: 7 = 5, Ace = 4, King = 3, Jack = 2, Queen = 1.
    The frilli (6, 5, 4, 3, 2) are worth nothing as cards.
    Each suit holds 15 points, so the pack holds 60.

    But a frillo is not useless: every trick that holds at least one
    frillo, of any suit, earns its winner 1 extra point. One frillo or
    four, it is +1 per trick, never more.

marglia-counting-q-one-trick =
    Your side wins a trick with the ♠7, ♠2, ♥Q and ♠J. How many points
    does this trick bring your side?
marglia-counting-q-one-trick-h1 = Count the card points first: 7, Queen, Jack. Is there a frillo in the trick?
marglia-counting-q-one-trick-h2 = 5 + 1 + 2 = 8 card points, and the ♠2 is a frillo.
marglia-counting-q-one-trick-x =
    ♠7 5, ♥Q 1, ♠J 2: 8 card points. The ♠2 is worth nothing itself,
    but it makes this a frillo trick: +1, so 9 in all.

marglia-counting-q-per-trick =
    Your side won these two tricks. How many points do they bring,
    frillo bonus included?
marglia-counting-q-per-trick-h1 = Count each trick on its own: its card points, then +1 if it holds any frillo.
marglia-counting-q-per-trick-h2 = The first trick has three frilli but earns only one bonus point; the second has none.
marglia-counting-q-per-trick-x =
    First trick: ♣A 4, and its three frilli give +1 together: 5.
    Second trick: 3 + 4 + 5 + 2 = 14, and no frillo, so no bonus.
    Together 19.

marglia-counting-q-only-frilli =
    A trick holds nothing but frilli: ♦6, ♦2, ♠3 and ♣4. How many
    points is it worth to the side that wins it?
marglia-counting-q-only-frilli-h1 = No card in it has a value. Does the trick still earn anything?
marglia-counting-q-only-frilli-h2 = A trick with at least one frillo gets +1, however many frilli it holds.
marglia-counting-q-only-frilli-x =
    Zero card points, but it holds frilli, so it earns the bonus point
    once: 1. Four frilli still make only +1.

marglia-counting-deal =
    A side's raw total for the deal is its card points plus 1 for
    each of its tricks that holds a frillo. Then:

      deal score = raw total − 35, but never below 0.

    The two raw totals add up to 60–70 (60 card points, plus one
    bonus point for each frillo trick, ten tricks at most). So at most
    one side can score in a deal, and often nobody does: 35 and 34,
    for instance, both give 0. Exactly 35 scores nothing.

marglia-counting-q-above-35 =
    At the end of a deal, side A's tricks hold 38 card points, and 5
    of them hold a frillo. Side B's tricks hold 22 card points, and 3
    hold a frillo. What does each side score for the deal?
marglia-counting-q-above-35-h1 = First each raw total: card points plus the number of frillo tricks.
marglia-counting-q-above-35-h2 = A has 38 + 5 = 43, B has 22 + 3 = 25. Now take 35 away, never going below 0.
marglia-counting-q-above-35-x =
    A: 38 + 5 = 43, and 43 − 35 = 8. B: 22 + 3 = 25, below 35, so 0.
    A score never goes negative: B simply scores nothing.

marglia-counting-q-both-zero =
    Side A's tricks hold 31 card points and 4 frillo tricks; side B's
    hold 29 card points and 5 frillo tricks. What does each side score
    for the deal?
marglia-counting-q-both-zero-h1 = Work out both raw totals. Does either go ABOVE 35?
marglia-counting-q-both-zero-h2 = A has exactly 35, B has 34. Only what is above 35 counts.
marglia-counting-q-both-zero-x =
    A: 31 + 4 = 35, and 35 − 35 = 0. B: 29 + 5 = 34, so 0 as well.
    A close deal often scores nothing for either side; having more
    points than the other side does not matter.

marglia-counting-q-whole-deal =
    Here are all ten tricks of a deal, sorted by the side that won
    them: A took three, B took seven. What does each side score?
marglia-counting-q-whole-deal-h1 = Count A's three tricks first. B's card points are 60 minus A's.
marglia-counting-q-whole-deal-h2 = A has 26 card points and 2 frillo tricks. Of B's seven tricks, one (♦7 A K J) holds no frillo.
marglia-counting-q-whole-deal-x =
    A: 6 + 8 + 12 = 26 card points; two of its tricks hold frilli (the
    ♥7 A J Q trick does not): 28, so 0. B: 60 − 26 = 34 card points,
    and six frillo tricks: 40, so 40 − 35 = 5.

marglia-counting-q-slam =
    Side A took all ten tricks, and every one of them held a frillo.
    What does each side score for the deal?
marglia-counting-q-slam-h1 = How many card points are in the whole pack? How many bonus points can ten tricks give?
marglia-counting-q-slam-h2 = The raw total is 60 + 10 = 70. Then the usual subtraction.
marglia-counting-q-slam-x =
    60 card points plus 10 frillo tricks: a raw total of 70, the most
    a deal can hold. 70 − 35 = 35, the highest deal score there is.
    B has nothing and scores 0.

marglia-counting-variant =
    A variant is sometimes seen: subtract 45 instead of 35, still with
    a minimum of 0. It is not recommended, but if your table plays
    it, count the raw totals the same way and take 45 away.

marglia-counting-q-deduct-45 =
    Your table plays the variant that subtracts 45. Side A's tricks
    hold 47 card points and 7 frillo tricks; side B's hold 13 card
    points and 2 frillo tricks. What does each side score?
marglia-counting-q-deduct-45-h1 = The raw totals are counted as usual. What number do you take away?
marglia-counting-q-deduct-45-h2 = A has 47 + 7 = 54. In this variant, subtract 45.
marglia-counting-q-deduct-45-x =
    A: 54 − 45 = 9 (it would be 19 in the standard game). B: 15, far
    below 45: 0.

marglia-counting-running =
    The running score of a side is the sum of its deal scores, plus
    the turn-up credits it earned when one of its players dealt.
    The credit is the turned card's value (♠A: 4), added to the
    running score at once, when the card is turned. It is NOT part
    of the deal score. And the turned card is still an ordinary card:
    whoever wins the trick holding it counts its points again.

marglia-counting-q-no-credit-in-deal =
    Side B dealt. The dealer turned up the ♠A, and B's running score
    went up by 4 at once. Later B also won the trick holding the ♠A.
    B's tricks hold 36 card points (the ♠A included) and 4 frillo
    tricks; A's hold 24 card points and 5 frillo tricks. What is each
    side's deal score?
marglia-counting-q-no-credit-in-deal-h1 = The 4 for the turned ace is already on the score sheet. Does it belong to the deal score too?
marglia-counting-q-no-credit-in-deal-h2 = Count only the tricks: B has 36 + 4 = 40. The ♠A stays in its trick.
marglia-counting-q-no-credit-in-deal-x =
    B: 36 + 4 = 40, so 5 for the deal. The credit of 4 went to the
    running score when the ace was turned; it is not added again
    here, and the ace still counts in the trick that took it.
    A: 24 + 5 = 29, so 0. B's running score grows by 4 + 5 = 9.

marglia-counting-game =
    How long is a game? A fixed number of deals, agreed beforehand.
    If nothing is agreed, as many deals as there are players: four,
    so that everyone deals once. A deal stopped after the turn-up
    counts as one of them. There is no target score: reaching 35,
    or any other total, does not end the game.

    After the last deal the side with the higher running score wins.
    Equal totals are a draw; no extra deal is played.

marglia-counting-q-last-deal-draw =
    The fourth and last deal of a game. Before it, side A had 30 and
    side B 38. In the deal, side A's tricks hold 37 card points and 6
    frillo tricks, side B's 23 card points and 2 frillo tricks. What
    does each side score for the deal? Then work out, for yourself,
    the game's result: the explanation gives it.
marglia-counting-q-last-deal-draw-h1 = First the deal alone: raw total − 35, never below 0. The running scores come after.
marglia-counting-q-last-deal-draw-h2 = A: 37 + 6 = 43, so 8. Then 30 + 8 against 38: what are equal totals after the last deal?
marglia-counting-q-last-deal-draw-x =
    A: 43 − 35 = 8; B: 25, so 0. The running scores become 30 + 8 = 38
    and 38: equal after the game's last deal, so the game is a draw.
    No extra deal is played, and being ahead before the deal does not
    break the tie.
