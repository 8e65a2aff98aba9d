### ゲームの用語：1つの概念に1つの語。ここで一度だけ定義し、メッセージでは { -name } として使います。
### ゲームの元の言葉（ドイツ語、チロル方言、オランダ語、イタリア語）は英語のファイルの属性にあります。
### 使ってはいけない言い方は `wrong-terms.txt` にあり、`check` が見つけて報告します。

## すべてのゲームに共通
-trick = トリック
-trump = 切札
-lead = リード
-follow-suit = フォロー
-overtrump = 上の切札を出す
-suit = スート
-dealer = ディーラー
-partner = パートナー
-deal = ディール
-seat = 席
-card-points = カードの得点
-lesson = レッスン

## ガイゲル
-gaigel-marriage = マリッジ
-gaigel-knock = 勝利宣言
-gaigel-stock = 山札
-gaigel-ober = オーバー
-gaigel-unter = ウンター

## リッケン
-rikken-bid = ビッド
-rikken-auction = オークション
-rikken-holder = ホルダー
-rikken-contract = 契約
-rikken-called-ace = 指定されたエース
-rikken-call-ace = エースを指定する
-rikken-blind = ブラインド
-rikken-chips = チップ
-rikken-made-value = 成功点
-rikken-failed-value = 失敗点
-rikken-overtricks = オーバートリック
-rikken-undertricks = アンダートリック

## マリグリアとマニグリア
-marglia-frillo = フリーロ
-marglia-cups = カップ
-marglia-coins = コイン
-marglia-batons = バトン
-marglia-swords = ソード
-marglia-king = レ（王）
-marglia-knight = カヴァッロ（騎士）
-marglia-knave = ファンテ（従者）

## フィールアンダーレとヤーパニッシュ・フィールアンダーレ
-vier-anderle-pot = ポット
-vier-anderle-in = 出る
-vier-anderle-out = 降りる
-vier-anderle-skus = スキュス
-vier-anderle-cavalier = カヴァッロ
-vier-anderle-head = トリックを上回る

## ペルラッゲン
-perlaggen-wild-card = ペルラッグ
-perlaggen-weli = ヴェリ
-perlaggen-baptise = 宣言する
-perlaggen-figure = 得点源
-perlaggen-gleich = グライヒ
-perlaggen-hanger = ハンガー
-perlaggen-spiel = シュピール
-perlaggen-bet = ベット
-perlaggen-proof = 公開
-perlaggen-conceded = 負けを認めてもらった
