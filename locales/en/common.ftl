### Text of the tutor itself: menus, feedback, errors. Shared by every game.

app-name = tricktutor
app-tagline = Learn the rules of five trick-taking card games.

## Home screen and lists
home-choose-game = Choose a game
home-choose-lesson = Choose a lesson
home-resume = Continue { $game }: { $lesson }
learn-which-game = Which game? Start one with: tricktutor learn GAME
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
lesson-stopped-unsaved = Stopped. Your progress was not saved.
lesson-resumed = Continuing where you stopped.
lesson-already-done = You finished this lesson before; going through it again.

## Questions
question-label = Question
question-your-answer = Your answer
# Under every question's help, on a line of its own: it fits 80 columns.
# Between the items of a list, and after a label: punctuation of the language.
list-separator = {", "}
label-colon = {": "}
question-help-actions = ? = hint, ! = show the answer, q = stop.
question-help-cards = Type the cards by token (hearts-A) or number, separated by spaces; - if none.
question-help-one-card = Type the number (or the token) of the card.
question-help-int = Type a number.
question-help-bool = Type y (yes) or n (no).
question-help-choice = Type one of: { $choices }.
question-help-ints = Type { $count } numbers in this order: { $keys }.
question-help-many = Type the numbers (or tokens) of all that apply, separated by spaces; - if none.
question-help-int-list = Type { $count } whole numbers in order, separated by spaces.
question-sequence-done = Done: that is the order
question-sequence-undo = Take back the last card
# The brackets around an action listed after the answers in a menu.
menu-aside-open = (
menu-aside-close = )
question-help-card-sequence = Type the cards in order, by number or token (hearts-K), with spaces; - if none.
question-help-pattern = Type the number of your choice.
question-pattern-for = { $card } may be played as
question-help-seat = Type the seat number.
question-help-seat-none = Type the seat number, or - for nobody.
question-multiselect-help =
    Space ticks an item, Enter answers.
    Enter with nothing ticked opens: answer "none", hint, show the answer, stop.
    Typing a rank or a token (K, hearts-K, rik) jumps to its item.
question-choose = Choose one
question-not-understood = I did not understand "{ $input }". { $help }
question-unknown-card = "{ $input }" is not a card of this hand.
answer-yes = yes
answer-no = no
answer-nobody = nobody
answer-none-menu = Answer: none of them
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
feedback-summary-items = { $wrong } chosen that should not be, { $missed } missing.
feedback-part-right = ✓ { $part }: right
feedback-part-wrong = ✗ { $part }: not right yet

## Positions
position-none = (none)
position-not-playing = out
position-trick-order = { $n }. { $card }
position-auction-empty = (no calls yet)
card-face-down = ▒ face down
card-trump = { -trump } { $n }
card-excuse = Sküs
# A card of a Latin suit (Maniglia): its rank and suit, joined by no-break spaces so that a
# line never breaks inside a card.
card-latin = { $rank }{ "\u00A0" }of{ "\u00A0" }{ $suit }
card-baptised = { $card } as { $identity }
pattern-any = any card of the pack
pattern-suit = only as a card of { $suit }
pattern-suits = only as a card of { $first } or of { $second }
seat-label = seat { $seat }
reason-about = { $subject }: { $text }

## Teams
team-a = team A
team-b = team B

## Suits
suit-acorns = Acorns
suit-leaves = Leaves
suit-hearts = Hearts
suit-bells = Bells
suit-spades = Spades
suit-diamonds = Diamonds
suit-clubs = Clubs
suit-cups = { -marglia-cups }
suit-coins = { -marglia-coins }
suit-batons = { -marglia-batons }
suit-swords = { -marglia-swords }

## Progress
progress-title = Progress
progress-none = No progress yet.
progress-deals-title = Deals at the table
progress-deals-line = { $game }: { $played } played to the end, { $stopped } stopped; { $refused } refused actions
progress-lesson-line = { $lesson }: { $right }/{ $total } right at the first try{ $done ->
    [yes] , done
   *[no] {""}
}
progress-reset-done = Progress reset: { $what }.
progress-reset-all = everything
progress-corrupt = The progress file { $path } could not be read ({ $error }); it was moved to { $backup } and you start fresh.
progress-save-failed = Could not save progress to { $path }: { $error }
progress-salvaged = { $count ->
        [one] One entry
       *[other] { $count } entries
    } of the progress file { $path } could not be read and { $count ->
        [one] was
       *[other] were
    } left out: { $dropped }. The rest is kept; the original file was copied to { $backup }.
progress-newer = The progress file { $path } was written by a newer version of tricktutor (format { $version }; this version knows format { $known }). It is left untouched: update tricktutor to go on recording your progress.
progress-unreadable = The progress file { $path } cannot be read ({ $error }); it is left untouched.
progress-not-set-aside = The progress file { $path } is damaged ({ $cause }) and could not be set aside ({ $error }); it is left untouched.
progress-no-data-dir = There is nowhere to keep your progress: HOME is not set (nor TRICKTUTOR_DATA_DIR, nor an absolute XDG_DATA_HOME).
progress-not-saving = This session will not save your progress.
progress-save-busy = Could not save progress to { $path }: another tricktutor kept it locked for { $seconds } seconds.
progress-save-not-a-folder = Could not save progress to { $path }: { $file } is a file, not a folder.
progress-saved-again = Progress saved again to { $path }.
progress-continue-unsaved = Your progress cannot be saved. Go on without saving?
progress-reset-needs-all = progress reset without a game or lesson forgets everything; to do that, run: tricktutor progress reset --all
progress-reset-confirm = Forget all your progress (every lesson, topic and review)?
progress-reset-kept = Nothing was reset.
progress-reset-nothing = There was no progress to reset ({ $what }).

## Rules
rules-section-list = Sections: { $sections }
rules-unknown-section = No section "{ $section }". Sections: { $sections }
rules-heading = §{ $number } { $title }
rules-ref = → rules { $game } { $heading }
rules-menu = The rules of { $game }: choose a section
rules-menu-back = Press Enter to go back to the sections, q to quit

## Drills (quiz)
quiz-title = { $game }: fresh questions from random deals. Type q to stop.
quiz-question = Question { $n } · { $topic }
quiz-summary = { $asked ->
        [one] 1 question answered
       *[other] { $asked } questions answered
    }, { $right } right at the first try.
quiz-topics-title = Topics of { $game } (use one with --topic):
quiz-no-topics = { $game } has no drill topics yet.
quiz-unknown-topic = unknown topic "{ $topic }" (topics: { $topics })
review-title = { $count ->
        [one] 1 topic is due for review.
       *[other] { $count } topics are due for review.
    }
review-nothing-due = Nothing is due now; the next topic comes back in { $n } { $unit ->
        [minutes] { $n ->
            [one] minute
           *[other] minutes
        }
        [hours] { $n ->
            [one] hour
           *[other] hours
        }
       *[days] { $n ->
            [one] day
           *[other] days
        }
    }.
review-nothing-yet = Nothing to review yet: answer lesson or quiz questions first.
progress-topics-title = Topics (how well you will remember each one over the coming month)
progress-topic-due = due now
progress-topic-in = in { $n } { $unit ->
        [minutes] { $n ->
            [one] minute
           *[other] minutes
        }
        [hours] { $n ->
            [one] hour
           *[other] hours
        }
       *[days] { $n ->
            [one] day
           *[other] days
        }
    }
progress-topic-line = { $bar } { $percent }%  { $name }  ({ $when })
lesson-again = Not complete yet: { $count ->
    [one] one question comes back
   *[other] { $count } questions come back
} until answered right at the first try, without revealing.
lesson-stars-earned = Stars: { $stars } (3 for every question right at the first try, 2 for three in four, 1 for the rest).

# The language's own name, as a speaker of it would look for it (the --lang list).
language-name = English

# The closing line of judge over question sets (English keeps the fixed form scripts read).
judge-summary = { $passed } passed, { $failed } failed

## Glossary (tricktutor glossary)
glossary-shared = Terms shared by every game
glossary-col-en = English
glossary-col-ja = 日本語
glossary-col-native-gaigel = German (Swabian)
glossary-col-native-rikken = Dutch
glossary-col-native-marglia = Italian
glossary-col-native-vier-anderle = German (Black Forest)
glossary-col-native-perlaggen = Tyrolean
