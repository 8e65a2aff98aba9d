# Perlaggen lesson 3: the cut and the permanent Perlaggen, the packets of 2 and 3, the turned trump
# card, exchanging a turned Perlagg.

perlaggen-deal-cut =
    The { -dealer } shuffles, and the player on his right, seat 2, cuts.
    The cutter lifts the upper part of the pack and looks privately
    at the bottom card of the part he lifted.

    If that card is a permanent Perlagg (the Martl, the Weli, the
    Schell-Spitz or the Eichel-Spitz), he shows it to everybody and
    keeps it as part of his hand. Then he puts the pack together and
    cuts again, and again, until the card he sees is not a permanent
    Perlagg. That card is not taken, and nobody else sees it: the cut
    is finished normally, and nothing more is looked at.

    Trumps are not known yet at the cut, so the { -trump } Perlaggen are
    not wild then. An Unter, an Ober or a ♥7 or ♠7 at the bottom ends
    the cut like any natural card.

perlaggen-deal-q-cut-two =
    You are seat 2 and you cut. These are the cards you saw at the
    bottom of the lifted part, cut after cut. Which do you keep?
perlaggen-deal-q-cut-two-h1 = After each permanent Perlagg the cutter cuts again. When does he stop?
perlaggen-deal-q-cut-two-h2 = The Weli and the Eichel-Spitz are permanent Perlaggen; the ♠9 is not, and it is not taken.
perlaggen-deal-q-cut-two-x =
    You keep the Weli and cut again, keep the Eichel-Spitz and cut
    again, and see the ♠9. That ends the cut; the ♠9 stays in the
    pack. You keep two Perlaggen.

perlaggen-deal-q-cut-unter =
    You cut, and this is the record of the bottom cards, in order.
    Which do you keep?
perlaggen-deal-q-cut-unter-h1 = Is an Unter wild before the { -trump } card is turned?
perlaggen-deal-q-cut-unter-h2 = The ♣U ends the cut. Is anything seen after it?
perlaggen-deal-q-cut-unter-x =
    You keep the Martl. The ♣U is not a permanent Perlagg (it becomes
    wild only if acorns turn out to be trumps), so it ends the cut.
    The ♦7 listed after it was never seen at the bottom and is not
    kept, though it is a permanent Perlagg.

perlaggen-deal-packets =
    The { -dealer } deals clockwise, starting with seat 0: first a packet
    of 2 cards to each player, then a packet of 3. Everyone has five
    cards.

    A cutter who kept Perlaggen already holds them, so he receives as
    many cards fewer. The cards are taken off his 2-card packet first,
    and only then off his 3-card packet. A cutter who kept two
    Perlaggen, for example, gets no card in the first round and 3 in
    the second.

    20 cards end up in the hands; 13 remain in the stock.

perlaggen-deal-q-packets-one =
    At the cut you kept the Martl. How many cards do you receive in
    the 2-card round, and how many in the 3-card round?
perlaggen-deal-q-packets-one-h1 = Which packet is reduced first?
perlaggen-deal-q-packets-one-h2 = One card fewer, taken from the 2-card packet.
perlaggen-deal-q-packets-one-x =
    The 2-card packet loses one card: you get 1 card, then 3. With
    the Martl that makes five.

perlaggen-deal-q-packets-three =
    A lucky cut: you kept three Perlaggen. How many cards do you
    receive in the 2-card round, and how many in the 3-card round?
perlaggen-deal-q-packets-three-h1 = The 2-card packet can lose only two cards. Where does the third come from?
perlaggen-deal-q-packets-three-h2 = Nothing in the first round; the 3-card packet loses one card.
perlaggen-deal-q-packets-three-x =
    Two cards come off the 2-card packet, which leaves nothing, and
    the third off the 3-card packet: 0, then 2. Three Perlaggen and
    two dealt cards make five.

perlaggen-deal-trump =
    After the deal, the { -dealer } turns up the top card of the stock and
    leaves it face up on the stock. Its printed suit is trumps, also
    when the card is a Perlagg: the Martl makes hearts trumps, the
    Weli or the Schell-Spitz bells, the Eichel-Spitz acorns.

    The stock takes no further part in the deal. The turned card is
    out of play too, unless it is exchanged (next page).

perlaggen-deal-q-martl-turned = The { -dealer } turns up the Martl. Which suit is trumps?
perlaggen-deal-q-martl-turned-h1 = Look at the suit printed on the card.
perlaggen-deal-q-martl-turned-h2 = The Martl is the King of hearts.
perlaggen-deal-q-martl-turned-x =
    Hearts are trumps. The strongest Perlagg now lies on the stock,
    out of play, unless the { -dealer }'s side exchanges it, as the next
    pages explain.

perlaggen-deal-exchange =
    The turned card may itself be a Perlagg under the trumps it has
    just fixed: a permanent Perlagg, or a { -trump } Perlagg (the { -trump }
    Unter or Ober, or the { -trump } 7 with hearts or leaves trumps). Then
    the { -dealer }'s side may exchange it: take it into the hand and lay
    one card of the { -trump } suit face up on the stock in its place. The
    card laid down is out of play. A natural turned card is never
    exchanged.

    Which cards may be laid down? Cards in the hand count by their
    printed suit, and they must be of the { -trump } suit:

      1. For a turned permanent Perlagg: any card of the { -trump } suit
         that is not a permanent Perlagg. Trump Perlaggen are allowed.
      2. For a turned { -trump } Perlagg: only a natural card of the { -trump }
         suit.

perlaggen-deal-exchange-who =
    Who may exchange? The { -dealer } (seat 3), if he holds a card he may
    lay down. Only if he holds none does the right pass to his { -partner }
    (seat 1), under the same test. A { -dealer } who holds such a card but
    prefers not to exchange does not pass the right on. The { -dealer }'s
    opponents never exchange.

    The exchange is optional, one card for one card, once per deal,
    and is made before the first lead.

perlaggen-deal-q-exchange-dealer =
    The Weli is turned, so bells are trumps. Who may exchange it, and
    which cards of that player's hand may be laid down in its place?
perlaggen-deal-q-exchange-dealer-h1 = A permanent Perlagg was turned. Which of the { -dealer }'s bells are not permanent Perlaggen?
perlaggen-deal-q-exchange-dealer-h2 = The ♦7 is the Schell-Spitz, a permanent Perlagg. The ♦U is a { -trump } Perlagg and may be laid down.
perlaggen-deal-q-exchange-dealer-x =
    The { -dealer } holds bells he may lay down, so the right is his: the
    ♦A or the ♦U for the Weli. The ♦7 is a permanent Perlagg and may
    not be given. The { -partner }'s ♦10 plays no part while the { -dealer } has
    a card he may give.

perlaggen-deal-q-exchange-partner =
    The Schell-Spitz (♦7) is turned. Who may exchange it, and which
    cards of that player's hand may be laid down in its place?
perlaggen-deal-q-exchange-partner-h1 = Does the { -dealer } hold a bell that is not a permanent Perlagg?
perlaggen-deal-q-exchange-partner-h2 = The { -dealer }'s only bell is the Weli, so the right passes to his { -partner }.
perlaggen-deal-q-exchange-partner-x =
    The { -dealer }'s only bell is the Weli, a permanent Perlagg, so he has
    nothing to lay down and the right passes to seat 1. The { -partner } may
    give the ♦9 or the ♦O: the ♦O is a { -trump } Perlagg, and that is
    allowed for a turned permanent Perlagg.

perlaggen-deal-q-exchange-trump-perlagg =
    The ♠U is turned: leaves are trumps, and the turned card is the
    { -trump } Unter. Who may exchange it, and which cards of that player's
    hand may be laid down in its place?
perlaggen-deal-q-exchange-trump-perlagg-h1 = A { -trump } Perlagg was turned. Which leaves may be given for it?
perlaggen-deal-q-exchange-trump-perlagg-h2 = Only natural leaves. With leaves trumps the ♠O and the ♠7 are Perlaggen.
perlaggen-deal-q-exchange-trump-perlagg-x =
    For a turned { -trump } Perlagg only a natural { -trump } may be given. The
    { -dealer }'s ♠K is one, so the right is his, and the ♠K is his only
    choice: his ♠O and ♠7 are { -trump } Perlaggen. The { -partner }'s ♠A and
    ♠10 play no part, because the { -dealer } has a card he may give.

perlaggen-deal-q-exchange-natural =
    The ♣9 is turned. Who may exchange it, and for which cards?
perlaggen-deal-q-exchange-natural-h1 = Is the ♣9 a Perlagg with acorns trumps?
perlaggen-deal-q-exchange-natural-h2 = Only a turned Perlagg can be exchanged.
perlaggen-deal-q-exchange-natural-x =
    Nobody. The ♣9 is a natural card, so there is no exchange: it
    stays on the stock, out of play, and the { -dealer } keeps his ♣A and
    his ♣U.
