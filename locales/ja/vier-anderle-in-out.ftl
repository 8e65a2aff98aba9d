# フィールアンダーレ レッスン6：出る・降りるの宣言（仕様 §6.1、§7.1、§8.2）


vier-anderle-in-out-intro =
    出る・降りるのディール（{ -dealer }が4チップを入れる前に
    { -vier-anderle-pot }にチップがあったディール）でも、カードはいつも通り
    1人4枚ずつ配ります。そしてカードを出す前に、一人ずつ順番に、
    このディールに参加するかどうかを宣言します。
      「出る」：このディールをプレイします。
      「降りる」：このディールには参加しません。
    宣言は0番席から時計回りに行い、{ -dealer }が最後です。
    ですから{ -dealer }は、ほかの全員の宣言を聞いてから
    決められます。

vier-anderle-in-out-q-order-five =
    5人の出る・降りるのディールです。各席はどの順番で
    「出る」「降りる」を宣言しますか？
vier-anderle-in-out-q-order-five-h1 = 時計回りで{ -dealer }の次に座っているのは誰でしょう？
vier-anderle-in-out-q-order-five-h2 = 0番席が最初、{ -dealer }（4番席）が最後です。
vier-anderle-in-out-q-order-five-x =
    0、1、2、3、4の順です。{ -dealer }の左隣から時計回りに
    一周し、{ -dealer }が最後です。カードを配った順番と同じです。

vier-anderle-in-out-q-order-eight =
    今度は8人です。各席はどの順番で「出る」「降りる」を
    宣言しますか？
vier-anderle-in-out-q-order-eight-h1 = 宣言はどこから始まり、誰で終わるでしょう？
vier-anderle-in-out-q-order-eight-h2 = 0番席から始まり、{ -dealer }（7番席）で終わります。その間は時計回りです。
vier-anderle-in-out-q-order-eight-x =
    0から7まで順番通りです。何人で遊んでも、{ -dealer }の
    左隣が最初に、{ -dealer }が最後に宣言します。

vier-anderle-in-out-out =
    降りた人は手札を伏せて置き、このディールにはもう加わりません。
    チップを払うことも、もらうこともありません。ただ1つの例外が
    { -dealer }の4チップです。これは配る前に入れたもので、
    { -dealer }が降りても戻ってきません。
    4{ -trick }をプレイするのは、「出る」と言った人、つまり
    参加者だけです。

vier-anderle-in-out-lead =
    オープニングリードをするのは、参加者の中で、{ -dealer }の
    左隣に一番近い人です。「近い」はプレイの順番で数えます。
    0番席から時計回りに見ていき、最初に出会った参加者が
    リードします。つまり、参加者の中で一番小さい番号の席です。
    { -dealer }は最後の候補です。{ -dealer }や{ -dealer }の右隣は、
    反対側から見れば0番席のすぐそばですが、その向きには
    数えません。

vier-anderle-in-out-q-lead-seat-one =
    5人の出る・降りるのディールです。1番席と3番席が出て、
    0番席、2番席、{ -dealer }（4番席）は降りました。
    オープニングリードをするのは誰ですか？
vier-anderle-in-out-q-lead-seat-one-h1 = 降りた人がカードを出すことはあるでしょうか？
vier-anderle-in-out-q-lead-seat-one-h2 = 0番席は降りています。0番席から時計回りに、最初の参加者を探しましょう。
vier-anderle-in-out-q-lead-seat-one-x =
    0番席が降りているので、時計回りで次の参加者、1番席が
    リードします。

vier-anderle-in-out-q-lead-not-dealer =
    6人の出る・降りるのディールです。3番席、4番席（{ -dealer }の
    右隣）、{ -dealer }（5番席）が出て、0番席、1番席、2番席は
    降りました。オープニングリードをするのは誰ですか？
vier-anderle-in-out-q-lead-not-dealer-h1 = 「近い」はプレイの順番で数えます。0番席から時計回りに見ましょう。
vier-anderle-in-out-q-lead-not-dealer-h2 = 0番席、1番席、2番席は降りています。{ -dealer }は最後の候補です。
vier-anderle-in-out-q-lead-not-dealer-x =
    0番席から時計回りに見ると、0番席、1番席、2番席は降りていて、
    3番席が出ています。3番席がリードします。{ -dealer }は0番席の
    すぐ隣ですが、反対側です。プレイの順番では、{ -dealer }は
    最後に来ます。

vier-anderle-in-out-alone =
    出たのが1人だけなら、プレイは行いません。その1人の参加者が、
    { -vier-anderle-pot }のチップ（配る前の{ -vier-anderle-pot }と{ -dealer }の4チップ）を
    すぐに総取りします。プレイしても結果は同じです。1人だけで
    プレイすれば、4{ -trick }すべてを取ることになるからです。
    { -dealer }は最後に宣言します。ほかの全員が降りたのを見た
    { -dealer }は、「出る」と言って{ -vier-anderle-pot }を1人で総取りできます。

vier-anderle-in-out-q-score-lone =
    5人です。{ -dealer }が4チップを入れる前、{ -vier-anderle-pot }には16チップ
    ありました。「出る」と言ったのは2番席だけで、{ -dealer }も含め
    ほかの全員が降りました。各席のチップの増減はいくつで、
    { -vier-anderle-pot }には何チップ残りますか？
vier-anderle-in-out-q-score-lone-h1 = { -dealer }が4チップを入れた後、{ -vier-anderle-pot }には何チップありますか？
vier-anderle-in-out-q-score-lone-h2 = 16＋4＝20チップで、すべて2番席のものになります。
vier-anderle-in-out-q-score-lone-x =
    宣言のとき、{ -vier-anderle-pot }には16＋4＝20チップあります。2番席が
    20チップを総取りし、{ -vier-anderle-pot }は空になります。{ -dealer }
    （4番席）は降りたので、{ -dealer }の4チップの分だけで−4です。
    確かめ：＋20−4＝16で、{ -vier-anderle-pot }から出た16と同じです。

vier-anderle-in-out-q-score-lone-dealer =
    4人です。{ -dealer }が4チップを入れる前、{ -vier-anderle-pot }には8チップ
    ありました。0番席、1番席、2番席がみな降り、最後に宣言する
    { -dealer }が「出る」と言いました。各席のチップの増減は
    いくつで、{ -vier-anderle-pot }には何チップ残りますか？
vier-anderle-in-out-q-score-lone-dealer-h1 = { -dealer }が{ -vier-anderle-pot }を総取りします。{ -dealer }は先に{ -vier-anderle-pot }に何を入れていましたか？
vier-anderle-in-out-q-score-lone-dealer-h2 = { -vier-anderle-pot }は8＋4＝12チップで、そのうち4チップは{ -dealer }自身が入れたものです。
vier-anderle-in-out-q-score-lone-dealer-x =
    { -dealer }は12チップを受け取りますが、配る前に4チップ入れて
    いるので、差し引き＋8です。ほかの人は降りたので0です。
    { -vier-anderle-pot }は空になり、次は全員参加のディールです。

vier-anderle-in-out-nobody =
    では、{ -dealer }も含めて誰も出なかったら？　そのときは
    カードを1枚も出さず、リードする人もいません。誰もチップを
    払わず、もらいもしません。{ -dealer }の4チップは払ったままです。
    { -vier-anderle-pot }は{ -dealer }の4チップも含めてそのまま残り、次の
    ディールに持ち越されます。次もまた出る・降りるのディールです。
    この場合はどちらの資料にも書かれていないので、チューターは
    同じ系統のゲームの決まり（誰も取らなかった{ -vier-anderle-pot }は次の
    ディールに残る）に従っています。

vier-anderle-in-out-q-lead-nobody =
    4人の出る・降りるのディールで、{ -dealer }も含め全員が
    「降りる」と言いました。オープニングリードをするのは
    誰ですか？
vier-anderle-in-out-q-lead-nobody-h1 = そもそもカードは出されるでしょうか？
vier-anderle-in-out-q-lead-nobody-h2 = 参加者がいなければ{ -trick }もなく、リードもありません。
vier-anderle-in-out-q-lead-nobody-x =
    誰も出ていないので、{ -trick }は行わず、リードする人もいません。
    0番席は、全員参加のディールならリードする席ですが、ここで
    カードを出す必要はありません。

vier-anderle-in-out-q-score-nobody =
    同じディールです。{ -dealer }が4チップを入れる前、{ -vier-anderle-pot }には
    8チップあり、4人全員が降りました。各席のチップの増減は
    いくつで、精算後の{ -vier-anderle-pot }には何チップありますか？
vier-anderle-in-out-q-score-nobody-h1 = 配る前に払った分のほかに、払ったりもらったりする人はいるでしょうか？
vier-anderle-in-out-q-score-nobody-h2 = 動いたのは{ -dealer }の4チップだけです。{ -vier-anderle-pot }はそのまま次のディールに残ります。
vier-anderle-in-out-q-score-nobody-x =
    { -dealer }は配る前に入れた4チップの分で−4、ほかの人は0です。
    { -vier-anderle-pot }には8＋4＝12チップが残ります。次もまた出る・降りるの
    ディールで、次の{ -dealer }が4チップを入れると、16チップを
    賭けることになります。

vier-anderle-in-out-recap =
    出る・降りるのディールのまとめ：
      ・0番席から時計回りに宣言し、{ -dealer }が最後です。
      ・降りた人は払いも受け取りもしません（降りた{ -dealer }も、
        { -dealer }の4チップは払ったままです）。
      ・参加者の中で一番小さい番号の席がリードします。
        { -dealer }は最後の候補です。
      ・出たのが1人だけなら、その人が{ -dealer }の4チップも
        含めて{ -vier-anderle-pot }を総取りします。
      ・誰も出なければプレイはなく、{ -vier-anderle-pot }は持ち越されます。
    次のレッスンでは、2人以上が出たときの{ -trick }の精算を学びます。
