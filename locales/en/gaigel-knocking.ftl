# Lesson 9 of Gaigel: knocking at 101, Gaigel, disputes and claims (rules 8.1, 8.2, 8.5; decisions G16, G17, G18, G24).


gaigel-knocking-intro =
    The target is 101 deal points. As soon as your team has 101 or more,
    one of you must knock on the table. That declares the win and ends
    the deal at once.
    Knock at once: before the next card is played. If your team lets a
    card be played at 101 or more, it has missed its declaration and
    may not knock any more for the rest of the deal.
    A correct knock scores 1 game point for your team.

gaigel-knocking-gaigel =
    Gaigel! If the opponents have not won a single trick when you knock,
    the knock is worth 2 game points instead of 1.
    One trick by either opponent is enough to spoil it.
    Five 7s are a knock too: declaring them ends the deal and is scored
    the same way, 1 game point, or 2 if the opponents have no trick.

gaigel-knocking-q-plain =
    Team A knocks. Nobody disputes. A has won 4 tricks, B has won 3.
    How many game points does each team score?
gaigel-knocking-q-plain-h1 = Is this an ordinary knock or a Gaigel?
gaigel-knocking-q-plain-h2 = B has won tricks, so there is no Gaigel. Only the knocking team scores.

gaigel-knocking-q-gaigel =
    Team B knocks after its fifth trick. Team A has not won a trick all
    deal. Nobody disputes. How many game points does each team score?
gaigel-knocking-q-gaigel-h1 = Look at the tricks of the team that did not knock.
gaigel-knocking-q-gaigel-h2 = A knock while the opponents have no trick is a Gaigel.

gaigel-knocking-q-five-sevens =
    Before the first card of the deal, a player of team A declares five
    7s. Nobody disputes. How many game points does each team score?
gaigel-knocking-q-five-sevens-h1 = Five 7s count as a knock. How many tricks do the opponents have?
gaigel-knocking-q-five-sevens-h2 = No trick has been played yet, so the opponents have none.
gaigel-knocking-q-five-sevens-x =
    Five 7s are scored like any knock. Declared before the first trick
    is complete, the opponents cannot have a trick: always a Gaigel.

gaigel-knocking-dispute =
    Nobody may write the score down, so a knock can be wrong. Right
    after a knock the opponents may dispute it. Then everything is
    counted, and whoever is right scores 2:
      knockers have 101 or more: the knockers score 2,
      knockers have 100 or less: the disputing team scores 2.
    That is all: no extra point for Gaigel on top. A deal is never worth
    more than 2 (before any carried points).
    If nobody disputes, the knock stands as made, even a wrong one.

gaigel-knocking-q-no-stacking =
    Team A knocked; B disputes. A really has 104, and B has not won a
    single trick. How many game points does each team score?
gaigel-knocking-q-no-stacking-h1 = A won the dispute. Does the Gaigel by tricks come on top of that?
gaigel-knocking-q-no-stacking-h2 = Reasons for a Gaigel do not add up: a Gaigel is worth 2, once.
gaigel-knocking-q-no-stacking-x =
    A disputed knock is settled by the count alone. It is worth 2 to
    the side that is right, whatever the tricks. The 2 for "no opponent
    trick" belongs to the undisputed knock; the two never stack.

gaigel-knocking-q-disputed-wrong =
    Team A knocked, but B disputes. Counted: A has only 97. How many
    game points does each team score?
gaigel-knocking-q-disputed-wrong-h1 = Who was right, the knockers or the disputers?
gaigel-knocking-q-disputed-wrong-h2 = A lost dispute is not just a lost win: the side that is right scores the 2.

gaigel-knocking-q-undisputed-wrong =
    Team A knocks, counting 101. In fact A has only 96, but team B
    does not dispute. A has won 5 tricks, B 2. How many game points
    does each team score?
gaigel-knocking-q-undisputed-wrong-h1 = When are the points of a knock checked?
gaigel-knocking-q-undisputed-wrong-h2 = Only a dispute checks a knock. Without one, it is scored like any knock.
gaigel-knocking-q-undisputed-wrong-x =
    The count is made only when the opponents dispute. B let the knock
    stand, so A scores as for a correct knock: 1, as B has tricks.
    If you doubt a knock, dispute it.

gaigel-knocking-claim =
    The other mistake is not knocking. When a team seems to have 101
    and a card has been played without a knock, the other team may
    claim that the declaration was missed. Then the accused team's
    points are counted, and again whoever is right scores 2:
      accused has 101 or more: the claiming team scores 2,
      accused has 100 or less: the accused team scores 2.
    Tricks do not matter in a dispute or a claim.

gaigel-knocking-q-claim-right =
    Team A reached 108 but did not knock, and the next card was played.
    Team B claims that A missed its declaration. How many game points
    does each team score?
gaigel-knocking-q-claim-right-h1 = Check the accused team's points against the target: who was right?
gaigel-knocking-q-claim-right-h2 = A correct claim works like a won dispute: the claiming team scores.
gaigel-knocking-q-claim-right-x =
    Having 101 is not enough: you must knock in time. A's points are
    useless once the claim succeeds; B scores 2.

gaigel-knocking-q-claim-wrong =
    Team A thinks B reached 101 without knocking, and claims. Counted:
    B has only 95. How many game points does each team score?
gaigel-knocking-q-claim-wrong-h1 = Who was right about B's points?
gaigel-knocking-q-claim-wrong-h2 = A wrong claim is punished: the side that is right scores 2.
