# The table: whole deals played with the engine as referee.

reason-table-not-your-turn = it is the turn of { $seat }, not of { $actor }
reason-table-deal-over = the deal is over: no more actions
reason-table-not-now = that is not something a player can do at this moment of the deal

table-you = you (seat { $seat })
table-your-turn = Your move
table-help = Choose an action (a number, or type it: { $examples }). ? lists the legal actions and why the others are not, ! suggests a move, q stops.
table-legal-menu = ? Legal actions now
table-suggest-menu = ! Suggest a move
table-legal-title = Legal now:
table-suggest = A sensible move here: { $act }
table-refused = Not allowed: { $reason }
table-forced = the only legal play
table-on-table = On the table
table-your-hand = Your hand
table-trick-taken = Trick { $number }: { $winner } takes { $cards }
table-trick-taken-you = Trick { $number }: { $winner } take { $cards }
table-deal-over = The deal is over.
table-result = Result: { $result }
table-deal-header = { $game } · deal { $number } · { $players } players
table-deal-header-you = { $game } · deal { $number } · { $players } players · you are seat { $seat }
table-standing = The game so far:
table-game-over = The game is over.
table-another-deal = Play another deal
table-stop = Stop
table-next-title = Another deal?
replay-header = { $game } · deal { $number } · { $id } · { $players } players
replay-illegal = Action { $index } ({ $act }) is not allowed: { $reason }
replay-pause = (Enter: next trick · q: stop)
replay-unfinished = The record stops before the end of the deal.
play-bad-options = cannot deal: { $problem }
play-bad-seat = there is no seat { $seat } at this table (seats 0 to { $last })
play-record-failed = cannot write the deal record { $file }: { $error }
replay-unreadable = cannot read { $file }: { $error }
replay-not-a-deal = { $file }: case { $id } is not a deal record (kind: deal)

# Actions, as the table's log and menus show them ($arg: the card, bid, ... in words).
act-play = { $arg }
act-bid = { $arg }
act-rikken-call = call { $arg }
act-rikken-trump = trumps { $arg }
act-rikken-face-down = { $arg } face down
act-vier-anderle-declare = { $arg }
field-dealer = Dealer
home-play-deal = Play a deal of { $game } at the table
field-chips = Chips so far
field-deal = Deal
field-exposed = Hand shown

# Perlaggen at the table.
act-perlaggen-cut = cut { $arg } cards
act-perlaggen-exchange = exchange the turned card for { $arg }
act-perlaggen-decline = decline the exchange
act-perlaggen-bet = bet on { $arg }
act-perlaggen-raise = raise { $arg }
act-perlaggen-hold = hold { $arg }
act-perlaggen-concede = concede { $arg } (gut)
act-perlaggen-pass = leave the answer to my partner
act-perlaggen-reveal = show { $arg }
act-perlaggen-contest = contest { $arg }
field-perlaggen-cutter_kept = Kept by the cutter
field-perlaggen-exchanged_by = Turned card exchanged by
field-perlaggen-target = Game to
field-perlaggen-laid_on_stock = Card laid on the stock in exchange
field-perlaggen-turned = Turned card
table-wild-card = { $card } (a wild card: then choose what it stands for)
table-wild-as = Play it as
table-not-understood = “{ $text }” is no action of this game. Type ? for the legal actions.
table-wild-card-shown = show { $card } (a wild card: then choose what it is shown as)
table-wild-shown-as = Show it as
table-next-seat = The deal has passed on: in the next deal you are seat { $seat }.
table-not-in-menu = The menu has no number { $text }.
table-passed-gaigel = { $count ->
    [one] passed in an announcement round
   *[other] passed in { $count } announcement rounds
  } (nothing new to announce)
table-example-card = a card like { $card }
table-example-card-shown = a card like { $card } ({ $shown })
table-example-action = an action like { $action }
table-examples = { $first }, or { $second }
table-deal-alone = That deal stood alone: players alone keep no running score and play no game in these rules.
table-passed = { $count ->
    [one] passed, the only action open
   *[other] passed { $count } times, the only action open each time
  }
replay-all-pass = { $count ->
    [one] everyone passes
   *[other] everyone passes, { $count } rounds
  }
table-deal-header-unnumbered = { $game } · { $players } players
table-deal-header-you-unnumbered = { $game } · { $players } players · you are seat { $seat }
replay-header-unnumbered = { $game } · { $id } · { $players } players
