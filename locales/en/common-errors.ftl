### Errors and the output of judge and check (read only by the commands that need them).
## Judge
judge-case = { $id }: { $answer }
judge-agrees = ✓ agrees
judge-disagrees = ✗ written { $written }, engine { $engine }
judge-invalid-expected = ✓ rejected as expected
judge-invalid-unexpected = ✗ written invalid, engine { $engine }
judge-invalid = invalid position
judge-invalid-case = invalid case (see the errors)
judge-no-answer = (no written answer)
judge-legal = legal: { $cards }

## Check
check-ok = { $files } files checked: no problems.
check-failed = { $count } problem(s) in { $files } files checked.

## Errors
error-prefix = error
error-unknown-game = Unknown game "{ $game }". Games: { $games }
error-unknown-lesson = Game { $game } has no lesson "{ $lesson }". Lessons: { $lessons }
error-io = cannot read: { $message }
error-syntax = not valid YAML: { $message }
error-limit-depth = the YAML is nested more than { $limit } levels deep; a lesson or question set never needs that many
error-limit-aliases = the YAML uses more than { $limit } aliases (*name); write the values out instead
error-limit-anchors = the YAML defines more than { $limit } anchors (&name); write the values out instead
error-limit-expansion = the YAML's aliases (*name) expand to far more than was written; refused as a possible "billion laughs" file
error-limit-values = too large to read safely: more than { $limit } values in one piece (one case of a question set, or one lesson file); split it up
error-limit-size = too large to read safely
error-expected-type = expected { $expected }, found { $found }
error-unknown-field = unknown field "{ $field }" (expected one of: { $allowed })
error-missing-field = missing field "{ $field }"
error-unknown-value = unknown value "{ $value }" (expected one of: { $allowed })
error-malformed-card = "{ $token }" is not a card (write suit-rank, e.g. hearts-A)
error-unknown-suit = "{ $token }": unknown suit in { $game } (suits: { $suits })
error-not-in-pack = "{ $token }" is not a card of the { $game } pack
error-out-of-range = { $actual } is out of range ({ $min } to { $max })
error-impossible = impossible position: { $problem }
error-duplicate-id = the id "{ $id }" is used twice
error-missing-file = the lesson file { $file } does not exist
error-no-game-folder = { $file } is not in a game folder: a lesson lives next to its game.yaml, which lists it (see lessons/README.md)
error-unlisted-file = { $file } is not listed in the game's manifest
error-bad-step = a step must have exactly one of "page" or "question"
error-wrong-answer = the written answer { $written } is wrong; the engine says { $engine }
error-expected-invalid = the case says "invalid", but the engine accepts it and answers { $engine }
error-missing-message = message "{ $id }" is missing in { $lang }
error-variables-differ = message "{ $id }" has different variables in en ({ $en }) and ja ({ $ja })
error-duplicate-message = message "{ $id }" is defined twice in { $lang }
error-fluent = Fluent syntax error: { $message }
error-only-in-one-locale = message "{ $id }" exists only in { $lang }
error-bad-paragraphs = rules section "{ $section }" needs a title and paragraphs numbered from 1 in both languages
error-repeated-card = { $card } appears more than once
error-repeated-value = "{ $value }" appears more than once
error-not-a-terminal = This needs answers, but there is no more input.
error-args = { $message }

## Engine problems
problem-too-many-copies = { $field }: { $card } appears more often than the pack has copies ({ $max })
problem-length = { $field }: { $actual } cards, but { $min } to { $max } are allowed
problem-length-exact = { $field }: { $actual } cards, but exactly { $min } are needed
problem-out-of-range = { $field }: { $actual } is out of range ({ $min } to { $max })
problem-required-with = { $field } is required when { $other } is { $value }
problem-must-differ = { $field } must differ from { $other }
problem-contradicts = { $field } contradicts { $other }
problem-sum-too-large = { $field }: the total { $actual } is more than { $max }
problem-both-teams-score = { $field }: at most one team scores in a deal
problem-sum-must-be = { $field }: the total is { $actual }, but it must be exactly { $total }
problem-must-contain = { $field }: { $card } must be in it (the called card is always played to a face-down trick)
problem-face-down-not-first = { $field }: face-down may only be the first card of a trick
problem-must-be-ace = { $field } must be an ace
problem-three-aces = { $field }: a hand with exactly three aces may not bid Rik or Rik beter
problem-out-of-turn = { $field }: it was seat { $expected }'s turn to call
problem-after-auction-end = { $field }: this call comes after the auction has ended
problem-bid-too-low = { $field }: the bid is not higher than { $highest } and does not join an equal-rank pair
problem-auction-over = { $field }: the auction has already ended; nobody is to act
problem-auction-not-over = { $field }: the auction has not ended yet
problem-not-to-act = { $field }: it is seat { $expected }'s turn
problem-no-deal-score-alone = { $field }: the deal score of Maniglia is defined only for four players in partnerships
problem-not-multiple = { $field }: { $actual } is not a multiple of { $of }
problem-repeated = { $field }: the same value appears twice
problem-not-in-pack-with = { $field }: { $card } is not in the pack with extra_pips_per_suit: { $extra }
problem-one-per-seat = { $field }: { $actual } entries, but one per seat ({ $players }) is needed
problem-participant-without-tricks = { $field }: this seat takes part, so it needs a number of tricks (not null)
problem-non-participant-with-tricks = { $field }: this seat does not take part, so its entry must be null
problem-not-wild = { $field }: { $card } is not a wild card under this trump, so it cannot stand for another card
problem-not-in-hand = { $field }: { $card } is not in the hand
problem-unplayed-baptised = { $field }: a card still in a hand is not named as another card yet; write it without @
problem-five-cards = { $field }: the held and played cards are { $actual }, but a player has five

## Value types (in error messages)
type-mapping = a mapping
type-list = a list
type-string = a string
type-integer = an integer
type-boolean = true or false
type-number = a number
type-null = nothing
type-card = a card
type-suit = a suit
