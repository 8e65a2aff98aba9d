# ペルラッゲン レッスン2：ペルラッグ（恒久ペルラッグと切札ペルラッグ）と、その強さの順。

perlaggen-wild-intro =
    ワイルドカードのことをペルラッグと呼びます（ドイツ語の複数形は
    ペルラッゲンで、ゲームの名前はここから来ています）。ペルラッグを
    出すときは、33枚のどのカードとしても宣言できます（レッスン4）。
    ペルラッグでないカードはすべて普通のカードで、書かれているとおりの
    カードとしてだけ数えます。

    ペルラッグは7枚、{ -trump }によっては6枚です。そのうち4枚は
    どのディールでもペルラッグで、残りは{ -trump }のスートによって
    決まります。

perlaggen-wild-permanent =
    恒久ペルラッグは次の4枚です（強い順）。

      1. マルトル：♥K（ハートのK）
      2. ヴェリ：♦6
      3. シェル・シュピッツ：♦7（小さなヴェリとも呼ばれます）
      4. アイヒェル・シュピッツ：♣7

    この4枚は、{ -trump }がどのスートでもペルラッグです。{ -trump }表示カードを
    めくる前から、ペルラッグだとわかっています。

perlaggen-wild-q-martl-any = { -trump }はリーフです。このディールで、♥K（マルトル）はペルラッグですか？
perlaggen-wild-q-martl-any-h1 = マルトルは恒久ペルラッグですか、それとも{ -trump }で決まるペルラッグですか？
perlaggen-wild-q-martl-any-h2 = 4枚の恒久ペルラッグは、{ -trump }が何であってもペルラッグです。
perlaggen-wild-q-martl-any-x =
    はい。マルトルは4枚の恒久ペルラッグのうち一番強いカードで、{ -trump }が
    リーフのときも、どのディールでもペルラッグです。

perlaggen-wild-q-acorn-seven = { -trump }はハートです。このディールで、♣7はペルラッグですか？
perlaggen-wild-q-acorn-seven-h1 = 恒久ペルラッグに入っている7は、どの2枚ですか？
perlaggen-wild-q-acorn-seven-h2 = ♣7はアイヒェル・シュピッツです。
perlaggen-wild-q-acorn-seven-x =
    はい。♣7はアイヒェル・シュピッツで、恒久ペルラッグなので、{ -trump }が
    何であってもペルラッグです。次のページで学ぶとおり、{ -trump }がハートの
    ときは♥7もペルラッグになります。

perlaggen-wild-trump =
    { -trump }表示カードがめくられると、{ -trump }のスートの3枚もペルラッグに
    なります。これが{ -trump }ペルラッグです。

      5. { -trump }の7：ただし、{ -trump }がハートかリーフのときだけ
      6. { -trump }のウンター
      7. { -trump }のオーバー

    { -trump }がベルかドングリのときは、{ -trump }の7はもともと恒久ペルラッグ
    （シェル・シュピッツかアイヒェル・シュピッツ）です。この7は3番目か
    4番目の位置のままで、5番目のペルラッグはありません。そのため、
    { -trump }がベルかドングリならペルラッグは6枚、ハートかリーフなら
    7枚です。

    ほかのスートのウンター、オーバー、7は普通のカードです。ただし、
    ♦7と♣7は、もちろんいつでもペルラッグです。

perlaggen-wild-q-trump-ober = { -trump }はドングリです。このディールで、♣Oはペルラッグですか？
perlaggen-wild-q-trump-ober-h1 = { -trump }が決まると、{ -trump }のスートのどのカードがペルラッグになりますか？
perlaggen-wild-q-trump-ober-h2 = { -trump }のウンターとオーバーは、いつも{ -trump }ペルラッグです。
perlaggen-wild-q-trump-ober-x =
    はい。{ -trump }のオーバーは{ -trump }ペルラッグで、ペルラッグの中で一番弱い
    カードです。{ -trump }がドングリなら♣Uもペルラッグです。♣7は
    アイヒェル・シュピッツなので、もともとペルラッグです。

perlaggen-wild-q-side-unter = { -trump }はハートです。このディールで、♣Uはペルラッグですか？
perlaggen-wild-q-side-unter-h1 = ドングリは{ -trump }ですか？
perlaggen-wild-q-side-unter-h2 = ペルラッグになるのは、{ -trump }のスートのウンターとオーバーだけです。
perlaggen-wild-q-side-unter-x =
    いいえ。{ -trump }がハートなら、ペルラッグになるウンターは♥Uです。♣Uは
    普通のカードで、ドングリのウンターとしてだけ数えます。

perlaggen-wild-q-heart-seven = { -trump }はベルです。このディールで、♥7はペルラッグですか？
perlaggen-wild-q-heart-seven-h1 = ♥7がペルラッグになるのは、{ -trump }の7としてだけです。ハートは{ -trump }ですか？
perlaggen-wild-q-heart-seven-h2 = ここでの{ -trump }の7は♦7で、これはもともとシェル・シュピッツです。
perlaggen-wild-q-heart-seven-x =
    いいえ。{ -trump }がベルなら、♥7は普通のハートです。{ -trump }の7にあたる
    ♦7は、シェル・シュピッツとしてもともとペルラッグなので、{ -trump }が
    ベルのときのペルラッグは6枚です。

perlaggen-wild-order =
    ペルラッグの一覧は、そのまま強さの順です。マルトルから順に
    並べると、次のとおりです。

      マルトル、ヴェリ、シェル・シュピッツ、アイヒェル・シュピッツ、
      { -trump }の7、{ -trump }のウンター、{ -trump }のオーバー

    ペルラッグとしては、{ -trump }のウンターのほうが{ -trump }のオーバーより
    強いことに注意してください。カードのランクとは逆です。{ -trump }が
    ハートのとき、マルトルは{ -trump }のKでもありますが、一覧の先頭の
    マルトルのままで、そのために何かが加わることはありません。

    ペルラッグの強さが問題になるのは、{ -trick }の中の2枚が同じカードを
    表すときだけです（レッスン4）。

perlaggen-wild-q-set-leaves = { -trump }はリーフです。ペルラッグをすべて、強い順に答えてください。
perlaggen-wild-q-set-leaves-h1 = まず4枚の恒久ペルラッグ、次に{ -trump }ペルラッグです。
perlaggen-wild-q-set-leaves-h2 = { -trump }がリーフなら7枚です。4枚の恒久ペルラッグのあとに、リーフが3枚続きます。
perlaggen-wild-q-set-leaves-x =
    ♥K、♦6、♦7、♣7、続いて{ -trump }ペルラッグの♠7、♠U、♠Oです。{ -trump }が
    リーフなので{ -trump }の7も入り、ウンターはオーバーより前です。

perlaggen-wild-q-set-bells = { -trump }はベルです。ペルラッグをすべて、強い順に答えてください。
perlaggen-wild-q-set-bells-h1 = ベルの7は{ -trump }ペルラッグですか、それとも恒久ペルラッグですか？
perlaggen-wild-q-set-bells-h2 = 6枚です。4枚の恒久ペルラッグのあとに、ベルが2枚続きます。
perlaggen-wild-q-set-bells-x =
    ♥K、♦6、♦7、♣7、続いて♦U、♦Oです。♦7はシェル・シュピッツで、
    3番目の位置のままです。{ -trump }がベルのときは、5番目のペルラッグは
    ありません。6枚のうち4枚がベルです。

perlaggen-wild-q-set-hearts = { -trump }はハートです。ペルラッグをすべて、強い順に答えてください。
perlaggen-wild-q-set-hearts-h1 = マルトルはハートです。そのことで一覧は変わるでしょうか？
perlaggen-wild-q-set-hearts-h2 = 7枚です。4枚の恒久ペルラッグのあとに、ハートの7、ウンター、オーバーが続きます。
perlaggen-wild-q-set-hearts-x =
    ♥K、♦6、♦7、♣7、続いて♥7、♥U、♥Oです。マルトルは恒久ペルラッグと
    して先頭のままです。{ -trump }のKは{ -trump }ペルラッグではありません。
