"""A computer player in the human's seat of the real window, for robustness testing.

With ``BEZIQUE_AUTOPLAY=LEVEL`` in its environment (for testing only; not an option, so that
no abbreviation of the program's options can reach it), ``bezique-qt`` opens the ordinary game
window with the player's own profile, autosave and statistics, and lets a computer player at
``LEVEL`` do what a player would do: answer the resume question with *Resume*, play each action
through the controller's :meth:`~bezique_qt.ui.controller.GameController.try_action` (what a
click on a card or a declaration calls), close each deal's summary with *Next deal*, and after
a finished game choose *New game* and accept the New Game dialog as it stands. Nothing else
differs from a person playing, so a game finished this way is kept and counted exactly as one
played by hand.

``BEZIQUE_AUTOPLAY_JOURNAL=FILE`` appends one line per event to ``FILE`` (plain writes, so the
lines survive the process being killed; the disk is not forced):

- ``at GAME_ID ACTIONS`` after the program has handled each change of the game (so after it
  autosaved it),
- ``finished GAME_ID ACTIONS`` when a game ends, *before* the program counts it.

``scripts/kill_loop.py`` reads the journal to check that nothing finished or played was lost
(and ends the program with SIGKILL, or with SIGTERM, which the program takes as *Quit*).
"""

from __future__ import annotations

import logging
import os
import random
from pathlib import Path

from PySide6.QtCore import QObject, QTimer
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox

from bezique_qt.ai import service
from bezique_qt.levels import Level
from bezique_qt.safe_files import open_regular
from bezique_qt.ui.dialogs.game import NewGameDialog
from bezique_qt.ui.session import SessionWindow, session_of
from bezique_qt.ui.window import MainWindow

_log = logging.getLogger(__name__)

TICK_MS = 5
"""How often the player looks at the table."""
NEW_GAME = 2
"""The deal summary's result for *New game* (at the end of a game)."""


class AutoPlayer(QObject):
    """Plays the human's seat of ``window`` at ``level``."""

    def __init__(self, window: MainWindow, level: Level, journal: Path | None = None) -> None:
        super().__init__(window)
        self.setObjectName("autoplayer")
        self.window = window
        self.level = level
        self.glue: SessionWindow | None = session_of(window)
        self._journal = -1
        if journal is not None:
            self._journal = open_regular(journal, os.O_WRONLY | os.O_APPEND | os.O_CREAT)
        c = window.controller
        # Connected after the session: the session has autosaved when this runs …
        c.state_changed.connect(self._changed)
        # … but a game's end is told before the change is handled (and the game counted).
        c.game_finished.connect(self._finished)
        self._timer = QTimer(self)
        self._timer.setInterval(TICK_MS)
        self._timer.timeout.connect(self._tick)
        self._timer.start()
        if c.has_game:
            self._changed()

    # ------------------------------------------------------------------ the journal
    def _game_id(self) -> str:
        info = self.glue.session.info if self.glue is not None else None
        return info.game_id if info is not None else "-"

    def _write(self, kind: str) -> None:
        if self._journal < 0:
            return
        c = self.window.controller
        line = f"{kind} {self._game_id()} {len(c.state.actions)}\n"
        os.write(self._journal, line.encode())

    def _changed(self) -> None:
        if self.window.controller.has_game:
            self._write("at")

    def _finished(self, _winner: object) -> None:
        self._write("finished")

    # ------------------------------------------------------------------ playing
    def _tick(self) -> None:
        modal = QApplication.activeModalWidget()
        if isinstance(modal, NewGameDialog):
            modal.accept()  # the settings as they stand
            return
        glue = self.glue
        if glue is not None and glue.offer is not None:
            resume = next((b for b in glue.offer.buttons()
                           if glue.offer.buttonRole(b) == QMessageBox.ButtonRole.AcceptRole),
                          None)
            if resume is not None:
                resume.click()
            return
        if isinstance(modal, QMessageBox | QDialog) and modal is not self.window.deal_end.dialog:
            return  # some other question: leave it alone
        c = self.window.controller
        if not c.has_game:
            return
        dialog = self.window.deal_end.dialog
        if dialog is not None:
            if c.game_over:
                dialog.done(NEW_GAME)
            else:
                dialog.accept()
            return
        if not c.is_humans_turn():
            return
        obs = c.observation()
        st = c.state
        rng = random.Random(f"{st.seed}:autoplay:{len(st.actions)}")
        action = service.compute_move(obs, self.level, rng.randrange(1 << 62))
        refusal = c.try_action(action)
        if refusal is not None:  # pragma: no cover - the bots play legal actions
            _log.warning("autoplay: %s was refused: %s", action, refusal)
            c.try_action(service.fallback_choose(obs, rng))


def start_autoplay(window: MainWindow, level: Level, journal: Path | None = None) -> AutoPlayer:
    """Let a computer player at ``level`` play the human's seat of ``window``."""
    _log.info("the human's seat is played by the computer (%s)", level)
    return AutoPlayer(window, level, journal)
