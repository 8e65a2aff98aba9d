# Lesson 4 of Rikken: calling the partner's ace (rules 7.3; decisions 11.9-11.11).


rikken-calling-intro =
    When the { -rikken-auction } ends in Rik or Rik beter, the declarer needs a
    { -partner }. He or she calls an ace that he or she does not hold:
    "I ask for the ace of spades." Whoever holds that ace is the
    declarer's { -partner } for this deal.

    The { -partner } keeps quiet: nobody may say who holds the { -rikken-called-ace }.
    The table finds out only when the ace is played. In Rik, the
    declarer names the { -trump } suit at the same moment as the call; in
    Rik beter the trumps are hearts anyway.

    What the { -rikken-called-ace } must do in play comes in a later lesson.

rikken-calling-rules =
    Two rules limit the call:

      1. The { -rikken-called-ace } is never of the { -trump } suit. In Rik, the
         declarer picks trumps among the other three suits (hearts
         are allowed: it is still Rik). In Rik beter the trumps are
         hearts, so the ace of hearts can never be called.
      2. The declarer must hold at least one card of the called
         ace's suit. The ace of a void suit, a suit of which the
         declarer holds no card, may not be called if another ace is
         available.

    Any ace that passes both rules may be called.

rikken-calling-q-any-ace-h1 = Which aces does the declarer lack? Is one of them the { -trump } ace?
rikken-calling-q-any-ace-h2 = The declarer holds cards in every suit, so no ace is ruled out for a void. Only spades are out.
rikken-calling-q-any-ace-x =
    The declarer holds no ace at all. The ace of spades (♠A) is the
    { -trump } ace and may not be called; each of the other three aces
    is allowed, and the declarer picks one of them.

rikken-calling-q-not-void-h1 = Look at the clubs in this hand. Are there any?
rikken-calling-q-not-void-h2 = Clubs are a void suit, and other aces are available. Which ones?
rikken-calling-q-not-void-x =
    The declarer holds no club, so the ace of clubs may not be called
    while the aces of hearts and diamonds are available: the declarer
    holds cards in both suits. The ace of spades is his or her own.

rikken-calling-q-not-trump-h1 = Which aces are missing from this hand? Which suit are trumps?
rikken-calling-q-not-trump-h2 = The ace of diamonds is missing, but diamonds are trumps.
rikken-calling-q-not-trump-x =
    The declarer lacks the aces of diamonds and clubs. Diamonds are
    trumps, so ♦A may not be called. Only the ace of clubs (♣A) is
    left, and the declarer holds two clubs.

rikken-calling-q-beter-no-hearts-h1 = In Rik beter, which suit are trumps? Which aces are missing?
rikken-calling-q-beter-no-hearts-h2 = The ace of hearts is the { -trump } ace, so it is out. Which other ace is missing?
rikken-calling-q-beter-no-hearts-x =
    The declarer lacks the aces of hearts and diamonds. In Rik beter
    hearts are trumps, so ♥A can never be called: the call must be
    the ace of diamonds (♦A).

rikken-calling-blind =
    Sometimes every ace the declarer could call lies in a void suit:
    he or she holds the aces of all the other suits, except perhaps
    the { -trump } ace, which may never be called anyway.

    Then the declarer calls the ace of a void suit, any one of them,
    and announces "blind". A blind call gives the declarer a special
    way of leading, which comes later with the play.

    A call is blind only when there is no other choice: as long as an
    ace of a suit the declarer holds can be called, one of those must
    be called.

rikken-calling-q-blind-h1 = Which aces does the declarer lack? Does he or she hold a card of their suits?
rikken-calling-q-blind-h2 = Both missing aces are in void suits. May either of them be called?
rikken-calling-q-blind-x =
    The declarer holds the aces of hearts and spades and no diamond
    or club. Both missing aces are in void suits, so either may be
    called, blind. Hearts as trumps are fine: this is still Rik.

rikken-calling-q-blind-trump-ace-h1 = The declarer holds hearts but lacks the ace of hearts. May that ace be called?
rikken-calling-q-blind-trump-ace-h2 = The ace of hearts is the { -trump } ace in Rik beter. Which other ace is missing?
rikken-calling-q-blind-trump-ace-x =
    The ace of hearts is missing, but it is the { -trump } ace and can
    never be called. The only other missing ace is the ace of clubs,
    in a void suit: the declarer calls ♣A, blind.

rikken-calling-kings =
    A declarer holding all four aces calls a king instead, following
    the same rules: not a king he or she holds, not the { -trump } king,
    and the king of a suit he or she holds. Everything said about the
    { -rikken-called-ace } applies to that king. Such a call is never blind: with
    all four aces, the declarer holds a card of every suit.

    In the rare case that the declarer also holds every king outside
    the { -trump } suit, he or she calls a queen, by the same rules; and
    so on down.

rikken-calling-q-four-aces-h1 = The declarer holds all four aces. What is called instead?
rikken-calling-q-four-aces-h2 = Which kings outside the { -trump } suit does the declarer lack?
rikken-calling-q-four-aces-x =
    With all four aces, a king is called. The declarer holds ♠K
    (trumps anyway) and ♦K, so the call is the king of hearts (♥K)
    or the king of clubs (♣K).

rikken-calling-q-trump-king-h1 = All four aces again. Which kings are missing, and which suit are trumps?
rikken-calling-q-trump-king-h2 = The king of diamonds is missing, but diamonds are trumps.
rikken-calling-q-trump-king-x =
    The declarer lacks the kings of diamonds and clubs. Diamonds are
    trumps, so the only call is the king of clubs (♣K).

rikken-calling-q-queen-h1 = Which aces and which kings outside trumps does the declarer lack?
rikken-calling-q-queen-h2 = All four aces and the kings of spades, hearts and diamonds are in the hand. Go one rank down.
rikken-calling-q-queen-x =
    No ace can be called, and no king outside trumps is missing (the
    king of clubs is a { -trump }). So the call goes down to a queen: the
    queen of spades (♠Q) or of diamonds (♦Q); the declarer holds ♥Q.
