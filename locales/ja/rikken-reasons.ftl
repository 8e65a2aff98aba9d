### リッケン：解答のたびに示すエンジンの理由。ルールの条項ごとに1つ（id は `reason-` ＋ルールの id）。
### 各理由が参照する `tricktutor rules` の節は src/i18n/rule_refs.rs で決まり、表示のときに
### 付け加えられます。本文には節や条項の番号を書きません。

## 理由：カードを出す（6.3、6.4）
reason-rikken-lead-free = あなたがリードするので、どのカードでもリードできます。
reason-rikken-called-must-fall = { $suit }がリードされました。これは指定されたカード（{ $called }）なので、{ -trick }に勝てなくても、持っている人は必ず出さなければなりません。
reason-rikken-called-must-fall-other = { $suit }がリードされ、あなたは指定されたカード（{ $called }）を持っています。そのカードを出さなければならず、ほかのカードは出せません。
reason-rikken-follows = リードされた{ $suit }を{ -follow-suit }しています。{ $suit }ならどれを出してもよく、勝てるカードを出す義務はありません。
reason-rikken-must-follow = リードされた{ $suit }を持っているので、{ -follow-suit }しなければなりません。
reason-rikken-void-any = { $suit }を持っていないので、どのカードでも出せます。{ -trump }を出す義務も、出ている{ -trump }より強い{ -trump }を出す義務もありません。
reason-rikken-face-down-led-suit = ブラインドの指定の後で、リードのカードが伏せて出されました。全員、指定されたカード（{ $called }）のスートである{ $suit }がリードされたものとしてプレイします。

## 理由：トリックの勝者（3）
reason-rikken-face-down-never-wins = 伏せてリードされたカードは、たとえ{ -trump }でも{ -trick }に勝てません。{ $suit }の一番弱いカードとして扱います。
reason-rikken-highest-trump = { $card }がこの{ -trick }で一番強い{ -trump }（{ $suit }）です。{ -trump }はほかのどのカードにも勝ちます。
reason-rikken-highest-of-led = { -trump }が出ていないので、リードされたスートの一番強いカード{ $card }が勝ちます。
reason-rikken-no-trumps = { $bid }は{ -trump }なしでプレイします。リードされたスート以外のカードが勝つことはありません。

## 理由：ビッド（7.2）
reason-rikken-no-bid-yet = まだ誰もビッドしていないので、ビッドする資格のあるものならどれでもビッドできます。
reason-rikken-highest-bid = ここまでで一番高いビッドは{ $bid }です。新しいビッドは、それより高い順位でなければなりません。
reason-rikken-join-pair = { $first }と{ $second }は同じ順位です。これが一番高いビッドであるあいだは、どちらをもう一度ビッドしてもよく、それらのビッドはすべて有効のまま並びます。
reason-rikken-three-aces-floor = エースをちょうど3枚配られたプレイヤーは、トロエラより低いビッドはできません。この手札のエースは{ $aces }枚です。
reason-rikken-troela-needs-three-aces = トロエラをビッドできるのは、エースをちょうど3枚配られたプレイヤーだけです。この手札のエースは{ $aces }枚です。
reason-rikken-three-aces-must-bid = エースがちょうど3枚のときは、自分の最初の番でトロエラより高いビッドがまだ出ていなければ、トロエラ以上をビッドしなければなりません。パスはできません。
reason-rikken-pass-allowed = パスできます。パスは取り消せず、この{ -rikken-auction }にはもう参加できません。
reason-rikken-bid-first = { $bid }は最初のビッドで、このプレイヤーにはそれをビッドする資格があります。
reason-rikken-bid-higher = { $bid }は、ここまでで一番高いビッドの{ $highest }より高い順位です。
reason-rikken-bid-joins = { $bid }は{ $highest }と同じ順位です。同じビッドをもう一度するか、同じペアのもう一方（ミゼール／ピーク、オープンミゼール／オープンピーク、相談付きの2つ）なので、加わることができます。
reason-rikken-bid-same-rank = { $bid }は{ $highest }と同じ順位で、それより高くはありません。同じ順位のペア（ミゼール／ピーク、オープンミゼール／オープンピーク、相談付きの2つ）以外では、同じ順位のビッドはできません。
reason-rikken-bid-not-higher = { $bid }は、ここまでで一番高いビッドの{ $highest }より低い順位です。

## 理由：オークションの結果（7.2 規則9）
reason-rikken-passed-out = 4人全員がパスしたので、このディールは流れます。誰もプレイしません。
reason-rikken-declarer = { $seat }番席が{ $bid }をプレイします。{ -rikken-auction }が終わり、このビッドが最高順位のビッドとして残っています。
reason-rikken-simultaneous = 同じペアのビッドを持つプレイヤーが{ $count }人います。全員がそれぞれ1人でプレイします。

## 理由：パートナーの指定（7.3）
reason-rikken-call-ace = 宣言者はエースを4枚全部は持っていないので、エースを指定します。
reason-rikken-call-lower-rank = 宣言者は、{ -trump }以外のスートでそれより上のランクのカードを全部持っているので、指定するランクは{ $rank }です（エースが4枚ならキング、以下同様）。
reason-rikken-call-not-trump = { -trump }のスート（{ $suit }）のカードは指定できません。
reason-rikken-call-not-hearts = リック・ベターでは{ -trump }がハートなので、ハートのカードは指定できません。
reason-rikken-call-held-suit = 指定するカードは、宣言者が少なくとも1枚持っているスートのものでなければなりません。これに当てはまるのは{ $cards }です。
reason-rikken-call-not-void = { $cards }は指定できません。そのスートは宣言者がボイドで、持っているスートのほうが優先です。
reason-rikken-call-blind = 指定できるカードはどれも宣言者がボイドのスートにあるので、ブラインドの指定になります。指定できるのは{ $cards }です。

## 理由：精算（8）
reason-rikken-score-made = { $bid }には{ $needed }{ -trick }が必要で、宣言者側は{ $tricks }{ -trick }取ったので成功です。{ -rikken-made-value }は{ $base }チップです。
reason-rikken-score-failed = { $bid }には{ $needed }{ -trick }が必要ですが、宣言者側は{ $tricks }{ -trick }しか取れなかったので失敗です。{ -rikken-failed-value }は{ $base }チップです。
reason-rikken-score-overtricks = オーバートリックが{ $count }つあるので、1つにつき{ $per }チップを加えます。
reason-rikken-score-undertricks = アンダートリックが{ $count }つあるので、1つにつき{ $per }チップを加えます。1{ -trick }足りないだけでも、ちょうど成功したときにもらう額より多く払うことになります。
reason-rikken-score-all-tricks = 13{ -trick }全部を取ったので、1チップを加えます。
reason-rikken-score-value = このディールの点数は、相手1人あたり{ $value }チップです。
reason-rikken-score-fixed-made = { $bid }で{ $tricks }{ -trick }なので成功です。点数は相手1人あたり{ $value }チップの定額で、{ -trick }数による増減はありません。
reason-rikken-score-fixed-failed = { $bid }で{ $tricks }{ -trick }なので失敗です。点数は相手1人あたり{ $value }チップの定額で、{ -trick }数による増減はありません。
reason-rikken-settle-partners-made = 2対2で成功：宣言者と{ -partner }が、それぞれ相手の1人から{ $value }チップを受け取ります。したがって2人は{ $value }チップずつ得て、相手の2人は{ $value }チップずつ失います。
reason-rikken-settle-partners-failed = 2対2で失敗：宣言者と{ -partner }が、それぞれ相手の1人に{ $value }チップを払います。したがって2人は{ $value }チップずつ失い、相手の2人は{ $value }チップずつ得ます。
reason-rikken-settle-alone-made = 1対3で成功：宣言者はほかの3人それぞれから{ $value }チップ、合計{ $total }チップを受け取ります。
reason-rikken-settle-alone-failed = 1対3で失敗：宣言者はほかの3人それぞれに{ $value }チップ、合計{ $total }チップを払います。
reason-rikken-passed-out-score = このディールは流れたので、誰もプレイせず、誰も払いません。
