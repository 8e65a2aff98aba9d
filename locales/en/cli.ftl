# The command line: --help of every command and clap's usage errors, laid over the
# texts of the clap derive (src/cli.rs). English must say what the derive says (a test
# holds them equal); see src/commands/help.rs for how the ids are named.

cli-about = A bilingual (English + Japanese) tutor for the rules of five trick-taking card games
cli-long-about =
    A bilingual (English + Japanese) tutor for the rules of Gaigel, Perlaggen, Rikken, Marglia and Vier-Anderle. Without a command it opens the home screen: choose a game, then a lesson; it resumes where you stopped.

    Examples:
      tricktutor learn gaigel
      tricktutor --lang ja learn gaigel/follow
      tricktutor rules gaigel --section strict --side-by-side
      tricktutor judge gaigel legal-plays --trump acorns --stock-empty --trick hearts-K --hand hearts-A,hearts-U,bells-10
      tricktutor judge tests/cases/gaigel/legal-plays.yaml
      tricktutor check
cli-arg-lang = Language: en, ja, or one whose texts --lessons adds (default: TRICKTUTOR_LANG, then LC_ALL, LC_MESSAGES, LANG)
cli-arg-plain = Line mode: plain prompts, one answer per line (automatic when stdin is not a terminal)
cli-arg-no_color = No colors (NO_COLOR in the environment does the same)
cli-arg-ascii = Write cards in plain notation (hearts-K) instead of suit symbols (♥K)
cli-arg-lessons = Load lessons from this folder too (a game folder with game.yaml, or a folder of them, with the texts of the nearest locales/ folder): a lesson with the id of a loaded one replaces it, a new one is added after the lesson listed before it; repeatable
cli-arg-no_embedded = Use only the lessons given with --lessons, not the embedded ones (the embedded texts stay, under those of --lessons)
cli-list-about = List the games and their lessons, with your progress
cli-list-arg-game = Only this game
cli-learn-about = Step through lessons: GAME (from the first unfinished lesson) or GAME/LESSON
cli-learn-arg-target = e.g. gaigel or gaigel/follow; without it, the games are offered
cli-quiz-about = Drill fresh questions made from random deals, graded like lessons
cli-quiz-arg-game = e.g. gaigel
cli-quiz-arg-topic = Drill one topic; `--topic` alone lists the game's topics
cli-quiz-arg-count = Stop after this many questions (default: until you stop)
cli-quiz-arg-seed = Make the session reproducible: the same seed gives the same questions
cli-review-about = Review what is due: the topics you keep missing come back sooner
cli-review-arg-game = Only this game's topics
cli-review-arg-seed = Make the questions reproducible
cli-play-about = Play whole deals against computer players, with the engine as referee
cli-play-after-help =
    At your turn: choose an action from the menu, or type it (a card such as hearts-A, an action such as pass or bid rik); ? lists the legal actions and why each other one is excluded, ! suggests a move, q stops (progress is kept). An action the rules do not allow is refused with the rule that excludes it, and counts as a miss on that rule's drill topic.

    Examples:
      tricktutor play gaigel
      tricktutor play vier-anderle --players 6 --seat 2
      tricktutor play rikken --watch --seed 7
      tricktutor play marglia --game --record deals.yaml
cli-play-arg-game = gaigel, rikken, marglia, maniglia, vier-anderle, japanisch-vier-anderle or perlaggen
cli-play-arg-seed = Make the deals reproducible: the same seed deals the same cards, and the computer players decide the same way
cli-play-arg-seat = Your seat (default 0; seat numbers as in the game's rules)
cli-play-arg-players = The number of players, where the game allows several (Maniglia 3–5, Vier-Anderle 2–13)
cli-play-arg-watch = Computer players at every seat: a whole deal shown action by action, with the reason for each forced or notable one
cli-play-arg-whole_game = Play deals until the game is won, with the running score between deals
cli-play-arg-record = Save every deal to this file as a deal record (lessons/DEALS.md), rewritten after each deal
cli-replay-about = Step through a saved deal record (from play --record, or written by hand), with commentary
cli-replay-arg-file = A deal record: a question set whose cases are of kind deal
cli-rules-about = The rules of a game, section by section: in a terminal a menu of the sections, through a pipe all of them
cli-rules-arg-game = e.g. gaigel
cli-rules-arg-section = Only this section: its number as printed (7 for §7) or its name
cli-rules-arg-side_by_side = Two languages together, paragraph by paragraph: yours and LANG (default: English, or Japanese when yours is English)
cli-glossary-about = The games' terms as a table: English, Japanese and the game's own word; without GAME, the terms every game shares, then each game's
cli-glossary-arg-game = e.g. rikken; without it, every game
cli-judge-about = Answer questions with the rules engine: question-set files (or - for stdin), or one question from flags (GAME KIND --field value ...)
cli-judge-after-help =
    Files: tricktutor judge FILE... (or - for stdin). Exit status: 0 when every written answer agrees, 1 on a disagreement, 2 on invalid input.

    One question: tricktutor judge GAME KIND --FIELD VALUE ...; lists are comma-separated, a flag without a value is true (for a yes/no field), A=1,B=2 is a per-team value; errors name the flag.
    Example: tricktutor judge gaigel legal-plays --trump acorns --stock-empty --trick hearts-K --hand hearts-A,hearts-U,bells-10
cli-judge-arg-json = Print machine-readable JSON
cli-judge-arg-args = Files, or GAME KIND followed by --field value pairs
cli-check-about = Lint lessons, question sets and locales: the files and folders given, or everything the tutor would load
cli-check-after-help =
    A folder is walked: every .yaml, .yml and .ftl file in it is read as what its content says (a game manifest, a lesson, a question set or a locale file); other files are named as not checked. A game folder is checked with the texts of its lesson tree (the locales/ folder found as --lessons finds it); a lesson file given alone is checked under its game.yaml, with the same texts. A file that is none of these kinds is a problem.

    Exit status: 0 when every file read is fine, 1 when a problem is found or nothing could be read.
cli-check-arg-paths = Files or folders to check (default: the embedded lessons and texts, and those of --lessons)
cli-check-arg-verbose = Name every file read and what it was read as
cli-check-arg-coverage = Print GAME's coverage map (rule sections, the pages that teach them, the questions that test them) as a Markdown table, instead of checking
cli-progress-about = Show or reset your progress
cli-progress-show-about = Show what you have done
cli-progress-reset-about = Forget progress: of one lesson (GAME/LESSON), one game (GAME: its lessons and topics), or everything (--all)
cli-progress-reset-arg-target = GAME or GAME/LESSON
cli-progress-reset-arg-all = Forget everything: every lesson, topic and review (without it, a terminal asks first and line mode refuses)
cli-completions-about = Print a shell completion script
cli-completions-arg-shell = bash, zsh, fish, elvish or powershell
cli-man-about = Print the man page (roff): every command on one page
cli-man-arg-out_dir = Write one page per command into this folder instead (tricktutor.1, tricktutor-learn.1, ...), each naming the others

cli-help-about = Print this message or the help of the given subcommand(s)
cli-help-arg-command = Print help for the subcommand(s)
cli-arg-help = Print help (see more with '--help')
cli-arg-version = Print version

cli-heading-usage = Usage:{" "}
cli-heading-options = Options
cli-heading-arguments = Arguments
cli-heading-commands = Commands
cli-heading-command-value = COMMAND

cli-error = error: { $message }
cli-error-unknown-command = unrecognized subcommand '{ $value }'
cli-error-unknown-argument = unexpected argument '{ $arg }' found
cli-error-invalid-value = invalid value '{ $value }' for '{ $arg }'
cli-error-missing-argument = the following required arguments were not provided: { $arg }
cli-error-missing-command = a command is required
cli-error-conflict = the argument '{ $arg }' cannot be used with '{ $other }'
cli-error-too-many-values = unexpected value '{ $value }' for '{ $arg }' found; no more were expected
cli-error-tip = tip: a similar one exists: '{ $suggestion }'
cli-error-valid-values = [possible values: { $values }]
cli-error-more = For more information, try '--help'.
