"""The program's dialogs: the game's (:mod:`.game`: new game, end of a deal, last trick, the
deal's tricks, About) and the preferences (:mod:`.preferences`)."""
