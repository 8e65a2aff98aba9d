# A lesson's scripted deal: the table of `play`, with the learner's decisions graded.
scripted-help = Choose an action (a number, or type it: { $examples }). ? gives a hint, ! shows the move this lesson plays, q stops.
scripted-not-this-move = A legal move, but not the move this lesson shows.
scripted-the-move = The move this lesson shows: { $act }
scripted-passed-gaigel = { $count ->
    [one] passed in an announcement round
   *[other] passed in { $count } announcement rounds
  }
