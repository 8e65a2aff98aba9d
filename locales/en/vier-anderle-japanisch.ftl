# Lesson 8 of Vier-Anderle: Japanisch Vier-Anderle side by side with the original (spec §6.2, §7.3, §8.3, §9).


vier-anderle-japanisch-intro =
    Japanisch Vier-Anderle ("Japanese Vier-Anderle") is a variant
    made in January 2018 by the author of the Japanese rules page.
    It is built on Vier-Anderle and adds a drop fee, to make the game
    easier to play at Japanese tables.
    The pack, the ranks, the deal, the ante, the two kinds of deal,
    the opening leader, the quarters of P and the all-play deal all
    stay the same. Five things change:
      1. no duty to head the { -trick } within the suit led;
      2. the declarations start at the { -dealer }'s right and go
         anticlockwise, the { -dealer } still last;
      3. saying "out" costs a 4-chip drop fee, paid into a side { -vier-anderle-pot },
         by the { -dealer } too;
      4. a trickless participant pays a fixed 8 chips instead of P;
      5. after settlement the side { -vier-anderle-pot } is moved into the { -vier-anderle-pot }.
    In this lesson each position comes twice: first in Vier-Anderle,
    then the same position in Japanisch Vier-Anderle. Each question
    says which game it is in.

vier-anderle-japanisch-follow =
    Following a suit card. In Vier-Anderle a player who holds the suit
    led must play a card of that suit, and, while no { -trump } is in the
    { -trick }, must head the { -trick } if possible: play a card higher than
    every card of that suit played so far.
    In Japanisch Vier-Anderle any card of the suit led will do.
    Trumps do not change: when a { -trump } is led, or when you cannot
    follow the suit led, you must play a { -trump } that beats every { -trump }
    in the { -trick } if you hold one, otherwise any { -trump }. That is the
    same in both games.

vier-anderle-japanisch-q-head-original =
    Vier-Anderle. The ♥C was led. You hold ♥K, ♥J, { -trump } 5 and ♠Q.
    Which cards may you play?
vier-anderle-japanisch-q-head-original-h1 = You hold hearts. Can one of them beat the ♥C?
vier-anderle-japanisch-q-head-original-h2 = The ♥K beats the Cavalier, the ♥J does not. In Vier-Anderle you must head the { -trick }.
vier-anderle-japanisch-q-head-original-x =
    You must follow with a heart, and since the ♥K beats the ♥C, you
    must play it. The ♥J is too low. Trump 5 and the ♠Q are not
    hearts.

vier-anderle-japanisch-q-head-japanisch =
    Japanisch Vier-Anderle, the same position. The ♥C was led. You
    hold ♥K, ♥J, { -trump } 5 and ♠Q. Which cards may you play?
vier-anderle-japanisch-q-head-japanisch-h1 = What does the variant ask of a player who holds the suit led?
vier-anderle-japanisch-q-head-japanisch-h2 = Any heart will do: there is no duty to beat the ♥C.
vier-anderle-japanisch-q-head-japanisch-x =
    In Japanisch Vier-Anderle you only have to { -follow-suit }: ♥K or ♥J.
    You may keep the king for later. Trump 5 and the ♠Q are still not
    allowed, since you hold hearts.

vier-anderle-japanisch-q-trump-original =
    Vier-Anderle, pagat's example. The player on your right led
    { -trump } 18. You hold { -trump } 21, { -trump } 7, { -trump } 3 and the ♥K. Which
    cards may you play?
vier-anderle-japanisch-q-trump-original-h1 = A { -trump } was led and you hold trumps. Can one of them beat { -trump } 18?
vier-anderle-japanisch-q-trump-original-h2 = Only { -trump } 21 beats { -trump } 18, and a { -trump } that beats must be played.
vier-anderle-japanisch-q-trump-original-x =
    Trump 21 is your only { -trump } higher than { -trump } 18, so you must
    play it, even if you would rather keep it.

vier-anderle-japanisch-q-trump-japanisch =
    Japanisch Vier-Anderle, the same position. Trump 18 was led. You
    hold { -trump } 21, { -trump } 7, { -trump } 3 and the ♥K. Which cards may you
    play?
vier-anderle-japanisch-q-trump-japanisch-h1 = The variant dropped one duty to beat. Was it the one about trumps?
vier-anderle-japanisch-q-trump-japanisch-h2 = No: the { -trump } duties are exactly the same in both games.
vier-anderle-japanisch-q-trump-japanisch-x =
    Nothing changes: { -trump } 21 is the only legal card. The variant
    dropped only the duty to head the { -trick } within a suit.

vier-anderle-japanisch-declaring =
    Declaring in or out. In Vier-Anderle seat 0, the { -dealer }'s left,
    speaks first, and the round goes clockwise to the { -dealer }.
    In Japanisch Vier-Anderle the round starts at the { -dealer }'s
    right-hand neighbour and goes anticlockwise, round to seat 0; the
    { -dealer } still speaks last.
    The Japanese rules say only "in turn, from the { -dealer }'s right";
    this tutor reads it as the mirror image of the original, with the
    { -dealer } keeping the last word.
    The opening lead does not change: the lowest participating seat
    leads, as in the original.

vier-anderle-japanisch-q-order-original =
    Vier-Anderle. Five players, an in/out deal. In what order do the
    seats say "in" or "out"?
vier-anderle-japanisch-q-order-original-h1 = Who speaks first in the original game?
vier-anderle-japanisch-q-order-original-h2 = The { -dealer }'s left (seat 0) first, clockwise, the { -dealer } (seat 4) last.
vier-anderle-japanisch-q-order-original-x =
    0, 1, 2, 3, 4: clockwise from the { -dealer }'s left, the { -dealer } last.

vier-anderle-japanisch-q-order-japanisch =
    Japanisch Vier-Anderle. Five players, an in/out deal. In what
    order do the seats say "in" or "out"?
vier-anderle-japanisch-q-order-japanisch-h1 = Who is the { -dealer }'s right-hand neighbour? Which way does the round go from there?
vier-anderle-japanisch-q-order-japanisch-h2 = Seat 3 first, then anticlockwise down to seat 0, and the { -dealer } (seat 4) last.
vier-anderle-japanisch-q-order-japanisch-x =
    3, 2, 1, 0, 4: from the { -dealer }'s right, anticlockwise round the
    table, and the { -dealer } last. Going clockwise from seat 3 would make
    the { -dealer } the second to speak.

vier-anderle-japanisch-fees =
    Chips in an in/out deal of Japanisch Vier-Anderle:
      - Saying "out" costs a drop fee of 4 chips, paid into a side
        { -vier-anderle-pot } kept apart from the { -vier-anderle-pot }. The { -dealer } is no exception: a
        { -dealer } who drops pays the fee on top of the ante, 8 chips in
        all.
      - Each { -trick } pays P/4 from the { -vier-anderle-pot }, as in the original. P is
        the { -vier-anderle-pot } when play starts; the side { -vier-anderle-pot } is not part of it.
      - A trickless participant pays a fixed 8 chips, however big P
        is.
      - Finally the whole side { -vier-anderle-pot } is moved into the { -vier-anderle-pot }.
    So the { -vier-anderle-pot } after the deal holds 8 for each trickless participant
    and 4 for each player who dropped.
    One player in: that player still takes P, then the side { -vier-anderle-pot } moves
    in. Nobody in: everybody has paid the fee, and the { -vier-anderle-pot } and the
    side { -vier-anderle-pot } together stay for the next deal.

vier-anderle-japanisch-q-fees-original =
    Vier-Anderle, a deal you know from the last lesson. Five players;
    the { -vier-anderle-pot } held 16 before the ante. Seats 0, 1 and 3 are in; seat 2
    and the { -dealer } (seat 4) are out. Seat 0 takes 3 tricks, seat 1 one,
    seat 3 none. What is each seat's net change, and what does the { -vier-anderle-pot }
    hold afterwards?
vier-anderle-japanisch-q-fees-original-h1 = The original has no drop fee. How big is P, and what does a trickless participant pay?
vier-anderle-japanisch-q-fees-original-h2 = P = 20, 5 a { -trick }. Seat 3 pays 20; the { -dealer } only the ante.
vier-anderle-japanisch-q-fees-original-x =
    As in the last lesson: 15, 5, 0, −20, −4, and the { -vier-anderle-pot } holds 20.

vier-anderle-japanisch-q-fees-japanisch =
    Japanisch Vier-Anderle, the same deal. Five players; the { -vier-anderle-pot } held
    16 before the ante. Seats 0, 1 and 3 are in; seat 2 and the { -dealer }
    (seat 4) are out. Seat 0 takes 3 tricks, seat 1 one, seat 3 none.
    What is each seat's net change, and what does the { -vier-anderle-pot } hold
    afterwards?
vier-anderle-japanisch-q-fees-japanisch-h1 = Who dropped, and what did that cost? What does seat 3 pay in the variant?
vier-anderle-japanisch-q-fees-japanisch-h2 = Seat 2 and the { -dealer } pay 4 each into the side { -vier-anderle-pot }, the { -dealer } on top of the ante. Seat 3 pays 8, not 20.
vier-anderle-japanisch-q-fees-japanisch-x =
    The tricks pay as before: seat 0 +15, seat 1 +5. Seat 3,
    trickless, pays 8. Seat 2 pays the drop fee: −4. The { -dealer } pays
    the ante and the fee: −8. The { -vier-anderle-pot } gets 8 from seat 3, then the 8
    of the side { -vier-anderle-pot }: 16. Check: 15 + 5 − 4 − 8 − 8 = 0, and the { -vier-anderle-pot } is
    back at 16.

vier-anderle-japanisch-q-lone-japanisch =
    Japanisch Vier-Anderle. Four players; the { -vier-anderle-pot } held 8 before the
    ante. Only seat 1 says "in"; seats 0 and 2 and the { -dealer }
    (seat 3) are out. What is each seat's net change, and what does
    the { -vier-anderle-pot } hold afterwards?
vier-anderle-japanisch-q-lone-japanisch-h1 = One player in: who takes P, and is anything played? Who has paid a drop fee?
vier-anderle-japanisch-q-lone-japanisch-h2 = P = 8 + 4 = 12 goes to seat 1. Three players dropped, the { -dealer } too: the side { -vier-anderle-pot } holds 12.
vier-anderle-japanisch-q-lone-japanisch-x =
    Nothing is played: seat 1 takes P = 12. Seats 0 and 2 pay the
    4-chip fee; the { -dealer } pays the ante and the fee, −8. Then the
    side { -vier-anderle-pot } of 12 moves into the emptied { -vier-anderle-pot }: 12. Check:
    −4 + 12 − 4 − 8 = −4, and the { -vier-anderle-pot } grew from 8 to 12.

vier-anderle-japanisch-q-nobody-japanisch =
    Japanisch Vier-Anderle, the same table: the { -vier-anderle-pot } held 8 before
    the ante, and this time all four players, the { -dealer } too, say
    "out". What is each seat's net change, and what does the { -vier-anderle-pot } hold
    afterwards?
vier-anderle-japanisch-q-nobody-japanisch-h1 = In the original nobody would pay anything but the ante. What does saying "out" cost in Japanisch?
vier-anderle-japanisch-q-nobody-japanisch-h2 = Everyone pays the 4-chip fee, the { -dealer } on top of the ante; the { -vier-anderle-pot } of 12 stays and the side { -vier-anderle-pot } of 16 moves in.
vier-anderle-japanisch-q-nobody-japanisch-x =
    No card is played and nobody takes anything. Seats 0, 1 and 2
    pay the fee, −4 each; the { -dealer } the ante and the fee, −8. The
    { -vier-anderle-pot } keeps its 12, and the 16 of the side { -vier-anderle-pot } move in: 28, for
    the next deal. Check: −20, and the { -vier-anderle-pot } grew by 20.

vier-anderle-japanisch-same =
    The variant changes only the in/out deal. An all-play deal is
    played and settled exactly as in Vier-Anderle: nobody declares, so
    there is no drop fee and no side { -vier-anderle-pot }, and a trickless player pays
    4, not 8.

vier-anderle-japanisch-q-all-play-original =
    Vier-Anderle. An all-play deal with four players: seat 0 and the
    { -dealer } (seat 3) take no { -trick }, seats 1 and 2 take two each. What
    is each seat's net change, and what does the { -vier-anderle-pot } hold afterwards?
vier-anderle-japanisch-q-all-play-original-h1 = In an all-play deal, who pays, and how much?
vier-anderle-japanisch-q-all-play-original-h2 = The trickless pay 4 each. The { -dealer } has also paid the ante.
vier-anderle-japanisch-q-all-play-original-x =
    Seat 0: −4. The { -dealer }: ante and 4 more, −8. Seats 1 and 2: 0.
    The { -vier-anderle-pot } holds 4 + 4 + 4 = 12.

vier-anderle-japanisch-q-all-play-japanisch =
    Japanisch Vier-Anderle, the same all-play deal: seat 0 and the
    { -dealer } (seat 3) take no { -trick }, seats 1 and 2 take two each. What
    is each seat's net change, and what does the { -vier-anderle-pot } hold afterwards?
vier-anderle-japanisch-q-all-play-japanisch-h1 = Does anybody declare in an all-play deal? Is there a drop fee, or an 8-chip payment?
vier-anderle-japanisch-q-all-play-japanisch-h2 = No declarations, so no drop fee and no side { -vier-anderle-pot }; trickless players pay 4 as always.
vier-anderle-japanisch-q-all-play-japanisch-x =
    Exactly as in Vier-Anderle: −4, 0, 0, −8, and the { -vier-anderle-pot } holds 12.

vier-anderle-japanisch-recap =
    Japanisch Vier-Anderle compared with Vier-Anderle:
      - following suit: any card of the suit led; no duty to head the
        { -trick } within the suit; { -trump } duties unchanged;
      - declaring: from the { -dealer }'s right, anticlockwise, the { -dealer }
        last;
      - dropping: a 4-chip drop fee into the side { -vier-anderle-pot }, the { -dealer } too
        (on top of the ante);
      - a trickless participant pays 8, not P;
      - the side { -vier-anderle-pot } moves into the { -vier-anderle-pot } after settlement;
      - unchanged: the pack, the deal, the ante, the kinds of deal,
        the opening leader, P/4 a { -trick }, the all-play deal.
