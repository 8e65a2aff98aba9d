# Lesson 2 of Rikken: the ladder of 16 bids (rules 7.1; 7.2 rules 3-5).


rikken-bids-intro =
    After the deal comes the { -rikken-auction }. Each bid is a { -rikken-contract }: a
    promise to win at least a number of tricks, or to win no { -trick },
    or exactly one. There are 16 bids on a ladder of 13 steps; three
    steps hold a pair of bids of equal rank.

    A new bid must rank higher than the highest bid so far. How the
    { -rikken-auction } runs, turn by turn, is the next lesson.

    In three bids the declarer plays with a { -partner }, two against two;
    in all the others he or she plays alone, one against three. The
    bids have Dutch names, the ones players use, and this lesson
    gives each with a translation.

rikken-bids-partner =
    The three lowest bids all promise 8 of the 13 tricks:

      1. Rik: 8 tricks together with a { -partner }. The declarer calls
         an ace he or she lacks; whoever holds it is the { -partner }.
         The declarer also picks the { -trump } suit.
      2. Rik beter (hearts are trumps): the same as Rik, but the
         trumps are always hearts.
      3. 8 alleen (8 alone): 8 tricks alone, against the other three.
         The declarer picks the { -trump } suit.

    Only Rik beter names its trumps in the bid. In the other { -trump }
    contracts the suit is named after the { -rikken-auction }, and it is always
    one of the four suits: there is no no-trump option.

rikken-bids-q-no-second-rik-h1 = Seat 0 has bid Rik. What must a new bid do?
rikken-bids-q-no-second-rik-h2 = A new bid must rank higher than the highest bid so far. Is Rik higher than Rik?
rikken-bids-q-no-second-rik-x =
    Rik is not higher than Rik, so seat 1 may not bid it again.
    To compete, seat 1 needs Rik beter or any higher bid.

rikken-bids-q-alone-over-beter-h1 = Count the steps of the ladder: Rik is 1, Rik beter is 2. Where is 8 alleen?
rikken-bids-q-alone-over-beter-h2 = Winning 8 tricks without a { -partner } is harder, so it ranks higher.
rikken-bids-q-alone-over-beter-x =
    8 alleen is step 3, above Rik beter (step 2), so seat 3 may bid
    it. Winning 8 tricks alone is harder than with a { -partner }.

rikken-bids-misere =
    Next on the ladder:

      4. Misère (no tricks): played alone and without trumps; the
         declarer must lose every { -trick }.
         Piek (one { -trick }): alone, without trumps; the declarer must
         win exactly one { -trick }, no more and no fewer.

    Misère and Piek share step 4: they are a pair of equal rank.
    After a Misère, a Piek is not higher, yet it may still be bid,
    and so may a Misère after a Piek. The next lesson shows what
    happens when both bids stand.

    Then the solo { -trick } bids go on, one { -trick } more at each step:

      5. 9 alleen    6. 10 alleen    7. 11 alleen    8. 12 alleen

    As in 8 alleen, the declarer plays alone and picks the trumps.

rikken-bids-q-misere-over-eight-h1 = Where is Misère on the ladder, below 8 alleen or above it?
rikken-bids-q-misere-over-eight-h2 = 8 alleen is step 3; Misère is step 4.
rikken-bids-q-misere-over-eight-x =
    Misère ranks above 8 alleen, so it may be bid here. Losing all 13
    tricks, alone and without trumps, is worth more than it looks.

rikken-bids-q-piek-after-misere-h1 = Misère and Piek stand on the same step. What did the page say about such pairs?
rikken-bids-q-piek-after-misere-h2 = After one member of an equal pair, the other may still be bid.
rikken-bids-q-piek-after-misere-x =
    Piek is not higher than Misère, but the two are an equal pair,
    so Piek may follow Misère. Both bids then stand side by side.

rikken-bids-q-after-nine-h1 = The highest bid is 9 alleen, step 5. Which steps lie above it?
rikken-bids-q-after-nine-h2 = Misère and Piek (step 4) are now too low. And who may bid Troela?
rikken-bids-q-after-nine-x =
    Everything from 10 alleen upwards is open, except Troela: this
    player has no ace, and Troela needs exactly three. Misère and Piek
    are below 9 alleen and no longer possible.

rikken-bids-top =
    The top of the ladder:

      9. Open misère, Open piek: as Misère and Piek, but after the
         first { -trick } the declarer lays his or her hand face up on the
         table and plays on from it. Again a pair of equal rank.
      10. Troela: only for a player dealt exactly three aces. The
          { -rikken-holder } of the fourth ace becomes the { -partner }, and together
          they need 8 tricks. The { -partner } names the trumps.
      11. Open misère met praatje, Open piek met praatje (with a chat):
          after { -trick } 1 all four hands are shown, and the three others
          may talk over their play. A pair of equal rank too.
      12. 13 alleen: all 13 tricks, alone; the declarer picks trumps.
      13. Open 13 alleen: the same, with the hand shown after { -trick } 1.

rikken-bids-q-open-over-twelve-h1 = 12 alleen is step 8. Where is Open misère?
rikken-bids-q-open-over-twelve-h2 = Open misère is step 9: the open pair comes right after 12 alleen.
rikken-bids-q-open-over-twelve-x =
    Open misère (step 9) ranks above 12 alleen (step 8), so the bid
    is allowed. Playing misère with your hand on the table is harder
    than winning 12 tricks alone.

rikken-bids-q-troela-two-aces-h1 = Troela is higher than Open piek. But is it open to everyone?
rikken-bids-q-troela-two-aces-h2 = Count this player's aces. Troela needs exactly three.
rikken-bids-q-troela-two-aces-x =
    This hand holds two aces (♠A and ♦A), so Troela is not allowed,
    although it would be high enough.

rikken-bids-q-after-troela-h1 = Troela is step 10. Which steps are left above it?
rikken-bids-q-after-troela-h2 = Steps 11, 12 and 13 remain; step 11 is a pair, so it holds two bids.
rikken-bids-q-after-troela-x =
    Above Troela there are only the two met-praatje bids (step 11),
    13 alleen (12) and Open 13 alleen (13). Troela cannot be bid a
    second time: it is not one of the equal pairs.

rikken-bids-q-first-bid =
    Nobody has called yet, and seat 0 opens the { -rikken-auction }.
    Which bids may seat 0 make?
rikken-bids-q-first-bid-h1 = With no bid yet, does the first bid have to be a low one?
rikken-bids-q-first-bid-h2 = Any bid is high enough now. Only one bid asks for something this hand lacks.
rikken-bids-q-first-bid-x =
    The first bid may be any bid at all, from Rik to Open 13 alleen,
    except Troela: this hand has one ace, and Troela needs exactly
    three. That leaves 15 of the 16 bids.
