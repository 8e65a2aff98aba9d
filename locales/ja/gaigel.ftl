### ガイゲル：ゲーム名、用語、既定の問い、エンジンの理由。

game-gaigel = ガイゲル
game-gaigel-summary = 2組のカードを使う、南ドイツ・シュヴァーベン地方の4人2チーム制のゲーム。先に101点に達したチームが{ -gaigel-knock }をします。

## レッスンの題名（一覧表示がこのファイルだけを読めばすむよう、ここに置きます）
gaigel-pack-title = カードと点数
gaigel-tricks-title = { -trick }の勝ち負け
gaigel-stock-title = ディールと山札
gaigel-follow-title = 山札がなくなったら：{ -follow-suit }して上回る
gaigel-trumping-title = 山札がなくなったら：{ -trump }を出して上回る
gaigel-marriages-title = { -gaigel-marriage }
gaigel-sevens-title = { -trump }の7と7が5枚
gaigel-counting-title = ディールの点数計算
gaigel-knocking-title = 101点で{ -gaigel-knock }
gaigel-game-title = 流れたディールとゲームの終了
gaigel-whole-deal-title = テーブルで1ディール


## 局面のフィールド
field-trump = { -trump }
field-stock_empty = 山札がなくなった
field-trick = { -trick }に出ているカード
field-hand = あなたの手札
field-cards = カード
field-last_trick = 最後の{ -trick }
field-declaration = 宣言
field-captured = 取ったカード
field-melds = 手役の宣言
field-role = 直前の{ -trick }との関係
field-winner_declared = 勝者がすでに{ -gaigel-marriage }を宣言した
field-drawn = { -trick }の後、山札から取った
field-declared_suits = { -gaigel-marriage }宣言済みのスート
field-player_has_won_trick = 自分で{ -trick }を取った
field-team_has_won_trick = チームで{ -trick }を取った
field-turned_card_on_table = { -trump }表示カードが山札の下にある
field-event = ディールの終わり方
field-declarer = { -gaigel-knock }したチーム
field-disputed = { -gaigel-knock }に異議が唱えられた
field-accused = 宣言漏れのクレームをつけられたチーム
field-claimant = 宣言漏れのクレームをつけたチーム
field-points = ディールの点数
field-tricks = 取った{ -trick }数
field-carry = 持ち越しのゲームポイント
field-game_points = このディールの前のゲームポイント
field-awarded = このディールのゲームポイント
field-gaigel-after_trick = いま終わったトリック（何番目）
field-gaigel-winner = { -trick }を取った席

## トークン
token-marriage = { -gaigel-marriage }
token-trump-seven-exchange = { -trump }の7の交換
token-five-sevens = 7が5枚
token-trick-winner = 自分が{ -trick }に勝った
token-winner-partner = { -partner }が{ -trick }に勝った
token-opponent = 相手が{ -trick }に勝った
# The game winner's "none" as an answer to choose (not the trick role below).
choice-gaigel-none = まだどちらのチームでもない（ゲームは続く）
token-none = { -trick }が終わった直後ではない
token-declare = { -gaigel-knock }（101点の宣言）があった
token-missed-declaration-claim = 宣言漏れのクレームがあった
token-no-declaration = { -gaigel-knock }もクレームもなかった（ディールが流れた）
token-yes = はい
token-no = いいえ

## 種類ごとの既定の問い
prompt-gaigel-legal-plays = 出せるカードはどれですか？
prompt-gaigel-trick-winner = この{ -trick }に勝つのはどのカードですか？
prompt-gaigel-card-points = これらのカードは何点ですか？
prompt-gaigel-meld-points = この宣言は何点ですか？
prompt-gaigel-deal-points = このチームのディールの合計点は何点ですか？
prompt-gaigel-declaration-allowed = このプレイヤーは今この宣言ができますか？
prompt-gaigel-deal-score = 各チームのゲームポイントと、次のディールへの持ち越しはいくつですか？
prompt-gaigel-game-winner = このディールでゲームに勝つのはどちらですか？
prompt-gaigel-draw-order = いまから{ -gaigel-stock }を取る順番は？　席番号を順に入力してください。

## ドリルのトピック
topic-gaigel-free-play = 山札があるうち：自由に出せる
topic-gaigel-follow-suit = 山札がなくなった後：マストフォロー
topic-gaigel-must-beat = 山札がなくなった後：リードのスートで上回る
topic-gaigel-must-trump = 山札がなくなった後：{ -follow-suit }できなければ{ -trump }
topic-gaigel-over-trump = 山札がなくなった後：{ -overtrump }
topic-gaigel-identical-cards = { -trick }の勝者：同じカード2枚なら先に出したほう
topic-gaigel-last-trick = 得点：最後の{ -trick }は10点増し
topic-gaigel-royal-marriage = 手役：{ -trump }の{ -gaigel-marriage }は40点
topic-gaigel-double-marriage = 手役：ダブルマリッジは2倍
topic-gaigel-declarations-count = 得点：手役も101点に数える
topic-gaigel-who-marries = { -gaigel-marriage }：{ -trick }の勝者かその{ -partner }、1{ -trick }に1回
topic-gaigel-when-to-marry = { -gaigel-marriage }：{ -trick }の直後、山札から取る前、山札があるうちだけ
topic-gaigel-trump-seven = { -trump }の7の交換：自分で1{ -trick }取っていれば、いつでも

choice-gaigel-carry_next = 次のディールへの持ち越し
