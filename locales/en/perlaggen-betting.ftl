# Lesson 8 of Perlaggen: the Spiel, betting and the answers (rules 8.3, 9.1–9.5, 11.4).


perlaggen-betting-spiel =
    The third { -perlaggen-figure } is the Spiel: the team that takes three of the
    five tricks wins it. Cards carry no points; only tricks count.
    Play stops at once when a team has won its third { -trick }, or when
    a team concedes the Spiel, even in the middle of a { -trick }.

perlaggen-betting-values =
    Each { -perlaggen-figure } is worth 1 point, but any { -perlaggen-figure } can be bet on. A bet
    proposes to raise one { -perlaggen-figure } by one point: 1 (unbet), 2, 3, and so
    on up to 7. A bet on a { -perlaggen-figure } that stands at 7 is "Spiel aus": if
    it is accepted, whoever wins that { -perlaggen-figure } wins the whole game.
    Nothing can be bet above it.

    Bets may be made at any time after the deal: before the first
    lead, between tricks, or in the middle of a { -trick }. While a bet
    waits for an answer, no card may be played. Bets on different
    figures are independent of each other.

    And at any time a team may concede ("good", German gut) any
    { -perlaggen-figure } that is not yet decided, bet on or not: the other team
    wins it at its current value, credited at once. Conceding the
    Spiel ends the { -trick } play on the spot.

perlaggen-betting-start =
    A player may START a bet on a { -perlaggen-figure } only if all of these hold:
      - the { -perlaggen-figure } is not decided, and no bet on it waits for an answer;
      - nobody has held a bet on it yet, or his own team held the last
        one: on one { -perlaggen-figure } the teams bet in turn, and a team whose bet
        was held must wait until the other team has bet;
      - the { -perlaggen-figure } does not already stand at Spiel aus;
      - the endgame limit: his team's score plus the { -perlaggen-figure }'s current
        value is less than 18. The score includes points conceded to
        the team earlier in this deal. So a team on 17, "gestrichen",
        can never bet;
      - for the Gleich or the Hanger, an example in his own five cards,
        and for the Spiel after the fifth lead, a special rule (next
        pages).

perlaggen-betting-q-first-actions =
    The cards are dealt and nobody has played yet. Seat 0 looks at his
    hand and thinks about the Spiel, on which nobody has bet. Which of
    these may he do now?
perlaggen-betting-q-first-actions-h1 = Is there a bet on the Spiel waiting for an answer? Holding and raising answer a bet.
perlaggen-betting-q-first-actions-h2 = Nothing has been bet, and 0 + 1 is far below 18. And conceding needs no bet.
perlaggen-betting-q-first-actions-x =
    He may bet (1 to 2): the Spiel is open, unbet, and 0 + 1 is below
    18; before the first lead is fine. He may also concede it, though
    that would be odd here: a { -perlaggen-figure } can be conceded at any time, bet
    on or not. Hold and raise are answers to a bet, and no bet is
    waiting.

perlaggen-betting-q-wait-your-turn =
    Earlier in this deal team A bet the Spiel (1 to 2) and team B
    held: the Spiel now stands at 2. In the third { -trick } the ♠A has
    been led, and it is seat 2's turn to play. Which of these may
    seat 2 do?
perlaggen-betting-q-wait-your-turn-h1 = Who held the last bet on the Spiel?
perlaggen-betting-q-wait-your-turn-h2 = Team B held, so on this { -perlaggen-figure } it is team B's turn to bet. Is any bet waiting for an answer?
perlaggen-betting-q-wait-your-turn-x =
    On one { -perlaggen-figure } the teams bet in turn: team B held the last bet, so
    only team B may start the next bet on the Spiel (2 to 3). Seat 2
    must wait until team B has bet. No bet is waiting, so he cannot
    hold or raise either; he can only concede.

perlaggen-betting-q-endgame-limit =
    Team A began the deal with 15 points; earlier in this deal team B
    conceded the Gleich to it at 1, so A now has 16. Team B bet the
    Hanger (1 to 2) and team A held. Seat 0 has the ♣K (played) and
    the ♣O (in hand). May he bet the Hanger now (2 to 3)?
perlaggen-betting-q-endgame-limit-h1 = Team A held the last bet and seat 0 has an example. What about the endgame limit?
perlaggen-betting-q-endgame-limit-h2 = Team A's score counts the conceded Gleich: 16. Is 16 + 2 below 18?
perlaggen-betting-q-endgame-limit-x =
    Taking turns is fine (team A held last), and ♣K–♣O is an example.
    But a bet needs score + value below 18, and the score includes
    the point conceded in this deal: 16 + 2 = 18. If team B conceded,
    team A would reach 18 and win: so it may not bet. Team A is not
    gestrichen, but the limit already bites.

perlaggen-betting-example =
    The example. To bet on the Gleich or the Hanger, a player's own
    five cards must hold at least the minimum: two cards of one rank,
    or two consecutive cards of one suit. Played cards count with the
    names they were given, and a Perlagg still in his hand counts as
    any card. His { -partner }'s cards do not help.

    The fifth { -trick }. Once the fifth { -trick } has been led, a player may
    start a bet on the Spiel only if he has not yet played to it and
    his last card can still win the { -trick }: a natural card of the suit
    led, a natural { -trump }, or a Perlagg. The suit led is the suit of
    the led card's identity. (The Japanese source leaves the { -trump }
    out: it lost pagat's "or a { -trump }". The tutor follows pagat and
    the Tyrolean club rules.)

perlaggen-betting-q-wild-in-hand =
    Leaves are trumps. Seat 2 has played the ♠10 and the ♥8 and still
    holds the Martl (♥K), the ♣A and the ♦9. Nobody has bet on the
    Gleich. May he bet it?
perlaggen-betting-q-wild-in-hand-h1 = Without the Martl, does he have two cards of one rank?
perlaggen-betting-q-wild-in-hand-h2 = The Martl is still in his hand, not yet named. What does it count as for the example?
perlaggen-betting-q-wild-in-hand-x =
    His natural ranks (10, 8, A, 9) are all different, but the Martl
    is still in his hand and counts as any card: with the ♣A or the
    ♦9 it makes a pair. So he has an example and may bet the Gleich.
    He must still be able to show one at the end of the deal: if he
    later plays the Martl as something else, the example may be lost.

perlaggen-betting-q-fixed-identity =
    Acorns are trumps. Seat 1 led the Weli as the ♣A and has played
    the ♥U. He still holds ♠K, ♦9, ♣8. His { -partner }, seat 3, holds
    ♥10, ♥9 and ♥8. May seat 1 bet the Hanger?
perlaggen-betting-q-fixed-identity-h1 = Once played, is the Weli still wild? And do the { -partner }'s cards count?
perlaggen-betting-q-fixed-identity-h2 = Seat 1's five cards are ♣A, ♥U, ♠K, ♦9, ♣8. Are any two of them consecutive in one suit?
perlaggen-betting-q-fixed-identity-x =
    The Weli was named ♣A when it was played; it is the ♣A for the
    rest of the deal and no longer wild. Seat 1's five cards, ♣A, ♥U,
    ♠K, ♦9, ♣8, hold no two consecutive cards of one suit (♣A and ♣8
    are far apart). His { -partner }'s sequence does not help: he may not
    bet the Hanger.

perlaggen-betting-q-fifth-trick-trump =
    Hearts are trumps. Each team has won two tricks. The ♠K has been
    led to the fifth { -trick }, and seat 3 has not played yet: his last
    card is the ♥9, a natural { -trump } that beats the ♠K. May he
    start a bet on the Spiel?
perlaggen-betting-q-fifth-trick-trump-h1 = After the fifth lead, which last cards let a player start a Spiel bet?
perlaggen-betting-q-fifth-trick-trump-h2 = A natural card of the suit led (leaves), a natural { -trump }, or a Perlagg: a card that can still win the { -trick }. With hearts trumps, is the ♥9 one of them?
perlaggen-betting-q-fifth-trick-trump-x =
    After the fifth lead, a last card of the suit led, a natural
    { -trump } or a Perlagg lets a player start a bet on the Spiel: each
    can still win the { -trick }, and a { -trump } may always be played. The
    ♥9 is a natural { -trump }, so he may bet, though leaves were led.
    (The Japanese source lists only the suit led and a Perlagg; it
    lost pagat's "or a { -trump }".)

perlaggen-betting-q-fifth-trick-off-suit =
    Hearts are trumps. The ♠K has been led to the fifth { -trick }, and
    seat 3 has not played yet: his last card is the ♣9. May he start
    a bet on the Spiel?
perlaggen-betting-q-fifth-trick-off-suit-h1 = After the fifth lead, which last cards let a player start a Spiel bet?
perlaggen-betting-q-fifth-trick-off-suit-h2 = A natural leaf, a natural { -trump } (a heart) or a Perlagg. Is the ♣9 any of them?
perlaggen-betting-q-fifth-trick-off-suit-x =
    The ♣9 is neither of the suit led nor a { -trump }, and with hearts
    trumps it is no Perlagg: it cannot win the fifth { -trick }, so he may
    not start a bet on the Spiel. He could still hold or raise a bet
    of the other team: the rule binds only the start of a bet.

perlaggen-betting-answers =
    A bet is answered by the other team, in one of three ways:
      - Good (gut): the bettors win the { -perlaggen-figure } at its OLD value, the
        value before the bet, credited at once. Conceding a Spiel aus
        bet gives the bettors 7 points.
      - Hold: the bet is accepted; the { -perlaggen-figure } now has the proposed
        value, and the holding team is its last holder. For the Gleich
        or the Hanger, the holder needs his own example. A gestrichen
        team may hold.
      - Raise: accept the bet and propose one step more; the bettors
        must answer in turn. A raise needs score + the accepted value
        below 18 (so a gestrichen team cannot raise) and, for the Gleich
        or the Hanger, the raiser's own example. Nothing else limits it:
        not whose turn it is to bet, not the fifth-trick rule. Spiel aus
        cannot be raised. A raise does not change the last holder.
    If the bettors' own team concedes instead, its bet lapses and the
    other team wins the { -perlaggen-figure } at the old value.

perlaggen-betting-q-gestrichen-answers =
    Acorns are trumps. Team B has 17 points: it is gestrichen. Team A
    has bet the Gleich (1 to 2). Seat 3 has played the ♥9 and holds
    the ♠9. Which of these may seat 3 do?
perlaggen-betting-q-gestrichen-answers-h1 = A bet is waiting, so seat 3 answers it. Which answers does the endgame limit restrict?
perlaggen-betting-q-gestrichen-answers-h2 = A raise needs 17 + 2 below 18. A hold needs only an example: ♥9 and ♠9.
perlaggen-betting-q-gestrichen-answers-x =
    Seat 3 may hold (the Gleich then stands at 2; his ♥9 and ♠9 are
    his example) or say good (team A wins the Gleich at 1). He may
    not raise: 17 + 2 = 19 is not below 18. Nor may he start a bet,
    with one already waiting, and a gestrichen team never bets.

perlaggen-betting-q-raise-after-fifth =
    Hearts are trumps, two tricks each. The ♠K has been led to the
    fifth { -trick }, and seat 2 of team A, holding a leaf, has bet the
    Spiel (1 to 2). Seat 1's last card is the ♥9, a natural { -trump }.
    Team B has 8 points. Which of these may seat 1 do?
perlaggen-betting-q-raise-after-fifth-h1 = The fifth-trick rule limits the START of a Spiel bet. Is seat 1 starting one?
perlaggen-betting-q-raise-after-fifth-h2 = He answers a bet. A raise needs only 8 + 2 below 18.
perlaggen-betting-q-raise-after-fifth-x =
    Seat 1 answers a bet, so the fifth-trick rule does not concern
    him: whatever his last card, he may hold, say good, or raise
    (8 + 2 = 10 is below 18). He may not start a bet of his own while
    team A's is waiting.

perlaggen-betting-q-aus-answers =
    The Spiel stands at 7, and team B has bet Spiel aus. Seat 0 of
    team A must answer. Which of these may he do?
perlaggen-betting-q-aus-answers-h1 = Is there any step above Spiel aus?
perlaggen-betting-q-aus-answers-h2 = Spiel aus cannot be raised. The Spiel is not the Gleich or the Hanger, so holding needs no example.
perlaggen-betting-q-aus-answers-x =
    Nothing can be bet above Spiel aus, so he cannot raise. He may
    hold: whoever then wins the Spiel wins the whole game. Or he may
    say good: team B wins the Spiel at the old value, 7 points.

perlaggen-betting-q-spiel-decided =
    Acorns are trumps. Team A bet the Spiel and team B held it at 2.
    Then team A took tricks 1, 2 and 3. Seat 1 still holds two cards
    and would like to do something about the Spiel. Which of these may
    he do?
perlaggen-betting-q-spiel-decided-h1 = How many tricks does a team need for the Spiel? Are the last two tricks still played?
perlaggen-betting-q-spiel-decided-h2 = Three tricks win the Spiel: it is decided, and a decided { -perlaggen-figure } can be neither bet on, held, raised nor conceded.
perlaggen-betting-q-spiel-decided-x =
    None. Three of the five tricks win the Spiel, so team A won it at
    2 with its third { -trick }, and play stopped at once: the fourth and
    fifth tricks are never played. Cards carry no points, so nothing
    is left to win in the tricks. A { -perlaggen-figure } that is decided can no
    longer be bet on, held, raised or conceded. The Gleich and the
    Hanger, if still open, go to the show.

perlaggen-betting-talk =
    Table talk. Partners may talk to each other at any time, as long
    as everybody can hear it, and they may use agreed signals: a
    gesture, a look. Nobody may show his cards to his { -partner }. Players
    may bluff, and may give false signals.

    Talk changes no rule. A decision spoken by one { -partner } ("bet",
    "hold", "good") binds his team, and his { -partner } cannot take it
    back; a question to one's { -partner } is no decision, but must be put
    clearly as a question. Betting needs no good cards: the Spiel may
    be bet on a bluff. But a Gleich or Hanger bet needs an example in
    the bettor's own five cards, whatever his { -partner } says he holds.

perlaggen-betting-q-bluff-spiel =
    Leaves are trumps. Before the first lead seat 0 looks at a poor
    hand: ♥8, ♣9, ♦10, ♦8, ♥O, no { -trump } and no Perlagg. He would like
    to scare the other team off with a bet on the Spiel. May he bet?
perlaggen-betting-q-bluff-spiel-h1 = Does a bet on the Spiel need an example, as a Gleich or Hanger bet does?
perlaggen-betting-q-bluff-spiel-h2 = The Spiel is open and unbet, and 5 + 1 is below 18.
perlaggen-betting-q-bluff-spiel-x =
    Yes. A bet on the Spiel needs no particular cards (until the fifth
    lead), and bluffing is part of the game. The Spiel is open, nobody
    has held a bet on it, and 5 + 1 is below 18. If team B holds, the
    bluff costs 2 instead of 1; if it concedes, team A wins the Spiel
    at 1 on a poor hand.

perlaggen-betting-q-talk-no-help =
    Hearts are trumps. In the second { -trick } seat 2's { -partner }, seat 0,
    has said out loud, so that everybody heard, that he holds two
    Kings. Seat 2 holds ♣A, ♠9, ♦10 and ♥8, and has played the ♠K.
    May seat 2 bet the Gleich?
perlaggen-betting-q-talk-no-help-h1 = Whose five cards must hold the example for a Gleich bet?
perlaggen-betting-q-talk-no-help-h2 = Seat 2's own cards: A, 9, 10, 8, K, no two of one rank and no Perlagg.
perlaggen-betting-q-talk-no-help-x =
    No. Telling one's { -partner } is allowed, since everybody hears it,
    but it changes no rule: the bettor needs an example in his OWN
    five cards. Seat 2 has no two cards of one rank and no Perlagg.
    Seat 0 may bet the Gleich himself when it is his turn.
