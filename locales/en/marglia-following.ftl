# Lesson 4 of Marglia: leading, following suit, the duty to trump and to overtrump (rules 6, 6.1).


marglia-following-lead =
    The player on the dealer's right leads to the first trick; after
    that, the winner of each trick leads to the next.

    Leading is free: the leader may play any card of the hand,
    trumps included. Nothing has to be led and nothing is forbidden.

    The other three players have duties, which this lesson goes
    through in order.

marglia-following-q-lead-free =
    You won the previous trick, so you lead to this one. Which cards
    may you play?
marglia-following-q-lead-free-h1 = Nobody has played yet. Is there a suit to follow?
marglia-following-q-lead-free-h2 = The leader may lead any card, a trump too.
marglia-following-q-lead-free-x =
    All five cards are legal. You may lead a trump (♥7 or ♥2) as
    freely as any other card: Marglia has no rule against it.

marglia-following-follow =
    The first duty:

      1. If you hold a card of the suit led, you must play one.
         Any one will do: there is no duty to beat the cards already
         played, even when an opponent is winning, and even when
         trumps were led.

    While you hold the suit led you may not trump and you may not
    discard.

marglia-following-q-follow-any-h1 = Do you hold a diamond? Must it beat the ♦K?
marglia-following-q-follow-any-h2 = Follow suit with any diamond you like; there is no duty to beat.
marglia-following-q-follow-any-x =
    You hold diamonds, so you must play one, and any of the three will
    do: ♦7, ♦Q or ♦3. You need not beat the ♦K. The trump ♣A and the
    ♠2 are not allowed.

marglia-following-q-trump-led-h1 = Spades are trumps and a spade was led. Do you hold a spade?
marglia-following-q-trump-led-h2 = A trump lead is followed like any other lead: any spade, no duty to beat the ♠Q.
marglia-following-q-trump-led-x =
    You must follow with a spade, either the ♠A or the ♠2; the ♠2
    is legal although it cannot beat the ♠Q. The ♥7 and the ♣K do
    not follow suit.

marglia-following-q-follow-not-trump =
    Your partner led the ♠5 and an opponent played the ♠A. Which
    cards may you play?
marglia-following-q-follow-not-trump-h1 = The opponent's ace is winning. Does that allow you to trump?
marglia-following-q-follow-not-trump-h2 = You hold a spade, so you must play it, even though it cannot win.
marglia-following-q-follow-not-trump-x =
    Your ♠2 is your only spade, so it is your only legal card. You may
    not trump the ace with ♥7 or ♥K while you hold a spade: following
    suit comes first.

marglia-following-trump =
    The second duty:

      2. If you hold no card of the suit led, you must play a trump.
         If no trump is in the trick yet, any trump will do, even your
         smallest.

    A player who holds no trump at all may play any card. That is one
    of three exceptions to this duty; lesson 5 covers them all.

marglia-following-q-must-trump-h1 = Do you hold a club? If not, what must you play?
marglia-following-q-must-trump-h2 = Void in the suit led, you must trump. No trump is in the trick yet, so any of yours will do.
marglia-following-q-must-trump-x =
    You have no clubs, so you must trump: the ♦3 or the ♦K, as you
    like. Discarding the ♥7 or the ♠Q is not allowed.

marglia-following-q-trump-the-seven-h1 = Hearts were led, and you have none. Can a small trump beat a seven?
marglia-following-q-trump-the-seven-h2 = Any trump beats every card of another suit, the ♥7 included. You must trump.
marglia-following-q-trump-the-seven-x =
    You hold no heart, so you must trump, and your only trump is the
    ♣2. It beats the ♥7 easily: the seven is only the highest heart.
    The two diamonds and the ♠K are not allowed.

marglia-following-overtrump =
    The third duty, when a trump is already in the trick:

      3. If an opponent's trump is winning the trick and you cannot
         follow suit, you must beat it: play a higher trump.
         Then a lower trump or a discard is not allowed.

    If the trick holds two trumps, the one to beat is the highest.
    Mind the order 7 A K J Q 6 5 4 3 2: a queen does not beat a jack.

    There are exceptions (lesson 5): for example when your partner
    is winning the trick. In this lesson's questions none applies.

marglia-following-q-must-overtrump =
    Your partner led the ♣K, and the next opponent trumped it with
    the ♥4. Which cards may you play?
marglia-following-q-must-overtrump-h1 = You have no clubs. Which of your trumps beat the ♥4?
marglia-following-q-must-overtrump-h2 = You must overtrump: ♥2 is too low and ♦7 is a discard.
marglia-following-q-must-overtrump-x =
    The opponent's ♥4 is winning. Your ♥6 and ♥A both beat it, so you
    must play one of them. The ♥2 would be an undertrump and the ♦7
    a discard: neither is allowed while you can overtrump.

marglia-following-q-beat-the-highest =
    You play last. An opponent led the ♦A, your partner trumped with
    the ♣3, and the other opponent overtrumped with the ♣J. Which
    cards may you play?
marglia-following-q-beat-the-highest-h1 = Which trump is winning now, and which of yours beat it?
marglia-following-q-beat-the-highest-h2 = You must beat the ♣J, not your partner's ♣3. The queen ranks below the jack.
marglia-following-q-beat-the-highest-x =
    The ♣J is the highest trump in the trick, and it is the
    opponent's. Of your trumps, the ♣K and the ♣7 beat it; the ♣Q
    only beats your partner's ♣3, which wins nothing. ♣K or ♣7.

marglia-following-q-follow-first =
    Your partner led the ♥J, and an opponent trumped it with the ♣2.
    Which cards may you play?
marglia-following-q-follow-first-h1 = Before thinking about trumps: which suit was led, and do you hold it?
marglia-following-q-follow-first-h2 = The duty to overtrump is only for a player who cannot follow suit.
marglia-following-q-follow-first-x =
    Hearts were led and you hold two, so you must play the ♥Q or the
    ♥K, even though the trick is lost to the ♣2. Overtrumping with
    the ♣A is not allowed: following suit comes first.
