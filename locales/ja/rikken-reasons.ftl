### リッケン：解答のたびに示すエンジンの理由。ルールの条項ごとに1つ（id は `reason-` ＋ルールの id）。

## 理由：カードを出す（6.3、6.4）
reason-rikken-lead-free = あなたがリードするので、どのカードでもリードできます（6.3 手順1）。
reason-rikken-called-must-fall = { $suit }がリードされました。これは指定されたカード（{ $called }）なので、トリックに勝てなくても、持っている人は必ず出さなければなりません（6.3 手順3）。
reason-rikken-called-must-fall-other = { $suit }がリードされ、あなたは指定されたカード（{ $called }）を持っています。そのカードを出さなければならず、ほかのカードは出せません（6.3 手順3）。
reason-rikken-follows = リードされた{ $suit }をフォローしています。{ $suit }ならどれを出してもよく、勝てるカードを出す義務はありません（6.3 手順4）。
reason-rikken-must-follow = リードされた{ $suit }を持っているので、フォローしなければなりません（6.3 手順4）。
reason-rikken-void-any = { $suit }を持っていないので、どのカードでも出せます。切札を出す義務も、出ている切札より強い切札を出す義務もありません（6.3 手順5）。
reason-rikken-face-down-led-suit = ブラインドの指定の後で、リードのカードが伏せて出されました。全員、指定されたカード（{ $called }）のスートである{ $suit }がリードされたものとしてプレイします（6.4）。

## 理由：トリックの勝者（3）
reason-rikken-face-down-never-wins = 伏せてリードされたカードは、たとえ切札でもトリックに勝てません。{ $suit }の一番弱いカードとして扱います（3 手順2、6.4）。
reason-rikken-highest-trump = { $card }がこのトリックで一番強い切札（{ $suit }）です。切札はほかのどのカードにも勝ちます（3 手順3）。
reason-rikken-highest-of-led = 切札が出ていないので、リードされたスートの一番強いカード{ $card }が勝ちます（3 手順4）。
reason-rikken-no-trumps = { $bid }は切札なしでプレイします。リードされたスート以外のカードが勝つことはありません（3、7.1）。

## 理由：ビッド（7.2）
reason-rikken-no-bid-yet = まだ誰もビッドしていないので、ビッドする資格のあるものならどれでもビッドできます（7.2 規則3）。
reason-rikken-highest-bid = ここまでで一番高いビッドは{ $bid }です。新しいビッドは、それより高い順位でなければなりません（7.2 規則3）。
reason-rikken-join-pair = { $first }と{ $second }は同じ順位です。これが一番高いビッドであるあいだは、どちらをもう一度ビッドしてもよく、それらのビッドはすべて有効のまま並びます（7.2 規則4）。
reason-rikken-three-aces-floor = エースをちょうど3枚配られたプレイヤーは、トロエラより低いビッドはできません（7.2 規則6）。この手札のエースは{ $aces }枚です。
reason-rikken-troela-needs-three-aces = トロエラをビッドできるのは、エースをちょうど3枚配られたプレイヤーだけです（7.2 規則5）。この手札のエースは{ $aces }枚です。
reason-rikken-three-aces-must-bid = エースがちょうど3枚のときは、自分の最初の番でトロエラより高いビッドがまだ出ていなければ、トロエラ以上をビッドしなければなりません。パスはできません（7.2 規則6）。
reason-rikken-pass-allowed = パスできます。パスは取り消せず、このオークションにはもう参加できません（7.2 規則2）。
reason-rikken-bid-first = { $bid }は最初のビッドで、このプレイヤーにはそれをビッドする資格があります（7.2 規則3）。
reason-rikken-bid-higher = { $bid }は、ここまでで一番高いビッドの{ $highest }より高い順位です（7.2 規則3）。
reason-rikken-bid-joins = { $bid }は{ $highest }と同じ順位です。同じビッドをもう一度するか、同じペアのもう一方（ミゼール／ピーク、オープンミゼール／オープンピーク、相談付きの2つ）なので、加わることができます（7.2 規則4）。
reason-rikken-bid-same-rank = { $bid }は{ $highest }と同じ順位で、それより高くはありません。同じ順位のペア（ミゼール／ピーク、オープンミゼール／オープンピーク、相談付きの2つ）以外では、同じ順位のビッドはできません（7.2 規則4）。
reason-rikken-bid-not-higher = { $bid }は、ここまでで一番高いビッドの{ $highest }より低い順位です（7.2 規則3）。

## 理由：オークションの結果（7.2 規則9）
reason-rikken-passed-out = 4人全員がパスしたので、このディールは流れます。誰もプレイしません（7.2 規則9）。
reason-rikken-declarer = { $seat }番席が{ $bid }をプレイします。オークションが終わり、このビッドが最高順位のビッドとして残っています（7.2 規則9）。
reason-rikken-simultaneous = 同じペアのビッドを持つプレイヤーが{ $count }人います。全員がそれぞれ1人でプレイします（7.5）。

## 理由：パートナーの指定（7.3）
reason-rikken-call-ace = 宣言者はエースを4枚全部は持っていないので、エースを指定します（7.3 規則1）。
reason-rikken-call-lower-rank = 宣言者は、切札以外のスートでそれより上のランクのカードを全部持っているので、指定するランクは{ $rank }です（7.3 規則1：エースが4枚ならキング、以下同様）。
reason-rikken-call-not-trump = 切札のスート（{ $suit }）のカードは指定できません（7.3 規則2）。
reason-rikken-call-not-hearts = リック・ベターでは切札がハートなので、ハートのカードは指定できません（7.3 規則2）。
reason-rikken-call-held-suit = 指定するカードは、宣言者が少なくとも1枚持っているスートのものでなければなりません。これに当てはまるのは{ $cards }です（7.3 規則3）。
reason-rikken-call-not-void = { $cards }は指定できません。そのスートは宣言者がボイドで、持っているスートのほうが優先です（7.3 規則3）。
reason-rikken-call-blind = 指定できるカードはどれも宣言者がボイドのスートにあるので、ブラインドの指定になります。指定できるのは{ $cards }です（7.3 規則4）。

## 理由：精算（8）
reason-rikken-score-made = { $bid }には{ $needed }トリックが必要で、宣言者側は{ $tricks }トリック取ったので成功です。成功点は{ $base }チップです（8）。
reason-rikken-score-failed = { $bid }には{ $needed }トリックが必要ですが、宣言者側は{ $tricks }トリックしか取れなかったので失敗です。失敗点は{ $base }チップです（8）。
reason-rikken-score-overtricks = オーバートリックが{ $count }つあるので、1つにつき{ $per }チップを加えます（8）。
reason-rikken-score-undertricks = アンダートリックが{ $count }つあるので、1つにつき{ $per }チップを加えます。1トリック足りないだけでも、ちょうど成功したときにもらう額より多く払うことになります（8）。
reason-rikken-score-all-tricks = 13トリック全部を取ったので、1チップを加えます（8）。
reason-rikken-score-value = このディールの点数は、相手1人あたり{ $value }チップです（8）。
reason-rikken-score-fixed-made = { $bid }で{ $tricks }トリックなので成功です。点数は相手1人あたり{ $value }チップの定額で、トリック数による増減はありません（8）。
reason-rikken-score-fixed-failed = { $bid }で{ $tricks }トリックなので失敗です。点数は相手1人あたり{ $value }チップの定額で、トリック数による増減はありません（8）。
reason-rikken-settle-partners-made = 2対2で成功：宣言者とパートナーが、それぞれ相手の1人から{ $value }チップを受け取ります。したがって2人は{ $value }チップずつ得て、相手の2人は{ $value }チップずつ失います（8 精算）。
reason-rikken-settle-partners-failed = 2対2で失敗：宣言者とパートナーが、それぞれ相手の1人に{ $value }チップを払います。したがって2人は{ $value }チップずつ失い、相手の2人は{ $value }チップずつ得ます（8 精算）。
reason-rikken-settle-alone-made = 1対3で成功：宣言者はほかの3人それぞれから{ $value }チップ、合計{ $total }チップを受け取ります（8 精算）。
reason-rikken-settle-alone-failed = 1対3で失敗：宣言者はほかの3人それぞれに{ $value }チップ、合計{ $total }チップを払います（8 精算）。
reason-rikken-passed-out-score = このディールは流れたので、誰もプレイせず、誰も払いません（8）。
