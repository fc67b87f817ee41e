"""The score sheet docked beside the table: shown and hidden from the Game and View menus
(**Score sheet**, key S), filled while it is shown, and first sized as a share of the window so
that the table keeps cards large enough to read."""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from pathlib import Path

from PySide6.QtCore import QObject, Qt, QTimer
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDockWidget, QMainWindow

from bezique_qt.ai.review import GameReview
from bezique_qt.ui.controller import GameController
from bezique_qt.ui.sheet.dock_width import widen_docked_sheet
from bezique_qt.ui.sheet.view import ScoreSheetView
from bezique_qt.words.i18n import tr

SHEET_WIDTH = 440  # the score sheet panel's first width (in a window wide enough)
SHEET_MIN_WIDTH = 260  # narrower, the sheet scrolls sideways


def sheet_width(window_width: int) -> int:
    """The docked score sheet's first width in a window ``window_width`` pixels wide: never
    more than about a third of it, so that the table keeps cards large enough to read."""
    return max(SHEET_MIN_WIDTH, min(SHEET_WIDTH, round(window_width * 0.3)))


class SheetPanel(QObject):
    """The score sheet of the game ``controller`` runs, docked in ``window`` (hidden at
    first). ``started_at`` gives the game's date, ``reviews`` its kept deal reviews, and the
    sheet's exports start in ``export_dir``."""

    def __init__(self, window: QMainWindow, controller: GameController, *,
                 started_at: Callable[[], datetime | None],
                 reviews: Callable[[], list[GameReview]], export_dir: Path) -> None:
        super().__init__(window)
        self._window = window
        self._controller = controller
        self._started_at = started_at
        self._sized = False
        self.dock = QDockWidget(tr("Score sheet"), window)
        self.dock.setObjectName("score-sheet-dock")
        # the title is drawn over the window's felt: give it a background of its own
        self.dock.setStyleSheet("QDockWidget::title { background: palette(window); "
                                "padding: 4px 6px; }")
        self.view = ScoreSheetView(self.dock, export_dir=export_dir)
        self.view.reviews = reviews
        self.view.setMinimumWidth(SHEET_MIN_WIDTH)
        self.dock.setWidget(self.view)
        window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.dock)
        self.dock.hide()
        self.action = QAction(tr("Scor&e sheet"), window, checkable=True)
        """Game > Score sheet and View > Score sheet: checked while the sheet is shown (its
        key works anywhere in the window)."""
        self.action.setObjectName("score-sheet")
        self.action.setShortcut(QKeySequence("S"))
        self.action.setStatusTip(tr("Show or hide the score sheet"))
        self.action.setToolTip(self.action.statusTip())
        self.action.triggered.connect(self.toggle)
        window.addAction(self.action)
        self.dock.visibilityChanged.connect(self._visibility)

    def toggle(self) -> None:
        self.dock.setVisible(not self.dock.isVisible())

    def _visibility(self, visible: bool) -> None:
        self.action.setChecked(visible)
        if visible:
            if not self._sized and not self.dock.isFloating():
                self._sized = True
                self._window.resizeDocks([self.dock], [sheet_width(self._window.width())],
                                         Qt.Orientation.Horizontal)
            self.refresh()

    def refresh(self, *, if_shown: bool = False) -> None:
        """Show the game as it stands now (``if_shown``: only when the sheet is shown)."""
        if if_shown and not self.dock.isVisible():
            return
        c = self._controller
        if not c.has_game:
            self.view.set_sheet(None)
            return
        self.view.set_state(c.state, date=self._started_at())

    def window_resized(self) -> None:
        """The window changed size: a docked sheet keeps its columns in sight (once the
        window has laid itself out)."""
        QTimer.singleShot(0, self, lambda: widen_docked_sheet(
            self._window, self.dock, self.view, sheet_width(self._window.width())))
