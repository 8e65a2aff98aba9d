# Lesson 6 of Rikken: leading and following, and the called ace in play (rules 3, 6.1, 6.3).


rikken-following-lead =
    Once the { -rikken-contract }, the trumps and the { -partner } are settled, play
    begins. The player to the { -dealer }'s left (seat 0) leads to the
    first { -trick }, whatever the { -rikken-contract } and whoever the declarer is.
    Then each player plays one card, clockwise. The winner of a { -trick }
    leads to the next one.
    The leader may lead any card of his or her hand.

rikken-following-follow =
    The follow rules are those of bridge:
      1. If you hold a card of the suit led, you must play one.
         Any one will do: there is no duty to beat the cards
         already played.
      2. If you hold none (you are void in that suit), you may play
         any card. You may { -trump } but need not; you may play a lower
         { -trump } than one already in the { -trick }; you may discard.
    There is no duty to { -trump } and no duty to { -overtrump }.

rikken-following-q-follow-any-h1 = Do you hold a heart?
rikken-following-q-follow-any-h2 = You must { -follow-suit }, but nothing says you must beat the ♥Q.
rikken-following-q-follow-any-x =
    You hold hearts, so you must play a heart, and any heart will do:
    ♥K, ♥5 or ♥2. There is no duty to beat the ♥Q. The { -trump } ♣A and
    the ♦3 are not allowed.

rikken-following-q-no-duty-trump-h1 = Do you hold a diamond?
rikken-following-q-no-duty-trump-h2 = Void in the suit led, you may play any card: trumping is allowed, never required.
rikken-following-q-no-duty-trump-x =
    You have no diamonds, so every card is legal: { -trump } with ♥J or
    ♥3, or throw ♣Q or ♠8. Rikken has no duty to { -trump }.

rikken-following-q-no-overtrump-h1 = Spades were led. Do you hold one?
rikken-following-q-no-overtrump-h2 = Void in the suit led, every card is legal: no duty to { -overtrump }, and a lower { -trump } is allowed.
rikken-following-q-no-overtrump-x =
    You are void in spades, so all four cards are legal. You may
    { -overtrump } with ♥Q, play the lower ♥6 (it cannot win), or discard
    ♦7 or ♣9.

rikken-following-winner =
    Who wins a { -trick }: the highest { -trump }, if any { -trump } was played;
    otherwise the highest card of the suit led. A card of any other
    suit never wins, not even an ace.
    Every suit ranks the same way, high to low:
      A K Q J 10 9 8 7 6 5 4 3 2

rikken-following-q-trump-wins-h1 = Was a { -trump } played?
rikken-following-q-trump-wins-h2 = Diamonds are trumps. The smallest { -trump } beats every card of another suit, the ♠A included.
rikken-following-q-trump-wins-x =
    The ♦2 is a { -trump }, and the only one, so it wins the { -trick }. The ♠A
    is merely the highest spade.

rikken-following-called =
    Rik, Rik beter and Troela add one duty, for the { -rikken-called-ace } (in
    Troela, the fourth ace):
      - When its suit is led, its { -rikken-holder } must play it. No other card
        is allowed, not even a lower card of that suit, and not even
        when the { -trick } is already trumped and the ace will lose.
      - When its { -rikken-holder } leads, there is no duty: he or she may lead
        any card, a low card of the called suit included.
      - When its { -rikken-holder } is void in the suit led, the ace is an
        ordinary card: it may be kept, or discarded like any other.

rikken-following-q-called-ace-falls =
    Rik: hearts are trumps and the declarer called ♠A, which you hold.
    Spades were led and the next player trumped with ♥2. Which cards
    may you play?
rikken-following-q-called-ace-falls-h1 = Which suit was led, and which card of that suit do you hold?
rikken-following-q-called-ace-falls-h2 = The { -rikken-called-ace } must be played on its suit, even when the { -trick } is already trumped.
rikken-following-q-called-ace-falls-x =
    Spades were led and you hold the called ♠A: it is your only legal
    card. Saving it by playing ♠J or ♠3 is not allowed, although the
    ♥2 has already trumped the { -trick }.

rikken-following-q-called-ace-loses =
    The same { -trick } goes on: you play ♠A, and the last player follows
    with ♠K. Which card wins the { -trick }?
rikken-following-q-called-ace-loses-h1 = Was a { -trump } played?
rikken-following-q-called-ace-loses-h2 = The { -rikken-called-ace } is the highest spade, but any { -trump } beats every spade.
rikken-following-q-called-ace-loses-x =
    The ♥2 is the only { -trump }, so it wins. Having to play the called
    ace does not make it win: it is simply the highest spade.

rikken-following-q-lead-called =
    Trick 1 of a Rik: diamonds are trumps and the declarer called ♣A.
    You are seat 0, to the { -dealer }'s left, and you hold the ♣A. Which
    cards may you lead?
rikken-following-q-lead-called-h1 = Who leads to { -trick } 1, and does any rule bind the leader?
rikken-following-q-lead-called-h2 = The { -rikken-called-ace } must fall when its suit is led; nothing forces its { -rikken-holder } to lead it.
rikken-following-q-lead-called-x =
    Seat 0 always leads to { -trick } 1, and the leader is free: all
    thirteen cards are legal. You may even lead ♣10 or ♣4 and keep
    the ♣A; you must play it when someone else leads clubs.

rikken-following-q-discard-called =
    Rik: spades are trumps and the declarer called ♥A, which you hold.
    Diamonds were led. Which cards may you play?
rikken-following-q-discard-called-h1 = Do you hold a diamond?
rikken-following-q-discard-called-h2 = Void in the suit led, every card is legal, the { -rikken-called-ace } too.
rikken-following-q-discard-called-x =
    You have no diamonds, so any card is legal: you may { -trump } with
    ♠7, keep the ♥A for later, or throw it away now. The { -rikken-called-ace }
    must fall when hearts are led; nothing forbids discarding it
    earlier.

rikken-following-q-quiet-partner =
    Rik: clubs are trumps and the declarer called ♥A, which you hold.
    Nobody at the table may say who holds it, you included: you show
    it only by playing it. The declarer leads ♥3. Which cards may you
    play?
rikken-following-q-quiet-partner-h1 = The called suit was led, and you hold the { -rikken-called-ace }.
rikken-following-q-quiet-partner-h2 = The { -rikken-called-ace } must fall when its suit is led, whatever you would rather show or hide.
rikken-following-q-quiet-partner-x =
    Only ♥A: the { -rikken-called-ace } must fall when hearts are led. Playing it
    is how the table learns that you are the { -partner }; before that you
    may not tell anyone, by word or by sign.

rikken-following-q-fourth-ace-falls =
    Troela: the declarer lacked ♦A. You hold it, so you are the
    { -partner }, and you chose spades as trumps. An opponent led ♦5 and
    the next player trumped with ♠3. Which cards may you play?
rikken-following-q-fourth-ace-falls-h1 = Diamonds were led, and you hold the fourth ace of that suit.
rikken-following-q-fourth-ace-falls-h2 = The fourth ace must be played when its suit is led, even into a { -trick } it cannot win.
rikken-following-q-fourth-ace-falls-x =
    Diamonds were led, so the fourth ace (♦A) must be played,
    although the ♠3 has already trumped the { -trick } and the ace will
    lose. Your ♦9 is not allowed, and neither are ♣K and ♥4.

rikken-following-q-own-aces-free =
    You are the Troela declarer. You said ♠A was missing, and your
    { -partner } chose clubs as trumps. Hearts were led. Which cards may
    you play?
rikken-following-q-own-aces-free-h1 = Which ace carries the duty to be played: one of yours, or the fourth one?
rikken-following-q-own-aces-free-h2 = Only the fourth ace, here ♠A, must be played on its suit. Your ♥A is an ordinary card.
rikken-following-q-own-aces-free-x =
    You must { -follow-suit } with a heart, but either heart will do: your
    ♥A has no duty to be played. ♦A and ♣2 do not { -follow-suit }.
