### Rules text shown by `tricktutor rules gaigel`.
### One message per paragraph; the Japanese file has exactly the same ids, paragraph for paragraph.

## Players and partnerships

rules-gaigel-players-title = Players and partnerships
rules-gaigel-players-1 = Gaigel is a German trick-taking game for exactly four players in two fixed partnerships. Partners sit opposite each other and score together: the points of the tricks either of them wins and of the declarations either of them makes all count for the team.
rules-gaigel-players-2 = Play goes clockwise. Dealing, playing to a { -trick }, drawing from the stock and passing the deal all go to the left.
rules-gaigel-players-3 = In each deal a team tries to reach 101 points and to announce it by knocking on the table. The deal brings the successful team game points, and the first team to reach 7 game points wins the game.

## The cards

rules-gaigel-deck-title = The cards
rules-gaigel-deck-1 = Gaigel uses 48 cards: two identical packs of 24. Each of the four suits has six ranks (Ace, Ten, King, Ober, Unter and Seven), and every card exists in exactly two identical copies. (Nines may be used instead of Sevens; see Variants.)
rules-gaigel-deck-2 = The suits are those of German cards: Acorns, Leaves, Hearts and Bells. They correspond to clubs, spades, hearts and diamonds of French-suited cards.
rules-gaigel-deck-3 = Ober and Unter are the German names of the two lower court cards; the words mean "upper" and "lower". With French-suited cards the Ober is the Queen and the Unter the Jack. These rules write the ranks as A, 10, K, O, U and 7.

## Card order and the winner of a trick

rules-gaigel-ranks-title = Card order and the winner of a { -trick }
rules-gaigel-ranks-1 = In every suit, trumps included, the cards rank from high to low: Ace, Ten, King, Ober, Unter, Seven. Note that the Ten ranks just below the Ace, above the King.
rules-gaigel-ranks-2 = A { -trick } is won by the highest { -trump } in it. If it contains no { -trump }, it is won by the highest card of the suit led. A card of another suit that is not { -trump } never wins, however high it is. The winner of a { -trick } leads to the next one. This is the same throughout the deal.
rules-gaigel-ranks-3 = Of two identical cards, the one played first ranks higher: a twin played later never takes the { -trick } from its copy. Example: Bells are { -trump }, and the { -trick } is King of Hearts, King of Hearts, Unter of Hearts, Seven of Leaves. The first King of Hearts wins.

## Card points

rules-gaigel-points-title = Card points
rules-gaigel-points-1 = The cards taken in tricks score these points:
    - Ace: 11
    - Ten: 10
    - King: 4
    - Ober: 3
    - Unter: 2
    - Seven: 0
    Each suit holds 30 points, the whole pack 240.
rules-gaigel-points-2 = The team that wins the last { -trick } (the 12th) scores 10 more points. So 250 points can be won in play; declarations (marriages and the others, see below) come on top.
rules-gaigel-points-3 = A team's total for the deal is the card points in the tricks won by either { -partner }, plus 10 for the last { -trick } if they won it, plus all their declarations. The goal is a total of 101 or more.
rules-gaigel-points-4 = Nobody may write down the score during a deal: every player must keep count in his head. That is why a team can { -gaigel-knock } by mistake or forget to { -gaigel-knock }, and the rules below deal with both.

## The deal

rules-gaigel-deal-title = The deal
rules-gaigel-deal-1 = The first { -dealer } is chosen by any method. After each deal the deal passes to the player on the { -dealer }'s left.
rules-gaigel-deal-2 = The { -dealer } gives each player 3 cards at once, then 2 cards at once, so that everyone holds 5 cards.
rules-gaigel-deal-3 = The next card is placed face up in the middle of the table. This is the turned card, and its suit is { -trump } for the whole deal.
rules-gaigel-deal-4 = The remaining 27 cards are placed face down on top of the turned card, crosswise, so that the turned card's index stays visible. This is the stock. The turned card is its bottom card and is drawn last: the stock holds 28 cards in all, exactly enough for 7 rounds in which each of the four players draws one card.

## Play while the stock lasts

rules-gaigel-play-title = Play while the stock lasts
rules-gaigel-play-1 = The player on the { -dealer }'s left leads to the first { -trick }; after that the winner of each { -trick } leads to the next. The leader may always lead any card.
rules-gaigel-play-2 = As long as there are cards in the stock (tricks 1 to 7) there is no duty to { -follow-suit } and no duty to { -trump }: you may play any card, even when you hold the suit led.
rules-gaigel-play-3 = After each of tricks 1 to 7, the { -trick }'s winner, or else his { -partner }, may first declare a { -gaigel-marriage } (see Marriages). Then each player draws the top card of the stock, starting with the { -trick }'s winner and going clockwise, so that everyone again holds 5 cards.
rules-gaigel-play-4 = In the 7th drawing round the first three players take the last face-down cards, and the fourth (the player on the right of the { -trick }'s winner) takes the turned card, or the { -trump } Seven that has replaced it (see Exchanging the { -trump } Seven). The stock is then exhausted: tricks 8 to 12 are played from the 5 cards in hand, without drawing, under the strict rules of the next section.
rules-gaigel-play-5 = A full deal has 12 tricks, but it usually ends earlier: at once when a team knocks (declares 101), or when a team claims that the other team missed its declaration. A deal that does not end that way ends after the 12th { -trick }.

## The strict rules once the stock is exhausted

rules-gaigel-strict-title = The strict rules once the stock is exhausted
rules-gaigel-strict-1 = Once the last card of the stock has been taken, the rules change from the next { -trick } ({ -trick } 8) on. The leader may still lead any card, but every other player must play by these rules, checked in this order:
    1. Follow suit, and beat the winning card if you can.
    2. If you cannot { -follow-suit }, play a { -trump }, and { -overtrump } if you can.
    3. If you have neither the suit led nor a { -trump }, play any card.
rules-gaigel-strict-2 = Follow suit and beat. If you hold the suit led, you must play a card of that suit. If one or more of your cards of that suit beat the card that is currently winning the { -trick }, you must play one of them (any one). If none of them can, you play any card of the suit led. The duty to beat applies even when the winning card was played by your { -partner }.
rules-gaigel-strict-3 = Twin cards. The second copy of the winning card does not beat it, because of two identical cards the one played first ranks higher. Example: the King of Hearts is led and you hold the other King of Hearts and the Unter of Hearts; neither beats the King, so you may play either. If you also held the Ace of Hearts, you would have to play the Ace. The same holds for trumps: the twin of the winning { -trump } is not an { -overtrump }.
rules-gaigel-strict-4 = A plain suit led and already trumped. If a suit other than trumps was led and someone has already played a { -trump }, no card of the suit led can beat that { -trump }, so the duty to beat lapses. If you hold the suit led you must still { -follow-suit }, with any card of it, high or low; you may not { -trump } or { -overtrump } instead, and you may not play another suit. Example: Hearts are { -trump }, the Ten of Leaves is led and the Seven of Hearts played; you hold the Ace of Leaves, the Unter of Leaves and the Ace of Hearts. You may play the Ace or the Unter of Leaves (the Ace is not compulsory), but not the Ace of Hearts.
rules-gaigel-strict-5 = Trump and { -overtrump }. If you have no card of the suit led but hold trumps, you must play a { -trump }. If a { -trump } is already winning the { -trick }, you must play a higher { -trump } if you have one; if you have only lower trumps, you must still play one of them. (When trumps are led, a player without trumps goes straight to the next rule.)
rules-gaigel-strict-6 = Anything. Only if you have neither a card of the suit led nor a { -trump } may you play any card. A card of a suit that is neither led nor { -trump } never wins a { -trick }, so it never has to be beaten.

## When announcements are made

rules-gaigel-announcements-title = When announcements are made
rules-gaigel-announcements-1 = Besides playing cards, players make announcements: knocking (declaring 101), claiming that the opponents missed their declaration, exchanging the { -trump } Seven, and declaring five Sevens. Marriages are different: they are declared only right after a { -trick }, before the draw.
rules-gaigel-announcements-2 = Announcements are made only in the pauses of play: before the first card of the deal, between any two cards played, and after the last { -trick }; never while a card is being played. In each pause the four players get one chance each, in play order (clockwise), starting with the player who is to play the next card. This is called an announcement round.
rules-gaigel-announcements-3 = When his turn in the round comes, a player may make, one after the other, any announcements allowed to him at that moment (for example exchange the { -trump } Seven and then { -gaigel-knock }), or pass. You may act whether or not it is your turn to play a card, but only at your own place in the round. If two players could do the same thing, for example two players who each hold a { -trump } Seven, the one asked first does it.
rules-gaigel-announcements-4 = After each of tricks 1 to 7 there are two rounds, both starting with the { -trick }'s winner: one before the draw, in which the winner or his { -partner } may also declare a { -gaigel-marriage }, and one after the draw, before the next lead. After each of tricks 8 to 11 there is one round, starting with the winner. After the 12th { -trick } the end-of-play step (see Claims) takes the place of the round. The points of a { -trick } count for the winning team as soon as the { -trick } is complete.
rules-gaigel-announcements-5 = A { -gaigel-knock } or a claim ends the deal at once: nobody later in the round is asked and no further card is played. After a { -gaigel-knock } the opponents still decide whether to dispute it.

## Marriages

rules-gaigel-marriages-title = Marriages
rules-gaigel-marriages-1 = A { -gaigel-marriage } is the King and the Ober of one suit, held in the same hand and declared. The values are:
    - Marriage (King and Ober of a suit that is not { -trump }): 20
    - Double { -gaigel-marriage } (both Kings and both Obers of a suit that is not { -trump }): 40
    - Royal { -gaigel-marriage } (King and Ober of trumps): 40
    - Double royal { -gaigel-marriage } (both Kings and both Obers of trumps): 80
    Declaration points count toward 101 exactly like card points.
rules-gaigel-marriages-2 = A { -gaigel-marriage } is declared only right after a { -trick }, before anyone draws from the stock. It may be declared by the player who won the { -trick }, or by his { -partner } if the winner makes no { -gaigel-marriage } declaration after this { -trick } (the winner may choose not to, even when he could). The opponents of the { -trick }'s winner can never declare a { -gaigel-marriage }. Only one { -gaigel-marriage } declaration is allowed per { -trick }, for the whole table.
rules-gaigel-marriages-3 = All the declared cards must be in the declarer's own hand. He shows them to everyone; they then stay in his hand and are played normally later.
rules-gaigel-marriages-4 = Each suit's { -gaigel-marriage } can be declared only once per deal: once anyone has declared a { -gaigel-marriage } of a suit (single or double), nobody may declare a { -gaigel-marriage } of that suit again. So a double { -gaigel-marriage } (or double royal { -gaigel-marriage }) must be declared in one go, as a double; it cannot be made by adding the second pair to a suit already declared.
rules-gaigel-marriages-5 = No { -gaigel-marriage } can be declared once the stock is exhausted. The last chance is right after the 7th { -trick }, before its draw; after the 8th and every later { -trick } nobody may declare a { -gaigel-marriage }.

## Exchanging the trump Seven

rules-gaigel-exchange-title = Exchanging the { -trump } Seven
rules-gaigel-exchange-1 = A player holding the Seven of trumps may exchange it for the turned card lying under the stock, and his team scores 10 points. The turned card goes into his hand; the Seven takes its place under the stock and will be drawn last, by the fourth player of the 7th drawing round. Trump does not change.
rules-gaigel-exchange-2 = All of these conditions must hold:
    - he holds the Seven of the { -trump } suit;
    - he himself has won at least one { -trick } in this deal (a { -trick } won only by his { -partner } is not enough);
    - the turned card still lies under the stock, that is, nobody has drawn it yet;
    - the card lying there is not a Seven.
rules-gaigel-exchange-3 = The exchange may be made at any time during play, that is, in any announcement round: in the middle of a { -trick }, or after a { -trick } before or after the draw, whoever won that { -trick } and whether or not it is his turn to play a card; but only at his own place in the round, never while a card is being played. Once the turned card has been drawn in the 7th drawing round, no exchange is possible.
rules-gaigel-exchange-4 = If the turned card is itself the { -trump } Seven, nobody may exchange in this deal and nobody scores these 10 points. After an exchange a Seven lies there, so there is at most one exchange per deal.
rules-gaigel-exchange-5 = The exchange is not a { -gaigel-marriage } declaration and does not use up the { -trick }'s one { -gaigel-marriage } declaration. The card received is an ordinary card of the hand from then on; it may be part of a { -gaigel-marriage } declared right after the same { -trick }.

## Five Sevens

rules-gaigel-five-sevens-title = Five Sevens
rules-gaigel-five-sevens-1 = A player who holds five Sevens (of any suits, both copies of a card included) may declare them at any time; he need not have won a { -trick }. They score 101 points, which reaches the target by itself.
rules-gaigel-five-sevens-2 = Five Sevens means the whole hand, so they can be declared only while the player holds five cards: in tricks 1 to 8, in an announcement round before he has played his card to the current { -trick }. In the round right after a { -trick }, before the draw, every hand has only four cards, and from { -trick } 9 on no hand has five cards. Like the exchange, the declaration is made at the player's own place in an announcement round.
rules-gaigel-five-sevens-3 = Declaring five Sevens is at the same time the { -gaigel-knock } of the declarer's team: the deal ends at once and is scored like any { -gaigel-knock }, 1 game point, or 2 (Gaigel) if the opponents have not won a { -trick } yet; in particular 2 when the five Sevens are declared before the first { -trick } is complete. A team that has missed its declaration (see Claims) may not declare five Sevens.
rules-gaigel-five-sevens-4 = Five Sevens and the trump-Seven exchange are separate declarations. A { -trump } Seven counts as one of the five Sevens, but a player cannot score both: exchanging first leaves him only four Sevens (the card he receives is never a Seven), and declaring five Sevens ends the deal. The Seven put under the stock by an exchange is drawn in the 7th drawing round and may complete five Sevens for the player who draws it.

## Knocking at 101

rules-gaigel-knocking-title = Knocking at 101
rules-gaigel-knocking-1 = A team's total only ever rises: when a { -trick } won by either { -partner } is complete, and when one of them declares a { -gaigel-marriage }, exchanges the { -trump } Seven or declares five Sevens. As soon as the total is 101 or more, the team must declare it by knocking on the table (the { -gaigel-knock }, or declaration of 101). Either { -partner } may { -gaigel-knock }, at his place in an announcement round, and the deal ends at once.
rules-gaigel-knocking-2 = The { -gaigel-knock } must be made before anyone plays the next card of the deal. This is always possible: after a { -trick } the winner is asked first, and a player whose declaration raises his team's total may { -gaigel-knock } right after it, at the same place in the round.
rules-gaigel-knocking-3 = A correct { -gaigel-knock } that the opponents do not dispute scores 1 game point for the knocking team, or 2 if the opponents have not won a single { -trick } (see Gaigel).
rules-gaigel-knocking-4 = A team may { -gaigel-knock } whatever its total, since everyone counts in his head and may be wrong. A { -gaigel-knock } with 100 or less is a wrong { -gaigel-knock }, and the opponents may dispute it (see Gaigel). If nobody disputes it, it stands and is scored like a correct { -gaigel-knock }.
rules-gaigel-knocking-5 = A team that lets a card be played while its total is 101 or more, without knocking, has missed its declaration. It may not { -gaigel-knock } for the rest of the deal (nor declare five Sevens); it can only be claimed against (see Claims).

## Gaigel: two game points

rules-gaigel-gaigel-title = Gaigel: two game points
rules-gaigel-gaigel-1 = "Gaigel", the name of the game, is also the name of the double win: in the cases below a deal is worth 2 game points instead of 1.
rules-gaigel-gaigel-2 = Gaigel by tricks. If, at the moment of the { -gaigel-knock }, the opposing team has not won a single { -trick }, the { -gaigel-knock } scores 2 instead of 1 (one { -trick } by either opponent is enough to avoid it). This applies only to a { -gaigel-knock } that is not disputed; a five-Sevens { -gaigel-knock } is scored the same way.
rules-gaigel-gaigel-3 = Disputed { -gaigel-knock }. Right after a { -gaigel-knock } the opponents may dispute it, saying it is wrong (below 101). This is one decision for their team: the opponent who follows the knocker in play order is asked first, then his { -partner }. The knocking team's tricks and declarations are then counted:
    - 101 or more: the knocking team scores 2;
    - 100 or less: the disputing team scores 2.
rules-gaigel-gaigel-4 = Claim of a missed declaration. If a team seems to have reached 101 but did not { -gaigel-knock }, and the next card has been played, the other team may claim that it missed its declaration. This too is worth 2 to the side that is right (see Claims).
rules-gaigel-gaigel-5 = No stacking. Gaigel is one result worth 2 game points; several reasons for it never add up. A correct { -gaigel-knock } that is disputed while the opponents have no { -trick } scores 2, not 3. The number of tricks matters only for an undisputed { -gaigel-knock }: a dispute and a claim are always worth exactly 2 to the side that wins them, whatever the tricks. No deal is worth more than 2, apart from carried points (see Void deals).
rules-gaigel-gaigel-6 = Summary of the game points for a deal (only one team scores, and it also receives any carried points):
    - { -gaigel-knock }, not disputed: the knocking team 1, or 2 if the opponents have no { -trick };
    - { -gaigel-knock } disputed, knocking team at 101 or more: the knocking team 2;
    - { -gaigel-knock } disputed, knocking team at 100 or less: the disputing team 2;
    - claim, accused team at 101 or more: the claiming team 2;
    - claim, accused team at 100 or less: the accused team 2;
    - no { -gaigel-knock } and no claim: nobody (a void deal).

## Claims and the end of a deal

rules-gaigel-claims-title = Claims and the end of a deal
rules-gaigel-claims-1 = Either player of a team may claim that the opposing team has missed its declaration, at his place in an announcement round or in the end-of-play step. A team never claims against itself. A claim is allowed only when the accused team's deadline for its present total has passed:
    - at least one card has been played in the deal, and
    - the accused team's total has not risen since the last card was played.
rules-gaigel-claims-2 = The accused team's true total at the moment of the claim is counted. With 101 or more, the claiming team scores 2; with 100 or less, the claim was a mistake and the accused team scores 2 (carried points are added in both cases). The claim ends the deal.
rules-gaigel-claims-3 = After the 12th { -trick } no card follows, so the deal ends with the end-of-play step, once the last { -trick } and its 10 points have been credited:
    - The winner of the 12th { -trick }, then his { -partner }, may { -gaigel-knock } (if their team has not missed its declaration) or claim against the other team, or pass.
    - If both pass, their team has now missed its declaration if its total is 101 or more; the other team may then claim against it, even though its total rose with the last { -trick }.
    - Then the opponent on the winner's left, then the other opponent, may { -gaigel-knock } (if their team has not missed its declaration) or claim, or pass.
    - If all four pass, the deal is void, whatever the totals, even when both teams have 101 or more.
rules-gaigel-claims-4 = A deal ends at the first of these: a { -gaigel-knock } (after which the opponents decide whether to dispute it), a claim, or the end of the end-of-play step with nobody knocking or claiming. Nothing else ends a deal.
rules-gaigel-claims-5 = Example: team A reaches 104 by winning { -trick } 6. A may { -gaigel-knock } in either round after that { -trick }. If a player of A leads to { -trick } 7 instead, A has missed its declaration and can no longer { -gaigel-knock }; in the next round a player of team B may claim, and B scores 2.
rules-gaigel-claims-6 = Example: team A reached 101 with { -trick } 10 and let { -trick } 11 begin; nobody claimed. Team B had 95, wins { -trick } 12 and ends with 130; A ends with 120. In the end-of-play step B may { -gaigel-knock } (B scores 1) or claim against A (A has 120, so B scores 2). If both B players pass, B has missed its declaration too; then A may claim against B (B has 130, so A scores 2), but A may not { -gaigel-knock }. If all four pass, the deal is void.

## Void deals and carried points

rules-gaigel-void-title = Void deals and carried points
rules-gaigel-void-1 = A deal is void when it ends without any { -gaigel-knock } and without any claim, that is, when all four players pass in the end-of-play step. Neither team scores, whatever the totals. (With 250 points in play one team always has 125 or more; what counts is whether anyone knocked or claimed.)
rules-gaigel-void-2 = After a void deal 1 extra game point is carried to the next deal, and each further void deal in a row adds 1 more. The team that scores in the next deal that is not void receives its normal award (1 or 2) plus all the carried points; the carry then returns to 0.
rules-gaigel-void-3 = Example: two deals in a row are void, so 2 game points are carried. In the next deal a team knocks correctly, and the opponents, who have won tricks, do not dispute: the knocking team scores 1 + 2 = 3 game points. Had that deal been decided by a dispute or a claim, the winning side would have scored 2 + 2 = 4.

## End of the game

rules-gaigel-end-title = End of the game
rules-gaigel-end-1 = Game points add up from deal to deal. The first team to reach 7 game points or more wins the game.
rules-gaigel-end-2 = Only one team scores in a deal, so the two teams can never reach 7 in the same deal. With Gaigel or carried points a team may go past 7 (for example from 6 to 8); it simply wins.

## Variants

rules-gaigel-variants-title = Variants
rules-gaigel-variants-1 = Nines instead of Sevens: Gaigel may be played with Nines in place of the Sevens. The rules are identical, with the Nine taking every role of the Seven: it ranks lowest, counts 0, the { -trump } Nine is exchanged for the turned card, and five Nines score 101. The tutor uses Sevens.
rules-gaigel-variants-2 = Other forms of Gaigel are not part of these rules. Modern Swabian play goes anticlockwise (the direction changes no other rule) and uses special openings in which the first { -trick } has no { -trump } ("Andere Alte hat", "Ge-Elfen", "Höher hat", "Auf Dissle"); some descriptions deal 6 cards; and there are versions for 2, 3 and 6 players.
