"""Quitting while a finished game could be kept nowhere.

A finished game that cannot be counted is kept in a file of its own, in the data folder or else
in the log's folder (:mod:`bezique_qt.persistence.pending`).  When both refuse it (full or
read-only disks) the session holds it and tries again after each move; at Quit it would be
lost.  :class:`UnkeptAtQuit` stops the window from closing then and asks the player, without
blocking: **Try again** (the disks may have room now), **Save it elsewhere…** (a ``.bezique``
file wherever the player chooses, which opens like any saved game) or **Quit anyway**.
"""

from __future__ import annotations

import logging
from datetime import datetime
from pathlib import Path
from typing import Protocol

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from bezique_qt import persistence as store
from bezique_qt.persistence.saves import EXTENSION
from bezique_qt.words.i18n import tr

__all__ = ["UnkeptAtQuit"]

_log = logging.getLogger(__name__)


class UnkeptGames(Protocol):
    """What the dialog asks of the session (``ui.session.GameSession``) that holds the games."""

    def unkept_games(self, *, retry: bool = False) -> list[str]: ...

    def save_unkept(self, path: Path) -> Path: ...


class UnkeptAtQuit(QObject):
    """Holds the window ``window`` open at Quit while ``session`` has a finished game it could
    not keep, and asks the player what to do (the dialog is :attr:`dialog`, named
    ``unkept-game-dialog``; the file dialog of Save it elsewhere… ``unkept-save-dialog``)."""

    def __init__(self, window: QWidget, session: UnkeptGames) -> None:
        super().__init__(window)
        self.window = window
        self.session = session
        self.dialog: QMessageBox | None = None
        self.file_dialog: QFileDialog | None = None
        self._may_close = False

    def holds(self, event: QEvent) -> bool:
        """Whether the close ``event`` is refused (the question is then asked)."""
        if self._may_close:
            return False
        if self.dialog is not None or self.file_dialog is not None:  # being asked already
            event.ignore()
            return True
        if not self.session.unkept_games(retry=True):
            return False
        event.ignore()
        self.ask()
        return True

    def ask(self, problem: str = "") -> QMessageBox:
        """Ask what to do with the finished game (``problem``: why the last answer failed)."""
        text = tr("The finished game could not be saved: neither the data folder nor the log "
                  "folder can take it now (a full or read-only disk). If you quit now, it is "
                  "lost.")
        box = QMessageBox(QMessageBox.Icon.Warning, tr("The finished game is not saved"),
                          f"{problem} {text}" if problem else text,
                          QMessageBox.StandardButton.NoButton, self.window)
        box.setObjectName("unkept-game-dialog")
        box.setTextFormat(Qt.TextFormat.PlainText)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        retry = box.addButton(tr("Try again"), QMessageBox.ButtonRole.AcceptRole)
        box.addButton(tr("Save it elsewhere…"), QMessageBox.ButtonRole.ActionRole)
        box.addButton(tr("Quit anyway"), QMessageBox.ButtonRole.DestructiveRole)
        box.setDefaultButton(retry)
        box.buttonClicked.connect(lambda button: self._answered(box.buttonRole(button)))
        box.finished.connect(lambda _result: self._closed(box))
        self.dialog = box
        box.open()
        return box

    def _closed(self, box: QMessageBox) -> None:
        if self.dialog is box:  # (Escape: no answer; the window stays open, nothing is lost)
            self.dialog = None

    def _answered(self, role: QMessageBox.ButtonRole) -> None:
        self.dialog = None
        if role == QMessageBox.ButtonRole.AcceptRole:  # Try again
            if self.session.unkept_games(retry=True):
                QTimer.singleShot(0, self, lambda: self.ask(tr("The disks still refuse it.")))
            else:
                self._quit()
        elif role == QMessageBox.ButtonRole.ActionRole:  # Save it elsewhere…
            QTimer.singleShot(0, self, self._ask_file)
        else:  # Quit anyway
            _log.warning("quitting without the finished game that could not be kept")
            self._quit()

    def _ask_file(self) -> QFileDialog:
        dialog = QFileDialog(self.window, tr("Save the finished game"), str(Path.home()),
                             tr("Bezique games (*{extension})").format(extension=EXTENSION))
        dialog.setObjectName("unkept-save-dialog")
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
        dialog.setDefaultSuffix(EXTENSION.lstrip("."))
        dialog.selectFile(f"Bezique {datetime.now():%Y-%m-%d %H-%M}{EXTENSION}")
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.fileSelected.connect(lambda path: self._save(Path(path)))
        dialog.rejected.connect(self._not_saved)
        self.file_dialog = dialog
        dialog.open()
        return dialog

    def _not_saved(self) -> None:
        self.file_dialog = None
        QTimer.singleShot(0, self, self.ask)

    def _save(self, path: Path) -> None:
        self.file_dialog = None
        try:
            written = self.session.save_unkept(path)
        except store.PersistenceError as error:
            problem = str(error)
            QTimer.singleShot(0, self, lambda: self.ask(problem))
            return
        _log.info("the finished game that could not be kept was saved as %s", written)
        if self.session.unkept_games():
            QTimer.singleShot(0, self, lambda: self.ask(tr(
                "The game was saved as {path}; another finished game is not saved yet."
            ).format(path=written)))
            return
        self._quit()

    def _quit(self) -> None:
        self._may_close = True
        QTimer.singleShot(0, self.window, self.window.close)
