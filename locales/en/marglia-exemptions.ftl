# Lesson 5 of Marglia: the three exemptions from trumping (rules 6.1 steps 3-6).


marglia-exemptions-intro =
    A quick reminder of the duty from the last lesson. If you cannot
    follow suit, you must trump; if a trump is already in the trick,
    you must beat the highest trump in it (overtrump).

    Marglia lets you off this duty in three cases:
      (a) your partner's card is winning the trick at this moment;
      (b) you hold no trump at all;
      (c) trumps are in the trick, and none of yours is higher than
          the highest of them.
    In each of these cases you may play ANY card of your hand.
    Following suit is never excused: the exemptions only start once
    you hold no card of the suit led.

marglia-exemptions-q-second-hand =
    Trumps are spades. An opponent led the ♣2; you play second, and
    your partner plays last. You hold no clubs. Which cards may you
    play?
marglia-exemptions-q-second-hand-h1 = Has your partner played to this trick yet? Do you hold a trump?
marglia-exemptions-q-second-hand-h2 = None of the three exemptions applies, and no trump is in the trick yet: any spade will do.
marglia-exemptions-q-second-hand-x =
    Exemption (a) needs a partner's card already in the trick; playing
    second you never have it. You hold trumps, so (b) is out, and no
    trump is in the trick, so (c) is out. You must trump, and with no
    trump to beat, either spade is fine: ♠Q or ♠3.

marglia-exemptions-no-trumps =
    Exemption (b) is the simplest: if you hold neither the suit led
    nor a trump, nothing is asked of you. Throw any card you like,
    high or low.

marglia-exemptions-q-no-trumps-h1 = Can you follow diamonds? Can you trump with a heart?
marglia-exemptions-q-no-trumps-h2 = No diamonds and no hearts: exemption (b). Every card is free.
marglia-exemptions-q-no-trumps-x =
    You hold neither diamonds nor hearts, so exemption (b) applies and
    all three cards are legal. Whether to throw the ♠7 or a small club
    is a question of tactics, not of rules.

marglia-exemptions-partner =
    Exemption (a): your partner's card is winning the trick NOW.
    Look only at the cards already played, and ask which of them
    wins at this moment (highest trump, else highest of the suit led).
    If it is your partner's card, you may play anything:
      - a discard, a lower trump, or even a trump that beats your
        own partner: all are allowed;
      - it counts even when an opponent still to play could beat your
        partner. Cards not yet played are never considered;
      - it counts just the same when your partner is winning with
        a trump.
    Your partner plays two places before you. Second to play, you
    never have this exemption: your partner has not played yet.

marglia-exemptions-q-partner-winning =
    Trumps are hearts. Your partner led the ♦A and the next player
    followed with the ♦4. You hold no diamonds. Which cards may you
    play?
marglia-exemptions-q-partner-winning-h1 = Whose card is winning the trick at this moment?
marglia-exemptions-q-partner-winning-h2 = Your partner's ♦A is winning, so exemption (a) applies: any card, trumps included.
marglia-exemptions-q-partner-winning-x =
    Your partner's ♦A is winning now, so you need not trump. All four
    cards are legal. You may throw the ♠2 or the ♣Q, and you may also
    trump with the ♥6 or ♥K if you want the trick won for certain.

marglia-exemptions-q-follow-first =
    Trumps are clubs. Your partner led the ♥7, which no heart can
    beat, and the next player followed with the ♥2. Which cards may
    you play?
marglia-exemptions-q-follow-first-h1 = Before any exemption: can you follow suit?
marglia-exemptions-q-follow-first-h2 = You hold a heart. The exemptions only excuse you from trumping, never from following suit.
marglia-exemptions-q-follow-first-x =
    Your partner is winning, but you hold the ♥3, so you must follow
    suit with it. Exemption (a) frees you only from the duty to trump;
    it does not let you throw the ♠K or play the ♣A.

marglia-exemptions-q-partner-may-lose =
    Trumps are diamonds. Your partner led the ♠K and the next player
    followed with the ♠Q. The ♠7 and the ♠A are still out, so the
    opponent who plays after you could beat your partner. You hold no
    spades. Which cards may you play?
marglia-exemptions-q-partner-may-lose-h1 = The rule looks at the cards on the table. Who is winning with them?
marglia-exemptions-q-partner-may-lose-h2 = Your partner's ♠K is winning now. What the last player might do does not matter.
marglia-exemptions-q-partner-may-lose-x =
    At this moment your partner's ♠K is winning the trick, and that is
    all exemption (a) asks. That the last opponent may hold the ♠7 or
    a trump changes nothing: every card of your hand is legal.

marglia-exemptions-q-partner-trumped =
    Trumps are hearts. An opponent led the ♣K, your partner trumped
    with the ♥4, and the next opponent followed with the ♣2. You hold
    no clubs. Which cards may you play?
marglia-exemptions-q-partner-trumped-h1 = Which card wins the trick at this moment, and whose is it?
marglia-exemptions-q-partner-trumped-h2 = Your partner's ♥4 is winning. A winning trump of your partner's counts like any other winning card.
marglia-exemptions-q-partner-trumped-x =
    Your partner's ♥4 is winning, so exemption (a) applies and all four
    cards are legal. You need not overtrump your partner (Gaigel would
    ask it; Marglia does not), but you may: the ♥A is allowed, and so
    are the ♥2, the ♦6 and the ♠J.

marglia-exemptions-q-partner-overtaken =
    Trumps are hearts. Your partner led the ♠A, and the next player
    trumped with the ♥5. You hold no spades. Which cards may you
    play?
marglia-exemptions-q-partner-overtaken-h1 = Is your partner's ♠A still winning?
marglia-exemptions-q-partner-overtaken-h2 = The opponent's ♥5 is winning. Which of your trumps beat it?
marglia-exemptions-q-partner-overtaken-x =
    The ♥5 has taken over, so your partner is no longer winning and
    exemption (a) is gone. A trump is in the trick and you can beat
    it, so you must: only the ♥K. The ♥3 is too low, and a discard
    is not allowed.

marglia-exemptions-cannot-beat =
    Exemption (c): trumps have been played to the trick, and none of
    your trumps ranks above the highest of them. Then you are free:
    play a discard, or a lower trump if you prefer.

    Two details:
      - Compare only with the HIGHEST trump in the trick. Beating
        a lower trump (say, your partner's) does not count.
      - If you can beat the highest trump, you must, with a trump
        that beats it. A lower trump or a discard is then illegal,
        even though you hold lower trumps too.
    Remember the order of every suit: 7 A K J Q 6 5 4 3 2.

marglia-exemptions-q-cannot-overtrump =
    Trumps are clubs. An opponent led the ♦Q, your partner played the
    ♦K, and the next opponent trumped with the ♣A. You hold no
    diamonds. Which cards may you play?
marglia-exemptions-q-cannot-overtrump-h1 = Which card could beat the ♣A? Do you hold it?
marglia-exemptions-q-cannot-overtrump-h2 = Only the ♣7 beats the ♣A. Without it, exemption (c) applies.
marglia-exemptions-q-cannot-overtrump-x =
    Only the ♣7 ranks above the ♣A, and you do not hold it. So none of
    your trumps can overtrump: exemption (c), every card is legal. You
    need not waste a trump: the ♥7 or the ♠2 may go instead.

marglia-exemptions-q-highest-trump =
    Trumps are spades. An opponent led the ♥2, your partner trumped
    with the ♠5, and the next opponent overtrumped with the ♠K. You
    hold no hearts. Which cards may you play?
marglia-exemptions-q-highest-trump-h1 = Two trumps are in the trick. Which one do you have to beat?
marglia-exemptions-q-highest-trump-h2 = The ♠K is the highest trump. Do you hold the ♠7 or the ♠A?
marglia-exemptions-q-highest-trump-x =
    Your ♠J and ♠6 beat your partner's ♠5, but that does not count:
    the card to beat is the highest trump, the ♠K, and neither beats
    it. Exemption (c) applies, so all four cards are legal.

marglia-exemptions-q-must-overtrump =
    Trumps are diamonds. An opponent led the ♣J, your partner played
    the ♣Q, and the next opponent trumped with the ♦4. You hold no
    clubs. Which cards may you play?
marglia-exemptions-q-must-overtrump-h1 = Is any exemption left? Who is winning, and can you beat the ♦4?
marglia-exemptions-q-must-overtrump-h2 = You must overtrump, and any trump above the ♦4 will do. Which of yours are above it?
marglia-exemptions-q-must-overtrump-x =
    The opponent's ♦4 is winning, you hold trumps, and some of them
    beat it: no exemption applies. Both the ♦J and the ♦7 overtrump,
    so either is legal. The ♦3 is lower than the ♦4 and is not
    allowed, nor is the ♠K.

marglia-exemptions-recap =
    The whole duty, for a player who cannot follow suit:
      1. Partner's card winning now?  Play anything.      (a)
      2. No trump in hand?            Play anything.      (b)
      3. Trump in the trick?  Beat the highest one if you can,
         with any higher trump; if you cannot, play anything. (c)
      4. No trump in the trick yet?   Play any trump.
    And before all of it: follow suit whenever you can.
