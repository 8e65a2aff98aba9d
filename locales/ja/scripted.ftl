# レッスンの台本付きの一回戦：play の卓で、学習者の判断を採点する。
scripted-help = アクションを選びます（番号か、{ $examples }を入力）。? でヒント、! でこのレッスンの手を表示、q で終了します。
scripted-not-this-move = ルール上は出せますが、このレッスンが示す手ではありません。
scripted-the-move = このレッスンが示す手：{ $act }
scripted-passed-gaigel = 宣言ラウンド{ $count }回でパス
