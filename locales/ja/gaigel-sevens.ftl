# ガイゲル レッスン7：切札の7の交換と7が5枚（ルール 7.3、7.4、決定 G12、G13、G14、G16）


gaigel-sevens-intro =
    山札の下には、{ -trump }を示す{ -trump }表示カードが表向きに置かれています。
    { -trump }の7を持っていれば、それを{ -trump }表示カードと交換できます。
    { -trump }表示カードはあなたの手札に入り、7がその場所に置かれます。
    このときチームは10点を得ます。
    例：{ -trump }がドングリで、{ -trump }表示カードがドングリのAのとき、
    ドングリの7と交換すれば、そのAがあなたのものになります。

gaigel-sevens-own-trick =
    条件が1つあります。このディールで、あなた自身が少なくとも
    1{ -trick }を取っていなければなりません。
    点数はチームで共有しますが、ここでは{ -partner }の{ -trick }は
    数えません。
    タイミングの制限はゆるやかです。カードとカードの間ならいつでもよく、
    { -trick }の途中でも、{ -trick }の後で山札から取る前でも後でも、
    誰がその{ -trick }に勝っていても、自分がカードを出す番でなくても
    かまいません。

gaigel-sevens-q-value =
    { -trump }はハートで、{ -trump }表示カードはハートのA（11点）です。
    ハートの7をこのカードと交換しました。
    交換そのものでチームは何点を得ますか？
gaigel-sevens-q-value-h1 = 交換は手役で、受け取るカードに関係なく点数が決まっています。
gaigel-sevens-q-value-h2 = Aではなく手役の点数を見ましょう。Aの点数は、{ -trick }で取られたときにだけ入ります。
gaigel-sevens-q-value-x =
    何が置かれていても、交換の点数は同じです。受け取ったAは
    普通の手札のカードで、その11点は、チームが勝った{ -trick }に
    入ったときにはじめて数えます。

gaigel-sevens-q-partner-trick =
    { -trump }はベルです。いま{ -partner }が2つ目の{ -trick }に勝ちました。
    あなた自身はまだ1{ -trick }も取っていません。ベルの7を持っていて、
    { -trump }表示カードはまだ山札の下にあります。いま7を交換できますか？
gaigel-sevens-q-partner-trick-h1 = 交換の条件では、誰の{ -trick }が数えられるでしょう？
gaigel-sevens-q-partner-trick-h2 = 交換するプレイヤー本人が、{ -trick }を取っていなければなりません。
gaigel-sevens-q-partner-trick-x =
    点数はチームで共有しますが、交換の権利は共有しません。
    自分のカードで{ -trick }を取ったプレイヤーだけが交換できます。
    自分で{ -trick }に勝つまで、7は持っておきましょう。

gaigel-sevens-q-any-round =
    { -trump }はドングリです。あなたは第2{ -trick }に勝ちました。いま相手が
    第4{ -trick }に勝ち、まだ誰も山札から取っていません。あなたは
    ドングリの7を持っていて、{ -trump }表示カードもまだあります。
    いま交換できますか？
gaigel-sevens-q-any-round-h1 = 交換に必要なのは、いま終わった{ -trick }でしょうか、それとも自分が取ったどれかの{ -trick }でしょうか？
gaigel-sevens-q-any-round-h2 = { -gaigel-marriage }と違い、交換は、直前の{ -trick }に誰が勝ったかに関係なく、カードとカードの間ならいつでもできます。
gaigel-sevens-q-any-round-x =
    { -gaigel-marriage }は、自分のチームが勝った{ -trick }の直後にしかできません。
    交換は違います。このディールで一度でも{ -trick }を取っていれば、
    { -trump }表示カードがある限り、カードとカードの間ならいつでも交換できます。

gaigel-sevens-then-marry =
    交換は{ -gaigel-marriage }ではありません。1{ -trick }に1回の{ -gaigel-marriage }を使い切る
    ことはなく、受け取ったカードはその後は普通の手札のカードです。
    同じ{ -trick }の後に宣言する{ -gaigel-marriage }に使うこともできます。

gaigel-sevens-q-then-marry =
    { -trump }はハートで、{ -trump }表示カードはハートのKです。あなたはいま
    第4{ -trick }に勝ちました。{ -trick }の後の順番のあなたの番で、
    ハートの7をそのKと交換しました。ハートのOも持っています。
    同じ番のうちに、山札から取る前に、受け取ったKでロイアルマリッジを
    宣言できますか？
gaigel-sevens-q-then-marry-h1 = 交換は、この{ -trick }の{ -gaigel-marriage }として数えられるでしょうか？
gaigel-sevens-q-then-marry-h2 = Kはもう、ほかのカードと同じようにあなたの手札にあります。
gaigel-sevens-q-then-marry-x =
    できます。交換で10点、続けてロイアルマリッジで40点です。どちらも
    同じ順番のあなたの番でできます。交換は{ -gaigel-marriage }ではなく、受け取った
    Kはあなたのカードとして見せられます。

gaigel-sevens-limits =
    次の2つの場合は交換できません。
      ・{ -trump }表示カードがもう取られた場合。このカードは山札の一番下に
        あり、第7{ -trick }の後、最後に山札から取るときに取られます。
      ・{ -trump }表示カードそのものが{ -trump }の7の場合。7と7を取り替えても
        何も変わらないので、このディールでは誰も交換できず、
        この10点は誰にも入りません。
    交換の後はそこに7が置かれるので、交換は1ディールに1回までです。

gaigel-sevens-q-drawn =
    { -trump }はリーフです。いま第8{ -trick }の最中で、山札はもうなく、
    { -trump }表示カードは最後に山札から取ったときに取られました。
    あなたはそれまでに2{ -trick }取っていて、リーフの7を持っています。
    交換できますか？
gaigel-sevens-q-drawn-h1 = 7を何と交換するのでしょう？
gaigel-sevens-q-drawn-h2 = 交換には、{ -trump }表示カードが山札の下に残っていることが必要です。

gaigel-sevens-q-turned-seven =
    { -trump }はハートで、山札の下の{ -trump }表示カードはハートの7です。
    あなたはもう1枚のハートの7を持っていて、いま{ -trick }に勝ちました。
    自分の7を{ -trump }表示カードと交換できますか？
gaigel-sevens-q-turned-seven-h1 = 7と交換して、何を受け取ることになるでしょう？
gaigel-sevens-q-turned-seven-h2 = 交換には、山札の下に7以外のカードが置かれていることが必要です。
gaigel-sevens-q-turned-seven-x =
    7を7と取り替えても何も変わらないので、点数にもなりません。
    { -trump }表示カードが{ -trump }の7なら、このディールでは誰も交換できません。

gaigel-sevens-five =
    7が5枚：7を同時に5枚持っていれば（スートは問わず、同じカードの
    2枚目も数えます）、宣言して101点を得ます。これだけで目標達成です。
    { -trick }は必要ありません。ただし手札が全部7でなければならない
    ので、手札が5枚のとき、つまり{ -trick }に自分のカードを出す前に
    宣言します。{ -trick }の直後、山札から取る前は、全員の手札が4枚です。
    7が5枚の宣言でディールはすぐに終わります。チームの{ -gaigel-knock }と
    同じ扱いです（くわしくは{ -gaigel-knock }のレッスンで学びます）。

gaigel-sevens-q-five-value =
    { -trump }はベルです。ドングリの7、リーフの7を2枚、ハートの7、ベルの7を
    持っていて、7が5枚を宣言しました。この手役は何点ですか？
gaigel-sevens-q-five-value-h1 = 7は{ -trick }では0点ですが、5枚そろうと手役になります。
gaigel-sevens-q-five-value-h2 = 7が5枚は、それだけで目標の点数に届きます。

gaigel-sevens-q-five-no-trick =
    { -trump }はリーフです。ディールの最初のカードが出る前に手札を見ると、
    ドングリの7が2枚、ハートの7、ベルの7が2枚です。もちろん、まだ
    { -trick }は取っていません。いま7が5枚を宣言できますか？
gaigel-sevens-q-five-no-trick-h1 = 7が5枚の条件は、交換の条件と同じでしょうか？
gaigel-sevens-q-five-no-trick-h2 = 7が5枚に必要なのは、勝った{ -trick }ではなく、手札の5枚です。

gaigel-sevens-q-five-four-cards =
    { -trump }はハートです。第3{ -trick }の前、あなたの手札は7が5枚でした。
    ハートの7をリードすると、なんとその{ -trick }に勝ちました。
    いま山札から取る前に、{ -trick }に出した7も数えて
    7が5枚を宣言したいと思います。できますか？
gaigel-sevens-q-five-four-cards-h1 = いま、手札は何枚ありますか？
gaigel-sevens-q-five-four-cards-h2 = { -trick }に出したカードはもう手札にありません。5枚の7はすべて手札になければなりません。
gaigel-sevens-q-five-four-cards-x =
    { -trick }にカードを出すと、山札から取るまで手札は4枚です。
    宣言の機会はリードの前でした。第3{ -trick }の最初のカードを
    出す前なら、7が5枚を宣言できました。

gaigel-sevens-q-five-trick-eight =
    { -trump }はドングリです。第7{ -trick }のあとの最後の補充で、リーフの
    7の2枚目を取りました。これで山札はなくなりました。第8{ -trick }が
    始まり、あなたはまだカードを出していません。手札はドングリの7、
    リーフの7が2枚、ハートの7、ベルの7です。いま7が5枚を宣言
    できますか？
gaigel-sevens-q-five-trick-eight-h1 = 7が5枚に必要なのは山札でしょうか、それとも手札の5枚でしょうか？
gaigel-sevens-q-five-trick-eight-h2 = 手札を数えてみましょう。第8{ -trick }にカードを出すまでは、まだ5枚あります。
gaigel-sevens-q-five-trick-eight-x =
    { -gaigel-marriage }は山札がなくなると宣言できませんが、7が5枚は違います。
    必要なのは5枚の7の手札だけです。第7{ -trick }のあとの補充で全員の
    手札は5枚に戻り、第8{ -trick }にカードを出すまで5枚のままです。
    そのあとは誰の手札も5枚にならないので、第8{ -trick }が最後の
    機会です。

gaigel-sevens-five-exchange =
    7が5枚と交換は別の宣言です。{ -trump }の7も5枚の7の1枚に数えます。
    ただし交換で渡した7はもう手札になく、受け取るカードは7では
    ありません。ですから同じ{ -trump }の7で両方の点数を得ることはできません。
    山札の下に置かれた7は第7{ -trick }の後に最後に取られ、それを取った
    プレイヤーの7が5枚になることもあります。

gaigel-sevens-q-five-after-exchange =
    { -trump }はドングリです。このディールの前のほうで、誰かがドングリの7を
    交換したので、その7が山札の下にありました。第7{ -trick }は相手が
    勝ち、あなたは最後に山札から取ってその7を手にしました。手札は
    7が5枚で、第8{ -trick }はまだ始まっていません。あなた自身は
    { -trick }を取っていません。7が5枚を宣言できますか？
gaigel-sevens-q-five-after-exchange-h1 = 7が5枚に、自分の{ -trick }は必要ですか？　手札は5枚ありますか？
gaigel-sevens-q-five-after-exchange-h2 = 第7{ -trick }の後に山札から取ると、全員の手札は再び5枚になり、第8{ -trick }に出すまでそのままです。
gaigel-sevens-q-five-after-exchange-x =
    できます。山札の下にあった7も、取ってしまえば普通のカードです。
    7が5枚に{ -trick }はいりません。手札が7ばかり5枚あればよいのです。

gaigel-sevens-q-five-gave-seven =
    { -trump }はベルです。あなたの手札は、ベルの7を含む7が5枚で、{ -trick }も
    取っていました。第5{ -trick }に出す前に、ベルの7を{ -trump }表示カードの
    ベルのAと交換しました。まだ出す前ですが、4枚の7とAで、7が5枚を
    宣言できますか？
gaigel-sevens-q-five-gave-seven-h1 = 交換の後、手札に7は何枚ありますか？
gaigel-sevens-q-five-gave-seven-h2 = 交換で受け取るカードは7ではありません。
gaigel-sevens-q-five-gave-seven-x =
    できません。交換の後、7は4枚しかありません。7が5枚あるときは、
    101点でディールを終えるか、10点の交換をするか、どちらかを選びます。

gaigel-sevens-nines =
    変種：ガイゲルは7の代わりに9を使って遊ぶこともあります。そのとき
    9は7の役割をすべて引き受けます。いちばん弱いランクで0点、{ -trump }の9と
    { -trump }表示カードの交換（10点）、9が5枚（101点）です。このツールは7を
    使います。9を使う変種では、7をすべて9と読み替えてください。

gaigel-sevens-q-five-nines =
    9を使う変種で遊んでいます。ドングリの9を2枚、リーフの9、ベルの9を
    2枚持っています（ここでは、代わりに7で表示しています）。
    9が5枚は何点ですか？
gaigel-sevens-q-five-nines-h1 = 9は7の役割をすべて引き受けます。
gaigel-sevens-q-five-nines-x =
    101点で、7が5枚とまったく同じです。目標の点数そのもので、チームの
    { -gaigel-knock }です。変わるのはランクの名前だけです。

gaigel-sevens-five-table =
    ここからはテーブルで確かめます。{ -dealer }は3番席なので、その左の
    0番席のあなたが最初の{ -trick }をリードします。最初のカードの前に
    宣言の順番が1回あり、あなたから始まります。{ -trump }はベルです。
    番号で選ぶか、手を入力します（「five-sevens」「pass」）。
    ? でヒント、! でこのレッスンの手を表示します。

gaigel-sevens-d-five =
    手札を見ましょう。最初の順番はあなたから始まります。どうしますか？
gaigel-sevens-d-five-h1 = 7を数えましょう。7が5枚には、{ -trick }はいりません。
gaigel-sevens-d-five-x =
    7が5枚を宣言します。101点で、チームの{ -gaigel-knock }です。ディールは
    すぐに終わります。チームBはまだ{ -trick }を取っていない（カードが
    1枚も出ていない）ので、ガイゲルでチームAが2点を得ます。
    普通の{ -gaigel-knock }なら0点で101点と言うことになり、異議を唱えられれば
    負けます。7が5枚は全員に見せるので、異議は唱えられません。
