# コマンドライン：各コマンドの --help と、clap の使い方エラー。
# src/cli.rs の clap derive の英語テキストの上に重ねて表示します（ID の付け方は
# src/commands/help.rs を参照）。

cli-about = 5つのトリックテイキング・カードゲームのルールを教える、日本語と英語のチューター
cli-long-about =
    ガイゲル、ペルラッゲン、リッケン、マルグリア、フィーア・アンデルレのルールを、日本語と英語で教えるチューターです。コマンドなしで起動するとホーム画面が開きます。ゲームを選び、レッスンを選んでください。前回やめたところから続きます。

    例：
      tricktutor learn gaigel
      tricktutor --lang ja learn gaigel/follow
      tricktutor rules gaigel --section strict --side-by-side
      tricktutor judge gaigel legal-plays --trump acorns --stock-empty --trick hearts-K --hand hearts-A,hearts-U,bells-10
      tricktutor judge tests/cases/gaigel/legal-plays.yaml
      tricktutor check
cli-arg-lang = 言語：en、ja、または --lessons でテキストを加えた言語（既定：TRICKTUTOR_LANG、次に LC_ALL、LC_MESSAGES、LANG）
cli-arg-plain = 行モード：簡素なプロンプトで、1行に1つずつ答えます（標準入力が端末でないときは自動）
cli-arg-no_color = 色を使いません（環境変数 NO_COLOR でも同じ）
cli-arg-ascii = カードをスートの記号（♥K）ではなく文字（hearts-K）で書きます
cli-arg-lessons = このフォルダーのレッスンも読み込みます（game.yaml のあるゲームフォルダー、またはそれを入れたフォルダー。テキストはいちばん近い locales/ フォルダーから）。読み込み済みのレッスンと同じ ID のレッスンはそれを置き換え、新しいレッスンは目録で直前にあるレッスンのあとに入ります。何度でも指定できます
cli-arg-no_embedded = 組み込みのレッスンを使わず、--lessons のレッスンだけを使います（組み込みのテキストは --lessons のテキストの下に残ります）
cli-list-about = ゲームとレッスンの一覧を、進み具合とともに表示します
cli-list-arg-game = このゲームだけ
cli-learn-about = レッスンを順に進めます：ゲーム名（まだ終えていない最初のレッスンから）またはゲーム名/レッスン
cli-learn-arg-target = 例：gaigel、gaigel/follow。省略するとゲームを選べます
cli-quiz-about = ランダムな配りから作った新しい問題で練習します。採点はレッスンと同じです
cli-quiz-arg-game = 例：gaigel
cli-quiz-arg-topic = 1つのトピックだけを練習します。`--topic` だけならゲームのトピックを一覧します
cli-quiz-arg-count = この問題数で終わります（既定：やめるまで）
cli-quiz-arg-seed = 練習を再現できるようにします：同じシードなら同じ問題が出ます
cli-review-about = 復習の時期が来たものを復習します。よく間違えるトピックほど早く戻ってきます
cli-review-arg-game = このゲームのトピックだけ
cli-review-arg-seed = 問題を再現できるようにします
cli-play-about = コンピューターを相手に、エンジンを審判にして1回の配りを最後まで遊びます
cli-play-after-help =
    自分の番には、メニューから行動を選ぶか、打ち込みます（hearts-A のようなカード、pass や bid rik のような行動）。? で出せる行動と、ほかの行動が除かれる理由を一覧し、! で手を提案し、q でやめます（進み具合は残ります）。ルールが認めない行動は、それを除くルールを示して断られ、そのルールの練習トピックのミスとして数えられます。

    例：
      tricktutor play gaigel
      tricktutor play vier-anderle --players 6 --seat 2
      tricktutor play rikken --watch --seed 7
      tricktutor play marglia --game --record deals.yaml
cli-play-arg-game = gaigel、rikken、marglia、maniglia、vier-anderle、japanisch-vier-anderle、perlaggen のどれか
cli-play-arg-seed = 配りを再現できるようにします：同じシードなら同じカードが配られ、コンピューターも同じように判断します
cli-play-arg-seat = あなたの席（既定は0。席番号はそのゲームのルールのとおり）
cli-play-arg-players = 人数。ゲームが複数の人数を認めるとき（マニグリア3～5人、フィーア・アンデルレ2～13人）
cli-play-arg-watch = 全席コンピューター：1回の配りを行動ごとに見せ、強制された行動や目立つ行動にはその理由を添えます
cli-play-arg-whole_game = ゲームの勝者が決まるまで配りを続け、配りの合間に累計点を見せます
cli-play-arg-record = 配りを1回ごとにこのファイルへ配りの記録（lessons/DEALS.md）として保存し、配りのたびに書き直します
cli-replay-about = 保存した配りの記録（play --record で保存したもの、または手書きのもの）を、解説つきで1手ずつ見ます
cli-replay-arg-file = 配りの記録：種類が deal の問題からなる問題集
cli-rules-about = ゲームのルールを節ごとに表示します：端末では節のメニューを、パイプではすべての節を
cli-rules-arg-game = 例：gaigel
cli-rules-arg-section = この節だけ：表示どおりの番号（§7 なら 7）か名前
cli-rules-arg-side_by_side = 2つの言語を段落ごとに並べます：あなたの言語と LANG（既定：英語。あなたの言語が英語なら日本語）
cli-glossary-about = ゲームの用語を表にします：英語、日本語、そのゲームの元の言葉。GAMEがなければ、すべてのゲームに共通の用語と、ゲームごとの用語
cli-glossary-arg-game = 例：rikken。なければすべてのゲーム
cli-judge-about = ルールエンジンで問題に答えます：問題集ファイル（標準入力なら -）、またはフラグで書いた1問（ゲーム 種類 --項目 値 ...）
cli-judge-after-help =
    ファイル：tricktutor judge ファイル...（標準入力なら -）。終了ステータス：書かれた答えがすべて一致すれば0、食い違いがあれば1、入力が正しくなければ2。

    1問だけ：tricktutor judge ゲーム 種類 --項目 値 ...。リストはコンマ区切り、値のないフラグは真（はい/いいえの項目）、A=1,B=2 はチームごとの値です。エラーはフラグの名前を示します。
    例：tricktutor judge gaigel legal-plays --trump acorns --stock-empty --trick hearts-K --hand hearts-A,hearts-U,bells-10
cli-judge-arg-json = 機械で読める JSON で出力します
cli-judge-arg-args = ファイル、またはゲーム 種類 のあとに --項目 値 の組
cli-check-about = レッスン、問題集、ロケールを検査します：指定したファイルとフォルダー、または指定がなければチューターが読み込むものすべて
cli-check-after-help =
    フォルダーは中までたどります。その中の .yaml、.yml、.ftl ファイルはどれも、内容が示すもの（ゲームの目録、レッスン、問題集、ロケールファイル）として読み、ほかのファイルは検査しなかったものとして名前を挙げます。ゲームフォルダーは、そのレッスンツリーのテキスト（--lessons と同じ探し方で見つかる locales/ フォルダー）とともに検査します。単独で指定したレッスンファイルは、その game.yaml のもとで、同じテキストとともに検査します。どの種類でもないファイルは問題として報告します。

    終了ステータス：読んだファイルがすべて問題なければ0、問題が見つかったか何も読めなかったときは1。
cli-check-arg-paths = 検査するファイルまたはフォルダー（既定：組み込みのレッスンとテキスト、および --lessons のもの）
cli-check-arg-verbose = 読んだファイルと、それを何として読んだかを1つずつ示します
cli-check-arg-coverage = 検査のかわりに、ゲームの対応表（ルールの節と、それを教えるページ、それを問う問題）を Markdown の表で出力します
cli-progress-about = 進み具合を表示する、またはリセットします
cli-progress-show-about = これまでにしたことを表示します
cli-progress-reset-about = 進み具合を消します：1つのレッスン（ゲーム/レッスン）、1つのゲーム（ゲーム名：そのレッスンとトピック）、またはすべて（--all）
cli-progress-reset-arg-target = ゲーム名 または ゲーム名/レッスン
cli-progress-reset-arg-all = すべてを消します：レッスン、トピック、復習のすべて（これがないとき、端末では先に確認し、行モードでは断ります）
cli-completions-about = シェルの補完スクリプトを出力します
cli-completions-arg-shell = bash、zsh、fish、elvish、powershell のどれか
cli-man-about = man ページ（roff）を出力します：全コマンドを1ページに
cli-man-arg-out_dir = かわりに、このフォルダーにコマンドごとのページ（tricktutor.1、tricktutor-learn.1、...）を書きます。各ページはほかのページを挙げます

cli-help-about = このヘルプ、または指定したコマンドのヘルプを表示します
cli-help-arg-command = ヘルプを表示するコマンド
cli-arg-help = ヘルプを表示します（'--help' でさらに詳しく）
cli-arg-version = バージョンを表示します

cli-heading-usage = 使い方：
cli-heading-options = オプション
cli-heading-arguments = 引数
cli-heading-commands = コマンド
cli-heading-command-value = コマンド

cli-error = エラー：{ $message }
cli-error-unknown-command = 「{ $value }」というコマンドはありません
cli-error-unknown-argument = 「{ $arg }」という引数は使えません
cli-error-invalid-value = 「{ $arg }」に「{ $value }」は使えません
cli-error-missing-argument = 次の引数が必要です：{ $arg }
cli-error-missing-command = コマンドを指定してください
cli-error-conflict = 「{ $arg }」は「{ $other }」と一緒には使えません
cli-error-too-many-values = 「{ $arg }」に余分な値「{ $value }」があります
cli-error-tip = ヒント：似たものがあります：'{ $suggestion }'
cli-error-valid-values = [使える値：{ $values }]
cli-error-more = 詳しくは '--help' を見てください。
