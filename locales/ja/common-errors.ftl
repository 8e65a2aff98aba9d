### エラーと judge・check の出力（必要なコマンドだけが読みます）。
## 判定コマンド（judge）
judge-case = { $id }：{ $answer }
judge-agrees = ✓ 一致
judge-disagrees = ✗ 記載は{ $written }、エンジンは{ $engine }
judge-invalid-expected = ✓ 想定どおり不正な局面として拒否
judge-invalid-unexpected = ✗ 記載は invalid、エンジンは{ $engine }
judge-invalid = 不正な局面
judge-invalid-case = 不正な問題（エラーを参照）
judge-no-answer = （答えの記載なし）
judge-legal = 出せるカード：{ $cards }

## チェック
check-ok = { $files }ファイルを検査しました。問題はありません。
check-failed = { $files }ファイルを検査し、{ $count }件の問題が見つかりました。

## エラー
error-prefix = エラー
error-unknown-game = 「{ $game }」というゲームはありません。ゲーム：{ $games }
error-unknown-lesson = { $game }に「{ $lesson }」というレッスンはありません。レッスン：{ $lessons }
error-io = 読み込めません：{ $message }
error-syntax = YAML として正しくありません：{ $message }
error-limit-depth = YAML の入れ子が{ $limit }段より深くなっています。レッスンや問題集でそこまで深くする必要はありません
error-limit-aliases = YAML のエイリアス（*名前）が{ $limit }個を超えています。値をそのまま書いてください
error-limit-anchors = YAML のアンカー（&名前）が{ $limit }個を超えています。値をそのまま書いてください
error-limit-expansion = YAML のエイリアス（*名前）が書かれた量よりはるかに大きく展開されます。「Billion laughs」攻撃のおそれがあるため読み込みません
error-limit-values = 大きすぎて安全に読み込めません。ひとまとまり（問題集の1問、またはレッスンファイル1つ）に値が{ $limit }個を超えています。分けてください
error-limit-size = 大きすぎて安全に読み込めません
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
error-no-game-folder = { $file }はゲームのフォルダーにありません。レッスンは、それを載せた game.yaml と同じフォルダーに置きます（lessons/README.md 参照）
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
error-repeated-value = 「{ $value }」が二度以上出てきます
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
problem-sum-must-be = { $field }：合計が{ $actual }ですが、ちょうど{ $total }でなければなりません
problem-must-contain = { $field }：{ $card }が入っていなければなりません（伏せて出したトリックには指定されたカードが必ず出ます）
problem-face-down-not-first = { $field }：face-down（伏せたカード）はトリックの最初のカードにしか置けません
problem-must-be-ace = { $field }はエースでなければなりません
problem-three-aces = { $field }：エースをちょうど3枚持つ手札では、リックもリック・ベターもビッドできません
problem-out-of-turn = { $field }：コールする番は{ $expected }番席でした
problem-after-auction-end = { $field }：オークションが終わった後のコールです
problem-bid-too-low = { $field }：{ $highest }より高くなく、同じ格のペアに加わるビッドでもありません
problem-auction-over = { $field }：オークションはもう終わっていて、コールする人はいません
problem-auction-not-over = { $field }：オークションはまだ終わっていません
problem-not-to-act = { $field }：いまは{ $expected }番席の番です
problem-no-deal-score-alone = { $field }：マニグリアのディールの得点は、4人のペア戦でしか決まっていません
problem-not-multiple = { $field }：{ $actual } は { $of } の倍数ではありません
problem-repeated = { $field }：同じ値が2回あります
problem-not-in-pack-with = { $field }：{ $card } は extra_pips_per_suit: { $extra } のパックに入っていません
problem-one-per-seat = { $field }：{ $actual } 個ありますが、席ごとに1つ（{ $players } 個）必要です
problem-participant-without-tricks = { $field }：この席は参加しているので、トリック数が必要です（null は不可）
problem-non-participant-with-tricks = { $field }：この席は参加していないので、null でなければなりません
problem-not-wild = { $field }：{ $card } はこの切札ではペルラッグではないので、ほかのカードとして出せません
problem-not-in-hand = { $field }：{ $card } は手札にありません
problem-unplayed-baptised = { $field }：手札のカードはまだ宣言されていないので、@ を付けずに書いてください
problem-five-cards = { $field }：手札と出したカードが { $actual } 枚ですが、1人5枚です

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
