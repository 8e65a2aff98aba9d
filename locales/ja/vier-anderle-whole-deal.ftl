# フィールアンダーレ レッスン9：卓で出る・降りるのディールと、次の全員参加のディールを通して遊ぶ（仕様 §1、§5、§6.1、§7、§8.1、§8.2、§8.4、§8.5）


vier-anderle-whole-deal-intro =
    コースの締めくくりに、「tricktutor play」と同じ卓で
    2ディールを通して遊びます。4人で、最初のディールでは、
    あなたは0番席の左の1番席です。{ -dealer }（3番席）が4チップを入れる前、
    { -vier-anderle-pot }には8チップありました。

    ほかのプレイヤーの手は、記録されたディールの通りに進みます。
    あなたの手のうちいくつかは質問として採点されます。
    このレッスンが示す手が正解で、ルールで禁じられたカードは
    理由とともに断られ、ほかの合法な手にはヒントが出ます。
    それ以外のあなたの手は自動で進みます。

vier-anderle-whole-deal-q-kind = アンティの前の{ -vier-anderle-pot }は8チップです。これはどちらの種類のディールですか？
vier-anderle-whole-deal-q-kind-h1 = { -dealer }のアンティの前の{ -vier-anderle-pot }を見ます。空ですか？
vier-anderle-whole-deal-q-kind-x =
    アンティの前の{ -vier-anderle-pot }が空ではないので、出る・降りるの
    ディールです。カードを出す前に、全員が「出る」か「降りる」を
    宣言します。アンティの後の{ -vier-anderle-pot }は12なので、1{ -trick }は
    3チップで、出て{ -trick }を1つも取れなかったプレイヤーは
    12チップを払います。

vier-anderle-whole-deal-table =
    あなたの手札は{ -trump }18、{ -trump }10、♥Q、♠Kです。最初に0番席が
    宣言し、次にあなた、2番席と続き、{ -dealer }が最後です。
    番号で選ぶか、「in」「out」や trump-10 のようなカードを
    入力します。? でヒント、! でレッスンの手を表示します。

vier-anderle-whole-deal-d-in = 0番席は出ました。{ -trump }18、{ -trump }10、♥Q、♠Kで、あなたは出ますか、降りますか？
vier-anderle-whole-deal-d-in-h1 = 18を含む{ -trump }2枚で、{ -trick }はいくつ取れそうでしょう？
vier-anderle-whole-deal-d-in-h2 = 18に勝つのは21とスキュスだけです。1{ -trick }で3チップもらえ、{ -trick }なしなら12チップ払います。
vier-anderle-whole-deal-d-in-x =
    出ます。18を含む{ -trump }2枚ならまず{ -trick }を1つは取れ、
    1{ -trick }で3チップです。降りれば損はしませんが、
    何も得られません。弱いスートカード4枚の2番席は降り、
    { -dealer }は出ます。

vier-anderle-whole-deal-d-trump = 0番席が♣Qをリードしました。あなたはクラブを持っていません。どのカードを出しますか？
vier-anderle-whole-deal-d-trump-h1 = リードされたスートがないとき、{ -trump }を持っていれば何を出さなければなりませんか？
vier-anderle-whole-deal-d-trump-h2 = { -trick }にはまだ{ -trump }がないので、どの{ -trump }でも{ -trick }を上回ります。なくても困らないのはどちらでしょう？
vier-anderle-whole-deal-d-trump-x =
    { -trump }10です。クラブがないので{ -trump }を出さなければならず、
    ♥Qと♠Kは断られます。{ -trick }に{ -trump }がまだないので、
    弱いほうの{ -trump }でも{ -trick }を上回ります。クラブを持つ
    { -dealer }は{ -follow-suit }しなければならないので、10で{ -trick }を
    取れ、18は後のために残ります。

vier-anderle-whole-deal-d-lead = { -trump }10で第1{ -trick }を取りました。第2{ -trick }をリードするのは誰で、何をリードしますか？
vier-anderle-whole-deal-d-lead-h1 = { -trick }を取った人が次の{ -trick }をリードします。あなたの18に勝つのは21とスキュスだけです。どの{ -trump }を引き出したいでしょう？
vier-anderle-whole-deal-d-lead-x =
    あなたがリードします。{ -trick }を取った人が、いつも次の
    { -trick }をリードします。{ -trump }18です。{ -dealer }は唯一の{ -trump }の
    3を出し、0番席は18に勝てるただ1枚の21を出さなければ
    なりません。この{ -trick }は0番席が取りますが、21はもうありません。

vier-anderle-whole-deal-d-head = 0番席が♥Cをリードしました。どのカードを出しますか？
vier-anderle-whole-deal-d-head-h1 = ♥Cより強いハートを持っています。元のゲームでは、そのとき何をしなければなりませんか？
vier-anderle-whole-deal-d-head-x =
    ♥Qです。{ -follow-suit }しなければならず、{ -trick }に{ -trump }がなく、
    クイーンはカヴァッロより強いので、それで{ -trick }を上回らなければ
    なりません。{ -dealer }も♥Kでさらに上回らなければならず、
    この{ -trick }を取ります。最後の{ -trick }では、{ -dealer }の♦Kに
    0番席が{ -trump }を出して取ります。

vier-anderle-whole-deal-q-leader = 0番席、1番席、3番席が出て、2番席は降りました。最初の{ -trick }をリードしたのは誰ですか？
vier-anderle-whole-deal-q-leader-x =
    0番席です。{ -dealer }の左から時計回りに数えて最初の、
    出たプレイヤーです。その後は、各{ -trick }の勝者が次の
    { -trick }をリードします。

vier-anderle-whole-deal-q-settle =
    ディールが終わりました。0番席が2{ -trick }、あなた（1番席）が
    1{ -trick }、{ -dealer }（3番席）が1{ -trick }を取り、2番席は
    降りていました。各席の結果と、精算後の{ -vier-anderle-pot }は？
vier-anderle-whole-deal-q-settle-h1 = 1{ -trick }は P/4 = 3 チップです。{ -dealer }のアンティも忘れずに。
vier-anderle-whole-deal-q-settle-x =
    0番席 +6、あなた +3、2番席 0、{ -dealer }は 3 − 4 = −1 です。
    出た全員が{ -trick }を取ったので、12チップを払う人はおらず、
    { -vier-anderle-pot }は空になります。次のディールは全員参加のディールです。

vier-anderle-whole-deal-next =
    次のディールです。配り手は時計回りに移ります。全員の席番号が
    一つ減り、前の0番席が配り（いまは3番席）、あなたは0番席です。
    その晩は全員が同じ数のチップで始めました。それから
    各自が得たり失ったりしたチップは、新しい席で、あなた＋3、
    1番席0、2番席−1、{ -dealer }＋6です。合わせて＋8で、
    { -vier-anderle-pot }から出ていった8チップと同じです。

    アンティの前の{ -vier-anderle-pot }は空なので、全員参加のディールです。
    { -dealer }は4チップのアンティを入れ、0番席から時計回りに
    1人4枚ずつ配ります。宣言はなく、第1{ -trick }はあなたが
    リードします。あなたの手札は♥K、{ -trump }20、{ -trump }2、♠Jです。

vier-anderle-whole-deal-d-first = 全員参加のディールで、第1{ -trick }はあなたのリードです。何をリードしますか？
vier-anderle-whole-deal-d-first-h1 = 全員参加のディールでは、{ -trick }を取っても何ももらえませんが、1{ -trick }も取れなければ4チップ払います。1{ -trick }を確実に取るには？
vier-anderle-whole-deal-d-first-h2 = ♥Kは一番強いハートです。ハートを持っている人は、それより低いハートで従わなければなりません。
vier-anderle-whole-deal-d-first-x =
    ♥Kです。ハートを持っている人はみなハートを出さなければ
    ならず、キングに勝つハートはありません。切れるのはハートの
    ない人だけで、1番席は{ -trump }を持っていません。ここでは1{ -trick }
    取れば十分で、それで4チップの支払いを免れます。{ -trick }を
    取ったので、第2{ -trick }もあなたがリードします。

vier-anderle-whole-deal-d-low-trump = 2番席がスキュスで第2{ -trick }を取り、{ -trump }5をリードしました。どのカードを出しますか？
vier-anderle-whole-deal-d-low-trump-h1 = { -trump }がリードされ、あなたはまだ{ -trump }を持っています。{ -trump }5に勝てますか？　それでも出さなければならないでしょうか？
vier-anderle-whole-deal-d-low-trump-x =
    { -trump }2です。{ -trump }がリードされ、{ -trump }を持っているので、{ -trump }5に
    勝てなくても出さなければなりません。♠Jは断られます。
    第2{ -trick }を取った2番席がこの{ -trick }をリードし、取ります。

vier-anderle-whole-deal-end =
    ゲームに決まった終わりはありません。やめたいときにやめ、
    各プレイヤーの成績は、ディールごとに得たり失ったりした
    チップです。ゲームそのものの勝者はいません。

    チップが増えたり消えたりすることはありません。どのディールでも、
    プレイヤーが失った分だけ{ -vier-anderle-pot }が増え、その逆も同じです。
    そして{ -vier-anderle-pot }に入る額（アンティ、全員参加のディールの4、P、
    下り賃、ヤパニッシュの8）はどれも4の倍数なので、{ -vier-anderle-pot }は
    いつも4の倍数で、Pの4分の1はいつも割り切れます。

vier-anderle-whole-deal-q-next-settle =
    このディールで終わりにすることになりました。あなたが1{ -trick }、
    1番席が0、2番席が3、{ -dealer }（3番席）が0{ -trick }でした。
    このディールでの各席のチップの増減と、{ -vier-anderle-pot }のチップ数は？
vier-anderle-whole-deal-q-next-settle-h1 = 全員参加のディールです。{ -trick }を取っても何ももらえず、1{ -trick }も取れなかった人は4を払います。{ -dealer }はアンティを払っています。
vier-anderle-whole-deal-q-next-settle-x =
    あなた0、1番席−4、2番席0、{ -dealer }は−4−4＝−8です。
    { -vier-anderle-pot }は4＋4＋4＝12で、4の倍数です。確かめ：プレイヤーは
    合わせて−12、{ -vier-anderle-pot }は＋12です。その晩が終わるからといって
    何かを払うことはなく、各自の成績はそのチップだけです。
