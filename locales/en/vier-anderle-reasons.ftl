### Vier-Anderle and Japanisch Vier-Anderle: the engine's reasons, one per rule clause.
### The section of `tricktutor rules` each reason refers to is given in src/i18n/rule_refs.rs
### and added when the reason is shown: the texts cite no section or clause numbers.

## Playing a card (7.2)
reason-vier-anderle-lead-free = you lead: any card may be led, a { -trump } too
reason-vier-anderle-no-trump-to-follow = a { -trump } was led and you hold no { -trump }, so any card may be played
reason-vier-anderle-beats-trump = a { -trump } was led and you hold a { -trump } higher than { $top }, the highest { -trump } in the { -trick }: you must play one, and this one beats it
reason-vier-anderle-must-beat-trump = a { -trump } was led and you hold a { -trump } higher than { $top }, the highest { -trump } in the { -trick }: you must play such a { -trump }
reason-vier-anderle-cannot-beat-trump = a { -trump } was led and none of your trumps beats { $top }: you must still follow with a { -trump }, and any of them will do
reason-vier-anderle-must-play-trump = a { -trump } was led and you hold trumps, so you must play one
reason-vier-anderle-japanisch-follow-any = you { -follow-suit } with { $suit }; in Japanisch Vier-Anderle any card of the suit will do, there is no duty to head the { -trick }
reason-vier-anderle-japanisch-no-heading = under the original rules you would have had to head the { -trick } with a higher { $suit } card; Japanisch drops that duty
reason-vier-anderle-follow-trumped = you { -follow-suit } with { $suit }; the { -trick } already holds a { -trump } ({ $top }), so no card of the suit can head it and any of them will do
reason-vier-anderle-heads = you hold { $suit }, the suit led, and a card that beats { $top }, the highest { $suit } card in the { -trick }: you must head the { -trick }, and this card does
reason-vier-anderle-must-head = you hold a { $suit } card higher than { $top }, the highest { $suit } card in the { -trick }: you must head the { -trick } with such a card
reason-vier-anderle-cannot-head = you { -follow-suit } with { $suit }; none of your { $suit } cards beats { $top }, so any of them will do
reason-vier-anderle-must-follow = you hold { $suit }, the suit led, so you must { -follow-suit }: no trumping and no discarding
reason-vier-anderle-trumps = you have no { $suit } and no { -trump } is in the { -trick } yet: you must { -trump }, and any { -trump } will do
reason-vier-anderle-must-trump = you have no { $suit } but hold trumps: you must { -trump }, not discard
reason-vier-anderle-overtrumps = you have no { $suit } and must beat { $top }, the highest { -trump } in the { -trick }: this { -trump } does
reason-vier-anderle-must-overtrump = you have no { $suit } and hold a { -trump } that beats { $top }: you must { -overtrump }, so a lower { -trump } or a discard is not allowed
reason-vier-anderle-trump-under = you have no { $suit } and no { -trump } beats { $top }, but you must still play a { -trump }, even a losing one
reason-vier-anderle-must-trump-under = you have no { $suit } and hold trumps: you must play a { -trump } even though none beats { $top }
reason-vier-anderle-discard = you have neither { $suit } nor a { -trump }, so any card may be played; it cannot win

## The winner of a trick (3.3)
reason-vier-anderle-highest-trump = { $card } is the highest { -trump } in the { -trick }; the Sküs beats { -trump } 21, and every { -trump } beats every suit card
reason-vier-anderle-highest-of-led = no { -trump } was played, so the highest card of the suit led ({ $suit }) wins: { $card }; remember K Q C J, then black 10 9 8 7 and red 1 2 3 4
reason-vier-anderle-other-suits-never-win = a card of another suit never wins, however high it is

## Settling a deal (8)
reason-vier-anderle-ante = seat { $dealer }, the { -dealer }, puts the 4-chip ante into the { -vier-anderle-pot }: { $before } + 4 = { $pot }
reason-vier-anderle-all-play-everyone-took = all-play deal: everybody took a { -trick }, so nobody pays, and tricks win nothing
reason-vier-anderle-all-play-trickless = all-play deal: tricks win nothing, and each player without a { -trick } pays 4 into the { -vier-anderle-pot }: { $seats } ({ $count } × 4)
reason-vier-anderle-drop-fees = Japanisch: each player who said "out" pays a 4-chip drop fee into the side { -vier-anderle-pot }, the { -dealer } too: { $seats } (side { -vier-anderle-pot } { $side })
reason-vier-anderle-nobody-in = nobody is in: no card is played, nobody receives anything, and the { -vier-anderle-pot } of { $pot } stays for the next deal
reason-vier-anderle-lone-takes-pot = only seat { $seat } is in: that player takes the whole { -vier-anderle-pot } of { $pot } without play
reason-vier-anderle-quarter-shares = each { -trick } pays its winner a quarter of the { -vier-anderle-pot } { $pot }: { $quarter } chips per { -trick }, fixed from the start
reason-vier-anderle-no-trickless = every participant took a { -trick }, so nobody pays into the { -vier-anderle-pot }
reason-vier-anderle-trickless-pay = each participant without a { -trick } pays the { -vier-anderle-pot } as it stood before play, { $pay } chips: { $seats }
reason-vier-anderle-japanisch-trickless-pay = Japanisch: each participant without a { -trick } pays a fixed 8 chips into the { -vier-anderle-pot }: { $seats }
reason-vier-anderle-side-pot-moves = Japanisch: after the tricks, the side { -vier-anderle-pot } ({ $side }) moves into the { -vier-anderle-pot }
reason-vier-anderle-pot-after = the { -vier-anderle-pot } now holds { $pot }

## The opening lead (7.1)
reason-vier-anderle-all-play-lead = in an all-play deal seat 0, the { -dealer }'s left neighbour, leads
reason-vier-anderle-first-in-leads = the first player in, going clockwise from the { -dealer }'s left, leads: seat { $seat } (the lowest seat that is in)
reason-vier-anderle-lone-named = only seat { $seat } is in; the rule names that player, although no { -trick } is played: the lone participant takes the { -vier-anderle-pot }
reason-vier-anderle-nobody-leads = nobody is in, so nobody leads

## The kind of deal (5)
reason-vier-anderle-pot-empty = the { -vier-anderle-pot } held { $pot } chips before the { -dealer }'s ante: an all-play deal, everyone plays
reason-vier-anderle-pot-holds-chips = the { -vier-anderle-pot } held { $pot } chips before the { -dealer }'s ante: an in/out deal, each player says in or out

## Declarations (6)
reason-vier-anderle-declare-order = the players declare clockwise from the { -dealer }'s left, seat 0 first; the { -dealer } (seat { $dealer }) declares last
reason-vier-anderle-japanisch-declare-order = Japanisch: the players declare from the { -dealer }'s right, anticlockwise, and the { -dealer } (seat { $dealer }) declares last
