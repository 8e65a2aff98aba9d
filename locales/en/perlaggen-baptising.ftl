# Perlaggen lesson 4: baptising (naming) a wild card; a silent Perlagg is its face; the name decides
# suit, rank and trump; equal names in a trick.

perlaggen-baptising-name =
    When you play a Perlagg, you baptise it: you say which card it
    stands for, suit and rank, for example "the Weli as the Ace of
    leaves". From then on it is that card. The tutor writes this
    "♦6 as ♠A".

    Any card of the pack may be named: a card you hold yourself, a
    card already on the table, even a card that another Perlagg
    already stands for.

    The name holds for the rest of the deal and can never be changed;
    it also counts for the Gleich and the Hanger. Played cards stay
    face up in a row in front of each player, so everybody can see
    what every Perlagg stands for.

    A Perlagg still in the hand at the end of the play is named when
    it is shown: in the show (lesson 9), where a player reveals cards
    to prove a Gleich or a Hanger.

perlaggen-baptising-q-name-held-card =
    Acorns are trumps and you lead. You want to play the Weli as the
    ♥A, although the real ♥A is in your own hand. Is that allowed?
perlaggen-baptising-q-name-held-card-h1 = Which cards of the pack may a Perlagg be named as?
perlaggen-baptising-q-name-held-card-h2 = Any card of the pack, a card in your own hand included.
perlaggen-baptising-q-name-held-card-x =
    Yes. You lead, so any name is allowed, and a card you hold is no
    exception. Later in the deal there may be two Aces of hearts in a
    { -trick }; this lesson shows which of them wins.

perlaggen-baptising-q-trump-ober-as-bell =
    Leaves are trumps and you lead. May you play the ♠O, the { -trump }
    Ober, as the ♦A?
perlaggen-baptising-q-trump-ober-as-bell-h1 = Is a { -trump } Perlagg bound to the { -trump } suit when it is named?
perlaggen-baptising-q-trump-ober-as-bell-h2 = Every Perlagg may stand for any card, and the leader is not restricted.
perlaggen-baptising-q-trump-ober-as-bell-x =
    Yes. The { -trump } Ober is a Perlagg like the others and may stand for
    any card. Named as the ♦A, it leads bells, and it is not a { -trump }
    in this { -trick }.

perlaggen-baptising-silent =
    A Perlagg played without a name counts as what is printed on it,
    like an ordinary card. The Weli played silently is the six of
    bells, the lowest bell; the Eichel-Spitz played silently is simply
    the 7 of acorns.

    Such a card, like every natural card, is a real card: it stands
    for its own face. Naming a Perlagg as its own face comes to the
    same thing.

perlaggen-baptising-q-weli-silent =
    Leaves are trumps. The second player dropped the Weli without
    naming it. Which card wins the { -trick }?
perlaggen-baptising-q-weli-silent-h1 = What does a Perlagg count as when it is played without a name?
perlaggen-baptising-q-weli-silent-h2 = The silent Weli is the ♦6, the lowest bell.
perlaggen-baptising-q-weli-silent-x =
    The Weli was not named, so it is just the ♦6, the lowest bell. No
    { -trump } was played, and of the bells ♦9, ♦6 and ♦8 the ♦9 is the
    highest: the leader wins.

perlaggen-baptising-identity =
    The name alone decides what the card is in the { -trick }: its suit,
    its rank, whether it is a { -trump }, and which suit it leads.

    A Perlagg named as a { -trump } is a { -trump }, whatever is printed on it.
    A { -trump } Unter named as a heart is a heart and no { -trump }. The
    printed face still says whether the card is a Perlagg at all, but
    in the { -trick } only the name counts.

perlaggen-baptising-q-named-trump =
    Hearts are trumps. The second player played the Eichel-Spitz as
    the ♥8. Which card wins the { -trick }?
perlaggen-baptising-q-named-trump-h1 = Which suit is the Eichel-Spitz in this { -trick }?
perlaggen-baptising-q-named-trump-h2 = Named as the ♥8, it is a { -trump }.
perlaggen-baptising-q-named-trump-x =
    The ♣7 stands for the ♥8, a { -trump }, and it is the only { -trump } in the
    { -trick }. It wins, although only an 8 was named: any { -trump } beats the
    leaves.

perlaggen-baptising-q-unter-as-heart =
    Leaves are trumps. The second player played the ♠U, the { -trump }
    Unter, as the ♥O. Which card wins the { -trick }?
perlaggen-baptising-q-unter-as-heart-h1 = Is the ♠U a { -trump } in this { -trick }?
perlaggen-baptising-q-unter-as-heart-h2 = Named as the ♥O, it is a heart. Which cards in the { -trick } are trumps?
perlaggen-baptising-q-unter-as-heart-x =
    The ♠U stands for the ♥O, so it is a heart and no { -trump }. The only
    { -trump } in the { -trick } is the natural ♠9, and it wins. Without it, the
    ♥A would have won.

perlaggen-baptising-equal =
    With Perlaggen, two cards in a { -trick } can stand for the same card,
    say two Aces of leaves. Then:

      1. A baptised Perlagg beats the real card.
      2. Of two baptised Perlaggen, the one higher in the list wins:
         Martl, Weli, Schell-Spitz, Eichel-Spitz, { -trump } 7, { -trump }
         Unter, { -trump } Ober.
      3. The order of play does not matter.

    A Perlagg played silently, or named as its own face, is a real
    card here: it loses to any Perlagg baptised as the same card, even
    to a weaker one.

perlaggen-baptising-q-baptised-beats-real =
    Bells are trumps. The leader played the real ♠A, and the next
    player named the Eichel-Spitz as the ♠A too. Which card wins the
    { -trick }?
perlaggen-baptising-q-baptised-beats-real-h1 = Two cards stand for the ♠A. Which rule decides between them?
perlaggen-baptising-q-baptised-beats-real-h2 = A baptised Perlagg beats the real card of the same name.
perlaggen-baptising-q-baptised-beats-real-x =
    No bell was played, and two cards are the ♠A. The baptised
    Perlagg beats the real card, whoever played first, so the ♣7 as ♠A
    wins.

perlaggen-baptising-q-stronger-perlagg =
    Hearts are trumps. Two players named a Perlagg as the ♣A: first
    the ♥O, then the Weli. Which card wins the { -trick }?
perlaggen-baptising-q-stronger-perlagg-h1 = Is there a { -trump } in the { -trick }? Remember that the name decides.
perlaggen-baptising-q-stronger-perlagg-h2 = Two baptised Perlaggen with the same name: the stronger one in the list wins.
perlaggen-baptising-q-stronger-perlagg-x =
    The ♥O was named as an acorn, so there is no { -trump } in the { -trick }.
    Two cards stand for the ♣A, both baptised, so their strength
    decides: the Weli, second in the list, beats the { -trump } Ober, last
    in the list.

perlaggen-baptising-q-silent-martl =
    Hearts are trumps. The second player played the Martl without
    naming it, and the third named the Schell-Spitz as the ♥K. Which
    card wins the { -trick }?
perlaggen-baptising-q-silent-martl-h1 = What is the Martl when it is played without a name?
perlaggen-baptising-q-silent-martl-h2 = The silent Martl is the real ♥K, and a baptised Perlagg beats the real card.
perlaggen-baptising-q-silent-martl-x =
    The silent Martl is simply the King of hearts, a real card. The
    Schell-Spitz named as the ♥K is a baptised Perlagg, and it beats
    the real card of the same name, whatever their strengths. To win,
    the Martl should have been named as a higher { -trump }, the ♥A.

perlaggen-baptising-limits =
    Naming is free, but the name must be a card you are allowed to
    play. When you lead, you may name anything. When you follow, the
    follow rules limit the names: for example, while you hold a
    natural card of the suit led, a Perlagg may only be named as a
    card of that suit or as a { -trump }. Lesson 5 gives all the follow
    rules.

perlaggen-baptising-q-name-must-follow =
    Acorns are trumps and hearts were led. You would like to play the
    Weli as the ♠A. Is that allowed?
perlaggen-baptising-q-name-must-follow-h1 = Do you hold a natural heart?
perlaggen-baptising-q-name-must-follow-h2 = While you hold a natural card of the suit led, a Perlagg may only be named as that suit or as a { -trump }.
perlaggen-baptising-q-name-must-follow-x =
    No. You hold the ♥8, a natural heart, so the Weli may only be
    named as a heart or as an acorn, a { -trump }: the ♥A or the ♣A, for
    example, but not the ♠A.
