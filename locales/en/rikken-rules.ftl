### Rules text shown by `tricktutor rules rikken`.
### One message per paragraph; the Japanese file has exactly the same ids, paragraph for paragraph.

## Players and sides

rules-rikken-players-title = Players and sides
rules-rikken-players-1 = Rikken is a trick-taking game from the south of the Netherlands, for exactly four players. There are no fixed partnerships: each player plays and scores for himself.
rules-rikken-players-2 = Sides are formed anew in every deal, by the bid that wins the { -rikken-auction }, and last for that deal only. In Rik, Rik beter and Troela the declarer plays with a { -partner }, 2 against 2. In all other contracts the declarer plays alone, 1 against 3. In Misère, Piek and their open forms several players may be declarers at the same time (see Simultaneous declarers).
rules-rikken-players-3 = Dealing, bidding and play all go clockwise. The tutor's questions number the seats: seat 0 is the player on the { -dealer }'s left, who bids first and leads to the first { -trick }; then come seat 1 and seat 2, and seat 3 is the { -dealer }.

## The cards

rules-rikken-deck-title = The cards
rules-rikken-deck-1 = Rikken uses a standard pack of 52 French-suited cards, without jokers: four suits of 13 cards, each card exactly once. The suits are spades, hearts, diamonds and clubs (in Dutch schoppen, harten, ruiten and klaveren). Each suit has the ranks A, K, Q, J, 10, 9, 8, 7, 6, 5, 4, 3 and 2.
rules-rikken-deck-2 = The cards have no point value: only the number of tricks counts. A deal has 13 tricks of four cards each. Apart from the tricks, the only thing that scores is the bonus for winning all 13 tricks (see Scoring).

## Card order and the winner of a trick

rules-rikken-ranks-title = Card order and the winner of a { -trick }
rules-rikken-ranks-1 = In every suit, trumps included, the cards rank from high to low: A, K, Q, J, 10, 9, 8, 7, 6, 5, 4, 3, 2. This order is the same in every { -rikken-contract }, also in those played without trumps.
rules-rikken-ranks-2 = Depending on the { -rikken-contract } there is one { -trump } suit or none (see The bids). A { -trick } is won by the highest { -trump } in it. If it contains no { -trump }, it is won by the highest card of the suit led. A card of any other suit never wins. Every card exists only once, so there are no ties. The winner of a { -trick } leads to the next one.
rules-rikken-ranks-3 = The one special case is a card led face down after a blind call: it never wins the { -trick }, even if it is a { -trump } (see The blind call and the face-down lead).

## The deal

rules-rikken-deal-title = The deal
rules-rikken-deal-1 = The first { -dealer } is chosen by any method. After every deal, including a deal that was passed out, the deal passes to the player on the { -dealer }'s left.
rules-rikken-deal-2 = The cards are not shuffled. The player on the { -dealer }'s right cuts them.
rules-rikken-deal-3 = The { -dealer } gives each player 2 cards at a time, six times round, and then 1 card each in a last round. All 52 cards are dealt, and each player holds 13. (Some players deal the cards in other packets, see Variants; this changes no rule.)
rules-rikken-deal-4 = No card is turned up and there is no stock. The { -trump } suit is never decided by a turned card: it is chosen after the { -rikken-auction } (see The bids).

## The lead

rules-rikken-lead-title = The lead
rules-rikken-lead-1 = The player on the { -dealer }'s left (seat 0) leads to the first { -trick }, whatever the { -rikken-contract } and whoever the declarer is. After that, the winner of each { -trick } leads to the next.
rules-rikken-lead-2 = In a { -trick } each player plays one card, in clockwise order. The leader may lead any card of his hand. This holds for the { -rikken-holder } of the { -rikken-called-ace } too (and for the { -rikken-holder } of the fourth ace in Troela): even when he leads the suit of that ace, he need not lead the ace itself.
rules-rikken-lead-3 = If seat 0 is the declarer of a Rik or Rik beter and has called blind, his lead to the first { -trick } may already be a face-down lead (see The blind call and the face-down lead).

## Following suit

rules-rikken-follow-title = Following suit
rules-rikken-follow-1 = The other players must { -follow-suit }: if you hold a card of the suit led, you must play a card of that suit. Any card of that suit will do; there is no duty to beat the cards already played.
rules-rikken-follow-2 = If you have no card of the suit led (you are void in it), you may play any card: you may { -trump } or discard. There is no duty to { -trump } and no duty to { -overtrump }. In the contracts without trumps, a card of another suit is simply a discard.
rules-rikken-follow-3 = The { -rikken-called-ace }. In Rik and Rik beter, the player who holds the { -rikken-called-ace } (the declarer's { -partner }, see Calling the { -partner }) must play it as soon as its suit is led, or a card is led face down after a blind call: he may not follow with another card of that suit. This holds even when the { -trick } has already been trumped and the ace is certain to lose. The same duty applies to the fourth ace in Troela, and to the called king when a king was called instead of an ace. In the solo contracts there is no called card.
rules-rikken-follow-4 = Discarding the { -rikken-called-ace }. A { -rikken-holder } of the { -rikken-called-ace } who is void in the suit led may play any card, the { -rikken-called-ace } included, like any other discard. Once the { -rikken-called-ace } has been played this way, its duty is over, and the declarer can no longer lead face down (see The blind call and the face-down lead).

## The blind call and the face-down lead

rules-rikken-blind-title = The blind call and the face-down lead
rules-rikken-blind-1 = When the declarer of a Rik or Rik beter has called an ace "blind", that is, the ace of a suit in which he holds no card (see Calling the { -partner }), he may lead face down. As long as the { -rikken-called-ace } has not been played, whenever the declarer is on lead he may lead any one card of his hand, a { -trump } included, face down instead of leading normally. This includes the first { -trick } when the declarer is seat 0.
rules-rikken-blind-2 = The other three play as if the suit of the { -rikken-called-ace } had been led: they must follow in that suit if they can, and the { -rikken-holder } of the { -rikken-called-ace } must play it. So the { -rikken-called-ace } is always played to a { -trick } that was led face down.
rules-rikken-blind-3 = The { -trick } is won by the highest { -trump } played face up. If nobody played a { -trump }, it is won by the highest card of the called suit, which is the { -rikken-called-ace }. The face-down card never wins the { -trick }, not even if it is in fact a { -trump }.
rules-rikken-blind-4 = When the { -trick } is complete, the face-down card is turned face up. It counts as the declarer's card in that { -trick } and has left his hand; showing it changes nothing else.
rules-rikken-blind-5 = Since the { -rikken-called-ace } is always played to the face-down { -trick }, the declarer can lead face down at most once per deal. Once the { -rikken-called-ace } has been played, to any { -trick } and also as a discard, the face-down lead is no longer possible.

## The bids

rules-rikken-bids-title = The bids
rules-rikken-bids-1 = After the deal the players bid for the { -rikken-contract } (see The { -rikken-auction }). There are 16 bids. Each one promises a number of tricks (or none, or exactly one), to be won either alone against the other three or together with a { -partner }. Players call the bids by their Dutch names. The list below goes from the lowest bid to the highest; the number in front of each bid is its rank, and two bids with the same rank are equal.
rules-rikken-bids-2 = The bids, lowest first:
    - (1) Rik (the ace-calling bid): 2 against 2 with the { -rikken-holder } of the ace the declarer calls; at least 8 tricks together; trumps chosen by the declarer.
    - (2) Rik beter ("better rik": hearts are trumps): 2 against 2 as in Rik; at least 8 tricks together; trumps: hearts.
    - (3) 8 alleen (eight alone): alone; at least 8 tricks; trumps chosen by the declarer.
    - (4) Misère (no tricks): alone; no { -trick } at all; no trumps.
    - (4) Piek (one { -trick }): alone; exactly 1 { -trick }; no trumps.
    - (5) 9 alleen (nine alone): alone; at least 9 tricks; trumps chosen by the declarer.
    - (6) 10 alleen (ten alone): alone; at least 10 tricks; trumps chosen by the declarer.
    - (7) 11 alleen (eleven alone): alone; at least 11 tricks; trumps chosen by the declarer.
    - (8) 12 alleen (twelve alone): alone; at least 12 tricks; trumps chosen by the declarer.
    - (9) Open misère (misère with the hand shown): as Misère, and the declarer shows his hand after the first { -trick }; no trumps.
    - (9) Open piek (piek with the hand shown): as Piek, and the declarer shows his hand after the first { -trick }; no trumps.
    - (10) Troela (three aces): only for a player dealt exactly three aces; 2 against 2 with the { -rikken-holder } of the fourth ace; at least 8 tricks together; trumps chosen by the { -partner }.
    - (11) Open misère met praatje (open misère with a chat): as Misère; after the first { -trick } all hands are shown and the other players may talk it over; no trumps.
    - (11) Open piek met praatje (open piek with a chat): as Piek; after the first { -trick } all hands are shown and the other players may talk it over; no trumps.
    - (12) 13 alleen (thirteen alone): alone; all 13 tricks; trumps chosen by the declarer.
    - (13) Open 13 alleen (open thirteen alone): alone, and the declarer shows his hand after the first { -trick }; all 13 tricks; trumps chosen by the declarer.
rules-rikken-bids-3 = The { -trump } suit is not part of the bid, except that Rik beter means hearts. It is announced after the { -rikken-auction }, before the first lead: in Rik, in 8 to 13 alleen and in Open 13 alleen by the declarer, in Troela by the { -partner }. Every { -rikken-contract } with trumps has one of the four suits as trumps; there is no no-trump choice. But the suit of the { -rikken-called-ace } (Rik, Rik beter) or of the fourth ace (Troela) can never be trumps. Misère, Piek and their open forms are always played without trumps.
rules-rikken-bids-4 = A plain Rik may be played with hearts as trumps too. It is still a Rik (rank 1) and scores as a Rik.
rules-rikken-bids-5 = In the 2-against-2 contracts the tricks of the declarer and the { -partner } count together. "At least" means that more tricks make the { -rikken-contract } too; each extra { -trick } (an overtrick) is worth more (see Scoring). Misère is made only with no { -trick } at all, Piek only with exactly one { -trick }.

## The auction

rules-rikken-auction-title = The { -rikken-auction }
rules-rikken-auction-1 = The { -rikken-auction } starts with the player on the { -dealer }'s left (seat 0) and goes clockwise, round after round, as long as needed. Players who have passed are skipped.
rules-rikken-auction-2 = On his turn a player either passes or bids. A pass is final: a player who has passed takes no further part in this { -rikken-auction }. Passing is allowed, except at the first turn of a player dealt exactly three aces while no bid above Troela stands (see below).
rules-rikken-auction-3 = The first bid may be any bid the player is entitled to. After that, every bid must be of higher rank than the highest bid so far. A bid of the same rank is not allowed (for example, no Rik after a Rik), except for the equal pairs.
rules-rikken-auction-4 = Equal pairs. Misère and Piek have the same rank (4); so do Open misère and Open piek (9), and Open misère met praatje and Open piek met praatje (11). When the highest bid so far has the rank of such a pair, the player on turn may bid either bid of the pair: the other one (Piek after Misère) or the same one again (Misère after Misère). Any number of players may join in like this. Equal bids do not cancel each other: they all stand together. A later bid of higher rank cancels all of them.
rules-rikken-auction-5 = Three aces. Troela may be bid only by a player who was dealt exactly three aces. Such a player may not make any bid ranked below Troela (Rik up to Open piek). At his first turn, if no bid ranked above Troela has been made yet, he must bid Troela or higher: he may not pass. Otherwise (a bid above Troela already stands, or at any later turn) he may pass or bid higher. A player with four aces has no such restriction, but he may not bid Troela.
rules-rikken-auction-6 = Holders. A player is called a { -rikken-holder } when he has not passed and his latest bid has the rank of the highest bid so far. After a bid of higher rank the new bidder is the only { -rikken-holder }; a player who joins with a bid of the same rank becomes a { -rikken-holder } as well.
rules-rikken-auction-7 = Being overbid. A player whose bid has been overbid keeps his place in the rotation as long as he has not passed. At his next turn he may pass, bid higher, or, only if the new highest bid belongs to an equal pair, join it. When a Misère/Piek pair (or an open pair) is overbid, every one of its former holders gets his next turn in this way, in normal clockwise order.
rules-rikken-auction-8 = End of the { -rikken-auction }. The { -rikken-auction } ends as soon as every player who has not passed is a { -rikken-holder }. Usually three players have passed and the fourth becomes the declarer of his last bid. With an equal pair all holders become declarers and play their contracts at the same time (see Simultaneous declarers); for example, A bids Misère, B bids Piek (or Misère), C and D pass. A { -rikken-holder } is therefore never asked again: before the turn comes back to him, either the { -rikken-auction } has ended or his bid has been overbid.
rules-rikken-auction-9 = If the first three players pass, the { -dealer } may still bid anything he is entitled to; if he bids, the { -rikken-auction } ends at once and he is the declarer. If all four players pass without any bid, the deal is passed out: there is no play, everyone scores 0, and the next { -dealer }, on the left, deals a new hand.
rules-rikken-auction-10 = Example: seat 0 bids Misère, seat 1 Piek, seat 2 Open misère (both earlier bids are now overbid), and seat 3 passes. Seat 0 is next: he may pass, join with Open misère or Open piek, or bid higher. Then seat 1 has the same choice. If seat 0 joined and seat 1 passes, seats 0 and 2 both play: seat 0 the open bid he chose, seat 2 Open misère. The { -rikken-auction } ends as soon as every player still in it is a { -rikken-holder } of the current highest rank.

## Calling the partner

rules-rikken-calling-title = Calling the { -partner }
rules-rikken-calling-1 = After the { -rikken-auction } the declarer of a Rik or Rik beter announces, at the same time, the { -trump } suit (in Rik only; in Rik beter hearts are always trumps) and the called card: an ace that he does not hold, for example "I ask for the ace of spades". The player who holds that ace becomes his secret { -partner } for this deal. The { -partner } does not announce himself: he must not reveal that he is the { -partner } other than by the cards he plays.
rules-rikken-calling-2 = The ace of the { -trump } suit can never be called. So in Rik beter the ace of hearts cannot be called, and in Rik the declarer cannot make the { -rikken-called-ace }'s suit trumps.
rules-rikken-calling-3 = If possible, the declarer must call the ace of a suit in which he holds at least one card. He may not call the ace of a suit in which he is void as long as he can call an ace of a suit he holds.
rules-rikken-calling-4 = Blind. Only if that is impossible, because every ace he lacks outside the { -trump } suit is in a suit in which he has no card, does he call the ace of such a void suit and announce "blind"; any of these aces may be called. This happens for instance when he holds the aces of all the suits he has cards in. It also happens when the only ace he lacks in his suits is the { -trump } ace: for example, in Rik beter the declarer has hearts but not the ace of hearts, holds the aces of spades and diamonds and has no clubs; he must call the ace of clubs, blind. A blind call allows the face-down lead (see The blind call and the face-down lead).
rules-rikken-calling-5 = A declarer who holds all four aces calls a king instead: a king that he does not hold, of a suit other than trumps. Everything said about the { -rikken-called-ace } applies to that king. In the rare case that he also holds the king of every suit other than trumps, he calls a queen, and so on down: he calls the highest rank of which he lacks a card outside the { -trump } suit. A call of a king or a lower card is never blind, because the declarer holds every ace and so has a card in every suit.
rules-rikken-calling-6 = So there is always a card that may be called, and Rik and Rik beter can always be bid. A player with three aces never calls a card: he cannot bid Rik or Rik beter.

## Troela

rules-rikken-troela-title = Troela
rules-rikken-troela-1 = Troela may be bid only by a player who was dealt exactly three aces. After the { -rikken-auction } the declarer says which ace he lacks. The { -rikken-holder } of that fourth ace announces himself at once and becomes his { -partner }. Together they need at least 8 tricks.
rules-rikken-troela-2 = The { -partner }, the { -rikken-holder } of the fourth ace, chooses trumps: one of the three suits other than the suit of his ace. Playing without trumps is not allowed.
rules-rikken-troela-3 = In play the fourth ace carries the same duty as a { -rikken-called-ace }: when its suit is led, its { -rikken-holder } must play it (see Following suit). The blind call and the face-down lead belong to Rik and Rik beter only; they do not exist in Troela.

## Open contracts

rules-rikken-open-title = Open contracts
rules-rikken-open-1 = In Open misère, Open piek and Open 13 alleen, once the first { -trick } is complete the declarer lays his whole remaining hand face up on the table and plays on from it.
rules-rikken-open-2 = In Open misère met praatje and Open piek met praatje, once the first { -trick } is complete all four players lay their hands face up, and the players who are not declarers may discuss their play openly.
rules-rikken-open-3 = Showing the cards and talking never change which cards may be played or who wins a { -trick }.

## Simultaneous declarers

rules-rikken-simultaneous-title = Simultaneous declarers
rules-rikken-simultaneous-1 = Misère and Piek may be played by several declarers at once, in any mix: Misère with Piek, or the same bid by two or more players. The same goes for Open misère and Open piek, and for the two met praatje bids. Each declarer plays for himself against everyone else, and only his own tricks decide whether he makes his { -rikken-contract }.
rules-rikken-simultaneous-2 = Play is otherwise normal: there are no trumps, and seat 0 leads to the first { -trick }. In the open contracts each declarer shows his hand after the first { -trick }; in the met praatje contracts all hands are shown and the non-declarers may confer. None of this changes the legal plays or the winner of a { -trick }.
rules-rikken-simultaneous-3 = Each declarer's { -rikken-contract } is settled separately, and all the payments are made (see Settlement).

## Scoring

rules-rikken-scoring-title = Scoring
rules-rikken-scoring-1 = Scores are settled in chips after each deal. Every { -rikken-contract } has a value for making it and for failing; the { -trick } contracts also have a value for each overtrick and each undertrick. The amounts are per opponent (see Settlement for who pays whom):
    - Rik, Rik beter, 8 alleen: made 1, per overtrick 1; failed 1, per undertrick 1
    - Misère, Piek: made 5; failed 5
    - 9 alleen to 12 alleen: made 1, per overtrick 1; failed 1, per undertrick 1
    - Open misère, Open piek: made 15; failed 15
    - Troela: made 2, per overtrick 1; failed 2, per undertrick 1
    - Open misère met praatje, Open piek met praatje: made 15; failed 15
    - 13 alleen: made 15; failed 15
    - Open 13 alleen: made 20; failed 20
rules-rikken-scoring-2 = The { -trick } contracts are Rik, Rik beter, Troela and 8 to 12 alleen. The declaring side (the declarer, together with the { -partner } in Rik, Rik beter and Troela) needs 8 tricks in Rik, Rik beter, Troela and 8 alleen, and 9, 10, 11 or 12 tricks in 9 to 12 alleen. If it makes the { -rikken-contract }, the value of the deal is the "made" amount plus the overtrick amount for each { -trick } above the number needed. If it fails, the value is the "failed" amount plus the undertrick amount for each { -trick } short.
rules-rikken-scoring-3 = Note that making the { -rikken-contract } exactly earns only the "made" amount, while failing by one { -trick } already costs the "failed" amount plus one undertrick. A Rik made with exactly 8 tricks is worth 1; a Rik with 7 tricks costs 2.
rules-rikken-scoring-4 = If the declaring side of a { -trick } { -rikken-contract } wins all 13 tricks, the value goes up by 1 more. This applies to the 2-against-2 contracts too (when the tricks of the two partners together make 13), and to 8 to 12 alleen. Example: a Rik with all 13 tricks is worth 1 + 5 + 1 = 7.
rules-rikken-scoring-5 = 13 alleen and Open 13 alleen are made only with all 13 tricks. Their value is the amount in the table, made or failed; there are no overtricks or undertricks and no bonus for all 13 tricks.
rules-rikken-scoring-6 = Misère, Open misère and Open misère met praatje are made if the declarer wins no { -trick }. Piek, Open piek and Open piek met praatje are made if the declarer wins exactly one { -trick }; no { -trick }, or two or more, fails. The value is the amount in the table either way, with nothing per { -trick }.

## Settlement

rules-rikken-settlement-title = Settlement
rules-rikken-settlement-1 = Two against two (Rik, Rik beter, Troela). If the { -rikken-contract } is made, the declarer collects the value from one opponent and the { -partner } collects the same amount from the other opponent (who pays whom makes no difference). If it fails, it is the other way round: the declarer pays the value to one opponent and the { -partner } pays it to the other. So the declarer and the { -partner } each win the value and each opponent loses it, or the reverse when the { -rikken-contract } fails.
rules-rikken-settlement-2 = One against three (all other contracts). If the { -rikken-contract } is made, the declarer collects the value from each of the other three players, so he wins three times the value. If it fails, he pays the value to each of them.
rules-rikken-settlement-3 = Several declarers at once. Each declarer's { -rikken-contract } is settled on its own, as a one-against-three { -rikken-contract } with each of the other three players, the other declarers included, and all the payments are made. A player's result for the deal is the sum of all his amounts.
rules-rikken-settlement-4 = A passed-out deal: nobody pays, and everyone scores 0. In every deal the results of the four players add up to zero.
rules-rikken-settlement-5 = Examples, two against two:
    - Rik, declarer seat 0, { -partner } seat 2, 8 tricks together: the value is 1. Seats 0 and 2 win 1 each, seats 1 and 3 lose 1 each.
    - The same Rik with 7 tricks fails: the value is 2. Seats 0 and 2 lose 2 each, seats 1 and 3 win 2 each.
    - The same Rik with all 13 tricks: the value is 1 + 5 + 1 = 7. Seats 0 and 2 win 7 each, seats 1 and 3 lose 7 each.
    - Troela, declarer seat 1, { -partner } seat 3: with 9 tricks the value is 2 + 1 = 3; with 7 tricks it fails and costs 2 + 1 = 3; with all 13 tricks it is 2 + 5 + 1 = 8, so seats 1 and 3 win 8 each and seats 0 and 2 lose 8 each.
rules-rikken-settlement-6 = Examples, one against three:
    - 8 alleen by seat 2, who wins only 6 tricks: 2 tricks short, the value is 1 + 2 = 3. Seat 2 pays 3 to each player and loses 9; the other three win 3 each.
    - 12 alleen with all 13 tricks: the value is 1 + 1 + 1 = 3 (made, one overtrick, the bonus for all 13 tricks). The declarer wins 9, each other player loses 3.
    - 13 alleen made: the declarer wins 45, each other player loses 15. Failed: the declarer loses 45, each other player wins 15.
rules-rikken-settlement-7 = Examples, seat 0 playing Misère and seat 1 Piek at the same time:
    - Both made: each collects 5 from each of the three others. Seat 0 receives 15 and pays 5 to seat 1, so he wins 10; seat 1 likewise wins 10; seats 2 and 3 each pay 5 to both declarers and lose 10.
    - Seat 0 made, seat 1 failed: seat 0 wins 20, seat 1 loses 20, seats 2 and 3 are square (0).
    - Both failed: seats 0 and 1 lose 10 each, seats 2 and 3 win 10 each.

## End of the game

rules-rikken-end-title = End of the game
rules-rikken-end-1 = There is no fixed end to the game. The chips are settled deal by deal, and the session ends when the players agree. If the number of deals played is a multiple of 4, everyone has dealt the same number of times.

## Variants

rules-rikken-variants-title = Variants
rules-rikken-variants-1 = Dealing. These rules deal 2 cards at a time six times and then 1 card each. Some players deal 3 cards at a time four times and then 1 card each, or packets of 6 and 7 cards, or of 4, 5 and 4 cards. The way the cards are dealt changes no rule.
rules-rikken-variants-2 = The following variations are played in some places but are not part of these rules:
    - Troela compulsory at every turn (here it is compulsory only at the first turn of the player with three aces)
    - Troela with four aces
    - Troela with the suit of the single ace allowed as trumps
    - Troela in which the declarer chooses trumps
    - "beter" solos, and a "beter" suit chosen at random
    - Solo 7
    - no Piek bids
    - the { -partner } not paying when a Rik fails
    - no solo allowed as the first bid
    - rules that oblige players to { -trump }
    - playing "Schoppen Mie" or another game when everyone passes
    - the { -dealer } being forced to bid
    - other money values
    - versions for 5 and for 3 players
