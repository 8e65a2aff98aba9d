### Gaigel at the table: the referee's reasons for a whole deal (the spec's section
### "Whole deals", 6.3 and 8.5), and how a deal ended.

## Refusals
reason-gaigel-announcements-first = before the next card, every player in turn may announce or pass, from the player who plays next; it is { $seat }'s place in this round: announce or pass first
reason-gaigel-not-in-hand = you do not hold { $cards }
reason-gaigel-missed-no-knock = { $team } let a card be played at 101 or more without knocking: the team has missed its declaration and may no longer knock or declare five 7s
reason-gaigel-claim-too-early = a claim against { $team } is allowed only once its deadline has passed: a card has been played and its total has not risen since the last card

## How the deal ended
reason-gaigel-ended-knock = The deal ended with a knock by { $seat } for { $team }.
reason-gaigel-knock-disputed = The knock was disputed by { $seat }, and the totals were counted.
reason-gaigel-knock-stands = The opponents, { $team }, did not dispute the knock: it stands as made.
reason-gaigel-ended-five-sevens = The deal ended with five 7s declared by { $seat }: the knock of { $team }, shown, so it cannot be disputed.
reason-gaigel-ended-claim = The deal ended with a claim by { $seat } that { $team } missed its declaration.
reason-gaigel-ended-void = After the last trick all four players passed: nobody knocked and nobody claimed.
reason-gaigel-deal-unfinished = The deal is not over: it is { $seat }'s decision.

## The deal's fields, as the table and a deal record show them
field-gaigel-dealer = Dealer
field-gaigel-hands = Hand dealt
field-gaigel-turned = Turned card
field-gaigel-stock = Stock
field-gaigel-actions = Actions
field-gaigel-under_stock = Lying under the stock
field-gaigel-phase = Now
field-gaigel-declarations = Declarations so far
field-gaigel-A = Team A
field-gaigel-B = Team B
token-gaigel-announcements = announcements or pass, each player in turn
token-gaigel-after-trick = after the trick, before the draw: marriages, announcements or pass
token-gaigel-play = a card to play
token-gaigel-dispute = dispute the knock or let it stand
token-gaigel-end-of-play = after the last trick: knock, claim or pass
token-gaigel-over = the deal is over

## The verbs of a Gaigel deal (a record's keys)
act-gaigel-pass = pass
act-gaigel-marriage = declare the marriage { $arg }
act-gaigel-trump-seven-exchange = exchange the trump 7 for the turned card
act-gaigel-five-sevens = declare five 7s
act-gaigel-knock = knock (declare 101)
act-gaigel-claim = claim that the opponents missed their declaration
act-gaigel-dispute = dispute the knock
