# Lesson 3 of Rikken: the auction (rules 7.2, 7.5).


rikken-auction-turns =
    Seat 0, the { -dealer }'s left, speaks first. The turn then goes
    clockwise, round after round, for as long as needed.

    At your turn you either bid or pass:
      - A bid must rank higher than the highest bid so far.
      - A pass is final: you take no further part in this { -rikken-auction },
        even if you passed before anyone had bid.
      - If someone overbids you, you stay in. At your next turn you
        may bid higher again, or pass.

    The { -rikken-auction } ends when everyone still in it holds the highest
    bid. Usually that means three players have passed: the fourth
    becomes the declarer and plays his or her last bid.

rikken-auction-q-pass-final-h1 = Seat 0 passed before anyone bid. Does seat 0 get another turn?
rikken-auction-q-pass-final-h2 = A pass is final. How many players are still in the { -rikken-auction }?
rikken-auction-q-pass-final-x =
    Seats 0, 2 and 3 have passed, and a pass is final, so only seat 1
    is left. The { -rikken-auction } is over: seat 1 is the declarer and plays Rik.

rikken-auction-q-overbid-again-h1 = Seat 0 was overbid by Rik beter. Was that the end for seat 0?
rikken-auction-q-overbid-again-h2 = Follow the turns: after seat 3 comes seat 0 again, then seat 1. Who is left at the end?
rikken-auction-q-overbid-again-x =
    Seat 0 stayed in after being overbid and, at the next turn, bid
    9 alleen. Seat 1 then passed, the third pass, so seat 0 is the
    declarer with 9 alleen. Seat 0's Rik no longer counts.

rikken-auction-passed-out =
    If all four players pass without a single bid, the deal is passed
    out: the cards are not played, nobody wins or loses anything, and
    the next { -dealer }, to the left, deals a new hand.

    Once the first three players have passed, the { -dealer } may still
    bid. If he or she does, the { -rikken-auction } ends at once, and the { -dealer }
    is the declarer.

rikken-auction-q-passed-out-h1 = Has anyone made a bid at all?
rikken-auction-q-passed-out-h2 = Four passes and no bid: is there a { -rikken-contract } to play?
rikken-auction-q-passed-out-x =
    Nobody bid, so there is no declarer and no { -rikken-contract }: the deal is
    passed out. The { -dealer } was free to pass too; nobody is ever forced
    to bid just for being last. The deal passes to the left.

rikken-auction-q-dealer-last =
    Seats 0, 1 and 2 pass. The { -dealer }, seat 3, bids 8 alleen. Is the
    { -rikken-auction } over, and who plays what?
rikken-auction-q-dealer-last-h1 = After three passes, may the { -dealer } still bid?
rikken-auction-q-dealer-last-h2 = Everyone else has passed, and a pass is final. Is anyone left to overbid the { -dealer }?
rikken-auction-q-dealer-last-x =
    The { -dealer } may bid after three passes, and the bid ends the
    { -rikken-auction } at once: the three others have passed for good, so
    nobody can answer it. Seat 3 plays 8 alleen.

rikken-auction-pairs =
    The three equal pairs (Misère and Piek; Open misère and Open
    piek; the two met-praatje bids) follow a special rule. When the
    highest bid is one of a pair, a player may join it with either
    bid of that pair, the other one or the very same one. Any number
    of players may join: Misère, then Piek, then Misère again.

    Joining cancels nothing: all the equal bids stand together, and
    their bidders are the holders of the highest bid. If everyone
    still in the { -rikken-auction } is a { -rikken-holder }, the { -rikken-auction } ends, and every
    { -rikken-holder } plays his or her own { -rikken-contract } at the same time.

    A strictly higher bid cancels all of them at once. The former
    holders stay in the { -rikken-auction } and get their turns as usual: they
    may pass, bid higher, or join the new highest bid if it is itself
    one of a pair.

rikken-auction-q-join-same-h1 = Piek is the highest bid. Which bids may join it?
rikken-auction-q-join-same-h2 = Either bid of the pair may join: Misère, and Piek as well. Then add every higher bid this hand may make.
rikken-auction-q-join-same-x =
    Seat 2 may join with Misère or with Piek (the same bid as seat 1),
    or bid anything higher, from 9 alleen up. Only Troela is missing:
    it needs exactly three aces, and this hand has none.

rikken-auction-q-three-declarers-h1 = Did seat 2 or seat 3 bid higher than Misère, or did they join it?
rikken-auction-q-three-declarers-h2 = Misère and Piek have the same rank. Who is still in the { -rikken-auction }, and are they all holders?
rikken-auction-q-three-declarers-x =
    Seats 2 and 3 joined the Misère of seat 0. Seat 1 passed; the
    other three all hold the highest rank, so the { -rikken-auction } is over.
    Three declarers play at once: seats 0 and 2 Misère, seat 3 Piek.

rikken-auction-q-former-holder-h1 = Open misère cancelled Misère and Piek. Is seat 0 still in the { -rikken-auction }?
rikken-auction-q-former-holder-h2 = Seat 0 has not passed. The highest bid, Open misère, is one of a pair; which bids may join it?
rikken-auction-q-former-holder-x =
    Seat 0's Misère is cancelled, but seat 0 has not passed. Seat 0
    may join with Open misère or Open piek, or bid higher: the
    met-praatje pair, 13 alleen or Open 13 alleen. Troela would need
    exactly three aces.

rikken-auction-q-pair-overbid-h1 = What did 9 alleen do to the Misère and the Piek?
rikken-auction-q-pair-overbid-h2 = A strictly higher bid cancels every bid of the pair. Then seats 3, 0 and 1 all passed.
rikken-auction-q-pair-overbid-x =
    9 alleen is higher than Misère and Piek and cancels both. Seats 0
    and 1 could have bid again but passed, like seat 3. Seat 2 alone
    is left and plays 9 alleen.

rikken-auction-aces =
    Aces change the { -rikken-auction }.

    A player dealt exactly three aces may not make any bid below
    Troela (Rik up to Open piek). What is more, at his or her first
    turn, such a player must bid Troela or higher and may not pass,
    unless a bid above Troela has already been made. At a later turn
    he or she may pass as usual.

    A player dealt all four aces has no such duty, and may bid Rik
    or anything else, but not Troela: Troela is only for exactly
    three aces.

rikken-auction-q-must-bid-h1 = Count the aces in this hand. Is this the player's first turn?
rikken-auction-q-must-bid-h2 = Three aces, first turn, and no bid above Troela yet: what must this player do?
rikken-auction-q-must-bid-x =
    Seat 1 holds three aces (♠A, ♥A, ♣A), it is seat 1's first turn,
    and no bid has been made at all. So seat 1 may not pass: he or
    she must bid Troela or higher.

rikken-auction-q-three-aces-h1 = How many aces does this hand hold? Which bids does that rule out?
rikken-auction-q-three-aces-h2 = Nothing below Troela is allowed. Which bids remain from Troela up?
rikken-auction-q-three-aces-x =
    With three aces, every bid below Troela is out, however high:
    Open misère and Open piek too. What remains is Troela, the two
    met-praatje bids, 13 alleen and Open 13 alleen.

rikken-auction-q-four-aces-h1 = Count the aces. Who may bid Troela?
rikken-auction-q-four-aces-h2 = Troela needs exactly three aces, not three or more.
rikken-auction-q-four-aces-x =
    This hand holds all four aces, so Troela is not allowed: there
    would be no fourth ace to find a { -partner } with. Any other bid is
    open to this player, and a pass as well.
