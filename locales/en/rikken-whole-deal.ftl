# Lesson 10 of Rikken: two whole deals at the table, a Troela and a blind Rik (rules 5, 6.3, 6.4, 7.2-7.4, 8).


rikken-whole-deal-intro =
    To end the course you play two whole deals at the table, as in
    "tricktutor play". In the first you sit at seat 1, on the left of
    seat 0, who bids first and leads first; seat 3 is the { -dealer }.

    The other players' moves come from a recorded deal. Some of your
    moves are asked and graded: the move this lesson shows is right,
    a card the rules forbid is refused with the reason, and another
    legal move gets a hint. Your other moves are played for you.

rikken-whole-deal-q-must-bid = Seat 0 holds three aces. May he pass at his first turn?
rikken-whole-deal-q-must-bid-h1 = What must a player dealt exactly three aces do while no bid above Troela stands?
rikken-whole-deal-q-must-bid-x =
    No. With exactly three aces he must bid Troela (or higher) while
    no bid above Troela stands. So the deal you are about to play
    opens with Troela.

rikken-whole-deal-table =
    Your hand: ♠A ♠3 ♠2 and ten hearts from the king down to the 4.
    Choose by number, or type the move: a bid such as pass, a suit for
    the trumps, or a card such as spades-A. ? gives a hint, ! shows the
    lesson's move.

rikken-whole-deal-d-pass = Seat 0 bids Troela. What do you bid?
rikken-whole-deal-d-pass-h1 = Who holds the fourth ace, the one seat 0 lacks?
rikken-whole-deal-d-pass-x =
    Pass. You hold the ♠A, the ace seat 0 lacks, so you are already
    his { -partner } in Troela. To bid over Troela you would need a
    { -rikken-contract } of your own, such as 13 alone.

rikken-whole-deal-d-trump = Everyone else passed: seat 0 plays Troela, and you hold the missing ace. Which suit do you name as trumps?
rikken-whole-deal-d-trump-h1 = In Troela the { -partner } names the trumps, and one suit is not allowed. Which one?
rikken-whole-deal-d-trump-h2 = Not spades, the suit of your ace. Where are your ten cards?
rikken-whole-deal-d-trump-x =
    Hearts. The { -partner } names the trumps, any suit but that of the
    ace he holds, so spades is not among the choices. Ten hearts make
    hearts the obvious choice.

rikken-whole-deal-d-follow = Seat 0 leads ♠K. Which card do you play?
rikken-whole-deal-d-follow-h1 = You hold the ace that seat 0 lacks, in the suit just led. What must happen to it?
rikken-whole-deal-d-follow-x =
    ♠A. In Troela the ace the declarer lacks is played like a called
    card: when its suit is led, its { -rikken-holder } must play it, so every other
    card is refused, even your small spades. The ace takes the { -trick },
    and you lead the next one.

rikken-whole-deal-d-lead = You lead { -trick } 2. What do you lead?
rikken-whole-deal-d-lead-h1 = Your side holds every high heart. What do you want the opponents to lose first?
rikken-whole-deal-d-lead-x =
    ♥K. Leading trumps draws the opponents' two small hearts, and
    your { -partner }'s ♥A takes the { -trick }. From then on your side takes
    every { -trick }: seat 0 three, you ten.

rikken-whole-deal-q-score = Troela, declarer seat 0, { -partner } seat 1 (you). Your side took all 13 tricks: seat 0 three, you ten. What does each seat score?
rikken-whole-deal-q-score-h1 = Troela is played like Rik, by the declarer and the { -partner } against the other two. What do all 13 tricks add?
rikken-whole-deal-q-score-x =
    You and seat 0 win 8 chips each, and each opponent pays 8: 2 for
    Troela made, 1 for each of the 5 tricks over 8, and 1 more for
    all 13 tricks.

rikken-whole-deal-next =
    The next deal. The deal has passed to the left: the old seat 0
    dealt, without shuffling, after seat 2, on his right, had cut.
    Everyone has moved on one seat number, and you are seat 0 now:
    you bid first and lead to the first { -trick }.

    Your hand: eight spades (♠A 9 8 7 6 5 3 2) and five hearts
    (♥A 8 6 4 2), no diamond and no club. Besides the moves of the
    first deal, you may now type a call by its number in the menu, or
    a face-down lead such as "face-down hearts-2".

rikken-whole-deal-d-rik = You are seat 0 and speak first. What do you bid?
rikken-whole-deal-d-rik-h1 = Two aces and eight spades: enough for 8 tricks with a { -partner }? What is the lowest bid that plays with a { -partner }?
rikken-whole-deal-d-rik-x =
    Rik: 8 tricks together with a { -partner } you will find by calling an
    ace. Seats 1, 2 and 3 pass, so you are the declarer.

rikken-whole-deal-d-call = Everyone passed: you play Rik. Name the trumps and the { -rikken-called-ace }.
rikken-whole-deal-d-call-h1 = Which suit do you hold most of? Which aces are you missing, and do you hold any card of their suits?
rikken-whole-deal-d-call-h2 = Spades as trumps. The ♦A and the ♣A both lie in suits you lack, so the call is blind; this lesson calls the ♦A.
rikken-whole-deal-d-call-x =
    Spades as trumps and the ♦A, in one announcement: in Rik the
    trumps and the { -rikken-called-ace } are named together. You hold no diamond
    and no club, so either missing ace is called blind, and the
    table hears "blind" with the call. Whoever holds the ♦A keeps
    quiet: the table will know the { -partner } when the ace is played.

rikken-whole-deal-d-face-down = You lead to { -trick } 1, and the ♦A has not been played. What do you lead?
rikken-whole-deal-d-face-down-h1 = After a blind call, what may the declarer do on lead while the { -rikken-called-ace } is still out?
rikken-whole-deal-d-face-down-h2 = Lead your weakest card face down: the others must play as if diamonds were led.
rikken-whole-deal-d-face-down-x =
    ♥2, face down. The others play as if diamonds were led: seat 2
    holds the ♦A and must play it, and it takes the { -trick }, since
    nobody trumped. Then the ♥2 is turned up: it counts as your card
    and could never have won. Your { -partner } is seat 2, and he leads.

rikken-whole-deal-d-once = You won { -trick } 2 with the ♥A and lead again. What do you lead?
rikken-whole-deal-d-once-h1 = May you lead face down again, now that the ♦A has been played?
rikken-whole-deal-d-once-h2 = No: the face-down lead is gone for this deal. With eight trumps, draw the opponents' trumps.
rikken-whole-deal-d-once-x =
    ♠A. The face-down lead happens at most once a deal: the called
    ace has fallen, so the menu offers it no more. Leading trumps
    from eight draws the opponents' trumps; they turn out to have
    none.

rikken-whole-deal-d-follow-heart = Seat 1 leads ♥Q, your { -partner } trumps it with ♠J, and seat 3 plays ♥7. Which card do you play?
rikken-whole-deal-d-follow-heart-h1 = Hearts were led, and you still hold hearts.
rikken-whole-deal-d-follow-heart-x =
    ♥6. You hold hearts, so you must play one: every spade is
    refused, and there is no trumping while you can follow. Your
    { -partner }'s ♠J takes the { -trick } anyway, so the lower heart will do.

rikken-whole-deal-q-rik-score = Rik, declarer seat 0 (you), { -partner } seat 2. Tricks: you 7, seat 1 one, seat 2 five, seat 3 none. What does each seat score?
rikken-whole-deal-q-rik-score-h1 = Count the side's tricks together: how many over the 8 needed?
rikken-whole-deal-q-rik-score-x =
    You and seat 2 took 7 + 5 = 12 tricks, four over 8: 1 + 4 = 5.
    You and your { -partner } win 5 each; seats 1 and 3 lose 5 each.
