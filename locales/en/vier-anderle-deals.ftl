# Lesson 5 of Vier-Anderle: the ante, the two kinds of deal, the all-play deal (spec §5, §7.1, §8.1).


vier-anderle-deals-intro =
    Vier-Anderle is played for chips. Everyone starts with the same
    number of chips, and every payment goes into or out of one place
    on the table: the { -vier-anderle-pot }. Players never pay one another directly.

    Seats in this tutor: seat 0 is the { -dealer }'s left-hand neighbour,
    the seats go on clockwise, and the last seat is the { -dealer }. With
    five players the { -dealer } is seat 4.

    Before dealing, the { -dealer } always puts 4 chips into the { -vier-anderle-pot }: the
    ante. This happens in every deal, whatever follows. Then the
    { -dealer } deals 4 cards to each player, clockwise from seat 0. The
    next deal passes to the { -dealer }'s left.

vier-anderle-deals-kinds =
    There are two kinds of deal. Which one is played depends on the
    { -vier-anderle-pot } BEFORE the { -dealer }'s ante:
      - the { -vier-anderle-pot } is empty: an all-play deal, in which everyone plays;
      - the { -vier-anderle-pot } holds chips: an in/out deal, in which each player
        first decides to be in or out.
    The { -dealer }'s own 4 chips never count for this. The first deal of
    a session is always an all-play deal, since the { -vier-anderle-pot } starts empty.

vier-anderle-deals-q-type-empty =
    The { -vier-anderle-pot } is empty. The { -dealer } puts in the 4-chip ante, so the { -vier-anderle-pot }
    now holds 4 chips. Which kind of deal is this?
vier-anderle-deals-q-type-empty-h1 = Which moment decides the kind of deal: before the ante or after it?
vier-anderle-deals-q-type-empty-h2 = Leave the { -dealer }'s 4 chips out. Before them, the { -vier-anderle-pot } was empty.
vier-anderle-deals-q-type-empty-x =
    Only the { -vier-anderle-pot } before the ante counts. It was empty, so this is an
    all-play deal: everyone plays.

vier-anderle-deals-q-type-four =
    The last deal left 4 chips in the { -vier-anderle-pot }. Now the new { -dealer } puts in
    the ante. Which kind of deal is this?
vier-anderle-deals-q-type-four-h1 = Before the new ante, is the { -vier-anderle-pot } empty?
vier-anderle-deals-q-type-four-h2 = 4 chips are chips. Any chips before the ante make an in/out deal.
vier-anderle-deals-q-type-four-x =
    The 4 chips left over from the last deal are in the { -vier-anderle-pot } before
    this { -dealer }'s ante, so the { -vier-anderle-pot } is not empty: an in/out deal. With
    the new ante the { -vier-anderle-pot } holds 8 when play starts.

vier-anderle-deals-all-play =
    In an all-play deal nobody declares anything: every player must
    play. Seat 0, the { -dealer }'s left-hand neighbour, leads to the first
    { -trick }. After that the winner of each { -trick } leads to the next.
    There are always exactly four tricks, and each player plays one
    card to each.

vier-anderle-deals-q-lead-all-play =
    Six players. The { -vier-anderle-pot } was empty before the ante. Who leads to the
    first { -trick }?
vier-anderle-deals-q-lead-all-play-h1 = What kind of deal is it, and where does play start in that kind?
vier-anderle-deals-q-lead-all-play-h2 = In an all-play deal the { -dealer }'s left-hand neighbour leads.
vier-anderle-deals-q-lead-all-play-x =
    Seat 0 leads: the { -dealer }'s left-hand neighbour, the first player
    after the { -dealer } going clockwise. The { -dealer } (seat 5) plays last
    to the first { -trick }.

vier-anderle-deals-settle =
    Settling an all-play deal is simple:
      - taking tricks wins nothing;
      - each player who took no { -trick } (a trickless player) pays
        4 chips into the { -vier-anderle-pot }.
    The { -dealer } has already paid the 4-chip ante. A trickless { -dealer }
    pays 4 more, 8 in all.
    The { -vier-anderle-pot } after the deal holds the ante plus 4 for every trickless
    player.
    The tutor asks for each seat's net change in chips over the whole
    deal, seat 0 first, and then for the { -vier-anderle-pot } after the deal. A check
    that always works: what the players lose, the { -vier-anderle-pot } gains.

vier-anderle-deals-q-score-dealer =
    Four players, an all-play deal. Seat 0 took 2 tricks, seats 1 and
    2 took one each, and the { -dealer } (seat 3) took none. What is each
    seat's net change, and what does the { -vier-anderle-pot } hold afterwards?
vier-anderle-deals-q-score-dealer-h1 = Who took no { -trick }? And what did the { -dealer } pay before dealing?
vier-anderle-deals-q-score-dealer-h2 = The { -dealer } paid 4 as the ante and pays 4 more for taking no { -trick }.
vier-anderle-deals-q-score-dealer-x =
    Seats 0, 1 and 2 took tricks: they pay nothing and get nothing.
    The { -dealer } paid the ante (4) and, trickless, another 4: −8.
    The { -vier-anderle-pot } holds 4 + 4 = 8.

vier-anderle-deals-q-score-pagat =
    An example after pagat's. Six players, an all-play deal. Seat 0 took one
    { -trick }, seat 2 two, and the { -dealer } (seat 5) one; seats 1, 3 and 4
    took none. What is each seat's net change, and what does the { -vier-anderle-pot }
    hold afterwards?
vier-anderle-deals-q-score-pagat-h1 = Does a { -trick } bring any chips in an all-play deal?
vier-anderle-deals-q-score-pagat-h2 = Three players are trickless and pay 4 each. The { -dealer } took a { -trick }, but has still paid the ante.
vier-anderle-deals-q-score-pagat-x =
    Seats 1, 3 and 4 pay 4 each. The { -dealer } is −4 for the ante only.
    Seats 0 and 2 are at 0. The { -vier-anderle-pot } holds 4 + 3 × 4 = 16, as in
    pagat's example (pagat gives only the amounts). Check: the players lost 16, the { -vier-anderle-pot } gained 16.

vier-anderle-deals-q-score-everyone =
    Four players, an all-play deal, and every player took exactly one
    { -trick }. What is each seat's net change, and what does the { -vier-anderle-pot } hold
    afterwards?
vier-anderle-deals-q-score-everyone-h1 = Is anybody trickless? What went into the { -vier-anderle-pot } before the deal?
vier-anderle-deals-q-score-everyone-h2 = Nobody pays for tricks, but the ante is in the { -vier-anderle-pot } and stays there.
vier-anderle-deals-q-score-everyone-x =
    Nobody is trickless, so only the ante has moved: the { -dealer } −4,
    the others 0, and 4 chips in the { -vier-anderle-pot }.

vier-anderle-deals-q-score-slam =
    Three players, an all-play deal. Seat 1 took all four tricks.
    What is each seat's net change, and what does the { -vier-anderle-pot } hold
    afterwards?
vier-anderle-deals-q-score-slam-h1 = What does seat 1 gain for its four tricks in an all-play deal?
vier-anderle-deals-q-score-slam-h2 = Nothing. Seat 0 and the { -dealer } (seat 2) are both trickless.
vier-anderle-deals-q-score-slam-x =
    Seat 1: 0. Four tricks win nothing here; they only spare a
    payment. Seat 0 pays 4. The { -dealer } pays the ante and 4 more: −8.
    The { -vier-anderle-pot } holds 4 + 4 + 4 = 12.

vier-anderle-deals-next =
    What the { -vier-anderle-pot } holds after a deal stays there for the next deal.
    After an all-play deal the { -vier-anderle-pot } holds at least the ante, so the
    next deal is always an in/out deal. Only an in/out deal can empty
    the { -vier-anderle-pot } again, and bring back an all-play deal.

vier-anderle-deals-q-type-next =
    The deal in the last question left 12 chips in the { -vier-anderle-pot }. The next
    player deals and puts in the ante. Which kind of deal is this?
vier-anderle-deals-q-type-next-h1 = Look at the { -vier-anderle-pot } before the new ante.
vier-anderle-deals-q-type-next-h2 = 12 chips: the { -vier-anderle-pot } is not empty.
vier-anderle-deals-q-type-next-x =
    The { -vier-anderle-pot } held 12 before the new ante, so this is an in/out deal,
    played for 12 + 4 = 16 chips. Deals do not simply alternate: the
    chips in the { -vier-anderle-pot } decide every time.

vier-anderle-deals-recap =
    In short:
      - the { -dealer } puts 4 chips into the { -vier-anderle-pot } before every deal;
      - the { -vier-anderle-pot } before that ante decides: empty, an all-play deal;
        chips, an in/out deal;
      - in an all-play deal everyone plays and seat 0 leads;
      - a trickless player pays 4; tricks win nothing;
      - the { -vier-anderle-pot } after an all-play deal is never empty.
    The next lesson is about the in/out deal: declaring in or out.
