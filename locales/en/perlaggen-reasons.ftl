### Perlaggen: the engine's reasons, one per rule clause.
### The section of `tricktutor rules` each reason refers to is given in src/i18n/rule_refs.rs
### and added when the reason is shown: the texts cite no section or clause numbers.

## The wild cards (3.1)
reason-perlaggen-wild-set-seven = with { $trump } as trumps there are seven Perlaggen, strongest first: the Martl (♥K), the Weli (♦6), the Schell-Spitz (♦7), the Eichel-Spitz (♣7), then the { -trump } 7, the { -trump } Unter and the { -trump } Ober
reason-perlaggen-wild-set = with { $trump } as trumps there are six Perlaggen, strongest first: the Martl (♥K), the Weli (♦6), the Schell-Spitz (♦7), the Eichel-Spitz (♣7), then the { -trump } Unter and the { -trump } Ober; the { -trump } 7 is a Spitz already
reason-perlaggen-permanent-wild = { $card } is one of the four permanent Perlaggen, wild whatever the trumps
reason-perlaggen-trump-wild = { $card } is a { -trump } Perlagg: the { -trump } Unter and Ober are wild, and the { -trump } 7 when hearts or leaves are trumps
reason-perlaggen-natural = { $card } is a natural card under { $trump }: it is neither a permanent Perlagg nor the { -trump } 7 (with hearts or leaves), Unter or Ober

## The deal (6)
reason-perlaggen-cut-keeps = the cutter shows and keeps the permanent Perlaggen he sees at the bottom, one after the other: { $cards }
reason-perlaggen-cut-ends = { $card } is not a permanent Perlagg, so it ends the cut; nothing after it is seen or kept
reason-perlaggen-packets = { $took ->
        [0] the cutter kept no Perlagg, so he receives the usual packets
       *[other] the cutter kept { $took } permanent { $took ->
            [one] Perlagg
           *[other] Perlaggen
        } and receives that many cards fewer, taken from the 2-card packet first
    }: { $first } then { $second }
reason-perlaggen-printed-suit = the printed suit of the turned card { $card } is trumps, even when it is a Perlagg: { $trump }
reason-perlaggen-indicator-natural = the turned card { $card } is a natural card: nobody exchanges it
reason-perlaggen-indicator-permanent = the turned card { $card } is a permanent Perlagg: it may be taken for a card of { $trump } that is not a permanent Perlagg
reason-perlaggen-indicator-trump-wild = the turned card { $card } is a { -trump } Perlagg: it may be taken for a natural card of { $trump }
reason-perlaggen-dealer-exchanges = the { -dealer } holds eligible cards ({ $cards }), so the right is his; he may also decline it
reason-perlaggen-partner-exchanges = the { -dealer } holds no eligible card, so the right passes to his { -partner }, who holds { $cards }
reason-perlaggen-nobody-exchanges = neither the { -dealer } nor his { -partner } holds an eligible card of { $trump }: nobody exchanges

## Playing a card (7.2)
reason-perlaggen-lead-free = you lead: any card may be led, and a { -perlaggen-wild-card } may be named as any card
reason-perlaggen-trumps-led = trumps ({ $trump }) were led and you hold a natural { -trump }: you must play a { -trump }, and a { -perlaggen-wild-card } may only be named as a { -trump }
reason-perlaggen-follow-or-trump = you hold a natural card of { $suit }, the suit led: you must { -follow-suit } or play a { -trump } ({ $trump }); a { -perlaggen-wild-card } may only be named as one of those
reason-perlaggen-no-natural-of-led = you hold no natural card of { $suit }, so any card may be played and a { -perlaggen-wild-card } may be named as anything
reason-perlaggen-wild-any = a { -perlaggen-wild-card } may be named as any card of the pack when you lead
reason-perlaggen-wild-any-free = with no natural card of { $suit } in your hand, this { -perlaggen-wild-card } may be named as any card
reason-perlaggen-wild-trump-only = trumps ({ $trump }) were led and you hold a natural { -trump }: this { -perlaggen-wild-card } may be played, but only named as a { -trump }
reason-perlaggen-wild-led-or-trump = you hold a natural card of { $suit }: this { -perlaggen-wild-card } may be played, but only named as a card of { $suit } or a { -trump } ({ $trump })
reason-perlaggen-must-follow-or-trump = you hold a natural card of { $suit }, so you must { -follow-suit } or play a { -trump } ({ $trump }); this card is neither
reason-perlaggen-follows = you { -follow-suit } with { $suit }; there is no duty to beat
reason-perlaggen-trumps-instead = a player who holds the suit led may play a { -trump } ({ $trump }) instead of following
reason-perlaggen-baptism-allowed = { $card } may be played as { $identity }: { $allowed }
reason-perlaggen-baptism-not-allowed = { $card } may not be played as { $identity }: you hold a natural card of { $suit }, so a { -perlaggen-wild-card } may only be named as a card of { $suit } or a { -trump } ({ $trump })
reason-perlaggen-face-allowed = { $card } may be played without a name, as its own face: { $allowed }
reason-perlaggen-face-not-allowed = { $card } may not be played without a name: as its own face it is not a card of { $suit } or a { -trump } ({ $trump }), and you hold a natural card of { $suit }; name it as one of those

## The winner of a trick (4.2)
reason-perlaggen-highest-trump = { $card } is the highest { -trump } ({ $suit }) in the { -trick }, counting what every { -perlaggen-wild-card } stands for
reason-perlaggen-highest-of-led = no { -trump } in the { -trick }, so the highest card of the suit led wins: { $card } ({ $suit })
reason-perlaggen-equal-identities = { $card } and another card both stand for { $identity }: a baptised Perlagg beats the real card, and of two Perlaggen the stronger one in the list wins
reason-perlaggen-identity-decides = a { -perlaggen-wild-card } counts as the card it was named as: its suit, its rank, whether it is a { -trump }

## Gleich and Hanger (8.1, 8.2)
reason-perlaggen-nobody-has-figure = nobody holds { $figure }
reason-perlaggen-gleich-stands-equal = both teams' best Gleichs are equal, { $count } cards of { $rank }: the Gleich stands and nobody scores it
reason-perlaggen-hanger-stands-equal = both teams' best Hangers are equal, { $count } cards in a row, topped by { $rank }: the Hanger stands and nobody scores it
reason-perlaggen-best-gleich = seat { $seat } holds the best Gleich: { $count } cards of { $rank }; more cards first, then the higher rank, and suits do not matter
reason-perlaggen-best-hanger = seat { $seat } holds the best Hanger: { $count } cards in a row, topped by { $rank }; the longer first, then the higher top card, and trumps give no advantage

## Betting (9, 10)
reason-perlaggen-already-decided = { $figure } is already decided
reason-perlaggen-may-concede = { $figure } is not decided yet, so it may be conceded ("good") at any time
reason-perlaggen-bet-pending = a bet on { $figure } is already waiting for an answer
reason-perlaggen-show-no-spiel-bet = in the show only the Gleich and the Hanger may be bet on
reason-perlaggen-show-not-your-turn = in the show only the team whose turn it is to show may start a bet
reason-perlaggen-bet-alternate = the other team held the last bet on { $figure }: the teams bet in turn, so this team must wait
reason-perlaggen-bet-above-aus = { $figure } has reached Spiel aus (or the bet waiting for an answer proposes it): nothing can be bet or raised above it
reason-perlaggen-endgame-limit = this team has { $score } and { $figure } stands at { $value }: { $score } + { $value } is 18 or more, so it may not bet (a team on 17 is gestrichen)
reason-perlaggen-no-example = the player has no example of { $figure } in his own five cards (an unplayed { -perlaggen-wild-card } counts as anything)
reason-perlaggen-fifth-trick-card = after the fifth lead, only a player whose last card is a natural card of the led suit, a natural { -trump } or a { -perlaggen-wild-card } may start a bet on the Spiel
reason-perlaggen-may-bet = every condition holds: the player may bet on { $figure }, proposing { $value }
reason-perlaggen-nothing-pending = no bet on { $figure } is waiting for an answer
reason-perlaggen-own-bet = the pending bet on { $figure } is this team's own: the other team must answer it
reason-perlaggen-raise-limit = this team has { $score }; accepting { $value } and raising would need { $score } + { $value } below 18
reason-perlaggen-fifth-trick-qualifies = after the fifth lead his last card qualifies, a natural card of the led suit, a natural { -trump } or a { -perlaggen-wild-card }: the player may start a bet on { $figure }, proposing { $value }
reason-perlaggen-may-raise = the player may accept the bet and raise { $figure } to { $value }
reason-perlaggen-may-hold = the player may hold the bet: { $figure } is then worth { $value }

## Scoring (10.1, 11)
reason-perlaggen-both-fail = both teams fail to prove a { -perlaggen-figure }: each scores −2 and nothing else
reason-perlaggen-team-fails = { $team } cannot prove a { -perlaggen-figure } conceded to it: it scores −2 and nothing else this deal
reason-perlaggen-failed-figure-passes = { $figure } could not be proved by the team it was conceded to, so it goes to { $team }: { $points }
reason-perlaggen-aus-no-points = { $team } wins { $figure } at Spiel aus: that wins the game, and it adds no points to the deal
reason-perlaggen-figure-scores = { $team } scores { $points } for { $figure } ({ $how })
reason-perlaggen-figure-stands = { $figure } stands: nobody scores it
reason-perlaggen-failing-cannot-win = { $team } fails a validation, so it cannot win the game in this deal
reason-perlaggen-aus-wins-game = { $team } wins { $figure }, held at Spiel aus: that wins the game
reason-perlaggen-reaches-target = crediting the figures in order (conceded, then held, then Gleich, Hanger, Spiel), { $team } reaches { $total } with { $figure } and wins
reason-perlaggen-nobody-reaches-target = after every { -perlaggen-figure } the scores are A { $a }, B { $b }: nobody has reached 18
reason-perlaggen-no-long-figure = at 17–17 nobody holds a Gleich or Hanger of three or more cards, so the Spiel decides: { $team }
reason-perlaggen-long-figures-equal = at 17–17 both teams' best figures of three or more cards are equal, so the Spiel decides: { $team }
reason-perlaggen-long-figure-wins = at 17–17 seat { $seat } holds the best { -perlaggen-figure } of three or more cards, { $figure } of { $count } cards ({ $rank }; for a Hanger, its top card): { $team } wins the game
