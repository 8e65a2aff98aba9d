# マリグリア 第2課：カードの点数、フリーロの追加点、1ディール60～70点（ルール 4）


marglia-points-values =
    レッスン1で学んだカードの点数を、もう一度まとめます。

        7（マリグリア）   5点        J（ジャック）   2点
        A（エース）       4点        Q（クイーン）   1点
        K（キング）       3点        6 5 4 3 2       0点（フリーロ）

    点数は強さの順に並んでいます。JはQより強いので、点数も
    Jのほうが多く、2点と1点です。1つのスートは15点、
    カード全体では60点です。

marglia-points-q-jack-queen-points-h1 = JとQ、点数が多いのはどちらでしょう？　点数は強さの順です。
marglia-points-q-jack-queen-points-h2 = Jは2点、Qは1点です。
marglia-points-q-jack-queen-points-x =
    J 2枚（2＋2）とQ 1枚（1）で5点です。Qのほうを高くすると
    4点になってしまいます。

marglia-points-q-frilli-zero-h1 = このうち4枚はフリーロです。フリーロは何点でしょう？
marglia-points-q-frilli-zero-h2 = 6から2までは、どれも0点です。ここで点数になるのはAだけです。
marglia-points-q-frilli-zero-x =
    ♦6、♦5、♥4、♣2はフリーロで、どれも0点です。点数になるのは
    ♠Aの4点だけです。

marglia-points-bonus =
    フリーロはそれだけでは0点ですが、追加点のもとになります。
    フリーロが1枚以上入っているトリックは、それを取ったチームに
    1点多く入ります。

      ・追加点はトリックごとに1点です。フリーロが2枚、3枚、
        4枚あっても、追加点は1点だけです。
      ・どのフリーロでも数えます。リードされたスートでも、
        切札でも、捨て札でもかまいません。
      ・フリーロが1枚もないトリックには、追加点はありません。

    トリックの点数＝カードの得点＋（フリーロがあれば）1点

marglia-points-q-trick-bonus = あなたのチームがこのトリックを取りました。何点になりますか？
marglia-points-q-trick-bonus-h1 = このトリックにフリーロは入っていますか？
marglia-points-q-trick-bonus-h2 = カードの得点（3＋0＋1＋4）を数えてから、♥3の分の1点を足します。
marglia-points-q-trick-bonus-x =
    カードの得点は3＋0＋1＋4＝8点です。♥3がフリーロなので、
    トリックには1点が加わり、全部で9点です。

marglia-points-q-bonus-once = あなたのチームがこのトリックを取りました。何点になりますか？
marglia-points-q-bonus-once-h1 = フリーロが3枚入っています。追加点は何点になるでしょう？
marglia-points-q-bonus-once-h2 = 追加点はフリーロ1枚ごとではなく、トリックごとに1点です。
marglia-points-q-bonus-once-x =
    ♣Kが3点で、3枚のフリーロは0点です。フリーロが入っているので
    1点が加わりますが、1回だけです。6点ではなく4点です。

marglia-points-q-no-frillo = あなたのチームがこのトリックを取りました。何点になりますか？
marglia-points-q-no-frillo-h1 = どのトリックにも追加点が付くでしょうか？
marglia-points-q-no-frillo-h2 = このトリックには6、5、4、3、2が1枚もありません。カードの得点だけを数えます。
marglia-points-q-no-frillo-x =
    5＋2＋1＋3＝11点です。フリーロが入っていないので、追加点は
    ありません。

marglia-points-q-trump-frillo =
    切札はハートです。♥2で切ったこのトリックを、あなたのチームが
    取りました。このトリックは何点になりますか？
marglia-points-q-trump-frillo-h1 = トリックに勝ったのは♥2です。それでもフリーロでしょうか？
marglia-points-q-trump-frillo-h2 = 切札の2も、ほかの2と同じく0点のフリーロです。このトリックには追加点が付きます。
marglia-points-q-trump-frillo-x =
    ダイヤが4＋3＋2＝9点で、♥2は0点です。切札でも点数は
    変わりません。そしてフリーロなので、1点が加わって10点です。

marglia-points-q-discarded-frillo =
    パートナーが♠7でこのトリックに勝ちました。♣3は相手が出した
    捨て札です。このトリックは何点になりますか？
marglia-points-q-discarded-frillo-h1 = 捨て札のフリーロも、追加点に数えるでしょうか？
marglia-points-q-discarded-frillo-h2 = 誰が出したものでも、どのスートでも、トリックにフリーロがあれば追加点が付きます。
marglia-points-q-discarded-frillo-x =
    スペードが3＋5＋2＝10点です。♣3はトリックに勝てませんが、
    トリックに入ったフリーロなので、取ったチームに1点が加わり、
    11点になります。

marglia-points-deal =
    1ディールは10トリックです。カードの得点は全部で60点、
    フリーロの入ったトリックごとに1点が加わるので、1ディールで
    取れる点数は合わせて60～70点です。40枚の半分の20枚が
    フリーロなので、ほとんどのトリックにはフリーロが入ります。
    全部のトリックに入れば、ちょうど70点です。

    各チームは、自分とパートナーが取ったトリックの点数を
    合計します。この合計点がどう得点になるかは、後で学びます。

marglia-points-q-three-tricks = あなたのチームがこの3つのトリックを取りました。合わせて何点になりますか？
marglia-points-q-three-tricks-h1 = トリックごとに数えましょう。カードの得点に、フリーロがあれば1点を足します。
marglia-points-q-three-tricks-h2 = 1つ目と3つ目のトリックにはフリーロがあります。2つ目にはありません。
marglia-points-q-three-tricks-x =
    1つ目：5＋0＋4＋2＝11点に、♥2の分の1点で12点。
    2つ目：3＋1＋2＋4＝10点。フリーロがないので追加点なし。
    3つ目：4枚ともフリーロで0点ですが、追加点で1点。
    合わせて12＋10＋1＝23点です。
