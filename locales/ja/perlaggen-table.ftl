### テーブルのペルラッゲン：1ディール通しのプレイで審判が示す理由。

## 認められない行動
reason-perlaggen-card-not-held = { $card }はこのプレイヤーの手札にありません（またはすでに公開しています）
reason-perlaggen-natural-baptised = { $card }は普通のカードです。別のカードとして宣言できるのはペルラッグだけです
reason-perlaggen-cut-size = カットでは少なくとも1枚を持ち上げ、少なくとも1枚を残します。持ち上げるのは1～{ $most }枚です
reason-perlaggen-exchange-ineligible = 表になった{ $turned }と{ $card }は交換できません。交換できるのは印刷されたスートが{ $trump }のカードで、恒久ペルラッグが表になったときは恒久ペルラッグ以外、切札ペルラッグが表になったときは普通のカードだけです
reason-perlaggen-answer-first = { $figure }へのベットが応答を待っています。先にホールド、レイズ、または負けを認めてください。そのあいだカードは出せません
reason-perlaggen-show-figure-done = 公開するチームはこの番ですでに{ $figure }について行動したか、このチームはもう行動できません
reason-perlaggen-show-stood = シュピールに勝ったチームは、自分の番の終わりに{ $figure }を引き分けのままにしたので、あとから改善できません
reason-perlaggen-contest-no-example = このプレイヤーはプレイしたカードと公開したカードの中に{ $figure }の例を持っていません。先にカードを公開してください
reason-perlaggen-contest-too-weak = { $figure }を争うには、相手がこれまでに公開した最も良い例と同じかそれより強く、自分のチームの例より強い例を公開しなければなりません

## ディールの終わり方
reason-perlaggen-deal-spiel-tricks = { $team }が3トリックを取ってシュピールに勝ちました。プレイはすぐに止まります
reason-perlaggen-deal-spiel-conceded = シュピールは{ $team }に負けを認められました。プレイはすぐに止まります
reason-perlaggen-deal-shown = まだ決まっていなかったグライヒとハンガーは、公開で決まりました
reason-perlaggen-deal-gestrichen-spiel = 17対17では2枚の得点源は無視されます。{ $team }が3トリックを取り、シュピールで決まります
reason-perlaggen-deal-split-gestrichen = シュピールの負けを認めたことで17対17になりました。ディールはここで終わり、これ以上だれも得点せず、次のディールに進みます
reason-perlaggen-deal-claim = 17対17で、{ $team }のプレイヤーが3枚以上の最も良い得点源を申し出ました。ゲームに勝ち、ディールは最初のリードの前に終わります
reason-perlaggen-deal-unfinished = ここまでの行動はすべて正しいですが、ディールはまだ終わっていません。次に行動するのは{ $seat }です
reason-perlaggen-proof-fails = { $team }は、ベットや負けを認めてもらったことで必要な{ $figure }の例を公開できません。その得点源で失敗します
field-perlaggen-own_team = あなたのチーム
