### Perlaggen: the game's name, its vocabulary, the default questions.

game-perlaggen = Perlaggen
game-perlaggen-summary = Tyrolean partnership game with 33 German cards and up to seven wild cards (Perlaggen): bet on the Gleich, the Hanger and the Spiel, first to 18.

## Lesson titles
perlaggen-pack-title = The 33-card pack and the Weli
perlaggen-wild-title = The Perlaggen: permanent and { -trump } wild cards
perlaggen-deal-title = The cut, the deal and the turned { -trump }
perlaggen-baptising-title = Baptising a { -perlaggen-wild-card }
perlaggen-following-title = Following and winning tricks with wild cards
perlaggen-gleich-title = The Gleich
perlaggen-hanger-title = The Hanger
perlaggen-betting-title = The Spiel, betting and the answers
perlaggen-show-title = The show and proving a { -perlaggen-figure }
perlaggen-scoring-title = Scoring and the game to 18
perlaggen-whole-deal-title = A whole deal at the table

## Position fields
field-perlaggen-trump = Trumps
field-perlaggen-card = Card
field-perlaggen-seen = Cards seen at the cut
field-perlaggen-cutter_took = Perlaggen the cutter kept
field-perlaggen-indicator = Turned card
field-perlaggen-dealer_hand = Dealer's hand (seat 3)
field-perlaggen-partner_hand = Dealer's { -partner }'s hand (seat 1)
field-perlaggen-trick = Cards in the { -trick }
field-perlaggen-hand = Your hand
field-perlaggen-play = The play
field-perlaggen-hands = Hand
field-perlaggen-spiel_winner = Would take three tricks
field-perlaggen-figure = Figure
field-perlaggen-action = Action
field-perlaggen-seat = Acting player
field-perlaggen-team = Team
field-perlaggen-scores = Scores
field-perlaggen-state = State of the { -perlaggen-figure }
field-perlaggen-showing = Team showing
field-perlaggen-trick_no = Trick number
field-perlaggen-held = Cards still held
field-perlaggen-played = Cards played
field-perlaggen-gleich = Gleich
field-perlaggen-hanger = Hanger
field-perlaggen-spiel = Spiel
field-perlaggen-scores_before = Scores before the deal
field-perlaggen-value = value
field-perlaggen-last_holder = last held by
field-perlaggen-pending_by = bet pending by
field-perlaggen-pending_to = proposing
field-perlaggen-decided = decided
field-perlaggen-winner = won by
field-perlaggen-how = how
field-perlaggen-proof = proved
field-perlaggen-order = order

## Tokens
token-perlaggen-gleich = the Gleich
token-perlaggen-hanger = the Hanger
token-perlaggen-spiel = the Spiel
token-perlaggen-aus = Spiel aus
token-perlaggen-conceded = conceded
token-perlaggen-held = bet and held
token-perlaggen-unbet = unbet
token-perlaggen-nobody = nobody
token-perlaggen-tie = nobody (it stands)
token-perlaggen-bet = bet
token-perlaggen-raise = raise
token-perlaggen-hold = hold
token-perlaggen-concede = concede ("good")
token-perlaggen-any = any card of the pack may be named
token-perlaggen-led-or-trump = it may only be named as a card of the led suit or a { -trump }
token-perlaggen-trump-only = it may only be named as a { -trump }
token-perlaggen-rank-A = Aces
token-perlaggen-rank-K = Kings
token-perlaggen-rank-O = Obers
token-perlaggen-rank-U = Unters
token-perlaggen-rank-10 = 10s
token-perlaggen-rank-9 = 9s
token-perlaggen-rank-8 = 8s
token-perlaggen-rank-7 = 7s
token-perlaggen-rank-6 = 6s

## Choices
choice-perlaggen-A = team A (seats 0 and 2)
choice-perlaggen-B = team B (seats 1 and 3)
choice-perlaggen-tie = it stands (equal best figures)
choice-perlaggen-none = nobody
choice-perlaggen-dealer = the { -dealer } (seat 3)
choice-perlaggen-partner = the { -dealer }'s { -partner } (seat 1)
choice-perlaggen-hearts = ♥ Hearts
choice-perlaggen-bells = ♦ Bells
choice-perlaggen-leaves = ♠ Leaves
choice-perlaggen-acorns = ♣ Acorns
choice-perlaggen-bet = bet
choice-perlaggen-raise = raise
choice-perlaggen-hold = hold
choice-perlaggen-concede = concede ("good")

## Parts of answers
part-perlaggen-cards = Cards
part-perlaggen-cards-ask = Which cards? Tick every one that applies.
part-perlaggen-perlaggen = Wild cards
part-perlaggen-perlaggen-ask = And your wild cards: what may each be played as?
part-perlaggen-who = Who exchanges
part-perlaggen-who-ask = Who may exchange the turned card?

## Default questions, one per kind
prompt-perlaggen-perlaggen = Which cards are Perlaggen under these trumps? Name them strongest first.
prompt-perlaggen-is-perlagg = Is this card a Perlagg (wild) under these trumps?
prompt-perlaggen-cut-keep = The cutter saw these cards at the bottom of the lifted packet, in this order. Which does he keep?
prompt-perlaggen-deal-packets = How many cards does the cutter receive in the 2-card round and in the 3-card round?
prompt-perlaggen-trump-suit = This card is turned up. Which suit is trumps?
prompt-perlaggen-exchange-options = Who may exchange the turned card, and which cards of that player's hand may be laid on the stock in its place?
prompt-perlaggen-legal-plays = What may you play? First tick the natural (not wild) cards you may play, then say what each { -perlaggen-wild-card } may be played as.
prompt-perlaggen-play-legal = Is this play legal?
prompt-perlaggen-trick-winner = Which card wins this { -trick }?
prompt-perlaggen-gleich-winner = Which team wins the Gleich?
prompt-perlaggen-hanger-winner = Which team wins the Hanger?
prompt-perlaggen-bet-legal = May this player do this now?
prompt-perlaggen-bet-actions = Which of these may this player do now?
prompt-perlaggen-deal-score = How many points does each team score in this deal?
prompt-perlaggen-game-winner = Does a team win the game with this deal?
prompt-perlaggen-gestrichen-winner = Both teams start the deal on 17. Who wins the game?

## Drill topics
topic-perlaggen-follow-or-trump = { -follow-suit } or { -trump }
topic-perlaggen-must-follow-or-trump = holding the suit: no discard
topic-perlaggen-void-is-free = void in the suit: play anything
topic-perlaggen-equal-identities = who wins: equal identities
topic-perlaggen-gleich-one-player = the Gleich: one player's cards, never the partners' together
topic-perlaggen-hanger-one-player = the Hanger: one player's cards, never the partners' together
topic-perlaggen-bet-alternate = betting: the teams take turns to bet on a { -perlaggen-figure }
topic-perlaggen-endgame-limit = betting: your score plus the value must stay below 18
topic-perlaggen-hold-any-score = betting: you may hold at any score
topic-perlaggen-own-example = betting: an example in your own five cards (a Perlagg counts)
topic-perlaggen-fifth-trick = betting: the Spiel after the fifth lead, with a card of the led suit, a { -trump } or a Perlagg
topic-perlaggen-show-turn = the show: only the team whose turn it is may start a bet
topic-perlaggen-failed-proof = scoring: a team that cannot prove a { -perlaggen-figure } scores −2
topic-perlaggen-other-suits-never-win = who wins: a card of another suit never wins
