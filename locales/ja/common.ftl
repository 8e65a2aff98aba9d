### チューター本体のテキスト（メニュー、判定、エラー）。全ゲーム共通。

app-name = tricktutor
app-tagline = 5つのトリックテイキングゲームのルールを学びましょう。

## ホーム画面と一覧
home-choose-game = ゲームを選んでください
home-choose-lesson = レッスンを選んでください
home-resume = 続きから：{ $lesson }
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
lesson-resumed = 前回の続きから始めます。
lesson-already-done = このレッスンは以前に完了しています。もう一度最初から進めます。

## 問題
question-label = 問題
question-your-answer = あなたの答え
question-help-cards = 出せるカードを入力してください（hearts-A のような表記か番号を、スペース区切りで）。? でヒント、! で答えを表示、q で中断。
question-help-one-card = カードの番号（または表記）を入力してください。? でヒント、! で答えを表示、q で中断。
question-help-int = 数を入力してください。? でヒント、! で答えを表示、q で中断。
question-help-bool = y（はい）か n（いいえ）を入力してください。? でヒント、! で答えを表示、q で中断。
question-help-choice = 次のどれかを入力してください：{ $choices }。? でヒント、! で答えを表示、q で中断。
question-help-ints = 数を{ $count }つ、この順に入力してください：{ $keys }。? でヒント、! で答えを表示、q で中断。
question-multiselect-help = スペースでカードを選び、Enter で回答します。何も選ばずに Enter を押すと、ヒント・答えを見る・中断を選べます。
question-choose = 1つ選んでください
question-not-understood = 「{ $input }」は読み取れませんでした。{ $help }
question-unknown-card = 「{ $input }」はこの手札のカードではありません。
answer-yes = はい
answer-no = いいえ
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

## 局面
position-none = （なし）
position-trick-order = { $n }. { $card }

## チーム
team-a = チームA
team-b = チームB

## 判定コマンド（judge）
judge-case = { $id }：{ $answer }
judge-agrees = ✓ 一致
judge-disagrees = ✗ 記載は{ $written }、エンジンは{ $engine }
judge-invalid-expected = ✓ 想定どおり不正な局面として拒否
judge-invalid-unexpected = ✗ 記載は invalid、エンジンは{ $engine }
judge-invalid = 不正な局面
judge-no-answer = （答えの記載なし）
judge-legal = 出せるカード：{ $cards }

## チェック
check-ok = { $files }ファイルを検査しました。問題はありません。
check-failed = { $files }ファイルを検査し、{ $count }件の問題が見つかりました。

## 進み具合
progress-title = 進み具合
progress-none = まだ記録はありません。
progress-lesson-line = { $lesson }：一度で正解{ $right }/{ $total }{ $done ->
    [yes] 、完了
   *[no] {""}
}
progress-reset-done = 進み具合をリセットしました：{ $what }。
progress-reset-all = すべて
progress-corrupt = 進み具合のファイル{ $path }を読めませんでした（{ $error }）。{ $backup }に退避し、最初から始めます。
progress-save-failed = 進み具合を{ $path }に保存できませんでした：{ $error }

## ルール
rules-section-list = 節：{ $sections }
rules-unknown-section = 節「{ $section }」はありません。節：{ $sections }

## エラー
error-prefix = エラー
error-unknown-game = 「{ $game }」というゲームはありません。ゲーム：{ $games }
error-unknown-lesson = { $game }に「{ $lesson }」というレッスンはありません。レッスン：{ $lessons }
error-io = 読み込めません：{ $message }
error-syntax = YAML として正しくありません：{ $message }
error-expected-type = { $expected }が必要ですが、{ $found }が書かれています
error-unknown-field = 不明なフィールド「{ $field }」（使えるもの：{ $allowed }）
error-missing-field = フィールド「{ $field }」がありません
error-unknown-value = 不明な値「{ $value }」（使えるもの：{ $allowed }）
error-malformed-card = 「{ $token }」はカードの表記ではありません（hearts-A のようにスート-ランクで書きます）
error-unknown-suit = 「{ $token }」：{ $game }にないスートです（スート：{ $suits }）
error-not-in-pack = 「{ $token }」は{ $game }のパックにないカードです
error-out-of-range = { $actual }は範囲外です（{ $min }〜{ $max }）
error-impossible = ありえない局面です：{ $problem }
error-duplicate-id = id「{ $id }」が二度使われています
error-missing-file = レッスンファイル{ $file }がありません
error-unlisted-file = { $file }はゲームの目録（game.yaml）に載っていません
error-bad-step = ステップには "page" か "question" のどちらか一方だけを書きます
error-wrong-answer = 記載された答え{ $written }は誤りです。エンジンの答えは{ $engine }です
error-expected-invalid = "invalid" と書かれていますが、エンジンはこの局面を受け付けて{ $engine }と答えます
error-missing-message = メッセージ「{ $id }」が{ $lang }にありません
error-variables-differ = メッセージ「{ $id }」の変数が en（{ $en }）と ja（{ $ja }）で違います
error-duplicate-message = メッセージ「{ $id }」が{ $lang }で二度定義されています
error-fluent = Fluent の構文エラー：{ $message }
error-only-in-one-locale = メッセージ「{ $id }」は{ $lang }にしかありません
error-bad-paragraphs = ルールの節「{ $section }」には、両言語とも見出しと 1 から始まる段落が必要です
error-repeated-card = { $card }が二度以上出てきます
error-not-a-terminal = 答えが必要ですが、入力がもうありません。
error-args = { $message }

## エンジンが拒否した局面
problem-too-many-copies = { $field }：{ $card }がパックにある枚数（{ $max }枚）より多く出てきます
problem-length = { $field }：{ $actual }枚ですが、{ $min }〜{ $max }枚でなければなりません
problem-length-exact = { $field }：{ $actual }枚ですが、ちょうど{ $min }枚必要です
problem-out-of-range = { $field }：{ $actual }は範囲外です（{ $min }〜{ $max }）
problem-required-with = { $other }が{ $value }のときは{ $field }が必要です
problem-must-differ = { $field }は{ $other }と違う値でなければなりません
problem-contradicts = { $field }と{ $other }が矛盾しています
problem-sum-too-large = { $field }：合計{ $actual }が上限{ $max }を超えています
problem-both-teams-score = { $field }：1ディールで得点できるのは1チームだけです

## 値の種類（エラーメッセージ用）
type-mapping = マッピング
type-list = リスト
type-string = 文字列
type-integer = 整数
type-boolean = true か false
type-number = 数
type-null = 空の値
type-card = カード
type-suit = スート
