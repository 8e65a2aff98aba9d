### マリグリアとマニグリア：ゲーム名、用語、既定の問い。

game-marglia = マリグリア
game-marglia-summary = サルデーニャのペア戦。7が最強、フリーロのあるトリックは1点増し、35点を超えた分だけが得点。ラテンスートのいとこ、マニグリアも。
game-maniglia = マニグリア

## レッスン名
marglia-pack-title = 40枚のパックと変わった強さの順
marglia-points-title = カードの得点とフリーロ
marglia-deal-title = 配り方とめくった切札
marglia-following-title = フォローと切札を出す義務
marglia-exemptions-title = 切札を出さなくてよい3つの場合
marglia-counting-title = ディールの得点計算
marglia-maniglia-title = マニグリア：ラテンスートで遊ぶ同じゲーム

## 局面の項目
field-marglia-players = 人数
field-marglia-partnerships = ペア戦
field-marglia-trump = 切札
field-marglia-trick = トリックのカード
field-marglia-hand = あなたの手札
field-marglia-cards = カード
field-marglia-tricks = トリック
field-marglia-side_a = Aチームのトリック
field-marglia-side_b = Bチームのトリック
field-marglia-deduction = 各チームから引く点
field-marglia-turned = めくったカード
field-marglia-dealer_side_score_before = めくる前のディーラー側の得点

## 用語
token-marglia-card_points = カードの得点
token-marglia-frillo_tricks = フリーロ入りのトリック

## めくったカードの答えの部分
part-marglia-dealer_side_score = ディーラー側の得点
part-marglia-dealer_side_score-ask = めくった後のディーラー側の累計得点はいくつですか？
part-marglia-may_end_deal = ディールを終えられるか
part-marglia-may_end_deal-ask = ディーラー側はこのディールを終えられますか？

## 種類ごとの既定の問い
prompt-marglia-legal-plays = どのカードを出せますか？
prompt-marglia-trick-winner = このトリックに勝つのはどのカードですか？
prompt-marglia-card-points = これは何点になりますか？
prompt-marglia-deal-score = このディールで各チームは何点を得ますか？
prompt-marglia-turnup-credit = ディーラーが最後のカードをめくりました。ディーラー側の得点はいくつになり、このディールを終えることができますか？
prompt-maniglia-legal-plays = マニグリア：どのカードを出せますか？
prompt-maniglia-trick-winner = マニグリア：このトリックに勝つのはどのカードですか？
prompt-maniglia-card-points = マニグリア：これは何点になりますか？
prompt-maniglia-deal-score = マニグリア：このディールで各チームは何点を得ますか？
prompt-maniglia-turnup-credit = マニグリア：ディーラーが最後のカードをめくりました。ディーラー側の得点はいくつになり、このディールを終えることができますか？
