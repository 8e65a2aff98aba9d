### Rikken: the game's name, its vocabulary, the default questions.

game-rikken = Rikken
game-rikken-summary = Dutch four-player game of bids: call an ace for a { -partner }, or play alone, for chips.

## Lesson titles (here, not in the lesson files, so that lists load only this file)
rikken-pack-title = The pack, the players and the { -trick }
rikken-bids-title = The sixteen bids
rikken-auction-title = The { -rikken-auction }
rikken-calling-title = Calling an ace
rikken-troela-title = Troela: three aces
rikken-following-title = Following suit and the { -rikken-called-ace }
rikken-blind-title = The blind call and the face-down lead
rikken-open-title = Misère, piek and the open contracts
rikken-whole-deal-title = A whole deal at the table
rikken-scoring-title = Scoring in chips

## Position fields
field-rikken-contract = Contract
field-rikken-trump = Trumps
field-rikken-called = Called card
field-rikken-blind = Called blind
field-rikken-trick = Cards in the { -trick }
field-rikken-hand = Your hand
field-rikken-declarer_hand = Declarer's hand
field-rikken-auction = Auction so far
field-rikken-to_act = To call
field-rikken-bid = Call asked about
field-rikken-declarer = Declarer
field-rikken-partner = Partner
field-rikken-tricks = Tricks won

## Parts of a call answer
part-rikken-cards = Cards that may be called
part-rikken-cards-ask = Which cards may be called?
part-rikken-blind = Blind
part-rikken-blind-ask = Is the call blind?

## Tokens: the bids keep the Dutch names players use
token-rikken-rik = Rik
token-rikken-rik-beter = Rik beter
token-rikken-8-alleen = 8 alleen
token-rikken-misere = Misère
token-rikken-piek = Piek
token-rikken-9-alleen = 9 alleen
token-rikken-10-alleen = 10 alleen
token-rikken-11-alleen = 11 alleen
token-rikken-12-alleen = 12 alleen
token-rikken-open-misere = Open misère
token-rikken-open-piek = Open piek
token-rikken-troela = Troela
token-rikken-open-misere-praatje = Open misère met praatje
token-rikken-open-piek-praatje = Open piek met praatje
token-rikken-13-alleen = 13 alleen
token-rikken-open-13-alleen = Open 13 alleen
token-rikken-pass = pass
token-rikken-none = none

## The bids in a menu: the Dutch name with what it promises
choice-rikken-rik = Rik (8 tricks with a called { -partner })
choice-rikken-rik-beter = Rik beter (as Rik, hearts trumps)
choice-rikken-8-alleen = 8 alleen (8 tricks alone)
choice-rikken-misere = Misère (no { -trick })
choice-rikken-piek = Piek (exactly one { -trick })
choice-rikken-9-alleen = 9 alleen (9 tricks alone)
choice-rikken-10-alleen = 10 alleen (10 tricks alone)
choice-rikken-11-alleen = 11 alleen (11 tricks alone)
choice-rikken-12-alleen = 12 alleen (12 tricks alone)
choice-rikken-open-misere = Open misère (no { -trick }, hand shown)
choice-rikken-open-piek = Open piek (one { -trick }, hand shown)
choice-rikken-troela = Troela (three aces, with the fourth)
choice-rikken-open-misere-praatje = Open misère met praatje (no { -trick }; all hands shown, others confer)
choice-rikken-open-piek-praatje = Open piek met praatje (one { -trick }; all hands shown, others confer)
choice-rikken-13-alleen = 13 alleen (all 13 tricks alone)
choice-rikken-open-13-alleen = Open 13 alleen (all 13, hand shown)

## Default questions, one per kind
prompt-rikken-legal-plays = Which cards may you play?
prompt-rikken-trick-winner = Which card wins this { -trick }?
prompt-rikken-bid-legal = Which bids may this player make now? (Passing is not a bid: leave it out.)
prompt-rikken-bid-allowed = May this player make this call now?
prompt-rikken-auction-result = The { -rikken-auction } is over. Who plays, and in which { -rikken-contract }? (None of them if the deal is passed out.)
prompt-rikken-call-legal = The declarer names trumps and calls a card for a { -partner }. Which cards may be called, and is the call blind?
prompt-rikken-deal-score = How many chips does each player win (+) or lose (−) in this deal?

## Drill topics
topic-rikken-follow-suit = { -follow-suit } (no duty to beat)
topic-rikken-void-is-free = void in the suit: any card, no duty to { -trump }
topic-rikken-called-ace = the { -rikken-called-ace } must fall
topic-rikken-overtricks = settling: each overtrick pays
topic-rikken-undertricks = settling: a failed { -rikken-contract } costs its base and each undertrick
topic-rikken-three-aces = bidding: three aces allow only Troela or higher
topic-rikken-three-aces-pass = bidding: three aces must bid at the first turn, then may pass
topic-rikken-join-pair = bidding: join misère and piek at the same rank, nothing else
topic-rikken-troela = bidding: Troela needs exactly three aces
topic-rikken-call-held-suit = the call: an ace of a suit you hold, else blind
topic-rikken-call-not-trump = the call: never the ace of trumps
topic-rikken-other-suits-never-win = who wins: a card of another suit never wins
