"""The table's name for :mod:`bezique_qt.words.i18n` (the same module, not a copy)."""

import sys

from bezique_qt.words import i18n

sys.modules[__name__] = i18n
