"""Game > Verify a game… and Finished games' Verify…: was every deal fixed before its first card
was played? (:mod:`bezique_qt.engine.verify`, worded by :mod:`bezique_qt.words.verify`.)

The answer is a message box: a game that checks gets an information icon and the plain words
on why the cards can be trusted; one that carries no commitments, or does not check, gets a
warning naming the deal."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from bezique_qt.engine import GameRecord, RecordError
from bezique_qt.engine.verify import Verdict, verify_record
from bezique_qt.persistence.records import read_record_file
from bezique_qt.persistence.saves import EXTENSION
from bezique_qt.ui.messages import open_error, open_message
from bezique_qt.words.i18n import tr
from bezique_qt.words.verify import fair_play_words, verdict_words

RESULT_NAME = "verify-result"


def verify_title() -> str:
    return tr("Verify a game")


def show_verdict(parent: QWidget, verdict: Verdict, about: str = "") -> QMessageBox:
    """The verdict in a message box over ``parent`` (``about``: the file or game checked)."""
    text = verdict_words(verdict)
    if about:
        text = f"{about}\n\n{text}"
    if verdict.checked:
        return open_message(parent, verify_title(), f"{text}\n\n{fair_play_words()}",
                            name=RESULT_NAME)
    return open_error(parent, verify_title(), text, name=RESULT_NAME)


def verify_game(parent: QWidget, record: GameRecord, about: str = "") -> QMessageBox:
    """Check ``record`` and show the verdict."""
    try:
        verdict = verify_record(record)
    except RecordError as error:
        return open_error(parent, verify_title(), tr(
            "This game cannot be checked: its record is damaged ({reason}).").format(
                reason=error.message), name=RESULT_NAME)
    return show_verdict(parent, verdict, about)


def verify_path(parent: QWidget, path: Path) -> QMessageBox:
    """Check the game in the file ``path`` and show the verdict."""
    try:
        record = read_record_file(path)
    except RecordError as error:
        return open_error(parent, verify_title(), tr(
            "{name} cannot be checked: {reason}.").format(name=path.name, reason=error.message),
            name=RESULT_NAME)
    return verify_game(parent, record, path.name)


def ask_verify(parent: QWidget, folder: Path | None = None) -> QFileDialog:
    """Ask for a game record or saved game (without blocking), then check it."""
    dialog = QFileDialog(parent, tr("Verify a game"), str(folder or ""),
                         tr("Bezique games (*{extension} *.json);;All files (*)").format(
                             extension=EXTENSION))
    dialog.setObjectName("verify-game-dialog")
    dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.fileSelected.connect(lambda path: verify_path(parent, Path(path)))
    dialog.open()
    return dialog
