### Vier-Anderle and Japanisch Vier-Anderle at the table: whole deals and deal records.

## Refused actions
reason-vier-anderle-no-declaring-all-play = the pot was empty before the ante, so this is an all-play deal: everybody plays and nobody says in or out
reason-vier-anderle-declaration-final = every player says in or out once, publicly and finally; this player has already said { $said }
reason-vier-anderle-declare-first = in an in/out deal every player says in or out before the first card is played
reason-vier-anderle-not-in-hand = { $card } is not in this player's hand: each player plays the cards of their own hand

## How a deal ended
reason-vier-anderle-ended-all-play = all-play deal: everybody played the four tricks
reason-vier-anderle-ended-in-out = the players who said in ({ $seats }) played the four tricks; the others were out
reason-vier-anderle-ended-lone-player = only seat { $seat } said in: no card is played, and that player takes the pot at once
reason-vier-anderle-ended-nobody-in = everybody said out, the dealer too: no card is played, and the pot carries over to the next deal
reason-vier-anderle-unfinished = the deal is not over: it is seat { $seat }'s turn

## Problems of a deal record
problem-vier-anderle-hand-missing = { $field }: seat { $seat } has no hand; every seat is dealt four cards (5.4)
problem-vier-anderle-hand-size = { $field }: seat { $seat } has { $actual } cards, but every seat is dealt exactly four (5.4)

## Fields of a deal at the table
field-vier-anderle-hands = Hand
field-vier-anderle-chips_before_deal = Chips before the deal
field-vier-anderle-pot = Pot (after the ante)
field-vier-anderle-deal_type = Kind of deal
field-vier-anderle-declarations = In or out
field-vier-anderle-side_pot = Side pot
field-vier-anderle-chips = Chips so far

## Tokens
token-vier-anderle-all-play = all-play deal
token-vier-anderle-in-out = in/out deal
token-vier-anderle-in = in
token-vier-anderle-out = out

## Default questions
prompt-vier-anderle-deal = Replay this deal: what is its result (the chips each seat wins or loses, and the pot afterwards)? Or is an action illegal, or is the deal unfinished?
prompt-japanisch-vier-anderle-deal = Japanisch Vier-Anderle: replay this deal: what is its result (the chips each seat wins or loses, and the pot afterwards)? Or is an action illegal, or is the deal unfinished?

## Verbs at the table
field-vier-anderle-pot_after = Pot after the deal
