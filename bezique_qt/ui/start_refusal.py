"""Saying in a window why the program does not start.

A player who starts Bezique from a desktop menu sees no terminal: a refusal written only on
standard error is a program that silently does nothing.  :func:`refuse_start` shows the
sentence in a message box before any other window (in the player's language, read from the
preferences without changing any file) and waits until it is closed.
"""

from __future__ import annotations

import logging

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from bezique_qt.persistence import Locations, read_limited
from bezique_qt.persistence.jsontext import load_json
from bezique_qt.persistence.preferences import Preferences
from bezique_qt.words.i18n import SYSTEM, tr

BOX_NAME = "start-refusal"

_log = logging.getLogger(__name__)


def preferred_language(locations: Locations) -> str:
    """The language of the player's preferences (``system`` when they cannot be read), read
    without setting anything aside: a copy that does not start touches no file."""
    try:
        data = load_json(read_limited(locations.preferences_file, 1 << 20,
                                      what="the preferences file"))
        if isinstance(data, dict):
            return Preferences.from_json(data)[0].language
    except Exception as error:  # whatever is wrong with them, the computer's language is used
        _log.info("the preferences' language is not known (%s)", error)
    return SYSTEM


def refusal_box(text: str) -> QMessageBox:
    """The message box saying why Bezique does not start (not yet shown)."""
    box = QMessageBox(QMessageBox.Icon.Warning, tr("Bezique cannot start"), text,
                      QMessageBox.StandardButton.Ok)
    box.setObjectName(BOX_NAME)
    box.setTextFormat(Qt.TextFormat.PlainText)  # file names are never markup
    return box


def refuse_start(text: str) -> None:
    """Show ``text`` in a window and return when the player has closed it."""
    box = refusal_box(text)
    box.exec()
    box.deleteLater()
