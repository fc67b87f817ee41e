"""The card table: the scene the game is drawn and played on (:mod:`.scene`), its cards
(:mod:`.cards`) and its other items (:mod:`.items`)."""
