### リッケン：ゲーム名、用語、既定の問い。

game-rikken = リッケン
game-rikken-summary = オランダの4人用ビッドゲーム。エースを指定してパートナーを探すか、1人で挑み、チップをやり取りします。

## レッスン名
rikken-pack-title = カード、プレイヤー、トリック
rikken-bids-title = 16種類のビッド
rikken-auction-title = オークション
rikken-calling-title = エースの指定
rikken-troela-title = トロエラ：エース3枚
rikken-following-title = フォローと指定されたエース
rikken-blind-title = ブラインドと伏せたリード
rikken-open-title = ミゼール、ピーク、オープンの契約
rikken-scoring-title = チップの精算

## 局面の項目
field-rikken-contract = 契約
field-rikken-trump = 切札
field-rikken-called = 指定されたカード
field-rikken-blind = ブラインドの指定
field-rikken-trick = トリックのカード
field-rikken-hand = あなたの手札
field-rikken-declarer_hand = 宣言者の手札
field-rikken-auction = ここまでのオークション
field-rikken-to_act = コールする人
field-rikken-bid = 問われているコール
field-rikken-declarer = 宣言者
field-rikken-partner = パートナー
field-rikken-tricks = 取ったトリック数

## 指定の答えの部分
part-rikken-cards = 指定できるカード
part-rikken-cards-ask = 指定できるカードはどれですか？
part-rikken-blind = ブラインド
part-rikken-blind-ask = ブラインドの指定ですか？

## ビッドは、プレイヤーが使うオランダ語の名前のまま
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

## メニューのビッド：名前と約束する内容
choice-rikken-rik = リック（指定したパートナーと8トリック）
choice-rikken-rik-beter = リック・ベター（リックと同じ、切札はハート）
choice-rikken-8-alleen = ソロ8（1人で8トリック）
choice-rikken-misere = ミゼール（1トリックも取らない）
choice-rikken-piek = ピーク（ちょうど1トリック）
choice-rikken-9-alleen = ソロ9（1人で9トリック）
choice-rikken-10-alleen = ソロ10（1人で10トリック）
choice-rikken-11-alleen = ソロ11（1人で11トリック）
choice-rikken-12-alleen = ソロ12（1人で12トリック）
choice-rikken-open-misere = オープンミゼール（手札を公開して0トリック）
choice-rikken-open-piek = オープンピーク（手札を公開して1トリック）
choice-rikken-troela = トロエラ（エース3枚、4枚目の持ち主と組む）
choice-rikken-open-misere-praatje = オープンミゼール相談付き（全員公開、相手は相談できる）
choice-rikken-open-piek-praatje = オープンピーク相談付き（全員公開、相手は相談できる）
choice-rikken-13-alleen = ソロ13（1人で13トリック全部）
choice-rikken-open-13-alleen = オープンソロ13（手札を公開して13トリック全部）

## 種類ごとの既定の問い
prompt-rikken-legal-plays = どのカードを出せますか？
prompt-rikken-trick-winner = このトリックに勝つのはどのカードですか？
prompt-rikken-bid-legal = このプレイヤーがいまできるビッドはどれですか？（パスはビッドではないので含めません）
prompt-rikken-bid-allowed = このプレイヤーは、いまこのコールをしてよいですか？
prompt-rikken-auction-result = オークションが終わりました。誰がどの契約でプレイしますか？（流れた場合は「なし」）
prompt-rikken-call-legal = 宣言者は切札を決め、パートナーを探すカードを指定します。指定できるカードはどれで、ブラインドの指定になりますか？
prompt-rikken-deal-score = このディールで各プレイヤーは何チップ得ます（＋）か、失います（−）か？
