# Perlaggen lesson 5: following suit with wild cards.

perlaggen-following-rules =
    Leading is free: any card, and a Perlagg may be named as anything.

    When you follow, look at your natural cards first:

      1. If you hold a natural card of the suit led, you must play a
         card of the suit led or a { -trump }, as you like: you may { -trump }
         even though you could follow. A Perlagg may be played too,
         but only named as a card of the suit led or as a { -trump }.
      2. If trumps were led and you hold a natural { -trump }, you must
         play a { -trump }, and a Perlagg may only be named as a { -trump }.
      3. If you hold no natural card of the suit led, you may play
         any card, and a Perlagg may be named as any card.

perlaggen-following-answer =
    In this lesson you answer in two steps. First tick the natural
    cards you may play. Then say, for each Perlagg in your hand, what
    it may be played as: any card; only a card of the suit led or a
    { -trump }; or only a { -trump }.

perlaggen-following-q-lead-all =
    Hearts are trumps and you lead to the first { -trick }. What may you
    play?
perlaggen-following-q-lead-all-h1 = Nobody has played yet. Is the leader restricted in any way?
perlaggen-following-q-lead-all-h2 = All your natural cards may be led, and both Perlaggen may be named as any card.
perlaggen-following-q-lead-all-x =
    You lead, so everything is allowed: the ♠A, the ♣9 and the ♥10,
    and the ♥O and the Weli under any name. Note that the ♥O is a
    Perlagg here, the { -trump } Ober, not a natural card.

perlaggen-following-q-follow-or-trump =
    Acorns are trumps, and an opponent led the ♠9. What may you play?
perlaggen-following-q-follow-or-trump-h1 = You hold a natural leaf. What are your two choices?
perlaggen-following-q-follow-or-trump-h2 = Follow with a leaf or play a { -trump }; the ♦7 may only be named as a leaf or an acorn.
perlaggen-following-q-follow-or-trump-x =
    You hold the ♠K, so you must play a leaf or a { -trump }: the ♠K or the
    ♣10. The ♥A and the ♦8 are not allowed. The Schell-Spitz may be
    played, but only named as a leaf or an acorn.

perlaggen-following-q-trumps-led =
    Bells are trumps and the ♦K was led. What may you play?
perlaggen-following-q-trumps-led-h1 = Trumps were led. Do you hold a natural { -trump }?
perlaggen-following-q-trumps-led-h2 = The suit led and the { -trump } suit are the same here: trumps only.
perlaggen-following-q-trumps-led-x =
    Trumps were led and you hold the ♦9, a natural { -trump }, so you must
    play a { -trump }: the ♦9, or the ♦U named as a bell. The other three
    cards are not allowed.

perlaggen-following-void =
    Rule 3 speaks of natural cards only. A Perlagg printed in the suit
    led does not count as holding that suit: the Weli and the
    Schell-Spitz are printed as bells, yet they never oblige you to
    follow bells.

    In the same way, with hearts trumps the ♥7 is a { -trump } Perlagg, so
    a player whose only heart is the ♥7 holds no natural heart. With
    bells trumps the same ♥7 is a natural heart.

    A hand made only of Perlaggen is free too.

perlaggen-following-q-printed-bells =
    Hearts are trumps and the ♦A was led. Your only bells are the
    Weli and the Schell-Spitz. What may you play?
perlaggen-following-q-printed-bells-h1 = Which of your cards are natural bells?
perlaggen-following-q-printed-bells-h2 = Perlaggen do not count: with no natural bell you may play anything.
perlaggen-following-q-printed-bells-x =
    The ♦6 and the ♦7 are Perlaggen, so you hold no natural bell.
    Everything is allowed: any of your three natural cards, or either
    Perlagg under any name.

perlaggen-following-q-heart-seven-void =
    Hearts are trumps and the ♥10 was led. Your only heart is the ♥7.
    What may you play?
perlaggen-following-q-heart-seven-void-h1 = With hearts trumps, is the ♥7 a natural card?
perlaggen-following-q-heart-seven-void-h2 = The ♥7 is the { -trump } 7, a Perlagg. You hold no natural { -trump }.
perlaggen-following-q-heart-seven-void-x =
    With hearts trumps the ♥7 is a { -trump } Perlagg, so you hold no
    natural heart and may play anything: any natural card, or the ♥7
    under any name. With leaves trumps, say, the ♥7 would be a natural
    heart, and you would have to follow with it or play a { -trump }.

perlaggen-following-free =
    Three more points:

      1. There is no duty to beat. A low card of the suit led is as
         good as a high one, and you never have to { -overtrump }.
      2. A Perlagg is never compulsory. You may keep it and play an
         allowed natural card instead.
      3. A Perlagg played without a name counts as its printed face,
         so it may be played silently only if that face is allowed.

perlaggen-following-q-no-duty-to-beat =
    Bells are trumps, and an opponent led the ♥A. What may you play?
perlaggen-following-q-no-duty-to-beat-h1 = Must you beat the Ace? Must you play the Martl?
perlaggen-following-q-no-duty-to-beat-h2 = You hold the ♥8, a natural heart: follow or { -trump }. There is no duty to beat, and the Martl is never compulsory.
perlaggen-following-q-no-duty-to-beat-x =
    Your ♥8 obliges you to play a heart or a { -trump }, but not to beat the
    Ace: the ♥8 is allowed, and so is the { -trump } ♦A. The Martl may be
    played as a heart or a bell, or kept. The ♠9 and the ♣10 are not
    allowed.

perlaggen-following-q-silent-spitz =
    Leaves are trumps and hearts were led; you hold the ♥8. May you
    play the Eichel-Spitz, the ♣7, without naming it?
perlaggen-following-q-silent-spitz-h1 = What does the ♣7 count as when it is not named?
perlaggen-following-q-silent-spitz-h2 = Unnamed, it is the 7 of acorns: neither a heart nor a { -trump }.
perlaggen-following-q-silent-spitz-x =
    No. Played silently, the Eichel-Spitz is the ♣7, an acorn. You
    hold a natural heart, so only a heart or a leaf (a { -trump }) is
    allowed. Named as a heart or as a leaf, the ♣7 could be played.

perlaggen-following-led =
    The suit led is the suit of the name of the led card. If the
    leader plays the Weli as the ♠K, leaves were led, not bells: the
    others must follow leaves or { -trump }, and a ♦A played to it is a
    card of another suit.

    A Perlagg led as a { -trump } makes everyone who holds a natural { -trump }
    play a { -trump }. Tyroleans call this "Trumpf abreißen".

perlaggen-following-q-named-lead =
    Acorns are trumps. The leader played the Weli as the ♠K. What may
    you play?
perlaggen-following-q-named-lead-h1 = Which suit was led: the Weli's printed suit or its name?
perlaggen-following-q-named-lead-h2 = Leaves were led, and you hold a natural leaf.
perlaggen-following-q-named-lead-x =
    The Weli stands for the ♠K, so leaves were led. You hold the ♠8,
    so you must play a leaf or a { -trump }: the ♠8 or the ♣9, or the ♣U
    named as a leaf or an acorn. The ♦9 and the ♥A are not allowed.

perlaggen-following-q-named-lead-winner =
    Hearts are trumps. The leader played the Weli as the ♠9. Which
    card wins the { -trick }?
perlaggen-following-q-named-lead-winner-h1 = Which suit was led?
perlaggen-following-q-named-lead-winner-h2 = The Weli as ♠9 leads leaves. The ♦A is of another suit.
perlaggen-following-q-named-lead-winner-x =
    The Weli stands for the ♠9, so leaves were led, and nobody
    trumped. The ♦A cannot win; of the leaves ♠9, ♠8 and ♠10, the ♠10
    is the highest.
