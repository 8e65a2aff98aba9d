### テーブルのリッケン：1ディール通しのプレイでの審判の理由（id は `reason-` ＋ルールの id）。

## オークション後の宣言（7.3、7.4、ディール通しのプレイ 2・3）
reason-rikken-rik-beter-hearts = リック・ベターでは切札は必ずハートなので、{ $suit }を切札にはできません。
reason-rikken-call-not-candidate = { $card }は指定できません。指定するのは、宣言者が持っていない、指定するランクのカードです。ここでは{ $cards }です。
reason-rikken-troela-trump = トロエラでは、パートナーが4枚目のエース（{ $card }）のスート以外の3つのスートから切札を決めるので、{ $suit }は選べません。

## カードを出す（6.3、6.4）
reason-rikken-not-in-hand = { $card }はこのプレイヤーの手札にありません。
reason-rikken-face-down-not-blind = カードを伏せてリードできるのはブラインドの指定の後だけで、この契約にはそれがありません。
reason-rikken-face-down-called-out = 指定されたカード{ $called }はもう出たので、これ以上カードを伏せてリードすることはできません（1ディールに1回まで）。
reason-rikken-face-down-declarer-leads = カードを伏せてリードできるのは、{ $called }をブラインドで指定した宣言者が、自分のリードのときだけです。

## ディールの終わり方（7.3、7.4、8）
reason-rikken-partner-called = { $seat }番席が指定されたカード{ $card }を持っていたので、宣言者のパートナーでした。
reason-rikken-partner-fourth-ace = { $seat }番席が4枚目のエース{ $card }を持っていたので、宣言者のパートナーでした。
reason-rikken-side-tricks = { $seat }番席とパートナーの{ $partner }番席は、合わせて{ $tricks }トリック取りました。
reason-rikken-declarer-tricks = { $seat }番席は{ $tricks }トリック取りました。
part-rikken-trump = 切札
part-rikken-card = 指定カード
