### マリグリアとマニグリア：エンジンが示す理由。ルールの条項ごとに1つ。
### 各理由が参照する `tricktutor rules` の節は src/i18n/rule_refs.rs で決まり、表示のときに
### 付け加えられます。本文には節や条項の番号を書きません。

## カードを出す（6.1）
reason-marglia-lead-free = あなたがリードします。切札を含め、どのカードをリードしてもかまいません。
reason-marglia-follows = リードされた{ $suit }をフォローしています。そのスートならどれでもよく、すでに出ているカードに勝つ義務はありません。
reason-marglia-must-follow = リードされた{ $suit }を持っているので、フォローしなければなりません。切札を出すことも、捨て札をすることもできません。
reason-marglia-no-trumps = { $suit }も切札の{ $trump }も持っていないので、例外（b）により、どのカードでも出せます。
reason-marglia-partner-winning = いまトリックに勝っているのはパートナーの{ $winning }なので、例外（a）により切札を出す必要はなく、どのカードでも出せます。パートナーに勝つ切札を出してもかまいません。
reason-marglia-cannot-overtrump = { $suit }がなく、トリックで一番強い切札の{ $highest }に勝てる切札もないので、例外（c）により、どのカードでも出せます。
reason-marglia-overtrumps = { $suit }がないので、トリックで一番強い切札の{ $highest }より上の切札を出さなければなりません。この切札はそれに勝てます。
reason-marglia-must-overtrump = { $suit }がなく、{ $highest }に勝てる切札を持っているので、上の切札を出さなければなりません。弱い切札も捨て札も出せません。
reason-marglia-trumps = { $suit }がなく、トリックにまだ切札が出ていないので、切札を出さなければなりません。切札の{ $trump }ならどれでもかまいません。
reason-marglia-must-trump = { $suit }はありませんが切札の{ $trump }を持っていて、相手が勝っています。切札を出さなければならず、捨て札はできません。
reason-marglia-no-partnerships = ここは個人戦でパートナーがいないので、例外（a）は決して当てはまりません。

## トリックの勝者（3）
reason-marglia-highest-trump = 切札の{ $suit }のうち、このトリックで一番強いのは{ $card }です。強さは7 A K J Q 6 5 4 3 2の順です。
reason-marglia-highest-of-led = 切札が出ていないので、リードされたスートで一番強い{ $card }が勝ちます。強さは7 A K J Q 6 5 4 3 2の順です。
reason-marglia-discards-never-win = 切札でもリードされたスートでもないカードは、どんなに強くても勝てません。

## 得点（4、8）
reason-marglia-card-values = カードの得点は合計{ $points }点です。7は5点、Aは4点、Kは3点、Jは2点、Qは1点、フリーロは0点です。
reason-marglia-frillo-bonus = フリーロ（6、5、4、3、2）が入っているトリックは、{ $tricks }トリック中{ $count }トリックです。追加点は1トリックにつき1点で、フリーロが何枚あっても1点だけです。
reason-marglia-deal-score = { $team }：カードの得点{ $points }点＋フリーロの追加点{ $frilli }点＝合計点{ $raw }点。{ $deduction }点を引いて{ $score }点です。
reason-marglia-deal-score-zero = { $team }：カードの得点{ $points }点＋フリーロの追加点{ $frilli }点＝合計点{ $raw }点。{ $deduction }点以下なので0点です。マイナスにはなりません。

## めくったカード（5、9）
reason-marglia-turnup-value = めくった{ $card }の点数は{ $credit }点で、すぐにディーラー側の累計得点に加わります。
reason-marglia-maniglia-29 = マニグリアでは、ディーラー側の累計得点がすでに29点以上なら、めくったカードの点数は入りません。いまは{ $before }点です。
reason-marglia-may-stop = めくったカードで点数が入り、ディーラー側の累計得点は{ $after }点で、35点以上です。カードを1枚も出さずに、このディールを打ち切ることができます。
reason-marglia-no-credit-no-stop = めくったカードで点数が入らなかったので、ディーラー側の累計得点（{ $after }点）にかかわらず、ディールを打ち切ることはできません。このディールはプレイしなければなりません。
reason-marglia-may-not-stop = ディーラー側の累計得点は{ $after }点で、35点に届きません。このディールはプレイしなければなりません。
