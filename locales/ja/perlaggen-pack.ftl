# ペルラッゲン レッスン1：プレイヤーと席、33枚のカードとヴェリ、普通のカードで勝つトリック、切札表示カード。

perlaggen-pack-intro =
    ペルラッゲンは、チロル地方のカードゲームです。4人で遊び、
    向かい合った2人が{ -partner }になります。カードを配るのも、
    プレイも、{ -dealer }の交代も時計回りです。

    席は{ -dealer }を基準に数えます。

      - 0番席：{ -dealer }の左隣。最初の{ -trick }をリードします
      - 1番席：{ -dealer }の{ -partner }
      - 2番席：{ -dealer }の右隣。カットをします
      - 3番席：{ -dealer }

    0番席と2番席がチームA（{ -dealer }の相手チーム）、1番席と3番席が
    チームB（{ -dealer }のチーム）です。

    手札は1人5枚なので、1回のディールは5{ -trick }です。3{ -trick }を
    取ったチームがシュピールに勝ちます。ほかの2つの{ -perlaggen-figure }、グライヒと
    ハンガーは、あとのレッスンで学びます。

perlaggen-pack-cards =
    カードはドイツ式の33枚です。スートはハート♥、ベル♦、リーフ♠、
    ドングリ♣の4つで、各スート8枚です。強い順に並べると次の
    とおりです。

      A  K  O  U  10  9  8  7

    Oはオーバー、Uはウンターです。順番に注意してください。ウンターは
    10のすぐ上です。10に特別な強さはなく、ウンターと9のあいだの
    カードです。

    33枚目のカードはベルの6（♦6）で、ヴェリと呼ばれます。6は
    この1枚だけです。

perlaggen-pack-tricks =
    リードする人は好きなカードを1枚出し、ほかの人も時計回りに1枚ずつ
    出します。勝つのは次のカードです。

      1. { -trick }に{ -trump }があれば、一番強い{ -trump }。
      2. { -trump }がなければ、リードされたスートの一番強いカード。

    それ以外のスートのカードは、どんなに強くても勝てません。

    33枚のうち最大7枚はワイルドカード、つまりペルラッグです
    （次のレッスン）。このレッスンの{ -trick }には普通のカードしか出ていません。
    普通のカードは、書かれているとおりのカードとして数えます。
    { -follow-suit }のときに出せるカードは、レッスン5で学びます。

perlaggen-pack-q-unter-above-ten =
    { -trump }はドングリです。♠10がリードされ、ほかの人は♠U、♠9、♥Aを
    出しました。この{ -trick }に勝つのはどのカードですか？
perlaggen-pack-q-unter-above-ten-h1 = ドングリは出ていません。リードされたスートは何で、そのスートのカードはどれですか？
perlaggen-pack-q-unter-above-ten-h2 = ペルラッゲンでは、ウンターは10のすぐ上です。
perlaggen-pack-q-unter-above-ten-x =
    リードはリーフで、{ -trump }は出ていないので、♠10、♠U、♠9の3枚で
    比べます。ウンターは10より強いので、♠Uが勝ちます。♥Aはほかの
    スートなので勝てません。

perlaggen-pack-q-ober-over-unter =
    { -trump }はハートで、あなたが♣Oをリードしました。最後の人は♣Uを
    出しました。この{ -trick }に勝つのはどのカードですか？
perlaggen-pack-q-ober-over-unter-h1 = ハートは出ていません。ドングリどうしを比べましょう。
perlaggen-pack-q-ober-over-unter-h2 = 順番はA K O U 10 9 8 7です。オーバーはウンターより上です。
perlaggen-pack-q-ober-over-unter-x =
    { -trump }は出ていないので、一番強いドングリが勝ちます。オーバーは
    ウンターや8より強いので、あなたの♣Oが勝ちます。♦Aはほかの
    スートです。

perlaggen-pack-q-off-suit-ace =
    { -trump }はベルです。この{ -trick }にはAが2枚出ています。勝つのは
    どのカードですか？
perlaggen-pack-q-off-suit-ace-h1 = リードされたスートは何ですか？　{ -trump }のベルは出ていますか？
perlaggen-pack-q-off-suit-ace-h2 = { -trump }がなければ、勝てるのはリードされたスートのカードだけです。
perlaggen-pack-q-off-suit-ace-x =
    リードはリーフで、ベルは出ていません。♥Aと♣Aはほかのスートなので
    勝てません。リーフ2枚では、♠9が♠8に勝ちます。

perlaggen-pack-trump =
    { -trump }：カードを配り終えると、{ -dealer }は配り残りの一番上のカードを
    表向きにして、配り残りの上に置きます。このカードを{ -trump }表示カードと
    呼び、そこに書かれているスートが、そのディールの{ -trump }になります。

    { -trump }は、ほかのスートのどのカードにも勝ちます。{ -trump }どうしでは強い
    ほうが勝ちます。リードされたスートを持っていても、{ -trump }を
    出すことができます（レッスン5）。

perlaggen-pack-q-small-trump =
    { -trump }はハートです。♣Aがリードされ、2番目の人が♥8を出しました。
    この{ -trick }に勝つのはどのカードですか？
perlaggen-pack-q-small-trump-h1 = { -trick }に{ -trump }は出ていますか？
perlaggen-pack-q-small-trump-h2 = { -trump }は、♣Aも含めて、ほかのスートのどのカードにも勝ちます。
perlaggen-pack-q-small-trump-x =
    ♥8は{ -trick }でただ1枚の{ -trump }なので、♣Aにも勝ちます。リードした人と
    3番目の人は{ -partner }どうしで、この{ -trick }は相手チームに
    取られます。

perlaggen-pack-q-highest-trump =
    { -trump }はドングリで、ハートがリードされました。2人が{ -trump }を
    出しています。この{ -trick }に勝つのはどのカードですか？
perlaggen-pack-q-highest-trump-h1 = { -trump }が2枚出ています。その2枚を比べましょう。
perlaggen-pack-q-highest-trump-h2 = { -trump }どうしは、普通の強さの順で比べます。
perlaggen-pack-q-highest-trump-x =
    { -trump }が出たら、ハートは♥Aでも勝てません。{ -trump }2枚では♣10が♣8より
    強いので、3番目の人が勝ちます。

perlaggen-pack-weli =
    ヴェリ（♦6）は、このゲームで一番よく知られたカードです。カードの
    面には「WELI」という文字と、いくつかのスートのマークが
    描かれています。

    ヴェリはワイルドカード、つまりペルラッグの1枚です。{ -trump }が
    どのスートでも、どのディールでもペルラッグです。宣言せずに出すと、
    書かれているとおりベルの6で、一番弱いベルです。

perlaggen-pack-q-weli-trumps = { -dealer }がヴェリをめくりました。{ -trump }はどのスートですか？
perlaggen-pack-q-weli-trumps-h1 = 決め手は、めくられたカードに書かれているスートです。
perlaggen-pack-q-weli-trumps-h2 = ヴェリはベルの6です。
perlaggen-pack-q-weli-trumps-x =
    ペルラッグでも、書かれているスートで決まります。ヴェリは♦6なので、
    { -trump }はベルです。ペルラッグがめくられたときに{ -dealer }のチームが
    できることは、レッスン3で学びます。

perlaggen-pack-q-weli-wild = { -trump }はドングリです。このディールで、ヴェリはワイルドカード（ペルラッグ）ですか？
perlaggen-pack-q-weli-wild-h1 = ヴェリがペルラッグになるのは、ベルが{ -trump }のときだけでしょうか？
perlaggen-pack-q-weli-wild-h2 = ヴェリは4枚の恒久ペルラッグの1枚です。
perlaggen-pack-q-weli-wild-x =
    はい。ヴェリは恒久ペルラッグで、{ -trump }がどのスートでも、
    どのディールでもペルラッグです。ペルラッグの全体は、次のレッスンで
    学びます。
