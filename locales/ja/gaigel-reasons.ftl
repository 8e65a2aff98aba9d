### ガイゲル：解答のたびに示すエンジンの理由。
### 各理由が参照する `tricktutor rules` の節は src/i18n/rule_refs.rs で決まり、表示のときに
### 付け加えられます。本文には節や条項の番号を書きません。
## 理由：カードを出す（6.2）
reason-gaigel-lead = あなたがリードするので、どのカードでもリードできます。
reason-gaigel-free-play = 山札が残っているあいだは、どのカードを出してもかまいません。フォローの義務も切札を出す義務もありません。
reason-gaigel-follows-and-beats = スートをフォローし、{ $winner }に勝てます。
reason-gaigel-follows-cannot-beat = スートをフォローしています。{ $winner }に勝てるカードがないので、{ $led }ならどれでもかまいません。
reason-gaigel-follows-trumped-trick = スートをフォローしています。切札の{ $winner }が勝っているので{ $led }では勝てず、{ $led }ならどれでもかまいません。
reason-gaigel-trumps = { $led }がないので、切札を出さなければなりません。
reason-gaigel-overtrumps = 切札の{ $winner }に勝てます。
reason-gaigel-cannot-overtrump = { $winner }には勝てませんが、それでも切札を出さなければなりません。
reason-gaigel-no-led-suit-no-trump = { $led }も切札もないので、どのカードでも出せます。
reason-gaigel-must-follow-suit = { $led }を持っているので、フォローしなければなりません。
reason-gaigel-must-beat = 勝てるなら{ $winner }に勝たなければなりません。{ $allowed }で勝てます。
reason-gaigel-must-follow-not-trump = { $led }を持っているので、フォローしなければなりません。切札の{ $winner }が出ていても、フォローが先です。切札は出せません。
reason-gaigel-must-trump = { $led }がないので、切札（{ $allowed }）を出さなければなりません。
reason-gaigel-must-overtrump = 勝てるなら切札の{ $winner }に勝たなければなりません。{ $allowed }で勝てます。

## 理由：トリックの勝者（3）
reason-gaigel-highest-trump = { $card }がこのトリックで一番強い切札です。
reason-gaigel-highest-of-led-suit = 切札が出ていないので、リードされたスート（{ $led }）の一番強いカード{ $card }が勝ちます。ほかのスートのカードは勝てません。
reason-gaigel-twin-played-first = { $card }が2枚とも出ています。同じカードなら先に出たほうが勝ちです。

## 理由：点数（4、7.1）
reason-gaigel-card-points = カードの点数は合計{ $points }点です（A 11、10 10、K 4、O 3、U 2、7 0）。
reason-gaigel-last-trick-bonus = 最後のトリックを取ったので10点を加えます。
reason-gaigel-deal-total = チームの合計は{ $points }点です。
reason-gaigel-meld-marriage = { $suit }のKとO：マリッジで{ $points }点です。
reason-gaigel-meld-double-marriage = { $suit }のKとOが2枚ずつ：ダブルマリッジで{ $points }点です。
reason-gaigel-meld-royal-marriage = 切札{ $suit }のKとO：ロイヤルマリッジで{ $points }点です。
reason-gaigel-meld-double-royal-marriage = 切札{ $suit }のKとOが2枚ずつ：ダブルロイヤルマリッジで{ $points }点です。
reason-gaigel-meld-trump-seven-exchange = 切札の7を切札表示カードと交換すると{ $points }点です。
reason-gaigel-meld-five-sevens = 7が5枚で{ $points }点です。
reason-gaigel-not-a-marriage = このカードはマリッジではありません。マリッジは同じスートのKとOがちょうど1枚ずつ、または2枚ずつです。
reason-gaigel-not-trump-seven = 切札表示カードと交換できるのは切札（{ $trump }）の7だけです。
reason-gaigel-not-five-sevens = 「7が5枚」はちょうど5枚の7のことです。

## 理由：いまこの宣言ができるか（7.2〜7.4）
reason-gaigel-suit-closed = このディールでは{ $suit }のマリッジがもう宣言されています。そのスートでは宣言できません。
reason-gaigel-opponent-cannot-marry = マリッジを宣言できるのはトリックの勝者かそのパートナーだけです。相手チームはできません。
reason-gaigel-no-trick-just-won = マリッジはトリックが終わった直後に、勝者かそのパートナーが宣言するものです。
reason-gaigel-one-marriage-per-trick = 勝者がこのトリックの後でもうマリッジを宣言しています。1トリックにつき1回だけです。
reason-gaigel-marriage-after-draw = もう山札から取ってしまいました。マリッジはトリックの後、山札から取る前に宣言します。
reason-gaigel-no-marriage-after-stock = 山札がなくなったので、このディールではもうマリッジを宣言できません。
reason-gaigel-partner-trick-not-enough = トリックを取ったのはパートナーだけです。自分で1トリック取っていなければなりません。
reason-gaigel-no-trick-won = 交換するには、自分で1トリック取っていなければなりません。
reason-gaigel-turned-card-gone = 切札表示カードはもう取れません（山札から取られたか、交換済みか、7です）。
reason-gaigel-five-sevens-four-cards = トリックの直後、山札から取る前は、手札が4枚しかありません。
reason-gaigel-marriage-allowed = 宣言できます。このマリッジは{ $points }点です。
reason-gaigel-exchange-allowed = 交換できます。切札表示カードを取り、代わりに7を置いて{ $points }点です。
reason-gaigel-five-sevens-allowed = 宣言できます。7が5枚は{ $points }点で、勝利宣言と同じくすぐにディールが終わります。

## 理由：ディールのゲームポイント（8）
reason-gaigel-void-deal = 勝利宣言もクレームもなかったので、このディールは流れます。どちらも得点せず、{ $carry }ゲームポイントが次のディールに持ち越されます。
reason-gaigel-knock = { $team }が勝利宣言し、異議はありませんでした。相手も1トリック以上取っているので1ゲームポイントです。
reason-gaigel-knock-gaigel = 相手が1トリックも取っていないうちに{ $team }が勝利宣言しました。ガイゲルで2ゲームポイントです。
reason-gaigel-dispute-lost = 勝利宣言に異議が唱えられましたが、{ $team }は本当に{ $points }点（101点以上）ありました。{ $team }が2ゲームポイントです。異議の結果は常に2で、それ以上にはなりません。
reason-gaigel-dispute-won = 勝利宣言に異議が唱えられ、{ $team }は{ $points }点（101点未満）しかありませんでした。異議を唱えたチームが2ゲームポイントです。
reason-gaigel-claim-right = { $team }は{ $points }点（101点以上）あったのに、期限までに勝利宣言をしませんでした。宣言漏れのクレームは正しく、クレームをつけたチームが2ゲームポイントです。
reason-gaigel-claim-wrong = { $team }は{ $points }点（101点未満）しかありませんでした。宣言漏れのクレームは誤りで、{ $team }が2ゲームポイントです。
reason-gaigel-carry-added = 持ち越しの{ $carry }ゲームポイントも得点したチームに入り、持ち越しは0に戻ります。

## 理由：ゲーム（8.4）
reason-gaigel-game-won = { $team }が{ $total }ゲームポイント（7以上）に達し、ゲームに勝ちます。
reason-gaigel-game-goes-on = まだどちらも7ゲームポイントに届いていません（A { $a }、B { $b }）。ゲームは続きます。
