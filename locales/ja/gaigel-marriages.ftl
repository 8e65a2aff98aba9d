# ガイゲル レッスン6：マリッジ（ルール 7.1、7.2、決定 G11）


gaigel-marriages-intro =
    { -gaigel-marriage }は、同じスートのK（キング）とO（オーバー）の組です。
    2枚とも自分の手札にあるとき、場に見せて宣言すると、
    チームに点数が入ります。{ -trick }で取った点数と同じように数えます。
    宣言した2枚はそのまま手札に残り、後で普通にプレイします。
    { -gaigel-marriage }になるのはKとOだけです。U（ウンター）ではなりません。

gaigel-marriages-values =
    { -gaigel-marriage }には4種類あります。
      { -gaigel-marriage }                { -trump }以外のスートのKとO        20点
      ダブルマリッジ          { -trump }以外のスートのK・K・O・O  40点
      ロイヤルマリッジ        { -trump }のKとO                    40点
      ダブルロイヤルマリッジ  { -trump }のK・K・O・O              80点
    下の例では{ -trump }はハートです。ベルのKとOは{ -gaigel-marriage }（20点）、
    ハートの4枚はダブルロイヤルマリッジ（80点）になります。

gaigel-marriages-q-royal =
    { -trump }はハートです。ハートのKとハートのOを宣言しました。
    この{ -gaigel-marriage }は何点になりますか？
gaigel-marriages-q-royal-h1 = このディールで、ハートは{ -trump }以外のスートでしょうか？
gaigel-marriages-q-royal-h2 = { -trump }の{ -gaigel-marriage }はロイヤルマリッジで、普通の{ -gaigel-marriage }の2倍の点数です。

gaigel-marriages-q-double-royal =
    { -trump }はベルです。ベルのKを2枚、ベルのOを2枚持っていて、
    4枚まとめて宣言しました。何点になりますか？
gaigel-marriages-q-double-royal-h1 = { -trump }の{ -gaigel-marriage }か、そうでないか。1組か、2組か。どの種類でしょう？
gaigel-marriages-q-double-royal-h2 = ダブルロイヤルマリッジは、ロイヤルマリッジ2組分の点数です。
gaigel-marriages-q-double-royal-x =
    ダブルにすると、その種類の{ -gaigel-marriage }の点数が2倍になります。
    普通の{ -gaigel-marriage }は20点なのでダブルマリッジは40点、
    ロイヤルマリッジは40点なのでダブルロイヤルマリッジは80点です。

gaigel-marriages-who =
    いつ：{ -trick }が終わった直後、山札からカードを取る前です。
    誰が：{ -trick }に勝ったプレイヤーが、{ -gaigel-marriage }を1つ宣言できます。
    勝ったプレイヤーが宣言しなければ、その{ -partner }が
    自分の{ -gaigel-marriage }を代わりに宣言できます。
    1{ -trick }につき、テーブル全体で{ -gaigel-marriage }は1つだけです。
    勝ったプレイヤーが宣言したら、{ -partner }は次の機会を待ちます。
    { -trick }に勝ったプレイヤーの相手チームは、その{ -trick }の後に
    { -gaigel-marriage }を宣言することはできません。

gaigel-marriages-q-opponent =
    いま相手チームのプレイヤーが{ -trick }に勝ちました。あなたは
    リーフのKとOを持っています（{ -trump }はドングリ）。
    ここでリーフの{ -gaigel-marriage }を宣言できますか？
gaigel-marriages-q-opponent-h1 = いま終わった{ -trick }に勝ったのは誰でしょう？
gaigel-marriages-q-opponent-h2 = { -trick }の後に宣言できるのは、勝ったプレイヤーか、その代わりの{ -partner }だけです。

gaigel-marriages-q-partner =
    いま{ -partner }が{ -trick }に勝ちましたが、何も宣言しませんでした。
    あなたはハートのKとOを持っています（{ -trump }はドングリ）。
    まだ山札からは取っていません。ハートの{ -gaigel-marriage }を宣言できますか？
gaigel-marriages-q-partner-h1 = { -gaigel-marriage }は、勝ったプレイヤー本人の手札からでなくてもかまいません。
gaigel-marriages-q-partner-h2 = 勝ったプレイヤーが{ -gaigel-marriage }を宣言しなければ、{ -partner }が代わりに宣言できます。
gaigel-marriages-q-partner-x =
    まず勝ったプレイヤーに権利があります。宣言しなければ権利は
    { -partner }に移り、{ -partner }は自分の手札の{ -gaigel-marriage }を1つ宣言できます。
    どちらが宣言しても、点数はチームのものです。

gaigel-marriages-q-one-per-trick =
    いま{ -partner }が{ -trick }に勝ち、リーフの{ -gaigel-marriage }を宣言しました。
    あなたはベルのKとOを持っています（{ -trump }はドングリ）。
    同じ{ -trick }の後で、ベルの{ -gaigel-marriage }も宣言できますか？
gaigel-marriages-q-one-per-trick-h1 = 1つの{ -trick }の後に、{ -gaigel-marriage }はいくつ宣言できるでしょう？
gaigel-marriages-q-one-per-trick-h2 = { -partner }が宣言できるのは、勝ったプレイヤーが宣言しなかったときだけです。
gaigel-marriages-q-one-per-trick-x =
    1{ -trick }につき、テーブル全体で{ -gaigel-marriage }は1つです。
    ベルのKとOは手元に残しておきましょう。後であなたか{ -partner }が
    { -trick }に勝ったときに宣言できます。

gaigel-marriages-when =
    機会を逃したらそれまでです。{ -trick }の後、全員が山札から
    取り終えたら、チームが次に{ -trick }に勝つまで宣言はできません。
    1つのスートの{ -gaigel-marriage }は、1ディールに1回だけです。
    誰かがハートの{ -gaigel-marriage }を宣言したら、そのディールではもう
    誰もハートの{ -gaigel-marriage }を宣言できません。
    ですからダブルマリッジは1度にまとめて宣言します。
    KとOを先に宣言して、2組目を後から足すことはできません。

gaigel-marriages-q-before-draw =
    { -trump }はドングリです。あなたは自分のカードで第3{ -trick }に勝ち、
    まだ誰も山札から取っていません。リーフのKとOを持っています。
    いまリーフの{ -gaigel-marriage }を宣言できますか？
gaigel-marriages-q-before-draw-h1 = { -gaigel-marriage }の宣言は、まさにこのとき、{ -trick }の後で山札から取る前にします。
gaigel-marriages-q-before-draw-x =
    できます。あなたが{ -trick }に勝ち、まだ山札から取っておらず、
    リーフの{ -gaigel-marriage }もまだ宣言されていません。{ -trick }の後の順番で、
    いま宣言しましょう。全員が取り終えたら、この機会はなくなります。

gaigel-marriages-q-after-draw =
    { -trick }に勝ち、全員が山札から1枚ずつ取りました。その後で、
    ドングリのKとOを持っていることに気づきました（{ -trump }はリーフ）。
    まだドングリの{ -gaigel-marriage }を宣言できますか？
gaigel-marriages-q-after-draw-h1 = { -gaigel-marriage }の宣言には、{ -trick }の後の決まったタイミングがあります。もう過ぎていませんか？
gaigel-marriages-q-after-draw-h2 = { -gaigel-marriage }は、山札から取る前に宣言しなければなりません。

gaigel-marriages-q-double-at-once =
    { -trump }はベルです。このディールでは、前にドングリの{ -gaigel-marriage }が宣言
    されています。あなたはいま{ -trick }に勝ち、まだ誰も山札から取って
    いません。ハートのKを2枚、Oを2枚持っています。この4枚を
    ダブルマリッジとして、いま宣言できますか？
gaigel-marriages-q-double-at-once-h1 = 宣言できなくなったのはどのスートでしょう？　ドングリですか、ハートですか？
gaigel-marriages-q-double-at-once-h2 = ダブルマリッジは、普通の{ -gaigel-marriage }と同じタイミングで、4枚を1度に宣言します。
gaigel-marriages-q-double-at-once-x =
    できます。4枚を1度に宣言し、{ -trump }でないスートなので40点です。
    前の{ -gaigel-marriage }で閉じたのはドングリだけで、ハートはまだ宣言できます。

gaigel-marriages-q-closed-suit =
    { -trump }はベルです。第2{ -trick }の後で、あなたはハートのKとOを
    宣言しました。いま第5{ -trick }に勝ち、もう1枚のハートのKと
    もう1枚のハートのOも手札にあります。この2枚をいま宣言できますか？
gaigel-marriages-q-closed-suit-h1 = このディールで、ハートの{ -gaigel-marriage }はもう宣言されていませんか？
gaigel-marriages-q-closed-suit-h2 = { -gaigel-marriage }が宣言されたスートでは、ディールの終わりまで、普通の{ -gaigel-marriage }もダブルマリッジも宣言できません。
gaigel-marriages-q-closed-suit-x =
    どのスートの{ -gaigel-marriage }も1ディールに1回です。4枚そろうまで待っていれば、
    ダブルマリッジ（40点）として1度に宣言できました。
    2組目を後から足すことはできません。

gaigel-marriages-stock =
    { -gaigel-marriage }には山札が必要です。最後の機会は第7{ -trick }の直後、
    山札から取る前です（このとき{ -trump }表示カードが取られます）。
    第8{ -trick }からは誰も山札から取らないので、
    { -gaigel-marriage }の宣言もできません。
    手札に残ったKとOは、ただのカードになります。

gaigel-marriages-q-trick-seven-last =
    { -trump }はリーフです。{ -partner }が第7{ -trick }に勝ち、何も宣言しません
    でした。山札には最後の3枚と{ -trump }表示カードが残っていて、まだ誰も
    取っていません。あなたはベルのKとOを持っています。
    いまベルの{ -gaigel-marriage }を宣言できますか？
gaigel-marriages-q-trick-seven-last-h1 = この{ -trick }の後、まだ山札から取りますか？
gaigel-marriages-q-trick-seven-last-h2 = { -partner }が{ -trick }に勝ち、何も宣言しなかったので、代わりにあなたが宣言できます。
gaigel-marriages-q-trick-seven-last-x =
    できます。しかもこのディールで最後の機会です。第7{ -trick }の後は
    まだ山札から取ります（{ -trump }表示カードが取られるとき）。それが
    終わると山札はなくなり、{ -gaigel-marriage }もすべて宣言できなくなります。

gaigel-marriages-q-trick-eight =
    山札はもうありません。あなたはいま第8{ -trick }に勝ちました。
    手札には{ -trump }のハートのKとOがあります。ロイヤルマリッジです。
    いま宣言できますか？
gaigel-marriages-q-trick-eight-h1 = 第8{ -trick }の後に、山札から取る機会はあるでしょうか？
gaigel-marriages-q-trick-eight-h2 = { -gaigel-marriage }の最後の機会は、第7{ -trick }の後、山札から取る前です。
gaigel-marriages-q-trick-eight-x =
    { -gaigel-marriage }は、{ -trick }に勝った後、山札から取る前に宣言します。
    山札がなくなれば山札から取ることもないので、宣言する
    タイミングももうありません。KとOは山札があるうちに宣言しましょう。
