# Perlaggen lesson 2: the Perlaggen, permanent and trump wild cards, and their order of strength.

perlaggen-wild-intro =
    A { -perlaggen-wild-card } is called a Perlagg (plural Perlaggen). When you play
    a Perlagg you may name it as any card of the pack: you baptise it
    (lesson 4). Every card that is not a Perlagg is a natural card and
    counts only as itself.

    There are seven Perlaggen, or six with some trumps. Four of them
    are wild in every deal; the others depend on the { -trump } suit.

perlaggen-wild-permanent =
    The four permanent Perlaggen, strongest first:

      1. the Martl, ♥K, the King of hearts
      2. the Weli, ♦6
      3. the Schell-Spitz, ♦7, also called the small Weli
      4. the Eichel-Spitz, ♣7

    They are wild whatever suit is trumps, and they are known to be
    wild even before the { -trump } card is turned.

perlaggen-wild-q-martl-any = Leaves are trumps. Is the ♥K, the Martl, a Perlagg in this deal?
perlaggen-wild-q-martl-any-h1 = Is the Martl a permanent Perlagg or one that depends on trumps?
perlaggen-wild-q-martl-any-h2 = The four permanent Perlaggen are wild whatever the trumps.
perlaggen-wild-q-martl-any-x =
    Yes. The Martl is the strongest of the four permanent Perlaggen
    and is wild in every deal, with leaves trumps too.

perlaggen-wild-q-acorn-seven = Hearts are trumps. Is the ♣7 a Perlagg in this deal?
perlaggen-wild-q-acorn-seven-h1 = Which two 7s are among the permanent Perlaggen?
perlaggen-wild-q-acorn-seven-h2 = The ♣7 is the Eichel-Spitz.
perlaggen-wild-q-acorn-seven-x =
    Yes. The ♣7 is the Eichel-Spitz, a permanent Perlagg, wild
    whatever the trumps. With hearts trumps the ♥7 is wild as well,
    as you will see on the next page.

perlaggen-wild-trump =
    Once the { -trump } card is turned, three cards of the { -trump } suit
    become wild as well, the { -trump } Perlaggen:

      5. the { -trump } 7, but only when hearts or leaves are trumps
      6. the { -trump } Unter
      7. the { -trump } Ober

    With bells or acorns trumps the 7 of trumps is already a permanent
    Perlagg (the Schell-Spitz or the Eichel-Spitz). It keeps its
    place, 3 or 4, and there is no fifth Perlagg: bells or acorns
    trumps give six Perlaggen, hearts or leaves trumps seven.

    The Unters, Obers and 7s of the other suits are natural cards,
    except of course the ♦7 and the ♣7, which are always wild.

perlaggen-wild-q-trump-ober = Acorns are trumps. Is the ♣O a Perlagg in this deal?
perlaggen-wild-q-trump-ober-h1 = Which cards of the { -trump } suit become wild once trumps are known?
perlaggen-wild-q-trump-ober-h2 = The Unter and the Ober of trumps are always { -trump } Perlaggen.
perlaggen-wild-q-trump-ober-x =
    Yes. The Ober of trumps is a { -trump } Perlagg, the weakest Perlagg of
    all. With acorns trumps the ♣U is wild too; the ♣7 was wild
    already as the Eichel-Spitz.

perlaggen-wild-q-side-unter = Hearts are trumps. Is the ♣U a Perlagg in this deal?
perlaggen-wild-q-side-unter-h1 = Are acorns trumps?
perlaggen-wild-q-side-unter-h2 = Only the Unter and the Ober of the { -trump } suit are wild.
perlaggen-wild-q-side-unter-x =
    No. With hearts trumps the wild Unter is the ♥U. The ♣U is a
    natural card: it is the Unter of acorns and nothing else.

perlaggen-wild-q-heart-seven = Bells are trumps. Is the ♥7 a Perlagg in this deal?
perlaggen-wild-q-heart-seven-h1 = The ♥7 can only be wild as a { -trump } 7. Are hearts trumps?
perlaggen-wild-q-heart-seven-h2 = The 7 of trumps here is the ♦7, which is the Schell-Spitz already.
perlaggen-wild-q-heart-seven-x =
    No. With bells trumps the ♥7 is an ordinary heart. The { -trump } 7
    would be the ♦7, which is wild anyway as the Schell-Spitz, so bells
    trumps give only six Perlaggen.

perlaggen-wild-order =
    The whole list is an order of strength, from the Martl down:

      Martl, Weli, Schell-Spitz, Eichel-Spitz,
      { -trump } 7, { -trump } Unter, { -trump } Ober

    Note that among the Perlaggen the { -trump } Unter is stronger than the
    { -trump } Ober, the reverse of their rank as cards. With hearts trumps
    the Martl is also the King of trumps; it stays the Martl, first in
    the list, and nothing is added for it.

    The strength of a Perlagg only matters when two cards in a { -trick }
    stand for the same card (lesson 4).

perlaggen-wild-q-set-leaves = Leaves are trumps. Which cards are Perlaggen? Name them all, strongest first.
perlaggen-wild-q-set-leaves-h1 = Start with the four permanent Perlaggen, then the { -trump } Perlaggen.
perlaggen-wild-q-set-leaves-h2 = With leaves trumps there are seven: the four permanent ones, then three leaves.
perlaggen-wild-q-set-leaves-x =
    ♥K, ♦6, ♦7, ♣7, then the { -trump } Perlaggen ♠7, ♠U and ♠O. The { -trump }
    7 counts because leaves are trumps, and the Unter comes before the
    Ober.

perlaggen-wild-q-set-bells = Bells are trumps. Which cards are Perlaggen? Name them all, strongest first.
perlaggen-wild-q-set-bells-h1 = Is the 7 of bells a { -trump } Perlagg or a permanent one?
perlaggen-wild-q-set-bells-h2 = Six Perlaggen: the four permanent ones, then two bells.
perlaggen-wild-q-set-bells-x =
    ♥K, ♦6, ♦7, ♣7, then ♦U and ♦O. The ♦7 is the Schell-Spitz and
    keeps its third place; with bells trumps there is no fifth
    Perlagg. Four of the six Perlaggen are bells.

perlaggen-wild-q-set-hearts = Hearts are trumps. Which cards are Perlaggen? Name them all, strongest first.
perlaggen-wild-q-set-hearts-h1 = The Martl is a heart. Does that change the list?
perlaggen-wild-q-set-hearts-h2 = Seven: the four permanent ones, then the 7, the Unter and the Ober of hearts.
perlaggen-wild-q-set-hearts-x =
    ♥K, ♦6, ♦7, ♣7, then ♥7, ♥U and ♥O. The Martl stays at the top as
    a permanent Perlagg; the King of trumps is not one of the { -trump }
    Perlaggen.
