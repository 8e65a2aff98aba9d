# Lesson 5 of Rikken: Troela (rules 7.1, 7.2 rules 5-6, 7.4, 8).


rikken-troela-intro =
    Three aces in one hand are a fine start, and Rikken has a bid made
    for exactly that hand: Troela.
      - Only a player dealt exactly three aces may bid Troela.
        Two aces are not enough, and four aces do not qualify.
      - Troela ranks high: above Open misère and Open piek, below
        the two met-praatje bids, 13 alleen and Open 13 alleen.
      - Like Rik it is played two against two: the declarer and a
        { -partner } need 8 tricks together.

rikken-troela-must-bid =
    With exactly three aces you may not make any bid below Troela:
    no Rik, no Rik beter, no 8 to 12 alleen, no Misère or Piek, no
    Open misère or Open piek.
    There is more. At your first turn, if nobody has yet bid higher
    than Troela, you must bid Troela or higher: passing is not allowed.
    You may pass only if a bid above Troela already stands, or at a
    later turn, after someone has overbid you.

rikken-troela-q-over-open =
    Seat 0 bid Open misère. You are seat 1 and hold three aces. May
    you bid Troela?
rikken-troela-q-over-open-h1 = Where does Troela stand in the list of bids, compared with Open misère?
rikken-troela-q-over-open-h2 = Troela ranks just above the open pair (Open misère and Open piek).
rikken-troela-q-over-open-x =
    Troela ranks above Open misère, so it overbids it, and your three
    aces entitle you to it. In fact you must bid something at this
    first turn, since no bid above Troela stands yet.

rikken-troela-q-no-pass =
    Seat 0 bid Rik and seat 1 passed. You are seat 2, you hold three
    aces, and this is your first turn. May you pass?
rikken-troela-q-no-pass-h1 = What does the three-ace rule say about your first turn?
rikken-troela-q-no-pass-h2 = The only bid so far, Rik, ranks below Troela.
rikken-troela-q-no-pass-x =
    Rik ranks below Troela, so no bid above Troela stands yet. At
    your first turn you must bid Troela or higher; passing is not
    allowed. Troela itself overbids the Rik.

rikken-troela-q-higher-bids =
    Seat 0 opened with Open piek met praatje. You are seat 1 and hold
    three aces. Which bids may you make?
rikken-troela-q-higher-bids-h1 = Which is higher: Troela or Open piek met praatje?
rikken-troela-q-higher-bids-h2 = Open piek met praatje outranks Troela. What may follow a bid of a pair rank?
rikken-troela-q-higher-bids-x =
    Open piek met praatje ranks above Troela, so Troela is too low
    now. You may join the met-praatje pair (Open misère met praatje
    or Open piek met praatje) or bid 13 alleen or Open 13 alleen.
    Since a bid above Troela already stands, you may also pass.

rikken-troela-q-later-pass =
    You are seat 0 and hold three aces. You opened with Troela; seat 1
    overbid you with Open misère met praatje, and seats 2 and 3 passed.
    It is your turn again. May you pass?
rikken-troela-q-later-pass-h1 = Is this your first turn?
rikken-troela-q-later-pass-h2 = The duty to bid belongs to the first turn only.
rikken-troela-q-later-pass-x =
    The duty to bid applies only at your first turn, and you met it
    by bidding Troela. Now you may pass (seat 1 then plays Open
    misère met praatje), join the met-praatje pair, or bid 13 alleen
    or Open 13 alleen.

rikken-troela-partner =
    After the { -rikken-auction } the Troela declarer says which ace is missing,
    for example "I lack the ace of diamonds". The player who holds
    that fourth ace says so at once and becomes the { -partner }. Nothing
    is secret here, and there is no blind call.
    The { -partner }, not the declarer, chooses trumps: any suit except
    the suit of the fourth ace. There is no no-trump Troela.
    In play the fourth ace behaves like a { -rikken-called-ace }; what that means
    comes in the next lesson, with the rules for following suit.

rikken-troela-q-partner-trumps =
    Troela: seat 0 said that he lacks ♥A. Seat 2 made himself known
    at once as its { -rikken-holder }, the { -partner }, and named spades as trumps.
    Seat 0 leads his ♦A. Which card wins the { -trick }?
rikken-troela-q-partner-trumps-h1 = Who named the trumps, and which suit did he name?
rikken-troela-q-partner-trumps-h2 = Spades are trumps. Was a spade played to this { -trick }?
rikken-troela-q-partner-trumps-x =
    The ♠3 wins: spades are trumps, because the { -partner } named them,
    and any { -trump } beats the Ace of the suit led. The declarer's own
    aces are ordinary cards; he does not choose the trumps in Troela.

rikken-troela-score =
    Troela is worth one chip more than Rik (lesson 9 has the whole
    table):
      made: 2 for 8 tricks, and 1 more for each { -trick } over 8;
      failed: 2, and 1 more for each { -trick } short of 8.
    As in Rik, the declarer and the { -partner } each win that amount and
    each opponent loses it. On a failure it is the other way round.

rikken-troela-q-made-nine-h1 = Add the tricks of the declarer and the { -partner }: that is the side's total.
rikken-troela-q-made-nine-h2 = 9 tricks is one more than the 8 needed. Who wins and who loses the amount?
rikken-troela-q-made-nine-x =
    Seats 1 and 3 took 5 + 4 = 9 tricks, one over the 8 needed:
    2 + 1 = 3. Seats 1 and 3 win 3 each; seats 0 and 2 lose 3 each.

rikken-troela-q-failed-seven-h1 = How many tricks did the declarer and the { -partner } take together?
rikken-troela-q-failed-seven-h2 = 7 is one short of 8. A failure costs 2, plus 1 for each missing { -trick }.
rikken-troela-q-failed-seven-x =
    Seats 0 and 1 took 4 + 3 = 7, one short of 8: 2 + 1 = 3. The
    declarer and the { -partner } lose 3 each; seats 2 and 3 win 3 each.
