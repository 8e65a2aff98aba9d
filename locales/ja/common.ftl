### チューター本体のテキスト（メニュー、判定、エラー）。全ゲーム共通。

app-name = tricktutor
app-tagline = 5つのトリックテイキングゲームのルールを学びましょう。

## ホーム画面と一覧
home-choose-game = ゲームを選んでください
home-choose-lesson = レッスンを選んでください
home-resume = 続きから：{ $game }「{ $lesson }」
learn-which-game = どのゲームを学びますか？ 始めるには：tricktutor learn ゲーム名
home-quit = 終了
list-lessons-progress = レッスン { $done }/{ $total }
lesson-status-done = 完了
lesson-status-started = 学習中
lesson-status-new = 未学習
list-game-line = { $game } — { $progress }
menu-back = 戻る

## レッスン
lesson-header = { $game } · レッスン { $number }/{ $count }：{ $title }
lesson-step = ステップ{ $step }/{ $steps }
page-continue = Enter で次へ、q で中断
lesson-finished = レッスン完了：{ $total }問中{ $right }問を一度で正解しました。
lesson-next = 次のレッスン：{ $title }
lesson-all-done = { $game }のレッスンをすべて終えました。
lesson-stopped = 中断しました。進み具合は保存してあります。同じコマンドで続きから始められます。
lesson-stopped-unsaved = 中断しました。進み具合は保存されていません。
lesson-resumed = 前回の続きから始めます。
lesson-already-done = このレッスンは以前に完了しています。もう一度最初から進めます。

## 問題
question-label = 問題
question-your-answer = あなたの答え
# Under every question's help, on a line of its own: it fits 80 columns.
# Between the items of a list, and after a label: punctuation of the language.
list-separator = 、
label-colon = ：
question-help-actions = ? でヒント、! で答えを表示、q で中断。
question-help-cards = カードの表記（hearts-A など）か番号を、スペース区切りで入力。なければ -。
question-help-one-card = カードの番号（または表記）を入力してください。
question-help-int = 数を入力してください。
question-help-bool = y（はい）か n（いいえ）を入力してください。
question-help-choice = 次のどれかを入力してください：{ $choices }。
question-help-ints = 数を{ $count }つ、この順に入力してください：{ $keys }。
question-help-many = 当てはまるものをすべて、番号か表記のスペース区切りで入力。なければ -。
question-help-int-list = 整数を{ $count }個、順にスペース区切りで入力してください。
question-sequence-done = これで決定
question-sequence-undo = 最後のカードを取り消す
# メニューで答えの後に並ぶ操作を囲む括弧。
menu-aside-open = （
menu-aside-close = ）
question-help-card-sequence = カードを順に、番号か表記（hearts-K など）のスペース区切りで入力。なければ -。
question-help-pattern = 選んだものの番号を入力してください。
question-pattern-for = { $card }を出せるのは
question-help-seat = 席の番号を入力してください。
question-help-seat-none = 席の番号を入力してください。だれもいなければ -。
question-multiselect-help =
    スペースで選び、Enter で回答します。
    何も選ばずに Enter を押すと、「なし」・ヒント・答え・中断を選べます。
    ランクや表記（K、hearts-K、rik など）を打つと、その項目に移ります。
question-choose = 1つ選んでください
question-not-understood = 「{ $input }」は読み取れませんでした。{ $help }
question-unknown-card = 「{ $input }」はこの手札のカードではありません。
answer-yes = はい
answer-no = いいえ
answer-nobody = 誰もいない
answer-none-menu = 答える：当てはまるものはない
hint-label = 💡 ヒント { $n }/{ $count }：{ $text }
hint-none-left = ヒントはもうありません。! で答えを表示します。
hint-menu = ヒント
reveal-menu = 答えを見る
stop-menu = ここで中断

## 判定
feedback-right = ✓ 正解です！
feedback-wrong = ✗ まだ正解ではありません。
feedback-try-again = もう一度答えてください。
feedback-try-again-menu = もう一度答える
feedback-revealed = 答え：
feedback-answer = 答え：{ $answer }
feedback-why = 理由：
feedback-card-right-legal = ✓ { $card }は出せます：{ $reason }
feedback-card-right-illegal = ✓ { $card }は出せません：{ $reason }
feedback-card-wrongly-chosen = ✗ { $card }を選びましたが、出せません：{ $reason }
feedback-card-missed = ✗ { $card }が抜けています。出せるカードです：{ $reason }
feedback-card-legal = { $card }は出せます：{ $reason }
feedback-card-illegal = { $card }は出せません：{ $reason }
feedback-summary-cards = 誤って選んだカード{ $wrong }枚、選び漏れ{ $missed }枚。
feedback-summary-items = 誤って選んだもの{ $wrong }つ、選び漏れ{ $missed }つ。
feedback-part-right = ✓ { $part }：正解
feedback-part-wrong = ✗ { $part }：まだ正解ではありません

## 局面
position-none = （なし）
position-not-playing = 不参加
position-trick-order = { $n }. { $card }
position-auction-empty = （まだ誰もコールしていません）
card-face-down = ▒ 伏せたカード
card-trump = { -trump }{ $n }
card-excuse = スキュス
# ラテンスート（マニグリア）のカード：スート名とランク（カップ7）。
card-latin = { $suit }{ $rank }
card-baptised = { $card }（{ $identity }として）
pattern-any = パックのどのカードとしても
pattern-suit = { $suit }のカードとしてのみ
pattern-suits = { $first }か{ $second }のカードとしてのみ
seat-label = { $seat }番席
reason-about = { $subject }：{ $text }

## チーム
team-a = チームA
team-b = チームB

## スート
suit-acorns = ドングリ
suit-leaves = リーフ
suit-hearts = ハート
suit-bells = ベル
suit-spades = スペード
suit-diamonds = ダイヤ
suit-clubs = クラブ
suit-cups = { -marglia-cups }
suit-coins = { -marglia-coins }
suit-batons = { -marglia-batons }
suit-swords = { -marglia-swords }

## 進み具合
progress-title = 進み具合
progress-none = まだ記録はありません。
progress-deals-title = テーブルでのディール
progress-deals-line = { $game }：最後まで { $played } 回、途中でやめた { $stopped } 回、認められなかった行動 { $refused } 回
progress-lesson-line = { $lesson }：一度で正解{ $right }/{ $total }{ $done ->
    [yes] 、完了
   *[no] {""}
}
progress-reset-done = 進み具合をリセットしました：{ $what }。
progress-reset-all = すべて
progress-corrupt = 進み具合のファイル{ $path }を読めませんでした（{ $error }）。{ $backup }に退避し、最初から始めます。
progress-save-failed = 進み具合を{ $path }に保存できませんでした：{ $error }
progress-salvaged = 進み具合のファイル{ $path }のうち{ $count }件の項目を読めなかったため、除外しました：{ $dropped }。残りはそのまま使います。元のファイルは{ $backup }にコピーしてあります。
progress-newer = 進み具合のファイル{ $path }は新しいバージョンのtricktutorで書かれています（形式{ $version }。このバージョンが扱えるのは形式{ $known }まで）。ファイルには手を付けません。進み具合の記録を続けるには、tricktutorを更新してください。
progress-unreadable = 進み具合のファイル{ $path }を読めません（{ $error }）。ファイルには手を付けません。
progress-not-set-aside = 進み具合のファイル{ $path }は壊れています（{ $cause }）が、退避できませんでした（{ $error }）。ファイルには手を付けません。
progress-no-data-dir = 進み具合を保存する場所がありません：HOMEが設定されていません（TRICKTUTOR_DATA_DIRも、絶対パスのXDG_DATA_HOMEもありません）。
progress-not-saving = 今回は進み具合を保存しません。
progress-save-busy = 進み具合を{ $path }に保存できませんでした：別のtricktutorが{ $seconds }秒間ロックしたままでした。
progress-save-not-a-folder = 進み具合を{ $path }に保存できませんでした：{ $file }はフォルダではなくファイルです。
progress-saved-again = 進み具合をふたたび{ $path }に保存できました。
progress-continue-unsaved = 進み具合を保存できません。保存せずに続けますか？
progress-reset-needs-all = ゲームもレッスンも指定しないprogress resetは、すべての進み具合を消します。そうするには次を実行してください：tricktutor progress reset --all
progress-reset-confirm = すべての進み具合（レッスン、トピック、復習の記録）を消しますか？
progress-reset-kept = 何もリセットしませんでした。
progress-reset-nothing = リセットする進み具合はありませんでした（{ $what }）。

## ルール
rules-section-list = 節：{ $sections }
rules-unknown-section = 節「{ $section }」はありません。節：{ $sections }
rules-heading = §{ $number } { $title }
rules-ref = → ルール { $game } { $heading }
rules-menu = { $game }のルール：読みたい節を選んでください
rules-menu-back = Enter で節の一覧に戻る、q で終了

## ドリル（quiz）
quiz-title = { $game }：ランダムな配りから作った新しい問題です。q で中断します。
quiz-question = 問題 { $n } · { $topic }
quiz-summary = { $asked }問に答え、{ $right }問を1回目で正解しました。
quiz-topics-title = { $game } のトピック（--topic で1つ選べます）：
quiz-no-topics = { $game } にはまだドリルのトピックがありません。
quiz-unknown-topic = 「{ $topic }」というトピックはありません（トピック：{ $topics }）
review-title = 復習するトピックが{ $count }個あります。
review-nothing-due = いま復習するものはありません。次のトピックは{ $n }{ $unit ->
        [minutes] 分
        [hours] 時間
       *[days] 日
    }後に戻ってきます。
review-nothing-yet = まだ復習するものはありません。先にレッスンかクイズの問題に答えてください。
progress-topics-title = トピック（この先1か月どれだけ覚えていられるか）
progress-topic-due = 復習どき
progress-topic-in = { $n }{ $unit ->
        [minutes] 分
        [hours] 時間
       *[days] 日
    }後
progress-topic-line = { $bar } { $percent }%  { $name }（{ $when }）
lesson-again = まだ完了ではありません。答えを見ずに一度で正解するまで、{ $count }問をもう一度出題します。
lesson-stars-earned = 星：{ $stars }（全問を一度で正解すると3つ、4問中3問以上で2つ、それ以外は1つ）

# The language's own name, as a speaker of it would look for it (the --lang list).
language-name = 日本語

# The closing line of judge over question sets (English keeps the fixed form scripts read).
judge-summary = 合格 { $passed } 件、不合格 { $failed } 件

## 用語集（tricktutor glossary）
glossary-shared = すべてのゲームに共通の用語
glossary-col-en = English
glossary-col-ja = 日本語
glossary-col-native-gaigel = ドイツ語（シュヴァーベン）
glossary-col-native-rikken = オランダ語
glossary-col-native-marglia = イタリア語
glossary-col-native-vier-anderle = ドイツ語（黒い森）
glossary-col-native-perlaggen = チロル方言
