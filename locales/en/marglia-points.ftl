# Lesson 2 of Marglia: card points, the frillo bonus, 60 to 70 points in a deal (rules 4).


marglia-points-values =
    Lesson 1 gave the value of each card. Here it is again:

        7 (mariglia)   5          J (jack)    2
        A (ace)        4          Q (queen)   1
        K (king)       3          6 5 4 3 2   0 (the frilli)

    The points follow the order of strength, so the jack, which ranks
    above the queen, is also worth more: 2 against 1. Each suit holds
    15 points, and the whole pack 60.

marglia-points-q-jack-queen-points-h1 = Which is worth more, the jack or the queen? Points follow the order of strength.
marglia-points-q-jack-queen-points-h2 = The jack is worth 2, the queen 1.
marglia-points-q-jack-queen-points-x =
    Two jacks (2 + 2) and one queen (1) make 5. Anyone who gives the
    queen the higher value gets 4.

marglia-points-q-frilli-zero-h1 = Four of these cards are frilli. What is a frillo worth?
marglia-points-q-frilli-zero-h2 = Every card from 6 down to 2 is worth 0; only the ace counts here.
marglia-points-q-frilli-zero-x =
    The ♦6, ♦5, ♥4 and ♣2 are frilli, worth 0 each. The ♠A alone
    gives 4.

marglia-points-bonus =
    The frilli are worth nothing on their own, but they bring a bonus.
    Each trick that holds at least one frillo is worth 1 point more
    to the side that wins it.

      - The bonus is once per trick: a trick with two, three or four
        frilli still gives only 1 extra point.
      - Any frillo counts: one of the suit led, a trump, or one that
        was discarded.
      - A trick with no frillo in it gets no bonus.

    Points of a trick = its card points + 1 if it holds a frillo.

marglia-points-q-trick-bonus = Your side won this trick. How many points is it worth?
marglia-points-q-trick-bonus-h1 = Is there a frillo in this trick?
marglia-points-q-trick-bonus-h2 = Count the cards (3 + 0 + 1 + 4), then add 1 for the ♥3.
marglia-points-q-trick-bonus-x =
    The cards are worth 3 + 0 + 1 + 4 = 8. The ♥3 is a frillo, so the
    trick is worth 1 more: 9 in all.

marglia-points-q-bonus-once = Your side won this trick. How many points is it worth?
marglia-points-q-bonus-once-h1 = Three frilli are in the trick. How many bonus points does that give?
marglia-points-q-bonus-once-h2 = The bonus is 1 per trick, not 1 per frillo.
marglia-points-q-bonus-once-x =
    The ♣K gives 3 and the three frilli give 0. The trick holds
    frilli, so it is worth 1 more, once: 4 in all, not 6.

marglia-points-q-no-frillo = Your side won this trick. How many points is it worth?
marglia-points-q-no-frillo-h1 = Does every trick get a bonus point?
marglia-points-q-no-frillo-h2 = This trick holds no 6, 5, 4, 3 or 2. Count only the cards.
marglia-points-q-no-frillo-x =
    5 + 2 + 1 + 3 = 11. There is no frillo in the trick, so there is
    no bonus point.

marglia-points-q-trump-frillo =
    Hearts are trumps. The ♥2 trumped this trick and won it for your
    side. How many points is the trick worth?
marglia-points-q-trump-frillo-h1 = The ♥2 won the trick. Is it still a frillo?
marglia-points-q-trump-frillo-h2 = A trump 2 is worth 0 like any 2, and it is a frillo: the trick earns the bonus.
marglia-points-q-trump-frillo-x =
    The diamonds give 4 + 3 + 2 = 9 and the ♥2 gives 0. Being a trump
    does not change its value, and it is a frillo, so the trick is
    worth 1 more: 10.

marglia-points-q-discarded-frillo =
    Your partner won this trick with the ♠7. The ♣3 was a discard,
    played by an opponent. How many points is the trick worth?
marglia-points-q-discarded-frillo-h1 = Does a discarded frillo count for the bonus?
marglia-points-q-discarded-frillo-h2 = Any frillo in the trick brings the bonus, whoever played it and whatever its suit.
marglia-points-q-discarded-frillo-x =
    The spades give 3 + 5 + 2 = 10. The ♣3 could not win, but it is a
    frillo in the trick, so the winners get 1 more: 11.

marglia-points-deal =
    A deal has ten tricks. The cards hold 60 points, and each trick
    that holds a frillo adds 1, so one deal brings 60 to 70 points in
    all. Half the pack, 20 cards, are frilli, so most tricks hold one;
    when every trick does, the deal is worth the full 70.

    Each side adds up the points of the tricks it won, the partners'
    tricks together. How those totals become a score comes later.

marglia-points-q-three-tricks = Your side won these three tricks. How many points are they worth together?
marglia-points-q-three-tricks-h1 = Work trick by trick: card points first, then 1 more for a trick holding a frillo.
marglia-points-q-three-tricks-h2 = The first and the last trick hold frilli; the second has none.
marglia-points-q-three-tricks-x =
    First trick: 5 + 0 + 4 + 2 = 11, plus 1 for the ♥2: 12.
    Second trick: 3 + 1 + 2 + 4 = 10, no frillo, no bonus.
    Third trick: four frilli worth 0, plus 1: it still brings 1.
    Together 12 + 10 + 1 = 23.
