# リッケン レッスン6：リードとフォロー、プレイでの指定されたエース（ルール 3、6.1、6.3）


rikken-following-lead =
    { -rikken-contract }、{ -trump }、{ -partner }が決まったら、プレイが始まります。
    最初の{ -trick }は、{ -dealer }の左隣（0番席）がリードします。
    { -rikken-contract }が何でも、宣言者が誰でも変わりません。
    そのあと時計回りに1枚ずつ出します。{ -trick }に勝った人が、
    次の{ -trick }をリードします。
    リードする人は、手札のどのカードを出してもかまいません。

rikken-following-follow =
    { -follow-suit }のルールはブリッジと同じです。
      1. リードされたスートのカードを持っていれば、そのスートを
         出さなければなりません。どれでもかまいません。場に
         出ているカードより強いカードを出す義務はありません。
      2. 持っていなければ（そのスートがボイドなら）、どのカードを
         出してもかまいません。{ -trump }で切っても切らなくてもよく、
         場の{ -trump }より低い{ -trump }を出しても、捨て札をしても
         かまいません。
    { -trump }を出す義務も、{ -overtrump }義務もありません。

rikken-following-q-follow-any-h1 = ハートを持っていますか？
rikken-following-q-follow-any-h2 = { -follow-suit }はしなければなりませんが、♥Qより強いカードを出せというルールはありません。
rikken-following-q-follow-any-x =
    ハートを持っているので、ハートを出さなければなりません。ハート
    ならどれでもよく、♥K、♥5、♥2のどれでもかまいません。♥Qに
    勝つ義務はありません。{ -trump }の♣Aと♦3は出せません。

rikken-following-q-no-duty-trump-h1 = ダイヤを持っていますか？
rikken-following-q-no-duty-trump-h2 = リードされたスートがボイドなら、どのカードでも出せます。{ -trump }で切ってもよいのであって、切る義務はありません。
rikken-following-q-no-duty-trump-x =
    ダイヤがないので、どのカードも出せます。♥Jや♥3で切っても、
    ♣Qや♠8を捨ててもかまいません。リッケンには{ -trump }を出す義務は
    ありません。

rikken-following-q-no-overtrump-h1 = リードされたのはスペードです。スペードを持っていますか？
rikken-following-q-no-overtrump-h2 = リードされたスートがボイドなら、どれでも出せます。{ -overtrump }義務はなく、低い{ -trump }も出せます。
rikken-following-q-no-overtrump-x =
    スペードがボイドなので、4枚とも出せます。♥Qでさらに上から
    切っても、勝てない♥6を出しても、♦7や♣9を捨ててもかまいません。

rikken-following-winner =
    { -trick }に勝つのは、{ -trump }が出ていれば一番強い{ -trump }、
    出ていなければリードされたスートの一番強いカードです。
    ほかのスートのカードは、エースでも勝てません。
    強さはどのスートも同じで、強い順に次のとおりです。
      A K Q J 10 9 8 7 6 5 4 3 2

rikken-following-q-trump-wins-h1 = { -trump }は出ていますか？
rikken-following-q-trump-wins-h2 = { -trump }はダイヤです。一番低い{ -trump }でも、ほかのスートのカードには♠Aも含めて勝ちます。
rikken-following-q-trump-wins-x =
    ♦2は{ -trump }で、出ている{ -trump }はこれだけなので、{ -trick }に勝ちます。
    ♠Aはスペードの中で一番強いだけです。

rikken-following-called =
    リック、リック・ベター、トロエラには、{ -rikken-called-ace }
    （トロエラでは4枚目のエース）についての義務が1つ加わります。
      ・そのスートがリードされたら、持っている人はそのエースを
        出さなければなりません。同じスートの低いカードも
        出せません。すでに{ -trump }で切られていて、エースが負ける
        ときでも同じです。
      ・持っている人がリードするときは、義務はありません。
        指定されたスートの低いカードを含め、何をリードしても
        かまいません。
      ・リードされたスートがボイドなら、そのエースは普通の
        カードです。残しておいても、ほかのカードと同じように
        捨ててもかまいません。

rikken-following-q-called-ace-falls =
    リックです。{ -trump }はハートで、宣言者はスペードのAを指定し、
    それをあなたが持っています。スペードがリードされ、次の
    プレイヤーが♥2で切りました。どのカードを出せますか？
rikken-following-q-called-ace-falls-h1 = リードされたのはどのスートでしょう？　あなたはそのスートのどのカードを持っていますか？
rikken-following-q-called-ace-falls-h2 = { -rikken-called-ace }は、そのスートがリードされたら必ず出します。すでに切られていても同じです。
rikken-following-q-called-ace-falls-x =
    スペードがリードされ、あなたは指定された♠Aを持っているので、
    出せるのはこの1枚だけです。♥2ですでに切られていても、♠Jや♠3を
    出してAを温存することはできません。

rikken-following-q-called-ace-loses =
    同じ{ -trick }の続きです。あなたが♠Aを出し、最後のプレイヤーは
    ♠Kで{ -follow-suit }しました。この{ -trick }に勝つのはどのカードですか？
rikken-following-q-called-ace-loses-h1 = { -trump }は出ていますか？
rikken-following-q-called-ace-loses-h2 = { -rikken-called-ace }はスペードで一番強いカードですが、{ -trump }はどのスペードにも勝ちます。
rikken-following-q-called-ace-loses-x =
    { -trump }は♥2だけなので、♥2が勝ちます。{ -rikken-called-ace }は出す
    義務があるだけで、勝てるわけではありません。スペードの中で
    一番強いというだけです。

rikken-following-q-lead-called =
    リックの第1{ -trick }です。{ -trump }はダイヤで、宣言者はクラブのAを
    指定しました。あなたは{ -dealer }の左隣の0番席で、♣Aを持って
    います。どのカードをリードできますか？
rikken-following-q-lead-called-h1 = 第1{ -trick }をリードするのは誰でしょう？　リードする人を縛るルールはありますか？
rikken-following-q-lead-called-h2 = { -rikken-called-ace }は、そのスートがリードされたら出すものです。持っている人がリードする義務はありません。
rikken-following-q-lead-called-x =
    第1{ -trick }はいつも0番席がリードし、リードは自由です。13枚
    すべて出せます。♣10や♣4をリードして♣Aを残しておくことも
    できます。ほかの人がクラブをリードしたときに出せばよいのです。

rikken-following-q-discard-called =
    リックです。{ -trump }はスペードで、宣言者はハートのAを指定し、
    それをあなたが持っています。ダイヤがリードされました。
    どのカードを出せますか？
rikken-following-q-discard-called-h1 = ダイヤを持っていますか？
rikken-following-q-discard-called-h2 = リードされたスートがボイドなら、{ -rikken-called-ace }も含めてどのカードでも出せます。
rikken-following-q-discard-called-x =
    ダイヤがないので、どのカードも出せます。♠7で切っても、♥Aを
    後に残しても、いま捨ててもかまいません。{ -rikken-called-ace }は
    ハートがリードされたときに出す義務がありますが、その前に
    捨てることは禁止されていません。

rikken-following-q-quiet-partner =
    リックです。{ -trump }はクラブで、宣言者はハートのAを指定しました。
    それを持っているのはあなたです。誰が持っているかは、あなたも
    含めて誰も口にしてはいけません。知らせる方法は、そのカードを
    出すことだけです。宣言者が♥3をリードしました。どのカードを
    出せますか？
rikken-following-q-quiet-partner-h1 = リードされたのは指定されたスートで、あなたは{ -rikken-called-ace }を持っています。
rikken-following-q-quiet-partner-h2 = { -rikken-called-ace }は、そのスートがリードされたら必ず出します。見せたいか隠したいかは関係ありません。
rikken-following-q-quiet-partner-x =
    ♥Aだけです。ハートがリードされたら、{ -rikken-called-ace }は必ず
    出します。それを出すことで、あなたが{ -partner }だと卓に
    わかります。それまでは、言葉でも合図でも知らせてはいけません。

rikken-following-q-fourth-ace-falls =
    トロエラです。宣言者に足りないのはダイヤのAで、それを
    持っているあなたが{ -partner }です。{ -trump }はあなたが
    スペードに決めました。相手がダイヤの5をリードし、次の
    プレイヤーがスペードの3で切りました。どのカードを
    出せますか？
rikken-following-q-fourth-ace-falls-h1 = リードされたのはダイヤです。あなたはそのスートの4枚目のエースを持っています。
rikken-following-q-fourth-ace-falls-h2 = 4枚目のエースは、そのスートがリードされたら必ず出します。勝てない{ -trick }でも同じです。
rikken-following-q-fourth-ace-falls-x =
    ダイヤがリードされたので、4枚目のエース（♦A）を出さなければ
    なりません。スペードの3（♠3）ですでに切られていて、Aは
    負けますが、それでも出します。ダイヤの9（♦9）は出せず、
    ♣Kと♥4も出せません。

rikken-following-q-own-aces-free =
    あなたはトロエラの宣言者です。足りないのはスペードのAだと
    言い、{ -partner }が{ -trump }をクラブに決めました。ハートが
    リードされました。どのカードを出せますか？
rikken-following-q-own-aces-free-h1 = 出す義務があるのはどのエースでしょう？　あなたのエースですか、それとも4枚目のエースですか？
rikken-following-q-own-aces-free-h2 = そのスートで必ず出すのは4枚目のエース（ここでは♠A）だけです。あなたの♥Aは普通のカードです。
rikken-following-q-own-aces-free-x =
    ハートで{ -follow-suit }しなければなりませんが、どちらのハートでも
    かまいません。あなたのハートのA（♥A）には、出す義務は
    ありません。♦Aと♣2は{ -follow-suit }にならないので出せません。
