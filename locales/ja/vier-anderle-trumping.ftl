# フィールアンダーレ レッスン4：リードされたスートがないとき、切札のリード、スキュス、捨て札（仕様 §7.2 手順3、4b、4c）


vier-anderle-trumping-void =
    スートカードがリードされ、そのスートのカードを持っていない
    ときの義務です。

      1. { -trump }を持っていれば、{ -trump }を出さなければなりません。

    { -trump }を持っている間は、スートカードを捨て札にすることはできません。
    { -trick }にまだ{ -trump }が出ていなければ、一番弱い{ -trump }でもかまいません。
    スートカードだけの{ -trick }なら、どの{ -trump }でも{ -trick }を上回れる
    からです。

vier-anderle-trumping-q-must-trump-h1 = ハートを持っていますか？　持っていなければ、何を出さなければなりませんか？
vier-anderle-trumping-q-must-trump-h2 = リードされたスートがなければ、{ -trump }を出します。まだ{ -trump }は出ていないので、どの{ -trump }でもかまいません。
vier-anderle-trumping-q-must-trump-x =
    ハートがないので、{ -trump }を出さなければなりません。{ -trump }1でも{ -trump }14
    でも、好きなほうでかまいません。どちらも♥Kに勝ちます。♠Kと♣Qは
    出せません。

vier-anderle-trumping-over =
    すでに誰かが{ -trump }を出しているときは、次のようになります。

      2. { -trick }に出ているどの{ -trump }よりも強い{ -trump }を持っていれば、
         そういう{ -trump }を出さなければなりません。これを「上の{ -trump }を
         出す」と言います。十分に強い{ -trump }なら、どれを出しても
         かまいません。
      3. 上の{ -trump }を出せなければ、負けるとわかっている弱い{ -trump }でも、
         { -trump }を出さなければなりません。{ -trump }を持っている間は、
         スートカードを捨て札にすることはできません。

    { -trick }に{ -trump }が2枚以上出ていれば、勝たなければならないのは
    その中で一番強い{ -trump }です。

vier-anderle-trumping-q-overtrump-h1 = クラブは持っていません。あなたの{ -trump }で、{ -trump }10に勝てるのはどれでしょう？
vier-anderle-trumping-q-overtrump-h2 = 上の{ -trump }を出さなければなりません。{ -trump }6では弱すぎ、♥Cを出すと捨て札になります。
vier-anderle-trumping-q-overtrump-x =
    { -trump }13か{ -trump }19です。どちらも{ -trump }10に勝つので、好きなほうを
    出さなければなりません。上の{ -trump }を出せる間は、弱い{ -trump }6を
    出すことも、♥Cを捨て札にすることもできません。

vier-anderle-trumping-q-losing-trump-h1 = あなたの{ -trump }で、{ -trump }20に勝てるものはありますか？
vier-anderle-trumping-q-losing-trump-h2 = 上の{ -trump }は出せませんが、{ -trump }を持っているので、やはり{ -trump }を出します。
vier-anderle-trumping-q-losing-trump-x =
    { -trump }3か{ -trump }11です。どちらも{ -trump }20には勝てないので、どちらでも
    かまいません。ただし、{ -trump }は出さなければなりません。ダイヤがなく、
    { -trump }を持っているので、♠Jを捨て札にすることはできません。

vier-anderle-trumping-q-highest-so-far =
    あなたは4番席です。0番席が♠Jをリードし、1番席が{ -trump }8を出し、
    2番席がさらに上の{ -trump }16を出し、3番席は♠Qで{ -follow-suit }しました。
    どのカードを出せますか？
vier-anderle-trumping-q-highest-so-far-h1 = いま勝っている{ -trump }はどれでしょう？　あなたの{ -trump }で、それに勝てるのは？
vier-anderle-trumping-q-highest-so-far-h2 = 勝たなければならないのは{ -trump }8ではなく{ -trump }16です。{ -trump }12では足りません。
vier-anderle-trumping-q-highest-so-far-x =
    出せるのは{ -trump }17だけです。勝たなければならないのは、{ -trick }で
    一番強い{ -trump }16です。{ -trump }12は{ -trump }8には勝てますが{ -trump }16には勝てない
    ので、{ -trump }17を持っている間は出せません。♥Kは{ -trump }ではありません。

vier-anderle-trumping-led =
    { -trump }がリードされたときも、{ -trump }を1つのスートと考えれば、
    義務は同じです。

      1. { -trick }に出ているどの{ -trump }よりも強い{ -trump }を持っていれば、
         そういう{ -trump }を出さなければなりません。
      2. { -trump }はあってもそれほど強くなければ、どの{ -trump }でもかまいません。
      3. { -trump }を1枚も持っていなければ、どのカードでもかまいません。

    pagat.comの例です。右隣の人が{ -trump }18をリードし、あなたは{ -trump }21と
    弱い{ -trump }3枚を持っています。あなたは{ -trump }21を出さなければなりません。

vier-anderle-trumping-q-beat-the-lead =
    右隣の人が{ -trump }18をリードしました。どのカードを出せますか？
vier-anderle-trumping-q-beat-the-lead-h1 = あなたの{ -trump }で、{ -trump }18に勝てるのはどれでしょう？
vier-anderle-trumping-q-beat-the-lead-h2 = 勝てるのは{ -trump }21だけです。勝てるなら勝たなければなりません。
vier-anderle-trumping-q-beat-the-lead-x =
    出せるのは{ -trump }21だけです。{ -trump }18に勝てるので、勝たなければ
    なりません。{ -trump }2、5、9も{ -trump }ですが、{ -trick }を上回れません。
    これはpagat.comに載っている例そのものです。

vier-anderle-trumping-q-beat-every-trump-h1 = { -trick }で一番強い{ -trump }はどれですか？　それに勝てますか？
vier-anderle-trumping-q-beat-every-trump-h2 = { -trump }19に勝てる{ -trump }はないので、どの{ -trump }でもかまいません。それでも♥Kは出せません。
vier-anderle-trumping-q-beat-every-trump-x =
    { -trump }4か{ -trump }17です。{ -trick }を上回るには{ -trump }19に勝たなければ
    なりませんが、それはできません。{ -trump }17が勝てるのはリードされた
    { -trump }15だけです。ですから、どの{ -trump }でもかまいません。{ -trump }を
    持っている間は♥Kは出せません。

vier-anderle-trumping-q-no-trump-h1 = { -trump }がリードされました。あなたは{ -trump }を持っていますか？
vier-anderle-trumping-q-no-trump-h2 = { -trump }を持っていなければ、どのカードでも出せます。どうせ勝てないからです。
vier-anderle-trumping-q-no-trump-x =
    3枚とも出せます。{ -trump }を持っていないので{ -follow-suit }できず、どの
    カードを出してもかまいません。どれを出しても{ -trick }には
    勝てません。

vier-anderle-trumping-skus =
    これまでのどの規則でも、スキュスは普通の{ -trump }として扱います。
    これには両面があります。{ -trick }を上回れるカードがスキュス
    しかなければ、取っておくことはできず、スキュスを出さなければ
    なりません。また、リードされたスートを持っている間は出せません。

    最後に、スートカードがリードされ、そのスートも{ -trump }も持って
    いなければ、どのカードでも出せます（捨て札）。捨て札は勝てない
    ので、{ -trick }を上回る義務は関係ありません。

vier-anderle-trumping-q-skus-forced =
    0番席が♣Kをリードし、1番席が{ -trump }21を出しました。あなたは
    2番席です。どのカードを出せますか？
vier-anderle-trumping-q-skus-forced-h1 = { -trump }を出さなければなりません。あなたの{ -trump }で、{ -trump }21に勝てるのは？
vier-anderle-trumping-q-skus-forced-h2 = { -trump }21より強いのはスキュスだけなので、スキュスで上の{ -trump }を出さなければなりません。
vier-anderle-trumping-q-skus-forced-x =
    出せるのはスキュスだけです。クラブがないので{ -trump }を出し、できる
    なら上の{ -trump }を出さなければなりません。{ -trump }21より強い{ -trump }は
    スキュスだけなので、スキュスを出すしかありません。{ -trump }3は弱い
    { -trump }、♦Kは捨て札になるので、どちらも出せません。

vier-anderle-trumping-q-discard =
    10人なので、各スートに数札が1枚ずつ入っています。0番席が♥Qを
    リードし、1番席が{ -trump }5を出しました。あなたは2番席です。どの
    カードを出せますか？
vier-anderle-trumping-q-discard-h1 = { -follow-suit }も、{ -trump }を出すこともできません。あなたのカードで勝てるものはありますか？
vier-anderle-trumping-q-discard-h2 = 捨て札は絶対に勝てないので、{ -trick }を上回る義務はありません。どれでもかまいません。
vier-anderle-trumping-q-discard-x =
    3枚とも出せます。ハートも{ -trump }もなければ、どのカードでも出せます。
    どれも勝てないので、一番強いカードを出す必要はありません。♠Kを
    出さなければならないわけではなく、♦1でもかまいません。

vier-anderle-trumping-summary =
    まとめです。

      1. リードされたスートがなければ、{ -trump }を出します。上の{ -trump }を
         出せれば必ず出し、出せなければそれでも{ -trump }を出します。
      2. { -trump }がリードされたら、{ -trick }のどの{ -trump }よりも強い{ -trump }が
         あれば出し、なければどの{ -trump }でも、{ -trump }がなければどの
         カードでもかまいません。
      3. { -trick }を上回れるのがスキュスだけなら、スキュスを出します。
      4. リードされたスートも{ -trump }もなければ、どのカードでも出せます。
