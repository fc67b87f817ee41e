"""The card table: the scene the game is drawn and played on (:mod:`.scene`) and the parts it
holds — its animation steps (:mod:`.animation`) and their queue (:mod:`.step_queue`), its words
(:mod:`.board`), where each card lies (:mod:`.placing`), its card items (:mod:`.table_cards`),
each seat's items (:mod:`.seat_items`) — what it shows (:mod:`.picture`), its geometry
(:mod:`.layout`, :mod:`.seats`), the hand's orders (:mod:`.hand`), the view and its input
(:mod:`.view`), its cards (:mod:`.cards`, drawn by :mod:`.card_art`) and its other items
(:mod:`.items`, :mod:`.panel`, :mod:`.scoreboard`, :mod:`.cut_items`)."""
