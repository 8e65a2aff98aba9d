### フィールアンダーレとヤパニッシュ・フィールアンダーレのテーブル：1ディール通しのプレイとディールの記録。

## 認められない行動
reason-vier-anderle-no-declaring-all-play = ディーラーが4チップを入れる前のポットは空だったので、全員参加のディールです。全員がプレイし、出る・降りるの宣言はしません。
reason-vier-anderle-declaration-final = 出るか降りるかは、各自が一度だけ、全員に聞こえるように宣言し、取り消せません。この人はすでに「{ $said }」と宣言しています。
reason-vier-anderle-declare-first = 出る・降りるのディールでは、最初のカードを出す前に、全員が出るか降りるかを宣言します。
reason-vier-anderle-not-in-hand = { $card }はこの人の手札にありません。各自は自分の手札からカードを出します。

## ディールの終わり方
reason-vier-anderle-ended-all-play = 全員参加のディール：全員で4トリックをプレイしました。
reason-vier-anderle-ended-in-out = 出た人（{ $seats }）が4トリックをプレイし、ほかの人は降りました。
reason-vier-anderle-ended-lone-player = 出たのは{ $seat }番席だけなので、カードは出さず、この人がすぐにポットを総取りします。
reason-vier-anderle-ended-nobody-in = ディーラーも含めて全員が降りました。カードは出さず、ポットは次のディールに持ち越されます。
reason-vier-anderle-unfinished = ディールはまだ終わっていません。{ $seat }番席の番です。

## ディールの記録の問題
problem-vier-anderle-hand-missing = { $field }：{ $seat }番席の手札がありません。全員に4枚ずつ配ります（5.4）。
problem-vier-anderle-hand-size = { $field }：{ $seat }番席の手札は{ $actual }枚ですが、全員にちょうど4枚ずつ配ります（5.4）。

## テーブルのディールの項目
field-vier-anderle-hands = 手札
field-vier-anderle-chips_before_deal = このディールの前のチップ
field-vier-anderle-pot = ポット（ディーラーが入れた後）
field-vier-anderle-deal_type = ディールの種類
field-vier-anderle-declarations = 出る・降りる
field-vier-anderle-side_pot = サイドポット
field-vier-anderle-chips = これまでのチップ

## トークン
token-vier-anderle-all-play = 全員参加のディール
token-vier-anderle-in-out = 出る・降りるのディール
token-vier-anderle-in = 出る
token-vier-anderle-out = 降りる

## 既定の問い
prompt-vier-anderle-deal = このディールを再生してください。結果（各席のチップの増減と精算後のポット）は？　それとも反則の行動がありますか、ディールが終わっていませんか？
prompt-japanisch-vier-anderle-deal = ヤパニッシュ・フィールアンダーレ：このディールを再生してください。結果（各席のチップの増減と精算後のポット）は？　それとも反則の行動がありますか、ディールが終わっていませんか？

## テーブルでの行動
field-vier-anderle-pot_after = ディール後の{ -vier-anderle-pot }
