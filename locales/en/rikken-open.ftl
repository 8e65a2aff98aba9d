# Lesson 8 of Rikken: Misère, Piek, the open contracts and simultaneous declarers
# (rules 6.2, 6.3, 7.1, 7.2 rules 4, 7-9, 7.5, 8).


rikken-open-intro =
    Misère and Piek are played alone against the other three, and
    without trumps. The Misère declarer must lose every { -trick }; the
    Piek declarer must win exactly one.
    Play follows the usual rules: seat 0 leads to { -trick } 1, everyone
    must { -follow-suit } if possible, and a void player may play any card
    (with no trumps, that is a plain discard). Every { -trick } is won by
    the highest card of the suit led.

rikken-open-q-no-trump-winner =
    Open piek, { -trick } 3: the declarer's hand lies face up on the table.
    Which card wins the { -trick }?
rikken-open-q-no-trump-winner-h1 = Is there a { -trump } suit in Piek?
rikken-open-q-no-trump-winner-h2 = No trumps: the highest card of the suit led wins.
rikken-open-q-no-trump-winner-x =
    Hearts were led and there are no trumps, so the ♣A cannot win.
    The highest heart, ♥J, wins. The open hand makes no difference.

rikken-open-q-misere-follow =
    You are the Misère declarer, so you want to lose every { -trick }.
    Diamonds were led with ♦9. Which cards may you play?
rikken-open-q-misere-follow-h1 = Do you hold a diamond?
rikken-open-q-misere-follow-h2 = You must { -follow-suit }, even when every card you hold in that suit beats the card led.
rikken-open-q-misere-follow-x =
    You hold ♦K and ♦10, so you must play one of them, although both
    beat the ♦9 and may win you the { -trick }. You could throw ♠2 or ♣3
    only if you had no diamonds.

rikken-open-exposed =
    The open contracts add exposure:
      - Open misère, Open piek and Open 13 alleen: when { -trick } 1 is
        complete, the declarer lays the rest of his or her hand face
        up on the table and plays on from it.
      - Open misère met praatje and Open piek met praatje ("with a
        chat"): after { -trick } 1 all four players lay their hands face
        up, and the three opponents may discuss their play aloud.
    Exposure and discussion change nothing else: the same cards are
    legal, and the same card wins the { -trick }.

rikken-open-q-praatje-follow =
    Open misère met praatje, late in the deal: all four hands lie
    open. You are one of the three opponents, and your two allies
    tell you to get rid of your ♥A. Clubs were led. Which cards may
    you play?
rikken-open-q-praatje-follow-h1 = Does the discussion change the follow rules?
rikken-open-q-praatje-follow-h2 = You hold a club, so you must play it.
rikken-open-q-praatje-follow-x =
    Open hands and table talk never change what is legal. You hold
    ♣J, your only club, so it is your only legal card; the ♥A has to
    wait for a { -trick } in which you are void.

rikken-open-pairs =
    In the { -rikken-auction } Misère and Piek have the same rank; so do Open
    misère and Open piek, and the two met-praatje bids. While the
    highest bid is one of such a pair, a player whose turn it is may
    bid either member of the pair, even the very same bid. That does
    not overbid anyone: all these bids stand together.
    The { -rikken-auction } ends when everyone still in it holds a bid of the top
    rank. All of them are then declarers and play at the same time,
    each for himself or herself.
    A strictly higher bid cancels the whole pair. The overbid players
    stay in the { -rikken-auction }: at their next turn they may pass, bid
    higher, or join the new top bid if it is a pair.

rikken-open-q-three-declarers-h1 = Does an Open misère overbid an Open piek?
rikken-open-q-three-declarers-h2 = Open misère and Open piek share a rank, and a bid may be repeated within a pair. Who did not pass?
rikken-open-q-three-declarers-x =
    Seats 1, 2 and 3 all bid at the rank of Open misère and Open piek,
    so none of them overbids another, and seat 0 passed. All three are
    declarers: seat 1 Open piek, seat 2 Open misère and seat 3 Open
    piek.

rikken-open-q-overbid-pair-h1 = Which bid is the highest? Does it share its rank with the earlier ones?
rikken-open-q-overbid-pair-h2 = Open misère met praatje is a pair of its own, ranked above Open misère and Open piek, so it cancels both.
rikken-open-q-overbid-pair-x =
    Open misère met praatje is strictly higher than Open misère and
    Open piek: the two open pairs are different ranks. Seats 3, 0 and
    1 then passed, so seat 2 alone plays Open misère met praatje.

rikken-open-q-rejoin-h1 = After being overbid, seat 0 had another turn. What did seat 0 bid?
rikken-open-q-rejoin-h2 = Open piek has the same rank as Open misère, so seat 0 joined the top rank.
rikken-open-q-rejoin-x =
    Seat 2's Open misère overbid the first pair. Seat 0, still in the
    { -rikken-auction }, joined with Open piek, which has the same rank, and seat 1
    passed. Seat 2 (Open misère) and seat 0 (Open piek) both play.

rikken-open-scoring =
    Misère and Piek are worth 5 chips; the open ones and the
    met-praatje ones are worth 15. Made or failed, the amount is the
    same: the declarer collects it from each of the other three, or
    pays it to each of them.
    With several declarers, each { -rikken-contract } is settled on its own with
    all three others, the other declarers included. A player's result
    for the deal is the sum of those settlements.

rikken-open-q-pair-score-misere =
    Seat 0 played Misère and seat 1 played Piek in the same deal.
    Seat 0 took no { -trick }; seat 1 took 3. Settle seat 0's Misère on its
    own: how many chips does each player win or lose by it?
rikken-open-q-pair-score-misere-h1 = Did seat 0 make the Misère? What is a Misère worth?
rikken-open-q-pair-score-misere-h2 = A made Misère collects 5 from each of the other three, the other declarer included.
rikken-open-q-pair-score-misere-x =
    Seat 0 took no { -trick }: the Misère is made. Seat 0 collects 5 from
    each of seats 1, 2 and 3: +15 for seat 0, −5 for each other seat.

rikken-open-q-pair-score-piek =
    The same deal: now settle seat 1's Piek on its own (seat 1 took 3
    tricks). How many chips does each player win or lose by it?
rikken-open-q-pair-score-piek-h1 = Piek asks for exactly one { -trick }. Did seat 1 make it?
rikken-open-q-pair-score-piek-h2 = A failed Piek pays 5 to each of the other three, the other declarer included.
rikken-open-q-pair-score-piek-x =
    3 tricks is not exactly 1, so the Piek failed: seat 1 pays 5 to
    each other seat: −15 for seat 1, +5 for each other seat.
    The whole deal is the sum of both settlements:
    seat 0 +15 + 5 = +20, seat 1 −5 − 15 = −20,
    seats 2 and 3 −5 + 5 = 0.
