### Text of the tutor itself: menus, feedback, errors. Shared by every game.

app-name = tricktutor
app-tagline = Learn the rules of five trick-taking card games.

## Home screen and lists
home-choose-game = Choose a game
home-choose-lesson = Choose a lesson
home-resume = Continue: { $lesson }
home-quit = Quit
list-lessons-progress = { $done }/{ $total } lessons
lesson-status-done = done
lesson-status-started = started
lesson-status-new = new
list-game-line = { $game } — { $progress }
menu-back = Back

## Lesson runner
lesson-header = { $game } · lesson { $number }/{ $count }: { $title }
lesson-step = step { $step }/{ $steps }
page-continue = Press Enter to continue, q to stop
lesson-finished = Lesson complete: { $right } of { $total } questions right at the first try.
lesson-next = Next lesson: { $title }
lesson-all-done = You have finished every lesson of { $game }.
lesson-stopped = Stopped. Your progress is saved; run the same command to continue.
lesson-resumed = Continuing where you stopped.
lesson-already-done = You finished this lesson before; going through it again.

## Questions
question-label = Question
question-your-answer = Your answer
question-help-cards = Type the cards you may play (tokens like hearts-A, or their numbers), separated by spaces. ? = hint, ! = show the answer, q = stop.
question-help-one-card = Type the number (or the token) of the card. ? = hint, ! = show the answer, q = stop.
question-help-int = Type a number. ? = hint, ! = show the answer, q = stop.
question-help-bool = Type y (yes) or n (no). ? = hint, ! = show the answer, q = stop.
question-help-choice = Type one of: { $choices }. ? = hint, ! = show the answer, q = stop.
question-help-ints = Type { $count } numbers in this order: { $keys }. ? = hint, ! = show the answer, q = stop.
question-multiselect-help = Space ticks a card, Enter answers. Enter with nothing ticked opens: hint, show the answer, stop.
question-choose = Choose one
question-not-understood = I did not understand "{ $input }". { $help }
question-unknown-card = "{ $input }" is not a card of this hand.
answer-yes = yes
answer-no = no
hint-label = 💡 Hint { $n }/{ $count }: { $text }
hint-none-left = No more hints. Type ! to see the answer.
hint-menu = Hint
reveal-menu = Show the answer
stop-menu = Stop here

## Feedback
feedback-right = ✓ Right!
feedback-wrong = ✗ Not right yet.
feedback-try-again = Try again.
feedback-try-again-menu = Try again
feedback-revealed = The answer:
feedback-answer = Answer: { $answer }
feedback-why = Why:
feedback-card-right-legal = ✓ { $card } may be played: { $reason }
feedback-card-right-illegal = ✓ { $card } may not be played: { $reason }
feedback-card-wrongly-chosen = ✗ { $card } was chosen, but may not be played: { $reason }
feedback-card-missed = ✗ { $card } was missed; it may be played: { $reason }
feedback-card-legal = { $card } may be played: { $reason }
feedback-card-illegal = { $card } may not be played: { $reason }
feedback-summary-cards = { $wrong } card(s) wrongly chosen, { $missed } missed.

## Positions
position-none = (none)
position-trick-order = { $n }. { $card }

## Teams
team-a = team A
team-b = team B

## Judge
judge-case = { $id }: { $answer }
judge-agrees = ✓ agrees
judge-disagrees = ✗ written { $written }, engine { $engine }
judge-invalid-expected = ✓ rejected as expected
judge-invalid-unexpected = ✗ written invalid, engine { $engine }
judge-invalid = invalid position
judge-no-answer = (no written answer)
judge-legal = legal: { $cards }

## Check
check-ok = { $files } files checked: no problems.
check-failed = { $count } problem(s) in { $files } files checked.

## Progress
progress-title = Progress
progress-none = No progress yet.
progress-lesson-line = { $lesson }: { $right }/{ $total } right at the first try{ $done ->
    [yes] , done
   *[no] {""}
}
progress-reset-done = Progress reset: { $what }.
progress-reset-all = everything
progress-corrupt = The progress file { $path } could not be read ({ $error }); it was moved to { $backup } and you start fresh.
progress-save-failed = Could not save progress to { $path }: { $error }

## Rules
rules-section-list = Sections: { $sections }
rules-unknown-section = No section "{ $section }". Sections: { $sections }

## Errors
error-prefix = error
error-unknown-game = Unknown game "{ $game }". Games: { $games }
error-unknown-lesson = Game { $game } has no lesson "{ $lesson }". Lessons: { $lessons }
error-io = cannot read: { $message }
error-syntax = not valid YAML: { $message }
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
