# リッケン レッスン7：ブラインドと伏せて出すリード（ルール 3、6.3、6.4、決定 11.12〜11.16）


rikken-blind-intro =
    ブラインドを思い出しましょう。リックの宣言者が指定できる
    エースが、どれも自分のボイドのスートにしかないとき、宣言者は
    そのエースを指定して「ブラインド」と宣言します。
    このとき宣言者は、指定したスートのカードを1枚も
    持っていません。そのスートをリードして{ -partner }に
    つなぐことができないので、ブラインドのときは特別な
    リードが認められています。

rikken-blind-lead =
    ブラインドの宣言があったら、{ -rikken-called-ace }がまだ出ていない
    あいだは、宣言者は自分がリードするたびに、1枚を表向きでなく
    伏せて出すことができます。手札のどのカードでもよく、{ -trump }でも
    かまいません。宣言者が0番席なら、第1{ -trick }からできます。
    ほかの3人は、指定されたスートがリードされたものとして
    プレイします。
      ・指定されたスートを持っていれば、それで{ -follow-suit }します。
      ・{ -rikken-called-ace }を持っている人は、それを出します。
      ・指定されたスートがボイドなら、どのカードでも出せます。

rikken-blind-q-lead-any =
    リックで、あなたが宣言者です。{ -trump }をスペードにし、ダイヤが
    ないのでダイヤのAをブラインドで指定しました。いまあなたが
    リードする番で、♦Aはまだ出ていません。表向きでも伏せても
    かまいません。どのカードをリードできますか？
rikken-blind-q-lead-any-h1 = 伏せて出すリードで、選べるカードは制限されるでしょうか？
rikken-blind-q-lead-any-h2 = リードは自由で、伏せて出すカードも手札のどれでもかまいません。
rikken-blind-q-lead-any-x =
    8枚すべて出せます。どれを表向きでリードしてもよく、
    どれか1枚を伏せてリードしてもかまいません。{ -trump }を伏せても
    よく、どのカードを伏せるかは自由です。

rikken-blind-q-follow-called-suit =
    宣言者はダイヤのAをブラインドで指定し、カードを1枚伏せて
    リードしました。{ -trump }はスペードです。次はあなたの番です。
    どのカードを出せますか？
rikken-blind-q-follow-called-suit-h1 = 伏せたカードにはスートが見えません。では、どのスートに合わせて出すのでしょう？
rikken-blind-q-follow-called-suit-h2 = 指定されたスート、つまりダイヤがリードされたものとしてプレイします。
rikken-blind-q-follow-called-suit-x =
    伏せて出したリードは、指定されたスート（ダイヤ）のリードとして
    扱います。♦Kと♦2を持っているので、どちらかを出さなければ
    なりません。どちらでもかまいません。伏せたカードの正体は
    関係ありません。

rikken-blind-q-ace-even-trumped =
    宣言者はダイヤのAをブラインドで指定し、伏せてリードしました。
    { -trump }はスペードです。次のプレイヤーが♠2で切りました。あなたは
    ♦Aを持っています。どのカードを出せますか？
rikken-blind-q-ace-even-trumped-h1 = リードされたことになるスートはどれでしょう？　あなたはそのスートのどのカードを持っていますか？
rikken-blind-q-ace-even-trumped-h2 = 伏せたリードには、{ -rikken-called-ace }を必ず出します。すでに切られていても同じです。
rikken-blind-q-ace-even-trumped-x =
    伏せたリードはダイヤのリードとして扱い、あなたは指定された
    ♦Aを持っているので、それを出さなければなりません。♠2に
    負けるとわかっていても同じです。♦J、♠Q、♥6は出せません。

rikken-blind-q-void-free =
    伏せたリード（ダイヤのAをブラインドで指定、{ -trump }はスペード）の
    あと、次の2人が♦5と♦Aを出しました。あなたはダイヤを持って
    いません。どのカードを出せますか？
rikken-blind-q-void-free-h1 = 指定されたスートで{ -follow-suit }できません。ボイドのプレイヤーは何を出せるでしょう？
rikken-blind-q-void-free-h2 = リードされたことになるスートがボイドなら、普通の{ -trick }と同じく、どのカードでも出せます。
rikken-blind-q-void-free-x =
    ダイヤがボイドなので、どのカードでも出せます。♠3で♦Aを
    切っても、♥Qや♣Kを捨ててもかまいません。ここでも{ -trump }を
    出す義務はありません。

rikken-blind-winner =
    伏せたリードの{ -trick }には誰が勝つのでしょう？
    表向きの{ -trump }が出ていれば、一番強い{ -trump }が勝ちます。
    出ていなければ、指定されたスートの一番強いカード、
    つまり{ -rikken-called-ace }が勝ちます。伏せたカードは、
    あとで{ -trump }だとわかっても、決して勝ちません。
    { -trick }が終わったら、伏せたカードを表に返します。それは
    宣言者のカードとして扱われ、ほかには何も変わりません。
    { -rikken-called-ace }は必ずその{ -trick }に出るので、伏せて出す
    リードは1回のディールで1度しかできません。指定された
    エースがほかの形で（たとえば捨て札で）出た後もできません。

rikken-blind-q-winner-ace-h1 = リードされたことになるスートはどれでしょう？　{ -trump }は出ていますか？
rikken-blind-q-winner-ace-h2 = 伏せたカードは決して勝ちません。{ -trump }が出ていなければ、一番強いダイヤが勝ちます。
rikken-blind-q-winner-ace-x =
    誰も{ -trump }を出していないので、指定されたスートの一番強い
    カード、♦Aが勝ちます。伏せたカードは、何であっても勝てません。

rikken-blind-q-hidden-trump =
    { -trump }はスペードです。宣言者はダイヤのAをブラインドで指定し、
    伏せてリードしました。{ -trick }が終わって伏せたカードを表に
    返すと、{ -trump }のスペードのK（♠K）でした。この{ -trick }に勝つのは
    どのカードですか？
rikken-blind-q-hidden-trump-h1 = 伏せたカードが{ -trick }に勝つことはあるでしょうか？
rikken-blind-q-hidden-trump-h2 = 表向きの{ -trump }は出ていません。伏せたカードは、{ -trump }であっても決して勝ちません。
rikken-blind-q-hidden-trump-x =
    ♠Kは伏せて出されたので、{ -trump }としては数えません。伏せたカードは
    決して勝ちません。表向きの{ -trump }は出ていないので、指定された
    ♦Aが勝ち、それを持つ{ -partner }が次にリードします。

rikken-blind-q-beter-trump-h1 = リック・ベターの{ -trump }はハートです。表向きのハートは出ていますか？
rikken-blind-q-beter-trump-h2 = 表向きの{ -trump }は、{ -rikken-called-ace }に勝ちます。
rikken-blind-q-beter-trump-x =
    ♥5は表向きの{ -trump }で、出ている{ -trump }はこれだけなので勝ちます。
    指定された♣Aが伏せたリードの{ -trick }に勝つのは、誰も{ -trump }を
    出さなかったときだけです。

rikken-blind-q-two-trumps-h1 = 表向きの{ -trump }は何枚出ていますか？
rikken-blind-q-two-trumps-h2 = { -trump }が何枚も出ていれば、一番強い{ -trump }が勝ちます。
rikken-blind-q-two-trumps-x =
    2人が♠4と♠Jで切りました。強いほうの♠Jが勝ち、指定された
    ♦Aは負けます。
