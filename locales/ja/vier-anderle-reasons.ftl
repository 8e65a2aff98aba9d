### フィールアンダーレとヤパニッシュ・フィールアンダーレ：エンジンが示す理由。ルールの条項ごとに1つ。
### 各理由が参照する `tricktutor rules` の節は src/i18n/rule_refs.rs で決まり、表示のときに
### 付け加えられます。本文には節や条項の番号を書きません。

## カードを出す（7.2）
reason-vier-anderle-lead-free = あなたがリードします。{ -trump }を含め、どのカードをリードしてもかまいません。
reason-vier-anderle-no-trump-to-follow = { -trump }がリードされましたが、{ -trump }を持っていないので、どのカードでも出せます。
reason-vier-anderle-beats-trump = { -trump }がリードされ、{ -trick }で一番強い{ $top }より強い{ -trump }を持っているので、そういう{ -trump }を出さなければなりません。このカードはそれに勝てます。
reason-vier-anderle-must-beat-trump = { -trump }がリードされ、{ -trick }で一番強い{ $top }より強い{ -trump }を持っているので、そういう{ -trump }を出さなければなりません。
reason-vier-anderle-cannot-beat-trump = { -trump }がリードされましたが、{ $top }に勝てる{ -trump }はありません。それでも{ -trump }は出さなければならず、どの{ -trump }でもかまいません。
reason-vier-anderle-must-play-trump = { -trump }がリードされ、{ -trump }を持っているので、{ -trump }を出さなければなりません。
reason-vier-anderle-japanisch-follow-any = リードされた{ $suit }を{ -follow-suit }しています。ヤパニッシュ・フィールアンダーレでは、そのスートならどれでもよく、{ -trick }を上回る義務はありません。
reason-vier-anderle-japanisch-no-heading = 元のフィールアンダーレなら、もっと強い{ $suit }で{ -trick }を上回らなければなりませんでした。ヤパニッシュにはこの義務がありません。
reason-vier-anderle-follow-trumped = リードされた{ $suit }を{ -follow-suit }しています。{ -trick }にはもう{ -trump }（{ $top }）が出ているので、このスートのカードでは{ -trick }を上回れません。どれを出してもかまいません。
reason-vier-anderle-heads = リードされた{ $suit }を持っていて、{ -trick }で一番強い{ $suit }の{ $top }に勝てるカードがあるので、{ -trick }を上回らなければなりません。このカードで上回れます。
reason-vier-anderle-must-head = { -trick }で一番強い{ $suit }の{ $top }より強い{ $suit }を持っているので、そういうカードで{ -trick }を上回らなければなりません。
reason-vier-anderle-cannot-head = リードされた{ $suit }を{ -follow-suit }しています。{ $top }に勝てる{ $suit }はないので、どれを出してもかまいません。
reason-vier-anderle-must-follow = リードされた{ $suit }を持っているので、{ -follow-suit }しなければなりません。{ -trump }も捨て札も出せません。
reason-vier-anderle-trumps = { $suit }がなく、{ -trick }にまだ{ -trump }が出ていないので、{ -trump }を出さなければなりません。どの{ -trump }でもかまいません。
reason-vier-anderle-must-trump = { $suit }がなく、{ -trump }を持っているので、{ -trump }を出さなければなりません。捨て札は出せません。
reason-vier-anderle-overtrumps = { $suit }がないので、{ -trick }で一番強い{ $top }より上の{ -trump }を出さなければなりません。この{ -trump }はそれに勝てます。
reason-vier-anderle-must-overtrump = { $suit }がなく、{ $top }に勝てる{ -trump }を持っているので、上の{ -trump }を出さなければなりません。弱い{ -trump }も捨て札も出せません。
reason-vier-anderle-trump-under = { $suit }がなく、{ $top }に勝てる{ -trump }もありませんが、負けるとしても{ -trump }を出さなければなりません。
reason-vier-anderle-must-trump-under = { $suit }がなく、{ -trump }を持っているので、{ $top }に勝てなくても{ -trump }を出さなければなりません。
reason-vier-anderle-discard = { $suit }も{ -trump }も持っていないので、どのカードでも出せます。そのカードは{ -trick }に勝てません。

## トリックの勝者（3.3）
reason-vier-anderle-highest-trump = { $card }が{ -trick }で一番強い{ -trump }です。スキュスは{ -trump }21より強く、{ -trump }はどのスートカードにも勝ちます。
reason-vier-anderle-highest-of-led = { -trump }が出ていないので、リードされたスート（{ $suit }）で一番強い{ $card }が勝ちます。強さの順はK Q C J、その下は黒が10 9 8 7、赤が1 2 3 4です。
reason-vier-anderle-other-suits-never-win = リードされたスートと違うスートのカードは、どんなに強くても勝てません。

## ディールの精算（8）
reason-vier-anderle-ante = { -dealer }（{ $dealer }番席）が、配る前に{ -vier-anderle-pot }に4チップ入れます：{ $before }＋4＝{ $pot }。
reason-vier-anderle-all-play-everyone-took = 全員参加のディールです。全員が{ -trick }を取ったので、誰も払いません。{ -trick }を取ってもチップはもらえません。
reason-vier-anderle-all-play-trickless = 全員参加のディールです。{ -trick }を取ってもチップはもらえず、1{ -trick }も取れなかった人が4チップずつ{ -vier-anderle-pot }に入れます：{ $seats }（{ $count }人×4）。
reason-vier-anderle-drop-fees = ヤパニッシュ：「降りる」と言った人は、{ -dealer }も含めて、下り賃4チップをサイドポットに入れます：{ $seats }（サイドポットは{ $side }チップ）。
reason-vier-anderle-nobody-in = 誰も出ていません。カードは出さず、誰も何も受け取りません。{ -vier-anderle-pot }の{ $pot }チップは次のディールに持ち越されます。
reason-vier-anderle-lone-takes-pot = 出たのは{ $seat }番席だけなので、この人がプレイなしで{ -vier-anderle-pot }の{ $pot }チップを総取りします。
reason-vier-anderle-quarter-shares = { -trick }を取った人は、1{ -trick }につき{ -vier-anderle-pot }{ $pot }チップの1/4、つまり{ $quarter }チップを受け取ります。この額は最初に決まり、{ -vier-anderle-pot }が減っても変わりません。
reason-vier-anderle-no-trickless = 参加者全員が{ -trick }を取ったので、{ -vier-anderle-pot }に払う人はいません。
reason-vier-anderle-trickless-pay = 1{ -trick }も取れなかった参加者は、プレイ直前の{ -vier-anderle-pot }と同じ{ $pay }チップを{ -vier-anderle-pot }に払います：{ $seats }。
reason-vier-anderle-japanisch-trickless-pay = ヤパニッシュ：1{ -trick }も取れなかった参加者は、一律に8チップを{ -vier-anderle-pot }に払います：{ $seats }。
reason-vier-anderle-side-pot-moves = ヤパニッシュ：{ -trick }の精算が終わったら、サイドポットの{ $side }チップを{ -vier-anderle-pot }に移します。
reason-vier-anderle-pot-after = { -vier-anderle-pot }は{ $pot }チップになります。

## オープニングリード（7.1）
reason-vier-anderle-all-play-lead = 全員参加のディールでは、{ -dealer }の左隣の0番席がリードします。
reason-vier-anderle-first-in-leads = { -dealer }の左隣から時計回りに見て最初の参加者、つまり参加者の中で一番小さい番号の{ $seat }番席がリードします。
reason-vier-anderle-lone-named = 出たのは{ $seat }番席だけです。規則はこの人を指しますが、{ -trick }はプレイせず、この人が{ -vier-anderle-pot }を総取りします。
reason-vier-anderle-nobody-leads = 誰も出ていないので、誰もリードしません。

## ディールの種類（5）
reason-vier-anderle-pot-empty = { -dealer }が4チップを入れる前の{ -vier-anderle-pot }は{ $pot }チップでした。全員参加のディールで、全員がプレイします。
reason-vier-anderle-pot-holds-chips = { -dealer }が4チップを入れる前の{ -vier-anderle-pot }は{ $pot }チップでした。出る・降りるのディールで、各自が出るか降りるかを宣言します。

## 宣言（6）
reason-vier-anderle-declare-order = { -dealer }の左隣の0番席から時計回りに宣言し、{ -dealer }（{ $dealer }番席）が最後です。
reason-vier-anderle-japanisch-declare-order = ヤパニッシュ：{ -dealer }の右隣から反時計回りに宣言し、{ -dealer }（{ $dealer }番席）が最後です。
