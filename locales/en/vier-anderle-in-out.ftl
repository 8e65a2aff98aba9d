# Lesson 6 of Vier-Anderle: declaring in or out (spec §6.1, §7.1, §8.2).


vier-anderle-in-out-intro =
    In an in/out deal (the { -vier-anderle-pot } held chips before the ante) the cards
    are dealt as usual, 4 to each player. Then, before any card is
    played, each player in turn says whether they take part:
      "in": I play this deal;
      "out": I drop.
    Seat 0 speaks first, then the others clockwise, and the { -dealer }
    last. So the { -dealer } knows everyone else's choice before deciding.

vier-anderle-in-out-q-order-five =
    Five players, an in/out deal. In what order do the seats say "in"
    or "out"?
vier-anderle-in-out-q-order-five-h1 = Who sits first after the { -dealer }, going clockwise?
vier-anderle-in-out-q-order-five-h2 = Seat 0 first, the { -dealer } (seat 4) last.
vier-anderle-in-out-q-order-five-x =
    0, 1, 2, 3, 4: from the { -dealer }'s left, clockwise round the table,
    the { -dealer } last. It is the same order in which the cards were
    dealt.

vier-anderle-in-out-q-order-eight =
    Eight players this time. In what order do the seats say "in" or
    "out"?
vier-anderle-in-out-q-order-eight-h1 = Where does the round start, and who closes it?
vier-anderle-in-out-q-order-eight-h2 = Seat 0 opens, the { -dealer } (seat 7) closes; in between, clockwise.
vier-anderle-in-out-q-order-eight-x =
    0 to 7 in order. However many play, the { -dealer }'s left-hand
    neighbour speaks first and the { -dealer } last.

vier-anderle-in-out-out =
    A player who is out lays the hand face down and takes no further
    part in the deal: they pay nothing and receive nothing. The only
    exception is the { -dealer }'s ante: it was paid before the deal, and
    a { -dealer } who drops does not get it back.
    Only the players who are in, the participants, play the four
    tricks.

vier-anderle-in-out-lead =
    Who leads to the first { -trick }? The participant nearest to the
    { -dealer }'s left. "Nearest" is counted in the order of play: start
    at seat 0 and go clockwise; the first participant you meet leads.
    So the lead goes to the lowest seat number among the
    participants.
    The { -dealer } is the very last candidate. The { -dealer } and the
    { -dealer }'s right-hand neighbour sit close to seat 0 on the other
    side, but that side does not count.

vier-anderle-in-out-q-lead-seat-one =
    Five players, an in/out deal. Seats 1 and 3 are in; seat 0,
    seat 2 and the { -dealer } (seat 4) are out. Who leads to the first
    { -trick }?
vier-anderle-in-out-q-lead-seat-one-h1 = Does a player who is out play any card at all?
vier-anderle-in-out-q-lead-seat-one-h2 = Seat 0 is out. Go clockwise from seat 0 to the first participant.
vier-anderle-in-out-q-lead-seat-one-x =
    Seat 0 is out, so the lead passes to the next participant
    clockwise: seat 1.

vier-anderle-in-out-q-lead-not-dealer =
    Six players, an in/out deal. Seat 3, seat 4 (the { -dealer }'s
    right-hand neighbour) and the { -dealer } (seat 5) are in; seats 0, 1
    and 2 are out. Who leads to the first { -trick }?
vier-anderle-in-out-q-lead-not-dealer-h1 = "Nearest" is counted in the order of play. Start at seat 0 and go clockwise.
vier-anderle-in-out-q-lead-not-dealer-h2 = Seats 0, 1 and 2 are out. The { -dealer } is the very last candidate.
vier-anderle-in-out-q-lead-not-dealer-x =
    Going clockwise from seat 0: seats 0, 1 and 2 are out, seat 3 is
    in. Seat 3 leads. The { -dealer } sits right next to seat 0, but on the
    wrong side: in the order of play the { -dealer } comes last.

vier-anderle-in-out-alone =
    If exactly one player is in, nothing is played. That lone
    participant takes the whole { -vier-anderle-pot } at once: the { -vier-anderle-pot } before the deal
    plus the { -dealer }'s ante. Playing it out would end the same way:
    alone at the table, the player would win all four tricks.
    The { -dealer } speaks last. A { -dealer } who sees everyone else drop can
    say "in" and take the whole { -vier-anderle-pot } alone.

vier-anderle-in-out-q-score-lone =
    Five players. Before the ante the { -vier-anderle-pot } held 16. Only seat 2 says
    "in"; everyone else, the { -dealer } too, is out. What is each seat's
    net change, and what is left in the { -vier-anderle-pot }?
vier-anderle-in-out-q-score-lone-h1 = What does the { -vier-anderle-pot } hold once the { -dealer } has put in the ante?
vier-anderle-in-out-q-score-lone-h2 = 16 + 4 = 20, and all of it goes to seat 2.
vier-anderle-in-out-q-score-lone-x =
    The { -vier-anderle-pot } holds 16 + 4 = 20 when the players declare. Seat 2 takes
    all 20 and the { -vier-anderle-pot } is empty. The { -dealer } (seat 4) is out: −4 for
    the ante. Check: +20 − 4 = 16, the 16 that left the { -vier-anderle-pot }.

vier-anderle-in-out-q-score-lone-dealer =
    Four players. Before the ante the { -vier-anderle-pot } held 8. Seats 0, 1 and 2
    all say "out". The { -dealer }, speaking last, says "in". What is each
    seat's net change, and what is left in the { -vier-anderle-pot }?
vier-anderle-in-out-q-score-lone-dealer-h1 = The { -dealer } takes the whole { -vier-anderle-pot }. What did the { -dealer } put into it first?
vier-anderle-in-out-q-score-lone-dealer-h2 = The { -vier-anderle-pot } holds 8 + 4 = 12, and 4 of those chips were the { -dealer }'s own.
vier-anderle-in-out-q-score-lone-dealer-x =
    The { -dealer } takes 12 but had paid the 4-chip ante: +8 net. The
    others are out: 0. The { -vier-anderle-pot } is empty, so the next deal is an
    all-play deal.

vier-anderle-in-out-nobody =
    And if nobody is in, not even the { -dealer }? Then no card is played,
    nobody leads, and nobody pays or receives anything. The { -dealer }'s
    ante stays paid. The { -vier-anderle-pot } keeps everything it holds, ante
    included, and carries over to the next deal, which is again an
    in/out deal.
    Neither source describes this case; the tutor follows the rule of
    the wider family of games: a pool nobody wins stays for the next
    deal.

vier-anderle-in-out-q-lead-nobody =
    Four players, an in/out deal, and every player, the { -dealer }
    included, says "out". Who leads to the first { -trick }?
vier-anderle-in-out-q-lead-nobody-h1 = Is any card played at all?
vier-anderle-in-out-q-lead-nobody-h2 = No participants, no tricks, and so no lead.
vier-anderle-in-out-q-lead-nobody-x =
    Nobody is in, so no { -trick } is played and nobody leads. Seat 0 does
    not have to play just because it would lead in an all-play deal.

vier-anderle-in-out-q-score-nobody =
    The same deal: the { -vier-anderle-pot } held 8 before the ante, and all four
    players are out. What is each seat's net change, and what does
    the { -vier-anderle-pot } hold afterwards?
vier-anderle-in-out-q-score-nobody-h1 = Does anybody pay or receive anything, apart from what was paid before the deal?
vier-anderle-in-out-q-score-nobody-h2 = Only the ante has moved. The { -vier-anderle-pot } stays as it is, for the next deal.
vier-anderle-in-out-q-score-nobody-x =
    The { -dealer } is −4 for the ante, everyone else 0. The { -vier-anderle-pot } keeps its
    8 + 4 = 12 chips. The next deal is an in/out deal again, played
    for 12 + 4 = 16 once the next ante is in.

vier-anderle-in-out-recap =
    In short, for an in/out deal:
      - seat 0 declares first, then clockwise, the { -dealer } last;
      - a player who is out pays and receives nothing (a { -dealer } who
        drops has still paid the ante);
      - the lowest participating seat leads; the { -dealer } comes last;
      - one player in: that player takes the whole { -vier-anderle-pot }, ante included;
      - nobody in: nothing is played, and the { -vier-anderle-pot } carries over.
    The next lesson shows how the tricks are paid when two or more
    players are in.
