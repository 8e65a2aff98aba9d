### ガイゲル：解答のたびに示すエンジンの理由。
### 各理由が参照する `tricktutor rules` の節は src/i18n/rule_refs.rs で決まり、表示のときに
### 付け加えられます。本文には節や条項の番号を書きません。
## 理由：カードを出す（6.2）
reason-gaigel-lead = あなたがリードするので、どのカードでもリードできます。
reason-gaigel-free-play = 山札が残っているあいだは、どのカードを出してもかまいません。{ -follow-suit }の義務も{ -trump }を出す義務もありません。
reason-gaigel-draw-from-winner = { -trick }を取った{ $winner }から時計回りに、1人1枚ずつ{ -gaigel-stock }の一番上のカードを取ります。
reason-gaigel-last-draw-turned-card = これが最後の回です。最初の3人が裏向きの最後の3枚を取り、4人目、勝った人の右隣の{ $seat }が{ -trump }表示カード（交換されていれば{ -trump }の7）を取ります。
reason-gaigel-follows-and-beats = スートを{ -follow-suit }し、{ $winner }に勝てます。
reason-gaigel-follows-cannot-beat = スートを{ -follow-suit }しています。{ $winner }に勝てるカードがないので、{ $led }ならどれでもかまいません。
reason-gaigel-follows-trumped-trick = スートを{ -follow-suit }しています。{ -trump }の{ $winner }が勝っているので{ $led }では勝てず、{ $led }ならどれでもかまいません。
reason-gaigel-trumps = { $led }がないので、{ -trump }を出さなければなりません。
reason-gaigel-overtrumps = { -trump }の{ $winner }に勝てます。
reason-gaigel-cannot-overtrump = { $winner }には勝てませんが、それでも{ -trump }を出さなければなりません。
reason-gaigel-no-led-suit-no-trump = { $led }も{ -trump }もないので、どのカードでも出せます。
reason-gaigel-must-follow-suit = { $led }を持っているので、{ -follow-suit }しなければなりません。
reason-gaigel-must-beat = 勝てるなら{ $winner }に勝たなければなりません。{ $allowed }で勝てます。
reason-gaigel-must-follow-not-trump = { $led }を持っているので、{ -follow-suit }しなければなりません。{ -trump }の{ $winner }が出ていても、{ -follow-suit }が先です。{ -trump }は出せません。
reason-gaigel-must-trump = { $led }がないので、{ -trump }（{ $allowed }）を出さなければなりません。
reason-gaigel-must-overtrump = 勝てるなら{ -trump }の{ $winner }に勝たなければなりません。{ $allowed }で勝てます。

## 理由：トリックの勝者（3）
reason-gaigel-highest-trump = { $card }がこの{ -trick }で一番強い{ -trump }です。
reason-gaigel-highest-of-led-suit = { -trump }が出ていないので、リードされたスート（{ $led }）の一番強いカード{ $card }が勝ちます。ほかのスートのカードは勝てません。
reason-gaigel-twin-played-first = { $card }が2枚とも出ています。同じカードなら先に出たほうが勝ちです。

## 理由：点数（4、7.1）
reason-gaigel-card-points = カードの点数は合計{ $points }点です（A 11、10 10、K 4、O 3、U 2、7 0）。
reason-gaigel-last-trick-bonus = 最後の{ -trick }を取ったので10点を加えます。
reason-gaigel-deal-total = チームの合計は{ $points }点です。
reason-gaigel-meld-marriage = { $suit }のKとO：{ -gaigel-marriage }で{ $points }点です。
reason-gaigel-meld-double-marriage = { $suit }のKとOが2枚ずつ：ダブルマリッジで{ $points }点です。
reason-gaigel-meld-royal-marriage = { -trump }{ $suit }のKとO：ロイヤルマリッジで{ $points }点です。
reason-gaigel-meld-double-royal-marriage = { -trump }{ $suit }のKとOが2枚ずつ：ダブルロイヤルマリッジで{ $points }点です。
reason-gaigel-meld-trump-seven-exchange = { -trump }の7を{ -trump }表示カードと交換すると{ $points }点です。
reason-gaigel-meld-five-sevens = 7が5枚で{ $points }点です。
reason-gaigel-not-a-marriage = このカードは{ -gaigel-marriage }ではありません。{ -gaigel-marriage }は同じスートのKとOがちょうど1枚ずつ、または2枚ずつです。
reason-gaigel-not-trump-seven = { -trump }表示カードと交換できるのは{ -trump }（{ $trump }）の7だけです。
reason-gaigel-not-five-sevens = 「7が5枚」はちょうど5枚の7のことです。

## 理由：いまこの宣言ができるか（7.2〜7.4）
reason-gaigel-suit-closed = このディールでは{ $suit }の{ -gaigel-marriage }がもう宣言されています。そのスートでは宣言できません。
reason-gaigel-opponent-cannot-marry = { -gaigel-marriage }を宣言できるのは{ -trick }の勝者かその{ -partner }だけです。相手チームはできません。
reason-gaigel-no-trick-just-won = { -gaigel-marriage }は{ -trick }が終わった直後に、勝者かその{ -partner }が宣言するものです。
reason-gaigel-one-marriage-per-trick = 勝者がこの{ -trick }の後でもう{ -gaigel-marriage }を宣言しています。1{ -trick }につき1回だけです。
reason-gaigel-marriage-after-draw = もう山札から取ってしまいました。{ -gaigel-marriage }は{ -trick }の後、山札から取る前に宣言します。
reason-gaigel-no-marriage-after-stock = 山札がなくなったので、このディールではもう{ -gaigel-marriage }を宣言できません。
reason-gaigel-partner-trick-not-enough = { -trick }を取ったのは{ -partner }だけです。自分で1{ -trick }取っていなければなりません。
reason-gaigel-no-trick-won = 交換するには、自分で1{ -trick }取っていなければなりません。
reason-gaigel-turned-card-gone = { -trump }表示カードはもう取れません（山札から取られたか、交換済みか、7です）。
reason-gaigel-five-sevens-four-cards = { -trick }の直後、山札から取る前は、手札が4枚しかありません。
reason-gaigel-marriage-allowed = 宣言できます。この{ -gaigel-marriage }は{ $points }点です。
reason-gaigel-exchange-allowed = 交換できます。{ -trump }表示カードを取り、代わりに7を置いて{ $points }点です。
reason-gaigel-five-sevens-allowed = 宣言できます。7が5枚は{ $points }点で、{ -gaigel-knock }と同じくすぐにディールが終わります。

## 理由：ディールのゲームポイント（8）
reason-gaigel-void-deal = { -gaigel-knock }もクレームもなかったので、このディールは流れます。どちらも得点せず、{ $carry }ゲームポイントが次のディールに持ち越されます。
reason-gaigel-knock = { $team }が{ -gaigel-knock }し、異議はありませんでした。相手も1{ -trick }以上取っているので1ゲームポイントです。
reason-gaigel-knock-gaigel = 相手が1{ -trick }も取っていないうちに{ $team }が{ -gaigel-knock }しました。ガイゲルで2ゲームポイントです。
reason-gaigel-dispute-lost = { -gaigel-knock }に異議が唱えられましたが、{ $team }は本当に{ $points }点（101点以上）ありました。{ $team }が2ゲームポイントです。異議の結果は常に2で、それ以上にはなりません。
reason-gaigel-dispute-won = { -gaigel-knock }に異議が唱えられ、{ $team }は{ $points }点（101点未満）しかありませんでした。異議を唱えたチームが2ゲームポイントです。
reason-gaigel-claim-right = { $team }は{ $points }点（101点以上）あったのに、期限までに{ -gaigel-knock }をしませんでした。宣言漏れのクレームは正しく、クレームをつけたチームが2ゲームポイントです。
reason-gaigel-claim-wrong = { $team }は{ $points }点（101点未満）しかありませんでした。宣言漏れのクレームは誤りで、{ $team }が2ゲームポイントです。
reason-gaigel-carry-added = 持ち越しの{ $carry }ゲームポイントも得点したチームに入り、持ち越しは0に戻ります。

## 理由：ゲーム（8.4）
reason-gaigel-game-won = { $team }が{ $total }ゲームポイント（7以上）に達し、ゲームに勝ちます。
reason-gaigel-game-goes-on = まだどちらも7ゲームポイントに届いていません（A { $a }、B { $b }）。ゲームは続きます。
