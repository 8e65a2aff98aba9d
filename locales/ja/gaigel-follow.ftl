# ガイゲル レッスン4：山札がなくなった後のフォローと上回る義務（ルール 6.2 手順3a、G9、G10）


gaigel-follow-strict =
    第8{ -trick }からは山札がなくなり、ルールが厳しくなります。
    リードはこれまでどおり自由で、どのカードを出してもかまいません。
    ほかのプレイヤーには義務があり、順に確かめます。1つ目は次の
    とおりです。

      1. リードされたスートを持っていれば、そのスートのカードを
         出さなければなりません。これを「{ -follow-suit }する」といいます。
         ほかのカードは、{ -trump }であっても出せません。

    持っていない場合は、次のレッスンで扱います。

gaigel-follow-q-lead-free =
    第9{ -trick }です。第8{ -trick }に勝ったので、あなたがリードします。
    どのカードを出せますか？
gaigel-follow-q-lead-free-h1 = 厳しいルールは、リードの後に出すプレイヤーのためのものです。リードするプレイヤーにも当てはまるでしょうか？
gaigel-follow-q-lead-free-h2 = まだ誰もカードを出していないので、{ -follow-suit }するスートも、上回るカードもありません。

gaigel-follow-q-must-follow-h1 = リードされたスートのカードを持っていますか？
gaigel-follow-q-must-follow-h2 = ベルを持っているなら、勝てないベルでもベルを出さなければなりません。
gaigel-follow-q-must-follow-x =
    ベルはベルの7（♦7）だけなので、出せるのはこの1枚だけです。
    { -trump }のハートの10（♥10）を出すこともできません。{ -follow-suit }が
    最優先です。

gaigel-follow-beat =
    2つ目の義務は、{ -follow-suit }のしかたについてです。

      2. いま{ -trick }に勝っているカードを見ます。リードされたスートの
         カードで、それより強いものを持っていれば、その中のどれかを
         出さなければなりません。一番強いカードでなくても
         かまいません。強いカードがなければ、リードされたスートの
         どのカードでもかまいません。

    強さはA、10、K、O、U、7の順です。10はKより強いので注意しましょう。

gaigel-follow-q-must-beat-h1 = いま勝っているのはどのカードでしょう？　あなたのハートで、それに勝てるものはありますか？
gaigel-follow-q-must-beat-h2 = 10はKより強いランクです。
gaigel-follow-q-must-beat-x =
    いま勝っているのはハートのK（♥K）です。ハートの10（♥10）は
    Kに勝てるので、10を出さなければなりません。Uや7は出せず、
    ベルのAは{ -follow-suit }になりません。

gaigel-follow-q-any-beater-h1 = あなたのベルのうち、ベルのOに勝てるのはどれでしょう？
gaigel-follow-q-any-beater-h2 = Oを上回らなければなりませんが、一番強いカードを出す必要はありません。
gaigel-follow-q-any-beater-x =
    ベルのA（♦A）もベルのK（♦K）もベルのO（♦O）に勝てるので、どちらを
    出してもかまいません。ベルのU（♦U）はOに勝てず、ドングリのA（♣A）は
    { -follow-suit }になりません。

gaigel-follow-q-trump-led-h1 = { -trump }がリードされました。義務は同じです。{ -follow-suit }して、上回れるなら上回ります。
gaigel-follow-q-trump-led-h2 = いま勝っているリーフはどれでしょう？　あなたのリーフで、それに勝てるのは？
gaigel-follow-q-trump-led-x =
    リーフはリードされたスートで、しかも{ -trump }です。いま勝っているのは
    リーフのK（♠K）で、リーフの10（♠10）はそれに勝てます。ですから
    出せるのは10だけです。

gaigel-follow-details =
    2つ目の義務について、注意点が3つあります。
      ・{ -partner }のカードが勝っていても、上回れるなら上回らなければ
        なりません。{ -partner }だからという例外はありません。
      ・勝っているカードと同じカード（もう1枚のほう）は、
        それに勝てません。先に出たほうが強いので、出す義務もありません。
      ・比べるのは、いま勝っているカードだけです。勝てない
        ほかのスートのカードを上回る必要はありません。

gaigel-follow-q-partner-beat =
    あなたは3番目です。{ -partner }がリードしました。どのカードを
    出せますか？
gaigel-follow-q-partner-beat-h1 = { -partner }の10が勝っています。誰のカードかで、ルールは変わるでしょうか？
gaigel-follow-q-partner-beat-h2 = 上回る義務には、{ -partner }の例外はありません。
gaigel-follow-q-partner-beat-x =
    { -partner }のリーフの10（♠10）が勝っていますが、それでも上回らなければ
    なりません。出せるのはリーフのA（♠A）だけです。Uを出せるのは、
    10より強いリーフを持っていないときだけです。

gaigel-follow-q-twin-no-beat-h1 = あなたのドングリのAは、{ -trick }に出ているドングリのAに勝てるでしょうか？
gaigel-follow-q-twin-no-beat-h2 = 同じカードが2枚あれば、先に出たほうが強くなります。
gaigel-follow-q-twin-no-beat-x =
    あなたのドングリのA（♣A）は勝っているカードと同じカードなので、
    それには勝てません。勝てるドングリがないので、どちらのドングリを
    出してもかまいません。ただし{ -follow-suit }の義務はあるので、
    ハートのK（♥K）は出せません。

gaigel-follow-q-offsuit-no-need-h1 = いま勝っているのはどのカードでしょう？　ドングリのAは、ベルの{ -trick }に勝てますか？
gaigel-follow-q-offsuit-no-need-h2 = 勝っているのはベルのOです。あなたのベルで、それに勝てるのはどれでしょう？
gaigel-follow-q-offsuit-no-need-x =
    ドングリのA（♣A）は{ -follow-suit }していないので勝てず、比べる必要は
    ありません。勝っているのはベルのO（♦O）で、ベルのK（♦K）はそれに
    勝てるので、Kを出さなければなりません。
