### Rikken at the table: the referee's reasons for whole deals (ids are `reason-` + the rule id).

## The announcement after the auction (7.3, 7.4, Whole deals points 2 and 3)
reason-rikken-rik-beter-hearts = in Rik beter the trumps are always hearts, so { $suit } cannot be named
reason-rikken-call-not-candidate = { $card } cannot be called: the called card is a card of the called rank that the declarer lacks, here { $cards }
reason-rikken-troela-trump = in Troela the partner names trumps among the three suits other than the fourth ace's ({ $card }), so not { $suit }

## Playing a card (6.3, 6.4)
reason-rikken-not-in-hand = { $card } is not in this player's hand
reason-rikken-face-down-not-blind = only after a blind call may a card be led face down, and this contract has none
reason-rikken-face-down-called-out = the called card { $called } has been played, so no card may be led face down any more (at most once a deal)
reason-rikken-face-down-declarer-leads = only the declarer who called { $called } blind, when on lead, may lead a card face down

## How the deal ended (7.3, 7.4, 8)
reason-rikken-partner-called = seat { $seat } held the called card { $card } and was the declarer's partner
reason-rikken-partner-fourth-ace = seat { $seat } held the fourth ace, { $card }, and was the declarer's partner
reason-rikken-side-tricks = seat { $seat } and the partner, seat { $partner }, took { $tricks } tricks together
reason-rikken-declarer-tricks = seat { $seat } took { $tricks } tricks
part-rikken-trump = trumps
part-rikken-card = called card
