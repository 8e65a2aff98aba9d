### リッケン：エンジンが示す理由。ルールの条項ごとに1つ（id は `reason-` ＋ルールの id）。

## カードを出す（6.3、6.4）
reason-rikken-lead-free = あなたがリードするので、どのカードを出してもかまいません（6.3 手順1）。指定されたエースを持っていても、それをリードする必要はありません
reason-rikken-called-must-fall = { $suit }がリードされ、これは指定されたカード（{ $called }）です。勝てなくても、持っている人は出さなければなりません（6.3 手順3）
reason-rikken-called-must-fall-other = { $suit }がリードされ、あなたは指定されたカード{ $called }を持っています。そのカードを出さなければならず、ほかのカードは出せません（6.3 手順3）
reason-rikken-follows = リードされた{ $suit }にフォローしています。そのスートならどれでもよく、上回る義務はありません（6.3 手順4）
reason-rikken-must-follow = リードされた{ $suit }を持っているので、フォローしなければなりません（6.3 手順4）
reason-rikken-void-any = { $suit }を持っていないので、どのカードでも出せます。切札を出す義務も、切札で上回る義務もありません（6.3 手順5）
reason-rikken-face-down-led-suit = ブラインドの指定の後、最初のカードが伏せてリードされました。全員、指定されたカード{ $called }のスート、{ $suit }がリードされたものとして出します（6.4）

## トリックの勝者（3）
reason-rikken-face-down-never-wins = 伏せてリードされたカードは、たとえ切札でも勝てません。一番弱い{ $suit }として扱います（3 手順2、6.4）
reason-rikken-highest-trump = { $card }がトリックの中で一番強い切札（{ $suit }）です。切札はほかのどのカードにも勝ちます（3 手順3）
reason-rikken-highest-of-led = 切札が出ていないので、リードされたスートの一番強いカード、{ $card }が勝ちます（3 手順4）
reason-rikken-no-trumps = { $bid }は切札なしでプレイします。ほかのスートのカードは決して勝てません（3、7.1）

## ビッド（7.2）
reason-rikken-no-bid-yet = まだ誰もビッドしていないので、資格のあるビッドならどれでもできます（7.2 規則3）
reason-rikken-highest-bid = ここまでの最高のビッドは{ $bid }です。新しいビッドはそれより高くなければなりません（7.2 規則3）
reason-rikken-join-pair = { $first }と{ $second }は同じ格です。これが最高のビッドである間は、どちらをもう一度ビッドしてもよく、ビッドは並んで成立します（7.2 規則4）
reason-rikken-three-aces-floor = エースをちょうど3枚配られたプレイヤーは、トロエラより低いビッドはできません（7.2 規則6）。この手札のエースは{ $aces }枚です
reason-rikken-troela-needs-three-aces = トロエラをビッドできるのは、エースをちょうど3枚配られたプレイヤーだけです（7.2 規則5）。この手札のエースは{ $aces }枚です
reason-rikken-three-aces-must-bid = エースがちょうど3枚で、最初の番で、まだトロエラより高いビッドがないときは、トロエラ以上をビッドしなければならず、パスはできません（7.2 規則6）
reason-rikken-pass-allowed = パスできます。パスは最終的で、このオークションにはもう加われません（7.2 規則2）
reason-rikken-bid-first = { $bid }は最初のビッドで、このプレイヤーにはその資格があります（7.2 規則3）
reason-rikken-bid-higher = { $bid }は、ここまでの最高のビッド{ $highest }より高いビッドです（7.2 規則3）
reason-rikken-bid-joins = { $bid }は{ $highest }と同じ格のペアなので、加わることができます（7.2 規則4）
reason-rikken-bid-same-rank = { $bid }は{ $highest }と同じ格にすぎません。ミゼール／ピークのペア以外では、同じ格のビッドはできません（7.2 規則4）
reason-rikken-bid-not-higher = { $bid }は、ここまでの最高のビッド{ $highest }より低いビッドです（7.2 規則3）

## オークションの結果（7.2 規則9）
reason-rikken-passed-out = 4人全員がパスしたので、このディールは流れます。誰もプレイしません（7.2 規則9）
reason-rikken-declarer = { $seat }番席が{ $bid }をプレイします。オークションが終わり、{ $bid }は残っている最高のビッドです（7.2 規則9）
reason-rikken-simultaneous = 同じペアのビッドを持つ人が{ $count }人います。全員がそれぞれ1人でプレイします（7.5）

## パートナーの指定（7.3）
reason-rikken-call-ace = 宣言者はエースを4枚とも持ってはいないので、エースを指定します（7.3 規則1）
reason-rikken-call-lower-rank = 宣言者は切札以外でそれより強いカードをすべて持っているので、指定するランクは{ $rank }です（7.3 規則1：エース4枚ならキング、以下同様）
reason-rikken-call-not-trump = 切札のスート（{ $suit }）のカードは指定できません（7.3 規則2）
reason-rikken-call-not-hearts = リック・ベターでは切札がハートなので、ハートのエースは指定できません（7.3 規則2）
reason-rikken-call-held-suit = 宣言者は、指定するスートのカードを少なくとも1枚持っていなければなりません：{ $cards }（7.3 規則3）
reason-rikken-call-not-void = { $cards }は指定できません。宣言者はそのスートがボイドで、持っているスートが優先です（7.3 規則3）
reason-rikken-call-blind = 指定できるカードはすべて宣言者がボイドのスートにあるので、ブラインドの指定になります：{ $cards }（7.3 規則4）

## 精算（8）
reason-rikken-score-made = { $bid }には{ $needed }トリックが必要で、宣言側は{ $tricks }トリック取りました。成功で{ $base }チップです（8）
reason-rikken-score-failed = { $bid }には{ $needed }トリックが必要ですが、宣言側は{ $tricks }トリックしか取れませんでした。失敗で{ $base }チップです（8）
reason-rikken-score-overtricks = オーバートリック{ $count }つについて、1つごとに{ $per }チップを加えます（8）
reason-rikken-score-undertricks = アンダートリック{ $count }つについて、1つごとに{ $per }チップを加えます。1トリック足りないだけでも、成功で得る額より多く払います（8）
reason-rikken-score-all-tricks = 13トリック全部を取ったので1チップを加えます（8）
reason-rikken-score-value = このディールの値は、相手1人あたり{ $value }チップです（8）
reason-rikken-score-fixed-made = { $bid }で{ $tricks }トリックなので成功です。トリック数によらず、相手1人あたり{ $value }チップの定額です（8）
reason-rikken-score-fixed-failed = { $bid }で{ $tricks }トリックなので失敗です。トリック数によらず、相手1人あたり{ $value }チップの定額です（8）
reason-rikken-settle-partners-made = 2対2で成功：宣言者とパートナーがそれぞれ相手の1人から{ $value }チップ受け取ります。2人は{ $value }チップずつ得て、相手は{ $value }チップずつ失います（8 精算）
reason-rikken-settle-partners-failed = 2対2で失敗：宣言者とパートナーがそれぞれ相手の1人に{ $value }チップ払います。2人は{ $value }チップずつ失い、相手は{ $value }チップずつ得ます（8 精算）
reason-rikken-settle-alone-made = 1対3で成功：宣言者はほかの3人それぞれから{ $value }チップ、合計{ $total }チップを受け取ります（8 精算）
reason-rikken-settle-alone-failed = 1対3で失敗：宣言者はほかの3人それぞれに{ $value }チップ、合計{ $total }チップを払います（8 精算）
reason-rikken-passed-out-score = このディールは流れたので、誰もプレイせず、誰も払いません（8）
