# ガイゲル レッスン11：テーブルで1ディールを通して遊ぶ（ルール 6.1、6.2、6.3、7.2、7.3、8.1、8.2）


gaigel-whole-deal-intro =
    最後に、「tricktutor play」と同じテーブルで1ディールを通して
    遊びます。あなたは1番席で、3番席とチームBを組み、0番席と2番席の
    チームAと戦います。{ -dealer }は3番席なので、{ -dealer }の左の
    0番席が最初の{ -trick }をリードします。

    ほかのプレイヤーの手は、記録されたディールのとおりに進みます。
    あなたの手のいくつかは問題として採点されます。このレッスンが
    示す手なら正解、ルールで許されない手は理由とともに拒否され、
    ほかの合法な手にはヒントが出ます。それ以外のあなたの手は、
    パスも含めて自動で進みます。

gaigel-whole-deal-table =
    { -trump }はリーフです。{ -trump }表示カードはリーフのK（♠K）です。
    あなたの手札は、リーフのA、ドングリのK・O・7、ハートのOです。
    宣言の順番に注意しましょう。カードを出す前には毎回、また
    第1〜第7{ -trick }の後には2回（山札から取る前、{ -gaigel-marriage }ができる
    唯一の順番と、取った後）、全員に順に聞きます。番号で選ぶか、
    手を入力します。「pass」「knock」「trump-seven-exchange」、
    leaves-O のようなカード。? でヒント、! でこのレッスンの手を
    表示します。

gaigel-whole-deal-d-marriage =
    { -partner }（3番席）が第1{ -trick }に勝ち、何も宣言せずにパスしました。
    いまは{ -trick }の後、山札から取る前の順番で、あなたの番です。
    どうしますか？
gaigel-whole-deal-d-marriage-h1 = 手札を見ましょう。同じスートのKとOを持っていますか？
gaigel-whole-deal-d-marriage-h2 = { -partner }が宣言しなかったので、その代わりにあなたが宣言できます。山札から取った後では遅すぎます。
gaigel-whole-deal-d-marriage-x =
    ドングリの{ -gaigel-marriage }で20点です。{ -partner }が{ -trick }に勝ち、
    何も宣言しなかったので、この{ -trick }の1回の{ -gaigel-marriage }は、この順番の
    あなたの番で宣言できます。山札から取った後では、もう機会は
    ありません。チームBは17 + 20 = 37点になりました。

gaigel-whole-deal-d-exchange =
    あなたのリーフのAが第3{ -trick }に勝ちました。{ -trick }の後の順番は、
    勝ったあなたから始まります。第2{ -trick }の後、リーフの7を
    引いています。どうしますか？
gaigel-whole-deal-d-exchange-h1 = これであなた自身が{ -trick }を取りました。{ -trump }の7を持っているプレイヤーは、何ができるでしょう？
gaigel-whole-deal-d-exchange-h2 = リーフのKはまだ山札の下にあり、7ではありません。
gaigel-whole-deal-d-exchange-x =
    リーフの7をリーフのKと交換して10点です。この{ -trick }まで、
    あなた自身は1{ -trick }も取っていなかったので交換できません
    でした。{ -partner }の第1{ -trick }は数えません。{ -trump }表示カードは
    まだあり、7がその場所に置かれます。チームBは54 + 10 = 64点です。

gaigel-whole-deal-d-trump =
    第8{ -trick }です。山札がなくなったので、厳しいルールが適用されます。
    0番席がベルのA（♦A）をリードしました。どのカードを出しますか？
gaigel-whole-deal-d-trump-h1 = ベルを持っていますか？　持っていなければ、山札がなくなったいま、何を出さなければなりませんか？
gaigel-whole-deal-d-trump-h2 = まだ誰も{ -trump }を出していないので、どの{ -trump }でもかまいません。どちらがいらないでしょう？
gaigel-whole-deal-d-trump-x =
    リーフのOです。ベルがないので{ -trump }を出さなければならず、
    ハートのA・OやドングリのKは拒否されます。まだ誰も{ -trump }を出して
    いないので、どちらの{ -trump }でもAに勝てます。Oで十分で、Kは残せます。
    2番席と3番席はベルで{ -follow-suit }するしかなく、あなたが27点を取ります。

gaigel-whole-deal-d-knock =
    あなたが第8{ -trick }に勝ちました。チームの点数を数えましょう。
    あなたと{ -partner }の{ -trick }、{ -gaigel-marriage }、交換です。{ -trick }の
    後の順番は、あなたから始まります。どうしますか？
gaigel-whole-deal-d-knock-h1 = チームBの{ -trick }のカードの点数は、17 + 17 + 25 + 27 点です。手役でいくつ増えますか？
gaigel-whole-deal-d-knock-h2 = 101点以上なら、次のカードが出る前に{ -gaigel-knock }をしなければなりません。パスして1番席がリードすれば、宣言漏れです。
gaigel-whole-deal-d-knock-x =
    { -gaigel-knock }です。チームBはカードの点数86点、{ -gaigel-marriage }20点、交換10点で
    116点です。101点以上なら、次のカードの前に{ -gaigel-knock }をしなければ
    なりません。パスして第9{ -trick }をリードしていたら宣言漏れになり、
    もう{ -gaigel-knock }はできず、チームAにクレームされて2点を取られるところ
    でした。チームAは異議を唱えません。先に聞かれるのはあなたの次に
    出す2番席、次に0番席です。

gaigel-whole-deal-q-total =
    チームBが取った4つの{ -trick }です。第1{ -trick }（{ -partner }）と、
    第3・第6・第8{ -trick }（あなた）。これにドングリの{ -gaigel-marriage }と、
    リーフの7の交換を加えます。{ -gaigel-knock }のときのチームBの点数は？
gaigel-whole-deal-q-total-h1 = { -trick }を1つずつ数えましょう。17、17、25、27。
gaigel-whole-deal-q-total-h2 = { -trump }でないスートの{ -gaigel-marriage }は20点、交換は10点です。
gaigel-whole-deal-q-total-x =
    カードの点数86点、{ -gaigel-marriage }20点、交換10点で116点です。
    { -partner }の{ -trick }も自分の{ -trick }と同じです。点数はチームのものです。

gaigel-whole-deal-q-score =
    あなたが{ -gaigel-knock }をし、チームAは異議を唱えませんでした。
    チームAは4{ -trick }、チームBは4{ -trick }を取っています。
    このディールで、各チームは何ゲームポイントを得ますか？
gaigel-whole-deal-q-score-h1 = 異議のない{ -gaigel-knock }は1点、相手が{ -trick }を取っていなければ2点です。
gaigel-whole-deal-q-score-x =
    チームBに1ゲームポイントです。101点をどれだけ超えていても、勝利
    宣言は1点です。ガイゲル（2点）は相手に{ -trick }がないときだけで、
    チームAは4{ -trick }取っています。ゲームは7ゲームポイントまで続き、
    次は0番席が配ります。

gaigel-whole-deal-play =
    これで1ディールを通して遊びました。今度は自分で遊びましょう。
    「tricktutor play gaigel」で、新しいディールをコンピューターの
    プレイヤーと、エンジンを審判にして遊べます（ここと同じ席に座るには
    --seat 1、どちらかのチームが7ゲームポイントになるまで続けるには
    --game を付けます）。? で合法な手と、ほかの手が拒否される理由を
    表示します。
