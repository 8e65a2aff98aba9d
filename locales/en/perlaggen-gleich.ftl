# Lesson 6 of Perlaggen: the Gleich (rules 8, 8.1; 3.2 for the Perlaggen).


perlaggen-gleich-intro =
    Every deal has three figures, three separate ways to score: the
    Gleich, the Hanger and the Spiel. Each is worth 1 point unless it
    is raised by betting. This lesson is about the Gleich.

    A Gleich is two or more cards of the same rank in ONE player's
    five cards: the five he was dealt, those already played and those
    still in his hand. Partners never combine their cards: the team
    scores the Gleich, but it must be in one player's hand.

    The seats: seat 0 is the { -dealer }'s left, seat 1 the { -dealer }'s
    { -partner }, seat 2 the cutter, seat 3 the { -dealer }. Team A is seats 0
    and 2, team B seats 1 and 3.

perlaggen-gleich-compare =
    Which Gleich is best?
      - More cards beat fewer: a pair loses to three of a kind, three
        to four, four to five.
      - With the same number of cards, the higher rank wins:
        A, K, O, U, 10, 9, 8, 7 (the Unter is just above the 10).
      - Suits do not matter, and the { -trump } suit gives no advantage.
    Only each player's best set counts: a second pair in the same
    hand adds nothing. The team whose player holds the best Gleich
    wins it.

perlaggen-gleich-q-three-beat-two =
    Leaves are trumps. Here are the five cards of every player at the
    end of the deal. Seat 0 holds three 8s, seat 1 a pair of Aces.
    Which team wins the Gleich?
perlaggen-gleich-q-three-beat-two-h1 = What is compared first: the rank, or the number of cards?
perlaggen-gleich-q-three-beat-two-h2 = Three cards beat two, whatever their rank. Which team is seat 0 in?
perlaggen-gleich-q-three-beat-two-x =
    Seat 0's ♣8 ♥8 ♦8 are three of a kind; seat 1's ♥A ♣A are only a
    pair. The number of cards comes first, so the three 8s win, and
    seat 0 plays for team A. The rank only matters between sets of
    the same size.

perlaggen-gleich-q-best-pair-only =
    Bells are trumps. Seat 0 holds two pairs, 10s and 9s; seat 1 holds
    a pair of Obers. Which team wins the Gleich?
perlaggen-gleich-q-best-pair-only-h1 = Does a second pair make seat 0's Gleich stronger?
perlaggen-gleich-q-best-pair-only-h2 = Compare one best pair with one best pair: 10s against Obers. The Ober ranks above the Unter and the 10.
perlaggen-gleich-q-best-pair-only-x =
    Only a player's best set counts. Seat 0's best is the pair of 10s
    (the 9s add nothing); seat 1's pair of Obers is higher: O is above
    U and 10. Team B wins the Gleich.

perlaggen-gleich-q-partners-apart =
    Acorns are trumps. Seats 0 and 2, the partners of team A, hold
    two Aces, two Kings and two 10s between them. Seat 3 holds ♥7 and
    ♠7, both natural cards with acorns trumps. Which team wins the
    Gleich?
perlaggen-gleich-q-partners-apart-h1 = Look at each player's five cards on their own. Does seat 0 or seat 2 hold a pair alone?
perlaggen-gleich-q-partners-apart-h2 = Seat 0 has one Ace, one King, one 10; so has seat 2. Partners' cards never combine.
perlaggen-gleich-q-partners-apart-x =
    Neither seat 0 nor seat 2 holds two cards of one rank: together
    they would have three pairs, but a Gleich must be in one player's
    five cards. The only Gleich at the table is seat 3's pair of 7s,
    low as it is, so team B wins it.

perlaggen-gleich-wild =
    The Perlaggen count exactly as the cards they were named as.
    A Perlagg's name is fixed when it is played, and the same name
    counts for the tricks, the Gleich and the Hanger: it can never be
    changed.

    The Weli played as the ♠A (shown "♦6 as ♠A") is an Ace, even
    beside a real ♠A: two cards standing for the same card still
    make a pair. A Perlagg played without a name counts as its
    printed face: the Martl played silently is the ♥K, a King.
    And a Perlagg makes a set neither weaker nor stronger: three
    Kings are three Kings, however many Perlaggen are among them.

perlaggen-gleich-q-same-card-twice =
    Hearts are trumps. Seat 0 holds the ♠A and played the Weli as the
    ♠A as well. Seat 3 holds a pair of Kings. Which team wins the
    Gleich?
perlaggen-gleich-q-same-card-twice-h1 = Seat 0's Weli counts as what it was named. Two cards standing for the ♠A: is that a pair?
perlaggen-gleich-q-same-card-twice-h2 = Any suits make a Gleich, even the same card twice. A pair of Aces against a pair of Kings.
perlaggen-gleich-q-same-card-twice-x =
    The Weli named ♠A is an Ace. With the real ♠A it makes a pair of
    Aces: cards of equal rank, and equal identities are allowed. The
    Aces beat seat 3's Kings, so team A wins the Gleich.

perlaggen-gleich-q-five-sevens =
    Hearts are trumps. Seat 0 holds all four 10s. Seat 3 played the
    ♥7, the ♦7 and the ♣7 without naming them, holds the ♠7, and
    played the Weli as the ♠7. Which team wins the Gleich?
perlaggen-gleich-q-five-sevens-h1 = A Perlagg played without a name counts as its printed face. How many 7s does seat 3 have?
perlaggen-gleich-q-five-sevens-h2 = Seat 3 has five 7s; seat 0 has four 10s. What is compared first?
perlaggen-gleich-q-five-sevens-x =
    The ♥7 (the { -trump } 7), the Schell-Spitz ♦7 and the Eichel-Spitz ♣7
    were played silently, so they count as 7s; with the ♠7 and the
    Weli named ♠7, seat 3 has five of a kind, which is only possible
    with Perlaggen. Five cards beat four, however low: team B.

perlaggen-gleich-q-fixed-name =
    Bells are trumps. Earlier in the deal seat 0 played the Martl (♥K)
    as the ♦9. Which team wins the Gleich?
perlaggen-gleich-q-fixed-name-h1 = Once played, what does the Martl count as: a King, any card, or the ♦9?
perlaggen-gleich-q-fixed-name-h2 = The Martl is the ♦9 for the rest of the deal. Does anybody now hold two cards of one rank?
perlaggen-gleich-q-fixed-name-x =
    The Martl was named ♦9 when it was played, and that name is fixed:
    it is no longer wild, and it is not a King either. Seat 0 has
    A, 9, 10, 8, O: no pair. Every other player also has five
    different ranks, so nobody has a Gleich and nobody scores it.

perlaggen-gleich-stands =
    When the two teams' best Gleichs are exactly equal (same number
    of cards, same rank), the Gleich "stands" (der Gleich steht):
    nobody scores it. Suits cannot break the tie, and neither can a
    second-best set, in the same hand or the { -partner }'s.

    If nobody holds a Gleich at all, nobody scores it either.

perlaggen-gleich-q-wild-equals-natural =
    Leaves are trumps. Seat 0 holds three natural 9s. Seat 3 holds the
    ♦9, played the Weli as the ♥9 and the { -trump } Ober (♠O) as the ♣9.
    Which team wins the Gleich?
perlaggen-gleich-q-wild-equals-natural-h1 = Count seat 3's 9s by what each card was named as. Do Perlaggen make a set weaker?
perlaggen-gleich-q-wild-equals-natural-h2 = Three 9s against three 9s. What happens when the best sets are equal?
perlaggen-gleich-q-wild-equals-natural-x =
    Seat 3 has three 9s too: the ♦9, the Weli as ♥9 and the { -trump }
    Ober as ♣9. Perlaggen count exactly like natural cards, so both
    teams' best is three 9s. The Gleich stands: nobody scores it.

perlaggen-gleich-q-second-pair-no-help =
    Acorns are trumps. Seat 0 (team A) and seat 1 (team B) each hold a
    pair of Aces; seat 2, seat 0's { -partner }, also holds a pair of
    Kings. Which team wins the Gleich?
perlaggen-gleich-q-second-pair-no-help-h1 = Compare each team's best Gleich only.
perlaggen-gleich-q-second-pair-no-help-h2 = Both teams' best is a pair of Aces. Can team A's Kings break the tie?
perlaggen-gleich-q-second-pair-no-help-x =
    Each team's best Gleich is a pair of Aces, so the Gleich stands
    and nobody scores it. Seat 2's Kings are only team A's second
    best: a second-best set never breaks a tie.
