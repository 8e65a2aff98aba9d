# ガイゲル レッスン5：山札がなくなった後の切札の義務（ルール 6.2 手順3b、3c、G8）


gaigel-trumping-void =
    前のレッスンの続きです。

      3. リードされたスートを持っていなければ、{ -trump }を出さなければ
         なりません。まだ誰も{ -trump }を出していなければ、どの{ -trump }でも
         かまいません。
      4. リードされたスートも{ -trump }も持っていなければ、どのカードを
         出してもかまいません。

    ほかの厳しいルールと同じく、これも第8{ -trick }からです。

gaigel-trumping-q-must-trump-h1 = ベルを持っていません。それで、何をしなければならないでしょう？
gaigel-trumping-q-must-trump-h2 = { -trump }を出さなければなりません。まだ誰も{ -trump }を出していないので、どの{ -trump }でもベルの10に勝てます。
gaigel-trumping-q-must-trump-x =
    ベルがないので、{ -trump }を出さなければなりません。ハートの7（♥7）も
    ハートのO（♥O）もベルの10（♦10）に勝てるので、どちらでも
    かまいません。ドングリのAとリーフのKは出せません。

gaigel-trumping-q-no-trump-anything-h1 = { -follow-suit }できますか？　{ -trump }を出せますか？
gaigel-trumping-q-no-trump-anything-h2 = ハートもドングリも持っていないので、もう義務は残っていません。

gaigel-trumping-over =
    すでに誰かが{ -trump }を出していて、あなたが{ -follow-suit }できないときは、
    いま勝っている{ -trump }を見ます。

      ・それより強い{ -trump }を持っていれば、強い{ -trump }を出さなければ
        なりません（{ -overtrump }義務）。
      ・弱い{ -trump }しかなくても、{ -trump }を出さなければなりません。
        ほかのスートのカードを出すことはできません。

gaigel-trumping-q-overtrump-h1 = { -follow-suit }はできません。{ -trick }に出ている{ -trump }はどれで、それに勝てるでしょうか？
gaigel-trumping-q-overtrump-h2 = KはOより強いランクです。
gaigel-trumping-q-overtrump-x =
    リーフがないので{ -trump }を出さなければならず、すでにベルのO（♦O）が
    出ているので、勝てるならそれに勝たなければなりません。勝てるのは
    ベルのK（♦K）だけで、ベルの7では弱すぎます。

gaigel-trumping-q-undertrump-h1 = あなたの{ -trump }で、ベルのAに勝てるものはありますか？　なければ、何を出してもよいのでしょうか？
gaigel-trumping-q-undertrump-h2 = 強い{ -trump }がなくても、{ -trump }は出さなければなりません。
gaigel-trumping-q-undertrump-x =
    ベルのA（♦A）に勝てるカードはありませんが、{ -trump }を出す義務は
    残ります。ベルのU（♦U）かベルの10（♦10）を出します。ハートの10と
    ドングリのKは出せません。

gaigel-trumping-over-details =
    { -follow-suit }のときに学んだ2つの注意点は、{ -trump }でも同じです。
      ・勝っている{ -trump }と同じカードは、それに勝てません。先に出た
        ほうが強いので、上の{ -trump }を出したことにはなりません。
      ・{ -partner }の{ -trump }でも例外はありません。{ -trump }を出す義務があり、
        勝てる{ -trump }を持っていれば、勝たなければなりません。

gaigel-trumping-q-twin-trump-h1 = あなたのハートの10は、{ -trick }に出ているハートの10に勝てるでしょうか？
gaigel-trumping-q-twin-trump-h2 = 同じカードが2枚あれば、先に出たほうが強くなります。そもそも上回れるでしょうか？
gaigel-trumping-q-twin-trump-x =
    あなたのハートの10（♥10）は同じカードなので、{ -trick }の10には
    勝てません。上回ることはできませんが、{ -trump }は出さなければ
    なりません。10でもハートのO（♥O）でもかまいません。

gaigel-trumping-q-partner-overtrump =
    あなたは4番目です。{ -partner }がこの{ -trick }に{ -trump }を出しました。
    どのカードを出せますか？
gaigel-trumping-q-partner-overtrump-h1 = { -overtrump }義務は、誰の{ -trump }かで変わるでしょうか？
gaigel-trumping-q-partner-overtrump-h2 = { -partner }の例外はありません。ハートのOに勝てるなら勝ちます。
gaigel-trumping-q-partner-overtrump-x =
    ベルがないので{ -trump }を出さなければならず、{ -partner }のハートのO（♥O）
    でも、勝てるなら勝たなければなりません。勝てるのは
    ハートのK（♥K）だけです。

gaigel-trumping-trap =
    ここに落とし穴があります。{ -follow-suit }はいつも最優先です。{ -trump }でない
    スートがリードされ、誰かが{ -trump }を出したとします。リードされた
    スートを持っていれば、{ -follow-suit }しなければならず、{ -trump }を出すことも、
    { -overtrump }こともできません。
    そして{ -trump }でないスートのカードは{ -trump }に勝てないので、上回る義務は
    なくなります。リードされたスートのカードなら、強くても弱くても、
    どれを出してもかまいません。上回る相手はいつも、いま勝っている
    カードです。リードされたスートの一番強いカードではありません。

gaigel-trumping-q-trap-no-trump-h1 = { -follow-suit }と{ -trump }、先に来るのはどちらでしょう？
gaigel-trumping-q-trap-no-trump-h2 = ベルを持っているので、ベルを出さなければなりません。{ -trick }の{ -trump }に勝てるベルはあるでしょうか？
gaigel-trumping-q-trap-no-trump-x =
    ベルで{ -follow-suit }しなければなりません。勝っているのは{ -trump }の
    ドングリのU（♣U）で、どのベルもそれには勝てないので、
    ベルのA（♦A）もベルの7（♦7）も出せます。ドングリの10（♣10）なら
    { -overtrump }ことになりますが、{ -follow-suit }できるので出せません。

gaigel-trumping-q-trap-no-beat-h1 = 勝っているのはどちらでしょう？　ハートのKですか、リーフの7ですか？
gaigel-trumping-q-trap-no-beat-h2 = 上回る相手は{ -trump }です。あなたのハートでは、どれもそれに勝てません。
gaigel-trumping-q-trap-no-beat-x =
    勝っているのは{ -trump }のリーフの7（♠7）です。ハートは{ -trump }に勝てないので
    上回る義務はなくなり、ハートのA（♥A）もハートのU（♥U）も出せます。
    ハートのKを上回る必要はなく、リーフのA（♠A）で{ -trump }を出すことも
    できません。

gaigel-trumping-recap =
    山札がなくなった後、リードするプレイヤー以外の手順をまとめます。
      1. { -follow-suit }する。勝っているカードを上回れるなら上回る。
      2. { -follow-suit }できなければ{ -trump }を出す。上回れるなら上回る。
      3. { -trump }もなければ、どのカードでもよい。
    { -partner }の例外はなく、同じカードはもう1枚に勝てません。
    上回る相手は、いま勝っているカードだけです。
