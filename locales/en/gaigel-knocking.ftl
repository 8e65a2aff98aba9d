# Lesson 9 of Gaigel: knocking at 101, Gaigel, disputes and claims (rules 8.1, 8.2, 8.5; decisions G16, G17, G18, G24).


gaigel-knocking-intro =
    The target is 101 deal points. As soon as your team has 101 or more,
    one of you must { -gaigel-knock } on the table. That declares the win and ends
    the deal at once.
    Knock at once: before the next card is played. If your team lets a
    card be played at 101 or more, it has missed its declaration and
    may not { -gaigel-knock } any more for the rest of the deal.
    A correct { -gaigel-knock } scores 1 game point for your team.

gaigel-knocking-gaigel =
    Gaigel! If the opponents have not won a single { -trick } when you { -gaigel-knock },
    the { -gaigel-knock } is worth 2 game points instead of 1.
    One { -trick } by either opponent is enough to spoil it.
    Five 7s are a { -gaigel-knock } too: declaring them ends the deal and is scored
    the same way, 1 game point, or 2 if the opponents have no { -trick }.

gaigel-knocking-q-plain =
    Team A knocks. Nobody disputes. A has won 4 tricks, B has won 3.
    How many game points does each team score?
gaigel-knocking-q-plain-h1 = Is this an ordinary { -gaigel-knock } or a Gaigel?
gaigel-knocking-q-plain-h2 = B has won tricks, so there is no Gaigel. Only the knocking team scores.

gaigel-knocking-q-gaigel =
    Team B knocks after its fifth { -trick }. Team A has not won a { -trick } all
    deal. Nobody disputes. How many game points does each team score?
gaigel-knocking-q-gaigel-h1 = Look at the tricks of the team that did not { -gaigel-knock }.
gaigel-knocking-q-gaigel-h2 = A { -gaigel-knock } while the opponents have no { -trick } is a Gaigel.

gaigel-knocking-q-seat-team =
    Seat 3 knocks after { -trick } 5. Nobody disputes. Seat 0 has won one
    { -trick } and seat 2 one; seats 1 and 3 have won three between them.
    How many game points does each team score?
gaigel-knocking-q-seat-team-h1 = Which team is seat 3 on? Seats 0 and 2 are team A, seats 1 and 3 team B.
gaigel-knocking-q-seat-team-h2 = Have seat 3's opponents won a { -trick }?
gaigel-knocking-q-seat-team-x =
    Seat 3 plays with seat 1: team B. Its opponents, seats 0 and 2, have
    two tricks, so the { -gaigel-knock } is worth 1, for team B.

gaigel-knocking-q-five-sevens =
    Before the first card of the deal, a player of team A declares five
    7s. Nobody disputes. How many game points does each team score?
gaigel-knocking-q-five-sevens-h1 = Five 7s count as a { -gaigel-knock }. How many tricks do the opponents have?
gaigel-knocking-q-five-sevens-h2 = No { -trick } has been played yet, so the opponents have none.
gaigel-knocking-q-five-sevens-x =
    Five 7s are scored like any { -gaigel-knock }. Declared before the first { -trick }
    is complete, the opponents cannot have a { -trick }: always a Gaigel.

gaigel-knocking-dispute =
    Nobody may write the score down, so a { -gaigel-knock } can be wrong. Right
    after a { -gaigel-knock } the opponents may dispute it. Then everything is
    counted, and whoever is right scores 2:
      knockers have 101 or more: the knockers score 2,
      knockers have 100 or less: the disputing team scores 2.
    That is all: no extra point for Gaigel on top. A deal is never worth
    more than 2 (before any carried points).
    If nobody disputes, the { -gaigel-knock } stands as made, even a wrong one.

gaigel-knocking-q-no-stacking =
    Team B knocked; A disputes. B really has 104, and A has not won a
    single { -trick }. How many game points does each team score?
gaigel-knocking-q-no-stacking-h1 = B won the dispute. Does the Gaigel by tricks come on top of that?
gaigel-knocking-q-no-stacking-h2 = Reasons for a Gaigel do not add up: a Gaigel is worth 2, once.
gaigel-knocking-q-no-stacking-x =
    A disputed { -gaigel-knock } is settled by the count alone. It is worth 2 to
    the side that is right, whatever the tricks. The 2 for "no opponent
    { -trick }" belongs to the undisputed { -gaigel-knock }; the two never stack.

gaigel-knocking-q-disputed-wrong =
    Team B knocked, but A disputes. Counted: B has only 97. How many
    game points does each team score?
gaigel-knocking-q-disputed-wrong-h1 = Who was right, the knockers or the disputers?
gaigel-knocking-q-disputed-wrong-h2 = A lost dispute is not just a lost win: the side that is right scores the 2.

gaigel-knocking-q-undisputed-wrong =
    Team A knocks, counting 101. In fact A has only 96, but team B
    does not dispute. A has won 5 tricks, B 2. How many game points
    does each team score?
gaigel-knocking-q-undisputed-wrong-h1 = When are the points of a { -gaigel-knock } checked?
gaigel-knocking-q-undisputed-wrong-h2 = Only a dispute checks a { -gaigel-knock }. Without one, it is scored like any { -gaigel-knock }.
gaigel-knocking-q-undisputed-wrong-x =
    The count is made only when the opponents dispute. B let the { -gaigel-knock }
    stand, so A scores as for a correct { -gaigel-knock }: 1, as B has tricks.
    If you doubt a { -gaigel-knock }, dispute it.

gaigel-knocking-claim =
    The other mistake is not knocking. When a team seems to have 101
    and a card has been played without a { -gaigel-knock }, the other team may
    claim that the declaration was missed. Then the accused team's
    points are counted, and again whoever is right scores 2:
      accused has 101 or more: the claiming team scores 2,
      accused has 100 or less: the accused team scores 2.
    Tricks do not matter in a dispute or a claim.

gaigel-knocking-q-claim-right =
    Team A reached 108 but did not { -gaigel-knock }, and the next card was played.
    Team B claims that A missed its declaration. How many game points
    does each team score?
gaigel-knocking-q-claim-right-h1 = Check the accused team's points against the target: who was right?
gaigel-knocking-q-claim-right-h2 = A correct claim works like a won dispute: the claiming team scores.
gaigel-knocking-q-claim-right-x =
    Having 101 is not enough: you must { -gaigel-knock } in time. A's points are
    useless once the claim succeeds; B scores 2.

gaigel-knocking-q-claim-wrong =
    Team B thinks A reached 101 without knocking, and claims. Counted:
    A has only 95. How many game points does each team score?
gaigel-knocking-q-claim-wrong-h1 = Who was right about A's points?
gaigel-knocking-q-claim-wrong-h2 = A wrong claim is punished: the side that is right scores 2.

gaigel-knocking-table =
    Now at the table. A { -gaigel-knock } can come in any round of announcements:
    before every card, and twice after each of tricks 1 to 7 (before
    the draw and after it). Right after a { -gaigel-knock } the opponents decide
    whether to dispute it: first the opponent who plays after the
    knocker, then his { -partner }. One dispute is enough for the team.

    You sit at seat 2 (team A, with seat 0). Trump is Hearts. Count
    team B's points as the deal goes: the moves of the other seats and
    your own cards are played for you. Choose by number, or type the
    move ("dispute", "pass"). ? gives a hint, ! shows the lesson's move.

gaigel-knocking-d-dispute =
    Seat 1 has just knocked for team B. You play after him, so you are
    asked first: do you dispute the { -gaigel-knock }, or let it stand?
gaigel-knocking-d-dispute-h1 = Count team B's points: { -trick } 1 (four Aces), the royal { -gaigel-marriage }, and { -trick } 2.
gaigel-knocking-d-dispute-h2 = 44 + 40 + 12: is that 101?
gaigel-knocking-d-dispute-x =
    Dispute. Team B has 44 (four Aces) + 40 (the royal { -gaigel-marriage }) + 12
    (the Ten of Hearts and the Unter of Bells) = 96, not 101. The { -gaigel-knock }
    is wrong, so the dispute wins: team A scores 2. Had you passed,
    seat 0 would have been asked next; had he passed too, the wrong
    { -gaigel-knock } would have stood and scored for team B.

gaigel-knocking-deadline =
    The deadline, exactly. As soon as your team has 101 or more, either
    of you must { -gaigel-knock } before the next card is played, at his place in a
    round. After a { -trick } the winner is asked first, so there is always
    time.
    If a card is played instead (by anyone), your team has missed its
    declaration. From then on it may not { -gaigel-knock }, nor declare five 7s,
    for the rest of the deal. It can only be claimed against.
    A claim, in turn, must wait for that deadline: the opponents may
    claim only once a card has been played since the accused team's
    total last rose. Until then the accused team may still { -gaigel-knock }.

gaigel-knocking-d-forgot =
    Your { -partner } (seat 0) won { -trick } 1 and declared the double royal
    { -gaigel-marriage }, then passed. Seat 1 passed. Now it is your place in the
    round after the { -trick }. What do you do?
gaigel-knocking-d-forgot-h1 = Count your team's points: the { -trick }, and the double royal { -gaigel-marriage }.
gaigel-knocking-d-forgot-h2 = 43 + 80 = 123. Either { -partner } may { -gaigel-knock }, and it must happen before the next card.
gaigel-knocking-d-forgot-x =
    Knock. Your team has 43 + 80 = 123. Your { -partner } forgot, but
    either of you may { -gaigel-knock }, and the next card has not been played
    yet. Team B has no { -trick }, so the { -gaigel-knock } is a Gaigel: 2 game points.

gaigel-knocking-d-late =
    The same deal, played differently: nobody knocked after { -trick } 1,
    and your { -partner } led the King of Hearts to { -trick } 2. You drew a 7
    and now hold five 7s. Seat 1 passed. Can you still { -gaigel-knock }, or
    declare your five 7s? What do you do?
gaigel-knocking-d-late-h1 = A card was played while your team had 123 and had not knocked. What does that mean for your team?
gaigel-knocking-d-late-h2 = Five 7s are a { -gaigel-knock } too. And team B has no points at all: a claim against it would be lost.
gaigel-knocking-d-late-x =
    Pass: the table offers neither a { -gaigel-knock } nor five 7s. Your team let
    a card be played at 123 without knocking, so it has missed its
    declaration: no late { -gaigel-knock }, and no five 7s, which are a { -gaigel-knock }.
    Seat 3 claims: team A really has 123, so team B scores 2.

gaigel-knocking-d-claim =
    The same deal from the other side: you are seat 1, team B. Seat 0
    won { -trick } 1 and declared the double royal { -gaigel-marriage }: team A has 123.
    Nobody knocked in the two rounds after the { -trick }, and you could not
    claim yet. Now seat 0 has led the King of Hearts to { -trick } 2. You
    play next, so you are asked first. What do you do?
gaigel-knocking-d-claim-h1 = A card has now been played while team A had 123 without a { -gaigel-knock }.
gaigel-knocking-d-claim-x =
    Claim. Team A let a card be played at 123, so it missed its
    declaration. The count confirms the claim: team B scores 2.
    Before that card a claim was not allowed: team A could still { -gaigel-knock }
    in time. That is why the table offered no claim in the rounds
    after the { -trick }.
