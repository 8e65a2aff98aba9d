### テーブルのガイゲル：1ディール通しのプレイでの審判の理由（仕様の「ディール全体」、6.3、8.5）と、ディールの終わり方。

## 認められない行動
reason-gaigel-announcements-first = 次のカードを出す前に、宣言ラウンドで次にカードを出すプレイヤーから順に全員が宣言するかパスします（6.3）。いまは{ $seat }の順番です。先に宣言するかパスしてください
reason-gaigel-not-in-hand = { $cards }を持っていません
reason-gaigel-missed-no-knock = { $team }は101点以上あるのに勝利宣言をしないままカードが出されました。宣言漏れなので、もう勝利宣言も7が5枚の宣言もできません（8.5の2と3）
reason-gaigel-claim-too-early = { $team }へのクレームは、その期限が過ぎてからでないとできません。カードが1枚以上出され、最後のカードのあとで{ $team }の点数が増えていないことが必要です（8.5の4）

## ディールの終わり方
reason-gaigel-ended-knock = { $seat }が{ $team }として勝利宣言をして、ディールが終わりました（8.1）。
reason-gaigel-knock-disputed = { $seat }が勝利宣言に異議を唱え、点数が数えられました（8.2）。
reason-gaigel-knock-stands = 相手の{ $team }は異議を唱えませんでした。勝利宣言はそのまま認められます（8.2、G17）。
reason-gaigel-ended-five-sevens = { $seat }が「7が5枚」を宣言して、ディールが終わりました。これが{ $team }の勝利宣言です。7は見せるので、異議は唱えられません（7.4）。
reason-gaigel-ended-claim = { $seat }が{ $team }の宣言漏れをクレームして、ディールが終わりました（8.5）。
reason-gaigel-ended-void = 最後のトリックのあと4人ともパスしました。勝利宣言もクレームもありません（8.5の6d）。
reason-gaigel-deal-unfinished = ディールはまだ終わっていません。{ $seat }の番です。
