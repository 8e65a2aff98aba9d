# Lesson 10 of Rikken: a whole Troela deal at the table (rules 6.3, 7.2, 7.4, 8).


rikken-whole-deal-intro =
    To end the course you play a whole deal at the table, as in
    "tricktutor play". You sit at seat 1, on the left of seat 0, who
    bids first and leads first; seat 3 is the dealer.

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
    his partner in Troela. To bid over Troela you would need a
    contract of your own, such as 13 alone.

rikken-whole-deal-d-trump = Everyone else passed: seat 0 plays Troela, and you hold the missing ace. Which suit do you name as trumps?
rikken-whole-deal-d-trump-h1 = In Troela the partner names the trumps, and one suit is not allowed. Which one?
rikken-whole-deal-d-trump-h2 = Not spades, the suit of your ace. Where are your ten cards?
rikken-whole-deal-d-trump-x =
    Hearts. The partner names the trumps, any suit but that of the
    ace he holds, so spades is not among the choices. Ten hearts make
    hearts the obvious choice.

rikken-whole-deal-d-follow = Seat 0 leads ♠K. Which card do you play?
rikken-whole-deal-d-follow-h1 = You hold the ace that seat 0 lacks, in the suit just led. What must happen to it?
rikken-whole-deal-d-follow-x =
    ♠A. In Troela the ace the declarer lacks is played like a called
    card: when its suit is led, its holder must play it, so every other
    card is refused, even your small spades. The ace takes the trick,
    and you lead the next one.

rikken-whole-deal-d-lead = You lead trick 2. What do you lead?
rikken-whole-deal-d-lead-h1 = Your side holds every high heart. What do you want the opponents to lose first?
rikken-whole-deal-d-lead-x =
    ♥K. Leading trumps draws the opponents' two small hearts, and
    your partner's ♥A takes the trick. From then on your side takes
    every trick: seat 0 three, you ten.

rikken-whole-deal-q-score = Troela, declarer seat 0, partner seat 1 (you). Your side took all 13 tricks: seat 0 three, you ten. What does each seat score?
rikken-whole-deal-q-score-h1 = Troela is played like Rik, by the declarer and the partner against the other two. What do all 13 tricks add?
rikken-whole-deal-q-score-x =
    You and seat 0 win 8 chips each, and each opponent pays 8: 2 for
    Troela made, 1 for each of the 5 tricks over 8, and 1 more for
    all 13 tricks.
