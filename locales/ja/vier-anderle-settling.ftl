# フィールアンダーレ レッスン7：出る・降りるのディールの精算（元のフィールアンダーレ；仕様 §8.2、§8.4）


vier-anderle-settling-intro =
    2人以上が出たときは、参加者だけで4{ -trick }をプレイします。
    プレイが始まるときの{ -vier-anderle-pot }、つまり配る前の{ -vier-anderle-pot }に
    { -dealer }の4チップを足したものをPと呼びましょう。
    誰かが「降りる」と言っても、Pは変わりません。

    { -trick }を取った人は、1{ -trick }につきPの1/4、つまり
    P/4チップを{ -vier-anderle-pot }から受け取ります。

    この1/4は最初の{ -trick }の前に決まり、{ -vier-anderle-pot }が減っても
    小さくなりません。4{ -trick }目も1{ -trick }目と同じだけ
    受け取り、4{ -trick }が終わるとPはすべて払い出されています。
    Pはいつも4の倍数なので、1/4はいつも割り切れます。

vier-anderle-settling-q-even =
    4人です。{ -dealer }が4チップを入れる前、{ -vier-anderle-pot }には12チップ
    ありました。4人全員が出て、それぞれ1{ -trick }ずつ取りました。
    各席のチップの増減はいくつで、精算後の{ -vier-anderle-pot }には何チップ
    ありますか？
vier-anderle-settling-q-even-h1 = Pはいくつで、その1/4はいくつでしょう？
vier-anderle-settling-q-even-h2 = P＝16なので、どの{ -trick }も4チップです。最後の{ -trick }も同じです。{ -dealer }は配る前に4チップも入れています。
vier-anderle-settling-q-even-x =
    P＝12＋4＝16なので、1{ -trick }4チップです。4{ -trick }目も
    1{ -trick }目と同じです。0番席、1番席、2番席が4チップずつ
    受け取ります。{ -dealer }も4チップ受け取りますが、配る前に
    4チップ入れているので0です。{ -vier-anderle-pot }は空になり、次は
    全員参加のディールです。

vier-anderle-settling-q-split =
    6人です。{ -dealer }が4チップを入れる前、{ -vier-anderle-pot }には20チップ
    ありました。出たのは1番席と4番席だけで、2{ -trick }ずつ
    取りました。各席のチップの増減はいくつで、精算後の{ -vier-anderle-pot }には
    何チップありますか？
vier-anderle-settling-q-split-h1 = ここでのPの1/4はいくつでしょう？　降りた人は何を払いますか？
vier-anderle-settling-q-split-h2 = P＝24なので、1{ -trick }6チップです。降りた人は何も払いません。{ -dealer }は配る前に4チップを入れています。
vier-anderle-settling-q-split-x =
    1{ -trick }6チップで2{ -trick }ずつなので、1番席と4番席が
    12チップずつ受け取り、{ -vier-anderle-pot }は空になります。0番席、2番席、
    3番席は降りたので0です。{ -dealer }（5番席）も降りたので、
    配る前に入れた4チップの分だけで−4です。

vier-anderle-settling-trickless =
    4{ -trick }が終わったら、1{ -trick }も取れなかった参加者は、
    { -vier-anderle-pot }にPを払います。プレイが始まる直前の{ -vier-anderle-pot }全部、
    { -dealer }の4チップも含めた数です。{ -trick }を取れなかった
    { -dealer }は、配る前に入れた4チップに加えてPを払います。
    出るのは賭けです。{ -trick }を取れば{ -vier-anderle-pot }の分け前をもらえ、
    1つも取れなければ{ -vier-anderle-pot }1つ分を払うことになります。
    降りた人は、ここでも何も払いません。
    ですから精算後の{ -vier-anderle-pot }には、{ -trick }を取れなかった参加者
    1人につきPが入ります。プレイした全員が{ -trick }を取れば、
    { -vier-anderle-pot }は空です。

vier-anderle-settling-q-pagat =
    pagat.comの例をもとにした問題です。プレイが始まるとき、{ -vier-anderle-pot }には20チップ
    あります（配る前に16、そこに{ -dealer }の4チップ）。5人で、
    0番席、1番席、3番席が出て、2番席と{ -dealer }（4番席）は
    降りました。0番席が3{ -trick }、1番席が1{ -trick }を取り、
    3番席は1{ -trick }も取れませんでした。各席のチップの増減は
    いくつで、精算後の{ -vier-anderle-pot }には何チップありますか？
vier-anderle-settling-q-pagat-h1 = 20の1/4はいくつでしょう？　{ -trick }を取れなかった参加者は何を払いますか？
vier-anderle-settling-q-pagat-h2 = 1{ -trick }5チップです。3番席は20チップ全部を払います。{ -dealer }は配る前に入れた4チップだけです。
vier-anderle-settling-q-pagat-x =
    1{ -trick }は20÷4＝5チップです。0番席が15、1番席が5を受け取り、
    { -vier-anderle-pot }は空になります。{ -trick }を取れなかった3番席が、そこに
    20を入れます。2番席は降りたので0、{ -dealer }も降りたので
    { -dealer }の4チップの分で−4です。{ -vier-anderle-pot }は20になります。
    確かめ：15＋5−20−4＝−4で、{ -vier-anderle-pot }は16から20に増えています。

vier-anderle-settling-q-dealer-trickless =
    5人です。{ -dealer }が4チップを入れる前、{ -vier-anderle-pot }には4チップ
    しかありませんでした。1番席、2番席、{ -dealer }（4番席）が
    出て、1番席が3{ -trick }、2番席が1{ -trick }を取り、{ -dealer }は
    1{ -trick }も取れませんでした。各席のチップの増減はいくつで、
    精算後の{ -vier-anderle-pot }には何チップありますか？
vier-anderle-settling-q-dealer-trickless-h1 = P＝4＋4です。このディールで{ -dealer }は全部でいくつ払うでしょう？
vier-anderle-settling-q-dealer-trickless-h2 = 1{ -trick }2チップです。{ -trick }を取れなかった{ -dealer }は、配る前に入れた4チップに加えてP＝8を払います。
vier-anderle-settling-q-dealer-trickless-x =
    P＝8で、1/4は2チップです。1番席が6、2番席が2を受け取ります。
    { -dealer }は配る前に入れた4チップに加え、{ -trick }を
    取れなかったので8を払い、−12です。{ -vier-anderle-pot }は8になります。
    確かめ：6＋2−12＝−4で、{ -vier-anderle-pot }は4から8に増えています。

vier-anderle-settling-q-slam =
    4人です。{ -dealer }が4チップを入れる前、{ -vier-anderle-pot }には12チップ
    ありました。0番席、2番席、{ -dealer }（3番席）が出て、1番席は
    降りました。0番席が4{ -trick }すべてを取りました。各席の
    チップの増減はいくつで、精算後の{ -vier-anderle-pot }には何チップありますか？
vier-anderle-settling-q-slam-h1 = 0番席は1/4をすべて受け取ります。{ -trick }を取れなかった参加者は、ちょうどいくつ払うでしょう？
vier-anderle-settling-q-slam-h2 = P＝16なので、0番席は16を受け取ります。2番席と{ -dealer }は16ずつ払い、{ -dealer }は配る前に4チップも入れています。
vier-anderle-settling-q-slam-x =
    0番席は4×4＝16を受け取ります。2番席は16を払います。
    { -dealer }は16と、配る前に入れた4チップで−20です。1番席は
    降りたので0です。{ -vier-anderle-pot }は2×16＝32になり、12から32に
    増えました。
    { -trick }を取れなかった参加者がいると、{ -vier-anderle-pot }は減るどころか
    大きくなります。

vier-anderle-settling-q-three-trickless =
    7人です。{ -dealer }が4チップを入れる前、{ -vier-anderle-pot }には28チップ
    ありました。0番席、2番席、3番席、5番席が出て、1番席、4番席、
    { -dealer }（6番席）は降りました。0番席が4{ -trick }すべてを
    取りました。各席のチップの増減はいくつで、精算後の{ -vier-anderle-pot }には
    何チップありますか？
vier-anderle-settling-q-three-trickless-h1 = { -trick }を取れなかった参加者は何人で、1人いくつ払うでしょう？
vier-anderle-settling-q-three-trickless-h2 = P＝32です。{ -trick }を取れなかった3人が、それぞれ32ずつ払います。3人で分けるのではありません。
vier-anderle-settling-q-three-trickless-x =
    0番席は32を受け取ります。2番席、3番席、5番席は32ずつ払います。
    { -dealer }は降りたので−4です。{ -vier-anderle-pot }は3×32＝96になります。
    確かめ：32−96−4＝−68で、{ -vier-anderle-pot }は96−28＝68増えています。

vier-anderle-settling-check =
    どのディールにも使える確かめ方があります。全員のチップの
    増減を足し、そこに{ -vier-anderle-pot }の増えた分（精算後の{ -vier-anderle-pot }から
    配る前の{ -vier-anderle-pot }を引いたもの）を足すと、必ず0になります。
    チップはプレイヤーと{ -vier-anderle-pot }の間を動くだけだからです。
    一番忘れやすいのは{ -dealer }の4チップです。これは{ -dealer }の
    増減にも、Pにも入っています。

vier-anderle-settling-q-two-players =
    2人です。{ -dealer }が4チップを入れる前、{ -vier-anderle-pot }には4チップ
    ありました。2人とも出て、{ -dealer }（1番席）が4{ -trick }
    すべてを取りました。各席のチップの増減はいくつで、精算後の
    { -vier-anderle-pot }には何チップありますか？
vier-anderle-settling-q-two-players-h1 = P＝8です。{ -dealer }はいくつ受け取り、その前に何を払っていたでしょう？
vier-anderle-settling-q-two-players-h2 = { -dealer }は8を受け取りますが、配る前に4チップを入れています。0番席は{ -trick }を取れなかったので8を払います。
vier-anderle-settling-q-two-players-x =
    { -dealer }は1{ -trick }2チップで4{ -trick }、8チップを受け取り、
    配る前に入れた4チップを引いて＋4です。{ -trick }を
    取れなかった0番席はP＝8を払います。{ -vier-anderle-pot }は8になります。
    確かめ：−8＋4＝−4で、{ -vier-anderle-pot }は4から8に増えています。

vier-anderle-settling-recap =
    精算のまとめ：
      ・全員参加のディール：{ -trick }を取ってもチップはもらえず、
        1{ -trick }も取れなかった人が4チップ払います。
      ・出る・降りるのディール：P＝配る前の{ -vier-anderle-pot }＋{ -dealer }の
        4チップ。1{ -trick }につき決まった額のP/4を受け取り、
        { -trick }を取れなかった参加者はPを払います。降りた人は
        何も払いません。
      ・出たのが1人ならその人がPを総取り、誰も出なければ
        { -vier-anderle-pot }はそのまま残ります。
      ・{ -dealer }の4チップは、いつも{ -dealer }の増減に入ります。
    最後のレッスンでは、ここまでのことをヤパニッシュ・フィールアンダーレと
    比べます。
