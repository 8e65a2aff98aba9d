# The table: whole deals played with the engine as referee.

reason-table-not-your-turn = it is seat { $seat }'s turn, not seat { $actor }'s
reason-table-deal-over = the deal is over: no more actions
reason-table-not-now = that is not something a player can do at this moment of the deal
