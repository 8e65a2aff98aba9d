# リッケン レッスン1：プレイヤーと席、カード、ランク、トリックの勝ち負け（ルール 1～4、6.1）


rikken-pack-intro =
    リッケンは、オランダ南部（主に北ブラバント州）やベルギーで
    遊ばれているトリックテイキングゲームです。4人で遊びますが、
    決まった{ -partner }はいません。各自が自分のためにプレイし、
    得点も1人ずつ計算します。

    組み分けは、ディールごとに{ -rikken-auction }（ビッドの競り）で
    決まります。宣言者がそのディールだけの臨時の{ -partner }と
    組む2対2か、宣言者が1人で残りの3人と戦う1対3です。
    次のディールでは、また新しく組み分けが決まります。

rikken-pack-seats =
    配り、ビッド、プレイはすべて時計回りに進みます。
    このチューターでは、{ -dealer }の左隣から席に番号を付けます。

        0番席   { -dealer }の左隣。最初にビッドし、
                第1{ -trick }をリードする
        1番席   { -dealer }の向かい
        2番席   { -dealer }の右隣
        3番席   { -dealer }

    { -dealer }はカードを全部配り、各自の手札は13枚です。
    山札はなく、{ -trump }を決めるためにカードをめくることもありません。

rikken-pack-deal =
    ディールの合間にカードは切りません。前のディールの{ -trick }を
    そのまま集めます。{ -dealer }の右隣（2番席）がカットし、
    { -dealer }が0番席から時計回りに、まとめて配ります。2枚ずつ
    6巡してから1枚ずつ1巡です（3枚ずつ4巡してから1枚でも
    かまいません）。6枚と7枚、または4枚・5枚・4枚で配る
    やり方もありますが、配り方でルールは何も変わりません。
    カードを切るのは、その晩の最初のディールだけです。

    ディールが終わるたびに、流れたディールでも、配り手は左隣に
    移ります。次は0番席が配ります。ですから全員の席番号が一つ
    ずれ、1番席だった人が0番席になって、最初にビッドし、
    最初にリードします。

rikken-pack-ranks =
    カードは普通のトランプ52枚です。4つのスートに13枚ずつ、
    同じカードは1枚ずつしかありません。スートはスペード♠、
    ハート♥、ダイヤ♦、クラブ♣で表示します。

    強さの順はどのスートも同じで、強いほうから次のとおりです。

        A  K  Q  J  10  9  8  7  6  5  4  3  2

    Aが一番強く、10はJと9のあいだです。カードに点数は
    ありません。リッケンで数えるのは、取った{ -trick }の数だけです。

rikken-pack-q-ace-high-h1 = リッケンでは、Aは強いカードでしょうか、弱いカードでしょうか？
rikken-pack-q-ace-high-h2 = 強さの順はA、K、Q、J、10…2です。AはKより上です。
rikken-pack-q-ace-high-x =
    4枚ともダイヤで、{ -trump }はないので、一番強いダイヤが勝ちます。
    3番目に出たダイヤのA（♦A）です。

rikken-pack-q-ten-below-jack-h1 = A、K、Q、J、10…2の順で、10はどこにあるでしょう？
rikken-pack-q-ten-below-jack-h2 = 10はJより弱いカードです。ここで一番強い絵札はどれでしょう？
rikken-pack-q-ten-below-jack-x =
    ハートのQ（♥Q）が、J、10、9に勝ちます。ガイゲルを学んだ人は
    10に注意しましょう。リッケンの10は強いカードではありません。

rikken-pack-tricks =
    プレイは{ -trick }単位で進みます。リードするプレイヤーは
    どのカードでもリードでき、ほかの3人が時計回りに1枚ずつ
    出します。どのカードを出せるかは、後のレッスンで学びます。

    { -trump }がなければ、リードされたスートの一番強いカードが
    { -trick }に勝ちます。ほかのスートのカードは、Aであっても
    勝てません。ミゼール（Misère、{ -trick }を1つも取らない）と
    ピーク（Piek、ちょうど1{ -trick }だけ取る）の2つの{ -rikken-contract }は、
    { -trump }なしで、いつもこのやり方でプレイします。

rikken-pack-q-offsuit-ace-h1 = リードされたのはどのスートでしょう？　ほかのスートのAは勝てるでしょうか？
rikken-pack-q-offsuit-ace-h2 = 比べるのはクラブだけです。一番強いクラブはどれでしょう？
rikken-pack-q-offsuit-ace-x =
    クラブがリードされました。スペードとハートのAは、ほかの
    スートなので勝てません。クラブの9（♣9）が5に勝ち、
    { -trick }を取ります。

rikken-pack-q-lead-wins-h1 = ピークには{ -trump }がありません。比べるのはどのスートでしょう？
rikken-pack-q-lead-wins-h2 = ハートはほかのスートです。2枚のスペードだけを比べましょう。
rikken-pack-q-lead-wins-x =
    スペードがリードされました。{ -trump }はないので、ハートはどんなに
    強くても関係ありません。リードされたスペードの3（♠3）が
    2に勝ち、{ -trick }を取ります。

rikken-pack-trumps =
    たいていの{ -rikken-contract }には{ -trump }があります。{ -trump }はビッドには
    含まれず（リック・ベターだけは、いつもハートが{ -trump }です）、
    { -rikken-auction }が終わってから宣言者が決めます。1つの{ -rikken-contract }
    だけは、{ -partner }が決めます。{ -trump }のある{ -rikken-contract }を
    { -trump }なしでプレイすることはできません。

    { -trick }に{ -trump }が出ていれば、リードされたスートにかかわらず、
    一番強い{ -trump }が勝ちます。{ -trump }はほかのスートのどのカードにも
    勝ちます。スペードが{ -trump }なら、♠2が♦Aに勝ちます。

    { -trump }が出ていなければ、これまでどおり、リードされたスートの
    一番強いカードが勝ちます。

rikken-pack-q-low-trump-h1 = { -trump }はスペードです。この{ -trick }にスペードは出ていますか？
rikken-pack-q-low-trump-h2 = { -trump }は、ほかのスートのカードに、Aも含めて全部勝ちます。
rikken-pack-q-low-trump-x =
    { -trump }はスペードの2（♠2）1枚だけなので、ダイヤのA、K、Qに
    勝って{ -trick }を取ります。

rikken-pack-q-overtrump-h1 = { -trump }が2枚出ています。強いのはどちらでしょう？
rikken-pack-q-overtrump-h2 = { -trump }どうしは、普通の強さの順で比べます。Jは4より強いカードです。
rikken-pack-q-overtrump-x =
    { -trump }はクラブです。♣4が♥Kから勝ちを奪いましたが、♣Jの
    ほうが強い{ -trump }なので、♣Jが勝ちます。{ -trump }が出たあとは、
    ハートのA（♥A）は関係ありません。

rikken-pack-q-trump-led-h1 = { -trump }はダイヤで、ダイヤがリードされました。スペードのAに勝ち目はあるでしょうか？
rikken-pack-q-trump-led-h2 = { -trump }だけを比べます。7、Q、3です。
rikken-pack-q-trump-led-x =
    一番強い{ -trump }、ダイヤのQ（♦Q）が勝ちます。スペードのA（♠A）は
    ほかのスートで、{ -trump }でもないので勝てません。

rikken-pack-q-beter-hearts =
    { -rikken-contract }はリック・ベター（Rik beter）で、{ -trump }はいつも
    ハートです。この{ -trick }に勝つのはどのカードですか？
rikken-pack-q-beter-hearts-h1 = この{ -trick }にハートは出ていますか？
rikken-pack-q-beter-hearts-h2 = { -trump }はリードされたスートのAにも勝ちます。ハートの2は{ -trump }です。
rikken-pack-q-beter-hearts-x =
    { -trump }はハートで、出た{ -trump }は♥2だけです。ですから♥2が
    クラブのA（♣A）に勝ち、{ -trick }を取ります。

rikken-pack-lead =
    第1{ -trick }をリードするのは、{ -dealer }の左隣の0番席です。
    どの{ -rikken-contract }でも、誰が宣言者でも変わりません。その後は、
    { -trick }に勝ったプレイヤーが次の{ -trick }をリードします。

    リードするプレイヤーは、手札のどのカードでもリードできます。
    { -trump }でも、弱いカードでも、Aでもかまいません。ほかの
    プレイヤーの義務は、後のレッスンで学びます。

rikken-pack-q-lead-any =
    第10{ -trick }です。第9{ -trick }に勝ったので、あなたが
    リードします。どのカードを出せますか？
rikken-pack-q-lead-any-h1 = まだ誰も出していません。リードするプレイヤーを縛るルールはあるでしょうか？
rikken-pack-q-lead-any-h2 = リードは自由です。{ -follow-suit }するスートも、{ -trump }をリードする義務もありません。
rikken-pack-q-lead-any-x =
    リードするあなたは、4枚のどれを出してもかまいません。
    出すカードについてのルールは、リードの後に出す
    プレイヤーにだけ当てはまります。
