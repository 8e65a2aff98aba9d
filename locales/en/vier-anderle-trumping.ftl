# Lesson 4 of Vier-Anderle: void in the suit led, trump leads, the Sküs, discards (spec §7.2 steps 3, 4b, 4c).


vier-anderle-trumping-void =
    When a suit card is led and you hold no card of that suit:

      1. If you hold a { -trump }, you must play a { -trump }.

    You may not discard a suit card while you hold a { -trump }. If no
    { -trump } is in the { -trick } yet, any of your trumps will do, even the
    smallest: every { -trump } heads a { -trick } of suit cards.

vier-anderle-trumping-q-must-trump-h1 = Do you hold a heart? If not, what must you play?
vier-anderle-trumping-q-must-trump-h2 = Void in the suit led, you must { -trump }. No { -trump } is in the { -trick } yet, so any of yours will do.
vier-anderle-trumping-q-must-trump-x =
    You have no hearts, so you must { -trump }: { -trump } 1 or { -trump } 14, as you
    like. Either beats the ♥K. The ♠K and the ♣Q are not allowed.

vier-anderle-trumping-over =
    If someone has already trumped the { -trick }:

      2. If you hold a { -trump } higher than every { -trump } in the { -trick }, you
         must play one ({ -overtrump }). Any one that is high enough will
         do.
      3. If you cannot { -overtrump }, you must still play a { -trump }, even a
         lower one that is sure to lose. You may not discard while you
         hold a { -trump }.

    With two or more trumps in the { -trick }, the one to beat is the
    highest of them.

vier-anderle-trumping-q-overtrump-h1 = You hold no club. Which of your trumps beat { -trump } 10?
vier-anderle-trumping-q-overtrump-h2 = You must { -overtrump }: { -trump } 6 is too low, and the ♥C would be a discard.
vier-anderle-trumping-q-overtrump-x =
    Trump 13 or { -trump } 19. Both beat { -trump } 10, so you must play one of
    them, whichever you like. Trump 6 would be an undertrump, and the
    ♥C a discard: neither is allowed while you can { -overtrump }.

vier-anderle-trumping-q-losing-trump-h1 = Can any of your trumps beat { -trump } 20?
vier-anderle-trumping-q-losing-trump-h2 = You cannot { -overtrump }, but you hold trumps, so you must still play one.
vier-anderle-trumping-q-losing-trump-x =
    Trump 3 or { -trump } 11. Neither beats { -trump } 20, so either will do, but
    a { -trump } you must play: you hold no diamond, and a player with
    trumps may not discard the ♠J.

vier-anderle-trumping-q-highest-so-far =
    You sit in seat 4. Seat 0 led the ♠J, seat 1 trumped with { -trump } 8,
    seat 2 overtrumped with { -trump } 16, and seat 3 followed suit with the
    ♠Q. Which cards may you play?
vier-anderle-trumping-q-highest-so-far-h1 = Which { -trump } is winning now, and which of yours beat it?
vier-anderle-trumping-q-highest-so-far-h2 = You must beat { -trump } 16, not { -trump } 8. Trump 12 is not enough.
vier-anderle-trumping-q-highest-so-far-x =
    Only { -trump } 17. The { -trump } to beat is the highest in the { -trick },
    { -trump } 16. Trump 12 beats { -trump } 8 but not { -trump } 16, so it is not
    allowed while you hold { -trump } 17. The ♥K is not a { -trump }.

vier-anderle-trumping-led =
    When a { -trump } is led, the same duties apply, with trumps as the
    suit to follow:

      1. If you hold a { -trump } higher than every { -trump } in the { -trick }, you
         must play one.
      2. If you hold trumps but none that high, play any { -trump }.
      3. If you hold no { -trump } at all, play any card.

    Pagat gives this example: the player on your right leads { -trump } 18,
    and you hold { -trump } 21 and three small trumps. You must play the 21.

vier-anderle-trumping-q-beat-the-lead =
    The player on your right led { -trump } 18. Which cards may you play?
vier-anderle-trumping-q-beat-the-lead-h1 = Which of your trumps beat { -trump } 18?
vier-anderle-trumping-q-beat-the-lead-h2 = Only { -trump } 21 beats it, and you must beat it if you can.
vier-anderle-trumping-q-beat-the-lead-x =
    Only { -trump } 21. You can beat { -trump } 18, so you must; { -trump } 2, 5 and
    9 would follow with a { -trump } but not head the { -trick }. This is
    pagat's own example.

vier-anderle-trumping-q-beat-every-trump-h1 = Which { -trump } is the highest in the { -trick }? Can you beat it?
vier-anderle-trumping-q-beat-every-trump-h2 = Nothing of yours beats { -trump } 19, so any { -trump } will do. The ♥K is still not allowed.
vier-anderle-trumping-q-beat-every-trump-x =
    Trump 4 or { -trump } 17. To head the { -trick } you would have to beat { -trump }
    19, and you cannot: { -trump } 17 beats only the { -trump } led. So any
    { -trump } will do. The ♥K is not allowed while you hold trumps.

vier-anderle-trumping-q-no-trump-h1 = A { -trump } was led. Do you hold any { -trump }?
vier-anderle-trumping-q-no-trump-h2 = With no { -trump } in your hand you may play any card: it cannot win anyway.
vier-anderle-trumping-q-no-trump-x =
    All three. You hold no { -trump }, so you cannot follow; any card is
    allowed, and none of them can win.

vier-anderle-trumping-skus =
    The Sküs is an ordinary { -trump } in all of this, and that cuts both
    ways. You may not keep it back when it is the only card that can
    head the { -trick }: then it is forced. And you may not play it when
    you hold the suit led.

    Last, when a suit card is led and you hold neither that suit nor
    a { -trump }, you play any card: a discard. It cannot win, so no duty
    to beat applies to it.

vier-anderle-trumping-q-skus-forced =
    Seat 0 led the ♣K and seat 1 trumped with { -trump } 21. You sit in
    seat 2. Which cards may you play?
vier-anderle-trumping-q-skus-forced-h1 = You must { -trump }. Which of your trumps beat { -trump } 21?
vier-anderle-trumping-q-skus-forced-h2 = Only the Sküs is above { -trump } 21, so you must { -overtrump } with it.
vier-anderle-trumping-q-skus-forced-x =
    Only the Sküs. You hold no club, so you must { -trump }, and you must
    { -overtrump } if you can. The Sküs is the one { -trump } above { -trump } 21, so
    it is forced. Trump 3 would be an undertrump and the ♦K a discard.

vier-anderle-trumping-q-discard =
    Ten players: one extra pip per suit. Seat 0 led the ♥Q and seat 1
    trumped with { -trump } 5. You sit in seat 2. Which cards may you
    play?
vier-anderle-trumping-q-discard-h1 = You can neither { -follow-suit } nor { -trump }. Can any of your cards win?
vier-anderle-trumping-q-discard-h2 = A discard never wins, so the duty to beat does not apply: any card will do.
vier-anderle-trumping-q-discard-x =
    All three. Without hearts or trumps, you may play any card. None of
    them can win, so you need not play your strongest: the ♠K is no
    more required than the ♦1.

vier-anderle-trumping-summary =
    To remember:

      1. Void in the suit led? You must { -trump }, and { -overtrump } if you
         can; if you cannot, still play a { -trump }.
      2. Trump led? Beat every { -trump } in the { -trick } if you can; if not,
         any { -trump }; with no { -trump }, any card.
      3. The Sküs is forced when it is the only card that beats.
      4. Neither the suit led nor a { -trump }? Any card.
