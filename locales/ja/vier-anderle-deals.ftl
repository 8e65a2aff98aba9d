# フィールアンダーレ レッスン5：ディーラーの4チップ、2種類のディール、全員参加のディール（仕様 §5、§7.1、§8.1）


vier-anderle-deals-intro =
    フィールアンダーレはチップを賭けて遊びます。全員が同じ枚数の
    チップを持って始め、チップのやりとりはすべて、テーブルの
    { -vier-anderle-pot }を通して行います。プレイヤー同士が直接チップを
    払うことはありません。

    このチューターの席番号：{ -dealer }の左隣が0番席で、そこから
    時計回りに1番席、2番席…と続き、最後の席が{ -dealer }です。
    5人なら、{ -dealer }は4番席です。

    { -dealer }は、カードを配る前に必ず{ -vier-anderle-pot }に4チップを入れます。
    これを{ -dealer }の4チップと呼びます。その後どうなるかに
    関係なく、どのディールでも同じです。それから0番席から
    時計回りに、全員に4枚ずつカードを配ります。次のディールでは、
    いまの{ -dealer }の左隣が新しい{ -dealer }になります。

vier-anderle-deals-kinds =
    ディールには2種類あります。どちらになるかは、{ -dealer }が
    4チップを入れる「前」の{ -vier-anderle-pot }で決まります。
      ・{ -vier-anderle-pot }が空なら、全員参加のディール。全員がプレイします。
      ・{ -vier-anderle-pot }にチップがあれば、出る・降りるのディール。
        まず一人ひとりが、出るか降りるかを決めます。
    { -dealer }の4チップは、ここでは数えません。
    { -vier-anderle-pot }は空から始まるので、最初のディールは必ず全員参加の
    ディールです。

vier-anderle-deals-q-type-empty =
    { -vier-anderle-pot }は空です。{ -dealer }が4チップを入れたので、{ -vier-anderle-pot }には
    いま4チップあります。これはどちらのディールですか？
vier-anderle-deals-q-type-empty-h1 = ディールの種類を決めるのは、{ -dealer }が4チップを入れる前と後、どちらの{ -vier-anderle-pot }でしょう？
vier-anderle-deals-q-type-empty-h2 = { -dealer }の4チップは数えません。その前、{ -vier-anderle-pot }は空でした。
vier-anderle-deals-q-type-empty-x =
    数えるのは、{ -dealer }が4チップを入れる前の{ -vier-anderle-pot }だけです。
    空だったので、全員参加のディールです。全員がプレイします。

vier-anderle-deals-q-type-four =
    前のディールの後、{ -vier-anderle-pot }に4チップが残っています。
    新しい{ -dealer }が4チップを入れました。これはどちらの
    ディールですか？
vier-anderle-deals-q-type-four-h1 = 新しい{ -dealer }が4チップを入れる前、{ -vier-anderle-pot }は空でしょうか？
vier-anderle-deals-q-type-four-h2 = 4チップでもチップはチップです。少しでもあれば、出る・降りるのディールです。
vier-anderle-deals-q-type-four-x =
    前のディールで残った4チップは、この{ -dealer }が4チップを
    入れる前から{ -vier-anderle-pot }にあります。{ -vier-anderle-pot }は空ではないので、
    出る・降りるのディールです。プレイが始まるとき、{ -vier-anderle-pot }には
    8チップあります。

vier-anderle-deals-all-play =
    全員参加のディールでは、出る・降りるの宣言はありません。
    全員がプレイしなければなりません。
    最初の{ -trick }は、{ -dealer }の左隣の0番席がオープニング
    リードをします。その後は、{ -trick }に勝った人が次の{ -trick }を
    リードします。{ -trick }は必ず4つで、各{ -trick }に全員が
    1枚ずつ出します。

vier-anderle-deals-q-lead-all-play =
    6人です。{ -dealer }が4チップを入れる前、{ -vier-anderle-pot }は空でした。
    オープニングリードをするのは誰ですか？
vier-anderle-deals-q-lead-all-play-h1 = これはどちらのディールで、そのディールでは誰からプレイが始まるでしょう？
vier-anderle-deals-q-lead-all-play-h2 = 全員参加のディールでは、{ -dealer }の左隣がリードします。
vier-anderle-deals-q-lead-all-play-x =
    { -dealer }の左隣、つまり時計回りで{ -dealer }の次に座っている
    0番席がリードします。{ -dealer }（5番席）は、最初の{ -trick }に
    最後にカードを出します。

vier-anderle-deals-settle =
    全員参加のディールの精算は簡単です。
      ・{ -trick }を取っても、チップはもらえません。
      ・1{ -trick }も取れなかった人は、{ -vier-anderle-pot }に4チップ
        入れます。
    { -dealer }はすでに、配る前に4チップを入れています。
    { -dealer }が1{ -trick }も取れなかったら、さらに4チップ、
    合わせて8チップを払います。
    精算後の{ -vier-anderle-pot }には、{ -dealer }の4チップと、{ -trick }を
    取れなかった人1人につき4チップが入っています。
    チューターは、ディール全体での各席のチップの増減を0番席から
    順に尋ね、続いて精算後の{ -vier-anderle-pot }を尋ねます。いつでも使える
    確かめ方があります。プレイヤーが失った分だけ、{ -vier-anderle-pot }が
    増えています。

vier-anderle-deals-q-score-dealer =
    4人の全員参加のディールです。0番席が2{ -trick }、1番席と
    2番席が1{ -trick }ずつ取り、{ -dealer }（3番席）は1{ -trick }も
    取れませんでした。各席のチップの増減はいくつで、精算後の
    { -vier-anderle-pot }には何チップありますか？
vier-anderle-deals-q-score-dealer-h1 = { -trick }を取れなかったのは誰でしょう？　{ -dealer }は配る前に何を払いましたか？
vier-anderle-deals-q-score-dealer-h2 = { -dealer }は配る前に4チップを入れていて、{ -trick }を取れなかったのでさらに4チップ払います。
vier-anderle-deals-q-score-dealer-x =
    0番席、1番席、2番席は{ -trick }を取ったので、払うことも
    もらうこともありません。{ -dealer }は配る前に入れた4チップに
    加え、{ -trick }を取れなかったのでさらに4チップで、−8です。
    { -vier-anderle-pot }は4＋4＝8です。

vier-anderle-deals-q-score-pagat =
    pagat.comの例をもとにした問題です。6人の全員参加のディールで、0番席が
    1{ -trick }、2番席が2{ -trick }、{ -dealer }（5番席）が1{ -trick }を
    取り、1番席、3番席、4番席は1{ -trick }も取れませんでした。
    各席のチップの増減はいくつで、精算後の{ -vier-anderle-pot }には何チップ
    ありますか？
vier-anderle-deals-q-score-pagat-h1 = 全員参加のディールで、{ -trick }を取るとチップがもらえるでしょうか？
vier-anderle-deals-q-score-pagat-h2 = { -trick }を取れなかった3人が4チップずつ払います。{ -dealer }は{ -trick }を取りましたが、配る前に4チップを入れています。
vier-anderle-deals-q-score-pagat-x =
    1番席、3番席、4番席が4チップずつ払います。{ -dealer }は
    配る前に入れた4チップだけで−4、0番席と2番席は0です。
    { -vier-anderle-pot }はpagat.comの例の通り4＋3×4＝16です。
    確かめ：プレイヤー全体で16減り、{ -vier-anderle-pot }が16増えています。

vier-anderle-deals-q-score-everyone =
    4人の全員参加のディールで、全員がちょうど1{ -trick }ずつ
    取りました。各席のチップの増減はいくつで、精算後の{ -vier-anderle-pot }には
    何チップありますか？
vier-anderle-deals-q-score-everyone-h1 = { -trick }を取れなかった人はいますか？　配る前に{ -vier-anderle-pot }に入ったのは何でしょう？
vier-anderle-deals-q-score-everyone-h2 = { -trick }の結果で払う人はいませんが、{ -dealer }の4チップは{ -vier-anderle-pot }に残ります。
vier-anderle-deals-q-score-everyone-x =
    { -trick }を取れなかった人がいないので、動いたのは{ -dealer }の
    4チップだけです。{ -dealer }は−4、ほかの人は0で、{ -vier-anderle-pot }には
    4チップあります。

vier-anderle-deals-q-score-slam =
    3人の全員参加のディールで、1番席が4{ -trick }すべてを
    取りました。各席のチップの増減はいくつで、精算後の{ -vier-anderle-pot }には
    何チップありますか？
vier-anderle-deals-q-score-slam-h1 = 全員参加のディールで、4{ -trick }取った1番席は何を得るでしょう？
vier-anderle-deals-q-score-slam-h2 = 何も得ません。0番席と{ -dealer }（2番席）は、どちらも{ -trick }を取れませんでした。
vier-anderle-deals-q-score-slam-x =
    1番席は0です。ここでは4{ -trick }取っても、払わずに済む
    だけです。0番席は4チップ払います。{ -dealer }は配る前に
    入れた4チップとさらに4チップで−8です。{ -vier-anderle-pot }は4＋4＋4＝12
    です。

vier-anderle-deals-next =
    精算後に{ -vier-anderle-pot }に残ったチップは、そのまま次のディールに
    持ち越されます。全員参加のディールの後、{ -vier-anderle-pot }には
    少なくとも{ -dealer }の4チップが残るので、次は必ず出る・降りるの
    ディールになります。{ -vier-anderle-pot }を空にできるのは出る・降りるの
    ディールだけで、空になれば、また全員参加のディールが来ます。

vier-anderle-deals-q-type-next =
    前の問題のディールで、{ -vier-anderle-pot }に12チップが残りました。
    次の人が{ -dealer }になり、4チップを入れました。これは
    どちらのディールですか？
vier-anderle-deals-q-type-next-h1 = 新しい{ -dealer }が4チップを入れる前の{ -vier-anderle-pot }を見ましょう。
vier-anderle-deals-q-type-next-h2 = 12チップあります。{ -vier-anderle-pot }は空ではありません。
vier-anderle-deals-q-type-next-x =
    新しい{ -dealer }が入れる前に{ -vier-anderle-pot }には12チップあったので、
    出る・降りるのディールです。12＋4＝16チップを賭けて
    プレイします。ディールの種類は交互に来るのではなく、
    毎回{ -vier-anderle-pot }のチップで決まります。

vier-anderle-deals-recap =
    まとめ：
      ・{ -dealer }は毎回、配る前に{ -vier-anderle-pot }に4チップ入れます。
      ・その4チップを入れる前の{ -vier-anderle-pot }が空なら全員参加の
        ディール、チップがあれば出る・降りるのディールです。
      ・全員参加のディールでは全員がプレイし、0番席がリード
        します。
      ・1{ -trick }も取れなかった人は4チップ払います。
        { -trick }を取ってもチップはもらえません。
      ・全員参加のディールの後、{ -vier-anderle-pot }は決して空になりません。
    次のレッスンでは、出る・降りるのディールの宣言を学びます。
