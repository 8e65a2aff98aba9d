### ペルラッゲン：エンジンが示す理由。ルールの条項ごとに1つ。
### 各理由が参照する `tricktutor rules` の節は src/i18n/rule_refs.rs で決まり、表示のときに
### 付け加えられます。本文には節や条項の番号を書きません。

## ペルラッグ（3.1）
reason-perlaggen-wild-set-seven = { -trump }が{ $trump }のとき、ペルラッグは7枚です。強い順に、マルトル（♥K）、ヴェリ（♦6）、シェル・シュピッツ（♦7）、アイヒェル・シュピッツ（♣7）、続いて{ -trump }の7、{ -trump }のウンター、{ -trump }のオーバーです。
reason-perlaggen-wild-set = { -trump }が{ $trump }のとき、ペルラッグは6枚です。強い順に、マルトル（♥K）、ヴェリ（♦6）、シェル・シュピッツ（♦7）、アイヒェル・シュピッツ（♣7）、続いて{ -trump }のウンター、{ -trump }のオーバーです。{ -trump }の7は、もともとシュピッツの1枚です。
reason-perlaggen-permanent-wild = { $card }は4枚の恒久ペルラッグの1枚で、{ -trump }が何であってもペルラッグです。
reason-perlaggen-trump-wild = { $card }は{ -trump }ペルラッグです。{ -trump }のウンターとオーバーはペルラッグで、{ -trump }がハートかリーフのときは{ -trump }の7もペルラッグです。
reason-perlaggen-natural = { -trump }が{ $trump }のとき、{ $card }は普通のカードです。恒久ペルラッグではなく、{ -trump }のウンターでもオーバーでもなく、{ -trump }がハートかリーフのときの{ -trump }の7でもありません。

## ディール（6）
reason-perlaggen-cut-keeps = カットするプレイヤーは、一番下に恒久ペルラッグが見えるたびに、それを全員に見せて手札にします。取るのは{ $cards }です。
reason-perlaggen-cut-ends = { $card }は恒久ペルラッグではないので、ここでカットは終わります。そのあとのカードを見ることも取ることもありません。
reason-perlaggen-packets = { $took ->
        [0] カットするプレイヤーはペルラッグを取らなかったので、普通どおりに配られます
       *[other] カットするプレイヤーは恒久ペルラッグを{ $took }枚取ったので、その枚数だけ少なく配られます。先に減らすのは2枚ずつの回です
    }。2枚ずつの回に{ $first }枚、3枚ずつの回に{ $second }枚です。
reason-perlaggen-printed-suit = { -trump }表示カード{ $card }に書かれているスートが{ -trump }になります。ペルラッグでも同じで、{ -trump }は{ $trump }です。
reason-perlaggen-indicator-natural = { -trump }表示カード{ $card }は普通のカードなので、誰も交換しません。
reason-perlaggen-indicator-permanent = { -trump }表示カード{ $card }は恒久ペルラッグです。手札の{ $trump }のカードのうち、恒久ペルラッグでないものと交換できます。
reason-perlaggen-indicator-trump-wild = { -trump }表示カード{ $card }は{ -trump }ペルラッグです。手札の普通の{ $trump }のカードと交換できます。
reason-perlaggen-dealer-exchanges = { -dealer }は交換に出せるカード（{ $cards }）を持っているので、交換の権利は{ -dealer }にあります。交換しないこともできます。
reason-perlaggen-partner-exchanges = { -dealer }は交換に出せるカードを持っていないので、権利は{ -partner }に移ります。{ -partner }は{ $cards }を持っています。
reason-perlaggen-nobody-exchanges = { -dealer }もその{ -partner }も、交換に出せる{ $trump }のカードを持っていないので、誰も交換しません。

## カードを出す（7.2）
reason-perlaggen-lead-free = あなたがリードします。どのカードをリードしてもよく、ペルラッグはどのカードとして宣言してもかまいません。
reason-perlaggen-trumps-led = { -trump }の{ $trump }がリードされ、あなたは普通の{ -trump }を持っています。{ -trump }を出さなければならず、ペルラッグは{ -trump }としてだけ宣言できます。
reason-perlaggen-follow-or-trump = リードされた{ $suit }の普通のカードを持っているので、{ -follow-suit }するか{ -trump }（{ $trump }）を出さなければなりません。ペルラッグも、そのどちらかのカードとしてだけ宣言できます。
reason-perlaggen-no-natural-of-led = リードされた{ $suit }の普通のカードを持っていないので、どのカードを出してもよく、ペルラッグはどのカードとして宣言してもかまいません。
reason-perlaggen-wild-any = リードするときは、ペルラッグはどのカードとしても宣言できます。
reason-perlaggen-wild-any-free = 手札にリードされた{ $suit }の普通のカードがないので、このペルラッグはどのカードとしても宣言できます。
reason-perlaggen-wild-trump-only = { -trump }の{ $trump }がリードされ、あなたは普通の{ -trump }を持っています。このペルラッグは出せますが、{ -trump }としてだけ宣言できます。
reason-perlaggen-wild-led-or-trump = リードされた{ $suit }の普通のカードを持っています。このペルラッグは出せますが、{ $suit }のカードか{ -trump }（{ $trump }）としてだけ宣言できます。
reason-perlaggen-must-follow-or-trump = リードされた{ $suit }の普通のカードを持っているので、{ -follow-suit }するか{ -trump }（{ $trump }）を出さなければなりません。このカードはどちらでもありません。
reason-perlaggen-follows = リードされた{ $suit }で{ -follow-suit }しています。すでに出ているカードに勝つ義務はありません。
reason-perlaggen-trumps-instead = リードされたスートを持っていても、{ -follow-suit }する代わりに{ -trump }（{ $trump }）を出してかまいません。
reason-perlaggen-baptism-allowed = { $card }は{ $identity }として出せます。{ $allowed }。
reason-perlaggen-baptism-not-allowed = { $card }は{ $identity }としては出せません。リードされた{ $suit }の普通のカードを持っているので、ペルラッグは{ $suit }のカードか{ -trump }（{ $trump }）としてだけ宣言できます。
reason-perlaggen-face-allowed = { $card }は宣言せずに、書かれているとおりのカードとして出せます。{ $allowed }。
reason-perlaggen-face-not-allowed = { $card }を宣言せずに出すことはできません。書かれているとおりのカードでは{ $suit }でも{ -trump }（{ $trump }）でもなく、あなたは{ $suit }の普通のカードを持っているからです。そのどちらかのカードとして宣言してください。

## トリックの勝者（4.2）
reason-perlaggen-highest-trump = この{ -trick }で一番強い{ -trump }（{ $suit }）は{ $card }です。ペルラッグは、それぞれが表すカードとして数えます。
reason-perlaggen-highest-of-led = { -trick }に{ -trump }が出ていないので、リードされた{ $suit }で一番強い{ $card }が勝ちます。
reason-perlaggen-equal-identities = { $card }とほかのカードが、どちらも{ $identity }を表しています。宣言したペルラッグは本物のカードに勝ち、宣言したペルラッグどうしでは、一覧で上にあるほうが勝ちます。
reason-perlaggen-identity-decides = ペルラッグは、宣言したカードとして数えます。スートもランクも、{ -trump }かどうかも、そのカードで決まります。

## グライヒとハンガー（8.1、8.2）
reason-perlaggen-nobody-has-figure = { $figure }を持っているプレイヤーはいません。
reason-perlaggen-gleich-stands-equal = 両チームの最も強いグライヒは、どちらも{ $rank }の{ $count }枚です。グライヒは引き分けで、どのチームも得点しません。
reason-perlaggen-hanger-stands-equal = 両チームの最も強いハンガーは、どちらも{ $count }枚で、一番上のカードは{ $rank }です。ハンガーは引き分けで、どのチームも得点しません。
reason-perlaggen-best-gleich = 最も強いグライヒは{ $seat }番席の{ $rank }の{ $count }枚です。枚数の多いほうが強く、同じならランクの高いほうが強くなります。スートは関係ありません。
reason-perlaggen-best-hanger = 最も強いハンガーは{ $seat }番席のもので、{ $count }枚、一番上のカードは{ $rank }です。長いほうが強く、同じなら一番上のカードの高いほうが強くなります。{ -trump }は関係ありません。

## ベット（9、10）
reason-perlaggen-already-decided = { $figure }はすでに決まっています。
reason-perlaggen-may-concede = { $figure }はまだ決まっていないので、いつでも負けを認める（「グート」と言う）ことができます。
reason-perlaggen-bet-pending = { $figure }へのベットが、すでに応答を待っています。
reason-perlaggen-show-no-spiel-bet = 公開の間にベットできるのは、グライヒとハンガーだけです。
reason-perlaggen-show-not-your-turn = 公開の間にベットを始められるのは、公開する番のチームだけです。
reason-perlaggen-bet-alternate = { $figure }で前回ホールドしたのは相手チームです。ベットは両チームが交互に行うので、このチームは待たなければなりません。
reason-perlaggen-bet-above-aus = { $figure }はシュピール・アウスに達しています（または、応答を待っているベットがシュピール・アウスを提案しています）。それより上にはベットもレイズもできません。
reason-perlaggen-endgame-limit = このチームは{ $score }点で、{ $figure }は{ $value }点です。{ $score }＋{ $value }が18点以上になるので、ベットできません。17点のチーム（ゲシュトリッヒェン）は、いつもこれにあたります。
reason-perlaggen-no-example = このプレイヤーは、自分の5枚のカードに{ $figure }の例を持っていません。まだプレイしていないペルラッグは、どのカードとしても数えます。
reason-perlaggen-fifth-trick-card = 第5{ -trick }のリードのあとでシュピールのベットを開始できるのは、最後の1枚がリードされたスートの普通のカード、普通の{ -trump }、またはペルラッグであるプレイヤーだけです。
reason-perlaggen-may-bet = すべての条件を満たしているので、このプレイヤーは{ $figure }にベットして、{ $value ->
        [2] 2点
        [3] 3点
        [4] 4点
        [5] 5点
        [6] 6点
        [7] 7点
       *[other] { $value }
    }を提案できます。
reason-perlaggen-fifth-trick-qualifies = 第5{ -trick }のリードのあとですが、最後の1枚がリードされたスートの普通のカード、普通の{ -trump }、またはペルラッグなので、このプレイヤーは{ $figure }のベットを開始して、{ $value ->
        [2] 2点
        [3] 3点
        [4] 4点
        [5] 5点
        [6] 6点
        [7] 7点
       *[other] { $value }
    }を提案できます。
reason-perlaggen-nothing-pending = { $figure }には、応答を待っているベットがありません。
reason-perlaggen-own-bet = 応答を待っている{ $figure }へのベットは、このチーム自身のものです。応答するのは相手チームです。
reason-perlaggen-raise-limit = このチームは{ $score }点です。{ $value }点を受けてレイズするには、{ $score }＋{ $value }が18点未満でなければなりません。
reason-perlaggen-may-raise = このプレイヤーは、ベットを受けたうえでレイズして、{ $figure }を{ $value ->
        [2] 2点
        [3] 3点
        [4] 4点
        [5] 5点
        [6] 6点
        [7] 7点
       *[other] { $value }
    }にすることを提案できます。
reason-perlaggen-may-hold = このプレイヤーはベットをホールドできます。そうすると、{ $figure }は{ $value ->
        [2] 2点
        [3] 3点
        [4] 4点
        [5] 5点
        [6] 6点
        [7] 7点
       *[other] { $value }
    }になります。

## 得点（10.1、11）
reason-perlaggen-both-fail = 両チームとも、{ -perlaggen-figure }の最低条件を公開できませんでした。どちらも−2点だけで、ほかには何も得点しません。
reason-perlaggen-team-fails = { $team }は、負けを認めてもらった{ -perlaggen-figure }の最低条件を公開できません。このディールでは−2点だけで、ほかには何も得点しません。
reason-perlaggen-failed-figure-passes = 負けを認めてもらったチームが{ $figure }の最低条件を公開できなかったので、{ $figure }は{ $team }に入ります。{ $points }点です。
reason-perlaggen-aus-no-points = { $team }がシュピール・アウスで{ $figure }に勝ちます。これでゲームの勝ちになり、ディールの得点には何も加えません。
reason-perlaggen-figure-scores = { $team }は{ $figure }（{ $how }）で{ $points }点を得点します。
reason-perlaggen-figure-stands = { $figure }は引き分けで、どのチームも得点しません。
reason-perlaggen-failing-cannot-win = { $team }は最後の確認で失敗したので、このディールでゲームに勝つことはできません。
reason-perlaggen-aus-wins-game = { $team }が、シュピール・アウスでホールドされた{ $figure }に勝ちます。これでゲームの勝ちです。
reason-perlaggen-reaches-target = 負けを認めた{ -perlaggen-figure }、ホールドされた{ -perlaggen-figure }、ベットのなかったグライヒ、ハンガー、シュピールの順に点数を加えていくと、{ $team }が{ $figure }で{ $total }点に達し、ゲームに勝ちます。
reason-perlaggen-nobody-reaches-target = すべての{ -perlaggen-figure }を加えたあとの累計点は、チームAが{ $a }点、チームBが{ $b }点で、どちらも18点に達していません。
reason-perlaggen-no-long-figure = 17対17で、3枚以上のグライヒもハンガーも誰も持っていないので、シュピールで決まり、{ $team }が勝ちます。
reason-perlaggen-long-figures-equal = 17対17で、3枚以上のグライヒやハンガーの最も強いものが両チームで同じなので、シュピールで決まり、{ $team }が勝ちます。
reason-perlaggen-long-figure-wins = 17対17で、3枚以上の{ -perlaggen-figure }の最も強いものを持っているのは{ $seat }番席です。{ $count }枚の{ $figure }で、ランク（ハンガーでは一番上のカード）は{ $rank }です。{ $team }がゲームに勝ちます。
