### テーブルのマリグリアとマニグリア：エンジンが審判を務める1ディール通しのプレイ。

## 審判が示す理由
reason-marglia-not-in-hand = { $card }はあなたの手札にありません。出せるのは手札のカードだけです。
reason-marglia-deal-stopped = めくったカードの点数でディーラー側の累計得点が{ $after }点になり、ディーラー側はこのディールを打ち切りました。カードは1枚も出さず、このディールの得点は両チームとも0点です。めくったカードの点数はそのまま残ります。
reason-marglia-all-tricks-played = { $tricks }トリックすべてをプレイしました。各チームは取ったカードの得点とフリーロ入りのトリックを数えます。
reason-marglia-solo-card-points = { $tricks }トリックすべてをプレイしました。個人戦なのでディールの得点はなく、各プレイヤーが取ったカードの得点とフリーロ入りのトリックを数えます。
reason-marglia-deal-unfinished = ディールはまだ終わっていません。{ $seat }の番です。

## ディール記録の問題
problem-marglia-removed-not-a-two = { $field }：{ $card }は2ではありません。3人のときは2を1枚だけ抜きます（9）
problem-marglia-deduction-35-or-45 = { $field }：{ $actual }ですが、ディールの合計点から引くのは35点（変則ルールでは45点）です（8.1）

## ディールの局面の項目
field-marglia-hands = 配られた手札
field-marglia-removed = 抜いた2
field-marglia-other_side_score_before = ディール前の相手側の累計得点
field-marglia-deal_number = ディール
field-marglia-deals_in_game = ゲームのディール数
field-marglia-dealer = ディーラー
field-marglia-running_score = 累計得点
field-marglia-dealer_score = ディーラーの累計得点
field-marglia-may_stop = ディーラー側はこのディールを打ち切れる
field-marglia-stopped = ディールは打ち切られた
field-marglia-tricks_taken = 取ったトリック
field-marglia-game_result = ゲームの勝者

## 用語
token-marglia-draw = 引き分け

## 行動
act-marglia-stop = ディールを打ち切る
act-marglia-play_on = ディールをプレイする

## 種類ごとの既定の問い
prompt-marglia-deal = このディールを再生してください。各チームの得点は何点ですか？ それとも、最初の反則の行動はどれですか？
prompt-maniglia-deal = マニグリア：このディールを再生してください。結果はどうなりますか？ それとも、最初の反則の行動はどれですか？
