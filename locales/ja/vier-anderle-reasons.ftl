### フィールアンダーレとヤパニッシュ・フィールアンダーレ：エンジンが示す理由。ルールの条項ごとに1つ。
### 各理由が参照する `tricktutor rules` の節は src/i18n/rule_refs.rs で決まり、表示のときに
### 付け加えられます。本文には節や条項の番号を書きません。

## カードを出す（7.2）
reason-vier-anderle-lead-free = あなたがリードします。切札を含め、どのカードをリードしてもかまいません。
reason-vier-anderle-no-trump-to-follow = 切札がリードされましたが、切札を持っていないので、どのカードでも出せます。
reason-vier-anderle-beats-trump = 切札がリードされ、トリックで一番強い{ $top }より強い切札を持っているので、そういう切札を出さなければなりません。このカードはそれに勝てます。
reason-vier-anderle-must-beat-trump = 切札がリードされ、トリックで一番強い{ $top }より強い切札を持っているので、そういう切札を出さなければなりません。
reason-vier-anderle-cannot-beat-trump = 切札がリードされましたが、{ $top }に勝てる切札はありません。それでも切札は出さなければならず、どの切札でもかまいません。
reason-vier-anderle-must-play-trump = 切札がリードされ、切札を持っているので、切札を出さなければなりません。
reason-vier-anderle-japanisch-follow-any = リードされた{ $suit }をフォローしています。ヤパニッシュ・フィールアンダーレでは、そのスートならどれでもよく、トリックを上回る義務はありません。
reason-vier-anderle-japanisch-no-heading = 元のフィールアンダーレなら、もっと強い{ $suit }でトリックを上回らなければなりませんでした。ヤパニッシュにはこの義務がありません。
reason-vier-anderle-follow-trumped = リードされた{ $suit }をフォローしています。トリックにはもう切札（{ $top }）が出ているので、このスートのカードではトリックを上回れません。どれを出してもかまいません。
reason-vier-anderle-heads = リードされた{ $suit }を持っていて、トリックで一番強い{ $suit }の{ $top }に勝てるカードがあるので、トリックを上回らなければなりません。このカードで上回れます。
reason-vier-anderle-must-head = トリックで一番強い{ $suit }の{ $top }より強い{ $suit }を持っているので、そういうカードでトリックを上回らなければなりません。
reason-vier-anderle-cannot-head = リードされた{ $suit }をフォローしています。{ $top }に勝てる{ $suit }はないので、どれを出してもかまいません。
reason-vier-anderle-must-follow = リードされた{ $suit }を持っているので、フォローしなければなりません。切札も捨て札も出せません。
reason-vier-anderle-trumps = { $suit }がなく、トリックにまだ切札が出ていないので、切札を出さなければなりません。どの切札でもかまいません。
reason-vier-anderle-must-trump = { $suit }がなく、切札を持っているので、切札を出さなければなりません。捨て札は出せません。
reason-vier-anderle-overtrumps = { $suit }がないので、トリックで一番強い{ $top }より上の切札を出さなければなりません。この切札はそれに勝てます。
reason-vier-anderle-must-overtrump = { $suit }がなく、{ $top }に勝てる切札を持っているので、上の切札を出さなければなりません。弱い切札も捨て札も出せません。
reason-vier-anderle-trump-under = { $suit }がなく、{ $top }に勝てる切札もありませんが、負けるとしても切札を出さなければなりません。
reason-vier-anderle-must-trump-under = { $suit }がなく、切札を持っているので、{ $top }に勝てなくても切札を出さなければなりません。
reason-vier-anderle-discard = { $suit }も切札も持っていないので、どのカードでも出せます。そのカードはトリックに勝てません。

## トリックの勝者（3.3）
reason-vier-anderle-highest-trump = { $card }がトリックで一番強い切札です。スキュスは切札21より強く、切札はどのスートカードにも勝ちます。
reason-vier-anderle-highest-of-led = 切札が出ていないので、リードされたスート（{ $suit }）で一番強い{ $card }が勝ちます。強さの順はK Q C J、その下は黒が10 9 8 7、赤が1 2 3 4です。
reason-vier-anderle-other-suits-never-win = リードされたスートと違うスートのカードは、どんなに強くても勝てません。

## ディールの精算（8）
reason-vier-anderle-ante = ディーラー（{ $dealer }番席）が、配る前にポットに4チップ入れます：{ $before }＋4＝{ $pot }。
reason-vier-anderle-all-play-everyone-took = 全員参加のディールです。全員がトリックを取ったので、誰も払いません。トリックを取ってもチップはもらえません。
reason-vier-anderle-all-play-trickless = 全員参加のディールです。トリックを取ってもチップはもらえず、1トリックも取れなかった人が4チップずつポットに入れます：{ $seats }（{ $count }人×4）。
reason-vier-anderle-drop-fees = ヤパニッシュ：「降りる」と言った人は、ディーラーも含めて、下り賃4チップをサイドポットに入れます：{ $seats }（サイドポットは{ $side }チップ）。
reason-vier-anderle-nobody-in = 誰も出ていません。カードは出さず、誰も何も受け取りません。ポットの{ $pot }チップは次のディールに持ち越されます。
reason-vier-anderle-lone-takes-pot = 出たのは{ $seat }番席だけなので、この人がプレイなしでポットの{ $pot }チップを総取りします。
reason-vier-anderle-quarter-shares = トリックを取った人は、1トリックにつきポット{ $pot }チップの1/4、つまり{ $quarter }チップを受け取ります。この額は最初に決まり、ポットが減っても変わりません。
reason-vier-anderle-no-trickless = 参加者全員がトリックを取ったので、ポットに払う人はいません。
reason-vier-anderle-trickless-pay = 1トリックも取れなかった参加者は、プレイ直前のポットと同じ{ $pay }チップをポットに払います：{ $seats }。
reason-vier-anderle-japanisch-trickless-pay = ヤパニッシュ：1トリックも取れなかった参加者は、一律に8チップをポットに払います：{ $seats }。
reason-vier-anderle-side-pot-moves = ヤパニッシュ：トリックの精算が終わったら、サイドポットの{ $side }チップをポットに移します。
reason-vier-anderle-pot-after = ポットは{ $pot }チップになります。

## オープニングリード（7.1）
reason-vier-anderle-all-play-lead = 全員参加のディールでは、ディーラーの左隣の0番席がリードします。
reason-vier-anderle-first-in-leads = ディーラーの左隣から時計回りに見て最初の参加者、つまり参加者の中で一番小さい番号の{ $seat }番席がリードします。
reason-vier-anderle-lone-named = 出たのは{ $seat }番席だけです。規則はこの人を指しますが、トリックはプレイせず、この人がポットを総取りします。
reason-vier-anderle-nobody-leads = 誰も出ていないので、誰もリードしません。

## ディールの種類（5）
reason-vier-anderle-pot-empty = ディーラーが4チップを入れる前のポットは{ $pot }チップでした。全員参加のディールで、全員がプレイします。
reason-vier-anderle-pot-holds-chips = ディーラーが4チップを入れる前のポットは{ $pot }チップでした。出る・降りるのディールで、各自が出るか降りるかを宣言します。

## 宣言（6）
reason-vier-anderle-declare-order = ディーラーの左隣の0番席から時計回りに宣言し、ディーラー（{ $dealer }番席）が最後です。
reason-vier-anderle-japanisch-declare-order = ヤパニッシュ：ディーラーの右隣から反時計回りに宣言し、ディーラー（{ $dealer }番席）が最後です。
