"""The windows beside the table: the rules (:mod:`.rules`), statistics (:mod:`.statistics`,
with its chart :mod:`.points_chart`), finished games (:mod:`.history`) and the deal review
(:mod:`.review`). The score sheet's window is in :mod:`bezique_qt.ui.sheet`."""
