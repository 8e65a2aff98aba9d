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
judge-unknown-game = Unknown game "{ $game }". Games: { $games }
judge-unknown-game-suggest = Unknown game "{ $game }": did you mean { $suggestion }? Games: { $games }
judge-no-kind = Which kind of question? Write: tricktutor judge { $game } KIND --FIELD VALUE ... Kinds: { $kinds }
judge-unknown-kind = { $game } has no question kind "{ $kind }". Kinds: { $kinds }
judge-unknown-kind-suggest = { $game } has no question kind "{ $kind }": did you mean { $suggestion }? Kinds: { $kinds }
judge-flag-expected = expected --FIELD VALUE, found "{ $found }"
judge-flag-syntax = { $flag }: not valid YAML: { $message }
judge-flag-unknown = unknown flag for this kind (flags: { $flags })
judge-flag-unknown-suggest = unknown flag: did you mean { $suggestion }? (flags: { $flags })
judge-flag-missing = { $flag } is required for this kind
judge-flag-needs-value = a value is needed: { $expected }
judge-expects-one-of = one of { $values }
judge-expects-suit = a suit ({ $suits })
judge-expects-card = a card, such as hearts-A

## Check
check-ok = { $files ->
    [one] One file
   *[other] { $files } files
} checked ({ $kinds }): no problems.
check-failed = { $count ->
    [one] One problem
   *[other] { $count } problems
} in { $files ->
    [one] one file
   *[other] { $files } files
} checked ({ $kinds }).
check-nothing-read = Nothing checked: no file could be read as a game manifest, a lesson, a question set or a locale file ({ $count ->
    [one] one problem
   *[other] { $count } problems
}).
check-kinds-separator = {", "}
check-kind-manifest = { $count ->
    [one] one game manifest
   *[other] { $count } game manifests
}
check-kind-lesson = { $count ->
    [one] one lesson
   *[other] { $count } lessons
}
check-kind-question-set = { $count ->
    [one] one question set
   *[other] { $count } question sets
}
check-kind-locale = { $count ->
    [one] one locale file
   *[other] { $count } locale files
}
check-file = { $file }: { $kind }
check-as-manifest = game manifest
check-as-lesson = lesson
check-as-question-set = question set
check-as-locale = locale file
check-not-checked = { $file }: not checked: in a folder only .yaml, .yml and .ftl files are read
check-not-checked-folder = { $dir }: not checked: no .yaml, .yml or .ftl file in this folder ({ $files ->
    [one] one file
   *[other] { $files } files
})
check-no-keys = no keys
check-refused-keys = not a game manifest, a lesson or a question set: a game manifest has "game" and "lessons", a lesson "steps", a question set "game" and "cases"; this file has { $keys }
check-refused-type = not a game manifest, a lesson, a question set or a locale file: expected a YAML mapping or Fluent messages, found { $found }
check-refused-unreadable = not a game manifest, a lesson, a question set or a locale file: not YAML ({ $message }), and no Fluent message either
check-refused-not-fluent = not a locale file: no Fluent message in it (Fluent syntax error: { $message })
check-refused-manifest-name = this is a game manifest, but a manifest is read only from a file named game.yaml beside its lessons
check-refused-nothing = nothing to check: no .yaml, .yml or .ftl file in this folder
check-coverage-section = Section
check-coverage-title = Rule
check-coverage-teach = Taught by
check-coverage-test = Tested by
check-coverage-none = —
check-coverage-no-map = No coverage map yet: `lessons/{ $game }/game.yaml` has no `coverage`.
lessons-no-game-folder = --lessons { $dir }: there is no game folder in it (a folder with a game.yaml), so no lessons come from it

## Errors
warning-prefix = warning
error-prefix = error
error-unknown-game = Unknown game "{ $game }". Games: { $games }
error-unknown-lesson = Game { $game } has no lesson "{ $lesson }". Lessons: { $lessons }
error-unknown-lang = Unknown language "{ $lang }". Languages: { $langs }
error-did-you-mean = {" "}(did you mean "{ $name }"?)
error-io = cannot read: { $message }
error-io-write = cannot write: { $message }
error-syntax = not valid YAML: { $message }
error-limit-depth = the YAML is nested more than { $limit } levels deep; a lesson or question set never needs that many
error-limit-aliases = the YAML uses more than { $limit } aliases (*name); write the values out instead
error-limit-anchors = the YAML defines more than { $limit } anchors (&name); write the values out instead
error-limit-expansion = the YAML's aliases (*name) expand to far more than was written; refused as a possible "billion laughs" file
error-limit-values = too large to read safely: more than { $limit } values in one piece (one case of a question set, or one lesson file); split it up
error-limit-size = too large to read safely
error-expected-type = expected { $expected }, found { $found }
error-unknown-field = unknown field "{ $field }" (expected one of: { $allowed })
error-unknown-field-suggest = unknown field "{ $field }": did you mean "{ $suggestion }"? (expected one of: { $allowed })
error-missing-field = missing field "{ $field }"
error-unknown-value = unknown value "{ $value }" (expected one of: { $allowed })
error-unknown-value-suggest = unknown value "{ $value }": did you mean "{ $suggestion }"? (expected one of: { $allowed })
error-malformed-card = "{ $token }" is not a card (write suit-rank, e.g. hearts-A)
error-unknown-suit = "{ $token }": unknown suit in { $game } (suits: { $suits })
error-not-in-pack = "{ $token }" is not a card of the { $game } pack
error-out-of-range = { $actual } is out of range ({ $min } to { $max })
error-impossible = impossible position: { $problem }
error-duplicate-id = the id "{ $id }" is used twice
error-missing-file = the lesson file { $file } does not exist
error-no-game-folder = { $file } is not in a game folder: a lesson lives next to its game.yaml, which lists it (see lessons/README.md)
error-unlisted-file = { $file } is not listed in the game's manifest
error-bad-step = a step must have exactly one of "page", "question" or "deal"
error-illegal-action = action { $index } of the record is illegal: { $reason }
error-not-learners-action = action { $index } is played by seat { $actual }, not by the learner's seat { $seat }
error-wrong-answer = the written answer { $written } is wrong; the engine says { $engine }
error-expected-invalid = the case says "invalid", but the engine accepts it and answers { $engine }
error-missing-message = message "{ $id }" is missing in { $lang }
error-variables-differ = message "{ $id }" has different variables in en ({ $en }) and { $lang } ({ $other })
error-duplicate-message = message "{ $id }" is defined twice in { $lang }
error-fluent = Fluent syntax error: { $message }
error-unknown-term = message "{ $id }" uses the term "{ $term }", which { $lang } does not define
error-wrong-term = message "{ $id }" says "{ $wrong }", a wrong variant: the term is "{ $right }"
error-only-in-one-locale = message "{ $id }" exists only in { $lang }, not in { $missing }
error-bad-paragraphs = rules section "{ $section }" needs a title and paragraphs numbered from 1 in both languages
error-repeated-card = { $card } appears more than once
error-repeated-value = "{ $value }" appears more than once
error-coverage-none = none
error-coverage-bad-page = "{ $value }" does not name a page: expected <lesson id>/<page message id>, such as pack/gaigel-pack-intro
error-coverage-bad-question = "{ $value }" does not name a question: expected <lesson id>/<question id>, or <lesson id>/<deal id>-<at> for a graded decision of a deal step
error-coverage-unknown-lesson = the manifest lists no lesson "{ $lesson }" (its lessons: { $lessons })
error-coverage-not-a-page = "{ $page }" is not a page of lesson "{ $lesson }" (its pages: { $pages })
error-coverage-not-graded = "{ $step }" is neither a question of lesson "{ $lesson }" nor a graded decision <deal id>-<at> of one of its deal steps (its questions and decisions: { $graded })
error-coverage-repeated-section = section { $section } is listed twice (first on line { $line })
error-coverage-unknown-section = "{ $section }" is not a rule section of the { $game } specification (its sections: { $sections })
error-coverage-missing-section = the map leaves out section { $section } of the { $game } specification ({ $title }): list it with the pages that teach it and the questions that test it
error-coverage-no-page = section { $section } is taught by no page: "teach" is empty
error-coverage-no-question = section { $section } is tested by no question or decision: "test" is empty
error-coverage-missing = the manifest has no "coverage" map: every rule section of the { $game } specification must be listed with the pages that teach it and the questions that test it (see lessons/README.md)
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
problem-gaigel-both-teams-score = { $field }: at most one team scores in a deal
problem-sum-must-be = { $field }: the total is { $actual }, but it must be exactly { $total }
problem-rikken-must-contain = { $field }: { $card } must be in it (the called card is always played to a face-down { -trick })
problem-rikken-face-down-not-first = { $field }: face-down may only be the first card of a { -trick }
problem-rikken-must-be-ace = { $field } must be an ace
problem-rikken-three-aces = { $field }: a hand with exactly three aces may not bid Rik or Rik beter
problem-rikken-out-of-turn = { $field }: it was seat { $expected }'s turn to call
problem-rikken-after-auction-end = { $field }: this call comes after the auction has ended
problem-rikken-bid-too-low = { $field }: the bid is not higher than { $highest } and does not join an equal-rank pair
problem-rikken-auction-over = { $field }: the auction has already ended; nobody is to act
problem-rikken-auction-not-over = { $field }: the auction has not ended yet
problem-rikken-not-to-act = { $field }: it is seat { $expected }'s turn
problem-marglia-no-deal-score-alone = { $field }: the deal score of Maniglia is defined only for four players in partnerships
problem-not-multiple = { $field }: { $actual } is not a multiple of { $of }
problem-repeated = { $field }: the same value appears twice
problem-vier-anderle-not-in-pack-with = { $field }: { $card } is not in the pack with extra_pips_per_suit: { $extra }
problem-one-per-seat = { $field }: { $actual } entries, but one per seat ({ $players }) is needed
problem-vier-anderle-participant-without-tricks = { $field }: this seat takes part, so it needs a number of tricks (not null)
problem-vier-anderle-non-participant-with-tricks = { $field }: this seat does not take part, so its entry must be null
problem-perlaggen-not-wild = { $field }: { $card } is not a wild card under this { -trump }, so it cannot stand for another card
problem-not-in-hand = { $field }: { $card } is not in the hand
problem-perlaggen-unplayed-baptised = { $field }: a card still in a hand is not named as another card yet; write it without @
problem-answer-too-large = { $field }: with this number the answer would not fit the tutor's integers (from −{ $max } to { $max }), so the position cannot be answered exactly
problem-perlaggen-five-cards = { $field }: the held and played cards are { $actual }, but a player has five
problem-perlaggen-beyond-bet-limit = { $field }: { $figure } is worth { $value }, but from scores of A { $a } and B { $b } before the deal no bet can take a figure above { $max }: a team bets or raises only while its score plus the figure's value is below 18 (9.2.4, 9.3.3), and the teams take the steps up in turn
problem-perlaggen-scored-at-seventeen-all = { $field }: { $figure } is won by team { $team }, but at 17–17 with neither Gleich nor Hanger conceded (11.4) they are not scored: a figure of three cards or more wins the game by a claim (a gestrichen-winner question), two-card figures are ignored; write its winner as tie
problem-not-in-pack = { $field }: { $card } is not a card of the { $game } pack
problem-suit-not-in-pack = { $field }: { $suit } is not a suit of the { $game } pack

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
error-no-topics = this lesson declares no `topics:`, so `review` never brings its questions back; list the drill topics its questions practise (`tricktutor quiz GAME --topic` lists them), or write `topics: []` for a lesson no drill topic covers yet
error-topic-not-practised = the lesson declares the topic "{ $topic }", but none of its questions practises it and none of its graded decisions names it, so `review` never brings that topic back from this lesson; remove it from `topics:`, or add a question that its clause decides
