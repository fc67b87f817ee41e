"""Every word the program shows, in every language it has: the one presentation layer.

The engine, the computer players and persistence give data and codes (score entries, events,
refusals, reasons, rule switches); here they become sentences, through Qt's translator
(:mod:`~bezique_qt.words.i18n`: ``tr``). The table (``ui``) and the score sheet (``export``:
screen, print, PDF, HTML, CSV) both word through this package, so adding a language is adding a
translation file. Importing it does not load Qt, and neither does speaking English.

- :mod:`~bezique_qt.words.i18n`: ``tr``, the languages, installing the translators.
- :mod:`~bezique_qt.words.game`: variants, the score, cards, melds and actions.
- :mod:`~bezique_qt.words.scores`: score entries and how a deal was computed.
- :mod:`~bezique_qt.words.refusals`: why the rules refuse an action.
- :mod:`~bezique_qt.words.reasons`: the computer's reasons.
- :mod:`~bezique_qt.words.caption`: text that shows cards by their symbols (``K♥``) and carries
  the same text with the cards named, for screen readers.
"""
