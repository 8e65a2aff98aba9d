# Lesson 11 of Perlaggen: a whole deal at the table (spec sections 6 to 11, Whole deals).


perlaggen-whole-deal-intro =
    To end the course you play a whole deal at the table, as in
    "tricktutor play perlaggen". You sit at seat 1: the { -dealer }'s
    { -partner }, team B. Team A has 6 points, your team 9.

    The other players' moves come from a recorded deal. At the moments
    that matter your move is asked and graded: the move this lesson
    shows is right, a move the rules forbid is refused with the
    reason, and another legal move gets a hint. Your other moves are
    played for you.

perlaggen-whole-deal-table =
    Seat 2 cuts, and the { -dealer } (seat 3) deals. Type your move, or choose
    it by number: "exchange bells-9", "hold spiel", "bet gleich", a
    card such as "hearts-10", "contest gleich", "concede hanger",
    "reveal bells-7@hearts-A". A { -perlaggen-wild-card } is played in two steps: the
    card ("bells-O"), then what it stands for ("leaves-K"). ? gives a
    hint, ! shows the lesson's move.

perlaggen-whole-deal-d-exchange =
    Seat 2 kept the Martl at the cut. The ♦7, the Schell-Spitz, is turned:
    bells are trumps. The { -dealer }'s only bell is the Weli. What do you do?
perlaggen-whole-deal-d-exchange-h1 = The { -dealer } holds no bell he may lay down (the Weli is a permanent Perlagg), so the right is yours.
perlaggen-whole-deal-d-exchange-h2 = You may lay any bell by its print that is not a permanent Perlagg: the ♦9 or the ♦O. Which is worth less to you?
perlaggen-whole-deal-d-exchange-x =
    Lay the ♦9 and take the ♦7. A permanent Perlagg was turned, so any
    bell that is not a permanent Perlagg may be laid, even your { -trump }
    Ober; but the Ober is a Perlagg too, and the plain 9 is your
    weakest bell. The right came to you because the { -dealer }'s only
    bell, the Weli, may not be laid (6.5). Now you hold two Perlaggen.

perlaggen-whole-deal-d-hold =
    Before leading, seat 0 bets the Spiel: it would be worth 2. Your answer?
perlaggen-whole-deal-d-hold-h1 = With two Perlaggen and the ♠A you can fight for the tricks. Conceding gives team A 1 point now; holding plays for 2.
perlaggen-whole-deal-d-hold-x =
    Hold. The Spiel is now worth 2, and your team held the last bet on
    it, so team A may not bet on it again until your team has bet.
    Seat 0 may be bluffing: bluffs, and table talk that everybody
    hears, are part of the game. Conceding ("good") would have given
    team A the Spiel at its old value, 1, at once.

perlaggen-whole-deal-d-bet =
    Seat 0 leads the ♥9. Before you play, you may bet. You hold ♠A, ♥10,
    ♣8 and two Perlaggen. What do you do?
perlaggen-whole-deal-d-bet-h1 = Which { -perlaggen-figure } can your two Perlaggen and the ♠A make, whatever the others hold?
perlaggen-whole-deal-d-bet-h2 = A Perlagg still in your hand counts as any card for your example: the ♠A and a Perlagg are already a pair.
perlaggen-whole-deal-d-bet-x =
    Bet the Gleich. Your own five cards hold an example, because a
    Perlagg in your hand counts as any card: with the ♠A it makes a pair,
    and with both Perlaggen three Aces. Seat 2 holds the bet, so he too
    has an example of his own. Remember: everyone who bets or holds
    must prove his example at the end (10.1).

perlaggen-whole-deal-q-baptise =
    Seat 2 holds your Gleich bet, and it is your turn to play to the ♥9.
    You hold ♥10, ♦O, ♦7, ♠A and ♣8; bells are trumps. Which natural
    cards may you play, and what may each Perlagg be played as?
perlaggen-whole-deal-q-baptise-h1 = You hold a natural heart, the ♥10. What must you play then, and how does that limit the names of your Perlaggen?
perlaggen-whole-deal-q-baptise-h2 = Follow hearts or { -trump }: of your natural cards only the ♥10 (you hold no natural bell); each Perlagg only as a heart or a bell.
perlaggen-whole-deal-q-baptise-x =
    The ♥10, or a Perlagg named as a heart or a { -trump }: you hold a natural
    heart, so you must follow hearts or { -trump }, and your ♠A and ♣8 may
    not be played (7.2). You play the ♦O named as the ♥A: it takes the
    { -trick }, and with your ♠A it is a pair of Aces. Its name is fixed for
    the tricks, the Gleich and your proof alike. The deal goes on.

perlaggen-whole-deal-d-contest =
    Team A took three tricks and the Spiel; play stops at once (8.3),
    before the fifth { -trick }. Team A showed 9-9 for the Gleich and ♦A-K
    for the Hanger. Your team's turn: what about the Gleich?
perlaggen-whole-deal-d-contest-h1 = Your played cards already hold a pair that beats the 9s.
perlaggen-whole-deal-d-contest-x =
    Contest the Gleich: your played ♥A (the ♦O) and ♠A are a pair of
    Aces, better than team A's 9s. You keep the ♦7 hidden: show only
    what you need.

perlaggen-whole-deal-d-concede =
    And the Hanger? Team A showed ♦A-K. Among your shown cards you have no
    two cards in sequence.
perlaggen-whole-deal-d-concede-h1 = To contest you must show an example at least as good as ♦A-K, from your played and revealed cards.
perlaggen-whole-deal-d-concede-h2 = Your ♦7 could only equal ♦A-K, as a King, and then it could not be an Ace for the Gleich: one name for both.
perlaggen-whole-deal-d-concede-x =
    Concede the Hanger: you have nothing better, so team A, which showed
    ♦A-K, wins it. Your ♦7 could only equal it, as a King beside one of
    your Aces, and a Perlagg has one name for the Gleich and the Hanger
    alike: you keep it to be an Ace for the Gleich.

perlaggen-whole-deal-d-improve =
    Seat 0 left the word to seat 2, who revealed the Martl as the ♥A: two
    Aces, equal to yours. The Gleich stands at the end of team A's turn.
    Your turn again: what do you do?
perlaggen-whole-deal-d-improve-h1 = Team A won the Spiel and left the Gleich standing: it may not improve it later. May your team?
perlaggen-whole-deal-d-improve-h2 = Show your last Perlagg, named as an Ace.
perlaggen-whole-deal-d-improve-x =
    Reveal the ♦7 named as an Ace (here the ♦A): a Perlagg shown in the
    show is named when it is shown. Then contest: three Aces beat two.
    Team A, which won the Spiel, left the Gleich standing at the end
    of its turn, so it may not improve it now (10.6); the team that
    lost the Spiel may. Seat 0 can only concede.

perlaggen-whole-deal-q-score =
    The deal is over. Seat 1 (you) proves three Aces for the Gleich you
    bet, seat 2 two Aces for the bet he held. How many points does each
    team score?
perlaggen-whole-deal-q-score-h1 = Each { -perlaggen-figure } counts its value: the Gleich and the Spiel were bet and held at 2, the Hanger stayed at 1.
perlaggen-whole-deal-q-score-x =
    Team A 3 (Hanger 1, Spiel 2), team B 2 (the Gleich at 2). The totals
    are now 9 and 11; nobody has 18, so another deal follows, and
    the deal passes to seat 0.

perlaggen-whole-deal-q-proof =
    Suppose instead that seat 2 had answered your Gleich bet with "good",
    and you had later named both Perlaggen as cards that make no pair
    with your ♠A or with each other. At the end your team must prove the
    conceded Gleich, and cannot. What would the deal score?
perlaggen-whole-deal-q-proof-h1 = A team that fails a proof scores −2 and nothing else.
perlaggen-whole-deal-q-proof-h2 = The other team scores its own figures and also the failed { -perlaggen-figure }, at the value it was conceded at.
perlaggen-whole-deal-q-proof-x =
    Team A 4, team B −2. Your team fails the proof, so it scores −2 and
    loses the conceded point; team A scores its Hanger (1) and Spiel (2)
    and also the failed Gleich at 1. That is why a Perlagg counted for
    a bet must later be named so that the example still stands.

perlaggen-whole-deal-play =
    You have seen every rule at work: the cut and the exchange, betting
    and its answers, naming wild cards within the follow rules, the show
    and the proofs. Now play whole games against the computer:

      tricktutor play perlaggen --game

    Every action is checked by the same rules; ? lists your legal
    actions and ! suggests one.
