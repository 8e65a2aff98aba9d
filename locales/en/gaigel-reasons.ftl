### Gaigel: the engine's reasons, rendered after every answer.
### The section of `tricktutor rules` each reason refers to is given in src/i18n/rule_refs.rs
### and added when the reason is shown: the texts cite no section or clause numbers.
## Reasons: playing a card (section 6.2)
reason-gaigel-lead = you lead, and any card may be led.
reason-gaigel-free-play = while the stock lasts you may play any card: no need to { -follow-suit } or { -trump }.
reason-gaigel-draw-from-winner = each player takes the top card of the { -gaigel-stock } in turn, starting with the { -trick }'s winner, { $winner }, and going clockwise.
reason-gaigel-last-draw-turned-card = this is the last draw: the first three take the last three face-down cards, and the fourth, { $seat }, on the winner's right, takes the turned card (or the { -trump } 7 exchanged for it).
reason-gaigel-follows-and-beats = it follows suit and beats { $winner }.
reason-gaigel-follows-cannot-beat = it follows suit; no card of yours beats { $winner }, so any { $led } card will do.
reason-gaigel-follows-trumped-trick = it follows suit. { $winner } has trumped the { -trick }, so no { $led } card can win it, and any { $led } card will do.
reason-gaigel-trumps = you have no { $led }, so you must play a { -trump }.
reason-gaigel-overtrumps = it beats the { -trump } { $winner }.
reason-gaigel-cannot-overtrump = you cannot beat { $winner }, but you must still play a { -trump }.
reason-gaigel-no-led-suit-no-trump = you have neither { $led } nor a { -trump }, so any card may be played.
reason-gaigel-must-follow-suit = you hold { $led } and must { -follow-suit }.
reason-gaigel-must-beat = you must beat { $winner } when you can, and you can with { $allowed }.
reason-gaigel-must-follow-not-trump = you hold { $led } and must { -follow-suit }. { $winner } has trumped, but following suit comes first: you may not { -trump }.
reason-gaigel-must-trump = you have no { $led }, so you must play a { -trump } ({ $allowed }).
reason-gaigel-must-overtrump = you must beat the { -trump } { $winner } when you can, and you can with { $allowed }.

## Reasons: who wins the trick (section 3)
reason-gaigel-highest-trump = { $card } is the highest { -trump } in the { -trick }.
reason-gaigel-highest-of-led-suit = No { -trump } was played, so the highest { $led } card wins: { $card }. Cards of other suits never win.
reason-gaigel-twin-played-first = Both copies of { $card } are in the { -trick }: the one played first wins.

## Reasons: points (sections 4 and 7.1)
reason-gaigel-card-points = The cards count { $points } points (A 11, 10 10, K 4, O 3, U 2, 7 0).
reason-gaigel-last-trick-bonus = Winning the last { -trick } adds 10.
reason-gaigel-deal-total = The team's total: { $points } points.
reason-gaigel-meld-marriage = King and Ober of { $suit }: a { -gaigel-marriage }, { $points } points.
reason-gaigel-meld-double-marriage = Both Kings and both Obers of { $suit }: a double { -gaigel-marriage }, { $points } points.
reason-gaigel-meld-royal-marriage = King and Ober of the { -trump } suit { $suit }: a royal { -gaigel-marriage }, { $points } points.
reason-gaigel-meld-double-royal-marriage = Both Kings and both Obers of the { -trump } suit { $suit }: a double royal { -gaigel-marriage }, { $points } points.
reason-gaigel-meld-trump-seven-exchange = Exchanging the { -trump } 7 for the turned card scores { $points } points.
reason-gaigel-meld-five-sevens = Five 7s score { $points } points.
reason-gaigel-not-a-marriage = These cards are not a { -gaigel-marriage }: that is exactly a King and an Ober of one suit, or both Kings and both Obers of one suit.
reason-gaigel-not-trump-seven = Only the 7 of trumps ({ $trump }) can be exchanged for the turned card.
reason-gaigel-not-five-sevens = Five 7s means exactly five sevens.

## Reasons: may this declaration be made now? (sections 7.2–7.4)
reason-gaigel-suit-closed = A { -gaigel-marriage } in { $suit } has already been declared in this deal: the suit is closed.
reason-gaigel-opponent-cannot-marry = Only the { -trick }'s winner, or his { -partner }, may declare a { -gaigel-marriage }; an opponent never.
reason-gaigel-no-trick-just-won = A { -gaigel-marriage } is declared only right after a { -trick }, by its winner or his { -partner }.
reason-gaigel-one-marriage-per-trick = The winner has already declared a { -gaigel-marriage } after this { -trick }: only one per { -trick }.
reason-gaigel-marriage-after-draw = The cards have been drawn: a { -gaigel-marriage } comes after the { -trick } and before the draw.
reason-gaigel-no-marriage-after-stock = The stock is used up: no more marriages in this deal.
reason-gaigel-partner-trick-not-enough = Only your { -partner } has won a { -trick }: you must have won one yourself.
reason-gaigel-no-trick-won = You must have won a { -trick } yourself before you may exchange.
reason-gaigel-turned-card-gone = The turned card can no longer be taken (it has been drawn or exchanged, or it is a 7).
reason-gaigel-five-sevens-four-cards = Right after a { -trick }, before the draw, every hand has only four cards.
reason-gaigel-marriage-allowed = Allowed: the { -gaigel-marriage } scores { $points } points.
reason-gaigel-exchange-allowed = Allowed: take the turned card, put the 7 in its place and score { $points } points.
reason-gaigel-five-sevens-allowed = Allowed: five 7s score { $points } and end the deal at once, like a { -gaigel-knock }.

## Reasons: game points for a deal (section 8)
reason-gaigel-void-deal = Nobody knocked and nobody claimed: the deal is void. Nobody scores, and { $carry } game point(s) go to the next deal.
reason-gaigel-knock = { $team } knocked and nobody disputed it; the opponents have a { -trick }, so it is worth 1 game point.
reason-gaigel-knock-gaigel = { $team } knocked while the opponents had not won a single { -trick }: Gaigel, 2 game points.
reason-gaigel-dispute-lost = The { -gaigel-knock } was disputed, but { $team } really had { $points } (101 or more): { $team } scores 2. A dispute is always worth 2, never more.
reason-gaigel-dispute-won = The { -gaigel-knock } was disputed and { $team } had only { $points } (less than 101): the disputing team scores 2.
reason-gaigel-claim-right = { $team } had { $points } (101 or more) and did not { -gaigel-knock } in time: the claim is right, and the claiming team scores 2.
reason-gaigel-claim-wrong = { $team } had only { $points } (less than 101): the claim is wrong, and { $team } scores 2.
reason-gaigel-carry-added = The { $carry } carried game point(s) go to the scoring team; the carry returns to 0.

## Reasons: the game (section 8.4)
reason-gaigel-game-won = { $team } reaches { $total } game points (7 or more) and wins the game.
reason-gaigel-game-goes-on = Nobody has 7 game points yet (A { $a }, B { $b }): the game goes on.
