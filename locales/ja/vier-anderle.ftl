### フィールアンダーレとヤパニッシュ・フィールアンダーレ：ゲーム名、用語、既定の問い。

game-vier-anderle = フィールアンダーレ
game-vier-anderle-summary = シュヴァルツヴァルトの賭けのゲーム。タロットの38枚で手札は4枚、トリック1つでポットの1/4をもらい、トリックなしは払います。日本生まれの変種ヤパニッシュ・フィールアンダーレも。
game-japanisch-vier-anderle = ヤパニッシュ・フィールアンダーレ

## レッスン名
vier-anderle-pack-title = タロットの38枚のパック
vier-anderle-tricks-title = トリックの勝ち負け
vier-anderle-follow-title = フォローと、トリックを上回る義務
vier-anderle-trumping-title = 切札：切ることと上の切札
vier-anderle-deals-title = 2種類のディールとポット
vier-anderle-in-out-title = 出るか降りるか
vier-anderle-settling-title = 出る・降りるのディールの精算
vier-anderle-japanisch-title = ヤパニッシュ・フィールアンダーレ：どこが変わるか

## 局面の項目
field-vier-anderle-rules = ルール
field-vier-anderle-extra_pips_per_suit = 各スートに足す数札
field-vier-anderle-trick = トリックに出たカード
field-vier-anderle-hand = あなたの手札
field-vier-anderle-players = 人数
field-vier-anderle-dealer = ディーラー
field-vier-anderle-pot_before_deal = ディール前のポット
field-vier-anderle-in = 出た人
field-vier-anderle-tricks = 取ったトリック数

## トークン
token-vier-anderle-japanisch = ヤパニッシュ・フィールアンダーレ

## 選択肢
choice-vier-anderle-all-play = 全員参加のディール（全員がプレイ）
choice-vier-anderle-in-out = 出る・降りるのディール（各自が出るか降りるかを宣言）

## ディールの精算の答えの部分
part-vier-anderle-chips = 席ごとのチップ
part-vier-anderle-chips-ask = このディールで各席は何チップ得ます（＋）か、失います（－）か。0番席から順に。
part-vier-anderle-pot_after = 精算後のポット
part-vier-anderle-pot_after-ask = 精算が終わったとき、ポットには何チップありますか。

## 種類ごとの既定の問い
prompt-vier-anderle-legal-plays = 出してよいカードはどれですか。
prompt-vier-anderle-trick-winner = このトリックに勝つカードはどれですか。
prompt-vier-anderle-deal-score = このディールを精算してください。各席のチップの増減と、精算後のポットは？
prompt-vier-anderle-opening-leader = 最初のトリックをリードするのはだれですか。
prompt-vier-anderle-deal-type = これはどちらの種類のディールですか。
prompt-vier-anderle-declaration-order = 「出る」「降りる」を宣言する順番は？ 席を順に入力してください。
prompt-japanisch-vier-anderle-legal-plays = ヤパニッシュ・フィールアンダーレ：出してよいカードはどれですか。
prompt-japanisch-vier-anderle-trick-winner = ヤパニッシュ・フィールアンダーレ：このトリックに勝つカードはどれですか。
prompt-japanisch-vier-anderle-deal-score = ヤパニッシュ・フィールアンダーレ：このディールを精算してください。各席のチップの増減と、精算後のポットは？
prompt-japanisch-vier-anderle-opening-leader = ヤパニッシュ・フィールアンダーレ：最初のトリックをリードするのはだれですか。
prompt-japanisch-vier-anderle-deal-type = ヤパニッシュ・フィールアンダーレ：これはどちらの種類のディールですか。
prompt-japanisch-vier-anderle-declaration-order = ヤパニッシュ・フィールアンダーレ：「出る」「降りる」を宣言する順番は？ 席を順に入力してください。
