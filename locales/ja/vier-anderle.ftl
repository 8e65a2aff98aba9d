### フィールアンダーレとヤパニッシュ・フィールアンダーレ：ゲーム名、用語、既定の問い。

game-vier-anderle = フィールアンダーレ
game-vier-anderle-summary = ドイツ・シュヴァルツヴァルトの賭けのゲーム。タロットカード38枚を使い、手札は4枚です。{ -vier-anderle-pot }にチップがあれば、{ -trick }1つで{ -vier-anderle-pot }の1/4をもらい、1{ -trick }も取れないと払います。日本生まれのバリエーション、ヤパニッシュ・フィールアンダーレも。
game-japanisch-vier-anderle = ヤパニッシュ・フィールアンダーレ

## レッスン名
vier-anderle-pack-title = 38枚のタロットカード
vier-anderle-tricks-title = { -trick }の勝ち負け
vier-anderle-follow-title = { -follow-suit }と、{ -trick }を上回る義務
vier-anderle-trumping-title = { -trump }を出す義務と、{ -overtrump }義務
vier-anderle-deals-title = 2種類のディールと{ -vier-anderle-pot }
vier-anderle-in-out-title = 出るか降りるか
vier-anderle-settling-title = 出る・降りるのディールの精算
vier-anderle-whole-deal-title = 卓で1ディールを通して遊ぶ
vier-anderle-japanisch-title = ヤパニッシュ・フィールアンダーレ：どこが変わるか

## 局面の項目
field-vier-anderle-rules = ルール
field-vier-anderle-extra_pips_per_suit = 各スートに追加する数札
field-vier-anderle-trick = { -trick }に出たカード
field-vier-anderle-hand = あなたの手札
field-vier-anderle-players = 人数
field-vier-anderle-dealer = { -dealer }
field-vier-anderle-pot_before_deal = 配る前の{ -vier-anderle-pot }
field-vier-anderle-in = 参加者（出た人）
field-vier-anderle-tricks = 取った{ -trick }数

## トークン
token-vier-anderle-japanisch = ヤパニッシュ・フィールアンダーレ

## 選択肢
choice-vier-anderle-all-play = 全員参加のディール（全員がプレイ）
choice-vier-anderle-in-out = 出る・降りるのディール（各自が出るか降りるかを宣言）

## ディールの精算の答えの部分
part-vier-anderle-chips = 各席のチップの増減
part-vier-anderle-chips-ask = このディールでの各席のチップの増減（＋／−）を、0番席から順に答えてください。
part-vier-anderle-pot_after = 精算後の{ -vier-anderle-pot }
part-vier-anderle-pot_after-ask = 精算が終わったとき、{ -vier-anderle-pot }には何チップありますか？

## 種類ごとの既定の問い
prompt-vier-anderle-legal-plays = どのカードを出せますか？
prompt-vier-anderle-trick-winner = この{ -trick }に勝つのはどのカードですか？
prompt-vier-anderle-deal-score = このディールを精算してください。各席のチップの増減と、精算後の{ -vier-anderle-pot }は？
prompt-vier-anderle-opening-leader = オープニングリードをするのは誰ですか？
prompt-vier-anderle-deal-type = これはどちらの種類のディールですか？
prompt-vier-anderle-declaration-order = 各席はどの順番で「出る」「降りる」を宣言しますか？　席番号を順に入力してください。
prompt-japanisch-vier-anderle-legal-plays = ヤパニッシュ・フィールアンダーレ：どのカードを出せますか？
prompt-japanisch-vier-anderle-trick-winner = ヤパニッシュ・フィールアンダーレ：この{ -trick }に勝つのはどのカードですか？
prompt-japanisch-vier-anderle-deal-score = ヤパニッシュ・フィールアンダーレ：このディールを精算してください。各席のチップの増減と、精算後の{ -vier-anderle-pot }は？
prompt-japanisch-vier-anderle-opening-leader = ヤパニッシュ・フィールアンダーレ：オープニングリードをするのは誰ですか？
prompt-japanisch-vier-anderle-deal-type = ヤパニッシュ・フィールアンダーレ：これはどちらの種類のディールですか？
prompt-japanisch-vier-anderle-declaration-order = ヤパニッシュ・フィールアンダーレ：各席はどの順番で「出る」「降りる」を宣言しますか？　席番号を順に入力してください。

## ドリルのトピック
topic-vier-anderle-head-the-trick = リードのスートで{ -trick }を上回る
topic-vier-anderle-trick-trumped = 切られた{ -trick }：そのスートならどれでも
topic-vier-anderle-trump-led = { -trump }のリード：一番強い{ -trump }を上回る
topic-vier-anderle-must-trump = { -follow-suit }できなければ{ -trump }
topic-vier-anderle-over-trump = { -overtrump }
topic-vier-anderle-losing-trump = 負ける{ -trump }でも{ -trump }を出す
topic-vier-anderle-japanisch-follow = ヤパニッシュ：そのスートならどれでも
topic-vier-anderle-other-suits-never-win = { -trick }の勝者：別のスートのカードは勝たない
topic-vier-anderle-ante = 精算：{ -dealer }の4チップも数える
topic-vier-anderle-trickless-pays-pot = 出る・降りるのディールの精算：{ -trick }なしは{ -vier-anderle-pot }と同じだけ払う
topic-vier-anderle-drop-fees = ヤパニッシュの精算：下り賃（{ -dealer }も）
topic-vier-anderle-fixed-eight = ヤパニッシュの精算：{ -trick }なしは決まった8チップ
