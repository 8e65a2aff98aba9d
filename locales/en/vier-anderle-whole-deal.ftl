# Lesson 9 of Vier-Anderle: two whole deals at the table, an in/out deal and the next, all-play deal (spec §1, §5, §6.1, §7, §8.1, §8.2, §8.4, §8.5).


vier-anderle-whole-deal-intro =
    To end the course you play two whole deals at the table, as in
    "tricktutor play". Four players; in the first you sit at seat 1,
    on the left of seat 0. The { -vier-anderle-pot } held 8 chips before the { -dealer } (seat 3) paid the
    4-chip ante.

    The other players' moves come from a recorded deal. Some of your
    moves are asked and graded: the move this lesson shows is right,
    a card the rules forbid is refused with the reason, and another
    legal move gets a hint. Your other moves are played for you.

vier-anderle-whole-deal-q-kind = The { -vier-anderle-pot } holds 8 chips before the ante. Which kind of deal is this?
vier-anderle-whole-deal-q-kind-h1 = Look at the { -vier-anderle-pot } before the { -dealer }'s ante: is it empty?
vier-anderle-whole-deal-q-kind-x =
    The { -vier-anderle-pot } was not empty before the ante, so this is an in/out deal:
    everyone says "in" or "out" before a card is played. The { -vier-anderle-pot } after
    the ante is 12, so every { -trick } is worth 3 chips, and a player who
    goes in and takes no { -trick } pays 12.

vier-anderle-whole-deal-table =
    Your hand: { -trump } 18, { -trump } 10, ♥Q and ♠K. Seat 0 speaks first,
    then you, then seat 2, and the { -dealer } last. Choose by number, or
    type the move: "in", "out", or a card such as trump-10. ? gives a
    hint, ! shows the lesson's move.

vier-anderle-whole-deal-d-in = Seat 0 is in. Do you go in or out with { -trump } 18, { -trump } 10, ♥Q and ♠K?
vier-anderle-whole-deal-d-in-h1 = How many tricks can two trumps, one of them the 18, hope to take?
vier-anderle-whole-deal-d-in-h2 = Only the 21 and the Sküs beat the 18. A { -trick } pays 3 chips; a player with no { -trick } pays 12.
vier-anderle-whole-deal-d-in-x =
    In. Two trumps, one of them the 18, nearly always take a { -trick },
    and a { -trick } pays 3 chips. Going out is safe but wins nothing.
    Seat 2, with four weak suit cards, goes out; the { -dealer } goes in.

vier-anderle-whole-deal-d-trump = Seat 0 leads ♣Q. You hold no club. Which card do you play?
vier-anderle-whole-deal-d-trump-h1 = Without a card of the suit led, what must you play while you hold a { -trump }?
vier-anderle-whole-deal-d-trump-h2 = No { -trump } is in the { -trick } yet, so any { -trump } heads it. Which one do you need less?
vier-anderle-whole-deal-d-trump-x =
    Trump 10. Void in clubs, you must { -trump }; your ♥Q and ♠K are
    refused. With no { -trump } in the { -trick }, even your smaller { -trump } heads
    it, and the { -dealer }, who holds a club, must { -follow-suit }: the 10
    takes the { -trick }, and your 18 stays for later.

vier-anderle-whole-deal-d-lead = You took { -trick } 1 with { -trump } 10. Who leads { -trick } 2, and what do you lead?
vier-anderle-whole-deal-d-lead-h1 = The winner of a { -trick } leads the next. Only the 21 and the Sküs beat your 18: which { -trump } do you want to draw out?
vier-anderle-whole-deal-d-lead-x =
    You lead: the winner of a { -trick } always leads the next one. Trump
    18: the { -dealer } must play his only { -trump }, the 3, and seat 0 must
    beat the 18 with the 21, the one { -trump } that can. Seat 0 takes
    this { -trick }, but his 21 is gone.

vier-anderle-whole-deal-d-head = Seat 0 leads ♥C. Which card do you play?
vier-anderle-whole-deal-d-head-h1 = You hold a heart higher than the ♥C. What does the original game ask of you then?
vier-anderle-whole-deal-d-head-x =
    ♥Q. You must { -follow-suit }, and since no { -trump } is in the { -trick } and
    your queen beats the cavalier, you must head the { -trick } with it.
    The { -dealer } must head it again with the ♥K and takes the { -trick }.
    Seat 0 then trumps the { -dealer }'s ♦K and takes the last { -trick }.

vier-anderle-whole-deal-q-leader = Seats 0, 1 and 3 went in; seat 2 went out. Who led the first { -trick }?
vier-anderle-whole-deal-q-leader-x =
    Seat 0: the first player who is in, going clockwise from the
    { -dealer }'s left. After that the winner of each { -trick } leads the next.

vier-anderle-whole-deal-q-settle =
    The deal is over: seat 0 took 2 tricks, you (seat 1) 1, the { -dealer }
    (seat 3) 1; seat 2 was out. What is each seat's result, and the { -vier-anderle-pot }
    after settlement?
vier-anderle-whole-deal-q-settle-h1 = Every { -trick } pays P/4 = 3. Do not forget the { -dealer }'s ante.
vier-anderle-whole-deal-q-settle-x =
    Seat 0 +6, you +3, seat 2 0, the { -dealer } 3 − 4 = −1. Every player who
    went in took a { -trick }, so nobody pays the 12, and the { -vier-anderle-pot } is empty:
    the next deal is an all-play deal.

vier-anderle-whole-deal-next =
    The next deal. The deal passes clockwise: every player moves
    down one seat number, the old seat 0 deals (now seat 3), and you
    are seat 0. Everyone started the evening with the same number of
    chips; since then, in the new seats, you have won 3, seat 1
    nothing, seat 2 has lost 1 and the { -dealer } won 6. Together that is
    +8, the 8 chips the { -vier-anderle-pot } lost.

    The { -vier-anderle-pot } is empty before the ante: an all-play deal. The { -dealer }
    pays the 4-chip ante and deals 4 cards to each player, clockwise
    from seat 0. Nobody declares, and you lead to the first { -trick }.
    Your hand: ♥K, { -trump } 20, { -trump } 2 and ♠J.

vier-anderle-whole-deal-d-first = An all-play deal, and you lead to { -trick } 1. What do you lead?
vier-anderle-whole-deal-d-first-h1 = In an all-play deal a { -trick } wins nothing, but a player with no { -trick } pays 4. How do you make sure of one { -trick }?
vier-anderle-whole-deal-d-first-h2 = The ♥K is the highest heart: whoever holds a heart must follow with a lower one.
vier-anderle-whole-deal-d-first-x =
    ♥K. Everyone holding a heart must follow, and no heart beats
    the King; only a player void in hearts could { -trump } it, and seat 1
    has no { -trump }. One { -trick } is all you need here: it spares you the
    4-chip payment. As the winner you lead { -trick } 2.

vier-anderle-whole-deal-d-low-trump = Seat 2 won { -trick } 2 with the Sküs and leads { -trump } 5. Which card do you play?
vier-anderle-whole-deal-d-low-trump-h1 = A { -trump } was led and you still hold one. Can it beat { -trump } 5? Must you play it anyway?
vier-anderle-whole-deal-d-low-trump-x =
    Trump 2. A { -trump } was led and you hold a { -trump }, so you must play
    it, although it cannot beat { -trump } 5: the ♠J is refused. Seat 2,
    the winner of { -trick } 2, led this { -trick } and takes it.

vier-anderle-whole-deal-end =
    The game has no fixed end: the players stop when they like, and
    each player's result is his or her chips, won or lost, deal
    after deal. Nobody wins the game as such.

    Chips never appear or vanish: in every deal what the players lose
    the { -vier-anderle-pot } gains, and the other way round. And every amount that
    goes into the { -vier-anderle-pot } (the ante, the 4 of an all-play deal, P, the
    drop fee and the 8 of Japanisch) is a multiple of 4, so the { -vier-anderle-pot }
    is always a multiple of 4 and a quarter of P is always a whole
    number of chips.

vier-anderle-whole-deal-q-next-settle =
    The players agreed that this deal is the last. You took 1 { -trick },
    seat 1 none, seat 2 three, the { -dealer } (seat 3) none. What is each
    seat's net change for the deal, and what does the { -vier-anderle-pot } hold?
vier-anderle-whole-deal-q-next-settle-h1 = An all-play deal: tricks win nothing, and each player without a { -trick } pays 4. The { -dealer } has paid the ante.
vier-anderle-whole-deal-q-next-settle-x =
    You 0, seat 1 −4, seat 2 0, the { -dealer } −4 − 4 = −8; the { -vier-anderle-pot } holds
    4 + 4 + 4 = 12, a multiple of 4. Check: −12 for the players, +12
    for the { -vier-anderle-pot }. Nothing more is paid because the evening ends: each
    player's result is simply his or her chips.
