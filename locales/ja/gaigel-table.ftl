### テーブルのガイゲル：1ディール通しのプレイでの審判の理由（仕様の「ディール全体」、6.3、8.5）と、ディールの終わり方。

## 認められない行動
reason-gaigel-announcements-first = 次のカードを出す前に、宣言ラウンドで次にカードを出すプレイヤーから順に全員が宣言するかパスします。いまは{ $seat }の順番です。先に宣言するかパスしてください
reason-gaigel-not-in-hand = { $cards }を持っていません
reason-gaigel-missed-no-knock = { $team }は101点以上あるのに勝利宣言をしないままカードが出されました。宣言漏れなので、もう勝利宣言も7が5枚の宣言もできません
reason-gaigel-claim-too-early = { $team }へのクレームは、その期限が過ぎてからでないとできません。カードが1枚以上出され、最後のカードのあとで{ $team }の点数が増えていないことが必要です

## ディールの終わり方
reason-gaigel-ended-knock = { $seat }が{ $team }として勝利宣言をして、ディールが終わりました。
reason-gaigel-knock-disputed = { $seat }が勝利宣言に異議を唱え、点数が数えられました。
reason-gaigel-knock-stands = 相手の{ $team }は異議を唱えませんでした。勝利宣言はそのまま認められます。
reason-gaigel-ended-five-sevens = { $seat }が「7が5枚」を宣言して、ディールが終わりました。これが{ $team }の勝利宣言です。7は見せるので、異議は唱えられません。
reason-gaigel-ended-claim = { $seat }が{ $team }の宣言漏れをクレームして、ディールが終わりました。
reason-gaigel-ended-void = 最後のトリックのあと4人ともパスしました。勝利宣言もクレームもありません。
reason-gaigel-deal-unfinished = ディールはまだ終わっていません。{ $seat }の番です。

## ディールのフィールド（テーブルと記録での表示）
field-gaigel-dealer = ディーラー
field-gaigel-hands = 配られた手札
field-gaigel-turned = 切札表示カード
field-gaigel-stock = 山札
field-gaigel-actions = 行動
field-gaigel-under_stock = 山札の下にあるカード
field-gaigel-phase = いま
field-gaigel-declarations = これまでの宣言
field-gaigel-A = チームA
field-gaigel-B = チームB
token-gaigel-announcements = 順番に宣言するかパス
token-gaigel-after-trick = トリックの後、山札から取る前：マリッジ、宣言、またはパス
token-gaigel-play = カードを出す
token-gaigel-dispute = 勝利宣言に異議を唱えるか、認める
token-gaigel-end-of-play = 最後のトリックの後：勝利宣言、クレーム、またはパス
token-gaigel-over = ディールは終わりました

## ガイゲルのディールの行動（記録のキー）
act-gaigel-pass = パス
act-gaigel-marriage = マリッジ { $arg } を宣言
act-gaigel-trump-seven-exchange = 切札の7を切札表示カードと交換する
act-gaigel-five-sevens = 7が5枚を宣言する
act-gaigel-knock = 勝利宣言をする（テーブルをたたく）
act-gaigel-claim = 相手チームの宣言漏れをクレームする
act-gaigel-dispute = 勝利宣言に異議を唱える
