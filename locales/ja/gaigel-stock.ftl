# ガイゲル レッスン3：ディールと山札、第1〜7トリックの自由なプレイ（ルール 5、6.1、6.2、G7）


gaigel-stock-deal =
    { -dealer }は各プレイヤーに、まず3枚ずつ、次に2枚ずつ配ります。
    手札は5枚です。次の1枚は、テーブルの中央に表向きに置きます。
    このカードのスートがそのディールの{ -trump }で、このカードを
    { -trump }表示カードと呼びます。

    残りの27枚は、{ -trump }表示カードの上に直角に重ねて伏せて置き、
    { -trump }表示カードが見えるようにします。これが山札で、{ -trump }表示カードは
    山札の一番下のカードになります。下の例では{ -trump }表示カードが
    ハートのO（♥O）なので、{ -trump }はハートです。

    席は{ -dealer }の左から時計回りに数えます。{ -dealer }の左が0番席で、
    最初の{ -trick }をリードします。3番席が{ -dealer }です。0番席と2番席が
    チームA、1番席と3番席がチームBです。最初の{ -dealer }はどう決めても
    かまいません。1ディールごとに配る番は左へ移るので、次のディールは
    0番席が配ります。

gaigel-stock-free =
    山札が残っているあいだは、手札のどのカードを出してもかまいません。
    { -follow-suit }する必要も、{ -trump }を出す必要も、出ているカードを上回る
    必要もありません。それができる場合でも自由です。

    リードも自由です。リードは山札がなくなった後も、ディールの
    最後まで自由なままです。

    山札がなくなると、第8{ -trick }からはリード以外のプレイヤーの自由が
    なくなります。リードされたスートを持っていれば、{ -follow-suit }しなければ
    なりません。守るべき順番の全体は、この後のレッスンで学びます。

gaigel-stock-q-no-follow-h1 = 山札はまだテーブルに残っていますか？
gaigel-stock-q-no-follow-h2 = 山札が残っているあいだは、出すカードに制限はありません。リードされたスートを持っていても自由です。
gaigel-stock-q-no-follow-x =
    山札がなくなるまでは、{ -follow-suit }の義務はありません。手札にベルが
    2枚あっても、5枚のどのカードを出してもかまいません。

gaigel-stock-q-strict-contrast =
    同じ{ -trick }と同じ手札ですが、今度は第8{ -trick }で、山札はもう
    ありません。どのカードを出せますか？
gaigel-stock-q-strict-contrast-h1 = 山札はまだありますか？　リードされたスートを持っているプレイヤーは、そのとき何をしなければなりませんか？
gaigel-stock-q-strict-contrast-h2 = あなたはベルを2枚持っていて、リードされたのはベルです。
gaigel-stock-q-strict-contrast-x =
    出せるのはベルの2枚だけです。山札がなくなったら{ -follow-suit }しなければ
    なりません。ベルのAに勝てるカードはないので、どちらのベルでも
    かまいません。山札が残っているあいだなら、同じ手札でどのカードでも
    出せました。

gaigel-stock-q-no-trump-needed-h1 = リーフを持っていません。それで、もう何かの義務が生まれるでしょうか？
gaigel-stock-q-no-trump-needed-h2 = { -trump }を出す義務は、山札がなくなってから始まります。
gaigel-stock-q-no-trump-needed-x =
    山札があるあいだは、{ -trump }を出してもよいのですが、出す必要は
    ありません。ハートやベルのU（♦U）を出してもかまいません。

gaigel-stock-draw =
    { -trick }が終わるたびに、勝ったプレイヤーから時計回りに、山札の
    一番上のカードを1枚ずつ取ります。これで手札はまた5枚です。

    山札は27枚と{ -trump }表示カードで28枚、つまり4枚ずつ7回分です。
    第7{ -trick }の後に4人目が{ -trump }表示カードを取ると、山札は
    なくなります。ですから第1〜7{ -trick }は自由にプレイできます。
    第8{ -trick }からは山札から取らずに、残った手札の5枚を、
    次のレッスンから学ぶ厳しいルールでプレイします。

gaigel-stock-q-trick-seven =
    第7{ -trick }の途中です。山札には、{ -trump }表示カードを含めて最後の
    4枚が残っています。どのカードを出せますか？
gaigel-stock-q-trick-seven-h1 = 山札がなくなるのは、第7{ -trick }の前でしょうか、後でしょうか？
gaigel-stock-q-trick-seven-h2 = 最後の4枚を取るのは第7{ -trick }の後です。それまでは自由にプレイできます。
gaigel-stock-q-trick-seven-x =
    山札がなくなるのは第7{ -trick }の後に山札から取ったときなので、
    第7{ -trick }はまだ自由です。厳しいルールは第8{ -trick }から始まります。

gaigel-stock-q-last-draw =
    席番号は{ -dealer }の左隣から時計回りで、第1{ -trick }をリードしたのが
    0番席、{ -dealer }が3番席です。いま2番席が第7{ -trick }を取りました。
    山札を取る順番は？　{ -trump }表示カードを取るのはだれでしょう？
gaigel-stock-q-last-draw-h1 = { -trick }の後、最初に山札を取るのはいつもだれでしょう？
gaigel-stock-q-last-draw-h2 = 勝った人から時計回りに取り、4人目が{ -trump }表示カードを取ります。
gaigel-stock-q-last-draw-x =
    勝った2番席から、3番席、0番席、1番席と時計回りに取ります。
    勝った人の右隣の1番席が4人目で、{ -trump }表示カードを取ります。
    だれが取るかは、{ -dealer }ではなく第7{ -trick }の勝者で決まります。

gaigel-stock-q-no-beat-needed-h1 = ハートのAならハートのKに勝てます。でも、出さなければならないでしょうか？
gaigel-stock-q-no-beat-needed-h2 = 上回る義務も、{ -follow-suit }や{ -trump }の義務も、まだありません。
gaigel-stock-q-no-beat-needed-x =
    ハートのA（♥A）は後のために取っておき、どのカードを出しても
    かまいません。Aは2枚ありますが同じカードなので、
    答えには1回だけ入れます。

gaigel-stock-q-discard-aces =
    第5{ -trick }、{ -trump }はドングリです。ベルのOがリードされ、2人がほかの
    スートのAを出しました。この{ -trick }に勝つのはどのカードですか？
gaigel-stock-q-discard-aces-h1 = リードされたスートのカードはどれでしょう？　{ -trump }は出ていますか？
gaigel-stock-q-discard-aces-x =
    ベルのK（♦K）です。{ -follow-suit }していて、Oより強いからです。ハートと
    リーフのAは自由に選んで出したカードですが、ほかのスートで、{ -trump }も
    出ていないので勝てません。

gaigel-stock-q-no-overtrump-h1 = この{ -trick }には{ -trump }が出ています。山札があるあいだは、それで何か変わるでしょうか？
gaigel-stock-q-no-overtrump-h2 = 自由なプレイは、{ -trick }に何が出ていても自由です。
gaigel-stock-q-no-overtrump-x =
    いまは5枚とも出せます。この{ -trick }を覚えておいてください。次の問題で、
    山札がなくなった第8{ -trick }としてもう一度出てきます。

gaigel-stock-q-eight-strict =
    さっきの{ -trick }を、今度は山札がなくなった第8{ -trick }で考えます。
    どのカードを出せますか？
gaigel-stock-q-eight-strict-h1 = リードされたのはドングリです。ドングリを持っていますか？
gaigel-stock-q-eight-strict-h2 = { -follow-suit }は、{ -trump }を出すことや{ -overtrump }ことより先です。
gaigel-stock-q-eight-strict-x =
    出せるのはドングリの7（♣7）だけです。ドングリを持っているので
    { -follow-suit }しなければならず、{ -trump }を出すことも、{ -overtrump }ことも
    できません。順番の全体はレッスン4とレッスン5で学びます。

gaigel-stock-winner =
    自由に出せるのはカードの選び方だけで、{ -trick }の勝ち負けの
    決まりは同じです。ほかのスートのカードは勝てませんし、{ -trump }は
    リードされたスートに勝ちます。{ -follow-suit }できたのに{ -trump }を出した
    場合も同じです。

gaigel-stock-q-discard-never-wins-h1 = リードされたのはどのスートでしょう？　{ -trump }は出ていますか？
gaigel-stock-q-discard-never-wins-h2 = 2枚のAはほかのスートです。勝てるのはハートか{ -trump }だけです。
gaigel-stock-q-discard-never-wins-x =
    ドングリとリーフのAは自由に出してよいカードでしたが、ほかの
    スートのカードは勝てません。ハートの10（♥10）がハートのK（♥K）に
    勝ち、{ -trick }を取ります。

gaigel-stock-q-free-trump-wins =
    第3{ -trick }です。3番目のプレイヤーはベルを持っていましたが、
    { -trump }を出しました。この{ -trick }に勝つのはどのカードですか？
gaigel-stock-q-free-trump-wins-h1 = その{ -trump }は出してよいカードでしたか？　それなら、ほかの{ -trump }と同じように扱います。
gaigel-stock-q-free-trump-wins-h2 = { -trump }は、リードされたスートのどのカードにも勝ちます。Aにもです。
gaigel-stock-q-free-trump-wins-x =
    山札があるあいだは、{ -follow-suit }できても{ -trump }を出してかまいません。
    { -trump }はドングリのU（♣U）だけなので、2枚のベルのAに勝ちます。
