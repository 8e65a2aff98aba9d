# フィールアンダーレ レッスン2：トリックの勝者、2〜13枚のトリック（仕様 §3.3、§7.1）


vier-anderle-tricks-intro =
    プレイは時計回りに進みます。最初の{ -trick }は{ -dealer }の左隣の
    0番席（フォアハント）がリードし、ほかの人が1枚ずつ出します。
    { -trick }に勝った人が次の{ -trick }をリードします。

    リードされたカードが、その{ -trick }のスートを決めます。{ -trump }が
    出ていなければ、リードされたスートの一番強いカードが{ -trick }に
    勝ちます。ほかのスートのカードは、どんなに強くても勝てません。
    ハートがリードされた{ -trick }では、スペードのキングには何の力も
    ありません。

vier-anderle-tricks-q-offsuit-king-h1 = リードされたのはどのスートですか？　そのスートのカードはどれでしょう？
vier-anderle-tricks-q-offsuit-king-h2 = ♠Kはハートではないので勝てません。ハートだけを比べましょう。
vier-anderle-tricks-q-offsuit-king-x =
    ♥Cが勝ちます。リードはハートで、♥Cは♥Jより強いカードです。
    同じスートならキングはカヴァッロより強いのですが、♠Kはほかの
    スートなので勝てません。

vier-anderle-tricks-q-lead-wins-h1 = ほかにダイヤか{ -trump }を出した人はいますか？
vier-anderle-tricks-q-lead-wins-h2 = キングが3枚ありますが、ダイヤはありません。ほかのスートのカードは勝てません。
vier-anderle-tricks-q-lead-wins-x =
    リードされた♦Jが勝ちます。ほかにダイヤも{ -trump }も出ていないので、
    ほかのスートのキング3枚は何の役にも立ちません。

vier-anderle-tricks-q-red-lead =
    各スートに追加の数札が4枚ずつ、すべて入っています。この
    { -trick }に勝つのはどのカードですか？
vier-anderle-tricks-q-red-lead-h1 = 比べるのはハートだけです。一番強いハートはどれでしょう？
vier-anderle-tricks-q-red-lead-h2 = 赤の数札は強さが逆さまです。♥1は♥2より強く、♥2は♥4より強いカードです。
vier-anderle-tricks-q-red-lead-x =
    リードされた♥1が勝ちます。♣Kと♠Qはほかのスートです。ハートの
    中では1が一番強い数札で、2や4より強いカードです。

vier-anderle-tricks-trumps =
    { -trump }は、これまでの話すべてに優先します。{ -trick }に{ -trump }が1枚でも
    出れば、どのスートがリードされていても、その前後に何が出ていても、
    一番強い{ -trump }が勝ちます。

    { -trick }の勝者は次のように決めます。

      1. { -trump }が1枚以上出ていれば、一番強い{ -trump }が勝ちます
         （スキュスは{ -trump }21に勝ちます）。
      2. { -trump }が出ていなければ、リードされたスートの一番強い
         カードが勝ちます。

    どのカードも1枚ずつしかないので、引き分けはありません。

vier-anderle-tricks-q-highest-trump-h1 = この{ -trick }には{ -trump }が3枚出ています。一番強いのはどれでしょう？
vier-anderle-tricks-q-highest-trump-h2 = 出た順番は関係ありません。{ -trump }15は{ -trump }9や{ -trump }6より強いカードです。
vier-anderle-tricks-q-highest-trump-x =
    { -trump }15が勝ちます。3枚の{ -trump }の中で一番強いからです。{ -trump }6が最初に
    出たことも、{ -trump }9が最後に出たことも関係ありません。♠Kはどの
    { -trump }にも勝てません。

vier-anderle-tricks-q-trump-led-h1 = リードは何でしたか？　それより強い{ -trump }は出ていますか？
vier-anderle-tricks-q-trump-led-h2 = この{ -trick }の{ -trump }はリードされた1枚だけです。キングでは勝てません。
vier-anderle-tricks-q-trump-led-x =
    { -trump }2が勝ちます。{ -trick }に出た{ -trump }はこれだけで、{ -trump }はどの
    スートカードにも勝ちます。2枚のキングは、{ -trump }を持っていない人が
    出したカードです。

vier-anderle-tricks-big =
    { -trick }にはディールに参加している全員が1枚ずつ出すので、
    2枚から13枚まで、どの枚数にもなりえます。10人以上なら数札が
    戻されていて（レッスン1）、{ -trick }にも出てきます。

    13枚の{ -trick }でも2枚の{ -trick }でも、規則は同じです。まず{ -trump }を
    探します。{ -trump }がなければ、リードされたスートのカードだけを見て、
    一番強いカードを選びます。

vier-anderle-tricks-q-thirteen =
    13人なので、ツェーゴの54枚すべてを使っています。この{ -trick }に
    勝つのはどのカードですか？
vier-anderle-tricks-q-thirteen-h1 = { -trump }は出ていますか？　出ていなければ、リードされたスートは？
vier-anderle-tricks-q-thirteen-h2 = { -trump }はなく、リードはクラブです。♣Kは出ていません。出ているクラブで一番強いのは？
vier-anderle-tricks-q-thirteen-x =
    ♣Qが勝ちます。{ -trump }は出ておらず、リードはクラブなので、比べるのは
    クラブの9、10、J、C、Q、8、7だけです。その中で一番強いのが
    クイーンです。キング3枚はほかのスートなので勝てません。

vier-anderle-tricks-q-ten-players =
    10人なので、各スートに数札が1枚ずつ入っています（♠10、♣10、
    ♥1、♦1）。この{ -trick }に勝つのはどのカードですか？
vier-anderle-tricks-q-ten-players-h1 = ハートを比べる前に、{ -trick }に{ -trump }がないか探しましょう。
vier-anderle-tricks-q-ten-players-h2 = { -trump }1が出ています。{ -trump }はこの1枚だけです。
vier-anderle-tricks-q-ten-players-x =
    4枚目に出た{ -trump }1が勝ちます。一番弱い{ -trump }ですが、{ -trick }に出た
    { -trump }はこれだけなので、ハートで一番強い♥Kにも、ほかのどの
    カードにも勝ちます。

vier-anderle-tricks-summary =
    まとめです。

      1. { -trump }が出た{ -trick }は、一番強い{ -trump }が勝ちます。
      2. { -trump }が出ていない{ -trick }は、リードされたスートの一番強い
         カードが勝ちます。
      3. ほかのスートのカードは、キングでも勝てません。
      4. { -trick }が2枚でも13枚でも同じです。
