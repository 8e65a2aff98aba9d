### Gaigel: the game's name, its vocabulary, the default questions and the engine's reasons.

game-gaigel = Gaigel
game-gaigel-summary = Swabian four-player partnership game with a double pack; first team to 101 knocks.

## Lesson titles (here, not in the lesson files, so that lists load only this file)
gaigel-pack-title = The pack and the card points
gaigel-tricks-title = Who wins a { -trick }
gaigel-stock-title = The deal and the stock
gaigel-follow-title = After the stock: { -follow-suit } and beat
gaigel-trumping-title = After the stock: { -trump } and { -overtrump }
gaigel-marriages-title = Marriages
gaigel-sevens-title = The { -trump } 7 and five 7s
gaigel-counting-title = Counting a deal
gaigel-knocking-title = Knocking at 101
gaigel-game-title = Void deals and the game
gaigel-whole-deal-title = A whole deal at the table


## Position fields
field-trump = Trump
field-stock_empty = Stock used up
field-trick = Cards in the { -trick }
field-hand = Your hand
field-cards = Cards
field-last_trick = Last { -trick }
field-declaration = Declaration
field-captured = Cards taken
field-melds = Declarations
field-role = Your relation to the { -trick } just won
field-winner_declared = The winner has already declared a { -gaigel-marriage }
field-drawn = Cards drawn after the { -trick }
field-declared_suits = Suits already married
field-player_has_won_trick = You have won a { -trick }
field-team_has_won_trick = Your team has won a { -trick }
field-turned_card_on_table = The turned card lies under the stock
field-event = How the deal ended
field-declarer = Team that knocked
field-disputed = Knock disputed
field-accused = Accused team
field-claimant = Claiming team
field-points = Deal points
field-tricks = Tricks won
field-carry = Carried game points
field-game_points = Game points before the deal
field-awarded = Game points for the deal
field-gaigel-after_trick = Trick just won (number)
field-gaigel-winner = Won the { -trick }

## Tokens
token-marriage = { -gaigel-marriage }
token-trump-seven-exchange = exchange of the { -trump } 7
token-five-sevens = five 7s
token-trick-winner = you won the { -trick }
token-winner-partner = your { -partner } won the { -trick }
token-opponent = an opponent won the { -trick }
# The game winner's "none" as an answer to choose (not the trick role below).
choice-gaigel-none = no team yet: the game goes on
token-none = no { -trick } just completed
token-declare = a team knocked (declared 101)
token-missed-declaration-claim = a claim that a team missed its declaration
token-no-declaration = nobody knocked or claimed
token-yes = yes
token-no = no

## Default questions, one per kind
prompt-gaigel-legal-plays = Which cards may you play?
prompt-gaigel-trick-winner = Which card wins this { -trick }?
prompt-gaigel-card-points = How many points are these cards worth?
prompt-gaigel-meld-points = How many points is this declaration worth?
prompt-gaigel-deal-points = What is the team's total for the deal?
prompt-gaigel-declaration-allowed = May the player make this declaration now?
prompt-gaigel-deal-score = How many game points does each team score, and what is carried to the next deal?
prompt-gaigel-game-winner = Who wins the game with this deal?
prompt-gaigel-draw-order = In which order do the players draw from the { -gaigel-stock } now? Type the seats in order.

## Drill topics
topic-gaigel-free-play = before the stock is gone: free play
topic-gaigel-follow-suit = after the stock: { -follow-suit }
topic-gaigel-must-beat = after the stock: beat the highest card of the suit
topic-gaigel-must-trump = after the stock: { -trump } when void
topic-gaigel-over-trump = after the stock: { -overtrump }
topic-gaigel-identical-cards = who wins: of two identical cards, the first
topic-gaigel-last-trick = counting: the last { -trick } earns 10 more
topic-gaigel-royal-marriage = declarations: a { -gaigel-marriage } in trumps is worth 40
topic-gaigel-double-marriage = declarations: a double { -gaigel-marriage } counts twice
topic-gaigel-declarations-count = counting: declarations count toward 101
topic-gaigel-who-marries = marriages: the { -trick }'s winner or his { -partner }, once per { -trick }
topic-gaigel-when-to-marry = marriages: right after a { -trick }, before the draw, while the stock lasts
topic-gaigel-trump-seven = the { -trump } 7: after a { -trick } of your own, at any time

choice-gaigel-carry_next = carried to the next deal
