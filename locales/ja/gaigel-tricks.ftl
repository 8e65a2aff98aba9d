# ガイゲル レッスン2：トリックの勝ち負け（ルール 3 節、決定 G6）


gaigel-tricks-intro =
    { -trick }では、各プレイヤーが時計回りに1枚ずつカードを出します。
    最初にカードを出すことをリードといい、そのカードのスートを
    リードされたスートといいます。{ -trick }に勝ったプレイヤーが
    4枚すべてを取り、次の{ -trick }のリードをします。

    ディールごとに1つのスートが{ -trump }になります（決め方は次のレッスンで
    説明します）。問題では、どのスートが{ -trump }かをいつも表示します。

gaigel-tricks-plain =
    誰も{ -trump }を出していなければ、リードされたスートの一番強い
    カードが勝ちます。強さはA、10、K、O、U、7の順です。ほかの
    スートのカードは、どんなに強くても勝てません。

    下の例ではハートがリードされたので、ハートのA（♥A）が勝ちます。
    リーフのA（♠A）も同じAですが、スートが違うので勝てません。

gaigel-tricks-q-ten-over-king-h1 = { -trump }は出ていないので、リーフだけを見ます。一番強いランクはどれでしょう？
gaigel-tricks-q-ten-over-king-h2 = 強さの順（A、10、K、O、U、7）を思い出しましょう。10はどこにありますか？
gaigel-tricks-q-ten-over-king-x =
    10はAの次に強いランクです。ですからリーフの10（♠10）が
    リーフのK（♠K）に勝ちます。

gaigel-tricks-q-seven-wins-h1 = リードされたのはどのスートでしょう？　{ -trump }は出ていますか？
gaigel-tricks-q-seven-wins-h2 = 勝てるのは、リードされたスートのカードか{ -trump }だけです。{ -trick }にベルは何枚ありますか？
gaigel-tricks-q-seven-wins-x =
    ベルがリードされ、ほかには誰もベルも{ -trump }（ドングリ）も出していません。
    2枚のAと10はほかのスートなので、一番弱いはずのベルの7（♦7）が
    { -trick }に勝ちます。

gaigel-tricks-trumps =
    { -trump }は、ほかのスートのカードならどれにでも勝ちます。Aにも勝ちます。
    { -trick }に{ -trump }が1枚以上あれば、一番強い{ -trump }が勝ちます。
    { -trump }どうしの強さも、いつもと同じA、10、K、O、U、7の順です。

    下の例では{ -trump }はベルです。ベルのU（♦U）はリーフのA（♠A）に
    勝ちます。

gaigel-tricks-q-small-trump-h1 = まず{ -trump }を探しましょう。
gaigel-tricks-q-small-trump-h2 = { -trump }はドングリです。{ -trump }はどのハートにも勝ちます。
gaigel-tricks-q-small-trump-x =
    { -trick }の中の{ -trump }はドングリの7（♣7）だけなので、ハートのA（♥A）にも
    ほかのどのカードにも勝ちます。

gaigel-tricks-q-higher-trump-h1 = この{ -trick }には{ -trump }が2枚あります。比べてみましょう。
gaigel-tricks-q-higher-trump-h2 = { -trump }どうしでも、強さはいつものA、10、K、O、U、7の順です。
gaigel-tricks-q-higher-trump-x =
    リードはドングリですが、{ -trump }が2枚出ました。リーフのK（♠K）と
    リーフの10（♠10）で、強いのは10です。ドングリのA（♣A）は
    どの{ -trump }にも勝てません。

gaigel-tricks-q-trump-led-h1 = リードされたカードは{ -trump }です。{ -trump }に勝てるのはどんなカードでしょう？
gaigel-tricks-q-trump-led-h2 = より強い{ -trump }だけです。{ -trick }の中の2枚のベルを比べましょう。
gaigel-tricks-q-trump-led-x =
    { -trump }のベルがリードされました。ベルのU（♦U）の後に出たベルは
    ベルの7（♦7）だけで、強いのはUです。2枚のAはほかのスートなので
    勝てません。

gaigel-tricks-twins =
    どのカードも2枚ずつあるので、同じカード2枚が同じ{ -trick }に出る
    ことがあります。2枚はまったく同じカードですが、決まりは簡単です。
    先に出したほうが強いとします。後から出した同じカードは、
    先に出たカードに勝てません。

gaigel-tricks-q-twin-first-h1 = 一番強いカードは同じカード2枚です。先に出たのはどちらでしょう？
gaigel-tricks-q-twin-first-h2 = 同じカードが2枚あれば、先に出たほうが強くなります。
gaigel-tricks-q-twin-first-x =
    一番強いのは2枚のリーフのA（♠A）です。2番目に出たAは、
    最後に出たAより先に出ているので、2番目のAが勝ちます。

gaigel-tricks-q-twin-trumps-h1 = { -trump }が2枚出ています。違うカードでしょうか？
gaigel-tricks-q-twin-trumps-h2 = 同じカードの2枚です。同じカードの決まりは{ -trump }でも同じです。
gaigel-tricks-q-twin-trumps-x =
    2枚の{ -trump }はどちらもハートの10（♥10）です。2番目に出たほうが
    先に出ているので、そちらが勝ちます。後から出た同じカードは、
    先のカードに勝てません。

gaigel-tricks-q-twin-beaten-h1 = 同じカードの決まりは、同じカード2枚のどちらが強いかを決めるだけです。もっと強いハートはありませんか？
gaigel-tricks-q-twin-beaten-h2 = 2枚のハートのKと、ハートの10を比べましょう。
gaigel-tricks-q-twin-beaten-x =
    最初のハートのK（♥K）は2枚目のKに勝ちますが、ハートの10（♥10）は
    Kより強いので、10が{ -trick }に勝ちます。
