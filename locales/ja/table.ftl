# テーブル：エンジンが審判を務める1ディール通しのプレイ。

reason-table-not-your-turn = 今は{ $seat }の番で、{ $actor }の番ではありません
reason-table-deal-over = このディールは終わっています。これ以上の行動はできません
reason-table-not-now = ディールのこの時点では、その行動はできません

table-you = あなた（{ $seat }番席）
table-your-turn = あなたの番です
table-help = 行動を選んでください（番号、または入力：{ $examples }）。? で今できる行動と、ほかの行動ができない理由、! でおすすめの一手、q で中断。
table-legal-menu = ? 今できる行動
table-suggest-menu = ! おすすめの一手
table-legal-title = 今できる行動：
table-suggest = ここでの妥当な一手：{ $act }
table-refused = その行動はできません：{ $reason }
table-forced = 出せるのはこの1枚だけ
table-on-table = 場のカード
table-your-hand = あなたの手札
table-trick-taken = 第{ $number }トリック：{ $winner }が取りました（{ $cards }）
table-trick-taken-you = 第{ $number }トリック：{ $winner }が取りました（{ $cards }）
table-deal-over = ディール終了。
table-result = 結果：{ $result }
table-deal-header = { $game }・第{ $number }ディール・{ $players }人
table-deal-header-you = { $game }・第{ $number }ディール・{ $players }人・あなたは{ $seat }番席
table-standing = ここまでの成績：
table-game-over = ゲーム終了です。
table-another-deal = 次のディールを遊ぶ
table-stop = やめる
table-next-title = 次のディールを遊びますか？
replay-header = { $game }・第{ $number }ディール・{ $id }・{ $players }人
replay-illegal = 行動{ $index }（{ $act }）はできません：{ $reason }
replay-pause = （Enter：次のトリック・q：中断）
replay-unfinished = この記録はディールの途中で終わっています。
play-bad-options = 配れません：{ $problem }
play-bad-seat = このテーブルに{ $seat }番席はありません（0番席から{ $last }番席まで）
play-record-failed = ディール記録 { $file } を書き込めません：{ $error }
replay-unreadable = { $file } を読めません：{ $error }
replay-not-a-deal = { $file }：ケース { $id } はディール記録（kind: deal）ではありません

# 行動（テーブルの記録とメニューでの表示。$arg はカードやビッドなど）。
act-play = { $arg }
act-bid = { $arg }
act-rikken-call = 指定：{ $arg }
act-rikken-trump = 切札：{ $arg }
act-rikken-face-down = { $arg }を伏せて出す
act-vier-anderle-declare = { $arg }
field-dealer = ディーラー
home-play-deal = { $game }を1ディール通して遊ぶ
field-chips = これまでのチップ
field-deal = ディール
field-exposed = 公開された手札

# テーブルでのペルラッゲン。
act-perlaggen-cut = { $arg }枚でカット
act-perlaggen-exchange = めくり札を{ $arg }と交換
act-perlaggen-decline = 交換しない
act-perlaggen-bet = { $arg }にベット
act-perlaggen-raise = { $arg }をレイズ
act-perlaggen-hold = { $arg }をホールド
act-perlaggen-concede = { $arg }の負けを認める（グート）
act-perlaggen-pass = 応答をパートナーに任せる
act-perlaggen-reveal = { $arg }を見せる
act-perlaggen-contest = { $arg }で勝負する
field-perlaggen-cutter_kept = カットした人が取った札
field-perlaggen-exchanged_by = めくり札を交換した人
field-perlaggen-target = 目標点
field-perlaggen-laid_on_stock = 交換で山札に置いた札
field-perlaggen-turned = めくり札
table-wild-card = { $card }（ペルラッグ：次に何として出すかを選ぶ）
table-wild-as = 何として出しますか
table-not-understood = 「{ $text }」はこのゲームの行動ではありません。? で今できる行動を表示します。
table-wild-card-shown = { $card } を見せる（ペルラッグ：次に何として見せるかを選ぶ）
table-wild-shown-as = 何として見せますか
table-next-seat = ディールが次の人に移りました。次のディールでは、あなたは{ $seat }番席です。
table-not-in-menu = メニューに{ $text }番はありません。
table-passed-gaigel = 宣言ラウンド{ $count }回でパス（新たに宣言できることなし）
table-example-card = { $card } のようなカード
table-example-card-shown = { $card }（{ $shown }）のようなカード
table-example-action = { $action } のような行動
table-examples = { $first }、{ $second }
table-deal-alone = このディールはこれで完結です。個人戦では累計得点をつけず、ゲームもありません。
table-passed = パスしか選べないので{ $count }回パス
replay-all-pass = { $count ->
    [1] 全員パス
   *[other] 全員パス（{ $count }ラウンド）
  }
table-deal-header-unnumbered = { $game }・{ $players }人
table-deal-header-you-unnumbered = { $game }・{ $players }人・あなたは{ $seat }番席
replay-header-unnumbered = { $game }・{ $id }・{ $players }人
