# リッケン レッスン9：チップでの得点（ルール 8、決定 11.3〜11.5、11.23）


rikken-scoring-intro =
    リッケンはチップをやりとりし、ディールごとに精算します。
    ディールには値 s があり、{ -rikken-contract }と宣言者側の{ -trick }数で
    決まります（リック、リック・ベター、トロエラでは宣言者と
    { -partner }の{ -trick }の合計）。
    { -trick }を取る{ -rikken-contract }（リック、リック・ベター、トロエラ、
    ソロ8〜ソロ12）：
      成功：{ -rikken-made-value }＋目標を超える1{ -trick }ごとに1
      失敗：{ -rikken-failed-value }＋目標に足りない1{ -trick }ごとに1
    { -rikken-made-value }・{ -rikken-failed-value }は1で、トロエラだけは2です。
    段差に注意しましょう。リックはちょうど8{ -trick }なら1ですが、
    7{ -trick }なら1＋1＝2の支払いです。

rikken-scoring-settle =
    誰が誰に払うか：
      ・2対2（リック、リック・ベター、トロエラ）：成功すれば、
        宣言者と{ -partner }がそれぞれ相手の1人から s ずつ
        もらいます。2人とも＋s、相手の2人はそれぞれ−sです。
        失敗すればその逆です。
      ・1対3（それ以外のすべての{ -rikken-contract }）：宣言者はほかの3人
        それぞれから s をもらう（宣言者＋3s、ほかは−sずつ）か、
        3人それぞれに s を払います（−3s、ほかは＋sずつ）。

rikken-scoring-q-rik-over-h1 = 宣言者と{ -partner }は合わせて何{ -trick }取りましたか？
rikken-scoring-q-rik-over-h2 = 10{ -trick }は必要な8より2つ多いです。では、誰がもらい、誰が払うでしょう？
rikken-scoring-q-rik-over-x =
    0番席と2番席で5＋5＝10{ -trick }、オーバートリック2つで
    成功なので s＝1＋2＝3です。宣言者と{ -partner }が
    それぞれ3もらい、1番席と3番席がそれぞれ3払います。

rikken-scoring-q-rik-down-one-h1 = 2人で7{ -trick }でした。1{ -trick }足りずに失敗すると、いくらになるでしょう？
rikken-scoring-q-rik-down-one-h2 = { -rikken-failed-value }1に、足りない1{ -trick }分の1が加わります。
rikken-scoring-q-rik-down-one-x =
    1番席と3番席で4＋3＝7{ -trick }、8に1つ足りないので
    s＝1＋1＝2です。宣言者と{ -partner }がそれぞれ2払い、
    0番席と2番席がそれぞれ2もらいます。

rikken-scoring-q-solo-over-h1 = ソロ9は1対3です。s はいくつでしょう？
rikken-scoring-q-solo-over-h2 = s＝1＋オーバートリック1＝2で、宣言者はそれを3人それぞれからもらいます。
rikken-scoring-q-solo-over-x =
    10{ -trick }で、9より1つ多いので s＝1＋1＝2です。2番席は
    ほかの3人それぞれから2もらいます。2番席は＋6、ほかは
    それぞれ−2です。

rikken-scoring-q-solo-down-h1 = 宣言者は11{ -trick }にいくつ足りませんでしたか？
rikken-scoring-q-solo-down-h2 = s＝1＋2＝3で、それをほかの3人それぞれに払います。
rikken-scoring-q-solo-down-x =
    0番席は9{ -trick }で、11に2つ足りないので s＝1＋2＝3です。
    ほかの3人それぞれに払うので、0番席は−9、ほかはそれぞれ
    ＋3です。

rikken-scoring-bonus =
    全13{ -trick }：ソロ12までの{ -trick }を取る{ -rikken-contract }では、
    13{ -trick }すべてを取った側にさらに1が加わります。
    リック、リック・ベター、トロエラも同じで、2人の{ -trick }の
    合計が13なら加わります。
    例：リックで13{ -trick }全部なら、1＋オーバートリック5＋1＝7。

rikken-scoring-q-beter-all-h1 = 宣言者側はすべての{ -trick }を取りましたか？
rikken-scoring-q-beter-all-h2 = 1＋オーバートリック5、そして全13{ -trick }のボーナスは2対2の{ -rikken-contract }にもつきます。
rikken-scoring-q-beter-all-x =
    3番席と0番席で7＋6＝13、全{ -trick }です。s＝1＋5＋1＝7。
    0番席と3番席がそれぞれ7もらい、1番席と2番席が
    それぞれ7払います。

rikken-scoring-fixed =
    ほかの{ -rikken-contract }は、成功でも失敗でも同じ決まった値で、
    オーバートリックもアンダートリックもボーナスもありません。
      ミゼール、ピーク                     5
      オープンミゼール、オープンピーク    15
      オープンミゼール相談付き            15
      オープンピーク相談付き              15
      ソロ13                              15
      オープンソロ13                      20
    ミゼールは1{ -trick }も取らなければ成功、ピークはちょうど
    1{ -trick }で成功、13{ -trick }の{ -rikken-contract }は13{ -trick }全部で
    成功です。どれも1対3です。
    4人全員がパスしたら、そのディールはプレイせず、誰も
    払いません。

rikken-scoring-q-thirteen-failed-h1 = ソロ13にアンダートリックはあるでしょうか？
rikken-scoring-q-thirteen-failed-h2 = ソロ13は成功でも失敗でも決まった15です。
rikken-scoring-q-thirteen-failed-x =
    12{ -trick }は13ではないので失敗です。値は15で決まっていて、
    アンダートリックはありません。3番席はほかの3人それぞれに
    15払います。3番席は−45、ほかはそれぞれ＋15です。

rikken-scoring-q-open-piek-zero-h1 = ピークはちょうど1{ -trick }です。1つも取らなくてもよいでしょうか？
rikken-scoring-q-open-piek-zero-h2 = オープンピークは決まった15で、失敗すれば宣言者が3人それぞれに払います。
rikken-scoring-q-open-piek-zero-x =
    { -trick }なしは、ちょうど1{ -trick }ではありません。
    オープンピークは失敗です。2番席はほかの3人それぞれに
    15払います。2番席は−45、ほかはそれぞれ＋15です。

rikken-scoring-q-praatje-made =
    1番席がオープンミゼール相談付きをプレイしました。第1{ -trick }の
    あと4人全員の手札が公開され、相手の3人は相談しながら
    プレイしましたが、1番席は1{ -trick }も取りませんでした。
    各席の得点は？
rikken-scoring-q-praatje-made-h1 = 1{ -trick }も取らなければミゼールは成功でしょうか？　相談付きの{ -rikken-contract }の値はいくつですか？
rikken-scoring-q-praatje-made-h2 = ほかの3人から15ずつです。
rikken-scoring-q-praatje-made-x =
    ミゼールは成功で、相談付きの{ -rikken-contract }の値は15です。1番席は
    ほかの3人から15ずつ受け取り、1番席は＋45、ほかはそれぞれ
    −15です。手札の公開や相談は、得点には何も影響しません。

rikken-scoring-q-open-thirteen-h1 = オープンソロ13は決まった値です。いくつでしょう？
rikken-scoring-q-open-thirteen-h2 = 相手1人につき20で、13{ -trick }のボーナスはありません。13{ -trick }の{ -rikken-contract }には付きません。
rikken-scoring-q-open-thirteen-x =
    成功です。オープンソロ13の値は表で一番高い20で、13{ -trick }の
    ボーナスは付きません（もともと13{ -trick }が必要な{ -rikken-contract }です）。
    0番席はほかの3人から20ずつ受け取り、＋60、ほかはそれぞれ
    −20です。

rikken-scoring-q-passed-out =
    4人全員がパスしました。各プレイヤーは何チップもらう、または
    払うことになりますか？
rikken-scoring-q-passed-out-h1 = 何かの{ -rikken-contract }がプレイされたでしょうか？
rikken-scoring-q-passed-out-h2 = 全員パスのディールは、そのまま流れます。
rikken-scoring-q-passed-out-x =
    誰もビッドしなかったので、プレイもチップのやりとりもなく、
    全員0です。{ -dealer }が左隣に移り、新しいディールを配ります。

rikken-scoring-end =
    リッケンのゲームには決まった終わりも、目標の点数もありません。
    チップはディールごとに精算し、やめる時はプレイヤーが相談して
    決めます。各プレイヤーの成績は、ディールごとに得たり払ったり
    したチップの合計です。

    公平にやめるなら、ディールの数を4の倍数にします。配り手は
    毎回左隣に移るので、そうすれば全員が同じ回数だけ配り、
    同じ回数だけ最初にビッドしたことになります。

rikken-scoring-q-last-deal =
    8ディールでやめることに決めました。8回目の最後のディールで、
    1番席がソロ10をプレイし、ちょうど10{ -trick }を取りました。
    このディールでの各席の得点は？
rikken-scoring-q-last-deal-h1 = その晩の最後のディールは、何か特別に数えるでしょうか？
rikken-scoring-q-last-deal-h2 = ソロ10で10{ -trick }、ちょうど成功です。s = 1 を、ほかの3人それぞれから。
rikken-scoring-q-last-deal-x =
    ちょうど成功なので s = 1 です。1番席は3を得て、ほかの席は
    それぞれ1を払います。最後のディールもほかと同じように
    精算します。勝ち負けを決めるゲームも、最後のボーナスも
    なく、あるのは各ディールのチップだけです。
