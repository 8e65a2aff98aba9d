# ガイゲル レッスン8：チームの点数を数える（ルール 4、8.1）


gaigel-counting-intro =
    チームの点数は、次の3つの合計です。
      2人のどちらかが取ったすべての{ -trick }のカードの点数
      2人のどちらかが宣言したすべての手役（{ -gaigel-marriage }、交換）
      最後の{ -trick }を取ったら、さらに10点
    カードの点数：A 11点、10 10点、K 4点、O 3点、U 2点、7 0点。
    数えるのはカードの点数で、{ -trick }の数ではありません。

gaigel-counting-q-one-trick =
    あなたのチームが、リーフのA、7、10、Uの入った{ -trick }を取りました。
    この{ -trick }のカードの点数は何点ですか？
gaigel-counting-q-one-trick-h1 = A、10、U、7を1枚ずつ数えましょう。
gaigel-counting-q-one-trick-h2 = Aは11点、10は10点、Uは2点、7は0点です。

gaigel-counting-q-last-trick =
    ディールの最後の{ -trick }（第12{ -trick }）には、ベルのKとO、
    ドングリのUと7が入っています。あなたのチームがこの{ -trick }を
    取りました。この{ -trick }でチームは何点を得ますか？
gaigel-counting-q-last-trick-h1 = これはただの{ -trick }ではありません。第12{ -trick }には何か特別なことがありませんでしたか？
gaigel-counting-q-last-trick-h2 = カード（K 4点、O 3点、U 2点）を数えてから、最後の{ -trick }のボーナスを足しましょう。

gaigel-counting-pack =
    1つのスートは11＋10＋4＋3＋2＋0＝30点です。
    4スートで120点、どのカードも2枚ずつあるので、全部で240点です。
    最後の{ -trick }の10点を足すと、プレイで取れる点数は250点です。
    手役の点数はこれとは別に加わります。
    ディールを最後までプレイしたとき、一方のチームのプレイでの
    点数が150点なら、もう一方は100点です。頭の中で点数を数える
    ときに役立ちます。

gaigel-counting-q-everything =
    48枚すべてのカードです。あるチームが最後の{ -trick }も含めて
    全部の{ -trick }を取ったとします。プレイで得る点数（手役なし）は
    何点ですか？
gaigel-counting-q-everything-h1 = 1つのスート1組分は30点です。カード全体でそれが何組あるでしょう？
gaigel-counting-q-everything-h2 = 4スート、どのカードも2枚ずつ。それから最後の{ -trick }のボーナスです。
gaigel-counting-q-everything-x =
    1スート30点×4スート×2組＝240点、最後の{ -trick }の10点を足して
    250点です。ディールを最後までプレイすると、2チームのプレイでの
    点数は合わせてちょうど250点になります。覚えておきましょう。

gaigel-counting-team =
    点数はチームのものです。あなたの{ -trick }と{ -partner }の{ -trick }は
    1つにまとめて数え、2人の手役も同じようにまとめます。
    宣言したKやOは手札に残り、後でプレイされます。そのカードが
    { -trick }で取られたら、取ったチームにカードの点数も入ります。
    手役とカードの両方で点数になるのです。

gaigel-counting-q-partner =
    { -trump }はドングリです。あなたが2{ -trick }、{ -partner }が1{ -trick }取り、
    取ったカードは表示の12枚です。{ -partner }はベルの{ -gaigel-marriage }も
    宣言しています。いまのチームの点数は何点ですか？
gaigel-counting-q-partner-h1 = { -partner }の{ -trick }と{ -gaigel-marriage }も、あなたのチームの点数です。
gaigel-counting-q-partner-h2 = 12枚すべてのカードの点数を足し、普通の{ -gaigel-marriage }の点数を加えましょう。
gaigel-counting-q-partner-x =
    カードの点数は3{ -trick }で23＋10＋23＝56点です。{ -trump }でない
    ベルの{ -gaigel-marriage }が20点で、合計76点です。どの{ -trick }を誰が
    取ったかは関係ありません。

gaigel-counting-q-declared =
    { -trump }はハートです。あなたはロイヤルマリッジ（ハートのKとO）を
    宣言しました。その後、表示の2つの{ -trick }で、チームがその2枚を
    両方とも取りました。チームの点数は何点ですか？
gaigel-counting-q-declared-h1 = 宣言したカードは、プレイされると点数がなくなるでしょうか？
gaigel-counting-q-declared-h2 = ロイヤルマリッジを数え、さらにKとOも含めて取った8枚すべてを数えましょう。
gaigel-counting-q-declared-x =
    { -gaigel-marriage }は宣言したときに40点です。K（4点）とO（3点）はその後も
    カードなので、{ -trick }で取れば普通に数えます。
    カードは17＋17＝34点、{ -gaigel-marriage }を足して74点です。

gaigel-counting-all =
    では、カード、手役、最後の{ -trick }の3つを全部まとめましょう。
    1つずつ、ゆっくり数えます。おすすめの順番：
      1. 取ったカードの点数
      2. 手役を1つずつ（{ -trump }のスートに注意）
      3. 最後の{ -trick }を取っていれば10点

gaigel-counting-q-full =
    { -trump }はリーフです。あなたのチームは、リーフの7を交換し、ドングリの
    ダブルマリッジを宣言し、表示の8枚を取り、最後の{ -trick }も取りました。
    このディールのチームの点数は何点ですか？
gaigel-counting-q-full-h1 = 足すものは4つです。カード、交換、ダブルマリッジ、最後の{ -trick }。
gaigel-counting-q-full-h2 = カードは52点です。ドングリは{ -trump }でないので、そのダブルマリッジは普通の{ -gaigel-marriage }2組分です。
gaigel-counting-q-full-x =
    カード52点、交換10点、{ -trump }でないスートのダブルマリッジ40点、
    最後の{ -trick }10点。52＋10＋40＋10＝112点です。
