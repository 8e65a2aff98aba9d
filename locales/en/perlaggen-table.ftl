### Perlaggen at the table: the referee's own reasons for whole deals.

## Refusals
reason-perlaggen-card-not-held = { $card } is not in this player's hand (or he has revealed it already)
reason-perlaggen-natural-baptised = { $card } is a natural card: only a Perlagg is baptised as another card (3.2)
reason-perlaggen-cut-size = a cut lifts at least one card and leaves at least one: lift 1 to { $most } cards (6.2, Whole deals point 1)
reason-perlaggen-exchange-ineligible = { $card } may not be laid for the turned { $turned }: only a card of { $trump } by its print, not a permanent Perlagg when a permanent one is turned, a natural card when a trump Perlagg is turned (6.5)
reason-perlaggen-answer-first = a bet on { $figure } is waiting for an answer: hold, raise or concede it first; no card is played meanwhile (9.1, 9.3)
reason-perlaggen-show-figure-done = the showing team has already acted on { $figure } in this turn, or it is not open for it (10.3, 10.5)
reason-perlaggen-show-stood = the team that won the Spiel left { $figure } standing at the end of one of its turns: it may not improve it later (10.6)
reason-perlaggen-contest-no-example = the player has no example of { $figure } among his played and revealed cards: reveal cards first (10.3 b)
reason-perlaggen-contest-too-weak = to contest { $figure } the example shown must be at least as good as the opponents' best shown so far and better than the team's own (10.3 b, Whole deals point 5)

## How a deal ended
reason-perlaggen-deal-spiel-tricks = { $team } took three tricks and won the Spiel: play stops at once (7.1, 8.3)
reason-perlaggen-deal-spiel-conceded = the Spiel was conceded to { $team }: play stops at once (9.4)
reason-perlaggen-deal-shown = the show settled the Gleich and the Hanger that were still open (10)
reason-perlaggen-deal-gestrichen-spiel = at 17–17 two-card figures are ignored: { $team } took three tricks and the Spiel decides (11.4 rule 3)
reason-perlaggen-deal-split-gestrichen = the conceded Spiel made it 17–17: the deal ends, nobody scores more, and a new deal follows (11.4 rule 3)
reason-perlaggen-deal-claim = at 17–17 a player of { $team } claims the best figure of three or more cards: the game is won and the deal ends before the first lead (11.4 rule 2)
reason-perlaggen-deal-unfinished = every action so far is legal, but the deal is not over: { $seat } is to act
reason-perlaggen-proof-fails = { $team } cannot show the example of { $figure } that its bets or a concession require: it fails the proof (10.1, Whole deals point 7)
