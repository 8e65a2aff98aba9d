# Lesson 1 of Marglia: players, the 40-card pack, the rank order, who wins a trick (rules 1-4).


marglia-pack-intro =
    Marglia (Mariglia in Italian) is a trick-taking game from the island
    of Sardinia. Four players play in two fixed partnerships: partners
    sit opposite each other and pool the tricks they win, so you always
    play for your side.

    Play goes anticlockwise: after you, the player on your right plays.
    The deal passes to the right as well.

    The pack has 40 cards. Take an ordinary pack and remove the 8s, the
    9s and the 10s of every suit, and the jokers. Each suit keeps ten
    cards: the 7, the ace, the king, the jack, the queen and the 6 down
    to the 2. Every card exists once.

marglia-pack-ranks =
    Here is the order of strength in every suit, trumps included,
    from the strongest down:

        7   A   K   J   Q   6   5   4   3   2

    Two things to watch: the seven is the highest card of its suit,
    above the ace; and the jack ranks above the queen.

    In Sardinia the seven is called the mariglia, and the game is
    named after it. The five low cards, 6 5 4 3 2, are the frilli
    (one frillo). Among them the order is the usual one: 6 is highest.

marglia-pack-tricks =
    The leader plays any card; the other three follow with one card
    each, anticlockwise. (Which cards you may play comes in lesson 4.)
    One suit is trumps: in lesson 3 you will see how it is chosen.

    The trick is won by:
      1. the highest trump, if any trump was played;
      2. otherwise, the highest card of the suit led.
    A card of another suit that is not trumps is a discard: it never
    wins, not even a seven. The winner of a trick leads the next one.

marglia-pack-q-seven-top-h1 = No trump was played. Which heart is the strongest in Marglia?
marglia-pack-q-seven-top-h2 = The seven is the highest card of every suit, above the ace.
marglia-pack-q-seven-top-x =
    All four cards are hearts and clubs are trumps, so the highest
    heart wins: the ♥7, played second. The ♥A is only the second-best
    heart.

marglia-pack-q-jack-queen-h1 = Four diamonds and no trump. Which of the two picture cards ranks higher?
marglia-pack-q-jack-queen-h2 = In Marglia the jack is above the queen: 7 A K J Q 6 5 4 3 2.
marglia-pack-q-jack-queen-x =
    The ♦J, played last, beats the ♦Q. In most games the queen is
    above the jack; in Marglia it is the other way round.

marglia-pack-q-discard-seven-h1 = Which suit was led? Was a trump played?
marglia-pack-q-discard-seven-h2 = A card that neither follows suit nor is a trump never wins, whatever its rank.
marglia-pack-q-discard-seven-x =
    Clubs were led and no heart (trump) was played. The ♦7 is the
    highest rank, but of the wrong suit: a discard, which cannot win.
    The ♣K is the highest club, so it wins.

marglia-pack-q-small-trump-h1 = Diamonds are trumps. Is there a diamond in this trick?
marglia-pack-q-small-trump-h2 = Any trump, even the smallest, beats every card of another suit, sevens included.
marglia-pack-q-small-trump-x =
    The ♦2 is the only trump, so it wins the trick. Without it the
    ♠7 would have won.

marglia-pack-q-two-trumps-h1 = Two trumps were played. Which of them wins?
marglia-pack-q-two-trumps-h2 = The highest trump wins, not the first one. Among the frilli, 6 is above 3.
marglia-pack-q-two-trumps-x =
    ♥3 and ♥6 are both trumps, and the ♥6 is the higher one, so it
    wins. The ♣J (the card led) and the ♠7 (a discard) lose to any
    trump.

marglia-pack-q-lead-wins-h1 = Which suit was led? Which cards follow it?
marglia-pack-q-lead-wins-h2 = Clubs are not trumps here. Compare only the diamonds.
marglia-pack-q-lead-wins-x =
    Diamonds were led and nobody played a heart. The two clubs are
    discards and cannot win, however high. Of the two diamonds the
    ♦4 beats the ♦2, so the leader wins with a frillo.

marglia-pack-points =
    The cards in the tricks you win score points for your side. The
    values follow the order of strength:

        7   5 points          J   2 points
        A   4 points          Q   1 point
        K   3 points          6 5 4 3 2   0

    So the seven, the mariglia, is also the most valuable card.
    The frilli are worth nothing by themselves; lesson 2 shows how
    they still earn a point.

marglia-pack-q-sevens-value-h1 = The number printed on a card is not its value. What is a seven worth?
marglia-pack-q-sevens-value-h2 = A seven is worth 5; the 6 is a frillo, worth 0.
marglia-pack-q-sevens-value-x =
    5 + 5 + 0 = 10. Only the table counts: the seven is worth 5,
    and the frilli from 6 down to 2 are worth nothing.

marglia-pack-q-one-suit-h1 = Add the values of the seven and the picture cards: the frilli add nothing.
marglia-pack-q-one-suit-h2 = 7, A, K, J, Q are worth 5, 4, 3, 2, 1.
marglia-pack-q-one-suit-x =
    5 + 4 + 3 + 2 + 1 = 15, and the five frilli add 0. Four suits
    make 60: the card points of the whole pack.
