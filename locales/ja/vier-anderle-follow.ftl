# フィールアンダーレ レッスン3：リード、フォロー、リードされたスートでトリックを上回る義務（元のフィールアンダーレ；仕様 §7.2 手順4a、§7.3）


vier-anderle-follow-lead =
    リードする人は、スートカードでも、どの{ -trump }でも、スキュスでも、
    好きなカードを出せます。リードしてはいけないカードも、
    リードしなければならないカードもありません。

    ほかの人には義務があり、フィールアンダーレの義務はほかの多くの
    ゲームより多めです。一言で言えば、マストフォローで、{ -follow-suit }
    できなければ{ -trump }を出し、その範囲で、それまでに出たどのカード
    よりも強いカードを持っていれば必ずそれを出します。このレッスンでは、
    スートカードがリードされ、そのスートを持っている場合を学びます。
    { -trump }を出す場合はレッスン4で学びます。

vier-anderle-follow-q-lead-free =
    前の{ -trick }に勝ったので、この{ -trick }はあなたがリードします。
    どのカードを出せますか？
vier-anderle-follow-q-lead-free-h1 = まだ誰も出していません。{ -follow-suit }するカードや、勝たなければならないカードはありますか？
vier-anderle-follow-q-lead-free-h2 = リードはどのカードでもかまいません。スキュスも普通の{ -trump }なので、リードできます。
vier-anderle-follow-q-lead-free-x =
    4枚とも出せます。♥K、♠J、{ -trump }3、スキュスのどれをリードしても
    かまいません。スキュスはエクスキューズではなく、ほかの{ -trump }と
    同じようにリードできます。

vier-anderle-follow-suit =
    スートカードがリードされたときの1つ目の義務です。

      1. リードされたスートのカードを持っていれば、そのスートの
         カードを出さなければなりません。

    多くのトリックテイキングゲームと同じマストフォローです。
    リードされたスートを持っている間は、そのカードで勝てなくても、
    { -trump }を出すことも、ほかのスートを出すこともできません。

    { -trump }はそれだけで1つのスートのように扱います。スキュスも{ -trump }
    なので、リードされたスートを持っている間は出せません。

vier-anderle-follow-q-must-follow-h1 = リードされたのはどのスートで、あなたはそれを持っていますか？
vier-anderle-follow-q-must-follow-h2 = スペードを持っているので、スペードを出します。♠Kより強いスペードはないので、どちらでもかまいません。
vier-anderle-follow-q-must-follow-x =
    スペードが2枚あるので、♠Jか♠Cを出さなければなりません。どちらも
    ♠Kには勝てませんが、それでも{ -follow-suit }します。{ -trump }20と♥Kは
    出せません。

vier-anderle-follow-q-skus-follows-h1 = リードはクラブです。クラブを持っていますか？
vier-anderle-follow-q-skus-follows-h2 = スキュスはエクスキューズではなく{ -trump }です。リードされたスートを持っている間は出せません。
vier-anderle-follow-q-skus-follows-x =
    出せるのは♣Jだけです。クラブを持っているので{ -follow-suit }しなければ
    ならず、普通の{ -trump }であるスキュスを代わりに出すことはできません。
    （フレンチタロットのエクスキューズなら出せますが、このゲームには
    そういうカードはありません。）

vier-anderle-follow-head =
    元のフィールアンダーレには、2つ目の義務があります。

      2. { -trick }にまだ{ -trump }が出ておらず、{ -trick }に出ている
         リードされたスートのどのカードよりも強いカードを
         持っていれば、そういうカードを出さなければなりません。

    pagat.comはこれを「head the trick」と呼んでいます。この
    チューターでは「{ -trick }を上回る」と言います。{ -trick }に出て
    いるどのカードよりも強いカードを出す、という意味です。
    { -trick }を上回るカードならどれでもよく、一番強いカードを出す
    必要はありません。そのスートに十分強いカードがなければ、その
    スートのどのカードを出してもかまいません。

    （ゲームファームの作者が考えたバリエーション、
    ヤパニッシュ・フィールアンダーレにはこの義務がなく、
    そのスートならどれでも出せます。レッスン8でもう一度
    取り上げます。）

vier-anderle-follow-q-must-head-h1 = あなたのハートで♥Cに勝てるのはどれですか？
vier-anderle-follow-q-must-head-h2 = ♥Kと♥Qはどちらも{ -trick }を上回るので、そのどちらかを出します。♥Jでは上回れません。
vier-anderle-follow-q-must-head-x =
    ♥Kか♥Qです。どちらも♥Cより強いので、好きなほうを出さなければ
    なりません。♥Jは{ -follow-suit }にはなりますが{ -trick }を上回らず、
    ♣Kは{ -follow-suit }になりません。

vier-anderle-follow-q-head-all-h1 = いま{ -trick }に出ているダイヤで一番強いのはどれでしょう？
vier-anderle-follow-q-head-all-h2 = 勝たなければならないのは♦Jではなく♦Qです。カヴァッロはクイーンより弱いカードです。
vier-anderle-follow-q-head-all-x =
    出せるのは♦Kだけです。勝たなければならないのは、リードされた♦J
    ではなく、いま一番強いダイヤの♦Qです。♦Cはジャックには勝てますが
    クイーンには勝てません。ダイヤを持っている間は{ -trump }4も出せません。

vier-anderle-follow-q-cannot-head-h1 = あなたのハートで♥Kに勝てるものはありますか？
vier-anderle-follow-q-cannot-head-h2 = ♥Kに勝てるハートはありません。それならどのハートでもよく、{ -trump }は出せません。
vier-anderle-follow-q-cannot-head-x =
    ♥Qか♥Cです。キングに勝てるハートはないので、{ -trick }を上回る
    義務はなくなり、どのハートでも出せます。それでも{ -follow-suit }の義務は
    残るので、{ -trick }に勝てるはずの{ -trump }12は出せません。

vier-anderle-follow-q-red-pips =
    各スートに追加の数札が4枚ずつ、すべて入っています。どのカードを
    出せますか？
vier-anderle-follow-q-red-pips-h1 = いま勝っているダイヤはどれでしょう？　赤の数札は強さが逆さまです。
vier-anderle-follow-q-red-pips-h2 = ♦2は♦3を上回っています。♦1と♦Jは♦2に勝ちますが、♦4は勝てません。
vier-anderle-follow-q-red-pips-x =
    ♦1か♦Jです。赤のスートの強さはK Q C J 1 2 3 4の順なので、♦2は
    リードされた♦3に勝っていて、勝たなければならないのは♦2です。
    ♦1と♦Jはそれより強く、♦4はダイヤで一番弱いカードです。

vier-anderle-follow-count =
    { -trick }を上回る義務について、細かい点が2つあります。

      3. 比べるのはリードされたスートのカードだけです。ほかの
         スートのカードが{ -trick }に出ていても、そのカードは勝て
         ないので、それより強いカードを出す必要はありません。
      4. { -trick }に{ -trump }が出たら、そのスートのカードではもう
         { -trick }を上回れません。このときは義務がなくなり、
         { -follow-suit }さえすれば、そのスートのどのカードでもかまいません。

vier-anderle-follow-q-other-suits =
    10人なので、各スートに数札が1枚ずつ入っています。0番席が♣Jを
    リードし、クラブも{ -trump }も持っていない1番席が♥Kを出しました。
    あなたは2番席です。どのカードを出せますか？
vier-anderle-follow-q-other-suits-h1 = ♥Kはこの{ -trick }に勝てますか？　勝たなければならないのはどのカードでしょう？
vier-anderle-follow-q-other-suits-h2 = ♥Kは無視します。比べるのはクラブだけです。あなたのクラブで♣Jに勝てるのは？
vier-anderle-follow-q-other-suits-x =
    出せるのは♣Cだけです。♥Kはほかのスートなので勝てず、比べる
    必要はありません。上回らなければならないのは♣Jで、♣Cは勝てますが
    ♣10は勝てません。クラブを持っている間は{ -trump }7も出せません。

vier-anderle-follow-q-trumped =
    0番席が♠Qをリードし、スペードを持っていない1番席が{ -trump }2を
    出しました。あなたは2番席です。どのカードを出せますか？
vier-anderle-follow-q-trumped-h1 = { -trick }にはもう{ -trump }が出ています。スペードで{ -trick }を上回れるでしょうか？
vier-anderle-follow-q-trumped-h2 = スペードを持っているので{ -follow-suit }しますが、♠Qに勝つ義務はなくなっています。
vier-anderle-follow-q-trumped-x =
    ♠Kか♠Jです。{ -follow-suit }しなければならないので、{ -trick }に勝てる
    としても{ -trump }18は出せません。また、{ -trump }2が出ているので、どの
    スペードでも{ -trick }を上回れません。♠Qに勝つ必要はないので、
    ♠Jも出せます。

vier-anderle-follow-summary =
    スートカードがリードされたとき（元のフィールアンダーレ）の
    まとめです。

      1. そのスートを持っていれば、必ずそのスートを出します。
         { -trump }もほかのスートも出せません。
      2. { -trick }にまだ{ -trump }がなく、{ -trick }に出ているそのスートの
         どのカードよりも強いカードを持っていれば、そういうカードを
         どれか出します（{ -trick }を上回る）。
      3. { -trick }に出たほかのスートのカードは比べません。
      4. すでに{ -trump }が出ていれば、そのスートのどのカードでもかまいません。
