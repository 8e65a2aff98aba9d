### ペルラッゲン：ゲーム名、用語、既定の問い。

game-perlaggen = ペルラッゲン
game-perlaggen-summary = チロル地方の4人2チーム制のゲーム。ドイツ式のカード33枚を使い、そのうち最大7枚がワイルドカード（ペルラッグ）です。グライヒ、ハンガー、シュピールにベットし、先に18点に達したチームが勝ちます。

## レッスン名
perlaggen-pack-title = 33枚のカードとヴェリ
perlaggen-wild-title = ペルラッグ：恒久ペルラッグと{ -trump }ペルラッグ
perlaggen-deal-title = カット、配り方、{ -trump }表示カード
perlaggen-baptising-title = ペルラッグの宣言
perlaggen-following-title = ペルラッグがあるときの{ -follow-suit }と{ -trick }の勝者
perlaggen-gleich-title = グライヒ
perlaggen-hanger-title = ハンガー
perlaggen-betting-title = シュピール、ベット、ベットへの応答
perlaggen-show-title = 公開と最後の確認
perlaggen-scoring-title = 得点と、18点で決まるゲームの勝敗
perlaggen-whole-deal-title = テーブルで1ディールを通して遊ぶ

## 局面の項目
field-perlaggen-trump = { -trump }
field-perlaggen-card = カード
field-perlaggen-seen = カットで見えたカード
field-perlaggen-cutter_took = カットで取ったペルラッグの枚数
field-perlaggen-indicator = { -trump }表示カード
field-perlaggen-dealer_hand = { -dealer }（3番席）の手札
field-perlaggen-partner_hand = { -dealer }の{ -partner }（1番席）の手札
field-perlaggen-trick = { -trick }に出ているカード
field-perlaggen-hand = あなたの手札
field-perlaggen-play = 出すカード
field-perlaggen-hands = 手札
field-perlaggen-spiel_winner = 3{ -trick }を取るはずのチーム
field-perlaggen-figure = { -perlaggen-figure }
field-perlaggen-action = アクション
field-perlaggen-seat = 行動するプレイヤー
field-perlaggen-team = チーム
field-perlaggen-scores = 累計点
field-perlaggen-state = { -perlaggen-figure }の状態
field-perlaggen-showing = 公開する番のチーム
field-perlaggen-trick_no = 何{ -trick }目か
field-perlaggen-held = まだ持っているカード
field-perlaggen-played = すでに出したカード
field-perlaggen-gleich = グライヒ
field-perlaggen-hanger = ハンガー
field-perlaggen-spiel = シュピール
field-perlaggen-scores_before = ディール前の累計点
field-perlaggen-value = 点数
field-perlaggen-last_holder = 前回ホールドしたチーム
field-perlaggen-pending_by = 応答待ちのベットをしたチーム
field-perlaggen-pending_to = 提案している点数
field-perlaggen-decided = 決定済み
field-perlaggen-winner = 勝ったチーム
field-perlaggen-how = 決まり方
field-perlaggen-proof = 最低条件の公開
field-perlaggen-order = 順番

## 用語
token-perlaggen-gleich = グライヒ
token-perlaggen-hanger = ハンガー
token-perlaggen-spiel = シュピール
token-perlaggen-aus = シュピール・アウス
token-perlaggen-conceded = 相手が負けを認めた
token-perlaggen-held = ベットがありホールドされた
token-perlaggen-unbet = ベットなし
token-perlaggen-nobody = なし
token-perlaggen-tie = なし（引き分け）
token-perlaggen-bet = ベット
token-perlaggen-raise = レイズ
token-perlaggen-hold = ホールド
token-perlaggen-concede = 負けを認める（グート）
token-perlaggen-any = どのカードとしても宣言できます
token-perlaggen-led-or-trump = リードされたスートのカードか{ -trump }としてだけ宣言できます
token-perlaggen-trump-only = { -trump }としてだけ宣言できます
token-perlaggen-rank-A = A
token-perlaggen-rank-K = K
token-perlaggen-rank-O = オーバー
token-perlaggen-rank-U = ウンター
token-perlaggen-rank-10 = 10
token-perlaggen-rank-9 = 9
token-perlaggen-rank-8 = 8
token-perlaggen-rank-7 = 7
token-perlaggen-rank-6 = 6

## 選択肢
choice-perlaggen-A = チームA（0番席と2番席）
choice-perlaggen-B = チームB（1番席と3番席）
choice-perlaggen-tie = 引き分け（最も強いものが同じ）
choice-perlaggen-none = なし
choice-perlaggen-dealer = { -dealer }（3番席）
choice-perlaggen-partner = { -dealer }の{ -partner }（1番席）
choice-perlaggen-hearts = ♥ ハート
choice-perlaggen-bells = ♦ ベル
choice-perlaggen-leaves = ♠ リーフ
choice-perlaggen-acorns = ♣ ドングリ
choice-perlaggen-bet = ベット
choice-perlaggen-raise = レイズ
choice-perlaggen-hold = ホールド
choice-perlaggen-concede = 負けを認める（グート）

## 答えの部分
part-perlaggen-cards = カード
part-perlaggen-cards-ask = どのカードですか？　当てはまるものをすべて選んでください。
part-perlaggen-perlaggen = ペルラッグ
part-perlaggen-perlaggen-ask = 手札のペルラッグは、それぞれどのカードとして出せますか？
part-perlaggen-who = 交換できるプレイヤー
part-perlaggen-who-ask = { -trump }表示カードを交換できるのは誰ですか？

## 種類ごとの既定の問い
prompt-perlaggen-perlaggen = この{ -trump }のとき、ペルラッグになるのはどのカードですか？　強い順に答えてください。
prompt-perlaggen-is-perlagg = この{ -trump }のとき、このカードはペルラッグ（ワイルドカード）ですか？
prompt-perlaggen-cut-keep = カットするプレイヤーは、持ち上げたカードの一番下に、これらのカードをこの順に見ました。どのカードを取りますか？
prompt-perlaggen-deal-packets = カットするプレイヤーには、2枚ずつ配る回と3枚ずつ配る回に、それぞれ何枚配られますか？
prompt-perlaggen-trump-suit = このカードがめくられました。{ -trump }はどのスートですか？
prompt-perlaggen-exchange-options = { -trump }表示カードを交換できるのは誰ですか？　また、そのプレイヤーの手札のどのカードを、代わりに配り残りの上に置くことができますか？
prompt-perlaggen-legal-plays = 何を出せますか？　まず、出せる普通のカード（ペルラッグでないカード）をすべて選び、次に、それぞれのペルラッグをどのカードとして出せるかを答えてください。
prompt-perlaggen-play-legal = この出し方はルールに合っていますか？
prompt-perlaggen-trick-winner = この{ -trick }に勝つのはどのカードですか？
prompt-perlaggen-gleich-winner = グライヒに勝つのはどちらのチームですか？
prompt-perlaggen-hanger-winner = ハンガーに勝つのはどちらのチームですか？
prompt-perlaggen-bet-legal = このプレイヤーは、いまこれを行うことができますか？
prompt-perlaggen-bet-actions = このプレイヤーがいま行えるのは、次のうちどれですか？
prompt-perlaggen-deal-score = このディールで各チームは何点を得ますか？
prompt-perlaggen-game-winner = このディールでゲームに勝つチームはありますか？
prompt-perlaggen-gestrichen-winner = 両チームとも17点でこのディールを始めます。ゲームに勝つのはどちらのチームですか？

## ドリルのトピック
topic-perlaggen-follow-or-trump = { -follow-suit }するか{ -trump }を出す
topic-perlaggen-must-follow-or-trump = リードのスートがあれば捨て札はできない
topic-perlaggen-void-is-free = リードのスートがなければ自由
topic-perlaggen-equal-identities = { -trick }の勝者：同じカードとして出されたとき
topic-perlaggen-gleich-one-player = グライヒ：1人の手札だけで、{ -partner }のカードは合わせない
topic-perlaggen-hanger-one-player = ハンガー：1人の手札だけで、{ -partner }のカードは合わせない
topic-perlaggen-bet-alternate = ベット：ひとつの{ -perlaggen-figure }には両チームが交互にベットする
topic-perlaggen-endgame-limit = ベット：累計点と点数の合計が18未満でなければならない
topic-perlaggen-hold-any-score = ベット：ホールドは累計点に関係なくできる
topic-perlaggen-own-example = ベット：自分の5枚の中に例が必要（ペルラッグも数える）
topic-perlaggen-fifth-trick = ベット：第5{ -trick }のリード後のシュピールは、リードのスート、{ -trump }かペルラッグで
topic-perlaggen-show-turn = 公開：ベットを開始できるのは公開の番のチームだけ
topic-perlaggen-failed-proof = 得点：最後に{ -perlaggen-figure }の例を公開できないチームは−2点
topic-perlaggen-other-suits-never-win = { -trick }の勝者：別のスートのカードは勝たない
