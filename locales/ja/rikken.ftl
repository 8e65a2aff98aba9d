### リッケン：ゲーム名、用語、既定の問い。

game-rikken = リッケン
game-rikken-summary = オランダの4人用ビッドゲーム。エースを指定して{ -partner }と組むか、1人でプレイして、チップをやり取りします。

## レッスンの題名（一覧表示がこのファイルだけを読めばすむよう、ここに置きます）
rikken-pack-title = カード、プレイヤー、{ -trick }
rikken-bids-title = 16種類のビッド
rikken-auction-title = { -rikken-auction }
rikken-calling-title = エースの指定
rikken-troela-title = トロエラ：エース3枚
rikken-following-title = { -follow-suit }と{ -rikken-called-ace }
rikken-blind-title = ブラインドと伏せたリード
rikken-open-title = ミゼール、ピーク、オープンの{ -rikken-contract }
rikken-whole-deal-title = 卓で1ディールを通して遊ぶ
rikken-scoring-title = チップの精算

## 局面の項目
field-rikken-contract = { -rikken-contract }
field-rikken-trump = { -trump }
field-rikken-called = 指定されたカード
field-rikken-blind = ブラインドで指定された
field-rikken-trick = { -trick }に出ているカード
field-rikken-hand = あなたの手札
field-rikken-declarer_hand = 宣言者の手札
field-rikken-auction = ここまでの{ -rikken-auction }
field-rikken-to_act = 手番
field-rikken-bid = 対象のコール
field-rikken-declarer = 宣言者
field-rikken-partner = { -partner }
field-rikken-tricks = 取った{ -trick }数

## パートナー指定の答えの部分
part-rikken-cards = 指定できるカード
part-rikken-cards-ask = 指定できるカードはどれですか？
part-rikken-blind = ブラインド
part-rikken-blind-ask = ブラインドの指定になりますか？

## ビッドの名前：プレイヤーが使うオランダ語の名前を添えます
token-rikken-rik = リック（Rik）
token-rikken-rik-beter = リック・ベター（Rik beter）
token-rikken-8-alleen = ソロ8（8 alleen）
token-rikken-misere = ミゼール（Misère）
token-rikken-piek = ピーク（Piek）
token-rikken-9-alleen = ソロ9（9 alleen）
token-rikken-10-alleen = ソロ10（10 alleen）
token-rikken-11-alleen = ソロ11（11 alleen）
token-rikken-12-alleen = ソロ12（12 alleen）
token-rikken-open-misere = オープンミゼール（Open misère）
token-rikken-open-piek = オープンピーク（Open piek）
token-rikken-troela = トロエラ（Troela）
token-rikken-open-misere-praatje = オープンミゼール相談付き（Open misère met praatje）
token-rikken-open-piek-praatje = オープンピーク相談付き（Open piek met praatje）
token-rikken-13-alleen = ソロ13（13 alleen）
token-rikken-open-13-alleen = オープンソロ13（Open 13 alleen）
token-rikken-pass = パス
token-rikken-none = なし

## メニューのビッド：名前と、約束する内容
choice-rikken-rik = リック（指定した{ -partner }と8{ -trick }）
choice-rikken-rik-beter = リック・ベター（リックと同じで、{ -trump }はハート）
choice-rikken-8-alleen = ソロ8（1人で8{ -trick }）
choice-rikken-misere = ミゼール（1{ -trick }も取らない）
choice-rikken-piek = ピーク（ちょうど1{ -trick }）
choice-rikken-9-alleen = ソロ9（1人で9{ -trick }）
choice-rikken-10-alleen = ソロ10（1人で10{ -trick }）
choice-rikken-11-alleen = ソロ11（1人で11{ -trick }）
choice-rikken-12-alleen = ソロ12（1人で12{ -trick }）
choice-rikken-open-misere = オープンミゼール（1{ -trick }も取らない、手札を公開）
choice-rikken-open-piek = オープンピーク（ちょうど1{ -trick }、手札を公開）
choice-rikken-troela = トロエラ（エース3枚で、4枚目の持ち主と組む）
choice-rikken-open-misere-praatje = オープンミゼール相談付き（1{ -trick }も取らない、全員が手札を公開、相手は相談できる）
choice-rikken-open-piek-praatje = オープンピーク相談付き（ちょうど1{ -trick }、全員が手札を公開、相手は相談できる）
choice-rikken-13-alleen = ソロ13（1人で13{ -trick }全部）
choice-rikken-open-13-alleen = オープンソロ13（13{ -trick }全部、手札を公開）

## 種類ごとの既定の問い
prompt-rikken-legal-plays = 出せるカードはどれですか？
prompt-rikken-trick-winner = この{ -trick }に勝つのはどのカードですか？
prompt-rikken-bid-legal = このプレイヤーがいまできるビッドはどれですか？（パスはビッドではないので含めません）
prompt-rikken-bid-allowed = このプレイヤーは、いまこのコールができますか？
prompt-rikken-auction-result = { -rikken-auction }が終わりました。誰がどの{ -rikken-contract }でプレイしますか？（流れた場合は「なし」）
prompt-rikken-call-legal = 宣言者は{ -trump }を決め、{ -partner }を決めるカードを指定します。指定できるカードはどれですか？　また、ブラインドの指定になりますか？
prompt-rikken-deal-score = このディールで、各プレイヤーが得るチップ（＋）または失うチップ（−）はいくつですか？

## ドリルのトピック
topic-rikken-follow-suit = { -follow-suit }（勝つ義務はない）
topic-rikken-void-is-free = リードのスートがなければ自由（切る義務はない）
topic-rikken-called-ace = { -rikken-called-ace }は出さなければならない
topic-rikken-overtricks = 精算：オーバートリックも払われる
topic-rikken-undertricks = 精算：失敗は{ -rikken-failed-value }とアンダートリック点
topic-rikken-three-aces = ビッド：エース3枚ならトロエラ以上だけ
topic-rikken-three-aces-pass = ビッド：エース3枚なら最初の番はパスできない、その後はパスできる
topic-rikken-join-pair = ビッド：同じランクに加われるのはミゼールとピークの組だけ
topic-rikken-troela = ビッド：トロエラはエースがちょうど3枚のとき
topic-rikken-call-held-suit = 指定：持っているスートのエース、なければブラインド
topic-rikken-call-not-trump = 指定：{ -trump }のエースは指定できない
topic-rikken-other-suits-never-win = { -trick }の勝者：別のスートのカードは勝たない
