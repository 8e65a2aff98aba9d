### マリグリアとマニグリア：ゲーム名、用語、既定の問い。

game-marglia = マリグリア
game-marglia-summary = サルデーニャの4人2チーム制のゲーム。7が一番強く、フリーロ入りのトリックは1点増し、35点を超えた分だけが得点になります。ラテンスートの仲間、マニグリアも学べます。
game-maniglia = マニグリア

## レッスン名
marglia-pack-title = 40枚のカードと変わった強さの順
marglia-points-title = カードの得点とフリーロ
marglia-deal-title = 配り方とめくった切札
marglia-following-title = フォローと切札を出す義務
marglia-exemptions-title = 切札を出さなくてよい3つの例外
marglia-counting-title = ディールの得点計算
marglia-maniglia-title = マニグリア：ラテンスートで遊ぶ同じゲーム
marglia-whole-deal-title = 卓で1ディールを通して遊ぶ

## 局面の項目
field-marglia-players = 人数
field-marglia-partnerships = ペア戦
field-marglia-trump = 切札
field-marglia-trick = トリックのカード
field-marglia-hand = あなたの手札
field-marglia-cards = カード
field-marglia-tricks = トリック
field-marglia-side_a = チームAのトリック
field-marglia-side_b = チームBのトリック
field-marglia-deduction = 合計点から引く点
field-marglia-turned = めくったカード
field-marglia-dealer_side_score_before = めくる前のディーラー側の累計得点

## 用語
token-marglia-card_points = カードの得点
token-marglia-frillo_tricks = フリーロ入りのトリック

## めくったカードの答えの部分
part-marglia-dealer_side_score = ディーラー側の累計得点
part-marglia-dealer_side_score-ask = めくった後のディーラー側の累計得点は何点ですか？
part-marglia-may_end_deal = ディールを打ち切れるか
part-marglia-may_end_deal-ask = ディーラー側はこのディールを打ち切れますか？

## 種類ごとの既定の問い
prompt-marglia-legal-plays = どのカードを出せますか？
prompt-marglia-trick-winner = このトリックに勝つのはどのカードですか？
prompt-marglia-card-points = 全部で何点になりますか？
prompt-marglia-deal-score = このディールで各チームは何点を得ますか？
prompt-marglia-turnup-credit = ディーラーが最後のカードをめくりました。ディーラー側の累計得点は何点になり、このディールを打ち切れますか？
prompt-maniglia-legal-plays = マニグリア：どのカードを出せますか？
prompt-maniglia-trick-winner = マニグリア：このトリックに勝つのはどのカードですか？
prompt-maniglia-card-points = マニグリア：全部で何点になりますか？
prompt-maniglia-deal-score = マニグリア：このディールで各チームは何点を得ますか？
prompt-maniglia-turnup-credit = マニグリア：ディーラーが最後のカードをめくりました。ディーラー側の累計得点は何点になり、このディールを打ち切れますか？

## ドリルのトピック
topic-marglia-follow-suit = フォロー（勝つ義務はない）
topic-marglia-must-trump = フォローできなければ切札
topic-marglia-over-trump = 上の切札を出す
topic-marglia-partner-winning = 例外（a）：パートナーが勝っている
topic-marglia-cannot-overtrump = 例外（c）：上の切札がない
topic-marglia-other-suits-never-win = トリックの勝者：別のスートのカードは勝たない
topic-marglia-frillo-point = トリックの得点：フリーロの1点
topic-marglia-below-35 = ディールの得点：35に届かない側は0点で、マイナスにはならない
