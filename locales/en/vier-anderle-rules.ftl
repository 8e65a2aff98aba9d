### Rules text shown by `tricktutor rules vier-anderle` (Vier-Anderle and its variant Japanisch Vier-Anderle).
### One message per paragraph; the Japanese file has exactly the same ids, paragraph for paragraph.

## Players and chips

rules-vier-anderle-players-title = Players and chips
rules-vier-anderle-players-1 = Vier-Anderle is a small gambling trick-taking game played with Cego (tarot) cards around Furtwangen in the Black Forest, Germany. "Vier" is German for four: each player holds just 4 cards. Unusually for a tarot game, the cards have no point values; only the number of tricks each player takes matters. Pagat mentions Strassenwart, played around Offenburg, as a similar game. The tutor follows the Japanese rules page of gamefarm.jp (called "the Japanese source" below), with pagat.com filling its gaps.
rules-vier-anderle-players-2 = It is a game for 2 to 13 players; 5 to 8 is best. There are no partnerships: everyone plays for themselves. The Japanese source says "any number of players"; the tutor follows pagat's 2 to 13, because a full Cego pack of 54 cards can give 4 cards to 13 players at most (see Extra pip cards for many players).
rules-vier-anderle-players-3 = Everything goes clockwise: dealing, declaring "in" or "out" in the original game, and playing to a { -trick }. The deal passes clockwise too: the next { -dealer } is the player on the current { -dealer }'s left.
rules-vier-anderle-players-4 = The game is played for chips. Everyone starts with the same number of chips; the sources give no amount, and the tutor does not need one. All chips are paid into, or taken from, the { -vier-anderle-pot } in the middle of the table, never handed directly from player to player.
rules-vier-anderle-players-5 = The tutor's questions number the seats for each deal. With n players, seat 0 is the player on the { -dealer }'s left, the first player after the { -dealer } (German Vorhand, "forehand"). The seats then go clockwise: seat 1, seat 2, and so on. Seat n−1 is the { -dealer }, and seat n−2 sits on the { -dealer }'s right. For example, with 6 players the { -dealer } is seat 5 and the { -dealer }'s right-hand neighbour is seat 4.

## The cards

rules-vier-anderle-deck-title = The cards
rules-vier-anderle-deck-1 = The game is played with a Cego pack, the 54-card tarock pack of the Black Forest, or with any other tarot pack. Take out all pip cards (number cards) of the four suits: 16 cards from a Cego pack, 40 from a 78-card tarot. Either way 38 cards remain: 22 trumps and 16 court cards. Every card exists once; there are no duplicates and no wild cards.
rules-vier-anderle-deck-2 = The 22 trumps are { -trump } 1 to { -trump } 21 and the unnumbered top { -trump }. In Cego the top { -trump } is called the Gstieß (or Stieß); it is also known as the Sküs (from the French excuse), and the tutor calls it the Sküs. In other tarot games this card is the Fool or Excuse, but here it has no special powers: it is simply the highest { -trump }. It must follow the same rules as any other { -trump }, it may be led, and it wins every { -trick } it is played to.
rules-vier-anderle-deck-3 = The 16 court cards are the King, Queen, Cavalier (the knight, German Reiter) and Jack of each suit. The suits are hearts and diamonds (red), and spades and clubs (black). The tutor writes a court card with its suit symbol and K, Q, C or J: ♥K is the King of hearts, ♠C the Cavalier of spades. All cards that are not trumps are called suit cards.
rules-vier-anderle-deck-4 = The Black Forest names of the suits are Herz (hearts), Karo or Eckstein (diamonds), Pik or Schippe (spades) and Kreuz (clubs); the trumps are the Tarock or Trock. The tutor writes a { -trump } as "{ -trump } 21" and the top { -trump } as "Sküs". The Japanese source's picture of the top { -trump } is lost, leaving only its words "the strongest { -trump }"; following pagat, the tutor takes this card to be the Gstieß/Sküs.

## Extra pip cards for many players

rules-vier-anderle-pips-title = Extra pip cards for many players
rules-vier-anderle-pips-1 = Each player needs 4 cards, so the 38-card pack serves at most 9 players. With more players, pip cards go back into the pack. The same number of pips, k, is added to every suit, and in each suit the highest-ranking pips not yet in use go in first. The pips rank as in Cego: in the black suits 10, 9, 8, 7 (the 10 highest), and in the red suits 1, 2, 3, 4. The red pips run upside down: the red 1 is the highest red pip and the 4 the lowest.
rules-vier-anderle-pips-2 = So the pips come back in this order:
    - k = 0: no pips; 38 cards, for 2 to 9 players
    - k = 1: ♠10, ♣10, ♥1, ♦1; 42 cards, for 10 players
    - k = 2: also ♠9, ♣9, ♥2, ♦2; 46 cards, for 11 players
    - k = 3: also ♠8, ♣8, ♥3, ♦3; 50 cards, for 12 players
    - k = 4: also ♠7, ♣7, ♥4, ♦4; 54 cards, the whole Cego pack, for 13 players
    Other pip cards, such as ♠6 or ♥5, are never used.
rules-vier-anderle-pips-3 = How many pips? The Japanese source leaves it to the players ("as suits the number of players"); pagat says only that pips go back in above nine players. The tutor adds the fewest that give everyone 4 cards: k = max(0, n−9) for n players, so that 4 × n is no more than 38 + 4 × k. That is no pips for up to 9 players, one pip per suit for 10, two for 11, three for 12 and four for 13.
rules-vier-anderle-pips-4 = k is at most 4, because a Cego pack holds only four pip cards per suit; this is why the game stops at 13 players. A table may add more pips than it needs, so when a tutor question states how many pips per suit are in the pack, that number holds, even if it is more than the formula gives. Fewer than the formula gives is impossible, since someone would be short of cards.
rules-vier-anderle-pips-5 = Pip cards are ordinary suit cards: they { -follow-suit } like the court cards and rank below the Jack of their suit (see Card order and the winner of a { -trick }).

## Card order and the winner of a trick

rules-vier-anderle-ranks-title = Card order and the winner of a { -trick }
rules-vier-anderle-ranks-1 = The trumps rank from high to low: Sküs, { -trump } 21, { -trump } 20, and so on down to { -trump } 1. Every { -trump } beats every suit card.
rules-vier-anderle-ranks-2 = The suit cards rank from high to low (the pips only when they have been added to the pack):
    - black suits (spades, clubs): K, Q, C, J, 10, 9, 8, 7
    - red suits (hearts, diamonds): K, Q, C, J, 1, 2, 3, 4
    The Japanese source says only "as in ordinary tarot"; the orders above are pagat's, the usual Cego ones.
rules-vier-anderle-ranks-3 = If a { -trick } contains at least one { -trump }, the highest { -trump } wins it; the Sküs beats { -trump } 21. If it contains no { -trump }, the highest card of the suit led wins. A card of any other suit never wins, however high it is. Since every card exists once, there are no ties.
rules-vier-anderle-ranks-4 = Example: the { -trick } is ♥Q, ♥C, ♠K, ♥J. No { -trump } was played, hearts were led, and the highest heart is the ♥Q, so it wins; the ♠K cannot win, because spades were not led. Had the last card been { -trump } 1 instead of the ♥J, { -trump } 1 would have won. With added pips, in a { -trick } ♦3, ♦1 the ♦1 wins, since the red 1 is the highest red pip.
rules-vier-anderle-ranks-5 = The cards have no point values, and there are no melds or bonuses. A deal always has exactly 4 tricks, and chips change hands only according to how many tricks each player took (see the sections on settling a deal).

## The deal

rules-vier-anderle-deal-title = The deal
rules-vier-anderle-deal-1 = The first { -dealer } is chosen by any method. After that the deal passes clockwise, to the player on the { -dealer }'s left.
rules-vier-anderle-deal-2 = The ante. Before dealing, the { -dealer } always puts 4 chips into the { -vier-anderle-pot }. This happens in every deal, whatever kind of deal it turns out to be, and in both games.
rules-vier-anderle-deal-3 = The { -dealer } then deals 4 cards to each player, clockwise, beginning with seat 0. The sources do not say whether the cards are dealt one at a time or four at once; it makes no difference. Cards left over stay face down and out of play.
rules-vier-anderle-deal-4 = There is no talon, no turned-up card and no choice of trumps: the tarot trumps are always trumps.

## Two kinds of deal

rules-vier-anderle-kinds-title = Two kinds of deal
rules-vier-anderle-kinds-1 = There are two kinds of deal. Which one it is depends on the { -vier-anderle-pot } before the { -dealer } puts in the ante; the ante itself is not counted:
    - If the { -vier-anderle-pot } was empty, it is an all-play deal: everyone must play. The first deal of a session is always one.
    - If the { -vier-anderle-pot } held chips, it is an in/out deal: after the deal each player decides whether to be "in" (take part) or "out" (drop).
    The rules of { -trick } play are the same in both kinds; only the declarations and the settlement differ.
rules-vier-anderle-kinds-2 = In the following sections P stands for the { -vier-anderle-pot } just before play: the chips that were in it before the deal, plus the { -dealer }'s ante. The tutor's questions give the { -vier-anderle-pot } before the deal, so P is that number plus 4. For example, a { -vier-anderle-pot } of 16 before the deal gives P = 20. Declarations and (in Japanisch Vier-Anderle) drop fees do not change the { -vier-anderle-pot }, so P is still the { -vier-anderle-pot } when the first card is played.
rules-vier-anderle-kinds-3 = Every amount ever paid into the { -vier-anderle-pot } is a multiple of 4: the ante, the 4 chips of an all-play deal, the payment of P, and in the variant the 8-chip payment and the 4-chip drop fee. So the { -vier-anderle-pot } is always a multiple of 4, and a quarter of P is always a whole number of chips. The sources give no rounding rule, and none is needed.
rules-vier-anderle-kinds-4 = The ante stays in the { -vier-anderle-pot } in an all-play deal, so after one the { -vier-anderle-pot } is never empty, and the next deal is an in/out deal. The { -vier-anderle-pot } can be emptied only by an in/out deal (see the two sections on settling a deal); the next deal is then an all-play deal again.

## Declaring "in" or "out"

rules-vier-anderle-declaring-title = Declaring "in" or "out"
rules-vier-anderle-declaring-1 = In an all-play deal nobody declares: everyone plays.
rules-vier-anderle-declaring-2 = In an in/out deal, after the cards are dealt, each player in turn says "in" (take part) or "out" (drop). The order is seat 0, seat 1, and so on clockwise; the { -dealer } declares last. Each player looks at their own 4 cards before deciding. The players who are in are the participants.
rules-vier-anderle-declaring-3 = A player who is out puts their cards face down and takes no further part in the deal. In the original game they neither pay nor receive anything in this deal. A { -dealer } who drops has still paid the ante.
rules-vier-anderle-declaring-4 = The lone participant. If exactly one player is in, that player takes the whole { -vier-anderle-pot } P at once, and no cards are played. (Pagat does not mention this rule, but playing the hand out would give the same result: the lone player would win all 4 tricks and so all 4 quarters of P.)
rules-vier-anderle-declaring-5 = Nobody in. The sources do not say what happens if every player, the { -dealer } included, is out; the tutor plays it like this. No card is played, and nobody pays or receives anything apart from the { -dealer }'s ante. The { -vier-anderle-pot } P, ante included, stays where it is and carries over, so the next deal is again an in/out deal. The deal passes on as usual. This is rare in practice: the { -dealer } speaks last and, seeing everyone else out, can take the whole { -vier-anderle-pot } alone by saying "in".

## Leading

rules-vier-anderle-lead-title = Leading
rules-vier-anderle-lead-1 = In an all-play deal, seat 0, the player on the { -dealer }'s left, leads to the first { -trick }.
rules-vier-anderle-lead-2 = In an in/out deal only the participants play. The opening lead is made by the participant "nearest to the { -dealer }'s left". The sources do not say how to measure "nearest"; the tutor counts in the order of play: the leader is the first participant met going clockwise from seat 0 (seat 0 itself if it is in, otherwise seat 1, and so on), with the { -dealer } as the very last candidate. In seat numbers, this is simply the lowest seat among the participants.
rules-vier-anderle-lead-3 = Why the tutor reads it this way: everything in the game starts at the { -dealer }'s left and goes clockwise, with the { -dealer } last: the deal, the declarations and the all-play lead. The older English game of Loo, of the same family, uses the same words and means the same thing. Counting seats in either direction would let the { -dealer }, or the player on the { -dealer }'s right, jump the queue, and it would need a tie-break that no source gives.
rules-vier-anderle-lead-4 = Example: 6 players, so the { -dealer } is seat 5. Seats 0 and 1 are out; seats 2, 4 and 5 are in. Seat 2 leads, even though the { -dealer } sits right next to seat 0 on the other side.
rules-vier-anderle-lead-5 = The participants play clockwise, one card each to every { -trick }, and 4 tricks are played. The winner of each { -trick } leads to the next (pagat; the Japanese source does not say). When fewer than two players are in, no { -trick } is played at all.

## Following

rules-vier-anderle-follow-title = Following
rules-vier-anderle-follow-1 = In short: you must { -follow-suit }; if you cannot, you must play a { -trump }; and within those duties, if you can head the { -trick }, you must. To head the { -trick } means to play a card higher than every card in it so far. The leader may lead any card, the Sküs included. The Japanese source's short form says you must play "a card that can win"; it means a card that heads the { -trick }, not one that is sure to win it. The details follow.
rules-vier-anderle-follow-2 = When a { -trump } is led:
    - If you hold a { -trump } higher than every { -trump } in the { -trick }, you must play one of those.
    - If you hold trumps but none that high, you must play a { -trump }, any one.
    - If you hold no { -trump }, you may play any card.
rules-vier-anderle-follow-3 = When a suit card is led and you hold that suit, you must play a card of that suit. As long as no { -trump } has been played to the { -trick }, you must also head the { -trick } in suit: if you hold a card of that suit higher than every card of that suit in the { -trick }, you must play such a card. Cards of another suit in the { -trick } never count for this, since they cannot win. Once the { -trick } has been trumped, no suit card can head it, so there is no duty to beat: any card of the suit will do.
rules-vier-anderle-follow-4 = When a suit card is led and you have none of that suit:
    - If you hold trumps, you must play a { -trump }. If the { -trick } already contains a { -trump } and you hold a higher one than the highest { -trump } in it, you must { -overtrump }, that is, play such a higher { -trump }. If you cannot { -overtrump }, you must still play a { -trump }, even a losing one.
    - If you hold neither the suit led nor a { -trump }, you may play any card. It cannot win the { -trick }, so there is no duty to head it.
rules-vier-anderle-follow-5 = Whenever you must beat, any card that beats will do: you need not play your highest or your lowest one. The Sküs is an ordinary { -trump } in all of this: you may not play it while you hold the suit led, and you must play it when it is your only { -trump }, or your only { -trump } that beats.
rules-vier-anderle-follow-6 = Example 1 (pagat's): the player on your right leads { -trump } 18, and you hold { -trump } 21 and three small trumps. Trump 21 is your only { -trump } higher than { -trump } 18, so you must play { -trump } 21.
rules-vier-anderle-follow-7 = Example 2: the { -trick } is ♥C, ♠K, and you hold ♥Q, ♥J and { -trump } 5. You must play a heart, so { -trump } 5 is not allowed. The ♠K does not count, since spades were not led; the highest heart in the { -trick } is the ♥C, and your ♥Q beats it, so you must play the ♥Q, not the ♥J. Had the { -trick } been ♥C, { -trump } 3 instead, it would already be trumped: you could play either heart, but still not { -trump } 5. Had it been ♥K, ♥C, you could not head it, and either heart would do.
rules-vier-anderle-follow-8 = Example 3: the { -trick } is ♠J, { -trump } 7, and you hold { -trump } 4, { -trump } 12 and ♥K, but no spades. You must { -trump }, and { -trump } 12 beats { -trump } 7, so you must play { -trump } 12. With { -trump } 4 and { -trump } 6 instead, you could not { -overtrump } and would have to play one of them anyway; the ♥K would be allowed only if you held no { -trump } at all.
rules-vier-anderle-follow-9 = In Japanisch Vier-Anderle the duty to head the { -trick } in suit is dropped; every other duty is the same (see Japanisch Vier-Anderle).

## Settling an all-play deal

rules-vier-anderle-settle-all-play-title = Settling an all-play deal
rules-vier-anderle-settle-all-play-1 = In an all-play deal taking tricks wins nothing. After the 4 tricks, each player who took no { -trick } pays 4 chips into the { -vier-anderle-pot }, as many as the { -vier-anderle-pot } held when play began. A player who took a { -trick } pays nothing and receives nothing.
rules-vier-anderle-settle-all-play-2 = Counting the ante, the { -dealer } loses 4 chips, and 4 more if the { -dealer } took no { -trick }. Every other player loses 4 if they took no { -trick }, and nothing otherwise. The { -vier-anderle-pot } afterwards holds 4 plus 4 for each trickless player; it is never empty, so the next deal is an in/out deal.
rules-vier-anderle-settle-all-play-3 = Example (after pagat): 6 players, and the { -vier-anderle-pot } holds the { -dealer }'s 4 chips. Seat 0 takes two tricks, seat 2 one and the { -dealer } (seat 5) one. Seats 1, 3 and 4 take no { -trick } and pay 4 chips each, so the { -vier-anderle-pot } now holds 16. The result: seats 1, 3 and 4 each lose 4, the { -dealer } loses the 4 of the ante, and seats 0 and 2 neither win nor lose. The next deal is an in/out deal with 16 chips in the { -vier-anderle-pot } before the ante, so P = 20.
rules-vier-anderle-settle-all-play-4 = Japanisch Vier-Anderle settles an all-play deal in exactly the same way: there are no declarations, no side { -vier-anderle-pot } and no 8-chip payment.

## Settling an in/out deal

rules-vier-anderle-settle-in-out-title = Settling an in/out deal
rules-vier-anderle-settle-in-out-1 = Each { -trick } a participant wins pays them a quarter of P from the { -vier-anderle-pot }. The quarter is fixed from P, the { -vier-anderle-pot } at the start of play; it does not shrink as the { -vier-anderle-pot } empties. After the 4 tricks the { -vier-anderle-pot } is empty. (The Japanese source says "a quarter of the chips in the { -vier-anderle-pot }"; pagat's example below shows that the quarter is the same for every { -trick }.)
rules-vier-anderle-settle-in-out-2 = Then every participant who took no { -trick } pays P into the { -vier-anderle-pot }: as many chips as were in it just before play, the { -dealer }'s ante included. Players who were out pay and receive nothing, apart from a dropping { -dealer }'s ante. A lone participant simply receives P and leaves the { -vier-anderle-pot } empty; if nobody was in, the { -vier-anderle-pot } stays at P.
rules-vier-anderle-settle-in-out-3 = Example (after pagat): the { -vier-anderle-pot } holds 20 after the ante, so each { -trick } pays 5 and each trickless participant pays 20. Say 6 players; seats 1 and 4 are out, and seats 0, 2, 3 and the { -dealer } (seat 5) are in. Seat 0 takes three tricks and receives 15; seat 3 takes one and receives 5. Seat 2 and the { -dealer } take none and pay 20 each.
rules-vier-anderle-settle-in-out-4 = The result of that deal: seat 0 wins 15, seat 3 wins 5, seat 2 loses 20, the { -dealer } loses 24 (the ante and the 20), and seats 1 and 4 neither win nor lose. The { -vier-anderle-pot }, emptied by the four tricks, now holds 40, and the next deal is an in/out deal with P = 44.
rules-vier-anderle-settle-in-out-5 = Chips are never made or lost: they only move between the players and the { -vier-anderle-pot }. So the players' results always add up to minus the { -vier-anderle-pot }'s growth. In the example the players together are 15 + 5 − 20 − 24 = −24, and the { -vier-anderle-pot } grew by 24, from 16 before the deal to 40.
rules-vier-anderle-settle-in-out-6 = After an in/out deal the { -vier-anderle-pot } holds P for each trickless participant. It is emptied when every participant takes at least one { -trick }, or when a lone participant takes it, and the next deal is then an all-play deal. With two or more trickless participants the { -vier-anderle-pot } grows, so the stakes can rise quickly.

## The end of the game

rules-vier-anderle-end-title = The end of the game
rules-vier-anderle-end-1 = The game has no fixed end: the players stop whenever they like, and each player's result is the chips they have won or lost. The sources give no starting number of chips and do not say what happens when a player cannot pay.

## Japanisch Vier-Anderle

rules-vier-anderle-japanisch-title = Japanisch Vier-Anderle
rules-vier-anderle-japanisch-1 = Japanisch Vier-Anderle ("Japanese Vier-Anderle") is a variant made in January 2018 by CareleSmith Hitomi, the author of the Japanese rules page (on gamefarm.jp) that this tutor follows. She built it on the original game and added a drop fee to make it easier for Japanese players. It differs from the original in exactly the five points (a) to (e) below. The number of players, the pack, the card order, the deal, the ante, the two kinds of deal, the opening lead, the quarter shares and the settlement of an all-play deal are all the same.
rules-vier-anderle-japanisch-2 = (a) No duty to head the { -trick } in suit. When a suit card is led and you hold that suit, you may play any card of it. All other duties stay: when a { -trump } is led you must beat the highest { -trump } if you can, and when you have none of the suit led you must { -trump }, and { -overtrump } if you can. Example: the { -trick } is ♥C and you hold ♥K and ♥J. In the original you must play the ♥K; in Japanisch Vier-Anderle you may play either.
rules-vier-anderle-japanisch-3 = (b) Declarations start from the { -dealer }'s right. The Japanese source says only "in order, from the { -dealer }'s right"; the tutor goes on anticlockwise, with the { -dealer } last, the mirror image of the original: seat n−2, seat n−3, and so on down to seat 0, then the { -dealer }. With 6 players the order is seats 4, 3, 2, 1, 0, 5; with 2 players it is seat 0, then the { -dealer }.
rules-vier-anderle-japanisch-4 = (c) The drop fee. Besides the { -vier-anderle-pot } there is a second place for chips, the side { -vier-anderle-pot }. A player who says "out" pays a drop fee (in Japanese 下り賃) of 4 chips into the side { -vier-anderle-pot }. The source names no exception, so in the tutor a { -dealer } who drops pays the drop fee on top of the ante: 8 chips in all for that deal.
rules-vier-anderle-japanisch-5 = (d) A fixed payment for no { -trick }. Each { -trick } still pays its winner a quarter of P from the { -vier-anderle-pot }, exactly as in the original; the side { -vier-anderle-pot } is not part of P. But after the 4 tricks, each participant who took no { -trick } pays a fixed 8 chips into the { -vier-anderle-pot }, however large P is.
rules-vier-anderle-japanisch-6 = (e) The side { -vier-anderle-pot } moves in. After the payments for no { -trick }, all the drop fees in the side { -vier-anderle-pot } are moved into the { -vier-anderle-pot }. The side { -vier-anderle-pot } never carries over: it is empty again at the end of every deal.
rules-vier-anderle-japanisch-7 = The source gives no rule for a lone participant in the variant; the result is the same whichever way it is played. The tutor gives the lone participant P at once (playing alone, they would win all 4 tricks and get P anyway), and then the side { -vier-anderle-pot } moves into the { -vier-anderle-pot }. The sources do not cover the case where nobody is in either; the tutor plays it so: every player, the { -dealer } included, has paid the drop fee; no card is played and nobody receives anything; the { -vier-anderle-pot } P stays, the whole side { -vier-anderle-pot } (4 chips for each player) is moved into it, and the { -vier-anderle-pot } carries over to the next deal.
rules-vier-anderle-japanisch-8 = Example: the same deal as in Settling an in/out deal. 6 players, 16 chips in the { -vier-anderle-pot } before the deal, so P = 20. The declarations start at seat 4: seat 4 is out, seat 3 in, seat 2 in, seat 1 out, seat 0 in, and the { -dealer } (seat 5) in. Seats 4 and 1 pay 4 chips each into the side { -vier-anderle-pot }, which holds 8. Seat 0, the lowest participating seat, leads.
rules-vier-anderle-japanisch-9 = Seat 0 takes three tricks and receives 15; seat 3 takes one and receives 5; the { -vier-anderle-pot } is now empty. Seat 2 and the { -dealer } take no { -trick } and pay 8 each, so the { -vier-anderle-pot } holds 16, and then the 8 chips of the side { -vier-anderle-pot } move in: the { -vier-anderle-pot } ends at 24. The result: seat 0 wins 15, seat 3 wins 5, seats 1 and 4 lose 4 each, seat 2 loses 8, and the { -dealer } loses 12 (the ante and the 8). Check: the players together are −8 and the { -vier-anderle-pot } grew by 8. In the original, seat 2 and the { -dealer } would have paid 20 each.
rules-vier-anderle-japanisch-10 = After an in/out deal the { -vier-anderle-pot } holds 8 chips for each trickless participant plus 4 for each player who dropped (or P plus all the drop fees if nobody was in). It is emptied only when nobody drops and every participant takes a { -trick }, which needs 4 players or fewer.
