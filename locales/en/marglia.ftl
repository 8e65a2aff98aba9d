### Marglia and Maniglia: the game's name, its vocabulary, the default questions.

game-marglia = Marglia
game-marglia-summary = Sardinian partnership game: the 7 ranks highest, a trick holding a frillo earns a point, only what is above 35 counts. With Maniglia, its Latin-suited cousin.
game-maniglia = Maniglia

## Lesson titles
marglia-pack-title = The 40-card pack and its strange order
marglia-points-title = Card points and the frilli
marglia-deal-title = The deal and the turned trump
marglia-following-title = Following suit and trumping
marglia-exemptions-title = The three exemptions from trumping
marglia-counting-title = Counting a deal
marglia-maniglia-title = Maniglia: the same game with Latin suits
marglia-whole-deal-title = A whole deal at the table

## Position fields
field-marglia-players = Players
field-marglia-partnerships = Partnerships
field-marglia-trump = Trumps
field-marglia-trick = Cards in the trick
field-marglia-hand = Your hand
field-marglia-cards = Cards
field-marglia-tricks = Trick
field-marglia-side_a = Tricks of side A
field-marglia-side_b = Tricks of side B
field-marglia-deduction = Deducted per side
field-marglia-turned = Turned card
field-marglia-dealer_side_score_before = Dealer's side before the turn

## Tokens
token-marglia-card_points = card points
token-marglia-frillo_tricks = tricks with a frillo

## Parts of a turn-up answer
part-marglia-dealer_side_score = Dealer's side's score
part-marglia-dealer_side_score-ask = What is the dealer's side's running score after the turn?
part-marglia-may_end_deal = May stop the deal
part-marglia-may_end_deal-ask = May the dealer's side stop the deal?

## Default questions, one per kind
prompt-marglia-legal-plays = Which cards may you play?
prompt-marglia-trick-winner = Which card wins this trick?
prompt-marglia-card-points = How many points are these worth?
prompt-marglia-deal-score = What does each side score for this deal?
prompt-marglia-turnup-credit = The dealer turns the last card. What is the dealer's side's score now, and may it stop the deal?
prompt-maniglia-legal-plays = Maniglia: which cards may you play?
prompt-maniglia-trick-winner = Maniglia: which card wins this trick?
prompt-maniglia-card-points = Maniglia: how many points are these worth?
prompt-maniglia-deal-score = Maniglia: what does each side score for this deal?
prompt-maniglia-turnup-credit = Maniglia: the dealer turns the last card. What is the dealer's side's score now, and may it stop the deal?

## Drill topics
topic-marglia-follow-suit = follow suit (no duty to beat)
topic-marglia-must-trump = trump when void
topic-marglia-over-trump = overtrump
topic-marglia-partner-winning = exemption (a): the partner is winning
topic-marglia-cannot-overtrump = exemption (c): no trump beats the trick
topic-marglia-other-suits-never-win = who wins: a card of another suit never wins
topic-marglia-frillo-point = counting a trick: the frillo point
topic-marglia-below-35 = scoring a deal: a side below 35 scores 0, never less
