"""The card table: the scene the game is drawn and played on (:mod:`.scene`, with its animation
queue :mod:`.animation` and its words :mod:`.board`), what it shows (:mod:`.picture`), its
geometry (:mod:`.layout`), the hand's orders (:mod:`.hand`), the view and its input
(:mod:`.view`), its cards (:mod:`.cards`) and its other items (:mod:`.items`)."""
