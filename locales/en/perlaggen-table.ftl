### Perlaggen at the table: the referee's own reasons for whole deals.

## Refusals
reason-perlaggen-card-not-held = { $card } is not in this player's hand (or he has revealed it already)
reason-perlaggen-natural-baptised = { $card } is a natural card: only a Perlagg is baptised as another card
reason-perlaggen-cut-size = a cut lifts at least one card and leaves at least one: lift 1 to { $most } cards
reason-perlaggen-exchange-ineligible = { $card } may not be laid for the turned { $turned }: only a card of { $trump } by its print, not a permanent Perlagg when a permanent one is turned, a natural card when a trump Perlagg is turned
reason-perlaggen-answer-first = a bet on { $figure } is waiting for an answer: hold, raise or concede it first; no card is played meanwhile
reason-perlaggen-show-figure-done = the showing team has already acted on { $figure } in this turn, or it is not open for it
reason-perlaggen-show-stood = the team that won the Spiel left { $figure } standing at the end of one of its turns: it may not improve it later
reason-perlaggen-contest-no-example = the player has no example of { $figure } among his played and revealed cards: reveal cards first
reason-perlaggen-contest-too-weak = to contest { $figure } the example shown must be at least as good as the opponents' best shown so far and better than the team's own

## How a deal ended
reason-perlaggen-deal-spiel-tricks = { $team } took three tricks and won the Spiel: play stops at once
reason-perlaggen-deal-spiel-conceded = the Spiel was conceded to { $team }: play stops at once
reason-perlaggen-deal-shown = the show settled the Gleich and the Hanger that were still open
reason-perlaggen-deal-gestrichen-spiel = at 17–17 two-card figures are ignored: { $team } took three tricks and the Spiel decides
reason-perlaggen-deal-split-gestrichen = the conceded Spiel made it 17–17: the deal ends, nobody scores more, and a new deal follows
reason-perlaggen-deal-claim = at 17–17 a player of { $team } claims the best figure of three or more cards: the game is won and the deal ends before the first lead
reason-perlaggen-deal-unfinished = every action so far is legal, but the deal is not over: { $seat } is to act
reason-perlaggen-proof-fails = { $team } cannot show the example of { $figure } that its bets or a concession require: it fails the proof
field-perlaggen-own_team = Your team
