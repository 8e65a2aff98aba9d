### Vier-Anderle and Japanisch Vier-Anderle: the game's name, its vocabulary, the default questions.

game-vier-anderle = Vier-Anderle
game-vier-anderle-summary = Black Forest gambling game with four cards each and 38 tarot cards: with chips in the { -vier-anderle-pot }, each { -trick } wins a quarter of it and a player without a { -trick } pays. With Japanisch Vier-Anderle, its Japanese variant.
game-japanisch-vier-anderle = Japanisch Vier-Anderle

## Lesson titles
vier-anderle-pack-title = The 38-card tarot pack
vier-anderle-tricks-title = Winning a { -trick }
vier-anderle-follow-title = Following suit and heading the { -trick }
vier-anderle-trumping-title = Trumps: trumping and overtrumping
vier-anderle-deals-title = The two kinds of deal and the { -vier-anderle-pot }
vier-anderle-in-out-title = In or out
vier-anderle-settling-title = Settling an in/out deal
vier-anderle-whole-deal-title = A whole deal at the table
vier-anderle-japanisch-title = Japanisch Vier-Anderle: what changes

## Position fields
field-vier-anderle-rules = Rules
field-vier-anderle-extra_pips_per_suit = Extra pip cards per suit
field-vier-anderle-trick = Cards in the { -trick }
field-vier-anderle-hand = Your hand
field-vier-anderle-players = Players
field-vier-anderle-dealer = Dealer
field-vier-anderle-pot_before_deal = Pot before the deal
field-vier-anderle-in = Players who are in
field-vier-anderle-tricks = Tricks taken

## Tokens
token-vier-anderle-japanisch = Japanisch Vier-Anderle

## Choices
choice-vier-anderle-all-play = all-play deal (everyone plays)
choice-vier-anderle-in-out = in/out deal (each player says in or out)

## Parts of a deal-score answer
part-vier-anderle-chips = Chips per seat
part-vier-anderle-chips-ask = How many chips does each seat win (+) or lose (−) in this deal? Seat 0 first.
part-vier-anderle-pot_after = Pot afterwards
part-vier-anderle-pot_after-ask = How many chips are in the { -vier-anderle-pot } after the deal is settled?

## Default questions, one per kind
prompt-vier-anderle-legal-plays = Which cards may you play?
prompt-vier-anderle-trick-winner = Which card wins this { -trick }?
prompt-vier-anderle-deal-score = Settle this deal: the chips each seat wins or loses, and the { -vier-anderle-pot } afterwards.
prompt-vier-anderle-opening-leader = Who leads to the first { -trick }?
prompt-vier-anderle-deal-type = Which kind of deal is this?
prompt-vier-anderle-declaration-order = In which order do the players say "in" or "out"? Type the seats in order.
prompt-japanisch-vier-anderle-legal-plays = Japanisch Vier-Anderle: which cards may you play?
prompt-japanisch-vier-anderle-trick-winner = Japanisch Vier-Anderle: which card wins this { -trick }?
prompt-japanisch-vier-anderle-deal-score = Japanisch Vier-Anderle: settle this deal: the chips each seat wins or loses, and the { -vier-anderle-pot } afterwards.
prompt-japanisch-vier-anderle-opening-leader = Japanisch Vier-Anderle: who leads to the first { -trick }?
prompt-japanisch-vier-anderle-deal-type = Japanisch Vier-Anderle: which kind of deal is this?
prompt-japanisch-vier-anderle-declaration-order = Japanisch Vier-Anderle: in which order do the players say "in" or "out"? Type the seats in order.

## Drill topics
topic-vier-anderle-head-the-trick = head the { -trick } in the suit led
topic-vier-anderle-trick-trumped = the { -trick } is trumped: any card of the suit
topic-vier-anderle-trump-led = a { -trump } is led: beat the highest { -trump }
topic-vier-anderle-must-trump = { -trump } when void
topic-vier-anderle-over-trump = { -overtrump }
topic-vier-anderle-losing-trump = a { -trump } even when it loses
topic-vier-anderle-japanisch-follow = Japanisch: any card of the suit
topic-vier-anderle-other-suits-never-win = who wins: a card of another suit never wins
topic-vier-anderle-ante = settling: the { -dealer }'s ante counts
topic-vier-anderle-trickless-pays-pot = settling an in/out deal: no { -trick } pays the whole { -vier-anderle-pot }
topic-vier-anderle-drop-fees = Japanisch settling: the drop fee, the { -dealer }'s too
topic-vier-anderle-fixed-eight = Japanisch settling: no { -trick } pays a fixed 8
