### マリグリアとマニグリア：エンジンが示す理由。ルールの条項ごとに1つ。

## カードを出す（6.1）
reason-marglia-lead-free = あなたがリードします。切札を含め、どのカードを出してもかまいません（6.1 手順1）
reason-marglia-follows = リードされた{ $suit }にフォローしています。そのスートならどれでもよく、上回る義務はありません（6.1 手順2）
reason-marglia-must-follow = リードされた{ $suit }を持っているので、フォローしなければなりません。切札を出すことも、ほかのスートを捨てることもできません（6.1 手順2）
reason-marglia-no-trumps = { $suit }も切札（{ $trump }）も持っていないので、どのカードでも出せます（6.1 手順3、免除b）
reason-marglia-partner-winning = いまトリックに勝っているのはパートナーの{ $winning }なので、切札を出す必要はありません。どのカードでも出せ、パートナーの上に切札を出すこともできます（6.1 手順4、免除a）
reason-marglia-cannot-overtrump = { $suit }がなく、トリックの中で一番強い切札{ $highest }に勝てる切札もないので、どのカードでも出せます（6.1 手順5、免除c）
reason-marglia-overtrumps = { $suit }がないので、トリックの中で一番強い切札{ $highest }より強い切札を出さなければなりません。このカードはそれに勝ちます（6.1 手順5）
reason-marglia-must-overtrump = { $suit }がなく、{ $highest }に勝てる切札を持っているので、それを出さなければなりません。弱い切札や捨て札は出せません（6.1 手順5）
reason-marglia-trumps = { $suit }がなく、トリックにまだ切札が出ていないので、切札を出さなければなりません。切札（{ $trump }）ならどれでもかまいません（6.1 手順6）
reason-marglia-must-trump = { $suit }はありませんが切札（{ $trump }）を持っていて、相手が勝っています。切札を出さなければならず、捨て札はできません（6.1 手順6）
reason-marglia-no-partnerships = ここでは全員が個人戦なので、パートナーによる免除はありません（9）

## トリックの勝者（3）
reason-marglia-highest-trump = { $card }がトリックの中で一番強い切札（{ $suit }）です。強さは7 A K J Q 6 5 4 3 2の順です（3）
reason-marglia-highest-of-led = 切札が出ていないので、リードされたスートの一番強いカード、{ $card }が勝ちます。強さは7 A K J Q 6 5 4 3 2の順です（3）
reason-marglia-discards-never-win = 切札でもリードされたスートでもないカードは、どんなに強くても勝てません（3）

## 得点（4、8）
reason-marglia-card-values = カードの得点の合計は{ $points }点です（7＝5、A＝4、K＝3、J＝2、Q＝1、フリーロ0）（4）
reason-marglia-frillo-bonus = { $tricks }トリックのうち{ $count }トリックにフリーロ（6、5、4、3、2）が入っています。1トリックにつき1点、何枚入っていても1点です（4）
reason-marglia-deal-score = { $team }：カードの得点{ $points }点＋フリーロ入りのトリック{ $frilli }点＝{ $raw }点。{ $deduction }点を引いて{ $score }点です（8.1）
reason-marglia-deal-score-zero = { $team }：カードの得点{ $points }点＋フリーロ入りのトリック{ $frilli }点＝{ $raw }点で、{ $deduction }点以下なので0点です。マイナスにはなりません（8.1）

## めくったカード（5、9）
reason-marglia-turnup-value = めくった{ $card }は{ $credit }点で、すぐにディーラー側の累計得点に加えます（5 手順6）
reason-marglia-maniglia-29 = マニグリアでは、ディーラー側の得点がすでに29点以上なら、めくったカードは得点になりません。いまは{ $before }点です（9）
reason-marglia-may-stop = ディーラー側の得点は{ $after }点で、35点以上です。カードを1枚も出さずにこのディールを終えることができます（5 手順7）
reason-marglia-may-not-stop = ディーラー側の得点は{ $after }点で、35点に届きません。このディールはプレイしなければなりません（5 手順7）
