# フィールアンダーレ レッスン8：ヤパニッシュ・フィールアンダーレとの比較（仕様 §6.2、§7.3、§8.3、§9）


vier-anderle-japanisch-intro =
    ヤパニッシュ・フィールアンダーレ（日本式フィールアンダーレ）は、
    日本語のルールの作者が2018年1月に作ったバリエーションです。
    フィールアンダーレをもとに、日本人が遊びやすいように
    下り賃を取り入れています。
    カード、強さの順番、配り方、{ -dealer }の4チップ、2種類の
    ディール、オープニングリード、Pの1/4の受け取り、全員参加の
    ディールは同じです。変わるのは次の5点です。
      1. リードされたスートの中で、{ -trick }を上回る義務は
         ありません。
      2. 宣言は{ -dealer }の右隣から反時計回りに行い、
         { -dealer }が最後です。
      3. 降りるときは4チップの下り賃をサイドポットに入れます。
         { -dealer }も同じです。
      4. 1{ -trick }も取れなかった参加者は、Pではなく
         一律に8チップを払います。
      5. 精算の後、サイドポットのチップを{ -vier-anderle-pot }に移します。
    このレッスンでは、同じ局面を2回ずつ出します。1回目は
    フィールアンダーレ、2回目はヤパニッシュ・フィールアンダーレ
    です。どちらのゲームかは問題文に書いてあります。

vier-anderle-japanisch-follow =
    スートカードの{ -follow-suit }。フィールアンダーレでは、リードされた
    スートを持っていればそのスートを出します。{ -trick }にまだ{ -trump }が
    出ていなければ、さらに、{ -trick }を上回れるなら上回らなければ
    なりません。つまり、そのスートでそれまでに出たどのカードよりも
    強いカードを出します。
    ヤパニッシュ・フィールアンダーレでは、リードされたスートの
    カードなら、どれを出してもかまいません。
    { -trump }の規則は変わりません。{ -trump }がリードされたときや、リードされた
    スートを持っていないときは、{ -trick }に出たどの{ -trump }よりも強い
    { -trump }を持っていればそれを、なければどれでもよいので{ -trump }を
    出します。これは両方のゲームで同じです。

vier-anderle-japanisch-q-head-original =
    フィールアンダーレです。♥Cがリードされました。あなたの手札は
    ♥K、♥J、{ -trump }5、♠Qです。どのカードを出せますか？
vier-anderle-japanisch-q-head-original-h1 = ハートを持っています。その中に♥Cより強いカードはありますか？
vier-anderle-japanisch-q-head-original-h2 = ♥Kはカヴァッロより強く、♥Jは弱いカードです。フィールアンダーレでは、{ -trick }を上回らなければなりません。
vier-anderle-japanisch-q-head-original-x =
    ハートで{ -follow-suit }しなければならず、♥Kは♥Cより強いので、
    ♥Kを出さなければなりません。♥Jでは弱すぎます。{ -trump }5と♠Qは
    ハートではありません。

vier-anderle-japanisch-q-head-japanisch =
    ヤパニッシュ・フィールアンダーレで、同じ局面です。♥Cが
    リードされました。あなたの手札は♥K、♥J、{ -trump }5、♠Qです。
    どのカードを出せますか？
vier-anderle-japanisch-q-head-japanisch-h1 = リードされたスートを持っている人に、このバリエーションは何を求めているでしょう？
vier-anderle-japanisch-q-head-japanisch-h2 = ハートならどれでもかまいません。♥Cに勝つ義務はありません。
vier-anderle-japanisch-q-head-japanisch-x =
    ヤパニッシュ・フィールアンダーレでは、{ -follow-suit }するだけで
    十分です。♥Kでも♥Jでもよく、キングを後に取っておくことも
    できます。ハートを持っているので、{ -trump }5と♠Qはやはり
    出せません。

vier-anderle-japanisch-q-trump-original =
    フィールアンダーレで、pagat.comの例です。右隣の人が{ -trump }18を
    リードしました。あなたの手札は{ -trump }21、{ -trump }7、{ -trump }3、♥Kです。
    どのカードを出せますか？
vier-anderle-japanisch-q-trump-original-h1 = { -trump }がリードされ、あなたは{ -trump }を持っています。{ -trump }18より強いものはありますか？
vier-anderle-japanisch-q-trump-original-h2 = { -trump }18より強いのは{ -trump }21だけです。勝てる{ -trump }があれば、それを出さなければなりません。
vier-anderle-japanisch-q-trump-original-x =
    { -trump }18より強い{ -trump }は{ -trump }21だけなので、取っておきたくても
    { -trump }21を出さなければなりません。

vier-anderle-japanisch-q-trump-japanisch =
    ヤパニッシュ・フィールアンダーレで、同じ局面です。{ -trump }18が
    リードされました。あなたの手札は{ -trump }21、{ -trump }7、{ -trump }3、♥Kです。
    どのカードを出せますか？
vier-anderle-japanisch-q-trump-japanisch-h1 = このバリエーションでなくなった義務は1つだけです。それは{ -trump }についての義務でしょうか？
vier-anderle-japanisch-q-trump-japanisch-h2 = いいえ。{ -trump }の規則は両方のゲームでまったく同じです。
vier-anderle-japanisch-q-trump-japanisch-x =
    何も変わりません。出せるのは{ -trump }21だけです。なくなったのは、
    リードされたスートの中で{ -trick }を上回る義務だけです。

vier-anderle-japanisch-declaring =
    出る・降りるの宣言。フィールアンダーレでは、{ -dealer }の
    左隣の0番席から時計回りに宣言し、{ -dealer }が最後です。
    ヤパニッシュ・フィールアンダーレでは、{ -dealer }の右隣から
    始めて反時計回りに0番席まで進み、やはり{ -dealer }が最後に
    宣言します。
    日本語のルールには「{ -dealer }の右隣から順に」としか
    書かれていません。このチューターはこれを、元の
    フィールアンダーレの順番を左右反対にしたものと読み、
    { -dealer }が最後に決める形を残しています。
    オープニングリードは変わりません。元のフィールアンダーレと
    同じく、参加者の中で一番小さい番号の席がリードします。

vier-anderle-japanisch-q-order-original =
    フィールアンダーレです。5人の出る・降りるのディールで、
    各席はどの順番で「出る」「降りる」を宣言しますか？
vier-anderle-japanisch-q-order-original-h1 = 元のフィールアンダーレで最初に宣言するのは誰でしょう？
vier-anderle-japanisch-q-order-original-h2 = { -dealer }の左隣（0番席）から時計回りに、{ -dealer }（4番席）が最後です。
vier-anderle-japanisch-q-order-original-x =
    0、1、2、3、4の順です。{ -dealer }の左隣から時計回りに進み、
    { -dealer }が最後です。

vier-anderle-japanisch-q-order-japanisch =
    ヤパニッシュ・フィールアンダーレです。5人の出る・降りるの
    ディールで、各席はどの順番で「出る」「降りる」を
    宣言しますか？
vier-anderle-japanisch-q-order-japanisch-h1 = { -dealer }の右隣は何番席でしょう？　そこからどちら回りに進みますか？
vier-anderle-japanisch-q-order-japanisch-h2 = 3番席から始めて反時計回りに0番席まで、最後が{ -dealer }（4番席）です。
vier-anderle-japanisch-q-order-japanisch-x =
    3、2、1、0、4の順です。{ -dealer }の右隣から反時計回りに
    進み、{ -dealer }が最後です。3番席から時計回りに進むと、
    { -dealer }が2番目に宣言することになってしまいます。

vier-anderle-japanisch-fees =
    ヤパニッシュ・フィールアンダーレの出る・降りるのディールでの
    チップの動き：
      ・「降りる」と言った人は、4チップの下り賃を、{ -vier-anderle-pot }とは別の
        サイドポットに入れます。{ -dealer }も例外ではなく、
        降りた{ -dealer }は配る前に入れた4チップに加えて下り賃を
        払い、合わせて8チップになります。
      ・{ -trick }を取った人は、元のフィールアンダーレと同じく、
        1{ -trick }につきP/4を{ -vier-anderle-pot }から受け取ります。Pはプレイが
        始まるときの{ -vier-anderle-pot }で、サイドポットは含みません。
      ・1{ -trick }も取れなかった参加者は、Pの大きさに関係なく
        一律に8チップを払います。
      ・最後に、サイドポットのチップをすべて{ -vier-anderle-pot }に移します。
    ですから精算後の{ -vier-anderle-pot }には、{ -trick }を取れなかった参加者
    1人につき8チップと、降りた人1人につき4チップが入ります。
    出たのが1人なら、その人がやはりPを総取りし、その後
    サイドポットを{ -vier-anderle-pot }に移します。誰も出なければ全員が
    下り賃を払い、{ -vier-anderle-pot }とサイドポットのチップがすべて次の
    ディールに持ち越されます。

vier-anderle-japanisch-q-fees-original =
    フィールアンダーレで、前のレッスンで見たディールです。5人で、
    { -dealer }が4チップを入れる前、{ -vier-anderle-pot }には16チップありました。
    0番席、1番席、3番席が出て、2番席と{ -dealer }（4番席）は
    降りました。0番席が3{ -trick }、1番席が1{ -trick }を取り、
    3番席は1{ -trick }も取れませんでした。各席のチップの増減は
    いくつで、精算後の{ -vier-anderle-pot }には何チップありますか？
vier-anderle-japanisch-q-fees-original-h1 = 元のフィールアンダーレに下り賃はありません。Pはいくつで、{ -trick }を取れなかった参加者は何を払うでしょう？
vier-anderle-japanisch-q-fees-original-h2 = P＝20で、1{ -trick }5チップです。3番席は20を払い、{ -dealer }は配る前に入れた4チップだけです。
vier-anderle-japanisch-q-fees-original-x =
    前のレッスンの通り、15、5、0、−20、−4で、{ -vier-anderle-pot }は20です。

vier-anderle-japanisch-q-fees-japanisch =
    ヤパニッシュ・フィールアンダーレで、同じディールです。5人で、
    { -dealer }が4チップを入れる前、{ -vier-anderle-pot }には16チップありました。
    0番席、1番席、3番席が出て、2番席と{ -dealer }（4番席）は
    降りました。0番席が3{ -trick }、1番席が1{ -trick }を取り、
    3番席は1{ -trick }も取れませんでした。各席のチップの増減は
    いくつで、精算後の{ -vier-anderle-pot }には何チップありますか？
vier-anderle-japanisch-q-fees-japanisch-h1 = 降りたのは誰で、何チップかかったでしょう？　このバリエーションで3番席が払うのはいくつですか？
vier-anderle-japanisch-q-fees-japanisch-h2 = 2番席と{ -dealer }が4チップずつサイドポットに入れます。{ -dealer }は、配る前に入れた4チップとは別に払います。3番席が払うのは20ではなく8です。
vier-anderle-japanisch-q-fees-japanisch-x =
    { -trick }の受け取りは同じで、0番席が＋15、1番席が＋5です。
    { -trick }を取れなかった3番席は8を払います。2番席は下り賃で
    −4です。{ -dealer }は配る前に入れた4チップと下り賃で−8です。
    { -vier-anderle-pot }には3番席の8が入り、そこにサイドポットの8が移って
    16になります。
    確かめ：15＋5−4−8−8＝0で、{ -vier-anderle-pot }は16のままです。

vier-anderle-japanisch-q-lone-japanisch =
    ヤパニッシュ・フィールアンダーレです。4人で、{ -dealer }が
    4チップを入れる前、{ -vier-anderle-pot }には8チップありました。出たのは
    1番席だけで、0番席、2番席、{ -dealer }（3番席）は降りました。
    各席のチップの増減はいくつで、精算後の{ -vier-anderle-pot }には何チップ
    ありますか？
vier-anderle-japanisch-q-lone-japanisch-h1 = 出たのが1人なら、誰がPを取り、プレイはあるでしょうか？　下り賃を払ったのは誰ですか？
vier-anderle-japanisch-q-lone-japanisch-h2 = P＝8＋4＝12を1番席が取ります。降りたのは{ -dealer }を含めて3人で、サイドポットは12です。
vier-anderle-japanisch-q-lone-japanisch-x =
    プレイはなく、1番席がP＝12を取ります。0番席と2番席は
    4チップの下り賃を払い、{ -dealer }は配る前に入れた4チップと
    下り賃で−8です。そのあと、空になった{ -vier-anderle-pot }にサイドポットの
    12が移ります。
    確かめ：−4＋12−4−8＝−4で、{ -vier-anderle-pot }は8から12に増えました。

vier-anderle-japanisch-q-nobody-japanisch =
    ヤパニッシュ・フィールアンダーレで、同じ卓です。{ -dealer }が
    4チップを入れる前、{ -vier-anderle-pot }には8チップありました。今度は
    { -dealer }も含めて4人全員が「降りる」と言いました。各席の
    チップの増減はいくつで、精算後の{ -vier-anderle-pot }には何チップありますか？
vier-anderle-japanisch-q-nobody-japanisch-h1 = 元のゲームなら、配る前の4チップのほかは誰も払いません。ヤパニッシュでは「降りる」と何がかかりますか？
vier-anderle-japanisch-q-nobody-japanisch-h2 = 全員が4チップの下り賃を払い、{ -dealer }はそれを配る前の4チップに加えて払います。{ -vier-anderle-pot }の12は残り、サイドポットの16が移ります。
vier-anderle-japanisch-q-nobody-japanisch-x =
    カードは1枚も出されず、誰も何も受け取りません。0番席、
    1番席、2番席は下り賃で−4ずつ、{ -dealer }は配る前の4チップと
    下り賃で−8です。{ -vier-anderle-pot }の12はそのまま残り、サイドポットの16が
    移って28になり、次のディールに持ち越されます。
    確かめ：合計−20で、{ -vier-anderle-pot }は20増えました。

vier-anderle-japanisch-same =
    このバリエーションで変わるのは、出る・降りるのディール
    だけです。全員参加のディールは、プレイも精算も
    フィールアンダーレとまったく同じです。宣言がないので下り賃も
    サイドポットもなく、{ -trick }を取れなかった人が払うのは
    8チップではなく4チップです。

vier-anderle-japanisch-q-all-play-original =
    フィールアンダーレです。4人の全員参加のディールで、0番席と
    { -dealer }（3番席）は{ -trick }を取れず、1番席と2番席が
    2{ -trick }ずつ取りました。各席のチップの増減はいくつで、
    精算後の{ -vier-anderle-pot }には何チップありますか？
vier-anderle-japanisch-q-all-play-original-h1 = 全員参加のディールで払うのは誰で、いくつでしょう？
vier-anderle-japanisch-q-all-play-original-h2 = { -trick }を取れなかった人が4チップずつ払います。{ -dealer }は配る前に4チップも入れています。
vier-anderle-japanisch-q-all-play-original-x =
    0番席は−4です。{ -dealer }は配る前に入れた4チップとさらに
    4チップで−8です。1番席と2番席は0です。{ -vier-anderle-pot }は
    4＋4＋4＝12です。

vier-anderle-japanisch-q-all-play-japanisch =
    ヤパニッシュ・フィールアンダーレで、同じ全員参加のディール
    です。0番席と{ -dealer }（3番席）は{ -trick }を取れず、1番席と
    2番席が2{ -trick }ずつ取りました。各席のチップの増減は
    いくつで、精算後の{ -vier-anderle-pot }には何チップありますか？
vier-anderle-japanisch-q-all-play-japanisch-h1 = 全員参加のディールで宣言はあるでしょうか？　下り賃や8チップの支払いはありますか？
vier-anderle-japanisch-q-all-play-japanisch-h2 = 宣言がないので、下り賃もサイドポットもありません。{ -trick }を取れなかった人は、いつも通り4チップ払います。
vier-anderle-japanisch-q-all-play-japanisch-x =
    フィールアンダーレとまったく同じで、−4、0、0、−8、{ -vier-anderle-pot }は
    12です。

vier-anderle-japanisch-recap =
    フィールアンダーレと比べたヤパニッシュ・フィールアンダーレの
    まとめ：
      ・{ -follow-suit }：リードされたスートならどれでもよく、スートの中で
        { -trick }を上回る義務はありません。{ -trump }の規則は同じです。
      ・宣言：{ -dealer }の右隣から反時計回りに、{ -dealer }が最後。
      ・降りる：4チップの下り賃をサイドポットへ。{ -dealer }も
        （{ -dealer }の4チップとは別に）払います。
      ・{ -trick }を取れなかった参加者は、Pではなく8チップ。
      ・精算の後、サイドポットを{ -vier-anderle-pot }に移します。
      ・変わらないもの：カード、配り方、{ -dealer }の4チップ、
        ディールの種類、オープニングリード、1{ -trick }につきP/4、
        全員参加のディール。
