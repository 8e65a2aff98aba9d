### Marglia and Maniglia: the engine's reasons, one per rule clause.
### The section of `tricktutor rules` each reason refers to is given in src/i18n/rule_refs.rs
### and added when the reason is shown: the texts cite no section or clause numbers.

## Playing a card (6.1)
reason-marglia-lead-free = you lead: any card may be led, trumps included
reason-marglia-follows = you follow suit with { $suit }; any card of the suit will do, there is no duty to beat
reason-marglia-must-follow = you hold { $suit }, the suit led, so you must follow suit: no trumping, no discarding
reason-marglia-no-trumps = you have no { $suit } and no trump ({ $trump }), so any card may be played (exemption b)
reason-marglia-partner-winning = your partner's { $winning } is winning the trick at this moment, so you need not trump: any card may be played, even a trump over your partner (exemption a)
reason-marglia-cannot-overtrump = you have no { $suit }, and none of your trumps beats { $highest }, the highest trump in the trick: any card may be played (exemption c)
reason-marglia-overtrumps = you have no { $suit } and must beat { $highest }, the highest trump in the trick: this trump does
reason-marglia-must-overtrump = you have no { $suit } and hold a trump that beats { $highest }: you must overtrump, so a lower trump or a discard is not allowed
reason-marglia-trumps = you have no { $suit } and no trump is in the trick yet: you must trump, and any trump ({ $trump }) will do
reason-marglia-must-trump = you have no { $suit } but hold trumps ({ $trump }), and an opponent is winning: you must trump, not discard
reason-marglia-no-partnerships = everyone plays alone here, so the partner exemption never applies

## The winner of a trick (3)
reason-marglia-highest-trump = { $card } is the highest trump ({ $suit }) in the trick; remember the order 7 A K J Q 6 5 4 3 2
reason-marglia-highest-of-led = no trump was played, so the highest card of the suit led wins: { $card }, in the order 7 A K J Q 6 5 4 3 2
reason-marglia-discards-never-win = a card of another suit that is not trumps never wins, however high it is

## Points (4, 8)
reason-marglia-card-values = the card values add up to { $points } (7 = 5, A = 4, K = 3, J = 2, Q = 1, the frilli 0)
reason-marglia-frillo-bonus = { $count } of the { $tricks } { $tricks ->
        [one] trick holds
       *[other] tricks hold
    } a frillo (6, 5, 4, 3 or 2): +1 each, once per trick
reason-marglia-deal-score = { $team }: { $points } card points + { $frilli } for frillo tricks = { $raw }; minus { $deduction } leaves { $score }
reason-marglia-deal-score-zero = { $team }: { $points } card points + { $frilli } for frillo tricks = { $raw }, not more than { $deduction }: it scores 0, never less

## The turned card (5, 9)
reason-marglia-turnup-value = the turned { $card } is worth { $credit }, added at once to the dealer's side's running score
reason-marglia-maniglia-29 = in Maniglia the turned card earns nothing when the dealer's side already has 29 or more; it has { $before }
reason-marglia-may-stop = the turned card gave a credit and the dealer's side now has { $after }, 35 or more: it may stop the deal before any card is played
reason-marglia-no-credit-no-stop = the turned card gave no credit, so the dealer's side may not stop the deal, whatever its score ({ $after }): the deal must be played
reason-marglia-may-not-stop = the dealer's side now has { $after }, less than 35: the deal must be played
