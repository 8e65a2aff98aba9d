# Lesson 9 of Vier-Anderle: a whole in/out deal at the table (spec §5, §6.1, §7, §8.2).


vier-anderle-whole-deal-intro =
    To end the course you play a whole deal at the table, as in
    "tricktutor play". Four players; you sit at seat 1, on the left of
    seat 0. The pot held 8 chips before the dealer (seat 3) paid the
    4-chip ante.

    The other players' moves come from a recorded deal. Some of your
    moves are asked and graded: the move this lesson shows is right,
    a card the rules forbid is refused with the reason, and another
    legal move gets a hint. Your other moves are played for you.

vier-anderle-whole-deal-q-kind = The pot holds 8 chips before the ante. Which kind of deal is this?
vier-anderle-whole-deal-q-kind-h1 = Look at the pot before the dealer's ante: is it empty?
vier-anderle-whole-deal-q-kind-x =
    The pot was not empty before the ante, so this is an in/out deal:
    everyone says "in" or "out" before a card is played. The pot after
    the ante is 12, so every trick is worth 3 chips, and a player who
    goes in and takes no trick pays 12.

vier-anderle-whole-deal-table =
    Your hand: trump 18, trump 10, ♥Q and ♠K. Seat 0 speaks first,
    then you, then seat 2, and the dealer last. Choose by number, or
    type the move: "in", "out", or a card such as trump-10. ? gives a
    hint, ! shows the lesson's move.

vier-anderle-whole-deal-d-in = Seat 0 is in. Do you go in or out with trump 18, trump 10, ♥Q and ♠K?
vier-anderle-whole-deal-d-in-h1 = How many tricks can two trumps, one of them the 18, hope to take?
vier-anderle-whole-deal-d-in-h2 = Only the 21 and the Sküs beat the 18. A trick pays 3 chips; a player with no trick pays 12.
vier-anderle-whole-deal-d-in-x =
    In. Two trumps, one of them the 18, nearly always take a trick,
    and a trick pays 3 chips. Going out is safe but wins nothing.
    Seat 2, with four weak suit cards, goes out; the dealer goes in.

vier-anderle-whole-deal-d-trump = Seat 0 leads ♣Q. You hold no club. Which card do you play?
vier-anderle-whole-deal-d-trump-h1 = Without a card of the suit led, what must you play while you hold a trump?
vier-anderle-whole-deal-d-trump-h2 = No trump is in the trick yet, so any trump heads it. Which one do you need less?
vier-anderle-whole-deal-d-trump-x =
    Trump 10. Void in clubs, you must trump; your ♥Q and ♠K are
    refused. With no trump in the trick, even your smaller trump heads
    it, and the dealer, who holds a club, must follow suit: the 10
    takes the trick, and your 18 stays for later.

vier-anderle-whole-deal-d-head = Seat 0 leads ♥C. Which card do you play?
vier-anderle-whole-deal-d-head-h1 = You hold a heart higher than the ♥C. What does the original game ask of you then?
vier-anderle-whole-deal-d-head-x =
    ♥Q. You must follow suit, and since no trump is in the trick and
    your queen beats the cavalier, you must head the trick with it.
    The dealer must head it again with the ♥K and takes the trick.
    Seat 0 then trumps the dealer's ♦K and takes the last trick.

vier-anderle-whole-deal-q-leader = Seats 0, 1 and 3 went in; seat 2 went out. Who led the first trick?
vier-anderle-whole-deal-q-leader-x =
    Seat 0: the first player who is in, going clockwise from the
    dealer's left. After that the winner of each trick leads the next.

vier-anderle-whole-deal-q-settle =
    The deal is over: seat 0 took 2 tricks, you (seat 1) 1, the dealer
    (seat 3) 1; seat 2 was out. What is each seat's result, and the pot
    after settlement?
vier-anderle-whole-deal-q-settle-h1 = Every trick pays P/4 = 3. Do not forget the dealer's ante.
vier-anderle-whole-deal-q-settle-x =
    Seat 0 +6, you +3, seat 2 0, the dealer 3 − 4 = −1. Every player who
    went in took a trick, so nobody pays the 12, and the pot is empty:
    the next deal is an all-play deal.
