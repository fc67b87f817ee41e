"""The table's name for :mod:`bezique_qt.words.game` (the same module, not a copy)."""

import sys

from bezique_qt.words import game

sys.modules[__name__] = game
