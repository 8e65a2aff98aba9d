# Lesson 7 of Gaigel: the trump 7 exchange and five 7s (rules 7.3, 7.4; decisions G12, G13, G14, G16).


gaigel-sevens-intro =
    The turned card lies face up under the stock and shows the { -trump }.
    If you hold the 7 of trumps, you may exchange it for that card:
    the turned card goes into your hand, your 7 takes its place under
    the stock, and your team scores 10 points.
    Example: { -trump } is Acorns and the turned card is the Ace of Acorns.
    Exchange your 7 of Acorns and the Ace is yours.

gaigel-sevens-own-trick =
    One condition: you yourself must have won a { -trick } in this deal.
    Your { -partner }'s tricks do not count here, even though you share
    the points with him.
    The timing is generous: any pause between two cards will do, in
    the middle of a { -trick }, after a { -trick } before or after the draw,
    whoever won that { -trick }, your turn to play or not.

gaigel-sevens-q-value =
    Trump is Hearts and the turned card is the Ace of Hearts (11 card
    points). You exchange your 7 of Hearts for it. How many points does
    the exchange itself score for your team?
gaigel-sevens-q-value-h1 = The exchange is a declaration with a fixed value, whatever card you receive.
gaigel-sevens-q-value-h2 = Look at the declaration, not at the Ace: the Ace scores only if it is captured in a { -trick }.
gaigel-sevens-q-value-x =
    The exchange is worth the same whatever lies there. The Ace you get
    is an ordinary card of your hand: its 11 points count only when it
    ends up in a { -trick } your team wins.

gaigel-sevens-q-partner-trick =
    Trump is Bells. Your { -partner } has just won his second { -trick }; you
    have won none yet. You hold the 7 of Bells and the turned card is
    still under the stock. May you exchange the 7 now?
gaigel-sevens-q-partner-trick-h1 = Whose tricks count for the exchange?
gaigel-sevens-q-partner-trick-h2 = The player who exchanges must have won a { -trick } himself.
gaigel-sevens-q-partner-trick-x =
    Points are shared by the team, but the right to exchange is not:
    it belongs to a player who has taken a { -trick } with his own card.
    Keep the 7 until you win a { -trick } yourself.

gaigel-sevens-q-any-round =
    Trump is Acorns. You won { -trick } 2. Now an opponent has just won
    { -trick } 4, and nobody has drawn yet. You hold the 7 of Acorns and the
    turned card is still there. May you exchange now?
gaigel-sevens-q-any-round-h1 = Does the exchange need the { -trick } that has just ended, or any { -trick } of yours?
gaigel-sevens-q-any-round-h2 = Unlike a { -gaigel-marriage }, the exchange may be made in any pause, whoever won the last { -trick }.
gaigel-sevens-q-any-round-x =
    Marriages belong to the moment after your own side's { -trick }. The
    exchange does not: once you have won any { -trick } in this deal, you
    may exchange in any pause while the turned card is there.

gaigel-sevens-then-marry =
    The exchange is not a { -gaigel-marriage }. It does not use up the one { -gaigel-marriage }
    a { -trick } allows, and the card you receive is an ordinary card of your
    hand from then on: it may even complete a { -gaigel-marriage } declared after
    the same { -trick }.

gaigel-sevens-q-then-marry =
    Trump is Hearts, and the turned card is the King of Hearts. You have
    just won { -trick } 4. At your place in the round after the { -trick } you
    exchange your 7 of Hearts for that King. You also hold the Ober of
    Hearts. Still at your place, before the draw, may you now declare
    the royal { -gaigel-marriage } with the King you received?
gaigel-sevens-q-then-marry-h1 = Does the exchange count as this { -trick }'s { -gaigel-marriage }?
gaigel-sevens-q-then-marry-h2 = The King is in your hand now, like any other card.
gaigel-sevens-q-then-marry-x =
    Yes: 10 for the exchange, then 40 for the royal { -gaigel-marriage }, both at
    your place in the same round. The exchange is not a { -gaigel-marriage }, and
    the King you took is yours to show.

gaigel-sevens-limits =
    Two things close the exchange:
    - The turned card has been drawn. It is the bottom card of the
      stock and is taken in the last draw, after { -trick } 7.
    - The turned card is itself the 7 of trumps. Swapping a 7 for a 7
      changes nothing, so nobody may exchange in this deal and nobody
      scores these 10 points.
    After an exchange a 7 lies there, so there is at most one per deal.

gaigel-sevens-q-drawn =
    Trump is Leaves. Trick 8 is being played: the stock is gone, and
    the turned card was drawn in the last draw. You won two tricks
    earlier and now hold the 7 of Leaves. May you exchange it?
gaigel-sevens-q-drawn-h1 = What would you exchange the 7 for?
gaigel-sevens-q-drawn-h2 = The exchange needs the turned card still lying under the stock.

gaigel-sevens-q-turned-seven =
    Trump is Hearts, and the turned card under the stock is a 7 of
    Hearts. You hold the other 7 of Hearts and you have just won a
    { -trick }. May you exchange your 7 for the turned card?
gaigel-sevens-q-turned-seven-h1 = What would you receive for your 7?
gaigel-sevens-q-turned-seven-h2 = The exchange needs a card other than a 7 lying under the stock.
gaigel-sevens-q-turned-seven-x =
    Taking a 7 for a 7 changes nothing, so it scores nothing: when the
    turned card is the 7 of trumps, nobody may exchange in this deal.

gaigel-sevens-five =
    Five 7s: hold five 7s at once (any suits; both copies count) and
    declare them for 101 points, the whole target in one go.
    No { -trick } is needed. But your whole hand must be 7s, so you need
    five cards: declare before you play your card to a { -trick }. Right
    after a { -trick }, before the draw, every hand has only four cards.
    Five 7s also end the deal at once: they count as your team's { -gaigel-knock }
    (more in the lesson on knocking).

gaigel-sevens-q-five-value =
    Trump is Bells. You hold the 7 of Acorns, both 7s of Leaves, the 7
    of Hearts and the 7 of Bells, and you declare five 7s. How many
    points does the declaration score?
gaigel-sevens-q-five-value-h1 = A 7 is worth nothing in a { -trick }, but five of them together are a declaration.
gaigel-sevens-q-five-value-h2 = Five 7s reach the target all by themselves.

gaigel-sevens-q-five-no-trick =
    Trump is Leaves. Before the first card of the deal you look at your
    hand: both 7s of Acorns, the 7 of Hearts and both 7s of Bells. You
    have won no { -trick }, of course. May you declare five 7s now?
gaigel-sevens-q-five-no-trick-h1 = Do five 7s have the same condition as the exchange?
gaigel-sevens-q-five-no-trick-h2 = Five 7s need five cards in hand, not a won { -trick }.

gaigel-sevens-q-five-four-cards =
    Trump is Hearts. Before { -trick } 3 your whole hand was five 7s. You
    led the 7 of Hearts and, to everyone's surprise, won the { -trick }.
    Now, before the draw, you want to declare five 7s, counting the 7
    lying in the { -trick }. Is that allowed?
gaigel-sevens-q-five-four-cards-h1 = How many cards are in your hand right now?
gaigel-sevens-q-five-four-cards-h2 = A card played to a { -trick } has left your hand; five 7s must all be in the hand.
gaigel-sevens-q-five-four-cards-x =
    After you play to a { -trick } you hold four cards until the draw. Your
    moment was before you led: in the pause before the first card of
    { -trick } 3 you held five 7s and could have declared them.

gaigel-sevens-q-five-trick-eight =
    Trump is Acorns. The last draw, after { -trick } 7, gave you the second
    7 of Leaves: the stock is gone. Trick 8 has begun and you have not
    played to it yet. Your hand: the 7 of Acorns, both 7s of Leaves,
    the 7 of Hearts and the 7 of Bells. May you declare five 7s now?
gaigel-sevens-q-five-trick-eight-h1 = Is it the stock that five 7s need, or the five cards?
gaigel-sevens-q-five-trick-eight-h2 = Count your cards: until you play to { -trick } 8 you still hold five.
gaigel-sevens-q-five-trick-eight-x =
    Marriages close with the stock; five 7s do not. They need only a
    hand of five 7s, and after { -trick } 7's draw every hand has five cards
    again, until its owner plays to { -trick } 8. After that no hand has
    five cards, so { -trick } 8 is the last chance.

gaigel-sevens-five-exchange =
    Five 7s and the exchange are separate declarations. A 7 of trumps
    counts as one of the five 7s. But a 7 you give away in an exchange
    is no longer in your hand, and the card you receive is never a 7:
    so a player cannot score both with the same 7 of trumps.
    The 7 put under the stock is drawn last, after { -trick } 7, and it may
    complete five 7s for the player who draws it.

gaigel-sevens-q-five-after-exchange =
    Trump is Acorns. Earlier in the deal someone exchanged the 7 of
    Acorns, so it lay under the stock. After { -trick } 7, won by an
    opponent, you drew last and took that 7: your hand is now five 7s,
    and { -trick } 8 has not begun. You have won no { -trick } yourself. May you
    declare five 7s?
gaigel-sevens-q-five-after-exchange-h1 = Do five 7s need a { -trick } of your own? Do you hold five cards?
gaigel-sevens-q-five-after-exchange-h2 = After { -trick } 7's draw every hand has five cards again, until its owner plays to { -trick } 8.
gaigel-sevens-q-five-after-exchange-x =
    Yes. The 7 that lay under the stock is an ordinary card once drawn,
    and five 7s need no { -trick }: only a hand of five 7s.

gaigel-sevens-q-five-gave-seven =
    Trump is Bells. Your hand was five 7s, the 7 of Bells among them,
    and you had won a { -trick }. Before playing to { -trick } 5 you exchanged the
    7 of Bells for the turned Ace of Bells. Still before you play, may
    you declare five 7s with the four 7s and the Ace?
gaigel-sevens-q-five-gave-seven-h1 = Count the 7s in your hand after the exchange.
gaigel-sevens-q-five-gave-seven-h2 = The card received in an exchange is never a 7.
gaigel-sevens-q-five-gave-seven-x =
    No: after the exchange you hold only four 7s. With five 7s in hand
    you must choose: 101 and the end of the deal, or the exchange for 10.

gaigel-sevens-nines =
    A variant: Gaigel may be played with 9s instead of 7s. The 9 then
    takes every role of the 7: the lowest rank, 0 points, the { -trump } 9
    exchanged for the turned card (10 points), five 9s (101). The tutor
    uses 7s; in the 9s variant read every 7 as a 9.

gaigel-sevens-q-five-nines =
    You play the variant with 9s. You hold both 9s of Acorns, the 9 of
    Leaves and both 9s of Bells (shown here as the 7s they stand for).
    How many points are five 9s worth?
gaigel-sevens-q-five-nines-h1 = The 9 takes every role of the 7.
gaigel-sevens-q-five-nines-x =
    101, exactly as five 7s: the whole target, and the { -gaigel-knock } of your
    team. Only the rank's name changes.

gaigel-sevens-five-table =
    Now at the table. Seat 3 has dealt, so you, on the { -dealer }'s left at
    seat 0, will lead to the first { -trick }. Before the first card comes
    one round of announcements, and it starts with you. Trump is Bells.
    Choose by number, or type the move ("five-sevens", "pass"). ? gives
    a hint, ! shows the lesson's move.

gaigel-sevens-d-five =
    Look at your hand: the first round starts with you. What do you do?
gaigel-sevens-d-five-h1 = Count your 7s. No { -trick } is needed for them.
gaigel-sevens-d-five-x =
    Declare five 7s: 101 points, and the { -gaigel-knock } of your team. The deal
    ends at once. Team B has not won a { -trick } (no card has been played),
    so the { -gaigel-knock } is a Gaigel: team A scores 2. A plain { -gaigel-knock } would have
    claimed 101 with 0 points, and lost if disputed; five 7s are shown
    to everyone, so nobody can dispute them.
