# ガイゲル レッスン9：101点の勝利宣言、ガイゲル、異議とクレーム（ルール 8.1、8.2、8.5、決定 G16、G17、G18、G24）


gaigel-knocking-intro =
    目標は101点です。チームの点数が101点以上になったら、
    2人のどちらかが、かならずテーブルをたたいて{ -gaigel-knock }をします。
    { -gaigel-knock }でディールはすぐに終わります。
    宣言はすぐに、次のカードが出る前にします。101点以上のまま
    カードが1枚でも出されたら、そのチームは宣言漏れをしたことになり、
    このディールではもう{ -gaigel-knock }ができません。
    正しい{ -gaigel-knock }で、チームは1ゲームポイントを得ます。

gaigel-knocking-gaigel =
    ガイゲル！　{ -gaigel-knock }のとき、相手チームが1{ -trick }も取っていなければ、
    1ゲームポイントではなく2ゲームポイントになります。
    相手のどちらかが1{ -trick }でも取っていれば、ガイゲルになりません。
    7が5枚の宣言も{ -gaigel-knock }です。宣言するとディールが終わり、同じように
    1ゲームポイント、相手に{ -trick }がなければ2ゲームポイントです。

gaigel-knocking-q-plain =
    チームAが{ -gaigel-knock }をしました。異議はありません。
    チームAは4{ -trick }、チームBは3{ -trick }取っています。
    それぞれのチームは何ゲームポイントを得ますか？
gaigel-knocking-q-plain-h1 = 普通の{ -gaigel-knock }でしょうか、それともガイゲルでしょうか？
gaigel-knocking-q-plain-h2 = チームBに{ -trick }があるので、ガイゲルではありません。得点するのは宣言したチームだけです。

gaigel-knocking-q-gaigel =
    チームBが5つ目の{ -trick }を取った後で{ -gaigel-knock }をしました。
    チームAはこのディールで1{ -trick }も取っていません。異議は
    ありません。それぞれのチームは何ゲームポイントを得ますか？
gaigel-knocking-q-gaigel-h1 = 宣言しなかったチームの{ -trick }を見ましょう。
gaigel-knocking-q-gaigel-h2 = 相手に{ -trick }がないときの{ -gaigel-knock }はガイゲルです。

gaigel-knocking-q-seat-team =
    第5{ -trick }の後、3番席が{ -gaigel-knock }をしました。異議はありません。
    0番席と2番席は1{ -trick }ずつ、1番席と3番席は合わせて3{ -trick }を
    取っています。それぞれのチームは何ゲームポイントを得ますか？
gaigel-knocking-q-seat-team-h1 = 3番席はどちらのチームでしょう？　0番席と2番席がチームA、1番席と3番席がチームBです。
gaigel-knocking-q-seat-team-h2 = 3番席の相手は、{ -trick }を取っていますか？
gaigel-knocking-q-seat-team-x =
    3番席の{ -partner }は1番席で、チームBです。相手の0番席と2番席は
    2{ -trick }を取っているので、{ -gaigel-knock }は1点で、チームBの得点です。

gaigel-knocking-q-five-sevens =
    ディールの最初のカードが出る前に、チームAのプレイヤーが
    7が5枚を宣言しました。異議はありません。
    それぞれのチームは何ゲームポイントを得ますか？
gaigel-knocking-q-five-sevens-h1 = 7が5枚は{ -gaigel-knock }と同じです。相手チームは{ -trick }をいくつ取っていますか？
gaigel-knocking-q-five-sevens-h2 = まだ1{ -trick }もプレイされていないので、相手の{ -trick }はありません。
gaigel-knocking-q-five-sevens-x =
    7が5枚は、普通の{ -gaigel-knock }と同じように得点します。
    最初の{ -trick }が終わる前なら相手に{ -trick }はありえないので、
    かならずガイゲルになります。

gaigel-knocking-dispute =
    点数は紙に書けないので、{ -gaigel-knock }が間違っていることもあります。
    { -gaigel-knock }の直後、相手チームは「その宣言は間違いだ（101点に
    達していない）」とクレームをつけることができます。このクレームを
    「異議」と呼び、後で学ぶ宣言漏れのクレームと区別します。
    異議があれば点数を数え、正しかった側が2ゲームポイントを得ます。
      宣言した側が101点以上：宣言した側が2ゲームポイント
      宣言した側が100点以下：異議を唱えた側が2ゲームポイント
    それだけです。ガイゲルの分を上乗せすることはありません。
    1ディールは（持ち越しを除いて）2ゲームポイントを超えません。
    異議がなければ、間違った{ -gaigel-knock }でもそのまま認められます。

gaigel-knocking-q-no-stacking =
    チームBが{ -gaigel-knock }をし、チームAが異議を唱えました。チームBは
    本当に104点あり、チームAは1{ -trick }も取っていません。
    それぞれのチームは何ゲームポイントを得ますか？
gaigel-knocking-q-no-stacking-h1 = 異議はチームBの勝ちです。そこに、{ -trick }によるガイゲルが加わるでしょうか？
gaigel-knocking-q-no-stacking-h2 = ガイゲルの理由はいくつあっても足し算しません。ガイゲルは1回、2ゲームポイントです。
gaigel-knocking-q-no-stacking-x =
    異議を唱えられた{ -gaigel-knock }は、点数だけで決まります。{ -trick }に
    関係なく、正しかった側が2ゲームポイントです。「相手に{ -trick }
    なし」の2ゲームポイントは異議のない{ -gaigel-knock }だけのもので、
    2つが重なることはありません。

gaigel-knocking-q-disputed-wrong =
    チームBが{ -gaigel-knock }をしましたが、チームAが異議を唱えました。
    数えてみると、チームBは97点しかありません。
    それぞれのチームは何ゲームポイントを得ますか？
gaigel-knocking-q-disputed-wrong-h1 = 正しかったのは、宣言した側でしょうか、異議を唱えた側でしょうか？
gaigel-knocking-q-disputed-wrong-h2 = 異議に負けると、勝ちがなくなるだけでは済みません。正しかった側が2ゲームポイントを得ます。

gaigel-knocking-q-undisputed-wrong =
    チームAは101点と数えて{ -gaigel-knock }をしました。本当は96点しか
    ありませんが、チームBは異議を唱えませんでした。{ -trick }は
    チームAが5、チームBが2です。
    それぞれのチームは何ゲームポイントを得ますか？
gaigel-knocking-q-undisputed-wrong-h1 = { -gaigel-knock }の点数は、いつ確かめられるのでしょう？
gaigel-knocking-q-undisputed-wrong-h2 = 点数を確かめるのは異議があったときだけです。異議がなければ、普通の{ -gaigel-knock }と同じに扱います。
gaigel-knocking-q-undisputed-wrong-x =
    点数を数えるのは、相手チームが異議を唱えたときだけです。
    チームBが宣言をそのまま認めたので、正しい宣言と同じように扱います。
    チームBに{ -trick }があるので、チームAは1ゲームポイントです。
    怪しい{ -gaigel-knock }には、異議を唱えましょう。

gaigel-knocking-claim =
    もう1つの間違いは、{ -gaigel-knock }をしないことです。相手チームが
    101点に達しているようなのに、{ -gaigel-knock }をしないまま次のカードが
    出されたら、「宣言漏れだ」とクレームをつけることができます。
    これが宣言漏れのクレームです。そのときはクレームされたチームの
    点数を数え、やはり正しかった側が2ゲームポイントを得ます。
      クレームされた側が101点以上：クレームした側が2ゲームポイント
      クレームされた側が100点以下：クレームされた側が2ゲームポイント
    異議でもクレームでも、{ -trick }の数は関係ありません。

gaigel-knocking-q-claim-right =
    チームAは108点に達していましたが{ -gaigel-knock }をせず、次のカードが
    出されました。チームBが、チームAの宣言漏れをクレームしました。
    それぞれのチームは何ゲームポイントを得ますか？
gaigel-knocking-q-claim-right-h1 = クレームされたチームの点数を101点と比べましょう。正しかったのはどちらでしょう？
gaigel-knocking-q-claim-right-h2 = 正しいクレームは、異議に勝ったときと同じです。クレームしたチームが得点します。
gaigel-knocking-q-claim-right-x =
    101点あるだけでは足りません。間に合うように{ -gaigel-knock }をしなければ
    なりません。クレームが通れば、チームAの点数は役に立たず、
    チームBが2ゲームポイントを得ます。

gaigel-knocking-q-claim-wrong =
    チームBは、チームAが101点に達したのに{ -gaigel-knock }をしなかったと思い、
    宣言漏れのクレームをつけました。数えてみると、チームAは95点しか
    ありません。それぞれのチームは何ゲームポイントを得ますか？
gaigel-knocking-q-claim-wrong-h1 = チームAの点数について、正しかったのはどちらでしょう？
gaigel-knocking-q-claim-wrong-h2 = 間違ったクレームには罰があります。正しかった側が2ゲームポイントを得ます。

gaigel-knocking-table =
    ここからはテーブルで確かめます。{ -gaigel-knock }は、宣言の順番が回ってくる
    ときならいつでもできます。カードを出す前には毎回、第1〜第7{ -trick }の
    後には2回（山札から取る前と後）です。{ -gaigel-knock }の直後、相手チームは
    異議を唱えるかどうかを決めます。先に聞かれるのは、{ -gaigel-knock }をした
    プレイヤーの次に出す相手、次にその{ -partner }です。チームで1人が
    異議を唱えれば十分です。

    あなたは2番席（チームA、{ -partner }は0番席）です。{ -trump }はハートです。
    ディールの進行に合わせてチームBの点数を数えましょう。ほかの席の手と
    あなたのカードは自動で進みます。番号で選ぶか、手を入力します
    （「dispute」「pass」）。? でヒント、! でこのレッスンの手を表示します。

gaigel-knocking-d-dispute =
    1番席がチームBの{ -gaigel-knock }をしました。あなたは1番席の次に出すので、
    最初に聞かれます。異議を唱えますか、それとも認めますか？
gaigel-knocking-d-dispute-h1 = チームBの点数を数えましょう。第1{ -trick }（Aが4枚）、ロイアルマリッジ、第2{ -trick }です。
gaigel-knocking-d-dispute-h2 = 44 + 40 + 12。101点になりますか？
gaigel-knocking-d-dispute-x =
    異議を唱えます。チームBは44点（Aが4枚）+ 40点（ロイアルマリッジ）
    + 12点（ハートの10とベルのU）= 96点で、101点ではありません。
    { -gaigel-knock }は間違いなので、異議が通り、チームAが2点を得ます。
    あなたがパスしていたら次に0番席が聞かれ、0番席もパスしていたら、
    間違った{ -gaigel-knock }がそのまま認められ、チームBの得点になっていました。

gaigel-knocking-deadline =
    期限を正確に確かめましょう。チームの点数が101点以上になったら、
    2人のどちらかが、次のカードが出る前に、宣言の順番が回ってきた
    ところで{ -gaigel-knock }をしなければなりません。{ -trick }の後は勝った
    プレイヤーから聞かれるので、時間はかならずあります。
    代わりにカードが出されたら（誰が出しても）、そのチームは宣言漏れを
    したことになります。それ以後、このディールでは{ -gaigel-knock }も、7が5枚の
    宣言もできません。あとはクレームされるだけです。
    クレームのほうも、この期限を待たなければなりません。相手チームが
    クレームできるのは、クレームされるチームの点数が最後に増えてから、
    カードが1枚出された後だけです。それまでは、そのチームはまだ
    { -gaigel-knock }ができます。

gaigel-knocking-d-forgot =
    { -partner }（0番席）が第1{ -trick }に勝ち、ダブルロイアルマリッジを
    宣言してパスしました。1番席もパスしました。いまは{ -trick }の後の
    順番で、あなたの番です。どうしますか？
gaigel-knocking-d-forgot-h1 = チームの点数を数えましょう。{ -trick }とダブルロイアルマリッジです。
gaigel-knocking-d-forgot-h2 = 43 + 80 = 123。{ -gaigel-knock }はどちらの{ -partner }がしてもよく、次のカードが出る前にしなければなりません。
gaigel-knocking-d-forgot-x =
    { -gaigel-knock }です。チームは43 + 80 = 123点です。{ -partner }は忘れましたが、
    { -gaigel-knock }は2人のどちらがしてもよく、次のカードはまだ出ていません。
    チームBは{ -trick }を取っていないので、ガイゲルで2ゲームポイントです。

gaigel-knocking-d-late =
    同じディールの別の展開です。第1{ -trick }の後、誰も{ -gaigel-knock }をせず、
    { -partner }が第2{ -trick }にハートのKをリードしました。あなたは7を
    引き、いま7を5枚持っています。1番席はパスしました。まだ{ -gaigel-knock }や
    7が5枚の宣言ができるでしょうか？　どうしますか？
gaigel-knocking-d-late-h1 = チームが123点で{ -gaigel-knock }をしないまま、カードが出されました。チームにとって何を意味しますか？
gaigel-knocking-d-late-h2 = 7が5枚も{ -gaigel-knock }です。そしてチームBは0点なので、クレームすれば負けます。
gaigel-knocking-d-late-x =
    パスです。{ -gaigel-knock }も7が5枚も、テーブルには出てきません。チームが
    123点のままカードが出されたので、宣言漏れをしたことになります。
    遅れた{ -gaigel-knock }はできず、{ -gaigel-knock }である7が5枚もできません。
    3番席がクレームし、チームAは実際に123点なので、チームBが2点を得ます。

gaigel-knocking-d-claim =
    同じディールを反対側から見ます。あなたは1番席、チームBです。
    0番席が第1{ -trick }に勝ち、ダブルロイアルマリッジを宣言したので、
    チームAは123点です。{ -trick }の後の2回の順番では誰も{ -gaigel-knock }を
    せず、あなたもまだクレームできませんでした。いま0番席が第2{ -trick }に
    ハートのKをリードしました。次に出すのはあなたなので、最初に
    聞かれます。どうしますか？
gaigel-knocking-d-claim-h1 = チームAが123点で{ -gaigel-knock }をしないまま、カードが1枚出されました。
gaigel-knocking-d-claim-x =
    クレームです。チームAは123点のままカードを出させたので、宣言漏れ
    です。数えるとクレームのとおりで、チームBが2点を得ます。
    そのカードの前はクレームできませんでした。チームAはまだ期限内に
    { -gaigel-knock }ができたからです。だから{ -trick }の後の順番では、
    テーブルにクレームが出てこなかったのです。
