# ペルラッゲン レッスン5：ペルラッグがあるときのフォロー。

perlaggen-following-rules =
    リードは自由です。どのカードでもよく、ペルラッグは
    どのカードとしても宣言できます。

    { -follow-suit }するときは、まず手札の普通のカードを見ます。

      1. リードされたスートの普通のカードを持っていれば、リードされた
         スートのカードか{ -trump }を出さなければなりません。どちらを
         出してもかまわず、{ -follow-suit }できても{ -trump }を出せます。
         ペルラッグも出せますが、リードされたスートのカードか
         { -trump }としてしか宣言できません。
      2. { -trump }がリードされ、普通の{ -trump }を持っていれば、{ -trump }を
         出さなければなりません。ペルラッグは{ -trump }としてしか
         宣言できません。
      3. リードされたスートの普通のカードを持っていなければ、
         どのカードを出してもよく、ペルラッグもどのカードとしても
         宣言できます。

perlaggen-following-answer =
    このレッスンの問題には2段階で答えます。まず、出せる普通のカードをすべて
    選びます。次に、手札のペルラッグのそれぞれについて、何として
    出せるかを答えます。「どのカードとしても」「リードされたスートか
    { -trump }としてだけ」「{ -trump }としてだけ」のどれかです。

perlaggen-following-q-lead-all =
    { -trump }はハートで、あなたが最初の{ -trick }をリードします。何を
    出せますか？
perlaggen-following-q-lead-all-h1 = まだ誰も出していません。リードする人に制限はありますか？
perlaggen-following-q-lead-all-h2 = 普通のカードはすべてリードでき、ペルラッグは2枚ともどのカードとしても宣言できます。
perlaggen-following-q-lead-all-x =
    リードなので、すべて出せます。♠A、♣9、♥10も出せますし、♥Oと
    ヴェリも、どのカードとして宣言して出してもかまいません。♥Oは
    ここでは普通のカードではなく、{ -trump }のオーバー、つまり
    ペルラッグであることに注意しましょう。

perlaggen-following-q-follow-or-trump =
    { -trump }はドングリで、相手が♠9をリードしました。何を出せますか？
perlaggen-following-q-follow-or-trump-h1 = 普通のリーフを持っています。選べるのはどの2つですか？
perlaggen-following-q-follow-or-trump-h2 = リーフで{ -follow-suit }するか、{ -trump }を出します。♦7はリーフかドングリとしてしか宣言できません。
perlaggen-following-q-follow-or-trump-x =
    ♠Kを持っているので、リーフか{ -trump }を出さなければなりません。
    出せるのは♠Kか♣10です。♥Aと♦8は出せません。シェル・シュピッツも
    出せますが、リーフかドングリとしてしか宣言できません。

perlaggen-following-q-trumps-led =
    { -trump }はベルで、♦Kがリードされました。何を出せますか？
perlaggen-following-q-trumps-led-h1 = { -trump }がリードされました。普通の{ -trump }を持っていますか？
perlaggen-following-q-trumps-led-h2 = ここではリードされたスートと{ -trump }が同じです。出せるのは{ -trump }だけです。
perlaggen-following-q-trumps-led-x =
    { -trump }がリードされ、普通の{ -trump }の♦9を持っているので、{ -trump }を
    出さなければなりません。出せるのは♦9か、ベルとして宣言した♦Uです。
    ほかの3枚は出せません。

perlaggen-following-void =
    規則3が言っているのは、普通のカードのことだけです。リードされた
    スートが書かれたペルラッグを持っていても、そのスートを
    持っていることにはなりません。ヴェリとシェル・シュピッツにはベルと
    書かれていますが、ベルで{ -follow-suit }しなければならないことは
    ありません。

    同じように、{ -trump }がハートのとき♥7は{ -trump }ペルラッグなので、ハートが
    ♥7だけのプレイヤーは普通のハートを持っていません。{ -trump }がベルなら、
    同じ♥7は普通のハートです。

    手札がペルラッグだけのときも、自由に出せます。

perlaggen-following-q-printed-bells =
    { -trump }はハートで、♦Aがリードされました。あなたのベルはヴェリと
    シェル・シュピッツだけです。何を出せますか？
perlaggen-following-q-printed-bells-h1 = あなたのカードのうち、普通のベルはどれですか？
perlaggen-following-q-printed-bells-h2 = ペルラッグは数えません。普通のベルがないので、何を出してもかまいません。
perlaggen-following-q-printed-bells-x =
    ♦6と♦7はペルラッグなので、普通のベルは持っていません。すべて
    出せます。3枚の普通のカードのどれでも出せ、2枚のペルラッグも、
    どのカードとして宣言して出してもかまいません。

perlaggen-following-q-heart-seven-void =
    { -trump }はハートで、♥10がリードされました。あなたのハートは
    ♥7だけです。何を出せますか？
perlaggen-following-q-heart-seven-void-h1 = { -trump }がハートのとき、♥7は普通のカードですか？
perlaggen-following-q-heart-seven-void-h2 = ♥7は{ -trump }の7で、ペルラッグです。普通の{ -trump }は持っていません。
perlaggen-following-q-heart-seven-void-x =
    { -trump }がハートなら♥7は{ -trump }ペルラッグなので、普通のハートは
    持っておらず、何を出してもかまいません。普通のカードのどれでも
    出せ、♥7もどのカードとして宣言して出してもかまいません。たとえば
    { -trump }がリーフなら、♥7は普通のハートなので、♥7で{ -follow-suit }するか、
    { -trump }を出さなければなりません。

perlaggen-following-free =
    ほかに、ポイントが3つあります。

      1. 勝つ義務はありません。リードされたスートなら、弱いカードでも
         強いカードと同じように出せます。{ -overtrump }義務も
         ありません。
      2. ペルラッグを出す義務はありません。ペルラッグは取っておいて、
         出してよい普通のカードを出してもかまいません。
      3. 宣言せずに出したペルラッグは書かれているとおりの
         カードなので、宣言せずに出せるのは、そのカードを
         出してよいときだけです。

perlaggen-following-q-no-duty-to-beat =
    { -trump }はベルで、相手が♥Aをリードしました。何を出せますか？
perlaggen-following-q-no-duty-to-beat-h1 = Aに勝たなければならないでしょうか？　マルトルを出さなければならないでしょうか？
perlaggen-following-q-no-duty-to-beat-h2 = 普通のハートの♥8があるので、{ -follow-suit }するか{ -trump }を出します。勝つ義務はなく、マルトルを出す義務もありません。
perlaggen-following-q-no-duty-to-beat-x =
    ♥8があるので、ハートか{ -trump }を出さなければなりませんが、Aに勝つ
    必要はありません。♥8も、{ -trump }の♦Aも出せます。マルトルは、ハートか
    ベルとして宣言して出すことも、出さずに取っておくこともできます。
    ♠9と♣10は出せません。

perlaggen-following-q-silent-spitz =
    { -trump }はリーフでハートがリードされ、あなたは♥8を持っています。
    アイヒェル・シュピッツ（♣7）を宣言せずに出してもよいですか？
perlaggen-following-q-silent-spitz-h1 = 宣言しないとき、♣7は何のカードとして数えますか？
perlaggen-following-q-silent-spitz-h2 = 宣言しなければドングリの7で、ハートでも{ -trump }でもありません。
perlaggen-following-q-silent-spitz-x =
    いいえ。宣言せずに出したアイヒェル・シュピッツは♣7、つまり
    ドングリです。普通のハートを持っているので、出せるのはハートか、
    { -trump }のリーフだけです。ハートかリーフとして宣言すれば、♣7を
    出すことができます。

perlaggen-following-led =
    リードされたスートは、リードされたカードが表すカードのスートです。
    リードした人がヴェリを♠Kとして宣言して出したら、リードは
    ベルではなくリーフです。ほかの人はリーフで{ -follow-suit }するか{ -trump }を
    出さなければならず、そこに出した♦Aはほかのスートのカードです。

    ペルラッグを{ -trump }として宣言してリードすると、普通の{ -trump }を持っている
    人は全員、{ -trump }を出さなければなりません。チロルでは、これを
    「Trumpf abreißen（トゥルンプフ・アプライセン）」と呼びます。

perlaggen-following-q-named-lead =
    { -trump }はドングリです。リードした人がヴェリを♠Kとして宣言して
    出しました。何を出せますか？
perlaggen-following-q-named-lead-h1 = リードされたスートは、ヴェリに書かれているスートですか、それとも宣言したスートですか？
perlaggen-following-q-named-lead-h2 = リードはリーフです。あなたは普通のリーフを持っています。
perlaggen-following-q-named-lead-x =
    ヴェリは♠Kを表しているので、リードはリーフです。♠8を
    持っているので、リーフか{ -trump }を出さなければなりません。出せるのは
    ♠8か♣9、またはリーフかドングリとして宣言した♣Uです。♦9と♥Aは
    出せません。

perlaggen-following-q-named-lead-winner =
    { -trump }はハートです。リードした人がヴェリを♠9として宣言して
    出しました。この{ -trick }に勝つのはどのカードですか？
perlaggen-following-q-named-lead-winner-h1 = リードされたスートは何ですか？
perlaggen-following-q-named-lead-winner-h2 = ♠9として宣言したヴェリは、リーフのリードです。♦Aはほかのスートです。
perlaggen-following-q-named-lead-winner-x =
    ヴェリは♠9を表しているので、リードはリーフで、{ -trump }は出ていません。
    ♦Aは勝てません。リーフの♠9、♠8、♠10のうち、一番強い♠10が勝ちます。
