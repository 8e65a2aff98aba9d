# ペルラッゲン レッスン4：ペルラッグの宣言。宣言せずに出したペルラッグは書かれているとおりのカード。宣言したカードがスート、ランク、切札かどうかを決める。同じカードを表す2枚があるトリック。

perlaggen-baptising-name =
    ペルラッグを出すときは、それがどのカードを表すのか、スートと
    ランクを宣言します。たとえば「ヴェリをリーフのAとして」出します。
    そのときから、そのペルラッグはそのカードです。このチューターでは
    「♦6（♠Aとして）」のように書きます。

    宣言できるのは、33枚のどのカードでもかまいません。自分の手札に
    あるカードでも、すでに場に出ているカードでも、ほかのペルラッグが
    すでに表しているカードでもかまいません。

    宣言はそのディールのあいだずっと有効で、あとから変えることは
    できません。グライヒやハンガーでも、宣言したカードとして数えます。
    出したカードは各プレイヤーの前に表向きに並べるので、
    どのペルラッグが何を表しているかは全員にわかります。

    プレイが終わったときにまだ手札にあるペルラッグは、見せるときに
    宣言します。グライヒやハンガーを示すためにカードを見せる公開
    （レッスン9）のときです。

perlaggen-baptising-q-name-held-card =
    { -trump }はドングリで、あなたがリードします。本物の♥Aは自分の手札に
    ありますが、ヴェリを♥Aとして宣言して出したいと思います。これは
    ルールに合っていますか？
perlaggen-baptising-q-name-held-card-h1 = ペルラッグは、どのカードとして宣言できますか？
perlaggen-baptising-q-name-held-card-h2 = 33枚のどのカードでもかまいません。自分の手札にあるカードでもかまいません。
perlaggen-baptising-q-name-held-card-x =
    はい。リードなのでどのカードとして宣言してもよく、自分が持っている
    カードも例外ではありません。このディールでは、あとでハートのAが
    2枚出る{ -trick }があるかもしれません。どちらが勝つかは、このレッスンで
    学びます。

perlaggen-baptising-q-trump-ober-as-bell =
    { -trump }はリーフで、あなたがリードします。{ -trump }のオーバーの♠Oを、
    ♦Aとして宣言して出してもよいですか？
perlaggen-baptising-q-trump-ober-as-bell-h1 = { -trump }ペルラッグは、{ -trump }のカードとしてしか宣言できないでしょうか？
perlaggen-baptising-q-trump-ober-as-bell-h2 = どのペルラッグもどのカードとしても宣言でき、リードする人には制限がありません。
perlaggen-baptising-q-trump-ober-as-bell-x =
    はい。{ -trump }のオーバーもほかと同じペルラッグで、どのカードとしても
    宣言できます。♦Aとして出せばベルのリードになり、この{ -trick }では
    { -trump }ではありません。

perlaggen-baptising-silent =
    宣言せずに出したペルラッグは、普通のカードと同じように、
    書かれているとおりのカードとして数えます。宣言せずに出したヴェリは
    ベルの6で、一番弱いベルです。宣言せずに出した
    アイヒェル・シュピッツは、ただのドングリの7です。

    このようなカードは、普通のカードと同じく本物のカードです。
    書かれているとおりのカードを表すからです。ペルラッグを、
    書かれているカードそのものとして宣言しても同じことです。

perlaggen-baptising-q-weli-silent =
    { -trump }はリーフです。2番目の人が、ヴェリを宣言せずに出しました。
    この{ -trick }に勝つのはどのカードですか？
perlaggen-baptising-q-weli-silent-h1 = 宣言せずに出したペルラッグは、何として数えますか？
perlaggen-baptising-q-weli-silent-h2 = 宣言せずに出したヴェリは♦6で、一番弱いベルです。
perlaggen-baptising-q-weli-silent-x =
    ヴェリは宣言せずに出されたので、ただの♦6、一番弱いベルです。{ -trump }は
    出ていないので、ベルの♦9、♦6、♦8のうち一番強い♦9が勝ちます。
    リードした人の勝ちです。

perlaggen-baptising-identity =
    { -trick }の中でそのカードが何であるかは、宣言だけで決まります。
    スートも、ランクも、{ -trump }かどうかも、どのスートのリードになるかも、
    宣言したカードで決まります。

    { -trump }として宣言したペルラッグは、何が書かれていても{ -trump }です。
    ハートとして宣言した{ -trump }のウンターはハートで、{ -trump }ではありません。
    そのカードがペルラッグかどうかは書かれているカードで決まりますが、
    { -trick }の中では宣言したカードだけが意味を持ちます。

perlaggen-baptising-q-named-trump =
    { -trump }はハートです。2番目の人が、アイヒェル・シュピッツを♥8として
    宣言して出しました。この{ -trick }に勝つのはどのカードですか？
perlaggen-baptising-q-named-trump-h1 = この{ -trick }では、アイヒェル・シュピッツはどのスートですか？
perlaggen-baptising-q-named-trump-h2 = ♥8として宣言したので、{ -trump }です。
perlaggen-baptising-q-named-trump-x =
    ♣7は{ -trump }の♥8を表していて、{ -trick }でただ1枚の{ -trump }です。
    宣言したのは8ですが、{ -trump }はリーフのどのカードにも勝つので、これが
    勝ちます。

perlaggen-baptising-q-unter-as-heart =
    { -trump }はリーフです。2番目の人が、{ -trump }のウンターの♠Uを♥Oとして
    宣言して出しました。この{ -trick }に勝つのはどのカードですか？
perlaggen-baptising-q-unter-as-heart-h1 = この{ -trick }で、♠Uは{ -trump }でしょうか？
perlaggen-baptising-q-unter-as-heart-h2 = ♥Oとして宣言したので、ハートです。{ -trick }の中で{ -trump }はどれですか？
perlaggen-baptising-q-unter-as-heart-x =
    ♠Uは♥Oを表しているので、ハートで、{ -trump }ではありません。{ -trick }で
    ただ1枚の{ -trump }は普通のカードの♠9で、これが勝ちます。♠9がなければ、
    ♥Aが勝っていたところです。

perlaggen-baptising-equal =
    ペルラッグがあるので、{ -trick }の中の2枚が同じカード、たとえば
    どちらもリーフのAを表すことがあります。そのときは次のように
    決めます。

      1. 宣言したペルラッグは、本物のカードに勝ちます。
      2. 宣言したペルラッグどうしでは、一覧で上のほうが勝ちます。
         マルトル、ヴェリ、シェル・シュピッツ、
         アイヒェル・シュピッツ、{ -trump }の7、{ -trump }のウンター、{ -trump }の
         オーバーの順です。
      3. 出した順番は関係ありません。

    宣言せずに出したペルラッグや、書かれているカードそのものとして
    宣言したペルラッグは、ここでは本物のカードです。同じカードとして
    宣言したペルラッグには、それがもっと弱いペルラッグでも負けます。

perlaggen-baptising-q-baptised-beats-real =
    { -trump }はベルです。リードした人が本物の♠Aを出し、次の人が
    アイヒェル・シュピッツを、同じく♠Aとして宣言して出しました。
    この{ -trick }に勝つのはどのカードですか？
perlaggen-baptising-q-baptised-beats-real-h1 = 2枚が♠Aを表しています。どちらが勝つかは、どのルールで決まりますか？
perlaggen-baptising-q-baptised-beats-real-h2 = 宣言したペルラッグは、同じカードの本物のカードに勝ちます。
perlaggen-baptising-q-baptised-beats-real-x =
    ベルは出ておらず、♠Aを表すカードが2枚あります。どちらが先に
    出たかにかかわらず、宣言したペルラッグが本物のカードに勝つので、
    ♣7（♠Aとして）が勝ちます。

perlaggen-baptising-q-stronger-perlagg =
    { -trump }はハートです。2人がペルラッグを♣Aとして宣言して出しました。
    先に♥O、次にヴェリです。この{ -trick }に勝つのはどのカードですか？
perlaggen-baptising-q-stronger-perlagg-h1 = { -trick }に{ -trump }はありますか？　宣言したカードで決まることを思い出しましょう。
perlaggen-baptising-q-stronger-perlagg-h2 = 同じカードとして宣言したペルラッグが2枚あれば、一覧で上のほうが勝ちます。
perlaggen-baptising-q-stronger-perlagg-x =
    ♥Oはドングリとして宣言されたので、{ -trick }に{ -trump }はありません。♣Aを
    表すカードが2枚あり、どちらも宣言したペルラッグなので、
    ペルラッグの強さで決まります。一覧の2番目のヴェリが、一番最後の
    { -trump }のオーバーに勝ちます。

perlaggen-baptising-q-silent-martl =
    { -trump }はハートです。2番目の人がマルトルを宣言せずに出し、3番目の人が
    シェル・シュピッツを♥Kとして宣言して出しました。この{ -trick }に
    勝つのはどのカードですか？
perlaggen-baptising-q-silent-martl-h1 = 宣言せずに出したマルトルは、何のカードですか？
perlaggen-baptising-q-silent-martl-h2 = 宣言せずに出したマルトルは本物の♥Kです。宣言したペルラッグは本物のカードに勝ちます。
perlaggen-baptising-q-silent-martl-x =
    宣言せずに出したマルトルは、ただのハートのK、つまり本物の
    カードです。♥Kとして宣言したシェル・シュピッツは宣言した
    ペルラッグなので、強さに関係なく、同じカードの本物のカードに
    勝ちます。マルトルで勝つには、もっと強い{ -trump }の♥Aとして
    宣言すべきでした。

perlaggen-baptising-limits =
    宣言は自由ですが、宣言するカードは、そこで出して
    よいカードでなければなりません。リードするときは、
    どのカードとしても宣言できます。{ -follow-suit }するときは、{ -follow-suit }の
    規則で宣言できるカードが限られます。たとえば、リードされたスートの
    普通のカードを持っている間は、ペルラッグはそのスートのカードか
    { -trump }としてしか宣言できません。{ -follow-suit }の規則は、レッスン5でまとめて
    学びます。

perlaggen-baptising-q-name-must-follow =
    { -trump }はドングリで、ハートがリードされました。あなたはヴェリを
    ♠Aとして宣言して出したいと思います。これはルールに合っていますか？
perlaggen-baptising-q-name-must-follow-h1 = 普通のハートを持っていますか？
perlaggen-baptising-q-name-must-follow-h2 = リードされたスートの普通のカードを持っている間は、ペルラッグはそのスートか{ -trump }としてしか宣言できません。
perlaggen-baptising-q-name-must-follow-x =
    いいえ。普通のハートの♥8を持っているので、ヴェリはハートか、{ -trump }の
    ドングリとしてしか宣言できません。たとえば♥Aや♣Aとしてなら
    出せますが、♠Aとしては出せません。
