# Lesson 1 of Rikken: players and seats, the pack, the ranks, who wins a trick (rules 1-4, 6.1).


rikken-pack-intro =
    Rikken is a trick-taking game from the south of the Netherlands,
    mostly Noord-Brabant, and from Belgium. Four players take part,
    but there are no fixed partners: each player plays and scores
    for himself or herself.

    In every deal the { -rikken-auction } decides how the table splits. Either
    two play against two, the declarer having a temporary { -partner }
    for this deal only, or the declarer plays alone against the
    other three. At the next deal the sides are formed afresh.

rikken-pack-seats =
    Dealing, bidding and play all go clockwise. The tutor numbers the
    seats from the { -dealer }'s left:

        seat 0   the { -dealer }'s left: bids first, leads to { -trick } 1
        seat 1   opposite the { -dealer }
        seat 2   the { -dealer }'s right
        seat 3   the { -dealer }

    The { -dealer } deals out the whole pack, 13 cards to each player.
    There is no stock, and no card is turned up for trumps.

rikken-pack-deal =
    The cards are not shuffled between deals: the tricks of the last
    deal are gathered as they lie. The player on the { -dealer }'s right
    (seat 2) cuts, and the { -dealer } deals clockwise from seat 0, in
    packets: six rounds of 2 cards, then one round of 1 card (or
    four rounds of 3, then 1). Packets of 6 and 7, or 4, 5 and 4,
    are also played; the packets change no rule. Only the first
    deal of an evening is shuffled.

    After every deal, a passed-out deal included, the deal passes
    to the left: seat 0 deals the next one. So every player moves
    on one seat number: whoever was seat 1 becomes seat 0, bids
    first and leads first.

rikken-pack-ranks =
    Rikken uses the ordinary pack of 52 cards: four suits of 13 cards,
    one of each card. The tutor shows spades ♠, hearts ♥, diamonds ♦
    and clubs ♣.

    Every suit ranks the same way, from the highest down:

        A  K  Q  J  10  9  8  7  6  5  4  3  2

    The Ace is the highest card, and the Ten simply sits between the
    Jack and the Nine. The cards carry no points at all: in Rikken
    only the number of tricks you win counts.

rikken-pack-q-ace-high-h1 = Is the Ace high or low in Rikken?
rikken-pack-q-ace-high-h2 = The order is A K Q J 10 … 2: the Ace is above the King.
rikken-pack-q-ace-high-x =
    All four cards are diamonds and there are no trumps, so the
    highest diamond wins: the Ace (♦A), third card of the { -trick }.

rikken-pack-q-ten-below-jack-h1 = Where does the Ten stand in the rank order A K Q J 10 … 2?
rikken-pack-q-ten-below-jack-h2 = The Ten ranks below the Jack. Which picture card is the highest here?
rikken-pack-q-ten-below-jack-x =
    The Queen (♥Q) beats the Jack, the Ten and the Nine. If you come
    from Gaigel, mind the Ten: in Rikken it is not a high card.

rikken-pack-tricks =
    The game is played in tricks. The leader may lead any card; the
    others each add one card, in clockwise order. Which cards they
    may play comes in a later lesson.

    Without trumps, the { -trick } goes to the highest card of the suit
    led. A card of another suit never wins, not even an Ace. Two of
    the contracts, Misère (win no { -trick }) and Piek (win exactly one
    { -trick }), are always played this way: they have no trumps.

rikken-pack-q-offsuit-ace-h1 = Which suit was led? Can an Ace of another suit win the { -trick }?
rikken-pack-q-offsuit-ace-h2 = Only the clubs count. Which club is the highest?
rikken-pack-q-offsuit-ace-x =
    Clubs were led. The Aces of spades and hearts are of other suits,
    so they cannot win. The Nine of clubs (♣9) beats the Five and
    takes the { -trick }.

rikken-pack-q-lead-wins-h1 = There are no trumps in Piek. Which suit counts?
rikken-pack-q-lead-wins-h2 = The hearts are of another suit. Compare only the two spades.
rikken-pack-q-lead-wins-x =
    Spades were led and the hearts do not count, however high they
    are: there are no trumps. The Three of spades (♠3), the card that
    was led, beats the Two and wins.

rikken-pack-trumps =
    Most contracts do have a { -trump } suit. The trumps are not part of
    the bid (except in Rik beter, where they are always hearts): the
    declarer, or in one { -rikken-contract } the { -partner }, names them after the
    { -rikken-auction }. Such a { -rikken-contract } is never played without trumps.

    When one or more trumps are played to a { -trick }, the highest { -trump }
    wins, whatever suit was led. Any { -trump } beats any card of another
    suit: with spades as trumps, the ♠2 beats the ♦A.

    If no { -trump } is played, the highest card of the suit led wins, as
    before.

rikken-pack-q-low-trump-h1 = Spades are trumps. Was a spade played to this { -trick }?
rikken-pack-q-low-trump-h2 = Any { -trump } beats every card of another suit, the Ace included.
rikken-pack-q-low-trump-x =
    The Two of spades (♠2) is the only { -trump } in the { -trick }, so it wins
    against the Ace, King and Queen of diamonds.

rikken-pack-q-overtrump-h1 = Two trumps were played. Which one is higher?
rikken-pack-q-overtrump-h2 = Between trumps, the normal rank order decides: the Jack beats the Four.
rikken-pack-q-overtrump-x =
    Clubs are trumps. The ♣4 took the lead from the ♥K, but the ♣J
    is a higher { -trump } and wins. The Ace of hearts (♥A) counts for
    nothing once a { -trump } is in the { -trick }.

rikken-pack-q-trump-led-h1 = Diamonds are trumps, and a diamond was led. Does the Ace of spades stand a chance?
rikken-pack-q-trump-led-h2 = Compare the trumps only: the Seven, the Queen and the Three.
rikken-pack-q-trump-led-x =
    The highest { -trump } wins: the Queen of diamonds (♦Q). The Ace of
    spades (♠A) is of another suit and not a { -trump }, so it cannot win.

rikken-pack-q-beter-hearts =
    The { -rikken-contract } is Rik beter, where hearts are always trumps.
    Which card wins this { -trick }?
rikken-pack-q-beter-hearts-h1 = Is there a heart in the { -trick }?
rikken-pack-q-beter-hearts-h2 = A { -trump } beats the Ace of the suit led: the Two of hearts is a { -trump }.
rikken-pack-q-beter-hearts-x =
    Hearts are trumps, and the ♥2 is the only { -trump } played, so it
    takes the { -trick } from the Ace of clubs (♣A).

rikken-pack-lead =
    Seat 0, the player to the { -dealer }'s left, leads to the first { -trick }:
    in every { -rikken-contract }, whoever the declarer is. After that, whoever
    wins a { -trick } leads to the next one.

    The leader may lead any card of his or her hand: a { -trump }, a low
    card, an Ace, anything. The duties of the other players come in
    a later lesson.

rikken-pack-q-lead-any =
    Trick 10: you won { -trick } 9, so you lead.
    Which cards may you play?
rikken-pack-q-lead-any-h1 = Nobody has played yet. Is there any rule that binds the leader?
rikken-pack-q-lead-any-h2 = The lead is free: there is no suit to follow and no duty to lead trumps.
rikken-pack-q-lead-any-x =
    As the leader you may play any of your four cards. Rules about
    which card to play bind only the players after the leader.
