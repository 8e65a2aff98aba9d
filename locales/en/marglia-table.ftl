### Marglia and Maniglia at the table: whole deals with the engine as referee.

## The referee's reasons
reason-marglia-not-in-hand = { $card } is not in your hand: you can play only a card you hold
reason-marglia-deal-stopped = the dealer's side stopped the deal at { $after } after the turned card's credit: no card is played and both sides score 0 for the deal; the credit stays
reason-marglia-all-tricks-played = all { $tricks } tricks have been played; each side counts the card points and frillo tricks it won
reason-marglia-solo-card-points = all { $tricks } tricks have been played; everyone plays alone, so there is no deal score: each player counts the card points and frillo tricks they won
reason-marglia-deal-unfinished = the deal is not over: it is { $seat }'s turn

## Problems of a deal record
problem-marglia-removed-not-a-two = { $field }: { $card } is not a 2; with three players one 2 is taken out of the pack (section 9)
problem-marglia-deduction-35-or-45 = { $field }: { $actual }, but a deal deducts 35, or 45 in the variant (section 8.1)

## Position fields of a deal
field-marglia-hands = Hands as dealt
field-marglia-removed = The 2 taken out
field-marglia-other_side_score_before = Other side before the deal
field-marglia-deal_number = Deal
field-marglia-deals_in_game = Deals in the game
field-marglia-dealer = Dealer
field-marglia-running_score = Running score
field-marglia-dealer_score = Dealer's running score
field-marglia-may_stop = The dealer's side may stop the deal
field-marglia-stopped = The deal was stopped
field-marglia-tricks_taken = Tricks taken
field-marglia-game_result = Winner of the game

## Tokens
token-marglia-draw = a draw

## The actions
act-marglia-stop = stop the deal
act-marglia-play_on = play the deal

## Default questions
prompt-marglia-deal = Replay this deal: what does each side score, or which action is the first illegal one?
prompt-maniglia-deal = Maniglia: replay this deal: what is the result, or which action is the first illegal one?
