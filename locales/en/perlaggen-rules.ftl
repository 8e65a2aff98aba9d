### Rules text shown by `tricktutor rules perlaggen` (Perlaggen, Tyrol, Innsbruck style).
### One message per paragraph; the Japanese file has exactly the same ids, paragraph for paragraph.

## Players and partnerships

rules-perlaggen-players-title = Players and partnerships
rules-perlaggen-players-1 = Perlaggen is a trick-taking game played in the Tyrol: in the Austrian Tyrol and in South Tyrol, in Italy. In 2016 it was entered in Austria's national inventory of intangible cultural heritage. These rules describe the Innsbruck style. The game is named after its wild cards: a wild card is a Perlagg, and several are Perlaggen.
rules-perlaggen-players-2 = There are exactly four players in two fixed partnerships; partners sit opposite each other. Dealing, playing to a trick and passing the deal all go clockwise.
rules-perlaggen-players-3 = The tutor's questions number the seats for each deal, clockwise from the dealer's left. Seat 0 is the player on the dealer's left, who leads to the first trick; seat 1 is the dealer's partner; seat 2 is the player on the dealer's right, who cuts; seat 3 is the dealer. Team A is seats 0 and 2 (the dealer's opponents), team B is seats 1 and 3 (the dealer's side). Inside a trick the positions are counted in playing order: 0 is the leader, then 1, 2 and 3; positions 0 and 2 are partners, and so are 1 and 3.
rules-perlaggen-players-4 = Table talk. Partners may talk to each other at any time, but everybody must be able to hear what they say. Agreed signals, such as gestures or facial expressions, are allowed too, and so are bluffing and false signals. Nobody may show his cards to his partner. Talk and signals change none of the other rules, and the tutor's questions do not use them.
rules-perlaggen-players-5 = Perlaggen is also played by two, three or six players (see Variants). The tutor covers only the four-player game.

## The cards

rules-perlaggen-deck-title = The cards
rules-perlaggen-deck-1 = Perlaggen uses 33 German-suited cards. The suits are hearts (Herz), bells (Schellen), leaves (Laub) and acorns (Eichel). The tutor writes them with the symbols of the French suits they correspond to: hearts ♥, bells ♦, leaves ♠, acorns ♣. So ♥K is the King of hearts and ♦6 the six of bells; in plain notation these are hearts-K and bells-6.
rules-perlaggen-deck-2 = Each suit has eight ranks: Ace (A, in German Ass or Sau), King (K, König), Ober (O), Unter (U), 10, 9, 8 and 7. Ober and Unter are the two lower court cards of German packs; the words mean "upper" and "lower". With French-suited cards the Ober is the Queen and the Unter the Jack, which is why the Japanese source writes them Q and J.
rules-perlaggen-deck-3 = The 33rd card is the six of bells (♦6), called the Weli. Its face carries the word WELI and the symbols of several suits. It is the only six in the pack. Every card exists exactly once: 4 × 8 + 1 = 33 cards.
rules-perlaggen-deck-4 = The cards have no point values. Only the number of tricks matters: a deal has five tricks, and the team that takes three wins the Spiel (see The three figures).

## Perlaggen (wild cards)

rules-perlaggen-perlaggen-title = Perlaggen (wild cards)
rules-perlaggen-perlaggen-1 = A Perlagg is a wild card: when it is played, its holder may let it stand for any card of the pack (see Baptism: naming a Perlagg). Every card that is not a Perlagg is a natural card. Which cards are Perlaggen depends on the trump suit.
rules-perlaggen-perlaggen-2 = These are the Perlaggen, strongest first:
    - 1. Martl: the King of hearts, ♥K
    - 2. Weli: the six of bells, ♦6
    - 3. Schell-Spitz (also called the small Weli): the seven of bells, ♦7
    - 4. Eichel-Spitz: the seven of acorns, ♣7
    - 5. the trump 7, but only when hearts or leaves are trumps
    - 6. the trump Unter
    - 7. the trump Ober
    The first four are the permanent Perlaggen: they are wild whatever the trump suit. The last three are the trump Perlaggen, which depend on the trump suit. The strength in this list matters only when two cards in a trick stand for the same card (see Card order and the winner of a trick).
rules-perlaggen-perlaggen-3 = The Perlaggen of each trump suit, strongest first:
    - hearts trumps: ♥K, ♦6, ♦7, ♣7, ♥7, ♥U, ♥O (7 Perlaggen)
    - leaves trumps: ♥K, ♦6, ♦7, ♣7, ♠7, ♠U, ♠O (7 Perlaggen)
    - bells trumps: ♥K, ♦6, ♦7, ♣7, ♦U, ♦O (6 Perlaggen)
    - acorns trumps: ♥K, ♦6, ♦7, ♣7, ♣U, ♣O (6 Perlaggen)
rules-perlaggen-perlaggen-4 = With bells or acorns as trumps, the seven of trumps is already a permanent Perlagg (the Schell-Spitz or the Eichel-Spitz). It keeps its place as number 3 or 4, and there is no fifth Perlagg, so these trump suits have only six. With hearts as trumps, the King of trumps is the Martl.
rules-perlaggen-perlaggen-5 = Only the four permanent Perlaggen are wild before the trump suit is known; this matters for the cut (see The deal). The trump Perlaggen become wild as soon as the trump card is turned. Every card that is not in the list of the current trump suit is a natural card: with hearts trumps, the ♣O, ♣U, ♠7 and ♠U are natural; with bells trumps, the ♥7 is an ordinary seven of hearts.
rules-perlaggen-perlaggen-6 = Example: you hold ♥K, ♠U, ♥U, ♣7 and ♠A. With leaves trumps you hold three Perlaggen: the Martl (♥K), the Eichel-Spitz (♣7) and the trump Unter (♠U); the ♥U and the ♠A are natural. With hearts trumps you would also hold three, but different ones: the Martl, the Eichel-Spitz and the ♥U, while the ♠U would be natural. With acorns trumps only the two permanent ones, the Martl and the Eichel-Spitz, would be wild.

## Baptism: naming a Perlagg

rules-perlaggen-baptism-title = Baptism: naming a Perlagg
rules-perlaggen-baptism-1 = When a player plays a Perlagg, he names the suit and rank it stands for. This is called baptising the card (German taufen); the Japanese source says "declaring" it. Any card of the pack may be named: a card the player holds himself, a card already on the table, or a card that another Perlagg already stands for.
rules-perlaggen-baptism-2 = A Perlagg played without a baptism counts as its printed face, like an ordinary card. The Weli played silently is the six of bells, the lowest bell; the Eichel-Spitz played silently is an ordinary seven of acorns.
rules-perlaggen-baptism-3 = On the screen the tutor shows a baptised card as the physical card and the card it stands for, its identity: ♦6 as ♠A is the Weli standing for the Ace of leaves. In lesson files and at the judge the same card is written with @: bells-6@leaves-A. A card shown or written plainly stands for its own printed face. The identity of a natural card is always its own face.
rules-perlaggen-baptism-4 = The identity is fixed for the rest of the deal and can never be changed. It is the same in the trick play, in the Gleich and in the Hanger: a Perlagg baptised as the ♠A in a trick is the ♠A in its holder's Gleich and Hanger too. A Perlagg that is still in hand when its holder reveals it in the show is baptised at that moment. At first this is hard to remember, and it can help to put a sticky note on a baptised card.
rules-perlaggen-baptism-5 = The identity alone decides the card's suit and rank, whether it is a trump, which suit it leads, and how it counts in a Gleich or Hanger. A Perlagg baptised as a card of another suit is not a trump, even if it is physically of the trump suit; a physical bell baptised as a leaf is a leaf.
rules-perlaggen-baptism-6 = The physical card still decides a few things: whether the card is a Perlagg at all (this matters for following suit, and a Perlagg is never compulsory), the tie rule for two cards with the same identity, the cut and the exchange of the turned card, and the betting conditions that look at Perlaggen still in hand.
rules-perlaggen-baptism-7 = Real cards. A card whose identity is its own printed face is a real card: every natural card, and also a Perlagg played without a baptism or named as its own face. A Perlagg whose identity differs from its face is a baptised Perlagg. The sources do not settle how a Perlagg played as itself fares against a baptised Perlagg with the same identity; the tutor treats it as a real card, which loses to every baptised Perlagg of that identity (see Card order and the winner of a trick).
rules-perlaggen-baptism-8 = The sources do not settle whether a Perlagg may be named as the six of bells. The tutor allows it, since any card of the pack may be named: the identity ♦6 is then the lowest bell, ♦7 and ♦6 form a sequence, and a Gleich of sixes is the lowest Gleich. This hardly ever happens, and the tutor's lessons avoid it.

## Card order and the winner of a trick

rules-perlaggen-ranks-title = Card order and the winner of a trick
rules-perlaggen-ranks-1 = In every suit, trumps included, the cards rank from high to low: A, K, O, U, 10, 9, 8, 7, 6 (the six exists only in bells). Note that the Unter ranks directly above the 10. The trump suit has no special order; it simply beats the other suits.
rules-perlaggen-ranks-2 = The winner of a trick is found from the identities of its cards, never from their printed faces. The suit led is the suit of the identity of the first card. If the trick contains a card whose identity is a trump, the highest trump identity wins; otherwise the highest identity of the suit led wins. A card whose identity is of a third suit can never win.
rules-perlaggen-ranks-3 = Equal identities. With Perlaggen, two or more cards in a trick can have the same identity. Then a baptised Perlagg beats the real card of the same identity, and of two baptised Perlaggen with the same identity the stronger Perlagg wins, in the order Martl, Weli, Schell-Spitz, Eichel-Spitz, trump 7, trump Unter, trump Ober. The order of play does not matter, and there is always exactly one winner. A Perlagg played as its own face counts as the real card: with hearts trumps, the Martl played as ♥K loses to the Schell-Spitz baptised as the ♥K (♦7 as ♥K), although the Martl is the stronger Perlagg.
rules-perlaggen-ranks-4 = Example 1: leaves are trumps, and the trick is ♠10, ♠A, ♠U as ♠A, ♦7 as ♠A. There are three Aces of trumps: the real ♠A, the trump Unter baptised as the ♠A, and the Schell-Spitz baptised as the ♠A. The Schell-Spitz (number 3 in the list) beats the trump Unter (number 6), which beats the real card. Without the last card the trump Unter would win.
rules-perlaggen-ranks-5 = Example 2: acorns are trumps, and the trick is ♥9, ♦6 as ♥A, ♠A, ♥10. Hearts were led. The Weli, baptised as the Ace of hearts, is the highest heart and wins, although it is physically a bell. The ♠A is of a third suit and cannot win. Had the third card been the ♣8, a natural trump, the ♣8 would have won.

## The deal

rules-perlaggen-deal-title = The deal
rules-perlaggen-deal-1 = The first dealer is chosen by any method. After that the deal passes clockwise: the player on the dealer's left (seat 0) deals next.
rules-perlaggen-deal-2 = The cut. The dealer shuffles, and the player on the dealer's right (seat 2) cuts. The cutter lifts the upper part of the pack and looks privately at the bottom card of the part he has lifted: a card that is not a permanent Perlagg is shown to nobody. If it is a permanent Perlagg (♥K, ♦6, ♦7 or ♣7), he shows it to everybody and keeps it as part of his hand. He then puts the pack together again and cuts once more. This is repeated until the bottom card he sees is not a permanent Perlagg; that card is not taken, and the cut is completed normally, with the lifted part going underneath.
rules-perlaggen-deal-3 = The trump suit is not known yet at the cut, so the trump Perlaggen are not wild then: a ♠U or ♣O at the bottom ends the cut like any other card. The first card that is not a permanent Perlagg ends the cut for good, so nothing after it is seen or kept; when a tutor question lists further cards after it, they are ignored, even a permanent Perlagg. (Today's pagat text has the cutter look at the next card instead of cutting again; the cards kept are the same.) Examples: the cutter sees ♦6, then ♣7, then ♥9: he keeps the Weli and the Eichel-Spitz. He sees ♣O, then ♥K: he keeps nothing.
rules-perlaggen-deal-4 = Dealing. Starting with the player on the dealer's left (seat 0) and going clockwise, the dealer gives everybody first a packet of 2 cards, then a packet of 3 cards, so that everyone has 5. A cutter who kept permanent Perlaggen receives that many cards fewer, taken off his 2-card packet first and then off his 3-card packet:
    - kept none: 2 and 3 cards
    - kept one: 1 and 3 cards
    - kept two: 0 and 3 cards
    - kept three: 0 and 2 cards
    - kept four: 0 and 1 card
    Then 20 cards are in the hands and 13 remain in the stock.
rules-perlaggen-deal-5 = Trumps. The dealer turns the top card of the stock face up and leaves it on top of the stock. This card is the indicator, and its printed suit is trumps, also when it is a Perlagg: the Martl makes hearts trumps, the Weli or the Schell-Spitz bells, the Eichel-Spitz acorns. The stock takes no further part in the deal. Example: the indicator is the ♣O; acorns are trumps, and the ♣O itself is a trump Perlagg, which the dealer's side may take in exchange (see the next section).

## Exchanging a turned-up Perlagg

rules-perlaggen-exchange-title = Exchanging a turned-up Perlagg
rules-perlaggen-exchange-1 = The indicator may itself be a Perlagg under the trump suit it has just fixed: either a permanent Perlagg (♥K, ♦6, ♦7 or ♣7) or a trump Perlagg (the trump Unter or Ober, or the trump 7 when hearts or leaves are trumps). The dealer's side may then exchange it for a card from the hand. If the indicator is a natural card, there is no exchange, and nobody has the right.
rules-perlaggen-exchange-2 = Eligible cards. The cards in a hand have not been played, so only their printed faces count: a card is of the trump suit when its printed suit is the trump suit. A card of the trump suit is eligible:
    - if the indicator is a permanent Perlagg: when it is not a permanent Perlagg itself. Natural trumps and the trump Perlaggen (the trump 7, Unter and Ober) are eligible; a permanent Perlagg printed in the trump suit is not (the Martl with hearts trumps, the Weli and the Schell-Spitz with bells trumps, the Eichel-Spitz with acorns trumps).
    - if the indicator is a trump Perlagg: when it is a natural card. No Perlagg of any kind may be given.
rules-perlaggen-exchange-3 = The sources do not agree here. The Japanese source allows any card of the trump suit that is not a permanent Perlagg, but speaks only of a turned permanent Perlagg; today's pagat text allows only natural trumps, and also allows a turned trump Perlagg to be exchanged. The tutor follows the Japanese source when a permanent Perlagg is turned and pagat when a trump Perlagg is turned.
rules-perlaggen-exchange-4 = Who has the right. The dealer (seat 3) has the right if his hand holds at least one eligible card. Otherwise the dealer's partner (seat 1) has it, if his hand holds at least one eligible card. Otherwise nobody has it. The right passes to the partner only when the dealer holds no eligible card: a dealer who holds one but prefers not to exchange does not pass it on. The dealer's opponents (seats 0 and 2) never exchange.
rules-perlaggen-exchange-5 = The exchange. Exchanging is optional. The player with the right takes the turned Perlagg into his hand and lays one eligible card of his choice face up on the stock in its place. That card is the new indicator: it is of the trump suit, so trumps do not change. It is out of play for the deal, even if it is a trump Perlagg, and it is never exchanged again: at most one exchange is made in a deal. A turned Perlagg that is not exchanged stays on the stock and is out of play for the deal. The exchange is made after the deal and before the first lead; seat 0 must give the dealer's side time to exchange before leading.
rules-perlaggen-exchange-6 = Example 1: the Schell-Spitz (♦7) is turned, so bells are trumps. The dealer's only bell is the Weli (♦6), a permanent Perlagg, so he holds no eligible card, and the right passes to his partner. The partner holds ♦U and ♦9: both are eligible, the ♦U (a trump Perlagg) because a permanent Perlagg was turned. He may give either of them for the Schell-Spitz, or keep his hand.
rules-perlaggen-exchange-7 = Example 2: the ♠U is turned, so leaves are trumps and the indicator is a trump Perlagg. Eligible are only the natural leaves ♠A, ♠K, ♠10, ♠9 and ♠8, not the ♠O or the ♠7, which are trump Perlaggen. A dealer holding ♠O and ♠9 may exchange only the ♠9. Had the Martl been turned instead (hearts trumps), a dealer holding ♥7 and ♥A could give either of them, since the ♥7, a trump Perlagg, is eligible when a permanent Perlagg is turned. Had the ♣9 been turned, nobody could exchange.

## Play

rules-perlaggen-play-title = Play
rules-perlaggen-play-1 = The player on the dealer's left (seat 0) leads to the first trick. After that, the winner of each trick leads to the next. The leader may lead any card; a Perlagg that is led may be baptised as any card of the pack. The others then play one card each, clockwise, following the rules of the next section.
rules-perlaggen-play-2 = Played cards are not gathered into tricks. Each player lays his cards face up in a row in front of himself, from left to right in the order he played them, and the winning card of each trick is pushed slightly forward. Everybody can therefore see every played card and its identity for the whole deal. This is needed because the Gleich and the Hanger are judged on each player's five cards (see The three figures).
rules-perlaggen-play-3 = The aim of the play is to win three tricks, the Spiel. Play stops at once when the Spiel is decided: when a team has won its third trick (a trick counts once all four cards are down), or when a team concedes the Spiel, even in the middle of a trick; no further card is played. The Gleich and the Hanger, if still open, are then settled in the show.
rules-perlaggen-play-4 = Betting can interrupt the play at any moment, also in the middle of a trick (see Betting). While a bet is waiting for an answer, no card may be played.

## Following suit

rules-perlaggen-follow-title = Following suit
rules-perlaggen-follow-1 = In short: if you hold a natural card of the suit led, you must follow suit or play a trump; otherwise you may play any card. There is never a duty to beat the cards already played, and a Perlagg is never compulsory. The paragraphs below give the details.
rules-perlaggen-follow-2 = Leading. The leader may play any natural card, or any Perlagg with any identity. The suit led is the suit of the led card's identity: a Perlagg led as the ♠A leads leaves, whatever its printed face.
rules-perlaggen-follow-3 = Holding a natural card of the suit led. Then you may play a natural card of the suit led or a natural trump: you must either follow suit or trump. Natural cards of the other suits are not allowed. Each of your Perlaggen may be played too, but only baptised as a card of the suit led or of the trump suit; when trumps were led, only as a trump.
rules-perlaggen-follow-4 = Holding no natural card of the suit led. Only natural cards count here: a Perlagg does not oblige you to follow, even one printed in the suit led. Then you may play any natural card, or any Perlagg with any identity. A hand made up only of Perlaggen always falls under this rule.
rules-perlaggen-follow-5 = A Perlagg played without a baptism stands for its own face, so playing it silently is allowed only if that face is allowed by the rules above. As the Japanese source puts it, a Perlagg may be treated as a card of the suit led or not, as its holder chooses, but the card it is declared as must be one the follow rules allow.
rules-perlaggen-follow-6 = There is no duty to beat the cards already in the trick, to overtrump, or to trump when you cannot follow suit. Partners need no exception, since there is nothing to be excused from. A trump, whether a natural trump or a Perlagg baptised as a trump, is allowed in every trick. A Perlagg is never compulsory: you may keep it and play an allowed natural card instead.
rules-perlaggen-follow-7 = Leading a Perlagg as a trump. A Perlagg that is led and baptised as a trump obliges the other players to play a trump if they hold a natural trump; players call this Trumpf abreißen. Watch the printed faces: with hearts trumps, a player whose only heart is the ♥7, a trump Perlagg, holds no natural heart and is free when hearts are led; with bells trumps the same ♥7 is a natural heart, and its holder must follow hearts or trump.
rules-perlaggen-follow-8 = Example 1 (acorns trumps): the ♥9 is led, and you hold ♥A, ♣8, ♠K and the Weli (♦6). You hold a natural heart, so you may play the ♥A, the ♣8 (a trump), or the Weli baptised as any heart or any acorn. You may not play the ♠K, nor the Weli unbaptised, since it would be the six of bells.
rules-perlaggen-follow-9 = Example 2 (hearts trumps): the ♦9 is led, and you hold ♦7, ♠A, ♥O and ♣10. Your only bell is the Schell-Spitz, a Perlagg, so you hold no natural bell: you may play the ♠A or the ♣10, or the Schell-Spitz or the ♥O (a trump Perlagg) with any identity. You need not follow bells even though you could.
rules-perlaggen-follow-10 = Example 3, Trumpf abreißen (leaves trumps): the leader plays the Martl baptised as the ♠A. You hold ♠9, ♥A and the Eichel-Spitz (♣7). Trumps were led and you hold a natural trump, so you must play the ♠9 or the Eichel-Spitz baptised as a leaf. The ♥A is not allowed, and neither is the Eichel-Spitz played as itself, since the ♣7 is not a leaf.

## The three figures

rules-perlaggen-figures-title = The three figures
rules-perlaggen-figures-1 = Each deal has three independent ways of scoring, the figures (the Japanese source calls them scoring sources). Each is worth 1 point unless it is raised by betting:
    - Gleich: two or more cards of equal rank in one player's hand
    - Hanger: two or more cards of one suit in sequence in one player's hand
    - Spiel: three tricks won by a team
rules-perlaggen-figures-2 = A player's five cards are the five cards he was dealt, including any permanent Perlaggen he kept at the cut and with any exchange of the turned card made: played and unplayed cards alike, each with its identity. The team scores, but a Gleich or Hanger must be in the five cards of one player: partners' cards are never combined.
rules-perlaggen-figures-3 = Perlaggen count in a Gleich and a Hanger as the cards they stand for, and using them does not change the strength: three Kings are three Kings, however many Perlaggen are among them. One card may serve in a Gleich and in a Hanger at the same time; a Perlagg used in both has the same identity in both.
rules-perlaggen-figures-4 = The Gleich and the Hanger are won by the team whose player holds the best one. They are decided by a concession during the deal or in the show after the play (see The show); the Spiel is decided by the tricks or by a concession.

## Gleich: equal cards

rules-perlaggen-gleich-title = Gleich: equal cards
rules-perlaggen-gleich-1 = A Gleich is at least two cards of the same rank, by identity, among one player's five cards. The suits do not matter, and two cards with the same identity count too: the real ♠A and the Weli baptised as the ♠A (♦6 as ♠A) make a pair of Aces. Players speak of a two-, three-, four- or five-card Gleich (German zwitzig, dritzig, viertig, fünftig); five of a kind needs Perlaggen.
rules-perlaggen-gleich-2 = Which Gleich is better. More cards beat fewer: a pair loses to three of a kind, three to four, four to five. With the same number of cards, the higher rank wins, in the order A, K, O, U, 10, 9, 8, 7, 6. The suits and the trump suit make no difference, and a Perlagg counts exactly like the card it stands for.
rules-perlaggen-gleich-3 = The team whose player holds the best Gleich wins it. If the two teams' best Gleichs are equal, the Gleich stands (German "der Gleich steht"): nobody scores it. Second-best sets never break the tie. If nobody holds a Gleich, nobody scores it.
rules-perlaggen-gleich-4 = Example 1: seat 0 holds a pair of Aces, ♠A and ♥A. Seat 1 holds three Eights: ♣8, ♥8 and the Weli baptised as the ♠8 (♦6 as ♠8). Seat 2 holds a pair of Tens, and seat 3 no Gleich. Three of a kind beats any pair, so team B (seat 1) wins the Gleich.
rules-perlaggen-gleich-5 = Example 2: seat 0 holds ♠10, ♣10, ♥9, ♣9 and ♠7: two pairs, of which the Tens are the better. Seat 3 holds a pair of Tens, ♥10 and ♦10, and nobody has anything better. The two best Gleichs are equal, so the Gleich stands and nobody scores it; seat 0's pair of Nines does not help team A.

## Hanger: sequences

rules-perlaggen-hanger-title = Hanger: sequences
rules-perlaggen-hanger-1 = A Hanger is at least two cards of one suit with consecutive ranks, by identity, among one player's five cards. The ranks follow the order A, K, O, U, 10, 9, 8, 7, 6, so K–A and U–10 are sequences, but A–7 is not: there is no wrap-around. Two cards with the same identity neither form nor extend a sequence.
rules-perlaggen-hanger-2 = Which Hanger is better. The longer sequence wins. With equal length, the higher sequence wins: compare the top cards. The suits are equal and the trump suit gives no advantage: ♥10-9-8 ties with ♣10-9-8 even when hearts are trumps. A Perlagg counts exactly like the card it stands for.
rules-perlaggen-hanger-3 = As for the Gleich, each team's best Hanger is compared with the other's. The better one wins the Hanger for its team; if they are equal, the Hanger stands and nobody scores it; if nobody has one, nobody scores it.
rules-perlaggen-hanger-4 = Example: seat 2 holds ♠O, ♠U and ♠10, a three-card Hanger with the Ober on top. Seat 1 holds ♣A and the Weli baptised as the ♣K (♦6 as ♣K), a two-card Hanger. The longer sequence wins, so team A (seat 2) wins the Hanger, although seat 1's top card is higher. Had seat 1 also held the Eichel-Spitz baptised as the ♣O (♣7 as ♣O), his A-K-O of acorns would be three cards with the Ace on top and would win for team B.

## Spiel: the tricks

rules-perlaggen-spiel-title = Spiel: the tricks
rules-perlaggen-spiel-1 = The team that wins three tricks wins the Spiel. It is worth 1 point unless it was raised by betting. The Spiel is also decided when a team concedes it (see Answering a bet).
rules-perlaggen-spiel-2 = Play stops as soon as the Spiel is decided, so the remaining tricks are not played. A deal has five tricks, so one team always wins the Spiel: unlike the Gleich and the Hanger, it can never stand.
rules-perlaggen-spiel-3 = Example: team A wins the first, third and fourth tricks. After the fourth trick the Spiel is team A's, the fifth trick is not played, and the show begins (see The show).

## Betting

rules-perlaggen-betting-title = Betting
rules-perlaggen-betting-1 = A bet (German bieten) proposes to raise one figure by one point. The player says "bet" and names the figure, for example "I bet the Gleich". The values go 1 (unbet), 2, 3 and so on up to 7. A bet on a figure that stands at 7 is "Spiel aus": if it is accepted, whoever wins that figure wins the whole game. Nothing can be bet above Spiel aus.
rules-perlaggen-betting-2 = A bet may be made at any time after the deal is complete: before the first lead, between tricks, or in the middle of a trick. One player bets, holds or raises on behalf of his team, and either member of the other team may answer. A decision spoken by one partner ("bet", "hold", "good") binds his team: his partner cannot take it back. A question to one's partner is not a decision, and it must be put clearly as a question. While a bet is waiting for an answer, no card may be played. Bets on different figures are independent, and the sources do not settle whether several may wait at once; the tutor allows it, and no card is played until all have been answered.
rules-perlaggen-betting-3 = A player may start a bet on a figure only if all of these hold:
    - the figure is not yet decided, and no bet on it is waiting for an answer;
    - nobody has bet on the figure yet, or his own team held the last bet on it: on one figure the teams bet alternately, and a team whose own bet was held must wait until the other team has bet again;
    - the figure does not already stand at Spiel aus;
    - the endgame limit: his team's score plus the figure's current value is less than 18;
    - for the Gleich or the Hanger: his own five cards contain an example of the figure (see below);
    - for the Spiel after the fifth trick has been led: the fifth-trick rule (see below);
    - during the show: his team is the one whose turn it is to show, and the figure is the Gleich or the Hanger.
rules-perlaggen-betting-4 = The endgame limit. A team may bet only if the opponents could concede without thereby giving it the game. A team's score here includes the points already credited to it in this deal by concessions. A gestrichen team (17 points) may therefore never bet, and when both teams are gestrichen nobody bets. Spiel aus can be bet only by a team with at most 10 points, since 10 + 7 = 17.
rules-perlaggen-betting-5 = The example for the Gleich or Hanger. The bettor's own five cards must contain two cards of equal rank (for the Gleich) or two consecutive cards of one suit (for the Hanger). Cards he has played count with their fixed identities, and a Perlagg still in his hand counts as any card. His partner's cards do not help.
rules-perlaggen-betting-6 = The fifth-trick rule. Once the fifth trick has been led, a player may start a bet on the Spiel only if he has not yet played to that trick and his last card is a natural card of the suit led, a natural trump or a Perlagg: a card that can still win the trick, since a trump may always be played. The suit led is the suit of the led card's identity. The leader, and everybody else who has already played to the fifth trick, may not start a Spiel bet. If such a bet is conceded, the bettor shows that his card qualifies ("gut bei Farbe"); a Perlagg used to qualify may later be baptised as anything. The rule restricts only the start of a Spiel bet: holding or raising one is not affected.
rules-perlaggen-betting-7 = The Japanese source lists only the suit led and a Perlagg for the fifth trick, but it translates pagat's text and lost its "or a trump". Pagat and the rules of the Perlagger club of Schlanders ("only the players who hold the same suit, or a trump, or a Perlagg may bet") admit a natural trump, and so does the tutor. The sources do not say whether a player who has already played to the fifth trick may bet; the tutor says no.
rules-perlaggen-betting-8 = Example 1, the endgame limit: team A has 15 points and the Hanger stands at 2. Since 15 + 2 = 17 is less than 18, a player of team A may bet, proposing 3. Had the Hanger stood at 3, team A could not bet: 15 + 3 = 18, and the opponents could not concede without giving team A the game.
rules-perlaggen-betting-9 = Example 2, taking turns: team B bets on the Spiel (1 to 2), and team A holds. Team A now held the last bet, so only team A may start the next bet on the Spiel (2 to 3); team B must wait until team A has bet again.
rules-perlaggen-betting-10 = Example 3, the fifth trick (hearts trumps): the ♠K is led to the fifth trick. A player whose last card is the ♠7, a natural leaf, may start a Spiel bet; so may a player whose last card is the ♥9, a natural trump, and one whose last card is the Weli. A player whose last card is the ♣9 may not, since it is neither a leaf nor a trump nor a Perlagg; nor may the leader.

## Answering a bet

rules-perlaggen-answering-title = Answering a bet
rules-perlaggen-answering-1 = A player of the other team answers a bet in one of three ways:
    - Good (German gut; conceding): the bettors win the figure at its old value, the value before the bet, and it is credited to them at once. Conceding a Spiel aus bet thus gives the bettors 7 points.
    - Hold (German halten, also anschauen or heben): the bet is accepted. The figure now has the proposed value, and the holding team becomes the last holder of the figure.
    - Raise (a counter-bet): the bet is accepted and one step more is proposed. The bettors must then answer the raise in the same three ways, and so on as long as raises continue. Spiel aus cannot be raised.
rules-perlaggen-answering-2 = Holding. For the Gleich or the Hanger, the player who holds must himself have an example of the figure in his five cards, as a bettor must. Nothing else limits a hold: a gestrichen team may hold, and the fifth-trick rule does not apply. The Japanese source asks for an example only from the bettor; the tutor follows pagat, which asks it of the holder too.
rules-perlaggen-answering-3 = What limits a raise. The sources do not settle this fully; the tutor treats a raise as an answer to a bet, not as the start of a new bet. Only two conditions apply: the endgame limit, the raising team's score plus the value of the bet it accepts must be less than 18; and for the Gleich or the Hanger, the raiser's own example. Taking turns, the fifth-trick rule and the limits of the show do not apply: a raise is allowed whichever team held last, after the fifth lead, and in the show by the team that is not showing. A gestrichen team cannot raise but may hold or concede. A raise does not change the last holder; that changes only when a bet or a raise is held.
rules-perlaggen-answering-4 = Conceding without a bet. A team may concede any undecided figure at any time, whether it was bet on or not: the other team wins it at its current value, credited at once. If a bet on that figure is waiting for an answer, the current value is the old one: for the answering team this is simply saying good; if the bettors' own team concedes, its bet lapses and the other team wins the figure at the old value. Conceding the Spiel ends the trick play at once and starts the show; a team often does this so as not to have to show its cards first. (The sources allow conceding at any time but do not settle what a concession is worth while a bet is waiting; the tutor uses the old value.)
rules-perlaggen-answering-5 = Bets on different figures are independent, and in the show a team may bet on both the Gleich and the Hanger; the opponents must then answer both.
rules-perlaggen-answering-6 = Example 1: team A bets the Gleich (1 to 2). Team B raises: it accepts 2 and proposes 3. Team A holds, so the Gleich is worth 3 and team A is its last holder: team A may later bet it again (3 to 4), while team B must wait, although it may still raise team A's bets. Had team A said good to the raise instead, team B would have won the Gleich at 2.
rules-perlaggen-answering-7 = Example 2: team B has 16 points, and team A bets the Spiel (1 to 2). Team B may hold or say good, but it may not raise, since 16 + 2 = 18. If it says good, team A wins the Spiel at 1 and play stops at once.

## The show

rules-perlaggen-show-title = The show
rules-perlaggen-show-1 = When the Spiel is decided, play stops. If the Gleich or the Hanger is still undecided, it is settled by the show. The team that won the Spiel shows first; then the teams take turns.
rules-perlaggen-show-2 = In its turn the showing team must do one of these for each undecided figure, the Gleich and the Hanger if both are open:
    - concede it;
    - contest it: reveal enough cards to show an example at least as good as the best the opponents have shown so far (a Perlagg revealed now is baptised now);
    - bet on it, if the betting rules allow, that is only if it is unbet or this team held the last bet on it.
    If it bets on one figure, it must also act on the other open figure before the opponents answer.
rules-perlaggen-show-3 = A bet in the show is answered as usual. The opponents cannot start a bet of their own, but they may concede, hold or raise. If they hold the bet, or a raise of it, the showing team must then concede or contest that figure; it cannot bet on it again, since the opponents are now the last holders. If the opponents raise and the showing team holds the raise, the showing team is the last holder and acts on the figure again with all three choices; if it concedes the raise, the opponents win the figure.
rules-perlaggen-show-4 = When the showing team has contested or conceded every open figure, the other team takes its turn, with the same choices. The turns alternate until each figure is conceded or both teams have shown all they can. If the best figures shown are equal, the figure stands.
rules-perlaggen-show-5 = If the team that won the Spiel leaves a figure standing, equal, at the end of one of its turns, it may not improve that figure later; the team that lost the Spiel may. When every player has revealed his best, the result is the comparison described under Gleich and Hanger.
rules-perlaggen-show-6 = Example: team A won the Spiel and shows first. For the Gleich it reveals a pair of Nines; on the Hanger, still unbet, it bets (1 to 2). Team B holds the Hanger bet, so team A must now concede or contest the Hanger: it reveals ♠O, ♠U, ♠10. Then it is team B's turn. It reveals a pair of Kings, which beats the Nines, and, having no three-card Hanger, concedes the Hanger: team A wins it at 2. In its next turn team A cannot beat the Kings and concedes the Gleich, which team B wins at 1.

## Proving a figure at the end

rules-perlaggen-validation-title = Proving a figure at the end
rules-perlaggen-validation-1 = Before the deal is scored, every player who bet, raised or held on the Gleich or the Hanger must show an example of that figure in his own five cards, however small. A Perlagg still in his hand may be baptised for it. A Perlagg that counted as an example when he bet may since have been played with another identity, so this can fail.
rules-perlaggen-validation-2 = A team that won the Gleich or the Hanger without having shown it, that is by a concession, must now show at least the minimum: two cards of equal rank (for the Gleich), or two consecutive cards of one suit (for the Hanger), in the five cards of one player.
rules-perlaggen-validation-3 = Failure. A team fails a figure when one of its players cannot make a showing required of him, or when the team cannot show the minimum. The failing team scores exactly −2 for the deal and nothing else. It loses every point of the deal: the figures it won in the show or by the tricks, and also the figures conceded to it during the deal, whose credit is taken away again. A held Spiel aus figure that it won does not win it the game.
rules-perlaggen-validation-4 = The other team scores every figure it won itself, as usual, and in addition every failed figure of the failing team, at that figure's value: the held value, or for a conceded figure the value at which it was conceded (a conceded Spiel aus counts 7). This holds whatever the result of the failed figure was: if the failing team had won it, it passes to the other team; if it stood or nobody had it, the other team scores it; if the other team had won it already, it is scored once, not twice. The other team needs no example of its own for it, and a failed figure held at Spiel aus wins the game for the other team.
rules-perlaggen-validation-5 = A team that fails more than once in a deal (the Gleich and the Hanger, or two of its players on the same figure) scores −2 only once, and the other team scores each failed figure once. If both teams fail, each scores −2 and nothing else, and no failed figure is awarded to anybody.
rules-perlaggen-validation-6 = The sources differ: the Japanese source gives the failed figure to the opponents unconditionally, while pagat lets them score it only if they can show one; the tutor follows the Japanese source. The sources do not settle what becomes of points conceded earlier in the deal, or what happens after two failures; the tutor decides as described above. Nothing else that happened in the deal is replayed.
rules-perlaggen-validation-7 = Example 1: team A conceded the Gleich to team B at 3, but at the end no player of team B can show two cards of equal rank. Team A won the Hanger unbet (1 point), and team B won the Spiel, held at 2. Team B fails: it scores −2, and its Spiel is lost too. Team A scores 1 for the Hanger plus 3 for the failed Gleich: 4 points.
rules-perlaggen-validation-8 = Example 2: a player bet the Hanger holding ♠9 and the Martl, which counted as any card, for example the ♠8. Later he played the Martl baptised as the ♣A. At the end his five cards contain no two consecutive cards of one suit, so his team fails the Hanger, even if his partner holds a long sequence.

## Scoring and winning the game

rules-perlaggen-scoring-title = Scoring and winning the game
rules-perlaggen-scoring-1 = Each team scores the value of every figure it wins, by a concession, in the show or by the tricks, unless a proof fails (see Proving a figure at the end). A figure that stands scores nothing. Running totals may become negative. A held Spiel aus figure is not a number of points: whoever wins it wins the game, and it adds nothing to the deal's score.
rules-perlaggen-scoring-2 = When the points count. The points of a conceded figure are credited the moment it is conceded; from then on they count for the gestrichen status and for the endgame limit on betting, so a team can become gestrichen during the play. All other figures are credited at the end of the deal. Who has won the game is settled only when the deal is over, after the show and the proofs. A conceded figure's credit is provisional: if the team fails a proof, it is taken away, but what was done during the deal because of it stays as it was.
rules-perlaggen-scoring-3 = The first team to reach 18 points wins the game. A held Spiel aus figure wins the game for the team that wins it.
rules-perlaggen-scoring-4 = If both teams could reach 18 in the same deal, the figures are credited one at a time in this order, and the first team to reach 18 wins:
    - 1. conceded figures, in the order in which they were conceded;
    - 2. figures that were bet on and held, in the order in which each was first bet on;
    - 3. unbet figures, in the order Gleich, Hanger, Spiel.
    A concession that takes a team to 18 therefore wins the game, unless that team fails a proof.
rules-perlaggen-scoring-5 = The sources do not settle where a held Spiel aus figure comes in this order; the tutor credits it at its place among the held figures. When its turn comes, the team that won it wins the game at that moment, unless a team has already reached 18 through an earlier figure; if it stands, it gives nothing and the crediting goes on. If no team reaches 18 and no Spiel aus figure is won, nobody has won yet, and the next deal is played.
rules-perlaggen-scoring-6 = After a failed proof, the failing team is credited nothing but its −2 and cannot win the game in that deal. The other team is credited its own figures and the failed figures, each at its place in the same order. If both teams fail, nobody wins in that deal.
rules-perlaggen-scoring-7 = Example: both teams have 16 points. Team B bets the Spiel (1 to 2), and team A holds. Later team A concedes the Gleich, unbet, to team B, which now has 17 and is gestrichen. Team A wins the Spiel, and team B wins the Hanger unbet. Both teams could reach 18, so the order decides: first the conceded Gleich (team B: 17), then the held Spiel (team A: 16 + 2 = 18). Team A wins the game; team B's unbet Hanger would come only afterwards.

## Gestrichen: 17 points

rules-perlaggen-gestrichen-title = Gestrichen: 17 points
rules-perlaggen-gestrichen-1 = A team with exactly 17 points, one short of the target, is gestrichen. It may not bet, and it may not raise either, because a raise is bound by the same endgame limit (17 plus any value is 18 or more); it may still hold and concede. A team can become gestrichen in the middle of a deal, through a concession.
rules-perlaggen-gestrichen-2 = Both teams gestrichen. When both teams have 17 and neither the Gleich nor the Hanger has been conceded in the deal, nobody may bet, and a player holding a Gleich or a Hanger of at least three cards wins the game for his team. The best such figure wins: more cards first (a four-card Hanger beats a three-card Gleich); with equal numbers a Gleich beats a Hanger; of two Gleichs the higher rank wins, of two Hangers the higher top card.
rules-perlaggen-gestrichen-3 = How it is done. Starting at seat 0 and going clockwise, each player with such a figure asks whether a figure of that length is allowed ("is three allowed?"). The others say no if they hold one at least as long. Ties are resolved by telling first whether the figure is a Gleich or a Hanger, then how high it is.
rules-perlaggen-gestrichen-4 = The sources do not settle how Perlaggen count in these claims; the tutor judges a figure on the player's five cards, with the cards already played at their fixed identities and every Perlagg still in hand wild, as for a bettor's example. A claim names only the length, the kind and the height of the figure and shows no card, so it baptises nothing: if the game is not decided by the claims, each Perlagg still in hand is baptised freely when it is played.
rules-perlaggen-gestrichen-5 = If nobody holds a figure of three or more cards, or the two teams' best such figures are exactly equal, two-card figures are ignored. The cards are played, and the team that takes three tricks wins the game with the Spiel point. If the Spiel had already been awarded (the 17 to 17 came from a conceded Spiel), nobody scores, and a new deal is played with both teams still gestrichen.
rules-perlaggen-gestrichen-6 = The sources word the condition differently: the Japanese source says neither the Gleich nor the Hanger has been conceded, pagat says both are unbet. The tutor follows the Japanese source. If both teams reach 17 during a deal after the Gleich or the Hanger was conceded, no bets are possible, and the remaining figures are scored in the usual order (see Scoring and winning the game).
rules-perlaggen-gestrichen-7 = Example: both teams have 17. Seat 1 holds ♣10, ♣9 and ♣8, a three-card Hanger. Seat 2 holds ♠A, ♣A and the Weli, still in hand, which can count as a third Ace: a three-card Gleich. Both figures have three cards, and a Gleich beats a Hanger, so team A (seat 2) wins the game. Had seat 1 held a four-card Hanger, team B would have won.

## Variants

rules-perlaggen-variants-title = Variants
rules-perlaggen-variants-1 = The tutor teaches only the rules above. Perlaggen is played in many local forms, and the following are described briefly but not taught:
    - Blind bets: in pagat's Innsbruck rules (not in the Japanese source), before the cut a team may bet on any or all figures without looking at its cards ("Höll auf!" for all three). The opponents answer after seeing their hands, and a blind bettor who lacks the figure cannot score it but pays no penalty.
    - Eichelperlaggen (Imst): eight Perlaggen, the Martl, the Weli, the trump 7 (the Spitz), trump Unter and trump Ober, and the acorn 7, Unter and Ober. Acorns are never trumps, the game is usually to 15 points, and when both teams are gestrichen a four-card figure is needed.
    - Other local forms: Schlanders (32 cards without the Weli, the ♣8 as the second Perlagg, 24 points), Deutschnofen (ten Perlaggen), and old forms with only three Perlaggen.
rules-perlaggen-variants-2 = Some groups play to other targets, from 11 to 24 points (15 is common), and some places show the top and bottom cards of the stock.
rules-perlaggen-variants-3 = Other numbers of players: two (5 or 7 cards each; with 7 cards the Spiel needs four tricks), three (each for himself, raises only up to 3), and six (two teams of three, 4 cards each); there is also Strafperlaggen for three, counting penalty points down from 9. The Japanese source only mentions that two, three and six can play.
