# テーブル：エンジンが審判を務める1ディール通しのプレイ。

reason-table-not-your-turn = 今は{ $seat }番席の番で、{ $actor }番席の番ではありません
reason-table-deal-over = このディールは終わっています。これ以上の行動はできません
reason-table-not-now = ディールのこの時点では、その行動はできません
