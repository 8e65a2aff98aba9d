### Rikken: the engine's reasons, one per rule clause (ids are `reason-` + the rule id).
### The section of `tricktutor rules` each reason refers to is given in src/i18n/rule_refs.rs
### and added when the reason is shown: the texts cite no section or clause numbers.

## Playing a card (6.3, 6.4)
reason-rikken-lead-free = you are on lead, and any card may be led
reason-rikken-called-must-fall = { $suit } was led and this is the called card ({ $called }): its { -rikken-holder } must play it, even if it cannot win the { -trick }
reason-rikken-called-must-fall-other = { $suit } was led and you hold the called card { $called }: you must play that card and no other
reason-rikken-follows = you { -follow-suit } with { $suit }; any card of the suit will do, there is no duty to beat
reason-rikken-must-follow = you hold { $suit }, the suit led, so you must { -follow-suit }
reason-rikken-void-any = you have no { $suit }, so you may play any card: there is no duty to { -trump } or to { -overtrump }
reason-rikken-face-down-led-suit = the first card was led face down after a blind call: everyone plays as if { $suit }, the suit of the called card { $called }, had been led

## The winner of a trick (3)
reason-rikken-face-down-never-wins = a card led face down never wins, even if it is a { -trump }; it counts as the lowest { $suit }
reason-rikken-highest-trump = { $card } is the highest { -trump } ({ $suit }) in the { -trick }, and trumps beat every other card
reason-rikken-highest-of-led = no { -trump } was played, so the highest card of the suit led wins: { $card }
reason-rikken-no-trumps = { $bid } is played without trumps: a card of another suit never wins

## Bidding (7.2)
reason-rikken-no-bid-yet = nobody has bid yet, so any bid you are entitled to is open
reason-rikken-highest-bid = the highest bid so far is { $bid }: a new bid must rank higher
reason-rikken-join-pair = { $first } and { $second } rank equal: while they are the highest bid, either may be bid again, and the bids stand together
reason-rikken-three-aces-floor = a player dealt exactly three aces may not bid anything below Troela; this hand has { $aces } aces
reason-rikken-troela-needs-three-aces = only a player dealt exactly three aces may bid Troela; this hand has { $aces }
reason-rikken-three-aces-must-bid = with exactly three aces, at your first turn and with no bid above Troela yet, you must bid Troela or higher: you may not pass
reason-rikken-pass-allowed = passing is allowed; a pass is final, you take no further part in this { -rikken-auction }
reason-rikken-bid-first = { $bid } is the first bid, and the player is entitled to it
reason-rikken-bid-higher = { $bid } ranks higher than { $highest }, the highest bid so far
reason-rikken-bid-joins = { $bid } ranks equal with { $highest }: the same bid again, or the other half of its pair (Misère/Piek, Open misère/Open piek, the two met praatje bids), so joining is allowed
reason-rikken-bid-same-rank = { $bid } only ranks equal with { $highest }; outside the three equal pairs (Misère/Piek, Open misère/Open piek, the two met praatje bids) an equal bid is not allowed
reason-rikken-bid-not-higher = { $bid } ranks below { $highest }, the highest bid so far

## The result of an auction (7.2 rule 9)
reason-rikken-passed-out = all four players passed: the deal is passed out, and nobody plays
reason-rikken-declarer = seat { $seat } plays { $bid }: the { -rikken-auction } is over, and { $bid } is a highest bid still standing
reason-rikken-simultaneous = { $count } players hold bids of the same pair: they all play, each on his or her own

## Calling a partner (7.3)
reason-rikken-call-ace = the declarer does not hold all four aces, so an ace is called
reason-rikken-call-lower-rank = the declarer holds every higher card outside trumps, so the called rank is { $rank } (four aces → a king, and so on down)
reason-rikken-call-not-trump = the called card is never in the { -trump } suit, { $suit }
reason-rikken-call-not-hearts = in Rik beter hearts are trumps, so no heart can be the called card
reason-rikken-call-held-suit = the declarer holds at least one card of each of these cards' suits, so they may be called: { $cards }
reason-rikken-call-not-void = not { $cards }: the declarer is void in that suit, and a suit that is held comes first
reason-rikken-call-blind = every card that could be called lies in a suit the declarer is void in, so the call is blind: { $cards }

## Scoring (8)
reason-rikken-score-made = { $bid } needs { $needed } tricks and the declaring side took { $tricks }: made, { $base } { $base ->
        [one] chip
       *[other] chips
    }
reason-rikken-score-failed = { $bid } needs { $needed } tricks and the declaring side took only { $tricks }: failed, { $base } { $base ->
        [one] chip
       *[other] chips
    }
reason-rikken-score-overtricks = plus { $per } for each of { $count } { $count ->
        [one] overtrick
       *[other] overtricks
    }
reason-rikken-score-undertricks = plus { $per } for each of { $count } { $count ->
        [one] undertrick
       *[other] undertricks
    }: failing by even one { -trick } costs more than making it earns
reason-rikken-score-all-tricks = plus 1 for taking all 13 tricks
reason-rikken-score-value = the deal is worth { $value } { $value ->
        [one] chip
       *[other] chips
    } per opponent
reason-rikken-score-fixed-made = { $bid } with { $tricks } { $tricks ->
        [one] { -trick }
       *[other] tricks
    } is made: a fixed { $value } chips per opponent, nothing per { -trick }
reason-rikken-score-fixed-failed = { $bid } with { $tricks } { $tricks ->
        [one] { -trick }
       *[other] tricks
    } has failed: a fixed { $value } chips per opponent, nothing per { -trick }
reason-rikken-settle-partners-made = two against two, made: the declarer and the { -partner } each collect { $value } from one opponent, so each of them wins { $value } and each opponent loses { $value }
reason-rikken-settle-partners-failed = two against two, failed: the declarer and the { -partner } each pay { $value } to one opponent, so each of them loses { $value } and each opponent wins { $value }
reason-rikken-settle-alone-made = alone against three, made: the declarer collects { $value } from each of the other three, { $total } in all
reason-rikken-settle-alone-failed = alone against three, failed: the declarer pays { $value } to each of the other three, { $total } in all
reason-rikken-passed-out-score = the deal was passed out: nobody plays and nobody pays
