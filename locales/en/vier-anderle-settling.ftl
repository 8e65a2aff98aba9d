# Lesson 7 of Vier-Anderle: settling an in/out deal, original game (spec §8.2, §8.4).


vier-anderle-settling-intro =
    When two or more players are in, the participants play the four
    tricks. Call P the { -vier-anderle-pot } when play starts: the { -vier-anderle-pot } before the deal
    plus the { -dealer }'s ante. Saying "out" does not change it.

    Each { -trick } pays its winner a quarter of P: P/4 chips, from the { -vier-anderle-pot }.

    The quarter is fixed before the first { -trick }. It does not shrink
    as the { -vier-anderle-pot } empties: the fourth { -trick } pays as much as the first,
    and after four tricks the whole of P has been paid out. P is
    always a multiple of 4, so a quarter is always a whole number of
    chips.

vier-anderle-settling-q-even =
    Four players; the { -vier-anderle-pot } held 12 before the ante. All four are in,
    and each takes one { -trick }. What is each seat's net change, and what
    does the { -vier-anderle-pot } hold afterwards?
vier-anderle-settling-q-even-h1 = How big is P, and how big is a quarter of it?
vier-anderle-settling-q-even-h2 = P = 16, so every { -trick } pays 4, the last one too. The { -dealer } also paid the ante.
vier-anderle-settling-q-even-x =
    P = 12 + 4 = 16, so every { -trick } pays 4, the fourth as much as the
    first. Seats 0, 1 and 2 win 4 each. The { -dealer } wins 4 too, but
    paid the 4-chip ante: 0. The { -vier-anderle-pot } is empty, so the next deal is an
    all-play deal.

vier-anderle-settling-q-split =
    Six players; the { -vier-anderle-pot } held 20 before the ante. Only seats 1 and 4
    are in, and each takes two tricks. What is each seat's net change,
    and what does the { -vier-anderle-pot } hold afterwards?
vier-anderle-settling-q-split-h1 = What is a quarter of P here? And what do the players who are out pay?
vier-anderle-settling-q-split-h2 = P = 24, so each { -trick } pays 6. Those who are out pay nothing; the { -dealer } has paid the ante.
vier-anderle-settling-q-split-x =
    Two tricks at 6: 12 for seat 1 and 12 for seat 4. The { -vier-anderle-pot } is
    empty. Seats 0, 2 and 3 are out: 0. The { -dealer } (seat 5) is out
    too: −4 for the ante, and nothing else.

vier-anderle-settling-trickless =
    After the four tricks, each participant who took no { -trick } pays P
    into the { -vier-anderle-pot }: the whole { -vier-anderle-pot } as it was just before play, the
    { -dealer }'s ante included. A trickless { -dealer } pays P on top of the
    ante.
    That is the gamble of being in: a share of the { -vier-anderle-pot } if you take
    tricks, a whole { -vier-anderle-pot } to pay if you take none.
    Players who are out still pay nothing.
    The { -vier-anderle-pot } after the deal therefore holds P for each trickless
    participant. If everyone who played took a { -trick }, it is empty.

vier-anderle-settling-q-pagat =
    After pagat's example: the { -vier-anderle-pot } holds 20 when play starts (16 before the
    deal, plus the ante). Five players. Seats 0, 1 and 3 are in; seat 2
    and the { -dealer } (seat 4) are out. Seat 0 takes 3 tricks, seat 1
    one, seat 3 none. What is each seat's net change, and what does
    the { -vier-anderle-pot } hold afterwards?
vier-anderle-settling-q-pagat-h1 = What is a quarter of 20? And what does a trickless participant pay?
vier-anderle-settling-q-pagat-h2 = 5 chips a { -trick }. Seat 3 pays the whole 20; the { -dealer } only the ante.
vier-anderle-settling-q-pagat-x =
    Each { -trick } is worth 20 / 4 = 5: seat 0 gets 15, seat 1 gets 5, and
    the { -vier-anderle-pot } is empty. Seat 3, trickless, pays 20 into it. Seat 2 is
    out: 0. The { -dealer } is out: −4 for the ante. The { -vier-anderle-pot } holds 20.
    Check: 15 + 5 − 20 − 4 = −4, and the { -vier-anderle-pot } grew from 16 to 20.

vier-anderle-settling-q-dealer-trickless =
    Five players; the { -vier-anderle-pot } held only 4 before the ante. Seat 1, seat 2
    and the { -dealer } (seat 4) are in. Seat 1 takes 3 tricks, seat 2 one,
    the { -dealer } none. What is each seat's net change, and what does the
    { -vier-anderle-pot } hold afterwards?
vier-anderle-settling-q-dealer-trickless-h1 = P = 4 + 4. What does the { -dealer } pay in all during this deal?
vier-anderle-settling-q-dealer-trickless-h2 = Each { -trick } is worth 2. The trickless { -dealer } pays P = 8 on top of the 4-chip ante.
vier-anderle-settling-q-dealer-trickless-x =
    P = 8, a quarter is 2: seat 1 gets 6, seat 2 gets 2. The { -dealer }
    paid the ante (4) and, trickless, pays 8: −12. The { -vier-anderle-pot } holds 8.
    Check: 6 + 2 − 12 = −4, and the { -vier-anderle-pot } went from 4 to 8.

vier-anderle-settling-q-slam =
    Four players; the { -vier-anderle-pot } held 12 before the ante. Seat 0, seat 2 and
    the { -dealer } (seat 3) are in; seat 1 is out. Seat 0 takes all four
    tricks. What is each seat's net change, and what does the { -vier-anderle-pot } hold
    afterwards?
vier-anderle-settling-q-slam-h1 = The winner takes every quarter. What exactly does each trickless participant pay?
vier-anderle-settling-q-slam-h2 = P = 16: seat 0 gets 16. Seat 2 and the { -dealer } pay 16 each, and the { -dealer } has also paid the ante.
vier-anderle-settling-q-slam-x =
    Seat 0 wins 4 × 4 = 16. Seat 2 pays 16. The { -dealer } pays 16 and
    the 4-chip ante: −20. Seat 1 is out: 0. The { -vier-anderle-pot } holds 2 × 16 = 32.
    It grew from 12 to 32: trickless participants make the { -vier-anderle-pot }
    bigger, not smaller.

vier-anderle-settling-q-three-trickless =
    Seven players; the { -vier-anderle-pot } held 28 before the ante. Seats 0, 2, 3 and
    5 are in; seats 1 and 4 and the { -dealer } (seat 6) are out. Seat 0
    takes all four tricks. What is each seat's net change, and what
    does the { -vier-anderle-pot } hold afterwards?
vier-anderle-settling-q-three-trickless-h1 = How many participants are trickless, and what does each of them pay?
vier-anderle-settling-q-three-trickless-h2 = P = 32. Three trickless participants pay 32 each; they do not share it.
vier-anderle-settling-q-three-trickless-x =
    Seat 0 wins 32. Seats 2, 3 and 5 pay 32 each. The { -dealer } is out:
    −4. The { -vier-anderle-pot } holds 3 × 32 = 96. Check: 32 − 96 − 4 = −68, and the
    { -vier-anderle-pot } grew by 96 − 28 = 68.

vier-anderle-settling-check =
    A check for every deal: add up all the players' net changes, then
    add how much the { -vier-anderle-pot } grew (the { -vier-anderle-pot } after, minus the { -vier-anderle-pot } before
    the deal). The result is always 0, because chips only ever move
    between the players and the { -vier-anderle-pot }.
    The { -dealer }'s ante is the easiest thing to forget: it is part of
    the { -dealer }'s net change, and part of P.

vier-anderle-settling-q-two-players =
    Two players; the { -vier-anderle-pot } held 4 before the ante. Both are in, and the
    { -dealer } (seat 1) takes all four tricks. What is each seat's net
    change, and what does the { -vier-anderle-pot } hold afterwards?
vier-anderle-settling-q-two-players-h1 = P = 8. What does the { -dealer } win, and what had the { -dealer } paid before?
vier-anderle-settling-q-two-players-h2 = The { -dealer } wins 8 but paid the 4-chip ante. Seat 0 is trickless and pays 8.
vier-anderle-settling-q-two-players-x =
    The { -dealer } wins four quarters of 2, that is 8, less the ante: +4.
    Seat 0, trickless, pays P = 8. The { -vier-anderle-pot } holds 8. Check:
    −8 + 4 = −4, and the { -vier-anderle-pot } grew from 4 to 8.

vier-anderle-settling-recap =
    Settling, in short:
      - all-play deal: tricks win nothing; a trickless player pays 4;
      - in/out deal: P = the { -vier-anderle-pot } before the deal + the ante;
        each { -trick } pays P/4, fixed; a trickless participant pays P;
        a player who is out pays nothing;
      - one player in: that player takes P; nobody in: the { -vier-anderle-pot } stays;
      - the { -dealer }'s ante is always part of the { -dealer }'s result.
    The last lesson compares all of this with Japanisch Vier-Anderle.
