### Rules text shown by `tricktutor rules marglia` (Marglia and its variant Maniglia).
### One message per paragraph; the Japanese file has exactly the same ids, paragraph for paragraph.

## Players and partnerships

rules-marglia-players-title = Players and partnerships
rules-marglia-players-1 = Marglia is a trick-taking game from Sardinia, for exactly four players in two fixed partnerships. Partners sit opposite each other and score together: every trick either of them wins counts for the team. Italian sources spell the name Mariglia; it is the same game. The name is that of the seven, the highest card (see The cards).
rules-marglia-players-2 = Everything goes anticlockwise: each turn passes to the player on the right. This holds for dealing and for playing to a trick, and the deal passes the same way: the next dealer is the player on the current dealer's right.
rules-marglia-players-3 = The tutor's questions number the seats for each deal. Seat 0 is the player on the dealer's right, who leads to the first trick; seat 1 is the dealer's partner, opposite the dealer; seat 2 is the player on the dealer's left; seat 3 is the dealer. Team A is seats 0 and 2 (the dealer's opponents), team B is seats 1 and 3 (the dealer's team).

## The cards

rules-marglia-deck-title = The cards
rules-marglia-deck-1 = Marglia uses 40 cards: a standard French-suited pack with the 8, 9 and 10 of every suit taken out, and no jokers. (In Sardinia the Italian 40-card pack of the Genoese pattern, the genovesi, is used.) Each of the four suits has ten ranks, and every card exists exactly once.
rules-marglia-deck-2 = The suits are spades, hearts, diamonds and clubs, in Italian picche, cuori, quadri and fiori. The ranks of each suit are 7, A, K, J, Q, 6, 5, 4, 3 and 2: 4 × 10 = 40 cards.
rules-marglia-deck-3 = The cards have Italian names. The seven (sette) is called mariglia in Sardinia and gives the game its name. The ace is the asso, the king the re, the jack the fante, the queen the donna or dama. The five low cards 6, 5, 4, 3 and 2 are the frilli (singular frillo). They are worth no points, but they earn the frillo point (see Card points and the frillo point).

## Card order and the winner of a trick

rules-marglia-ranks-title = Card order and the winner of a trick
rules-marglia-ranks-1 = In every suit, trumps included, the cards rank from high to low: 7, A, K, J, Q, 6, 5, 4, 3, 2. Note two things: the seven is the highest card of its suit, above the ace, and the jack ranks above the queen.
rules-marglia-ranks-2 = A trick is won by the highest trump in it. If it contains no trump, it is won by the highest card of the suit led. A card of any other suit (a discard) never wins, however high it is. Every card exists only once, and only cards of one suit are compared, so there are no ties. Applied to the cards played so far, the same rule tells which card is winning a trick that is not yet complete; the duty to trump depends on it (see Following suit and trumping).
rules-marglia-ranks-3 = The player who wins a trick keeps its cards face down beside him as a separate packet, not mixed with the tricks already taken, and leads to the next trick. The packets stay apart because the frillo point is counted trick by trick.
rules-marglia-ranks-4 = Example: hearts are trumps and the trick is Ace of spades, 7 of spades, 2 of hearts, King of diamonds. The 2 of hearts, the only trump, wins. Had the third card been the 3 of diamonds, the 7 of spades would have won. The King of diamonds can never win this trick, since diamonds were not led.

## Card points and the frillo point

rules-marglia-points-title = Card points and the frillo point
rules-marglia-points-1 = The cards taken in tricks score these points:
    - 7 (mariglia): 5
    - Ace: 4
    - King: 3
    - Jack: 2
    - Queen: 1
    - 6, 5, 4, 3 and 2 (the frilli): 0
    Each suit holds 15 points, the whole pack 60.
rules-marglia-points-2 = The frillo point. Each trick that contains at least one frillo (a 6, 5, 4, 3 or 2 of any suit, trumps included) is worth 1 more point to the side that wins it. A trick with two, three or four frilli still gives only 1 point, and a trick without a frillo gives none. A frillo discarded on another suit never wins the trick, but it still earns this point for the side that wins it.
rules-marglia-points-3 = A deal has 10 tricks, so the frillo points come to at most 10. The 20 frilli can be spread so that every trick holds one, so all 10 can really be scored. One deal therefore holds 60 card points plus 0 to 10 frillo points: 60 to 70 points in all.
rules-marglia-points-4 = A side's total for the deal is the card points of all the tricks it won, plus 1 for each of these tricks that holds a frillo. Example: hearts are trumps and a trick holds the 7 of hearts, the 2 of spades, the Queen of hearts and the 3 of hearts. It has 5 + 0 + 1 + 0 = 6 card points and holds frilli, so it is worth 7 points to the side that wins it.
rules-marglia-points-5 = When a tutor question gives a bare handful of cards that is not split into tricks, only the card points are counted: without tricks there is no frillo point.

## The deal

rules-marglia-deal-title = The deal
rules-marglia-deal-1 = The first dealer is chosen by any method, for example rock-paper-scissors. After that the deal passes anticlockwise, to the player on the dealer's right.
rules-marglia-deal-2 = The dealer shuffles and makes one face-down pile. The dealer takes the bottom card of the pile and puts it face down in front of themselves, kept apart so that it does not get mixed with the cards being dealt.
rules-marglia-deal-3 = From the top of the pile the dealer then deals 5 cards to each player, anticlockwise, beginning with the player on the right. In the second round every player except the dealer gets 5 more cards, and the dealer gets 4. Everyone now holds 10 cards, except the dealer, who holds 9 plus the card set aside.
rules-marglia-deal-4 = The dealer turns the set-aside card face up for everyone to see. Its suit is trumps for this deal. If the card has a point value, the dealer's team scores it at once, and the team may then be allowed to stop the deal (see The turned card and stopping the deal).
rules-marglia-deal-5 = Unless the deal is stopped, the dealer then adds the turned card to the hand, which makes 10 cards. From now on it is an ordinary card: it is played like any other, and the side that wins the trick containing it counts its card points as usual.
rules-marglia-deal-6 = Some Italian sources also describe ways of dealing some cards face up, and a cut. These change none of the rules here.

## The turned card and stopping the deal

rules-marglia-stop-title = The turned card and stopping the deal
rules-marglia-stop-1 = The turned card's credit. As soon as the dealer turns the set-aside card face up, the dealer's team adds its point value to its running game score (see The game): 5 for a 7, 4 for an Ace, 3 for a King, 2 for a Jack, 1 for a Queen, nothing for a frillo. This credit is not part of the deal's card points, and the card still scores again in the trick where it ends up.
rules-marglia-stop-2 = The option to stop. If the turned card gave a credit and the dealer's team's running score, with the credit added, is now 35 or more, the team may stop the deal. The dealer decides, after talking it over with the partner. It makes no difference whether the team reached 35 through this credit or had 35 or more already. But a turned card that gives no credit, a frillo, gives no option, whatever the score: the option belongs to the moment of the credit. With less than 35 there is no option either, and the deal is played.
rules-marglia-stop-3 = What stopping means. No card is played and no trick is taken in this deal. Both teams score 0 for the deal and nothing else is scored, but the credit just earned stays on the score sheet. The deal counts as one of the game's deals: the player on the right deals next, unless this was the last deal, in which case the game ends and is decided as usual. Stopping never ends the game by itself and never wins it.
rules-marglia-stop-4 = Examples. The dealer's team has 33 and the King of spades is turned: the team now has 36 and may stop. The team has 40 and the 5 of clubs is turned: the credit is 0, the team still has 40 but may not stop, since a frillo gives no option. The team has 40 and the Queen of hearts is turned: it now has 41 and may stop. The team has 29 and a 7 is turned: the team now has 34, which is not enough, so the deal is played.

## Play

rules-marglia-play-title = Play
rules-marglia-play-1 = The player on the dealer's right (seat 0) leads to the first trick. After that, the winner of each trick leads to the next.
rules-marglia-play-2 = The leader may lead any card, trumps included; there is no rule against leading trumps. The others then play one card each, anticlockwise, following the rules of the next section.
rules-marglia-play-3 = Ten tricks are played, until all hands are empty; then the deal is over and is scored. Marglia has no melds, declarations or bids: the only thing settled before play is the trump suit, and it comes from the turned card.

## Following suit and trumping

rules-marglia-follow-title = Following suit and trumping
rules-marglia-follow-1 = In short: follow suit if you can, with any card of that suit. If you cannot, you must play a trump; if a trump has already been played to the trick, you must beat the highest trump in it. You need not trump if (a) your partner's card is winning the trick at the moment, (b) you have no trumps, or (c) trumps have been played to the trick and you hold none higher than the highest of them. In each of these three exempt cases you may play any card. The paragraphs below give the details, to be checked in this order.
rules-marglia-follow-2 = Leading. The player who leads may play any card.
rules-marglia-follow-3 = Follow suit. If you hold any card of the suit led, you must play a card of that suit, and you may choose any of them. There is no duty to beat the cards already played, even when trumps were led or an opponent is winning. A player who can follow suit may never trump or discard instead, whoever is winning the trick.
rules-marglia-follow-4 = Exemption (b), no trumps. If you have no card of the suit led and no trump either, you may play any card.
rules-marglia-follow-5 = Exemption (a), partner winning. If you have no card of the suit led and your partner's card is winning the trick at this moment, you may play any card. Only the cards already in the trick are compared; cards still to come are never considered, so this applies even if an opponent who plays after you could still beat your partner. You may trump your partner's winning card, or overtrump your partner's winning trump, just as you may play a lower trump or discard.
rules-marglia-follow-6 = Must overtrump. If you have no card of the suit led, the trick already contains a trump, and your partner is not winning, look at the highest trump in the trick: it is the card winning the trick now, and an opponent played it. If you hold trumps higher than it, you must play one of them, whichever you like. A lower trump and a discard are then both illegal, even if you also hold lower trumps. The other trumps in the trick, for example a lower trump of your partner's, play no part.
rules-marglia-follow-7 = Exemption (c), cannot beat the trump. If, in that case, none of your trumps is higher than the highest trump in the trick, you may play any card: any discard, or a lower trump if you wish.
rules-marglia-follow-8 = Must trump. If you have no card of the suit led and no trump has been played to the trick yet (so an opponent is winning with a card of the suit led), you must play a trump. Any trump will do, even your smallest.
rules-marglia-follow-9 = Your partner in the trick. The leader is position 0, and the others are positions 1, 2 and 3 in playing order. Since play goes round the table and partners sit opposite, positions 0 and 2 are partners, and so are positions 1 and 3. When you play third or fourth, your partner's card is the one played two places before yours. The second player's partner has not played yet, so the second player can never use exemption (a).
rules-marglia-follow-10 = Example 1 (hearts are trumps). You play fourth, so your partner played second. The trick is Ace of spades, 4 of hearts, King of hearts, and you hold the 7 of hearts, the 2 of hearts and the 3 of diamonds. You have no spades, and the opponent's King of hearts is winning. Your only trump that beats it is the 7 of hearts, so you must play the 7 of hearts; the 2 of hearts and the 3 of diamonds are not allowed.
rules-marglia-follow-11 = Example 2 (hearts are trumps). You play fourth. The trick is King of spades, 5 of hearts (your partner's), Jack of hearts (the opponent's), and you hold the 6 of hearts and the 3 of clubs. The opponent's Jack of hearts is winning. Your 6 of hearts would beat your partner's 5 but not the Jack, so you cannot beat the highest trump: exemption (c). You may play either card.
rules-marglia-follow-12 = Example 3 (hearts are trumps). You play third, so your partner led. The trick is Ace of clubs, 3 of clubs, and your partner's Ace of clubs is winning. You hold the 2 of hearts and the King of diamonds, and no clubs. Exemption (a) applies: you may play either card, even though the opponent who plays fourth may still trump.

## Table talk

rules-marglia-talk-title = Table talk
rules-marglia-talk-1 = Questions and answers about the hands (table talk) are optional. If they are to be allowed, all four players must agree before play to two conditions:
    1. Every question is answered truthfully.
    2. Every answer is given openly, so that everyone understands it. Codes, signals that only some players understand, and evasive answers are not allowed.
rules-marglia-talk-2 = How it is done varies. Most commonly only partners may question each other. The questions are presumably asked in playing order, like the play itself, starting with the player on the dealer's right. Typical questions ask how many cards of a given suit a player holds, how many cards of a given rank, or how many points the hand holds.
rules-marglia-talk-3 = Exactly which questions are allowed is not fixed, but questions that give a hand away too precisely are best avoided. Table talk changes none of the other rules, and the tutor's questions do not use it.

## Scoring a deal

rules-marglia-scoring-title = Scoring a deal
rules-marglia-scoring-1 = After the tenth trick each side adds up its total: the card points in its tricks, plus 1 for each of its tricks that holds at least one frillo (see Card points and the frillo point).
rules-marglia-scoring-2 = A side's score for the deal is its total minus 35. If the difference is 0 or less, the side scores nothing for the deal: a deal score is never negative.
rules-marglia-scoring-3 = The totals of the two sides add up to 60 to 70, so at most one side can score more than 0 in a deal, and both may score 0 (for example with 35 and 35, or with 34 and 33). The highest possible deal score is 70 − 35 = 35, when one side takes every trick and every trick holds a frillo.
rules-marglia-scoring-4 = Example: team A took 36 card points, and 5 of its tricks hold a frillo, so its total is 41. Team B took 24 card points and has 3 tricks with a frillo, a total of 27. A scores 41 − 35 = 6 and B scores 0.
rules-marglia-scoring-5 = Variant: some players subtract 45 instead of 35, again with a minimum of 0. It is sometimes seen but not recommended; these rules subtract 35.
rules-marglia-scoring-6 = The turned card's credit is not part of a deal score: it goes into the running score separately (see The turned card and stopping the deal). A stopped deal scores 0 for both teams.

## The game

rules-marglia-game-title = The game
rules-marglia-game-1 = Each team keeps a running game score: the sum of its deal scores, plus the credits for turned cards earned while one of its members was dealing. It starts at 0 and never goes down.
rules-marglia-game-2 = The game lasts a fixed number of deals, agreed before it starts. If nothing is agreed, there are as many deals as players, that is 4 in Marglia, so that everyone deals once. A stopped deal counts as one of them. There is no target score: reaching 35, or any other total, does not end the game. (Italian sources also describe playing up to a target score; these rules do not.)
rules-marglia-game-3 = After the last deal the team with the higher running score wins. If both running scores are equal, the game is a draw; no extra deal is played.

## Maniglia: cards and players

rules-marglia-maniglia-title = Maniglia: cards and players
rules-marglia-maniglia-1 = Maniglia is a cousin of Marglia for 3 to 5 players. Everything is as in Marglia except what this section and the next two say. It is played with the Italian 40-card pack of the Neapolitan pattern, which has Latin suits: cups (coppe), coins (denari), clubs or batons (bastoni) and swords (spade).
rules-marglia-maniglia-2 = Watch out for two suit names. In Maniglia, clubs means the batons (bastoni), not the French clubs (fiori) of Marglia. And swords is the suit Italians call spade, which is not Marglia's spades (picche). Each game uses only its own four suits.
rules-marglia-maniglia-3 = The Neapolitan court cards are the Re (king), the Cavallo (knight; the word means horse) and the Fante (knave); there is no queen. The tutor writes them K, J and Q, so that the order and the points stay exactly as in Marglia:
    - 7: highest, 5 points
    - A: second, 4 points
    - K = Re: third, 3 points
    - J = Cavallo: fourth, 2 points
    - Q = Fante: fifth, 1 point
    - 6, 5, 4, 3, 2 (the frilli): sixth to tenth, 0 points
    Careful: in Marglia the fante is the J, but in Maniglia the Fante is the Q and the Cavallo the J.
rules-marglia-maniglia-4 = Players and cards. Play goes anticlockwise. With 4 players there are either two partnerships as in Marglia, or everyone plays alone; with 3 or 5 players everyone plays alone.
    - 3 players: take out one 2, of any suit (the players choose which), leaving 39 cards; 13 cards each, 13 tricks of 3 cards.
    - 4 players: all 40 cards, 10 each, 10 tricks of 4 cards.
    - 5 players: all 40 cards, 8 each, 8 tricks of 5 cards.
    The card points still add up to 60, since the 2 taken out is worth nothing. The frillo points come to at most 13 with 3 players, 10 with 4 and 8 with 5.
rules-marglia-maniglia-5 = Trumps. In Maniglia trumps are decided by bidding, but how is not recorded; probably a bid is the number of points the bidder expects to take. The tutor does not cover the bidding, nor the packets in which the cards are dealt: its questions always state the trump suit. However trumps were chosen, the dealer's last card is still turned face up and may earn a credit (see the next section).
rules-marglia-maniglia-6 = Play. Leading, following suit and trumping, the winner of a trick, and the card and frillo points are as in Marglia, whatever the number of cards in a trick. In 4-player partnerships everything applies exactly as in Marglia. When everyone plays alone there are no partners, so exemption (a), partner winning, never applies. In a trick of 3 or 5 cards the positions simply run from 0 (the leader) to 2 or 4.

## Maniglia: the turned card and the 29-point rule

rules-marglia-maniglia-credit-title = Maniglia: the turned card and the 29-point rule
rules-marglia-maniglia-credit-1 = The 29-point rule. As in Marglia, the dealer's last card is turned face up and its point value is credited to the dealer's side: the dealer's team in partnerships, the dealer alone in solo play. There is one exception: if that side's running score just before the turn is 29 or more, the credit is 0, whatever card is turned. With 28 or less, the credit is the card's value, as in Marglia.
rules-marglia-maniglia-credit-2 = The option to stop is exactly as in Marglia: the dealer's side may stop the deal if and only if the turned card gave a credit and its score after the credit is 35 or more. Since a credit is given only to a score of 28 or less, and lifts it to 33 at most, in Maniglia the option never arises. That is what the 29-point rule is for: the game cannot be won before the play begins.
rules-marglia-maniglia-credit-3 = Examples. The 7 of cups is turned and the dealer's side has 29: there is no credit, the score stays at 29, and the deal cannot be stopped. The Ace of coins is turned with 28: the score becomes 32, still not enough to stop. The Re (K) of swords is turned with 36: there is no credit, so there is no option either, although the score is 35 or more.

## Maniglia: scoring

rules-marglia-maniglia-scoring-title = Maniglia: scoring
rules-marglia-maniglia-scoring-1 = With 4 players in two partnerships, Maniglia is scored exactly like Marglia. Teams A and B are seated as in Marglia; each team's deal score is its total minus 35 (45 in the variant), never below 0; and the running score, the number of deals and the result are as in Marglia.
rules-marglia-maniglia-scoring-2 = For solo play (3 or 5 players, or 4 playing alone) the sources give no way of scoring a deal, and the tutor does not make one up: it gives no deal score and no game result for solo play, and rejects a deal-score question about solo Maniglia. The card points and the frillo point of single tricks, and the credit for the turned card, are counted as usual.
rules-marglia-maniglia-scoring-3 = Maniglia is sometimes played for money; the sources give no details.
